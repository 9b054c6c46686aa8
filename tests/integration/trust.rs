//! What hookjudge does at run time when the agent, the transcript or another
//! local user works against it: every failure answers in the host's own
//! format and never lets a gated call through, the judge never outlives
//! hookjudge, its own files are private and never written through a link,
//! and the report never replays a terminal escape.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::stop::SIGNALLED;
use crate::test::*;

fn bash(command: &str) -> Value {
    json!({"session_id":"s","transcript_path":"","cwd":"/tmp/p","permission_mode":"default",
        "hook_event_name":"PreToolUse","tool_name":"Bash",
        "tool_input":{"command":command,"description":"run"},"tool_use_id":"toolu_1"})
}

fn codex_bash(command: &str) -> Value {
    let mut e = bash(command);
    e["turn_id"] = json!("t1");
    e["model"] = json!("gpt-5");
    e
}

/// The decision at a gate: Codex and Claude Code share the output's shape.
fn decision(stdout: &str) -> String {
    let v: Value = serde_json::from_str(stdout).unwrap_or_else(|e| panic!("{e}: {stdout:?}"));
    let hso = v["hookSpecificOutput"].as_object().unwrap();
    // Codex fails a hook whose output carries a key it does not know.
    for key in hso.keys() {
        assert!(
            [
                "hookEventName",
                "permissionDecision",
                "permissionDecisionReason"
            ]
            .contains(&key.as_str()),
            "{key}"
        );
    }
    assert_eq!(v.as_object().unwrap().len(), 1, "{stdout}");
    hso["permissionDecision"].as_str().unwrap().to_owned()
}

#[test]
fn every_fault_at_a_codex_gate_keeps_the_command_from_running() {
    // regression: these were answered in Claude Code's format ("ask"), which
    // Codex rejects as a failed hook, and then it ran the command.
    let event = codex_bash("git push origin main").to_string();
    let cut = &event[..event.len() - 1];
    let mut over = Vec::from(event.trim_end_matches('}').as_bytes());
    over.extend_from_slice(b",\"x\":\"");
    over.resize(65 << 20, b'a');
    let denies = |what: &str, t: Test| {
        let done = t.status(0).run();
        assert_eq!(decision(&done.stdout()), "deny", "{what}");
        assert!(done.stdout().contains("confirm"), "{what}");
    };
    denies(
        "a bad flag",
        Test::new().arg("--no-such-flag").stdin(event.clone()),
    );
    denies(
        "a bad flag value",
        Test::new().args(["--timeout", "-3"]).stdin(event.clone()),
    );
    denies(
        "a panic",
        Test::new()
            .env("HOOKJUDGE_DEBUG_PANIC", "1")
            .stdin(event.clone()),
    );
    denies(
        "a panic in the judge",
        Test::new()
            .args(["--detector", "commit"])
            .judge(COMMIT_ALLOW)
            .env("HOOKJUDGE_DEBUG_PANIC_JUDGE", "1")
            .stdin(event.clone()),
    );
    denies("input cut short", Test::new().stdin(cut));
    let unknown = &b"{\"hook_event_name\":\"PreToolUse\",\"tool_na"[..];
    denies(
        "input cut short, --host",
        Test::new().args(["--host", "codex"]).stdin(unknown),
    );
    denies(
        "a bad flag and input cut short, --host",
        Test::new().args(["--host=codex", "--bogus"]).stdin(unknown),
    );
    denies("input over 64 MiB", Test::new().stdin(over));
}

#[test]
fn a_panic_in_the_judge_never_allows_a_gated_call() {
    // regression: a judge thread's panic became a silent allow.
    let done = Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_ALLOW)
        .env("HOOKJUDGE_DEBUG_PANIC_JUDGE", "1")
        .event(&bash("git push origin main"))
        .status(0)
        .stderr_contains("internal error")
        .run();
    assert_eq!(decision(&done.stdout()), "ask");
    // On a Stop it fails open, as any fault does.
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .env("HOOKJUDGE_DEBUG_PANIC_JUDGE", "1")
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .stdout("")
        .stderr_contains("internal error")
        .run();
}

