//! A consuming builder that runs the real binary and checks status, stdout
//! and stderr together.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;
use tempfile::TempDir;

pub const BIN: &str = env!("CARGO_BIN_EXE_hookjudge");

pub struct Test {
    dir: TempDir,
    args: Vec<String>,
    env: Vec<(String, String)>,
    cwd: Option<PathBuf>,
    stdin: Vec<u8>,
    status: i32,
    stdout: Option<String>,
    stdout_contains: Vec<String>,
    stderr: Option<String>,
    stderr_contains: Vec<String>,
    stderr_lacks: Vec<String>,
}

impl Test {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("home")).unwrap();
        Test {
            dir,
            args: Vec::new(),
            env: Vec::new(),
            cwd: None,
            stdin: Vec::new(),
            status: 0,
            stdout: None,
            stdout_contains: Vec::new(),
            stderr: None,
            stderr_contains: Vec::new(),
            stderr_lacks: Vec::new(),
        }
    }

    /// The test's private folder (logs, state, judge traces live here).
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn arg(mut self, arg: &str) -> Self {
        self.args.push(arg.into());
        self
    }

    pub fn args<const N: usize>(mut self, args: [&str; N]) -> Self {
        self.args.extend(args.iter().map(|a| (*a).to_owned()));
        self
    }

    pub fn env(mut self, key: &str, value: &str) -> Self {
        self.env.push((key.into(), value.into()));
        self
    }

    /// The folder the binary runs in.
    pub fn current_dir(mut self, dir: &Path) -> Self {
        self.cwd = Some(dir.to_path_buf());
        self
    }

    pub fn stdin(mut self, input: impl Into<Vec<u8>>) -> Self {
        self.stdin = input.into();
        self
    }

    pub fn event(self, event: &Value) -> Self {
        self.stdin(event.to_string())
    }

    /// A scripted judge: records its prompt and environment, and answers
    /// with `answer` (one detector's fields) for every detector it is asked
    /// about, under the call's nonce.
    pub fn judge(self, answer: &str) -> Self {
        let dir = self.path().display().to_string();
        // Each judge reads the prompt it got: several may run at once
        // (replay, eval), and prompt.txt keeps whichever wrote last.
        let cmd = format!(
            "p=$(mktemp); cat > \"$p\"; cp \"$p\" '{dir}/prompt.txt'; \
             echo \"$STOP_HOOK_LLM_JUDGE_ACTIVE\" > '{dir}/guard.txt'; {}; rm -f \"$p\"",
            answer_with("$p", answer).replace("'$p'", "\"$p\"")
        );
        self.judge_command(&cmd)
    }

    pub fn judge_command(self, cmd: &str) -> Self {
        self.args(["--backend", "command", "--judge-command"])
            .arg(cmd)
    }

    pub fn status(mut self, code: i32) -> Self {
        self.status = code;
        self
    }

    pub fn stdout(mut self, s: &str) -> Self {
        self.stdout = Some(s.into());
        self
    }

    pub fn stdout_contains(mut self, s: &str) -> Self {
        self.stdout_contains.push(s.into());
        self
    }

    pub fn stderr(mut self, s: &str) -> Self {
        self.stderr = Some(s.into());
        self
    }

    pub fn stderr_contains(mut self, s: &str) -> Self {
        self.stderr_contains.push(s.into());
        self
    }

    pub fn stderr_lacks(mut self, s: &str) -> Self {
        self.stderr_lacks.push(s.into());
        self
    }

    pub fn command(&self) -> Command {
        let mut cmd = Command::new(BIN);
        cmd.args(&self.args)
            .env("HOME", self.path().join("home"))
            .env("HOOKJUDGE_LOG_DIR", self.path().join("logs"))
            .env("HOOKJUDGE_STATE_DIR", self.path().join("state"))
            .env("XDG_CACHE_HOME", self.path().join("cache"))
            .env_remove("STOP_HOOK_LLM_JUDGE_ACTIVE")
            .env_remove("XDG_STATE_HOME")
            .env_remove("XDG_CONFIG_HOME");
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        if let Some(dir) = &self.cwd {
            cmd.current_dir(dir);
        }
        cmd
    }

    /// Runs the binary, checks every expectation, and returns what it saw.
    pub fn run(self) -> Done {
        let mut child = self
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let input = self.stdin.clone();
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let output = child.wait_with_output().unwrap();
        writer.join().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let context = format!("\n--- stdout ---\n{stdout}\n--- stderr ---\n{stderr}");
        assert_eq!(
            output.status.code(),
            Some(self.status),
            "exit status{context}"
        );
        if let Some(want) = &self.stdout {
            assert_eq!(&stdout, want, "stdout{context}");
        }
        for want in &self.stdout_contains {
            assert!(
                stdout.contains(want.as_str()),
                "stdout lacks {want:?}{context}"
            );
        }
        if let Some(want) = &self.stderr {
            assert_eq!(&stderr, want, "stderr{context}");
        }
        for want in &self.stderr_contains {
            assert!(
                stderr.contains(want.as_str()),
                "stderr lacks {want:?}{context}"
            );
        }
        for bad in &self.stderr_lacks {
            assert!(
                !stderr.contains(bad.as_str()),
                "stderr has {bad:?}{context}"
            );
        }
        Done {
            dir: self.dir,
            output,
        }
    }
}

