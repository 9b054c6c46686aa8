//! The decision log: one JSON object a line, one file a day. Material for
//! improving prompts and patterns, and the input of `hookjudge stats`.
//!
//! Hooks run in parallel (one per detector group, per agent, per subagent)
//! and append to the same file. Each batch of lines is written with one
//! `write` on a file opened for appending: on Linux a write to a regular file
//! holds the inode's lock for its whole length, so a single call lands whole
//! and never interleaves, whatever its size (PIPE_BUF bounds pipes, not
//! files). A write can still come back short (a full disk, a file-size
//! limit, a signal), and `write_all` then appends the rest separately, where
//! another writer could slip in; NFS does not append atomically at all. So
//! the write happens under an exclusive `flock`, waited for only briefly: a
//! writer stuck holding it must not stall a hook, and without the lock the
//! single write is still whole in the common case. Under the lock, a line
//! left unfinished by an earlier writer is ended first, so it spoils no
//! other line. Strings are clipped: event fields come from the host's stdin,
//! and one hostile event must not write megabytes a line.
//!
//! The log is private (a 0700 folder, 0600 files) and written only through
//! `util::private`: never through a symlink planted at today's name, never
//! into a folder others can write. A record is one line of JSON: newlines
//! and control characters in its strings are escaped.
//!
//! A log that cannot be written is reported and otherwise ignored: it never
//! changes a verdict. The agent's text is never logged unredacted.

pub(crate) mod record;

use std::fs::File;
#[cfg(test)]
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::os::fd::AsRawFd;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[cfg(test)]
use serde_json::Value;

use crate::util::private;
pub(crate) use record::{Pairs, Record, Stage, Verdict, Window};

/// The file name's prefix, kept from the design this tool follows.
pub(crate) const PREFIX: &str = "stop-hook-llm-decisions-";

/// The longest string kept in a record, in bytes.
const MAX_STRING: usize = 2048;
/// How long a writer waits for the lock before it appends without it.
const LOCK_WAIT: Duration = Duration::from_millis(500);

/// Today's log file in `dir`.
pub(crate) fn file_for(dir: &Path, now: &chrono::DateTime<chrono::Local>) -> PathBuf {
    use chrono::Datelike;
    dir.join(format!(
        "{PREFIX}{:04}-{:02}-{:02}.log",
        now.year(),
        now.month(),
        now.day()
    ))
}

/// `now` in RFC 3339 with milliseconds and the local offset, as
/// `2026-12-01T09:30:00.123+01:00`. Written by hand: chrono's formatter
/// brings some 20 KB of code onto the pages every hook run touches.
fn timestamp<Tz: chrono::TimeZone>(now: &chrono::DateTime<Tz>) -> String {
    use chrono::{Datelike, Offset, Timelike};
    // chrono carries a leap second in the fraction.
    let (second, millis) = match now.timestamp_subsec_millis() {
        ms @ 1000.. => (60, ms - 1000),
        ms => (now.second(), ms),
    };
    let offset = now.offset().fix().local_minus_utc();
    let sign = if offset < 0 { '-' } else { '+' };
    let offset = offset.unsigned_abs() / 60;
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{second:02}.{millis:03}{sign}{:02}:{:02}",
        now.year(),
        now.month(),
        now.day(),
        now.hour(),
        now.minute(),
        offset / 60,
        offset % 60
    )
}

/// The lines of one append: each record an object with a `ts` field first.
pub(crate) struct Lines {
    now: chrono::DateTime<chrono::Local>,
    ts: String,
    buf: Vec<u8>,
}

impl Lines {
    pub(crate) fn new() -> Self {
        let now = chrono::Local::now();
        Lines {
            ts: timestamp(&now),
            now,
            buf: Vec::with_capacity(512),
        }
    }

    /// Adds `record`, which must serialize as a JSON object whose strings
    /// are already clipped (see [`clip`]).
    pub(crate) fn push(&mut self, record: &impl serde::Serialize) -> io::Result<()> {
        let start = self.buf.len();
        self.buf.extend_from_slice(b"{\"ts\":\"");
        self.buf.extend_from_slice(self.ts.as_bytes());
        self.buf.push(b'"');
        let body = self.buf.len();
        serde_json::to_writer(&mut self.buf, record)?;
        // The record's own `{` gives way to a comma after `ts`.
        match self.buf.get(body..body + 2) {
            Some(b"{}") => {
                self.buf.truncate(body);
                self.buf.push(b'}');
            }
            Some([b'{', _]) => self.buf[body] = b',',
            _ => {
                self.buf.truncate(start);
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    "a log record must be an object",
                ));
            }
        }
        self.buf.push(b'\n');
        Ok(())
    }

    /// Adds `record` with its long strings clipped.
    #[cfg(test)]
    pub(crate) fn push_value(&mut self, record: &Value) -> io::Result<()> {
        self.push(&clipped(record))
    }

    /// Appends the lines to today's log in `dir`; nothing when there are none.
    pub(crate) fn write(mut self, dir: &Path) -> io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let path = file_for(dir, &self.now);
        // The folder is made only when missing: most days it is there. One
        // others can write in is refused (see `util::private`).
        match private::check_dir(dir) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => private::create_dir(dir)?,
            other => other?,
        }
        // Never through a symlink, never a FIFO, only a file of the user's.
        let mut file = private::open_append(&path)?;
        // Locked first, so that one `fstat` both checks the file and gives
        // the length that no other writer changes until it is closed.
        let locked = lock(&file);
        let meta = file.metadata()?;
        if locked && !ends_a_line(&file, meta.len())? {
            self.buf.insert(0, b'\n');
        }
        // One write call per batch: O_APPEND makes it land whole. The lock is
        // released when the file is closed.
        file.write_all(&self.buf)
    }
}

