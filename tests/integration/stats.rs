//! `hookjudge stats` on hand-made decision logs, and `--shadow` end to end.

use std::fs;
use std::path::Path;

use serde_json::{Value, json};

use crate::test::*;

fn layer1(ts: &str, session: &str, detectors: &Value) -> String {
    let turn = (session != "s0").then(|| format!("{session}-turn"));
    json!({"ts": ts, "event": "Stop", "host": "claude", "session": session, "turn": turn,
           "stop_hook_active": false, "stage": "layer1", "detectors": detectors})
    .to_string()
}

fn judged(
    ts: &str,
    session: &str,
    detector: &str,
    verdict: &str,
    ms: u64,
    extra: &Value,
) -> String {
    let mut r = json!({"ts": ts, "event": "Stop", "host": "claude", "session": session,
        "turn": format!("{session}-turn"), "stop_hook_active": false, "detector": detector,
        "stage": "judged", "signals": ["x"], "source": "transcript", "text_bytes": 80,
        "redactions": {}, "backend": "codex", "model": "m", "latency_ms": ms,
        "verdict": verdict});
    for (k, v) in extra.as_object().unwrap() {
        r[k] = v.clone();
    }
    r.to_string()
}

/// Two days of logs: seven runs, two settled at Layer 1, one torn line and
/// one garbage line.
fn write_logs(dir: &Path) {
    fs::create_dir_all(dir).unwrap();
    let quiet = json!({"commit": "no-signal", "scope-check": "no-signal"});
    let day1 = [
        layer1("2026-11-01T10:00:00.000+00:00", "s0", &quiet),
        layer1(
            "2026-11-01T10:01:00.000+00:00",
            "s0",
            &json!({"commit": "bypass", "scope-check": "no-signal"}),
        ),
        judged(
            "2026-11-01T10:02:00.000+00:00",
            "s1",
            "commit",
            "violation",
            1000,
            &json!({"redactions": {"aws-access-key": 1}}),
        ),
        layer1(
            "2026-11-01T10:02:00.000+00:00",
            "s1",
            &json!({"scope-check": "no-signal"}),
        ),
        r#"{"ts":"2026-11-01T10:03:00.000+00:00","stage":"jud"#.to_owned(),
    ];
    let day2 = [
        judged(
            "2026-11-02T09:00:00.000+00:00",
            "s1",
            "commit",
            "violation",
            3000,
            &json!({"stop_hook_active": true, "redactions": {"aws-access-key": 1}}),
        ),
        judged(
            "2026-11-02T09:01:00.000+00:00",
            "s1",
            "commit",
            "allow",
            0,
            &json!({"stage": "budget"}),
        ),
        judged(
            "2026-11-02T09:02:00.000+00:00",
            "s2",
            "scope-check",
            "fail",
            30000,
            &json!({"fail_cause": "timeout"}),
        ),
        judged(
            "2026-11-02T09:02:00.000+00:00",
            "s2",
            "commit",
            "allow",
            2000,
            &json!({}),
        ),
        "not json at all".to_owned(),
        judged(
            "2026-11-02T09:03:00.000+00:00",
            "s3",
            "commit",
            "violation",
            500,
            &json!({"shadow": true}),
        ),
    ];
    fs::write(
        dir.join("stop-hook-llm-decisions-2026-11-01.log"),
        day1.join("\n") + "\n",
    )
    .unwrap();
    fs::write(
        dir.join("stop-hook-llm-decisions-2026-11-02.log"),
        day2.join("\n") + "\n",
    )
    .unwrap();
    fs::write(dir.join("unrelated.log"), "x\n").unwrap();
}

fn json_of(done: &Done) -> Value {
    serde_json::from_str(&done.stdout()).unwrap()
}

