use std::io::Write;

use serde_json::json;

use super::*;

fn user(text: &str) -> String {
    json!({"type":"user","message":{"role":"user","content":text},"uuid":"u"}).to_string()
}
fn typed(text: &str) -> String {
    json!({"type":"user","origin":{"kind":"human"},"promptSource":"typed",
        "message":{"role":"user","content":text}})
    .to_string()
}
fn notification(text: &str) -> String {
    json!({"type":"user","origin":{"kind":"task-notification"},"promptSource":"system",
        "message":{"role":"user","content":format!("<task-notification>\n{text}\n</task-notification>")}})
    .to_string()
}
fn assistant(text: &str) -> String {
    json!({"type":"assistant","message":{"role":"assistant",
        "content":[{"type":"text","text":text}]}})
    .to_string()
}
/// An assistant line of a version that marks turn ends.
fn said(text: &str, stop: &str) -> String {
    json!({"type":"assistant","message":{"id":format!("msg-{text}"),"role":"assistant",
        "stop_reason":stop,"content":[{"type":"text","text":text}]}})
    .to_string()
}
fn bash(cmd: &str) -> String {
    json!({"type":"assistant","message":{"role":"assistant",
        "content":[{"type":"tool_use","id":"t1","name":"Bash","input":{"command":cmd}}]}})
    .to_string()
}
fn result(text: &str) -> String {
    json!({"type":"user","message":{"role":"user",
        "content":[{"type":"tool_result","tool_use_id":"t1","content":text}]},
        "toolUseResult":{"stdout":text}})
    .to_string()
}
fn feedback() -> String {
    json!({"type":"user","isMeta":true,
        "message":{"role":"user","content":"Stop hook feedback:\n[hookjudge]: no\n"}})
    .to_string()
}

fn write(lines: &[String]) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    for l in lines {
        writeln!(f, "{l}").unwrap();
    }
    f
}

fn window(f: &tempfile::NamedTempFile, how: &How) -> Window {
    let file = File::open(f.path()).unwrap();
    let len = file.metadata().unwrap().len();
    read_window(&file, len, how).unwrap()
}

fn stop(last: &str) -> How<'_> {
    How {
        last,
        ..How::default()
    }
}

fn gate() -> How<'static> {
    How {
        tool_context: true,
        ..How::default()
    }
}

/// What a Stop with `last` judges over `lines`.
fn judged(lines: &[String], how: &How) -> Gathered {
    let f = write(lines);
    let file = File::open(f.path()).unwrap();
    gather_at(&file, file.metadata().unwrap().len(), how)
}

/// Node writes half an emoji as a lone surrogate escape, which serde_json
/// refuses; the turn must still count, or the window would reach back
/// into the turn before it.
#[test]
fn a_lone_surrogate_does_not_hide_a_turn() {
    let f = write(&[
        user("first"),
        assistant("old answer"),
        user("second").replace("second", r"second \ud83d"),
        assistant(r"text \ud83d X").replace('X', r"\ud83d"),
    ]);
    let w = window(&f, &stop(""));
    assert_eq!(w.texts, [concat!(r"text \ud83d ", "\u{fffd}")]);
    assert_eq!(w.skipped, 0);
}

#[test]
fn window_starts_after_last_real_user_turn() {
    let f = write(&[
        user("first"),
        assistant("old answer"),
        user("second"),
        assistant("part one"),
        bash("cargo test"),
        result("12 passed"),
        r#"{"type":"system","subtype":"x"}"#.into(),
        assistant("part two"),
        r#"{"type":"last-prompt"}"#.into(),
    ]);
    let w = window(&f, &stop(""));
    assert_eq!(w.texts, ["part one", "part two"]);
    assert!(w.tools.is_empty());
    assert_eq!(w.start, Start::TypedPrompt);
    let w = window(&f, &gate());
    assert_eq!(w.tools, ["[call Bash] cargo test", "[result] 12 passed"]);
}

