//! Stage 1: any bytes on stdin are an event or an error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = hookjudge::fuzzing::parse_event(data);
});
