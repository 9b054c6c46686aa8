//! Stage 2: the text to judge, "the window".
//!
//! # The rule
//!
//! A Stop judges the agent's text since the start of the current turn, and
//! never text an earlier Stop judged. Reading the transcript back from its
//! end, the window runs back to the first of these it meets, exclusive:
//!
//! - a prompt a person typed ([`Start::TypedPrompt`]);
//! - hook feedback: the agent is answering a block ([`Start::HookFeedback`]);
//! - a turn the host started itself, such as a finished background task's
//!   notification or a monitor event ([`Start::HostTurn`]);
//! - the end of the previous turn ([`Start::TurnEnd`]): an assistant line
//!   with `"stop_reason":"end_turn"`, a rollout's `task_complete`, or the
//!   point the session's last Stop read the file to ([`last_stop`]).
//!
//! Tool results, meta lines (system reminders) and compaction summaries are
//! none of these; the host formats are in [`claude`] and [`codex`]. In
//! versions that write `"stop_reason":null`, a turn's end is the last
//! assistant text before the next prompt: reading back, that prompt is met
//! first; and where none followed yet, the last Stop's point is the end.
//!
//! The host writes the transcript late, so the event's
//! `last_assistant_message` is the newest text and is always judged. Which
//! turn end is this Stop's own and which the previous turn's follows from it:
//! a turn end that is the newest assistant text in the file is this Stop's
//! own when its text is the end of `last_assistant_message` (or that is
//! empty), and the window reads on past it; any other turn end, including a
//! newest one that does not match (this Stop's own line is not written yet),
//! belongs to an earlier turn. Lines of the same reply (one `message.id`) as
//! the own end are part of it. At an approval gate the turn is still
//! running: every turn end is an earlier one.
//!
//! After a block (`stop_hook_active`), when the feedback is not in the file
//! yet, only `last_assistant_message` is judged ([`Source::LatestReply`]):
//! whatever the file holds is the blocked text, judged already.
//!
//! # Reading
//!
//! The transcript is read from its end ([`reader`]), and only until the
//! window's start is found or [`MAX_TEXT`] bytes of text are gathered: cost
//! and memory do not grow with the transcript's size. Any valid JSON line is
//! read, whatever its whitespace. Lines that are not entries (not JSON, cut
//! short, of an unknown type, or over [`LINE_CAP`]) are skipped and counted
//! ([`Gathered::skipped`]); they never start a window. When the transcript
//! cannot be read, `last_assistant_message` alone is judged.
//!
//! `replay` finds where a host fires its Stops ([`stops`]) and takes each
//! window with the same [`gather_at`] that hook mode uses.

mod classify;
mod claude;
mod claude_line;
mod codex;
mod entry;
pub(crate) mod last_stop;
mod reader;
pub(crate) mod stops;

use std::fmt::Write as _;
use std::fs::{File, OpenOptions};
use std::io;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::log;
use crate::pipeline::event::{Event, Kind};
pub(crate) use classify::classify;
pub(crate) use entry::Entry;
pub(crate) use reader::LINE_CAP;
use reader::{Line, RevLines, SCAN_LIMIT};

/// The most of the agent's text that is judged: its last 4,000 bytes.
pub(crate) const MAX_TEXT: usize = 4000;
/// The most of the recent tool calls and results shown to an approval gate.
pub(crate) const MAX_TOOLS: usize = 6000;
/// The most kept of a single tool result.
const TOOL_RESULT_CAP: usize = 1200;

/// What will be judged, and where it came from.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Gathered {
    /// The agent's text, oldest first, cut to its last [`MAX_TEXT`] bytes.
    pub(crate) text: String,
    /// Recent tool calls and results (approval gates only), cut likewise.
    pub(crate) tools: String,
    pub(crate) source: Source,
    /// What the window starts after.
    pub(crate) start: Start,
    /// Lines read that were not entries: not JSON, cut short, of an
    /// unknown type, or too long to parse.
    pub(crate) skipped: usize,
    /// Why the transcript was not used, when it was not.
    pub(crate) warning: Option<String>,
    /// The transcript's length as read: where the next Stop's window
    /// starts at the latest.
    pub(crate) end: Option<u64>,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    /// The transcript window, with the newest message.
    Transcript,
    /// Only `last_assistant_message`: the transcript was read, but holds
    /// nothing of this turn yet (it lags).
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

/// What a window starts after.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Start {
    TypedPrompt,
    HookFeedback,
    /// A turn the host started: a finished background task, a monitor event.
    HostTurn,
    /// The end of the previous turn.
    TurnEnd,
    /// None found: the file's first line was reached, or enough text was
    /// gathered first, or there is no transcript.
    #[default]
    None,
}

