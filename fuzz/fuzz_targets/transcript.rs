//! Stage 2: any file as a transcript gives a window or an error, never a
//! panic.
//!
//! The input is written to a file and read from its end, as hook mode does.
//! Its first four bytes can inflate it, so that small inputs still reach the
//! chunk (64 KiB) and long-line (1 MiB) paths: `[at, size, fine, byte]`
//! inserts `byte`, repeated a size near one of those limits (`size` picks
//! it, `fine` moves it by 16-byte steps), at `at`/255 of the rest.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;

fn path() -> &'static PathBuf {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        std::env::temp_dir().join(format!("hookjudge-fuzz-{}.jsonl", std::process::id()))
    })
}

/// Padding sizes in KiB: mostly none (the fuzzer stays fast), else around
/// the reader's chunk and long-line limits.
const KIB: [usize; 32] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 63, 64, 65, 127,
    128, 1024, 1025,
];

fuzz_target!(|data: &[u8]| {
    let file = match data {
        [at, size, fine, byte, rest @ ..] => {
            let kib = KIB[usize::from(*size) % KIB.len()];
            let pad = if kib == 0 {
                0
            } else {
                kib * 1024 + usize::from(*fine) * 16
            };
            let at = rest.len() * usize::from(*at) / 255;
            let mut file = Vec::with_capacity(rest.len() + pad);
            file.extend_from_slice(&rest[..at]);
            file.resize(at + pad, *byte);
            file.extend_from_slice(&rest[at..]);
            file
        }
        _ => data.to_vec(),
    };
    std::fs::write(path(), &file).unwrap();
    let _ = hookjudge::fuzzing::read_window(path());
});