#[test]
fn meta_compact_and_sidechain_are_not_user_turns() {
    let meta = json!({"type":"user","isMeta":true,"message":{"content":"<system-reminder>"}});
    let compact = json!({"type":"user","isCompactSummary":true,"message":{"content":"summary"}});
    let side = json!({"type":"user","isSidechain":true,"message":{"content":"sub prompt"}});
    let f = write(&[
        user("real"),
        assistant("a"),
        meta.to_string(),
        compact.to_string(),
        side.to_string(),
        assistant("b"),
    ]);
    assert_eq!(window(&f, &stop("")).texts, ["a", "b"]);
}

#[test]
fn feedback_starts_a_new_window() {
    let f = write(&[
        user("go"),
        assistant("I'll push now"),
        feedback(),
        assistant("tests pass, pushed"),
    ]);
    let w = window(&f, &stop(""));
    assert_eq!(w.start, Start::HookFeedback);
    assert_eq!(w.texts, ["tests pass, pushed"]);
}

/// Interactive sessions mark a typed prompt with `origin.kind` "human": it
/// is a turn start, not a host-made entry. Pins a bug: the window ran back
/// across it into the turn before, judging that turn's text again.
#[test]
fn a_typed_prompt_with_an_origin_is_a_turn_start() {
    let lines = [
        typed("first task"),
        assistant("I'll commit and push to main."),
        typed("now rename the module"),
        assistant("Renamed it."),
    ];
    let g = judged(&lines, &stop("Renamed it."));
    assert_eq!(g.text, "Renamed it.");
    assert_eq!(g.start, Start::TypedPrompt);
    let sdk = lines[2].replace("typed", "sdk");
    let g = judged(
        &[lines[0].clone(), lines[1].clone(), sdk, lines[3].clone()],
        &stop(""),
    );
    assert_eq!(g.text, "Renamed it.");
}

/// A finished background task starts a turn of its own; the Stop after the
/// agent's answer judges only that answer. Pins a bug: the window ran back
/// to the typed prompt, over the previous turn's already judged ending.
#[test]
fn a_task_notification_starts_a_turn() {
    let lines = [
        typed("delegate the parser check"),
        bash("spawn"),
        result("started"),
        said("I'll commit and push once it reports.", "end_turn"),
        notification("parser check done: 12 passed"),
        said("The check passed: 12 tests.", "end_turn"),
    ];
    let g = judged(&lines, &stop("The check passed: 12 tests."));
    assert_eq!(g.text, "The check passed: 12 tests.");
    assert_eq!((g.start, g.source), (Start::HostTurn, Source::Transcript));
    // Older versions: no origin, the text alone says it.
    let plain = user("<task-notification>\ndone\n</task-notification>");
    let lines = [
        typed("go"),
        assistant("I'll push."),
        plain,
        assistant("Done."),
    ];
    let g = judged(&lines, &stop("Done."));
    assert_eq!((g.text.as_str(), g.start), ("Done.", Start::HostTurn));
}

/// The end of the previous turn is a start too: text after an allowed Stop
/// is judged at the next Stop, the earlier text never again.
#[test]
fn the_previous_turn_end_starts_a_window() {
    let unmarked = json!({"type":"user","message":{"content":"queued"},"toolUseResult":{}});
    let lines = [
        typed("go"),
        said("I'll push to main.", "end_turn"),
        // Something that is no turn start (here a stray tool result).
        unmarked.to_string(),
        said("step", "tool_use"),
        said("Pushed after the tests passed.", "end_turn"),
    ];
    let g = judged(&lines, &stop("Pushed after the tests passed."));
    assert_eq!(g.text, "step\n\nPushed after the tests passed.");
    assert_eq!(g.start, Start::TurnEnd);
    // With no last message, the newest turn end is taken as this Stop's own.
    assert_eq!(judged(&lines, &stop("")).start, Start::TurnEnd);
}

