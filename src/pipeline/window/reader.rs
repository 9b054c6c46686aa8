//! A file's lines from the last to the first, read into a buffer filled from
//! its back towards its front: bytes are read once and not moved until the
//! buffer is full, and reads start small and grow, since the window is
//! usually near the end. The buffer comes zeroed from `calloc`, which takes
//! fresh pages from the kernel without writing them: only the pages read
//! into are touched.

use std::fs::File;
use std::io;
use std::os::unix::fs::FileExt;

use crate::util::scan::rfind_byte;

/// Longer lines are passed over without being parsed.
pub(crate) const LINE_CAP: usize = 1 << 20;
/// How far back the scan reads at the most.
pub(super) const SCAN_LIMIT: u64 = 64 << 20;
/// The first read from the end, and the most read at once.
pub(super) const FIRST_READ: usize = 16 << 10;
pub(super) const CHUNK: usize = 1 << 20;
/// The buffer's most: a line up to [`LINE_CAP`] and a full read before it.
const BUF_CAP: usize = LINE_CAP + CHUNK;

/// One line, newest first.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Line<'a> {
    Bytes(&'a [u8]),
    /// Longer than [`LINE_CAP`]: dropped unread.
    Oversized,
}

pub(super) struct RevLines<'f> {
    file: &'f File,
    buf: Vec<u8>,
    /// File offset of `buf[front]`.
    pos: u64,
    /// Lines before `start` are not read.
    start: u64,
    end: u64,
    /// `buf[front..live]`: the bytes of the lines not yet returned, up to
    /// the end of the current one. What lies beyond is spent; what lies
    /// before is unread.
    front: usize,
    live: usize,
    /// The current line outgrew [`LINE_CAP`]: its bytes are being dropped.
    oversized: bool,
    done: bool,
}

impl<'f> RevLines<'f> {
    /// Lines of the bytes `start..end` of `file`.
    pub(super) fn new(file: &'f File, start: u64, end: u64) -> Self {
        RevLines {
            file,
            buf: Vec::new(),
            pos: end,
            start: start.min(end),
            end,
            front: 0,
            live: 0,
            oversized: false,
            done: false,
        }
    }

    /// Bytes read so far, from the end back.
    pub(super) fn scanned(&self) -> u64 {
        self.end - self.pos
    }

    /// The next line back, blank lines skipped; `None` at the start (of the
    /// file, or the given one) or [`SCAN_LIMIT`] bytes back.
    pub(super) fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        loop {
            if self.done {
                return Ok(None);
            }
            let unread = self.front..self.live;
            if let Some(i) = rfind_byte(b'\n', &self.buf[unread]) {
                let line = self.front + i + 1..self.live;
                self.live = self.front + i;
                if std::mem::take(&mut self.oversized) {
                    return Ok(Some(Line::Oversized));
                }
                if self.buf[line.clone()].iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                return Ok(Some(Line::Bytes(&self.buf[line])));
            }
            if self.pos == self.start {
                self.done = true;
                let line = self.front..self.live;
                self.live = self.front;
                if self.oversized {
                    return Ok(Some(Line::Oversized));
                }
                if self.buf[line.clone()].iter().all(u8::is_ascii_whitespace) {
                    return Ok(None);
                }
                return Ok(Some(Line::Bytes(&self.buf[line])));
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
        let left = self.pos - self.start;
        let want = usize::try_from(left).map_or(want, |left| want.min(left));
        if self.buf.is_empty() {
            let cap = usize::try_from(self.end - self.start).map_or(BUF_CAP, |n| n.min(BUF_CAP));
            self.buf = vec![0; cap];
            (self.front, self.live) = (cap, cap);
        }
        if self.front < want {
            // Full: the live bytes, at most one line of up to LINE_CAP, move
            // to the back, freeing a CHUNK before them.
            let back = self.buf.len() - (self.live - self.front);
            self.buf.copy_within(self.front..self.live, back);
            (self.front, self.live) = (back, self.buf.len());
        }
        let start = self.front - want;
        self.file
            .read_exact_at(&mut self.buf[start..self.front], self.pos - want as u64)?;
        self.front = start;
        self.pos -= want as u64;
        let read = self.front..self.front + want;
        if self.oversized {
            // Still inside the long line: keep only what precedes it, with
            // the line end that closes it.
            self.live =
                rfind_byte(b'\n', &self.buf[read]).map_or(self.front, |i| self.front + i + 1);
            return Ok(());
        }
        let newest_line = rfind_byte(b'\n', &self.buf[self.front..self.live])
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

    /// Every line of `body`, newest first; `None` for an oversized one.
    fn all_lines(body: &[u8]) -> (Vec<Option<Vec<u8>>>, u64) {
        let mut f = tempfile::NamedTempFile::new().unwrap();
        f.write_all(body).unwrap();
        let file = File::open(f.path()).unwrap();
        let mut rev = RevLines::new(&file, 0, body.len() as u64);
        let mut got = Vec::new();
        while let Some(line) = rev.next_line().unwrap() {
            got.push(match line {
                Line::Bytes(b) => Some(b.to_vec()),
                Line::Oversized => None,
            });
        }
        let scanned = rev.scanned();
        (got, scanned)
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
            let want: Vec<Option<Vec<u8>>> = lines
                .into_iter()
                .rev()
                .filter(|l| !l.iter().all(u8::is_ascii_whitespace))
                .map(Some)
                .collect();
            let (got, scanned) = all_lines(&body);
            assert_eq!(got.len(), want.len(), "round {round}");
            assert!(got == want, "round {round}");
            assert_eq!(scanned, body.len() as u64);
        }
    }

    /// A file longer than the buffer: it is refilled from the back, keeping
    /// a line that spans reads whole, at every length up to the cap.
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
        let want: Vec<Option<Vec<u8>>> = lines
            .iter()
            .rev()
            .filter(|l| !l.is_empty())
            .map(|l| (l.len() <= LINE_CAP).then(|| l.clone()))
            .collect();
        let (got, _) = all_lines(&lines.join(&b'\n'));
        assert_eq!(got.len(), want.len());
        assert!(got == want);
    }

    /// Lines before the start are not read: the window of a later Stop.
    #[test]
    fn lines_before_the_start_are_not_read() {
        let mut f = tempfile::NamedTempFile::new().unwrap();
        f.write_all(b"one\ntwo\nthree\n").unwrap();
        let file = File::open(f.path()).unwrap();
        let mut rev = RevLines::new(&file, 4, 14);
        assert_eq!(rev.next_line().unwrap(), Some(Line::Bytes(b"three")));
        assert_eq!(rev.next_line().unwrap(), Some(Line::Bytes(b"two")));
        assert_eq!(rev.next_line().unwrap(), None);
        assert_eq!(rev.scanned(), 10);
    }

    #[test]
    fn an_oversized_line_is_reported_once_and_dropped() {
        let lines = [
            b"first".to_vec(),
            vec![b'x'; LINE_CAP + 1],
            b"last".to_vec(),
        ];
        let (got, _) = all_lines(&lines.join(&b'\n'));
        assert_eq!(got, [Some(b"last".to_vec()), None, Some(b"first".to_vec())]);
        // The oldest line, too.
        let lines = [vec![b'x'; 3 * LINE_CAP], b"last".to_vec()];
        let (got, _) = all_lines(&lines.join(&b'\n'));
        assert_eq!(got, [Some(b"last".to_vec()), None]);
    }
}
