//! Stage 3: Layer 1, the regex signals and bypasses. Pure: no I/O.
//!
//! This runs on every turn, and building a regex costs milliseconds where the
//! whole turn should cost one. So patterns are found in two steps: their
//! literal anchors (see `anchor`) are looked up in the lowercased text in one
//! pass, and only the patterns whose anchors occur are compiled and run. A
//! turn with no anchor compiles nothing.

pub(crate) mod anchor;

use crate::detectors::{self as detector, Detector, anchors, anchors::ANCHORED};
use crate::pipeline::layer1::anchor::{Finder, OwnedFinder};

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

/// Runs one detector's patterns over `text`.
pub(crate) fn scan(detector: &'static Detector, text: &str) -> Outcome {
    scan_all(&[detector], text)
        .pop()
        .unwrap_or(Outcome::NoSignal)
}

/// Runs every detector's patterns over `text`, one outcome each, in order.
pub(crate) fn scan_all(detectors: &[&'static Detector], text: &str) -> Vec<Outcome> {
    if text.trim().is_empty() {
        return vec![Outcome::NoSignal; detectors.len()];
    }
    let lowered = anchor::fold(text);
    let signals: Vec<Patterns> = detectors.iter().map(|d| Patterns::signals(d)).collect();
    let present = present(&signals, &lowered);
    detectors
        .iter()
        .zip(&present)
        .map(|(d, candidates)| {
            let fired = matching(d.signals, candidates, text);
            if fired.is_empty() {
                return Outcome::NoSignal;
            }
            let bypass = Patterns::bypasses(d);
            let candidates = &present_one(&bypass, &lowered);
            let bypasses = matching(d.bypasses, candidates, text);
            if bypasses.is_empty() {
                Outcome::Escalate { signals: fired }
            } else {
                Outcome::Bypassed {
                    signals: fired,
                    bypasses,
                }
            }
        })
        .collect()
}

/// For each detector, which of its patterns may match: an anchor of theirs
/// occurs in the text, or they have none.
fn present(sets: &[Patterns<'_>], lowered: &str) -> Vec<Vec<bool>> {
    let mut out: Vec<Vec<bool>> = sets.iter().map(|s| vec![false; s.len()]).collect();
    // Built-in lists use the finder built at compile time, over all built-in
    // detectors at once: where each selected one sits in `sets`.
    let mut slot = [None; detector::BUILTIN.len()];
    let mut table = None;
    // Anything else gets a finder built now; owners index `index`.
    let mut owners = Vec::new();
    let mut index = Vec::new();
    for (d, (set, flags)) in sets.iter().zip(out.iter_mut()).enumerate() {
        match set {
            Patterns::Builtin {
                detector,
                anchored,
                finder,
            } => {
                slot[*detector] = Some(d);
                table = Some(*finder);
                for (flag, anchored) in flags.iter_mut().zip(anchored.iter()) {
                    *flag = !anchored;
                }
            }
            Patterns::Derived(lists) => {
                for (p, (flag, list)) in flags.iter_mut().zip(lists).enumerate() {
                    match list {
                        None => *flag = true,
                        Some(list) => {
                            for a in list {
                                owners.push((a.as_str(), index_of(&index)));
                                index.push((d, p));
                            }
                        }
                    }
                }
            }
        }
    }
    if let Some(finder) = table {
        finder.find(lowered, |owner| {
            let (b, p) = anchors::owner(owner);
            if let Some(d) = slot[b] {
                out[d][p] = true;
            }
        });
    }
    if !owners.is_empty() {
        match OwnedFinder::new(owners) {
            Some(finder) => finder.finder().find(lowered, |i| {
                let (d, p) = index[i as usize];
                out[d][p] = true;
            }),
            // Too many anchors to index: every such pattern runs.
            None => {
                for &(d, p) in &index {
                    out[d][p] = true;
                }
            }
        }
    }
    out
}

fn index_of<T>(list: &[T]) -> u32 {
    u32::try_from(list.len()).unwrap_or(u32::MAX)
}

fn present_one(set: &Patterns<'_>, lowered: &str) -> Vec<bool> {
    present(std::slice::from_ref(set), lowered)
        .pop()
        .unwrap_or_default()
}

/// The patterns among `candidates` that match `text`. Built-in patterns are
/// checked by the tests and user patterns when the config is loaded; one that
/// still fails to build cannot match.
fn matching(
    patterns: &'static [&'static str],
    candidates: &[bool],
    text: &str,
) -> Vec<&'static str> {
    let chosen: Vec<&'static str> = patterns
        .iter()
        .zip(candidates)
        .filter_map(|(p, c)| c.then_some(*p))
        .collect();
    if chosen.is_empty() {
        return Vec::new();
    }
    let Some(set) = Set::new(&chosen) else {
        return Vec::new();
    };
    set.matches(text).into_iter().map(|i| chosen[i]).collect()
}

