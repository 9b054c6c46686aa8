//! The verdict cache (being written).

use std::path::PathBuf;

/// `$XDG_CACHE_HOME/hookjudge`, else `~/.cache/hookjudge`.
pub(crate) fn default_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("hookjudge"));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".cache/hookjudge"))
}
