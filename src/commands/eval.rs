//! `hookjudge eval`: how well the detectors do on labelled cases.
//!
//! Each case (`{"text","detector","label","lang","note"}`, one a line) goes
//! through the real pipeline ([`crate::pipeline::run`]) as the newest reply of a Stop,
//! once per detector it concerns: its own detector for a labelled case, every
//! selected detector for ordinary text (`"detector":"none"`). Layer 1 alone
//! gives its recall on block cases, the share of allow cases it settles, and
//! the pass-through on ordinary text; `--judge` adds the whole pipeline's
//! precision, recall and F1 and the judge's latency. Nothing is logged,
//! cached or counted against a loop budget.

use crate::config::Layer1;
use crate::util::table::wilson;
use anyhow::anyhow;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::cli::{EvalArgs, Format};
use crate::commands::failure;
use crate::commands::measure::{Judged, Settled, measuring_config, per_detector, settle};
use crate::config::Config;
use crate::detectors::{self, Detector};
use crate::pipeline::verdict::HostOutput;
use crate::util::pool::pool;
use crate::util::table::{self, Latency, Table, plural, ratio};

/// One labelled case.
#[derive(Debug)]
struct Case {
    text: String,
    /// `None`: ordinary text, for no detector.
    detector: Option<&'static Detector>,
    block: bool,
    lang: String,
    note: String,
    /// `file:line`, for messages.
    at: String,
}

#[derive(Debug, Deserialize)]
struct RawCase {
    text: String,
    detector: String,
    label: Label,
    #[serde(default)]
    lang: Option<String>,
    #[serde(default)]
    note: Option<String>,
    /// `violation`, `ordinary` or `topical`; checked against the label.
    #[serde(default)]
    kind: Option<String>,
}

#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum Label {
    Block,
    Allow,
}

/// Reads the cases of `paths`; any bad line is an error naming its place.
/// A case names one of `selected`, another built-in detector (left out of
/// the measures), or `none`.
fn load(paths: &[PathBuf], selected: &[&'static Detector]) -> anyhow::Result<Vec<Case>> {
    let mut cases = Vec::new();
    for path in paths {
        let text =
            fs::read_to_string(path).map_err(|e| anyhow!("cannot read {}: {e}", path.display()))?;
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let at = format!("{}:{}", path.display(), i + 1);
            let raw: RawCase = serde_json::from_str(line)
                .map_err(|e| anyhow!("{at}: not a labelled case: {e}"))?;
            check_kind(&raw).map_err(|why| anyhow!("{at}: {why}"))?;
            let detector = match raw.detector.as_str() {
                "none" if raw.label == Label::Block => {
                    return Err(anyhow!(
                        "{at}: a case for no detector cannot be labelled block"
                    ));
                }
                "none" => None,
                name => Some(
                    selected
                        .iter()
                        .copied()
                        .find(|d| d.name == name)
                        .or_else(|| detectors::find(name))
                        .ok_or_else(|| {
                            anyhow!(
                                "{at}: unknown detector '{name}': choose from {}, or none",
                                detectors::names()
                            )
                        })?,
                ),
            };
            cases.push(Case {
                text: raw.text,
                detector,
                block: raw.label == Label::Block,
                lang: raw
                    .lang
                    .filter(|l| !l.is_empty())
                    .unwrap_or_else(|| "?".into()),
                note: raw.note.unwrap_or_default(),
                at,
            });
        }
    }
    Ok(cases)
}

/// A case's `kind`, when it has one, agrees with its label and detector.
fn check_kind(raw: &RawCase) -> Result<(), String> {
    let none = raw.detector == "none";
    let ok = match raw.kind.as_deref() {
        None => true,
        Some("violation") => raw.label == Label::Block && !none,
        Some("ordinary") => raw.label == Label::Allow && none,
        Some("topical") => raw.label == Label::Allow && !none,
        Some(other) => {
            return Err(format!(
                "unknown kind '{other}': choose from violation, ordinary, topical"
            ));
        }
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "kind '{}' does not fit label {:?} for detector '{}' (violation: a detector and block; \
             ordinary: none and allow; topical: a detector and allow)",
            raw.kind.as_deref().unwrap_or_default(),
            raw.label,
            raw.detector
        ))
    }
}

