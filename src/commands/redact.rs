//! `hookjudge redact`: stdin with its secrets replaced, the kinds known, or
//! (`--eval`) how well redaction does on labelled cases.
//!
//! A case is `{"text","secrets":[…],"shape","note"}`, one a line; `secrets`
//! lists the exact substrings of `text` that must not reach the judge, and
//! is empty for a text without any. Each text takes the judge's path: cut to
//! the window's last bytes as the window cuts it, then redacted.
//!
//! A secret counts as removed when the output holds neither it, nor its
//! JSON-escaped or percent-encoded form, nor any 5 characters in a row of it
//! that occur nowhere else in the input (4 may survive: they say nothing).
//! A text without secrets counts as changed when its output differs from it.
//! Shares come with Wilson 95% intervals.

use std::collections::BTreeMap;
use std::fmt;
use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::{Value, json};

use crate::cli::{Format, RedactArgs};
use crate::pipeline::judge::redact;
use crate::pipeline::verdict::HostOutput;
use crate::pipeline::window;
use crate::util::table::{Table, pct, plural, ratio, snippet};

/// Runs `hookjudge redact`.
pub(crate) fn run(args: &RedactArgs, stdin: &mut dyn Read) -> HostOutput {
    if args.kinds {
        return HostOutput {
            stdout: redact::kinds().fold(String::new(), |mut s, k| {
                let _ = writeln!(s, "{k}");
                s
            }),
            ..HostOutput::default()
        };
    }
    if !args.eval.is_empty() {
        return match evaluate(args) {
            Ok(stdout) => HostOutput {
                stdout,
                ..HostOutput::default()
            },
            Err(e) => HostOutput {
                code: 1,
                stderr: format!("hookjudge: error: {e}\n"),
                ..HostOutput::default()
            },
        };
    }
    let mut input = Vec::new();
    if let Err(e) = stdin.read_to_end(&mut input) {
        return HostOutput {
            code: 1,
            stderr: format!("hookjudge: error: cannot read stdin: {e}\n"),
            ..HostOutput::default()
        };
    }
    let r = redact::redact(&String::from_utf8_lossy(&input));
    let mut stderr = String::new();
    if r.total() > 0 {
        let list: Vec<String> = r.counts.iter().map(|(k, n)| format!("{k} ×{n}")).collect();
        stderr = format!("hookjudge: redacted {}\n", list.join(", "));
    }
    HostOutput {
        code: 0,
        stdout: r.text,
        stderr,
    }
}

/// One labelled case.
#[derive(Debug, Deserialize)]
struct Case {
    text: String,
    #[serde(default)]
    secrets: Vec<String>,
    #[serde(default)]
    shape: String,
    #[serde(default)]
    note: String,
}

/// What one file's cases came to.
#[derive(Debug, Default)]
struct Tally {
    cases: usize,
    /// Per shape: (secrets removed, secrets, clean texts changed, clean texts).
    shapes: BTreeMap<String, Counts>,
    misses: Vec<String>,
}

#[derive(Debug, Default, Clone, Copy)]
struct Counts {
    removed: usize,
    secrets: usize,
    changed: usize,
    clean: usize,
}

impl Counts {
    fn add(&mut self, other: Counts) {
        self.removed += other.removed;
        self.secrets += other.secrets;
        self.changed += other.changed;
        self.clean += other.clean;
    }
}

impl Tally {
    fn total(&self) -> Counts {
        let mut all = Counts::default();
        for counts in self.shapes.values() {
            all.add(*counts);
        }
        all
    }

    /// The shapes of secrets other than `plain` and those of clean texts.
    fn adversarial(&self) -> Counts {
        let mut all = Counts::default();
        for (shape, counts) in &self.shapes {
            if shape != "plain" && counts.secrets > 0 {
                all.add(*counts);
            }
        }
        all
    }
}

/// Why a file of cases could not be measured.
#[derive(Debug)]
enum EvalError {
    Read(PathBuf, std::io::Error),
    /// A line that is no case: the file, the line's number, why.
    Case(PathBuf, usize, String),
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::Read(path, e) => write!(f, "cannot read {}: {e}", path.display()),
            EvalError::Case(path, line, why) => write!(f, "{}:{line}: {why}", path.display()),
        }
    }
}

fn evaluate(args: &RedactArgs) -> Result<String, EvalError> {
    let mut tallies = Vec::new();
    for path in &args.eval {
        tallies.push((path.as_path(), measure_file(path)?));
    }
    Ok(match args.format {
        Format::Text => tallies
            .iter()
            .map(|(path, tally)| render_text(path, tally, args.misses))
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Json => {
            let files: Vec<Value> = tallies
                .iter()
                .map(|(path, tally)| render_json(path, tally, args.misses))
                .collect();
            let mut s =
                serde_json::to_string_pretty(&json!({ "files": files })).unwrap_or_default();
            s.push('\n');
            s
        }
    })
}

