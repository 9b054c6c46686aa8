//! `hookjudge install` / `uninstall`: hookjudge's entries go in and out of
//! the hosts' settings files, and nothing else in them changes.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::test::*;

/// A user's settings as Claude Code writes them (`JSON.stringify(s, null, 2)`):
/// unrelated settings around the hooks, and hooks of their own.
const SETTINGS: &str = r#"{
  "model": "opus",
  "permissions": {
    "allow": [
      "Bash(cargo test:*)"
    ],
    "deny": []
  },
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          {
            "type": "command",
            "command": "echo pre",
            "timeout": 5
          }
        ]
      }
    ],
    "Notification": []
  },
  "env": {
    "Z_LAST": "1",
    "A_FIRST": "2"
  },
  "statusLine": {
    "type": "command",
    "command": "~/bin/status"
  }
}
"#;

fn claude_settings(t: &Test) -> PathBuf {
    t.path().join("home/.claude/settings.json")
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

fn backups(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "bak"))
        .collect();
    found.sort();
    found
}

/// The order of the top-level keys, as written in the file.
fn key_order(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with("  \"") && !l.starts_with("   "))
        .map(|l| l.trim().split('"').nth(1).unwrap().to_owned())
        .collect()
}

fn bin() -> String {
    fs::canonicalize(BIN)
        .unwrap()
        .to_string_lossy()
        .into_owned()
}

#[test]
fn install_keeps_everything_else_and_twice_changes_nothing() {
    let t = Test::new();
    let path = claude_settings(&t);
    write(&path, SETTINGS);
    let done = t
        .args(["install", "--events", "stop,pre-tool-use"])
        .status(0)
        .stdout_contains("installed hookjudge for Stop, PreToolUse in ~/.claude/settings.json")
        .stdout_contains("backup: ~/.claude/settings.json.")
        .run();
    let text = fs::read_to_string(&path).unwrap();
    let after: Value = serde_json::from_str(&text).unwrap();
    let before: Value = serde_json::from_str(SETTINGS).unwrap();
    // Every other setting keeps its value and its place.
    assert_eq!(
        key_order(&text),
        ["model", "permissions", "hooks", "env", "statusLine"]
    );
    for key in ["model", "permissions", "env", "statusLine"] {
        assert_eq!(after[key], before[key], "{key}");
    }
    assert!(
        text.contains("\"Z_LAST\": \"1\",\n    \"A_FIRST\": \"2\""),
        "{text}"
    );
    assert_eq!(after["hooks"]["Notification"], json!([]));
    // The user's own hook stays first, untouched; ours follows it.
    let pre = after["hooks"]["PreToolUse"].as_array().unwrap();
    assert_eq!(pre[0], before["hooks"]["PreToolUse"][0]);
    assert_eq!(
        pre[1],
        json!({"matcher": "Bash|Edit|Write|MultiEdit|NotebookEdit",
               "hooks": [{"type": "command", "command": bin(), "timeout": 150}]})
    );
    assert_eq!(
        after["hooks"]["Stop"],
        json!([{"hooks": [{"type": "command", "command": bin(), "timeout": 150}]}])
    );
    // The backup holds the file as it was.
    let dir = path.parent().unwrap();
    let saved = backups(dir);
    assert_eq!(saved.len(), 1);
    assert_eq!(fs::read_to_string(&saved[0]).unwrap(), SETTINGS);

    // Twice: not a byte changes, no new backup.
    let again = Test::new()
        .args(["install", "--events", "stop,pre-tool-use"])
        .env("HOME", done.path().join("home").to_str().unwrap())
        .status(0)
        .stdout_contains("is already installed")
        .run();
    drop(again);
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
    assert_eq!(backups(dir).len(), 1);

    // Uninstall gives the original back, byte for byte (it was in the host's
    // own format), and keeps the user's hooks and empty lists.
    Test::new()
        .args(["uninstall"])
        .env("HOME", done.path().join("home").to_str().unwrap())
        .status(0)
        .stdout_contains("removed 2 hookjudge entries from ~/.claude/settings.json")
        .run();
    assert_eq!(fs::read_to_string(&path).unwrap(), SETTINGS);
    assert_eq!(backups(dir).len(), 2);
}

