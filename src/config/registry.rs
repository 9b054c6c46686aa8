//! The detector registry: the built-in detectors, the config files' custom
//! ones, and the files' `detector_settings` applied to both.

use crate::config::check::{DetectorSettings, leak};
use crate::config::file::{Files, Origin};
use crate::detectors::{self, Detector, Rule};
use crate::util::hint::hint;
use crate::util::path::display;
use anyhow::anyhow;

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
            entries: detectors::BUILTIN
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

impl Files {
    /// The built-in detectors, then the custom ones (the user's, then the
    /// project's; a project detector replaces a user one of the same name),
    /// with the files' `detector_settings` applied.
    pub(crate) fn registry(&self) -> anyhow::Result<Registry> {
        let mut entries: Vec<Entry> = detectors::BUILTIN
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
                    return Err(anyhow!(
                        "{shown}: detector_settings.{name}: unknown detector{} (known: {})",
                        hint(name, &names),
                        names.join(", ")
                    ));
                }
            }
            for (i, name) in file.settings.detectors.iter().flatten().enumerate() {
                if name != "all" && !names.contains(&name.as_str()) {
                    return Err(anyhow!(
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
            evidence: base.evidence,
            reach: base.reach,
            cues: base.cues,
            failure_cancels: base.failure_cancels,
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
            gate: base.gate,
        };
        entry.detector = Box::leak(Box::new(changed));
    }
}
