//! hookjudge's own config files: the user's
//! `$XDG_CONFIG_HOME/hookjudge/config.json` (else `~/.config/…`) and a
//! project's `.hookjudge.json`, found from the event's `cwd` upwards to the
//! git root (or the filesystem root). Flags win over the project file, which
//! wins over the user file, which wins over the defaults.
//!
//! Everything a file says is checked when it is read: unknown keys (with a
//! "did you mean"), wrong types, out-of-range numbers, and every regex, which
//! is compiled so that a bad one is reported rather than silently never
//! matching. Errors name the file, the key and the fix.
//!
//! A file that changes a detector or adds one yields new [`Detector`] values.
//! Detectors are `&'static` data; these are leaked once per process, which
//! for a process that judges one event and exits is the cheapest way to keep
//! the hot path's types as they are.
//!
//! On the hook path with no file present this costs one failed `open` for
//! the user file and, at a git root, one failed `open` for the project file
//! and one `stat` of `.git`. Nothing else.

use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use clap::ValueEnum as _;
use serde_json::{Map, Value};

use crate::cli::{BackendKind, HookArgs};
use crate::detectors::{self as detector, Detector, Field, Rule};
use crate::pipeline::verdict::HostOutput;

/// The project file's name.
pub(crate) const PROJECT_FILE: &str = ".hookjudge.json";

/// Which file a setting came from, or whether it came from elsewhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Origin {
    #[default]
    Default,
    /// `$HOOKJUDGE_LOG_DIR`.
    Env,
    User,
    Project,
    Flag,
}

impl Origin {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Origin::Default => "default",
            Origin::Env => "env HOOKJUDGE_LOG_DIR",
            Origin::User => "user file",
            Origin::Project => "project file",
            Origin::Flag => "flag",
        }
    }
}

/// Where each scalar setting came from, for `hookjudge config`.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Origins {
    pub(crate) backend: Origin,
    pub(crate) model: Origin,
    pub(crate) judge_command: Origin,
    pub(crate) base_url: Origin,
    pub(crate) api_key_env: Origin,
    pub(crate) timeout: Origin,
    pub(crate) max_blocks: Origin,
    pub(crate) log_dir: Origin,
    pub(crate) detectors: Origin,
}

/// What one file sets. `None` and empty lists: not set there.
#[derive(Debug, Default)]
pub(crate) struct Settings {
    pub(crate) backend: Option<BackendKind>,
    pub(crate) model: Option<String>,
    pub(crate) judge_command: Option<String>,
    pub(crate) base_url: Option<String>,
    pub(crate) api_key_env: Option<String>,
    pub(crate) timeout: Option<f64>,
    pub(crate) max_blocks: Option<u32>,
    pub(crate) log_dir: Option<PathBuf>,
    /// The detectors that run when no `--detector` flag says.
    pub(crate) detectors: Option<Vec<String>>,
    pub(crate) per_detector: Vec<(String, DetectorSettings)>,
    pub(crate) custom_detectors: Vec<&'static Detector>,
}

/// Changes to one detector, built-in or custom.
#[derive(Debug, Default)]
pub(crate) struct DetectorSettings {
    pub(crate) enabled: Option<bool>,
    pub(crate) extra_signals: Option<Vec<String>>,
    pub(crate) extra_bypasses: Option<Vec<String>>,
    pub(crate) prompt: Option<String>,
    pub(crate) advice: Option<String>,
}

/// One config file, read and checked.
#[derive(Debug)]
pub(crate) struct File {
    pub(crate) path: PathBuf,
    pub(crate) settings: Settings,
}

/// The config files that apply, and where they were looked for.
#[derive(Debug, Default)]
pub(crate) struct Files {
    pub(crate) user: Option<File>,
    pub(crate) project: Option<File>,
    /// Where the user file is expected (`None` without HOME).
    pub(crate) user_path: Option<PathBuf>,
    /// The folders searched for a project file, nearest first.
    pub(crate) searched: Vec<PathBuf>,
}

const KEYS: &[&str] = &[
    "backend",
    "model",
    "judge_command",
    "base_url",
    "api_key_env",
    "timeout",
    "max_blocks",
    "log_dir",
    "detectors",
    "detector_settings",
    "custom_detectors",
];
/// Keys that decide what runs or where data and keys go: a repository's
/// file must not choose them for whoever opens it.
const USER_ONLY: &[&str] = &["judge_command", "base_url", "api_key_env", "log_dir"];
const DETECTOR_SETTINGS_KEYS: &[&str] = &[
    "enabled",
    "extra_signals",
    "extra_bypasses",
    "prompt",
    "advice",
];
const CUSTOM_KEYS: &[&str] = &[
    "name", "summary", "signals", "bypasses", "prompt", "fields", "rule", "advice",
];

/// `$XDG_CONFIG_HOME/hookjudge/config.json`, else `~/.config/hookjudge/config.json`.
pub(crate) fn user_path() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("XDG_CONFIG_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("hookjudge/config.json"));
    }
    home().map(|h| h.join(".config/hookjudge/config.json"))
}

fn home() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(PathBuf::from)
}

/// The nearest folder at or above `start` that holds `.git`.
pub(crate) fn git_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|d| fs::symlink_metadata(d.join(".git")).is_ok())
        .map(Path::to_path_buf)
}

/// `path` for messages: under the home folder as `~/…`.
pub(crate) fn display(path: &Path) -> String {
    if let Some(rest) = home().and_then(|h| path.strip_prefix(h).ok().map(Path::to_path_buf)) {
        return format!("~/{}", rest.display());
    }
    path.display().to_string()
}

