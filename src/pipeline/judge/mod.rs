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

pub(crate) use crate::config::backend::Backend;
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

/// A judge's raw answer, before normalization.
#[derive(Debug)]
pub(crate) struct Raw {
    pub(crate) text: String,
    /// How the judge ended, when that was not a clean exit.
    pub(crate) ended_badly: Option<String>,
}

/// One detector's judgment, for the verdict and the log.
#[derive(Debug, Clone)]
pub(crate) struct Judgment {
    pub(crate) result: Result<Answer, Failure>,
    pub(crate) latency: Duration,
}

/// What a judge is asked: one prompt about one or more detectors.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Request<'a> {
    pub(crate) prompt: &'a str,
    /// The answer's JSON Schema (see [`prompt::schema`]).
    pub(crate) schema: &'a serde_json::Value,
    /// The nonce the answer must echo; a scripted command judge finds it in
    /// `HOOKJUDGE_NONCE`.
    pub(crate) nonce: &'a str,
    pub(crate) timeout: Duration,
}

/// Something that answers a judge's prompt: a real backend, or a stand-in in
/// tests. It only fetches the raw answer; reading it is [`ask`]'s job.
pub(crate) trait Judge: Sync {
    fn ask(&self, request: &Request<'_>) -> Result<Raw, Failure>;
}

impl Judge for Backend {
    fn ask(&self, request: &Request<'_>) -> Result<Raw, Failure> {
        Backend::ask(self, request)
    }
}

/// Asks `judge` about every detector in `detectors` at once, with a prompt
/// already built, redacted and fenced with `seal`: one call, one judgment
/// per detector, in order. A judge that exits badly has failed, whatever it
/// printed.
pub(crate) fn ask(
    judge: &dyn Judge,
    detectors: &[&'static Detector],
    prompt: &str,
    seal: &prompt::Seal,
    timeout: Duration,
) -> Vec<Judgment> {
    let started = Instant::now();
    let schema = prompt::schema(detectors, &seal.nonce);
    let request = Request {
        prompt,
        schema: &schema,
        nonce: &seal.nonce,
        timeout,
    };
    let results: Vec<Result<Answer, Failure>> = match judge.ask(&request) {
        Err(f) => vec![Err(f); detectors.len()],
        Ok(Raw {
            ended_badly: Some(how),
            ..
        }) => vec![Err(Failure::Exit(how)); detectors.len()],
        Ok(raw) => normalize::normalize(detectors, &raw.text, seal)
            .unwrap_or_else(|f| vec![Err(f); detectors.len()]),
    };
    let latency = started.elapsed();
    results
        .into_iter()
        .map(|result| Judgment {
            // The reason and the error text reach the log and the agent.
            result: redacted(result),
            latency,
        })
        .collect()
}

/// The judge's own words with their secrets removed: its reason and what a
/// failure says go to the log and into the feedback the agent reads, and a
/// judge may quote what it was shown, or an error may quote a command line.
pub(crate) fn redacted(result: Result<Answer, Failure>) -> Result<Answer, Failure> {
    let clean = |text: String| redact::redact(&text).text;
    match result {
        Ok(mut answer) => {
            answer.reason = clean(answer.reason);
            Ok(answer)
        }
        Err(failure) => Err(match failure {
            Failure::Timeout => Failure::Timeout,
            Failure::NotFound(what) => Failure::NotFound(clean(what)),
            Failure::Spawn(what) => Failure::Spawn(clean(what)),
            Failure::Exit(what) => Failure::Exit(clean(what)),
            Failure::Unreadable(what) => Failure::Unreadable(clean(what)),
            Failure::Http(what) => Failure::Http(clean(what)),
        }),
    }
}

#[cfg(test)]
pub(crate) mod double {
    //! An in-process judge for pipeline tests: scripted answers, counted calls.

    use std::sync::Mutex;

    use serde_json::{Value, json};

    use super::{Failure, Judge, Raw, Request};

    /// Answers every call with `parts` (detector name → that detector's
    /// fields) under the call's nonce, or fails with `failure`.
    #[derive(Default)]
    pub(crate) struct Scripted {
        pub(crate) parts: Vec<(&'static str, Value)>,
        pub(crate) failure: Option<Failure>,
        pub(crate) calls: Mutex<Vec<String>>,
    }

    impl Scripted {
        pub(crate) fn answering(parts: &[(&'static str, Value)]) -> Self {
            Scripted {
                parts: parts.to_vec(),
                ..Scripted::default()
            }
        }

        pub(crate) fn failing(failure: Failure) -> Self {
            Scripted {
                failure: Some(failure),
                ..Scripted::default()
            }
        }

        /// The prompts it was asked, in order.
        pub(crate) fn prompts(&self) -> Vec<String> {
            self.calls.lock().map(|c| c.clone()).unwrap_or_default()
        }
    }

    impl Judge for Scripted {
        fn ask(&self, request: &Request<'_>) -> Result<Raw, Failure> {
            if let Ok(mut calls) = self.calls.lock() {
                calls.push(request.prompt.to_owned());
            }
            if let Some(f) = &self.failure {
                return Err(f.clone());
            }
            let mut answer = json!({"nonce": request.nonce});
            for (name, part) in &self.parts {
                answer[*name] = part.clone();
            }
            Ok(Raw {
                text: answer.to_string(),
                ended_badly: None,
            })
        }
    }
}
