//! The text to judge comes from the transcript window: since the latest of a
//! typed prompt, hook feedback, a host-started turn and the previous turn's
//! end; the newest reply always.

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

fn typed(text: &str) -> Value {
    json!({"type":"user","origin":{"kind":"human"},"promptSource":"typed",
        "message":{"role":"user","content":text}})
}
fn said(text: &str, stop_reason: &str) -> Value {
    json!({"type":"assistant","message":{"id":format!("msg-{}", text.len()),"role":"assistant",
        "stop_reason":stop_reason,"content":[{"type":"text","text":text}]}})
}
fn notification() -> Value {
    json!({"type":"user","origin":{"kind":"task-notification"},"promptSource":"system",
        "message":{"role":"user","content":"<task-notification>\n<status>completed</status>\n</task-notification>"}})
}

/// The dry-run report of a Stop with `last` over `lines`.
fn dry_run(lines: &[Value], last: &str) -> Value {
    let t = Test::new();
    let path = transcript(&t, lines);
    let done = t
        .args(["--detector", "commit", "--dry-run", "--format", "json"])
        .judge(COMMIT_VIOLATION)
        .event(&event(&path, last, false))
        .run();
    serde_json::from_str(&done.stdout()).unwrap()
}

/// A prompt typed in an interactive session carries `origin.kind` "human":
/// a turn start. Pins a bug: it was read as host-made, so the window ran
/// back over it and judged the previous turn's text again.
#[test]
fn a_typed_prompt_with_an_origin_starts_the_window() {
    let r = dry_run(
        &[
            typed("first task"),
            said("I'll commit and push to main right away.", "end_turn"),
            typed("thanks, now rename the module"),
            said("Renamed the module.", "end_turn"),
        ],
        "Renamed the module.",
    );
    assert_eq!(r["text"], "Renamed the module.");
    assert_eq!(r["window"]["start"], "typed-prompt");
    assert_eq!(r["window"]["source"], "transcript");
}

/// A finished background task starts a turn; the Stop after the agent's
/// answer judges only the answer. Pins a bug: the window ran back to the
/// typed prompt, over the previous turn's ending, judged already.
#[test]
fn a_task_notification_starts_the_window() {
    let r = dry_run(
        &[
            typed("run the checks in the background"),
            said(
                "Started. I'll commit and push to main when it is done.",
                "end_turn",
            ),
            notification(),
            said("The checks finished: 12 passed.", "end_turn"),
        ],
        "The checks finished: 12 passed.",
    );
    assert_eq!(r["text"], "The checks finished: 12 passed.");
    assert_eq!(r["window"]["start"], "task-notification");
}

/// The end of the previous turn starts the window when nothing else marks
/// the new turn's start (here a host line of a kind not known). Pins a bug:
/// the window ran back across an allowed Stop's text.
#[test]
fn the_previous_turn_end_starts_the_window() {
    let r = dry_run(
        &[
            typed("ship it"),
            said("I'll commit and push to main right away.", "end_turn"),
            json!({"type":"attachment","attachment":{"type":"monitor_event","text":"build green"}}),
            said("The build is green.", "end_turn"),
        ],
        "The build is green.",
    );
    assert_eq!(r["text"], "The build is green.");
    assert_eq!(r["window"]["start"], "turn-end");
}

/// The transcript lags behind a Stop: the newest turn end in the file is the
/// previous turn's, and only what follows it is this turn's.
#[test]
fn a_lagging_transcript_does_not_reach_into_the_previous_turn() {
    let r = dry_run(
        &[
            typed("ship it"),
            said("I'll commit and push to main right away.", "end_turn"),
            json!({"type":"attachment","attachment":{"type":"monitor_event"}}),
        ],
        "The build is green.",
    );
    assert_eq!(r["text"], "The build is green.");
    assert_eq!(r["window"]["source"], "latest-reply");
    assert_eq!(r["window"]["start"], "turn-end");
}

