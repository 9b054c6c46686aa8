//! hookjudge: a hook for coding agents (Claude Code, Codex CLI, Gemini CLI)
//! that stops a turn which proposes a commit before verifying, cuts the
//! approved scope, reports a fix without a root cause, or fixes a bug it
//! never reproduced.
//!
//! The pipeline, one module per stage: [`event`] (stdin JSON) →
//! [`transcript`] (the text to judge) → [`layer1`] (regex signals) →
//! [`judge`] (redact, fence, ask, normalize) → [`verdict`] (the host's
//! output). A broken judge never blocks a Stop; at an approval gate it asks
//! the human.

#[cfg(not(unix))]
compile_error!(
    "hookjudge supports Unix only (Linux, macOS, the BSDs): it relies on process groups, \
     signals and Unix file modes"
);

mod cli;
mod commands;
mod config;
mod detectors;
#[doc(hidden)]
pub mod fuzzing;
mod hosts;
mod log;
mod pipeline;
mod util;

use std::cell::Cell;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::panic::{self, AssertUnwindSafe};

use crate::cli::{Args, Command};
use crate::commands::{doctor, eval, install, replay, stats};
use crate::config::Config;
use crate::pipeline::verdict::HostOutput;
use crate::pipeline::window::mapped;
use crate::pipeline::{event, judge, report, verdict};

/// The most stdin read; an event is a few KB, a larger one is refused.
const STDIN_CAP: u64 = 64 << 20;

/// Runs hookjudge with `args`, reading the event from `stdin`; returns the
/// exit status.
pub fn run(
    args: impl IntoIterator<Item = OsString>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let args = match Args::parse_args(args.into_iter().collect()) {
        Ok(args) => args,
        Err(e) => return usage_error(&e, stdin, stdout, stderr),
    };
    let out = match args.command {
        Some(command) => subcommand(command, stdin, stderr),
        None => hook_mode(&args.hook, stdin),
    };
    emit(&out, stdout, stderr)
}

/// Everything but hook mode. Kept out of line: inlined, it would spread the
/// hook's code over more pages, and hook mode runs at every turn.
#[cold]
#[inline(never)]
fn subcommand(command: Command, stdin: &mut dyn Read, stderr: &mut dyn Write) -> HostOutput {
    match command {
        Command::Redact { kinds } => commands::redact::run(kinds, stdin),
        Command::Eval(a) => eval::run(&a),
        Command::Replay(a) => replay::run(&a, stderr),
        Command::Stats(a) => stats::run(&a),
        Command::Install(a) => install::install(&a),
        Command::Uninstall(a) => install::uninstall(&a),
        Command::Config(a) => commands::config::run(&a),
        Command::Detectors(a) => commands::detectors::run(&a),
        Command::Doctor(a) => doctor::doctor(&a),
    }
}

/// `--help` and `--version` print and succeed. A real usage error in a hook
/// must not look like a block (clap's exit 2 would): it is reported with the
/// safe outcome of the event on stdin, when there is one.
#[cold]
#[inline(never)]
fn usage_error(
    e: &clap::Error,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = write!(stdout, "{e}");
        return 0;
    }
    misuse(
        &format!(
            "{} (see hookjudge --help)",
            e.to_string().lines().next().unwrap_or_default()
        ),
        stdin,
        stdout,
        stderr,
    )
}

fn misuse(why: &str, stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let mut input = Vec::new();
    if !io::IsTerminal::is_terminal(&io::stdin()) {
        let _ = stdin.take(STDIN_CAP).read_to_end(&mut input);
    }
    // clap's first line says what is wrong; the rest is usage for a terminal.
    let first = why.lines().next().unwrap_or_default();
    let why = first.strip_prefix("error: ").unwrap_or(first);
    if pipeline::looks_like_gate(&input) {
        let out = pipeline::bad_input(None, true, &format!("bad hookjudge setup: {why}"));
        return emit(&out, stdout, stderr);
    }
    let _ = writeln!(stderr, "hookjudge: error: {why}");
    verdict::MISUSE
}

fn emit(out: &HostOutput, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    // A closed pipe is the reader's choice, not our error.
    let _ = stdout.write_all(out.stdout.as_bytes());
    let _ = stdout.flush();
    let _ = stderr.write_all(out.stderr.as_bytes());
    out.code
}

fn hook_mode(args: &cli::HookArgs, stdin: &mut dyn Read) -> HostOutput {
    // Inside our own judge's session: never judge the judge.
    if std::env::var_os(judge::child::GUARD_VAR).is_some_and(|v| v == "1") {
        return HostOutput::default();
    }
    let mut input = Vec::new();
    if let Err(e) = stdin.take(STDIN_CAP + 1).read_to_end(&mut input) {
        return pipeline::bad_input(None, false, &format!("cannot read stdin: {e}"));
    }
    // The project's config file is found from the agent's folder.
    let cwd = event::cwd(&input).or_else(|| std::env::current_dir().ok());
    let config = match Config::load(args, cwd.as_deref()) {
        Ok(c) => c,
        Err(why) => {
            let gate = pipeline::looks_like_gate(&input);
            if gate {
                // The host's own form of "ask the human" (Codex has no `ask`).
                let host = event::parse(&input, None).ok().map(|e| e.host);
                return pipeline::bad_input(host, true, &format!("bad hookjudge setup: {why}"));
            }
            return HostOutput {
                code: verdict::MISUSE,
                stderr: format!("hookjudge: error: {why}\n"),
                ..HostOutput::default()
            };
        }
    };
    if input.len() as u64 > STDIN_CAP {
        let gate = pipeline::looks_like_gate(&input);
        return pipeline::bad_input(
            config.host.map(Into::into),
            gate,
            "stdin is larger than 64 MiB; not an event",
        );
    }
    // A panic is a failure of hookjudge, never a verdict: the event's safe
    // outcome applies (allow a Stop, ask at a gate).
    let gate = Cell::new(pipeline::looks_like_gate(&input));
    let previous_hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let result = panic::catch_unwind(AssertUnwindSafe(|| {
        #[cfg(debug_assertions)]
        assert!(
            std::env::var_os("HOOKJUDGE_DEBUG_PANIC").is_none(),
            "panic requested by HOOKJUDGE_DEBUG_PANIC"
        );
        let on_event = |e: &event::Event| {
            gate.set(e.kind.is_gate());
            let why = "the transcript was cut short while it was read";
            let mut safe = pipeline::bad_input(Some(e.host), e.kind.is_gate(), why);
            if config.dry_run {
                safe.code = 0;
            }
            mapped::arm(safe);
        };
        match pipeline::run(&config, &input, on_event) {
            Ok(mut run) if config.dry_run => HostOutput {
                code: 0,
                stdout: report::render(&config, &run, config.format),
                stderr: run.notes.drain(..).fold(String::new(), |mut s, n| {
                    let _ = writeln!(s, "hookjudge: {n}");
                    s
                }),
            },
            Ok(mut run) => pipeline::finish(&config, &mut run),
            Err(why) => {
                let mut out = pipeline::bad_input(
                    config.host.map(Into::into),
                    gate.get(),
                    &format!("{why:#}"),
                );
                if config.dry_run {
                    out.code = 0;
                }
                out
            }
        }
    }));
    panic::set_hook(previous_hook);
    result.unwrap_or_else(|payload| {
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        pipeline::bad_input(
            config.host.map(Into::into),
            gate.get(),
            &format!("internal error: {msg}"),
        )
    })
}