/// A set of patterns built to run once over a short text: which of them
/// match. It is `regex::RegexSet` (same engine, same configuration) without
/// the literal prefilter. That prefilter, an Aho-Corasick automaton over
/// every literal the patterns hold, pays off on long haystacks; here the text
/// is a few KB that the anchor finder has already filtered, and building it
/// was 70% of a turn with a signal.
pub(crate) struct Set(regex_automata::meta::Regex);

impl Set {
    /// `None` when a pattern does not build: built-in patterns are checked
    /// by the tests and a user's when the config is loaded.
    pub(crate) fn new<P: AsRef<str>>(patterns: &[P]) -> Option<Set> {
        use regex_automata::meta::{Config, Regex};
        use regex_automata::nfa::thompson::WhichCaptures;
        use regex_automata::util::syntax;
        // regex's own defaults for a set (regex/src/builders.rs).
        let config = Config::new()
            .nfa_size_limit(Some(10 << 20))
            .hybrid_cache_capacity(2 << 20)
            .match_kind(regex_automata::MatchKind::All)
            .utf8_empty(true)
            .which_captures(WhichCaptures::None)
            .auto_prefilter(false);
        Regex::builder()
            .configure(config)
            .syntax(syntax::Config::new().utf8(true))
            .build_many(patterns)
            .ok()
            .map(Set)
    }

    /// The indexes of the patterns that match somewhere in `text`.
    pub(crate) fn matches(&self, text: &str) -> Vec<usize> {
        let mut found = regex_automata::PatternSet::new(self.0.pattern_len());
        self.0
            .which_overlapping_matches(&regex_automata::Input::new(text), &mut found);
        found.iter().map(|id| id.as_usize()).collect()
    }

    pub(crate) fn is_match(&self, text: &str) -> bool {
        self.0.is_match(text)
    }

    /// How many patterns the set holds.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.0.pattern_len()
    }
}

/// The anchors of a detector's signals or bypasses: precomputed for the
/// built-in detectors, derived now for anything else.
enum Patterns<'a> {
    Builtin {
        /// Its place in [`detector::BUILTIN`].
        detector: usize,
        /// Whether each pattern has anchors (one without always runs).
        anchored: &'a [bool],
        /// The compile-time finder over every built-in detector's list.
        finder: Finder<'static>,
    },
    Derived(Vec<Option<Vec<String>>>),
}

impl Patterns<'_> {
    fn signals(d: &Detector) -> Self {
        builtin(d, true).unwrap_or_else(|| Patterns::derive(d.signals))
    }

    fn bypasses(d: &Detector) -> Self {
        builtin(d, false).unwrap_or_else(|| Patterns::derive(d.bypasses))
    }

    fn derive(patterns: &[&str]) -> Self {
        Patterns::Derived(patterns.iter().map(|p| anchor::derive(p)).collect())
    }

    fn len(&self) -> usize {
        match self {
            Patterns::Builtin { anchored, .. } => anchored.len(),
            Patterns::Derived(d) => d.len(),
        }
    }
}

/// The precomputed anchors, when `d` is a built-in detector with its
/// patterns unchanged (a config may add patterns to a built-in one).
fn builtin(d: &Detector, signals: bool) -> Option<Patterns<'static>> {
    let at = detector::BUILTIN.iter().position(|b| b.name == d.name)?;
    let original = detector::BUILTIN[at];
    let (mine, theirs) = if signals {
        (d.signals, original.signals)
    } else {
        (d.bypasses, original.bypasses)
    };
    if !std::ptr::eq(mine, theirs) {
        return None;
    }
    let entry = ANCHORED.get(at).filter(|(name, _, _)| *name == d.name)?;
    let (anchored, finder) = if signals {
        (entry.1, anchors::SIGNALS)
    } else {
        (entry.2, anchors::BYPASSES)
    };
    (anchored.len() == mine.len()).then_some(Patterns::Builtin {
        detector: at,
        anchored,
        finder,
    })
}

