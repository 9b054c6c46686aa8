//! Hook mode: one event in, one host output out. This is the pipeline:
//! event → text to judge → Layer 1 → Layer 2 → verdict, with the loop budget
//! and the decision log on the side.

pub(crate) mod budget;
pub(crate) mod event;
pub(crate) mod gate;
pub(crate) mod judge;
pub(crate) mod layer1;
pub(crate) mod report;
pub(crate) mod verdict;
pub(crate) mod window;

use std::fmt::Write as _;
use std::thread;
use std::time::Instant;

use serde_json::{Value, json};

use crate::config::Config;
use crate::detectors::Detector;
use crate::log;
use crate::pipeline::budget as state;
use crate::pipeline::event::{Event, Kind};
use crate::pipeline::judge::{Judgment, cache, prompt, redact};
use crate::pipeline::layer1::Outcome;
use crate::pipeline::verdict::{HostOutput, Verdict};
use crate::pipeline::window::{self as transcript, Gathered};

/// What happened to one detector.
#[derive(Debug)]
pub(crate) struct Decision {
    pub(crate) detector: &'static Detector,
    pub(crate) layer1: Outcome,
    pub(crate) stage: Stage,
    /// The prompt sent (or that would be sent), redacted and fenced.
    pub(crate) prompt: Option<String>,
    pub(crate) judgment: Option<Judgment>,
    /// The judgment came from the verdict cache, not from a judge call.
    pub(crate) cached: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stage {
    /// Settled by Layer 1 (no signal or a bypass).
    Layer1,
    /// This detector already blocked as often as allowed in this turn.
    Budget,
    /// Escalated, but --no-judge stopped before the judge.
    NotJudged,
    Judged,
    /// The gate does not apply to this tool call.
    NotApplicable,
}

impl Stage {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Stage::Layer1 => "layer1",
            Stage::Budget => "budget",
            Stage::NotJudged => "not-judged",
            Stage::Judged => "judged",
            Stage::NotApplicable => "not-applicable",
        }
    }
}

