//! Replacing a user's file safely: atomically, with a backup.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: a temporary file in the same folder,
/// flushed to disk, renamed over the old one, keeping its permissions. A
/// symlink is followed, so a settings file kept in a dotfiles repository
/// stays a link. The previous content, if any, is first copied to a backup
/// beside the file, whose path is returned.
pub(crate) fn write(path: &Path, bytes: &[u8]) -> io::Result<Option<PathBuf>> {
    let target = match fs::canonicalize(path) {
        Ok(real) => real,
        Err(e) if e.kind() == io::ErrorKind::NotFound => path.to_path_buf(),
        Err(e) => return Err(e),
    };
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir)?;
    let old_mode = fs::metadata(&target)
        .ok()
        .map(|m| m.permissions().mode() & 0o7777);
    let backup = match old_mode {
        Some(_) => Some(backup(&target)?),
        None => None,
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.hookjudge-{}.tmp", std::process::id()));
    // Left by a crashed run that had this process id.
    let _ = fs::remove_file(&tmp);
    let result = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o666)
            .open(&tmp)?;
        if let Some(mode) = old_mode {
            file.set_permissions(fs::Permissions::from_mode(mode))?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, &target)?;
        // The rename itself is durable once the folder is.
        File::open(&dir)?.sync_all()
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result.map(|()| backup)
}

/// Copies `path` to `<name>.<YYYYmmdd-HHMMSS>.bak` beside it, never over an
/// existing file.
fn backup(path: &Path) -> io::Result<PathBuf> {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    for n in 0..100 {
        let suffix = if n == 0 {
            String::new()
        } else {
            format!("-{n}")
        };
        let candidate = path.with_file_name(format!("{name}.{stamp}{suffix}.bak"));
        if fs::symlink_metadata(&candidate).is_err() {
            fs::copy(path, &candidate)?;
            return Ok(candidate);
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "too many backups this second",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
