//! The command line, as raw flags. Doc comments are the `--help` text;
//! validation and defaults live in `config`.

use anyhow::anyhow;
use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// Stops a coding agent that proposes a commit before verifying, cuts the
/// approved scope, reports a fix without a root cause, or fixes a bug it
/// never reproduced.
///
/// Run as a hook: the host's event JSON arrives on stdin. A violation exits 2
/// with feedback on stderr (Stop) or denies the tool call (PreToolUse);
/// anything else exits 0. A judge that fails never blocks a Stop, and asks
/// the human at an approval gate.
#[derive(Debug, Parser)]
#[command(name = "hookjudge", version, args_conflicts_with_subcommands = true)]
#[command(after_help = "Register it in ~/.claude/settings.json as a Stop hook: \
    {\"hooks\":{\"Stop\":[{\"hooks\":[{\"type\":\"command\",\"command\":\"hookjudge --detector all\"}]}]}}")]
pub(crate) struct Args {
    #[command(subcommand)]
    pub(crate) command: Option<Command>,
    #[command(flatten)]
    pub(crate) hook: HookArgs,
}

/// Hook mode alone: what a host runs at every turn end. Building the whole
/// command tree (every subcommand's flags) is a measurable share of a no-hit
/// run, so a command line with no subcommand is parsed with this first.
#[derive(Debug, Parser)]
#[command(name = "hookjudge")]
struct HookOnly {
    #[command(flatten)]
    hook: HookArgs,
}

/// The subcommands' names; a test keeps this in step with [`Command`].
const SUBCOMMANDS: &[&str] = &[
    "redact",
    "eval",
    "replay",
    "stats",
    "install",
    "uninstall",
    "config",
    "detectors",
    "doctor",
    "trust",
    "help",
];

impl Args {
    /// Parses like [`Parser::try_parse_from`]. A plain hook command line takes
    /// the short way; anything else, and any error, goes through the whole
    /// command so that help, suggestions and messages are the same.
    pub(crate) fn parse_args(args: Vec<std::ffi::OsString>) -> Result<Self, clap::Error> {
        let plain = args.iter().skip(1).all(|a| {
            let a = a.to_string_lossy();
            !SUBCOMMANDS.contains(&a.as_ref())
                && !matches!(a.as_ref(), "-h" | "--help" | "-V" | "--version")
        });
        if let Some(hook) = plain.then(|| written_by_install(&args)).flatten() {
            return Ok(Args {
                command: None,
                hook,
            });
        }
        with_clap(args, plain)
    }
}

/// The rest of [`Args::parse_args`]: out of line, so that clap's code stays
/// off the pages a hook installed by `hookjudge install` runs.
#[cold]
#[inline(never)]
fn with_clap(args: Vec<std::ffi::OsString>, plain: bool) -> Result<Args, clap::Error> {
    if plain {
        if let Ok(h) = HookOnly::try_parse_from(&args) {
            return Ok(Args {
                command: None,
                hook: h.hook,
            });
        }
    }
    Args::try_parse_from(args)
}

/// The command lines `hookjudge install` writes (no flag, `--detector LIST`,
/// `--host HOST`), read without clap: even the hook-only clap command costs
/// a tenth of a no-signal run. Anything else is left to clap (`None`).
fn written_by_install(args: &[std::ffi::OsString]) -> Option<HookArgs> {
    let mut hook = HookArgs::default();
    let mut rest = args.iter().skip(1);
    while let Some(arg) = rest.next() {
        let arg = arg.to_str()?;
        if arg == "--host" && hook.host.is_none() {
            hook.host = Some(HostKind::from_str(rest.next()?.to_str()?, false).ok()?);
            continue;
        }
        let list = match arg {
            "--detector" | "-d" => rest.next()?.to_str()?,
            _ => arg.strip_prefix("--detector=")?,
        };
        if list.is_empty() || list.starts_with('-') {
            return None;
        }
        hook.detectors.extend(list.split(',').map(str::to_owned));
    }
    Some(hook)
}

