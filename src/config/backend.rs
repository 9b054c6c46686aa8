//! Which judge to ask, as configured: the backends and their defaults. Data
//! only; asking one is the judge stage's work.

/// The default model of each CLI backend.
pub(crate) const CODEX_MODEL: &str = "gpt-5.3-codex-spark";
pub(crate) const CLAUDE_MODEL: &str = "haiku";

/// A configured judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Backend {
    /// `codex exec`, answer constrained by `--output-schema`.
    Codex { program: String, model: String },
    /// `claude -p`, tools and hooks off.
    Claude { program: String, model: String },
    /// Any shell command: prompt on stdin, answer on stdout.
    Command { command: String },
    /// An OpenAI-compatible API, over HTTP.
    OpenAi(Api),
    /// The Anthropic Messages API, over HTTP.
    Anthropic(Api),
}

pub(crate) const OPENAI_URL: &str = "https://api.openai.com/v1";
/// A fast non-reasoning model: it takes `temperature: 0` and strict
/// structured output, and answers a verdict in well under a second.
pub(crate) const OPENAI_MODEL: &str = "gpt-4.1-mini";
pub(crate) const ANTHROPIC_URL: &str = "https://api.anthropic.com";
/// The fast Haiku that answers without thinking, so it takes `temperature: 0`
/// and a forced tool call. Claude Code 2.1's `haiku` is Haiku 5.5, which
/// cannot turn thinking off: it refuses both, and `exchange` asks again
/// without them.
pub(crate) const ANTHROPIC_MODEL: &str = "claude-haiku-4-5";

/// Where and how to call an API.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Api {
    pub(crate) base_url: String,
    pub(crate) model: String,
    /// The environment variable that holds the key.
    pub(crate) key_env: String,
}

impl Backend {
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Backend::Codex { .. } => "codex",
            Backend::Claude { .. } => "claude",
            Backend::Command { .. } => "command",
            Backend::OpenAi(_) => "openai",
            Backend::Anthropic(_) => "anthropic",
        }
    }

    pub(crate) fn model(&self) -> Option<&str> {
        match self {
            Backend::Codex { model, .. } | Backend::Claude { model, .. } => Some(model),
            Backend::OpenAi(api) | Backend::Anthropic(api) => Some(&api.model),
            Backend::Command { .. } => None,
        }
    }
}
