//! Links the Linux executable for a fast start: position-dependent, with the
//! code of a no-signal run placed together.
//!
//! hookjudge runs once per agent turn, and on the common path it does almost
//! nothing, so process start-up is most of its cost.
//!
//! - `-no-pie`: as a position-independent executable it made the loader
//!   patch some 12,450 pointers in tables and vtables at every start, and
//!   copy every page holding one: about 30% of a no-signal run's CPU time,
//!   measured. Linked at a fixed address, those pointers are final on disk.
//!   Shared libraries keep their randomized addresses; the cost is ASLR for
//!   hookjudge's own image, the trade Go makes by default.
//!   `HOOKJUDGE_PIE=1` at build time keeps a PIE.
//! - `layout/hot.ld` (written by `bench/hot_text.py`): the few hundred
//!   functions a no-signal run executes, otherwise spread over 3.6 MB of
//!   code, go first and together, so that far fewer pages are faulted in.
//!   It is a linker script that only adds a section (`INSERT BEFORE .text`),
//!   which GNU ld and lld read; it is left out for a linker of the user's
//!   choosing (mold, gold), which may not, and with `HOOKJUDGE_LAYOUT=0`.

use std::env;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=layout/hot.ld");
    println!("cargo::rerun-if-env-changed=HOOKJUDGE_PIE");
    println!("cargo::rerun-if-env-changed=HOOKJUDGE_LAYOUT");
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("linux") {
        return;
    }
    if env::var_os("HOOKJUDGE_PIE").is_none() {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
    let optimized = env::var("OPT_LEVEL").is_ok_and(|l| l != "0");
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let own_linker = env::var_os("RUSTC_LINKER").is_some()
        || flags.contains("fuse-ld")
        || flags.contains("linker");
    let wanted = env::var("HOOKJUDGE_LAYOUT").map_or(true, |v| v != "0");
    let script = format!(
        "{}/layout/hot.ld",
        env::var("CARGO_MANIFEST_DIR").unwrap_or_default()
    );
    // `-Wl,` splits its argument at commas.
    let usable = std::path::Path::new(&script).is_file() && !script.contains(',');
    if optimized && !own_linker && wanted && usable {
        println!("cargo::rustc-link-arg-bins=-Wl,-T,{script}");
    }
}