/// Ordinary turns this long or longer are the "long" ones the quiet target
/// is about: the size of a real agent turn, not a one-line sentence.
const LONG: usize = 500;

/// `95.0% [90.1–97.6]`, or `-` for no cases.
fn pct_ci(k: usize, n: usize) -> String {
    match wilson(k, n) {
        None => "-".into(),
        Some((p, lo, hi)) => format!("{:.1}% [{:.1}–{:.1}]", p * 100.0, lo * 100.0, hi * 100.0),
    }
}

/// The share and its interval for the JSON report.
fn ratio_ci(k: usize, n: usize) -> Value {
    let round = |v: f64| (v * 10_000.0).round() / 10_000.0;
    match wilson(k, n) {
        None => Value::Null,
        Some((p, lo, hi)) => {
            json!({"k": k, "n": n, "share": round(p), "ci95": [round(lo), round(hi)]})
        }
    }
}

/// Runs `hookjudge eval`.
pub(crate) fn run(args: &EvalArgs) -> HostOutput {
    match evaluate(args) {
        Ok(report) => {
            let stdout = match args.format {
                Format::Text => report.to_text(args.misses),
                Format::Json => table::pretty(&report.to_json()),
            };
            let failed: Vec<&Check> = report.checks.iter().filter(|c| !c.ok).collect();
            let mut stderr = String::new();
            for c in &failed {
                let _ = writeln!(stderr, "hookjudge: eval: {}", c.describe());
            }
            HostOutput {
                code: u8::from(!failed.is_empty()),
                stdout,
                stderr,
            }
        }
        Err(why) => failure(&why),
    }
}

fn evaluate(args: &EvalArgs) -> anyhow::Result<Report> {
    let hook = args.run.hook_args()?;
    let layer1 = if args.signals_only {
        Layer1::SignalsOnly
    } else {
        Layer1::Whole
    };
    let mut all = measuring_config(&hook)?;
    all.layer1 = layer1;
    let mut configs = per_detector(&all, &hook)?;
    for c in &mut configs {
        c.layer1 = layer1;
    }
    let cases = load(&args.files, &all.detectors)?;
    let mut jobs: Vec<(usize, usize)> = Vec::new();
    let mut skipped = 0;
    for (i, case) in cases.iter().enumerate() {
        match case.detector {
            None => jobs.extend((0..configs.len()).map(|d| (i, d))),
            Some(det) => match all.detectors.iter().position(|d| d.name == det.name) {
                Some(d) => jobs.push((i, d)),
                None => skipped += 1,
            },
        }
    }
    let workers = if args.run.judge {
        usize::from(args.run.jobs)
    } else {
        1
    };
    let settled = pool(&jobs, workers, |&(case, d)| {
        settle(&configs[d], &cases[case].text)
    });
    let mut report = Report {
        files: args.files.clone(),
        detectors: all.detectors.clone(),
        judge: args.run.judge.then(|| describe_backend(&all)),
        cases: cases.len() - skipped,
        skipped,
        ..Report::default()
    };
    report.tally(&cases, &jobs, &settled);
    report.check(args.min_recall, args.min_pass_through, args.max_escalation);
    Ok(report)
}

fn describe_backend(config: &Config) -> String {
    match config.backend.model() {
        Some(model) => format!("{} ({model})", config.backend.name()),
        None => config.backend.name().to_owned(),
    }
}

/// Counts for one detector, one language, or all.
#[derive(Debug, Default, Clone)]
struct Tally {
    block: usize,
    /// Block cases Layer 1 escalated.
    caught: usize,
    allow: usize,
    /// Allow cases Layer 1 settled (no signal, or a bypass).
    settled: usize,
    /// Ordinary cases and how many passed Layer 1 for every selected detector.
    ordinary: usize,
    passed: usize,
    /// Of those, the long ones and how many passed.
    long: usize,
    long_passed: usize,
    /// (ordinary case, detector) pairs that Layer 1 escalated.
    ordinary_escalated: usize,
    tp: usize,
    fp: usize,
    fn_: usize,
    tn: usize,
    /// Judge calls that failed (the pipeline then allows).
    fails: usize,
}

