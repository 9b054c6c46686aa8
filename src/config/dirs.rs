//! The default folders hookjudge writes to, from the environment.

use std::path::PathBuf;

/// Where the decision log goes: `$HOOKJUDGE_LOG_DIR`, else `~/.claude/logs`.
pub(crate) fn log_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("HOOKJUDGE_LOG_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".claude/logs"))
}

/// Where the loop budget's counters live: `$HOOKJUDGE_STATE_DIR`, else
/// `$XDG_STATE_HOME/hookjudge`, else `~/.local/state/hookjudge`.
pub(crate) fn state_dir() -> Option<PathBuf> {
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

/// Where verdicts are cached: `$XDG_CACHE_HOME/hookjudge`, else `~/.cache/hookjudge`.
pub(crate) fn cache_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("hookjudge"));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".cache/hookjudge"))
}

/// `$XDG_CONFIG_HOME/hookjudge/config.json`, else `~/.config/hookjudge/config.json`.
pub(crate) fn user_config() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("XDG_CONFIG_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("hookjudge/config.json"));
    }
    crate::util::path::home().map(|h| h.join(".config/hookjudge/config.json"))
}
