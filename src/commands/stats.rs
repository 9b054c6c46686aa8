//! `hookjudge stats`: a summary of the decision logs that hook mode writes
//! (see [`crate::log`]). It only reads; a torn or garbage line is counted and
//! passed over, never an error.
//!
//! Also home of the small pieces of presentation the measuring commands
//! share (`eval`, `replay`, `stats`): aligned tables, percentages, latency
//! percentiles, bars.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::fs;
use std::io::{self, BufRead, BufReader};
use std::path::{Path, PathBuf};

use chrono::{Local, NaiveDate};
use serde_json::{Map, Value, json};

use crate::cli::Format;
use crate::detectors as detector;
use crate::pipeline::verdict::HostOutput;

/// The flags of `hookjudge stats`.
#[derive(Debug, clap::Args)]
pub(crate) struct StatsArgs {
    /// Only the logs of this day and later: YYYY-MM-DD, or days back such as 7d.
    #[arg(long, value_name = "DATE")]
    since: Option<String>,

    /// Where the decision logs are. [default: $HOOKJUDGE_LOG_DIR or ~/.claude/logs]
    #[arg(long, value_name = "DIR")]
    log_dir: Option<PathBuf>,

    /// An aligned table for a person, or JSON for a script.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

/// Runs `hookjudge stats`.
pub(crate) fn run(args: &StatsArgs) -> HostOutput {
    match summarize(args) {
        Ok((summary, notes)) => HostOutput {
            code: 0,
            stdout: match args.format {
                Format::Text => summary.to_text(),
                Format::Json => pretty(&summary.to_json()),
            },
            stderr: notes,
        },
        Err(why) => failure(&why),
    }
}

/// A command's one-line error, exit 1.
pub(crate) fn failure(why: &str) -> HostOutput {
    HostOutput {
        code: crate::pipeline::verdict::MISUSE,
        stdout: String::new(),
        stderr: format!("hookjudge: error: {why}\n"),
    }
}

fn summarize(args: &StatsArgs) -> Result<(Summary, String), String> {
    let since = args.since.as_deref().map(parse_since).transpose()?;
    let dir = args
        .log_dir
        .clone()
        .or_else(crate::log::default_dir)
        .ok_or("no log folder: give --log-dir DIR (HOME is not set)")?;
    let mut summary = Summary {
        dir: dir.clone(),
        since,
        ..Summary::default()
    };
    let files = match log_files(&dir, since) {
        Ok(files) => files,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let note = format!(
                "hookjudge: no decision logs in {} yet (hook mode writes them there)\n",
                dir.display()
            );
            return Ok((summary, note));
        }
        Err(e) => return Err(format!("cannot read {}: {e}", dir.display())),
    };
    let mut notes = String::new();
    for (day, path) in files {
        let file = match fs::File::open(&path) {
            Ok(f) => f,
            Err(e) => {
                let _ = writeln!(notes, "hookjudge: cannot read {}: {e}", path.display());
                continue;
            }
        };
        summary.files += 1;
        let mut reader = BufReader::new(file);
        let mut line = Vec::new();
        loop {
            line.clear();
            match reader.read_until(b'\n', &mut line) {
                Ok(0) => break,
                Ok(_) => summary.add_line(day, &line),
                Err(e) => {
                    let _ = writeln!(notes, "hookjudge: cannot read {}: {e}", path.display());
                    break;
                }
            }
        }
    }
    Ok((summary, notes))
}