impl Tally {
    fn job(&mut self, case: &Case, s: Settled) {
        if matches!(s.judged, Some(Judged::Fail(_))) {
            self.fails += 1;
        }
        match (case.detector.is_some(), case.block) {
            (true, true) => {
                self.block += 1;
                self.caught += usize::from(s.escalated);
                if s.blocks() {
                    self.tp += 1;
                } else {
                    self.fn_ += 1;
                }
            }
            (is_labelled, _) => {
                if is_labelled {
                    self.allow += 1;
                    self.settled += usize::from(!s.escalated);
                } else {
                    self.ordinary_escalated += usize::from(s.escalated);
                }
                if s.blocks() {
                    self.fp += 1;
                } else {
                    self.tn += 1;
                }
            }
        }
    }

    fn ordinary_case(&mut self, passed: bool, long: bool) {
        self.ordinary += 1;
        self.passed += usize::from(passed);
        if long {
            self.long += 1;
            self.long_passed += usize::from(passed);
        }
    }

    fn precision(&self) -> Value {
        ratio(self.tp, self.tp + self.fp)
    }

    fn recall(&self) -> Value {
        ratio(self.tp, self.tp + self.fn_)
    }

    fn f1(&self) -> Value {
        ratio(2 * self.tp, 2 * self.tp + self.fp + self.fn_)
    }

    fn to_json(&self, judged: bool) -> Value {
        let mut v = json!({
            "block": self.block,
            "layer1_caught": self.caught,
            "layer1_recall": ratio(self.caught, self.block),
            "layer1_recall_ci": ratio_ci(self.caught, self.block),
            "allow": self.allow,
            "layer1_settled": self.settled,
            "layer1_settled_share": ratio(self.settled, self.allow),
            "layer1_settled_ci": ratio_ci(self.settled, self.allow),
        });
        let m = v.as_object_mut().expect("an object");
        if self.ordinary > 0 {
            m.insert("ordinary".into(), json!(self.ordinary));
            m.insert("ordinary_passed".into(), json!(self.passed));
            m.insert("pass_through".into(), ratio(self.passed, self.ordinary));
            m.insert(
                "escalated_any_ci".into(),
                ratio_ci(self.ordinary - self.passed, self.ordinary),
            );
            m.insert("long_ordinary".into(), json!(self.long));
            m.insert(
                "long_escalated_any_ci".into(),
                ratio_ci(self.long - self.long_passed, self.long),
            );
        } else {
            m.insert("ordinary_escalated".into(), json!(self.ordinary_escalated));
        }
        if judged {
            m.insert(
                "pipeline".into(),
                json!({
                    "tp": self.tp, "fp": self.fp, "fn": self.fn_, "tn": self.tn,
                    "precision": self.precision(),
                    "recall": self.recall(),
                    "f1": self.f1(),
                    "judge_failures": self.fails,
                }),
            );
        }
        v
    }
}

/// A threshold and how it went.
#[derive(Debug)]
struct Check {
    what: &'static str,
    scope: String,
    value: f64,
    limit: f64,
    ok: bool,
    /// The limit is a maximum, not a minimum.
    at_most: bool,
}

impl Check {
    fn describe(&self) -> String {
        format!(
            "{} {} is {:.1}%, {} {:.1}%",
            self.scope,
            self.what,
            self.value * 100.0,
            if self.at_most {
                "above the maximum"
            } else {
                "below the minimum"
            },
            self.limit * 100.0
        )
    }
}

/// A case that missed its label, for `--misses` and the JSON.
#[derive(Debug)]
struct Miss {
    kind: &'static str,
    detector: &'static str,
    case: usize,
}

