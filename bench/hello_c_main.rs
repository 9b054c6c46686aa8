//! A second floor: hello world entered as hookjudge is, through C's `main`,
//! so without std's set-up before a Rust `main` (see src/main.rs). The
//! first floor is the one the targets use; this one shows how much of the
//! gap to it is that set-up.
#![no_main]

#[unsafe(no_mangle)]
extern "C" fn main(_argc: i32, _argv: *const *const u8) -> i32 {
    println!("hello");
    0
}