/// The flags of `hookjudge redact`.
#[derive(Debug, clap::Args)]
pub(crate) struct RedactArgs {
    /// List the kinds of secret recognized, instead.
    #[arg(long)]
    pub(crate) kinds: bool,

    /// Measure redaction on labelled cases instead, JSON lines:
    /// {"text","secrets":["exact substring", …],"shape","note"}; `secrets`
    /// is empty for a text without any. Each file is reported on its own.
    #[arg(long, value_name = "FILE", num_args = 1..)]
    pub(crate) eval: Vec<PathBuf>,

    /// With --eval: list the secrets that got through and the clean texts
    /// that changed.
    #[arg(long)]
    pub(crate) misses: bool,

    /// With --eval: an aligned table for a person, or JSON for a script.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,
}

/// The flags of hook mode.
#[derive(Debug, Default, Clone, clap::Args)]
#[allow(clippy::struct_excessive_bools)] // on/off flags are bools
pub(crate) struct HookArgs {
    /// Detectors to run: a name, a comma list, or `all`. Repeatable.
    /// [default: all]
    #[arg(short, long = "detector", value_name = "NAME", value_delimiter = ',')]
    pub(crate) detectors: Vec<String>,

    #[command(flatten)]
    pub(crate) judge: JudgeArgs,

    /// Ask the judge again even when the same text was judged before.
    #[arg(long)]
    pub(crate) no_cache: bool,

    /// Most blocks per detector in a row within one user turn; then the stop
    /// goes through. [default: 2]
    #[arg(long, value_name = "N")]
    pub(crate) max_blocks: Option<u32>,

    /// Run the whole pipeline but never block: print what was seen, matched,
    /// sent (redacted) and decided.
    #[arg(long)]
    pub(crate) dry_run: bool,

    /// Stop after Layer 1 and show the prompt that would be sent (implies
    /// --dry-run).
    #[arg(long)]
    pub(crate) no_judge: bool,

    /// The report format of --dry-run.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,

    /// The host sending the event. [default: detected from the payload]
    #[arg(long, value_enum)]
    pub(crate) host: Option<HostKind>,

    /// Where the decision log goes. [default: $HOOKJUDGE_LOG_DIR or ~/.claude/logs]
    #[arg(long, value_name = "DIR")]
    pub(crate) log_dir: Option<PathBuf>,

    /// Judge and log as usual, but never block: exit 0 with no feedback, and
    /// mark the log records `"shadow": true`. For trying hookjudge out.
    #[arg(long)]
    pub(crate) shadow: bool,
}

/// Which judge to ask and how: shared by hook mode, `eval` and `replay`.
#[derive(Debug, Default, Clone, clap::Args)]
pub(crate) struct JudgeArgs {
    /// Which judge decides after a Layer-1 signal. [default: codex]
    #[arg(long, value_enum)]
    pub(crate) backend: Option<BackendKind>,

    /// The API's base URL for `--backend openai|anthropic`.
    /// [default: https://api.openai.com/v1, https://api.anthropic.com]
    #[arg(long, value_name = "URL")]
    pub(crate) base_url: Option<String>,

    /// The environment variable holding the API key for `--backend
    /// openai|anthropic`. [default: OPENAI_API_KEY, ANTHROPIC_API_KEY]
    #[arg(long, value_name = "VAR")]
    pub(crate) api_key_env: Option<String>,

    /// The judge command for `--backend command`, run with `sh -c`; it reads
    /// the prompt on stdin and prints the JSON answer.
    #[arg(long, value_name = "CMD")]
    pub(crate) judge_command: Option<String>,

    /// The judge's model. [default: gpt-5.3-codex-spark for codex, haiku for claude]
    #[arg(long, value_name = "MODEL")]
    pub(crate) model: Option<String>,