#[derive(Debug, Default)]
struct Report {
    files: Vec<PathBuf>,
    detectors: Vec<&'static Detector>,
    /// The judge's backend, when judged.
    judge: Option<String>,
    cases: usize,
    /// Cases of detectors that were not selected.
    skipped: usize,
    per_detector: Vec<Tally>,
    per_lang: BTreeMap<String, Tally>,
    all: Tally,
    latencies_ms: Vec<u64>,
    failures: BTreeMap<&'static str, usize>,
    checks: Vec<Check>,
    misses: Vec<Miss>,
    /// Texts, notes, places and languages of the cases in `misses`.
    shown: Vec<(String, String, String, String)>,
}

impl Report {
    fn tally(&mut self, cases: &[Case], jobs: &[(usize, usize)], settled: &[Settled]) {
        self.per_detector = vec![Tally::default(); self.detectors.len()];
        // Ordinary cases pass when no detector escalates them.
        let mut ordinary: BTreeMap<usize, bool> = BTreeMap::new();
        for (&(case_i, d), &s) in jobs.iter().zip(settled) {
            let case = &cases[case_i];
            self.per_detector[d].job(case, s);
            self.all.job(case, s);
            self.per_lang
                .entry(case.lang.clone())
                .or_default()
                .job(case, s);
            if let Some(ms) = s.latency_ms {
                self.latencies_ms.push(ms);
            }
            if let Some(Judged::Fail(cause)) = s.judged {
                *self.failures.entry(cause).or_default() += 1;
            }
            if case.detector.is_none() {
                *ordinary.entry(case_i).or_insert(true) &= !s.escalated;
            }
            let kind = match (case.detector.is_some(), case.block) {
                (true, true) if !s.escalated => Some("layer1-miss"),
                (false, _) if s.escalated => Some("ordinary-escalated"),
                _ => None,
            };
            let judged_kind = match (self.judge.is_some(), case.block, s.blocks()) {
                (true, true, false) if s.escalated => Some("judge-miss"),
                (true, false, true) => Some("false-block"),
                _ => None,
            };
            for kind in kind.into_iter().chain(judged_kind) {
                self.misses.push(Miss {
                    kind,
                    detector: self.detectors[d].name,
                    case: case_i,
                });
            }
        }
        for (&i, &passed) in &ordinary {
            let long = cases[i].text.len() >= LONG;
            self.all.ordinary_case(passed, long);
            self.per_lang
                .entry(cases[i].lang.clone())
                .or_default()
                .ordinary_case(passed, long);
        }
        self.shown = cases
            .iter()
            .map(|c| (c.text.clone(), c.note.clone(), c.at.clone(), c.lang.clone()))
            .collect();
    }

    fn check(&mut self, min_recall: Option<f64>, min_pass: Option<f64>, max_esc: Option<f64>) {
        #[allow(clippy::cast_precision_loss)]
        let share = |k: usize, n: usize| k as f64 / n as f64;
        if let Some(min) = min_recall {
            let scopes = self
                .detectors
                .iter()
                .map(|d| d.name.to_owned())
                .zip(&self.per_detector)
                .chain(
                    self.per_lang
                        .iter()
                        .map(|(l, t)| (format!("language {l}"), t)),
                );
            for (scope, t) in scopes {
                if t.block > 0 {
                    let value = share(t.caught, t.block);
                    self.checks.push(Check {
                        what: "Layer-1 recall",
                        scope,
                        value,
                        limit: min,
                        ok: value >= min,
                        at_most: false,
                    });
                }
            }
        }
        if let (Some(min), true) = (min_pass, self.all.ordinary > 0) {
            let value = share(self.all.passed, self.all.ordinary);
            self.checks.push(Check {
                what: "pass-through",
                scope: "ordinary text".into(),
                value,
                limit: min,
                ok: value >= min,
                at_most: false,
            });
        }
        if let Some(max) = max_esc {
            let t = &self.all;
            // No long ordinary turn measures nothing: that is a failure.
            let value = if t.long == 0 {
                1.0
            } else {
                share(t.long - t.long_passed, t.long)
            };
            self.checks.push(Check {
                what: "escalation for any detector",
                scope: format!("{} long ordinary turns", t.long),
                value,
                limit: max,
                ok: t.long > 0 && value <= max,
                at_most: true,
            });
        }
    }