/// An I/O error's reason in a message's words: lowercase, no error number.
pub(crate) fn io_reason(e: &io::Error) -> String {
    let text = e.to_string();
    let text = text.split(" (os error").next().unwrap_or(&text);
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_lowercase().chain(chars).collect::<String>()
    })
}

impl Files {
    /// Reads the user file and the project file found from `cwd`. Missing
    /// files are fine; unreadable or invalid ones are errors.
    pub(crate) fn load(cwd: Option<&Path>) -> Result<Files, String> {
        let mut files = Files {
            user_path: user_path(),
            ..Files::default()
        };
        if let Some(start) = cwd {
            for dir in start.ancestors() {
                files.searched.push(dir.to_path_buf());
                let path = dir.join(PROJECT_FILE);
                if let Some(text) = read(&path)? {
                    files.project = Some(File::parse(path, &text, Origin::Project)?);
                    break;
                }
                if fs::symlink_metadata(dir.join(".git")).is_ok() {
                    break;
                }
            }
        }
        if let Some(path) = &files.user_path {
            // A project file can be the user's own (a project in the config folder).
            let same = files.project.as_ref().is_some_and(|p| &p.path == path);
            if !same {
                if let Some(text) = read(path)? {
                    files.user = Some(File::parse(path.clone(), &text, Origin::User)?);
                }
            }
        }
        Ok(files)
    }

    /// The files by precedence: project first.
    fn layers(&self) -> impl Iterator<Item = (Origin, &File)> {
        [
            (Origin::Project, self.project.as_ref()),
            (Origin::User, self.user.as_ref()),
        ]
        .into_iter()
        .filter_map(|(o, f)| f.map(|f| (o, f)))
    }

    fn file(&self, origin: Origin) -> Option<&File> {
        match origin {
            Origin::User => self.user.as_ref(),
            Origin::Project => self.project.as_ref(),
            _ => None,
        }
    }

    /// `args` with every setting no flag gave taken from the files, and
    /// where each came from. A judge command, URL or key variable from a
    /// file only applies to the backend that uses it.
    pub(crate) fn apply(&self, args: &HookArgs) -> Result<(HookArgs, Origins), String> {
        let mut a = args.clone();
        let backend_from = self.fill(&mut a.judge.backend, |s| s.backend.as_ref());
        let backend = a.judge.backend.unwrap_or(BackendKind::Codex);
        let mut judge_command = Origin::Default;
        if backend == BackendKind::Command {
            judge_command = self.fill(&mut a.judge.judge_command, |s| s.judge_command.as_ref());
            if let (None, Some(file)) = (&a.judge.judge_command, self.file(backend_from)) {
                return Err(format!(
                    "{}: backend: \"command\" needs a judge_command (set it in the user \
                     config file, or pass --judge-command 'CMD')",
                    display(&file.path)
                ));
            }
        }
        let (mut base_url, mut api_key_env) = (Origin::Default, Origin::Default);
        if matches!(backend, BackendKind::Openai | BackendKind::Anthropic) {
            base_url = self.fill(&mut a.judge.base_url, |s| s.base_url.as_ref());
            api_key_env = self.fill(&mut a.judge.api_key_env, |s| s.api_key_env.as_ref());
        }
        let log_dir = if a.log_dir.is_some() {
            Origin::Flag
        } else if std::env::var_os("HOOKJUDGE_LOG_DIR").is_some_and(|d| !d.is_empty()) {
            Origin::Env
        } else {
            self.fill(&mut a.log_dir, |s| s.log_dir.as_ref())
        };
        let detectors = if a.detectors.iter().any(|d| !d.trim().is_empty()) {
            Origin::Flag
        } else {
            let mut list = None;
            let origin = self.fill(&mut list, |s| s.detectors.as_ref());
            a.detectors = list.unwrap_or_default();
            origin
        };
        let origins = Origins {
            backend: backend_from,
            model: self.fill(&mut a.judge.model, |s| s.model.as_ref()),
            judge_command,
            base_url,
            api_key_env,
            timeout: self.fill(&mut a.judge.timeout, |s| s.timeout.as_ref()),
            max_blocks: self.fill(&mut a.max_blocks, |s| s.max_blocks.as_ref()),
            log_dir,
            detectors,
        };
        Ok((a, origins))
    }

    fn fill<T: Clone>(
        &self,
        slot: &mut Option<T>,
        get: impl Fn(&Settings) -> Option<&T>,
    ) -> Origin {
        if slot.is_some() {
            return Origin::Flag;
        }
        for (origin, file) in self.layers() {
            if let Some(v) = get(&file.settings) {
                *slot = Some(v.clone());
                return origin;
            }
        }
        Origin::Default
    }

    /// The built-in detectors, then the custom ones (the user's, then the
    /// project's; a project detector replaces a user one of the same name),
    /// with the files' `detector_settings` applied.
    pub(crate) fn registry(&self) -> Result<Registry, String> {
        let mut entries: Vec<Entry> = detector::BUILTIN
            .iter()
            .map(|&d| Entry::new(d, Origin::Default))
            .collect();
        for (origin, file) in [
            (Origin::User, self.user.as_ref()),
            (Origin::Project, self.project.as_ref()),
        ] {
            for &d in file.iter().flat_map(|f| &f.settings.custom_detectors) {
                match entries.iter_mut().find(|e| e.detector.name == d.name) {
                    Some(e) => *e = Entry::new(d, origin),
                    None => entries.push(Entry::new(d, origin)),
                }
            }
        }
        let names: Vec<&str> = entries.iter().map(|e| e.detector.name).collect();
        for (_, file) in self.layers() {
            let shown = display(&file.path);
            for (name, _) in &file.settings.per_detector {
                if !names.contains(&name.as_str()) {
                    return Err(format!(
                        "{shown}: detector_settings.{name}: unknown detector{} (known: {})",
                        hint(name, &names),
                        names.join(", ")
                    ));
                }
            }
            for (i, name) in file.settings.detectors.iter().flatten().enumerate() {
                if name != "all" && !names.contains(&name.as_str()) {
                    return Err(format!(
                        "{shown}: detectors[{i}]: unknown detector {name:?}{} (known: {}, or all)",
                        hint(name, &names),
                        names.join(", ")
                    ));
                }
            }
        }
        for entry in &mut entries {
            self.customize(entry);
        }
        Ok(Registry { entries })
    }

