//! Paths and I/O errors as messages show them.

use std::io;
use std::path::{Path, PathBuf};

/// The home folder, when `HOME` names one.
pub(crate) fn home() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(PathBuf::from)
}

/// `path` for messages: under the home folder as `~/…`.
pub(crate) fn display(path: &Path) -> String {
    if let Some(rest) = home().and_then(|h| path.strip_prefix(h).ok().map(Path::to_path_buf)) {
        return format!("~/{}", rest.display());
    }
    path.display().to_string()
}

/// An I/O error's reason in a message's words: lowercase, no error number.
pub(crate) fn io_reason(e: &io::Error) -> String {
    let text = e.to_string();
    let text = text.split(" (os error").next().unwrap_or(&text);
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_lowercase().chain(chars).collect::<String>()
    })
}
