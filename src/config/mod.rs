//! Raw flags and the config files become one validated [`Config`].
//! Everything after this stage can trust its values.

pub(crate) mod backend;
mod check;
pub(crate) mod dirs;
pub(crate) mod file;
pub(crate) mod registry;
pub(crate) mod trust;

use anyhow::anyhow;
use std::path::{Path, PathBuf};
use std::time::Duration;

use self::backend::{
    ANTHROPIC_MODEL, ANTHROPIC_URL, Api, Backend, CLAUDE_MODEL, CODEX_MODEL, OPENAI_MODEL,
    OPENAI_URL,
};
use crate::cli::{BackendKind, Format, HookArgs, HostKind};
pub(crate) use crate::config::check::{DEFAULT_MAX_BLOCKS, MAX_TIMEOUT};
use crate::config::file::Files;
use crate::config::registry::Registry;
use crate::detectors::Detector;

/// The judge's default time limit: well below the hosts' hook timeouts
/// (Claude Code 600 s; users often set 60 s).
pub(crate) const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// Everything hook mode needs to run.
#[derive(Debug)]
pub(crate) struct Config {
    pub(crate) detectors: Vec<&'static Detector>,
    pub(crate) backend: Backend,
    pub(crate) timeout: Duration,
    pub(crate) max_blocks: u32,
    pub(crate) dry_run: bool,
    pub(crate) no_judge: bool,
    /// Judge and log, but never block.
    pub(crate) shadow: bool,
    pub(crate) format: Format,
    /// The host named by `--host`; else the payload tells.
    pub(crate) host: Option<HostKind>,
    pub(crate) log_dir: Option<PathBuf>,
    pub(crate) state_dir: Option<PathBuf>,
    /// Where verdicts are cached; `None` turns the cache off.
    pub(crate) cache_dir: Option<PathBuf>,
    /// One line each for the user, on stderr: a project file ignored.
    pub(crate) notes: Vec<String>,
    /// What Layer 1 runs.
    pub(crate) layer1: Layer1,
}

/// What Layer 1 runs: signals and the scorer, or (for `eval
/// --signals-only`) the signals alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layer1 {
    Whole,
    SignalsOnly,
}

impl Config {
    /// Validates `args` alone, with the built-in detectors and no config file.
    pub(crate) fn from_args(args: &HookArgs) -> anyhow::Result<Config> {
        Self::build(args, &Registry::builtin())
    }

    /// Reads the config files that apply in `cwd` (the user's, and the
    /// project's found from `cwd` up to its git root), then validates them
    /// with `args`: flags over the project file over the user file. The
    /// error is one line naming the file or flag, the key and the fix.
    pub(crate) fn load(args: &HookArgs, cwd: Option<&Path>) -> anyhow::Result<Config> {
        let files = Files::load(cwd)?;
        let registry = files.registry()?;
        let (args, _) = files.apply(args)?;
        let mut config = Self::build(&args, &registry)?;
        config.notes.extend(files.ignored.map(|i| i.note()));
        Ok(config)
    }

