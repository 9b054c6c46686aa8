//! `hookjudge install` and `hookjudge uninstall`: register hookjudge in a
//! host's settings, or take it out again, touching nothing else.
//!
//! The command written is this binary's absolute path and the chosen flags,
//! with a host timeout above the longest judge timeout, so that the judge's
//! timeout (and the event's safe outcome) always comes first. An existing
//! hookjudge entry keeps its command as the user wrote it: only the
//! program's path, `--detector` (when given) and `--host` change. Installing
//! twice changes nothing; `--dry-run` prints the change as a unified diff.
//! The file handling itself (order-keeping JSON, atomic write, backup) is in
//! [`crate::hosts`].

use anyhow::anyhow;
use std::fmt::Write as _;
use std::path::PathBuf;

use crate::cli::{HookEvent, Host, InstallArgs, UninstallArgs};
use crate::commands::command_output;
use crate::hosts::{self, Json, Settings, Wanted};
use crate::pipeline::verdict::HostOutput;
use crate::util::file::{Replace, WriteError, replace};
use crate::util::path::display;

/// Seconds the host waits for hookjudge beyond the longest judge timeout:
/// reading the transcript, starting the judge, writing the log.
const TIMEOUT_MARGIN: u64 = 30;

/// The host timeout install writes: above the longest judge timeout any
/// config may set, so that a timeout raised later still ends before the
/// host's and the event's safe outcome applies.
pub(crate) fn host_timeout() -> u64 {
    // MAX_TIMEOUT is a small whole number of seconds.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let max = crate::config::MAX_TIMEOUT.ceil() as u64;
    max + TIMEOUT_MARGIN
}

/// How often a file changed under us by a writer that takes no lock (the
/// host itself) is read again before giving up.
const ATTEMPTS: usize = 5;

pub(crate) fn install(args: &InstallArgs) -> HostOutput {
    command_output(run_install(args))
}

pub(crate) fn uninstall(args: &UninstallArgs) -> HostOutput {
    command_output(run_uninstall(args))
}

fn current_dir() -> anyhow::Result<PathBuf> {
    std::env::current_dir().map_err(|e| anyhow!("cannot tell the current folder: {e}"))
}

fn run_install(args: &InstallArgs) -> anyhow::Result<String> {
    let cwd = current_dir()?;
    let path = hosts::path_to_write(args.target.host, args.target.scope, &cwd)?;
    // The config that will apply checks the detector names (custom ones
    // included) before anything is written.
    let hook = crate::cli::HookArgs {
        detectors: args.detectors.clone(),
        ..crate::cli::HookArgs::default()
    };
    crate::config::Config::load(&hook, Some(&cwd))?;
    let exe = std::env::current_exe()
        .map_err(|e| anyhow!("cannot find the path of this hookjudge binary: {e}"))?;
    let detectors: Vec<&str> = args
        .detectors
        .iter()
        .map(|d| d.trim())
        .filter(|d| !d.is_empty())
        .collect();
    let timeout = host_timeout();
    let wanted = |event: HookEvent| Wanted {
        event: event.key(),
        matcher: event.matcher(args.target.host),
        program: crate::util::shell::shell_quote(&exe.to_string_lossy()),
        detectors: (!detectors.is_empty()).then(|| detectors.join(",")),
        host: (args.target.host == Host::Codex).then_some("codex"),
        timeout,
    };
    let events: Vec<&str> = args.events.iter().map(|e| e.key()).collect();
    let what = format!(
        "hookjudge for {} in {} ({} {} settings)",
        events.join(", "),
        display(&path),
        args.target.host.name(),
        args.target.scope.name()
    );
    let (mut out, file) = update(
        &path,
        args.dry_run,
        |root| {
            for &event in &args.events {
                hosts::install(root, &wanted(event));
            }
            format!("installed {what}")
        },
        &format!("{what} is already installed"),
    )?;
    if !args.dry_run {
        for e in hosts::registered(&file.root)
            .iter()
            .filter(|e| events.contains(&e.event.as_str()))
        {
            let _ = writeln!(out, "{}: {} (host timeout {timeout} s)", e.event, e.command);
        }
        if args.target.host == Host::Codex {
            out.push_str(
                "note: Codex runs a hook only once you trust it: start codex and review \
                 hookjudge's hook with /hooks.\n",
            );
        }
    }
    Ok(out)
}

