//! The approval gate (PreToolUse): deny on a violation, ask the human when the
//! judge fails, and say nothing otherwise so the host's own rules apply.

use serde_json::{Value, json};

use crate::test::*;

fn bash(command: &str) -> Value {
    json!({"session_id":"s","transcript_path":"","cwd":"/tmp/p","permission_mode":"default",
        "hook_event_name":"PreToolUse","tool_name":"Bash",
        "tool_input":{"command":command,"description":"run"},"tool_use_id":"toolu_1"})
}

#[test]
fn unverified_push_is_denied_with_the_reason() {
    let done = Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&bash("git push origin main"))
        .status(0)
        .run();
    let out: Value = serde_json::from_str(&done.stdout()).unwrap();
    let hso = &out["hookSpecificOutput"];
    assert_eq!(hso["hookEventName"], "PreToolUse");
    assert_eq!(hso["permissionDecision"], "deny");
    assert!(
        hso["permissionDecisionReason"]
            .as_str()
            .unwrap()
            .contains("no test run shown")
    );
    assert!(done.prompt().unwrap().contains("git push origin main"));
}

#[test]
fn failing_judge_asks_the_human() {
    let done = Test::new()
        .args(["--detector", "commit", "--timeout", "0.5"])
        .judge_command("sleep 30")
        .event(&bash("git push"))
        .status(0)
        .run();
    let out: Value = serde_json::from_str(&done.stdout()).unwrap();
    assert_eq!(out["hookSpecificOutput"]["permissionDecision"], "ask");
}

#[test]
fn allowed_call_emits_nothing() {
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_ALLOW)
        .event(&bash("git commit -m 'fix: parser'"))
        .status(0)
        .stdout("")
        .run();
}

#[test]
fn read_only_commands_are_never_judged() {
    for cmd in [
        "ls -la",
        "cargo test",
        "git status",
        "git push --dry-run",
        "git log -5",
    ] {
        let done = Test::new()
            .args(["--detector", "all"])
            .judge(COMMIT_VIOLATION)
            .event(&bash(cmd))
            .status(0)
            .stdout("")
            .run();
        assert!(!done.judged(), "{cmd}");
    }
}

#[test]
fn codex_gate_denies_instead_of_asking() {
    let mut e = bash("git push");
    e["turn_id"] = json!("t1");
    e["model"] = json!("gpt-5");
    let done = Test::new()
        .args(["--detector", "commit", "--timeout", "0.5"])
        .judge_command("sleep 30")
        .event(&e)
        .status(0)
        .run();
    let out: Value = serde_json::from_str(&done.stdout()).unwrap();
    assert_eq!(out["hookSpecificOutput"]["permissionDecision"], "deny");
    assert!(
        out["hookSpecificOutput"]["permissionDecisionReason"]
            .as_str()
            .unwrap()
            .contains("confirm")
    );
}

#[test]
fn a_credential_in_the_call_reaches_neither_judge_nor_agent_nor_log() {
    // Made up at run time; a judge may quote what it was shown.
    let password: String = ["Qz8", "vLk2", "#mW9", "tRx4"].concat();
    let command =
        format!("docker login -u ci -p {password} registry.example.io && git push origin main");
    let quoted = COMMIT_VIOLATION.replace(
        "proposes to push with no test run shown",
        &format!("runs docker login -p {password} then pushes with no test run shown"),
    );
    let done = Test::new()
        .args(["--detector", "commit"])
        .judge(&quoted)
        .event(&bash(&command))
        .status(0)
        .run();
    let prompt = done.prompt().unwrap();
    assert!(prompt.contains("git push origin main"), "{prompt}");
    assert!(!prompt.contains(&password), "{prompt}");
    let out: Value = serde_json::from_str(&done.stdout()).unwrap();
    let reason = out["hookSpecificOutput"]["permissionDecisionReason"]
        .as_str()
        .unwrap();
    assert!(reason.contains("[REDACTED:password]"), "{reason}");
    assert!(!reason.contains(&password), "{reason}");
    for record in done.log() {
        assert!(!record.to_string().contains(&password), "{record}");
    }
}
