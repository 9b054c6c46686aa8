//! Stage 2: the text to judge.
//!
//! The transcript is read from its end, a chunk at a time, and only until the
//! window is found (the latest real user turn or hook feedback) or enough text
//! is gathered: cost and memory do not grow with the transcript's size. Lines
//! over [`LINE_CAP`] (huge tool outputs, whole files written by a tool) are
//! passed over unparsed. The host writes the transcript late, so the event's
//! `last_assistant_message` is always part of the text and, when the
//! transcript cannot be read, all of it.

mod claude_line;
pub(crate) mod mapped;

use std::fs::{File, OpenOptions};
use std::io;
use std::os::unix::fs::{FileExt, FileTypeExt, OpenOptionsExt};
use std::path::Path;
use std::sync::LazyLock;

use serde_json::Value;

use crate::pipeline::event::{Event, Kind};
use crate::pipeline::window::mapped::Map;
use crate::util::scan::{Needle, rfind_byte};
use crate::util::text::head;

/// The most of the agent's text that is judged: its last 4,000 bytes.
pub(crate) const MAX_TEXT: usize = 4000;
/// The most of the recent tool calls and results shown to an approval gate.
pub(crate) const MAX_TOOLS: usize = 6000;
/// Longer lines are passed over without being parsed.
pub(crate) const LINE_CAP: usize = 1 << 20;
/// How far back the scan reads at the most.
const SCAN_LIMIT: u64 = 64 << 20;
/// The first read from the end, and the most read at once.
const FIRST_READ: usize = 16 << 10;
const CHUNK: usize = 1 << 20;
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
    // Non-blocking, so that a FIFO cannot hang the open; what was opened is
    // then checked, not the path, which could change in between.
    let file = match OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
    {
        Ok(file) => file,
        Err(e) => {
            return Err(match std::fs::metadata(path) {
                Ok(meta) if !meta.is_file() => not_a_file(meta.file_type()),
                _ => e,
            });
        }
    };
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(not_a_file(meta.file_type()));
    }
    let mut lines = RevLines::new(file, meta.len(), true);
    // Tests cut the file short under its map, as a user's `truncate` could.
    #[cfg(debug_assertions)]
    if std::env::var_os("HOOKJUDGE_DEBUG_TRUNCATE").is_some() {
        OpenOptions::new().write(true).open(path)?.set_len(0)?;
    }
    let mut window = Window::default();
    let (mut text_len, mut tool_len) = (0, 0);
    while let Some(line) = lines.next_line()? {
        let Some(line) = line else { continue };
        match classify(line, tool_context, sidechain) {
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

fn not_a_file(ft: std::fs::FileType) -> io::Error {
    let what = if ft.is_dir() {
        "a directory"
    } else if ft.is_fifo() {
        "a FIFO"
    } else if ft.is_char_device() || ft.is_block_device() {
        "a device"
    } else {
        "not a regular file"
    };
    io::Error::new(io::ErrorKind::InvalidInput, what)
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
    // block (a tool call, thinking): it adds nothing to the window. In a
    // rollout, only messages do.
    let wanted = if codex { MESSAGE } else { TEXT };
    if !tool_context && !user && has & wanted == 0 {
        return Entry::Skip;
    }
    if !codex {
        return match claude_line::read(line) {
            Some(l) => claude(&l, tool_context, sidechain),
            None => unreadable(line, tool_context, sidechain),
        };
    }
    classify_value(line, tool_context, sidechain)
}

/// A line that is not JSON. One with a lone surrogate escape (see
/// `surrogates`) is read again with U+FFFD in its place: it may be a turn.
fn unreadable(line: &[u8], tool_context: bool, sidechain: bool) -> Entry {
    if !crate::util::surrogates::maybe(line) {
        return Entry::Skip;
    }
    crate::util::surrogates::replace_lone(line).map_or(Entry::Skip, |fixed| {
        classify(&fixed, tool_context, sidechain)
    })
}

/// A Codex rollout line, by way of a `serde_json::Value`.
fn classify_value(line: &[u8], tool_context: bool, sidechain: bool) -> Entry {
    let Ok(v) = serde_json::from_slice::<Value>(line) else {
        return unreadable(line, tool_context, sidechain);
    };
    match v.get("type").and_then(Value::as_str) {
        Some("response_item" | "event_msg") => codex_entry(&v, tool_context),
        // A Claude Code line that merely mentions a rollout type.
        Some("assistant" | "user") => {
            claude_line::read(line).map_or(Entry::Skip, |l| claude(&l, tool_context, sidechain))
        }
        _ => Entry::Skip,
    }
}

const RESPONSE_ITEM: u8 = 1;
const EVENT_MSG: u8 = 1 << 1;
const USER: u8 = 1 << 2;
const ASSISTANT: u8 = 1 << 3;
const TOOL_RESULT: u8 = 1 << 4;
const TEXT: u8 = 1 << 5;
/// A rollout's message or user message. (A Claude Code assistant line has
/// one too, so it counts only in rollouts.)
const MESSAGE: u8 = 1 << 6;

/// Which `"type":"…"` values the line holds, in one pass over it, stopping
/// once all of `enough` (if any) are found. Inside a JSON string the quotes
/// are escaped, so only real keys are found.
fn types(line: &[u8], enough: u8) -> u8 {
    static KEY: LazyLock<Needle> = LazyLock::new(|| Needle::new(br#""type":""#));
    const NAMES: &[(&[u8], u8)] = &[
        (b"response_item\"", RESPONSE_ITEM),
        (b"event_msg\"", EVENT_MSG),
        (b"user\"", USER),
        (b"assistant\"", ASSISTANT),
        (b"tool_result\"", TOOL_RESULT),
        (b"text\"", TEXT),
        (b"message\"", MESSAGE),
        (b"user_message\"", MESSAGE),
    ];
    let mut found = 0;
    for at in KEY.find_iter(line) {
        let value = &line[at + KEY.len()..];
        if let Some((_, bit)) = NAMES.iter().find(|(name, _)| value.starts_with(name)) {
            found |= bit;
            if enough != 0 && found & enough == enough {
                break;
            }
        }
    }
    found
}

/// A Claude Code line. Approval gates also read the tool calls and results.
fn claude(line: &claude_line::Line<'_>, tool_context: bool, sidechain: bool) -> Entry {
    let kind = line.kind.str();
    if !matches!(kind, Some("assistant" | "user")) {
        return Entry::Skip;
    }
    if line.is_sidechain.is_true() && !sidechain {
        return Entry::Skip;
    }
    let blocks = line.content.blocks();
    if kind == Some("assistant") {
        let (mut texts, mut tools) = (Vec::new(), Vec::new());
        for block in blocks {
            match block.kind.str() {
                Some("text") => {
                    if let Some(t) = block.text.str().filter(|t| !t.trim().is_empty()) {
                        texts.push(t.to_owned());
                    }
                }
                Some("tool_use") if tool_context => tools.push(describe_tool_use(block)),
                _ => {}
            }
        }
        return Entry::Assistant(texts, tools);
    }
    let text = line.content.text();
    if is_feedback(&text) {
        return Entry::Feedback;
    }
    // Reminders, compaction summaries, and turns the host started itself
    // (a finished background task) are not a person typing.
    let from_system = line.prompt_source.str() == Some("system")
        || line.origin_kind
        || text.trim_start().starts_with("<task-notification>");
    if line.is_meta.is_true() || line.is_compact_summary.is_true() || from_system {
        return Entry::Skip;
    }
    let mut results = blocks
        .iter()
        .filter(|b| b.kind.str() == Some("tool_result"))
        .peekable();
    if results.peek().is_none() && !line.tool_use_result.is_present() {
        return Entry::Boundary;
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

fn describe_tool_use(block: &claude_line::Block<'_>) -> String {
    let name = block.name.str().unwrap_or("tool");
    let input = block.input.as_ref();
    let shown = input
        .and_then(|i| i.get("command"))
        .and_then(Value::as_str)
        .map_or_else(|| input.map(compact).unwrap_or_default(), str::to_owned);
    format!("[call {name}] {}", head(&shown, TOOL_RESULT_CAP))
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

fn compact(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
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
///
/// The file is mapped when it can be ([`Map`]), and lines are lent from the
/// map. Otherwise it is read into a buffer filled from its back towards its
/// front, so bytes are read once and not moved until it is full; reads start
/// small and grow, since the window is usually near the end. The buffer
/// comes zeroed from `calloc`, which takes fresh pages from the kernel
/// without writing them: only the pages read into are touched.
struct RevLines {
    file: File,
    bytes: Bytes,
    /// File offset of `bytes[front]`.
    pos: u64,
    end: u64,
    /// `bytes[front..live]`: the bytes of the lines not yet returned, up to
    /// the end of the current one. What lies beyond is spent; what lies
    /// before is unread.
    front: usize,
    live: usize,
    /// The current line outgrew [`LINE_CAP`]: its bytes are being dropped.
    oversized: bool,
    done: bool,
}

enum Bytes {
    /// The whole file: its offsets are its indexes.
    Mapped(Map),
    /// Read on demand, up to [`BUF_CAP`] bytes at a time.
    Read(Vec<u8>),
}

impl std::ops::Deref for Bytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Bytes::Mapped(map) => map,
            Bytes::Read(buf) => buf,
        }
    }
}

/// The most read through a map: beyond, the bytes read would stay resident.
const MAP_MOST: u64 = CHUNK as u64;
/// The read buffer's most: a line up to [`LINE_CAP`] and a full read before it.
const BUF_CAP: usize = LINE_CAP + CHUNK;

impl RevLines {
    /// Lines of the first `end` bytes of `file`, through a map if `map` and
    /// one can be made.
    fn new(file: File, end: u64, map: bool) -> Self {
        let (bytes, front) = match map.then(|| Map::new(&file, end)).flatten() {
            Some(map) => (
                Bytes::Mapped(map),
                usize::try_from(end).unwrap_or(usize::MAX),
            ),
            None => (Bytes::Read(Vec::new()), 0),
        };
        RevLines {
            file,
            bytes,
            pos: end,
            end,
            front,
            live: front,
            oversized: false,
            done: false,
        }
    }

    fn scanned(&self) -> u64 {
        self.end - self.pos
    }

    #[allow(clippy::option_option)]
    fn next_line(&mut self) -> io::Result<Option<Option<&[u8]>>> {
        loop {
            if self.done {
                return Ok(None);
            }
            let unread = self.front..self.live;
            if let Some(i) = rfind_byte(b'\n', &self.bytes[unread]) {
                let line = self.front + i + 1..self.live;
                self.live = self.front + i;
                if std::mem::take(&mut self.oversized) {
                    return Ok(Some(None));
                }
                if self.bytes[line.clone()].iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                return Ok(Some(Some(&self.bytes[line])));
            }
            if self.pos == 0 {
                self.done = true;
                let line = self.front..self.live;
                self.live = self.front;
                if self.oversized || self.bytes[line.clone()].iter().all(u8::is_ascii_whitespace) {
                    return Ok(self.oversized.then_some(None));
                }
                return Ok(Some(Some(&self.bytes[line])));
            }
            if self.scanned() >= SCAN_LIMIT {
                self.done = true;
                return Ok(None);
            }
            self.read_more()?;
        }
    }

    /// Brings the bytes before `pos` in, just before `front`.
    fn read_more(&mut self) -> io::Result<()> {
        // A quarter of what was read so far: few reads on a long way back,
        // and little read beyond the window on a short one.
        let quarter = usize::try_from(self.scanned() / 4).unwrap_or(CHUNK);
        let want = quarter.clamp(FIRST_READ, CHUNK);
        let want = usize::try_from(self.pos).map_or(want, |pos| want.min(pos));
        if let Bytes::Mapped(map) = &self.bytes {
            if self.scanned() + want as u64 > MAP_MOST {
                // A long way back: mapped bytes once read stay in memory
                // while the map lasts, so the rest goes through a buffer.
                let live = &map[self.front..self.live];
                let cap = usize::try_from(self.pos)
                    .map_or(BUF_CAP, |pos| (pos + live.len()).min(BUF_CAP));
                let mut buf = vec![0; cap];
                buf[cap - live.len()..].copy_from_slice(live);
                (self.front, self.live) = (cap - live.len(), cap);
                self.bytes = Bytes::Read(buf);
            }
        }
        match &mut self.bytes {
            Bytes::Mapped(_) => self.front -= want,
            Bytes::Read(buf) => {
                if buf.is_empty() {
                    let cap = usize::try_from(self.end).map_or(BUF_CAP, |n| n.min(BUF_CAP));
                    *buf = vec![0; cap];
                    (self.front, self.live) = (cap, cap);
                }
                if self.front < want {
                    // Full: the live bytes, at most one line of up to
                    // LINE_CAP, move to the back, freeing a CHUNK before them.
                    let back = buf.len() - (self.live - self.front);
                    buf.copy_within(self.front..self.live, back);
                    (self.front, self.live) = (back, buf.len());
                }
                let start = self.front - want;
                self.file
                    .read_exact_at(&mut buf[start..self.front], self.pos - want as u64)?;
                self.front = start;
            }
        }
        self.pos -= want as u64;
        let read = self.front..self.front + want;
        if self.oversized {
            // Still inside the long line: keep only what precedes it, with
            // the line end that closes it.
            self.live =
                rfind_byte(b'\n', &self.bytes[read]).map_or(self.front, |i| self.front + i + 1);
            return Ok(());
        }
        let newest_line = rfind_byte(b'\n', &self.bytes[self.front..self.live])
            .map_or(self.front, |i| self.front + i + 1);
        if self.live - newest_line > LINE_CAP {
            self.live = newest_line;
            self.oversized = true;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    /// Every line of the file at `path`, newest first, read or mapped.
    fn all_lines(path: &Path, map: bool) -> (Vec<Option<Vec<u8>>>, RevLines) {
        if map {
            crate::pipeline::window::mapped::arm(crate::pipeline::verdict::HostOutput::default());
        }
        let file = File::open(path).unwrap();
        let end = file.metadata().unwrap().len();
        let mut rev = RevLines::new(file, end, map);
        let mapped = matches!(rev.bytes, Bytes::Mapped(_));
        assert_eq!(mapped, map && rev.end > 0);
        let mut got = Vec::new();
        while let Some(line) = rev.next_line().unwrap() {
            got.push(line.map(<[u8]>::to_vec));
        }
        (got, rev)
    }

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

    /// Node writes half an emoji as a lone surrogate escape, which serde_json
    /// refuses; the turn must still count, or the window would reach back
    /// into the turn before it.
    #[test]
    fn a_lone_surrogate_does_not_hide_a_turn() {
        let f = write(&[
            user("first"),
            assistant("old answer"),
            user("second").replace("second", r"second \ud83d"),
            assistant(r"text \ud83d X").replace('X', r"\ud83d"),
        ]);
        let w = read_window(f.path(), false, false).unwrap();
        assert_eq!(w.texts, [concat!(r"text \ud83d ", "\u{fffd}")]);
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

    /// Every line comes back, newest first, whatever its length against the
    /// growing reads: exactly at, just over and far over a read's size,
    /// blank ones skipped, and no newline at the end of the file.
    #[test]
    fn lines_come_back_newest_first_across_reads() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let sizes = [
            0,
            1,
            FIRST_READ - 1,
            FIRST_READ,
            FIRST_READ + 1,
            2 * FIRST_READ,
            5 * FIRST_READ + 3,
        ];
        for round in 0..40 {
            let mut lines: Vec<Vec<u8>> = Vec::new();
            for i in 0..next() % 30 {
                let len = match next() % 4 {
                    0 => sizes[usize::try_from(next() % 7).unwrap()],
                    _ => usize::try_from(next() % 3000).unwrap(),
                };
                let fill = b'a' + u8::try_from(i % 26).unwrap();
                let mut line = vec![fill; len];
                if next() % 9 == 0 {
                    line = b"  \t ".to_vec();
                }
                lines.push(line);
            }
            let mut body = lines.join(&b'\n');
            if round % 2 == 0 {
                body.push(b'\n');
            }
            let mut f = tempfile::NamedTempFile::new().unwrap();
            f.write_all(&body).unwrap();
            let want: Vec<Option<Vec<u8>>> = lines
                .into_iter()
                .rev()
                .filter(|l| !l.iter().all(u8::is_ascii_whitespace))
                .map(Some)
                .collect();
            for map in [false, true] {
                let (got, rev) = all_lines(f.path(), map);
                assert_eq!(got.len(), want.len(), "round {round}, map {map}");
                assert!(got == want, "round {round}, map {map}");
                assert_eq!(rev.scanned(), body.len() as u64);
            }
        }
    }

    /// Odd shapes read as a `Value` reading would: a field of another type
    /// is absent, a non-object block is no block, the last of a repeated key
    /// counts; a gate also sees tool calls and results.
    #[test]
    #[allow(clippy::too_many_lines)] // a table
    fn odd_claude_lines() {
        let a = |t: &[&str], tools: &[&str]| {
            Entry::Assistant(
                t.iter().map(|&s| s.into()).collect(),
                tools.iter().map(|&s| s.into()).collect(),
            )
        };
        let result = |s: &str| Entry::ToolResult(format!("[result] {s}"));
        let cases: &[(&str, Entry, Entry)] = &[
            (
                r#"{"type":"user","message":{"content":"hi"},"toolUseResult":null}"#,
                Entry::Skip,
                result(""),
            ),
            (
                r#"{"type":"user","message":{"content":"hi"},"isMeta":"yes"}"#,
                Entry::Boundary,
                Entry::Boundary,
            ),
            (
                r#"{"type":"user","message":"hi"}"#,
                Entry::Boundary,
                Entry::Boundary,
            ),
            (
                r#"{"type":"user","message":["hi"]}"#,
                Entry::Boundary,
                Entry::Boundary,
            ),
            (
                r#"{"type":"user","message":{"content":[1,"x",{"text":"a"},{"type":"text","text":7}]}}"#,
                Entry::Boundary,
                Entry::Boundary,
            ),
            (
                r#"{"type":"user","origin":{"kind":null},"message":{"content":"hi"}}"#,
                Entry::Skip,
                Entry::Skip,
            ),
            (
                r#"{"type":"user","origin":["kind"],"message":{"content":"hi"}}"#,
                Entry::Boundary,
                Entry::Boundary,
            ),
            (
                r#"{"type":"user","promptSource":"system","message":{"content":"hi"}}"#,
                Entry::Skip,
                Entry::Skip,
            ),
            (
                r#"{"type":"user","message":{"content":"hi"},"type":"assistant"}"#,
                a(&[], &[]),
                a(&[], &[]),
            ),
            (
                r#"{"type":"assistant","message":{"content":[{"type":"text","text":"a"}]},"message":{"content":[{"type":"text","text":"b"}]}}"#,
                a(&["b"], &[]),
                a(&["b"], &[]),
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
            (r#"[{"type":"user"}]"#, Entry::Skip, Entry::Skip),
            (
                r#"{"type":"user","message":{"content":"Stop hook feedback: no"}}"#,
                Entry::Feedback,
                Entry::Feedback,
            ),
            (
                r#"{"type":"user","message":{"content":"hi"}} trailing"#,
                Entry::Skip,
                Entry::Skip,
            ),
            (
                r#"{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Bash","input":{"command":"git push","z":1}}]}}"#,
                Entry::Skip,
                a(&[], &["[call Bash] git push"]),
            ),
            (
                r#"{"type":"assistant","message":{"content":[{"type":"tool_use","name":7,"input":{"command":7,"b":{"y":1,"x":2}}}]}}"#,
                Entry::Skip,
                a(&[], &[r#"[call tool] {"b":{"x":2,"y":1},"command":7}"#]),
            ),
            (
                r#"{"type":"assistant","message":{"content":[{"type":"tool_use","input":null},{"type":"tool_use"},{"type":"tool_use","input":"raw"}]}}"#,
                Entry::Skip,
                a(
                    &[],
                    &["[call tool] null", "[call tool] ", "[call tool] raw"],
                ),
            ),
            (
                r#"{"type":"user","message":{"content":[{"type":"tool_result","content":"ok"},{"type":"tool_result","content":[{"type":"text","text":"a"},{"text":"b"},3]},{"type":"tool_result","content":null},{"type":"tool_result"}]}}"#,
                Entry::Skip,
                result("ok\na\nb\n\n"),
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
    fn types_inside_strings_do_not_count() {
        let call = bash(r#"echo '{"type":"text","text":"I'll commit"}'"#);
        assert_eq!(types(call.as_bytes(), 0) & TEXT, 0);
        assert_eq!(classify(call.as_bytes(), false, false), Entry::Skip);
        let said = assistant("the \"type\":\"user\" key");
        assert_eq!(types(said.as_bytes(), 0), ASSISTANT | TEXT);
        // A Stop stops reading a tool result at its type; a gate reads on.
        let out = br#"{"type":"user","message":{"content":[{"type":"tool_result"}]},"r":{"type":"text"}}"#;
        assert_eq!(types(out, USER | TOOL_RESULT), USER | TOOL_RESULT);
        assert_eq!(types(out, 0), USER | TOOL_RESULT | TEXT);
        assert_eq!(
            classify(said.as_bytes(), false, false),
            Entry::Assistant(vec![r#"the "type":"user" key"#.into()], vec![])
        );
    }

    /// A file longer than the buffer: it is refilled from the back, keeping
    /// a line that spans reads whole, at every length up to the cap. Mapped,
    /// it goes over to the buffer on the way, with a line spanning the change.
    #[test]
    fn lines_survive_the_buffer_filling_up() {
        let sizes = [
            LINE_CAP,
            LINE_CAP - 1,
            CHUNK - 1,
            3,
            LINE_CAP + 1,
            FIRST_READ + 1,
            LINE_CAP / 2 + 7,
            0,
            LINE_CAP,
            200_000,
        ];
        let lines: Vec<Vec<u8>> = sizes
            .iter()
            .enumerate()
            .map(|(i, &n)| vec![b'a' + u8::try_from(i).unwrap(); n])
            .collect();
        let mut f = tempfile::NamedTempFile::new().unwrap();
        f.write_all(&lines.join(&b'\n')).unwrap();
        let want: Vec<Option<Vec<u8>>> = lines
            .into_iter()
            .rev()
            .filter(|l| !l.is_empty())
            .map(|l| (l.len() <= LINE_CAP).then_some(l))
            .collect();
        for map in [false, true] {
            let (got, rev) = all_lines(f.path(), map);
            assert_eq!(got.len(), want.len());
            assert!(got == want, "map {map}");
            // A map gives way to the buffer after MAP_MOST bytes.
            assert!(matches!(&rev.bytes, Bytes::Read(b) if b.len() == BUF_CAP));
        }
    }

    #[test]
    fn an_oversized_line_is_reported_once_and_dropped() {
        let lines = [
            b"first".to_vec(),
            vec![b'x'; LINE_CAP + 1],
            b"last".to_vec(),
        ];
        let mut f = tempfile::NamedTempFile::new().unwrap();
        f.write_all(&lines.join(&b'\n')).unwrap();
        for map in [false, true] {
            let (got, _) = all_lines(f.path(), map);
            assert_eq!(got, [Some(b"last".to_vec()), None, Some(b"first".to_vec())]);
        }
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