fn measure_file(path: &Path) -> Result<Tally, EvalError> {
    let text = fs::read_to_string(path).map_err(|e| EvalError::Read(path.to_owned(), e))?;
    let mut tally = Tally::default();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let bad = |why: String| EvalError::Case(path.to_owned(), n + 1, why);
        let case: Case = serde_json::from_str(line).map_err(|e| bad(format!("not a case: {e}")))?;
        if let Some(missing) = case
            .secrets
            .iter()
            .find(|s| !case.text.contains(s.as_str()))
        {
            return Err(bad(format!(
                "the secret {:?} is not in the text",
                snippet(missing, 20)
            )));
        }
        measure_case(&case, &mut tally);
    }
    Ok(tally)
}

/// The text as the judge gets it: the window's cut, then redaction.
fn judged(text: &str) -> String {
    redact::redact(window::tail(text, window::MAX_TEXT)).text
}

fn measure_case(case: &Case, tally: &mut Tally) {
    let out = judged(&case.text);
    let shape = if case.shape.is_empty() {
        if case.secrets.is_empty() {
            "clean"
        } else {
            "unnamed"
        }
    } else {
        case.shape.as_str()
    };
    let counts = tally.shapes.entry(shape.to_owned()).or_default();
    tally.cases += 1;
    if case.secrets.is_empty() {
        counts.clean += 1;
        if out != case.text {
            counts.changed += 1;
            tally.misses.push(format!(
                "changed [{shape}] {}: {}",
                case.note,
                snippet(&out, 160)
            ));
        }
        return;
    }
    for secret in &case.secrets {
        counts.secrets += 1;
        if leaks(&case.text, &out, secret) {
            tally.misses.push(format!(
                "leaked [{shape}] {}: {} in {}",
                case.note,
                snippet(secret, 60),
                snippet(&out, 160)
            ));
        } else {
            counts.removed += 1;
        }
    }
}

/// Whether `output` still shows `secret` of `input`: whole, JSON-escaped or
/// percent-encoded, or 5 characters of it in a row that the input has
/// nowhere but in the secret. The markers' kinds are not the secret's:
/// `[REDACTED:pypi-token]` where `pypi-AgE…` stood shows none of it.
fn leaks(input: &str, output: &str, secret: &str) -> bool {
    let output = &without_markers(output);
    let forms = [
        secret.to_owned(),
        json_escaped(secret),
        percent_encoded(secret),
    ];
    if forms.iter().any(|form| output.contains(form.as_str())) {
        return true;
    }
    let elsewhere = input.replace(secret, "\0");
    let chars: Vec<char> = secret.chars().collect();
    chars.windows(5).any(|run| {
        let part: String = run.iter().collect();
        output.contains(&part) && !elsewhere.contains(&part)
    })
}

/// `text` with each `[REDACTED:kind]` replaced by a character no secret has.
fn without_markers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("[REDACTED:") {
        let Some(close) = rest[at..].find(']') else {
            break;
        };
        out.push_str(&rest[..at]);
        out.push('\0');
        rest = &rest[at + close + 1..];
    }
    out.push_str(rest);
    out
}

fn json_escaped(s: &str) -> String {
    let quoted = Value::String(s.to_owned()).to_string();
    quoted[1..quoted.len() - 1].to_owned()
}

/// Every byte but the URL-safe ones as `%XX`.
fn percent_encoded(s: &str) -> String {
    s.bytes().fold(String::new(), |mut out, b| {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
        out
    })
}

/// The Wilson score interval at 95% for `k` of `n`, as shares; all of
/// [0, 1] for no cases.
fn wilson(k: usize, n: usize) -> (f64, f64) {
    crate::util::table::wilson(k, n).map_or((0.0, 1.0), |(_, low, high)| (low, high))
}

fn interval(k: usize, n: usize) -> String {
    if n == 0 {
        return "-".into();
    }
    let (low, high) = wilson(k, n);
    format!("[{:.1}%, {:.1}%]", 100.0 * low, 100.0 * high)
}

