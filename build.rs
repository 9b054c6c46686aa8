//! Links the Linux executable position-dependent (`-no-pie`).
//!
//! hookjudge runs once per agent turn, and on the common path it does almost
//! nothing, so process start-up is most of its cost. A position-independent
//! executable makes the loader patch about 12,000 pointers (regex's Unicode
//! tables, TLS and HTTP code that the hook path never touches) and copy every
//! page that holds one: measured, that was a third of a no-signal run. Linked
//! at a fixed address, those pointers are final on disk. Shared libraries
//! keep their randomized addresses; the cost is ASLR for hookjudge's own
//! image, the same trade Go makes for its binaries by default.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os == "linux" && std::env::var_os("HOOKJUDGE_PIE").is_none() {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
    println!("cargo::rerun-if-env-changed=HOOKJUDGE_PIE");
}
