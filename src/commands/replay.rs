//! `hookjudge replay`: the detectors over real past transcripts (Claude Code
//! `~/.claude/projects/**/*.jsonl`, Codex `~/.codex/sessions/**/*.jsonl`).
//!
//! A transcript is read forward, each line classified as hook mode does it
//! ([`window::classify`]). Every turn end is a Stop: the agent's text
//! since the last real user turn, or since hook feedback, cut as hook mode
//! cuts it. Layer 1 runs on each; with `--judge`, so does the judge on every
//! escalation. Reads only: nothing is logged, cached or blocked.

use anyhow::anyhow;
use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, IsTerminal, Write};
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
use crate::pipeline::window::{self, Entry};
use crate::util::table::{self, Latency, Table, pct, plural};

/// A progress line on a terminal every this many files or bytes.
const PROGRESS_FILES: usize = 200;
const PROGRESS_BYTES: u64 = 256 << 20;
/// How much of an example is shown around its first signal.
const EXAMPLE_CHARS: usize = 160;

/// One turn end: where it is and what would be judged.
#[derive(Debug)]
pub(crate) struct Turn {
    /// The line of the turn's last assistant text (1-based).
    pub(crate) line: usize,
    pub(crate) text: String,
    /// The window starts after hook feedback, not at a user turn.
    pub(crate) after_feedback: bool,
}

/// Reads the turn ends of one transcript, oldest first, handing each to `f`.
/// Returns the bytes read.
pub(crate) fn turns(path: &Path, mut f: impl FnMut(Turn)) -> io::Result<u64> {
    let mut reader = BufReader::with_capacity(64 << 10, File::open(path)?);
    let mut line = Vec::new();
    let (mut texts, mut last_line, mut after_feedback) = (Vec::new(), 0, false);
    // A subagent's own transcript is all sidechain entries: those are its turns.
    let mut sidechain = None;
    let mut close = |texts: &mut Vec<String>, last_line: usize, after_feedback: bool| {
        if !texts.is_empty() {
            f(Turn {
                line: last_line,
                text: window::join_tail(texts, window::MAX_TEXT),
                after_feedback,
            });
            texts.clear();
        }
    };
    let (mut number, mut bytes) = (0, 0);
    while let Some(kept) = next_line(&mut reader, &mut line, &mut bytes)? {
        number += 1;
        if !kept {
            continue;
        }
        if sidechain.is_none() {
            let has = |n: &[u8]| memchr::memmem::find(&line, n).is_some();
            if has(br#""isSidechain":true"#) {
                sidechain = Some(true);
            } else if has(br#""isSidechain":false"#) {
                sidechain = Some(false);
            }
        }
        match window::classify(&line, false, sidechain.unwrap_or(false)) {
            Entry::Boundary => {
                close(&mut texts, last_line, after_feedback);
                after_feedback = false;
            }
            Entry::Feedback => {
                close(&mut texts, last_line, after_feedback);
                after_feedback = true;
            }
            Entry::Assistant(new, _) if !new.is_empty() => {
                texts.extend(new);
                last_line = number;
            }
            _ => {}
        }
    }
    close(&mut texts, last_line, after_feedback);
    Ok(bytes)
}

/// Reads one line into `buf`, without its newline. `Some(false)`: the line
/// was longer than hook mode parses and was dropped unread.
fn next_line(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    bytes: &mut u64,
) -> io::Result<Option<bool>> {
    buf.clear();
    let mut oversized = false;
    let mut any = false;
    loop {
        let chunk = match reader.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(any.then_some(!oversized));
        }
        any = true;
        let (part, used, done) = match memchr::memchr(b'\n', chunk) {
            Some(i) => (&chunk[..i], i + 1, true),
            None => (chunk, chunk.len(), false),
        };
        if !oversized {
            buf.extend_from_slice(part);
            if buf.len() > window::LINE_CAP {
                oversized = true;
                buf.clear();
            }
        }
        reader.consume(used);
        *bytes += used as u64;
        if done {
            return Ok(Some(!oversized));
        }
    }
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
            report.after_feedback += usize::from(turn.after_feedback);
            let mut any = false;
            let outcomes = layer1::scan_all(&report.detectors, &turn.text);
            for (i, outcome) in outcomes.into_iter().enumerate() {
                let tally = &mut report.tallies[i];
                match outcome {
                    Outcome::NoSignal => {}
                    Outcome::Bypassed { .. } => tally.bypassed += 1,
                    Outcome::Escalate { signals } => {
                        any = true;
                        tally.escalated += 1;
                        let at = format!("{shown}:{}", turn.line);
                        if args.run.judge {
                            pending.push((at, turn.text.clone(), i));
                        } else if tally.examples.len() < args.examples {
                            tally.examples.push(example(at, &turn.text, &signals));
                        }
                    }
                }
            }
            report.escalated += usize::from(any);
        });
        match result {
            Ok(bytes) => {
                report.files += 1;
                report.bytes += bytes;
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
        let texts: Vec<&str> = t.iter().map(|t| t.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "I've finished the parser refactor. I'll commit and push to main now.",
                "All PASS: cargo test ran 12 tests, 12 passed (rc=0). Shall I push to main?"
            ]
        );
        assert!(!t[0].after_feedback && t[1].after_feedback);
        assert_eq!(t[1].line, 25);
    }

    #[test]
    fn codex_rollout_turns() {
        let t = collect(&fixture("codex-0.169.0/rollout-at-stop-continued.jsonl"));
        assert_eq!(t.len(), 2);
        assert!(t[0].text.contains("I'll commit and push now"));
        assert!(t[1].after_feedback);
    }

    #[test]
    fn subagent_transcript_is_its_own_turns() {
        let t = collect(&fixture("claude-code-2.1.328/subagent-transcript.jsonl"));
        assert_eq!(t.len(), 1);
        assert_eq!(t[0].text, "Parser checked: 12 tests passed (rc=0).");
    }

    #[test]
    fn long_lines_are_dropped_and_counted() {
        let mut input = b"short\n".to_vec();
        input.extend(vec![b'x'; window::LINE_CAP + 10]);
        input.extend(b"\nlast");
        let mut r = BufReader::with_capacity(1024, &input[..]);
        let (mut buf, mut bytes) = (Vec::new(), 0);
        assert_eq!(next_line(&mut r, &mut buf, &mut bytes).unwrap(), Some(true));
        assert_eq!(buf, b"short");
        assert_eq!(
            next_line(&mut r, &mut buf, &mut bytes).unwrap(),
            Some(false)
        );
        assert_eq!(next_line(&mut r, &mut buf, &mut bytes).unwrap(), Some(true));
        assert_eq!(buf, b"last");
        assert_eq!(next_line(&mut r, &mut buf, &mut bytes).unwrap(), None);
        assert_eq!(bytes, input.len() as u64);
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