/// `YYYY-MM-DD`, or `Nd` for N days before today.
fn parse_since(s: &str) -> Result<NaiveDate, String> {
    let s = s.trim();
    if let Some(days) = s.strip_suffix('d') {
        if let Ok(days) = days.parse::<u32>() {
            let today = Local::now().date_naive();
            return Ok(today - chrono::Days::new(u64::from(days)));
        }
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .map_err(|_| format!("--since {s}: give a day as YYYY-MM-DD, or days back such as 7d"))
}

/// The log files in `dir` from `since` on, oldest first.
fn log_files(dir: &Path, since: Option<NaiveDate>) -> io::Result<Vec<(NaiveDate, PathBuf)>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let Some(day) = name
            .to_str()
            .and_then(|n| n.strip_prefix(crate::log::PREFIX))
            .and_then(|n| n.strip_suffix(".log"))
            .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
        else {
            continue;
        };
        if since.is_none_or(|s| day >= s) && entry.file_type().is_ok_and(|t| t.is_file()) {
            files.push((day, entry.path()));
        }
    }
    files.sort();
    Ok(files)
}

/// Counts of one detector's decisions.
#[derive(Debug, Default, Clone)]
struct Counts {
    no_signal: usize,
    bypass: usize,
    not_applicable: usize,
    violation: usize,
    allow: usize,
    fail: usize,
    budget: usize,
    cached: usize,
}

#[derive(Debug, Default, Clone, Copy)]
struct Day {
    runs: usize,
    blocks: usize,
}

/// One hook run: the records of a run share their timestamp, session and turn.
#[derive(Debug, Default)]
struct RunSeen {
    escalated: bool,
    redactions_counted: bool,
}

#[derive(Debug, Default)]
struct Summary {
    dir: PathBuf,
    since: Option<NaiveDate>,
    files: usize,
    records: usize,
    /// Lines that are not a JSON object: torn, cut or garbage.
    unreadable: usize,
    /// Objects that are not a record this version knows.
    unknown: usize,
    runs: HashMap<String, RunSeen>,
    detectors: BTreeMap<String, Counts>,
    latencies_ms: Vec<u64>,
    failures: BTreeMap<String, usize>,
    /// Blocks (non-shadow violations) per (session, turn).
    turn_blocks: HashMap<(String, String), usize>,
    shadow_violations: usize,
    redactions: BTreeMap<String, usize>,
    days: BTreeMap<NaiveDate, Day>,
}

impl Summary {
    fn add_line(&mut self, day: NaiveDate, line: &[u8]) {
        if line.iter().all(u8::is_ascii_whitespace) {
            return;
        }
        let Ok(Value::Object(r)) = serde_json::from_slice::<Value>(line) else {
            self.unreadable += 1;
            return;
        };
        self.records += 1;
        let text = |k: &str| r.get(k).and_then(Value::as_str).unwrap_or_default();
        let stage = text("stage");
        if !matches!(stage, "layer1" | "judged" | "budget" | "not-judged") {
            self.unknown += 1;
            return;
        }
        let key = format!(
            "{}\u{0}{}\u{0}{}\u{0}{}",
            text("ts"),
            text("session"),
            text("turn"),
            text("event")
        );
        let new_run = !self.runs.contains_key(&key);
        let seen = self.runs.entry(key).or_default();
        if new_run {
            self.days.entry(day).or_default().runs += 1;
        }
        if stage == "layer1" {
            for (name, outcome) in r
                .get("detectors")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
            {
                let c = self.detectors.entry(name.clone()).or_default();
                match outcome.as_str() {
                    Some("no-signal") => c.no_signal += 1,
                    Some("bypass") => c.bypass += 1,
                    Some("not-applicable") => c.not_applicable += 1,
                    _ => {}
                }
            }
            return;
        }
        seen.escalated = true;
        if !seen.redactions_counted {
            // Every record of a run repeats the run's redactions: count them once.
            seen.redactions_counted = true;
            for (kind, n) in r
                .get("redactions")
                .and_then(Value::as_object)
                .into_iter()
                .flatten()
            {
                let n = n
                    .as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .unwrap_or(0);
                *self.redactions.entry(kind.clone()).or_default() += n;
            }
        }
        let c = self
            .detectors
            .entry(text("detector").to_owned())
            .or_default();
        if stage == "budget" {
            c.budget += 1;
            return;
        }
        let cached = r.get("cached").and_then(Value::as_bool) == Some(true);
        if cached {
            c.cached += 1;
        } else if let Some(ms) = r.get("latency_ms").and_then(Value::as_u64) {
            self.latencies_ms.push(ms);
        }
        match text("verdict") {
            "violation" => {
                c.violation += 1;
                if r.get("shadow").and_then(Value::as_bool) == Some(true) {
                    self.shadow_violations += 1;
                } else {
                    self.days.entry(day).or_default().blocks += 1;
                    let turn = (text("session").to_owned(), text("turn").to_owned());
                    *self.turn_blocks.entry(turn).or_default() += 1;
                }
            }
            "fail" => {
                c.fail += 1;
                let cause = r.get("fail_cause").and_then(Value::as_str);
                *self
                    .failures
                    .entry(cause.unwrap_or("unknown").to_owned())
                    .or_default() += 1;
            }
            _ => c.allow += 1,
        }
    }

