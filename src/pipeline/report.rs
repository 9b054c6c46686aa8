//! The `--dry-run` report: what was seen, matched, sent and decided, as text
//! for a person or JSON for a script.

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::cli::Format;
use crate::config::Config;
use crate::pipeline::verdict::{self, Verdict};
use crate::pipeline::{Decision, Run, Stage, counts_json};

/// Renders `run` in `format`.
pub(crate) fn render(config: &Config, run: &Run, format: Format) -> String {
    match format {
        Format::Json => {
            let mut s = serde_json::to_string_pretty(&to_json(config, run)).unwrap_or_default();
            s.push('\n');
            s
        }
        Format::Text => to_text(config, run),
    }
}

fn would(run: &Run) -> (&'static str, u8) {
    let out = verdict::render(run.event.host, &run.event.kind, &run.verdict);
    let word = match (&run.verdict, run.event.kind.is_gate()) {
        (Verdict::Allow, _) => "allow",
        (Verdict::Violation { .. }, false) => "block",
        (Verdict::Violation { .. }, true) => "deny",
        (Verdict::Fail { .. }, false) => "fail (allow)",
        (Verdict::Fail { .. }, true) => {
            if out.stdout.contains("\"ask\"") {
                "fail (ask)"
            } else {
                "fail (deny)"
            }
        }
    };
    (word, out.code)
}

fn to_text(config: &Config, run: &Run) -> String {
    let mut s = String::new();
    let e = &run.event;
    let _ = writeln!(
        s,
        "event:      {} from {}, session {}{}",
        e.kind.name(),
        e.host.name(),
        if e.session_id.is_empty() {
            "-"
        } else {
            &e.session_id
        },
        if e.stop_hook_active {
            ", continuing after a block"
        } else {
            ""
        }
    );
    if run.decisions.is_empty() {
        let _ = writeln!(s, "verdict:    allow (this event is not judged)");
        return s;
    }
    let _ = writeln!(
        s,
        "text:       {} bytes from {}",
        run.gathered.text.len(),
        run.gathered.source.name()
    );
    for line in run.gathered.text.lines() {
        let _ = writeln!(s, "  | {line}");
    }
    if let Some(call) = &run.tool_call {
        let _ = writeln!(s, "tool call:  {}", call.lines().next().unwrap_or_default());
    }
    for note in &run.notes {
        let _ = writeln!(s, "note:       {note}");
    }
    // The column fits the longest `[name]` shown, custom ones included, and
    // two spaces.
    let width = run
        .decisions
        .iter()
        .map(|d| d.detector.name.chars().count() + 4)
        .max()
        .unwrap_or(0);
    for d in &run.decisions {
        decision_text(&mut s, config, d, width);
    }
    if !run.redactions.is_empty() {
        let list: Vec<String> = run
            .redactions
            .iter()
            .map(|(k, n)| format!("{k} ×{n}"))
            .collect();
        let _ = writeln!(s, "redacted:   {}", list.join(", "));
    }
    if let Some(prompt) = &run.prompt {
        let sent = if run.decisions.iter().any(|d| d.judgment.is_some()) {
            "sent"
        } else {
            "that would be sent"
        };
        let _ = writeln!(
            s,
            "prompt {sent} to {} (one call for every escalated detector):",
            config.backend.name()
        );
        for line in prompt.lines() {
            let _ = writeln!(s, "  {line}");
        }
    }
    let (word, code) = would(run);
    let _ = writeln!(s, "verdict:    {word} (a real run would exit {code})");
    if let Verdict::Violation { feedback } = &run.verdict {
        let _ = writeln!(s, "feedback:");
        for line in feedback.lines() {
            let _ = writeln!(s, "  {line}");
        }
    }
    s
}

fn decision_text(s: &mut String, config: &Config, d: &Decision, width: usize) {
    let _ = write!(s, "{:<width$}", format!("[{}]", d.detector.name));
    match d.stage {
        Stage::NotApplicable => {
            let _ = writeln!(s, "not applicable to this call");
            return;
        }
        _ => {
            let _ = writeln!(s, "layer 1: {}", d.layer1.name());
        }
    }
    for p in d.layer1.signals() {
        let _ = writeln!(s, "    signal  {p}");
    }
    for p in d.layer1.bypasses() {
        let _ = writeln!(s, "    bypass  {p}");
    }
    match d.stage {
        Stage::Budget => {
            let _ = writeln!(s, "    budget spent: allowed without judging");
        }
        Stage::NotJudged => {
            let _ = writeln!(
                s,
                "    escalated: in the prompt below, not sent to {}",
                config.backend.name()
            );
        }
        _ => {}
    }
    if let Some(j) = &d.judgment {
        let ms = j.latency.as_millis();
        match &j.result {
            Ok(a) => {
                let fields: Vec<String> = a
                    .fields
                    .iter()
                    .map(|(k, v)| format!("{k}={}", v.map_or("-".into(), |b| b.to_string())))
                    .collect();
                let _ = writeln!(
                    s,
                    "    judge ({}, {ms} ms): {}{} — {}",
                    config.backend.name(),
                    if a.violation { "violation" } else { "allow" },
                    if d.cached { " (cached)" } else { "" },
                    fields.join(" ")
                );
                if !a.reason.is_empty() {
                    let _ = writeln!(s, "    reason: {}", a.reason);
                }
            }
            Err(f) => {
                let _ = writeln!(
                    s,
                    "    judge ({}, {ms} ms): fail — {f}",
                    config.backend.name()
                );
            }
        }
    }
}

fn to_json(config: &Config, run: &Run) -> Value {
    let e = &run.event;
    let detectors: Vec<Value> = run
        .decisions
        .iter()
        .map(|d| {
            let judge = d.judgment.as_ref().map(|j| match &j.result {
                Ok(a) => json!({
                    "verdict": if a.violation { "violation" } else { "allow" },
                    "fields": a.fields.iter().map(|(k, v)| ((*k).to_owned(), json!(v))).collect::<serde_json::Map<_, _>>(),
                    "reason": a.reason,
                    "latency_ms": u64::try_from(j.latency.as_millis()).unwrap_or(u64::MAX),
                    "cached": d.cached,
                }),
                Err(f) => json!({
                    "verdict": "fail",
                    "cause": f.cause(),
                    "error": f.to_string(),
                    "latency_ms": u64::try_from(j.latency.as_millis()).unwrap_or(u64::MAX),
                }),
            });
            json!({
                "name": d.detector.name,
                "layer1": d.layer1.name(),
                "stage": d.stage.name(),
                "signals": d.layer1.signals(),
                "bypasses": d.layer1.bypasses(),
                "judge": judge,
            })
        })
        .collect();
    let (word, code) = would(run);
    json!({
        "event": {
            "kind": e.kind.name(),
            "host": e.host.name(),
            "session_id": e.session_id,
            "stop_hook_active": e.stop_hook_active,
        },
        "text": run.gathered.text,
        "source": run.gathered.source.name(),
        "tool_call": run.tool_call,
        "notes": run.notes,
        "backend": config.backend.name(),
        "detectors": detectors,
        "prompt": run.prompt,
        "redactions": counts_json(&run.redactions),
        "verdict": word,
        "exit_code": code,
        "feedback": match &run.verdict { Verdict::Violation { feedback } => Some(feedback), _ => None },
    })
}
