//! Stage 2: the text to judge.
//!
//! The transcript is read from its end, a chunk at a time, and only until the
//! window is found (the latest real user turn or hook feedback) or enough text
//! is gathered: cost and memory do not grow with the transcript's size. Lines
//! over [`LINE_CAP`] (huge tool outputs, whole files written by a tool) are
//! passed over unparsed. The host writes the transcript late, so the event's
//! `last_assistant_message` is always part of the text and, when the
//! transcript cannot be read, all of it.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

use serde_json::Value;

use crate::event::{Event, Kind};

/// The most of the agent's text that is judged: its last 4,000 bytes.
pub(crate) const MAX_TEXT: usize = 4000;
/// The most of the recent tool calls and results shown to an approval gate.
pub(crate) const MAX_TOOLS: usize = 6000;
/// Longer lines are passed over without being parsed.
pub(crate) const LINE_CAP: usize = 1 << 20;
/// How far back the scan reads at the most.
const SCAN_LIMIT: u64 = 64 << 20;
const CHUNK: usize = 64 << 10;
/// The most kept of a single tool result.
const TOOL_RESULT_CAP: usize = 1200;

/// What will be judged, and where it came from.
#[derive(Debug, Default)]
pub(crate) struct Gathered {
    /// The agent's text, oldest first, cut to its last [`MAX_TEXT`] bytes.
    pub(crate) text: String,
    /// Recent tool calls and results (approval gates only), cut likewise.
    pub(crate) tools: String,
    pub(crate) source: Source,
    /// Why the transcript was not used, when it was not.
    pub(crate) warning: Option<String>,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    /// The transcript window plus the newest message.
    Transcript,
    /// Only `last_assistant_message`: after a block, when the transcript has
    /// not caught up yet, the text before the feedback must not be judged again.
    LatestReply,
    /// Only `last_assistant_message`: no transcript, or it could not be read.
    #[default]
    LastMessage,
}

impl Source {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Source::Transcript => "transcript",
            Source::LatestReply => "latest-reply",
            Source::LastMessage => "last-message",
        }
    }
}

/// Collects the text to judge for `event`.
pub(crate) fn gather(event: &Event) -> Gathered {
    let last = event
        .last_assistant_message
        .as_deref()
        .unwrap_or_default()
        .trim();
    let tool_context = event.kind.is_gate();
    // A subagent's own transcript is all sidechain entries; they are its turns.
    let (path, sidechain) = match (&event.kind, &event.agent_transcript_path) {
        (Kind::SubagentStop, Some(p)) => (Some(p), true),
        _ => (event.transcript_path.as_ref(), false),
    };
    let mut gathered = Gathered::default();
    let window = match path {
        None => None,
        Some(p) => match read_window(p, tool_context, sidechain) {
            Ok(w) => Some(w),
            Err(e) => {
                gathered.warning = Some(format!(
                    "cannot read transcript {}: {}",
                    p.display(),
                    describe(&e)
                ));
                None
            }
        },
    };
    let mut texts = Vec::new();
    match window {
        Some(w) => {
            gathered.tools = join_tail(&w.tools, MAX_TOOLS);
            if event.stop_hook_active && !w.after_feedback && !tool_context && !last.is_empty() {
                // Continuing after a block, but the feedback is not in the
                // transcript yet: it lags. Only the newest reply is new.
                gathered.source = Source::LatestReply;
            } else {
                gathered.source = Source::Transcript;
                texts = w.texts;
            }
        }
        None => gathered.source = Source::LastMessage,
    }
    if !last.is_empty() && texts.last().is_none_or(|t| t.trim() != last) {
        texts.push(last.to_owned());
    }
    gathered.text = join_tail(&texts, MAX_TEXT);
    gathered
}

/// The window of a transcript, newest boundary first.
#[derive(Debug, Default)]
pub(crate) struct Window {
    /// Assistant texts since the boundary, oldest first.
    pub(crate) texts: Vec<String>,
    /// Tool calls and results since the boundary, oldest first.
    pub(crate) tools: Vec<String>,
    /// The window starts at hook feedback, not at a user turn.
    pub(crate) after_feedback: bool,
}

