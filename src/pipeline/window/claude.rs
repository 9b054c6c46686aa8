//! Claude Code transcript lines: which mark a turn's start or end.
//!
//! - A prompt a person typed: `type:"user"`, its content a string or text
//!   blocks with no tool result. Recent versions mark it
//!   `"origin":{"kind":"human"}` and `"promptSource":"typed"` (`"sdk"`
//!   through the SDK); older ones write neither.
//! - A turn the host started itself: an `origin` of any other kind (a
//!   finished background task is `"task-notification"`), `"promptSource":
//!   "system"`, or text starting `<task-notification>` (`<bash-notification>`
//!   for a background shell in 2.0.x).
//! - Hook feedback: a user line whose text starts `Stop hook feedback`.
//! - A turn's end: an assistant line with `"stop_reason":"end_turn"` (older
//!   versions write `null` on every line).
//!
//! Meta lines (system reminders), compaction summaries and tool results are
//! none of these. Odd shapes read as a `serde_json::Value` reading would
//! (see [`claude_line`]).

use serde_json::Value;

use super::claude_line::{self, Line, Loose};
use super::entry::{Entry, Said};
use super::head;
use super::{Start, TOOL_RESULT_CAP, compact, is_feedback};

/// A Claude Code line. Approval gates also read the tool calls and results.
pub(super) fn entry(line: &Line<'_>, tool_context: bool, sidechain: bool) -> Entry {
    let kind = match line.kind.str() {
        Some(k @ ("assistant" | "user")) => k,
        Some(k) if known_other(k) => return Entry::Skip,
        _ => return Entry::Bad,
    };
    if line.is_sidechain.is_true() && !sidechain {
        return Entry::Skip;
    }
    let blocks = line.content.blocks();
    if kind == "assistant" {
        let mut said = Said {
            ends_turn: line.stop_reason.str() == Some("end_turn"),
            has_stop_reason: line.stop_reason.str().is_some(),
            id: line.message_id.str().map(str::to_owned),
            ..Said::default()
        };
        for block in blocks {
            match block.kind.str() {
                Some("text") => {
                    if let Some(t) = block.text.str().filter(|t| !t.trim().is_empty()) {
                        said.texts.push(t.to_owned());
                    }
                }
                Some("tool_use") if tool_context => said.tools.push(describe_tool_use(block)),
                _ => {}
            }
        }
        return Entry::Said(said);
    }
    let text = line.content.text();
    if is_feedback(&text) {
        return Entry::Start(Start::HookFeedback);
    }
    if line.is_meta.is_true() || line.is_compact_summary.is_true() {
        return Entry::Skip;
    }
    let mut results = blocks
        .iter()
        .filter(|b| b.kind.str() == Some("tool_result"))
        .peekable();
    if results.peek().is_none() && !line.tool_use_result.is_present() {
        let host_made = match &line.origin_kind {
            Loose::Missing => {
                let t = text.trim_start();
                line.prompt_source.str() == Some("system")
                    || t.starts_with("<task-notification>")
                    || t.starts_with("<bash-notification>")
            }
            kind => kind.str() != Some("human"),
        };
        return Entry::Start(if host_made {
            Start::HostTurn
        } else {
            Start::TypedPrompt
        });
    }
    if !tool_context {
        return Entry::Skip;
    }
    let joined = results
        .map(|b| b.content.text())
        .collect::<Vec<_>>()
        .join("\n");
    Entry::ToolResult(format!("[result] {}", head(&joined, TOOL_RESULT_CAP)))
}

/// Entry types that are not conversation: skipped without counting.
fn known_other(kind: &str) -> bool {
    matches!(
        kind,
        "system"
            | "attachment"
            | "summary"
            | "progress"
            | "queue-operation"
            | "last-prompt"
            | "cost-state"
            | "file-history-snapshot"
            | "tools-used"
            | "atis-latch"
    ) || kind.starts_with("api-request")
}

fn describe_tool_use(block: &claude_line::Block<'_>) -> String {
    let name = block.name.str().unwrap_or("tool");
    let input = block.input.as_ref();
    let shown = input
        .and_then(|i| i.get("command"))
        .and_then(Value::as_str)
        .map_or_else(|| input.map(compact).unwrap_or_default(), str::to_owned);
    format!("[call {name}] {}", head(&shown, TOOL_RESULT_CAP))
}

#[cfg(test)]
mod tests {
    use super::super::classify::classify;
    use super::*;

    fn said(texts: &[&str], tools: &[&str]) -> Entry {
        Entry::Said(Said {
            texts: texts.iter().map(|&s| s.into()).collect(),
            tools: tools.iter().map(|&s| s.into()).collect(),
            ..Said::default()
        })
    }

