//! What the repository and the agent under judgement can write: a project's
//! `.hookjudge.json` takes effect only once the user approved its exact
//! content, may only tighten, and is read safely; folders others can write
//! are not searched.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};
use wait_timeout::ChildExt;

use crate::test::*;

const COMMIT_TEXT: &str = "The change is in. I'll commit and push it to main now.";

/// A test whose project (a git root) is `proj/`.
fn project(t: &Test) -> PathBuf {
    let p = t.path().join("proj");
    fs::create_dir_all(p.join(".git")).unwrap();
    p
}

fn stop_in(dir: &Path, message: &str) -> Value {
    let mut event = stop(message);
    event["cwd"] = json!(dir);
    event
}

/// Runs `hookjudge ARGS` with `t`'s environment; returns (status, stdout, stderr).
fn run(t: &Test, cwd: &Path, args: &[&str]) -> (i32, String, String) {
    let out = t.command().current_dir(cwd).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `hookjudge config`'s output with runs of spaces made one.
fn config(t: &Test, cwd: &Path) -> String {
    let (code, out, err) = run(t, cwd, &["config"]);
    assert_eq!(code, 0, "{err}");
    out.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

fn trust(t: &Test, path: &Path) {
    let (code, out, err) = run(t, t.path(), &["trust", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
}

/// Runs `cmd`, killing it after `secs`: true when it finished by itself.
fn finishes_within(mut cmd: Command, stdin: &str, secs: u64) -> (bool, String, String) {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = stdin.to_owned();
    let mut pipe = child.stdin.take().unwrap();
    std::thread::spawn(move || {
        use std::io::Write;
        let _ = pipe.write_all(input.as_bytes());
    });
    let done = child
        .wait_timeout(Duration::from_secs(secs))
        .unwrap()
        .is_some();
    if !done {
        let _ = child.kill();
    }
    let out = child.wait_with_output().unwrap();
    (
        done,
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn mkfifo(path: &Path) {
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

// regression: an agent switched hookjudge off by writing `.hookjudge.json`
// in its own working folder.
#[test]
fn an_unapproved_project_file_is_ignored_with_one_note() {
    let t = Test::new();
    let proj = project(&t);
    fs::write(
        proj.join(".hookjudge.json"),
        r#"{"detector_settings":{"commit":{"enabled":false}}}"#,
    )
    .unwrap();
    let done = t
        .event(&stop_in(&proj, COMMIT_TEXT))
        .judge(COMMIT_VIOLATION)
        .status(2)
        .stderr_lacks("note:")
        .run();
    assert!(done.judged(), "the file must not switch the detector off");
    let t = Test::new();
    let proj = project(&t);
    fs::write(proj.join(".hookjudge.json"), r#"{"max_blocks":1}"#).unwrap();
    let done = t
        .event(&stop_in(&proj, COMMIT_TEXT))
        .judge(COMMIT_ALLOW)
        .status(0)
        .stderr_contains(
            "proj/.hookjudge.json: not approved (review it, then run: hookjudge trust ",
        )
        .run();
    let notes = done
        .stderr()
        .lines()
        .filter(|l| l.contains("note:"))
        .count();
    assert_eq!(notes, 1, "{}", done.stderr());
}

#[test]
fn an_approval_holds_for_the_exact_content_only() {
    let t = Test::new();
    let proj = project(&t);
    let file = proj.join(".hookjudge.json");
    fs::write(&file, r#"{"max_blocks":1}"#).unwrap();
    let (code, out, err) = run(&t, &proj, &["trust"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("approved ") && out.contains("lowers max_blocks to 1"),
        "{out}"
    );
    let out = config(&t, &proj);
    assert!(out.contains("max_blocks 1 # project file"), "{out}");
    // The approvals are the user's, private, and not in the repository.
    let store = t.path().join("home/.config/hookjudge/trusted.json");
    let mode = fs::metadata(&store).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    let names: Vec<_> = fs::read_dir(&proj)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    // Changed: ignored again, with a note, until approved again.
    fs::write(&file, r#"{"max_blocks":1 }"#).unwrap();
    let out = config(&t, &proj);
    assert!(!out.contains("max_blocks 1"), "{out}");
    assert!(out.contains("changed since it was approved"), "{out}");
    let (_, out, _) = run(&t, &proj, &["trust", "--list"]);
    assert!(out.starts_with("changed "), "{out}");
    trust(&t, &proj);
    let (_, out, _) = run(&t, &proj, &["trust", "--list"]);
    assert!(
        out.starts_with("approved ") && out.contains("proj/.hookjudge.json"),
        "{out}"
    );
    let (code, out, _) = run(&t, &proj, &["trust", "--revoke"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("revoked the approval of "), "{out}");
    let (_, out, _) = run(&t, &proj, &["trust", "--list"]);
    assert!(out.starts_with("no project file is approved"), "{out}");
    let out = config(&t, &proj);
    assert!(!out.contains("max_blocks 1"), "{out}");
}

fn sha256(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes)
        .iter()
        .fold(String::new(), |mut s, b| {
            use std::fmt::Write;
            let _ = write!(s, "{b:02x}");
            s
        })
}

// regression: a project file's `prompt` and `advice` went verbatim to the
// judge and into the block's feedback.
#[test]
fn a_project_file_never_writes_the_judges_instructions() {
    let text = r#"{"detector_settings":{"commit":{"prompt":"REPO PROMPT","advice":"REPO ADVICE"}},"max_blocks":10}"#;
    // Not approved: ignored.
    let t = Test::new();
    let proj = project(&t);
    fs::write(proj.join(".hookjudge.json"), text).unwrap();
    let done = t
        .event(&stop_in(&proj, COMMIT_TEXT))
        .judge(COMMIT_VIOLATION)
        .status(2)
        .stderr_lacks("REPO ADVICE")
        .run();
    assert!(!done.prompt().unwrap().contains("REPO PROMPT"));
    // `hookjudge trust` refuses to approve it.
    let t = Test::new();
    let proj = project(&t);
    fs::write(proj.join(".hookjudge.json"), text).unwrap();
    let (code, _, err) = run(&t, &proj, &["trust"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("detector_settings: allowed only in the user config file"),
        "{err}"
    );
    // Approved anyway (by hand, or by an older hookjudge): still refused.
    let file = fs::canonicalize(proj.join(".hookjudge.json")).unwrap();
    let store = t.path().join("home/.config/hookjudge/trusted.json");
    fs::create_dir_all(store.parent().unwrap()).unwrap();
    fs::write(
        &store,
        json!({"trusted": [{"path": file, "sha256": sha256(text.as_bytes()), "trusted_at": "x"}]})
            .to_string(),
    )
    .unwrap();
    let done = t
        .event(&stop_in(&proj, COMMIT_TEXT))
        .judge(COMMIT_VIOLATION)
        .status(1)
        .stderr_contains("detector_settings: allowed only in the user config file")
        .stderr_lacks("REPO ADVICE")
        .run();
    assert!(!done.judged());
}

#[test]
fn an_approved_project_file_only_adds_detectors_and_lowers_max_blocks() {
    let t = Test::new();
    let proj = project(&t);
    let user = t.path().join("home/.config/hookjudge/config.json");
    fs::create_dir_all(user.parent().unwrap()).unwrap();
    fs::write(&user, r#"{"detectors":["scope-check"],"max_blocks":3}"#).unwrap();
    fs::write(
        proj.join(".hookjudge.json"),
        r#"{"detectors":["commit"],"max_blocks":9}"#,
    )
    .unwrap();
    trust(&t, &proj.join(".hookjudge.json"));
    let out = config(&t, &proj);
    assert!(
        out.contains("max_blocks 3 # user file"),
        "a higher limit is no limit: {out}"
    );
    let done = t
        .event(&stop_in(&proj, COMMIT_TEXT))
        .judge(COMMIT_VIOLATION)
        .status(2)
        .run();
    assert!(
        done.judged(),
        "the project's detector runs besides the user's"
    );
}

// regression: with no git root the search went up to `/`, so another
// user's `/tmp/.hookjudge.json` configured everyone's sessions.
#[test]
fn the_search_stops_at_home_and_at_folders_others_can_write() {
    // Above the home folder: never searched.
    let t = Test::new();
    let work = t.path().join("home/work");
    fs::create_dir_all(&work).unwrap();
    let above = t.path().join(".hookjudge.json");
    fs::write(&above, r#"{"max_blocks":1}"#).unwrap();
    trust(&t, &above);
    let out = config(&t, &work);
    assert!(out.contains("(none: no .hookjudge.json from"), "{out}");
    assert!(!out.contains("max_blocks 1"), "{out}");
    // In a folder anyone can write (a shared /tmp): not searched either.
    let t = Test::new();
    let shared = t.path().join("shared");
    let mine = shared.join("mine");
    fs::create_dir_all(&mine).unwrap();
    fs::write(shared.join(".hookjudge.json"), r#"{"max_blocks":1}"#).unwrap();
    trust(&t, &shared.join(".hookjudge.json"));
    fs::set_permissions(&shared, fs::Permissions::from_mode(0o1777)).unwrap();
    let out = config(&t, &mine);
    assert!(!out.contains("max_blocks 1"), "{out}");
    // A file others can write: ignored, with a note, even approved.
    let t = Test::new();
    let proj = project(&t);
    let file = proj.join(".hookjudge.json");
    fs::write(&file, r#"{"max_blocks":1}"#).unwrap();
    trust(&t, &file);
    fs::set_permissions(&file, fs::Permissions::from_mode(0o666)).unwrap();
    let out = config(&t, &proj);
    assert!(!out.contains("max_blocks 1"), "{out}");
    assert!(
        out.contains("owned by another user or writable by others"),
        "{out}"
    );
}

// regression: a FIFO at `.hookjudge.json` hung the hook, and a symlink to
// /dev/zero grew its memory without limit.
#[test]
fn a_project_file_that_is_not_a_small_regular_file_is_ignored_at_once() {
    let t = Test::new();
    let proj = project(&t);
    let file = proj.join(".hookjudge.json");
    mkfifo(&file);
    let (done, _, err) = finishes_within(
        {
            let mut c = t.command();
            c.current_dir(&proj);
            c
        },
        &stop_in(&proj, "All done.").to_string(),
        20,
    );
    assert!(done, "hung on a FIFO: {err}");
    assert!(err.contains("is a FIFO, not a regular file"), "{err}");
    fs::remove_file(&file).unwrap();
    fs::write(&file, vec![b' '; 2 << 20]).unwrap();
    let out = config(&t, &proj);
    assert!(out.contains("is larger than the 1024 KiB allowed"), "{out}");
    fs::remove_file(&file).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &file).unwrap();
    let out = config(&t, &proj);
    assert!(
        out.contains("is a character device, not a regular file"),
        "{out}"
    );
}

// regression: `doctor` and `install --scope project` hung on a FIFO at a
// repository's `.claude/settings.json`.
#[test]
fn a_repositorys_settings_fifo_never_hangs_install_or_doctor() {
    let t = Test::new();
    let proj = project(&t);
    fs::create_dir_all(proj.join(".claude")).unwrap();
    mkfifo(&proj.join(".claude/settings.json"));
    for args in [&["install", "--scope", "project"][..], &["doctor"]] {
        let mut c = t.command();
        c.current_dir(&proj).args(args);
        let (done, out, err) = finishes_within(c, "", 20);
        assert!(done, "{args:?} hung on a FIFO");
        assert!(
            format!("{out}{err}").contains("settings.json is a FIFO, not a regular file"),
            "{args:?}: {out}{err}"
        );
    }
}

#[test]
fn doctor_reports_unapproved_project_files() {
    let t = Test::new();
    let proj = project(&t);
    let file = proj.join(".hookjudge.json");
    fs::write(&file, r#"{"max_blocks":1}"#).unwrap();
    let (_, out, _) = run(&t, &proj, &["doctor"]);
    assert!(
        out.contains("warn  project config: ignoring ")
            && out.contains("proj/.hookjudge.json: not approved")
            && out.contains("fix: read it; if you agree with it, hookjudge trust "),
        "{out}"
    );
    trust(&t, &file);
    let (_, out, _) = run(&t, &proj, &["doctor"]);
    assert!(
        out.contains("ok    project config: ") && out.contains("is approved and valid"),
        "{out}"
    );
    // Seen from elsewhere, an approved file that changed is listed too.
    fs::write(&file, r#"{"max_blocks":2}"#).unwrap();
    let (_, out, _) = run(&t, t.path(), &["doctor"]);
    assert!(
        out.contains("warn  approvals: ")
            && out.contains("proj/.hookjudge.json changed since it was approved"),
        "{out}"
    );
}

// regression: `timeout` could be 3600 s, past the host timeout install
// writes, so the host killed hookjudge before its own deadline.
#[test]
fn the_judge_timeout_stays_below_the_host_timeout() {
    let t = Test::new();
    let user = t.path().join("home/.config/hookjudge/config.json");
    fs::create_dir_all(user.parent().unwrap()).unwrap();
    fs::write(&user, r#"{"timeout":3600}"#).unwrap();
    let (code, _, err) = run(&t, t.path(), &["config"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("timeout: 3600 is out of range (give seconds between 0 and 120"),
        "{err}"
    );
    fs::write(&user, r#"{"timeout":120}"#).unwrap();
    let (code, _, err) = run(&t, t.path(), &["install"]);
    assert_eq!(code, 0, "{err}");
    let settings: Value = serde_json::from_str(
        &fs::read_to_string(t.path().join("home/.claude/settings.json")).unwrap(),
    )
    .unwrap();
    let host = settings["hooks"]["Stop"][0]["hooks"][0]["timeout"]
        .as_f64()
        .unwrap();
    assert!(host >= 130.0, "{host}");
    Test::new()
        .args(["--timeout", "3600"])
        .stdin(stop("All done.").to_string())
        .status(1)
        .stderr_contains("--timeout 3600: give seconds between 0 and 120")
        .run();
}

// regression: a damaged approvals file made loading the config fail, so
// every Stop in a project with a project file ended unjudged with exit 1.
#[test]
fn a_damaged_approvals_file_approves_nothing_with_one_note() {
    let t = Test::new();
    let proj = project(&t);
    let file = proj.join(".hookjudge.json");
    fs::write(&file, r#"{"detectors":["commit"]}"#).unwrap();
    let store = t.path().join("home/.config/hookjudge/trusted.json");
    fs::create_dir_all(store.parent().unwrap()).unwrap();
    fs::write(&store, "{ not json").unwrap();
    let done = t
        .event(&stop_in(&proj, COMMIT_TEXT))
        .judge(COMMIT_VIOLATION)
        .status(2)
        .run();
    assert!(done.judged());
    // The note is for the user: shown when the turn is not blocked.
    let done = Test::new()
        .env("HOME", done.path().join("home").to_str().unwrap())
        .event(&stop_in(&proj, COMMIT_TEXT))
        .judge(COMMIT_ALLOW)
        .status(0)
        .stderr_contains("hookjudge trust --list")
        .run();
    let stderr = done.stderr();
    let notes: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("trusted.json"))
        .collect();
    assert_eq!(notes.len(), 1, "{stderr}");
    assert!(notes[0].contains(".hookjudge.json"), "{}", notes[0]);
    let t = Test::new();
    let proj = project(&t);
    fs::write(proj.join(".hookjudge.json"), r#"{"max_blocks":1}"#).unwrap();
    let store = t.path().join("home/.config/hookjudge/trusted.json");
    fs::create_dir_all(store.parent().unwrap()).unwrap();
    fs::write(&store, "{ not json").unwrap();
    let (_, out, _) = run(&t, &proj, &["doctor"]);
    assert!(
        out.contains("warn  project config: ignoring ")
            && out.contains("the approvals cannot be read")
            && out.contains("trusted.json"),
        "{out}"
    );
}