    /// Applies the settings for `entry`'s detector, key by key, the project
    /// file's over the user file's.
    fn customize(&self, entry: &mut Entry) {
        let name = entry.detector.name;
        let find = |key: &'static str, get: &dyn Fn(&DetectorSettings) -> bool| {
            self.layers().find_map(|(origin, f)| {
                f.settings
                    .per_detector
                    .iter()
                    .find(|(n, s)| n == name && get(s))
                    .map(|(_, s)| (origin, key, s))
            })
        };
        let enabled = find("enabled", &|s| s.enabled.is_some());
        let signals = find("extra_signals", &|s| s.extra_signals.is_some());
        let bypasses = find("extra_bypasses", &|s| s.extra_bypasses.is_some());
        let prompt = find("prompt", &|s| s.prompt.is_some());
        let advice = find("advice", &|s| s.advice.is_some());
        for (origin, key, _) in [&enabled, &signals, &bypasses, &prompt, &advice]
            .into_iter()
            .flatten()
        {
            entry.changes.push((key, *origin));
        }
        if let Some((_, _, s)) = enabled {
            entry.enabled = s.enabled.unwrap_or(true);
        }
        if signals.is_none() && bypasses.is_none() && prompt.is_none() && advice.is_none() {
            return;
        }
        let base = entry.detector;
        let extend = |base: &'static [&'static str], extra: Option<&Vec<String>>| match extra
            .filter(|e| !e.is_empty())
        {
            None => base,
            Some(extra) => {
                let all: Vec<&'static str> = base
                    .iter()
                    .copied()
                    .chain(extra.iter().map(|p| leak(p.clone())))
                    .collect();
                &*all.leak()
            }
        };
        let extra_signals = signals.and_then(|(_, _, s)| s.extra_signals.as_ref());
        let extra_bypasses = bypasses.and_then(|(_, _, s)| s.extra_bypasses.as_ref());
        entry.extra_signals = extra_signals.map_or(0, Vec::len);
        entry.extra_bypasses = extra_bypasses.map_or(0, Vec::len);
        let changed = Detector {
            name: base.name,
            summary: base.summary,
            signals: extend(base.signals, extra_signals),
            bypasses: extend(base.bypasses, extra_bypasses),
            prompt: prompt
                .and_then(|(_, _, s)| s.prompt.clone())
                .map_or(base.prompt, leak),
            fields: base.fields,
            rule: Rule {
                trigger: base.rule.trigger,
                unless: base.rule.unless,
            },
            advice: advice
                .and_then(|(_, _, s)| s.advice.clone())
                .map_or(base.advice, leak),
        };
        entry.detector = Box::leak(Box::new(changed));
    }
}

/// Every detector known to this run, built-in and custom, with its state.
#[derive(Debug)]
pub(crate) struct Registry {
    pub(crate) entries: Vec<Entry>,
}

/// One detector as the config leaves it.
#[derive(Debug)]
pub(crate) struct Entry {
    pub(crate) detector: &'static Detector,
    /// The file that defined it; [`Origin::Default`] for a built-in one.
    pub(crate) defined_in: Origin,
    /// `false`: never runs, whatever the flags say.
    pub(crate) enabled: bool,
    /// The settings applied to it, and which file each came from.
    pub(crate) changes: Vec<(&'static str, Origin)>,
    /// How many of its signals and bypasses came from `extra_*` (the last ones).
    pub(crate) extra_signals: usize,
    pub(crate) extra_bypasses: usize,
}

impl Entry {
    fn new(detector: &'static Detector, defined_in: Origin) -> Self {
        Entry {
            detector,
            defined_in,
            enabled: true,
            changes: Vec::new(),
            extra_signals: 0,
            extra_bypasses: 0,
        }
    }
}

impl Registry {
    /// The built-in detectors as they are, for runs without config files.
    pub(crate) fn builtin() -> Registry {
        Registry {
            entries: detector::BUILTIN
                .iter()
                .map(|&d| Entry::new(d, Origin::Default))
                .collect(),
        }
    }

    pub(crate) fn find(&self, name: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.detector.name == name)
    }

    /// The names, for messages.
    pub(crate) fn names(&self) -> Vec<&'static str> {
        self.entries.iter().map(|e| e.detector.name).collect()
    }

    /// `" (did you mean 'x'?)"` for a name that is close to a known one.
    pub(crate) fn hint(&self, name: &str) -> String {
        hint(name, &self.names())
    }
}

/// Reads `path`: `None` when there is no such file.
fn read(path: &Path) -> Result<Option<String>, String> {
    match fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| format!("{}: not UTF-8 text (save it as UTF-8)", display(path))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!(
            "cannot read {}: {} (fix its permissions or remove it)",
            display(path),
            io_reason(&e)
        )),
    }
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// A checked walk over one file's JSON: every error names the file and key.
struct Checker<'a> {
    file: &'a str,
    dir: &'a Path,
}