/// Any valid JSON line is read, whatever its whitespace. Pins a bug: lines
/// written with spaces were skipped, so the turn's earlier text went
/// unjudged.
#[test]
fn lines_written_with_spaces_are_read() {
    let t = Test::new();
    let path = t.path().join("spaced.jsonl");
    let body: String = [
        typed("ship it"),
        said("I'll commit and push to main right away.", "tool_use"),
    ]
    .iter()
    .map(|l| serde_json::to_string_pretty(l).unwrap().replace('\n', " ") + "\n")
    .collect();
    assert!(body.contains(r#""type": "assistant""#));
    std::fs::write(&path, body).unwrap();
    let done = t
        .args(["--detector", "commit", "--dry-run", "--format", "json"])
        .judge(COMMIT_VIOLATION)
        .event(&event(path.to_str().unwrap(), "Done with the edit.", false))
        .run();
    let r: Value = serde_json::from_str(&done.stdout()).unwrap();
    assert_eq!(
        r["text"],
        "I'll commit and push to main right away.\n\nDone with the edit."
    );
    assert_eq!(r["window"]["start"], "typed-prompt");
}

/// Bad lines are skipped and counted, and never start a window: each kind
/// stands between the turn's earlier text and its end, and that earlier
/// text is still judged.
#[test]
fn bad_lines_are_skipped_and_counted() {
    // A line over 30 MB that would be a typed prompt if it were read.
    let huge = typed(&"x".repeat(30 << 20)).to_string();
    let cases: [(&str, String); 4] = [
        ("not JSON", "not json at all {".into()),
        (
            "unknown type",
            json!({"type":"prompt-v9","message":{"type":"user","content":"new prompt"}})
                .to_string(),
        ),
        (
            "cut",
            r#"{"type":"user","origin":{"kind":"human"},"message":{"content":"new pro"#.into(),
        ),
        ("30 MB", huge),
    ];
    for (what, bad) in cases {
        let t = Test::new();
        let path = t.path().join("t.jsonl");
        let cut_last = what == "cut";
        let mut body = format!(
            "{}\n{}\n{bad}",
            typed("ship it"),
            said("I'll commit and push to main right away.", "tool_use")
        );
        if !cut_last {
            body.push('\n');
        }
        std::fs::write(&path, body).unwrap();
        let done = t
            .args(["--detector", "commit", "--dry-run", "--format", "json"])
            .judge(COMMIT_VIOLATION)
            .event(&event(path.to_str().unwrap(), "Done with the edit.", false))
            .run();
        let r: Value = serde_json::from_str(&done.stdout()).unwrap();
        assert_eq!(
            r["text"], "I'll commit and push to main right away.\n\nDone with the edit.",
            "{what}"
        );
        assert_eq!(r["window"]["start"], "typed-prompt", "{what}");
        assert_eq!(r["window"]["skipped"], 1, "{what}");
        // The text report says so too.
        let t = Test::new();
        std::fs::copy(&path, t.path().join("t.jsonl")).unwrap();
        let path = t.path().join("t.jsonl");
        t.args(["--detector", "commit", "--dry-run"])
            .judge(COMMIT_VIOLATION)
            .event(&event(path.to_str().unwrap(), "Done with the edit.", false))
            .stdout_contains(
                "bytes from transcript, after the prompt typed last (1 unreadable line skipped)",
            )
            .run();
    }
}

/// Every Stop's log record says which text was judged: its source, size,
/// hash and what the window starts after.
#[test]
fn the_log_records_the_window() {
    let t = Test::new();
    let path = transcript(
        &t,
        &[
            typed("ship it"),
            said("I'll commit and push to main right away.", "end_turn"),
            feedback(),
            said("Renamed the module.", "end_turn"),
        ],
    );
    let done = t
        .args(["--detector", "commit"])
        .event(&event(&path, "Renamed the module.", true))
        .status(0)
        .run();
    let log = done.log();
    assert_eq!(log.len(), 1, "{log:?}");
    let w = &log[0]["window"];
    assert_eq!(w["source"], "transcript");
    assert_eq!(w["start"], "hook-feedback");
    assert_eq!(w["bytes"], "Renamed the module.".len());
    assert_eq!(
        w["sha256"],
        "8ea619753bead6aa7b9821e57c3639aebe365267e9b945533b9252d7ce026190"
    );
}

/// Where the transcript marks no turn ends (versions that write
/// `stop_reason: null` and send no `last_assistant_message`), the point the
/// last Stop read to ends the previous turn: a Stop fired with no new text
/// judges nothing, and a later one only the new text. Pins a bug seen in a
/// recorded 2.1.34 session: a second Stop judged the first one's text again.
#[test]
fn text_read_at_the_last_stop_is_not_judged_again() {
    let unmarked = |text: &str| {
        json!({"type":"assistant","message":{"role":"assistant","stop_reason":null,
            "content":[{"type":"text","text":text}]}})
    };
    let t = Test::new();
    let state = t.path().join("shared-state");
    let state = state.to_str().unwrap().to_owned();
    let path = transcript(
        &t,
        &[
            user("ship it"),
            unmarked("I'll commit and push to main right away."),
        ],
    );
    let mut e = event(&path, "", false);
    e.as_object_mut().unwrap().remove("last_assistant_message");
    // The first Stop judges the text, and the judge allows it.
    let first = Test::new()
        .env("HOOKJUDGE_STATE_DIR", &state)
        .args(["--detector", "commit"])
        .judge(COMMIT_ALLOW)
        .event(&e)
        .status(0)
        .run();
    assert!(first.judged());
    // The host fires another Stop after writing only metadata.
    let mut body = std::fs::read_to_string(&path).unwrap();
    body.push_str("{\"type\":\"system\",\"subtype\":\"stop_hook_summary\"}\n");
    std::fs::write(&path, &body).unwrap();
    let second = Test::new()
        .env("HOOKJUDGE_STATE_DIR", &state)
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&e)
        .status(0)
        .run();
    assert!(!second.judged());
    assert_eq!(second.log()[0]["window"]["bytes"], 0);
    assert_eq!(second.log()[0]["window"]["start"], "turn-end");
    // New text with no turn start before it: only that is judged.
    let _ = writeln!(body, "{}", unmarked("Renamed the module."));
    std::fs::write(&path, &body).unwrap();
    let third = Test::new()
        .env("HOOKJUDGE_STATE_DIR", &state)
        .args(["--detector", "commit", "--dry-run", "--format", "json"])
        .event(&e)
        .run();
    let r: Value = serde_json::from_str(&third.stdout()).unwrap();
    assert_eq!(r["text"], "Renamed the module.");
}