/// The whole run, for the host output, the report and the log.
#[derive(Debug)]
pub(crate) struct Run {
    pub(crate) event: Event,
    pub(crate) gathered: Gathered,
    /// The tool call at an approval gate, as judged.
    pub(crate) tool_call: Option<String>,
    pub(crate) redactions: Vec<(&'static str, usize)>,
    pub(crate) decisions: Vec<Decision>,
    pub(crate) verdict: Verdict,
    /// Lines for the user on stderr that are not feedback (warnings).
    pub(crate) notes: Vec<String>,
}

/// Parses `input` and runs the pipeline. `Err` is bad input, already worded.
pub(crate) fn run(
    config: &Config,
    input: &[u8],
    on_event: impl FnOnce(&Event),
) -> Result<Run, String> {
    let event = event::parse(input, config.host)?;
    on_event(&event);
    let mut run = Run {
        gathered: Gathered::default(),
        tool_call: None,
        redactions: Vec::new(),
        decisions: Vec::new(),
        verdict: Verdict::Allow,
        notes: Vec::new(),
        event,
    };
    if matches!(run.event.kind, Kind::Other(_)) {
        return Ok(run);
    }
    // A Stop has no call; describing none would only spread the code run.
    let call = if run.event.kind.is_gate() {
        gate::describe(&run.event)
    } else {
        None
    };
    if run.event.kind.is_gate() && call.is_none() {
        // Nothing this gate judges (a read-only command, another tool).
        run.decisions = config
            .detectors
            .iter()
            .map(|d| Decision::new(d, Outcome::NoSignal, Stage::NotApplicable))
            .collect();
        return Ok(run);
    }
    run.gathered = transcript::gather(&run.event);
    if let Some(w) = run.gathered.warning.take() {
        run.notes.push(w);
    }
    let escalated = layer_one(config, &mut run, call.as_ref());
    if !escalated.is_empty() {
        layer_two(config, &mut run, call.as_ref(), &escalated);
        run.verdict = decide(&run.decisions, run.event.kind.is_gate());
    }
    Ok(run)
}

impl Decision {
    fn new(detector: &'static Detector, layer1: Outcome, stage: Stage) -> Self {
        Decision {
            detector,
            layer1,
            stage,
            prompt: None,
            judgment: None,
            cached: false,
        }
    }
}

/// Runs Layer 1 for every detector; returns the indexes of those that go on
/// to the judge. At a gate, each detector judges only the calls it applies to.
fn layer_one(config: &Config, run: &mut Run, call: Option<&gate::Call>) -> Vec<usize> {
    let stop_like = !run.event.kind.is_gate();
    let mut escalated = Vec::new();
    // One pass over the text for all detectors at once.
    let mut outcomes = match call {
        None => layer1::scan_all(&config.detectors, &run.gathered.text),
        Some(_) => Vec::new(),
    }
    .into_iter();
    for (i, &detector) in config.detectors.iter().enumerate() {
        let (outcome, mut stage) = match call {
            None => (outcomes.next().unwrap_or(Outcome::NoSignal), Stage::Layer1),
            Some(call) => match gate::layer1(call, detector, &run.gathered.text) {
                Some(outcome) => (outcome, Stage::Layer1),
                None => (Outcome::NoSignal, Stage::NotApplicable),
            },
        };
        if matches!(outcome, Outcome::Escalate { .. }) {
            let spent = match (&config.state_dir, stop_like) {
                (Some(dir), true) => state::spent(dir, &run.event, detector.name).map_err(|e| {
                    format!(
                        "{}: cannot read the loop budget in {}: {e}; letting it through",
                        detector.name,
                        dir.display()
                    )
                }),
                _ => Ok(0),
            };
            match spent {
                // A continuation whose count is unknown: the budget may be spent.
                Err(note) => {
                    stage = Stage::Budget;
                    run.notes.push(note);
                }
                Ok(spent) if stop_like && spent >= config.max_blocks => {
                    stage = Stage::Budget;
                    run.notes.push(format!(
                        "{}: blocked {spent} times in this turn already; letting it through",
                        detector.name
                    ));
                }
                Ok(_) => {
                    stage = if config.no_judge {
                        Stage::NotJudged
                    } else {
                        Stage::Judged
                    };
                    escalated.push(i);
                }
            }
        }
        run.decisions.push(Decision::new(detector, outcome, stage));
    }
    escalated
}

/// Layer 2: redact once, fence per detector, judge them all at once.
fn layer_two(config: &Config, run: &mut Run, call: Option<&gate::Call>, escalated: &[usize]) {
    let text = redact::redact(&run.gathered.text);
    let tools = redact::redact(&run.gathered.tools);
    let call = call.map(|c| redact::redact(&c.shown));
    let mut parts = vec![&text, &tools];
    parts.extend(call.as_ref());
    run.redactions = merge_counts(&parts);
    run.tool_call = call.as_ref().map(|c| c.text.clone());
    let material = prompt::Material {
        text: &text.text,
        tool_call: call.as_ref().map(|c| c.text.as_str()),
        tools: &tools.text,
    };
    let tag = prompt::tag_for(&[
        material.text,
        material.tools,
        material.tool_call.unwrap_or_default(),
    ]);
    for &i in escalated {
        run.decisions[i].prompt = Some(prompt::build(run.decisions[i].detector, &material, &tag));
    }
    if config.no_judge {
        return;
    }
    let cache =
        (config.cache_dir.as_deref()).map(|dir| cache::Cache::new(dir, &config.backend, &material));
    let mut jobs: Vec<(usize, &'static Detector, String)> = Vec::new();
    for &i in escalated {
        let d = &mut run.decisions[i];
        let started = Instant::now();
        if let Some(answer) = cache.as_ref().and_then(|c| c.get(d.detector)) {
            d.cached = true;
            d.judgment = Some(Judgment {
                result: Ok(answer),
                latency: started.elapsed(),
            });
        } else {
            jobs.push((i, d.detector, d.prompt.clone().unwrap_or_default()));
        }
    }
    // One process, one wait: every escalated detector is judged at once.
    let judged: Vec<(usize, Option<Judgment>)> = thread::scope(|scope| {
        let pending: Vec<_> = jobs
            .iter()
            .map(|(i, detector, prompt)| {
                let handle = scope
                    .spawn(move || judge::judge(&config.backend, detector, prompt, config.timeout));
                (*i, handle)
            })
            .collect();
        pending
            .into_iter()
            .map(|(i, handle)| (i, handle.join().ok()))
            .collect()
    });
    for (i, judgment) in judged {
        // Answers only, and never from a dry run, which leaves no trace.
        if let (Some(c), Some(Ok(answer)), false) =
            (&cache, judgment.as_ref().map(|j| &j.result), config.dry_run)
        {
            c.put(run.decisions[i].detector, answer);
        }
        run.decisions[i].judgment = judgment;
    }
}

/// Any violation blocks; else any failure is a failure; else allow.
fn decide(decisions: &[Decision], gate: bool) -> Verdict {
    let violations: Vec<(&Detector, &str)> = decisions
        .iter()
        .filter_map(|d| match d.judgment.as_ref().map(|j| &j.result) {
            Some(Ok(a)) if a.violation => Some((d.detector, a.reason.as_str())),
            _ => None,
        })
        .collect();
    if !violations.is_empty() {
        return Verdict::Violation {
            feedback: verdict::feedback(&violations, gate),
        };
    }
    let failures: Vec<String> = decisions
        .iter()
        .filter_map(|d| match d.judgment.as_ref().map(|j| &j.result) {
            Some(Err(f)) => Some(format!("{}: {f}", d.detector.name)),
            _ => None,
        })
        .collect();
    if failures.is_empty() {
        Verdict::Allow
    } else {
        Verdict::Fail {
            why: failures.join("; "),
        }
    }
}

fn merge_counts(parts: &[&redact::Redacted]) -> Vec<(&'static str, usize)> {
    let mut all: Vec<(&'static str, usize)> = Vec::new();
    for part in parts {
        for &(kind, n) in &part.counts {
            match all.iter_mut().find(|(k, _)| *k == kind) {
                Some(entry) => entry.1 += n,
                None => all.push((kind, n)),
            }
        }
    }
    all.sort_unstable();
    all
}

/// Records blocks and writes the log; returns what goes to the host. Side
/// effects only here, and never in a dry run.
pub(crate) fn finish(config: &Config, run: &mut Run) -> HostOutput {
    // A shadow run blocks nothing, so it spends no loop budget.
    if let (Verdict::Violation { .. }, Some(dir), false, false) = (
        &run.verdict,
        &config.state_dir,
        run.event.kind.is_gate(),
        config.shadow,
    ) {
        record_blocks(dir, run);
    }
    if let Some(dir) = &config.log_dir {
        if let Err(e) = write_log(dir, config, run) {
            run.notes.push(format!(
                "cannot write the decision log in {}: {e}",
                dir.display()
            ));
        }
    }
    let mut out = if config.shadow {
        // Judged and logged; the host hears nothing.
        HostOutput::default()
    } else {
        verdict::render(run.event.host, &run.event.kind, &run.verdict)
    };
    // Feedback on stderr is for the agent; warnings join it only when it is not feedback.
    if out.code != verdict::BLOCK {
        for note in &run.notes {
            let _ = writeln!(out.stderr, "hookjudge: {note}");
        }
    }
    out
}

#[cold]
#[inline(never)]
fn record_blocks(dir: &std::path::Path, run: &mut Run) {
    for d in &run.decisions {
        let blocked = matches!(d.judgment.as_ref().map(|j| &j.result), Some(Ok(a)) if a.violation);
        if blocked {
            if let Err(e) = state::record_block(dir, &run.event, d.detector.name) {
                run.notes
                    .push(format!("cannot record the block in {}: {e}", dir.display()));
            }
        }
    }
}

/// Logs the run: a record for each detector that reached Layer 2 or its
/// budget, and one compact record for those settled by Layer 1.
fn write_log(dir: &std::path::Path, config: &Config, run: &Run) -> std::io::Result<()> {
    let mut lines = log::Lines::new();
    for d in &run.decisions {
        if !matches!(d.stage, Stage::Layer1 | Stage::NotApplicable) {
            lines.push_value(&judged_record(config, run, d))?;
        }
    }
    let detectors: Vec<(&str, &str)> = run
        .decisions
        .iter()
        .filter_map(|d| match d.stage {
            Stage::NotApplicable => Some((d.detector.name, "not-applicable")),
            Stage::Layer1 => Some((d.detector.name, d.layer1.name())),
            _ => None,
        })
        .collect();
    if !detectors.is_empty() {
        let e = &run.event;
        lines.push(&Layer1Record {
            event: e.kind.name(),
            host: e.host.name(),
            session: log::clip(&e.session_id),
            turn: e.turn_id.as_deref().map(log::clip),
            stop_hook_active: e.stop_hook_active,
            stage: Stage::Layer1.name(),
            detectors: Outcomes(&detectors),
            shadow: config.shadow,
        })?;
    }
    lines.write(dir)
}

/// The compact record of the detectors that Layer 1 settled. Typed, not a
/// `Value`: it is written at every turn, and a map of values costs far more
/// code and time to build and write.
#[derive(serde::Serialize)]
struct Layer1Record<'a> {
    event: &'a str,
    host: &'a str,
    session: std::borrow::Cow<'a, str>,
    turn: Option<std::borrow::Cow<'a, str>>,
    stop_hook_active: bool,
    stage: &'static str,
    detectors: Outcomes<'a>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    shadow: bool,
}

/// Detector name → Layer-1 outcome, written as a JSON object.
struct Outcomes<'a>(&'a [(&'a str, &'a str)]);

impl serde::Serialize for Outcomes<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().copied())
    }
}

