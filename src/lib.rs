//! hookjudge: a hook for coding agents (Claude Code, Codex CLI, Gemini CLI)
//! that stops a turn which proposes a commit before verifying, cuts the
//! approved scope, reports a fix without a root cause, or fixes a bug it
//! never reproduced.
//!
//! The pipeline, one module per stage: [`pipeline::event`] (stdin JSON) →
//! [`pipeline::window`] (the text to judge) → [`pipeline::layer1`] (regex
//! signals) → [`pipeline::judge`] (redact, fence, ask, normalize) →
//! [`pipeline::verdict`] (the host's output). A broken judge never blocks a
//! Stop; at an approval gate it asks the human.

// The crate is a program: its docs are for its maintainers, read with
// `cargo doc --document-private-items`, so they link to private modules.
#![allow(rustdoc::private_intra_doc_links)]

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
use crate::commands::{doctor, eval, install, redact, replay, stats};
use crate::config::Config;
use crate::pipeline::verdict::HostOutput;
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
    let args: Vec<OsString> = args.into_iter().collect();
    // Found before parsing, so that a bad flag still answers in the host's
    // own format.
    let flagged = host_flag(&args);
    let args = match Args::parse_args(args) {
        Ok(args) => args,
        Err(e) => return usage_error(&e, flagged, stdin, stdout, stderr),
    };
    let out = match args.command {
        Some(command) => subcommand(command, stdin, stderr),
        None => hook_mode(&args.hook, stdin),
    };
    emit(&out, stdout, stderr)
}

/// The host named by `--host` on a command line that may not parse.
fn host_flag(args: &[OsString]) -> Option<event::Host> {
    let mut host = None;
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        let value = match word.strip_prefix("--host") {
            Some("") => words.next().map(std::borrow::Cow::into_owned),
            Some(rest) => rest.strip_prefix('=').map(str::to_owned),
            None => None,
        };
        host = match value.as_deref() {
            Some("claude") => Some(event::Host::Claude),
            Some("codex") => Some(event::Host::Codex),
            Some("gemini") => Some(event::Host::Gemini),
            _ => host,
        };
    }
    host
}

/// The host of `input` when it is not a whole event (cut short, too large):
/// `--host` if given, else the marks the payload's host leaves (as the
/// parser tells them), else Claude Code.
fn host_of_bad_input(input: &[u8], flagged: Option<event::Host>) -> event::Host {
    use crate::util::scan::Needle;
    if let Some(host) = flagged {
        return host;
    }
    // Too large to be an event: only its marks are looked for.
    if input.len() as u64 <= STDIN_CAP {
        if let Ok(e) = event::parse(input, None) {
            return e.host;
        }
    }
    let has = |word: &'static [u8]| Needle::new(word).find(input).is_some();
    if has(b"\"BeforeTool\"") || has(b"\"AfterAgent\"") {
        event::Host::Gemini
    } else if has(b"\"turn_id\"") && has(b"\"model\"") {
        event::Host::Codex
    } else {
        event::Host::Claude
    }
}

/// Everything but hook mode. Kept out of line: inlined, it would spread the
/// hook's code over more pages, and hook mode runs at every turn.
#[cold]
#[inline(never)]
fn subcommand(command: Command, stdin: &mut dyn Read, stderr: &mut dyn Write) -> HostOutput {
    match command {
        Command::Redact(a) => redact::run(&a, stdin),
        Command::Eval(a) => eval::run(&a),
        Command::Replay(a) => replay::run(&a, stderr),
        Command::Stats(a) => stats::run(&a),
        Command::Install(a) => install::install(&a),
        Command::Uninstall(a) => install::uninstall(&a),
        Command::Config(a) => commands::config::run(&a),
        Command::Detectors(a) => commands::detectors::run(&a),
        Command::Doctor(a) => doctor::doctor(&a),
        Command::Trust(a) => commands::trust::run(&a),
    }
}

/// `--help` and `--version` print and succeed. A real usage error in a hook
/// must not look like a block (clap's exit 2 would): it is reported with the
/// safe outcome of the event on stdin, when there is one.
#[cold]
#[inline(never)]
fn usage_error(
    e: &clap::Error,
    flagged: Option<event::Host>,
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
        flagged,
        stdin,
        stdout,
        stderr,
    )
}

