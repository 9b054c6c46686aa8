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
//!   code, go first and together, and so do the constants it reads, so that
//!   far fewer pages are faulted in. It is a linker script that only adds
//!   two sections (`INSERT BEFORE`), which GNU ld and lld read; it is left
//!   out for a linker of the user's choosing (mold, gold), which may not,
//!   and with `HOOKJUDGE_LAYOUT=0`. The constants go before the exception
//!   tables; a build that aborts on panic may have none, and there they go
//!   before `.rodata` instead.

use std::env;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=layout/hot.ld");
    println!("cargo::rerun-if-env-changed=HOOKJUDGE_PIE");
    println!("cargo::rerun-if-env-changed=HOOKJUDGE_LAYOUT");
    println!("cargo::rerun-if-env-changed=HOOKJUDGE_LINK_MAP");
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
    let mut script = std::path::PathBuf::from(script);
    if env::var("CARGO_CFG_PANIC").is_ok_and(|p| p != "unwind") {
        let out = std::path::Path::new(&env::var_os("OUT_DIR").unwrap_or_default()).join("hot.ld");
        let text = std::fs::read_to_string(&script).unwrap_or_default();
        let text = text.replace("INSERT BEFORE .gcc_except_table;", "INSERT BEFORE .rodata;");
        if std::fs::write(&out, text).is_ok() {
            script = out;
        }
    }
    let script = script.to_string_lossy();
    // `-Wl,` splits its argument at commas.
    let usable = std::path::Path::new(&*script).is_file() && !script.contains(',');
    if optimized && !own_linker && wanted && usable {
        println!("cargo::rustc-link-arg-bins=-Wl,-T,{script}");
    }
    // Where each section went, for `bench/hot_text.py`. Asked for through
    // the environment, not RUSTFLAGS, which would change the symbols' hashes.
    if let Ok(map) = env::var("HOOKJUDGE_LINK_MAP") {
        if !map.is_empty() && !map.contains(',') {
            println!("cargo::rustc-link-arg-bins=-Wl,-Map={map}");
        }
    }
}
