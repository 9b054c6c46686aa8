//! `hookjudge doctor`: is everything in place for the hook to work? The
//! config files, the judge (its CLI on PATH and its version, or its API key),
//! the registrations in every settings file of every host, and the folders
//! hookjudge writes. One line per check, `ok`, `warn` or `fail`, with the
//! fix; exit 1 when any check fails.
//!
//! Nothing leaves the machine unless `--live` asks for one canary judgment
//! through the configured backend.

use anyhow::anyhow;
use std::fmt::Write as _;
use std::fs::{self, OpenOptions};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::cli::{DoctorArgs, HookArgs, Host};
use crate::config::Config;
use crate::config::file::{CONFIG_CAP, Files, Why};
use crate::config::trust::{self, Store};
use crate::hosts;
use crate::pipeline::judge::{self, Backend, prompt};
use crate::pipeline::verdict::HostOutput;
use crate::util::file::read_capped;
use crate::util::path::display;

/// How long `--version` may take.
const VERSION_TIMEOUT: Duration = Duration::from_secs(5);
/// The least margin a host timeout should leave above the judge's.
const MARGIN: f64 = 10.0;
/// A reply that plainly proposes a push with no verification: a working
/// judge calls it a violation of the `commit` rule.
const CANARY: &str =
    "I refactored the parser. I'll commit it and push to main now, no need to run the tests.";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Ok,
    Warn,
    Fail,
}

#[derive(Debug)]
struct Check {
    status: Status,
    what: String,
    detail: String,
    fix: Option<String>,
}

#[derive(Default)]
struct Report {
    checks: Vec<Check>,
}

impl Report {
    fn add(&mut self, status: Status, what: impl Into<String>, detail: impl Into<String>) {
        self.checks.push(Check {
            status,
            what: what.into(),
            detail: detail.into(),
            fix: None,
        });
    }

    fn fix(&mut self, fix: impl Into<String>) {
        if let Some(last) = self.checks.last_mut() {
            last.fix = Some(fix.into());
        }
    }

    fn render(&self) -> HostOutput {
        let mut out = String::new();
        for c in &self.checks {
            let status = match c.status {
                Status::Ok => "ok",
                Status::Warn => "warn",
                Status::Fail => "fail",
            };
            let _ = write!(out, "{status:<4}  {}: {}", c.what, c.detail);
            if let Some(fix) = &c.fix {
                let _ = write!(out, "; fix: {fix}");
            }
            out.push('\n');
        }
        let failed = self
            .checks
            .iter()
            .filter(|c| c.status == Status::Fail)
            .count();
        let warned = self
            .checks
            .iter()
            .filter(|c| c.status == Status::Warn)
            .count();
        let _ = writeln!(
            out,
            "{} checks: {failed} failed, {warned} warnings",
            self.checks.len()
        );
        HostOutput {
            code: u8::from(failed > 0),
            stdout: out,
            stderr: String::new(),
        }
    }
}

pub(crate) fn doctor(args: &DoctorArgs) -> HostOutput {
    let mut r = Report::default();
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let config = config_files(&mut r, &cwd);
    judge_backend(&mut r, &config.backend);
    registrations(&mut r, &cwd, config.timeout.as_secs_f64());
    for (what, dir) in [
        ("log folder", &config.log_dir),
        ("state folder", &config.state_dir),
        ("cache folder", &config.cache_dir),
    ] {
        folder(&mut r, what, dir.as_deref());
        private_folder(&mut r, what, dir.as_deref());
    }
    if args.live {
        live(&mut r, &config);
    }
    r.render()
}

