//! Codex rollout lines. The person's prompt is a `user` message whose
//! provenance (when recorded) is the user; the harness's own user messages
//! (environment context, hook feedback) start with a tag. A turn ends with
//! an `event_msg` of type `task_complete`.

use serde_json::Value;

use super::entry::{Entry, Said};
use super::head;
use super::{Start, TOOL_RESULT_CAP, compact, is_feedback};

/// A rollout line, already parsed.
pub(super) fn entry(v: &Value, tool_context: bool) -> Entry {
    let Some(p) = v.get("payload") else {
        return Entry::Bad;
    };
    let ptype = p.get("type").and_then(Value::as_str);
    match (v.get("type").and_then(Value::as_str), ptype) {
        (Some("event_msg"), Some("user_message")) => {
            let text = p.get("message").and_then(Value::as_str).unwrap_or("");
            user(text, None)
        }
        (Some("event_msg"), Some("task_complete")) => Entry::TurnEnd,
        (Some("response_item"), Some("message")) => {
            let texts: Vec<String> = blocks(p.get("content"))
                .filter_map(|b| b.get("text").and_then(Value::as_str))
                .filter(|t| !t.trim().is_empty())
                .map(str::to_owned)
                .collect();
            match p.get("role").and_then(Value::as_str) {
                Some("assistant") => Entry::Said(Said {
                    texts,
                    ..Said::default()
                }),
                Some("user") => {
                    let provenance = p
                        .pointer("/internal_chat_message_metadata_passthrough/content_item_metadata/0/provenance/type")
                        .and_then(Value::as_str);
                    user(&texts.join("\n"), provenance)
                }
                _ => Entry::Skip,
            }
        }
        (
            Some("response_item"),
            Some("function_call" | "local_shell_call" | "custom_tool_call"),
        ) if tool_context => {
            let args = p
                .get("arguments")
                .or_else(|| p.get("input"))
                .or_else(|| p.get("action"))
                .map(compact)
                .unwrap_or_default();
            Entry::Said(Said {
                tools: vec![format!("[call] {}", head(&args, TOOL_RESULT_CAP))],
                ..Said::default()
            })
        }
        (
            Some("response_item"),
            Some("function_call_output" | "custom_tool_call_output" | "local_shell_call_output"),
        ) if tool_context => {
            let out = p.get("output").map(compact).unwrap_or_default();
            Entry::ToolResult(format!("[result] {}", head(&out, TOOL_RESULT_CAP)))
        }
        _ => Entry::Skip,
    }
}

fn user(text: &str, provenance: Option<&str>) -> Entry {
    let t = text.trim_start();
    if t.starts_with("<hook_prompt") || is_feedback(t) {
        Entry::Start(Start::HookFeedback)
    } else if provenance.is_some_and(|p| p != "user") || t.starts_with('<') {
        Entry::Skip
    } else {
        Entry::Start(Start::TypedPrompt)
    }
}

fn blocks(content: Option<&Value>) -> impl Iterator<Item = &Value> {
    content
        .and_then(Value::as_array)
        .map(|a| a.iter())
        .into_iter()
        .flatten()
}