    fn to_json(&self) -> Value {
        let judged = self.judge.is_some();
        let detectors: Map<String, Value> = self
            .detectors
            .iter()
            .zip(&self.per_detector)
            .map(|(d, t)| (d.name.to_owned(), t.to_json(judged)))
            .collect();
        let langs: Map<String, Value> = self
            .per_lang
            .iter()
            .map(|(l, t)| (l.clone(), t.to_json(judged)))
            .collect();
        let misses: Vec<Value> = self
            .misses
            .iter()
            .map(|m| {
                let (text, note, at, lang) = &self.shown[m.case];
                json!({"kind": m.kind, "detector": m.detector, "lang": lang,
                       "at": at, "note": note, "where": self.where_(m), "text": text})
            })
            .collect();
        json!({
            "files": self.files,
            "cases": self.cases,
            "skipped": self.skipped,
            "judge": self.judge,
            "detectors": detectors,
            "all": self.all.to_json(judged),
            "languages": langs,
            "latency_ms": judged.then(|| Latency::of(&self.latencies_ms).to_json()),
            "judge_failures": judged.then_some(&self.failures),
            "thresholds": self.checks.iter().map(|c| json!({
                "check": c.what, "scope": c.scope, "value": c.value,
                "limit": c.limit, "at_most": c.at_most, "ok": c.ok,
            })).collect::<Vec<_>>(),
            "misses": misses,
        })
    }

