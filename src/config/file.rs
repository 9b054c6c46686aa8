//! hookjudge's own config files: the user's
//! `$XDG_CONFIG_HOME/hookjudge/config.json` (else `~/.config/…`) and a
//! project's `.hookjudge.json`, found from the event's `cwd` upwards to the
//! git root or the home folder. Flags win over the user file, which wins
//! over the defaults.
//!
//! A project file is not trusted: the repository, or the agent under
//! judgement, may have written it. The search stops at a folder that is not
//! the user's or that others can write; a file found is read non-blocking,
//! as a regular file, capped, and takes effect only when the user approved
//! its exact content ([`crate::config::trust`]) and it is theirs alone to
//! change. Even then it may only tighten: add detectors to those that run,
//! and lower `max_blocks` (not below 1). Everything else, what runs, where
//! data goes, the judge's instructions, backend, model and timeout, is the
//! user's alone. A file that may not take effect is ignored with a note.
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
//! the user file and, per folder searched, one `stat` of the folder, one
//! failed `open` for the project file and one `stat` of `.git`.

use anyhow::anyhow;
use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::cli::{BackendKind, HookArgs};
use crate::config::check::{self, Checker, DetectorSettings, kind};
use crate::config::dirs;
use crate::config::trust::{self, Status, Store};
use crate::detectors::Detector;
use crate::util::file::{ReadError, is_safe_owner, read_capped_meta};
use crate::util::path::{display, home};

/// The project file's name.
pub(crate) const PROJECT_FILE: &str = ".hookjudge.json";
/// The most a config file may hold.
pub(crate) const CONFIG_CAP: u64 = 1 << 20;

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
    /// A project file found but not applied, and why.
    pub(crate) ignored: Option<Ignored>,
}

/// A project file that does not take effect.
#[derive(Debug)]
pub(crate) struct Ignored {
    pub(crate) path: PathBuf,
    pub(crate) why: Why,
}

/// Why a project file does not take effect.
#[derive(Debug)]
pub(crate) enum Why {
    /// The user never approved it.
    Untrusted,
    /// Approved once, changed since.
    Changed,
    /// Someone other than the user owns it, or can write it.
    Unsafe,
    /// Not a regular file, too large, or unreadable.
    Unreadable(String),
    /// The approvals file could not be read: nothing counts as approved.
    /// Its path and what is wrong with it.
    BadApprovals(PathBuf, String),
}

impl Ignored {
    /// The one line hook mode prints about it.
    pub(crate) fn note(&self) -> String {
        match &self.why {
            Why::Untrusted | Why::Changed => format!(
                "{} (review it, then run: hookjudge trust {})",
                self.reason(),
                display(&self.path)
            ),
            Why::BadApprovals(store, _) => format!(
                "{} (see hookjudge trust --list; or delete {} and trust your project files again)",
                self.reason(),
                display(store)
            ),
            Why::Unsafe | Why::Unreadable(_) => self.reason(),
        }
    }

    /// What is ignored, and why.
    pub(crate) fn reason(&self) -> String {
        let shown = display(&self.path);
        match &self.why {
            Why::Untrusted => format!("ignoring {shown}: not approved"),
            Why::Changed => format!("ignoring {shown}: changed since it was approved"),
            Why::Unsafe => format!("ignoring {shown}: owned by another user or writable by others"),
            Why::Unreadable(why) => format!("ignoring {why}"),
            Why::BadApprovals(_, why) => {
                format!("ignoring {shown}: the approvals cannot be read: {why}")
            }
        }
    }
}

/// A project file found by the search, not yet checked for trust.
#[derive(Debug)]
pub(crate) struct Found {
    pub(crate) path: PathBuf,
    /// The content, or why it could not be read.
    pub(crate) bytes: Result<Vec<u8>, ReadError>,
    /// Whether the user alone can change it.
    pub(crate) safe_owner: bool,
}

