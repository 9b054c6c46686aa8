//! Files read or written safely: a file someone else may have placed is
//! opened non-blocking, as a regular file only, and read up to a cap; a
//! user's file is replaced atomically, under a lock, with a backup.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::util::path::{display, io_reason};

/// Why a file could not be read by [`read_capped`].
#[derive(Debug)]
pub(crate) enum ReadError {
    /// No such file (a dangling symlink included).
    NotFound,
    /// A FIFO, device, socket or folder where a file was expected.
    NotRegular(&'static str),
    /// Longer than the cap, in bytes.
    TooLarge(u64),
    Io(io::Error),
}

/// A [`ReadError`] with the path it is about, for messages.
#[derive(Debug)]
pub(crate) struct FileError<'a> {
    pub(crate) path: &'a Path,
    pub(crate) error: &'a ReadError,
}

impl fmt::Display for FileError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = display(self.path);
        match self.error {
            ReadError::NotFound => write!(f, "{shown}: no such file"),
            ReadError::NotRegular(kind) => write!(
                f,
                "{shown} is {kind}, not a regular file (replace it with a file or remove it)"
            ),
            ReadError::TooLarge(cap) => write!(
                f,
                "{shown} is larger than the {} KiB allowed (shorten it or remove it)",
                cap >> 10
            ),
            ReadError::Io(e) => write!(f, "cannot read {shown}: {}", io_reason(e)),
        }
    }
}

impl ReadError {
    /// This error about `path`, as a message.
    pub(crate) fn at<'a>(&'a self, path: &'a Path) -> FileError<'a> {
        FileError { path, error: self }
    }
}

/// Opens `path` for reading without blocking (a FIFO opens at once) and
/// refuses anything but a regular file, checked on the open descriptor so
/// that nothing can be swapped in between. Symlinks are followed: a user's
/// dotfiles may be links; what they point at is checked.
pub(crate) fn open_regular(path: &Path) -> Result<(File, fs::Metadata), ReadError> {
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| match e.kind() {
            io::ErrorKind::NotFound => ReadError::NotFound,
            _ => ReadError::Io(e),
        })?;
    let meta = file.metadata().map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::NotRegular(kind_of(&meta)));
    }
    Ok((file, meta))
}

/// The whole of the regular file at `path`, if it is at most `cap` bytes.
pub(crate) fn read_capped(path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    read_capped_meta(path, cap).map(|(bytes, _)| bytes)
}

/// [`read_capped`], with the metadata of the file that was read.
pub(crate) fn read_capped_meta(
    path: &Path,
    cap: u64,
) -> Result<(Vec<u8>, fs::Metadata), ReadError> {
    let (file, meta) = open_regular(path)?;
    if meta.len() > cap {
        return Err(ReadError::TooLarge(cap));
    }
    let mut bytes = Vec::new();
    // The file may grow after fstat: the cap holds for what is read too.
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::TooLarge(cap));
    }
    Ok((bytes, meta))
}

fn kind_of(meta: &fs::Metadata) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    if t.is_dir() {
        "a folder"
    } else if t.is_fifo() {
        "a FIFO"
    } else if t.is_char_device() {
        "a character device"
    } else if t.is_block_device() {
        "a block device"
    } else if t.is_socket() {
        "a socket"
    } else {
        "a special file"
    }
}

/// This process's effective user and group ids.
#[allow(unsafe_code)]
pub(crate) fn me() -> (u32, u32) {
    // SAFETY: geteuid(2) and getegid(2) take no arguments, touch no memory
    // and cannot fail.
    unsafe { (libc::geteuid(), libc::getegid()) }
}

/// Whether a file or folder with `meta` is safe to take settings from:
/// owned by this user (or root), and writable by no one else: not by the
/// world, and not by a group other than the user's own (systems that give
/// each user a private group make files group-writable by default).
pub(crate) fn is_safe_owner(meta: &fs::Metadata) -> bool {
    let (uid, gid) = me();
    owner_is_safe(meta.uid(), meta.gid(), meta.mode(), (uid, gid))
}

