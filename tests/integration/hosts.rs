//! Real hook inputs and transcripts captured from Claude Code 2.1.328 and
//! Codex CLI 0.169.0 (see e2e/), replayed through the binary.

use serde_json::{Value, json};

use crate::test::*;

const CLAUDE: &str = "hosts/claude-code-2.1.328";
const CODEX: &str = "hosts/codex-0.169.0";

/// A captured event, its transcript paths pointed at the captured transcript.
fn event(dir: &str, name: &str, transcript: Option<&str>) -> Value {
    let text = std::fs::read_to_string(fixture(&format!("{dir}/{name}"))).unwrap();
    let mut e: Value = serde_json::from_str(&text).unwrap();
    let path = transcript.map_or(String::new(), |t| {
        fixture(&format!("{dir}/{t}")).to_str().unwrap().to_owned()
    });
    e["transcript_path"] = json!(path);
    if e.get("agent_transcript_path").is_some() {
        e["agent_transcript_path"] = json!(path);
    }
    e
}

fn report(e: &Value) -> Value {
    let done = Test::new()
        .args([
            "--detector",
            "all",
            "--dry-run",
            "--no-judge",
            "--format",
            "json",
        ])
        .event(e)
        .status(0)
        .run();
    serde_json::from_str(&done.stdout()).unwrap()
}

#[test]
fn claude_first_stop_blocks_an_unverified_push() {
    let done = Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event(CLAUDE, "stop.json", None))
        .status(2)
        .stderr_contains("[commit]")
        .run();
    assert!(
        done.prompt()
            .unwrap()
            .contains("I'll commit and push to main now.")
    );
}

#[test]
fn claude_continued_stop_judges_only_the_answer_to_the_feedback() {
    let r = report(&event(
        CLAUDE,
        "stop-continued.json",
        Some("transcript-at-stop-continued.jsonl"),
    ));
    assert_eq!(r["event"]["stop_hook_active"], true);
    assert_eq!(r["source"], "transcript");
    let text = r["text"].as_str().unwrap();
    assert!(text.starts_with("All PASS"), "{text}");
    assert!(
        !text.contains("I'll commit and push"),
        "the blocked text came back: {text}"
    );
}

#[test]
fn claude_task_notification_is_not_a_user_turn() {
    let r = report(&event(
        CLAUDE,
        "stop-after-task-notification.json",
        Some("transcript-task-notification.jsonl"),
    ));
    let text = r["text"].as_str().unwrap();
    assert!(!text.contains("task-notification"), "{text}");
    assert!(text.contains("The subagent reports the parser is fine."));
}

#[test]
fn claude_subagent_stop_reads_the_subagent_transcript() {
    let r = report(&event(
        CLAUDE,
        "subagent-stop.json",
        Some("subagent-transcript.jsonl"),
    ));
    assert_eq!(r["event"]["kind"], "SubagentStop");
    assert_eq!(r["source"], "transcript");
    assert!(r["text"].as_str().unwrap().contains("12 tests passed"));
}

#[test]
fn codex_first_stop_blocks_with_exit_2_and_no_stdout() {
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event(CODEX, "stop.json", None))
        .status(2)
        .stdout("")
        .stderr_contains("[commit]")
        .run();
}

#[test]
fn codex_continued_stop_starts_after_the_hook_prompt() {
    let r = report(&event(
        CODEX,
        "stop-continued.json",
        Some("rollout-at-stop-continued.jsonl"),
    ));
    assert_eq!(r["event"]["host"], "codex");
    let text = r["text"].as_str().unwrap();
    assert!(text.starts_with("All PASS"), "{text}");
    assert!(!text.contains("I'll commit and push"), "{text}");
}

#[test]
fn codex_first_stop_window_starts_at_the_typed_prompt() {
    // The rollout's earlier part: up to the first assistant reply.
    let full =
        std::fs::read_to_string(fixture(&format!("{CODEX}/rollout-at-stop-continued.jsonl")))
            .unwrap();
    let mut cut = String::new();
    for line in full.lines().take_while(|l| !l.contains("<hook_prompt")) {
        cut.push_str(line);
        cut.push('\n');
    }
    let t = Test::new();
    let path = t.path().join("rollout.jsonl");
    std::fs::write(&path, cut).unwrap();
    let mut e = event(CODEX, "stop.json", None);
    e["transcript_path"] = json!(path.to_str().unwrap());
    let done = t
        .args([
            "--detector",
            "commit",
            "--dry-run",
            "--no-judge",
            "--format",
            "json",
        ])
        .event(&e)
        .run();
    let r: Value = serde_json::from_str(&done.stdout()).unwrap();
    let text = r["text"].as_str().unwrap();
    assert_eq!(
        text,
        "I've finished the parser refactor. I'll commit and push now."
    );
}

#[test]
fn pre_tool_use_payloads_of_both_hosts_reach_the_gate() {
    for dir in [CLAUDE, CODEX] {
        let done = Test::new()
            .args(["--detector", "commit"])
            .judge(COMMIT_VIOLATION)
            .event(&event(dir, "pre-tool-use-bash.json", None))
            .status(0)
            .stdout_contains("\"permissionDecision\":\"deny\"")
            .run();
        assert!(done.prompt().unwrap().contains("git push"), "{dir}");
    }
}

#[test]
fn post_tool_use_is_left_alone() {
    for dir in [CLAUDE, CODEX] {
        Test::new()
            .judge(COMMIT_VIOLATION)
            .event(&event(dir, "post-tool-use-bash.json", None))
            .status(0)
            .stdout("")
            .stderr("")
            .run();
    }
}