#[test]
fn counts_are_exact() {
    let t = Test::new();
    write_logs(&t.path().join("logs"));
    // The log folder comes from $HOOKJUDGE_LOG_DIR, as in hook mode.
    let done = t
        .args(["stats", "--format", "json"])
        .status(0)
        .stderr("")
        .run();
    let r = json_of(&done);
    assert_eq!(r["files"], 2);
    assert_eq!(r["records"], 9);
    assert_eq!(r["unreadable_lines"], 2);
    assert_eq!(r["runs"], 7);
    assert_eq!(r["settled_at_layer1"], 2);
    assert_eq!(r["pass_through"], 0.2857);
    assert_eq!(
        r["detectors"]["commit"],
        json!({"no-signal": 1, "bypass": 1, "not-applicable": 0, "violation": 3,
               "allow": 1, "fail": 0, "budget": 1, "cached": 0})
    );
    assert_eq!(r["detectors"]["scope-check"]["no-signal"], 3);
    assert_eq!(r["detectors"]["scope-check"]["fail"], 1);
    assert_eq!(
        r["latency_ms"],
        json!({"calls": 5, "p50": 2000, "p95": 30000, "max": 30000})
    );
    assert_eq!(r["failures"], json!({"timeout": 1}));
    assert_eq!(r["turns_with_blocks"], 1);
    assert_eq!(r["blocks_per_turn"], json!({"2": 1}));
    assert_eq!(r["shadow_violations"], 1);
    assert_eq!(r["budgets_exhausted"], json!({"commit": 1}));
    assert_eq!(r["redactions"], json!({"aws-access-key": 2}));
    assert_eq!(
        r["days"],
        json!({"2026-11-01": {"runs": 3, "blocks": 1}, "2026-11-02": {"runs": 4, "blocks": 1}})
    );
}

#[test]
fn since_skips_older_days() {
    let t = Test::new();
    let dir = t.path().join("elsewhere");
    write_logs(&dir);
    let done = t
        .args([
            "stats",
            "--since",
            "2026-11-02",
            "--log-dir",
            dir.to_str().unwrap(),
            "--format",
            "json",
        ])
        .status(0)
        .run();
    let r = json_of(&done);
    assert_eq!(r["files"], 1);
    assert_eq!(r["runs"], 4);
    assert_eq!(r["settled_at_layer1"], 0);
}

#[test]
fn text_is_a_table() {
    let t = Test::new();
    write_logs(&t.path().join("logs"));
    let done = t
        .arg("stats")
        .status(0)
        .stdout_contains(", 2026-11-01 … 2026-11-02")
        .stdout_contains("9 records, 2 unreadable lines skipped")
        .stdout_contains("settled by L1    2 (28.6%)")
        .stdout_contains("judge calls      5 (latency p50 2.0 s, p95 30.0 s, max 30.0 s)")
        .stdout_contains("failures         timeout 1")
        .stdout_contains("blocks           2 in 1 turn: 2 blocks in 1 turn")
        .stdout_contains("shadow           1 violation would have blocked")
        .stdout_contains("budget spent     commit 1")
        .stdout_contains("redactions       aws-access-key 2")
        .run();
    let out = done.stdout();
    let row = |name: &str| -> Vec<String> {
        out.lines()
            .find(|l| l.starts_with(name))
            .unwrap()
            .split_whitespace()
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(
        row("commit "),
        ["commit", "1", "1", "0", "3", "1", "0", "1", "0"]
    );
    assert_eq!(
        row("2026-11-01 "),
        ["2026-11-01", "3", "██████████████████████▌", "1"]
    );
    assert_eq!(
        row("2026-11-02 "),
        ["2026-11-02", "4", &"█".repeat(30), "1"]
    );
}

#[test]
fn no_logs_yet() {
    Test::new()
        .args(["stats", "--log-dir", "/nonexistent/logs"])
        .status(0)
        .stdout_contains("no hook runs logged.")
        .stderr_contains("no decision logs in /nonexistent/logs yet")
        .run();
    Test::new()
        .args(["stats", "--since", "yesterday"])
        .status(1)
        .stderr_contains("--since yesterday: give a day as YYYY-MM-DD")
        .run();
}

#[test]
fn shadow_judges_and_logs_but_never_blocks() {
    let text = "The change is in. I'll commit and push it to main now.";
    let done = Test::new()
        .args(["--detector", "commit", "--shadow"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(text))
        .status(0)
        .stdout("")
        .stderr("")
        .run();
    assert!(done.judged());
    let log = done.log();
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(log[0]["verdict"], "violation");
    assert_eq!(log[0]["shadow"], true);
    // No block was recorded, so the loop budget is untouched.
    assert!(!done.path().join("state").exists());

    // A shadow gate neither denies nor asks.
    let gate = json!({"session_id": "s", "transcript_path": "", "cwd": "/p",
        "hook_event_name": "PreToolUse", "tool_name": "Bash",
        "tool_input": {"command": "git push origin main"}, "tool_use_id": "t"});
    Test::new()
        .args(["--detector", "commit", "--shadow"])
        .judge(COMMIT_VIOLATION)
        .event(&gate)
        .status(0)
        .stdout("")
        .run();
}
