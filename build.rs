//! Links the Linux executable position-dependent (`-no-pie`).
//!
//! hookjudge runs once per agent turn, and on the common path it does almost
//! nothing, so process start-up is most of its cost. As a position-independent
//! executable it made the loader patch some 12,450 pointers in tables and vtables
//! at every start, and copy every page holding one: about 30% of a no-signal
//! run's CPU time, measured. Linked at a fixed address, those pointers are
//! final on disk. Shared libraries keep their randomized addresses; the cost
//! is ASLR for hookjudge's own image, the trade Go makes by default.
//! `HOOKJUDGE_PIE=1` at build time keeps a PIE.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os == "linux" && std::env::var_os("HOOKJUDGE_PIE").is_none() {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
    println!("cargo::rerun-if-env-changed=HOOKJUDGE_PIE");
}
