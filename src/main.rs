//! The `hookjudge` binary: everything lives in the library.

use std::process::ExitCode;

fn main() -> ExitCode {
    hookjudge::run(
        std::env::args_os(),
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    )
}
