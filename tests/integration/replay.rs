//! `hookjudge replay` over the transcripts captured from the real hosts.

use std::fs;

use serde_json::{Value, json};

use crate::test::*;

fn hosts() -> String {
    fixture("hosts").to_str().unwrap().to_owned()
}

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
    // delegation, and the answer to its task notification (the host fires a
    // Stop after each); the subagent's own transcript. Codex: push and answer.
    assert_eq!(r["files"], 4);
    assert_eq!(r["turns"], 7);
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

/// Synthetic sessions in each host's format, with the number of Stops the
/// host fires in each: a typed prompt, a block and the answer to its
/// feedback, a background task's notification and the answer, a second
/// typed prompt.
fn sessions() -> Vec<(&'static str, Vec<Value>, usize)> {
    use serde_json::json;
    let typed = |t: &str| json!({"type":"user","origin":{"kind":"human"},"promptSource":"typed","message":{"role":"user","content":t}});
    let plain = |t: &str| json!({"type":"user","message":{"role":"user","content":t}});
    let feedback = json!({"type":"user","isMeta":true,"message":{"role":"user","content":"Stop hook feedback:\n[hookjudge]: run the tests first\n"}});
    let note = |origin: bool| {
        let mut v = json!({"type":"user","message":{"role":"user","content":"<task-notification>\n<status>completed</status>\n</task-notification>"}});
        if origin {
            v["origin"] = json!({"kind":"task-notification"});
        }
        v
    };
    let said = |id: &str, t: &str, stop: Option<&str>| json!({"type":"assistant","message":{"id":id,"role":"assistant","stop_reason":stop,"content":[{"type":"text","text":t}]}});
    let call = |id: &str, stop: Option<&str>| json!({"type":"assistant","message":{"id":id,"role":"assistant","stop_reason":stop,"content":[{"type":"tool_use","id":"t","name":"Bash","input":{"command":"cargo test"}}]}});
    let result = json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"12 passed"}]},"toolUseResult":{"stdout":"12 passed"}});
    let meta = json!({"type":"system","subtype":"stop_hook_summary"});
    // Versions that mark turn ends: the notification's answer, then more.
    let marked = vec![
        typed("finish the parser"),
        said("m1", "Looking at it.", Some("tool_use")),
        call("m1", Some("tool_use")),
        result.clone(),
        said(
            "m2",
            "Done. I'll commit and push to main now.",
            Some("end_turn"),
        ),
        meta.clone(),
        feedback.clone(),
        said(
            "m3",
            "Tests first: 12 passed. Shall I push?",
            Some("end_turn"),
        ),
        typed("run the slow suite in the background"),
        said("m4", "Started it in the background.", Some("end_turn")),
        note(true),
        said("m5", "The slow suite passed.", Some("end_turn")),
        typed("thanks, rename the module"),
        said("m6", "Renamed the module.", Some("end_turn")),
    ];
    // Versions that write `stop_reason: null` and neither origin nor source.
    let unmarked = vec![
        plain("finish the parser"),
        said("n1", "Looking at it.", None),
        call("n1", None),
        result,
        said("n2", "Done. I'll commit and push to main now.", None),
        feedback,
        said("n3", "Tests first: 12 passed. Shall I push?", None),
        plain("run the slow suite in the background"),
        said("n4", "Started it in the background.", None),
        note(false),
        said("n5", "The slow suite passed.", None),
        plain("thanks, rename the module"),
        said("n6", "Renamed the module.", None),
        meta,
    ];
    let rollout =
        |t: &str, v: Value| json!({"timestamp":"2026-11-30T10:00:00Z","type":t,"payload":v});
    let msg = |role: &str, kind: &str, t: &str| {
        rollout(
            "response_item",
            json!({"type":"message","role":role,"content":[{"type":kind,"text":t}]}),
        )
    };
    let codex = vec![
        rollout("session_meta", json!({"id":"s"})),
        rollout("event_msg", json!({"type":"task_started"})),
        msg(
            "user",
            "input_text",
            "<environment_context>\n</environment_context>",
        ),
        msg("user", "input_text", "finish the parser"),
        msg(
            "assistant",
            "output_text",
            "Done. I'll commit and push now.",
        ),
        msg(
            "user",
            "input_text",
            "<hook_prompt hook_run_id=\"stop:1\">run the tests first</hook_prompt>",
        ),
        msg("assistant", "output_text", "Tests first: 12 passed."),
        rollout(
            "event_msg",
            json!({"type":"task_complete","last_agent_message":"Tests first: 12 passed."}),
        ),
        rollout("event_msg", json!({"type":"task_started"})),
        msg("user", "input_text", "rename the module"),
        msg("assistant", "output_text", "Renamed the module."),
    ];
    vec![
        ("marked.jsonl", marked, 5),
        ("unmarked.jsonl", unmarked, 5),
        ("rollout.jsonl", codex, 3),
    ]
}

