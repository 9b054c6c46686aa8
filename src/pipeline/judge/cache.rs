//! The verdict cache: the same detector on the same text, asked of the same
//! judge, gets the same verdict without a second judge call.
//!
//! One small JSON file per verdict in `<dir>/verdicts/`, named by the SHA-256
//! of everything that could change the answer: the detector's whole
//! definition, the prompt format's [`VERSION`], the judge (backend, model,
//! server or command) and the redacted material. Not the built prompt: its
//! fence tag is new on every call. Only answers are kept, never failures.
//!
//! Hosts run matching hooks in parallel, so several hookjudge processes may
//! share the folder: an entry is written to a temporary file and renamed into
//! place, and a reader sees a whole entry or none. At most [`MAX_ENTRIES`]
//! are kept; the least recently used go first. A cache that cannot be read or
//! written is a miss and never changes a verdict.

use std::fs::{self, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use super::Backend;
use super::normalize::{self, Answer};
use super::prompt::{Material, VERSION};
use crate::detectors::Detector;

/// The most verdicts kept; past it, the store trims to [`KEEP_AFTER_TRIM`].
const MAX_ENTRIES: usize = 1000;
const KEEP_AFTER_TRIM: usize = 900;
/// An entry is a few hundred bytes; anything much larger is not one.
const MAX_ENTRY_BYTES: u64 = 16 << 10;
/// A temporary file this old was left by a process that died mid-write.
const STALE_TEMP: Duration = Duration::from_secs(60);

/// The cache for one run: its folder and the hash of what all its detectors
/// share (judge and material).
pub(crate) struct Cache {
    dir: PathBuf,
    shared: Sha256,
    /// [`MAX_ENTRIES`] and [`KEEP_AFTER_TRIM`]; smaller in tests.
    max: usize,
    keep: usize,
}

impl Cache {
    pub(crate) fn new(dir: &Path, backend: &Backend, material: &Material<'_>) -> Cache {
        let mut h = Sha256::new();
        part(&mut h, b"hookjudge verdict");
        part(&mut h, &VERSION.to_le_bytes());
        let judge: Vec<&str> = match backend {
            Backend::Codex { program, model } => vec!["codex", program, model],
            Backend::Claude { program, model } => vec!["claude", program, model],
            Backend::Command { command } => vec!["command", command],
            Backend::OpenAi(api) => vec!["openai", &api.base_url, &api.model],
            Backend::Anthropic(api) => vec!["anthropic", &api.base_url, &api.model],
        };
        parts(&mut h, &judge);
        part(&mut h, material.text.as_bytes());
        match material.tool_call {
            Some(call) => parts(&mut h, &["call", call]),
            None => part(&mut h, b"no call"),
        }
        part(&mut h, material.tools.as_bytes());
        Cache {
            dir: dir.join("verdicts"),
            shared: h,
            max: MAX_ENTRIES,
            keep: KEEP_AFTER_TRIM,
        }
    }

    /// The key of `detector`'s verdict on this material, as hex.
    fn key(&self, detector: &Detector) -> String {
        let mut h = self.shared.clone();
        parts(
            &mut h,
            &[
                detector.name,
                detector.summary,
                detector.prompt,
                detector.rule.trigger,
            ],
        );
        parts(&mut h, detector.rule.unless);
        for f in detector.fields {
            parts(&mut h, &[f.name, f.meaning]);
        }
        h.finalize().iter().fold(String::new(), |mut s, b| {
            use std::fmt::Write as _;
            let _ = write!(s, "{b:02x}");
            s
        })
    }

    /// The file of `detector`'s verdict on this material.
    #[cfg(test)]
    fn path(&self, detector: &Detector) -> PathBuf {
        self.dir.join(format!("{}.json", self.key(detector)))
    }

    /// The verdict stored for `detector`, if any; a hit counts as a use.
    /// Only a private folder is read, only a regular file, opened without
    /// blocking (a FIFO planted there must not hang the hook) and without
    /// following a symlink, and only an entry that names its own key.
    pub(crate) fn get(&self, detector: &Detector) -> Option<Answer> {
        if !is_private_dir(&self.dir) {
            return None;
        }
        let key = self.key(detector);
        let path = self.dir.join(format!("{key}.json"));
        let file = OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW)
            .open(&path)
            .ok()?;
        let meta = file.metadata().ok()?;
        if !meta.is_file() || meta.len() > MAX_ENTRY_BYTES {
            return None;
        }
        let mut text = String::new();
        file.take(MAX_ENTRY_BYTES).read_to_string(&mut text).ok()?;
        let answer = decode(detector, &key, &text)?;
        // Least recently used goes first: a hit makes the entry young again.
        if let Ok(f) = OpenOptions::new()
            .write(true)
            .custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW)
            .open(&path)
        {
            let _ = f.set_modified(SystemTime::now());
        }
        Some(answer)
    }

    /// Stores `answer` as `detector`'s verdict. Best effort.
    pub(crate) fn put(&self, detector: &Detector, answer: &Answer) {
        let _ = self.try_put(detector, answer);
    }

    fn try_put(&self, detector: &Detector, answer: &Answer) -> std::io::Result<()> {
        fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(&self.dir)?;
        if !is_private_dir(&self.dir) {
            return Err(std::io::Error::other("the cache folder is not private"));
        }
        let key = self.key(detector);
        let path = self.dir.join(format!("{key}.json"));
        let temp = self.dir.join(temp_name());
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&temp)?;
        let written = file
            .write_all(encode(detector, &key, answer).as_bytes())
            .and_then(|()| fs::rename(&temp, &path));
        if written.is_err() {
            let _ = fs::remove_file(&temp);
        }
        written?;
        self.trim();
        Ok(())
    }

    /// Keeps the folder bounded: drops the least recently used entries past
    /// `max` and temporary files left by dead processes. Another
    /// process may be trimming too; a file already gone is fine.
    fn trim(&self) {
        let Ok(list) = fs::read_dir(&self.dir) else {
            return;
        };
        let now = SystemTime::now();
        let age = |path: &Path| {
            let modified = fs::metadata(path).and_then(|m| m.modified());
            now.duration_since(modified.unwrap_or(UNIX_EPOCH))
                .unwrap_or_default()
        };
        let mut entries = Vec::new();
        for entry in list.flatten() {
            let path = entry.path();
            match path.extension().and_then(|e| e.to_str()) {
                Some("json") => entries.push(path),
                Some("tmp") if age(&path) > STALE_TEMP => {
                    let _ = fs::remove_file(&path);
                }
                _ => {}
            }
        }
        if entries.len() <= self.max {
            return;
        }
        // Only now is each entry's age worth a look.
        let mut aged: Vec<(Duration, PathBuf)> =
            entries.into_iter().map(|p| (age(&p), p)).collect();
        aged.sort_unstable_by_key(|(age, _)| std::cmp::Reverse(*age));
        for (_, path) in &aged[..aged.len() - self.keep] {
            let _ = fs::remove_file(path);
        }
    }
}