impl Start {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Start::TypedPrompt => "typed-prompt",
            Start::HookFeedback => "hook-feedback",
            Start::HostTurn => "task-notification",
            Start::TurnEnd => "turn-end",
            Start::None => "none",
        }
    }

    /// Why the window starts where it does, for a person.
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Start::TypedPrompt => "after the prompt typed last",
            Start::HookFeedback => "after the hook's feedback",
            Start::HostTurn => "after a turn the host started (a task notification)",
            Start::TurnEnd => "after the previous turn's end",
            Start::None => "at no turn start found",
        }
    }
}

/// What the window of one Stop (or gate) depends on besides the file.
#[derive(Debug, Default, Clone)]
pub(crate) struct How<'a> {
    /// The event's `last_assistant_message`.
    pub(crate) last: &'a str,
    pub(crate) stop_hook_active: bool,
    /// An approval gate: tool calls and results are read too.
    pub(crate) tool_context: bool,
    /// Where the last Stop read the file to (0: none): nothing before it
    /// is read.
    pub(crate) floor: u64,
    /// The transcript is a subagent's own: its sidechain lines are its turns.
    pub(crate) sidechain: bool,
}

/// The transcript the window of `event` is read from, and whether it is a
/// subagent's own (whose sidechain lines are its turns).
pub(crate) fn transcript_of(event: &Event) -> Option<(&Path, bool)> {
    match (&event.kind, &event.agent_transcript_path) {
        (Kind::SubagentStop, Some(p)) => Some((p, true)),
        _ => event.transcript_path.as_deref().map(|p| (p, false)),
    }
}

/// Collects the text to judge for `event`; `floor`: where the session's
/// last Stop read the transcript to (0: none).
pub(crate) fn gather(event: &Event, floor: u64) -> Gathered {
    let transcript = transcript_of(event);
    let how = How {
        last: event.last_assistant_message.as_deref().unwrap_or_default(),
        stop_hook_active: event.stop_hook_active,
        tool_context: event.kind.is_gate(),
        sidechain: transcript.is_some_and(|(_, side)| side),
        floor,
    };
    let Some((path, _)) = transcript else {
        return assemble(None, None, &how);
    };
    let mut end = None;
    let read = open(path).and_then(|file| {
        let len = file.metadata()?.len();
        end = Some(len);
        // Tests cut the file short while it is read, as a user's `truncate` could.
        #[cfg(debug_assertions)]
        if std::env::var_os("HOOKJUDGE_DEBUG_TRUNCATE").is_some() {
            OpenOptions::new().write(true).open(path)?.set_len(0)?;
        }
        read_window(&file, len, &how)
    });
    let mut g = assemble(Some(read), Some(path), &how);
    if g.warning.is_none() {
        g.end = end;
    }
    g
}

/// The text a Stop (or gate) judges when the transcript is the first `end`
/// bytes of `file`. Hook mode and `replay` both come here.
pub(crate) fn gather_at(file: &File, end: u64, how: &How) -> Gathered {
    assemble(Some(read_window(file, end, how)), None, how)
}

/// The window as read, with `last_assistant_message`: what is judged. A
/// failed read becomes the warning, naming `path` when given.
fn assemble(read: Option<io::Result<Window>>, path: Option<&Path>, how: &How) -> Gathered {
    let last = how.last.trim();
    let mut g = Gathered::default();
    let mut texts = Vec::new();
    match read {
        None => {}
        Some(Err(e)) => {
            g.warning = Some(match path {
                Some(p) => format!("cannot read transcript {}: {}", p.display(), describe(&e)),
                None => describe(&e),
            });
        }
        Some(Ok(w)) => {
            g.tools = join_tail(&w.tools, MAX_TOOLS);
            g.skipped = w.skipped;
            if how.stop_hook_active
                && w.start != Start::HookFeedback
                && !how.tool_context
                && !last.is_empty()
            {
                // Continuing after a block, but the feedback is not in the
                // transcript yet: it lags. Only the newest reply is new.
                g.start = Start::HookFeedback;
            } else {
                g.start = w.start;
                texts = w.texts;
            }
            g.source = if texts.is_empty() && !last.is_empty() {
                Source::LatestReply
            } else {
                Source::Transcript
            };
        }
    }
    if !last.is_empty() {
        // The newest lines may be the message itself, or the parts of it.
        let mut rest = last;
        while let Some(t) = texts.last().map(|t| t.trim()) {
            if t.is_empty() || !rest.ends_with(t) {
                break;
            }
            rest = rest[..rest.len() - t.len()].trim_end();
            texts.pop();
        }
        texts.push(last.to_owned());
    }
    g.text = join_tail(&texts, MAX_TEXT);
    g
}

