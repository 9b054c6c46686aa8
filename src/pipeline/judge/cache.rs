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

use std::fs::{self, File, OpenOptions};
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

/// `$XDG_CACHE_HOME/hookjudge`, else `~/.cache/hookjudge`.
pub(crate) fn default_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("hookjudge"));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".cache/hookjudge"))
}

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

    /// The file of `detector`'s verdict on this material.
    fn path(&self, detector: &Detector) -> PathBuf {
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
        let hex = h.finalize().iter().fold(String::new(), |mut s, b| {
            use std::fmt::Write as _;
            let _ = write!(s, "{b:02x}");
            s
        });
        self.dir.join(format!("{hex}.json"))
    }

    /// The verdict stored for `detector`, if any; a hit counts as a use.
    pub(crate) fn get(&self, detector: &Detector) -> Option<Answer> {
        let path = self.path(detector);
        let mut text = String::new();
        File::open(&path)
            .ok()?
            .take(MAX_ENTRY_BYTES)
            .read_to_string(&mut text)
            .ok()?;
        let answer = decode(detector, &text)?;
        // Least recently used goes first: a hit makes the entry young again.
        if let Ok(f) = OpenOptions::new().write(true).open(&path) {
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
        let path = self.path(detector);
        let temp = self.dir.join(temp_name());
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&temp)?;
        let written = file
            .write_all(encode(detector, answer).as_bytes())
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

fn encode(detector: &Detector, answer: &Answer) -> String {
    let fields: Map<String, Value> = answer
        .fields
        .iter()
        .map(|(k, v)| ((*k).to_owned(), json!(v)))
        .collect();
    json!({
        "detector": detector.name,
        "fields": fields,
        "reason": answer.reason,
        "violation": answer.violation,
    })
    .to_string()
}

/// An entry back into an answer; anything out of shape is a miss. The
/// decision is worked out again from the fields by the detector's rule.
fn decode(detector: &Detector, text: &str) -> Option<Answer> {
    let v: Value = serde_json::from_str(text).ok()?;
    if v["detector"] != detector.name {
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
    use crate::detectors::find;
    use crate::pipeline::judge::http::Api;

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
        normalize::normalize(
            find("commit").unwrap(),
            &format!(
                r#"{{"new_proposal":{violation},"verification_reported":false,"reason":"r"}}"#
            ),
        )
        .unwrap()
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
        fs::write(
            &path,
            r#"{"detector":"commit","fields":{"new_proposal":true,"verification_reported":true,"direction_query":null,"future_step_description":null},"reason":"r","violation":true}"#,
        )
        .unwrap();
        assert!(!cache.get(commit).unwrap().violation);
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
            File::options()
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
