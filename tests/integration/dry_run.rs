//! --dry-run runs everything but never blocks; --no-judge stops before the judge.

use serde_json::Value;

use crate::stop::SIGNALLED;
use crate::test::*;

#[test]
fn dry_run_reports_but_never_blocks() {
    let done = Test::new()
        .args(["--detector", "commit", "--dry-run"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .stdout_contains("event:      Stop from claude")
        .stdout_contains("[commit]")
        .stdout_contains("layer 1: escalate")
        .stdout_contains("verdict:    block (a real run would exit 2)")
        .stdout_contains("proposes to push with no test run shown")
        .run();
    assert!(done.judged());
    assert!(done.log().is_empty(), "a dry run leaves no trace");
}

#[test]
fn dry_run_text_aligns_every_detector_name() {
    let done = Test::new()
        .args(["--detector", "all", "--dry-run", "--no-judge"])
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .run();
    let out = done.stdout();
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with('[')).collect();
    assert_eq!(rows.len(), 5, "{out}");
    let columns: Vec<usize> = rows.iter().map(|l| l.find("layer 1:").unwrap()).collect();
    assert!(columns.iter().all(|&c| c == columns[0]), "{out}");
    for row in rows {
        let name_end = row.find(']').unwrap() + 1;
        assert!(row[name_end..columns[0]].len() >= 2, "{out}");
    }
}

#[test]
fn dry_run_json() {
    let done = Test::new()
        .args(["--detector", "all", "--dry-run", "--format", "json"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .run();
    let r: Value = serde_json::from_str(&done.stdout()).unwrap();
    assert_eq!(r["verdict"], "block");
    assert_eq!(r["exit_code"], 2);
    assert_eq!(r["detectors"].as_array().unwrap().len(), 5);
    let commit = &r["detectors"][0];
    assert_eq!(commit["name"], "commit");
    assert_eq!(commit["layer1"], "escalate");
    assert_eq!(commit["judge"]["verdict"], "violation");
    assert!(r["feedback"].as_str().unwrap().contains("[commit]"));
}

#[test]
fn no_judge_shows_the_prompt_and_calls_nothing() {
    let done = Test::new()
        .args(["--detector", "commit", "--no-judge"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .stdout_contains("prompt that would be sent")
        .stdout_contains("<<<BEGIN AGENT TEXT hj-")
        .stdout_contains(SIGNALLED[0].1)
        .run();
    assert!(!done.judged());
}

#[test]
fn example_events_run() {
    for name in [
        "stop-commit-proposal.json",
        "stop-past-tense-report.json",
        "subagent-stop.json",
    ] {
        let event = std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("examples")
                .join(name),
        )
        .unwrap();
        Test::new()
            .args(["--dry-run", "--no-judge"])
            .stdin(event)
            .status(0)
            .stdout_contains("verdict:")
            .run();
    }
}
