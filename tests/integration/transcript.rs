//! The text to judge comes from the transcript window: since the last real
//! user turn, or since the latest hook feedback; the newest reply always.

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::test::*;

fn user(text: &str) -> Value {
    json!({"type":"user","message":{"role":"user","content":text},"uuid":"u","isSidechain":false})
}
fn assistant(text: &str) -> Value {
    json!({"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":text}]}})
}
fn feedback() -> Value {
    json!({"type":"user","isMeta":true,"message":{"role":"user","content":"Stop hook feedback:\n[hookjudge]: stop\n"}})
}

fn transcript(t: &Test, lines: &[Value]) -> String {
    let path = t.path().join("transcript.jsonl");
    let mut body = String::new();
    for l in lines {
        let _ = writeln!(body, "{l}");
    }
    std::fs::write(&path, body).unwrap();
    path.to_str().unwrap().to_owned()
}

fn event(path: &str, last: &str, active: bool) -> Value {
    let mut e = stop(last);
    e["transcript_path"] = json!(path);
    e["stop_hook_active"] = json!(active);
    e
}

#[test]
fn earlier_text_in_the_turn_is_judged() {
    let t = Test::new();
    let path = transcript(
        &t,
        &[
            user("please fix the login bug"),
            assistant("I'll commit and push to main right away."),
            assistant("Done with the edit."),
        ],
    );
    let done = t
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event(&path, "Done with the edit.", false))
        .status(2)
        .run();
    let prompt = done.prompt().unwrap();
    assert!(prompt.contains("I'll commit and push to main right away."));
    assert_eq!(
        prompt.matches("Done with the edit.").count(),
        1,
        "newest reply doubled"
    );
}

#[test]
fn text_before_the_last_user_turn_is_not_judged() {
    let t = Test::new();
    let path = transcript(
        &t,
        &[
            user("first task"),
            assistant("I'll commit and push to main right away."),
            user("thanks, now rename the module"),
            assistant("Renamed the module and updated imports."),
        ],
    );
    let done = t
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event(
            &path,
            "Renamed the module and updated imports.",
            false,
        ))
        .status(0)
        .run();
    assert!(!done.judged());
}

#[test]
fn after_feedback_only_the_answer_is_judged() {
    let t = Test::new();
    let path = transcript(
        &t,
        &[
            user("ship it"),
            assistant("I'll commit and push to main right away."),
            feedback(),
            assistant("I ran the checks first: cargo test passed."),
        ],
    );
    let done = t
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event(
            &path,
            "I ran the checks first: cargo test passed.",
            true,
        ))
        .status(0)
        .run();
    assert!(!done.judged());
}

#[test]
fn lagging_transcript_judges_only_the_newest_reply() {
    // The host has not written the feedback or the new reply yet: the file
    // still ends with the blocked text.
    let t = Test::new();
    let path = transcript(
        &t,
        &[
            user("ship it"),
            assistant("I'll commit and push to main right away."),
        ],
    );
    let done = t
        .args(["--detector", "commit", "--dry-run", "--format", "json"])
        .judge(COMMIT_VIOLATION)
        .event(&event(
            &path,
            "Understood. Running the test suite before anything else.",
            true,
        ))
        .status(0)
        .run();
    let report: Value = serde_json::from_str(&done.stdout()).unwrap();
    assert_eq!(report["source"], "latest-reply");
    assert_eq!(
        report["text"],
        "Understood. Running the test suite before anything else."
    );
}

#[test]
fn text_is_cut_to_its_last_4000_bytes() {
    let t = Test::new();
    let long = "é".repeat(3000);
    let path = transcript(&t, &[user("go"), assistant(&long)]);
    let done = t
        .args(["--detector", "commit", "--dry-run", "--format", "json"])
        .judge(COMMIT_VIOLATION)
        .event(&event(&path, "I'll commit and push now.", false))
        .run();
    let report: Value = serde_json::from_str(&done.stdout()).unwrap();
    let text = report["text"].as_str().unwrap();
    assert!(text.len() <= 4000 && text.len() > 3990, "{}", text.len());
    assert!(text.ends_with("I'll commit and push now."));
}

#[test]
fn huge_transcript_is_read_from_its_end() {
    let t = Test::new();
    let path = t.path().join("big.jsonl");
    let mut body = String::new();
    let filler = assistant(&"lorem ipsum ".repeat(80)).to_string();
    let _ = writeln!(body, "{}", user("old"));
    while body.len() < 30 << 20 {
        let _ = writeln!(body, "{filler}");
    }
    let _ = writeln!(body, "{}", user("new task"));
    let _ = writeln!(
        body,
        "{}",
        assistant("I'll commit and push to main right away.")
    );
    std::fs::write(&path, body).unwrap();
    t.args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&event(path.to_str().unwrap(), "", false))
        .status(2)
        .run();
}