fn run_uninstall(args: &UninstallArgs) -> anyhow::Result<String> {
    let cwd = current_dir()?;
    let path = hosts::path_to_write(args.target.host, args.target.scope, &cwd)?;
    let events: Option<Vec<&str>> =
        (!args.events.is_empty()).then(|| args.events.iter().map(|e| HookEvent::key(*e)).collect());
    let (out, _) = update(
        &path,
        args.dry_run,
        |root| {
            let removed = hosts::uninstall(root, events.as_deref());
            format!(
                "removed {removed} hookjudge entr{} from {}",
                if removed == 1 { "y" } else { "ies" },
                display(&path)
            )
        },
        &format!(
            "hookjudge is not registered in {}; nothing to do",
            display(&path)
        ),
    )?;
    Ok(out)
}

/// Reads the settings at `path`, applies `change` (which says what it did),
/// and writes the result if it differs (or prints the diff, in a dry run). The whole is done under
/// the file's lock; a file changed meanwhile by a writer that takes no lock
/// is read again and the change redone.
fn update(
    path: &std::path::Path,
    dry_run: bool,
    mut change: impl FnMut(&mut Json) -> String,
    nothing: &str,
) -> anyhow::Result<(String, Settings)> {
    let _lock = if dry_run {
        None
    } else {
        Some(crate::util::file::lock(path).map_err(|e| {
            anyhow!(
                "cannot lock {}: {}",
                display(path),
                crate::util::path::io_reason(&e)
            )
        })?)
    };
    for _ in 0..ATTEMPTS {
        let mut file = hosts::read(path)?;
        let done = change(&mut file.root);
        match finish(&file, dry_run, &done, nothing) {
            Err(WriteError::Changed) => {}
            Err(e) => return Err(anyhow!(e.message(path))),
            Ok(out) => return Ok((out, file)),
        }
    }
    Err(anyhow!(WriteError::Changed.message(path)))
}

/// Writes `file` if it changed (or prints the diff, in a dry run).
fn finish(file: &Settings, dry_run: bool, done: &str, nothing: &str) -> Result<String, WriteError> {
    if !file.is_changed() {
        return Ok(format!("{nothing}\n"));
    }
    let new = file.render();
    if dry_run {
        let old = file.original.as_deref().unwrap_or_default();
        let name = display(&file.path);
        let old_name = if file.original.is_some() {
            name.clone()
        } else {
            "/dev/null".to_owned()
        };
        return Ok(format!(
            "{}(dry run: nothing was written)\n",
            unified_diff(
                &String::from_utf8_lossy(old),
                &String::from_utf8_lossy(&new),
                &old_name,
                &name
            )
        ));
    }
    let backup = replace(
        &file.path,
        &new,
        Replace {
            expected: file.original.as_deref(),
            backup: true,
            new_mode: 0o644,
        },
    )?;
    let mut out = format!("{done}\n");
    if let Some(b) = backup {
        let _ = writeln!(out, "backup: {}", display(&b));
    }
    Ok(out)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Same,
    Delete,
    Insert,
}

