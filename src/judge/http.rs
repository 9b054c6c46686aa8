//! Direct API judges (being written): OpenAI-compatible and Anthropic.

use std::time::Duration;

use serde_json::Value;

use super::Failure;
use super::backend::Raw;

pub(crate) const OPENAI_URL: &str = "https://api.openai.com/v1";
pub(crate) const OPENAI_MODEL: &str = "gpt-5-mini";
pub(crate) const ANTHROPIC_URL: &str = "https://api.anthropic.com";
pub(crate) const ANTHROPIC_MODEL: &str = "claude-haiku-4-5";

/// Where and how to call an API.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Api {
    pub(crate) base_url: String,
    pub(crate) model: String,
    /// The environment variable that holds the key.
    pub(crate) key_env: String,
}

pub(crate) fn ask_openai(
    _api: &Api,
    _prompt: &str,
    _schema: &Value,
    _timeout: Duration,
) -> Result<Raw, Failure> {
    Err(Failure::Http("not built yet".into()))
}

pub(crate) fn ask_anthropic(
    _api: &Api,
    _prompt: &str,
    _schema: &Value,
    _timeout: Duration,
) -> Result<Raw, Failure> {
    Err(Failure::Http("not built yet".into()))
}
