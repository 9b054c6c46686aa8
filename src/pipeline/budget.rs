//! The loop budget: how many times each detector has blocked in the current
//! user turn. The transcript lags behind the host, so the count lives in a
//! tiny file per session and detector, written atomically. Like the log,
//! a count file lives in a private folder and is opened non-blocking, never
//! through a symlink, and only if it is a regular file of the user's: a FIFO
//! in its place must not hang the hook, and a link planted there must not
//! make hookjudge truncate the file it points at.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::pipeline::event::Event;
use crate::util::private;

/// Files untouched for this long belong to finished sessions.
const STALE: Duration = Duration::from_secs(7 * 24 * 3600);

/// How many times `detector` has blocked in this turn so far; 0 when the
/// count cannot be read.
pub(crate) fn blocks_so_far(dir: &Path, event: &Event, detector: &str) -> u32 {
    spent(dir, event, detector).unwrap_or(0)
}

/// How many times `detector` has blocked in this turn so far: 0 in a new
/// turn or with no count yet; an error when the count is there but cannot be
/// read (not a regular file, unreadable, not UTF-8).
pub(crate) fn spent(dir: &Path, event: &Event, detector: &str) -> io::Result<u32> {
    // A stop that is not a continuation starts a new turn.
    if !event.stop_hook_active {
        return Ok(0);
    }
    let path = file(dir, event, detector);
    let mut content = String::new();
    match private::open_read(&path) {
        Ok(mut f) => f.read_to_string(&mut content)?,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(0),
        Err(e) => return Err(e),
    };
    let mut lines = content.lines();
    let turn = lines.next().unwrap_or_default();
    let count = lines
        .next()
        .and_then(|c| c.trim().parse().ok())
        .unwrap_or(0);
    Ok(match &event.turn_id {
        Some(current) if current != turn => 0,
        _ => count,
    })
}

/// Records one more block by `detector` in this turn.
pub(crate) fn record_block(dir: &Path, event: &Event, detector: &str) -> io::Result<u32> {
    let count = blocks_so_far(dir, event, detector) + 1;
    private::create_dir(dir)?;
    let path = file(dir, event, detector);
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    // Left by a crashed run that had this process id; removing a planted
    // symlink removes the link, never its target.
    let _ = fs::remove_file(&tmp);
    let turn = event.turn_id.as_deref().unwrap_or_default();
    // Created, never opened if there: O_EXCL refuses a file or link planted
    // at the name instead of truncating what it points at.
    let written = private::create_new(&tmp)
        .and_then(|mut f| f.write_all(format!("{turn}\n{count}\n").as_bytes()))
        // Replaces whatever is at `path` (a FIFO, a link) without opening it.
        .and_then(|()| fs::rename(&tmp, &path));
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    written?;
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
    crate::util::private::prune(dir, "count", STALE);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::event::parse;

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

    fn mkfifo(path: &Path) {
        let made = std::process::Command::new("mkfifo")
            .arg(path)
            .status()
            .unwrap();
        assert!(made.success());
    }

    #[test]
    fn a_fifo_in_place_of_the_count_is_refused_not_waited_on() {
        // regression: reading a FIFO waited for a writer forever.
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        mkfifo(&file(d, &event(true, "p1"), "commit"));
        let e = spent(d, &event(true, "p1"), "commit").unwrap_err();
        assert!(e.to_string().contains("not a regular file"), "{e}");
        assert_eq!(blocks_so_far(d, &event(true, "p1"), "commit"), 0);
        // Recording a block replaces it with a count.
        assert_eq!(record_block(d, &event(true, "p1"), "commit").unwrap(), 1);
        assert_eq!(blocks_so_far(d, &event(true, "p1"), "commit"), 1);
    }

    #[test]
    fn a_link_or_fifo_at_the_temporary_name_is_never_written_through() {
        // regression: the temporary file was opened with O_TRUNC before it
        // was checked, and a symlink there truncated the file it named.
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("bashrc");
        fs::write(&victim, "keep\n").unwrap();
        let state = dir.path().join("state");
        private::create_dir(&state).unwrap();
        let path = file(&state, &event(false, "p1"), "commit");
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        std::os::unix::fs::symlink(&victim, &tmp).unwrap();
        assert_eq!(
            record_block(&state, &event(false, "p1"), "commit").unwrap(),
            1
        );
        assert_eq!(fs::read_to_string(&victim).unwrap(), "keep\n");
        assert!(!tmp.exists());
        mkfifo(&tmp);
        assert_eq!(
            record_block(&state, &event(true, "p1"), "commit").unwrap(),
            2
        );
        assert_eq!(blocks_so_far(&state, &event(true, "p1"), "commit"), 2);
    }

    #[test]
    fn a_link_in_place_of_the_count_is_not_read_and_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let elsewhere = dir.path().join("elsewhere");
        fs::write(&elsewhere, "p1\n99\n").unwrap();
        let state = dir.path().join("state");
        private::create_dir(&state).unwrap();
        let path = file(&state, &event(true, "p1"), "commit");
        std::os::unix::fs::symlink(&elsewhere, &path).unwrap();
        let e = spent(&state, &event(true, "p1"), "commit").unwrap_err();
        assert!(e.to_string().contains("symbolic link"), "{e}");
        assert_eq!(
            record_block(&state, &event(true, "p1"), "commit").unwrap(),
            1
        );
        assert_eq!(fs::read_to_string(&elsewhere).unwrap(), "p1\n99\n");
        assert!(
            !fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }

    #[test]
    fn the_folder_and_counts_are_private_and_a_shared_folder_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let state = dir.path().join("state");
        record_block(&state, &event(false, "p1"), "commit").unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&state), 0o700);
        assert_eq!(mode(&file(&state, &event(false, "p1"), "commit")), 0o600);
        fs::set_permissions(&state, fs::Permissions::from_mode(0o777)).unwrap();
        let e = record_block(&state, &event(false, "p1"), "commit").unwrap_err();
        assert!(e.to_string().contains("others can write"), "{e}");
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
