//! The hosts' settings files, where hookjudge is registered as a hook:
//! Claude Code's `settings.json` (user, project, local) and Codex's
//! `hooks.json` (user, project). Both hold `{"hooks": {Event: [{"matcher"?,
//! "hooks": [{"type":"command","command":…,"timeout":…}]}]}}`.
//!
//! A settings file belongs to the user. It is read into [`Json`], which keeps
//! every key in its order (and any duplicate), so that writing it back
//! changes nothing but hookjudge's own entries. A file that is not valid JSON,
//! or whose `hooks` has an unexpected shape, is refused and left untouched.
//! Writes go through [`crate::util::file::replace`]: atomic, keeping the file's
//! permissions, the old file copied to a backup first.
//!
//! Not on the hook path: nothing here runs when a hook fires.

use anyhow::anyhow;
mod json;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub(crate) use json::Json;
use json::{Style, render};

use crate::cli::{Host, Scope};
use crate::util::file::{self, ReadError};
use crate::util::shell::{is_assignment, program, shell_quote, word_spans};

/// The most a settings file may hold: real ones are a few KB.
pub(crate) const SETTINGS_CAP: u64 = 4 << 20;

/// The program name that marks a hook entry as hookjudge's, at any path.
pub(crate) const PROGRAM: &str = "hookjudge";

/// The settings file of `host` at `scope`. Project scopes live in the
/// project's root: the git root above `cwd`, else `cwd` itself.
pub(crate) fn path(host: Host, scope: Scope, cwd: &Path) -> anyhow::Result<PathBuf> {
    let project = || crate::config::file::git_root(cwd).unwrap_or_else(|| cwd.to_path_buf());
    let home = || {
        std::env::var_os("HOME")
            .filter(|h| !h.is_empty())
            .map(PathBuf::from)
            .ok_or_else(|| anyhow!("HOME is not set: cannot find the user's settings"))
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
            return Err(anyhow!(
                "codex has no local scope: choose --scope user or --scope project"
            ));
        }
    })
}

/// [`path`], for writing: at project and local scope the file, followed
/// through any symlink (of itself or of a folder above it), must stay inside
/// the project's root. A repository's `.claude -> ~/elsewhere` would
/// otherwise redirect the write and its backup out of the project.
pub(crate) fn path_to_write(host: Host, scope: Scope, cwd: &Path) -> anyhow::Result<PathBuf> {
    let path = path(host, scope, cwd)?;
    if matches!(scope, Scope::User) {
        return Ok(path);
    }
    let root = crate::config::file::git_root(cwd).unwrap_or_else(|| cwd.to_path_buf());
    let root = std::fs::canonicalize(&root)
        .map_err(|e| anyhow!("cannot resolve {}: {e}", crate::util::path::display(&root)))?;
    match resolved(&path) {
        Some(real) if real.starts_with(&root) => Ok(path),
        Some(real) => Err(anyhow!(
            "{} leads outside the project ({} through a symlink); refusing to write there, \
             nothing was changed",
            crate::util::path::display(&path),
            crate::util::path::display(&real),
        )),
        None => Err(anyhow!(
            "{} cannot be resolved (a dangling symlink on the way?); nothing was changed",
            crate::util::path::display(&path),
        )),
    }
}

/// Where writing `path` would land: the file itself if it resolves, else its
/// nearest existing folder with the rest appended. `None` when a symlink on
/// the way leads nowhere.
fn resolved(path: &Path) -> Option<PathBuf> {
    let mut rest = Vec::new();
    let mut at = path;
    loop {
        match std::fs::canonicalize(at) {
            Ok(real) => return Some(rest.iter().rev().fold(real, |p, c| p.join(c))),
            // A link that exists but leads nowhere: not followed blindly.
            Err(_) if std::fs::symlink_metadata(at).is_ok() => return None,
            Err(_) => {
                rest.push(at.file_name()?.to_owned());
                at = at.parent()?;
            }
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
///
/// A project's settings file comes with the repository: it is read as any
/// file someone else placed (non-blocking, a regular file, at most
/// [`SETTINGS_CAP`] bytes).
pub(crate) fn read(path: &Path) -> anyhow::Result<Settings> {
    let shown = crate::util::path::display(path);
    let bytes = match file::read_capped(path, SETTINGS_CAP) {
        Ok(bytes) => bytes,
        Err(ReadError::NotFound) => {
            return Ok(Settings {
                path: path.to_path_buf(),
                original: None,
                root: Json::Object(Vec::new()),
                style: Style::default(),
            });
        }
        Err(e) => return Err(anyhow!("{}; nothing was changed", e.at(path))),
    };
    let text = std::str::from_utf8(&bytes)
        .map_err(|_| anyhow!("{shown} is not UTF-8 text; nothing was changed"))?;
    let root = if text.trim().is_empty() {
        Json::Object(Vec::new())
    } else {
        json::parse(text).map_err(|e| {
            anyhow!(
                "{shown} is not valid JSON ({e}); fix or move the file, nothing was changed \
                 (comments and trailing commas are not JSON)"
            )
        })?
    };
    if !matches!(root, Json::Object(_)) {
        return Err(anyhow!(
            "{shown} holds {} where an object was expected; nothing was changed",
            root.kind()
        ));
    }
    check_shape(&root).map_err(|why| anyhow!("{shown}: {why}; nothing was changed"))?;
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
                    json::parse(&text)
                };
                before.map_or(true, |before| before != self.root)
            }
        }
    }
}

