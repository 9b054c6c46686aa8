//! Redaction runs on every text sent to a judge: any text must come back,
//! never a panic, and the redacted text is a fixed point (redacting it again
//! changes nothing), as the module promises.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let once = hookjudge::fuzzing::redact(&text);
    let twice = hookjudge::fuzzing::redact(&once);
    assert_eq!(once, twice, "redacting twice changed the text");
});