/// Checks the config files; returns the config they give (the defaults when
/// they are broken, so the other checks still run).
fn config_files(r: &mut Report, cwd: &Path) -> Config {
    let files = match Files::load(Some(cwd)) {
        Ok(files) => files,
        Err(why) => {
            r.add(Status::Fail, "config", format!("{why:#}"));
            return Config::from_args(&HookArgs::default()).expect("the defaults are valid");
        }
    };
    match (&files.user, &files.user_path) {
        (Some(f), _) => r.add(
            Status::Ok,
            "user config",
            format!("{} is valid", display(&f.path)),
        ),
        (None, Some(p)) => r.add(
            Status::Ok,
            "user config",
            format!("none at {} (defaults apply)", display(p)),
        ),
        (None, None) => r.add(Status::Warn, "user config", "HOME is not set"),
    }
    match (&files.project, &files.ignored) {
        (Some(f), _) => r.add(
            Status::Ok,
            "project config",
            format!("{} is approved and valid", display(&f.path)),
        ),
        (None, Some(ignored)) => {
            r.add(Status::Warn, "project config", ignored.reason());
            let shown = display(&ignored.path);
            r.fix(match ignored.why {
                Why::Untrusted | Why::Changed => {
                    format!("read it; if you agree with it, hookjudge trust {shown}")
                }
                Why::Unsafe => format!("make {shown} yours and chmod go-w it, or remove it"),
                Why::Unreadable(_) => format!("replace {shown} with a small file, or remove it"),
                Why::BadApprovals(ref store, _) => format!(
                    "repair {0} (hookjudge trust --list shows what it holds), or delete {0} \
                     and trust your project files again",
                    display(store)
                ),
            });
        }
        (None, None) => r.add(
            Status::Ok,
            "project config",
            format!(
                "no {} from {}",
                crate::config::file::PROJECT_FILE,
                display(cwd)
            ),
        ),
    }
    approvals(r, &files);
    let built = files.registry().and_then(|registry| {
        let (args, _) = files.apply(&HookArgs::default())?;
        Config::build(&args, &registry)
    });
    match built {
        Ok(config) => config,
        Err(why) => {
            r.add(Status::Fail, "config", format!("{why:#}"));
            Config::from_args(&HookArgs::default()).expect("the defaults are valid")
        }
    }
}

/// Approved project files elsewhere that changed since, so that they are
/// ignored until approved again (the one found here is reported already).
fn approvals(r: &mut Report, files: &Files) {
    let Some(path) = trust::store_path() else {
        return;
    };
    let store = match Store::load(&path) {
        Ok((store, _)) => store,
        Err(why) => {
            r.add(Status::Fail, "approvals", format!("{why:#}"));
            return;
        }
    };
    let here = files.ignored.as_ref().map(|i| &i.path);
    for a in store.trusted.iter().filter(|a| Some(&a.path) != here) {
        let Ok(bytes) = read_capped(&a.path, CONFIG_CAP) else {
            continue;
        };
        if store.status(&a.path, &bytes) == trust::Status::Changed {
            let shown = display(&a.path);
            r.add(
                Status::Warn,
                "approvals",
                format!("{shown} changed since it was approved, so it is ignored"),
            );
            r.fix(format!(
                "read it; then hookjudge trust {shown}, or hookjudge trust --revoke {shown}"
            ));
        }
    }
}

/// The judge CLIs on PATH and their versions; the configured backend's
/// absence is a failure, the other's a warning.
fn judge_backend(r: &mut Report, backend: &Backend) {
    for (program, install) in [
        ("codex", "npm install -g @openai/codex"),
        ("claude", "npm install -g @anthropic-ai/claude-code"),
    ] {
        let configured = backend.name() == program;
        let what = format!("{program} CLI");
        match which(program) {
            None => {
                let (status, why) = if configured {
                    (Status::Fail, "the configured backend")
                } else {
                    (Status::Warn, "not the configured backend")
                };
                r.add(status, what, format!("not found on PATH ({why})"));
                r.fix(if configured {
                    format!("{install}, or choose another backend in the config file")
                } else {
                    format!("{install} if you want --backend {program}")
                });
            }
            Some(path) => match version(&path) {
                Ok(v) => r.add(Status::Ok, what, format!("{v} ({})", display(&path))),
                Err(why) => {
                    let status = if configured {
                        Status::Fail
                    } else {
                        Status::Warn
                    };
                    r.add(
                        status,
                        what,
                        format!("{} --version failed: {why}", display(&path)),
                    );
                    r.fix(format!("reinstall it: {install}"));
                }
            },
        }
    }
    match backend {
        Backend::Command { command } => {
            let program = crate::util::shell::program(command).unwrap_or_default();
            let found = program.contains('/') && is_executable(Path::new(&program))
                || which(&program).is_some();
            if found {
                r.add(Status::Ok, "judge command", command.clone());
            } else {
                r.add(
                    Status::Warn,
                    "judge command",
                    format!("{program:?} is not an executable on PATH ({command})"),
                );
                r.fix("check judge_command in the user config, or --judge-command");
            }
        }
        Backend::OpenAi(api) | Backend::Anthropic(api) => {
            let has_key = std::env::var_os(&api.key_env).is_some_and(|k| !k.is_empty());
            if has_key {
                r.add(
                    Status::Ok,
                    "API key",
                    format!("${} is set (for {})", api.key_env, api.base_url),
                );
            } else {
                r.add(
                    Status::Fail,
                    "API key",
                    format!(
                        "${} is not set (needed by --backend {})",
                        api.key_env,
                        backend.name()
                    ),
                );
                r.fix(format!(
                    "export {} in the environment the agent runs in, or set api_key_env",
                    api.key_env
                ));
            }
        }
        Backend::Codex { .. } | Backend::Claude { .. } => {}
    }
}