/// The rule of [`is_safe_owner`] for a file of `owner`, `group` and `mode`,
/// seen by a process with effective ids `me`.
fn owner_is_safe(owner: u32, group: u32, mode: u32, me: (u32, u32)) -> bool {
    let mine = owner == me.0 || owner == 0;
    let world_writable = mode & 0o002 != 0;
    let group_writable = mode & 0o020 != 0 && group != me.1;
    mine && !world_writable && !group_writable
}

/// An exclusive `flock` on the folder that holds a file, held until the
/// value is dropped: writers of the same file (two installs, or two runs of
/// `hookjudge trust`) take turns instead of losing each other's change. The
/// folder, not a lock file beside the file, so that nothing is left in a
/// repository's `.claude/`.
pub(crate) struct Lock {
    _dir: File,
}

/// How long a lock is waited for before giving up.
const LOCK_WAIT: Duration = Duration::from_secs(10);

/// Takes the lock for `path`, creating its folder if need be.
#[allow(unsafe_code)]
pub(crate) fn lock(path: &Path) -> io::Result<Lock> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    fs::create_dir_all(dir)?;
    let dir_file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_DIRECTORY | libc::O_NONBLOCK)
        .open(dir)?;
    let until = Instant::now() + LOCK_WAIT;
    loop {
        // SAFETY: flock(2) takes a descriptor that `dir_file` keeps open for
        // the duration of the call, and an integer; no memory is shared.
        let rc = unsafe { libc::flock(dir_file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
        if rc == 0 {
            return Ok(Lock { _dir: dir_file });
        }
        let e = io::Error::last_os_error();
        let busy = matches!(
            e.kind(),
            io::ErrorKind::WouldBlock | io::ErrorKind::Interrupted
        );
        if !busy {
            return Err(e);
        }
        if Instant::now() >= until {
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!(
                    "{} is locked by another process (another install?)",
                    display(dir)
                ),
            ));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Why [`replace`] wrote nothing.
#[derive(Debug)]
pub(crate) enum WriteError {
    /// The file changed since it was read: read it again and redo the change.
    Changed,
    /// The file is read-only (no write permission for its owner).
    ReadOnly,
    /// A symlink whose target does not exist (the target's path).
    Dangling(PathBuf),
    Io(io::Error),
}

impl From<io::Error> for WriteError {
    fn from(e: io::Error) -> Self {
        WriteError::Io(e)
    }
}

impl WriteError {
    /// This error about `path`, as a message.
    pub(crate) fn message(&self, path: &Path) -> String {
        let shown = display(path);
        match self {
            WriteError::Changed => format!("{shown} changed while it was being updated; run again"),
            WriteError::ReadOnly => format!(
                "{shown} is read-only; nothing was changed (make it writable, chmod u+w, if \
                 hookjudge may change it)"
            ),
            WriteError::Dangling(target) => format!(
                "{shown} is a symlink to {}, which does not exist; nothing was changed (create \
                 the target, or remove the link)",
                display(target)
            ),
            WriteError::Io(e) => format!("cannot write {shown}: {}", io_reason(e)),
        }
    }
}

/// How [`replace`] writes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Replace<'a> {
    /// The content the new one was made from, `None` when there was no file:
    /// the file is read again just before the rename, and a change since is
    /// [`WriteError::Changed`] rather than a lost update.
    pub(crate) expected: Option<&'a [u8]>,
    /// Copy the old content to a backup beside the file first.
    pub(crate) backup: bool,
    /// The permissions of a file created new.
    pub(crate) new_mode: u32,
}

/// The most a file [`replace`] re-reads may hold.
const REREAD_CAP: u64 = 64 << 20;

/// Writes `bytes` to `path` atomically: a temporary file in the same folder,
/// flushed to disk, renamed over the old one, keeping its permissions. A
/// symlink is followed, so a settings file kept in a dotfiles repository
/// stays a link; a dangling one is refused, and so is a read-only file. The
/// previous content, if any, is first copied to a backup beside the file
/// when asked (its path is returned), itself written atomically. Callers
/// that read, change and write hold a [`lock`] around the whole.
pub(crate) fn replace(
    path: &Path,
    bytes: &[u8],
    how: Replace,
) -> Result<Option<PathBuf>, WriteError> {
    let target = match fs::canonicalize(path) {
        Ok(real) => real,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            if let Ok(link) = fs::read_link(path) {
                let dir = path.parent().unwrap_or(Path::new("."));
                return Err(WriteError::Dangling(dir.join(link)));
            }
            path.to_path_buf()
        }
        Err(e) => return Err(e.into()),
    };
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir)?;
    let old_mode = match fs::metadata(&target) {
        Ok(m) => Some(m.permissions().mode() & 0o7777),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(e.into()),
    };
    // Root may write anywhere: the owner's write bit says what was meant.
    if old_mode.is_some_and(|m| m & 0o200 == 0) {
        return Err(WriteError::ReadOnly);
    }
    let backup = match (old_mode, how.backup) {
        (Some(_), true) => Some(backup(&target)?),
        _ => None,
    };
    let tmp = temp_path(&target);
    let result = (|| {
        let mut file = create_new(&tmp, old_mode.unwrap_or(how.new_mode))?;
        file.write_all(bytes)?;
        file.sync_all()?;
        let now = match read_capped(&target, REREAD_CAP) {
            Ok(b) => Some(b),
            Err(ReadError::NotFound) => None,
            Err(ReadError::Io(e)) => return Err(WriteError::Io(e)),
            Err(_) => return Err(WriteError::Changed),
        };
        if now.as_deref() != how.expected {
            return Err(WriteError::Changed);
        }
        fs::rename(&tmp, &target)?;
        // The rename itself is durable once the folder is.
        File::open(&dir)?.sync_all()?;
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
        if let Some(b) = &backup {
            let _ = fs::remove_file(b);
        }
    }
    result.map(|()| backup)
}

