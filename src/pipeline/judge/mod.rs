//! Stage 4: Layer 2, the LLM judge.
//!
//! The text is redacted, fenced into the detector's prompt, handed to a
//! backend under a timeout, and the answer normalized to a decision. Every
//! failure of the judge is a [`Failure`], never a block: the caller decides
//! what failure means for its event.

pub(crate) mod backend;
pub(crate) mod cache;
pub(crate) mod child;
pub(crate) mod http;
pub(crate) mod normalize;
pub(crate) mod prompt;
pub(crate) mod redact;

use std::fmt;
use std::time::{Duration, Instant};

use crate::detectors::Detector;

pub(crate) use backend::Backend;
use normalize::Answer;

/// Why a judgment could not be had.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Failure {
    Timeout,
    NotFound(String),
    Spawn(String),
    /// The judge ended badly and printed no usable answer.
    Exit(String),
    /// The judge answered, but not in the expected shape.
    Unreadable(String),
    /// A direct API call failed (connection, status, body).
    Http(String),
}

impl Failure {
    /// A short, stable name for the log and stats.
    pub(crate) fn cause(&self) -> &'static str {
        match self {
            Failure::Timeout => "timeout",
            Failure::NotFound(_) => "not-found",
            Failure::Spawn(_) => "spawn",
            Failure::Exit(_) => "exit",
            Failure::Unreadable(_) => "unreadable",
            Failure::Http(_) => "http",
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Timeout => write!(f, "the judge timed out"),
            Failure::NotFound(program) => write!(f, "judge command not found: {program}"),
            Failure::Spawn(e) => write!(f, "cannot start the judge: {e}"),
            Failure::Exit(e) => write!(f, "the judge failed: {e}"),
            Failure::Unreadable(e) => write!(f, "{e}"),
            Failure::Http(e) => write!(f, "the judge's API failed: {e}"),
        }
    }
}

/// One judgment, for the verdict and the log.
#[derive(Debug, Clone)]
pub(crate) struct Judgment {
    pub(crate) result: Result<Answer, Failure>,
    pub(crate) latency: Duration,
}

/// Asks `backend` whether `prompt` (already built, redacted and fenced)
/// shows a violation of `detector`.
pub(crate) fn judge(
    backend: &Backend,
    detector: &Detector,
    prompt: &str,
    timeout: Duration,
) -> Judgment {
    let started = Instant::now();
    let schema = prompt::schema(detector);
    let result = backend.ask(prompt, &schema, timeout).and_then(|raw| {
        normalize::normalize(detector, &raw.text).map_err(|why| match raw.ended_badly {
            Some(how) => Failure::Exit(how),
            None => Failure::Unreadable(why),
        })
    });
    Judgment {
        result,
        latency: started.elapsed(),
    }
}
