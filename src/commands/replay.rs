//! `hookjudge replay`: the detectors over real past transcripts (Claude Code
//! `~/.claude/projects/**/*.jsonl`, Codex `~/.codex/sessions/**/*.jsonl`).
//!
//! A transcript is read forward for the points where the host fires a Stop
//! ([`stops`]); at each, the window is the one hook mode would have judged
//! with the transcript as it was then ([`window::gather_at`], the same
//! function). Layer 1 runs on each; with `--judge`, so does the judge on
//! every escalation. `--windows` prints each Stop's window instead. Reads
//! only: nothing is logged, cached or blocked.

use anyhow::anyhow;
use std::fmt::Write as _;
use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

use regex::Regex;
use serde_json::{Map, Value, json};

use crate::cli::{Format, ReplayArgs};
use crate::commands::failure;
use crate::commands::measure::{self, Judged, Settled};
use crate::config::Config;
use crate::detectors::Detector;
use crate::pipeline::layer1::{self, Outcome};
use crate::pipeline::verdict::HostOutput;
use crate::pipeline::window::stops::{self, StopPoint};
use crate::pipeline::window::{self, Gathered, How, Start};
use crate::util::table::{self, Latency, Table, pct, plural};

/// A progress line on a terminal every this many files or bytes.
const PROGRESS_FILES: usize = 200;
const PROGRESS_BYTES: u64 = 256 << 20;
/// How much of an example is shown around its first signal.
const EXAMPLE_CHARS: usize = 160;

/// One Stop: where it is and what would be judged.
#[derive(Debug)]
pub(crate) struct Turn {
    pub(crate) point: StopPoint,
    pub(crate) window: Gathered,
}

impl Turn {
    /// The line of the turn's last assistant text (1-based).
    pub(crate) fn line(&self) -> usize {
        self.point.line
    }

    pub(crate) fn text(&self) -> &str {
        &self.window.text
    }

    /// The window starts after hook feedback.
    pub(crate) fn after_feedback(&self) -> bool {
        self.window.start == Start::HookFeedback
    }
}

/// Reads the Stops of one transcript, oldest first, handing each to `f`
/// with the window hook mode would have judged.
pub(crate) fn turns(path: &Path, mut f: impl FnMut(Turn)) -> io::Result<stops::Walk> {
    let file = window::open(path)?;
    // Where the last Stop read to, as hook mode remembers it.
    let mut floor = 0;
    let walk = stops::stops(&file, |point| {
        let how = How {
            last: &point.last,
            stop_hook_active: point.stop_hook_active,
            tool_context: false,
            sidechain: point.sidechain,
            floor,
        };
        let window = window::gather_at(&file, point.end, &how);
        floor = point.end;
        f(Turn {
            point: point.clone(),
            window,
        });
    })?;
    Ok(walk)
}

/// `--windows`: each Stop's window, a JSON line each.
fn windows(args: &ReplayArgs) -> HostOutput {
    let files = match walk(&args.paths) {
        Ok(f) => f,
        Err(why) => return failure(&why),
    };
    let mut out = HostOutput::default();
    for path in &files {
        let result = turns(path, |turn| {
            let p = &turn.point;
            let line = json!({
                "file": path.display().to_string(),
                "line": p.line,
                "end": p.end,
                "last_assistant_message": p.last,
                "stop_hook_active": p.stop_hook_active,
                "sidechain": p.sidechain,
                "text": turn.window.text,
                "window": turn.window.record(),
            });
            let _ = writeln!(out.stdout, "{line}");
        });
        if let Err(e) = result {
            let _ = writeln!(out.stderr, "hookjudge: cannot read {}: {e}", path.display());
        }
    }
    out
}

