//! Entry points for the fuzz targets in `fuzz/` (cargo fuzz), one per stage
//! that reads hostile bytes. Not an API: hidden, and free to change. Each
//! runs the stage exactly as hook mode does, and must return, never panic.

use std::path::Path;

use crate::detectors::BUILTIN;

/// Parses `input` as a hook event (stage 1); true if it is one.
pub fn parse_event(input: &[u8]) -> bool {
    crate::pipeline::event::parse(input, None).is_ok()
}

/// Reads the window of the transcript at `path` in each of the ways hook mode
/// does (Stop, approval gate, subagent); the texts found, in bytes.
pub fn read_window(path: &Path) -> Vec<usize> {
    [(false, false), (true, false), (false, true)]
        .into_iter()
        .filter_map(|(tool_context, sidechain)| {
            use crate::pipeline::window;
            let how = window::How {
                tool_context,
                sidechain,
                ..window::How::default()
            };
            let file = window::open(path).ok()?;
            let len = file.metadata().ok()?.len();
            window::read_window(&file, len, &how).ok()
        })
        .map(|w| w.texts.iter().chain(&w.tools).map(String::len).sum())
        .collect()
}

/// Reads `raw` as the answer to a call about every built-in detector, sealed
/// with the tag `hj-fuzz` and the nonce `n-fuzz`; the reasons of the parts
/// that could be read.
pub fn normalize(raw: &str) -> Vec<String> {
    let seal = crate::pipeline::judge::prompt::Seal {
        tag: "hj-fuzz".into(),
        nonce: "n-fuzz".into(),
    };
    crate::pipeline::judge::normalize::normalize(BUILTIN, raw, &seal)
        .unwrap_or_default()
        .into_iter()
        .filter_map(Result::ok)
        .map(|a| a.reason)
        .collect()
}

/// Redacts `text` as it is before it goes to a judge.
pub fn redact(text: &str) -> String {
    crate::pipeline::judge::redact::redact(text).text
}