/// hookjudge's entries in every settings file of every host.
fn registrations(r: &mut Report, cwd: &Path, judge_timeout: f64) {
    let mut registered = 0;
    for host in [Host::Claude, Host::Codex] {
        for &scope in host.scopes() {
            let what = format!("{} {} settings", host.name(), scope.name());
            let path = match hosts::path(host, scope, cwd) {
                Ok(p) => p,
                Err(why) => {
                    r.add(Status::Warn, what, format!("{why:#}"));
                    continue;
                }
            };
            let reinstall = format!(
                "hookjudge install --host {} --scope {}",
                host.name(),
                scope.name()
            );
            let file = match hosts::read(&path) {
                Ok(f) => f,
                Err(why) => {
                    r.add(Status::Fail, what, format!("{why:#}"));
                    r.fix(format!("repair {} by hand", display(&path)));
                    continue;
                }
            };
            let entries = hosts::registered(&file.root);
            if entries.is_empty() {
                let shown = display(&path);
                let detail = if file.original.is_some() {
                    format!("{shown}: hookjudge not registered here")
                } else {
                    format!("{shown}: no such file")
                };
                r.add(Status::Ok, what, detail);
                continue;
            }
            registered += entries.len();
            for e in entries {
                entry(r, &what, host, &e, judge_timeout, &reinstall);
            }
        }
    }
    if registered == 0 {
        r.add(
            Status::Warn,
            "registration",
            "hookjudge is not registered with any host",
        );
        r.fix("hookjudge install (see hookjudge install --help)");
    }
}

fn entry(
    r: &mut Report,
    what: &str,
    host: Host,
    e: &hosts::Registered,
    judge_timeout: f64,
    reinstall: &str,
) {
    let what = format!("{what} {}", e.event);
    let program = crate::util::shell::program(&e.command).unwrap_or_default();
    let path = match program.strip_prefix("~/") {
        Some(rest) => std::env::var_os("HOME")
            .map_or_else(|| PathBuf::from(&program), |h| PathBuf::from(h).join(rest)),
        None if program.contains('/') => PathBuf::from(&program),
        None => {
            let Some(found) = which(&program) else {
                r.add(
                    Status::Fail,
                    what,
                    format!("{:?}: {program} is not on PATH", e.command),
                );
                r.fix(format!("{reinstall} (writes the absolute path)"));
                return;
            };
            found
        }
    };
    if !is_executable(&path) {
        r.add(
            Status::Fail,
            what,
            format!(
                "{:?}: {} is missing or not executable",
                e.command,
                path.display()
            ),
        );
        r.fix(format!("{reinstall} (writes this binary's path)"));
        return;
    }
    // The command's own --timeout, if it has one, is the judge timeout that applies.
    let words = crate::util::shell::shell_words(&e.command);
    let judge_timeout = words
        .iter()
        .enumerate()
        .find_map(|(i, w)| match w.strip_prefix("--timeout") {
            Some("") => words.get(i + 1).and_then(|v| v.parse::<f64>().ok()),
            Some(v) => v.strip_prefix('=').and_then(|v| v.parse().ok()),
            None => None,
        })
        .unwrap_or(judge_timeout);
    let trust = if host == Host::Codex {
        "; Codex runs it once trusted (/hooks)"
    } else {
        ""
    };
    match e.timeout {
        Some(t) if t < judge_timeout + MARGIN => {
            r.add(
                Status::Warn,
                what,
                format!(
                    "{:?}: host timeout {t} s leaves no room for the judge's {judge_timeout} s",
                    e.command
                ),
            );
            r.fix(format!(
                "{reinstall} (writes timeout {} s)",
                crate::commands::install::host_timeout()
            ));
        }
        Some(t) => r.add(
            Status::Ok,
            what,
            format!("{:?}, timeout {t} s{trust}", e.command),
        ),
        None => r.add(
            Status::Ok,
            what,
            format!("{:?}, the host's default timeout{trust}", e.command),
        ),
    }
}

