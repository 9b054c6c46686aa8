//! Where the last Stop read its transcript to. The next Stop's window starts
//! there at the latest: that is "the end of the previous turn" where the
//! transcript marks none (versions that write `"stop_reason":null`), and it
//! keeps a Stop fired with no new text from judging the old text again.
//!
//! One tiny file per session, transcript and set of detectors: hooks that
//! run hookjudge with other detectors run on the same Stop in parallel, and
//! each keeps its own. Hook mode reads it (so does a dry run) and writes it
//! after the verdict; `replay` keeps the same point in memory.

use std::io::{self, Read};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use sha2::{Digest, Sha256};

use crate::util::private;

/// Files untouched for this long belong to finished sessions.
const STALE: Duration = Duration::from_secs(7 * 24 * 3600);

/// The byte the last Stop read `transcript` to; 0 when there was none or it
/// cannot be read.
pub(crate) fn floor(dir: &Path, session: &str, transcript: &Path, detectors: &[&str]) -> u64 {
    let path = file(dir, session, transcript, detectors);
    let mut content = String::new();
    let read = private::open_read(&path).and_then(|mut f| f.read_to_string(&mut content));
    match read {
        Ok(_) => content
            .lines()
            .next()
            .and_then(|l| l.trim().parse().ok())
            .unwrap_or(0),
        Err(_) => 0,
    }
}

/// Records that this Stop read `transcript` to byte `end`.
pub(crate) fn remember(
    dir: &Path,
    session: &str,
    transcript: &Path,
    detectors: &[&str],
    end: u64,
) -> io::Result<()> {
    let path = file(dir, session, transcript, detectors);
    if !path.exists() {
        // A new session: a good time to forget those long over.
        private::create_dir(dir)?;
        prune(dir);
    }
    // Never through a link planted at the name: written in place, it would
    // overwrite the start of the file the link names.
    let f = private::open_write(&path)?;
    // Written over in place, always as wide: truncating a file and writing
    // it again makes ext4 flush it to disk at close, which is slow.
    f.write_all_at(format!("{end:020}\n").as_bytes(), 0)
}

fn file(dir: &Path, session: &str, transcript: &Path, detectors: &[&str]) -> PathBuf {
    let mut h = Sha256::new();
    h.update(session.as_bytes());
    h.update([0]);
    h.update(transcript.as_os_str().as_encoded_bytes());
    for d in detectors {
        h.update([0]);
        h.update(d.as_bytes());
    }
    let name = super::hex(&h.finalize()[..12]);
    dir.join(format!("{name}.window"))
}

fn prune(dir: &Path) {
    crate::util::private::prune(dir, "window", STALE);
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    #[test]
    fn remembers_per_session_transcript_and_detectors() {
        let dir = tempfile::tempdir().unwrap();
        let t = Path::new("/tmp/t.jsonl");
        assert_eq!(floor(dir.path(), "s", t, &["commit"]), 0);
        remember(dir.path(), "s", t, &["commit"], 1234).unwrap();
        assert_eq!(floor(dir.path(), "s", t, &["commit"]), 1234);
        assert_eq!(floor(dir.path(), "other", t, &["commit"]), 0);
        assert_eq!(floor(dir.path(), "s", Path::new("/x"), &["commit"]), 0);
        assert_eq!(floor(dir.path(), "s", t, &["commit", "scope-check"]), 0);
        remember(dir.path(), "s", t, &["commit"], 99).unwrap();
        assert_eq!(floor(dir.path(), "s", t, &["commit"]), 99);
    }

    #[test]
    fn junk_in_the_file_is_no_floor() {
        let dir = tempfile::tempdir().unwrap();
        let t = Path::new("/tmp/t.jsonl");
        remember(dir.path(), "s", t, &[], 5).unwrap();
        let path = file(dir.path(), "s", t, &[]);
        fs::write(&path, "not a number").unwrap();
        assert_eq!(floor(dir.path(), "s", t, &[]), 0);
    }

    #[test]
    fn a_link_at_the_marks_name_is_never_written_through() {
        // regression: written in place through a planted link, the mark
        // overwrote the start of the file the link named.
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("bashrc");
        fs::write(&victim, "export EDITOR=vi\n").unwrap();
        let state = dir.path().join("state");
        private::create_dir(&state).unwrap();
        let t = Path::new("/tmp/t.jsonl");
        std::os::unix::fs::symlink(&victim, file(&state, "s", t, &[])).unwrap();
        assert!(remember(&state, "s", t, &[], 5).is_err());
        assert_eq!(floor(&state, "s", t, &[]), 0);
        assert_eq!(fs::read_to_string(&victim).unwrap(), "export EDITOR=vi\n");
    }
}