#[test]
fn the_installed_command_runs_as_a_hook() {
    let t = Test::new();
    let path = claude_settings(&t);
    let done = t.args(["install", "-d", "commit"]).status(0).run();
    let settings: Value = serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    let command = settings["hooks"]["Stop"][0]["hooks"][0]["command"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(command.ends_with(" --detector commit"), "{command}");
    // As the host runs it: through the shell, the event on stdin.
    let status = Command::new("sh")
        .args(["-c", &format!("echo '{{\"hook_event_name\":\"Stop\",\"last_assistant_message\":\"Renamed a variable.\"}}' | {command}")])
        .env("HOME", done.path().join("home"))
        .env("HOOKJUDGE_LOG_DIR", done.path().join("logs"))
        .status()
        .unwrap();
    assert!(status.success());
}

#[test]
fn an_old_entry_is_updated_in_place_not_duplicated() {
    let t = Test::new();
    let path = claude_settings(&t);
    write(
        &path,
        r#"{"hooks":{"Stop":[{"hooks":[{"type":"command","command":"hookjudge --detector all","timeout":30},{"type":"command","command":"say done"}]},{"hooks":[{"type":"command","command":"/old/place/hookjudge"}]}]}}"#,
    );
    let _done = t.args(["install"]).status(0).run();
    let after: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        after,
        json!({"hooks":{"Stop":[{"hooks":[
            {"type":"command","command":format!("{} --detector all", bin()),"timeout":150},
            {"type":"command","command":"say done"}]}]}})
    );
    // A file written on one line stays on one line.
    assert!(!fs::read_to_string(&path).unwrap().trim_end().contains('\n'));
}

#[test]
fn invalid_json_is_refused_and_left_untouched() {
    for bad in [
        "{\n  \"model\": \"opus\",\n}\n",
        "// my settings\n{}\n",
        "[]",
        "{\"hooks\": []}",
    ] {
        let t = Test::new();
        let path = claude_settings(&t);
        write(&path, bad);
        let _done = t
            .args(["install"])
            .status(1)
            .stderr_contains("hookjudge: error: ")
            .stderr_contains("~/.claude/settings.json")
            .stderr_contains("nothing was changed")
            .run();
        assert_eq!(fs::read_to_string(&path).unwrap(), bad);
        assert!(backups(path.parent().unwrap()).is_empty());
    }
}

#[test]
fn an_unreadable_file_is_an_error_naming_it() {
    let t = Test::new();
    let path = claude_settings(&t);
    // A folder where the file should be cannot be read as one.
    fs::create_dir_all(&path).unwrap();
    t.args(["install"])
        .status(1)
        .stderr_contains("~/.claude/settings.json is a folder, not a regular file")
        .run();
}

#[test]
fn dry_run_prints_a_diff_and_writes_nothing() {
    let t = Test::new();
    let path = claude_settings(&t);
    write(&path, SETTINGS);
    let done = t
        .args(["install", "--dry-run"])
        .status(0)
        .stdout_contains("--- ~/.claude/settings.json\n+++ ~/.claude/settings.json\n@@ ")
        .stdout_contains("+    \"Stop\": [\n")
        .stdout_contains(&format!("+            \"command\": \"{}\",\n", bin()))
        .stdout_contains("(dry run: nothing was written)")
        .run();
    // Install only adds lines; the line before an addition may gain a comma.
    let diff = done.stdout();
    for removed in diff
        .lines()
        .filter(|l| l.starts_with('-') && !l.starts_with("---"))
    {
        let with_comma = format!("+{},", &removed[1..]);
        assert!(diff.lines().any(|l| l == with_comma), "{removed}\n{diff}");
    }
    assert_eq!(fs::read_to_string(&path).unwrap(), SETTINGS);
    assert!(backups(path.parent().unwrap()).is_empty());

    // No file yet: the diff creates it, and still nothing is written.
    let t = Test::new();
    let path = claude_settings(&t);
    let _done = t
        .args(["install", "--dry-run"])
        .status(0)
        .stdout_contains("--- /dev/null\n")
        .run();
    assert!(!path.exists());
}