/// The settings' `hooks` must be an object of arrays of objects, each group's
/// `hooks` an array of objects: anything else is refused rather than guessed.
///
/// A key twice in one object is refused anywhere under `hooks`: the hosts
/// take the last copy (or reject the file), so changing the first would
/// change nothing the host sees.
fn check_shape(root: &Json) -> anyhow::Result<()> {
    unique(root, "hooks").map_err(|k| anyhow!("the key {k:?} appears twice"))?;
    let Some(hooks) = root.get("hooks") else {
        return Ok(());
    };
    if let Some(at) = duplicate_key(hooks, "hooks") {
        return Err(anyhow!(
            "the key {at} appears twice (the host reads only one copy; remove the other)"
        ));
    }
    let Json::Object(events) = hooks else {
        return Err(anyhow!("\"hooks\" is {}, not an object", hooks.kind()));
    };
    for (event, groups) in events {
        unique(hooks, event).map_err(|k| anyhow!("hooks.{k} appears twice"))?;
        let Json::Array(groups) = groups else {
            return Err(anyhow!("hooks.{event} is {}, not an array", groups.kind()));
        };
        for (i, group) in groups.iter().enumerate() {
            if !matches!(group, Json::Object(_)) {
                return Err(anyhow!(
                    "hooks.{event}[{i}] is {}, not an object",
                    group.kind()
                ));
            }
            match group.get("hooks") {
                None => {}
                Some(Json::Array(entries)) => {
                    if let Some(j) = entries.iter().position(|e| !matches!(e, Json::Object(_))) {
                        return Err(anyhow!("hooks.{event}[{i}].hooks[{j}] is not an object"));
                    }
                }
                Some(other) => {
                    return Err(anyhow!(
                        "hooks.{event}[{i}].hooks is {}, not an array",
                        other.kind()
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The path of the first key that appears twice in one object, anywhere in `value`.
fn duplicate_key(value: &Json, at: &str) -> Option<String> {
    match value {
        Json::Object(entries) => entries.iter().enumerate().find_map(|(i, (k, v))| {
            if entries[..i].iter().any(|(seen, _)| seen == k) {
                return Some(format!("{at}.{k}"));
            }
            duplicate_key(v, &format!("{at}.{k}"))
        }),
        Json::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| duplicate_key(v, &format!("{at}[{i}]"))),
        _ => None,
    }
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

/// The entry hookjudge wants in one event.
#[derive(Debug, Clone)]
pub(crate) struct Wanted {
    pub(crate) event: &'static str,
    pub(crate) matcher: Option<&'static str>,
    /// This binary's path, quoted for `sh`.
    pub(crate) program: String,
    /// `--detector`'s value, when install was given one.
    pub(crate) detectors: Option<String>,
    /// `--host`'s value, for a host that is not told apart by its events.
    pub(crate) host: Option<&'static str>,
    pub(crate) timeout: u64,
}

impl Wanted {
    /// The command to register. An entry's existing command is the user's:
    /// its `VAR=value` prefixes, its other flags and the way it is quoted
    /// stay as written; only what install owns changes (the program's path,
    /// `--detector` when asked for, `--host`).
    pub(crate) fn command(&self, existing: Option<&str>) -> String {
        let fresh = || {
            let mut c = self.program.clone();
            if let Some(d) = &self.detectors {
                let _ = write!(c, " --detector {}", shell_quote(d));
            }
            if let Some(h) = self.host {
                let _ = write!(c, " --host {h}");
            }
            c
        };
        let Some(line) = existing else {
            return fresh();
        };
        let words = word_spans(line);
        let Some(at) = words.iter().position(|(_, w)| !is_assignment(w)) else {
            return fresh();
        };
        // (range, replacement), applied from the end so ranges stay valid.
        let mut edits: Vec<(std::ops::Range<usize>, String)> =
            vec![(words[at].0.clone(), self.program.clone())];
        let mut host_set = false;
        let mut i = at + 1;
        while i < words.len() {
            let (range, word) = &words[i];
            let value = words.get(i + 1).map(|(r, _)| r.clone());
            let prev_end = words[i - 1].0.end;
            match word.as_str() {
                "--detector" | "-d" if self.detectors.is_some() => {
                    let end = value.map_or(range.end, |v| v.end);
                    edits.push((prev_end..end, String::new()));
                    i += 2;
                    continue;
                }
                w if self.detectors.is_some()
                    && (w.starts_with("--detector=")
                        || (w.starts_with("-d") && w.len() > 2 && !w.starts_with("--"))) =>
                {
                    edits.push((prev_end..range.end, String::new()));
                }
                "--host" if self.host.is_some() => {
                    if let (Some(v), Some(h)) = (value, self.host) {
                        edits.push((v, h.to_owned()));
                        host_set = true;
                    }
                    i += 2;
                    continue;
                }
                w if w.starts_with("--host=") => {
                    if let Some(h) = self.host {
                        edits.push((range.clone(), format!("--host={h}")));
                        host_set = true;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        let end = words.last().map_or(line.len(), |(r, _)| r.end);
        let mut tail = String::new();
        if let Some(d) = &self.detectors {
            let _ = write!(tail, " --detector {}", shell_quote(d));
        }
        if let (Some(h), false) = (self.host, host_set) {
            let _ = write!(tail, " --host {h}");
        }
        if !tail.is_empty() {
            edits.push((end..end, tail));
        }
        edits.sort_by_key(|(r, _)| std::cmp::Reverse((r.start, r.end)));
        let mut out = line.to_owned();
        for (range, text) in edits {
            out.replace_range(range, &text);
        }
        out
    }
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
            let command = wanted.command(entry.get("command").and_then(Json::as_str));
            set(entry, "type", Json::String("command".into()));
            set(entry, "command", Json::String(command));
            set(entry, "timeout", Json::Number(wanted.timeout.to_string()));
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
            ("command".into(), Json::String(wanted.command(None))),
            ("timeout".into(), Json::Number(wanted.timeout.to_string())),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::HookEvent;

    fn parse(text: &str) -> Json {
        json::parse(text).unwrap()
    }

    fn text(root: &Json) -> String {
        String::from_utf8(render(root, &Style::default())).unwrap()
    }

    fn wanted(event: HookEvent) -> Wanted {
        Wanted {
            event: event.key(),
            matcher: event.matcher(Host::Claude),
            program: "/bin/hookjudge".into(),
            detectors: Some("all".into()),
            host: None,
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
        // Numbers keep their digits, however many.
        let numbers = r#"{"id":123456789012345678901234567890,"f":0.10000000000000000555,"e":-1.5E+300,"s":"1 2","n":[0,-0.0]}"#;
        assert_eq!(
            String::from_utf8(render(&parse(numbers), &Style::of(numbers))).unwrap(),
            numbers
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
    #[allow(clippy::items_after_statements)]
    fn an_existing_command_keeps_what_install_does_not_own() {
        let w = |detectors: Option<&str>, host: Option<&'static str>| Wanted {
            event: "Stop",
            matcher: None,
            program: "/new/hookjudge".into(),
            detectors: detectors.map(str::to_owned),
            host,
            timeout: 150,
        };
        // (detectors, host, the existing command, the command written)
        type Case = (
            Option<&'static str>,
            Option<&'static str>,
            Option<&'static str>,
            &'static str,
        );
        let cases: &[Case] = &[
            (None, None, None, "/new/hookjudge"),
            (
                Some("commit"),
                Some("codex"),
                None,
                "/new/hookjudge --detector commit --host codex",
            ),
            (
                None,
                None,
                Some("A=1 'B=2' hookjudge --model m"),
                "A=1 'B=2' /new/hookjudge --model m",
            ),
            (
                Some("all"),
                None,
                Some("hookjudge -d commit --timeout 5 -dscope-check"),
                "/new/hookjudge --timeout 5 --detector all",
            ),
            (
                Some("all"),
                None,
                Some("hookjudge --detector=commit"),
                "/new/hookjudge --detector all",
            ),
            (
                None,
                Some("codex"),
                Some("hookjudge --host claude --shadow"),
                "/new/hookjudge --host codex --shadow",
            ),
            (
                None,
                Some("codex"),
                Some("hookjudge --host=claude"),
                "/new/hookjudge --host=codex",
            ),
            (
                None,
                Some("codex"),
                Some("hookjudge --shadow; echo done"),
                "/new/hookjudge --shadow --host codex; echo done",
            ),
            (
                None,
                None,
                Some("'/Users/A B/hookjudge'  --shadow"),
                "/new/hookjudge  --shadow",
            ),
        ];
        for (detectors, host, existing, want) in cases {
            assert_eq!(
                w(*detectors, *host).command(*existing),
                *want,
                "{existing:?}"
            );
        }
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
}