    /// Seconds the judge may take before it is killed and the event's safe
    /// outcome applies. [default: 30]
    #[arg(long, value_name = "SECONDS")]
    pub(crate) timeout: Option<f64>,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Print stdin with secrets replaced by markers, as the judge would see it.
    Redact(RedactArgs),
    /// Measure the detectors on labelled cases (JSON lines with text,
    /// detector, label, lang).
    Eval(EvalArgs),
    /// Run the detectors over past transcripts, every turn end as a Stop.
    Replay(ReplayArgs),
    /// Summarize the decision logs.
    Stats(StatsArgs),
    /// Register hookjudge as a hook in Claude Code's or Codex's settings.
    Install(InstallArgs),
    /// Remove hookjudge's own hook entries from the settings, and nothing else.
    Uninstall(UninstallArgs),
    /// Print the effective configuration and where each value came from.
    Config(ConfigArgs),
    /// List the detectors, built-in and custom, and whether each runs.
    Detectors(DetectorsArgs),
    /// Check the judge CLIs, the registrations, the folders and the config files.
    Doctor(DoctorArgs),
    /// Approve a project's .hookjudge.json as it is now, so that it takes
    /// effect; list or revoke approvals.
    Trust(TrustArgs),
}

/// The flags of `hookjudge eval`.
#[derive(Debug, clap::Args)]
#[command(
    mut_arg("detectors", |a| a.help(
        "Detectors to measure: a name, a comma list, or `all`. Repeatable. [default: all]"
    )),
    mut_arg("judge", |a| a.help(
        "Also ask the judge after every Layer-1 escalation and measure the \
         whole pipeline (precision, recall, F1, latency)"
    )),
)]
pub(crate) struct EvalArgs {
    /// Labelled cases, JSON lines: {"text","detector","label":"block"|"allow","lang","note"};
    /// `"detector":"none"` marks ordinary text that no detector should stop.
    #[arg(required = true, value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,

    #[command(flatten)]
    pub(crate) run: RunArgs,

    /// Exit 1 when Layer 1's recall on block cases is below SHARE (0.9 or
    /// 90%) for any detector or any language.
    #[arg(long, value_name = "SHARE", value_parser = parse_share)]
    pub(crate) min_recall: Option<f64>,

    /// Exit 1 when less than SHARE of the ordinary text passes Layer 1 for
    /// every detector.
    #[arg(long, value_name = "SHARE", value_parser = parse_share)]
    pub(crate) min_pass_through: Option<f64>,

    /// Exit 1 when more than SHARE of the long ordinary turns (500 bytes or
    /// more) reach the judge for any detector, or when there are none.
    #[arg(long, value_name = "SHARE", value_parser = parse_share)]
    pub(crate) max_escalation: Option<f64>,

    /// Layer 1 with its signals alone, without the scorer that settles
    /// signals in turns reading as ordinary work: what the signals catch.
    #[arg(long)]
    pub(crate) signals_only: bool,

    /// List the cases that missed their label: Layer-1 misses on block
    /// cases, ordinary text escalated, and with --judge the pipeline's false blocks and misses.
    #[arg(long)]
    pub(crate) misses: bool,

    /// An aligned table for a person, or JSON for a script.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,
}

/// The flags `eval` and `replay` share: the detectors, whether to judge and
/// with which backend, and how many judge calls run at once.
///
/// `--detector` and `--judge` have no help here: the two commands word it
/// differently and a flattened field's doc comment cannot be overridden, so
/// each command gives it with `#[command(mut_arg(..))]`.
#[derive(Debug, clap::Args)]
pub(crate) struct RunArgs {
    #[arg(short, long = "detector", value_name = "NAME", value_delimiter = ',')]
    pub(crate) detectors: Vec<String>,

    #[arg(long)]
    pub(crate) judge: bool,

    #[command(flatten)]
    pub(crate) backend: JudgeArgs,

