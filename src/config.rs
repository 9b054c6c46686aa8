//! Raw flags become one validated [`Config`]. Everything after this stage
//! can trust its values.

use std::path::PathBuf;
use std::time::Duration;

use crate::cli::{BackendKind, Format, HookArgs, HostKind};
use crate::detector::{self, Detector};
use crate::event::Host;
use crate::judge::Backend;
use crate::judge::backend::{CLAUDE_MODEL, CODEX_MODEL};
use crate::judge::http::{ANTHROPIC_MODEL, ANTHROPIC_URL, Api, OPENAI_MODEL, OPENAI_URL};

/// The judge's default time limit: well below the hosts' hook timeouts
/// (Claude Code 600 s; users often set 60 s).
pub(crate) const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
pub(crate) const DEFAULT_MAX_BLOCKS: u32 = 2;

/// Everything hook mode needs to run.
#[derive(Debug)]
pub(crate) struct Config {
    pub(crate) detectors: Vec<&'static Detector>,
    pub(crate) backend: Backend,
    pub(crate) timeout: Duration,
    pub(crate) max_blocks: u32,
    pub(crate) dry_run: bool,
    pub(crate) no_judge: bool,
    pub(crate) format: Format,
    pub(crate) host: Option<Host>,
    pub(crate) log_dir: Option<PathBuf>,
    pub(crate) state_dir: Option<PathBuf>,
    /// Where verdicts are cached; `None` turns the cache off.
    pub(crate) cache_dir: Option<PathBuf>,
}

impl Config {
    /// Validates `args`; the error is one line naming the flag and the fix.
    pub(crate) fn from_args(args: &HookArgs) -> Result<Config, String> {
        let detectors = resolve_detectors(&args.detectors)?;
        let backend = match args.backend.unwrap_or(BackendKind::Codex) {
            BackendKind::Codex => Backend::Codex {
                program: "codex".into(),
                model: args.model.clone().unwrap_or_else(|| CODEX_MODEL.into()),
            },
            BackendKind::Claude => Backend::Claude {
                program: "claude".into(),
                model: args.model.clone().unwrap_or_else(|| CLAUDE_MODEL.into()),
            },
            BackendKind::Openai => Backend::OpenAi(Api {
                base_url: args.base_url.clone().unwrap_or_else(|| OPENAI_URL.into()),
                model: args.model.clone().unwrap_or_else(|| OPENAI_MODEL.into()),
                key_env: args
                    .api_key_env
                    .clone()
                    .unwrap_or_else(|| "OPENAI_API_KEY".into()),
            }),
            BackendKind::Anthropic => Backend::Anthropic(Api {
                base_url: args
                    .base_url
                    .clone()
                    .unwrap_or_else(|| ANTHROPIC_URL.into()),
                model: args.model.clone().unwrap_or_else(|| ANTHROPIC_MODEL.into()),
                key_env: args
                    .api_key_env
                    .clone()
                    .unwrap_or_else(|| "ANTHROPIC_API_KEY".into()),
            }),
            BackendKind::Command => Backend::Command {
                command: args
                    .judge_command
                    .clone()
                    .filter(|c| !c.trim().is_empty())
                    .ok_or("--backend command needs --judge-command 'CMD'")?,
            },
        };
        if args.judge_command.is_some() && !matches!(backend, Backend::Command { .. }) {
            return Err("--judge-command goes with --backend command".into());
        }
        let direct = matches!(backend, Backend::OpenAi(_) | Backend::Anthropic(_));
        if (args.base_url.is_some() || args.api_key_env.is_some()) && !direct {
            return Err(
                "--base-url and --api-key-env go with --backend openai or anthropic".into(),
            );
        }
        let timeout = match args.timeout {
            None => DEFAULT_TIMEOUT,
            Some(s) if s.is_finite() && s > 0.0 && s <= 3600.0 => Duration::from_secs_f64(s),
            Some(s) => return Err(format!("--timeout {s}: give seconds between 0 and 3600")),
        };
        Ok(Config {
            detectors,
            backend,
            timeout,
            max_blocks: args.max_blocks.unwrap_or(DEFAULT_MAX_BLOCKS),
            dry_run: args.dry_run || args.no_judge,
            no_judge: args.no_judge,
            format: args.format,
            host: args.host.map(|h| match h {
                HostKind::Claude => Host::Claude,
                HostKind::Codex => Host::Codex,
                HostKind::Gemini => Host::Gemini,
            }),
            log_dir: args.log_dir.clone().or_else(crate::log::default_dir),
            state_dir: crate::state::default_dir(),
            cache_dir: if args.no_cache {
                None
            } else {
                crate::judge::cache::default_dir()
            },
        })
    }
}

/// Names, comma lists and `all` become the detectors, each once, in the
/// built-in order. No name at all means all of them.
fn resolve_detectors(names: &[String]) -> Result<Vec<&'static Detector>, String> {
    let names: Vec<&str> = names
        .iter()
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .collect();
    if names.is_empty() || names.contains(&"all") {
        return Ok(detector::BUILTIN.to_vec());
    }
    let mut wanted = Vec::new();
    for name in names {
        let d = detector::find(name).ok_or_else(|| {
            format!(
                "unknown detector '{name}': choose from {}, or all",
                detector::names()
            )
        })?;
        wanted.push(d.name);
    }
    Ok(detector::BUILTIN
        .iter()
        .copied()
        .filter(|d| wanted.contains(&d.name))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(f: impl FnOnce(&mut HookArgs)) -> HookArgs {
        let mut a = HookArgs::default();
        f(&mut a);
        a
    }

    #[test]
    fn defaults() {
        let c = Config::from_args(&HookArgs::default()).unwrap();
        assert_eq!(c.detectors.len(), detector::BUILTIN.len());
        assert_eq!(c.backend.name(), "codex");
        assert_eq!(c.backend.model(), Some(CODEX_MODEL));
        assert_eq!(c.timeout, DEFAULT_TIMEOUT);
        assert_eq!(c.max_blocks, 2);
    }

    #[test]
    fn detectors_are_deduplicated_in_order() {
        let c = Config::from_args(&args(|a| {
            a.detectors = vec!["shallow-bugfix".into(), "commit".into(), "commit".into()];
        }))
        .unwrap();
        let names: Vec<_> = c.detectors.iter().map(|d| d.name).collect();
        assert_eq!(names, ["commit", "shallow-bugfix"]);
    }

    #[test]
    fn errors_name_the_fix() {
        let e = Config::from_args(&args(|a| a.detectors = vec!["comit".into()])).unwrap_err();
        assert!(
            e.contains("unknown detector 'comit'") && e.contains("scope-check"),
            "{e}"
        );
        let e = Config::from_args(&args(|a| a.backend = Some(BackendKind::Command))).unwrap_err();
        assert!(e.contains("--judge-command"), "{e}");
        let e = Config::from_args(&args(|a| a.timeout = Some(-1.0))).unwrap_err();
        assert!(e.contains("--timeout"), "{e}");
        let e = Config::from_args(&args(|a| a.judge_command = Some("x".into()))).unwrap_err();
        assert!(e.contains("--backend command"), "{e}");
    }
}