#[test]
fn codex_user_hooks_follow_codex_home_and_mention_trust() {
    let t = Test::new();
    let codex_home = t.path().join("codex");
    let done = t
        .env("CODEX_HOME", codex_home.to_str().unwrap())
        .args([
            "install",
            "--host",
            "codex",
            "--events",
            "stop,pre-tool-use",
        ])
        .status(0)
        .stdout_contains("/hooks")
        .run();
    let hooks: Value =
        serde_json::from_str(&fs::read_to_string(codex_home.join("hooks.json")).unwrap()).unwrap();
    assert_eq!(
        hooks,
        json!({"hooks": {
            "Stop": [{"hooks": [{"type": "command", "command": format!("{} --host codex", bin()), "timeout": 150}]}],
            "PreToolUse": [{"matcher": "Bash|apply_patch",
                            "hooks": [{"type": "command", "command": format!("{} --host codex", bin()), "timeout": 150}]}]}})
    );
    assert!(!done.path().join("home/.codex").exists());
}

#[test]
fn project_scopes_write_at_the_git_root() {
    let t = Test::new();
    let repo = t.path().join("repo");
    fs::create_dir_all(repo.join(".git")).unwrap();
    fs::create_dir_all(repo.join("src/deep")).unwrap();
    let done = t
        .current_dir(&repo.join("src/deep"))
        .args(["install", "--host", "codex", "--scope", "project"])
        .status(0)
        .run();
    assert!(repo.join(".codex/hooks.json").exists());
    Test::new()
        .current_dir(&repo)
        .env("HOME", done.path().join("home").to_str().unwrap())
        .args(["install", "--scope", "local", "--events", "subagent-stop"])
        .status(0)
        .run();
    let local: Value = serde_json::from_str(
        &fs::read_to_string(repo.join(".claude/settings.local.json")).unwrap(),
    )
    .unwrap();
    assert!(local["hooks"]["SubagentStop"].is_array());
    Test::new()
        .current_dir(&repo)
        .args(["install", "--host", "codex", "--scope", "local"])
        .status(1)
        .stderr_contains("codex has no local scope")
        .run();
}

#[test]
fn uninstall_takes_only_its_own_entries() {
    let t = Test::new();
    let path = claude_settings(&t);
    write(
        &path,
        r#"{"hooks":{"Stop":[{"hooks":[{"type":"command","command":"/x/hookjudge"},{"type":"command","command":"say done"}]},{"hooks":[{"type":"command","command":"hookjudge -d commit"}]}],"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"'/a b/hookjudge'"}]}],"SubagentStop":[{"hooks":[]}]},"x":1}"#,
    );
    let done = t
        .args(["uninstall", "--events", "stop"])
        .status(0)
        .stdout_contains("removed 2 hookjudge entries")
        .run();
    let after: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        after,
        json!({"hooks":{"Stop":[{"hooks":[{"type":"command","command":"say done"}]}],
               "PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"'/a b/hookjudge'"}]}],
               "SubagentStop":[{"hooks":[]}]},"x":1})
    );
    Test::new()
        .env("HOME", done.path().join("home").to_str().unwrap())
        .args(["uninstall"])
        .status(0)
        .stdout_contains("removed 1 hookjudge entry")
        .run();
    let after: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        after,
        json!({"hooks":{"Stop":[{"hooks":[{"type":"command","command":"say done"}]}],
               "SubagentStop":[{"hooks":[]}]},"x":1})
    );
    // Nothing of ours left: nothing to do, no file created elsewhere.
    Test::new()
        .args(["uninstall", "--host", "codex"])
        .status(0)
        .stdout_contains("not registered")
        .run();
}

#[test]
fn unknown_detectors_are_refused_before_writing() {
    let t = Test::new();
    let path = claude_settings(&t);
    let _done = t
        .args(["install", "-d", "comit"])
        .status(1)
        .stderr_contains("unknown detector 'comit' (did you mean 'commit'?)")
        .run();
    assert!(!path.exists());
}