/// The anchors of every built-in pattern, as `detector/anchors.rs` holds them.
#[cfg(test)]
pub(crate) fn generate_anchors() -> String {
    use std::fmt::Write as _;
    let mut out = String::from(
        "//! Generated: the literal anchors of the built-in detectors' patterns.\n\
         //! Regenerate with `HOOKJUDGE_BLESS=1 cargo test --lib anchors_are_current`.\n\n\
         use crate::pipeline::layer1::anchor::{\n    Finder, ends, firsts, key_count, ranks, starts, text, text_len,\n};\n\n\
         /// Whether each pattern of a list has an anchor; one without always\n\
         /// runs. (detector, its signals, its bypasses)\n\
         #[rustfmt::skip]\n\
         pub(crate) static ANCHORED: &[(&str, &[bool], &[bool])] = &[\n",
    );
    let list = |patterns: &[&str]| -> String {
        let items: Vec<&str> = patterns
            .iter()
            .map(|p| {
                if anchor::derive(p).is_some_and(|a| !a.is_empty()) {
                    "true"
                } else {
                    "false"
                }
            })
            .collect();
        format!("&[{}]", items.join(", "))
    };
    for d in detector::BUILTIN {
        let _ = writeln!(
            out,
            "    ({:?}, {}, {}),",
            d.name,
            list(d.signals),
            list(d.bypasses)
        );
    }
    out.push_str("];\n");
    out.push_str(
        "\n/// The detector (its place in `BUILTIN`) and the pattern an owner in the\n\
         /// tables below names.\n\
         pub(crate) const fn owner(owner: u32) -> (usize, usize) {\n    \
         ((owner >> 8) as usize, (owner & 0xff) as usize)\n}\n",
    );
    for (kind, all, signals) in [("SIGNAL", "SIGNALS", true), ("BYPASS", "BYPASSES", false)] {
        let mut index = Vec::new();
        for (d, det) in detector::BUILTIN.iter().enumerate() {
            let list = if signals { det.signals } else { det.bypasses };
            for (p, pattern) in list.iter().enumerate() {
                assert!(
                    d < 256 && p < 256,
                    "too many detectors or patterns for an owner"
                );
                for a in anchor::derive(pattern).unwrap_or_default() {
                    index.push((a, d << 8 | p));
                }
            }
        }
        index.sort();
        let rows: Vec<String> = index
            .iter()
            .map(|(a, o)| format!("    ({a:?}, {o}),"))
            .collect();
        let _ = write!(
            out,
            "\n/// Every built-in {lower} anchor, sorted, with its owner.\n\
             #[rustfmt::skip]\n\
             pub(crate) const {kind}_INDEX: &[(&str, u32)] = &[\n{}\n];\n\
             static {kind}_TEXT: [u8; text_len({kind}_INDEX)] = text({kind}_INDEX);\n\
             static {kind}_ENDS: [(u32, u32); {kind}_INDEX.len()] = ends({kind}_INDEX);\n\
             static {kind}_STARTS: [u64; 1024] = starts({kind}_INDEX);\n\
             static {kind}_RANKS: [u16; 1024] = ranks({kind}_INDEX);\n\
             static {kind}_FIRSTS: [u16; key_count({kind}_INDEX) + 1] = firsts({kind}_INDEX);\n\
             /// The finder over every built-in detector's {lower} anchors.\n\
             pub(crate) static {all}: Finder<'static> = Finder::new(\n    \
             &{kind}_TEXT,\n    &{kind}_ENDS,\n    &{kind}_STARTS,\n    &{kind}_RANKS,\n    &{kind}_FIRSTS,\n);\n",
            rows.join("\n"),
            lower = kind.to_lowercase(),
        );
    }
    out
}