/// A unified diff of two texts, line by line, with three lines of context.
/// Settings files are small: a plain longest-common-subsequence table over
/// the lines between the common head and tail is enough, and needs no crate.
pub(crate) fn unified_diff(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    const CONTEXT: usize = 3;
    let a: Vec<&str> = old.lines().collect();
    let b: Vec<&str> = new.lines().collect();
    let ops = diff_ops(&a, &b);
    if ops.iter().all(|(op, _, _)| *op == Op::Same) {
        return String::new();
    }
    let mut out = format!("--- {old_name}\n+++ {new_name}\n");
    let changed: Vec<usize> = (0..ops.len()).filter(|&i| ops[i].0 != Op::Same).collect();
    let mut i = 0;
    while i < changed.len() {
        let start = changed[i].saturating_sub(CONTEXT);
        let mut end = changed[i];
        while i < changed.len() && changed[i] <= end + 2 * CONTEXT {
            end = changed[i];
            i += 1;
        }
        let end = (end + CONTEXT + 1).min(ops.len());
        let hunk = &ops[start..end];
        let (a_start, b_start) = (hunk[0].1, hunk[0].2);
        let a_len = hunk.iter().filter(|(op, _, _)| *op != Op::Insert).count();
        let b_len = hunk.iter().filter(|(op, _, _)| *op != Op::Delete).count();
        let at = |start: usize, len: usize| if len == 0 { start } else { start + 1 };
        let _ = writeln!(
            out,
            "@@ -{},{a_len} +{},{b_len} @@",
            at(a_start, a_len),
            at(b_start, b_len)
        );
        for &(op, ai, bi) in hunk {
            let _ = match op {
                Op::Same => writeln!(out, " {}", a[ai]),
                Op::Delete => writeln!(out, "-{}", a[ai]),
                Op::Insert => writeln!(out, "+{}", b[bi]),
            };
        }
    }
    out
}

/// The edit script from `a` to `b`: each step with its positions in both.
fn diff_ops(a: &[&str], b: &[&str]) -> Vec<(Op, usize, usize)> {
    let head = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let tail = a[head..]
        .iter()
        .rev()
        .zip(b[head..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (am, bm) = (&a[head..a.len() - tail], &b[head..b.len() - tail]);
    let mut ops: Vec<(Op, usize, usize)> = (0..head).map(|i| (Op::Same, i, i)).collect();
    // lcs[i][j]: the longest common subsequence of am[i..] and bm[j..].
    let mut lcs = vec![vec![0u32; bm.len() + 1]; am.len() + 1];
    for i in (0..am.len()).rev() {
        for j in (0..bm.len()).rev() {
            lcs[i][j] = if am[i] == bm[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    while i < am.len() || j < bm.len() {
        if i < am.len() && j < bm.len() && am[i] == bm[j] {
            ops.push((Op::Same, head + i, head + j));
            i += 1;
            j += 1;
        } else if i < am.len() && (j == bm.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            ops.push((Op::Delete, head + i, head + j));
            i += 1;
        } else {
            ops.push((Op::Insert, head + i, head + j));
            j += 1;
        }
    }
    let (a_end, b_end) = (a.len() - tail, b.len() - tail);
    ops.extend((0..tail).map(|k| (Op::Same, a_end + k, b_end + k)));
    ops
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_shows_the_change_with_context() {
        let old = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4,\n  \"e\": 5\n}\n";
        let new =
            "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 40,\n  \"e\": 5,\n  \"f\": 6\n}\n";
        assert_eq!(
            unified_diff(old, new, "old", "new"),
            "--- old\n+++ new\n@@ -2,6 +2,7 @@\n   \"a\": 1,\n   \"b\": 2,\n   \"c\": 3,\n-  \"d\": 4,\n-  \"e\": 5\n+  \"d\": 40,\n+  \"e\": 5,\n+  \"f\": 6\n }\n"
        );
        assert_eq!(unified_diff(old, old, "a", "b"), "");
        assert_eq!(
            unified_diff("", "{}\n", "/dev/null", "new"),
            "--- /dev/null\n+++ new\n@@ -0,0 +1,1 @@\n+{}\n"
        );
    }

    #[test]
    fn far_apart_changes_are_separate_hunks() {
        let old: String = (0..20).fold(String::new(), |mut s, i| {
            let _ = writeln!(s, "{i}");
            s
        });
        let new = old.replace("2\n", "two\n").replace("17\n", "seventeen\n");
        let diff = unified_diff(&old, &new, "a", "b");
        assert_eq!(diff.matches("@@ -").count(), 2, "{diff}");
        assert!(
            diff.contains("-2\n+two\n") && diff.contains("-17\n+seventeen\n"),
            "{diff}"
        );
    }

    #[test]
    fn the_host_timeout_is_above_the_longest_judge_timeout() {
        #[allow(clippy::cast_precision_loss)]
        let host = host_timeout() as f64;
        assert!(host >= crate::config::MAX_TIMEOUT + 10.0, "{host}");
    }
}