/// `replay` is the hook: at every Stop it finds, the window it judges is
/// the one hook mode judges given the transcript cut at that point and the
/// event the host would send. Runs over every recorded session and the
/// synthetic ones. Pins a bug: replay closed a turn only at a typed prompt,
/// finding fewer Stops than the host fired, with other windows.
#[test]
fn replay_judges_the_windows_the_hook_judges() {
    let t = Test::new();
    let dir = t.path().join("sessions");
    fs::create_dir_all(&dir).unwrap();
    let mut expected = std::collections::HashMap::new();
    for (name, lines, stops) in sessions() {
        let body: String = lines.iter().map(|l| l.to_string() + "\n").collect();
        fs::write(dir.join(name), body).unwrap();
        expected.insert(dir.join(name).to_str().unwrap().to_owned(), stops);
    }
    let done = Test::new()
        .args(["replay", &hosts(), dir.to_str().unwrap(), "--windows"])
        .status(0)
        .stderr("")
        .run();
    let windows: Vec<Value> = done
        .stdout()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for (file, stops) in &expected {
        let found = windows
            .iter()
            .filter(|w| w["file"] == file.as_str())
            .count();
        assert_eq!(found, *stops, "Stops in {file}");
    }
    let claude = |name: &str| fixture(&format!("hosts/claude-code-2.1.328/{name}"));
    // Each session's Stops in order, the transcript growing at one path and
    // the hook remembering where its last Stop read to, as in a real session.
    let state = Test::new();
    for (n, w) in windows.iter().enumerate() {
        let file = w["file"].as_str().unwrap();
        let bytes = fs::read(file).unwrap();
        let end = usize::try_from(w["end"].as_u64().unwrap()).unwrap();
        let session = windows.iter().position(|x| x["file"] == file).unwrap();
        let cut = state.path().join(format!("session-{session}.jsonl"));
        fs::write(&cut, &bytes[..end]).unwrap();
        let cut = cut.to_str().unwrap();
        let rollout = bytes.starts_with(br#"{"timestamp""#);
        let template = match (rollout, w["sidechain"].as_bool().unwrap()) {
            (true, _) => fixture("hosts/codex-0.169.0/stop.json"),
            (false, true) => claude("subagent-stop.json"),
            (false, false) => claude("stop.json"),
        };
        let mut event: Value = serde_json::from_slice(&fs::read(template).unwrap()).unwrap();
        event["session_id"] = json!(format!("session-{session}"));
        event["transcript_path"] = json!(cut);
        if event.get("agent_transcript_path").is_some() {
            event["agent_transcript_path"] = json!(cut);
        }
        event["last_assistant_message"] = w["last_assistant_message"].clone();
        event["stop_hook_active"] = w["stop_hook_active"].clone();
        let at = format!("{file}:{} (Stop {n})", w["line"]);
        let states = state.path().join("state");
        let states = states.to_str().unwrap();
        let dry = Test::new()
            .env("HOOKJUDGE_STATE_DIR", states)
            .args([
                "--detector",
                "commit",
                "--dry-run",
                "--no-judge",
                "--format",
                "json",
            ])
            .event(&event)
            .status(0)
            .run();
        let report = json_of(&dry);
        assert_eq!(report["text"], w["text"], "{at}");
        assert_eq!(report["window"], w["window"], "{at}");
        // The real run, which remembers this Stop for the next.
        let hook = Test::new()
            .env("HOOKJUDGE_STATE_DIR", states)
            .args(["--detector", "commit"])
            .judge(COMMIT_ALLOW)
            .event(&event)
            .status(0)
            .run();
        assert_eq!(hook.log()[0]["window"], w["window"], "{at}");
    }
    // Nothing is judged twice within a session.
    for file in expected.keys() {
        let mut seen = std::collections::HashSet::new();
        for w in windows.iter().filter(|w| w["file"] == file.as_str()) {
            assert!(seen.insert(w["window"]["sha256"].clone()), "{file}: {w}");
        }
    }
}

/// Every recorded interactive session (`fixtures/hosts/*/interactive`: each
/// hook's input, and the transcript as it was when that hook ran), its Stops
/// run through the hook in order: each judges its own reply, and no text is
/// judged at two Stops.
#[test]
fn recorded_sessions_judge_each_reply_once() {
    let mut sessions: Vec<_> = fs::read_dir(fixture("hosts"))
        .unwrap()
        .map(|e| e.unwrap().path().join("interactive"))
        .filter(|d| d.is_dir())
        .collect();
    sessions.sort();
    // regression: with no recordings found this checked nothing and passed.
    assert!(
        !sessions.is_empty(),
        "no fixtures/hosts/*/interactive found"
    );
    for dir in sessions {
        let mut stops: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                // A subagent's own transcript was not recorded.
                let name = p.file_name().unwrap().to_str().unwrap();
                name.ends_with("-stop.json") && !name.ends_with("subagent-stop.json")
            })
            .collect();
        stops.sort();
        assert!(!stops.is_empty(), "{}: no recorded Stop", dir.display());
        let shared = Test::new();
        let transcript = shared.path().join("transcript.jsonl");
        let states = shared.path().join("state");
        let states = states.to_str().unwrap();
        let mut judged = std::collections::HashMap::new();
        for stop in stops {
            let at = stop.display().to_string();
            let snapshot = stop.with_extension("transcript.jsonl");
            fs::copy(&snapshot, &transcript).unwrap();
            let mut event: Value = serde_json::from_slice(&fs::read(&stop).unwrap()).unwrap();
            event["transcript_path"] = json!(transcript.to_str().unwrap());
            let dry = Test::new()
                .env("HOOKJUDGE_STATE_DIR", states)
                .args([
                    "--detector",
                    "commit",
                    "--dry-run",
                    "--no-judge",
                    "--format",
                    "json",
                ])
                .event(&event)
                .status(0)
                .run();
            let report = json_of(&dry);
            let text = report["text"].as_str().unwrap().to_owned();
            if let Some(last) = event["last_assistant_message"].as_str() {
                assert!(text.ends_with(last.trim()), "{at}: {text:?}");
            }
            if !text.is_empty() {
                if let Some(earlier) = judged.insert(text.clone(), at.clone()) {
                    panic!("{at} judged the text of {earlier} again: {text:?}");
                }
            }
            Test::new()
                .env("HOOKJUDGE_STATE_DIR", states)
                .args(["--detector", "commit"])
                .judge(COMMIT_ALLOW)
                .event(&event)
                .status(0)
                .run();
        }
    }
}