fn render_text(path: &Path, tally: &Tally, misses: bool) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}: {}", path.display(), plural(tally.cases, "case"));
    let all = tally.total();
    let adversarial = tally.adversarial();
    let mut table = Table::new(&["", "count", "share", "95% interval"]);
    let mut line = |name: &str, k: usize, n: usize| {
        table.row(vec![
            name.to_owned(),
            format!("{k}/{n}"),
            pct(k, n),
            interval(k, n),
        ]);
    };
    line("secrets removed", all.removed, all.secrets);
    line(
        "  in adversarial shapes",
        adversarial.removed,
        adversarial.secrets,
    );
    line("secret-free texts changed", all.changed, all.clean);
    table.render(&mut s);
    let mut table = Table::new(&["shape", "cases", "removed", "share", "95% interval"]);
    for (shape, c) in &tally.shapes {
        let (k, n, what) = if c.secrets > 0 {
            (c.removed, c.secrets, "removed")
        } else {
            (c.changed, c.clean, "changed")
        };
        table.row(vec![
            shape.clone(),
            (c.clean + c.secrets).to_string(),
            format!("{k}/{n} {what}"),
            pct(k, n),
            interval(k, n),
        ]);
    }
    s.push('\n');
    table.render(&mut s);
    if misses && !tally.misses.is_empty() {
        s.push('\n');
        for miss in &tally.misses {
            let _ = writeln!(s, "{miss}");
        }
    }
    s
}

fn share_json(k: usize, n: usize) -> Value {
    let (low, high) = wilson(k, n);
    json!({
        "count": k,
        "of": n,
        "share": ratio(k, n),
        "low": ratio_of(low, n),
        "high": ratio_of(high, n),
    })
}

fn ratio_of(share: f64, n: usize) -> Value {
    if n == 0 {
        Value::Null
    } else {
        json!((share * 10_000.0).round() / 10_000.0)
    }
}

