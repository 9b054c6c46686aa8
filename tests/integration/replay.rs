//! `hookjudge replay` over the transcripts captured from the real hosts.

use std::fs;

use serde_json::Value;

use crate::test::*;

/// `hookjudge replay` over the transcripts captured with `claude -p` and
/// `codex exec`, then `args`.
fn replay_captured<const N: usize>(args: [&str; N]) -> Test {
    let files = [
        "claude-code-2.1.328/subagent-transcript.jsonl",
        "claude-code-2.1.328/transcript-at-stop-continued.jsonl",
        "claude-code-2.1.328/transcript-task-notification.jsonl",
        "codex-0.169.0/rollout-at-stop-continued.jsonl",
    ];
    let t = files.iter().fold(Test::new().arg("replay"), |t, f| {
        t.arg(fixture(&format!("hosts/{f}")).to_str().unwrap())
    });
    t.args(args)
}

fn json_of(done: &Done) -> Value {
    serde_json::from_str(&done.stdout()).unwrap()
}

#[test]
fn finds_the_turns_of_the_captured_transcripts() {
    let done = replay_captured(["--detector", "commit", "--format", "json"])
        .status(0)
        .stderr("")
        .run();
    let r = json_of(&done);
    // Claude Code: the blocked push and the answer to the feedback; the
    // delegation (its two texts are one turn: a task notification is not a
    // person); the subagent's own transcript. Codex: push and answer.
    assert_eq!(r["files"], 4);
    assert_eq!(r["turns"], 6);
    assert_eq!(r["turns_after_feedback"], 2);
    let c = &r["detectors"]["commit"];
    assert_eq!(c["layer1_hits"], 2);
    assert_eq!(c["bypassed"], 2);
    let at: Vec<&str> = c["examples"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["at"].as_str().unwrap())
        .collect();
    assert!(
        at.len() == 2
            && at[0].ends_with("claude-code-2.1.328/transcript-at-stop-continued.jsonl:18")
            && at[1].ends_with("codex-0.169.0/rollout-at-stop-continued.jsonl:11"),
        "{at:?}"
    );
    assert!(
        c["examples"][0]["text"]
            .as_str()
            .unwrap()
            .contains("I'll commit and push to main now.")
    );
}

#[test]
fn text_report() {
    let one = fixture("hosts/codex-0.169.0/rollout-at-stop-continued.jsonl");
    Test::new()
        .args(["replay", one.to_str().unwrap(), "-d", "commit"])
        .status(0)
        .stdout_contains("hookjudge replay: 1 transcript (")
        .stdout_contains("2 turn ends judged as Stops, Layer 1 only")
        .stdout_contains("settled at Layer 1: 50.0% of the turns")
        .stdout_contains("[commit] escalated")
        .stdout_contains("I'll commit and push now.")
        .run();
}

#[test]
fn would_block_with_the_judge() {
    let done = replay_captured(["-d", "commit", "--judge", "--format", "json"])
        .judge(COMMIT_VIOLATION)
        .status(0)
        .run();
    let r = json_of(&done);
    let c = &r["detectors"]["commit"];
    assert_eq!(
        (c["judged"].as_u64(), c["would_block"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(r["turns_would_block"], 2);
    assert_eq!(r["latency_ms"]["calls"], 2);
}

#[test]
fn folders_are_walked_for_jsonl_only() {
    let t = Test::new();
    let dir = t.path().join("projects/deep/er");
    fs::create_dir_all(&dir).unwrap();
    let turn = |text: &str| {
        format!(
            "{}\n{}\n",
            serde_json::json!({"type":"user","message":{"role":"user","content":"go"}}),
            serde_json::json!({"type":"assistant","message":{"role":"assistant",
                "content":[{"type":"text","text":text}]}})
        )
    };
    fs::write(dir.join("a.jsonl"), turn("I'll commit and push now.")).unwrap();
    fs::write(dir.join("b.json"), turn("I'll commit and push now.")).unwrap();
    // Garbage and a cut last line are passed over.
    fs::write(
        dir.join("c.jsonl"),
        format!("{}garbage\n{{\"type\":\"assist", turn("Renamed it.")),
    )
    .unwrap();
    let root = t.path().join("projects");
    let done = t
        .args(["replay", root.to_str().unwrap(), "--format", "json"])
        .status(0)
        .run();
    let r = json_of(&done);
    assert_eq!(r["files"], 2);
    assert_eq!(r["turns"], 2);
    assert_eq!(r["detectors"]["commit"]["layer1_hits"], 1);
}

#[test]
fn missing_path_is_an_error() {
    Test::new()
        .args(["replay", "/nonexistent/sessions"])
        .status(1)
        .stderr_contains("cannot read /nonexistent/sessions")
        .run();
}