    /// Validates `args` (flags, with the files' values filled in) against
    /// `registry`; the error is one line naming the flag and the fix.
    pub(crate) fn build(args: &HookArgs, registry: &Registry) -> anyhow::Result<Config> {
        let detectors = resolve_detectors(&args.detectors, registry)?;
        let backend = match args.judge.backend.unwrap_or(BackendKind::Codex) {
            BackendKind::Codex => Backend::Codex {
                program: "codex".into(),
                model: args
                    .judge
                    .model
                    .clone()
                    .unwrap_or_else(|| CODEX_MODEL.into()),
            },
            BackendKind::Claude => Backend::Claude {
                program: "claude".into(),
                model: args
                    .judge
                    .model
                    .clone()
                    .unwrap_or_else(|| CLAUDE_MODEL.into()),
            },
            BackendKind::Openai => Backend::OpenAi(Api {
                base_url: args
                    .judge
                    .base_url
                    .clone()
                    .unwrap_or_else(|| OPENAI_URL.into()),
                model: args
                    .judge
                    .model
                    .clone()
                    .unwrap_or_else(|| OPENAI_MODEL.into()),
                key_env: args
                    .judge
                    .api_key_env
                    .clone()
                    .unwrap_or_else(|| "OPENAI_API_KEY".into()),
            }),
            BackendKind::Anthropic => Backend::Anthropic(Api {
                base_url: args
                    .judge
                    .base_url
                    .clone()
                    .unwrap_or_else(|| ANTHROPIC_URL.into()),
                model: args
                    .judge
                    .model
                    .clone()
                    .unwrap_or_else(|| ANTHROPIC_MODEL.into()),
                key_env: args
                    .judge
                    .api_key_env
                    .clone()
                    .unwrap_or_else(|| "ANTHROPIC_API_KEY".into()),
            }),
            BackendKind::Command => Backend::Command {
                command: args
                    .judge
                    .judge_command
                    .clone()
                    .filter(|c| !c.trim().is_empty())
                    .ok_or_else(|| anyhow!("--backend command needs --judge-command 'CMD'"))?,
            },
        };
        if args.judge.judge_command.is_some() && !matches!(backend, Backend::Command { .. }) {
            return Err(anyhow!("--judge-command goes with --backend command"));
        }
        let direct = matches!(backend, Backend::OpenAi(_) | Backend::Anthropic(_));
        if (args.judge.base_url.is_some() || args.judge.api_key_env.is_some()) && !direct {
            return Err(anyhow!(
                "--base-url and --api-key-env go with --backend openai or anthropic"
            ));
        }
        Ok(Config {
            detectors,
            backend,
            timeout: timeout(args.judge.timeout)?,
            max_blocks: args.max_blocks.unwrap_or(DEFAULT_MAX_BLOCKS),
            dry_run: args.dry_run || args.no_judge,
            no_judge: args.no_judge,
            shadow: args.shadow,
            format: args.format,
            host: args.host,
            log_dir: args.log_dir.clone().or_else(dirs::log_dir),
            state_dir: dirs::state_dir(),
            cache_dir: if args.no_cache {
                None
            } else {
                dirs::cache_dir()
            },
            notes: Vec::new(),
            layer1: Layer1::Whole,
        })
    }
}

/// The judge's timeout: the default, or seconds up to [`MAX_TIMEOUT`].
fn timeout(seconds: Option<f64>) -> anyhow::Result<Duration> {
    match seconds {
        None => Ok(DEFAULT_TIMEOUT),
        Some(s) if s.is_finite() && s > 0.0 && s <= MAX_TIMEOUT => Ok(Duration::from_secs_f64(s)),
        Some(s) => Err(anyhow!(
            "--timeout {s}: give seconds between 0 and {MAX_TIMEOUT} (the host's own timeout, \
             written by install, must stay above it)"
        )),
    }
}

/// Names, comma lists and `all` become the detectors, each once, in the
/// registry's order. No name at all means all of them. A detector disabled
/// in a config file never runs, even when named.
fn resolve_detectors(
    names: &[String],
    registry: &Registry,
) -> anyhow::Result<Vec<&'static Detector>> {
    let names: Vec<&str> = names
        .iter()
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .collect();
    let all = names.is_empty() || names.contains(&"all");
    for name in names.iter().filter(|n| **n != "all") {
        if registry.find(name).is_none() {
            return Err(anyhow!(
                "unknown detector '{name}'{}: choose from {}, or all",
                registry.hint(name),
                registry.names().join(", ")
            ));
        }
    }
    Ok(registry
        .entries
        .iter()
        .filter(|e| e.enabled && (all || names.contains(&e.detector.name)))
        .map(|e| e.detector)
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
        assert_eq!(c.detectors.len(), crate::detectors::BUILTIN.len());
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
        let e = Config::from_args(&args(|a| a.detectors = vec!["comit".into()]))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("unknown detector 'comit'") && e.contains("scope-check"),
            "{e}"
        );
        let e = Config::from_args(&args(|a| a.judge.backend = Some(BackendKind::Command)))
            .unwrap_err()
            .to_string();
        assert!(e.contains("--judge-command"), "{e}");
        let e = Config::from_args(&args(|a| a.judge.timeout = Some(-1.0)))
            .unwrap_err()
            .to_string();
        assert!(e.contains("--timeout"), "{e}");
        let e = Config::from_args(&args(|a| a.judge.judge_command = Some("x".into())))
            .unwrap_err()
            .to_string();
        assert!(e.contains("--backend command"), "{e}");
    }
}
