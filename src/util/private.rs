//! Files and folders hookjudge keeps for itself (the decision log, the loop
//! budget): created private (0700 folders, 0600 files), never opened through
//! a symlink, never a FIFO or device, never another user's.
//!
//! Another local user may share the folder (`/tmp`, a group's log folder):
//! a symlink planted at a file's name would otherwise make hookjudge append
//! to or truncate whatever it points at. So files are opened with
//! `O_NOFOLLOW` and checked after opening; new files are created with
//! `O_EXCL`; and a folder others can write is refused unless it is sticky
//! and owned by the user (as a per-user `/tmp` subfolder is), where nobody
//! else can rename or remove what hookjudge made.

use std::fs::{self, DirBuilder, File, OpenOptions};
use std::io;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

/// Group and others may not write.
const OTHERS_WRITE: u32 = 0o022;
/// Group and others may not read, write or search.
const OTHERS_ANY: u32 = 0o077;
const STICKY: u32 = 0o1000;

/// The effective user id of this process.
#[allow(unsafe_code)]
fn me() -> u32 {
    // SAFETY: geteuid(2) takes nothing, cannot fail and touches no memory.
    unsafe { libc::geteuid() }
}

/// Why `dir` is no place for hookjudge's files, if it is not: others can
/// write in it (unless it is sticky and the user's), or another user owns it.
/// `None` for a safe folder. A missing folder is an error of its own.
pub(crate) fn unsafe_dir(dir: &Path) -> io::Result<Option<String>> {
    let meta = fs::metadata(dir)?;
    if !meta.is_dir() {
        return Ok(Some("it is not a folder".into()));
    }
    let mode = meta.mode();
    let owner = meta.uid();
    if owner != me() && owner != 0 {
        return Ok(Some(format!("it belongs to another user (uid {owner})")));
    }
    if mode & OTHERS_WRITE != 0 && !(mode & STICKY != 0 && owner == me()) {
        return Ok(Some(format!(
            "others can write in it (mode {:o})",
            mode & 0o7777
        )));
    }
    Ok(None)
}

/// What `doctor` says of a folder hookjudge writes: `None` when it is
/// private or not made yet, else the problem and its fix.
pub(crate) fn folder_problem(dir: &Path) -> Option<(String, String)> {
    let shown = crate::util::path::display(dir);
    match unsafe_dir(dir) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => Some((
            format!("cannot check {shown}: {}", crate::util::path::io_reason(&e)),
            format!("make {shown} a folder of yours, mode 700"),
        )),
        Ok(Some(why)) => Some((
            format!("{shown} is refused: {why}"),
            format!("choose a folder of your own, or `chmod 700 {shown}` if it is yours"),
        )),
        // Folders made by older versions were 0755.
        Ok(None) => fs::metadata(dir)
            .is_ok_and(|m| m.mode() & OTHERS_ANY != 0)
            .then(|| {
                (
                    format!("{shown} can be read by others"),
                    format!("chmod 700 {shown}"),
                )
            }),
    }
}

/// Makes `dir` (and missing parents) private, then checks it: a folder that
/// was already there must be safe (see [`unsafe_dir`]).
pub(crate) fn create_dir(dir: &Path) -> io::Result<()> {
    DirBuilder::new().recursive(true).mode(0o700).create(dir)?;
    check_dir(dir)
}

/// An error unless `dir` is a safe folder (see [`unsafe_dir`]); the
/// caller names the folder.
pub(crate) fn check_dir(dir: &Path) -> io::Result<()> {
    match unsafe_dir(dir)? {
        None => Ok(()),
        Some(why) => Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!("{why}; hookjudge writes only in folders of the user's"),
        )),
    }
}

/// Opens `path` for appending, created 0600 when missing: never through a
/// symlink, never a FIFO (non-blocking), only a regular file of the user's.
/// A file of the user's that others can read is made private.
pub(crate) fn open_append(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true).append(true).create(true).mode(0o600);
    let file = open(&mut options, path)?;
    let meta = file.metadata()?;
    if meta.mode() & OTHERS_ANY != 0 {
        file.set_permissions(fs::Permissions::from_mode(0o600))?;
    }
    Ok(file)
}

/// Opens `path` for writing in place, created 0600 when missing: never
/// through a symlink, never a FIFO, only a regular file of the user's.
pub(crate) fn open_write(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create(true).mode(0o600);
    open(&mut options, path)
}

/// Opens `path` for reading: never through a symlink, never blocking, only
/// a regular file of the user's.
pub(crate) fn open_read(path: &Path) -> io::Result<File> {
    open(OpenOptions::new().read(true), path)
}

/// Creates `path`, which must not exist yet (`O_EXCL`: a planted file or
/// symlink makes this fail rather than be written through), mode 0600.
pub(crate) fn create_new(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true).mode(0o600);
    open(&mut options, path)
}

fn open(options: &mut OpenOptions, path: &Path) -> io::Result<File> {
    let name = path.display();
    let file = options
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| match e.raw_os_error() {
            Some(libc::ELOOP) => io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("{name} is a symbolic link; refusing to follow it"),
            ),
            _ => e,
        })?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{name} is not a regular file"),
        ));
    }
    if meta.uid() != me() {
        return Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!("{name} belongs to another user (uid {})", meta.uid()),
        ));
    }
    Ok(file)
}

