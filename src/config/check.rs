//! The checks on a config file's JSON: every value read through a
//! [`Checker`], whose errors name the file, the key and the fix.

use anyhow::anyhow;
use std::path::{Path, PathBuf};

/// The longest judge timeout, in seconds. `install` writes a host timeout
/// above it (plus hookjudge's own work), so that whatever timeout a config
/// file later sets, hookjudge's deadline comes before the host's and the
/// event's safe outcome is the one that applies.
pub(crate) const MAX_TIMEOUT: f64 = 120.0;
pub(crate) const DEFAULT_MAX_BLOCKS: u32 = 2;

use clap::ValueEnum as _;
use serde_json::{Map, Value};

use crate::cli::BackendKind;
use crate::detectors::{self, Detector, Field, GateRole, Rule};
use crate::util::hint::hint;
use crate::util::path::home;

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

/// Changes to one detector, built-in or custom.
#[derive(Debug, Default)]
pub(crate) struct DetectorSettings {
    pub(crate) enabled: Option<bool>,
    pub(crate) extra_signals: Option<Vec<String>>,
    pub(crate) extra_bypasses: Option<Vec<String>>,
    pub(crate) prompt: Option<String>,
    pub(crate) advice: Option<String>,
}

/// A value that lives as long as the process: detectors are `&'static`.
pub(super) fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// A checked walk over one file's JSON: every error names the file and key.
pub(super) struct Checker<'a> {
    pub(super) file: &'a str,
    pub(super) dir: &'a Path,
}

impl Checker<'_> {
    pub(super) fn err(&self, key: &str, why: &str) -> anyhow::Error {
        anyhow!("{}: {key}: {why}", self.file)
    }

    pub(super) fn type_err(&self, key: &str, want: &str, v: &Value) -> anyhow::Error {
        self.err(key, &format!("expected {want}, found {}", kind(v)))
    }

    pub(super) fn known_keys(
        &self,
        map: &Map<String, Value>,
        prefix: &str,
        known: &[&str],
    ) -> anyhow::Result<()> {
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

    pub(super) fn object<'v>(
        &self,
        v: &'v Value,
        key: &str,
    ) -> anyhow::Result<&'v Map<String, Value>> {
        v.as_object()
            .ok_or_else(|| self.type_err(key, "an object", v))
    }

    pub(super) fn text(&self, v: &Value, key: &str) -> anyhow::Result<String> {
        match v {
            Value::String(s) if !s.trim().is_empty() => Ok(s.clone()),
            Value::String(_) => Err(self.err(key, "is empty (write a value or remove the key)")),
            _ => Err(self.type_err(key, "a string", v)),
        }
    }

    pub(super) fn backend(&self, v: &Value) -> anyhow::Result<BackendKind> {
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

    pub(super) fn url(&self, v: &Value) -> anyhow::Result<String> {
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

    pub(super) fn env_name(&self, v: &Value) -> anyhow::Result<String> {
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

    pub(super) fn timeout(&self, v: &Value) -> anyhow::Result<f64> {
        let s = v
            .as_f64()
            .ok_or_else(|| self.type_err("timeout", "a number of seconds", v))?;
        if s > 0.0 && s <= MAX_TIMEOUT {
            Ok(s)
        } else {
            Err(self.err(
                "timeout",
                &format!(
                    "{s} is out of range (give seconds between 0 and {MAX_TIMEOUT}: the host's own \
                     timeout, written by install, must stay above it)"
                ),
            ))
        }
    }

    pub(super) fn max_blocks(&self, v: &Value) -> anyhow::Result<u32> {
        v.as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| self.type_err("max_blocks", "a whole number, 0 or more", v))
    }

    /// A folder: `~/` is the home folder; a relative path is taken from the
    /// config file's own folder.
    pub(super) fn dir(&self, v: &Value, key: &str) -> anyhow::Result<PathBuf> {
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

    pub(super) fn detector_list(&self, v: &Value) -> anyhow::Result<Vec<String>> {
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

    pub(super) fn patterns(&self, v: &Value, key: &str) -> anyhow::Result<Vec<String>> {
        let Value::Array(items) = v else {
            return Err(self.type_err(key, "a list of regex patterns", v));
        };
        let total: usize = items.iter().filter_map(Value::as_str).map(str::len).sum();
        if items.len() > MAX_PATTERNS || total > MAX_LIST_BYTES {
            return Err(self.err(
                key,
                &format!(
                    "{} patterns of {total} bytes: at most {MAX_PATTERNS} patterns of \
                     {MAX_LIST_BYTES} bytes in all (Layer 1 runs on every turn)",
                    items.len()
                ),
            ));
        }
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
                if p.len() > MAX_PATTERN_BYTES {
                    return Err(self.err(
                        &at,
                        &format!(
                            "a pattern of {} bytes: at most {MAX_PATTERN_BYTES} \
                             (split it, or list the words it matches more tightly)",
                            p.len()
                        ),
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
                // Layer 1 builds each pattern on its own, with its own limits:
                // one it cannot build would never match, so it is an error here.
                if !crate::util::pattern::builds(p) {
                    return Err(self.err(
                        &at,
                        "the compiled pattern exceeds Layer 1's size limit (make it smaller)",
                    ));
                }
                Ok(p.clone())
            })
            .collect()
    }

    pub(super) fn detector_settings(
        &self,
        v: &Value,
    ) -> anyhow::Result<Vec<(String, DetectorSettings)>> {
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

    pub(super) fn custom_detectors(&self, v: &Value) -> anyhow::Result<Vec<&'static Detector>> {
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

    pub(super) fn custom_detector(&self, v: &Value, at: &str) -> anyhow::Result<&'static Detector> {
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
        if detectors::find(&name).is_some() {
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
            evidence: &[],
            reach: 0,
            cues: &[],
            failure_cancels: true,
            prompt: leak(prompt),
            fields: &*fields.leak(),
            rule,
            advice: leak(advice),
            gate: GateRole::None,
        })))
    }

    pub(super) fn fields(&self, v: &Value, at: &str) -> anyhow::Result<Vec<Field>> {
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

    pub(super) fn rule(&self, v: &Value, at: &str, fields: &[Field]) -> anyhow::Result<Rule> {
        let m = self.object(v, at)?;
        self.known_keys(m, &format!("{at}."), &["trigger", "unless"])?;
        let declared = |name: &str, key: &str| -> anyhow::Result<&'static str> {
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

pub(super) fn kind(v: &Value) -> &'static str {
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
/// Bounds on a list of patterns from a config file, and on each pattern: the
/// work of deriving a pattern's anchors grows faster than its size.
const MAX_PATTERNS: usize = 200;
const MAX_PATTERN_BYTES: usize = 4096;
const MAX_LIST_BYTES: usize = 32 * 1024;

fn regex_reason(e: &regex::Error) -> String {
    let text = e.to_string();
    text.lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix("error: "))
        .unwrap_or_else(|| text.lines().last().unwrap_or_default().trim())
        .to_owned()
}