fn render_json(path: &Path, tally: &Tally, misses: bool) -> Value {
    let all = tally.total();
    let adversarial = tally.adversarial();
    let shapes: serde_json::Map<String, Value> = tally
        .shapes
        .iter()
        .map(|(shape, c)| {
            let value = if c.secrets > 0 {
                json!({ "secrets_removed": share_json(c.removed, c.secrets) })
            } else {
                json!({ "texts_changed": share_json(c.changed, c.clean) })
            };
            (shape.clone(), value)
        })
        .collect();
    let mut report = json!({
        "file": path.display().to_string(),
        "cases": tally.cases,
        "secrets_removed": share_json(all.removed, all.secrets),
        "adversarial_secrets_removed": share_json(adversarial.removed, adversarial.secrets),
        "secret_free_texts_changed": share_json(all.changed, all.clean),
        "shapes": shapes,
    });
    if misses {
        report["misses"] = json!(tally.misses);
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        // 10 of 10: the lower end of the interval is about 72.2%.
        let (low, high) = wilson(10, 10);
        assert!((low - 0.7225).abs() < 0.001, "{low}");
        assert!((high - 1.0).abs() < 1e-9);
        // 0 of 50: the upper end is about 7.1%.
        let (low, high) = wilson(0, 50);
        assert!(low.abs() < 1e-9);
        assert!((high - 0.0714).abs() < 0.001, "{high}");
        // 45 of 50: about 78.6% to 95.7%.
        let (low, high) = wilson(45, 50);
        assert!((low - 0.786).abs() < 0.001 && (high - 0.9565).abs() < 0.001);
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }

    #[test]
    fn a_secret_leaks_whole_encoded_or_in_part() {
        let input = "pw=Zq8#kLm2/xT7 and more";
        let secret = "Zq8#kLm2/xT7";
        assert!(leaks(input, "pw=Zq8#kLm2/xT7", secret));
        assert!(
            leaks(input, "pw=Zq8%23kLm2%2FxT7", secret),
            "percent-encoded"
        );
        assert!(
            leaks(input, "pw=[REDACTED:password]Lm2/x", secret),
            "5 in a row"
        );
        assert!(!leaks(input, "pw=[REDACTED:password] and more", secret));
        assert!(
            !leaks(input, "pw=…xT7 and more", secret),
            "4 in a row say nothing"
        );
        let quoted = "say \"a\"b\\c1234\" now";
        assert!(
            leaks(quoted, r#"say "a\"b\\c1234" now"#, "\"a\"b\\c1234\""),
            "JSON-escaped"
        );
    }

    #[test]
    fn the_kind_a_marker_names_is_not_a_leak() {
        // The marker's kind repeats the vendor's prefix; the secret is gone.
        let secret = ["py", "pi-AgEIcHlwaS5vcmc", "Xk29dLm4Qz8vRt"].concat();
        let input = format!("password = {secret}");
        assert!(!leaks(&input, "password = [REDACTED:pypi-token]", &secret));
        assert!(leaks(
            &input,
            "password = [REDACTED:pypi-token]Qz8vRt",
            &secret
        ));
        assert_eq!(
            without_markers("a [REDACTED:x] b [REDACTED:y"),
            "a \0 b [REDACTED:y"
        );
    }

    #[test]
    fn a_part_found_elsewhere_in_the_input_is_not_a_leak() {
        // "build" is in the secret and in the prose around it.
        let input = "the build uses pw=build9Xk2 daily";
        assert!(!leaks(
            input,
            "the build uses pw=[REDACTED:password] daily",
            "build9Xk2"
        ));
        assert!(!leaks(
            input,
            "the build uses pw=[REDACTED:password]9Xk2 daily",
            "build9Xk2"
        ));
        assert!(leaks(input, "the build uses pw=ild9X daily", "build9Xk2"));
    }

    #[test]
    fn cases_are_counted_per_shape() {
        let mut tally = Tally::default();
        let case = |text: &str, secrets: &[&str], shape: &str| Case {
            text: text.to_owned(),
            secrets: secrets.iter().map(|s| (*s).to_owned()).collect(),
            shape: shape.to_owned(),
            note: String::new(),
        };
        let key = ["gh", "p_", "Xq3kLm9ZtR2vB7nW4yH8cJ1dF6gS5aE0uP2o"].concat();
        measure_case(&case(&format!("token {key}"), &[&key], "plain"), &mut tally);
        measure_case(&case("plain words only", &[], "clean"), &mut tally);
        // A secret the rules cannot know: it reaches the judge.
        measure_case(
            &case("the word is qopwiexk", &["qopwiexk"], "prose"),
            &mut tally,
        );
        assert_eq!(tally.cases, 3);
        let plain = tally.shapes["plain"];
        assert_eq!((plain.removed, plain.secrets), (1, 1));
        let clean = tally.shapes["clean"];
        assert_eq!((clean.changed, clean.clean), (0, 1));
        let prose = tally.shapes["prose"];
        assert_eq!((prose.removed, prose.secrets), (0, 1));
        let all = tally.total();
        assert_eq!((all.removed, all.secrets, all.clean), (1, 2, 1));
        assert_eq!(tally.adversarial().secrets, 1);
        assert_eq!(tally.misses.len(), 1);
        assert!(tally.misses[0].starts_with("leaked [prose]"));
    }

    #[test]
    fn a_changed_clean_text_is_counted() {
        let mut tally = Tally::default();
        let key = ["gh", "p_", "Xq3kLm9ZtR2vB7nW4yH8cJ1dF6gS5aE0uP2o"].concat();
        let case = Case {
            text: format!("labelled clean by mistake: {key}"),
            secrets: Vec::new(),
            shape: String::new(),
            note: String::new(),
        };
        measure_case(&case, &mut tally);
        assert_eq!(tally.shapes["clean"].changed, 1);
    }

    #[test]
    fn a_file_with_a_secret_not_in_its_text_is_refused() {
        let dir =
            std::env::temp_dir().join(format!("hookjudge-redact-eval-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("bad.jsonl");
        fs::write(&path, "{\"text\":\"abc\",\"secrets\":[\"xyz\"]}\n").unwrap();
        let err = measure_file(&path).unwrap_err().to_string();
        assert!(err.contains("not in the text"), "{err}");
        fs::write(&path, "not json\n").unwrap();
        assert!(
            measure_file(&path)
                .unwrap_err()
                .to_string()
                .contains(":1: not a case")
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_report_gives_counts_shares_and_intervals() {
        let mut tally = Tally {
            cases: 2,
            ..Tally::default()
        };
        tally.shapes.insert(
            "cmdline".into(),
            Counts {
                removed: 9,
                secrets: 10,
                ..Counts::default()
            },
        );
        tally.shapes.insert(
            "clean".into(),
            Counts {
                changed: 0,
                clean: 5,
                ..Counts::default()
            },
        );
        let text = render_text(Path::new("f.jsonl"), &tally, false);
        assert!(text.contains("9/10"), "{text}");
        assert!(text.contains("90.0%"), "{text}");
        assert!(text.contains("[59.6%, 98.2%]"), "{text}");
        assert!(text.contains("0/5 changed"), "{text}");
        let json = render_json(Path::new("f.jsonl"), &tally, false);
        assert_eq!(json["secrets_removed"]["count"], 9);
        assert_eq!(json["secrets_removed"]["share"], 0.9);
        assert_eq!(json["adversarial_secrets_removed"]["of"], 10);
        assert_eq!(json["secret_free_texts_changed"]["of"], 5);
        assert_eq!(json["shapes"]["clean"]["texts_changed"]["count"], 0);
    }
}
