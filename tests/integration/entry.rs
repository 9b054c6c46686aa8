//! The process around the pipeline: what a hook relies on from the process
//! set-up (stdio left closed by the host, a reader gone, the arguments).

use std::fs;
use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

use crate::test::*;

/// `inner` run by a shell that closes descriptor `fd` first.
fn with_closed(fd: u8, inner: &Command) -> Command {
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(format!(r#"exec "$0" "$@" {fd}>&-"#))
        .arg(inner.get_program())
        .args(inner.get_args());
    for (key, value) in inner.get_envs() {
        match value {
            Some(v) => cmd.env(key, v),
            None => cmd.env_remove(key),
        };
    }
    cmd
}

/// A host may start the hook with stdout closed. The first file the hook
/// then opens, the decision log, must not take descriptor 1 and receive the
/// verdict meant for the host.
#[test]
fn a_closed_stdout_never_sends_the_verdict_into_the_log() {
    let t = Test::new()
        .args(["--detector", "commit", "--timeout", "0.5"])
        .judge_command("exit 3");
    let gate = json!({"session_id":"s","transcript_path":"","cwd":"/tmp/p",
        "hook_event_name":"PreToolUse","tool_name":"Bash",
        "tool_input":{"command":"git push origin main"},"tool_use_id":"toolu_1"});
    let mut child = with_closed(1, &t.command())
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(gate.to_string().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let logs: Vec<_> = fs::read_dir(t.path().join("logs"))
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(logs.len(), 1);
    let text = fs::read_to_string(logs[0].path()).unwrap();
    assert!(!text.is_empty());
    for line in text.lines() {
        let record: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert!(record["ts"].is_string(), "not a log record: {line}");
    }
    assert!(!text.contains("hookSpecificOutput"), "{text}");
}

/// A reader that went away is an error at the write, ignored, not a
/// SIGPIPE that kills the process.
#[test]
fn a_reader_gone_from_stdout_is_not_a_crash() {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let status = Command::new(BIN)
        .args(["redact", "--kinds"])
        .stdout(writer)
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(0), "{status:?}");
}

/// Arguments reach the program.
#[test]
fn arguments_are_read() {
    Test::new()
        .arg("--version")
        .stdout_contains(env!("CARGO_PKG_VERSION"))
        .run();
    Test::new()
        .arg("--no-such-flag")
        .status(1)
        .stderr_contains("--no-such-flag")
        .run();
}
