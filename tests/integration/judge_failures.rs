//! Every way a judge can fail ends as the event's safe outcome, in bounded
//! time, with no process left behind.

use std::time::{Duration, Instant};

use crate::stop::SIGNALLED;
use crate::test::*;

fn commit_stop() -> serde_json::Value {
    stop(SIGNALLED[0].1)
}

fn fails_open(cmd: &str, message: &str) -> Done {
    Test::new()
        .args(["--detector", "commit", "--timeout", "1"])
        .judge_command(cmd)
        .event(&commit_stop())
        .status(0)
        .stdout("")
        .stderr_contains(message)
        .stderr_contains("(allowing)")
        .run()
}

/// Running, not merely a zombie waiting for init to reap it.
fn alive(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{}/stat", pid.trim()))
        .ok()
        .and_then(|stat| {
            stat.rsplit(')')
                .next()
                .map(|rest| rest.trim_start().to_owned())
        })
        .is_some_and(|rest| !rest.starts_with('Z'))
}

#[test]
fn hanging_judge_times_out() {
    let started = Instant::now();
    let done = fails_open("sleep 100", "timed out");
    assert!(started.elapsed() < Duration::from_secs(20));
    assert_eq!(done.log()[0]["fail_cause"], "timeout");
}

#[test]
fn grandchild_holding_the_pipe_is_killed() {
    let t = Test::new();
    let pidfile = t.path().join("grandchild.pid");
    let cmd = format!("sleep 100 & echo $! > '{}'; wait", pidfile.display());
    let started = Instant::now();
    let done = t
        .args(["--detector", "commit", "--timeout", "1"])
        .judge_command(&cmd)
        .event(&commit_stop())
        .status(0)
        .stderr_contains("timed out")
        .run();
    assert!(started.elapsed() < Duration::from_secs(20));
    let pid = std::fs::read_to_string(&pidfile).unwrap();
    drop(done);
    std::thread::sleep(Duration::from_millis(100));
    assert!(!alive(&pid), "grandchild {pid} survived");
}

#[test]
fn background_leftover_of_a_finished_judge_is_killed() {
    let t = Test::new();
    let pidfile = t.path().join("leftover.pid");
    let cmd = format!(
        "cat >/dev/null; sleep 100 & echo $! > '{}'; echo '{}'",
        pidfile.display(),
        COMMIT_VIOLATION
    );
    let started = Instant::now();
    let done = t
        .args(["--detector", "commit", "--timeout", "10"])
        .judge_command(&cmd)
        .event(&commit_stop())
        .status(2)
        .run();
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "waited for the leftover"
    );
    let pid = std::fs::read_to_string(&pidfile).unwrap();
    drop(done);
    std::thread::sleep(Duration::from_millis(100));
    assert!(!alive(&pid), "leftover {pid} survived");
}

#[test]
fn missing_cli_is_named() {
    let done = Test::new()
        .args(["--detector", "commit", "--backend", "codex"])
        .env("PATH", "/nonexistent")
        .event(&commit_stop())
        .status(0)
        .stderr_contains("judge command not found: codex")
        .run();
    assert_eq!(done.log()[0]["fail_cause"], "not-found");
    Test::new()
        .args(["--detector", "commit", "--backend", "claude"])
        .env("PATH", "/nonexistent")
        .event(&commit_stop())
        .status(0)
        .stderr_contains("judge command not found: claude")
        .run();
}

#[test]
fn garbage_output_fails_open() {
    fails_open("echo 'I think this is fine, really.'", "no JSON object");
    fails_open("head -c 100000 /dev/urandom", "(allowing)");
    fails_open("printf '{{{{{{{{{{{{{{{{{{{{'", "(allowing)");
}

#[test]
fn schemaless_json_fails_open() {
    let done = fails_open(
        r#"echo '{"decision":"block","reason":"x"}'"#,
        "no \"new_proposal\" field",
    );
    assert_eq!(done.log()[0]["fail_cause"], "unreadable");
    fails_open(r#"echo '{"new_proposal":"maybe"}'"#, "not a boolean");
}

#[test]
fn nonzero_exit_without_json_fails_open() {
    let done = fails_open(
        "echo 'rate limited' >&2; exit 3",
        "exit code 3: rate limited",
    );
    assert_eq!(done.log()[0]["fail_cause"], "exit");
    fails_open("kill -9 $$", "signal 9");
}

#[test]
fn nonzero_exit_with_json_is_still_read() {
    Test::new()
        .args(["--detector", "commit"])
        .judge_command(&format!("echo '{COMMIT_VIOLATION}'; exit 1"))
        .event(&commit_stop())
        .status(2)
        .run();
}

#[test]
fn judge_that_never_reads_stdin() {
    Test::new()
        .args(["--detector", "commit", "--timeout", "5"])
        .judge_command(&format!("exec 0<&-; echo '{COMMIT_VIOLATION}'"))
        .event(&commit_stop())
        .status(2)
        .run();
}

#[test]
fn missing_fields_lean_toward_a_proposal() {
    Test::new()
        .args(["--detector", "commit"])
        .judge(r#"{"new_proposal": true, "reason": "pushes now"}"#)
        .event(&commit_stop())
        .status(2)
        .stderr_contains("pushes now")
        .run();
}

#[test]
fn answer_inside_prose_and_fences_is_read() {
    let answer = format!("Sure! Here is the verdict:\n```json\n{COMMIT_VIOLATION}\n```\n");
    Test::new()
        .args(["--detector", "commit"])
        .judge(&answer)
        .event(&commit_stop())
        .status(2)
        .run();
}