    fn settled_runs(&self) -> usize {
        self.runs.values().filter(|r| !r.escalated).count()
    }

    /// Detectors in the built-in order, then any others by name.
    fn detector_rows(&self) -> Vec<(&str, &Counts)> {
        let mut rows: Vec<(&str, &Counts)> = detector::BUILTIN
            .iter()
            .filter_map(|d| self.detectors.get_key_value(d.name))
            .map(|(k, v)| (k.as_str(), v))
            .collect();
        rows.extend(
            self.detectors
                .iter()
                .filter(|(k, _)| detector::find(k).is_none())
                .map(|(k, v)| (k.as_str(), v)),
        );
        rows
    }

    /// How many turns saw 1, 2, … blocks.
    fn blocks_per_turn(&self) -> BTreeMap<usize, usize> {
        let mut hist = BTreeMap::new();
        for &n in self.turn_blocks.values() {
            *hist.entry(n).or_default() += 1;
        }
        hist
    }

    fn to_json(&self) -> Value {
        let detectors: Map<String, Value> = self
            .detector_rows()
            .into_iter()
            .map(|(name, c)| {
                (
                    name.to_owned(),
                    json!({
                        "no-signal": c.no_signal,
                        "bypass": c.bypass,
                        "not-applicable": c.not_applicable,
                        "violation": c.violation,
                        "allow": c.allow,
                        "fail": c.fail,
                        "budget": c.budget,
                        "cached": c.cached,
                    }),
                )
            })
            .collect();
        let runs = self.runs.len();
        let settled = self.settled_runs();
        json!({
            "log_dir": self.dir,
            "since": self.since.map(|d| d.to_string()),
            "files": self.files,
            "records": self.records,
            "unreadable_lines": self.unreadable,
            "unknown_records": self.unknown,
            "runs": runs,
            "settled_at_layer1": settled,
            "pass_through": ratio(settled, runs),
            "detectors": detectors,
            "latency_ms": Latency::of(&self.latencies_ms).to_json(),
            "failures": self.failures,
            "turns_with_blocks": self.turn_blocks.len(),
            "blocks_per_turn": self.blocks_per_turn().into_iter()
                .map(|(k, v)| (k.to_string(), json!(v))).collect::<Map<_, _>>(),
            "shadow_violations": self.shadow_violations,
            "budgets_exhausted": self.detector_rows().into_iter()
                .filter(|(_, c)| c.budget > 0)
                .map(|(k, c)| (k.to_owned(), json!(c.budget))).collect::<Map<_, _>>(),
            "redactions": self.redactions,
            "days": self.days.iter()
                .map(|(d, v)| (d.to_string(), json!({"runs": v.runs, "blocks": v.blocks})))
                .collect::<Map<_, _>>(),
        })
    }

