//! Stop and SubagentStop: each detector's block and allow, Layer-1 shortcuts,
//! the feedback, the recursion guard and the decision log.

use serde_json::json;

use crate::test::*;

/// One reply per detector that its signals must catch.
pub const SIGNALLED: &[(&str, &str)] = &[
    (
        "commit",
        "The change is in. I'll commit and push it to main now.",
    ),
    (
        "scope-check",
        "The context window is getting full, so I'll stop here and continue with the remaining items in a new session.",
    ),
    (
        "scope-change",
        "I'll implement the CSV export now and move the PDF export to the backlog.",
    ),
    ("shallow-bugfix", "Fixed! The login works now."),
    (
        "bugfix-without-reproduction",
        "This is probably caused by a race in `flush()`. I'll add a lock there.",
    ),
];

fn answers(detector: &str) -> (&'static str, &'static str) {
    if detector == "commit" {
        (COMMIT_VIOLATION, COMMIT_ALLOW)
    } else {
        (PROPOSAL_VIOLATION, PROPOSAL_ALLOW)
    }
}

#[test]
fn each_detector_blocks_on_a_violation() {
    for (detector, text) in SIGNALLED {
        let (violation, _) = answers(detector);
        let done = Test::new()
            .args(["--detector", detector])
            .judge(violation)
            .event(&stop(text))
            .status(2)
            .stderr_contains(&format!("[{detector}]"))
            .stderr_contains("Why: ")
            .stderr_contains("Instead: ")
            .stderr_contains("Rewording the same content will not pass")
            .run();
        assert!(done.stdout().is_empty());
        // The feedback never echoes the prompt or its fence.
        assert!(!done.stderr().contains("hj-"), "{}", done.stderr());
        assert!(done.prompt().unwrap().contains(text), "{detector}");
    }
}

#[test]
fn each_detector_allows_when_the_judge_does() {
    for (detector, text) in SIGNALLED {
        let (_, allow) = answers(detector);
        let done = Test::new()
            .args(["--detector", detector])
            .judge(allow)
            .event(&stop(text))
            .status(0)
            .stdout("")
            .stderr("")
            .run();
        assert!(done.judged(), "{detector} never asked the judge");
    }
}

#[test]
fn ordinary_reply_never_reaches_the_judge() {
    let done = Test::new()
        .args(["--detector", "all"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(
            "I renamed `parse_args` to `parse_cli` and updated the three call sites.",
        ))
        .status(0)
        .stdout("")
        .stderr("")
        .run();
    assert!(!done.judged());
    let log = done.log();
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(log[0]["stage"], "layer1");
    assert_eq!(log[0]["detectors"]["commit"], "no-signal");
}

#[test]
fn bypass_allows_without_the_judge() {
    let done = Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(
            "All tests pass (cargo test: 42 passed, 0 failed). I'll commit and push now.",
        ))
        .status(0)
        .run();
    assert!(!done.judged());
    assert_eq!(done.log()[0]["detectors"]["commit"], "bypass");
}

#[test]
fn subagent_stop_is_judged_like_stop() {
    let mut event = stop(SIGNALLED[0].1);
    event["hook_event_name"] = json!("SubagentStop");
    event["agent_id"] = json!("a1");
    event["agent_type"] = json!("general-purpose");
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event)
        .status(2)
        .stderr_contains("[commit]")
        .run();
}

#[test]
fn several_detectors_report_together() {
    let text = format!("{} {}", SIGNALLED[0].1, SIGNALLED[1].1);
    // One judge answer that violates both shapes of rule.
    let answer = r#"{"new_proposal":true,"verification_reported":false,"retraction_or_quote":false,"direction_query":false,"future_step_description":false,"reason":"r"}"#;
    Test::new()
        .args(["--detector", "commit,scope-check"])
        .judge(answer)
        .event(&stop(&text))
        .status(2)
        .stderr_contains("[commit]")
        .stderr_contains("[scope-check]")
        .run();
}

#[test]
fn recursion_guard_allows_at_once() {
    let done = Test::new()
        .env("STOP_HOOK_LLM_JUDGE_ACTIVE", "1")
        .judge(COMMIT_VIOLATION)
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .stdout("")
        .stderr("")
        .run();
    assert!(!done.judged());
    assert!(done.log().is_empty());
}

#[test]
fn judge_runs_with_the_guard_set() {
    let done = Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_ALLOW)
        .event(&stop(SIGNALLED[0].1))
        .run();
    let guard = std::fs::read_to_string(done.path().join("guard.txt")).unwrap();
    assert_eq!(guard.trim(), "1");
}