fn misuse(
    why: &str,
    flagged: Option<event::Host>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let mut input = Vec::new();
    if !io::IsTerminal::is_terminal(&io::stdin()) {
        let _ = stdin.take(STDIN_CAP).read_to_end(&mut input);
    }
    // clap's first line says what is wrong; the rest is usage for a terminal.
    let first = why.lines().next().unwrap_or_default();
    let why = first.strip_prefix("error: ").unwrap_or(first);
    if pipeline::looks_like_gate(&input) {
        let host = host_of_bad_input(&input, flagged);
        let out = pipeline::bad_input(Some(host), true, &format!("bad hookjudge setup: {why}"));
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
    let flagged = args.host.map(Into::into);
    let mut input = Vec::new();
    if let Err(e) = stdin.take(STDIN_CAP + 1).read_to_end(&mut input) {
        let gate = pipeline::looks_like_gate(&input);
        let host = host_of_bad_input(&input, flagged);
        return pipeline::bad_input(Some(host), gate, &format!("cannot read stdin: {e}"));
    }
    // A panic is a failure of hookjudge, never a verdict: the event's safe
    // outcome applies (allow a Stop, ask at a gate), in its host's format.
    // What the event is, once known, is kept for that.
    let seen: Cell<Option<(event::Host, bool)>> = Cell::new(None);
    let previous_hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let result = panic::catch_unwind(AssertUnwindSafe(|| {
        judge_event(args, &input, flagged, &seen)
    }));
    panic::set_hook(previous_hook);
    result.unwrap_or_else(|payload| {
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        let (host, gate) = seen.get().unwrap_or_else(|| {
            (
                host_of_bad_input(&input, flagged),
                pipeline::looks_like_gate(&input),
            )
        });
        pipeline::bad_input(Some(host), gate, &format!("internal error: {msg}"))
    })
}

/// Hook mode once stdin is read. `seen` learns the event's host and whether
/// it is a gate as soon as they are known.
fn judge_event(
    args: &cli::HookArgs,
    input: &[u8],
    flagged: Option<event::Host>,
    seen: &Cell<Option<(event::Host, bool)>>,
) -> HostOutput {
    #[cfg(debug_assertions)]
    assert!(
        std::env::var_os("HOOKJUDGE_DEBUG_PANIC").is_none(),
        "panic requested by HOOKJUDGE_DEBUG_PANIC"
    );
    // The project's config file is found from the agent's folder.
    let cwd = event::cwd(input).or_else(|| std::env::current_dir().ok());
    let config = match Config::load(args, cwd.as_deref()) {
        Ok(c) => c,
        Err(why) => {
            if pipeline::looks_like_gate(input) {
                // The host's own form of "ask the human" (Codex has no `ask`).
                let host = host_of_bad_input(input, flagged);
                return pipeline::bad_input(
                    Some(host),
                    true,
                    &format!("bad hookjudge setup: {why}"),
                );
            }
            return HostOutput {
                code: verdict::MISUSE,
                stderr: format!("hookjudge: error: {why}\n"),
                ..HostOutput::default()
            };
        }
    };
    if input.len() as u64 > STDIN_CAP {
        // Not parsed: 64 MiB of JSON is not an event, and its host is guessed.
        let gate = pipeline::looks_like_gate(input);
        let host = host_of_bad_input(input, config.host.map(Into::into));
        return pipeline::bad_input(
            Some(host),
            gate,
            "stdin is larger than 64 MiB; not an event",
        );
    }
    let on_event = |e: &event::Event| seen.set(Some((e.host, e.kind.is_gate())));
    let mut out = match pipeline::run(&config, input, on_event) {
        Ok(mut run) if config.dry_run => HostOutput {
            code: 0,
            stdout: report::render(&config, &run, config.format),
            stderr: run.notes.drain(..).fold(String::new(), |mut s, n| {
                let _ = writeln!(s, "hookjudge: {}", report::escape_controls(&n));
                s
            }),
        },
        Ok(mut run) => pipeline::finish(&config, &mut run),
        Err(why) => {
            let (host, gate) = seen.get().unwrap_or_else(|| {
                (
                    host_of_bad_input(input, config.host.map(Into::into)),
                    pipeline::looks_like_gate(input),
                )
            });
            let mut out = pipeline::bad_input(Some(host), gate, &format!("{why:#}"));
            if config.dry_run {
                out.code = 0;
            }
            out
        }
    };
    // Notes for the user (a project file ignored) come first, one line each;
    // not in a block's feedback, which the agent reads.
    if !config.notes.is_empty() && out.code != verdict::BLOCK {
        let notes = config.notes.iter().fold(String::new(), |mut s, n| {
            let _ = writeln!(s, "hookjudge: note: {n}");
            s
        });
        out.stderr.insert_str(0, &notes);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_of_input_that_is_not_an_event() {
        let args = |line: &[&str]| -> Vec<OsString> {
            std::iter::once("hookjudge")
                .chain(line.iter().copied())
                .map(Into::into)
                .collect()
        };
        assert_eq!(
            host_flag(&args(&["--host", "codex"])),
            Some(event::Host::Codex)
        );
        assert_eq!(
            host_flag(&args(&["--bogus", "--host=gemini"])),
            Some(event::Host::Gemini)
        );
        assert_eq!(host_flag(&args(&["--host", "nope"])), None);
        assert_eq!(host_flag(&args(&["--host"])), None);
        assert_eq!(host_flag(&args(&["-d", "commit"])), None);
        let cases: [(&[u8], Option<event::Host>, event::Host); 7] = [
            (
                br#"{"hook_event_name":"PreToolUse","turn_id":"t","model":"m"}"#,
                None,
                event::Host::Codex,
            ),
            (
                br#"{"hook_event_name":"PreToolUse","turn_id":"t","model":"m""#,
                None,
                event::Host::Codex,
            ),
            (
                br#"{"hook_event_name":"PreToolUse","session_id":"s"}"#,
                None,
                event::Host::Claude,
            ),
            (
                br#"{"hook_event_name":"BeforeTool","x":"#,
                None,
                event::Host::Gemini,
            ),
            (b"not json", None, event::Host::Claude),
            (b"not json", Some(event::Host::Codex), event::Host::Codex),
            (
                br#"{"hook_event_name":"PreToolUse","turn_id":"t","model":"m"}"#,
                Some(event::Host::Claude),
                event::Host::Claude,
            ),
        ];
        for (input, flagged, want) in cases {
            assert_eq!(
                host_of_bad_input(input, flagged),
                want,
                "{}",
                String::from_utf8_lossy(input)
            );
        }
    }
}