impl File {
    fn parse(path: PathBuf, text: &str, origin: Origin) -> Result<File, String> {
        let shown = display(&path);
        let dir = path.parent().unwrap_or(Path::new("/")).to_path_buf();
        let c = Checker {
            file: &shown,
            dir: &dir,
        };
        let root: Value = serde_json::from_str(text)
            .map_err(|e| format!("{shown}: not valid JSON: {e} (fix the syntax)"))?;
        let Value::Object(map) = root else {
            return Err(format!(
                "{shown}: the file holds {} where an object was expected (write {{\"key\": value, …}})",
                kind(&root)
            ));
        };
        c.known_keys(&map, "", KEYS)?;
        if origin == Origin::Project {
            if let Some(key) = USER_ONLY.iter().find(|k| map.contains_key(**k)) {
                return Err(format!(
                    "{shown}: {key}: allowed only in the user config file ({}), since a \
                     repository must not choose what runs or where your data and keys go \
                     (move it there)",
                    user_path().map_or_else(
                        || "~/.config/hookjudge/config.json".to_owned(),
                        |p| display(&p)
                    )
                ));
            }
        }
        let mut s = Settings::default();
        for (key, v) in &map {
            match key.as_str() {
                "backend" => s.backend = Some(c.backend(v)?),
                "model" => s.model = Some(c.text(v, key)?),
                "judge_command" => s.judge_command = Some(c.text(v, key)?),
                "base_url" => s.base_url = Some(c.url(v)?),
                "api_key_env" => s.api_key_env = Some(c.env_name(v)?),
                "timeout" => s.timeout = Some(c.timeout(v)?),
                "max_blocks" => s.max_blocks = Some(c.max_blocks(v)?),
                "log_dir" => s.log_dir = Some(c.dir(v, key)?),
                "detectors" => s.detectors = Some(c.detector_list(v)?),
                "detector_settings" => s.per_detector = c.detector_settings(v)?,
                "custom_detectors" => s.custom_detectors = c.custom_detectors(v)?,
                _ => unreachable!("known_keys checked {key}"),
            }
        }
        Ok(File { path, settings: s })
    }
}