    fn to_text(&self) -> String {
        let mut s = String::new();
        let span = match (self.days.keys().next(), self.days.keys().next_back()) {
            (Some(a), Some(b)) if a == b => format!(", {a}"),
            (Some(a), Some(b)) => format!(", {a} … {b}"),
            _ => String::new(),
        };
        let _ = writeln!(
            s,
            "decision logs: {} in {}{span}",
            plural(self.files, "file"),
            self.dir.display()
        );
        let _ = write!(s, "{}", plural(self.records, "record"));
        if self.unreadable > 0 {
            let _ = write!(
                s,
                ", {} skipped",
                plural(self.unreadable, "unreadable line")
            );
        }
        if self.unknown > 0 {
            let _ = write!(s, ", {} of an unknown kind", plural(self.unknown, "record"));
        }
        let _ = writeln!(s);
        if self.runs.is_empty() {
            let _ = writeln!(s, "\nno hook runs logged.");
            return s;
        }
        let runs = self.runs.len();
        let settled = self.settled_runs();
        let lat = Latency::of(&self.latencies_ms);
        let _ = writeln!(
            s,
            "\nhook runs        {runs}\n\
             settled by L1    {settled} ({})\n\
             judge calls      {}",
            pct(settled, runs),
            lat.summary(),
        );

        self.detector_table(&mut s);
        self.details(&mut s);
        self.per_day(&mut s);
        s
    }

    fn detector_table(&self, s: &mut String) {
        let mut t = Table::new(&[
            "detector",
            "no-signal",
            "bypass",
            "n/a",
            "violation",
            "allow",
            "fail",
            "budget",
            "cached",
        ]);
        for (name, c) in self.detector_rows() {
            t.row(vec![
                name.to_owned(),
                c.no_signal.to_string(),
                c.bypass.to_string(),
                c.not_applicable.to_string(),
                c.violation.to_string(),
                c.allow.to_string(),
                c.fail.to_string(),
                c.budget.to_string(),
                c.cached.to_string(),
            ]);
        }
        let _ = writeln!(
            s,
            "\ndecisions per detector (Layer 1 | judge | loop budget)"
        );
        t.render(s);
    }

    fn details(&self, s: &mut String) {
        let _ = writeln!(s);
        let _ = writeln!(s, "failures         {}", listing(&self.failures));
        let hist = self.blocks_per_turn();
        let blocks: usize = self.turn_blocks.values().sum();
        let spread = hist
            .iter()
            .map(|(n, turns)| format!("{} in {}", plural(*n, "block"), plural(*turns, "turn")))
            .collect::<Vec<_>>()
            .join(", ");
        if blocks == 0 {
            let _ = writeln!(s, "blocks           none");
        } else {
            let _ = writeln!(
                s,
                "blocks           {blocks} in {}: {spread}",
                plural(self.turn_blocks.len(), "turn"),
            );
        }
        if self.shadow_violations > 0 {
            let _ = writeln!(
                s,
                "shadow           {} would have blocked",
                plural(self.shadow_violations, "violation")
            );
        }
        let budgets: BTreeMap<String, usize> = self
            .detector_rows()
            .into_iter()
            .filter(|(_, c)| c.budget > 0)
            .map(|(k, c)| (k.to_owned(), c.budget))
            .collect();
        let _ = writeln!(s, "budget spent     {}", listing(&budgets));
        let _ = writeln!(s, "redactions       {}", listing(&self.redactions));
    }

    /// Runs and blocks per day, with bars, when there is more than one day.
    fn per_day(&self, s: &mut String) {
        if self.days.len() > 1 {
            let max = self.days.values().map(|d| d.runs).max().unwrap_or(0);
            let mut t = Table::new(&["day", "runs", "", "blocks"]);
            t.left(2);
            for (day, d) in &self.days {
                t.row(vec![
                    day.to_string(),
                    d.runs.to_string(),
                    bar(d.runs, max, 30),
                    d.blocks.to_string(),
                ]);
            }
            let _ = writeln!(s, "\nper day");
            t.render(s);
        }
    }
}

