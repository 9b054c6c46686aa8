//! The `hookjudge` binary: everything lives in the library.

use std::io;
use std::process::ExitCode;

fn main() -> ExitCode {
    ExitCode::from(hookjudge::run(
        std::env::args_os(),
        &mut io::stdin().lock(),
        &mut io::stdout().lock(),
        &mut io::stderr().lock(),
    ))
}