impl Checker<'_> {
    fn err(&self, key: &str, why: &str) -> String {
        format!("{}: {key}: {why}", self.file)
    }

    fn type_err(&self, key: &str, want: &str, v: &Value) -> String {
        self.err(key, &format!("expected {want}, found {}", kind(v)))
    }

    fn known_keys(
        &self,
        map: &Map<String, Value>,
        prefix: &str,
        known: &[&str],
    ) -> Result<(), String> {
        for key in map.keys() {
            if !known.contains(&key.as_str()) {
                let at = format!("{prefix}{key}");
                let mut why = hint(key, known);
                if why.is_empty() && prefix.is_empty() && key.contains("detector") {
                    why = " (changes to a detector go under detector_settings, new detectors \
                           under custom_detectors)"
                        .into();
                }
                return Err(self.err(
                    &at,
                    &format!("unknown key{why} (known keys: {})", known.join(", ")),
                ));
            }
        }
        Ok(())
    }

    fn object<'v>(&self, v: &'v Value, key: &str) -> Result<&'v Map<String, Value>, String> {
        v.as_object()
            .ok_or_else(|| self.type_err(key, "an object", v))
    }

    fn text(&self, v: &Value, key: &str) -> Result<String, String> {
        match v {
            Value::String(s) if !s.trim().is_empty() => Ok(s.clone()),
            Value::String(_) => Err(self.err(key, "is empty (write a value or remove the key)")),
            _ => Err(self.type_err(key, "a string", v)),
        }
    }

    fn backend(&self, v: &Value) -> Result<BackendKind, String> {
        let name = self.text(v, "backend")?;
        BackendKind::from_str(&name, false).map_err(|_| {
            self.err(
                "backend",
                &format!(
                    "unknown backend {name:?} (choose codex, claude, command, openai or anthropic)"
                ),
            )
        })
    }

    fn url(&self, v: &Value) -> Result<String, String> {
        let url = self.text(v, "base_url")?;
        if url.starts_with("http://") || url.starts_with("https://") {
            Ok(url)
        } else {
            Err(self.err(
                "base_url",
                &format!("{url:?} is not an http:// or https:// URL"),
            ))
        }
    }

    fn env_name(&self, v: &Value) -> Result<String, String> {
        let name = self.text(v, "api_key_env")?;
        let valid = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if valid {
            Ok(name)
        } else {
            Err(self.err(
                "api_key_env",
                &format!(
                    "{name:?} is not an environment variable's name (the name, not the key itself)"
                ),
            ))
        }
    }

    fn timeout(&self, v: &Value) -> Result<f64, String> {
        let s = v
            .as_f64()
            .ok_or_else(|| self.type_err("timeout", "a number of seconds", v))?;
        if s > 0.0 && s <= 3600.0 {
            Ok(s)
        } else {
            Err(self.err(
                "timeout",
                &format!("{s} is out of range (give seconds between 0 and 3600)"),
            ))
        }
    }

    fn max_blocks(&self, v: &Value) -> Result<u32, String> {
        v.as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| self.type_err("max_blocks", "a whole number, 0 or more", v))
    }

    /// A folder: `~/` is the home folder; a relative path is taken from the
    /// config file's own folder.
    fn dir(&self, v: &Value, key: &str) -> Result<PathBuf, String> {
        let text = self.text(v, key)?;
        let path = match text.strip_prefix("~/") {
            Some(rest) => home()
                .ok_or_else(|| self.err(key, "starts with ~/ but HOME is not set"))?
                .join(rest),
            None => PathBuf::from(&text),
        };
        Ok(if path.is_absolute() {
            path
        } else {
            self.dir.join(path)
        })
    }

    fn detector_list(&self, v: &Value) -> Result<Vec<String>, String> {
        match v {
            Value::String(s) if s == "all" => Ok(vec!["all".into()]),
            Value::Array(items) => items
                .iter()
                .enumerate()
                .map(|(i, item)| self.text(item, &format!("detectors[{i}]")))
                .collect(),
            _ => Err(self.type_err("detectors", "a list of detector names, or \"all\"", v)),
        }
    }

    fn patterns(&self, v: &Value, key: &str) -> Result<Vec<String>, String> {
        let Value::Array(items) = v else {
            return Err(self.type_err(key, "a list of regex patterns", v));
        };
        items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                let at = format!("{key}[{i}]");
                let Value::String(p) = item else {
                    return Err(self.type_err(&at, "a regex pattern (a string)", item));
                };
                if p.is_empty() {
                    return Err(self.err(
                        &at,
                        "an empty pattern matches every text (write one or remove it)",
                    ));
                }
                regex::Regex::new(p).map_err(|e| {
                    self.err(
                        &at,
                        &format!(
                            "invalid regex {p:?}: {} (fix the pattern or remove it)",
                            regex_reason(&e)
                        ),
                    )
                })?;
                Ok(p.clone())
            })
            .collect()
    }

    fn detector_settings(&self, v: &Value) -> Result<Vec<(String, DetectorSettings)>, String> {
        let map = self.object(v, "detector_settings")?;
        let mut out = Vec::new();
        for (name, v) in map {
            let at = format!("detector_settings.{name}");
            let m = self.object(v, &at)?;
            self.known_keys(m, &format!("{at}."), DETECTOR_SETTINGS_KEYS)?;
            let mut s = DetectorSettings::default();
            for (key, v) in m {
                let key_at = format!("{at}.{key}");
                match key.as_str() {
                    "enabled" => {
                        s.enabled = Some(
                            v.as_bool()
                                .ok_or_else(|| self.type_err(&key_at, "true or false", v))?,
                        );
                    }
                    "extra_signals" => s.extra_signals = Some(self.patterns(v, &key_at)?),
                    "extra_bypasses" => s.extra_bypasses = Some(self.patterns(v, &key_at)?),
                    "prompt" => s.prompt = Some(self.text(v, &key_at)?),
                    "advice" => s.advice = Some(self.text(v, &key_at)?),
                    _ => unreachable!("known_keys checked {key}"),
                }
            }
            out.push((name.clone(), s));
        }
        Ok(out)
    }

    fn custom_detectors(&self, v: &Value) -> Result<Vec<&'static Detector>, String> {
        let Value::Array(items) = v else {
            return Err(self.type_err("custom_detectors", "a list of detector objects", v));
        };
        let mut out: Vec<&'static Detector> = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let at = format!("custom_detectors[{i}]");
            let d = self.custom_detector(item, &at)?;
            if out.iter().any(|o| o.name == d.name) {
                return Err(self.err(
                    &format!("{at}.name"),
                    &format!("{:?} is defined twice (rename or remove one)", d.name),
                ));
            }
            out.push(d);
        }
        Ok(out)
    }

    fn custom_detector(&self, v: &Value, at: &str) -> Result<&'static Detector, String> {
        let m = self.object(v, at)?;
        self.known_keys(m, &format!("{at}."), CUSTOM_KEYS)?;
        let required = |key: &str| {
            m.get(key).ok_or_else(|| {
                self.err(
                    &format!("{at}.{key}"),
                    "missing (every custom detector needs it)",
                )
            })
        };
        let name = self.text(required("name")?, &format!("{at}.name"))?;
        let kebab = name.split('-').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        });
        if !kebab || name == "all" {
            return Err(self.err(
                &format!("{at}.name"),
                &format!(
                    "{name:?} is not a valid name (use lowercase words joined by '-', not \"all\")"
                ),
            ));
        }
        if detector::find(&name).is_some() {
            return Err(self.err(
                &format!("{at}.name"),
                &format!("{name:?} is a built-in detector (choose another name, or change it with detector_settings.{name})"),
            ));
        }
        let summary = self.text(required("summary")?, &format!("{at}.summary"))?;
        let signals = self.patterns(required("signals")?, &format!("{at}.signals"))?;
        if signals.is_empty() {
            return Err(self.err(
                &format!("{at}.signals"),
                "is empty (a detector with no signal never runs; add a pattern)",
            ));
        }
        let bypasses = match m.get("bypasses") {
            Some(v) => self.patterns(v, &format!("{at}.bypasses"))?,
            None => Vec::new(),
        };
        let prompt = self.text(required("prompt")?, &format!("{at}.prompt"))?;
        let fields = self.fields(required("fields")?, &format!("{at}.fields"))?;
        let rule = self.rule(required("rule")?, &format!("{at}.rule"), &fields)?;
        let advice = self.text(required("advice")?, &format!("{at}.advice"))?;
        let leak_all = |v: Vec<String>| -> &'static [&'static str] {
            &*v.into_iter().map(leak).collect::<Vec<_>>().leak()
        };
        Ok(Box::leak(Box::new(Detector {
            name: leak(name),
            summary: leak(summary),
            signals: leak_all(signals),
            bypasses: leak_all(bypasses),
            prompt: leak(prompt),
            fields: &*fields.leak(),
            rule,
            advice: leak(advice),
        })))
    }

    fn fields(&self, v: &Value, at: &str) -> Result<Vec<Field>, String> {
        let Value::Array(items) = v else {
            return Err(self.type_err(at, "a list of {\"name\", \"meaning\"} objects", v));
        };
        if items.is_empty() {
            return Err(self.err(at, "is empty (the rule needs at least its trigger field)"));
        }
        let mut fields: Vec<Field> = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let item_at = format!("{at}[{i}]");
            let m = self.object(item, &item_at)?;
            self.known_keys(m, &format!("{item_at}."), &["name", "meaning"])?;
            let get = |key: &str| {
                m.get(key)
                    .ok_or_else(|| self.err(&format!("{item_at}.{key}"), "missing"))
                    .and_then(|v| self.text(v, &format!("{item_at}.{key}")))
            };
            let name = get("name")?;
            let valid = name.starts_with(|c: char| c.is_ascii_lowercase())
                && name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            if !valid || name == "reason" {
                return Err(self.err(
                    &format!("{item_at}.name"),
                    &format!("{name:?} is not a valid field name (use snake_case; \"reason\" is always asked for)"),
                ));
            }
            if fields.iter().any(|f| f.name == name) {
                return Err(self.err(
                    &format!("{item_at}.name"),
                    &format!("{name:?} is listed twice"),
                ));
            }
            fields.push(Field {
                name: leak(name),
                meaning: leak(get("meaning")?),
            });
        }
        Ok(fields)
    }

    fn rule(&self, v: &Value, at: &str, fields: &[Field]) -> Result<Rule, String> {
        let m = self.object(v, at)?;
        self.known_keys(m, &format!("{at}."), &["trigger", "unless"])?;
        let declared = |name: &str, key: &str| -> Result<&'static str, String> {
            fields
                .iter()
                .find(|f| f.name == name)
                .map(|f| f.name)
                .ok_or_else(|| {
                    let names: Vec<&str> = fields.iter().map(|f| f.name).collect();
                    self.err(
                        key,
                        &format!("{name:?} is not one of the fields ({})", names.join(", ")),
                    )
                })
        };
        let trigger_at = format!("{at}.trigger");
        let trigger = m
            .get("trigger")
            .ok_or_else(|| {
                self.err(
                    &trigger_at,
                    "missing (name the field that means a violation)",
                )
            })
            .and_then(|v| self.text(v, &trigger_at))?;
        let trigger = declared(&trigger, &trigger_at)?;
        let mut unless = Vec::new();
        if let Some(v) = m.get("unless") {
            let Value::Array(items) = v else {
                return Err(self.type_err(&format!("{at}.unless"), "a list of field names", v));
            };
            for (i, item) in items.iter().enumerate() {
                let key = format!("{at}.unless[{i}]");
                let name = declared(&self.text(item, &key)?, &key)?;
                if name == trigger {
                    return Err(
                        self.err(&key, "is the trigger itself (the rule could never block)")
                    );
                }
                unless.push(name);
            }
        }
        Ok(Rule {
            trigger,
            unless: &*unless.leak(),
        })
    }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// The one line of a regex error that says what is wrong.