/// Patterns this many bytes long or shorter make weak anchors.
#[cfg(test)]
const WEAK: usize = 2;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detectors::{Field, GateRole, Rule};

    static D: Detector = Detector {
        name: "t",
        summary: "",
        signals: &[r"(?i)\bpush\b", "コミット", r"\d+ files?"],
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
        gate: GateRole::None,
    };

    #[test]
    fn outcomes() {
        assert_eq!(scan(&D, "nothing here"), Outcome::NoSignal);
        assert_eq!(scan(&D, ""), Outcome::NoSignal);
        assert_eq!(
            scan(&D, "I will PUSH now"),
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
        assert_eq!(
            scan(&D, "changed 3 files"),
            Outcome::Escalate {
                signals: vec![r"\d+ files?"]
            }
        );
    }

    /// More anchors than the run-time finder can index: every pattern with
    /// anchors is a candidate, none is lost.
    #[test]
    fn too_many_anchors_run_every_pattern() {
        let lists: Vec<Option<Vec<String>>> = (0..70_000)
            .map(|i| Some(vec![format!("w{i:05}x")]))
            .chain([None])
            .collect();
        let present = present_one(&Patterns::Derived(lists), "only w69999x here");
        assert_eq!(present.len(), 70_001);
        assert!(present.iter().all(|&p| p));
        // Under the limit, the finder picks exactly the pattern present.
        let lists: Vec<Option<Vec<String>>> = (0..1_000)
            .map(|i| Some(vec![format!("w{i:05}x")]))
            .collect();
        let present = present_one(&Patterns::Derived(lists), "only w00999x here");
        assert_eq!(present.iter().filter(|&&p| p).count(), 1);
        assert!(present[999]);
    }

    /// A user's detector, or a built-in one whose patterns a config changed,
    /// is found by a finder built at run time beside the compile-time one.
    #[test]
    fn builtin_and_run_time_lists_mix() {
        static CHANGED: Detector = Detector {
            name: "commit",
            summary: "",
            signals: &[r"(?i)\bship it\b"],
            bypasses: &[],
            prompt: "",
            fields: &[],
            rule: Rule {
                trigger: "new_proposal",
                unless: &[],
            },
            advice: "",
            gate: GateRole::None,
        };
        let all: Vec<&'static Detector> =
            vec![&D, detector::BUILTIN[0], &CHANGED, detector::BUILTIN[3]];
        for text in [
            "I will push and commit, then ship it.",
            "Ship it. コミット",
            "the root cause is unknown but I fixed it",
            "nothing",
        ] {
            let together = scan_all(&all, text);
            let alone: Vec<Outcome> = all.iter().map(|d| scan(d, text)).collect();
            assert_eq!(together, alone, "{text}");
        }
        assert!(matches!(
            scan(&CHANGED, "ship it"),
            Outcome::Escalate { .. }
        ));
        assert_eq!(scan(&CHANGED, "I'll commit now"), Outcome::NoSignal);
        assert!(matches!(
            scan(detector::BUILTIN[0], "I'll commit and push now"),
            Outcome::Escalate { .. }
        ));
    }

    /// The labelled corpus: every block case escalates for its detector, and
    /// at least 95% of ordinary replies escalate for none.
    #[test]
    fn corpus_meets_the_layer1_targets() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/corpus");
        let (mut ordinary, mut quiet) = (0, 0);
        let mut missed = Vec::new();
        let mut report = Vec::new();
        for d in detector::BUILTIN {
            let body = std::fs::read_to_string(format!("{dir}/{}.jsonl", d.name)).unwrap();
            let (mut blocks, mut caught, mut allows, mut settled) = (0, 0, 0, 0);
            for line in body.lines().filter(|l| !l.trim().is_empty()) {
                let case: serde_json::Value = serde_json::from_str(line).unwrap();
                let text = case["text"].as_str().unwrap();
                let escalates = matches!(scan(d, text), Outcome::Escalate { .. });
                if case["label"] == "block" {
                    blocks += 1;
                    caught += usize::from(escalates);
                    if !escalates {
                        missed.push(format!("{}: {text}", d.name));
                    }
                } else {
                    allows += 1;
                    settled += usize::from(!escalates);
                }
            }
            assert!(
                blocks >= 25 && allows >= 25,
                "{}: {blocks} block, {allows} allow cases",
                d.name
            );
            report.push(format!(
                "{}: recall {caught}/{blocks}, allow settled {settled}/{allows}",
                d.name
            ));
        }
        let body = std::fs::read_to_string(format!("{dir}/ordinary.jsonl")).unwrap();
        for line in body.lines().filter(|l| !l.trim().is_empty()) {
            let case: serde_json::Value = serde_json::from_str(line).unwrap();
            ordinary += 1;
            let outcomes = scan_all(detector::BUILTIN, case["text"].as_str().unwrap());
            quiet += usize::from(
                !outcomes
                    .iter()
                    .any(|o| matches!(o, Outcome::Escalate { .. })),
            );
        }
        println!(
            "{}\nordinary pass-through {quiet}/{ordinary}",
            report.join("\n")
        );
        assert!(
            missed.is_empty(),
            "block cases Layer 1 let through:\n{}",
            missed.join("\n")
        );
        assert!(ordinary >= 100, "only {ordinary} ordinary replies");
        assert!(
            quiet * 100 >= ordinary * 95,
            "ordinary pass-through {quiet}/{ordinary} is under 95%"
        );
    }

    #[test]
    fn anchors_are_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/detectors/anchors.rs");
        let want = generate_anchors();
        let have = std::fs::read_to_string(path).unwrap_or_default();
        if have != want {
            if std::env::var_os("HOOKJUDGE_BLESS").is_some() {
                std::fs::write(path, &want).unwrap();
            } else {
                panic!(
                    "{path} is stale: run HOOKJUDGE_BLESS=1 cargo test --lib anchors_are_current"
                );
            }
        }
    }

    #[test]
    fn every_builtin_signal_is_anchored_strongly() {
        for d in detector::BUILTIN {
            for p in d.signals {
                let anchors =
                    anchor::derive(p).unwrap_or_else(|| panic!("{}: no anchor in {p}", d.name));
                for a in anchors {
                    assert!(a.len() > WEAK, "{}: weak anchor {a:?} in {p}", d.name);
                    assert!(
                        !anchor::is_common(&a),
                        "{}: common-word anchor {a:?} in {p}",
                        d.name
                    );
                }
            }
        }
    }

    /// `Set` is `regex::RegexSet` without the prefilter: the same patterns
    /// match, pattern by pattern, on every corpus text.
    #[test]
    fn set_matches_as_regex_set_does() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/corpus");
        let mut texts = vec![
            "puſh it now".to_owned(),
            "ＣＯＭＭＩＴ".to_owned(),
            String::new(),
        ];
        for entry in std::fs::read_dir(dir)
            .unwrap()
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "jsonl"))
        {
            let body = std::fs::read_to_string(entry.path()).unwrap();
            for line in body.lines().filter(|l| !l.trim().is_empty()) {
                let case: serde_json::Value = serde_json::from_str(line).unwrap();
                texts.push(case["text"].as_str().unwrap().to_owned());
            }
        }
        let lists = detector::BUILTIN
            .iter()
            .flat_map(|d| [d.signals, d.bypasses])
            .filter(|l| !l.is_empty());
        let mut matched = 0;
        for list in lists {
            let ours = Set::new(list).unwrap();
            let theirs = regex::RegexSet::new(list).unwrap();
            for text in &texts {
                let want: Vec<usize> = theirs.matches(text).into_iter().collect();
                assert_eq!(ours.matches(text), want, "{text:?}");
                assert_eq!(ours.is_match(text), !want.is_empty());
                matched += want.len();
            }
        }
        assert!(
            matched > 100,
            "only {matched} matches: the corpus is not exercising the sets"
        );
    }

    #[test]
    fn prefilter_agrees_with_the_full_patterns() {
        // Every text in the corpus gets the same outcome with and without
        // the anchors (the anchors only skip work, never a match).
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/corpus");
        // The reference is regex's own RegexSet, prefilter and all.
        let full: Vec<regex::RegexSet> = detector::BUILTIN
            .iter()
            .map(|d| regex::RegexSet::new(d.signals).unwrap())
            .collect();
        let mut texts = vec!["puſh it now".to_owned(), "ＣＯＭＭＩＴ".to_owned()];
        for entry in std::fs::read_dir(dir)
            .unwrap()
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "jsonl"))
        {
            let body = std::fs::read_to_string(entry.path()).unwrap();
            for line in body.lines().filter(|l| !l.trim().is_empty()) {
                let case: serde_json::Value = serde_json::from_str(line).unwrap();
                texts.push(case["text"].as_str().unwrap().to_owned());
            }
        }
        for text in &texts {
            let fast = scan_all(detector::BUILTIN, text);
            for ((d, set), outcome) in detector::BUILTIN.iter().zip(&full).zip(fast) {
                assert_eq!(
                    outcome != Outcome::NoSignal,
                    set.is_match(text),
                    "{}: {text}",
                    d.name
                );
            }
        }
    }
}