/// Appends `records` (objects) to today's log, each with a `ts` field first.
#[cfg(test)]
pub(crate) fn append(dir: &Path, records: &[Value]) -> io::Result<()> {
    let mut lines = Lines::new();
    for record in records {
        lines.push_value(record)?;
    }
    lines.write(dir)
}

/// `s` cut to at most [`MAX_STRING`] bytes (on a char boundary, marked).
pub(crate) fn clip(s: &str) -> std::borrow::Cow<'_, str> {
    if s.len() > MAX_STRING {
        crate::util::text::head(s, MAX_STRING).into()
    } else {
        s.into()
    }
}

/// `v` with every string longer than [`MAX_STRING`] cut on a char boundary.
#[cfg(test)]
fn clipped(v: &Value) -> Value {
    match v {
        Value::String(s) if s.len() > MAX_STRING => Value::String(clip(s).into_owned()),
        Value::Array(items) => Value::Array(items.iter().map(clipped).collect()),
        Value::Object(m) => Value::Object(m.iter().map(|(k, v)| (k.clone(), clipped(v))).collect()),
        other => other.clone(),
    }
}

/// Takes an exclusive `flock` on `file`, waiting at most [`LOCK_WAIT`].
/// False when it could not be had (held too long, or not supported).
#[allow(unsafe_code)]
fn lock(file: &File) -> bool {
    let until = Instant::now() + LOCK_WAIT;
    loop {
        // SAFETY: flock(2) takes a descriptor that `file` keeps open for the
        // duration of the call, and an integer; no memory is shared.
        let rc = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
        if rc == 0 {
            return true;
        }
        let e = io::Error::last_os_error();
        let busy = e.kind() == io::ErrorKind::WouldBlock || e.kind() == io::ErrorKind::Interrupted;
        if !busy || Instant::now() >= until {
            return false;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Whether `file`, `len` bytes long, is empty or ends with a newline.
fn ends_a_line(file: &File, len: u64) -> io::Result<bool> {
    if len == 0 {
        return Ok(true);
    }
    let mut last = [0u8];
    file.read_exact_at(&mut last, len - 1)?;
    Ok(last[0] == b'\n')
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn appends_lines_with_timestamps() {
        let dir = tempfile::tempdir().unwrap();
        append(
            dir.path(),
            &[json!({"detector":"commit","verdict":"allow"})],
        )
        .unwrap();
        append(
            dir.path(),
            &[json!({"detector":"scope-check"}), json!({"x":1})],
        )
        .unwrap();
        let path = file_for(dir.path(), &chrono::Local::now());
        let text = fs::read_to_string(path).unwrap();
        let lines: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0]["detector"], "commit");
        assert!(lines[2]["ts"].as_str().unwrap().contains('T'));
    }

    #[test]
    fn timestamps_are_rfc_3339_as_chrono_writes_them() {
        use chrono::{FixedOffset, NaiveDate, TimeZone};
        let day = NaiveDate::from_ymd_opt(2026, 3, 9).unwrap();
        let times = [
            day.and_hms_milli_opt(0, 0, 0, 0).unwrap(),
            day.and_hms_milli_opt(23, 59, 59, 999).unwrap(),
            day.and_hms_micro_opt(9, 5, 7, 42_999).unwrap(),
            // A leap second: chrono carries it in the fraction.
            day.and_hms_milli_opt(23, 59, 59, 1_250).unwrap(),
        ];
        for offset in [0, 3600, -5 * 3600 - 30 * 60, 14 * 3600, -12 * 3600] {
            let zone = FixedOffset::east_opt(offset).unwrap();
            for t in times {
                let at = zone.from_local_datetime(&t).unwrap();
                let want = at.to_rfc3339_opts(chrono::SecondsFormat::Millis, false);
                assert_eq!(timestamp(&at), want);
            }
        }
    }

    #[test]
    fn a_record_that_is_not_an_object_is_refused_and_nothing_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let mut lines = Lines::new();
        lines.push(&json!({"a": 1})).unwrap();
        assert!(lines.push(&json!([1, 2])).is_err());
        assert!(lines.push(&json!("text")).is_err());
        lines.push(&json!({})).unwrap();
        lines.write(dir.path()).unwrap();
        let text = fs::read_to_string(file_for(dir.path(), &chrono::Local::now())).unwrap();
        let lines: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert_eq!(lines[0]["a"], 1);
        assert!(lines.iter().all(|l| l["ts"].is_string()));
        assert_eq!(lines[1].as_object().unwrap().len(), 1);
    }

    #[test]
    fn a_missing_folder_is_made() {
        let dir = tempfile::tempdir().unwrap();
        let logs = dir.path().join("a").join("logs");
        append(&logs, &[json!({"detector":"commit"})]).unwrap();
        let text = fs::read_to_string(file_for(&logs, &chrono::Local::now())).unwrap();
        assert_eq!(text.lines().count(), 1);
    }

    #[test]
    fn long_strings_are_clipped() {
        let dir = tempfile::tempdir().unwrap();
        let long = "é".repeat(10 * MAX_STRING);
        append(
            dir.path(),
            &[json!({"session": long, "fields": {"reason": long}, "list": [long]})],
        )
        .unwrap();
        let path = file_for(dir.path(), &chrono::Local::now());
        let text = fs::read_to_string(path).unwrap();
        assert!(text.len() < 4 * MAX_STRING, "{}", text.len());
        let v: Value = serde_json::from_str(text.trim_end()).unwrap();
        assert!(v["session"].as_str().unwrap().ends_with(" …"));
        assert!(v["fields"]["reason"].as_str().unwrap().len() <= MAX_STRING + 4);
    }

    #[test]
    fn an_unfinished_line_is_ended_before_appending() {
        let dir = tempfile::tempdir().unwrap();
        let path = file_for(dir.path(), &chrono::Local::now());
        fs::write(&path, "{\"cut\":").unwrap();
        append(dir.path(), &[json!({"x": 1})]).unwrap();
        let text = fs::read_to_string(path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text:?}");
        assert_eq!(lines[0], "{\"cut\":");
        assert_eq!(serde_json::from_str::<Value>(lines[1]).unwrap()["x"], 1);
    }

    #[test]
    fn a_held_lock_delays_but_never_blocks_the_write() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path()).unwrap();
        let path = file_for(dir.path(), &chrono::Local::now());
        let holder = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .unwrap();
        assert!(lock(&holder));
        let started = Instant::now();
        append(dir.path(), &[json!({"x": 1})]).unwrap();
        let waited = started.elapsed();
        assert!(waited >= LOCK_WAIT && waited < LOCK_WAIT * 10, "{waited:?}");
        drop(holder);
        assert_eq!(fs::read_to_string(&path).unwrap().lines().count(), 1);
    }

    #[test]
    fn a_fifo_in_place_of_the_log_is_refused_not_waited_on() {
        // regression: opening a FIFO for writing waited for a reader forever.
        let dir = tempfile::tempdir().unwrap();
        let path = file_for(dir.path(), &chrono::Local::now());
        let made = std::process::Command::new("mkfifo")
            .arg(&path)
            .status()
            .unwrap();
        assert!(made.success());
        let big = json!({"reason": "x".repeat(MAX_STRING)});
        let e = append(dir.path(), &vec![big; 100]).unwrap_err();
        assert!(e.to_string().contains("not a regular file"), "{e}");
    }

    #[test]
    fn a_symlink_in_place_of_the_log_is_not_written_through() {
        // regression: in a shared log folder, a link at today's name made
        // hookjudge append a line to another user's shell start-up file.
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("bashrc");
        fs::write(&victim, "alias ll='ls -l'\n").unwrap();
        let logs = dir.path().join("logs");
        crate::util::private::create_dir(&logs).unwrap();
        std::os::unix::fs::symlink(&victim, file_for(&logs, &chrono::Local::now())).unwrap();
        let e = append(&logs, &[json!({"reason": "$(touch /tmp/x)\n`id`"})]).unwrap_err();
        assert!(e.to_string().contains("symbolic link"), "{e}");
        assert_eq!(fs::read_to_string(&victim).unwrap(), "alias ll='ls -l'\n");
    }

    #[test]
    fn the_log_and_its_folder_are_private() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let logs = dir.path().join("logs");
        append(
            &logs,
            &[json!({"reason": "line one\nline two\u{1b}]52;c;x\u{7}"})],
        )
        .unwrap();
        let path = file_for(&logs, &chrono::Local::now());
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!((mode(&logs), mode(&path)), (0o700, 0o600));
        // Newlines and control characters are escaped: one record, one line.
        let text = fs::read_to_string(&path).unwrap();
        assert_eq!(text.lines().count(), 1, "{text:?}");
        assert!(!text.contains('\u{1b}'), "{text:?}");
        // A folder others can write in is refused.
        fs::set_permissions(&logs, fs::Permissions::from_mode(0o777)).unwrap();
        let e = append(&logs, &[json!({"x": 1})]).unwrap_err();
        assert!(e.to_string().contains("others can write"), "{e}");
    }

    #[test]
    fn unwritable_dir_is_an_error_not_a_panic() {
        let file = tempfile::NamedTempFile::new().unwrap();
        assert!(append(file.path(), &[json!({})]).is_err());
    }
}
