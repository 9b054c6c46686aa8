//! `hookjudge stats`: a summary of the decision logs that hook mode writes
//! (see [`crate::log`]). It only reads; a torn or garbage line is counted and
//! passed over, never an error.

use anyhow::anyhow;
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::fs;
use std::io::{self, BufRead, BufReader};
use std::path::{Path, PathBuf};

use chrono::{Local, NaiveDate};
use serde_json::{Map, Value, json};

use crate::cli::{Format, StatsArgs};
use crate::commands::failure;
use crate::detectors;
use crate::log::{Record, Stage, Verdict};
use crate::pipeline::verdict::HostOutput;
use crate::util::table::{Latency, Table, bar, pct, plural, pretty, ratio};

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

fn summarize(args: &StatsArgs) -> anyhow::Result<(Summary, String)> {
    let since = args.since.as_deref().map(parse_since).transpose()?;
    let dir = args
        .log_dir
        .clone()
        .or_else(crate::config::dirs::log_dir)
        .ok_or_else(|| anyhow!("no log folder: give --log-dir DIR (HOME is not set)"))?;
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
        Err(e) => return Err(anyhow!("cannot read {}: {e}", dir.display())),
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
fn parse_since(s: &str) -> anyhow::Result<NaiveDate> {
    let s = s.trim();
    if let Some(days) = s.strip_suffix('d') {
        if let Ok(days) = days.parse::<u32>() {
            let today = Local::now().date_naive();
            return Ok(today - chrono::Days::new(u64::from(days)));
        }
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .map_err(|_| anyhow!("--since {s}: give a day as YYYY-MM-DD, or days back such as 7d"))
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
        let Ok(r) = serde_json::from_value::<Record>(Value::Object(r)) else {
            self.unknown += 1;
            return;
        };
        let turn = r.turn.as_deref().unwrap_or_default();
        let key = format!("{}\u{0}{}\u{0}{turn}\u{0}{}", r.ts, r.session, r.event);
        let new_run = !self.runs.contains_key(&key);
        let seen = self.runs.entry(key).or_default();
        if new_run {
            self.days.entry(day).or_default().runs += 1;
        }
        if r.stage == Stage::Layer1 {
            for (name, outcome) in r.detectors.0 {
                let c = self.detectors.entry(name.into_owned()).or_default();
                match &*outcome {
                    "no-signal" => c.no_signal += 1,
                    "bypass" => c.bypass += 1,
                    "not-applicable" => c.not_applicable += 1,
                    _ => {}
                }
            }
            return;
        }
        seen.escalated = true;
        if !seen.redactions_counted {
            // Every record of a run repeats the run's redactions: count them once.
            seen.redactions_counted = true;
            for (kind, n) in r.redactions.map(|p| p.0).unwrap_or_default() {
                *self.redactions.entry(kind.into_owned()).or_default() += n;
            }
        }
        let c = self
            .detectors
            .entry(r.detector.unwrap_or_default().into_owned())
            .or_default();
        if r.stage == Stage::Budget {
            c.budget += 1;
            return;
        }
        if r.cached {
            c.cached += 1;
        } else if let Some(ms) = r.latency_ms {
            self.latencies_ms.push(ms);
        }
        match r.verdict {
            Some(Verdict::Violation) => {
                c.violation += 1;
                if r.shadow {
                    self.shadow_violations += 1;
                } else {
                    self.days.entry(day).or_default().blocks += 1;
                    let turn = (r.session.into_owned(), turn.to_owned());
                    *self.turn_blocks.entry(turn).or_default() += 1;
                }
            }
            Some(Verdict::Fail) => {
                c.fail += 1;
                let cause = r.fail_cause.unwrap_or(Cow::Borrowed("unknown"));
                *self.failures.entry(cause.into_owned()).or_default() += 1;
            }
            _ => c.allow += 1,
        }
    }

    fn settled_runs(&self) -> usize {
        self.runs.values().filter(|r| !r.escalated).count()
    }

    /// Detectors in the built-in order, then any others by name.
    fn detector_rows(&self) -> Vec<(&str, &Counts)> {
        let mut rows: Vec<(&str, &Counts)> = detectors::BUILTIN
            .iter()
            .filter_map(|d| self.detectors.get_key_value(d.name))
            .map(|(k, v)| (k.as_str(), v))
            .collect();
        rows.extend(
            self.detectors
                .iter()
                .filter(|(k, _)| detectors::find(k).is_none())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn since_takes_dates_and_days_back() {
        assert_eq!(
            parse_since("2026-11-02").unwrap(),
            NaiveDate::from_ymd_opt(2026, 11, 2).unwrap()
        );
        let today = Local::now().date_naive();
        assert_eq!(parse_since("0d").unwrap(), today);
        assert!(
            parse_since("last week")
                .unwrap_err()
                .to_string()
                .contains("--since")
        );
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