/// Reads the window from the end of the transcript at `path`.
pub(crate) fn read_window(path: &Path, tool_context: bool, sidechain: bool) -> io::Result<Window> {
    let meta = std::fs::metadata(path)?;
    let ft = meta.file_type();
    if !ft.is_file() {
        let what = if ft.is_dir() {
            "a directory"
        } else if ft.is_fifo() {
            "a FIFO"
        } else if ft.is_char_device() || ft.is_block_device() {
            "a device"
        } else {
            "not a regular file"
        };
        return Err(io::Error::new(io::ErrorKind::InvalidInput, what));
    }
    // Non-blocking open: a file swapped for a FIFO after the check must not hang us.
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)?;
    let mut lines = RevLines::new(file)?;
    let mut window = Window::default();
    let (mut text_len, mut tool_len) = (0, 0);
    while let Some(line) = lines.next_line()? {
        let Some(line) = line else { continue };
        match classify(&line, tool_context, sidechain) {
            Entry::Boundary => break,
            Entry::Feedback => {
                window.after_feedback = true;
                break;
            }
            Entry::Assistant(texts, tools) => {
                for t in texts.into_iter().rev() {
                    text_len += t.len();
                    window.texts.push(t);
                }
                for t in tools.into_iter().rev() {
                    tool_len += t.len();
                    window.tools.push(t);
                }
            }
            Entry::ToolResult(t) => {
                tool_len += t.len();
                window.tools.push(t);
            }
            Entry::Skip => {}
        }
        let enough_tools = !tool_context || tool_len >= MAX_TOOLS;
        if (text_len >= MAX_TEXT && enough_tools) || lines.scanned() >= SCAN_LIMIT {
            break;
        }
    }
    window.texts.reverse();
    window.tools.reverse();
    Ok(window)
}

fn describe(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file".into(),
        io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => e.to_string(),
    }
}

/// What one transcript line means for the window.
#[derive(Debug, PartialEq)]
pub(crate) enum Entry {
    /// A turn typed by a person: the window starts after it.
    Boundary,
    /// Hook feedback: the agent's answer to it is judged on its own.
    Feedback,
    /// Assistant text blocks, and tool calls (gate only).
    Assistant(Vec<String>, Vec<String>),
    ToolResult(String),
    Skip,
}

