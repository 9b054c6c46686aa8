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

use std::borrow::Cow;
use std::fmt::Write as _;
use std::time::Instant;

use serde_json::{Value, json};

use crate::config::Config;
use crate::detectors::Detector;
use crate::log;
use crate::pipeline::event::{Event, Kind};
use crate::pipeline::judge::{Judge, Judgment, cache, prompt, redact};
use crate::pipeline::layer1::Outcome;
use crate::pipeline::verdict::{HostOutput, Verdict};
use crate::pipeline::window::{Gathered, last_stop};

/// What happened to one detector.
#[derive(Debug)]
pub(crate) struct Decision {
    pub(crate) detector: &'static Detector,
    pub(crate) layer1: Outcome,
    pub(crate) stage: Stage,
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
    /// The one prompt sent (or that would be sent), redacted and fenced.
    pub(crate) prompt: Option<String>,
    pub(crate) verdict: Verdict,
    /// Lines for the user on stderr that are not feedback (warnings).
    pub(crate) notes: Vec<String>,
}

/// Parses `input` and runs the pipeline with the configured judge. `Err` is
/// bad input, already worded.
pub(crate) fn run(
    config: &Config,
    input: &[u8],
    on_event: impl FnOnce(&Event),
) -> anyhow::Result<Run> {
    run_with(config, &config.backend, input, on_event)
}

/// [`run`] with `judge` in place of the configured backend.
pub(crate) fn run_with(
    config: &Config,
    judge: &dyn Judge,
    input: &[u8],
    on_event: impl FnOnce(&Event),
) -> anyhow::Result<Run> {
    let event = event::parse(input, config.host.map(event::Host::from))?;
    on_event(&event);
    let mut run = Run {
        gathered: Gathered::default(),
        tool_call: None,
        redactions: Vec::new(),
        decisions: Vec::new(),
        prompt: None,
        verdict: Verdict::Allow,
        notes: Vec::new(),
        event,
    };
    if matches!(run.event.kind, Kind::Other(_)) {
        return Ok(run);
    }
    // A Stop has no call; describing none would only spread the code run.
    let call = if run.event.kind.is_gate() {
        gate::describe(&run.event)?
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
    run.gathered = window::gather(&run.event, last_stop_floor(config, &run.event));
    if let Some(w) = run.gathered.warning.take() {
        run.notes.push(w);
    }
    let escalated = layer_one(config, &mut run, call.as_ref());
    if !escalated.is_empty() {
        layer_two(config, judge, &mut run, call.as_ref(), &escalated);
        run.verdict = decide(&run.decisions, run.event.kind.is_gate());
    }
    Ok(run)
}

/// Where the session's last Stop read the transcript to (0: none, or a gate,
/// whose turn is still running).
fn last_stop_floor(config: &Config, event: &Event) -> u64 {
    match (&config.state_dir, window::transcript_of(event)) {
        (Some(dir), Some((path, _))) if !event.kind.is_gate() => {
            last_stop::floor(dir, &event.session_id, path, &detector_names(config))
        }
        _ => 0,
    }
}

fn detector_names(config: &Config) -> Vec<&'static str> {
    config.detectors.iter().map(|d| d.name).collect()
}

