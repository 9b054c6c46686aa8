//! The judges hookjudge can ask. The prompt always goes on stdin, never on
//! argv; each child runs in a private scratch folder (so no project
//! instructions such as AGENTS.md or CLAUDE.md leak into the judge), with the
//! recursion guard set, its tools and its own hooks off where the CLI allows.

use std::fs;
use std::os::unix::fs::DirBuilderExt;
use std::path::PathBuf;
use std::process::Command;

use super::child;
use super::{Failure, Raw, Request};
use crate::config::backend::Backend;

impl Backend {
    /// Asks the judge; the answer is its final message, unparsed.
    pub(crate) fn ask(&self, request: &Request<'_>) -> Result<Raw, Failure> {
        let Request {
            prompt,
            schema,
            timeout,
            ..
        } = *request;
        match self {
            Backend::OpenAi(api) => return super::http::ask_openai(api, prompt, schema, timeout),
            Backend::Anthropic(api) => {
                return super::http::ask_anthropic(api, prompt, schema, timeout);
            }
            _ => {}
        }
        let scratch = Scratch::new()?;
        match self {
            Backend::Codex { program, model } => {
                let schema_path = scratch.write("schema.json", schema.to_string().as_bytes())?;
                let answer_path = scratch.path.join("answer.txt");
                let mut cmd = Command::new(program);
                cmd.args(["exec", "--skip-git-repo-check", "--ephemeral"])
                    .args(["--sandbox", "read-only", "--color", "never"])
                    .args(["--disable", "hooks"])
                    .arg("--model")
                    .arg(model)
                    .arg("--output-schema")
                    .arg(&schema_path)
                    .arg("--output-last-message")
                    .arg(&answer_path)
                    .arg("-")
                    .current_dir(&scratch.path);
                let out = child::run(cmd, prompt.as_bytes(), timeout)?;
                // The last message file is the answer; stdout is the fallback.
                let text = fs::read_to_string(&answer_path)
                    .ok()
                    .filter(|t| !t.trim().is_empty())
                    .unwrap_or_else(|| String::from_utf8_lossy(&out.stdout).into_owned());
                Ok(raw(text, &out))
            }
            Backend::Claude { program, model } => {
                let mut cmd = Command::new(program);
                cmd.args(["-p", "--output-format", "json", "--no-session-persistence"])
                    .arg("--model")
                    .arg(model)
                    // The schema'd answer is a tool call; a second turn lets
                    // the CLI insist once if the model answered in prose.
                    .args(["--tools", "", "--max-turns", "2"])
                    .args(["--settings", r#"{"disableAllHooks":true}"#])
                    .arg("--json-schema")
                    .arg(schema.to_string())
                    // A judge started from inside a Claude Code hook is a new,
                    // separate session, not a child of the agent's.
                    .env_remove("CLAUDECODE")
                    .env_remove("CLAUDE_CODE_ENTRYPOINT")
                    .current_dir(&scratch.path);
                let out = child::run(cmd, prompt.as_bytes(), timeout)?;
                Ok(raw(String::from_utf8_lossy(&out.stdout).into_owned(), &out))
            }
            Backend::Command { command } => {
                let mut cmd = Command::new("sh");
                cmd.arg("-c")
                    .arg(command)
                    .env("HOOKJUDGE_NONCE", request.nonce)
                    .current_dir(&scratch.path);
                let out = child::run(cmd, prompt.as_bytes(), timeout)?;
                Ok(raw(String::from_utf8_lossy(&out.stdout).into_owned(), &out))
            }
            Backend::OpenAi(_) | Backend::Anthropic(_) => unreachable!("answered above"),
        }
    }
}

fn raw(text: String, out: &child::Output) -> Raw {
    let ended_badly = (!out.status.success()).then(|| {
        // Only an error line is quoted: some CLIs echo the whole prompt on
        // stderr, and the prompt must not travel into messages or the log.
        let stderr = String::from_utf8_lossy(&out.stderr);
        let last = stderr
            .lines()
            .rev()
            .find(|l| {
                let l = l.trim_start().to_ascii_lowercase();
                l.starts_with("error") || l.starts_with("fatal") || l.starts_with("rate limit")
            })
            .or_else(|| {
                stderr
                    .lines()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .filter(|_| stderr.lines().count() == 1)
            })
            .unwrap_or("");
        let last: String = last.chars().take(200).collect();
        if last.is_empty() {
            child::describe_status(out.status)
        } else {
            format!("{}: {last}", child::describe_status(out.status))
        }
    });
    Raw { text, ended_badly }
}

/// A private folder for one judgment, removed when dropped.
struct Scratch {
    path: PathBuf,
}

impl Scratch {
    fn new() -> Result<Self, Failure> {
        let name = format!(
            "hookjudge-{}-{}",
            std::process::id(),
            super::prompt::tag_for(&[])
        );
        let path = std::env::temp_dir().join(name);
        fs::DirBuilder::new()
            .mode(0o700)
            .create(&path)
            .map_err(|e| Failure::Spawn(format!("cannot create {}: {e}", path.display())))?;
        Ok(Scratch { path })
    }

    fn write(&self, name: &str, bytes: &[u8]) -> Result<PathBuf, Failure> {
        let path = self.path.join(name);
        fs::write(&path, bytes)
            .map_err(|e| Failure::Spawn(format!("cannot write {}: {e}", path.display())))?;
        Ok(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}
