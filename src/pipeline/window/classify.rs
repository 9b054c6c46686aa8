//! Classifies a transcript line. Claude Code transcripts and Codex rollouts
//! are both understood ([`super::claude`], [`super::codex`]); cheap byte
//! checks come first, so that the common metadata and tool-output lines are
//! never parsed.

use std::sync::LazyLock;

use serde_json::Value;

use super::entry::Entry;
use super::{claude, claude_line, codex};
use crate::util::scan::Needle;

/// Classifies a line, as a Stop (`tool_context` false) or an approval gate
/// reads it; `sidechain`: the transcript is a subagent's own.
pub(crate) fn classify(line: &[u8], tool_context: bool, sidechain: bool) -> Entry {
    if !looks_like_object(line) {
        return unreadable(line, tool_context, sidechain);
    }
    // A tool result says so in its first few hundred bytes; the output
    // after that, often most of the line, is read only by a gate.
    let enough = if tool_context { 0 } else { USER | TOOL_RESULT };
    let has = types(line, enough);
    let codex = has & (RESPONSE_ITEM | EVENT_MSG) != 0;
    let user = has & USER != 0;
    if !codex && !user && has & ASSISTANT == 0 {
        return Entry::Skip;
    }
    // Tool output is most of a transcript's bytes; only a gate reads it.
    if !codex && user && !tool_context && has & TOOL_RESULT != 0 {
        return Entry::Skip;
    }
    // Nor does anything but a gate read an assistant line without a text
    // block (a tool call, thinking), unless it ends a turn. In a rollout,
    // only messages and turn ends do.
    if !tool_context && !user {
        let wanted = if codex {
            has & (MESSAGE | TASK_COMPLETE) != 0
        } else {
            has & TEXT != 0 || END_TURN.find(line).is_some()
        };
        if !wanted {
            return Entry::Skip;
        }
    }
    if !codex {
        return match claude_line::read(line) {
            Some(l) => claude::entry(&l, tool_context, sidechain),
            None => unreadable(line, tool_context, sidechain),
        };
    }
    let Ok(v) = serde_json::from_slice::<Value>(line) else {
        return unreadable(line, tool_context, sidechain);
    };
    match v.get("type").and_then(Value::as_str) {
        Some("response_item" | "event_msg") => codex::entry(&v, tool_context),
        // A Claude Code line that merely mentions a rollout type.
        Some("assistant" | "user") => claude_line::read(line)
            .map_or(Entry::Bad, |l| claude::entry(&l, tool_context, sidechain)),
        _ => Entry::Bad,
    }
}

static END_TURN: LazyLock<Needle> = LazyLock::new(|| Needle::new(br#""end_turn""#));

/// Whether the line could be a JSON object: `{` first and `}` last, past
/// whitespace. Anything else is certainly not an entry, which is known here
/// without parsing it (a cut last line, a stray message in the file).
fn looks_like_object(line: &[u8]) -> bool {
    let trimmed = line.trim_ascii();
    trimmed.first() == Some(&b'{') && trimmed.last() == Some(&b'}')
}

/// A line that is not JSON. One with a lone surrogate escape (see
/// `surrogates`) is read again with U+FFFD in its place: it may be a turn.
fn unreadable(line: &[u8], tool_context: bool, sidechain: bool) -> Entry {
    if !crate::util::surrogates::maybe(line) {
        return Entry::Bad;
    }
    crate::util::surrogates::replace_lone(line).map_or(Entry::Bad, |fixed| {
        classify(&fixed, tool_context, sidechain)
    })
}

const RESPONSE_ITEM: u16 = 1;
const EVENT_MSG: u16 = 1 << 1;
const USER: u16 = 1 << 2;
const ASSISTANT: u16 = 1 << 3;
const TOOL_RESULT: u16 = 1 << 4;
const TEXT: u16 = 1 << 5;
/// A rollout's message or user message. (A Claude Code assistant line has
/// one too, so it counts only in rollouts.)
const MESSAGE: u16 = 1 << 6;
/// A rollout's turn end.
const TASK_COMPLETE: u16 = 1 << 7;

/// Which `"type": "…"` values the line holds, in one pass over it, stopping
/// once all of `enough` (if any) are found. Inside a JSON string the quotes
/// are escaped, so only real keys are found; JSON's whitespace may stand on
/// either side of the colon.
fn types(line: &[u8], enough: u16) -> u16 {
    static KEY: LazyLock<Needle> = LazyLock::new(|| Needle::new(br#""type""#));
    const NAMES: &[(&[u8], u16)] = &[
        (b"response_item\"", RESPONSE_ITEM),
        (b"event_msg\"", EVENT_MSG),
        (b"user\"", USER),
        (b"assistant\"", ASSISTANT),
        (b"tool_result\"", TOOL_RESULT),
        (b"text\"", TEXT),
        (b"message\"", MESSAGE),
        (b"user_message\"", MESSAGE),
        (b"task_complete\"", TASK_COMPLETE),
    ];
    let mut found = 0;
    for at in KEY.find_iter(line) {
        let Some(value) = value_after_key(&line[at + KEY.len()..]) else {
            continue;
        };
        if let Some((_, bit)) = NAMES.iter().find(|(name, _)| value.starts_with(name)) {
            found |= bit;
            if enough != 0 && found & enough == enough {
                break;
            }
        }
    }
    found
}

/// What follows `: "` after a key, whitespace allowed around the colon.
fn value_after_key(rest: &[u8]) -> Option<&[u8]> {
    let rest = rest.trim_ascii_start().strip_prefix(b":")?;
    rest.trim_ascii_start().strip_prefix(b"\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_inside_strings_do_not_count() {
        let call = r#"{"type":"assistant","message":{"content":[{"type":"tool_use","input":{"command":"echo '{\"type\":\"text\",\"text\":\"I'll commit\"}'"}}]}}"#;
        assert_eq!(types(call.as_bytes(), 0) & TEXT, 0);
        assert_eq!(classify(call.as_bytes(), false, false), Entry::Skip);
        let said = r#"{"type":"assistant","message":{"content":[{"type":"text","text":"the \"type\":\"user\" key"}]}}"#;
        assert_eq!(types(said.as_bytes(), 0), ASSISTANT | TEXT);
        // A Stop stops reading a tool result at its type; a gate reads on.
        let out = br#"{"type":"user","message":{"content":[{"type":"tool_result"}]},"r":{"type":"text"}}"#;
        assert_eq!(types(out, USER | TOOL_RESULT), USER | TOOL_RESULT);
        assert_eq!(types(out, 0), USER | TOOL_RESULT | TEXT);
    }

    /// Valid JSON is read whatever its whitespace.
    #[test]
    fn types_with_spaces_count() {
        let spaced =
            b"{ \"type\" :\t\"assistant\", \"message\": {\"content\": [ {\"type\": \"text\"} ]} }";
        assert_eq!(types(spaced, 0), ASSISTANT | TEXT);
        // A value that merely reads "type" is no key.
        assert_eq!(types(br#"{"kind":"type","x":"user"}"#, 0), 0);
    }

    #[test]
    fn not_json_is_bad() {
        for line in [
            "garbage {",
            r#"{"type":"assistant","message":{"content":[{"type":"text","text":"cut"#,
            r#"[{"type":"user"}]"#,
            r#"{"type":"user","message":{"content":"hi"}} trailing"#,
            r#"{"type":"user","message":{"content":"hi",}}"#,
        ] {
            assert_eq!(
                classify(line.as_bytes(), false, false),
                Entry::Bad,
                "{line}"
            );
        }
    }
}