    /// How many judge calls run at once.
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub(crate) jobs: u16,
}

impl RunArgs {
    /// The hook-mode flags these stand for; an error when judge flags come
    /// without `--judge`.
    pub(crate) fn hook_args(&self) -> anyhow::Result<HookArgs> {
        let b = &self.backend;
        let any = b.backend.is_some()
            || b.base_url.is_some()
            || b.api_key_env.is_some()
            || b.judge_command.is_some()
            || b.model.is_some()
            || b.timeout.is_some();
        if any && !self.judge {
            return Err(anyhow!(
                "--backend, --model, --judge-command and --timeout go with --judge"
            ));
        }
        Ok(HookArgs {
            detectors: self.detectors.clone(),
            judge: self.backend.clone(),
            no_judge: !self.judge,
            no_cache: true,
            ..HookArgs::default()
        })
    }
}

/// `0.9`, `90%`.
fn parse_share(s: &str) -> anyhow::Result<f64> {
    let (num, scale) = match s.trim().strip_suffix('%') {
        Some(n) => (n, 100.0),
        None => (s.trim(), 1.0),
    };
    num.parse::<f64>()
        .ok()
        .map(|v| v / scale)
        .filter(|v| (0.0..=1.0).contains(v))
        .ok_or_else(|| anyhow!("'{s}' is not a share: give 0.9 or 90%"))
}

/// The flags of `hookjudge replay`.
#[derive(Debug, clap::Args)]
#[command(
    mut_arg("detectors", |a| a.help(
        "Detectors to run: a name, a comma list, or `all`. Repeatable. [default: all]"
    )),
    mut_arg("judge", |a| a.help(
        "Also ask the judge after every Layer-1 escalation: which turns would \
         have been blocked"
    )),
)]
pub(crate) struct ReplayArgs {
    /// Transcripts, or folders walked for `.jsonl` files (such as
    /// ~/.claude/projects or ~/.codex/sessions).
    #[arg(required = true, value_name = "PATH")]
    pub(crate) paths: Vec<PathBuf>,

    #[command(flatten)]
    pub(crate) run: RunArgs,

    /// How many example texts to show per detector.
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub(crate) examples: usize,

    /// An aligned table for a person, or JSON for a script.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,

    /// Print each Stop's window instead, a JSON object a line: where the
    /// Stop is, the event hook mode would have had, and the text it judges.
    #[arg(long, conflicts_with_all = ["judge", "format"])]
    pub(crate) windows: bool,
}

/// The flags of `hookjudge stats`.
#[derive(Debug, clap::Args)]
pub(crate) struct StatsArgs {
    /// Only the logs of this day and later: YYYY-MM-DD, or days back such as 7d.
    #[arg(long, value_name = "DATE")]
    pub(crate) since: Option<String>,

    /// Where the decision logs are. [default: $HOOKJUDGE_LOG_DIR or ~/.claude/logs]
    #[arg(long, value_name = "DIR")]
    pub(crate) log_dir: Option<PathBuf>,

    /// An aligned table for a person, or JSON for a script.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub(crate) format: Format,
}

/// Which settings file: the host and the scope.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct Target {
    /// The host whose settings change.
    #[arg(long, value_enum, default_value_t = Host::Claude)]
    pub(crate) host: Host,

    /// Which of the host's settings files.
    #[arg(long, value_enum, default_value_t = Scope::User)]
    pub(crate) scope: Scope,
}

/// The flags of `hookjudge install`.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct InstallArgs {
    #[command(flatten)]
    pub(crate) target: Target,

    /// Detectors the hook runs: a name, a comma list, or `all`.
    /// [default: the config file's `detectors`, else all]
    #[arg(short, long = "detector", value_name = "NAME", value_delimiter = ',')]
    pub(crate) detectors: Vec<String>,

    /// The events to register, as a comma list.
    #[arg(long, value_enum, value_delimiter = ',', default_value = "stop")]
    pub(crate) events: Vec<HookEvent>,

    /// Print the change as a diff and write nothing.
    #[arg(long)]
    pub(crate) dry_run: bool,
}

