//! The loop budget: how many times each detector has blocked in the current
//! user turn. The transcript lags behind the host, so the count lives in a
//! tiny file per session and detector, written atomically.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::event::Event;

/// Files untouched for this long belong to finished sessions.
const STALE: Duration = Duration::from_secs(7 * 24 * 3600);

/// Where the counters live: `$HOOKJUDGE_STATE_DIR`, else
/// `$XDG_STATE_HOME/hookjudge`, else `~/.local/state/hookjudge`.
pub(crate) fn default_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("HOOKJUDGE_STATE_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d));
    }
    if let Some(d) = std::env::var_os("XDG_STATE_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("hookjudge"));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".local/state/hookjudge"))
}

/// How many times `detector` has blocked in this turn so far.
pub(crate) fn blocks_so_far(dir: &Path, event: &Event, detector: &str) -> u32 {
    // A stop that is not a continuation starts a new turn.
    if !event.stop_hook_active {
        return 0;
    }
    let Ok(content) = fs::read_to_string(file(dir, event, detector)) else {
        return 0;
    };
    let mut lines = content.lines();
    let turn = lines.next().unwrap_or_default();
    let count = lines
        .next()
        .and_then(|c| c.trim().parse().ok())
        .unwrap_or(0);
    match &event.turn_id {
        Some(current) if current != turn => 0,
        _ => count,
    }
}

/// Records one more block by `detector` in this turn.
pub(crate) fn record_block(dir: &Path, event: &Event, detector: &str) -> io::Result<u32> {
    let count = blocks_so_far(dir, event, detector) + 1;
    fs::create_dir_all(dir)?;
    let path = file(dir, event, detector);
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    let turn = event.turn_id.as_deref().unwrap_or_default();
    fs::write(&tmp, format!("{turn}\n{count}\n"))?;
    fs::rename(&tmp, &path)?;
    prune(dir);
    Ok(count)
}

fn file(dir: &Path, event: &Event, detector: &str) -> PathBuf {
    let session: String = event
        .session_id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .take(128)
        .collect();
    let session = if session.is_empty() {
        "no-session".into()
    } else {
        session
    };
    dir.join(format!("{session}.{detector}.count"))
}

/// Removes counters of sessions long over. Only runs after a block, so the
/// common path never lists the folder.
fn prune(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let now = SystemTime::now();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "count") {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|age| age > STALE);
        if old {
            let _ = fs::remove_file(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::parse;

    fn event(active: bool, turn: &str) -> Event {
        let json = format!(
            r#"{{"hook_event_name":"Stop","session_id":"s/1","prompt_id":"{turn}","stop_hook_active":{active}}}"#
        );
        parse(json.as_bytes(), None).unwrap()
    }

    #[test]
    fn counts_within_a_turn_and_resets() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert_eq!(blocks_so_far(d, &event(false, "p1"), "commit"), 0);
        assert_eq!(record_block(d, &event(false, "p1"), "commit").unwrap(), 1);
        assert_eq!(blocks_so_far(d, &event(true, "p1"), "commit"), 1);
        assert_eq!(record_block(d, &event(true, "p1"), "commit").unwrap(), 2);
        assert_eq!(blocks_so_far(d, &event(true, "p1"), "commit"), 2);
        // Other detectors count on their own.
        assert_eq!(blocks_so_far(d, &event(true, "p1"), "scope-check"), 0);
        // A new turn, by flag or by id, starts again.
        assert_eq!(blocks_so_far(d, &event(false, "p1"), "commit"), 0);
        assert_eq!(blocks_so_far(d, &event(true, "p2"), "commit"), 0);
        assert_eq!(record_block(d, &event(false, "p3"), "commit").unwrap(), 1);
    }

    #[test]
    fn session_ids_cannot_escape_the_folder() {
        let dir = tempfile::tempdir().unwrap();
        let mut e = event(false, "p");
        e.session_id = "../../etc/passwd".into();
        record_block(dir.path(), &e, "commit").unwrap();
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names.len(), 1);
        assert_eq!(names[0].to_string_lossy(), "______etc_passwd.commit.count");
    }
}
