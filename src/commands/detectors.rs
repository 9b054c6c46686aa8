//! `hookjudge detectors`: every detector, built-in and custom, and whether
//! it runs.

use std::fmt::Write as _;
use std::path::Path;

use crate::cli::{DetectorsArgs, HookArgs};
use crate::commands::command_output;
use crate::config::Config;
use crate::config::file::{Files, Origin};
use crate::pipeline::verdict::HostOutput;

/// `hookjudge detectors`, from the current folder.
pub(crate) fn run(args: &DetectorsArgs) -> HostOutput {
    command_output(
        std::env::current_dir()
            .map_err(anyhow::Error::from)
            .and_then(|cwd| list(&HookArgs::default(), &cwd, args.verbose)),
    )
}

/// `hookjudge detectors`: every detector, whether it runs by default, and
/// with `verbose` its patterns, fields and rule.
pub(crate) fn list(args: &HookArgs, cwd: &Path, verbose: bool) -> anyhow::Result<String> {
    let files = Files::load(Some(cwd))?;
    let registry = files.registry()?;
    let (merged, origins) = files.apply(args)?;
    let config = Config::build(&merged, &registry)?;
    let mut out = String::new();
    for e in &registry.entries {
        let d = e.detector;
        let kind = match e.defined_in {
            Origin::Default => "built-in".to_owned(),
            o => format!("custom, {}", o.name()),
        };
        let state = if !e.enabled {
            let from = e
                .changes
                .iter()
                .find(|(k, _)| *k == "enabled")
                .map_or("", |(_, o)| o.name());
            format!("disabled in the {from}")
        } else if config.detectors.iter().any(|c| c.name == d.name) {
            "on".to_owned()
        } else {
            format!("off: not in detectors ({})", origins.detectors.name())
        };
        let _ = writeln!(out, "{:<28} {:<22} {}", d.name, kind, state);
        let _ = writeln!(out, "    {}", d.summary);
        if verbose {
            let list = |out: &mut String, what: &str, patterns: &[&str], extra: usize| {
                let _ = writeln!(out, "    {what}:");
                let first_extra = patterns.len() - extra;
                for (i, p) in patterns.iter().enumerate() {
                    let mark = if i >= first_extra { "+ " } else { "  " };
                    let _ = writeln!(out, "    {mark}{p}");
                }
            };
            list(&mut out, "signals", d.signals, e.extra_signals);
            list(&mut out, "bypasses", d.bypasses, e.extra_bypasses);
            let _ = writeln!(out, "    fields:");
            for f in d.fields {
                let _ = writeln!(out, "      {}: {}", f.name, f.meaning);
            }
            let _ = writeln!(
                out,
                "    rule: block when {}{}",
                d.rule.trigger,
                if d.rule.unless.is_empty() {
                    String::new()
                } else {
                    format!(" unless {}", d.rule.unless.join(" or "))
                }
            );
            for (key, origin) in &e.changes {
                let _ = writeln!(out, "    {key}: set in the {}", origin.name());
            }
        }
    }
    if verbose {
        out.push_str("(+ marks patterns added by extra_signals / extra_bypasses)\n");
    }
    Ok(out)
}
