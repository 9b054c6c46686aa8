//! `hookjudge doctor`: the judge CLIs, the registrations, the folders and
//! the config files, one line per check; `--live` judges a canary.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use serde_json::json;

use crate::test::*;

/// An executable script in `dir`.
fn script(dir: &Path, name: &str, body: &str) {
    fs::create_dir_all(dir).unwrap();
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
}

fn doctor(t: Test, path: &Path) -> Test {
    let config = t.path().join("config");
    let cwd = t.path().to_path_buf();
    t.env("PATH", path.to_str().unwrap())
        .env("XDG_CONFIG_HOME", config.to_str().unwrap())
        .env("CODEX_HOME", cwd.join("codex").to_str().unwrap())
        .current_dir(&cwd)
        .arg("doctor")
}

#[test]
fn missing_judge_clis_fail() {
    let t = Test::new();
    let empty = t.path().join("empty");
    fs::create_dir_all(&empty).unwrap();
    let done = doctor(t, &empty)
        .status(1)
        .stdout_contains("fail  codex CLI: not found on PATH (the configured backend); fix: npm install -g @openai/codex")
        .stdout_contains("warn  claude CLI: not found on PATH (not the configured backend)")
        .stdout_contains("warn  registration: hookjudge is not registered with any host; fix: hookjudge install")
        .run();
    let out = done.stdout();
    assert!(out.contains("ok    log folder: "), "{out}");
    assert!(out.contains("ok    user config: none at "), "{out}");
    assert!(out.lines().last().unwrap().contains("1 failed"), "{out}");
}

#[test]
fn judge_clis_on_path_are_found_with_their_versions() {
    let t = Test::new();
    let bin = t.path().join("bin");
    script(&bin, "codex", "echo 'codex-cli 0.169.0'");
    script(&bin, "claude", "echo '2.1.328 (Claude Code)'");
    let done = doctor(t, &bin)
        .status(0)
        .stdout_contains("ok    codex CLI: codex-cli 0.169.0 (")
        .stdout_contains("ok    claude CLI: 2.1.328 (Claude Code) (")
        .run();
    // Nothing was judged: without --live nothing leaves the machine.
    assert!(!done.stdout().contains("live judgment"));
}

#[test]
fn a_cli_whose_version_fails_is_reported() {
    let t = Test::new();
    let bin = t.path().join("bin");
    script(&bin, "codex", "exit 3");
    doctor(t, &bin)
        .status(1)
        .stdout_contains("fail  codex CLI: ")
        .stdout_contains("--version failed: exit code 3; fix: reinstall it")
        .run();
}

#[test]
fn registrations_are_checked() {
    let t = Test::new();
    let bin = t.path().join("bin");
    script(&bin, "codex", "echo 'codex-cli 0.169.0'");
    let home = t.path().join("home");
    let settings = home.join(".claude/settings.json");
    fs::create_dir_all(settings.parent().unwrap()).unwrap();
    fs::write(
        &settings,
        json!({"hooks": {
            "Stop": [{"hooks": [{"type": "command", "command": format!("{BIN} --detector all"), "timeout": 60}]}],
            "SubagentStop": [{"hooks": [{"type": "command", "command": "/gone/hookjudge", "timeout": 60}]}],
            "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": BIN, "timeout": 20}]}]
        }})
        .to_string(),
    )
    .unwrap();
    let codex_hooks = t.path().join("codex/hooks.json");
    fs::create_dir_all(codex_hooks.parent().unwrap()).unwrap();
    fs::write(&codex_hooks, "{ not json").unwrap();
    doctor(t, &bin)
        .status(1)
        .stdout_contains(&format!("ok    claude user settings Stop: \"{BIN} --detector all\", timeout 60 s"))
        .stdout_contains("fail  claude user settings SubagentStop: \"/gone/hookjudge\": /gone/hookjudge is missing or not executable; fix: hookjudge install --host claude --scope user")
        .stdout_contains("warn  claude user settings PreToolUse: ")
        .stdout_contains("host timeout 20 s leaves no room for the judge's 30 s; fix: hookjudge install --host claude --scope user (writes timeout 150 s)")
        .stdout_contains("fail  codex user settings: ")
        .stdout_contains("hooks.json is not valid JSON")
        .run();
}

#[test]
fn a_broken_config_file_fails() {
    let t = Test::new();
    let bin = t.path().join("bin");
    script(&bin, "codex", "echo 'codex-cli 0.169.0'");
    let config = t.path().join("config/hookjudge/config.json");
    fs::create_dir_all(config.parent().unwrap()).unwrap();
    fs::write(&config, r#"{"timeout": -1}"#).unwrap();
    doctor(t, &bin)
        .status(1)
        .stdout_contains("fail  config: ")
        .stdout_contains("config.json: timeout: -1 is out of range")
        .run();
}

#[test]
fn live_sends_one_canary_through_the_backend() {
    let t = Test::new();
    let bin = t.path().join("bin");
    fs::create_dir_all(&bin).unwrap();
    let seen = t.path().join("canary.txt");
    let config = t.path().join("config/hookjudge/config.json");
    fs::create_dir_all(config.parent().unwrap()).unwrap();
    fs::write(
        &config,
        json!({"backend": "command",
               "judge_command": format!("/bin/cat > '{}'; {}", seen.display(), commit_echo("", COMMIT_VIOLATION, ""))})
        .to_string(),
    )
    .unwrap();
    // The judge command runs with `sh`.
    let path = format!("{}:/usr/bin:/bin", bin.display());
    let _done = doctor(t, Path::new(&path))
        .arg("--live")
        .status(0)
        .stdout_contains("ok    live judgment (command): ")
        .stdout_contains("saw the canary's violation as it should")
        .run();
    assert!(
        fs::read_to_string(seen)
            .unwrap()
            .contains("push to main now")
    );
}
