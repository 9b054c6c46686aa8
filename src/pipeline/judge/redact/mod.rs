//! Secret redaction: the first step of layer 2. Before any text is put in a
//! judge prompt, every credential found in it is replaced by a
//! `[REDACTED:<kind>]` marker and counted per kind; the counts are all that
//! the log may record of what was removed.
//!
//! The rules are high-confidence: a vendor's token shape (a prefix such as
//! `ghp_`, `sk-ant-api03-`, `AKIA`, or a fixed structure such as a private key
//! block or a JWT), or a known key in an assignment (`AWS_SECRET_ACCESS_KEY=`,
//! `"password": …`, `Authorization: Bearer …`, `scheme://user:password@host`)
//! followed by a value that looks random. Documented example keys and
//! placeholders (`AKIAIOSFODNN7EXAMPLE`, `ghp_xxxx…`, `sk-...`, `${TOKEN}`,
//! `<your-key>`) are left as they are, so the judge still sees what the agent
//! wrote about them.
//!
//! Files: `rules` (the patterns), `check` (what a found value must look
//! like) and `words` (the lists it consults), `view` (the text read again
//! with escapes decoded and wrapped keys joined), `edge` (cutting a window
//! without leaving part of a secret), `tests`.
//!
//! This stage is pure: no I/O, no logging. It must never panic, must stay
//! linear in the size of its input (the `regex` crate guarantees it; no
//! backtracking engine), and its output is a fixed point: redacting it again
//! changes nothing and counts nothing.

use std::collections::BTreeMap;
use std::sync::{LazyLock, OnceLock};

use regex::{Captures, Match, Regex};

use crate::pipeline::layer1::Set;

mod check;
mod edge;
mod rules;
#[cfg(test)]
mod tests;
mod view;
mod words;

use check::Check;
pub(crate) use edge::{safe_end, safe_start};
use rules::RULES;
use view::View;

/// Text with secrets replaced, and how many of each kind were removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Redacted {
    pub(crate) text: String,
    /// (kind, count), sorted by kind, only kinds with count > 0.
    pub(crate) counts: Vec<(&'static str, usize)>,
}

impl Redacted {
    /// How many secrets were removed, all kinds together.
    pub(crate) fn total(&self) -> usize {
        self.counts.iter().map(|&(_, count)| count).sum()
    }
}

/// Replaces every secret in `text` by `[REDACTED:<kind>]`.
///
/// Where matches overlap, the earliest rule in `RULES` (the most specific)
/// names the redaction: an Anthropic key is not also an OpenAI-style key, and
/// a GitHub token used as a URL password is one `github-token`. A match of an
/// exact shape widens the redaction to cover itself too; an assignment's
/// value (which may run on past a vendor token: `token=ghp_…@github.com/…`)
/// only counts where nothing more specific matched.
pub(crate) fn redact(text: &str) -> Redacted {
    let mut counts = BTreeMap::new();
    let mut text = once(text, &mut counts);
    if counts.is_empty() {
        return Redacted {
            text,
            counts: Vec::new(),
        };
    }
    // Overlapping matches (URLs nested in URLs) can hide a second secret
    // behind the first; another pass finds it. A pass that finds nothing
    // costs one prefilter scan, and passes run only after a redaction.
    for _ in 0..MAX_PASSES {
        let before = counts.values().sum::<usize>();
        let next = once(&text, &mut counts);
        if counts.values().sum::<usize>() == before {
            break;
        }
        text = next;
    }
    Redacted {
        text,
        counts: counts.into_iter().collect(),
    }
}

/// Passes after the first, at the most; real text needs none.
const MAX_PASSES: usize = 8;