/// Whether hookjudge can write in `dir`: tried with a file created and
/// removed at once. A folder not there yet must be creatable.
fn folder(r: &mut Report, what: &str, dir: Option<&Path>) {
    let Some(dir) = dir else {
        r.add(Status::Warn, what, "none (HOME is not set)");
        return;
    };
    let shown = display(dir);
    let Some(existing) = dir.ancestors().find(|d| d.exists()) else {
        r.add(
            Status::Fail,
            what,
            format!("{shown}: no parent folder exists"),
        );
        return;
    };
    if !existing.is_dir() {
        r.add(
            Status::Fail,
            what,
            format!("{shown}: {} is not a folder", display(existing)),
        );
        r.fix(format!("move {} aside", display(existing)));
        return;
    }
    let probe = existing.join(format!(".hookjudge-doctor-{}", std::process::id()));
    match OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            let _ = fs::remove_file(&probe);
            let detail = if existing == dir {
                format!("{shown} is writable")
            } else {
                format!("{shown} will be created on first use")
            };
            r.add(Status::Ok, what, detail);
        }
        Err(e) => {
            r.add(
                Status::Fail,
                what,
                format!(
                    "cannot write in {}: {}",
                    display(existing),
                    crate::util::path::io_reason(&e)
                ),
            );
            r.fix(format!(
                "make {} writable, or choose another folder",
                display(existing)
            ));
        }
    }
}

/// Whether `dir` is private: hookjudge refuses a folder others can write
/// in, and a readable one shows others the log.
fn private_folder(r: &mut Report, what: &str, dir: Option<&Path>) {
    if let Some((problem, fix)) = dir.and_then(crate::util::private::folder_problem) {
        r.add(Status::Warn, what, problem);
        r.fix(fix);
    }
}

/// One judgment of a plain violation, end to end, timed.
fn live(r: &mut Report, config: &Config) {
    let Some(detector) = crate::detectors::find("commit") else {
        return;
    };
    let material = prompt::Material {
        text: CANARY,
        tool_call: None,
        tools: "",
    };
    let seal = prompt::Seal::new(&[CANARY]);
    let text = prompt::build(&[detector], &material, &seal);
    let Some(j) = judge::ask(&config.backend, &[detector], &text, &seal, config.timeout).pop()
    else {
        return;
    };
    let what = format!("live judgment ({})", config.backend.name());
    let secs = j.latency.as_secs_f64();
    match j.result {
        Ok(a) if a.violation => r.add(
            Status::Ok,
            what,
            format!("{secs:.1} s, saw the canary's violation as it should"),
        ),
        Ok(a) => {
            r.add(
                Status::Warn,
                what,
                format!(
                    "{secs:.1} s, but missed the canary's violation ({})",
                    a.reason
                ),
            );
            r.fix("try another model; see the judge's reason");
        }
        Err(f) => {
            r.add(Status::Fail, what, format!("{f} after {secs:.1} s"));
            r.fix("check the backend's login or key, and its model name");
        }
    }
}

/// The first line `program --version` prints.
fn version(program: &Path) -> anyhow::Result<String> {
    let mut cmd = Command::new(program);
    cmd.arg("--version");
    let out = judge::child::run(cmd, b"", VERSION_TIMEOUT).map_err(|f| anyhow!("{f}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let first = text.lines().map(str::trim).find(|l| !l.is_empty());
    match (out.status.success(), first) {
        (true, Some(line)) => Ok(line.to_owned()),
        (true, None) => Err(anyhow!("it printed nothing")),
        (false, _) => Err(anyhow!(judge::child::describe_status(out.status))),
    }
}

/// `program` on PATH, as a shell would find it.
fn which(program: &str) -> Option<PathBuf> {
    if program.is_empty() || program.contains('/') {
        return None;
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(program))
        .find(|p| is_executable(p))
}

fn is_executable(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_exits_1_only_on_failures() {
        let mut r = Report::default();
        r.add(Status::Ok, "a", "fine");
        r.add(Status::Warn, "b", "hmm");
        r.fix("do x");
        let out = r.render();
        assert_eq!(out.code, 0);
        assert!(
            out.stdout
                .starts_with("ok    a: fine\nwarn  b: hmm; fix: do x\n"),
            "{}",
            out.stdout
        );
        r.add(Status::Fail, "c", "broken");
        assert_eq!(r.render().code, 1);
    }

    #[test]
    fn folders_are_probed_not_left_dirty() {
        let dir = tempfile::tempdir().unwrap();
        let mut r = Report::default();
        folder(&mut r, "log folder", Some(dir.path()));
        folder(&mut r, "state folder", Some(&dir.path().join("a/b")));
        let file = dir.path().join("f");
        fs::write(&file, "").unwrap();
        folder(&mut r, "cache folder", Some(&file.join("x")));
        let s: Vec<Status> = r.checks.iter().map(|c| c.status).collect();
        assert_eq!(s, [Status::Ok, Status::Ok, Status::Fail], "{:?}", r.checks);
        assert!(r.checks[1].detail.contains("created on first use"));
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