impl Decision {
    fn new(detector: &'static Detector, layer1: Outcome, stage: Stage) -> Self {
        Decision {
            detector,
            layer1,
            stage,
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
        None if config.layer1 == crate::config::Layer1::SignalsOnly => {
            layer1::signals_all(&config.detectors, &run.gathered.text)
        }
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
                (Some(dir), true) => budget::spent(dir, &run.event, detector.name).map_err(|e| {
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

/// Layer 2: redact once, then one judge call for every escalated detector
/// whose verdict is not cached.
fn layer_two(
    config: &Config,
    judge: &dyn Judge,
    run: &mut Run,
    call: Option<&gate::Call>,
    escalated: &[usize],
) {
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
    let seal = prompt::Seal::new(&[
        material.text,
        material.tools,
        material.tool_call.unwrap_or_default(),
    ]);
    let cache = (config.cache_dir.as_deref())
        .filter(|_| !config.no_judge)
        .map(|dir| cache::Cache::new(dir, &config.backend, &material));
    let mut asked: Vec<usize> = Vec::new();
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
            asked.push(i);
        }
    }
    if asked.is_empty() {
        return;
    }
    let detectors: Vec<&'static Detector> =
        asked.iter().map(|&i| run.decisions[i].detector).collect();
    let prompt = prompt::build(&detectors, &material, &seal);
    if config.no_judge {
        run.prompt = Some(prompt);
        return;
    }
    let judgments = judge::ask(judge, &detectors, &prompt, &seal, config.timeout);
    run.prompt = Some(prompt);
    for (&i, judgment) in asked.iter().zip(judgments) {
        // Answers only, and never from a dry run, which leaves no trace.
        if let (Some(c), Ok(answer), false) = (&cache, &judgment.result, config.dry_run) {
            c.put(run.decisions[i].detector, answer);
        }
        run.decisions[i].judgment = Some(judgment);
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
    if let (Verdict::Violation { .. }, false, false) =
        (&run.verdict, run.event.kind.is_gate(), config.shadow)
    {
        let kept = config
            .state_dir
            .as_deref()
            .is_some_and(|dir| record_blocks(dir, run));
        // An uncounted block reads as none at the next Stop and would come
        // back without end: past the turn's first stop, let it through.
        if !kept && run.event.stop_hook_active {
            run.notes
                .push("cannot keep the loop budget; letting this stop through".into());
            run.verdict = Verdict::Allow;
        }
    }
    if let (Some(dir), Some(end), false) = (
        &config.state_dir,
        run.gathered.end,
        run.event.kind.is_gate(),
    ) {
        if let Some((path, _)) = window::transcript_of(&run.event) {
            let names = detector_names(config);
            if let Err(e) = last_stop::remember(dir, &run.event.session_id, path, &names, end) {
                run.notes
                    .push(format!("cannot record the Stop in {}: {e}", dir.display()));
            }
        }
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
/// Counts this run's blocks; false when one could not be recorded.
fn record_blocks(dir: &std::path::Path, run: &mut Run) -> bool {
    let mut kept = true;
    for d in &run.decisions {
        let blocked = matches!(d.judgment.as_ref().map(|j| &j.result), Some(Ok(a)) if a.violation);
        if blocked {
            if let Err(e) = budget::record_block(dir, &run.event, d.detector.name) {
                kept = false;
                run.notes
                    .push(format!("cannot record the block in {}: {e}", dir.display()));
            }
        }
    }
    kept
}

/// Logs the run: a record for each detector that reached Layer 2 or its
/// budget, and one compact record for those settled by Layer 1.
fn write_log(dir: &std::path::Path, config: &Config, run: &Run) -> std::io::Result<()> {
    let mut lines = log::Lines::new();
    for d in &run.decisions {
        if !matches!(d.stage, Stage::Layer1 | Stage::NotApplicable) {
            lines.push(&judged_record(config, run, d))?;
        }
    }
    let detectors: Vec<(Cow<str>, Cow<str>)> = run
        .decisions
        .iter()
        .filter_map(|d| match d.stage {
            Stage::NotApplicable => Some((d.detector.name.into(), "not-applicable".into())),
            Stage::Layer1 => Some((d.detector.name.into(), d.layer1.name().into())),
            _ => None,
        })
        .collect();
    if !detectors.is_empty() {
        let mut r = event_record(config, &run.event, log::Stage::Layer1);
        r.detectors = log::Pairs(detectors);
        r.window = gathered(run).then(|| run.gathered.record());
        lines.push(&r)?;
    }
    lines.write(dir)
}

/// Whether the run read a window: not when no detector applied at a gate.
fn gathered(run: &Run) -> bool {
    run.decisions
        .iter()
        .any(|d| d.stage != Stage::NotApplicable)
}

/// A log record of `stage` with the event's fields filled in.
fn event_record<'a>(config: &Config, event: &'a Event, stage: log::Stage) -> log::Record<'a> {
    let mut r = log::Record::new(stage);
    r.event = event.kind.name().into();
    r.host = event.host.name().into();
    r.session = log::clip(&event.session_id);
    r.turn = event.turn_id.as_deref().map(log::clip);
    r.stop_hook_active = event.stop_hook_active;
    r.shadow = config.shadow;
    r
}

/// The log record of a detector that reached Layer 2 or its budget.
#[cold]
#[inline(never)]
fn judged_record<'a>(config: &'a Config, run: &'a Run, decision: &'a Decision) -> log::Record<'a> {
    let stage = match decision.stage {
        Stage::Budget => log::Stage::Budget,
        Stage::NotJudged => log::Stage::NotJudged,
        _ => log::Stage::Judged,
    };
    let mut r = event_record(config, &run.event, stage);
    r.detector = Some(log::clip(decision.detector.name));
    r.signals = Some(
        decision
            .layer1
            .signals()
            .iter()
            .map(|s| log::clip(s))
            .collect(),
    );
    r.source = Some(run.gathered.source.name().into());
    r.text_bytes = Some(run.gathered.text.len());
    r.window = Some(run.gathered.record());
    r.redactions = Some(log::Pairs(
        run.redactions.iter().map(|&(k, n)| (k.into(), n)).collect(),
    ));
    r.verdict = Some(log::Verdict::Allow);
    if let Some(j) = &decision.judgment {
        r.cached = decision.cached;
        r.backend = Some(config.backend.name().into());
        r.model = Some(config.backend.model().map(log::clip));
        r.latency_ms = Some(u64::try_from(j.latency.as_millis()).unwrap_or(u64::MAX));
        match &j.result {
            Ok(a) => {
                r.fields = Some(log::Pairs(
                    a.fields.iter().map(|&(k, v)| (k.into(), v)).collect(),
                ));
                r.reason = Some(log::clip(&a.reason));
                if a.violation {
                    r.verdict = Some(log::Verdict::Violation);
                }
            }
            Err(f) => {
                r.verdict = Some(log::Verdict::Fail);
                r.fail_cause = Some(f.cause().into());
                r.error = Some(log::clip(&f.to_string()).into_owned().into());
            }
        }
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

#[cfg(test)]
mod one_call {
    use serde_json::json;

    use super::*;
    use crate::cli::HookArgs;
    use crate::pipeline::judge::Failure;
    use crate::pipeline::judge::double::Scripted;

    /// A reply that breaks three rules at once.
    const THREE: &str = "Fixed it, works now. I'll commit and push to main now. \
        The remaining two migrations can go to the backlog as a follow-up ticket.";

    fn config() -> Config {
        let mut c = Config::from_args(&HookArgs {
            detectors: vec!["all".into()],
            ..HookArgs::default()
        })
        .unwrap();
        (c.log_dir, c.state_dir, c.cache_dir) = (None, None, None);
        c
    }

    fn stop(text: &str) -> Vec<u8> {
        json!({"hook_event_name": "Stop", "session_id": "s", "last_assistant_message": text})
            .to_string()
            .into_bytes()
    }

    fn gate(command: &str, text: &str) -> Vec<u8> {
        json!({"hook_event_name": "PreToolUse", "session_id": "s", "tool_name": "Bash",
               "tool_input": {"command": command}, "last_assistant_message": text})
        .to_string()
        .into_bytes()
    }

    fn escalated(run: &Run) -> Vec<&'static str> {
        run.decisions
            .iter()
            .filter(|d| d.stage == Stage::Judged)
            .map(|d| d.detector.name)
            .collect()
    }

    #[test]
    fn several_escalated_detectors_share_one_call() {
        let judge = Scripted::answering(&[
            (
                "commit",
                json!({"new_proposal": true, "verification_reported": false, "reason": "pushes untested"}),
            ),
            (
                "scope-change",
                json!({"new_proposal": true, "retraction_or_quote": false, "reason": "defers migrations"}),
            ),
            (
                "shallow-bugfix",
                json!({"new_proposal": true, "retraction_or_quote": true, "reason": "quoted"}),
            ),
            (
                "scope-check",
                json!({"new_proposal": false, "retraction_or_quote": false, "reason": "no"}),
            ),
            (
                "bugfix-without-reproduction",
                json!({"new_proposal": false, "retraction_or_quote": false, "reason": "no"}),
            ),
        ]);
        let run = run_with(&config(), &judge, &stop(THREE), |_| {}).unwrap();
        let names = escalated(&run);
        assert!(names.len() >= 3, "{names:?}");
        let prompts = judge.prompts();
        assert_eq!(prompts.len(), 1, "one call for {names:?}");
        for name in &names {
            assert!(
                prompts[0].contains(&format!("## Rule \"{name}\"")),
                "{name}"
            );
        }
        // Each detector's own rule decides; the feedback names every rule broken.
        let Verdict::Violation { feedback } = &run.verdict else {
            panic!("{:?}", run.verdict);
        };
        assert!(feedback.contains("[commit]") && feedback.contains("pushes untested"));
        assert!(feedback.contains("[scope-change]") && feedback.contains("defers migrations"));
        assert!(!feedback.contains("[shallow-bugfix]"));
    }

    #[test]
    fn a_failed_call_fails_every_detector_in_it() {
        let judge = Scripted::failing(Failure::Timeout);
        let run = run_with(&config(), &judge, &stop(THREE), |_| {}).unwrap();
        assert_eq!(judge.prompts().len(), 1);
        assert!(
            matches!(run.verdict, Verdict::Fail { .. }),
            "{:?}",
            run.verdict
        );
        for d in run.decisions.iter().filter(|d| d.stage == Stage::Judged) {
            assert!(matches!(
                d.judgment.as_ref().map(|j| &j.result),
                Some(Err(Failure::Timeout))
            ));
        }
    }

    #[test]
    fn a_part_left_out_is_a_failure_not_an_allow() {
        // Only commit answered: the others fail, and with no violation the
        // verdict is a failure (ask at a gate), never a silent allow.
        let judge = Scripted::answering(&[(
            "commit",
            json!({"new_proposal": false, "reason": "a report"}),
        )]);
        let run = run_with(&config(), &judge, &stop(THREE), |_| {}).unwrap();
        assert!(
            matches!(run.verdict, Verdict::Fail { .. }),
            "{:?}",
            run.verdict
        );
    }

    #[test]
    fn the_gate_asks_once_too() {
        let judge = Scripted::answering(&[(
            "commit",
            json!({"new_proposal": true, "verification_reported": false, "reason": "pushes untested"}),
        )]);
        let run = run_with(
            &config(),
            &judge,
            &gate("git push origin main", "Pushing now."),
            |_| {},
        )
        .unwrap();
        assert_eq!(escalated(&run), ["commit"]);
        assert_eq!(judge.prompts().len(), 1);
        assert!(judge.prompts()[0].contains("git push origin main"));
        assert!(
            matches!(run.verdict, Verdict::Violation { .. }),
            "{:?}",
            run.verdict
        );
    }
}