/// The transcript lags: this Stop's own last line is not written yet, so
/// the newest turn end in the file is the previous turn's. Only what came
/// after it, and the event's message, are judged.
#[test]
fn a_lagging_turn_end_is_the_previous_turns() {
    let lines = [
        typed("go"),
        said("I'll push to main.", "end_turn"),
        said("more", "tool_use"),
    ];
    let g = judged(&lines, &stop("Pushed."));
    assert_eq!(g.text, "more\n\nPushed.");
    assert_eq!(g.start, Start::TurnEnd);
    // Nothing of this turn written yet.
    let g = judged(&lines[..2], &stop("Pushed."));
    assert_eq!(
        (g.text.as_str(), g.source),
        ("Pushed.", Source::LatestReply)
    );
    // At a gate every turn end is an earlier turn's.
    let g = judged(&lines[..2], &gate());
    assert_eq!((g.text.as_str(), g.start), ("", Start::TurnEnd));
}

/// The lines of one reply share an id: a reply split over lines, each
/// marked as ending the turn, is one end.
#[test]
fn the_lines_of_the_own_reply_are_one_end() {
    let part = |text: &str| {
        json!({"type":"assistant","message":{"id":"msg-9","stop_reason":"end_turn",
            "content":[{"type":"text","text":text}]}})
        .to_string()
    };
    let lines = [typed("go"), part("First half."), part("Second half.")];
    let g = judged(&lines, &stop("First half.\n\nSecond half."));
    assert_eq!(g.text, "First half.\n\nSecond half.");
    assert_eq!(g.start, Start::TypedPrompt);
}

/// After a block, while the host has not written the feedback, the file
/// ends with the blocked text: only the newest reply is judged.
#[test]
fn after_a_block_the_lagging_file_is_not_judged_again() {
    for blocked in [
        said("I'll push now.", "end_turn"),
        assistant("I'll push now."),
    ] {
        let how = How {
            last: "Tests first: 12 passed.",
            stop_hook_active: true,
            ..How::default()
        };
        let g = judged(&[typed("go"), blocked], &how);
        assert_eq!(g.text, "Tests first: 12 passed.");
        assert_eq!(
            (g.source, g.start),
            (Source::LatestReply, Start::HookFeedback)
        );
    }
}