/// One pass: every span `find` reports replaced by its marker.
fn once(text: &str, counts: &mut BTreeMap<&'static str, usize>) -> String {
    if !counts.is_empty() && !ENGINE.prefilter.is_match(text) {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for hit in find(text) {
        let kind = RULES[hit.rule].kind;
        out.push_str(&text[copied..hit.start]);
        out.push_str("[REDACTED:");
        out.push_str(kind);
        out.push(']');
        *counts.entry(kind).or_insert(0) += 1;
        copied = hit.end;
    }
    out.push_str(&text[copied..]);
    out
}

/// The secrets in `text`: sorted, disjoint spans, each with the rule that
/// names it. The rules read the text as it is and, where it differs, as a
/// person reads it ([`View`]: escapes decoded, wrapped keys joined).
fn find(text: &str) -> Vec<Hit> {
    let mut exact = Vec::new();
    let mut loose = Vec::new();
    collect(text, |start, end| (start, end), &mut exact, &mut loose);
    if let Some(view) = View::of(text) {
        // The view adds what the text hides, or the rest of what it shows
        // in part; a view's match that would join two of the text's own
        // (two tokens on two lines) is not one secret.
        let (mut more_exact, mut more_loose) = (Vec::new(), Vec::new());
        let seen = merge_overlapping(exact.iter().chain(&loose).copied().collect());
        collect(
            &view.text,
            |start, end| view.span(start, end),
            &mut more_exact,
            &mut more_loose,
        );
        let joins_two = |hit: &Hit| {
            let first = seen.partition_point(|other| other.end <= hit.start);
            seen[first..]
                .iter()
                .take_while(|other| other.start < hit.end)
                .count()
                >= 2
        };
        // A secret the text shows whole, at a line's end, is not wrapped: a
        // view's match running on from it into the next line's plain word
        // would take that word with it.
        let own_exact = merge_overlapping(exact.clone());
        let runs_into_a_word = |hit: &Hit| {
            own_exact.iter().any(|own| {
                own.start < hit.end
                    && hit.start < own.end
                    && own.end < hit.end
                    && is_next_lines_word(&text[own.end..hit.end])
            })
        };
        let keep = |hit: &Hit| !joins_two(hit) && !runs_into_a_word(hit);
        exact.extend(more_exact.into_iter().filter(keep));
        loose.extend(more_loose.into_iter().filter(keep));
    }
    let exact = merge_overlapping(exact);
    let loose: Vec<Hit> = merge_overlapping(loose)
        .into_iter()
        .filter(|hit| !overlaps_any(&exact, hit))
        .collect();
    let mut hits = exact;
    hits.extend(loose);
    hits.sort_unstable_by_key(|hit| hit.start);
    hits
}

/// Every rule's accepted matches in `text`, their spans mapped by `span` to
/// the original's, into `exact` or `loose` by the rule's check.
fn collect(
    text: &str,
    span: impl Fn(usize, usize) -> (usize, usize),
    exact: &mut Vec<Hit>,
    loose: &mut Vec<Hit>,
) {
    let engine = &*ENGINE;
    for index in engine.prefilter.matches(text) {
        let rule = &RULES[index];
        let regex = engine.regex(index);
        let key_group = regex.capture_names().position(|name| name == Some("key"));
        for caps in regex.captures_iter(text) {
            let Some(secret) = secret_of(&caps, key_group) else {
                continue;
            };
            let key = caps.name("key").map_or("", |key| key.as_str());
            let mut push = |start: usize, end: usize| {
                let (start, end) = span(start, end);
                let hit = Hit {
                    start,
                    end,
                    rule: index,
                };
                if rule.check.is_loose() {
                    loose.push(hit);
                } else {
                    exact.push(hit);
                }
            };
            if matches!(rule.check, Check::Cookies) {
                for (start, end) in check::secret_cookies(secret.as_str()) {
                    push(secret.start() + start, secret.start() + end);
                }
            } else if !secret.is_empty() && rule.check.accepts(key, secret.as_str()) {
                push(secret.start(), secret.end());
            }
        }
    }
}

/// Whether `rest`, what follows a secret, is a line break and then a plain
/// word (letters, only the first one a capital): prose, not a token's end.
fn is_next_lines_word(rest: &str) -> bool {
    let Some(line) = rest
        .strip_prefix("\r\n")
        .or_else(|| rest.strip_prefix('\n'))
    else {
        return false;
    };
    let mut word = line.trim_start_matches([' ', '\t', '│', '|', '┃']).chars();
    word.next().is_some_and(|c| c.is_ascii_alphabetic()) && word.all(|c| c.is_ascii_lowercase())
}

/// Joins overlapping hits into one that covers them all, named by the most
/// specific of them; the result is sorted and disjoint.
fn merge_overlapping(mut hits: Vec<Hit>) -> Vec<Hit> {
    hits.sort_unstable_by_key(|hit| (hit.start, hit.end));
    let mut merged: Vec<Hit> = Vec::with_capacity(hits.len());
    for hit in hits {
        match merged.last_mut() {
            Some(last) if hit.start < last.end => {
                last.end = last.end.max(hit.end);
                last.rule = last.rule.min(hit.rule);
            }
            _ => merged.push(hit),
        }
    }
    merged
}

/// Whether `hit` overlaps one of `sorted`, which are sorted and disjoint.
fn overlaps_any(sorted: &[Hit], hit: &Hit) -> bool {
    let after = sorted.partition_point(|other| other.end <= hit.start);
    sorted.get(after).is_some_and(|other| other.start < hit.end)
}

/// Every kind the redactor knows, for docs and `--help`.
pub(crate) fn kinds() -> impl Iterator<Item = &'static str> {
    static KINDS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
        let mut kinds: Vec<_> = RULES.iter().map(|rule| rule.kind).collect();
        kinds.sort_unstable();
        kinds.dedup();
        kinds
    });
    KINDS.iter().copied()
}

/// A span of the input that one rule found to be a secret.
#[derive(Clone, Copy)]
struct Hit {
    start: usize,
    end: usize,
    rule: usize,
}

/// The secret in a match: its first capture group that took part, other than
/// the key's (`key_group`), or the whole match when it has no group.
fn secret_of<'h>(caps: &Captures<'h>, key_group: Option<usize>) -> Option<Match<'h>> {
    let group = (1..caps.len())
        .filter(|&index| Some(index) != key_group)
        .find_map(|index| caps.get(index));
    group.or_else(|| caps.get(0))
}

/// The rules compiled: one set of the rules' prefilters, which tells which
/// rules may match (all that a text without secrets pays for), and each
/// rule's own regex, compiled the first time its prefilter matches. The set
/// is built without regex's own literal prefilter (see `layer1::Set`): over
/// a prompt of a few KB, building that cost more than the search it speeds.
struct Engine {
    prefilter: Set,
    regexes: Vec<OnceLock<Regex>>,
}

static ENGINE: LazyLock<Engine> = LazyLock::new(|| Engine {
    prefilter: Set::new(&RULES.iter().map(|rule| rule.prefilter).collect::<Vec<_>>())
        .expect("the redaction prefilters are valid regexes (tested)"),
    regexes: RULES.iter().map(|_| OnceLock::new()).collect(),
});

impl Engine {
    fn regex(&self, index: usize) -> &Regex {
        self.regexes[index].get_or_init(|| {
            Regex::new(RULES[index].pattern).expect("each redaction rule is a valid regex (tested)")
        })
    }
}
