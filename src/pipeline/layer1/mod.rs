//! Stage 3: Layer 1, the regex signals and bypasses. Pure: no I/O.
//!
//! Signals run over the prose of the text (see `prose`: markdown markers
//! dropped, fenced code left out); bypasses over the whole text. A bypass
//! excuses a signal only in the signal's own sentence, or within the
//! detector's declared reach of it, and evidence of failure beside it
//! ("2 failed", "rc=1", "FAIL", "tests fail") cancels it.
//!
//! This runs on every turn, and building a regex costs milliseconds where the
//! whole turn should cost one. So patterns are found in two steps: their
//! literal anchors (see `anchor`) are looked up in the lowercased text in one
//! pass, and only the patterns whose anchors occur are compiled and run, each
//! without the branches that cannot match (see `prune`). A turn with no
//! anchor compiles nothing.

pub(crate) mod anchor;
pub(crate) mod anchors;
pub(crate) mod prose;
mod prune;
pub(crate) mod score;
#[cfg(test)]
mod train;

use crate::detectors::{self as detector, Detector};

use self::anchors::ANCHORED;
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
    Escalate {
        signals: Vec<&'static str>,
        /// Where the signals no bypass excused matched.
        hits: Vec<Hit>,
    },
}

/// One place a signal matched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Hit {
    pub(crate) signal: &'static str,
    /// The byte where the match starts in the judged text.
    pub(crate) at: usize,
    /// The sentence it matched in, shortened.
    pub(crate) excerpt: String,
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
            Outcome::Bypassed { signals, .. } | Outcome::Escalate { signals, .. } => signals,
        }
    }

    /// Where the escalating signals matched.
    pub(crate) fn hits(&self) -> &[Hit] {
        match self {
            Outcome::Escalate { hits, .. } => hits,
            _ => &[],
        }
    }

    pub(crate) fn bypasses(&self) -> &[&'static str] {
        match self {
            Outcome::Bypassed { bypasses, .. } => bypasses,
            _ => &[],
        }
    }
}

/// Runs one detector's signals over `text`, without the scorer.
pub(crate) fn scan(detector: &'static Detector, text: &str) -> Outcome {
    signals_all(&[detector], text)
        .pop()
        .unwrap_or(Outcome::NoSignal)
}