/// The flags of `hookjudge uninstall`.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct UninstallArgs {
    #[command(flatten)]
    pub(crate) target: Target,

    /// Only these events, as a comma list. [default: every event]
    #[arg(long, value_enum, value_delimiter = ',')]
    pub(crate) events: Vec<HookEvent>,

    /// Print the change as a diff and write nothing.
    #[arg(long)]
    pub(crate) dry_run: bool,
}

/// The hosts hookjudge registers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Host {
    Claude,
    Codex,
}

/// Where a registration lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Scope {
    /// ~/.claude/settings.json, or ~/.codex/hooks.json ($CODEX_HOME): every project.
    User,
    /// .claude/settings.json or .codex/hooks.json at the git root: everyone on the project.
    Project,
    /// .claude/settings.local.json at the git root: this project, you only (Claude Code).
    Local,
}

impl Host {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Host::Claude => "claude",
            Host::Codex => "codex",
        }
    }

    pub(crate) fn scopes(self) -> &'static [Scope] {
        match self {
            Host::Claude => &[Scope::User, Scope::Project, Scope::Local],
            Host::Codex => &[Scope::User, Scope::Project],
        }
    }
}

impl Scope {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Scope::User => "user",
            Scope::Project => "project",
            Scope::Local => "local",
        }
    }
}

/// The hook events hookjudge acts on, as the flags name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum HookEvent {
    Stop,
    SubagentStop,
    PreToolUse,
}

impl HookEvent {
    /// The event's key in the settings file.
    pub(crate) fn key(self) -> &'static str {
        match self {
            HookEvent::Stop => "Stop",
            HookEvent::SubagentStop => "SubagentStop",
            HookEvent::PreToolUse => "PreToolUse",
        }
    }

    /// The tools a new PreToolUse group matches: those the gate judges
    /// (shell commands and file edits). Other events have no matcher.
    pub(crate) fn matcher(self, host: Host) -> Option<&'static str> {
        match (self, host) {
            (HookEvent::PreToolUse, Host::Claude) => Some("Bash|Edit|Write|MultiEdit|NotebookEdit"),
            (HookEvent::PreToolUse, Host::Codex) => Some("Bash|apply_patch"),
            _ => None,
        }
    }
}

/// The flags of `hookjudge doctor`.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct DoctorArgs {
    /// Also send one canary judgment through the configured backend and time
    /// it. This calls the judge: its model sees the canary text.
    #[arg(long)]
    pub(crate) live: bool,
}

/// The flags of `hookjudge trust`.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct TrustArgs {
    /// The project file, or the folder that holds it.
    /// [default: the .hookjudge.json found from the current folder]
    #[arg(value_name = "PATH", conflicts_with = "list")]
    pub(crate) path: Option<PathBuf>,

    /// List the approved files, and whether each still matches what was approved.
    #[arg(long, conflicts_with = "revoke")]
    pub(crate) list: bool,

    /// Withdraw the approval of PATH (or of the project file found from here).
    #[arg(long)]
    pub(crate) revoke: bool,
}

/// The flags of `hookjudge config`: those of hook mode, to see what a hook
/// command line would run with.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct ConfigArgs {
    #[command(flatten)]
    pub(crate) hook: HookArgs,
}

