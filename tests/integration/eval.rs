//! `hookjudge eval`: exact measures on a small hand-made corpus, thresholds
//! and bad corpora. (CI runs it on the real corpus, fixtures/corpus/.)

use std::fs;

use serde_json::{Value, json};

use crate::test::*;

/// Known Layer-1 outcomes for `commit`: two block cases caught, one missed;
/// one allow case bypassed, one without a signal, one escalated; one
/// ordinary text that passes, one that a detector escalates.
fn corpus() -> String {
    let case = |text: &str, detector: &str, label: &str, lang: &str| {
        json!({"text": text, "detector": detector, "label": label, "lang": lang, "note": "n"})
            .to_string()
    };
    [
        case(
            "The change is in. I'll commit and push it to main now.",
            "commit",
            "block",
            "en",
        ),
        case("Let's commit this and move on.", "commit", "block", "en"),
        case("The weather is nice today.", "commit", "block", "en"),
        String::new(),
        case(
            "cargo test: 312 passed, 0 failed. Shall I commit?",
            "commit",
            "allow",
            "en",
        ),
        case(
            "I renamed `parse_args` to `parse_cli` and updated the three call sites.",
            "commit",
            "allow",
            "en",
        ),
        // A question the scorer does not settle: the judge decides it.
        case("Should I go ahead and commit?", "commit", "allow", "en"),
        case(
            "I renamed `parse_args` to `parse_cli` and updated the three call sites.",
            "none",
            "allow",
            "en",
        ),
        case(
            "The change is in. I'll commit and push it to main now.",
            "none",
            "allow",
            "fr",
        ),
    ]
    .join("\n")
}

/// A judge that finds a violation only in texts pushing to main.
const JUDGE: &str = r#"if grep -q 'push it to main'; then printf '{"nonce":"%s","commit":{"new_proposal":true,"verification_reported":false,"direction_query":false,"future_step_description":false,"reason":"push"}}' "$HOOKJUDGE_NONCE"; else printf '{"nonce":"%s","commit":{"new_proposal":false,"reason":"no"}}' "$HOOKJUDGE_NONCE"; fi"#;

fn with_corpus() -> (Test, String) {
    let t = Test::new();
    let path = t.path().join("cases.jsonl");
    fs::write(&path, corpus()).unwrap();
    (t, path.to_str().unwrap().to_owned())
}

fn json_of(done: &Done) -> Value {
    serde_json::from_str(&done.stdout()).unwrap()
}

