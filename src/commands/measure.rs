//! What `eval` and `replay` share: one text at a time through the real
//! pipeline, with a configuration that leaves no trace.

use serde_json::json;

use crate::cli::HookArgs;
use crate::config::Config;
use crate::pipeline::{self, Stage};

/// What the judge said about one text for one detector.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Judged {
    Violation,
    Allow,
    /// The judge could not be had; the cause as logged (`timeout`, …).
    Fail(&'static str),
}

/// One text through the pipeline, for one detector.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Settled {
    /// Layer 1 found a signal and no bypass.
    pub(crate) escalated: bool,
    pub(crate) judged: Option<Judged>,
    pub(crate) latency_ms: Option<u64>,
}

impl Settled {
    /// The pipeline would block (a failed judge never blocks a Stop).
    pub(crate) fn blocks(self) -> bool {
        self.judged == Some(Judged::Violation)
    }
}

/// A Config read as hook mode reads it (flags over the config files that
/// apply in the current folder), but with no log, no verdict cache and no
/// loop budget: measuring leaves no trace.
pub(crate) fn measuring_config(args: &HookArgs) -> anyhow::Result<Config> {
    let cwd = std::env::current_dir().ok();
    let mut config = Config::load(args, cwd.as_deref())?;
    config.log_dir = None;
    config.state_dir = None;
    config.cache_dir = None;
    Ok(config)
}

/// One measuring Config per selected detector: each judgment asks one judge.
pub(crate) fn per_detector(all: &Config, args: &HookArgs) -> anyhow::Result<Vec<Config>> {
    all.detectors
        .iter()
        .map(|d| {
            measuring_config(&HookArgs {
                detectors: vec![d.name.to_owned()],
                ..args.clone()
            })
        })
        .collect()
}

/// Runs `text` through the pipeline of `config` (one detector) as the newest
/// reply of a Stop.
pub(crate) fn settle(config: &Config, text: &str) -> Settled {
    let event = json!({
        "hook_event_name": "Stop",
        "session_id": "hookjudge-eval",
        "stop_hook_active": false,
        "last_assistant_message": text,
    });
    let run = pipeline::run(config, event.to_string().as_bytes(), |_| {});
    let Some(d) = run.as_ref().ok().and_then(|r| r.decisions.first()) else {
        return Settled {
            escalated: false,
            judged: None,
            latency_ms: None,
        };
    };
    let escalated = matches!(d.stage, Stage::Judged | Stage::NotJudged | Stage::Budget);
    let (judged, latency_ms) = match &d.judgment {
        None if d.stage == Stage::Judged => (Some(Judged::Fail("panic")), None),
        None => (None, None),
        Some(j) => (
            Some(match &j.result {
                Ok(a) if a.violation => Judged::Violation,
                Ok(_) => Judged::Allow,
                Err(f) => Judged::Fail(f.cause()),
            }),
            Some(u64::try_from(j.latency.as_millis()).unwrap_or(u64::MAX)),
        ),
    };
    Settled {
        escalated,
        judged,
        latency_ms,
    }
}