/// The log record of a detector that reached Layer 2 or its budget.
#[cold]
#[inline(never)]
fn judged_record(config: &Config, run: &Run, decision: &Decision) -> Value {
    let event = &run.event;
    let mut r = json!({
        "event": event.kind.name(),
        "host": event.host.name(),
        "session": event.session_id,
        "turn": event.turn_id,
        "stop_hook_active": event.stop_hook_active,
    });
    let m = r.as_object_mut().expect("the record is an object");
    m.insert("detector".into(), decision.detector.name.into());
    m.insert("stage".into(), decision.stage.name().into());
    m.insert("signals".into(), json!(decision.layer1.signals()));
    m.insert("source".into(), run.gathered.source.name().into());
    m.insert("text_bytes".into(), run.gathered.text.len().into());
    m.insert("redactions".into(), counts_json(&run.redactions));
    if let Some(j) = &decision.judgment {
        if decision.cached {
            m.insert("cached".into(), true.into());
        }
        m.insert("backend".into(), config.backend.name().into());
        m.insert("model".into(), json!(config.backend.model()));
        m.insert(
            "latency_ms".into(),
            json!(u64::try_from(j.latency.as_millis()).unwrap_or(u64::MAX)),
        );
        match &j.result {
            Ok(a) => {
                let fields: serde_json::Map<String, Value> = a
                    .fields
                    .iter()
                    .map(|(k, v)| ((*k).to_owned(), json!(v)))
                    .collect();
                m.insert("fields".into(), Value::Object(fields));
                m.insert("reason".into(), a.reason.clone().into());
                m.insert(
                    "verdict".into(),
                    (if a.violation { "violation" } else { "allow" }).into(),
                );
            }
            Err(f) => {
                m.insert("verdict".into(), "fail".into());
                m.insert("fail_cause".into(), f.cause().into());
                m.insert("error".into(), f.to_string().into());
            }
        }
    } else {
        m.insert("verdict".into(), "allow".into());
    }
    if config.shadow {
        m.insert("shadow".into(), Value::Bool(true));
    }
    r
}

pub(crate) fn counts_json(counts: &[(&str, usize)]) -> Value {
    Value::Object(
        counts
            .iter()
            .map(|(k, n)| ((*k).to_owned(), json!(n)))
            .collect(),
    )
}

/// Best guess at the event of input that would not parse, so that bad input
/// at an approval gate still asks the human.
pub(crate) fn looks_like_gate(input: &[u8]) -> bool {
    use crate::util::scan::Needle;
    Needle::new(b"PreToolUse").find(input).is_some()
        || Needle::new(b"BeforeTool").find(input).is_some()
}

/// The gate's safe output for input that could not be understood.
pub(crate) fn bad_input(config_host: Option<event::Host>, gate: bool, why: &str) -> HostOutput {
    let kind = if gate { Kind::PreToolUse } else { Kind::Stop };
    let host = config_host.unwrap_or(event::Host::Claude);
    let mut out = verdict::render(
        host,
        &kind,
        &Verdict::Fail {
            why: why.to_owned(),
        },
    );
    if gate {
        out.stderr = format!("hookjudge: {why}\n");
    }
    out
}