    /// Odd shapes read as a `Value` reading would: a field of another type
    /// is absent, a non-object block is no block, the last of a repeated key
    /// counts; a gate also sees tool calls and results.
    #[test]
    #[allow(clippy::too_many_lines)] // a table
    fn odd_lines() {
        let result = |s: &str| Entry::ToolResult(format!("[result] {s}"));
        let typed = Entry::Start(Start::TypedPrompt);
        let host = Entry::Start(Start::HostTurn);
        let cases: &[(&str, Entry, Entry)] = &[
            (
                r#"{"type":"user","message":{"content":"hi"},"toolUseResult":null}"#,
                Entry::Skip,
                result(""),
            ),
            (
                r#"{"type":"user","message":{"content":"hi"},"isMeta":"yes"}"#,
                typed.clone(),
                typed.clone(),
            ),
            (
                r#"{"type":"user","message":"hi"}"#,
                typed.clone(),
                typed.clone(),
            ),
            (
                r#"{"type":"user","message":["hi"]}"#,
                typed.clone(),
                typed.clone(),
            ),
            (
                r#"{"type":"user","message":{"content":[1,"x",{"text":"a"},{"type":"text","text":7}]}}"#,
                typed.clone(),
                typed.clone(),
            ),
            // A typed prompt says so; any other origin is the host's.
            (
                r#"{"type":"user","origin":{"kind":"human"},"promptSource":"typed","message":{"content":"hi"}}"#,
                typed.clone(),
                typed.clone(),
            ),
            (
                r#"{"type":"user","origin":{"kind":"human"},"promptSource":"sdk","message":{"content":"hi"}}"#,
                typed.clone(),
                typed.clone(),
            ),
            (
                r#"{"type":"user","origin":{"kind":"task-notification"},"promptSource":"system","message":{"content":"<task-notification>done"}}"#,
                host.clone(),
                host.clone(),
            ),
            (
                r#"{"type":"user","message":{"content":"<task-notification>\n<task-id>a1</task-id>"}}"#,
                host.clone(),
                host.clone(),
            ),
            (
                r#"{"type":"user","message":{"content":"<bash-notification>\n<shell-id>b1</shell-id>"}}"#,
                host.clone(),
                host.clone(),
            ),
            (
                r#"{"type":"user","origin":{"kind":null},"message":{"content":"hi"}}"#,
                host.clone(),
                host.clone(),
            ),
            (
                r#"{"type":"user","origin":["kind"],"message":{"content":"hi"}}"#,
                typed.clone(),
                typed.clone(),
            ),
            (
                r#"{"type":"user","promptSource":"system","message":{"content":"hi"}}"#,
                host.clone(),
                host.clone(),
            ),
            (
                r#"{"type":"user","message":{"content":"hi"},"type":"assistant"}"#,
                said(&[], &[]),
                said(&[], &[]),
            ),
            (
                r#"{"type":"assistant","message":{"content":[{"type":"text","text":"a"}]},"message":{"content":[{"type":"text","text":"b"}]}}"#,
                said(&["b"], &[]),
                said(&["b"], &[]),
            ),
            (
                r#"{"type":"assistant","isSidechain":true,"message":{"content":[{"type":"text","text":"side"}]}}"#,
                Entry::Skip,
                Entry::Skip,
            ),
            (
                r#"{"ty\u0070e":"user","message":{"content":"escaped key"}}"#,
                Entry::Skip,
                Entry::Skip,
            ),
            (
                r#"{"type":"user","message":{"content":"Stop hook feedback: no"}}"#,
                Entry::Start(Start::HookFeedback),
                Entry::Start(Start::HookFeedback),
            ),
            (
                r#"{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Bash","input":{"command":"git push","z":1}}]}}"#,
                Entry::Skip,
                said(&[], &["[call Bash] git push"]),
            ),
            (
                r#"{"type":"assistant","message":{"content":[{"type":"tool_use","name":7,"input":{"command":7,"b":{"y":1,"x":2}}}]}}"#,
                Entry::Skip,
                said(&[], &[r#"[call tool] {"b":{"x":2,"y":1},"command":7}"#]),
            ),
            (
                r#"{"type":"assistant","message":{"content":[{"type":"tool_use","input":null},{"type":"tool_use"},{"type":"tool_use","input":"raw"}]}}"#,
                Entry::Skip,
                said(
                    &[],
                    &["[call tool] null", "[call tool] ", "[call tool] raw"],
                ),
            ),
            (
                r#"{"type":"user","message":{"content":[{"type":"tool_result","content":"ok"},{"type":"tool_result","content":[{"type":"text","text":"a"},{"text":"b"},3]},{"type":"tool_result","content":null},{"type":"tool_result"}]}}"#,
                Entry::Skip,
                result("ok\na\nb\n\n"),
            ),
            // An entry type not known, with a conversation type inside.
            (
                r#"{"type":"prompt-v9","message":{"type":"user","content":"hi"}}"#,
                Entry::Bad,
                Entry::Bad,
            ),
            (
                r#"{"type":"attachment","attachment":{"type":"user","content":"hi"}}"#,
                Entry::Skip,
                Entry::Skip,
            ),
        ];
        for (line, stop, gate) in cases {
            assert_eq!(
                &classify(line.as_bytes(), false, false),
                stop,
                "Stop: {line}"
            );
            assert_eq!(
                &classify(line.as_bytes(), true, false),
                gate,
                "gate: {line}"
            );
        }
    }

    #[test]
    fn turn_ends_and_reply_ids() {
        let line = br#"{"type":"assistant","message":{"id":"msg_1","stop_reason":"end_turn","content":[{"type":"text","text":"done"}]}}"#;
        let Entry::Said(s) = classify(line, false, false) else {
            panic!("not said")
        };
        assert!(s.ends_turn && s.has_stop_reason);
        assert_eq!(s.id.as_deref(), Some("msg_1"));
        let line = br#"{"type":"assistant","message":{"stop_reason":null,"content":[{"type":"text","text":"x"}]}}"#;
        let Entry::Said(s) = classify(line, false, false) else {
            panic!("not said")
        };
        assert!(!s.ends_turn && !s.has_stop_reason);
        // A turn's end without text is read, not passed over.
        let line = br#"{"type":"assistant","message":{"stop_reason":"end_turn","content":[{"type":"thinking","thinking":"x"}]}}"#;
        assert!(matches!(classify(line, false, false), Entry::Said(s) if s.ends_turn));
    }
}