/// `.<name>.hookjudge-<pid>.tmp` beside `target`; one left by a crashed run
/// with this process id is removed first.
fn temp_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = target.with_file_name(format!(".{name}.hookjudge-{}.tmp", std::process::id()));
    let _ = fs::remove_file(&tmp);
    tmp
}

/// A new file at `path` with `mode` (exactly: the umask does not apply),
/// never an existing one or through a symlink.
fn create_new(path: &Path, mode: u32) -> io::Result<File> {
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    file.set_permissions(fs::Permissions::from_mode(mode))?;
    Ok(file)
}

/// Copies `path` to `<name>.<YYYYmmdd-HHMMSS>.bak` beside it, never over an
/// existing file. The copy is written to a temporary file and linked into
/// place once complete, so a full disk leaves no partial backup.
fn backup(path: &Path) -> io::Result<PathBuf> {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mode = fs::metadata(path)?.permissions().mode() & 0o777;
    let tmp = path.with_file_name(format!(".{name}.hookjudge-{}.bak.tmp", std::process::id()));
    let _ = fs::remove_file(&tmp);
    let copied = (|| {
        let mut out = create_new(&tmp, mode)?;
        io::copy(&mut open_regular(path).map_err(into_io)?.0, &mut out)?;
        out.sync_all()
    })();
    if let Err(e) = copied {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    let mut result = Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "too many backups this second",
    ));
    for n in 0..100 {
        let suffix = if n == 0 {
            String::new()
        } else {
            format!("-{n}")
        };
        let candidate = path.with_file_name(format!("{name}.{stamp}{suffix}.bak"));
        // A hard link never replaces an existing file; where links are not
        // supported, a rename to a name checked to be free does the same.
        let placed = match fs::hard_link(&tmp, &candidate) {
            Err(e) if e.kind() != io::ErrorKind::AlreadyExists => {
                if fs::symlink_metadata(&candidate).is_ok() {
                    continue;
                }
                fs::rename(&tmp, &candidate)
            }
            other => other,
        };
        match placed {
            Ok(()) => {
                result = Ok(candidate);
                break;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => {
                result = Err(e);
                break;
            }
        }
    }
    let _ = fs::remove_file(&tmp);
    result
}