/// The flags of `hookjudge detectors`.
#[derive(Debug, Clone, clap::Args)]
pub(crate) struct DetectorsArgs {
    /// Also show each detector's patterns, fields and rule.
    #[arg(short, long)]
    pub(crate) verbose: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum BackendKind {
    /// `codex exec` with an output schema.
    Codex,
    /// `claude -p` with tools and hooks off.
    Claude,
    /// Any command given by --judge-command.
    Command,
    /// An OpenAI-compatible chat completions API (OpenAI, Groq, Cerebras,
    /// Ollama, vLLM, llama.cpp server), called directly.
    Openai,
    /// The Anthropic Messages API, called directly.
    Anthropic,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    #[default]
    Text,
    Json,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum HostKind {
    Claude,
    Codex,
    Gemini,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn verify_cli() {
        Args::command().debug_assert();
    }

    #[test]
    fn subcommand_names_are_current() {
        let mut names: Vec<String> = Args::command()
            .get_subcommands()
            .map(|c| c.get_name().to_owned())
            .collect();
        names.push("help".into());
        let mut listed: Vec<String> = SUBCOMMANDS.iter().map(|&s| s.to_owned()).collect();
        names.sort();
        listed.sort();
        assert_eq!(names, listed);
    }

    /// The short way and the whole command agree on every hook command line.
    #[test]
    fn hook_lines_parse_the_same_both_ways() {
        let lines: &[&[&str]] = &[
            &[],
            &["--detector", "all"],
            &["-d", "commit", "--detector=scope-check,shallow-bugfix"],
            &["--detector", "a,,b"],
            &["--detector", "ａｌｌ"],
            &[
                "-d",
                "commit,scope-check",
                "--no-cache",
                "--max-blocks",
                "3",
            ],
            &[
                "--backend",
                "command",
                "--judge-command",
                "cat",
                "--timeout",
                "2.5",
            ],
            &[
                "--dry-run",
                "--format",
                "json",
                "--host",
                "codex",
                "--shadow",
            ],
            &["--model", "stats"],
            &["--host", "codex"],
            &["-d", "commit", "--host", "claude", "--detector", "all"],
        ];
        for line in lines {
            let args: Vec<std::ffi::OsString> = std::iter::once("hookjudge")
                .chain(line.iter().copied())
                .map(Into::into)
                .collect();
            let short = Args::parse_args(args.clone()).unwrap();
            let long = Args::try_parse_from(args).unwrap();
            assert!(short.command.is_none());
            assert_eq!(format!("{short:?}"), format!("{long:?}"), "{line:?}");
        }
        // Errors, and lines the short way leaves to clap.
        for bad in [
            &["--nope"][..],
            &["--max-blocks", "x"],
            &["stats", "--bogus"],
            &["--detector"],
            &["--detector", "--shadow"],
            &["--detector="],
            &["-dcommit", "--nope"],
            &["--host", "nope"],
            &["--host"],
            &["--host", "codex", "--host", "claude"],
        ] {
            let args: Vec<std::ffi::OsString> = std::iter::once("hookjudge")
                .chain(bad.iter().copied())
                .map(Into::into)
                .collect();
            let show = |r: Result<Args, clap::Error>| match r {
                Ok(a) => format!("{a:?}"),
                Err(e) => e.to_string(),
            };
            let short = show(Args::parse_args(args.clone()));
            let long = show(Args::try_parse_from(args));
            assert_eq!(short, long, "{bad:?}");
        }
        let help: Vec<std::ffi::OsString> = vec!["hookjudge".into(), "--help".into()];
        let err = Args::parse_args(help).unwrap_err();
        assert!(err.to_string().contains("replay"), "the whole help: {err}");
    }

    #[test]
    fn shares() {
        assert!((parse_share("0.9").unwrap() - 0.9).abs() < 1e-12);
        assert!((parse_share("95%").unwrap() - 0.95).abs() < 1e-12);
        assert!(parse_share("1.5").is_err());
        assert!(parse_share("x").is_err());
    }

    #[test]
    fn detectors_take_lists_and_repeats() {
        let a =
            Args::try_parse_from(["hookjudge", "-d", "commit,scope-check", "--detector", "all"])
                .unwrap();
        assert_eq!(a.hook.detectors, ["commit", "scope-check", "all"]);
    }
}