/// Classifies a line. Claude Code transcripts and Codex rollouts are both
/// understood; anything unknown is skipped. Cheap byte checks come first so
/// that the common metadata and tool-output lines are never parsed.
pub(crate) fn classify(line: &[u8], tool_context: bool, sidechain: bool) -> Entry {
    let has = |needle: &[u8]| memchr::memmem::find(line, needle).is_some();
    let codex = has(br#""type":"response_item""#) || has(br#""type":"event_msg""#);
    let user = has(br#""type":"user""#);
    if !codex && !user && !has(br#""type":"assistant""#) {
        return Entry::Skip;
    }
    // Tool output is most of a transcript's bytes; only a gate reads it.
    if !codex && user && !tool_context && has(br#""type":"tool_result""#) {
        return Entry::Skip;
    }
    // Nor does anything but a gate read an assistant line without a text
    // block (a tool call, thinking): it adds nothing to the window.
    if !codex && !user && !tool_context && !has(br#""type":"text""#) {
        return Entry::Skip;
    }
    let Ok(v) = serde_json::from_slice::<Value>(line) else {
        return Entry::Skip;
    };
    match v.get("type").and_then(Value::as_str) {
        Some("assistant") => claude_assistant(&v, tool_context, sidechain),
        Some("user") => claude_user(&v, tool_context, sidechain),
        Some("response_item" | "event_msg") => codex_entry(&v, tool_context),
        _ => Entry::Skip,
    }
}

fn flag(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn claude_assistant(v: &Value, tool_context: bool, sidechain: bool) -> Entry {
    if flag(v, "isSidechain") && !sidechain {
        return Entry::Skip;
    }
    let (mut texts, mut tools) = (Vec::new(), Vec::new());
    for block in blocks(v.pointer("/message/content")) {
        match block.get("type").and_then(Value::as_str) {
            Some("text") => {
                if let Some(t) = block.get("text").and_then(Value::as_str) {
                    if !t.trim().is_empty() {
                        texts.push(t.to_owned());
                    }
                }
            }
            Some("tool_use") if tool_context => tools.push(describe_tool_use(block)),
            _ => {}
        }
    }
    Entry::Assistant(texts, tools)
}

fn claude_user(v: &Value, tool_context: bool, sidechain: bool) -> Entry {
    if flag(v, "isSidechain") && !sidechain {
        return Entry::Skip;
    }
    let content = v.pointer("/message/content");
    let text = user_text(content);
    if is_feedback(&text) {
        return Entry::Feedback;
    }
    // Reminders, compaction summaries, and turns the host started itself
    // (a finished background task) are not a person typing.
    let from_system = v.get("promptSource").and_then(Value::as_str) == Some("system")
        || v.pointer("/origin/kind").is_some()
        || text.trim_start().starts_with("<task-notification>");
    if flag(v, "isMeta") || flag(v, "isCompactSummary") || from_system {
        return Entry::Skip;
    }
    let results: Vec<&Value> = blocks(content)
        .filter(|b| b.get("type").and_then(Value::as_str) == Some("tool_result"))
        .collect();
    if results.is_empty() && v.get("toolUseResult").is_none() {
        return Entry::Boundary;
    }
    if !tool_context {
        return Entry::Skip;
    }
    let joined = results
        .iter()
        .map(|b| tool_result_text(b.get("content")))
        .collect::<Vec<_>>()
        .join("\n");
    Entry::ToolResult(format!("[result] {}", head(&joined, TOOL_RESULT_CAP)))
}

/// Codex rollout lines. The person's prompt is a `user` message whose
/// provenance (when recorded) is the user; the harness's own user messages
/// (environment context, hook feedback) start with a tag.
fn codex_entry(v: &Value, tool_context: bool) -> Entry {
    let Some(p) = v.get("payload") else {
        return Entry::Skip;
    };
    let ptype = p.get("type").and_then(Value::as_str);
    match (v.get("type").and_then(Value::as_str), ptype) {
        (Some("event_msg"), Some("user_message")) => {
            let text = p.get("message").and_then(Value::as_str).unwrap_or("");
            codex_user(text, None)
        }
        (Some("response_item"), Some("message")) => {
            let texts: Vec<String> = blocks(p.get("content"))
                .filter_map(|b| b.get("text").and_then(Value::as_str))
                .filter(|t| !t.trim().is_empty())
                .map(str::to_owned)
                .collect();
            match p.get("role").and_then(Value::as_str) {
                Some("assistant") => Entry::Assistant(texts, Vec::new()),
                Some("user") => {
                    let provenance = p
                        .pointer("/internal_chat_message_metadata_passthrough/content_item_metadata/0/provenance/type")
                        .and_then(Value::as_str);
                    codex_user(&texts.join("\n"), provenance)
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
            Entry::Assistant(
                Vec::new(),
                vec![format!("[call] {}", head(&args, TOOL_RESULT_CAP))],
            )
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

fn codex_user(text: &str, provenance: Option<&str>) -> Entry {
    let t = text.trim_start();
    if t.starts_with("<hook_prompt") || is_feedback(t) {
        Entry::Feedback
    } else if provenance.is_some_and(|p| p != "user") || t.starts_with('<') {
        Entry::Skip
    } else {
        Entry::Boundary
    }
}

fn is_feedback(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with("Stop hook feedback") || t.starts_with("SubagentStop hook feedback")
}

fn blocks(content: Option<&Value>) -> impl Iterator<Item = &Value> {
    content
        .and_then(Value::as_array)
        .map(|a| a.iter())
        .into_iter()
        .flatten()
}

fn user_text(content: Option<&Value>) -> String {
    match content {
        Some(Value::String(s)) => s.clone(),
        other => blocks(other)
            .filter_map(|b| b.get("text").and_then(Value::as_str))
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

fn tool_result_text(content: Option<&Value>) -> String {
    match content {
        Some(Value::String(s)) => s.clone(),
        other => user_text(other),
    }
}

fn describe_tool_use(block: &Value) -> String {
    let name = block.get("name").and_then(Value::as_str).unwrap_or("tool");
    let input = block.get("input");
    let shown = input
        .and_then(|i| i.get("command"))
        .and_then(Value::as_str)
        .map_or_else(|| input.map(compact).unwrap_or_default(), str::to_owned);
    format!("[call {name}] {}", head(&shown, TOOL_RESULT_CAP))
}

fn compact(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The first `max` bytes of `s`, on a character boundary, marked when cut.
pub(crate) fn head(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_owned();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{} …", &s[..end])
}

/// The last `max` bytes of `s`, starting on a character boundary.
pub(crate) fn tail(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut start = s.len() - max;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}

pub(crate) fn join_tail(parts: &[String], max: usize) -> String {
    tail(&parts.join("\n\n"), max).to_owned()
}

/// Lines of a file from the last to the first. `Some(None)` is a line that
/// was too long to keep.
struct RevLines {
    file: File,
    /// File offset of `buf[0]`.
    pos: u64,
    end: u64,
    /// Bytes of the lines not yet returned, up to the end of the current one.
    buf: Vec<u8>,
    /// The current line outgrew [`LINE_CAP`]: its bytes are being dropped.
    oversized: bool,
    done: bool,
}

impl RevLines {
    fn new(mut file: File) -> io::Result<Self> {
        let end = file.seek(SeekFrom::End(0))?;
        Ok(RevLines {
            file,
            pos: end,
            end,
            buf: Vec::new(),
            oversized: false,
            done: false,
        })
    }

    fn scanned(&self) -> u64 {
        self.end - self.pos
    }

    #[allow(clippy::option_option)]
    fn next_line(&mut self) -> io::Result<Option<Option<Vec<u8>>>> {
        loop {
            if self.done {
                return Ok(None);
            }
            if let Some(i) = memchr::memrchr(b'\n', &self.buf) {
                let line = self.buf.split_off(i + 1);
                self.buf.truncate(i);
                if std::mem::take(&mut self.oversized) {
                    return Ok(Some(None));
                }
                if line.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                return Ok(Some(Some(line)));
            }
            if self.pos == 0 {
                self.done = true;
                let line = std::mem::take(&mut self.buf);
                if self.oversized {
                    return Ok(Some(None));
                }
                if line.iter().all(u8::is_ascii_whitespace) {
                    return Ok(None);
                }
                return Ok(Some(Some(line)));
            }
            if self.scanned() >= SCAN_LIMIT {
                self.done = true;
                return Ok(None);
            }
            let want = u64::try_from(CHUNK.max(self.buf.len()))
                .unwrap_or(u64::MAX)
                .min(self.pos);
            let start = self.pos - want;
            let mut chunk = vec![0; usize::try_from(want).unwrap_or(CHUNK)];
            self.file.seek(SeekFrom::Start(start))?;
            self.file.read_exact(&mut chunk)?;
            self.pos = start;
            if self.oversized {
                // Still inside the long line: keep only what precedes its start.
                if let Some(i) = memchr::memrchr(b'\n', &chunk) {
                    chunk.truncate(i + 1);
                    self.buf = chunk;
                }
                continue;
            }
            chunk.extend_from_slice(&self.buf);
            self.buf = chunk;
            let newest_line = memchr::memrchr(b'\n', &self.buf).map_or(0, |i| i + 1);
            if self.buf.len() - newest_line > LINE_CAP {
                self.buf.truncate(newest_line);
                self.oversized = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn user(text: &str) -> String {
        serde_json::json!({"type":"user","message":{"role":"user","content":text},"uuid":"u"})
            .to_string()
    }
    fn assistant(text: &str) -> String {
        serde_json::json!({"type":"assistant","message":{"role":"assistant",
            "content":[{"type":"text","text":text}]}})
        .to_string()
    }
    fn bash(cmd: &str) -> String {
        serde_json::json!({"type":"assistant","message":{"role":"assistant",
            "content":[{"type":"tool_use","id":"t1","name":"Bash","input":{"command":cmd}}]}})
        .to_string()
    }
    fn result(text: &str) -> String {
        serde_json::json!({"type":"user","message":{"role":"user",
            "content":[{"type":"tool_result","tool_use_id":"t1","content":text}]},
            "toolUseResult":{"stdout":text}})
        .to_string()
    }
    fn feedback() -> String {
        serde_json::json!({"type":"user","isMeta":true,
            "message":{"role":"user","content":"Stop hook feedback:\n[hookjudge]: no\n"}})
        .to_string()
    }

    fn write(lines: &[String]) -> tempfile::NamedTempFile {
        let mut f = tempfile::NamedTempFile::new().unwrap();
        for l in lines {
            writeln!(f, "{l}").unwrap();
        }
        f
    }

    #[test]
    fn window_starts_after_last_real_user_turn() {
        let f = write(&[
            user("first"),
            assistant("old answer"),
            user("second"),
            assistant("part one"),
            bash("cargo test"),
            result("12 passed"),
            r#"{"type":"system","subtype":"x"}"#.into(),
            assistant("part two"),
            r#"{"type":"last-prompt"}"#.into(),
        ]);
        let w = read_window(f.path(), false, false).unwrap();
        assert_eq!(w.texts, ["part one", "part two"]);
        assert!(w.tools.is_empty());
        assert!(!w.after_feedback);
        let w = read_window(f.path(), true, false).unwrap();
        assert_eq!(w.tools, ["[call Bash] cargo test", "[result] 12 passed"]);
    }

    #[test]
    fn meta_compact_and_sidechain_are_not_user_turns() {
        let meta = serde_json::json!({"type":"user","isMeta":true,"message":{"content":"<system-reminder>"}});
        let compact = serde_json::json!({"type":"user","isCompactSummary":true,"message":{"content":"summary"}});
        let side = serde_json::json!({"type":"user","isSidechain":true,"message":{"content":"sub prompt"}});
        let f = write(&[
            user("real"),
            assistant("a"),
            meta.to_string(),
            compact.to_string(),
            side.to_string(),
            assistant("b"),
        ]);
        let w = read_window(f.path(), false, false).unwrap();
        assert_eq!(w.texts, ["a", "b"]);
    }

    #[test]
    fn feedback_starts_a_new_window() {
        let f = write(&[
            user("go"),
            assistant("I'll push now"),
            feedback(),
            assistant("tests pass, pushed"),
        ]);
        let w = read_window(f.path(), false, false).unwrap();
        assert!(w.after_feedback);
        assert_eq!(w.texts, ["tests pass, pushed"]);
    }

    #[test]
    fn junk_cut_and_blank_lines_are_skipped() {
        let mut lines = vec![
            user("go"),
            "garbage {".into(),
            String::new(),
            assistant("kept"),
        ];
        lines
            .push(r#"{"type":"assistant","message":{"content":[{"type":"text","text":"cut"#.into());
        let w = read_window(write(&lines).path(), false, false).unwrap();
        assert_eq!(w.texts, ["kept"]);
    }

    #[test]
    fn oversized_lines_are_passed_over() {
        let huge = result(&"x".repeat(3 * LINE_CAP));
        let f = write(&[user("go"), assistant("before"), huge, assistant("after")]);
        let w = read_window(f.path(), false, false).unwrap();
        assert_eq!(w.texts, ["before", "after"]);
    }

    #[test]
    fn long_window_stops_early_with_enough_text() {
        let mut lines = vec![user("go")];
        for i in 0..5000 {
            lines.push(assistant(&format!("step {i} {}", "y".repeat(100))));
        }
        let w = read_window(write(&lines).path(), false, false).unwrap();
        let total: usize = w.texts.iter().map(String::len).sum();
        assert!((MAX_TEXT..MAX_TEXT + 200).contains(&total), "{total}");
        assert!(w.texts.last().unwrap().starts_with("step 4999"));
    }

    #[test]
    fn not_a_file_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        assert!(read_window(dir.path(), false, false).is_err());
        assert!(read_window(Path::new("/dev/zero"), false, false).is_err());
        assert!(read_window(&dir.path().join("missing"), false, false).is_err());
    }

    #[test]
    fn codex_rollout() {
        let lines = [
            r#"{"type":"event_msg","payload":{"type":"user_message","message":"do it"}}"#,
            r#"{"type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"do it"}]}}"#,
            r#"{"type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"pushing now"}]}}"#,
        ]
        .map(String::from);
        let w = read_window(write(&lines).path(), false, false).unwrap();
        assert_eq!(w.texts, ["pushing now"]);
    }

    #[test]
    fn tail_respects_char_boundaries() {
        assert_eq!(tail("héllo", 4), "llo");
        assert_eq!(tail("abc", 10), "abc");
        assert_eq!(tail("日本語", 4), "語");
    }
}