/// A real folder (not a symlink) that is safe for hookjudge's files: the
/// user's, and not writable by others unless sticky (the shared check).
fn is_private_dir(dir: &Path) -> bool {
    fs::symlink_metadata(dir).is_ok_and(|m| m.is_dir())
        && matches!(crate::util::private::unsafe_dir(dir), Ok(None))
}

/// Feeds one length-prefixed part, so that parts cannot run into each other.
fn part(h: &mut Sha256, bytes: &[u8]) {
    h.update((bytes.len() as u64).to_le_bytes());
    h.update(bytes);
}

fn parts(h: &mut Sha256, items: &[&str]) {
    part(h, &(items.len() as u64).to_le_bytes());
    for item in items {
        part(h, item.as_bytes());
    }
}

fn temp_name() -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!(
        ".{}-{nanos}-{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    )
}

fn encode(detector: &Detector, key: &str, answer: &Answer) -> String {
    let fields: Map<String, Value> = answer
        .fields
        .iter()
        .map(|(k, v)| ((*k).to_owned(), json!(v)))
        .collect();
    json!({
        "key": key,
        "detector": detector.name,
        "fields": fields,
        "reason": answer.reason,
        "violation": answer.violation,
    })
    .to_string()
}

/// An entry back into an answer; anything out of shape, or stored under
/// another key, is a miss. The decision is worked out again from the fields
/// by the detector's rule.
fn decode(detector: &Detector, key: &str, text: &str) -> Option<Answer> {
    let v: Value = serde_json::from_str(text).ok()?;
    if v["key"] != key || v["detector"] != detector.name {
        return None;
    }
    let stored = v["fields"].as_object()?;
    let fields = detector
        .fields
        .iter()
        .map(|f| match stored.get(f.name)? {
            Value::Bool(b) => Some((f.name, Some(*b))),
            Value::Null => Some((f.name, None)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    let violation = normalize::decide(&detector.rule, &fields);
    Some(Answer {
        reason: v["reason"].as_str()?.to_owned(),
        fields,
        violation,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::backend::Api;
    use crate::detectors::find;

    fn codex() -> Backend {
        Backend::Codex {
            program: "codex".into(),
            model: "m".into(),
        }
    }

    fn text(t: &str) -> Material<'_> {
        Material {
            text: t,
            ..Material::default()
        }
    }

    fn answer(violation: bool) -> Answer {
        let fields = vec![
            ("new_proposal", Some(violation)),
            ("verification_reported", Some(false)),
            ("direction_query", None),
            ("future_step_description", None),
        ];
        Answer {
            violation: normalize::decide(&find("commit").unwrap().rule, &fields),
            fields,
            reason: "r".into(),
        }
    }

    #[test]
    fn a_stored_verdict_comes_back() {
        let dir = tempfile::tempdir().unwrap();
        let commit = find("commit").unwrap();
        let cache = Cache::new(dir.path(), &codex(), &text("I'll push now."));
        assert_eq!(cache.get(commit), None);
        for want in [true, false] {
            cache.put(commit, &answer(want));
            let got = cache.get(commit).unwrap();
            assert_eq!(got, answer(want));
            assert_eq!(got.fields[2], ("direction_query", None));
        }
        // Another detector on the same text has its own entry.
        assert_eq!(cache.get(find("scope-check").unwrap()), None);
    }

    #[test]
    fn every_input_of_the_verdict_is_in_the_key() {
        let dir = tempfile::tempdir().unwrap();
        let commit = find("commit").unwrap();
        let key =
            |backend: &Backend, m: &Material<'_>| Cache::new(dir.path(), backend, m).path(commit);
        let base = key(&codex(), &text("a"));
        assert_eq!(base, key(&codex(), &text("a")));
        let api = |url: &str, model: &str| Api {
            base_url: url.into(),
            model: model.into(),
            key_env: "K".into(),
        };
        let others = [
            key(&codex(), &text("b")),
            key(
                &Backend::Codex {
                    program: "codex".into(),
                    model: "other".into(),
                },
                &text("a"),
            ),
            key(
                &Backend::Claude {
                    program: "codex".into(),
                    model: "m".into(),
                },
                &text("a"),
            ),
            key(
                &Backend::Command {
                    command: "judge".into(),
                },
                &text("a"),
            ),
            key(&Backend::OpenAi(api("http://a", "m")), &text("a")),
            key(&Backend::OpenAi(api("http://b", "m")), &text("a")),
            key(&Backend::Anthropic(api("http://a", "m")), &text("a")),
            key(
                &codex(),
                &Material {
                    text: "a",
                    tool_call: Some(""),
                    tools: "",
                },
            ),
            key(
                &codex(),
                &Material {
                    text: "a",
                    tool_call: None,
                    tools: "x",
                },
            ),
            // Parts cannot run into each other.
            key(
                &codex(),
                &Material {
                    text: "",
                    tool_call: None,
                    tools: "a",
                },
            ),
            Cache::new(dir.path(), &codex(), &text("a")).path(find("scope-check").unwrap()),
        ];
        for (i, other) in others.iter().enumerate() {
            assert_ne!(&base, other, "case {i}");
        }
    }

    #[test]
    fn damaged_entries_are_misses() {
        let dir = tempfile::tempdir().unwrap();
        let commit = find("commit").unwrap();
        let cache = Cache::new(dir.path(), &codex(), &text("x"));
        cache.put(commit, &answer(true));
        let path = cache.path(commit);
        for bad in [
            "",
            "{",
            r#"{"detector":"scope-check","fields":{},"reason":""}"#,
            r#"{"detector":"commit","fields":{"new_proposal":"yes"},"reason":""}"#,
            r#"{"detector":"commit","fields":{"new_proposal":true},"reason":"r"}"#,
        ] {
            fs::write(&path, bad).unwrap();
            assert_eq!(cache.get(commit), None, "{bad}");
        }
        // The rule decides, not the stored flag.
        let key = cache.key(commit);
        let whole = |verified: bool| {
            format!(
                r#"{{"key":"{key}","detector":"commit","fields":{{"new_proposal":true,"verification_reported":{verified},"direction_query":null,"future_step_description":null}},"reason":"r","violation":true}}"#
            )
        };
        fs::write(&path, whole(true)).unwrap();
        assert!(!cache.get(commit).unwrap().violation);
        // regression: a planted entry under another entry's name forced its
        // verdict; each entry carries its own key.
        let other = cache.key(find("scope-check").unwrap());
        fs::write(&path, whole(false).replace(&key, &other)).unwrap();
        assert_eq!(cache.get(commit), None);
    }

    #[test]
    fn planted_files_are_misses_that_never_hang() {
        let dir = tempfile::tempdir().unwrap();
        let commit = find("commit").unwrap();
        let cache = Cache::new(dir.path(), &codex(), &text("x"));
        cache.put(commit, &answer(true));
        let path = cache.path(commit);
        let entry = fs::read_to_string(&path).unwrap();
        // regression: a FIFO at an entry's name hung the hook on open.
        fs::remove_file(&path).unwrap();
        let made = std::process::Command::new("mkfifo").arg(&path).status();
        if made.is_ok_and(|s| s.success()) {
            assert_eq!(cache.get(commit), None);
            fs::remove_file(&path).unwrap();
        }
        // A symlink to a whole entry elsewhere is not followed.
        let elsewhere = dir.path().join("elsewhere.json");
        fs::write(&elsewhere, &entry).unwrap();
        std::os::unix::fs::symlink(&elsewhere, &path).unwrap();
        assert_eq!(cache.get(commit), None);
        fs::remove_file(&path).unwrap();
        // A folder others can write is neither read nor written.
        fs::write(&path, &entry).unwrap();
        assert!(cache.get(commit).is_some());
        let verdicts = dir.path().join("verdicts");
        let chmod = |m: u32| {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&verdicts, fs::Permissions::from_mode(m)).unwrap();
        };
        chmod(0o777);
        assert_eq!(cache.get(commit), None);
        chmod(0o700);
        assert!(cache.get(commit).is_some());
    }

    /// regression: only the folder's mode was checked, so a folder of another
    /// user's (who can change what is in it) was read and written.
    #[test]
    fn a_folder_of_another_user_is_neither_read_nor_written() {
        let dir = tempfile::tempdir().unwrap();
        let commit = find("commit").unwrap();
        let cache = Cache::new(dir.path(), &codex(), &text("x"));
        cache.put(commit, &answer(true));
        let verdicts = dir.path().join("verdicts");
        let set_mode = |m: u32| {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&verdicts, fs::Permissions::from_mode(m)).unwrap();
        };
        // The user's own sticky folder is as safe as a private one.
        set_mode(0o1777);
        assert!(cache.get(commit).is_some());
        set_mode(0o700);
        // Giving a folder away takes the right to do so (root's, in a
        // container); elsewhere this part has nothing to give away.
        if std::os::unix::fs::chown(&verdicts, Some(4242), None).is_ok() {
            assert_eq!(cache.get(commit), None);
            fs::remove_file(cache.path(commit)).unwrap();
            cache.put(commit, &answer(false));
            assert!(!cache.path(commit).exists());
        }
    }

    #[test]
    fn the_folder_stays_bounded_and_drops_the_oldest() {
        const MAX: usize = 20;
        const KEEP: usize = 15;
        let dir = tempfile::tempdir().unwrap();
        let commit = find("commit").unwrap();
        let small = |t: &str| Cache {
            max: MAX,
            keep: KEEP,
            ..Cache::new(dir.path(), &codex(), &text(t))
        };
        let old = small("the oldest");
        old.put(commit, &answer(true));
        let used = small("old but used");
        used.put(commit, &answer(true));
        let verdicts = dir.path().join("verdicts");
        let stale = verdicts.join(".1-2-3.tmp");
        let fresh = verdicts.join(".4-5-6.tmp");
        fs::write(&stale, "").unwrap();
        fs::write(&fresh, "").unwrap();
        let long_ago = SystemTime::now() - Duration::from_secs(3600);
        for p in [old.path(commit), used.path(commit), stale.clone()] {
            fs::File::options()
                .write(true)
                .open(p)
                .unwrap()
                .set_modified(long_ago)
                .unwrap();
        }
        for i in 0..MAX - 2 {
            small(&i.to_string()).put(commit, &answer(false));
        }
        // A hit makes an entry young again; the next store trims.
        assert!(used.get(commit).is_some());
        small("last").put(commit, &answer(false));
        let entries = fs::read_dir(&verdicts)
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path().extension().unwrap() == "json")
            .count();
        assert!((KEEP..=MAX).contains(&entries), "{entries}");
        assert_eq!(old.get(commit), None, "the least recently used was kept");
        assert!(
            used.get(commit).is_some(),
            "a recently used entry was dropped"
        );
        assert!(small("last").get(commit).is_some());
        assert_eq!(
            small("0").get(commit),
            None,
            "the oldest new entry was kept"
        );
        assert!(!stale.exists(), "a stale temporary file was kept");
        assert!(fresh.exists(), "a temporary file being written was removed");
    }

    #[test]
    fn concurrent_writers_leave_whole_entries() {
        let dir = tempfile::tempdir().unwrap();
        let commit = find("commit").unwrap();
        std::thread::scope(|s| {
            for t in 0..8 {
                let dir = dir.path();
                s.spawn(move || {
                    let cache = Cache::new(dir, &codex(), &text("shared"));
                    for _ in 0..20 {
                        cache.put(commit, &answer(t % 2 == 0));
                        let got = cache.get(commit).expect("a whole entry");
                        assert_eq!(got.reason, "r");
                    }
                });
            }
        });
        let names: Vec<_> = fs::read_dir(dir.path().join("verdicts"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
    }
}
