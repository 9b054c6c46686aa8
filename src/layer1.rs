//! Stage 3: Layer 1, the regex signals and bypasses. Pure: no I/O.
//!
//! This runs on every turn, so it compiles as little as it can: one set of
//! signals per detector, and the bypasses only when a signal fired.

use regex::RegexSet;

use crate::detector::Detector;

/// What Layer 1 concluded for one detector.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// No signal: allowed without the judge.
    NoSignal,
    /// Signals fired, but a bypass says the text is certainly fine.
    Bypassed {
        signals: Vec<&'static str>,
        bypasses: Vec<&'static str>,
    },
    /// Signals fired and nothing bypassed them: the judge decides.
    Escalate { signals: Vec<&'static str> },
}

impl Outcome {
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Outcome::NoSignal => "no-signal",
            Outcome::Bypassed { .. } => "bypass",
            Outcome::Escalate { .. } => "escalate",
        }
    }

    pub(crate) fn signals(&self) -> &[&'static str] {
        match self {
            Outcome::NoSignal => &[],
            Outcome::Bypassed { signals, .. } | Outcome::Escalate { signals } => signals,
        }
    }

    pub(crate) fn bypasses(&self) -> &[&'static str] {
        match self {
            Outcome::Bypassed { bypasses, .. } => bypasses,
            _ => &[],
        }
    }
}

/// Runs `detector`'s patterns over `text`.
pub(crate) fn scan(detector: &Detector, text: &str) -> Outcome {
    let signals = matching(detector.signals, text);
    if signals.is_empty() {
        return Outcome::NoSignal;
    }
    let bypasses = matching(detector.bypasses, text);
    if bypasses.is_empty() {
        Outcome::Escalate { signals }
    } else {
        Outcome::Bypassed { signals, bypasses }
    }
}

fn matching(patterns: &'static [&'static str], text: &str) -> Vec<&'static str> {
    if patterns.is_empty() || text.is_empty() {
        return Vec::new();
    }
    // Built-in patterns are checked by the tests, and user patterns when the
    // config is loaded; a pattern that still fails to build cannot match.
    let Ok(set) = RegexSet::new(patterns) else {
        return Vec::new();
    };
    set.matches(text).iter().map(|i| patterns[i]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detector::{Field, Rule};

    const D: Detector = Detector {
        name: "t",
        summary: "",
        signals: &[r"(?i)\bpush\b", "コミット"],
        bypasses: &[r"(?i)all pass"],
        prompt: "",
        fields: &[Field {
            name: "new_proposal",
            meaning: "",
        }],
        rule: Rule {
            trigger: "new_proposal",
            unless: &[],
        },
        advice: "",
    };

    #[test]
    fn outcomes() {
        assert_eq!(scan(&D, "nothing here"), Outcome::NoSignal);
        assert_eq!(scan(&D, ""), Outcome::NoSignal);
        assert_eq!(
            scan(&D, "I will Push now"),
            Outcome::Escalate {
                signals: vec![r"(?i)\bpush\b"]
            }
        );
        assert_eq!(
            scan(&D, "コミットします. All PASS"),
            Outcome::Bypassed {
                signals: vec!["コミット"],
                bypasses: vec![r"(?i)all pass"]
            }
        );
        assert_eq!(scan(&D, "pushed"), Outcome::NoSignal);
    }
}