fn regex_reason(e: &regex::Error) -> String {
    let text = e.to_string();
    text.lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix("error: "))
        .unwrap_or_else(|| text.lines().last().unwrap_or_default().trim())
        .to_owned()
}

/// `" (did you mean 'x'?)"` when `word` is a small edit away from a known one.
fn hint(word: &str, known: &[&str]) -> String {
    known
        .iter()
        .map(|k| (distance(word, k), k))
        .filter(|(d, k)| *d <= (k.len() / 3).max(2))
        .min()
        .map(|(_, k)| format!(" (did you mean '{k}'?)"))
        .unwrap_or_default()
}

/// Levenshtein distance, over chars.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
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

/// `hookjudge config`, from the current folder.
pub(crate) fn config_command(args: &ConfigArgs) -> HostOutput {
    command_output(
        std::env::current_dir()
            .map_err(|e| e.to_string())
            .and_then(|cwd| show(&args.hook, &cwd)),
    )
}

/// `hookjudge detectors`, from the current folder.
pub(crate) fn detectors_command(args: &DetectorsArgs) -> HostOutput {
    command_output(
        std::env::current_dir()
            .map_err(|e| e.to_string())
            .and_then(|cwd| list(&HookArgs::default(), &cwd, args.verbose)),
    )
}

/// A subcommand's output: its text on stdout, or its error on stderr and exit 1.
pub(crate) fn command_output(result: Result<String, String>) -> HostOutput {
    match result {
        Ok(stdout) => HostOutput {
            code: 0,
            stdout,
            stderr: String::new(),
        },
        Err(why) => HostOutput {
            code: 1,
            stdout: String::new(),
            stderr: format!("hookjudge: error: {why}\n"),
        },
    }
}