/// `name n, name n` or `none`.
fn listing(counts: &BTreeMap<String, usize>) -> String {
    if counts.is_empty() {
        return "none".into();
    }
    counts
        .iter()
        .map(|(k, n)| format!("{k} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `1 file`, `3 files`.
pub(crate) fn plural(n: usize, what: &str) -> String {
    if n == 1 {
        format!("{n} {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// `k / n` as a fraction rounded to 4 places, or null when `n` is 0.
pub(crate) fn ratio(k: usize, n: usize) -> Value {
    if n == 0 {
        return Value::Null;
    }
    #[allow(clippy::cast_precision_loss)]
    let r = k as f64 / n as f64;
    json!((r * 10_000.0).round() / 10_000.0)
}

/// `k / n` as a percentage with one decimal, or `-` when `n` is 0.
pub(crate) fn pct(k: usize, n: usize) -> String {
    if n == 0 {
        return "-".into();
    }
    #[allow(clippy::cast_precision_loss)]
    let p = 100.0 * k as f64 / n as f64;
    format!("{p:.1}%")
}

/// `text` on one line, its whitespace collapsed, cut to `max` characters.
pub(crate) fn snippet(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (i, word) in text.split_whitespace().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(word);
        if out.chars().count() > max {
            let cut: String = out.chars().take(max.saturating_sub(1)).collect();
            return format!("{cut}…");
        }
    }
    out
}

/// Pretty JSON and a final newline.
pub(crate) fn pretty(v: &Value) -> String {
    let mut s = serde_json::to_string_pretty(v).unwrap_or_default();
    s.push('\n');
    s
}

/// A bar of `value` against `max`, `width` cells wide, in eighths.
pub(crate) fn bar(value: usize, max: usize, width: usize) -> String {
    const EIGHTHS: [char; 8] = [' ', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
    if max == 0 || value == 0 {
        return String::new();
    }
    let eighths = (value * width * 8).div_ceil(max).max(1);
    let mut s = "█".repeat(eighths / 8);
    if eighths % 8 > 0 {
        s.push(EIGHTHS[eighths % 8]);
    }
    s
}

/// Judge latency percentiles, in milliseconds (nearest rank).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Latency {
    pub(crate) calls: usize,
    pub(crate) p50: u64,
    pub(crate) p95: u64,
    pub(crate) max: u64,
}

impl Latency {
    pub(crate) fn of(samples: &[u64]) -> Latency {
        let mut v = samples.to_vec();
        v.sort_unstable();
        let rank = |p: usize| {
            if v.is_empty() {
                return 0;
            }
            let i = (p * v.len()).div_ceil(100).max(1) - 1;
            v[i.min(v.len() - 1)]
        };
        Latency {
            calls: v.len(),
            p50: rank(50),
            p95: rank(95),
            max: v.last().copied().unwrap_or(0),
        }
    }

    pub(crate) fn to_json(self) -> Value {
        if self.calls == 0 {
            return json!({"calls": 0});
        }
        json!({"calls": self.calls, "p50": self.p50, "p95": self.p95, "max": self.max})
    }

    /// `12 (latency p50 1.2 s, p95 3.4 s, max 5.6 s)` or `0`.
    pub(crate) fn summary(self) -> String {
        if self.calls == 0 {
            return "0".into();
        }
        format!(
            "{} (latency p50 {}, p95 {}, max {})",
            self.calls,
            millis(self.p50),
            millis(self.p95),
            millis(self.max)
        )
    }
}

/// `850 ms`, `4.1 s`.
pub(crate) fn millis(ms: u64) -> String {
    if ms < 1000 {
        format!("{ms} ms")
    } else {
        #[allow(clippy::cast_precision_loss)]
        let s = ms as f64 / 1000.0;
        format!("{s:.1} s")
    }
}

/// A table with aligned columns: the first (and any marked) left, the rest right.
#[derive(Debug)]
pub(crate) struct Table {
    rows: Vec<Vec<String>>,
    left: Vec<bool>,
}

impl Table {
    pub(crate) fn new(header: &[&str]) -> Table {
        let mut left = vec![false; header.len()];
        if let Some(first) = left.first_mut() {
            *first = true;
        }
        Table {
            rows: vec![header.iter().map(|h| (*h).to_owned()).collect()],
            left,
        }
    }

    /// Aligns column `i` to the left.
    pub(crate) fn left(&mut self, i: usize) {
        if let Some(l) = self.left.get_mut(i) {
            *l = true;
        }
    }

    pub(crate) fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    pub(crate) fn render(&self, s: &mut String) {
        let cols = self.left.len();
        let mut widths = vec![0; cols];
        for row in &self.rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        for row in &self.rows {
            let mut line = String::new();
            for (i, cell) in row.iter().enumerate().take(cols) {
                if i > 0 {
                    line.push_str("  ");
                }
                let pad = widths[i].saturating_sub(cell.chars().count());
                if self.left[i] {
                    line.push_str(cell);
                    line.extend(std::iter::repeat_n(' ', pad));
                } else {
                    line.extend(std::iter::repeat_n(' ', pad));
                    line.push_str(cell);
                }
            }
            let _ = writeln!(s, "{}", line.trim_end());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latency_percentiles_by_nearest_rank() {
        let l = Latency::of(&[500, 100, 400, 200, 300]);
        assert_eq!((l.calls, l.p50, l.p95, l.max), (5, 300, 500, 500));
        let l = Latency::of(&(1..=100).collect::<Vec<_>>());
        assert_eq!((l.p50, l.p95, l.max), (50, 95, 100));
        assert_eq!(Latency::of(&[]).calls, 0);
        assert_eq!(Latency::of(&[]).summary(), "0");
    }

    #[test]
    fn table_aligns() {
        let mut t = Table::new(&["name", "n"]);
        t.row(vec!["a".into(), "100".into()]);
        t.row(vec!["longer".into(), "2".into()]);
        let mut s = String::new();
        t.render(&mut s);
        assert_eq!(s, "name      n\na       100\nlonger    2\n");
    }

    #[test]
    fn small_formats() {
        assert_eq!(pct(1, 3), "33.3%");
        assert_eq!(pct(0, 0), "-");
        assert_eq!(ratio(1, 3), json!(0.3333));
        assert_eq!(millis(850), "850 ms");
        assert_eq!(millis(4130), "4.1 s");
        assert_eq!(bar(0, 10, 8), "");
        assert_eq!(bar(10, 10, 2), "██");
        assert_eq!(bar(4, 16, 2), "▌");
        assert_eq!(bar(1, 16, 2), "▏");
        assert_eq!(plural(1, "file"), "1 file");
        assert_eq!(snippet("a\n  b c", 10), "a b c");
        assert_eq!(snippet("abcdef ghi", 5), "abcd…");
    }

    #[test]
    fn since_takes_dates_and_days_back() {
        assert_eq!(
            parse_since("2026-11-02").unwrap(),
            NaiveDate::from_ymd_opt(2026, 11, 2).unwrap()
        );
        let today = Local::now().date_naive();
        assert_eq!(parse_since("0d").unwrap(), today);
        assert!(parse_since("last week").unwrap_err().contains("--since"));
    }

    #[test]
    fn garbage_lines_are_counted_not_fatal() {
        let mut s = Summary::default();
        let day = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
        for line in [
            &b"{\"stage\":\"layer1\",\"ts\":\"t\",\"detectors\":{\"commit\":\"no-signal\"}}\n"[..],
            b"{\"stage\":\"judged\",\"ts\":\"t2\",\"detector\":\"commit\",\"verd",
            b"\xff\xfe garbage\n",
            b"[1,2]\n",
            b"\n",
            b"{\"what\":1}\n",
        ] {
            s.add_line(day, line);
        }
        assert_eq!((s.records, s.unreadable, s.unknown), (2, 3, 1));
        assert_eq!(s.runs.len(), 1);
        assert_eq!(s.detectors["commit"].no_signal, 1);
    }
}
