//! The subcommands other than hook mode.

pub(crate) mod config;
pub(crate) mod detectors;
pub(crate) mod doctor;
pub(crate) mod eval;
pub(crate) mod install;
pub(crate) mod measure;
pub(crate) mod redact;
pub(crate) mod replay;
pub(crate) mod stats;
pub(crate) mod trust;

use crate::pipeline::verdict::HostOutput;

/// A subcommand's output: its text on stdout, or its error on stderr and exit 1.
pub(crate) fn command_output(result: anyhow::Result<String>) -> HostOutput {
    match result {
        Ok(stdout) => HostOutput {
            code: 0,
            stdout,
            stderr: String::new(),
        },
        Err(why) => HostOutput {
            code: 1,
            stdout: String::new(),
            stderr: format!("hookjudge: error: {why:#}\n"),
        },
    }
}

/// A command's one-line error, exit 1.
pub(crate) fn failure(why: &anyhow::Error) -> HostOutput {
    HostOutput {
        code: crate::pipeline::verdict::MISUSE,
        stdout: String::new(),
        stderr: format!("hookjudge: error: {why:#}\n"),
    }
}
