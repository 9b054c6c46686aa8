//! `hookjudge config`: the effective configuration, and where each value
//! came from.

use std::fmt::Write as _;
use std::path::Path;

use crate::cli::{ConfigArgs, HookArgs};
use crate::commands::command_output;
use crate::config::Config;
use crate::config::file::{Files, Origin, Origins, PROJECT_FILE};
use crate::config::registry::Registry;
use crate::pipeline::judge::Backend;
use crate::pipeline::verdict::HostOutput;
use crate::util::path::display;

/// `hookjudge config`, from the current folder.
pub(crate) fn run(args: &ConfigArgs) -> HostOutput {
    command_output(
        std::env::current_dir()
            .map_err(anyhow::Error::from)
            .and_then(|cwd| show(&args.hook, &cwd)),
    )
}

/// `hookjudge config`: the effective configuration, and where each value came from.
pub(crate) fn show(args: &HookArgs, cwd: &Path) -> anyhow::Result<String> {
    let files = Files::load(Some(cwd))?;
    let registry = files.registry()?;
    let (merged, origins) = files.apply(args)?;
    let config = Config::build(&merged, &registry)?;
    let user = match (&files.user, &files.user_path) {
        (Some(f), _) => display(&f.path),
        (None, Some(p)) => format!("{} (none)", display(p)),
        (None, None) => "(none: HOME is not set)".into(),
    };
    let project = match (&files.project, &files.ignored) {
        (Some(f), _) => format!("{} (approved)", display(&f.path)),
        (None, Some(ignored)) => format!("(none: {})", ignored.note()),
        (None, None) => format!(
            "(none: no {PROJECT_FILE} from {} up to {})",
            display(cwd),
            files
                .searched
                .last()
                .map_or_else(String::new, |d| display(d))
        ),
    };
    let mut out = format!(
        "# precedence: flag > user file > default; an approved project file may only add \
         detectors and lower max_blocks\n\
         # user file:    {user}\n# project file: {project}\n"
    );
    let rows = rows(&config, &origins, &registry);
    let width = rows.iter().map(|(k, _, _)| k.len()).max().unwrap_or(0);
    for (key, value, origin) in rows {
        let _ = writeln!(out, "{key:<width$} {value:<40} # {origin}");
    }
    Ok(out)
}

/// One row per setting: key, value, where it came from.
fn rows(config: &Config, o: &Origins, registry: &Registry) -> Vec<(String, String, &'static str)> {
    const UNUSED: &str = "not used by this backend";
    let quoted = |v: Option<&str>, origin: Origin| match v {
        Some(v) => (format!("{v:?}"), origin.name()),
        None => ("-".to_owned(), UNUSED),
    };
    let b = &config.backend;
    let (command, url, key) = match b {
        Backend::Command { command } => (Some(command.as_str()), None, None),
        Backend::OpenAi(api) | Backend::Anthropic(api) => (
            None,
            Some(api.base_url.as_str()),
            Some(api.key_env.as_str()),
        ),
        _ => (None, None, None),
    };
    let log_dir = config
        .log_dir
        .as_ref()
        .map_or_else(|| "-".into(), |d| format!("{:?}", display(d)));
    let detectors: Vec<&str> = config.detectors.iter().map(|d| d.name).collect();
    let mut rows: Vec<(String, (String, &'static str))> = vec![
        ("backend".into(), quoted(Some(b.name()), o.backend)),
        ("model".into(), quoted(b.model(), o.model)),
        ("judge_command".into(), quoted(command, o.judge_command)),
        ("base_url".into(), quoted(url, o.base_url)),
        ("api_key_env".into(), quoted(key, o.api_key_env)),
        (
            "timeout".into(),
            (config.timeout.as_secs_f64().to_string(), o.timeout.name()),
        ),
        (
            "max_blocks".into(),
            (config.max_blocks.to_string(), o.max_blocks.name()),
        ),
        ("log_dir".into(), (log_dir, o.log_dir.name())),
        (
            "detectors".into(),
            (format!("{detectors:?}"), o.detectors.name()),
        ),
    ];
    for e in &registry.entries {
        if e.defined_in != Origin::Default {
            let value = format!("{:?}", e.detector.name);
            rows.push(("custom".into(), (value, e.defined_in.name())));
        }
        for (key, origin) in &e.changes {
            let value = match *key {
                "enabled" => e.enabled.to_string(),
                "extra_signals" => format!("+{} pattern(s)", e.extra_signals),
                "extra_bypasses" => format!("+{} pattern(s)", e.extra_bypasses),
                _ => "(replaced)".into(),
            };
            rows.push((format!("{}.{key}", e.detector.name), (value, origin.name())));
        }
    }
    rows.into_iter().map(|(k, (v, o))| (k, v, o)).collect()
}