/// Valid JSON is read whatever its whitespace. Pins a bug: a line written
/// with spaces was skipped, and the window ran on past the prompt.
#[test]
fn lines_with_spaces_are_read() {
    let pretty = |l: &str| {
        let v: serde_json::Value = serde_json::from_str(l).unwrap();
        serde_json::to_string_pretty(&v).unwrap().replace('\n', " ")
    };
    let lines = [
        pretty(&typed("first")),
        pretty(&assistant("I'll push to main.")),
        pretty(&typed("second")),
        pretty(&assistant("Renamed the module.")),
    ];
    assert!(lines[1].contains(r#""type": "assistant""#));
    let g = judged(&lines, &stop(""));
    assert_eq!(g.text, "Renamed the module.");
    assert_eq!((g.start, g.skipped), (Start::TypedPrompt, 0));
}

/// Bad lines are skipped and counted, and never start a window.
#[test]
fn bad_lines_are_skipped_and_counted() {
    let mut lines = vec![
        typed("go"),
        assistant("kept one"),
        "garbage {".into(),
        String::new(),
        r#"{"type":"prompt-v9","message":{"type":"user","content":"hi"}}"#.into(),
        assistant("kept two"),
    ];
    lines.push(r#"{"type":"user","message":{"content":"cut"#.into());
    let f = write(&lines);
    let w = window(&f, &stop(""));
    assert_eq!(w.texts, ["kept one", "kept two"]);
    assert_eq!((w.start, w.skipped), (Start::TypedPrompt, 3));
}

#[test]
fn oversized_lines_are_passed_over_and_counted() {
    let huge = result(&"x".repeat(3 * LINE_CAP));
    let f = write(&[typed("go"), assistant("before"), huge, assistant("after")]);
    let w = window(&f, &stop(""));
    assert_eq!(w.texts, ["before", "after"]);
    assert_eq!(w.skipped, 1);
}

#[test]
fn long_window_stops_early_with_enough_text() {
    let mut lines = vec![user("go")];
    for i in 0..5000 {
        lines.push(assistant(&format!("step {i} {}", "y".repeat(100))));
    }
    let w = window(&write(&lines), &stop(""));
    let total: usize = w.texts.iter().map(String::len).sum();
    assert!((MAX_TEXT..MAX_TEXT + 200).contains(&total), "{total}");
    assert!(w.texts.last().unwrap().starts_with("step 4999"));
    assert_eq!(w.start, Start::None);
}

#[test]
fn not_a_file_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    assert!(open(dir.path()).is_err());
    assert!(open(Path::new("/dev/zero")).is_err());
    assert!(open(&dir.path().join("missing")).is_err());
}

#[test]
fn codex_rollout() {
    let lines = [
        r#"{"type":"event_msg","payload":{"type":"task_complete","last_agent_message":"old"}}"#,
        r#"{"type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"between"}]}}"#,
        r#"{"type":"event_msg","payload":{"type":"user_message","message":"do it"}}"#,
        r#"{"type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"do it"}]}}"#,
        r#"{"type": "response_item", "payload": {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "pushing now"}]}}"#,
    ]
    .map(String::from);
    let w = window(&write(&lines), &stop(""));
    assert_eq!(w.texts, ["pushing now"]);
    // A rollout's turn end starts the next window.
    let w = window(&write(&[lines[0].clone(), lines[4].clone()]), &stop(""));
    assert_eq!((w.texts.len(), w.start), (1, Start::TurnEnd));
}

#[test]
fn the_record_hashes_the_judged_text() {
    let g = Gathered {
        text: "abc".into(),
        source: Source::Transcript,
        start: Start::HostTurn,
        ..Gathered::default()
    };
    let r = g.record();
    assert_eq!(
        r.sha256,
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
    assert_eq!(
        (r.bytes, &*r.start, &*r.source),
        (3, "task-notification", "transcript")
    );
}

#[test]
fn tail_respects_char_boundaries() {
    assert_eq!(tail("héllo", 4), "llo");
    assert_eq!(tail("abc", 10), "abc");
    assert_eq!(tail("日本語", 4), "語");
}

/// regression: at a gate, tool output went on piling up past what is judged
/// until the scan limit, however little of it was kept in the end.
#[test]
fn a_gate_keeps_no_more_tool_output_than_it_judges() {
    let output = "o".repeat(1000);
    let mut lines = vec![typed("go")];
    lines.extend((0..2000).map(|_| result(&output)));
    let f = write(&lines);
    let w = window(&f, &gate());
    let kept: usize = w.tools.iter().map(String::len).sum();
    assert!(kept >= MAX_TOOLS, "{kept}");
    assert!(kept < MAX_TOOLS + 2 * output.len(), "{kept}");
    // What is judged is still the newest output.
    let g = judged(&lines, &gate());
    assert!(g.tools.ends_with(&output), "{}", g.tools.len());
}

#[test]
fn a_failed_read_is_the_warning_naming_the_file_when_known() {
    let failed = || Some(Err(io::Error::from(io::ErrorKind::NotFound)));
    let g = assemble(failed(), Some(Path::new("/t.jsonl")), &stop("done"));
    assert_eq!(
        g.warning.as_deref(),
        Some("cannot read transcript /t.jsonl: no such file")
    );
    assert_eq!(g.text, "done");
    let g = assemble(failed(), None, &stop("done"));
    assert_eq!(g.warning.as_deref(), Some("no such file"));
}