fn stop_command(path: &Path) -> String {
    let v: Value = serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    v["hooks"]["Stop"][0]["hooks"][0]["command"]
        .as_str()
        .unwrap()
        .to_owned()
}

// regression: install replaced a hand-tuned command with the bare binary,
// dropping its flags and `VAR=` prefixes (a local judge became the default).
#[test]
fn install_keeps_what_the_user_wrote_in_the_command() {
    let t = Test::new();
    let path = claude_settings(&t);
    let mine = "HOOKJUDGE_LOG_DIR=/x/logs /old/bin/hookjudge --backend openai --base-url 'http://localhost:8080/v1' --model qwen -d commit --timeout 20";
    write(
        &path,
        &json!({"hooks": {"Stop": [{"hooks": [{"type": "command", "command": mine}]}]}})
            .to_string(),
    );
    let home = t.path().join("home");
    let _done = t.args(["install"]).status(0).run();
    assert_eq!(
        stop_command(&path),
        format!(
            "HOOKJUDGE_LOG_DIR=/x/logs {} --backend openai --base-url 'http://localhost:8080/v1' --model qwen -d commit --timeout 20",
            bin()
        )
    );
    // Asked for other detectors: only that flag changes.
    Test::new()
        .env("HOME", home.to_str().unwrap())
        .args(["install", "--detector", "scope-check,commit"])
        .status(0)
        .run();
    assert_eq!(
        stop_command(&path),
        format!(
            "HOOKJUDGE_LOG_DIR=/x/logs {} --backend openai --base-url 'http://localhost:8080/v1' --model qwen --timeout 20 --detector scope-check,commit",
            bin()
        )
    );
}

// regression: install replaced a read-only file, turned a dangling symlink
// into a regular file, and updated the copy of a duplicated key the host ignores.
#[test]
fn install_refuses_read_only_files_dangling_links_and_duplicate_keys() {
    use std::os::unix::fs::PermissionsExt;
    let t = Test::new();
    let path = claude_settings(&t);
    write(&path, "{}\n");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
    let home = t.path().join("home");
    let _done = t
        .args(["install"])
        .status(1)
        .stderr_contains("~/.claude/settings.json is read-only; nothing was changed")
        .run();
    assert_eq!(fs::read_to_string(&path).unwrap(), "{}\n");
    assert_eq!(
        fs::metadata(&path).unwrap().permissions().mode() & 0o777,
        0o444
    );
    fs::remove_file(&path).unwrap();
    std::os::unix::fs::symlink(home.join("dotfiles/settings.json"), &path).unwrap();
    Test::new()
        .env("HOME", home.to_str().unwrap())
        .args(["install"])
        .status(1)
        .stderr_contains("~/.claude/settings.json is a symlink to ~/dotfiles/settings.json, which does not exist")
        .run();
    assert!(
        fs::symlink_metadata(&path)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(!home.join("dotfiles/settings.json").exists());
    fs::remove_file(&path).unwrap();
    let dup = r#"{"hooks":{"Stop":[{"hooks":[{"type":"command","command":"/old/hookjudge"}],"hooks":[{"type":"command","command":"say done"}]}]}}"#;
    write(&path, dup);
    Test::new()
        .env("HOME", home.to_str().unwrap())
        .args(["install"])
        .status(1)
        .stderr_contains("the key hooks.Stop[0].hooks appears twice")
        .run();
    assert_eq!(fs::read_to_string(&path).unwrap(), dup);
}

// regression: on a full disk, the backup was left half written.
#[test]
fn a_failed_backup_leaves_nothing_behind() {
    let t = Test::new();
    let path = claude_settings(&t);
    let big = json!({"model": "x".repeat(64 << 10)}).to_string();
    write(&path, &big);
    // A file size limit stands in for a full disk: writes past it fail.
    let cmd = t.command();
    let script = format!("trap '' XFSZ; ulimit -f 16; exec {BIN} install");
    let out = Command::new("sh")
        .arg("-c")
        .arg(script)
        .envs(cmd.get_envs().filter_map(|(k, v)| v.map(|v| (k, v))))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let names: Vec<String> = fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        ["settings.json"],
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), big);
}