#[test]
fn a_bad_flag_at_a_claude_gate_still_asks() {
    let done = Test::new()
        .arg("--no-such-flag")
        .event(&bash("git push"))
        .status(0)
        .run();
    assert_eq!(decision(&done.stdout()), "ask");
}

/// The processes, not yet reaped, whose process group is `pgid`.
fn group_members(pgid: u32) -> Vec<String> {
    let mut alive = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let Ok(stat) = fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        let Some((_, rest)) = stat.rsplit_once(')') else {
            continue;
        };
        let fields: Vec<&str> = rest.split_whitespace().collect();
        // state, ppid, pgrp; a zombie is dead, only not yet reaped.
        if fields.get(2) == Some(&pgid.to_string().as_str()) && fields[0] != "Z" {
            alive.push(stat);
        }
    }
    alive
}

#[test]
fn the_judge_and_its_group_die_with_hookjudge() {
    // regression: killed by its host, hookjudge left the judge (and what the
    // judge started) running.
    let t = Test::new();
    let pid_file = t.path().join("judge.pid");
    let judge = format!("echo $$ > '{}'; sleep 300 & sleep 300", pid_file.display());
    let t = t
        .args(["--detector", "commit", "--timeout", "120"])
        .judge_command(&judge);
    let mut hookjudge = t
        .command()
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut stdin = hookjudge.stdin.take().unwrap();
        stdin
            .write_all(stop(SIGNALLED[0].1).to_string().as_bytes())
            .unwrap();
    }
    let until = Instant::now() + Duration::from_secs(60);
    let pgid = loop {
        if let Some(pid) = fs::read_to_string(&pid_file)
            .ok()
            .and_then(|s| s.trim().parse::<u32>().ok())
        {
            break pid;
        }
        assert!(Instant::now() < until, "the judge never started");
        std::thread::sleep(Duration::from_millis(20));
    };
    // Both sleeps and the shell: the judge's whole group is running.
    let until = Instant::now() + Duration::from_secs(10);
    while group_members(pgid).len() < 3 && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(group_members(pgid).len() >= 3, "{:?}", group_members(pgid));
    let killed = Command::new("kill")
        .args(["-9", &hookjudge.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    hookjudge.wait().unwrap();
    let until = Instant::now() + Duration::from_secs(10);
    while !group_members(pgid).is_empty() && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    let left = group_members(pgid);
    if !left.is_empty() {
        let _ = Command::new("kill")
            .args(["-9", "--", &format!("-{pgid}")])
            .status();
    }
    assert!(left.is_empty(), "still running: {left:?}");
}

#[test]
fn the_log_is_never_appended_through_a_link() {
    // regression: a link at the log's name in a shared folder made hookjudge
    // append a line with the agent's `$(…)` to another user's .bashrc.
    let t = Test::new();
    let bashrc = t.path().join("home/.bashrc");
    fs::write(&bashrc, "export EDITOR=vi\n").unwrap();
    let logs = t.path().join("logs");
    fs::create_dir(&logs).unwrap();
    fs::set_permissions(&logs, fs::Permissions::from_mode(0o700)).unwrap();
    let today = chrono::Local::now().format("%Y-%m-%d");
    std::os::unix::fs::symlink(
        &bashrc,
        logs.join(format!("stop-hook-llm-decisions-{today}.log")),
    )
    .unwrap();
    let answer = COMMIT_VIOLATION.replace(
        "proposes to push with no test run shown",
        "$(touch pwned)\\n`id`",
    );
    let done = t
        .args(["--detector", "commit"])
        .judge(&answer)
        .event(&stop(SIGNALLED[0].1))
        .status(2)
        .run();
    let bashrc = done.path().join("home/.bashrc");
    assert_eq!(fs::read_to_string(&bashrc).unwrap(), "export EDITOR=vi\n");
}

#[test]
fn what_hookjudge_creates_is_private() {
    // regression: the log and state folders were 0755, their files 0644.
    let done = Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(SIGNALLED[0].1))
        .status(2)
        .run();
    let mode = |p: &std::path::Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
    for dir in ["logs", "state"] {
        let dir = done.path().join(dir);
        assert_eq!(mode(&dir), 0o700, "{}", dir.display());
        let files: Vec<_> = fs::read_dir(&dir).unwrap().flatten().collect();
        assert!(!files.is_empty(), "{}", dir.display());
        for f in files {
            assert_eq!(mode(&f.path()), 0o600, "{}", f.path().display());
        }
    }
}

