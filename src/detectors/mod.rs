//! The detectors: each is a value (patterns, judge prompt, fields, decision
//! rule, advice, role at the approval gate), not a code path. Adding one is
//! one file here, one line in [`BUILTIN`] and one corpus file in
//! `fixtures/corpus/`; a user's own detectors from the config file take the
//! same shape.

mod bugfix_without_reproduction;
mod commit;
mod scope_change;
mod scope_check;
mod shallow_bugfix;

/// How the judge's answer becomes a verdict: block when `trigger` is true and
/// none of `unless` is true. A missing `unless` field counts as false, so a
/// judge that leaves out the evidence needed to allow leans toward blocking.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rule {
    pub(crate) trigger: &'static str,
    pub(crate) unless: &'static [&'static str],
}

/// One boolean field the judge must return.
#[derive(Debug)]
pub(crate) struct Field {
    pub(crate) name: &'static str,
    /// When the field is true, in words the judge reads.
    pub(crate) meaning: &'static str,
}

/// What a detector judges at the approval gate (PreToolUse), besides the
/// agent's text at every Stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum GateRole {
    /// Nothing: it judges at Stop only.
    None,
    /// Commands that change shared state (push, merge, deploy, release),
    /// judged on the call itself.
    SharedState,
    /// Code edits, judged on the agent's text by its own Layer 1.
    Edit,
}

/// A working rule the agent must keep, and how to check it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Detector {
    pub(crate) name: &'static str,
    /// One line: what it blocks.
    pub(crate) summary: &'static str,
    /// Layer-1 signals (Rust `regex` syntax): any match makes the text worth judging.
    pub(crate) signals: &'static [&'static str],
    /// Layer-1 bypasses: a match excuses the signals of its own sentence.
    pub(crate) bypasses: &'static [&'static str],
    /// Layer-1 evidence: a match excuses the signals within `reach` bytes of
    /// it, before or after (a verification result, a stated cause).
    pub(crate) evidence: &'static [&'static str],
    pub(crate) reach: usize,
    /// Words of the rule's vocabulary too common to be signals. A built-in
    /// detector without a signal escalates when the turn holds one of them
    /// and scores well above its `low` (see `layer1::score`). Only built-in
    /// detectors have them: the scorer has heads for those alone.
    pub(crate) cues: &'static [&'static str],
    /// Whether evidence of failure beside a bypass or evidence cancels it
    /// ("rc=0" beside "2 failed" excuses nothing).
    pub(crate) failure_cancels: bool,
    /// The judge's instructions; the fence and the answer format are added around it.
    pub(crate) prompt: &'static str,
    /// The boolean fields the judge returns (besides `reason`).
    pub(crate) fields: &'static [Field],
    pub(crate) rule: Rule,
    /// What the agent should do instead; part of the block feedback.
    pub(crate) advice: &'static str,
    /// What it judges at the approval gate.
    pub(crate) gate: GateRole,
}

/// The built-in detectors, in the order they are reported.
pub(crate) const BUILTIN: &[&Detector] = &[
    &commit::DETECTOR,
    &scope_check::DETECTOR,
    &scope_change::DETECTOR,
    &shallow_bugfix::DETECTOR,
    &bugfix_without_reproduction::DETECTOR,
];

/// Finds a built-in detector by name.
pub(crate) fn find(name: &str) -> Option<&'static Detector> {
    BUILTIN.iter().copied().find(|d| d.name == name)
}

/// The names of the built-in detectors, for messages.
pub(crate) fn names() -> String {
    BUILTIN
        .iter()
        .map(|d| d.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The one test helper every detector's tests share.
#[cfg(test)]
pub(crate) mod check {
    use super::Detector;
    use crate::pipeline::layer1::{self, Outcome};

    /// Whether Layer 1 finds a signal of `d` in `text` (escalated or excused).
    pub(crate) fn signals(d: &'static Detector, text: &str) -> bool {
        layer1::scan(d, text) != Outcome::NoSignal
    }

    /// Checks each `(text, whether d signals on it)` pair, naming the text
    /// that fails.
    pub(crate) fn signals_each(d: &'static Detector, cases: &[(&str, bool)]) {
        for (text, want) in cases {
            assert_eq!(signals(d, text), *want, "{text}");
        }
    }

    /// Checks each `(text, whether d's bypasses or evidence match it)` pair,
    /// naming the text that fails.
    pub(crate) fn excuses_each(d: &Detector, cases: &[(&str, bool)]) {
        for (text, want) in cases {
            assert_eq!(excuses(d, text), *want, "{text}");
        }
    }

    /// Whether one of `d`'s bypasses or evidence matches `text`.
    pub(crate) fn excuses(d: &Detector, text: &str) -> bool {
        d.bypasses.iter().chain(d.evidence).any(|p| {
            regex::Regex::new(p)
                .expect("pattern compiles")
                .is_match(text)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_kebab_case() {
        let mut seen = std::collections::HashSet::new();
        for d in BUILTIN {
            assert!(seen.insert(d.name), "duplicate detector {}", d.name);
            assert!(
                d.name.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{} is not kebab-case",
                d.name
            );
        }
    }

    #[test]
    fn rules_name_declared_fields() {
        for d in BUILTIN {
            let has = |f: &str| d.fields.iter().any(|x| x.name == f);
            assert!(has(d.rule.trigger), "{}: trigger not a field", d.name);
            for u in d.rule.unless {
                assert!(has(u), "{}: unless field {u} not declared", d.name);
            }
            assert!(!has("reason"), "{}: reason is added by the prompt", d.name);
        }
    }

    #[test]
    fn every_pattern_compiles() {
        for d in BUILTIN {
            for p in d.signals.iter().chain(d.bypasses).chain(d.evidence) {
                assert!(regex::Regex::new(p).is_ok(), "{}: bad pattern {p}", d.name);
            }
            assert!(!d.signals.is_empty(), "{} has no signals", d.name);
        }
    }
}
