//! The loop budget: a detector blocks at most --max-blocks times in a row
//! within one user turn, counted per session.

use serde_json::{Value, json};

use crate::stop::SIGNALLED;
use crate::test::*;

fn continuing(active: bool, prompt_id: &str) -> Value {
    let mut e = stop(SIGNALLED[0].1);
    e["stop_hook_active"] = json!(active);
    e["prompt_id"] = json!(prompt_id);
    e
}

fn run_in(state: &std::path::Path, event: &Value, max: Option<&str>, status: i32) -> Done {
    let mut t = Test::new()
        .env("HOOKJUDGE_STATE_DIR", state.to_str().unwrap())
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(event)
        .status(status);
    if let Some(max) = max {
        t = t.args(["--max-blocks", max]);
    }
    t.run()
}

#[test]
fn blocks_twice_then_lets_the_stop_through() {
    let state = tempfile::tempdir().unwrap();
    run_in(state.path(), &continuing(false, "p1"), None, 2);
    run_in(state.path(), &continuing(true, "p1"), None, 2);
    let third = run_in(state.path(), &continuing(true, "p1"), None, 0);
    assert!(
        third.stderr().contains("blocked 2 times"),
        "{}",
        third.stderr()
    );
    assert!(!third.judged(), "a spent budget must not cost a judge call");
    assert_eq!(third.log()[0]["stage"], "budget");
    // A new user turn starts a new budget.
    run_in(state.path(), &continuing(false, "p2"), None, 2);
}

#[test]
fn budget_is_configurable() {
    let state = tempfile::tempdir().unwrap();
    run_in(state.path(), &continuing(false, "p1"), Some("1"), 2);
    run_in(state.path(), &continuing(true, "p1"), Some("1"), 0);
    let zero = tempfile::tempdir().unwrap();
    run_in(zero.path(), &continuing(false, "p1"), Some("0"), 0);
}

#[test]
fn sessions_count_separately() {
    let state = tempfile::tempdir().unwrap();
    run_in(state.path(), &continuing(false, "p1"), Some("1"), 2);
    let mut other = continuing(true, "p1");
    other["session_id"] = json!("another-session");
    run_in(state.path(), &other, Some("1"), 2);
}

#[test]
fn unwritable_state_still_blocks() {
    Test::new()
        .env("HOOKJUDGE_STATE_DIR", "/proc/forbidden")
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&continuing(false, "p1"))
        .status(2)
        .run();
}

#[test]
fn a_budget_that_cannot_be_kept_lets_a_continuation_through() {
    // regression: in a state folder others can write, the count was refused
    // but read back as zero, so every continuation blocked again, without end.
    use std::os::unix::fs::PermissionsExt;
    let state = tempfile::tempdir().unwrap();
    std::fs::set_permissions(state.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
    run_in(state.path(), &continuing(false, "p1"), None, 2);
    let next = run_in(state.path(), &continuing(true, "p1"), None, 0);
    assert!(
        next.stderr().contains("cannot keep the loop budget"),
        "{}",
        next.stderr()
    );
}