/// Looks for a project file from `start` upwards; also returns the folders
/// searched. The search stops after the git root or the home folder, and
/// before a folder that is not the user's or that others can write (`/tmp`).
pub(crate) fn find_project(start: &Path) -> (Option<Found>, Vec<PathBuf>) {
    // The home folder by device and inode: no path spelling to compare.
    let home = home()
        .and_then(|h| fs::metadata(h).ok())
        .map(|m| (m.dev(), m.ino()));
    let mut searched = Vec::new();
    for dir in start.ancestors() {
        let meta = match fs::metadata(dir) {
            Ok(m) if m.is_dir() && is_safe_owner(&m) => m,
            _ => break,
        };
        searched.push(dir.to_path_buf());
        let path = dir.join(PROJECT_FILE);
        let found = |bytes, safe_owner| Found {
            path: path.clone(),
            bytes,
            safe_owner,
        };
        match read_capped_meta(&path, CONFIG_CAP) {
            Ok((bytes, meta)) => return (Some(found(Ok(bytes), is_safe_owner(&meta))), searched),
            Err(ReadError::NotFound) => {}
            Err(e) => return (Some(found(Err(e), false)), searched),
        }
        let at_home = home == Some((meta.dev(), meta.ino()));
        if at_home || fs::symlink_metadata(dir.join(".git")).is_ok() {
            break;
        }
    }
    (None, searched)
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
/// The keys a project file may set, each of which only tightens: `detectors`
/// adds to those that run, `max_blocks` lowers the loop budget. Every other
/// key decides what runs, where data and keys go, what the judge is told,
/// or how long it may take: a repository's file must not choose those for
/// whoever opens it.
const PROJECT_KEYS: &[&str] = &["detectors", "max_blocks"];

/// The user's config file; see [`dirs::user_config`].
pub(crate) fn user_path() -> Option<PathBuf> {
    dirs::user_config()
}

/// The nearest folder at or above `start` that holds `.git`.
pub(crate) fn git_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|d| fs::symlink_metadata(d.join(".git")).is_ok())
        .map(Path::to_path_buf)
}