/// Removes the files of `dir` with the extension `ext` not changed for
/// longer than `stale`: small per-session files of sessions long over.
pub(crate) fn prune(dir: &Path, ext: &str, stale: std::time::Duration) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let now = std::time::SystemTime::now();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != ext) {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|age| age > stale);
        if old {
            let _ = fs::remove_file(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::os::unix::fs::symlink;

    fn mode(path: &Path) -> u32 {
        fs::symlink_metadata(path).unwrap().mode() & 0o7777
    }

    #[test]
    fn what_is_made_is_private() {
        let dir = tempfile::tempdir().unwrap();
        let logs = dir.path().join("a/logs");
        create_dir(&logs).unwrap();
        assert_eq!(mode(&logs), 0o700);
        assert_eq!(mode(&dir.path().join("a")), 0o700);
        let path = logs.join("x.log");
        open_append(&path).unwrap().write_all(b"1\n").unwrap();
        assert_eq!(mode(&path), 0o600);
        let new = logs.join("y.tmp");
        create_new(&new).unwrap();
        assert_eq!(mode(&new), 0o600);
        // A log an older version made readable is made private.
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
        open_append(&path).unwrap();
        assert_eq!(mode(&path), 0o600);
    }

    #[test]
    fn symlinks_are_never_followed() {
        // regression: a symlink at the log's or a temporary file's name made
        // hookjudge append to, or truncate, the file it pointed at.
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("bashrc");
        fs::write(&target, "keep\n").unwrap();
        let link = dir.path().join("link");
        symlink(&target, &link).unwrap();
        let e = open_append(&link).unwrap_err();
        assert!(e.to_string().contains("symbolic link"), "{e}");
        assert!(open_read(&link).is_err());
        assert!(open_write(&link).is_err());
        assert!(create_new(&link).is_err());
        assert_eq!(fs::read_to_string(&target).unwrap(), "keep\n");
        // A dangling link is not created through either.
        let dangling = dir.path().join("dangling");
        symlink(dir.path().join("made"), &dangling).unwrap();
        assert!(open_append(&dangling).is_err());
        assert!(create_new(&dangling).is_err());
        assert!(!dir.path().join("made").exists());
    }

    #[test]
    fn fifos_are_refused_without_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        for e in [
            open_append(&fifo).unwrap_err(),
            open_read(&fifo).unwrap_err(),
        ] {
            assert!(e.to_string().contains("not a regular file"), "{e}");
        }
    }

    #[test]
    fn folders_others_can_write_are_refused_unless_sticky_and_ours() {
        let dir = tempfile::tempdir().unwrap();
        let shared = dir.path().join("shared");
        fs::create_dir(&shared).unwrap();
        for (m, safe) in [
            (0o700, true),
            (0o755, true),
            (0o775, false),
            (0o777, false),
            (0o757, false),
            (0o1777, true),
        ] {
            fs::set_permissions(&shared, fs::Permissions::from_mode(m)).unwrap();
            assert_eq!(unsafe_dir(&shared).unwrap().is_none(), safe, "{m:o}");
            assert_eq!(create_dir(&shared).is_ok(), safe, "{m:o}");
        }
        // /tmp is sticky but root's: others plant files there.
        if fs::metadata("/tmp").is_ok_and(|m| m.mode() & 0o1777 == 0o1777 && m.uid() == 0)
            && me() != 0
        {
            assert!(unsafe_dir(Path::new("/tmp")).unwrap().is_some());
        }
    }

    #[test]
    fn doctor_names_folders_that_are_not_private() {
        let dir = tempfile::tempdir().unwrap();
        let logs = dir.path().join("logs");
        assert_eq!(folder_problem(&logs), None);
        create_dir(&logs).unwrap();
        assert_eq!(folder_problem(&logs), None);
        fs::set_permissions(&logs, fs::Permissions::from_mode(0o755)).unwrap();
        let (what, fix) = folder_problem(&logs).unwrap();
        assert!(what.contains("read by others"), "{what}");
        assert!(fix.contains("chmod 700"), "{fix}");
        fs::set_permissions(&logs, fs::Permissions::from_mode(0o777)).unwrap();
        let (what, _) = folder_problem(&logs).unwrap();
        assert!(what.contains("others can write"), "{what}");
    }

    /// Only root can give a file away, so only a root run checks this.
    #[test]
    fn another_users_file_or_folder_is_refused() {
        if me() != 0 {
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let theirs = dir.path().join("theirs");
        fs::write(&theirs, "").unwrap();
        std::os::unix::fs::chown(&theirs, Some(65534), None).unwrap();
        let e = open_append(&theirs).unwrap_err();
        assert!(e.to_string().contains("another user"), "{e}");
        let folder = dir.path().join("folder");
        fs::create_dir(&folder).unwrap();
        std::os::unix::fs::chown(&folder, Some(65534), None).unwrap();
        assert!(create_dir(&folder).is_err());
    }

    #[test]
    fn reads_what_it_wrote() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("n");
        create_new(&path).unwrap().write_all(b"7").unwrap();
        let mut s = String::new();
        open_read(&path).unwrap().read_to_string(&mut s).unwrap();
        assert_eq!(s, "7");
    }
}