fn into_io(e: ReadError) -> io::Error {
    match e {
        ReadError::Io(e) => e,
        ReadError::NotFound => io::Error::from(io::ErrorKind::NotFound),
        ReadError::NotRegular(kind) => io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{kind}, not a regular file"),
        ),
        ReadError::TooLarge(_) => io::Error::new(io::ErrorKind::InvalidData, "too large"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(path: &Path, bytes: &[u8]) -> Result<Option<PathBuf>, WriteError> {
        let expected = fs::read(path).ok();
        replace(
            path,
            bytes,
            Replace {
                expected: expected.as_deref(),
                backup: true,
                new_mode: 0o644,
            },
        )
    }

    #[test]
    fn writes_atomically_with_a_backup_and_the_old_mode() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        assert_eq!(write(&path, b"{}\n").unwrap(), None);
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        let backup = write(&path, b"{\"a\":1}\n").unwrap().unwrap();
        assert_eq!(fs::read(&backup).unwrap(), b"{}\n");
        assert_eq!(fs::read(&path).unwrap(), b"{\"a\":1}\n");
        assert_eq!(
            fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o600
        );
        // Through a symlink: the link stays, its target changes.
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&path, &link).unwrap();
        write(&link, b"{\"b\":2}\n").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&path).unwrap(), b"{\"b\":2}\n");
        let names: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            !names
                .iter()
                .any(|n| Path::new(n).extension().is_some_and(|e| e == "tmp")),
            "{names:?}"
        );
    }

    #[test]
    fn refuses_read_only_files_dangling_links_and_changed_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        fs::write(&path, "{}").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
        assert!(matches!(write(&path, b"x"), Err(WriteError::ReadOnly)));
        assert_eq!(fs::read(&path).unwrap(), b"{}");
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(dir.path().join("nowhere.json"), &link).unwrap();
        let e = write(&link, b"x").unwrap_err();
        assert!(matches!(&e, WriteError::Dangling(t) if t.ends_with("nowhere.json")));
        assert!(e.message(&link).contains("which does not exist"));
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        // Changed between the read and the write: nothing is written.
        let path = dir.path().join("b.json");
        fs::write(&path, "new").unwrap();
        let how = Replace {
            expected: Some(b"old"),
            backup: true,
            new_mode: 0o644,
        };
        assert!(matches!(
            replace(&path, b"x", how),
            Err(WriteError::Changed)
        ));
        assert_eq!(fs::read(&path).unwrap(), b"new");
        let left: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 3, "no backup or temp file left: {left:?}");
    }

    #[test]
    fn reads_only_regular_files_up_to_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        assert!(matches!(
            read_capped(&fifo, 10),
            Err(ReadError::NotRegular("a FIFO"))
        ));
        assert!(matches!(
            read_capped(Path::new("/dev/zero"), 10),
            Err(ReadError::NotRegular("a character device"))
        ));
        assert!(matches!(
            read_capped(dir.path(), 10),
            Err(ReadError::NotRegular("a folder"))
        ));
        let big = dir.path().join("big");
        fs::write(&big, [b'x'; 11]).unwrap();
        let e = read_capped(&big, 10).unwrap_err();
        assert!(matches!(e, ReadError::TooLarge(10)));
        assert!(
            e.at(&big).to_string().contains("larger than"),
            "{}",
            e.at(&big)
        );
        assert_eq!(read_capped(&big, 11).unwrap().len(), 11);
        assert!(matches!(
            read_capped(&dir.path().join("none"), 10),
            Err(ReadError::NotFound)
        ));
    }

    #[test]
    fn safe_owners() {
        let (mine, my_group, other) = (1000, 1000, 1001);
        let cases = [
            (mine, my_group, 0o644, true),
            (mine, my_group, 0o664, true),
            (mine, other, 0o664, false),
            (mine, other, 0o644, true),
            (mine, my_group, 0o646, false),
            (0, 0, 0o755, true),
            (0, 0, 0o1777, false),
            (other, other, 0o644, false),
        ];
        for (uid, gid, mode, safe) in cases {
            assert_eq!(
                owner_is_safe(uid, gid, mode, (mine, my_group)),
                safe,
                "{uid} {gid} {mode:o}"
            );
        }
        // The ids this process has are those of the files it creates.
        let dir = tempfile::tempdir().unwrap();
        let meta = fs::metadata(dir.path()).unwrap();
        assert_eq!(me(), (meta.uid(), meta.gid()));
    }
}
