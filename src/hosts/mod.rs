//! The hosts' settings files, where hookjudge is registered as a hook:
//! Claude Code's `settings.json` (user, project, local) and Codex's
//! `hooks.json` (user, project). Both hold `{"hooks": {Event: [{"matcher"?,
//! "hooks": [{"type":"command","command":…,"timeout":…}]}]}}`.
//!
//! A settings file belongs to the user. It is read into [`Json`], which keeps
//! every key in its order (and any duplicate), so that writing it back
//! changes nothing but hookjudge's own entries. A file that is not valid JSON,
//! or whose `hooks` has an unexpected shape, is refused and left untouched.
//! Writes are atomic (a temporary file in the same folder, fsync, rename) and
//! keep the file's permissions; the old file is copied to a backup first.
//!
//! Not on the hook path: nothing here runs when a hook fires.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

/// The program name that marks a hook entry as hookjudge's, at any path.
pub(crate) const PROGRAM: &str = "hookjudge";

/// A JSON value whose objects keep their keys in the file's order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Json {
    Null,
    Bool(bool),
    Number(serde_json::Number),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    fn kind(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Number(_) => "a number",
            Json::String(_) => "a string",
            Json::Array(_) => "an array",
            Json::Object(_) => "an object",
        }
    }

    pub(crate) fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    pub(crate) fn as_f64(&self) -> Option<f64> {
        match self {
            Json::Number(n) => n.as_f64(),
            _ => None,
        }
    }

    /// The value of `key` in an object. Duplicate keys are refused by the
    /// callers that change the object (see [`unique`]).
    pub(crate) fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Json, E> {
        Ok(Json::Bool(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Json, E> {
        Ok(Json::Number(v.into()))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Json, E> {
        Ok(Json::Number(v.into()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Json, E> {
        serde_json::Number::from_f64(v)
            .map(Json::Number)
            .ok_or_else(|| E::custom("a number that is not finite"))
    }
    fn visit_str<E>(self, v: &str) -> Result<Json, E> {
        Ok(Json::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Json, E> {
        Ok(Json::String(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            entries.push((key, map.next_value()?));
        }
        Ok(Json::Object(entries))
    }
}

impl Serialize for Json {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Null => serializer.serialize_unit(),
            Json::Bool(b) => serializer.serialize_bool(*b),
            Json::Number(n) => n.serialize(serializer),
            Json::String(s) => serializer.serialize_str(s),
            Json::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Json::Object(entries) => {
                let mut map = serializer.serialize_map(Some(entries.len()))?;
                for (k, v) in entries {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
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

/// The settings file of `host` at `scope`. Project scopes live in the
/// project's root: the git root above `cwd`, else `cwd` itself.
pub(crate) fn path(host: Host, scope: Scope, cwd: &Path) -> Result<PathBuf, String> {
    let project = || crate::config::file::git_root(cwd).unwrap_or_else(|| cwd.to_path_buf());
    let home = || {
        std::env::var_os("HOME")
            .filter(|h| !h.is_empty())
            .map(PathBuf::from)
            .ok_or_else(|| "HOME is not set: cannot find the user's settings".to_owned())
    };
    let env_dir = |var: &str| {
        std::env::var_os(var)
            .filter(|d| !d.is_empty())
            .map(PathBuf::from)
    };
    Ok(match (host, scope) {
        (Host::Claude, Scope::User) => match env_dir("CLAUDE_CONFIG_DIR") {
            Some(dir) => dir.join("settings.json"),
            None => home()?.join(".claude/settings.json"),
        },
        (Host::Claude, Scope::Project) => project().join(".claude/settings.json"),
        (Host::Claude, Scope::Local) => project().join(".claude/settings.local.json"),
        (Host::Codex, Scope::User) => match env_dir("CODEX_HOME") {
            Some(dir) => dir.join("hooks.json"),
            None => home()?.join(".codex/hooks.json"),
        },
        (Host::Codex, Scope::Project) => project().join(".codex/hooks.json"),
        (Host::Codex, Scope::Local) => {
            return Err(
                "codex has no local scope: choose --scope user or --scope project".to_owned(),
            );
        }
    })
}

/// How a file was laid out, so that writing it back changes little else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Style {
    /// The indent of one level; `None` for a file on one line.
    indent: Option<String>,
    final_newline: bool,
}

impl Default for Style {
    fn default() -> Self {
        Style {
            indent: Some("  ".into()),
            final_newline: true,
        }
    }
}

impl Style {
    fn of(text: &str) -> Style {
        let body = text.trim_end();
        if !body.contains('\n') {
            return Style {
                indent: None,
                final_newline: text.ends_with('\n'),
            };
        }
        let indent = body
            .lines()
            .skip(1)
            .map(|l| &l[..l.len() - l.trim_start().len()])
            .find(|ws| !ws.is_empty())
            .unwrap_or("  ");
        Style {
            indent: Some(indent.to_owned()),
            final_newline: text.ends_with('\n'),
        }
    }
}

/// A settings file as read, and its parsed contents.
#[derive(Debug)]
pub(crate) struct Settings {
    pub(crate) path: PathBuf,
    /// The bytes on disk; `None` when there is no file yet.
    pub(crate) original: Option<Vec<u8>>,
    pub(crate) root: Json,
    style: Style,
}

/// Reads `path`. A missing file is an empty one; anything that is not a JSON
/// object with a well-formed `hooks` is an error naming the file and the
/// problem.
pub(crate) fn read(path: &Path) -> Result<Settings, String> {
    let shown = crate::config::file::display(path);
    let bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Ok(Settings {
                path: path.to_path_buf(),
                original: None,
                root: Json::Object(Vec::new()),
                style: Style::default(),
            });
        }
        Err(e) => {
            return Err(format!(
                "cannot read {shown}: {}",
                crate::config::file::io_reason(&e)
            ));
        }
    };
    let text = std::str::from_utf8(&bytes)
        .map_err(|_| format!("{shown} is not UTF-8 text; nothing was changed"))?;
    let root = if text.trim().is_empty() {
        Json::Object(Vec::new())
    } else {
        serde_json::from_str::<Json>(text).map_err(|e| {
            format!(
                "{shown} is not valid JSON ({e}); fix or move the file, nothing was changed \
                 (comments and trailing commas are not JSON)"
            )
        })?
    };
    if !matches!(root, Json::Object(_)) {
        return Err(format!(
            "{shown} holds {} where an object was expected; nothing was changed",
            root.kind()
        ));
    }
    check_shape(&root).map_err(|why| format!("{shown}: {why}; nothing was changed"))?;
    Ok(Settings {
        path: path.to_path_buf(),
        style: Style::of(text),
        original: Some(bytes),
        root,
    })
}

impl Settings {
    /// The file as it would be written.
    pub(crate) fn render(&self) -> Vec<u8> {
        render(&self.root, &self.style)
    }

    /// Whether the contents differ from the file's: a file is only written
    /// when they do, so a second install leaves it byte for byte alone.
    pub(crate) fn is_changed(&self) -> bool {
        match &self.original {
            None => self.root != Json::Object(Vec::new()),
            Some(bytes) => {
                let text = String::from_utf8_lossy(bytes);
                let before = if text.trim().is_empty() {
                    Ok(Json::Object(Vec::new()))
                } else {
                    serde_json::from_str::<Json>(&text)
                };
                before.map_or(true, |before| before != self.root)
            }
        }
    }
}

fn render(root: &Json, style: &Style) -> Vec<u8> {
    let mut out = Vec::new();
    let written = match &style.indent {
        Some(indent) => {
            let formatter = serde_json::ser::PrettyFormatter::with_indent(indent.as_bytes());
            let mut ser = serde_json::Serializer::with_formatter(&mut out, formatter);
            root.serialize(&mut ser)
        }
        None => root.serialize(&mut serde_json::Serializer::new(&mut out)),
    };
    // Serializing a tree of strings, numbers and containers into memory cannot fail.
    debug_assert!(written.is_ok());
    if style.final_newline {
        out.push(b'\n');
    }
    out
}

/// The settings' `hooks` must be an object of arrays of objects, each group's
/// `hooks` an array of objects: anything else is refused rather than guessed.
fn check_shape(root: &Json) -> Result<(), String> {
    unique(root, "hooks").map_err(|k| format!("the key {k:?} appears twice"))?;
    let Some(hooks) = root.get("hooks") else {
        return Ok(());
    };
    let Json::Object(events) = hooks else {
        return Err(format!("\"hooks\" is {}, not an object", hooks.kind()));
    };
    for (event, groups) in events {
        unique(hooks, event).map_err(|k| format!("hooks.{k} appears twice"))?;
        let Json::Array(groups) = groups else {
            return Err(format!("hooks.{event} is {}, not an array", groups.kind()));
        };
        for (i, group) in groups.iter().enumerate() {
            if !matches!(group, Json::Object(_)) {
                return Err(format!(
                    "hooks.{event}[{i}] is {}, not an object",
                    group.kind()
                ));
            }
            match group.get("hooks") {
                None => {}
                Some(Json::Array(entries)) => {
                    if let Some(j) = entries.iter().position(|e| !matches!(e, Json::Object(_))) {
                        return Err(format!("hooks.{event}[{i}].hooks[{j}] is not an object"));
                    }
                }
                Some(other) => {
                    return Err(format!(
                        "hooks.{event}[{i}].hooks is {}, not an array",
                        other.kind()
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `Err(key)` when `key` appears more than once in `object`.
fn unique<'a>(object: &Json, key: &'a str) -> Result<(), &'a str> {
    match object {
        Json::Object(entries) if entries.iter().filter(|(k, _)| k == key).count() > 1 => Err(key),
        _ => Ok(()),
    }
}

/// One hookjudge entry found in a settings file.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Registered {
    pub(crate) event: String,
    pub(crate) matcher: Option<String>,
    pub(crate) command: String,
    pub(crate) timeout: Option<f64>,
}

/// Every hookjudge entry in `root`, in file order.
pub(crate) fn registered(root: &Json) -> Vec<Registered> {
    let mut found = Vec::new();
    let Some(Json::Object(events)) = root.get("hooks") else {
        return found;
    };
    for (event, groups) in events {
        let Json::Array(groups) = groups else {
            continue;
        };
        for group in groups {
            let Some(Json::Array(entries)) = group.get("hooks") else {
                continue;
            };
            for entry in entries.iter().filter(|e| is_ours(e)) {
                found.push(Registered {
                    event: event.clone(),
                    matcher: group
                        .get("matcher")
                        .and_then(Json::as_str)
                        .map(str::to_owned),
                    command: entry
                        .get("command")
                        .and_then(Json::as_str)
                        .unwrap_or_default()
                        .to_owned(),
                    timeout: entry.get("timeout").and_then(Json::as_f64),
                });
            }
        }
    }
    found
}

/// A command hook entry whose program is `hookjudge`, at any path.
fn is_ours(entry: &Json) -> bool {
    let command_type = entry.get("type").and_then(Json::as_str);
    command_type.is_none_or(|t| t == "command")
        && entry
            .get("command")
            .and_then(Json::as_str)
            .is_some_and(is_hookjudge_command)
}

/// Whether `command`'s program (its first word after any `VAR=value`
/// assignments) is named `hookjudge`.
pub(crate) fn is_hookjudge_command(command: &str) -> bool {
    program(command).is_some_and(|p| Path::new(&p).file_name().is_some_and(|n| n == PROGRAM))
}

/// The program a shell command line runs, unquoted.
pub(crate) fn program(command: &str) -> Option<String> {
    shell_words(command).into_iter().find(|w| !is_assignment(w))
}

fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !name.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// Splits a command line into words as `sh` would for plain words and
/// quotes (no expansions): enough to find the program and its flags.
pub(crate) fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                word.extend(chars.by_ref().take_while(|&c| c != '\''));
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => word.extend(chars.next()),
                        c => word.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                word.extend(chars.next());
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            // The first command of a list is the one that matters.
            ';' | '&' | '|' => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
                break;
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// Quotes `word` for `sh` when it needs it.
pub(crate) fn shell_quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+:@%,=".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The entry hookjudge wants in one event.
#[derive(Debug, Clone)]
pub(crate) struct Wanted {
    pub(crate) event: &'static str,
    pub(crate) matcher: Option<&'static str>,
    pub(crate) command: String,
    pub(crate) timeout: u64,
}

/// Registers `wanted` in `root`. The first hookjudge entry of the event is
/// updated in place (its other keys, and its group's matcher, are kept);
/// further hookjudge entries of that event are removed. With none, a new
/// group goes at the end of the event's list.
pub(crate) fn install(root: &mut Json, wanted: &Wanted) {
    let hooks = object_entry(root, "hooks");
    let groups = match object_entry(hooks, wanted.event) {
        Json::Array(groups) => groups,
        // check_shape refused anything else when the file was read.
        other => {
            *other = Json::Array(Vec::new());
            let Json::Array(groups) = other else {
                unreachable!("just set")
            };
            groups
        }
    };
    let mut updated = false;
    groups.retain_mut(|group| {
        let Some(Json::Array(entries)) = group_entries(group) else {
            return true;
        };
        let before = entries.len();
        entries.retain_mut(|entry| {
            if !is_ours(entry) {
                return true;
            }
            if updated {
                return false;
            }
            set(entry, "type", Json::String("command".into()));
            set(entry, "command", Json::String(wanted.command.clone()));
            set(entry, "timeout", Json::Number(wanted.timeout.into()));
            updated = true;
            true
        });
        // A group emptied just now held only duplicates of ours.
        !(entries.is_empty() && before > 0)
    });
    if !updated {
        let mut group = Vec::new();
        if let Some(m) = wanted.matcher {
            group.push(("matcher".to_owned(), Json::String(m.into())));
        }
        let entry = Json::Object(vec![
            ("type".into(), Json::String("command".into())),
            ("command".into(), Json::String(wanted.command.clone())),
            ("timeout".into(), Json::Number(wanted.timeout.into())),
        ]);
        group.push(("hooks".into(), Json::Array(vec![entry])));
        groups.push(Json::Object(group));
    }
}

/// Removes hookjudge's entries from the `events` given (all when `None`),
/// and any group, event list or `hooks` object left empty by that removal.
/// Returns how many entries went.
pub(crate) fn uninstall(root: &mut Json, events: Option<&[&str]>) -> usize {
    let Json::Object(top) = root else { return 0 };
    let Some(hooks_at) = top.iter().position(|(k, _)| k == "hooks") else {
        return 0;
    };
    let Json::Object(event_lists) = &mut top[hooks_at].1 else {
        return 0;
    };
    let mut removed = 0;
    let mut emptied_events = Vec::new();
    for (event, groups) in event_lists.iter_mut() {
        if events.is_some_and(|list| !list.contains(&event.as_str())) {
            continue;
        }
        let Json::Array(groups) = groups else {
            continue;
        };
        let before = removed;
        groups.retain_mut(|group| {
            let Some(Json::Array(entries)) = group_entries(group) else {
                return true;
            };
            let n = entries.len();
            entries.retain(|e| !is_ours(e));
            removed += n - entries.len();
            // Emptied by this removal; a group the user left empty stays.
            !(entries.is_empty() && n > 0)
        });
        if removed > before && groups.is_empty() {
            emptied_events.push(event.clone());
        }
    }
    event_lists.retain(|(k, _)| !emptied_events.contains(k));
    if event_lists.is_empty() && removed > 0 {
        top.remove(hooks_at);
    }
    removed
}

fn group_entries(group: &mut Json) -> Option<&mut Json> {
    match group {
        Json::Object(entries) => entries
            .iter_mut()
            .find(|(k, _)| k == "hooks")
            .map(|(_, v)| v),
        _ => None,
    }
}

/// The value of `key` in `object`, inserted at the end (as an empty object)
/// when missing.
fn object_entry<'a>(object: &'a mut Json, key: &str) -> &'a mut Json {
    if !matches!(object, Json::Object(_)) {
        *object = Json::Object(Vec::new());
    }
    let Json::Object(entries) = object else {
        unreachable!("just set")
    };
    let at = if let Some(at) = entries.iter().position(|(k, _)| k == key) {
        at
    } else {
        entries.push((key.to_owned(), Json::Object(Vec::new())));
        entries.len() - 1
    };
    &mut entries[at].1
}

/// Sets `key` in `object`: in place when present, at the end otherwise.
fn set(object: &mut Json, key: &str, value: Json) {
    if let Json::Object(entries) = object {
        match entries.iter_mut().find(|(k, _)| k == key) {
            Some(entry) => entry.1 = value,
            None => entries.push((key.to_owned(), value)),
        }
    }
}

/// Writes `bytes` to `path` atomically: a temporary file in the same folder,
/// flushed to disk, renamed over the old one, keeping its permissions. A
/// symlink is followed, so a settings file kept in a dotfiles repository
/// stays a link. The previous content, if any, is first copied to a backup
/// beside the file, whose path is returned.
pub(crate) fn write(path: &Path, bytes: &[u8]) -> io::Result<Option<PathBuf>> {
    let target = match fs::canonicalize(path) {
        Ok(real) => real,
        Err(e) if e.kind() == io::ErrorKind::NotFound => path.to_path_buf(),
        Err(e) => return Err(e),
    };
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir)?;
    let old_mode = fs::metadata(&target)
        .ok()
        .map(|m| m.permissions().mode() & 0o7777);
    let backup = match old_mode {
        Some(_) => Some(backup(&target)?),
        None => None,
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.hookjudge-{}.tmp", std::process::id()));
    // Left by a crashed run that had this process id.
    let _ = fs::remove_file(&tmp);
    let result = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o666)
            .open(&tmp)?;
        if let Some(mode) = old_mode {
            file.set_permissions(fs::Permissions::from_mode(mode))?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, &target)?;
        // The rename itself is durable once the folder is.
        File::open(&dir)?.sync_all()
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result.map(|()| backup)
}

/// Copies `path` to `<name>.<YYYYmmdd-HHMMSS>.bak` beside it, never over an
/// existing file.
fn backup(path: &Path) -> io::Result<PathBuf> {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    for n in 0..100 {
        let suffix = if n == 0 {
            String::new()
        } else {
            format!("-{n}")
        };
        let candidate = path.with_file_name(format!("{name}.{stamp}{suffix}.bak"));
        if fs::symlink_metadata(&candidate).is_err() {
            fs::copy(path, &candidate)?;
            return Ok(candidate);
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "too many backups this second",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Json {
        serde_json::from_str(text).unwrap()
    }

    fn text(root: &Json) -> String {
        String::from_utf8(render(root, &Style::default())).unwrap()
    }

    fn wanted(event: HookEvent) -> Wanted {
        Wanted {
            event: event.key(),
            matcher: event.matcher(Host::Claude),
            command: "/bin/hookjudge --detector all".into(),
            timeout: 60,
        }
    }

    #[test]
    fn round_trips_order_and_duplicates() {
        let src = "{\n  \"z\": 1,\n  \"a\": [\n    true,\n    null,\n    1.5,\n    -3\n  ],\n  \"m\": {\n    \"y\": \"é\\n\",\n    \"b\": {}\n  },\n  \"z\": 2\n}\n";
        let root = parse(src);
        assert_eq!(
            String::from_utf8(render(&root, &Style::of(src))).unwrap(),
            src
        );
        let tabs = "{\n\t\"b\": 1,\n\t\"a\": []\n}";
        assert_eq!(
            String::from_utf8(render(&parse(tabs), &Style::of(tabs))).unwrap(),
            tabs
        );
        let compact = r#"{"b":1,"a":{"c":[]}}"#;
        assert_eq!(
            String::from_utf8(render(&parse(compact), &Style::of(compact))).unwrap(),
            compact
        );
    }

    #[test]
    fn install_appends_then_updates_in_place() {
        let mut root = parse(
            r#"{"model":"x","hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"other"}]}]},"z":1}"#,
        );
        install(&mut root, &wanted(HookEvent::Stop));
        install(&mut root, &wanted(HookEvent::PreToolUse));
        let once = root.clone();
        install(&mut root, &wanted(HookEvent::Stop));
        install(&mut root, &wanted(HookEvent::PreToolUse));
        assert_eq!(root, once, "installing twice changes nothing");
        assert_eq!(
            serde_json::to_string(&root).unwrap(),
            r#"{"model":"x","hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"other"}]},{"matcher":"Bash|Edit|Write|MultiEdit|NotebookEdit","hooks":[{"type":"command","command":"/bin/hookjudge --detector all","timeout":60}]}],"Stop":[{"hooks":[{"type":"command","command":"/bin/hookjudge --detector all","timeout":60}]}]},"z":1}"#
        );
        // An old entry is updated where it stands, keeping its other keys;
        // a duplicate goes, and so does the group it leaves empty.
        let mut root = parse(
            r#"{"hooks":{"Stop":[{"hooks":[{"command":"hookjudge -d commit","statusMessage":"judging","timeout":5},{"type":"command","command":"say done"}]},{"hooks":[{"type":"command","command":"/old/hookjudge"}]}]}}"#,
        );
        install(&mut root, &wanted(HookEvent::Stop));
        assert_eq!(
            serde_json::to_string(&root).unwrap(),
            r#"{"hooks":{"Stop":[{"hooks":[{"command":"/bin/hookjudge --detector all","statusMessage":"judging","timeout":60,"type":"command"},{"type":"command","command":"say done"}]}]}}"#
        );
    }

    #[test]
    fn uninstall_removes_only_ours_and_what_it_empties() {
        let original = parse(
            r#"{"a":1,"hooks":{"Stop":[{"hooks":[{"type":"command","command":"say done"}]}],"Notification":[]}}"#,
        );
        let mut root = original.clone();
        install(&mut root, &wanted(HookEvent::Stop));
        install(&mut root, &wanted(HookEvent::SubagentStop));
        install(&mut root, &wanted(HookEvent::PreToolUse));
        assert_eq!(uninstall(&mut root, None), 3);
        assert_eq!(root, original, "{}", text(&root));
        // Nothing of ours: nothing changes, not even the user's empty lists.
        assert_eq!(uninstall(&mut root, None), 0);
        assert_eq!(root, original);
        // Only the events asked for.
        let mut root = parse("{}");
        install(&mut root, &wanted(HookEvent::Stop));
        install(&mut root, &wanted(HookEvent::PreToolUse));
        assert_eq!(uninstall(&mut root, Some(&["PreToolUse"])), 1);
        assert_eq!(registered(&root).len(), 1);
        assert_eq!(uninstall(&mut root, None), 1);
        assert_eq!(root, parse("{}"));
    }

    #[test]
    fn recognizes_hookjudge_at_any_path() {
        for c in [
            "hookjudge",
            "/home/u/.cargo/bin/hookjudge --detector all",
            "'/Users/A B/bin/hookjudge' -d commit",
            "HOOKJUDGE_LOG_DIR=/tmp hookjudge",
            "~/bin/hookjudge; echo",
        ] {
            assert!(is_hookjudge_command(c), "{c}");
        }
        for c in ["hookjudge-dev", "echo hookjudge", "/bin/hookjudge.sh", ""] {
            assert!(!is_hookjudge_command(c), "{c}");
        }
        assert!(!is_ours(&parse(
            r#"{"type":"prompt","command":"hookjudge"}"#
        )));
    }

    #[test]
    fn shell_words_and_quotes() {
        assert_eq!(
            shell_words(r#"a 'b c' "d \" e" f\ g"#),
            ["a", "b c", "d \" e", "f g"]
        );
        assert_eq!(shell_quote("/usr/bin/hookjudge"), "/usr/bin/hookjudge");
        assert_eq!(shell_quote("/A B/it's"), r"'/A B/it'\''s'");
        assert_eq!(shell_words(&shell_quote("/A B/it's")), ["/A B/it's"]);
    }

    #[test]
    fn bad_shapes_are_refused() {
        for bad in [
            r#"{"hooks":[]}"#,
            r#"{"hooks":{"Stop":{}}}"#,
            r#"{"hooks":{"Stop":[1]}}"#,
            r#"{"hooks":{"Stop":[{"hooks":{}}]}}"#,
            r#"{"hooks":{"Stop":[{"hooks":["x"]}]}}"#,
            r#"{"hooks":{},"hooks":{}}"#,
        ] {
            assert!(check_shape(&parse(bad)).is_err(), "{bad}");
        }
        assert!(check_shape(&parse(r#"{"hooks":{"Stop":[{"matcher":"x"}]}}"#)).is_ok());
    }

    #[test]
    fn writes_atomically_with_a_backup_and_the_old_mode() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        assert_eq!(write(&path, b"{}\n").unwrap(), None);
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        let backup = write(&path, b"{\"a\":1}\n").unwrap().unwrap();
        assert_eq!(fs::read(&backup).unwrap(), b"{}\n");
        assert_eq!(fs::read(&path).unwrap(), b"{\"a\":1}\n");
        assert_eq!(
            fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o600
        );
        // Through a symlink: the link stays, its target changes.
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&path, &link).unwrap();
        write(&link, b"{\"b\":2}\n").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&path).unwrap(), b"{\"b\":2}\n");
        let names: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            !names
                .iter()
                .any(|n| Path::new(n).extension().is_some_and(|e| e == "tmp")),
            "{names:?}"
        );
    }
}