/// The `.jsonl` files under `paths`, each folder's sorted; a file named
/// directly is taken whatever its name.
fn walk(paths: &[PathBuf]) -> anyhow::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in paths {
        let meta =
            fs::metadata(path).map_err(|e| anyhow!("cannot read {}: {e}", path.display()))?;
        if meta.is_dir() {
            walk_dir(path, &mut files)
                .map_err(|e| anyhow!("cannot walk {}: {e}", path.display()))?;
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

fn walk_dir(dir: &Path, files: &mut Vec<PathBuf>) -> io::Result<()> {
    let mut entries: Vec<_> = fs::read_dir(dir)?.filter_map(Result::ok).collect();
    entries.sort_by_key(fs::DirEntry::file_name);
    for entry in entries {
        let path = entry.path();
        // Linked folders are not followed: they can loop.
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            // An unreadable folder inside the tree is passed over.
            let _ = walk_dir(&path, files);
        } else if path.extension().is_some_and(|e| e == "jsonl")
            && (kind.is_file() || path.is_file())
        {
            files.push(path);
        }
    }
    Ok(())
}

/// What one detector did over the replay.
#[derive(Debug, Default)]
struct Tally {
    escalated: usize,
    bypassed: usize,
    judged: usize,
    blocks: usize,
    fails: usize,
    examples: Vec<Example>,
}

#[derive(Debug)]
struct Example {
    at: String,
    text: String,
}

/// Runs `hookjudge replay`; progress goes to `stderr` when it is a terminal.
pub(crate) fn run(args: &ReplayArgs, stderr: &mut dyn Write) -> HostOutput {
    if args.windows {
        return windows(args);
    }
    match replay(args, stderr) {
        Ok(report) => HostOutput {
            code: 0,
            stdout: match args.format {
                Format::Text => report.to_text(),
                Format::Json => table::pretty(&report.to_json()),
            },
            stderr: report
                .unreadable
                .iter()
                .fold(String::new(), |mut s, (p, e)| {
                    let _ = writeln!(s, "hookjudge: cannot read {}: {e}", p.display());
                    s
                }),
        },
        Err(why) => failure(&why),
    }
}

#[derive(Debug, Default)]
struct Report {
    detectors: Vec<&'static Detector>,
    judge: Option<String>,
    files: usize,
    bytes: u64,
    turns: usize,
    /// Turns that started after hook feedback (the agent answering a block).
    after_feedback: usize,
    /// Turns that some detector escalated.
    escalated: usize,
    /// Turns that some detector's judge would have blocked.
    blocked: usize,
    tallies: Vec<Tally>,
    latencies_ms: Vec<u64>,
    unreadable: Vec<(PathBuf, String)>,
    /// Lines that were not transcript entries, skipped.
    skipped: usize,
}

fn replay(args: &ReplayArgs, stderr: &mut dyn Write) -> anyhow::Result<Report> {
    let hook = args.run.hook_args()?;
    let all = measure::measuring_config(&hook)?;
    let configs = measure::per_detector(&all, &hook)?;
    let files = walk(&args.paths)?;
    let mut report = Report {
        detectors: all.detectors.clone(),
        judge: args.run.judge.then(|| {
            all.backend.model().map_or_else(
                || all.backend.name().to_owned(),
                |m| format!("{} ({m})", all.backend.name()),
            )
        }),
        tallies: all.detectors.iter().map(|_| Tally::default()).collect(),
        ..Report::default()
    };
    let progress = io::stderr().is_terminal();
    let (mut shown_files, mut shown_bytes) = (0, 0);
    // With --judge, the escalations wait here for the judge: (turn, detector).
    let mut pending: Vec<(String, String, usize)> = Vec::new();
    for (n, path) in files.iter().enumerate() {
        let shown = display(path, &args.paths);
        let result = turns(path, |turn| {
            report.turns += 1;
            report.after_feedback += usize::from(turn.after_feedback());
            let mut any = false;
            let outcomes = layer1::scan_all(&report.detectors, turn.text());
            for (i, outcome) in outcomes.into_iter().enumerate() {
                let tally = &mut report.tallies[i];
                match outcome {
                    Outcome::NoSignal => {}
                    Outcome::Bypassed { .. } => tally.bypassed += 1,
                    Outcome::Escalate { signals, .. } => {
                        any = true;
                        tally.escalated += 1;
                        let at = format!("{shown}:{}", turn.line());
                        if args.run.judge {
                            pending.push((at, turn.text().to_owned(), i));
                        } else if tally.examples.len() < args.examples {
                            tally.examples.push(example(at, turn.text(), &signals));
                        }
                    }
                }
            }
            report.escalated += usize::from(any);
        });
        match result {
            Ok(walk) => {
                report.files += 1;
                report.bytes += walk.bytes;
                report.skipped += walk.skipped;
            }
            Err(e) => report.unreadable.push((path.clone(), e.to_string())),
        }
        let done = n + 1;
        if progress
            && (done - shown_files >= PROGRESS_FILES
                || report.bytes - shown_bytes >= PROGRESS_BYTES)
        {
            (shown_files, shown_bytes) = (done, report.bytes);
            let _ = writeln!(
                stderr,
                "hookjudge replay: {done}/{} files, {}, {} so far",
                files.len(),
                megabytes(report.bytes),
                plural(report.turns, "turn")
            );
        }
    }
    if args.run.judge {
        judge_pending(args, &configs, &pending, &mut report, stderr, progress);
    }
    Ok(report)
}

fn judge_pending(
    args: &ReplayArgs,
    configs: &[Config],
    pending: &[(String, String, usize)],
    report: &mut Report,
    stderr: &mut dyn Write,
    progress: bool,
) {
    if progress && !pending.is_empty() {
        let _ = writeln!(
            stderr,
            "hookjudge replay: asking the judge about {}",
            plural(pending.len(), "escalation")
        );
    }
    let settled: Vec<Settled> =
        crate::util::pool::pool(pending, usize::from(args.run.jobs), |(_, text, d)| {
            measure::settle(&configs[*d], text)
        });
    let mut blocked_turns = std::collections::HashSet::new();
    for ((at, text, d), s) in pending.iter().zip(settled) {
        let tally = &mut report.tallies[*d];
        tally.judged += 1;
        if let Some(ms) = s.latency_ms {
            report.latencies_ms.push(ms);
        }
        match s.judged {
            Some(Judged::Violation) => {
                tally.blocks += 1;
                blocked_turns.insert(at.clone());
                if tally.examples.len() < args.examples {
                    let signals = layer1::scan(report.detectors[*d], text).signals().to_vec();
                    tally.examples.push(example(at.clone(), text, &signals));
                }
            }
            Some(Judged::Fail(_)) => tally.fails += 1,
            _ => {}
        }
    }
    report.blocked = blocked_turns.len();
}

/// `path` as given, or relative to the folder it was found in.
fn display(path: &Path, roots: &[PathBuf]) -> String {
    roots
        .iter()
        .filter(|r| r.is_dir())
        .find_map(|r| path.strip_prefix(r).ok())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// The text around its first signal, on one line.
fn example(at: String, text: &str, signals: &[&str]) -> Example {
    let found = signals
        .first()
        .and_then(|p| Regex::new(p).ok())
        .and_then(|re| re.find(text))
        .map_or(0..0, |m| m.range());
    let mut start = found.start.saturating_sub(EXAMPLE_CHARS / 2);
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let shown = table::snippet(&text[start..], EXAMPLE_CHARS);
    let text = if start > 0 {
        format!("…{shown}")
    } else {
        shown
    };
    Example { at, text }
}

fn megabytes(bytes: u64) -> String {
    #[allow(clippy::cast_precision_loss)]
    let mb = bytes as f64 / f64::from(1 << 20);
    format!("{mb:.1} MB")
}

impl Report {
    fn to_json(&self) -> Value {
        let judged = self.judge.is_some();
        let detectors: Map<String, Value> = self
            .detectors
            .iter()
            .zip(&self.tallies)
            .map(|(d, t)| {
                let mut v = json!({
                    "layer1_hits": t.escalated,
                    "hit_share": table::ratio(t.escalated, self.turns),
                    "bypassed": t.bypassed,
                    "examples": t.examples.iter()
                        .map(|e| json!({"at": e.at, "text": e.text})).collect::<Vec<_>>(),
                });
                if judged {
                    let m = v.as_object_mut().expect("an object");
                    m.insert("judged".into(), t.judged.into());
                    m.insert("would_block".into(), t.blocks.into());
                    m.insert("judge_failures".into(), t.fails.into());
                }
                (d.name.to_owned(), v)
            })
            .collect();
        json!({
            "files": self.files,
            "bytes": self.bytes,
            "unreadable_files": self.unreadable.len(),
            "skipped_lines": self.skipped,
            "turns": self.turns,
            "turns_after_feedback": self.after_feedback,
            "turns_escalated": self.escalated,
            "pass_through": table::ratio(self.turns - self.escalated, self.turns),
            "judge": self.judge,
            "turns_would_block": judged.then_some(self.blocked),
            "latency_ms": judged.then(|| Latency::of(&self.latencies_ms).to_json()),
            "detectors": detectors,
        })
    }

    fn to_text(&self) -> String {
        let mut s = String::new();
        let judged = self.judge.is_some();
        let _ = writeln!(
            s,
            "hookjudge replay: {} ({}), {} judged as Stops{}",
            plural(self.files, "transcript"),
            megabytes(self.bytes),
            plural(self.turns, "turn end"),
            match &self.judge {
                Some(b) => format!(", escalations judged by {b}"),
                None => ", Layer 1 only (add --judge for would-block)".into(),
            }
        );
        if self.skipped > 0 {
            let _ = writeln!(
                s,
                "{} not transcript entries, skipped",
                plural(self.skipped, "line")
            );
        }
        if self.after_feedback > 0 {
            let _ = writeln!(
                s,
                "{} answered hook feedback",
                plural(self.after_feedback, "turn")
            );
        }
        let mut header = vec!["detector", "escalated", "share", "bypassed"];
        if judged {
            header.extend(["judged", "would block", "judge fails"]);
        }
        let mut t = Table::new(&header);
        for (d, tally) in self.detectors.iter().zip(&self.tallies) {
            let mut row = vec![
                d.name.to_owned(),
                tally.escalated.to_string(),
                pct(tally.escalated, self.turns),
                tally.bypassed.to_string(),
            ];
            if judged {
                row.extend([
                    tally.judged.to_string(),
                    tally.blocks.to_string(),
                    tally.fails.to_string(),
                ]);
            }
            t.row(row);
        }
        let mut row = vec![
            "any".to_owned(),
            self.escalated.to_string(),
            pct(self.escalated, self.turns),
            String::new(),
        ];
        if judged {
            row.extend([String::new(), self.blocked.to_string(), String::new()]);
        }
        t.row(row);
        let _ = writeln!(s);
        t.render(&mut s);
        let _ = writeln!(
            s,
            "\nsettled at Layer 1: {} of the turns",
            pct(self.turns - self.escalated, self.turns)
        );
        if judged {
            let _ = writeln!(
                s,
                "judge calls: {}",
                Latency::of(&self.latencies_ms).summary()
            );
        }
        for (d, tally) in self.detectors.iter().zip(&self.tallies) {
            if tally.examples.is_empty() {
                continue;
            }
            let _ = writeln!(
                s,
                "\n[{}] {}",
                d.name,
                if judged { "would block" } else { "escalated" }
            );
            for e in &tally.examples {
                let _ = writeln!(s, "  {}\n    {}", e.at, e.text);
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn collect(path: &Path) -> Vec<Turn> {
        let mut out = Vec::new();
        turns(path, |t| out.push(t)).unwrap();
        out
    }

    fn fixture(rel: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/hosts")
            .join(rel)
    }

    #[test]
    fn claude_turns_split_at_feedback() {
        let t = collect(&fixture(
            "claude-code-2.1.328/transcript-at-stop-continued.jsonl",
        ));
        let texts: Vec<&str> = t.iter().map(Turn::text).collect();
        assert_eq!(
            texts,
            [
                "I've finished the parser refactor. I'll commit and push to main now.",
                "All PASS: cargo test ran 12 tests, 12 passed (rc=0). Shall I push to main?"
            ]
        );
        assert!(!t[0].after_feedback() && t[1].after_feedback());
        assert_eq!(t[1].line(), 25);
    }

    #[test]
    fn codex_rollout_turns() {
        let t = collect(&fixture("codex-0.169.0/rollout-at-stop-continued.jsonl"));
        assert_eq!(t.len(), 2);
        assert!(t[0].text().contains("I'll commit and push now"));
        assert!(t[1].after_feedback());
    }

    #[test]
    fn subagent_transcript_is_its_own_turns() {
        let t = collect(&fixture("claude-code-2.1.328/subagent-transcript.jsonl"));
        assert_eq!(t.len(), 1);
        assert_eq!(t[0].text(), "Parser checked: 12 tests passed (rc=0).");
    }

    #[test]
    fn examples_center_on_the_signal() {
        let text = format!(
            "{} I'll commit and push now. {}",
            "a ".repeat(200),
            "b ".repeat(200)
        );
        let e = example("f:1".into(), &text, &[r"commit"]);
        assert!(
            e.text.starts_with('…') && e.text.contains("commit and push"),
            "{}",
            e.text
        );
    }
}
