//! Which project files the user approved. A project's `.hookjudge.json`
//! comes with the repository, or was written by the agent under judgement:
//! it takes effect only once the user ran `hookjudge trust` on its exact
//! content. The approvals (each file's canonical path and the SHA-256 of its
//! bytes) live in `trusted.json` beside the user's config file, private to
//! the user (0600), never in a repository.

use anyhow::anyhow;
use std::fmt::Write as _;
use std::os::unix::fs::DirBuilderExt as _;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::util::file::{self, ReadError, Replace, WriteError};
use crate::util::path::display;

/// The most the approvals file may hold.
const STORE_CAP: u64 = 4 << 20;

/// The approvals file: `trusted.json` beside the user config file.
pub(crate) fn store_path() -> Option<PathBuf> {
    crate::config::dirs::user_config().and_then(|p| p.parent().map(|d| d.join("trusted.json")))
}

/// One approval.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Approval {
    /// The file's canonical path.
    pub(crate) path: PathBuf,
    /// The SHA-256 of its bytes, in hex.
    pub(crate) sha256: String,
    /// When it was approved (RFC 3339).
    pub(crate) trusted_at: String,
}

/// Every approval, as stored.
#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub(crate) struct Store {
    pub(crate) trusted: Vec<Approval>,
}

/// Whether a project file may take effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Status {
    Trusted,
    /// Never approved.
    Unknown,
    /// Approved, but its content changed since.
    Changed,
}

/// The SHA-256 of `bytes` in hex.
pub(crate) fn sha256(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .fold(String::with_capacity(64), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

impl Store {
    /// The approvals, read from `path`; none when the file is missing.
    pub(crate) fn load(path: &Path) -> anyhow::Result<(Store, Option<Vec<u8>>)> {
        let bytes = match file::read_capped(path, STORE_CAP) {
            Ok(b) => b,
            Err(ReadError::NotFound) => return Ok((Store::default(), None)),
            Err(e) => return Err(anyhow!(e.at(path).to_string())),
        };
        let store = serde_json::from_slice(&bytes).map_err(|e| {
            anyhow!(
                "{}: not a valid list of approvals ({e}); fix it or remove it (then trust \
                 your project files again)",
                display(path)
            )
        })?;
        Ok((store, Some(bytes)))
    }

    /// Whether the file at canonical path `path`, holding `bytes`, is approved.
    pub(crate) fn status(&self, path: &Path, bytes: &[u8]) -> Status {
        let Some(a) = self.trusted.iter().find(|a| a.path == path) else {
            return Status::Unknown;
        };
        if a.sha256 == sha256(bytes) {
            Status::Trusted
        } else {
            Status::Changed
        }
    }
}

/// Reads the approvals at `path` under its lock, applies `change`, and
/// writes them back, private to the user. Returns what `change` returned.
pub(crate) fn update<T>(path: &Path, mut change: impl FnMut(&mut Store) -> T) -> anyhow::Result<T> {
    if let Some(dir) = path.parent() {
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)
            .map_err(|e| anyhow!("cannot create {}: {e}", display(dir)))?;
    }
    let _lock = file::lock(path).map_err(|e| {
        anyhow!(
            "cannot lock {}: {}",
            display(path),
            crate::util::path::io_reason(&e)
        )
    })?;
    // Under the lock only a writer that ignores it can change the file
    // between the read and the rename; a few tries outlast it.
    for _ in 0..5 {
        let (mut store, original) = Store::load(path)?;
        let out = change(&mut store);
        let text = [
            serde_json::to_vec_pretty(&store).unwrap_or_default(),
            b"\n".to_vec(),
        ]
        .concat();
        match file::replace(
            path,
            &text,
            Replace {
                expected: original.as_deref(),
                backup: false,
                new_mode: 0o600,
            },
        ) {
            Ok(_) => return Ok(out),
            Err(WriteError::Changed) => {}
            Err(e) => return Err(anyhow!(e.message(path))),
        }
    }
    Err(anyhow!(WriteError::Changed.message(path)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn approvals_match_path_and_content() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let store_file = dir.path().join("cfg/trusted.json");
        let p = dir.path().join(".hookjudge.json");
        update(&store_file, |s| {
            s.trusted.push(Approval {
                path: p.clone(),
                sha256: sha256(b"{}"),
                trusted_at: "now".into(),
            });
        })
        .unwrap();
        let (store, _) = Store::load(&store_file).unwrap();
        assert_eq!(store.status(&p, b"{}"), Status::Trusted);
        assert_eq!(store.status(&p, b"{ }"), Status::Changed);
        assert_eq!(store.status(&dir.path().join("x"), b"{}"), Status::Unknown);
        let mode = std::fs::metadata(&store_file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        assert_eq!(
            sha256(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
