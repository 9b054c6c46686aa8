//! Stage 5: the verdict becomes what the host understands. This file holds
//! the one table of exit codes and outputs; the README repeats it.
//!
//! | event                  | violation                  | allow      | judge failed / bad input |
//! |------------------------|----------------------------|------------|--------------------------|
//! | Stop, SubagentStop     | exit 2, feedback on stderr | exit 0     | exit 0 (fail open)       |
//! | PreToolUse, Claude     | exit 0, JSON `deny`        | exit 0, no output (host's own rules) | exit 0, JSON `ask` |
//! | PreToolUse, Codex      | exit 0, JSON `deny`        | exit 0, no output | exit 0, JSON `deny` telling the agent to get the user's go-ahead (Codex has no `ask`) |
//! | BeforeTool, Gemini     | exit 0, JSON `deny`        | exit 0, no output | exit 0, JSON `deny`, likewise |
//! | any other event        | —                          | exit 0     | exit 0                   |
//!
//! Exit 1 is hookjudge's own misuse (bad flags or config) on a non-gate
//! event: the host shows it to the user and goes on.

use std::fmt::Write as _;

use serde_json::json;

use crate::detectors::Detector;
use crate::pipeline::event::{Host, Kind};

/// What the pipeline decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Verdict {
    Allow,
    /// No judgment could be had; `why` is one line for the user.
    Fail {
        why: String,
    },
    Violation {
        feedback: String,
    },
}

/// Exactly what goes back to the host.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct HostOutput {
    pub(crate) code: u8,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

/// The exit code of a violation on a Stop.
pub(crate) const BLOCK: u8 = 2;
/// The exit code of a usage or configuration error outside a gate.
pub(crate) const MISUSE: u8 = 1;

/// Renders `verdict` for `kind` as `host` expects it.
pub(crate) fn render(host: Host, kind: &Kind, verdict: &Verdict) -> HostOutput {
    match (kind, verdict) {
        (_, Verdict::Allow) | (Kind::Other(_), _) => HostOutput::default(),
        (Kind::PreToolUse, Verdict::Violation { feedback }) => gate(host, "deny", feedback),
        (Kind::PreToolUse, Verdict::Fail { why }) => match host {
            Host::Claude => gate(
                host,
                "ask",
                &format!("hookjudge could not judge this call ({why}); please decide."),
            ),
            // No `ask` on these hosts: deny, and have the agent ask instead.
            Host::Codex | Host::Gemini => gate(
                host,
                "deny",
                &format!(
                    "hookjudge could not judge this call ({why}). Ask the user to confirm it \
                     explicitly before running it again."
                ),
            ),
        },
        (Kind::Stop | Kind::SubagentStop, Verdict::Violation { feedback }) => HostOutput {
            code: BLOCK,
            stdout: String::new(),
            stderr: ensure_newline(feedback),
        },
        (Kind::Stop | Kind::SubagentStop, Verdict::Fail { why }) => HostOutput {
            code: 0,
            stdout: String::new(),
            stderr: format!("hookjudge: {why} (allowing)\n"),
        },
    }
}

fn gate(host: Host, decision: &str, reason: &str) -> HostOutput {
    // Codex appends ". Command: <cmd>" to the reason; a closing period of
    // ours would double it.
    let reason = match host {
        Host::Codex => reason.trim_end().trim_end_matches('.'),
        Host::Claude | Host::Gemini => reason.trim_end(),
    };
    let value = match host {
        Host::Gemini => json!({"decision": decision, "reason": reason}),
        Host::Claude | Host::Codex => json!({"hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": decision,
            "permissionDecisionReason": reason,
        }}),
    };
    HostOutput {
        code: 0,
        stdout: format!("{value}\n"),
        stderr: String::new(),
    }
}

fn ensure_newline(s: &str) -> String {
    if s.ends_with('\n') {
        s.to_owned()
    } else {
        format!("{s}\n")
    }
}

/// The feedback the agent reads after a block: which rule, the judge's
/// reason, what to do instead. Never the prompt, never the agent's own text.
pub(crate) fn feedback(violations: &[(&Detector, &str)], gate: bool) -> String {
    let mut out = String::from(if gate {
        "hookjudge denied this tool call.\n"
    } else {
        "hookjudge stopped the end of this turn.\n"
    });
    for (detector, reason) in violations {
        let _ = writeln!(out, "- [{}] {}", detector.name, detector.summary);
        if !reason.is_empty() {
            let _ = writeln!(out, "  Why: {reason}");
        }
        let _ = writeln!(out, "  Instead: {}", detector.advice);
    }
    out.push_str(
        "Rewording the same content will not pass: change what you do, not how you say it.\n",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fail() -> Verdict {
        Verdict::Fail {
            why: "the judge timed out".into(),
        }
    }
    fn violation() -> Verdict {
        Verdict::Violation {
            feedback: "stopped.".into(),
        }
    }

    #[test]
    fn stop_blocks_with_exit_2_and_fails_open() {
        for kind in [Kind::Stop, Kind::SubagentStop] {
            for host in [Host::Claude, Host::Codex, Host::Gemini] {
                let v = render(host, &kind, &violation());
                assert_eq!(
                    (v.code, v.stdout.as_str(), v.stderr.as_str()),
                    (2, "", "stopped.\n")
                );
                let f = render(host, &kind, &fail());
                assert_eq!(f.code, 0);
                assert!(f.stdout.is_empty());
                assert_eq!(render(host, &kind, &Verdict::Allow), HostOutput::default());
            }
        }
    }

    #[test]
    fn gate_never_allows_and_fails_safe() {
        for host in [Host::Claude, Host::Codex, Host::Gemini] {
            assert_eq!(
                render(host, &Kind::PreToolUse, &Verdict::Allow),
                HostOutput::default()
            );
            for verdict in [violation(), fail()] {
                let out = render(host, &Kind::PreToolUse, &verdict);
                assert_eq!(out.code, 0);
                assert!(!out.stdout.contains("\"allow\""));
                let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
                let decision = v
                    .pointer("/hookSpecificOutput/permissionDecision")
                    .or_else(|| v.get("decision"))
                    .unwrap();
                let want = if host == Host::Claude && verdict == fail() {
                    "ask"
                } else {
                    "deny"
                };
                assert_eq!(decision, want, "{host:?} {verdict:?}");
                let reason = v
                    .pointer("/hookSpecificOutput/permissionDecisionReason")
                    .or_else(|| v.get("reason"))
                    .and_then(serde_json::Value::as_str)
                    .unwrap();
                assert_eq!(
                    reason.ends_with('.'),
                    host != Host::Codex,
                    "{host:?}: {reason}"
                );
            }
        }
    }

    #[test]
    fn other_events_pass() {
        let out = render(
            Host::Claude,
            &Kind::Other("PostToolUse".into()),
            &violation(),
        );
        assert_eq!(out, HostOutput::default());
    }
}