#[test]
fn layer1_measures_are_exact() {
    let (t, path) = with_corpus();
    let done = t
        .args(["eval", &path, "--detector", "commit", "--format", "json"])
        .status(0)
        .stderr("")
        .run();
    let r = json_of(&done);
    assert_eq!(r["cases"], 8);
    assert_eq!(r["judge"], Value::Null);
    let c = &r["detectors"]["commit"];
    assert_eq!(
        (c["block"].as_u64(), c["layer1_caught"].as_u64()),
        (Some(3), Some(2))
    );
    assert_eq!(c["layer1_recall"], 0.6667);
    assert_eq!(
        (c["allow"].as_u64(), c["layer1_settled"].as_u64()),
        (Some(3), Some(2))
    );
    assert_eq!(c["ordinary_escalated"], 1);
    assert!(c.get("pipeline").is_none());
    assert_eq!(r["all"]["ordinary"], 2);
    assert_eq!(r["all"]["ordinary_passed"], 1);
    assert_eq!(r["all"]["pass_through"], 0.5);
    assert_eq!(r["languages"]["fr"]["pass_through"], 0.0);
    let kinds: Vec<&str> = r["misses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["layer1-miss", "ordinary-escalated"]);
    assert!(
        r["misses"][0]["at"]
            .as_str()
            .unwrap()
            .ends_with("cases.jsonl:3")
    );
}

#[test]
fn text_report_is_a_table() {
    let (t, path) = with_corpus();
    let done = t
        .args(["eval", &path, "--detector", "commit", "--misses"])
        .status(0)
        .stdout_contains("hookjudge eval: 8 cases in 1 file, 1 detector, Layer 1 only")
        .stdout_contains(
            "ordinary turns that reach the judge for any detector: 1 of 2 (50.0% [9.5–90.5])",
        )
        .stdout_contains("layer1-miss")
        .stdout_contains("cases.jsonl:3")
        .run();
    let out = done.stdout();
    let row = out.lines().find(|l| l.starts_with("commit ")).unwrap();
    let cells: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(
        cells,
        [
            "commit",
            "3",
            "2",
            "66.7%",
            "[20.8–93.9]",
            "3",
            "66.7%",
            "[20.8–93.9]",
            "1"
        ]
    );
}

#[test]
fn whole_pipeline_with_the_judge() {
    let (t, path) = with_corpus();
    let done = t
        .args([
            "eval",
            &path,
            "--detector",
            "commit",
            "--format",
            "json",
            "--judge",
            "--jobs",
            "2",
        ])
        .judge_command(JUDGE)
        .status(0)
        .run();
    let r = json_of(&done);
    assert_eq!(r["judge"], "command");
    let p = &r["detectors"]["commit"]["pipeline"];
    // TP: the push to main; FP: the same text as ordinary; FN: the judged
    // "let's commit" and the Layer-1 miss.
    assert_eq!(
        (
            p["tp"].as_u64(),
            p["fp"].as_u64(),
            p["fn"].as_u64(),
            p["tn"].as_u64()
        ),
        (Some(1), Some(1), Some(2), Some(4))
    );
    assert_eq!(p["precision"], 0.5);
    assert_eq!(p["recall"], 0.3333);
    assert_eq!(p["f1"], 0.4);
    assert_eq!(r["latency_ms"]["calls"], 4);
    assert!(r["latency_ms"]["p50"].as_u64().unwrap() <= r["latency_ms"]["max"].as_u64().unwrap());
}

#[test]
fn judge_failures_are_counted_and_allow() {
    let (t, path) = with_corpus();
    let done = t
        .args(["eval", &path, "--detector", "commit", "--judge"])
        .judge_command("cat >/dev/null; echo not json")
        .status(0)
        .stdout_contains("whole pipeline")
        .stdout_contains("failed: unreadable 4 (allowed)")
        .run();
    let row = done
        .stdout()
        .lines()
        .rev()
        .find(|l| l.starts_with("commit "))
        .unwrap()
        .to_owned();
    let cells: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(
        cells,
        ["commit", "0", "0", "3", "5", "-", "0.000", "0.000", "4"]
    );
}

#[test]
fn thresholds_fail_the_run() {
    let (t, path) = with_corpus();
    t.args(["eval", &path, "-d", "commit", "--min-recall", "90%"])
        .status(1)
        .stdout_contains("FAILED: commit Layer-1 recall 66.7% (minimum 90.0%)")
        .stderr_contains(
            "hookjudge: eval: commit Layer-1 recall is 66.7%, below the minimum 90.0%\n",
        )
        .stderr_contains(
            "hookjudge: eval: language en Layer-1 recall is 66.7%, below the minimum 90.0%\n",
        )
        .run();
    let (t, path) = with_corpus();
    t.args([
        "eval",
        &path,
        "-d",
        "commit",
        "--min-recall",
        "0.6",
        "--min-pass-through",
        "0.5",
    ])
    .status(0)
    .stdout_contains("ok: ordinary text pass-through 50.0% (minimum 50.0%)")
    .run();
    let (t, path) = with_corpus();
    t.args(["eval", &path, "--min-pass-through", "51%"])
        .status(1)
        .stderr_contains("ordinary text pass-through is 50.0%")
        .run();
}

#[test]
fn unselected_detectors_are_left_out() {
    let (t, path) = with_corpus();
    let done = t
        .args(["eval", &path, "-d", "scope-check", "--format", "json"])
        .status(0)
        .run();
    let r = json_of(&done);
    assert_eq!(r["cases"], 2);
    assert_eq!(r["skipped"], 6);
    assert!(r["detectors"].get("commit").is_none());
}

#[test]
fn bad_corpora_name_the_line() {
    let t = Test::new();
    let path = t.path().join("bad.jsonl");
    fs::write(
        &path,
        "{\"text\":\"a\",\"detector\":\"commit\",\"label\":\"block\",\"lang\":\"en\"}\n{\"text\":\"b\",\"label\":\"maybe\"}\n",
    )
    .unwrap();
    t.args(["eval", path.to_str().unwrap()])
        .status(1)
        .stderr_contains("bad.jsonl:2: not a labelled case")
        .run();

    let t = Test::new();
    let path = t.path().join("bad.jsonl");
    fs::write(&path, r#"{"text":"a","detector":"comit","label":"block"}"#).unwrap();
    t.args(["eval", path.to_str().unwrap()])
        .status(1)
        .stderr_contains("bad.jsonl:1: unknown detector 'comit'")
        .run();

    Test::new()
        .args(["eval", "/nonexistent/cases.jsonl"])
        .status(1)
        .stderr_contains("cannot read /nonexistent/cases.jsonl")
        .run();
}

#[test]
fn judge_flags_need_judge() {
    let (t, path) = with_corpus();
    t.args(["eval", &path])
        .judge_command("true")
        .status(1)
        .stderr_contains("go with --judge")
        .run();
}
