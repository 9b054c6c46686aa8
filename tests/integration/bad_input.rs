//! Bad input gets one clear line and the event's safe outcome: allow a Stop,
//! ask at an approval gate. Never a panic, never a hang.

use serde_json::json;

use crate::stop::SIGNALLED;
use crate::test::*;

#[test]
fn unusable_stdin_allows() {
    for (input, message) in [
        (&b""[..], "empty input"),
        (b"   \n", "empty input"),
        (b"not json", "not valid JSON"),
        (b"[1,2,3]", "not an object"),
        (b"\xff\xfe\x00", "not valid JSON"),
        (b"{\"hook_event_name\": \"Stop\"", "not valid JSON"),
    ] {
        Test::new()
            .judge(COMMIT_VIOLATION)
            .stdin(input)
            .status(0)
            .stdout("")
            .stderr_contains(message)
            .stderr_contains("(allowing)")
            .run();
    }
}

#[test]
fn deep_nesting_and_huge_stdin_allow() {
    Test::new()
        .stdin("[".repeat(100_000))
        .status(0)
        .stderr_contains("not valid JSON")
        .run();
    let mut huge = stop(&"word ".repeat(2_000_000));
    huge["padding"] = json!("x".repeat(1 << 20));
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&huge)
        .status(0)
        .run();
    let mut over = Vec::from(&b"{\"hook_event_name\":\"Stop\",\"x\":\""[..]);
    over.resize(65 << 20, b'a');
    Test::new()
        .stdin(over)
        .status(0)
        .stderr_contains("larger than 64 MiB")
        .run();
}

#[test]
fn wrong_field_types_take_defaults() {
    let event = json!({"hook_event_name":"Stop","stop_hook_active":"yes","session_id":7,
        "transcript_path":42,"last_assistant_message":SIGNALLED[0].1});
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event)
        .status(2)
        .run();
}

#[test]
fn unreadable_transcripts_fall_back_to_the_last_message() {
    let t = Test::new();
    let dir = t.path().to_str().unwrap().to_owned();
    let fifo = t.path().join("fifo");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for (path, message) in [
        (format!("{dir}/missing.jsonl"), "no such file"),
        (dir.clone(), "a directory"),
        (fifo.to_str().unwrap().to_owned(), "a FIFO"),
        ("/dev/zero".to_owned(), "a device"),
    ] {
        let mut event = stop(SIGNALLED[0].1);
        event["transcript_path"] = json!(path);
        Test::new()
            .args(["--detector", "commit"])
            .judge(COMMIT_ALLOW)
            .event(&event)
            .status(0)
            .stderr_contains("cannot read transcript")
            .stderr_contains(message)
            .run();
        Test::new()
            .args(["--detector", "commit"])
            .judge(COMMIT_VIOLATION)
            .event(&event)
            .status(2)
            .stderr_lacks("cannot read transcript")
            .run();
    }
}

#[test]
fn junk_transcript_lines_are_skipped() {
    let t = Test::new();
    let path = t.path().join("t.jsonl");
    let good = json!({"type":"assistant","message":{"content":[{"type":"text","text":"I'll commit and push now."}]}});
    let body = format!(
        "{{\"type\":\"user\",\"message\":{{\"content\":\"go\"}}}}\nnot json at all\n\u{0}\u{1}\n{good}\n{{\"type\":\"assistant\",\"message\":{{\"content\":[{{\"type\":\"te"
    );
    std::fs::write(&path, body).unwrap();
    let mut event = stop("");
    event["transcript_path"] = json!(path.to_str().unwrap());
    t.args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event)
        .status(2)
        .run();
}

#[test]
fn a_panic_fails_open_on_stop_and_asks_at_a_gate() {
    Test::new()
        .env("HOOKJUDGE_DEBUG_PANIC", "1")
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .stdout("")
        .stderr_contains("internal error")
        .run();
    let gate = json!({"hook_event_name":"PreToolUse","session_id":"s","tool_name":"Bash",
        "tool_input":{"command":"git push"},"tool_use_id":"t"});
    Test::new()
        .env("HOOKJUDGE_DEBUG_PANIC", "1")
        .event(&gate)
        .status(0)
        .stdout_contains("\"permissionDecision\":\"ask\"")
        .run();
}

#[test]
fn usage_errors_never_block() {
    Test::new()
        .arg("--no-such-flag")
        .event(&stop(SIGNALLED[0].1))
        .status(1)
        .stderr_contains("unexpected argument '--no-such-flag'")
        .run();
    Test::new()
        .args(["--detector", "comit"])
        .event(&stop(SIGNALLED[0].1))
        .status(1)
        .stderr_contains("unknown detector 'comit'")
        .run();
    let gate = json!({"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git push"}});
    Test::new()
        .args(["--timeout", "-3"])
        .event(&gate)
        .status(0)
        .stdout_contains("\"ask\"")
        .run();
}

/// A transcript cut short while the hook reads it: the read fails, and the
/// hook still gives the event's safe outcome.
#[test]
fn a_transcript_cut_short_under_the_hook_fails_safe() {
    let line = json!({"type":"assistant","message":{"content":[{"type":"text","text":"step"}]}});
    let t = Test::new();
    let path = t.path().join("t.jsonl");
    std::fs::write(&path, format!("{line}\n").repeat(200)).unwrap();
    let mut event = stop(SIGNALLED[0].1);
    event["transcript_path"] = json!(path.to_str().unwrap());
    t.env("HOOKJUDGE_DEBUG_TRUNCATE", "1")
        .event(&event)
        .status(0)
        .stdout("")
        .stderr_contains("cut short")
        .run();
    let t = Test::new();
    let path = t.path().join("t.jsonl");
    std::fs::write(&path, format!("{line}\n").repeat(200)).unwrap();
    let gate = json!({"hook_event_name":"PreToolUse","session_id":"s","tool_name":"Bash",
        "tool_input":{"command":"git push"},"tool_use_id":"t",
        "transcript_path":path.to_str().unwrap()});
    t.env("HOOKJUDGE_DEBUG_TRUNCATE", "1")
        .event(&gate)
        .status(0)
        .stdout_contains("\"permissionDecision\":\"ask\"")
        .stderr_contains("cut short")
        .run();
}

/// regression: a shell call whose command could not be read (a string for
/// `tool_input`, a number for `command`, no `command`) was let through.
#[test]
fn a_shell_call_without_a_readable_command_fails_safe_at_the_gate() {
    for input in [
        json!("git push"),
        json!({"command": 7}),
        json!({"description": "x"}),
    ] {
        let gate = json!({"hook_event_name":"PreToolUse","session_id":"s","tool_name":"Bash",
            "tool_input":input,"tool_use_id":"t"});
        Test::new()
            .event(&gate)
            .status(0)
            .stdout_contains("\"permissionDecision\":\"ask\"")
            .stderr_contains("no readable command")
            .run();
        let mut codex = gate.clone();
        codex["turn_id"] = json!("t1");
        codex["model"] = json!("gpt-5");
        Test::new()
            .event(&codex)
            .status(0)
            .stdout_contains("\"permissionDecision\":\"deny\"")
            .stdout_contains("confirm")
            .run();
    }
}