/// Layer 1 over a turn for every detector, one outcome each, in order: the
/// signals and their excuses, then, for the built-in detectors, the scorer.
pub(crate) fn scan_all(detectors: &[&'static Detector], text: &str) -> Vec<Outcome> {
    if text.trim().is_empty() {
        return vec![Outcome::NoSignal; detectors.len()];
    }
    let view = prose::view(text);
    // Signals are written in lowercase, for the lowercased prose.
    let lowered = prose::lower(&view.text);
    let outcomes = signals_in(detectors, text, &view, &lowered);
    match score::Model::get() {
        Some(model) => score::weigh(model, detectors, text, &view, &lowered, outcomes),
        None => outcomes,
    }
}

/// The signals alone, without the scorer: for the approval gate (the scorer
/// learned from turns, not tool calls) and the trainer.
pub(crate) fn signals_all(detectors: &[&'static Detector], text: &str) -> Vec<Outcome> {
    if text.trim().is_empty() {
        return vec![Outcome::NoSignal; detectors.len()];
    }
    let view = prose::view(text);
    let lowered = prose::lower(&view.text);
    signals_in(detectors, text, &view, &lowered)
}

/// Every detector's signals and excuses over the prose view of `text`.
fn signals_in(
    detectors: &[&'static Detector],
    text: &str,
    view: &prose::Prose,
    lowered: &str,
) -> Vec<Outcome> {
    let signals: Vec<Patterns> = detectors.iter().map(|d| Patterns::signals(d)).collect();
    let present = present(&signals, lowered);
    // Built only when a signal fires.
    let mut whole: Option<(String, Vec<(usize, usize)>)> = None;
    detectors
        .iter()
        .zip(&present)
        .map(|(d, candidates)| {
            let hits: Vec<(&'static str, usize, usize)> =
                locate(d.signals, candidates, lowered, lowered)
                    .into_iter()
                    .map(|(p, s, e)| (p, view.origin(s), view.origin(e.saturating_sub(1)) + 1))
                    .collect();
            if hits.is_empty() {
                return Outcome::NoSignal;
            }
            let (lowered_text, failures) = whole.get_or_insert_with(|| {
                let folded = anchor::fold(text);
                let failures = failures(text, &folded);
                (folded, failures)
            });
            let bypass = Patterns::bypasses(d);
            let candidates = present_one(&bypass, lowered_text);
            let found = locate(d.bypasses, &candidates, text, lowered_text);
            // Evidence lists are short and run only here: no anchors.
            let evidence = locate(
                d.evidence,
                &vec![true; d.evidence.len()],
                text,
                lowered_text,
            );
            let failures: &[(usize, usize)] = if d.failure_cancels { failures } else { &[] };
            settle(d, text, &hits, &found, &evidence, failures)
        })
        .collect()
}

/// The outcome of signals at `hits` given bypasses at `found`, evidence at
/// `evidence` and failure evidence at `failures` (byte ranges of `text`).
fn settle(
    d: &Detector,
    text: &str,
    hits: &[(&'static str, usize, usize)],
    found: &[(&'static str, usize, usize)],
    evidence: &[(&'static str, usize, usize)],
    failures: &[(usize, usize)],
) -> Outcome {
    let mut signals: Vec<&'static str> = Vec::new();
    let mut open: Vec<&'static str> = Vec::new();
    let mut used: Vec<&'static str> = Vec::new();
    let mut out_hits = Vec::new();
    for &(signal, start, end) in hits {
        push_once(&mut signals, signal);
        let own = prose::sentence(text, start, end);
        // Failure evidence in either sentence or between them cancels an excuse.
        let cancelled = |bs: usize, be: usize| {
            let theirs = prose::sentence(text, bs, be);
            let span = (own.0.min(theirs.0), own.1.max(theirs.1));
            failures.iter().any(|&(fs, fe)| fs < span.1 && fe > span.0)
        };
        let bypass = found
            .iter()
            .find(|&&(_, bs, be)| bs < own.1 && be > own.0 && !cancelled(bs, be));
        let excuse = bypass.or_else(|| {
            evidence.iter().find(|&&(_, bs, be)| {
                bs < end + d.reach && be + d.reach > start && !cancelled(bs, be)
            })
        });
        if let Some(&(bypass, _, _)) = excuse {
            push_once(&mut used, bypass);
        } else {
            push_once(&mut open, signal);
            out_hits.push(Hit {
                signal,
                at: start,
                excerpt: excerpt(text, own),
            });
        }
    }
    if open.is_empty() {
        Outcome::Bypassed {
            signals,
            bypasses: used,
        }
    } else {
        Outcome::Escalate {
            signals: open,
            hits: out_hits,
        }
    }
}

/// The sentence at `text[s..e]`, shortened, as a hit shows it.
fn excerpt(text: &str, (s, e): (usize, usize)) -> String {
    crate::util::table::snippet(text[s..e].trim(), 160)
}

fn push_once(list: &mut Vec<&'static str>, item: &'static str) {
    if !list.contains(&item) {
        list.push(item);
    }
}

/// Evidence that something failed: it cancels a bypass beside it.
const FAILURE: &[&str] = &[
    r"\b[1-9][0-9]* (?:tests? |checks? |specs? |cases? )?(?:failed|failing|failures?|errors?)\b",
    r"\b(?:failed|failures|errors)[:=] ?[1-9]",
    r"\brc ?[=:] ?[1-9]|\bexit(?:ed)? (?:code|status)?:? ?[1-9]",
    r"\bFAIL(?:ED|S|URE)?\b|\bERROR\b|\bpanicked at\b|\bTraceback\b|\berror\[E[0-9]",
    r"(?i)\bnot (?:yet |all )?(?:passing|green|pass)\b|\b(?:tests?|suite|checks?|build|CI) (?:still |now |is |are )*(?:fail|fails|failing|failed|broken|red)\b|\bstill failing\b",
    r"失敗|落ちて|落ちる|通らな|未通過|失败|未通过|没通过|没有通过|报错|[Ff]all(?:a|an|ó|aron|ando)\b|no pasan?\b|échou|ne passe(?:nt)? pas|[Ff]alh(?:a|am|ou|aram|ando)\b|não passa",
];

/// The byte ranges of failure evidence in `text`, whose lowercase is
/// `lowered`: one pattern, built without the branches that cannot match.
fn failures(text: &str, lowered: &str) -> Vec<(usize, usize)> {
    static ANY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let any = ANY.get_or_init(|| FAILURE.join("|"));
    let Some(re) = prune::compiled(any, lowered) else {
        return Vec::new();
    };
    re.find_iter(text).map(|m| (m.start(), m.end())).collect()
}

/// Where the patterns among `candidates` match `text`, whose lowercase is
/// `lowered`: (pattern, start, end), in order of place. Each is built with
/// only the branches that can match (see `prune`). Built-in patterns are
/// checked by the tests and a user's when the config is loaded; one that
/// still fails to build cannot match.
fn locate(
    patterns: &'static [&'static str],
    candidates: &[bool],
    text: &str,
    lowered: &str,
) -> Vec<(&'static str, usize, usize)> {
    let mut out = Vec::new();
    for (p, _) in patterns.iter().zip(candidates).filter(|(_, c)| **c) {
        if let Some(re) = prune::compiled(p, lowered) {
            out.extend(re.find_iter(text).map(|m| (*p, m.start(), m.end())));
        }
    }
    out.sort_by_key(|&(_, s, _)| s);
    out
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

/// FNV-1a over every built-in detector's name and patterns, at compile time.
pub(crate) const fn source_hash() -> u64 {
    const fn eat(mut h: u64, bytes: &[u8]) -> u64 {
        let mut i = 0;
        while i < bytes.len() {
            h ^= bytes[i] as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
            i += 1;
        }
        // A separator, so that moving a byte across strings changes the hash.
        (h ^ 0xff).wrapping_mul(0x0100_0000_01b3)
    }
    let mut h = 0xcbf2_9ce4_8422_2325;
    let mut d = 0;
    while d < detector::BUILTIN.len() {
        let det = detector::BUILTIN[d];
        h = eat(h, det.name.as_bytes());
        let lists = [det.signals, det.bypasses];
        let mut l = 0;
        while l < lists.len() {
            let list = lists[l];
            let mut p = 0;
            while p < list.len() {
                h = eat(h, list[p].as_bytes());
                p += 1;
            }
            h = eat(h, b"");
            l += 1;
        }
        d += 1;
    }
    h
}

/// The compile-time anchor tables must be those of the patterns compiled:
/// stale tables would skip a changed pattern without a word. The unit tests
/// build without this check, so that the test that regenerates the tables
/// can run.
#[cfg(not(test))]
const _: () = assert!(
    source_hash() == anchors::SOURCE,
    "src/pipeline/layer1/anchors.rs is stale (the built-in patterns changed): \
     run `HOOKJUDGE_BLESS=1 cargo test --lib anchors_are_current`"
);

/// The anchors of every built-in pattern, as `layer1/anchors.rs` holds them.
#[cfg(test)]
pub(crate) fn generate_anchors() -> String {
    use std::fmt::Write as _;
    let mut out = String::from(
        "//! Generated: the literal anchors of the built-in detectors' patterns.\n\
         //! Regenerate with `HOOKJUDGE_BLESS=1 cargo test --lib anchors_are_current`.\n\n\
         use crate::pipeline::layer1::anchor::{\n    Finder, ends, firsts, key_count, ranks, starts, text, text_len,\n};\n\n",
    );
    let _ = write!(
        out,
        "/// The hash of the patterns these tables were derived from: a build\n\
         /// with other patterns fails (see `layer1::source_hash`).\n\
         pub(crate) const SOURCE: u64 = 0x{:04x}_{:04x}_{:04x}_{:04x};\n\n",
        source_hash() >> 48,
        (source_hash() >> 32) & 0xffff,
        (source_hash() >> 16) & 0xffff,
        source_hash() & 0xffff,
    );
    out.push_str(
        "/// Whether each pattern of a list has an anchor; one without always\n\
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
        // Four entries a line keep the generated file short enough to read.
        let rows: Vec<String> = index
            .chunks(4)
            .map(|row| {
                let cells: Vec<String> =
                    row.iter().map(|(a, o)| format!("({a:?}, {o}),")).collect();
                format!("    {}", cells.join(" "))
            })
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

    const D: Detector = Detector {
        name: "t",
        summary: "",
        signals: &[r"(?i)\bpush\b", "コミット", r"\d+ files?"],
        bypasses: &[r"(?i)all pass"],
        evidence: &[],
        reach: 0,
        cues: &[],
        failure_cancels: true,
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

    fn escalates(o: &Outcome, signal: &str) -> bool {
        matches!(o, Outcome::Escalate { signals, .. } if signals == &[signal])
    }

    #[test]
    fn outcomes() {
        assert_eq!(scan(&D, "nothing here"), Outcome::NoSignal);
        assert_eq!(scan(&D, ""), Outcome::NoSignal);
        let o = scan(&D, "Done. I will PUSH now");
        assert!(escalates(&o, r"(?i)\bpush\b"), "{o:?}");
        assert_eq!(o.hits()[0].at, 13);
        assert_eq!(o.hits()[0].excerpt, "I will PUSH now");
        assert_eq!(
            scan(&D, "コミットします, All PASS"),
            Outcome::Bypassed {
                signals: vec!["コミット"],
                bypasses: vec![r"(?i)all pass"]
            }
        );
        assert_eq!(scan(&D, "pushed"), Outcome::NoSignal);
        assert!(escalates(&scan(&D, "changed 3 files"), r"\d+ files?"));
    }

    /// Signals see through code spans, emphasis, headings and bullets, and
    /// not into fenced blocks.
    #[test]
    fn signals_read_the_prose() {
        assert!(escalates(
            &scan(&D, "- **Next:** `push` it"),
            r"(?i)\bpush\b"
        ));
        assert!(escalates(&scan(&D, "## コミット"), "コミット"));
        assert_eq!(
            scan(&D, "Log:\n```\n8c1e2f4 push the parser\n```\nDone."),
            Outcome::NoSignal
        );
        assert!(escalates(
            &scan(&D, "Now:\n```\n$ git push\n```"),
            r"(?i)\bpush\b"
        ));
    }

    /// A bypass elsewhere in the text does not excuse a signal: it must sit in
    /// the signal's sentence (or within the detector's reach).
    #[test]
    fn bypasses_are_scoped_to_their_sentence() {
        static NEAR: Detector = Detector {
            bypasses: &[],
            evidence: &[r"(?i)all pass"],
            reach: 40,
            ..D
        };
        let o = scan(&D, "Lint: all pass.\nI will push now.");
        assert!(escalates(&o, r"(?i)\bpush\b"), "{o:?}");
        let o = scan(&D, "All pass, so I will push now.");
        assert!(matches!(o, Outcome::Bypassed { .. }), "{o:?}");
        // Two signals, one excused: the other still escalates.
        let o = scan(&D, "All pass, so I will push now. Then 4 files.");
        assert!(escalates(&o, r"\d+ files?"), "{o:?}");
        let o = scan(&NEAR, "Lint: all pass.\nI will push now.");
        assert!(matches!(o, Outcome::Bypassed { .. }), "{o:?}");
        let far = format!(
            "Lint: all pass.\n{}\nI will push now.",
            "Other words. ".repeat(5)
        );
        assert!(escalates(&scan(&NEAR, &far), r"(?i)\bpush\b"));
    }

    /// Regression: "rc=0", "All PASS" or "Q1:" excused a commit even when
    /// the same text said tests fail. Failure evidence beside a bypass
    /// cancels it, in each of its usual shapes.
    #[test]
    fn failure_evidence_cancels_a_bypass() {
        static NEAR: Detector = Detector {
            reach: 200,
            signals: detector::BUILTIN[0].signals,
            bypasses: detector::BUILTIN[0].bypasses,
            evidence: detector::BUILTIN[0].evidence,
            ..D
        };
        let commit = detector::find("commit").unwrap();
        let ok = "cargo test: rc=0, committing and pushing now.";
        assert!(matches!(scan(commit, ok), Outcome::Bypassed { .. }));
        for failing in [
            "cargo test: rc=0 for lint but 2 failed, committing and pushing now.",
            "lint rc=0, test rc=1; committing and pushing now.",
            "lint rc=0 (tests FAIL), committing and pushing now.",
            "All PASS except the e2e suite, which is not yet passing, so committing and pushing now.",
            "All PASS on the unit suite although integration tests fail; committing and pushing now.",
            "lint rc=0\nFAILED tests/test_api.py::test_login\nCommitting and pushing now.",
        ] {
            let o = scan(&NEAR, failing);
            assert!(matches!(o, Outcome::Escalate { .. }), "{failing}: {o:?}");
        }
        // "0 failed" is not a failure.
        let o = scan(
            &NEAR,
            "test result: ok. 12 passed; 0 failed\n\nCommitting and pushing now.",
        );
        assert!(matches!(o, Outcome::Bypassed { .. }), "{o:?}");
        for (text, want) in [
            ("2 failed", true),
            ("0 failed", false),
            ("rc=1", true),
            ("rc=0", false),
            ("exit code 2", true),
            ("FAIL src/a.test.ts", true),
            ("tests fail", true),
            ("not yet passing", true),
            ("テストが2件失敗", true),
            ("3 个测试失败", true),
            ("les tests échouent", true),
            ("os testes falham", true),
            ("las pruebas fallan", true),
            ("all green", false),
        ] {
            assert_eq!(
                !failures(text, &anchor::fold(text)).is_empty(),
                want,
                "{text}"
            );
        }
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
            evidence: &[],
            reach: 0,
            cues: &[],
            failure_cancels: true,
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
            let together = signals_all(&all, text);
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

    /// A labelled case of the tuning corpus.
    pub(crate) struct Case {
        pub(crate) text: String,
        pub(crate) detector: Option<&'static Detector>,
        pub(crate) block: bool,
        pub(crate) lang: String,
    }

    /// The tuning corpus: `fixtures/corpus/*.jsonl` and `fixtures/corpus/turns/*.jsonl`.
    /// The frozen held-out batch (`fixtures/corpus/heldout/`) is never read here.
    pub(crate) fn tuning_corpus() -> Vec<Case> {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/corpus");
        let mut files = Vec::new();
        for dir in [root.to_owned(), format!("{root}/turns")] {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|e| e == "jsonl") {
                    files.push(path);
                }
            }
        }
        files.sort();
        let mut cases = Vec::new();
        for path in files {
            let body = std::fs::read_to_string(&path).unwrap();
            for line in body.lines().filter(|l| !l.trim().is_empty()) {
                let case: serde_json::Value = serde_json::from_str(line).unwrap();
                let name = case["detector"].as_str().unwrap();
                cases.push(Case {
                    text: case["text"].as_str().unwrap().to_owned(),
                    detector: (name != "none").then(|| detector::find(name).unwrap()),
                    block: case["label"] == "block",
                    lang: case["lang"].as_str().unwrap_or("?").to_owned(),
                });
            }
        }
        cases
    }

    /// The Layer-1 targets on the tuning corpus: recall of at least 95% for
    /// every detector and every language, and at most 10% of the long
    /// ordinary turns (500 bytes or more) escalated for any detector.
    /// `hookjudge eval --min-recall 95% --max-escalation 10%` checks the same
    /// on any set of files, the frozen batch included.
    #[test]
    fn corpus_meets_the_layer1_targets() {
        use std::collections::BTreeMap;
        let cases = tuning_corpus();
        // (caught, block) per detector and per language.
        let mut by_detector: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
        let mut by_lang: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
        let (mut long, mut loud) = (0, 0);
        let mut missed = Vec::new();
        for case in &cases {
            match case.detector {
                Some(d) if case.block => {
                    let escalates =
                        matches!(scan_all(&[d], &case.text)[0], Outcome::Escalate { .. });
                    for (key, map) in [(d.name, &mut by_detector), (&*case.lang, &mut by_lang)] {
                        let e = map.entry(key).or_default();
                        e.0 += usize::from(escalates);
                        e.1 += 1;
                    }
                    if !escalates {
                        missed.push(format!("{} {}: {}", d.name, case.lang, case.text));
                    }
                }
                None if case.text.len() >= 500 => {
                    long += 1;
                    let outcomes = scan_all(detector::BUILTIN, &case.text);
                    loud += usize::from(
                        outcomes
                            .iter()
                            .any(|o| matches!(o, Outcome::Escalate { .. })),
                    );
                }
                _ => {}
            }
        }
        let report = format!(
            "by detector {by_detector:?}\nby language {by_lang:?}\nlong ordinary escalated {loud}/{long}\nmissed:\n{}",
            missed.join("\n---\n")
        );
        for d in detector::BUILTIN {
            let (caught, block) = by_detector.get(d.name).copied().unwrap_or_default();
            assert!(block >= 60, "{}: only {block} violations\n{report}", d.name);
            assert!(
                caught * 100 >= block * 95,
                "{}: recall {caught}/{block}\n{report}",
                d.name
            );
        }
        for lang in ["en", "ja", "es", "fr", "zh", "pt"] {
            let (caught, block) = by_lang.get(lang).copied().unwrap_or_default();
            assert!(block >= 50, "{lang}: only {block} violations\n{report}");
            assert!(
                caught * 100 >= block * 95,
                "{lang}: recall {caught}/{block}\n{report}"
            );
        }
        assert!(long >= 1000, "only {long} long ordinary turns\n{report}");
        assert!(
            loud * 10 <= long,
            "long ordinary escalated {loud}/{long}\n{report}"
        );
    }

    #[test]
    fn anchors_are_current() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/pipeline/layer1/anchors.rs"
        );
        let want = generate_anchors();
        let have = std::fs::read_to_string(path).unwrap_or_default();
        if have == want {
            // The file on disk is the one compiled in.
            assert_eq!(anchors::SOURCE, source_hash());
        }
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
        let mut texts = vec![
            "puſh it now".to_owned(),
            "ＣＯＭＭＩＴ".to_owned(),
            String::new(),
        ];
        texts.extend(tuning_corpus().into_iter().map(|c| c.text));
        let lists = detector::BUILTIN
            .iter()
            .flat_map(|d| [d.bypasses, d.evidence])
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
    fn every_builtin_pattern_builds_as_layer_one_builds_it() {
        // A signal that fails to build (too big for the size limit) would
        // never match, silently.
        for d in detector::BUILTIN {
            for p in d.signals.iter().chain(d.bypasses).chain(d.evidence) {
                assert!(crate::util::pattern::builds(p), "{}: {p}", d.name);
            }
        }
    }

    #[test]
    fn prefilter_agrees_with_the_full_patterns() {
        // Every text in the corpus gets the same outcome with and without
        // the anchors (the anchors only skip work, never a match).
        // The reference is regex's own `Regex`, prefilter and all, one per
        // pattern: a detector's signals together pass regex's default size
        // limit, and Layer 1 never builds them as one set.
        let full: Vec<Vec<regex::Regex>> = detector::BUILTIN
            .iter()
            .map(|d| {
                d.signals
                    .iter()
                    .map(|p| regex::Regex::new(p).unwrap())
                    .collect()
            })
            .collect();
        let mut texts = vec!["puſh it now".to_owned(), "ＣＯＭＭＩＴ".to_owned()];
        texts.extend(tuning_corpus().into_iter().map(|c| c.text));
        for text in &texts {
            let lowered = prose::lower(&prose::view(text).text);
            // The signals alone: the scorer may escalate a turn without one.
            let fast = signals_all(detector::BUILTIN, text);
            for ((d, set), outcome) in detector::BUILTIN.iter().zip(&full).zip(fast) {
                assert_eq!(
                    outcome != Outcome::NoSignal,
                    set.iter().any(|re| re.is_match(&lowered)),
                    "{}: {text}",
                    d.name
                );
            }
        }
    }
}
