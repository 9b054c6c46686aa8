//! The `--dry-run` report: what was seen, matched, sent and decided, as text
//! for a person or JSON for a script.
//!
//! The report shows the transcript, which the agent and its tools wrote: a
//! terminal escape sequence in it (a clipboard write, a cursor move, a title
//! change) must not reach the user's terminal. The text report shows every
//! control character but newline and tab as an escape; the JSON report
//! keeps every value exact and writes those characters as `\u` escapes.

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::cli::Format;
use crate::config::Config;
use crate::pipeline::judge::Failure;
use crate::pipeline::verdict::{self, Verdict};
use crate::pipeline::window::Source;
use crate::pipeline::{Decision, Run, Stage, counts_json};

/// Renders `run` in `format`.
pub(crate) fn render(config: &Config, run: &Run, format: Format) -> String {
    match format {
        Format::Json => {
            let s = serde_json::to_string_pretty(&to_json(config, run)).unwrap_or_default();
            // serde_json escapes C0 controls itself; outside strings JSON is
            // ASCII, so what is left is inside strings, where `\u` is exact.
            let mut out = String::with_capacity(s.len() + 1);
            for c in s.chars() {
                if is_active(c) {
                    let _ = write!(out, "\\u{:04x}", u32::from(c));
                } else {
                    out.push(c);
                }
            }
            out.push('\n');
            out
        }
        Format::Text => {
            let text = to_text(config, run);
            match escape_controls(&text) {
                std::borrow::Cow::Borrowed(_) => text,
                std::borrow::Cow::Owned(escaped) => escaped,
            }
        }
    }
}

/// Whether a terminal may act on `c` rather than show it: control characters
/// (C0, DEL, C1) other than newline and tab, and the marks that reorder
/// text on screen (bidirectional overrides and isolates).
fn is_active(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `s` with every character a terminal would act on (see [`is_active`])
/// written as a visible escape: `\x1b`, `\u{202e}`.
pub(crate) fn escape_controls(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.chars().any(is_active) {
        return s.into();
    }
    let mut out = String::with_capacity(s.len() + 16);
    for c in s.chars() {
        match u32::from(c) {
            _ if !is_active(c) => out.push(c),
            n @ ..=0xff => {
                let _ = write!(out, "\\x{n:02x}");
            }
            n => {
                let _ = write!(out, "\\u{{{n:x}}}");
            }
        }
    }
    out.into()
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
    let g = &run.gathered;
    let _ = writeln!(
        s,
        "text:       {} bytes from {}, {}{}",
        g.text.len(),
        g.source.name(),
        match g.source {
            Source::LastMessage => "no transcript read",
            _ => g.start.describe(),
        },
        match g.skipped {
            0 => String::new(),
            n => format!(
                " ({n} unreadable line{} skipped)",
                if n == 1 { "" } else { "s" }
            ),
        }
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
        // A judge that could not be started was sent nothing.
        let reached = |d: &Decision| {
            d.judgment
                .as_ref()
                .is_some_and(|j| !matches!(j.result, Err(Failure::NotFound(_) | Failure::Spawn(_))))
        };
        let sent = if run.decisions.iter().any(reached) {
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
        for h in d.layer1.hits().iter().filter(|h| h.signal == *p) {
            let _ = writeln!(s, "      at byte {}: {}", h.at, h.excerpt);
        }
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
        "window": run.gathered.record(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_controls_are_shown_not_sent() {
        // regression: --dry-run printed the transcript's escape sequences raw.
        let cases = [
            ("plain text\n\tindented", "plain text\n\tindented"),
            (
                "copy \u{1b}]52;c;cm0gLXJmIH4=\u{7} done",
                r"copy \x1b]52;c;cm0gLXJmIH4=\x07 done",
            ),
            ("up\u{1b}[2A\rover", r"up\x1b[2A\x0dover"),
            ("c1 \u{9b}31m red", r"c1 \x9b31m red"),
            ("del\u{7f}", r"del\x7f"),
            ("file\u{202e}gpj.exe", r"file\u{202e}gpj.exe"),
            ("ünïcödé ✓", "ünïcödé ✓"),
        ];
        for (raw, shown) in cases {
            assert_eq!(escape_controls(raw), shown, "{raw:?}");
        }
    }
}