#[test]
fn decision_log_records_the_judgment() {
    let done = Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(SIGNALLED[0].1))
        .status(2)
        .run();
    let log = done.log();
    assert_eq!(log.len(), 1, "{log:?}");
    let r = &log[0];
    assert_eq!(r["detector"], "commit");
    assert_eq!(r["stage"], "judged");
    assert_eq!(r["verdict"], "violation");
    assert_eq!(r["backend"], "command");
    assert_eq!(r["fields"]["new_proposal"], true);
    assert_eq!(r["reason"], "proposes to push with no test run shown");
    assert_eq!(r["event"], "Stop");
    assert!(r["latency_ms"].is_u64());
    assert!(r["ts"].as_str().unwrap().starts_with("20"));
    assert!(!r["signals"].as_array().unwrap().is_empty());
}

#[test]
fn unwritable_log_never_changes_the_verdict() {
    let t = Test::new();
    let file = t.path().join("not-a-dir");
    std::fs::write(&file, "").unwrap();
    let file = file.to_str().unwrap().to_owned();
    t.env("HOOKJUDGE_LOG_DIR", &file)
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(SIGNALLED[0].1))
        .status(2)
        .stderr_lacks("decision log")
        .run();
    Test::new()
        .env("HOOKJUDGE_LOG_DIR", "/proc/forbidden")
        .args(["--detector", "commit"])
        .judge(COMMIT_ALLOW)
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .stderr_contains("cannot write the decision log")
        .run();
}

#[test]
fn other_events_are_allowed_untouched() {
    for name in [
        "PostToolUse",
        "UserPromptSubmit",
        "SessionStart",
        "Notification",
    ] {
        let mut event = stop(SIGNALLED[0].1);
        event["hook_event_name"] = json!(name);
        let done = Test::new()
            .judge(COMMIT_VIOLATION)
            .event(&event)
            .status(0)
            .stdout("")
            .stderr("")
            .run();
        assert!(!done.judged(), "{name}");
    }
}

#[test]
fn codex_stop_payload() {
    let event = json!({
        "session_id": "019a-codex", "turn_id": "t-1", "transcript_path": null, "cwd": "/tmp/p",
        "hook_event_name": "Stop", "model": "gpt-5.3-codex", "permission_mode": "default",
        "stop_hook_active": false, "last_assistant_message": SIGNALLED[0].1,
    });
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event)
        .status(2)
        .stderr_contains("[commit]")
        .stdout("")
        .run();
}

/// The release build is a position-independent executable, as packagers
/// expect and as address randomisation needs for a process that reads
/// hostile text: nothing in the build may opt out of it.
#[cfg(target_os = "linux")]
#[test]
fn the_linux_binary_is_position_independent() {
    let elf = std::fs::read(env!("CARGO_BIN_EXE_hookjudge")).unwrap();
    assert_eq!(&elf[..4], b"\x7fELF");
    let bytes = [elf[16], elf[17]];
    // EI_DATA: 1 is little-endian, 2 big-endian.
    let kind = if elf[5] == 2 {
        u16::from_be_bytes(bytes)
    } else {
        u16::from_le_bytes(bytes)
    };
    assert_eq!(
        kind, 3,
        "ET_DYN (3, a PIE) expected, found {kind} (2 is fixed-address)"
    );
}

#[test]
fn three_escalated_detectors_start_one_judge_process() {
    let t = Test::new();
    let calls = t.path().join("calls.txt");
    let text = "Fixed! The login works now. I'll commit and push it to main now. \
                The PDF export can move to the backlog as a follow-up ticket.";
    let judge = format!(
        "echo $$ >> '{}'; {}",
        calls.display(),
        judge_answering(PROPOSAL_VIOLATION)
    );
    let done = t
        .args(["--detector", "commit,scope-change,shallow-bugfix"])
        .judge_command(&judge)
        .event(&stop(text))
        .status(2)
        .stderr_contains("[commit]")
        .stderr_contains("[scope-change]")
        .stderr_contains("[shallow-bugfix]")
        .run();
    let escalated: Vec<String> = done
        .log()
        .iter()
        .filter(|r| r["stage"] == "judged")
        .map(|r| r["detector"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(escalated.len(), 3, "{escalated:?}");
    let started = std::fs::read_to_string(&calls).unwrap();
    assert_eq!(started.lines().count(), 1, "judge processes: {started}");
}