/// A finished run, for checks beyond the output.
pub struct Done {
    pub dir: TempDir,
    pub output: Output,
}

impl Done {
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.output.stdout).into_owned()
    }

    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.output.stderr).into_owned()
    }

    /// The prompt the scripted judge received, if it was called.
    pub fn prompt(&self) -> Option<String> {
        fs::read_to_string(self.path().join("prompt.txt")).ok()
    }

    pub fn judged(&self) -> bool {
        self.prompt().is_some()
    }

    /// Every decision-log record written by the run.
    pub fn log(&self) -> Vec<Value> {
        let dir = self.path().join("logs");
        let mut records = Vec::new();
        for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
            let text = fs::read_to_string(entry.path()).unwrap();
            records.extend(
                text.lines()
                    .map(|l| serde_json::from_str::<Value>(l).unwrap()),
            );
        }
        records
    }
}

/// A file under the repository's `fixtures/`.
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(name)
}

/// A Claude Code Stop event with `message` as the newest reply.
pub fn stop(message: &str) -> Value {
    serde_json::json!({
        "session_id": "3f1c2a9e-7b1d-4c55-9a0e-0d6f1e2b8c41",
        "transcript_path": "",
        "cwd": "/tmp/proj",
        "prompt_id": "c54d9e8f-1111-2222-3333-444455556666",
        "permission_mode": "default",
        "hook_event_name": "Stop",
        "stop_hook_active": false,
        "last_assistant_message": message,
    })
}

/// A shell command that prints `part` as the answer of every detector named
/// in the prompt at `prompt_file`, under the call's nonce (which a command
/// judge finds in `HOOKJUDGE_NONCE`).
pub fn answer_with(prompt_file: &str, part: &str) -> String {
    assert!(!part.contains('\''), "answers are single-quoted in sh");
    format!(
        "printf '{{\"nonce\":\"%s\"' \"$HOOKJUDGE_NONCE\"; \
         for d in $(sed -n 's/^## Rule \"\\([^\"]*\\)\".*/\\1/p' '{prompt_file}'); do \
         printf ',\"%s\":%s' \"$d\" '{part}'; done; echo '}}'"
    )
}

/// A whole command judge: reads the prompt, answers `part` for every
/// detector in it.
pub fn judge_answering(part: &str) -> String {
    format!(
        "p=$(mktemp); cat > \"$p\"; {}; rm -f \"$p\"",
        answer_with("$p", part).replace("'$p'", "\"$p\"")
    )
}

/// A shell command that prints `part` as the commit detector's answer under
/// the call's nonce, surrounded by `before` and `after` (printf formats).
pub fn commit_echo(before: &str, part: &str, after: &str) -> String {
    assert!(!part.contains('\'') && !before.contains('\'') && !after.contains('\''));
    format!(r#"printf '{before}{{"nonce":"%s","commit":%s}}{after}\n' "$HOOKJUDGE_NONCE" '{part}'"#)
}

/// Judge answers, one detector's part each.
pub const COMMIT_VIOLATION: &str = r#"{"new_proposal":true,"verification_reported":false,"direction_query":false,"future_step_description":false,"reason":"proposes to push with no test run shown"}"#;
pub const COMMIT_ALLOW: &str = r#"{"new_proposal":true,"verification_reported":true,"direction_query":false,"future_step_description":false,"reason":"tests shown passing"}"#;
pub const PROPOSAL_VIOLATION: &str =
    r#"{"new_proposal":true,"retraction_or_quote":false,"reason":"defers approved work"}"#;
pub const PROPOSAL_ALLOW: &str =
    r#"{"new_proposal":false,"retraction_or_quote":false,"reason":"a report"}"#;