// regression: concurrent writers lost changes: each read the file, changed
// it, and renamed over the other's change.
#[test]
fn concurrent_installs_lose_no_change() {
    let t = Test::new();
    let path = claude_settings(&t);
    write(&path, "{}\n");
    for round in 0..15 {
        let children: Vec<_> = ["stop", "subagent-stop", "pre-tool-use"]
            .iter()
            .map(|event| {
                let mut c = t.command();
                c.args(["install", "--events", event]);
                c.stdout(std::process::Stdio::null());
                c.spawn().unwrap()
            })
            .collect();
        for mut c in children {
            assert!(c.wait().unwrap().success());
        }
        let v: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
        let events = v["hooks"].as_object().map_or(0, serde_json::Map::len);
        assert_eq!(events, 3, "round {round}: {v}");
        let mut c = t.command();
        assert!(c.arg("uninstall").output().unwrap().status.success());
    }
}

// regression: numbers beyond an f64's precision were rewritten rounded.
#[test]
fn install_keeps_every_number_as_written() {
    let t = Test::new();
    let path = claude_settings(&t);
    let text = "{\n  \"id\": 123456789012345678901234567890,\n  \"ratio\": 0.10000000000000000555,\n  \"big\": -1.5E+300,\n  \"escaped\": \"\\\" 12\"\n}\n";
    write(&path, text);
    let _done = t.args(["install"]).status(0).run();
    let after = fs::read_to_string(&path).unwrap();
    for kept in [
        "\"id\": 123456789012345678901234567890,",
        "\"ratio\": 0.10000000000000000555,",
        "\"big\": -1.5E+300,",
        "\"escaped\": \"\\\" 12\"",
    ] {
        assert!(after.contains(kept), "{kept} in\n{after}");
    }
}

/// regression: at project and local scope a repository's symlinks
/// (`.claude -> elsewhere`, `.claude/settings.json -> elsewhere`) redirected
/// the write and its backup out of the project.
#[test]
fn project_scopes_refuse_symlinks_leading_out_of_the_project() {
    let t = Test::new();
    let outside = t.path().join("outside");
    write(&outside.join("other.json"), "{}\n");
    // The folder is a link out of the project.
    let repo = t.path().join("repo1");
    fs::create_dir_all(repo.join(".git")).unwrap();
    std::os::unix::fs::symlink(&outside, repo.join(".claude")).unwrap();
    for scope in ["project", "local"] {
        Test::new()
            .current_dir(&repo)
            .args(["install", "--scope", scope])
            .status(1)
            .stderr_contains("outside the project")
            .stderr_contains(".claude/settings")
            .run();
    }
    // The file is a link out of the project.
    let repo = t.path().join("repo2");
    fs::create_dir_all(repo.join(".git")).unwrap();
    fs::create_dir_all(repo.join(".claude")).unwrap();
    std::os::unix::fs::symlink(
        outside.join("other.json"),
        repo.join(".claude/settings.json"),
    )
    .unwrap();
    Test::new()
        .current_dir(&repo)
        .args(["install", "--scope", "project"])
        .status(1)
        .stderr_contains("outside the project")
        .run();
    Test::new()
        .current_dir(&repo)
        .args(["uninstall", "--scope", "project"])
        .status(1)
        .stderr_contains("outside the project")
        .run();
    assert_eq!(
        fs::read_to_string(outside.join("other.json")).unwrap(),
        "{}\n"
    );
    assert_eq!(
        fs::read_dir(&outside).unwrap().count(),
        1,
        "no backup outside"
    );
    // A link that stays inside the project is fine.
    let repo = t.path().join("repo3");
    fs::create_dir_all(repo.join(".git")).unwrap();
    fs::create_dir_all(repo.join("dotfiles")).unwrap();
    std::os::unix::fs::symlink(repo.join("dotfiles"), repo.join(".claude")).unwrap();
    Test::new()
        .current_dir(&repo)
        .args(["install", "--scope", "project"])
        .status(0)
        .run();
    assert!(repo.join("dotfiles/settings.json").exists());
}
