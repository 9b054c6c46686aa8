//! Stage 4: any judge output is read as an answer or refused, never a
//! panic, and a reason read from it stays short.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let raw = String::from_utf8_lossy(data);
    for reason in hookjudge::fuzzing::normalize(&raw) {
        assert!(reason.len() <= 400 + " …".len(), "{} bytes", reason.len());
    }
});