impl Files {
    /// Reads the user file and the project file found from `cwd`. Missing
    /// files are fine; unreadable or invalid ones are errors, except a
    /// project file that may not take effect, which is [`Files::ignored`].
    pub(crate) fn load(cwd: Option<&Path>) -> anyhow::Result<Files> {
        let mut files = Files {
            user_path: user_path(),
            ..Files::default()
        };
        if let Some(start) = cwd {
            let (found, searched) = find_project(start);
            files.searched = searched;
            if let Some(found) = found {
                let path = fs::canonicalize(&found.path).unwrap_or(found.path);
                let why = match (&found.bytes, found.safe_owner) {
                    (Err(e), _) => Some(Why::Unreadable(e.at(&path).to_string())),
                    (Ok(_), false) => Some(Why::Unsafe),
                    // A damaged approvals file approves nothing; it must not
                    // stop every hook in the project.
                    (Ok(bytes), true) => match trusted(&path, bytes) {
                        Ok(Status::Trusted) => None,
                        Ok(Status::Unknown) => Some(Why::Untrusted),
                        Ok(Status::Changed) => Some(Why::Changed),
                        Err((store, why)) => Some(Why::BadApprovals(store, format!("{why:#}"))),
                    },
                };
                match (why, found.bytes) {
                    (None, Ok(bytes)) => {
                        let text = utf8(&path, bytes)?;
                        files.project = Some(File::parse(path, &text, Origin::Project)?);
                    }
                    (why, _) => {
                        files.ignored = Some(Ignored {
                            path,
                            why: why.unwrap_or(Why::Untrusted),
                        });
                    }
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
    pub(super) fn layers(&self) -> impl Iterator<Item = (Origin, &File)> {
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
    pub(crate) fn apply(&self, args: &HookArgs) -> anyhow::Result<(HookArgs, Origins)> {
        let mut a = args.clone();
        let backend_from = self.fill(&mut a.judge.backend, |s| s.backend.as_ref());
        let backend = a.judge.backend.unwrap_or(BackendKind::Codex);
        let mut judge_command = Origin::Default;
        if backend == BackendKind::Command {
            judge_command = self.fill(&mut a.judge.judge_command, |s| s.judge_command.as_ref());
            if let (None, Some(file)) = (&a.judge.judge_command, self.file(backend_from)) {
                return Err(anyhow!(
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
        // A project file only adds to the detectors that run.
        let mut detectors = if a.detectors.iter().any(|d| !d.trim().is_empty()) {
            Origin::Flag
        } else {
            let mut list = None;
            let origin = self.fill_user(&mut list, |s| s.detectors.as_ref());
            a.detectors = list.unwrap_or_default();
            origin
        };
        let all = |list: &[String]| {
            list.iter().all(|d| d.trim().is_empty()) || list.iter().any(|d| d.trim() == "all")
        };
        if let Some(extra) = self
            .project
            .as_ref()
            .and_then(|p| p.settings.detectors.as_ref())
        {
            let added: Vec<String> = extra
                .iter()
                .filter(|d| !a.detectors.contains(d))
                .cloned()
                .collect();
            if !all(&a.detectors) && !added.is_empty() {
                a.detectors.extend(added);
                detectors = Origin::Project;
            }
        }
        // And only lowers the loop budget.
        let mut max_blocks = self.fill_user(&mut a.max_blocks, |s| s.max_blocks.as_ref());
        let own = a.max_blocks.unwrap_or(check::DEFAULT_MAX_BLOCKS);
        if let Some(lower) = self
            .project
            .as_ref()
            .and_then(|p| p.settings.max_blocks)
            .filter(|&n| n < own)
        {
            a.max_blocks = Some(lower);
            max_blocks = Origin::Project;
        }
        let origins = Origins {
            backend: backend_from,
            model: self.fill(&mut a.judge.model, |s| s.model.as_ref()),
            judge_command,
            base_url,
            api_key_env,
            timeout: self.fill(&mut a.judge.timeout, |s| s.timeout.as_ref()),
            max_blocks,
            log_dir,
            detectors,
        };
        Ok((a, origins))
    }

    /// Like [`Files::fill`], from the user file alone.
    fn fill_user<T: Clone>(
        &self,
        slot: &mut Option<T>,
        get: impl Fn(&Settings) -> Option<&T>,
    ) -> Origin {
        if slot.is_some() {
            return Origin::Flag;
        }
        match self.user.as_ref().and_then(|f| get(&f.settings)) {
            Some(v) => {
                *slot = Some(v.clone());
                Origin::User
            }
            None => Origin::Default,
        }
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
}

/// Whether the user approved the project file at canonical `path` holding
/// `bytes`. `Err` names the approvals file that could not be read.
fn trusted(path: &Path, bytes: &[u8]) -> Result<Status, (PathBuf, anyhow::Error)> {
    let Some(store) = trust::store_path() else {
        return Ok(Status::Unknown);
    };
    match Store::load(&store) {
        Ok((approvals, _)) => Ok(approvals.status(path, bytes)),
        Err(why) => Err((store, why)),
    }
}

/// Reads `path`: `None` when there is no such file.
fn read(path: &Path) -> anyhow::Result<Option<String>> {
    match read_capped_meta(path, CONFIG_CAP) {
        Ok((bytes, _)) => utf8(path, bytes).map(Some),
        Err(ReadError::NotFound) => Ok(None),
        Err(e) => Err(anyhow!(e.at(path).to_string())),
    }
}

fn utf8(path: &Path, bytes: Vec<u8>) -> anyhow::Result<String> {
    String::from_utf8(bytes)
        .map_err(|_| anyhow!("{}: not UTF-8 text (save it as UTF-8)", display(path)))
}

impl File {
    pub(crate) fn parse(path: PathBuf, text: &str, origin: Origin) -> anyhow::Result<File> {
        let shown = display(&path);
        let dir = path.parent().unwrap_or(Path::new("/")).to_path_buf();
        let c = Checker {
            file: &shown,
            dir: &dir,
        };
        let root: Value = serde_json::from_str(text)
            .map_err(|e| anyhow!("{shown}: not valid JSON: {e} (fix the syntax)"))?;
        let Value::Object(map) = root else {
            return Err(anyhow!(
                "{shown}: the file holds {} where an object was expected (write {{\"key\": value, …}})",
                kind(&root)
            ));
        };
        c.known_keys(&map, "", KEYS)?;
        if origin == Origin::Project {
            if let Some(key) = map.keys().find(|k| !PROJECT_KEYS.contains(&k.as_str())) {
                return Err(anyhow!(
                    "{shown}: {key}: allowed only in the user config file ({}): a project \
                     file may only add detectors and lower max_blocks, since a repository \
                     must not choose what runs, what the judge is told, or where your data \
                     and keys go (move it there)",
                    user_path().map_or_else(
                        || "~/.config/hookjudge/config.json".to_owned(),
                        |p| display(&p)
                    )
                ));
            }
            if map.get("max_blocks").and_then(Value::as_u64) == Some(0) {
                return Err(c.err(
                    "max_blocks",
                    "0 would never block; a project file may lower it to 1 at least",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detectors;

    fn parse(text: &str) -> anyhow::Result<Settings> {
        File::parse(PathBuf::from("/cfg/config.json"), text, Origin::User).map(|f| f.settings)
    }

    fn parse_err(text: &str) -> String {
        parse(text).expect_err(text).to_string()
    }

    /// Regression: a 320 KB pattern cost seconds of anchor derivation on
    /// every Stop, and patterns too large to build together silently disabled
    /// their detector. Oversized patterns and lists are refused at load,
    /// naming the detector's key.
    #[test]
    fn oversized_patterns_are_refused_by_name() {
        let words: Vec<String> = (0..1200).map(|i| format!("w{i}")).collect();
        let big = words.join("|");
        let e = parse_err(&format!(
            r#"{{"detector_settings":{{"commit":{{"extra_signals":["{big}"]}}}}}}"#
        ));
        assert!(
            e.contains("detector_settings.commit.extra_signals[0]: a pattern of"),
            "{e}"
        );
        let many: Vec<String> = (0..300).map(|i| format!("\"w{i}\"")).collect();
        let e = parse_err(&format!(
            r#"{{"detector_settings":{{"scope-check":{{"extra_bypasses":[{}]}}}}}}"#,
            many.join(",")
        ));
        assert!(
            e.contains("detector_settings.scope-check.extra_bypasses: 300 patterns"),
            "{e}"
        );
        // Under the bounds, and a pattern whose compiled form is too large.
        let e =
            parse_err(r#"{"detector_settings":{"commit":{"extra_signals":["(?:\\w{50}){50}"]}}}"#);
        assert!(e.contains("extra_signals[0]"), "{e}");
        assert!(parse(r#"{"detector_settings":{"commit":{"extra_signals":["ship it"]}}}"#).is_ok());
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
    fn a_project_file_may_only_add_detectors_and_lower_max_blocks() {
        for key in KEYS.iter().filter(|k| !PROJECT_KEYS.contains(k)) {
            let text = format!(r#"{{"{key}":"x"}}"#);
            let e = File::parse(PathBuf::from("/p/.hookjudge.json"), &text, Origin::Project)
                .unwrap_err()
                .to_string();
            assert!(
                e.starts_with(&format!(
                    "/p/.hookjudge.json: {key}: allowed only in the user config"
                )),
                "{e}"
            );
        }
        let e = File::parse(
            PathBuf::from("/p/.hookjudge.json"),
            r#"{"max_blocks":0}"#,
            Origin::Project,
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("max_blocks: 0 would never block"), "{e}");
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
    fn user_over_default_flags_over_both_and_the_project_only_tightens() {
        let f = files(
            r#"{"timeout":5,"max_blocks":4,"model":"u","detectors":["commit"]}"#,
            r#"{"max_blocks":3,"detectors":["scope-check","commit"]}"#,
        );
        let (a, o) = f.apply(&HookArgs::default()).unwrap();
        assert_eq!((a.judge.timeout, o.timeout), (Some(5.0), Origin::User));
        assert_eq!((a.max_blocks, o.max_blocks), (Some(3), Origin::Project));
        assert_eq!(a.detectors, ["commit", "scope-check"]);
        assert_eq!(o.detectors, Origin::Project);
        assert_eq!(
            (a.judge.model.as_deref(), o.model),
            (Some("u"), Origin::User)
        );
        assert_eq!(o.backend, Origin::Default);
        let mut flags = HookArgs::default();
        flags.judge.timeout = Some(9.0);
        flags.max_blocks = Some(2);
        let (a, o) = f.apply(&flags).unwrap();
        assert_eq!((a.judge.timeout, o.timeout), (Some(9.0), Origin::Flag));
        // A project's higher limit does not raise yours.
        assert_eq!((a.max_blocks, o.max_blocks), (Some(2), Origin::Flag));
        // Every detector runs already: nothing to add.
        let f = files("", r#"{"detectors":["commit"]}"#);
        let (a, o) = f.apply(&HookArgs::default()).unwrap();
        assert!(a.detectors.is_empty());
        assert_eq!(o.detectors, Origin::Default);
        let f = files("", r#"{"max_blocks":9}"#);
        let (a, _) = f.apply(&HookArgs::default()).unwrap();
        assert_eq!(a.max_blocks, None);
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
        let e = files(r#"{"backend":"command"}"#, "")
            .apply(&HookArgs::default())
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("/u/config.json: backend: \"command\" needs a judge_command"),
            "{e}"
        );
    }

    #[test]
    fn registry_applies_settings_and_custom_detectors() {
        let user = CUSTOM.trim_end().strip_suffix('}').unwrap().to_owned()
            + r#","detector_settings":{"commit":{"enabled":false},"scope-check":{"extra_signals":["zzz"],"advice":"A"},
                "no-todo":{"prompt":"P"}}}"#;
        let f = files(&user, "");
        let r = f.registry().unwrap();
        assert_eq!(r.names().len(), detectors::BUILTIN.len() + 1);
        assert!(!r.find("commit").unwrap().enabled);
        let sc = r.find("scope-check").unwrap();
        assert_eq!(sc.detector.signals.last(), Some(&"zzz"));
        assert_eq!(sc.extra_signals, 1);
        assert_eq!(sc.detector.advice, "A");
        // Untouched lists stay the built-in slices (Layer 1's precomputed anchors apply).
        assert!(std::ptr::eq(
            sc.detector.bypasses,
            detectors::find("scope-check").unwrap().bypasses
        ));
        let todo = r.find("no-todo").unwrap();
        assert_eq!((todo.detector.prompt, todo.defined_in), ("P", Origin::User));
        let e = files(r#"{"detector_settings":{"comit":{"enabled":false}}}"#, "")
            .registry()
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("detector_settings.comit: unknown detector (did you mean 'commit'?)"),
            "{e}"
        );
        let e = files("", r#"{"detectors":["commit","no-todo"]}"#)
            .registry()
            .unwrap_err()
            .to_string();
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
        fs::write(root.join(PROJECT_FILE), r#"{"max_blocks":1}"#).unwrap();
        // Above the git root: not this project's.
        let (found, searched) = find_project(&root.join("repo/a/b"));
        assert!(found.is_none());
        assert_eq!(searched.last().unwrap(), &root.join("repo"));
        fs::write(root.join("repo/a/.hookjudge.json"), r#"{"max_blocks":1}"#).unwrap();
        let (found, _) = find_project(&root.join("repo/a/b"));
        let found = found.unwrap();
        assert_eq!(found.path, root.join("repo/a/.hookjudge.json"));
        assert!(found.safe_owner);
        assert_eq!(found.bytes.unwrap(), br#"{"max_blocks":1}"#);
    }

    #[test]
    fn the_search_stops_at_folders_others_can_write() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let shared = dir.path().join("shared");
        fs::create_dir_all(shared.join("mine")).unwrap();
        fs::set_permissions(&shared, fs::Permissions::from_mode(0o1777)).unwrap();
        fs::write(shared.join(PROJECT_FILE), "{}").unwrap();
        let (found, searched) = find_project(&shared.join("mine"));
        assert!(found.is_none());
        assert_eq!(searched, [shared.join("mine")]);
        // A file others can write is found, and marked as not safe.
        fs::write(shared.join("mine").join(PROJECT_FILE), "{}").unwrap();
        fs::set_permissions(
            shared.join("mine").join(PROJECT_FILE),
            fs::Permissions::from_mode(0o666),
        )
        .unwrap();
        let (found, _) = find_project(&shared.join("mine"));
        assert!(!found.unwrap().safe_owner);
    }
}