impl Gathered {
    /// The log's and the report's account of the window.
    pub(crate) fn record(&self) -> log::Window<'static> {
        log::Window {
            source: self.source.name().into(),
            bytes: self.text.len(),
            sha256: hex(&Sha256::digest(self.text.as_bytes())).into(),
            start: self.start.name().into(),
            skipped: self.skipped,
        }
    }
}

/// The window of a transcript, read back from its end.
#[derive(Debug, Default)]
pub(crate) struct Window {
    /// Assistant texts since the start, oldest first.
    pub(crate) texts: Vec<String>,
    /// Tool calls and results since the start, oldest first.
    pub(crate) tools: Vec<String>,
    pub(crate) start: Start,
    pub(crate) skipped: usize,
}

/// Opens a transcript to read, refusing what is not a regular file.
pub(crate) fn open(path: &Path) -> io::Result<File> {
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
    Ok(file)
}

/// Reads the window back from byte `end` of `file` (see the rule above).
pub(crate) fn read_window(file: &File, end: u64, how: &How) -> io::Result<Window> {
    // A floor past the end is another file's, or this one's before a rewrite.
    let floor = if how.floor <= end { how.floor } else { 0 };
    let mut lines = RevLines::new(file, floor, end);
    let mut window = Window::default();
    let mut exhausted = true;
    let last = how.last.trim();
    // Whether no assistant text was read yet, and the reply id of this
    // Stop's own turn end once it is met.
    let mut newest = true;
    let mut own_id: Option<String> = None;
    let (mut text_len, mut tool_len) = (0, 0);
    while let Some(line) = lines.next_line()? {
        let line = match line {
            Line::Bytes(b) => b,
            Line::Oversized => {
                window.skipped += 1;
                continue;
            }
        };
        match classify(line, how.tool_context, how.sidechain) {
            Entry::Start(start) => {
                window.start = start;
                break;
            }
            Entry::TurnEnd => {
                window.start = Start::TurnEnd;
                break;
            }
            Entry::Said(said) => {
                if said.ends_turn {
                    let same_reply = own_id.is_some() && said.id == own_id;
                    let own = same_reply
                        || (newest
                            && !how.tool_context
                            && (last.is_empty()
                                || said.texts.last().is_some_and(|t| last.ends_with(t.trim()))));
                    if !own {
                        window.start = Start::TurnEnd;
                        break;
                    }
                    if newest {
                        own_id.clone_from(&said.id);
                    }
                }
                if said.ends_turn || !said.texts.is_empty() {
                    newest = false;
                }
                for t in said.texts.into_iter().rev() {
                    text_len += t.len();
                    window.texts.push(t);
                }
                // Only the newest MAX_TOOLS bytes are judged: older tool
                // output is not kept while the text is still looked for.
                for t in said.tools.into_iter().rev() {
                    if tool_len < MAX_TOOLS {
                        tool_len += t.len();
                        window.tools.push(t);
                    }
                }
            }
            Entry::ToolResult(t) if tool_len < MAX_TOOLS => {
                tool_len += t.len();
                window.tools.push(t);
            }
            // Older tool output than is judged.
            Entry::ToolResult(_) | Entry::Skip => {}
            Entry::Bad => window.skipped += 1,
        }
        let enough_tools = !how.tool_context || tool_len >= MAX_TOOLS;
        if (text_len >= MAX_TEXT && enough_tools) || lines.scanned() >= SCAN_LIMIT {
            exhausted = false;
            break;
        }
    }
    if exhausted && window.start == Start::None && floor > 0 && lines.scanned() == end - floor {
        // Read back to where the last Stop was.
        window.start = Start::TurnEnd;
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
        io::ErrorKind::UnexpectedEof => "it was cut short while it was read".into(),
        _ => e.to_string(),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .fold(String::with_capacity(2 * bytes.len()), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

fn is_feedback(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with("Stop hook feedback") || t.starts_with("SubagentStop hook feedback")
}

fn compact(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The first `max` bytes of `s`, on a character boundary, marked when cut.
/// What goes to a judge is cut here: [`crate::util::text::head`] knows
/// nothing of secrets.
pub(crate) fn head(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_owned();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    // No part of a secret at the cut: no rule would know it.
    let end = crate::pipeline::judge::redact::safe_end(s, end);
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
    // No part of a secret at the cut: no rule would know it.
    let start = crate::pipeline::judge::redact::safe_start(s, start);
    &s[start..]
}

pub(crate) fn join_tail(parts: &[String], max: usize) -> String {
    tail(&parts.join("\n\n"), max).to_owned()
}

#[cfg(test)]
mod tests;
