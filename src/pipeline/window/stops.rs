//! Where a host fires its Stops in a transcript read forward: what `replay`
//! judges, each with [`super::gather_at`] as hook mode would have.
//!
//! A Stop fires at each turn's end: at an assistant line with
//! `"stop_reason":"end_turn"`; in versions that write no stop reason (and in
//! rollouts), at the last assistant text before the next turn start (a
//! typed prompt, hook feedback, a host-started turn), a rollout's
//! `task_complete`, or the end of the file. Its `last_assistant_message` is
//! that line's last text; its `stop_hook_active`, whether the turn answers
//! hook feedback.

use std::fs::File;
use std::io::{self, BufRead, BufReader};

use super::classify::classify;
use super::entry::Entry;
use super::{LINE_CAP, Start};
use crate::util::scan::Needle;

/// One Stop the host would have fired.
#[derive(Debug, Clone)]
pub(crate) struct StopPoint {
    /// The line of the turn's last assistant text (1-based).
    pub(crate) line: usize,
    /// The byte just past that line: the transcript as the hook saw it.
    pub(crate) end: u64,
    /// The event's `last_assistant_message`.
    pub(crate) last: String,
    /// The event's `stop_hook_active`: the turn answers hook feedback.
    pub(crate) stop_hook_active: bool,
    /// The transcript is a subagent's own (all sidechain lines).
    pub(crate) sidechain: bool,
}

/// What a walk over one transcript read.
#[derive(Debug, Default)]
pub(crate) struct Walk {
    pub(crate) bytes: u64,
    /// Lines that were not entries (as the window counts them).
    pub(crate) skipped: usize,
}

/// Hands each Stop point of `file`, oldest first, to `f`.
pub(crate) fn stops(file: &File, mut f: impl FnMut(&StopPoint)) -> io::Result<Walk> {
    let mut reader = BufReader::with_capacity(64 << 10, file);
    let mut line = Vec::new();
    let mut walk = Walk::default();
    let mut number = 0;
    // Any stop reason written: the version marks its turn ends.
    let mut marks_ends = false;
    // In versions that do not: the last assistant text since the turn start.
    let mut pending: Option<StopPoint> = None;
    let mut after_feedback = false;
    let mut sidechain = None;
    while let Some(kept) = next_line(&mut reader, &mut line, &mut walk.bytes)? {
        number += 1;
        if !kept {
            walk.skipped += 1;
            continue;
        }
        if sidechain.is_none() {
            sidechain = is_sidechain(&line);
        }
        let side = sidechain.unwrap_or(false);
        match classify(&line, false, side) {
            Entry::Start(start) => {
                if let Some(p) = pending.take().filter(|_| !marks_ends) {
                    f(&p);
                }
                after_feedback = start == Start::HookFeedback;
            }
            Entry::TurnEnd => {
                if let Some(p) = pending.take() {
                    f(&p);
                }
            }
            Entry::Said(said) => {
                marks_ends |= said.has_stop_reason;
                if said.texts.is_empty() && !said.ends_turn {
                    continue;
                }
                let last = said
                    .texts
                    .last()
                    .cloned()
                    .or_else(|| pending.as_ref().map(|p| p.last.clone()))
                    .unwrap_or_default();
                let point = StopPoint {
                    line: number,
                    end: walk.bytes,
                    last,
                    stop_hook_active: after_feedback,
                    sidechain: side,
                };
                if said.ends_turn {
                    pending = None;
                    f(&point);
                } else {
                    pending = Some(point);
                }
            }
            Entry::Bad => walk.skipped += 1,
            Entry::ToolResult(_) | Entry::Skip => {}
        }
    }
    if let Some(p) = pending.filter(|_| !marks_ends) {
        f(&p);
    }
    Ok(walk)
}

/// `isSidechain`'s value, if the line has the key.
fn is_sidechain(line: &[u8]) -> Option<bool> {
    static KEY: std::sync::LazyLock<Needle> =
        std::sync::LazyLock::new(|| Needle::new(br#""isSidechain""#));
    let at = KEY.find(line)? + KEY.len();
    let rest = line[at..].trim_ascii_start().strip_prefix(b":")?;
    let rest = rest.trim_ascii_start();
    if rest.starts_with(b"true") {
        Some(true)
    } else if rest.starts_with(b"false") {
        Some(false)
    } else {
        None
    }
}

/// Reads one line into `buf`, without its newline. `Some(false)`: the line
/// was longer than hook mode parses and was dropped unread.
fn next_line(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    bytes: &mut u64,
) -> io::Result<Option<bool>> {
    buf.clear();
    let mut oversized = false;
    let mut any = false;
    loop {
        let chunk = match reader.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(any.then_some(!oversized));
        }
        any = true;
        let (part, used, done) = match memchr::memchr(b'\n', chunk) {
            Some(i) => (&chunk[..i], i + 1, true),
            None => (chunk, chunk.len(), false),
        };
        if !oversized {
            buf.extend_from_slice(part);
            if buf.len() > LINE_CAP {
                oversized = true;
                buf.clear();
            }
        }
        reader.consume(used);
        *bytes += used as u64;
        if done {
            return Ok(Some(!oversized));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_dropped_and_counted() {
        let mut input = b"short\n".to_vec();
        input.extend(vec![b'x'; LINE_CAP + 10]);
        input.extend(b"\nlast");
        let mut r = BufReader::with_capacity(1024, &input[..]);
        let (mut buf, mut bytes) = (Vec::new(), 0);
        assert_eq!(next_line(&mut r, &mut buf, &mut bytes).unwrap(), Some(true));
        assert_eq!(buf, b"short");
        assert_eq!(
            next_line(&mut r, &mut buf, &mut bytes).unwrap(),
            Some(false)
        );
        assert_eq!(next_line(&mut r, &mut buf, &mut bytes).unwrap(), Some(true));
        assert_eq!(buf, b"last");
        assert_eq!(next_line(&mut r, &mut buf, &mut bytes).unwrap(), None);
        assert_eq!(bytes, input.len() as u64);
    }

    #[test]
    fn sidechain_whatever_the_spacing() {
        assert_eq!(is_sidechain(br#"{"isSidechain":true}"#), Some(true));
        assert_eq!(is_sidechain(br#"{"isSidechain" : false}"#), Some(false));
        assert_eq!(is_sidechain(br#"{"x":1}"#), None);
    }
}