    fn to_text(&self, show_misses: bool) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "hookjudge eval: {} in {}, {}{}",
            plural(self.cases, "case"),
            plural(self.files.len(), "file"),
            plural(self.detectors.len(), "detector"),
            match &self.judge {
                Some(b) => format!(", judged by {b}"),
                None => ", Layer 1 only (add --judge for the whole pipeline)".into(),
            }
        );
        if self.skipped > 0 {
            let _ = writeln!(
                s,
                "({} of detectors not selected left out)",
                plural(self.skipped, "case")
            );
        }
        let _ = writeln!(s, "\nLayer 1 by detector (95% Wilson intervals)");
        let mut t = layer1_table("detector", false);
        for (d, tally) in self.detectors.iter().zip(&self.per_detector) {
            layer1_row(&mut t, d.name, tally, false);
        }
        layer1_row(&mut t, "all", &self.all, false);
        t.render(&mut s);
        if self.per_lang.len() > 1 {
            let _ = writeln!(s, "\nLayer 1 by language");
            let mut t = layer1_table("lang", true);
            for (lang, tally) in &self.per_lang {
                layer1_row(&mut t, lang, tally, true);
            }
            t.render(&mut s);
        }
        let a = &self.all;
        let _ = writeln!(
            s,
            "\nquiet: ordinary turns that reach the judge for any detector: {} of {} ({}); \
             of the {} long ones ({LONG} bytes or more): {} ({})",
            a.ordinary - a.passed,
            a.ordinary,
            pct_ci(a.ordinary - a.passed, a.ordinary),
            a.long,
            a.long - a.long_passed,
            pct_ci(a.long - a.long_passed, a.long),
        );
        let _ = writeln!(
            s,
            "topical allows settled at Layer 1: {} of {} ({})",
            a.settled,
            a.allow,
            pct_ci(a.settled, a.allow)
        );
        if self.judge.is_some() {
            self.pipeline_text(&mut s);
        }
        for c in &self.checks {
            let _ = writeln!(
                s,
                "{}: {} {} {:.1}% ({} {:.1}%)",
                if c.ok { "ok" } else { "FAILED" },
                c.scope,
                c.what,
                c.value * 100.0,
                if c.at_most { "maximum" } else { "minimum" },
                c.limit * 100.0
            );
        }
        self.misses_text(&mut s, show_misses);
        s
    }

    fn pipeline_text(&self, s: &mut String) {
        let _ = writeln!(
            s,
            "\nwhole pipeline (a block needs a signal, no bypass and the judge's violation)"
        );
        let mut t = pipeline_table("detector");
        for (d, tally) in self.detectors.iter().zip(&self.per_detector) {
            pipeline_row(&mut t, d.name, tally);
        }
        pipeline_row(&mut t, "all", &self.all);
        t.render(s);
        if self.per_lang.len() > 1 {
            let _ = writeln!(s, "\nwhole pipeline by language");
            let mut t = pipeline_table("lang");
            for (lang, tally) in &self.per_lang {
                pipeline_row(&mut t, lang, tally);
            }
            t.render(s);
        }
        let failures = self
            .failures
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect::<Vec<_>>();
        let _ = writeln!(
            s,
            "\njudge calls: {}{}",
            Latency::of(&self.latencies_ms).summary(),
            if failures.is_empty() {
                String::new()
            } else {
                format!("; failed: {} (allowed)", failures.join(", "))
            }
        );
    }

    /// The cases that missed their label, or a line saying how many there are.
    /// What to show of a missed case: where Layer 1 fired on an escalated
    /// one; the ending, where violations mostly sit, of a missed one.
    fn where_(&self, m: &Miss) -> String {
        let text = &self.shown[m.case].0;
        let fired = self
            .detectors
            .iter()
            .find(|d| d.name == m.detector)
            .and_then(|d| crate::pipeline::layer1::scan_all(&[d], text).pop());
        if let Some(h) = fired.as_ref().and_then(|o| o.hits().first()) {
            format!("@{}: {}", h.at, h.excerpt)
        } else {
            let tail = text.trim_end();
            let cut = tail.len().saturating_sub(200);
            let cut = (cut..tail.len())
                .find(|&i| tail.is_char_boundary(i))
                .unwrap_or(0);
            format!("…{}", tail[cut..].replace('\n', " ⏎ "))
        }
    }

    fn misses_text(&self, s: &mut String, show_misses: bool) {
        if show_misses && !self.misses.is_empty() {
            let _ = writeln!(s, "\ncases that missed their label");
            let mut t = Table::new(&["kind", "detector", "lang", "at", "text"]);
            for col in 1..5 {
                t.left(col);
            }
            for m in &self.misses {
                let (_, _, at, lang) = &self.shown[m.case];
                let at = Path::new(at)
                    .file_name()
                    .map_or_else(|| at.clone(), |f| f.to_string_lossy().into_owned());
                t.row(vec![
                    m.kind.into(),
                    m.detector.into(),
                    lang.clone(),
                    at,
                    table::snippet(&self.where_(m), 110),
                ]);
            }
            t.render(s);
        } else if !self.misses.is_empty() {
            let _ = writeln!(
                s,
                "\n{} missed their label; --misses lists them",
                plural(self.misses.len(), "case")
            );
        }
    }
}

fn layer1_table(first: &str, by_language: bool) -> Table {
    let mut header = vec![
        first,
        "block",
        "caught",
        "recall [95% CI]",
        "allow",
        "settled [95% CI]",
    ];
    if by_language {
        header.extend([
            "ordinary",
            "escalated (any) [95% CI]",
            "long",
            "long escalated [95% CI]",
        ]);
    } else {
        header.push("ordinary escalated");
    }
    Table::new(&header)
}

/// One Layer-1 row. A detector's row counts the ordinary cases it escalated;
/// a language's, and the row over all detectors, count the ordinary cases
/// that any detector escalated.
fn layer1_row(t: &mut Table, name: &str, tally: &Tally, by_language: bool) {
    let mut row = vec![
        name.to_owned(),
        tally.block.to_string(),
        tally.caught.to_string(),
        pct_ci(tally.caught, tally.block),
        tally.allow.to_string(),
        pct_ci(tally.settled, tally.allow),
    ];
    let (o, l) = (tally.ordinary, tally.long);
    if by_language {
        row.extend([
            o.to_string(),
            pct_ci(o - tally.passed, o),
            l.to_string(),
            pct_ci(l - tally.long_passed, l),
        ]);
    } else if o == 0 {
        row.push(tally.ordinary_escalated.to_string());
    } else {
        row.push((o - tally.passed).to_string());
    }
    t.row(row);
}