#[test]
fn a_log_folder_others_can_write_is_refused() {
    let t = Test::new();
    let logs = t.path().join("logs");
    fs::create_dir(&logs).unwrap();
    fs::set_permissions(&logs, fs::Permissions::from_mode(0o777)).unwrap();
    let done = t
        .args(["--detector", "commit"])
        .judge(COMMIT_ALLOW)
        .event(&stop(SIGNALLED[0].1))
        .status(0)
        .stderr_contains("others can write")
        .run();
    assert_eq!(fs::read_dir(done.path().join("logs")).unwrap().count(), 0);
}

#[test]
fn the_dry_run_report_shows_terminal_escapes_instead_of_sending_them() {
    // regression: the transcript's escape sequences (a clipboard write, a
    // cursor move) reached the terminal raw.
    let text = format!(
        "{} \u{1b}]52;c;cm0gLXJmIH4K\u{7}\u{1b}[2A\u{9b}2J",
        SIGNALLED[0].1
    );
    let done = Test::new()
        .args(["--detector", "commit", "--dry-run"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(&text))
        .status(0)
        .stdout_contains(r"\x1b]52;c;cm0gLXJmIH4K\x07\x1b[2A\x9b2J")
        .run();
    let out = done.stdout();
    assert!(
        !out.chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t'),
        "{out:?}"
    );
    // The JSON report keeps the text exact, and escaped.
    let done = Test::new()
        .args(["--detector", "commit", "--dry-run", "--format", "json"])
        .judge(COMMIT_VIOLATION)
        .event(&stop(&text))
        .status(0)
        .run();
    let out = done.stdout();
    assert!(
        !out.chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t'),
        "{out:?}"
    );
    let r: Value = serde_json::from_str(&out).unwrap();
    assert!(r["text"].as_str().unwrap().contains(&text), "{}", r["text"]);
}

#[test]
fn the_gate_judges_what_runs_not_what_is_written() {
    // regression: a read-only marker anywhere excused the command, and
    // quoting or a wrapper hid the program.
    for cmd in [
        "git commit -m \"Add --dry-run flag\"",
        "echo $(git push)",
        "g'i't push",
        "\"git\" push",
        "\\git push",
        "env X=1 git push",
        "command git push",
        "sh -c 'git push'",
        "bash -lc \"git commit -m wip\"",
    ] {
        let done = Test::new()
            .args(["--detector", "commit"])
            .judge(COMMIT_VIOLATION)
            .event(&bash(cmd))
            .status(0)
            .run();
        assert_eq!(decision(&done.stdout()), "deny", "{cmd}");
    }
    for cmd in ["git push --dry-run origin main", "echo 'git push'"] {
        let done = Test::new()
            .args(["--detector", "commit"])
            .judge(COMMIT_VIOLATION)
            .event(&bash(cmd))
            .status(0)
            .stdout("")
            .run();
        assert!(!done.judged(), "{cmd}");
    }
}

#[test]
fn a_fault_at_a_gemini_gate_denies_in_gemini_format() {
    let event = json!({"hook_event_name":"BeforeTool","session_id":"s","tool_name":"run_shell_command",
        "tool_input":{"command":"git push"}});
    let done = Test::new()
        .env("HOOKJUDGE_DEBUG_PANIC", "1")
        .event(&event)
        .status(0)
        .run();
    let v: Value = serde_json::from_str(&done.stdout()).unwrap();
    assert_eq!(v["decision"], "deny", "{v}");
    assert!(v.get("hookSpecificOutput").is_none(), "{v}");
}
