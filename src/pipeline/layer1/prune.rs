//! Builds a pattern without the alternatives that cannot match a given text.
//!
//! A signal is a large word-family alternation, `\b(?:a|b|…)\b`, and the
//! anchor finder only says that one of its branches may match. Building the
//! whole alternation for that one branch was most of a turn with a signal.
//! So each alternation's branches whose required literals (see
//! `anchor::required`) the lowered text lacks are left out before the build:
//! every match of a branch contains one of its literals, so a branch without
//! one in the text can take part in no match, and leaving it out changes no
//! match, nor which of two alternatives wins. A branch with no required
//! literal is always kept. Builds are kept by pattern and by the branches
//! kept, so that `eval`, `replay` and the trainer reuse them across turns, up
//! to `KEPT` of them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use regex_automata::meta::Regex;
use regex_syntax::hir::{Capture, Hir, HirKind, Repetition};

use super::anchor;
use crate::util::pattern;

/// `pattern` built with only the branches that can match the text whose
/// lowercase (as `anchor::fold` or `prose::lower` makes it) is `lowered`.
/// `None` when it cannot match there, or does not build.
pub(crate) fn compiled(pattern: &'static str, lowered: &str) -> Option<Regex> {
    static BUILT: Cache<(&'static str, Vec<bool>), Option<Regex>> = OnceLock::new();
    let plan = plan(pattern)?;
    let mut kept = Vec::new();
    choose(&plan.alternations, lowered, &mut kept);
    let built = BUILT.get_or_init(Mutex::default);
    let key = (pattern, kept);
    if let Some(re) = built
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get(&key)
    {
        return re.clone();
    }
    let re = if key.1.iter().all(|&k| k) {
        pattern::from_hir(&plan.hir)
    } else {
        // `None`: no branch left where one was needed, nothing to build.
        rebuild(&plan.hir, &mut key.1.iter().copied()).and_then(|hir| pattern::from_hir(&hir))
    };
    keep(
        &mut built.lock().unwrap_or_else(PoisonError::into_inner),
        key,
        re.clone(),
    );
    re
}

/// The most pattern builds a process keeps. A hook run builds each pattern
/// it needs at most once, far fewer than this; `eval`, `replay` and the
/// trainer go through thousands of turns, each wanting its own set of
/// branches, and kept without a bound the builds grew to gigabytes.
const KEPT: usize = 1024;

/// Keeps `value` under `key`, starting afresh once `KEPT` are held: a turn
/// rebuilds what it needs, so forgetting costs time, never a match.
fn keep<K: std::hash::Hash + Eq, V>(map: &mut HashMap<K, V>, key: K, value: V) {
    if map.len() >= KEPT {
        map.clear();
    }
    map.insert(key, value);
}

/// What a process keeps across turns.
type Cache<K, V> = OnceLock<Mutex<HashMap<K, V>>>;

/// A pattern parsed, and its alternations' branches with their literals.
struct Plan {
    hir: Hir,
    alternations: Vec<Alternation>,
}

/// The branches of one alternation, in order.
struct Alternation(Vec<Branch>);

struct Branch {
    /// Strings one of which each match contains; `None`: no such string.
    required: Option<Vec<String>>,
    /// The alternations inside this branch.
    inner: Vec<Alternation>,
}

/// [`Plan`] of `pattern`, made once per pattern in a process.
fn plan(pattern: &'static str) -> Option<Arc<Plan>> {
    static PLANS: Cache<&'static str, Option<Arc<Plan>>> = OnceLock::new();
    let plans = PLANS.get_or_init(Mutex::default);
    if let Some(plan) = plans
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get(pattern)
    {
        return plan.clone();
    }
    let plan = pattern::parse(pattern).map(|hir| {
        let mut alternations = Vec::new();
        collect(&hir, &mut alternations);
        Arc::new(Plan { hir, alternations })
    });
    plans
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(pattern, plan.clone());
    plan
}

/// The alternations of `hir` outside any other alternation, in the order
/// [`rebuild`] meets them.
fn collect(hir: &Hir, out: &mut Vec<Alternation>) {
    match hir.kind() {
        HirKind::Alternation(branches) => out.push(Alternation(
            branches
                .iter()
                .map(|b| {
                    let mut inner = Vec::new();
                    collect(b, &mut inner);
                    Branch {
                        required: anchor::required(b),
                        inner,
                    }
                })
                .collect(),
        )),
        HirKind::Concat(items) => items.iter().for_each(|i| collect(i, out)),
        HirKind::Capture(c) => collect(&c.sub, out),
        HirKind::Repetition(r) => collect(&r.sub, out),
        _ => {}
    }
}

/// Whether each branch is kept, in the order [`rebuild`] meets them; the
/// branches inside a branch left out are not listed.
fn choose(alternations: &[Alternation], lowered: &str, kept: &mut Vec<bool>) {
    for alternation in alternations {
        for branch in &alternation.0 {
            let keep = branch.required.as_ref().is_none_or(|set| {
                set.iter()
                    .any(|s| memchr::memmem::find(lowered.as_bytes(), s.as_bytes()).is_some())
            });
            kept.push(keep);
            if keep {
                choose(&branch.inner, lowered, kept);
            }
        }
    }
}

/// `hir` without the branches that `kept` (from [`choose`]) leaves out;
/// `None` when that leaves it nothing to match. Such a part is taken out
/// here rather than left as an empty class, because an empty class under
/// `?` or `*` makes regex-syntax call the whole pattern impossible, where
/// the repetition still matches the empty string.
fn rebuild(hir: &Hir, kept: &mut impl Iterator<Item = bool>) -> Option<Hir> {
    Some(match hir.kind() {
        HirKind::Alternation(branches) => {
            let mut left = Vec::new();
            for b in branches {
                if kept.next().unwrap_or(true) {
                    left.extend(rebuild(b, kept));
                }
            }
            if left.is_empty() {
                return None;
            }
            Hir::alternation(left)
        }
        HirKind::Concat(items) => {
            // Every item is rebuilt, even after one that cannot match, so
            // that each takes its own entries of `kept`.
            let items: Vec<Option<Hir>> = items.iter().map(|i| rebuild(i, kept)).collect();
            Hir::concat(items.into_iter().collect::<Option<_>>()?)
        }
        HirKind::Capture(c) => Hir::capture(Capture {
            index: c.index,
            name: c.name.clone(),
            sub: Box::new(rebuild(&c.sub, kept)?),
        }),
        HirKind::Repetition(r) => match rebuild(&r.sub, kept) {
            Some(sub) => Hir::repetition(Repetition {
                min: r.min,
                max: r.max,
                greedy: r.greedy,
                sub: Box::new(sub),
            }),
            None if r.min == 0 => Hir::empty(),
            None => return None,
        },
        _ => hir.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detectors as detector;
    use crate::pipeline::layer1::prose;

    #[test]
    fn the_kept_builds_stay_bounded() {
        let mut map = HashMap::new();
        for i in 0..3 * KEPT {
            keep(&mut map, i, i);
            assert!(map.len() <= KEPT, "{} kept", map.len());
            assert_eq!(map.get(&i), Some(&i), "the newest build is kept");
        }
    }

    fn spans(re: Option<&Regex>, text: &str) -> Vec<(usize, usize)> {
        re.map(|re| re.find_iter(text).map(|m| (m.start(), m.end())).collect())
            .unwrap_or_default()
    }

    /// The branches `pattern` keeps for `lowered`, and how many it has.
    fn kept(pattern: &'static str, lowered: &str) -> (usize, usize) {
        let mut kept = Vec::new();
        choose(&plan(pattern).unwrap().alternations, lowered, &mut kept);
        (kept.iter().filter(|&&k| k).count(), kept.len())
    }

    #[test]
    fn pruned_patterns_match_as_the_whole_ones() {
        let cases: &[(&'static str, &str)] = &[
            (
                r"\b(?:commit|push|deploy)\b",
                "i'll push it, then push again",
            ),
            (r"\b(?:commit|push|deploy)\b", "nothing here"),
            // A branch with no literal is always kept.
            (r"(?:commit|\d+ files?)", "changed 3 files"),
            // Nested alternations, captures and repetitions.
            (
                r"(?:i'll|let me) (?:run|start) (?:the )?(?:merge|deploy)",
                "let me run the deploy",
            ),
            (r"(?:(commit)|(push)|x)+ now", "pushcommitx now"),
            (r"(?:ab|abc|b)", "abc b ab"),
            // Case-folded classes: the literal is found in the lowercase.
            (r"(?i)\b(?:COMMIT|push)\b", "PUSH it"),
            (r"(?:[Cc]ommit|[Pp]ush)", "Commit it"),
            // regression: an optional group with every branch left out made
            // the whole pattern impossible to match.
            (r"\bfile (?:a |the )?(?:new |draft )*pr\b", "file pr"),
            // regression: a branch that cannot match, before one that can,
            // took the later branch's place in the list of branches kept.
            (
                r"commit (?:yy|zz) (?:aa|bb)|(?:con|avec) el",
                "commit con el",
            ),
        ];
        for &(pattern, text) in cases {
            let full = pattern::compile(pattern).unwrap();
            let pruned = compiled(pattern, &anchor::fold(text));
            assert_eq!(
                spans(pruned.as_ref(), text),
                spans(Some(&full), text),
                "{pattern} on {text:?}"
            );
        }
        assert_eq!(kept(r"\b(?:commit|push|deploy)\b", "push"), (1, 3));
        assert_eq!(kept(r"(?:commit|\d+ files?)", "3 files"), (1, 2));
        // A branch left out is not looked into.
        assert_eq!(kept(r"(?:a(?:bb|cc)|dd)", "dd"), (1, 2));
        assert_eq!(kept(r"(?:a(?:bb|cc)|dd)", "abb"), (2, 4));
        // No branch can match: nothing is built.
        assert!(compiled(r"\b(?:commit|push)\b", "nothing").is_none());
    }

    /// Every built-in pattern, built for a text with only the branches that
    /// can match it, finds exactly the matches of the whole pattern, on a
    /// sample of the written corpus, as signals see it (the lowered prose)
    /// and as bypasses and evidence see it (the text itself).
    #[test]
    fn pruned_builtin_patterns_find_the_same_matches() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/corpus/written");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
            .collect();
        files.sort();
        let mut texts = vec![
            "puſh it now".to_owned(),
            "ＣＯＭＭＩＴ".to_owned(),
            String::new(),
        ];
        for file in files {
            let body = std::fs::read_to_string(file).unwrap();
            let lines = body.lines().filter(|l| !l.trim().is_empty());
            // Every 25th turn: all languages and detectors, in a few seconds.
            for line in lines.step_by(25) {
                let case: serde_json::Value = serde_json::from_str(line).unwrap();
                texts.push(case["text"].as_str().unwrap().to_owned());
            }
        }
        assert!(texts.len() > 250, "only {} texts", texts.len());
        let views: Vec<(String, String)> = texts
            .iter()
            .flat_map(|t| {
                let prose = prose::lower(&prose::view(t).text);
                [(prose.clone(), prose), (t.clone(), anchor::fold(t))]
            })
            .collect();
        let (mut matches, mut pruned) = (0, 0);
        // The failure evidence is one pattern, built as Layer 1 builds it.
        let failure: &'static str = Box::leak(super::super::FAILURE.join("|").into_boxed_str());
        let lists = detector::BUILTIN
            .iter()
            .map(|d| (d.name, [d.signals, d.bypasses, d.evidence].concat()))
            .chain([("failure", vec![failure])]);
        for (name, list) in lists {
            for p in list {
                let full = pattern::compile(p).unwrap();
                for (text, lowered) in &views {
                    let want = spans(Some(&full), text);
                    let got = spans(compiled(p, lowered).as_ref(), text);
                    assert_eq!(got, want, "{name}: {p}\non {text:?}");
                    let (kept, all) = kept(p, lowered);
                    matches += want.len();
                    pruned += usize::from(!want.is_empty() && kept < all);
                }
            }
        }
        // The check means something only if pruned builds do find matches.
        assert!(matches > 1000, "only {matches} matches");
        assert!(pruned > 500, "only {pruned} pruned builds found a match");
    }
}