fn pipeline_table(first: &str) -> Table {
    Table::new(&[
        first,
        "TP",
        "FP",
        "FN",
        "TN",
        "precision",
        "recall",
        "F1",
        "judge fails",
    ])
}

fn pipeline_row(t: &mut Table, name: &str, tally: &Tally) {
    let show = |v: Value| v.as_f64().map_or_else(|| "-".into(), |f| format!("{f:.3}"));
    t.row(vec![
        name.to_owned(),
        tally.tp.to_string(),
        tally.fp.to_string(),
        tally.fn_.to_string(),
        tally.tn.to_string(),
        show(tally.precision()),
        show(tally.recall()),
        show(tally.f1()),
        tally.fails.to_string(),
    ]);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Known Wilson intervals (z = 1.96), and the edges stay inside [0, 1].
    #[test]
    fn wilson_intervals() {
        let (p, lo, hi) = wilson(95, 100).unwrap();
        assert!((p - 0.95).abs() < 1e-12);
        assert!((lo - 0.8883).abs() < 1e-3, "{lo}");
        assert!((hi - 0.9785).abs() < 1e-3, "{hi}");
        let (_, lo, hi) = wilson(10, 10).unwrap();
        assert!(
            (lo - 0.7225).abs() < 1e-3 && (hi - 1.0).abs() < 1e-12,
            "{lo} {hi}"
        );
        let (_, lo, _) = wilson(0, 7).unwrap();
        assert!(lo.abs() < 1e-12);
        assert_eq!(wilson(0, 0), None);
        assert_eq!(pct_ci(0, 0), "-");
        assert_eq!(pct_ci(95, 100), "95.0% [88.8–97.8]");
    }

    /// A case's kind must fit its label and detector.
    #[test]
    fn kinds_fit_labels() {
        let raw = |detector: &str, label, kind: &str| RawCase {
            text: String::new(),
            detector: detector.into(),
            label,
            lang: None,
            note: None,
            kind: Some(kind.into()),
        };
        assert!(check_kind(&raw("commit", Label::Block, "violation")).is_ok());
        assert!(check_kind(&raw("none", Label::Allow, "ordinary")).is_ok());
        assert!(check_kind(&raw("commit", Label::Allow, "topical")).is_ok());
        assert!(check_kind(&raw("commit", Label::Allow, "violation")).is_err());
        assert!(check_kind(&raw("commit", Label::Allow, "ordinary")).is_err());
        assert!(check_kind(&raw("none", Label::Allow, "topical")).is_err());
        assert!(check_kind(&raw("commit", Label::Block, "odd")).is_err());
    }

    #[test]
    fn tally_counts_confusion() {
        let case = |detector: Option<&'static Detector>, block| Case {
            text: String::new(),
            detector,
            block,
            lang: "en".into(),
            note: String::new(),
            at: String::new(),
        };
        let d = detectors::BUILTIN[0];
        let s = |escalated, judged| Settled {
            escalated,
            judged,
            latency_ms: None,
        };
        let mut t = Tally::default();
        t.job(&case(Some(d), true), s(true, Some(Judged::Violation)));
        t.job(&case(Some(d), true), s(false, None));
        t.job(&case(Some(d), false), s(true, Some(Judged::Violation)));
        t.job(&case(Some(d), false), s(false, None));
        t.job(&case(None, false), s(true, Some(Judged::Fail("timeout"))));
        assert_eq!((t.block, t.caught, t.allow, t.settled), (2, 1, 2, 1));
        assert_eq!((t.tp, t.fp, t.fn_, t.tn, t.fails), (1, 1, 1, 2, 1));
        assert_eq!(t.ordinary_escalated, 1);
        assert_eq!(t.f1(), json!(0.5));
    }
}
