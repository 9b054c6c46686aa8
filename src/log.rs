//! The decision log: one JSON object a line, one file a day. Material for
//! improving prompts and patterns, and the input of `hookjudge stats`.
//!
//! Each record is written with a single `write` on a file opened for
//! appending, so hooks running in parallel never tear or interleave a line.
//! A log that cannot be written is reported and otherwise ignored: it never
//! changes a verdict. The agent's text is never logged unredacted.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde_json::Value;

/// The file name's prefix, kept from the design this tool follows.
pub(crate) const PREFIX: &str = "stop-hook-llm-decisions-";

/// `$HOOKJUDGE_LOG_DIR`, else `~/.claude/logs`.
pub(crate) fn default_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("HOOKJUDGE_LOG_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".claude/logs"))
}

/// Today's log file in `dir`.
pub(crate) fn file_for(dir: &Path, now: &chrono::DateTime<chrono::Local>) -> PathBuf {
    dir.join(format!("{PREFIX}{}.log", now.format("%Y-%m-%d")))
}

/// Appends `records` (objects) to today's log, each with a `ts` field first.
pub(crate) fn append(dir: &Path, records: &[Value]) -> io::Result<()> {
    if records.is_empty() {
        return Ok(());
    }
    let now = chrono::Local::now();
    let ts = Value::String(now.to_rfc3339_opts(chrono::SecondsFormat::Millis, false));
    let mut buf = Vec::with_capacity(512 * records.len());
    for record in records {
        let mut line = serde_json::Map::new();
        line.insert("ts".into(), ts.clone());
        if let Value::Object(fields) = record {
            line.extend(fields.clone());
        }
        serde_json::to_writer(&mut buf, &line)?;
        buf.push(b'\n');
    }
    fs::create_dir_all(dir)?;
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(file_for(dir, &now))?;
    // One write call per batch: O_APPEND makes it land whole.
    file.write_all(&buf)
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
    fn unwritable_dir_is_an_error_not_a_panic() {
        let file = tempfile::NamedTempFile::new().unwrap();
        assert!(append(file.path(), &[json!({})]).is_err());
    }
}