/// `hookjudge config`: the effective configuration, and where each value came from.
pub(crate) fn show(args: &HookArgs, cwd: &Path) -> Result<String, String> {
    let files = Files::load(Some(cwd))?;
    let registry = files.registry()?;
    let (merged, origins) = files.apply(args)?;
    let config = crate::config::Config::build(&merged, &registry)?;
    let user = match (&files.user, &files.user_path) {
        (Some(f), _) => display(&f.path),
        (None, Some(p)) => format!("{} (none)", display(p)),
        (None, None) => "(none: HOME is not set)".into(),
    };
    let project = match &files.project {
        Some(f) => display(&f.path),
        None => format!(
            "(none: no {PROJECT_FILE} from {} up to {})",
            display(cwd),
            files
                .searched
                .last()
                .map_or_else(String::new, |d| display(d))
        ),
    };
    let mut out = format!(
        "# precedence: flag > project file > user file > default\n\
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
fn rows(
    config: &crate::config::Config,
    o: &Origins,
    registry: &Registry,
) -> Vec<(String, String, &'static str)> {
    use crate::pipeline::judge::Backend;
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

/// `hookjudge detectors`: every detector, whether it runs by default, and
/// with `verbose` its patterns, fields and rule.
pub(crate) fn list(args: &HookArgs, cwd: &Path, verbose: bool) -> Result<String, String> {
    let files = Files::load(Some(cwd))?;
    let registry = files.registry()?;
    let (merged, origins) = files.apply(args)?;
    let config = crate::config::Config::build(&merged, &registry)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Settings, String> {
        File::parse(PathBuf::from("/cfg/config.json"), text, Origin::User).map(|f| f.settings)
    }

    fn parse_err(text: &str) -> String {
        parse(text).expect_err(text)
    }

    const CUSTOM: &str = r#"{"custom_detectors":[{"name":"no-todo","summary":"leaves TODOs",
        "signals":["(?i)\\btodo\\b"],"bypasses":["DONE"],"prompt":"Judge it.",
        "fields":[{"name":"new_proposal","meaning":"leaves a TODO"},{"name":"quoted","meaning":"a quote"}],
        "rule":{"trigger":"new_proposal","unless":["quoted"]},"advice":"Finish it."}]}"#;

    #[test]
    fn reads_every_key() {
        let s = parse(
            r#"{"backend":"claude","model":"m","judge_command":"cat","base_url":"http://x",
               "api_key_env":"K_1","timeout":1.5,"max_blocks":0,"log_dir":"logs",
               "detectors":["commit"],"detector_settings":{"commit":{"enabled":false,
               "extra_signals":["a"],"extra_bypasses":["b"],"prompt":"p","advice":"q"}}}"#,
        )
        .unwrap();
        assert_eq!(s.backend, Some(BackendKind::Claude));
        assert_eq!(s.timeout, Some(1.5));
        assert_eq!(s.max_blocks, Some(0));
        assert_eq!(s.log_dir, Some(PathBuf::from("/cfg/logs")));
        assert_eq!(s.detectors, Some(vec!["commit".to_owned()]));
        let (name, d) = &s.per_detector[0];
        assert_eq!(name, "commit");
        assert_eq!(d.enabled, Some(false));
        assert_eq!(d.extra_signals, Some(vec!["a".to_owned()]));
        let custom = &parse(CUSTOM).unwrap().custom_detectors[0];
        assert_eq!(custom.name, "no-todo");
        assert_eq!(custom.rule.unless, ["quoted"]);
        assert_eq!(custom.fields[1].meaning, "a quote");
    }

    #[test]
    fn errors_name_the_file_the_key_and_the_fix() {
        let cases: &[(&str, &str)] = &[
            ("{", "/cfg/config.json: not valid JSON"),
            ("[]", "/cfg/config.json: the file holds a list"),
            (
                r#"{"timout":3}"#,
                "/cfg/config.json: timout: unknown key (did you mean 'timeout'?)",
            ),
            (
                r#"{"timeout":"3"}"#,
                "/cfg/config.json: timeout: expected a number of seconds, found a string",
            ),
            (r#"{"timeout":0}"#, "timeout: 0 is out of range"),
            (
                r#"{"max_blocks":-1}"#,
                "max_blocks: expected a whole number",
            ),
            (r#"{"backend":"gpt"}"#, "backend: unknown backend \"gpt\""),
            (
                r#"{"api_key_env":"sk-abc"}"#,
                "api_key_env: \"sk-abc\" is not an environment variable's name",
            ),
            (
                r#"{"detectors":"commit"}"#,
                "detectors: expected a list of detector names",
            ),
            (
                r#"{"detector_settings":{"commit":{"extra_signals":["ok","fine","(unclosed"]}}}"#,
                "/cfg/config.json: detector_settings.commit.extra_signals[2]: invalid regex \"(unclosed\": unclosed group (fix the pattern or remove it)",
            ),
            (
                r#"{"detectors_config":{}}"#,
                "detectors_config: unknown key (changes to a detector go under detector_settings",
            ),
            (
                r#"{"detector_settings":{"commit":{"enable":false}}}"#,
                "detector_settings.commit.enable: unknown key (did you mean 'enabled'?)",
            ),
            (
                r#"{"detector_settings":{"commit":{"enabled":"no"}}}"#,
                "detector_settings.commit.enabled: expected true or false, found a string",
            ),
            (
                r#"{"custom_detectors":[{"name":"commit"}]}"#,
                "custom_detectors[0].name: \"commit\" is a built-in detector",
            ),
            (
                r#"{"custom_detectors":[{"name":"Bad Name"}]}"#,
                "custom_detectors[0].name: \"Bad Name\" is not a valid name",
            ),
            (
                r#"{"custom_detectors":[{"name":"x","summary":"s"}]}"#,
                "custom_detectors[0].signals: missing",
            ),
        ];
        for (text, want) in cases {
            let e = parse_err(text);
            assert!(e.contains(want), "{text}\n got: {e}\nwant: {want}");
            assert!(!e.contains('\n'), "one line: {e}");
        }
        let rule_err =
            parse_err(&CUSTOM.replace(r#""unless":["quoted"]"#, r#""unless":["quote"]"#));
        assert!(
            rule_err
                .contains("custom_detectors[0].rule.unless[0]: \"quote\" is not one of the fields"),
            "{rule_err}"
        );
        let dup = parse_err(&CUSTOM.replace(r#""name":"quoted""#, r#""name":"new_proposal""#));
        assert!(
            dup.contains("fields[1].name: \"new_proposal\" is listed twice"),
            "{dup}"
        );
    }

    #[test]
    fn a_project_file_cannot_choose_commands_urls_keys_or_log_folders() {
        for key in USER_ONLY {
            let text = format!(r#"{{"{key}":"x"}}"#);
            let e = File::parse(PathBuf::from("/p/.hookjudge.json"), &text, Origin::Project)
                .unwrap_err();
            assert!(
                e.starts_with(&format!(
                    "/p/.hookjudge.json: {key}: allowed only in the user config"
                )),
                "{e}"
            );
        }
    }

    fn files(user: &str, project: &str) -> Files {
        let file = |path: &str, text: &str, origin| {
            (!text.is_empty()).then(|| File::parse(PathBuf::from(path), text, origin).unwrap())
        };
        Files {
            user: file("/u/config.json", user, Origin::User),
            project: file("/p/.hookjudge.json", project, Origin::Project),
            ..Files::default()
        }
    }

    #[test]
    fn project_over_user_over_default_and_flags_over_both() {
        let f = files(
            r#"{"timeout":5,"max_blocks":4,"model":"u"}"#,
            r#"{"timeout":7}"#,
        );
        let (a, o) = f.apply(&HookArgs::default()).unwrap();
        assert_eq!((a.judge.timeout, o.timeout), (Some(7.0), Origin::Project));
        assert_eq!((a.max_blocks, o.max_blocks), (Some(4), Origin::User));
        assert_eq!(
            (a.judge.model.as_deref(), o.model),
            (Some("u"), Origin::User)
        );
        assert_eq!(o.backend, Origin::Default);
        let mut flags = HookArgs::default();
        flags.judge.timeout = Some(9.0);
        let (a, o) = f.apply(&flags).unwrap();
        assert_eq!((a.judge.timeout, o.timeout), (Some(9.0), Origin::Flag));
    }

    #[test]
    fn backend_specific_settings_follow_the_backend() {
        // The user's judge command does not apply once a flag picks codex.
        let f = files(r#"{"backend":"command","judge_command":"cat"}"#, "");
        let mut flags = HookArgs::default();
        flags.judge.backend = Some(BackendKind::Codex);
        let (a, _) = f.apply(&flags).unwrap();
        assert_eq!(a.judge.judge_command, None);
        let (a, o) = f.apply(&HookArgs::default()).unwrap();
        assert_eq!(a.judge.judge_command.as_deref(), Some("cat"));
        assert_eq!(o.judge_command, Origin::User);
        let e = files("", r#"{"backend":"command"}"#)
            .apply(&HookArgs::default())
            .unwrap_err();
        assert!(
            e.starts_with("/p/.hookjudge.json: backend: \"command\" needs a judge_command"),
            "{e}"
        );
    }

    #[test]
    fn registry_applies_settings_and_custom_detectors() {
        let f = files(
            CUSTOM,
            r#"{"detector_settings":{"commit":{"enabled":false},"scope-check":{"extra_signals":["zzz"],"advice":"A"},
                "no-todo":{"prompt":"P"}}}"#,
        );
        let r = f.registry().unwrap();
        assert_eq!(r.names().len(), detector::BUILTIN.len() + 1);
        assert!(!r.find("commit").unwrap().enabled);
        let sc = r.find("scope-check").unwrap();
        assert_eq!(sc.detector.signals.last(), Some(&"zzz"));
        assert_eq!(sc.extra_signals, 1);
        assert_eq!(sc.detector.advice, "A");
        // Untouched lists stay the built-in slices (Layer 1's precomputed anchors apply).
        assert!(std::ptr::eq(
            sc.detector.bypasses,
            detector::find("scope-check").unwrap().bypasses
        ));
        let todo = r.find("no-todo").unwrap();
        assert_eq!((todo.detector.prompt, todo.defined_in), ("P", Origin::User));
        let e = files("", r#"{"detector_settings":{"comit":{"enabled":false}}}"#)
            .registry()
            .unwrap_err();
        assert!(
            e.contains("detector_settings.comit: unknown detector (did you mean 'commit'?)"),
            "{e}"
        );
        let e = files("", r#"{"detectors":["commit","no-todo"]}"#)
            .registry()
            .unwrap_err();
        assert!(
            e.contains("detectors[1]: unknown detector \"no-todo\""),
            "{e}"
        );
    }

    #[test]
    fn project_file_is_found_up_to_the_git_root() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::create_dir_all(root.join("repo/.git")).unwrap();
        fs::create_dir_all(root.join("repo/a/b")).unwrap();
        fs::write(root.join(PROJECT_FILE), r#"{"timeout":1}"#).unwrap();
        // Above the git root: not this project's.
        let f = Files::load(Some(&root.join("repo/a/b"))).unwrap();
        assert!(f.project.is_none());
        assert_eq!(f.searched.last().unwrap(), &root.join("repo"));
        fs::write(root.join("repo/a/.hookjudge.json"), r#"{"timeout":2}"#).unwrap();
        let f = Files::load(Some(&root.join("repo/a/b"))).unwrap();
        assert_eq!(f.project.unwrap().settings.timeout, Some(2.0));
        fs::write(root.join("repo/a/.hookjudge.json"), r#"{"timeout":"x"}"#).unwrap();
        let e = Files::load(Some(&root.join("repo/a/b"))).unwrap_err();
        assert!(e.contains(".hookjudge.json: timeout:"), "{e}");
    }

    #[test]
    fn hints() {
        assert_eq!(hint("timout", KEYS), " (did you mean 'timeout'?)");
        assert_eq!(hint("detectors_config", KEYS), "");
        assert_eq!(hint("zzz", KEYS), "");
        assert_eq!(distance("kitten", "sitting"), 3);
    }
}
