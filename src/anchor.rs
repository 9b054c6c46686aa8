//! Literal anchors: for each signal pattern, lowercase strings at least one of
//! which every match must contain. Layer 1 looks for anchors with plain byte
//! comparisons and builds a regex only when one is present, so the common
//! no-signal turn never pays for compiling a regex.
//!
//! The built-in detectors' anchors are derived ahead of time into
//! `detector/anchors.rs` (a test keeps that file current); patterns from a
//! user's config are derived at run time.

use regex_syntax::hir::{Class, Hir, HirKind};

/// The anchors of one pattern, or `None` when no literal is required (such a
/// pattern is always compiled and run).
pub(crate) fn derive(pattern: &str) -> Option<Vec<String>> {
    let hir = regex_syntax::Parser::new().parse(pattern).ok()?;
    let mut set = required(&hir)?;
    set.sort();
    set.dedup();
    // An anchor that contains another one adds nothing.
    let minimal: Vec<String> = set
        .iter()
        .filter(|a| !set.iter().any(|b| b != *a && a.contains(b.as_str())))
        .cloned()
        .collect();
    // A one-byte anchor would fire on nearly everything: treat as none.
    minimal.iter().all(|a| a.len() >= 2).then_some(minimal)
}

/// Strings at least one of which every match of `hir` contains, lowercased.
fn required(hir: &Hir) -> Option<Vec<String>> {
    match hir.kind() {
        HirKind::Literal(lit) => {
            let s = fold(std::str::from_utf8(&lit.0).ok()?);
            (!s.is_empty()).then(|| vec![s])
        }
        HirKind::Class(c) => folded(c).map(|s| vec![s]),
        HirKind::Capture(c) => required(&c.sub),
        HirKind::Repetition(r) if r.min >= 1 => required(&r.sub),
        HirKind::Alternation(items) => {
            let mut all = Vec::new();
            for item in items {
                all.extend(required(item)?);
            }
            Some(all)
        }
        HirKind::Concat(items) => {
            // Adjacent literal pieces join into one run; of all runs and
            // required sets in the sequence, the strongest is kept.
            let mut best = None;
            let mut run = String::new();
            for item in items {
                let piece = match item.kind() {
                    HirKind::Literal(lit) => std::str::from_utf8(&lit.0).ok().map(fold),
                    HirKind::Class(c) => folded(c),
                    _ => None,
                };
                if let Some(p) = piece {
                    run.push_str(&p);
                    continue;
                }
                if !run.is_empty() {
                    keep_stronger(&mut best, vec![std::mem::take(&mut run)]);
                }
                if let Some(set) = required(item) {
                    keep_stronger(&mut best, set);
                }
            }
            if !run.is_empty() {
                keep_stronger(&mut best, vec![run]);
            }
            best
        }
        _ => None,
    }
}

/// Words in nearly every reply: an anchor made of one of them would send
/// most turns down the slow path, so another required piece is preferred.
const COMMON: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "by", "com", "da", "das", "de", "del", "des", "do",
    "dos", "du", "e", "el", "em", "en", "es", "est", "et", "for", "in", "is", "it", "la", "las",
    "le", "les", "los", "na", "no", "não", "o", "of", "on", "or", "os", "para", "por", "que", "se",
    "the", "this", "to", "um", "un", "una", "une", "we", "with", "y", "you", "の", "に", "は",
    "を", "が", "て", "で", "と", "的", "了", "是",
];

pub(crate) fn is_common(anchor: &str) -> bool {
    COMMON.contains(&anchor.trim())
}

/// A set is as strong as its weakest member (length, and not a common word);
/// fewer members break ties.
fn keep_stronger(best: &mut Option<Vec<String>>, candidate: Vec<String>) {
    let score = |set: &[String]| {
        let weakest = set
            .iter()
            .map(|a| if is_common(a) { 0 } else { a.len().min(8) })
            .min()
            .unwrap_or(0);
        (weakest, std::cmp::Reverse(set.len()))
    };
    if best.as_ref().is_none_or(|b| score(&candidate) > score(b)) {
        *best = Some(candidate);
    }
}

/// A class whose members all lowercase to one string: a case-folded letter.
fn folded(class: &Class) -> Option<String> {
    let mut out: Option<String> = None;
    let mut same = |s: String| match &out {
        None => {
            out = Some(s);
            true
        }
        Some(o) => *o == s,
    };
    match class {
        Class::Unicode(u) => {
            let mut members = 0;
            for range in u.iter() {
                for ch in range.start()..=range.end() {
                    members += 1;
                    if members > 4 || !same(fold(ch.encode_utf8(&mut [0; 4]))) {
                        return None;
                    }
                }
            }
        }
        Class::Bytes(b) => {
            for range in b.iter() {
                if range.end() - range.start() > 3 {
                    return None;
                }
                for byte in range.start()..=range.end() {
                    if !byte.is_ascii() || !same(char::from(byte.to_ascii_lowercase()).into()) {
                        return None;
                    }
                }
            }
        }
    }
    out
}

/// Lowercases for anchor matching. `(?i)s` also matches `ſ` (long s), whose
/// lowercase is itself, so it is folded to `s` on both sides.
pub(crate) fn fold(text: &str) -> String {
    let lower = text.to_lowercase();
    if lower.contains('ſ') {
        lower.replace('ſ', "s")
    } else {
        lower
    }
}

/// Finds which anchors occur in a lowercased text, all detectors in one pass.
/// It borrows its tables so that the built-in detectors' can be built at
/// compile time (`detector/anchors.rs`); [`OwnedFinder`] builds one at run time.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Finder<'a> {
    /// (anchor, owner) sorted by anchor; the owner means what the caller says.
    anchors: &'a [(&'a str, u32)],
    /// The first two bytes of each anchor, as [`prefix`] makes them.
    keys: &'a [u16],
    /// Bit set of the first two bytes of every anchor.
    starts: &'a [u64; 1024],
}

impl<'a> Finder<'a> {
    /// `anchors` must be sorted and at least two bytes each; `keys` and
    /// `starts` must be [`keys`] and [`starts`] of them (checked in debug
    /// builds).
    pub(crate) const fn new(
        anchors: &'a [(&'a str, u32)],
        keys: &'a [u16],
        starts: &'a [u64; 1024],
    ) -> Self {
        Finder {
            anchors,
            keys,
            starts,
        }
    }

    /// Calls `found` with the owner of every anchor present in `lowered`.
    pub(crate) fn find(&self, lowered: &str, mut found: impl FnMut(u32)) {
        debug_assert!(self.anchors.is_sorted() && self.keys.len() == self.anchors.len());
        let bytes = lowered.as_bytes();
        for i in 0..bytes.len().saturating_sub(1) {
            let key = prefix(&bytes[i..]);
            if self.starts[usize::from(key) / 64] & (1 << (key % 64)) == 0 {
                continue;
            }
            let rest = &bytes[i..];
            let first = self.keys.partition_point(|&k| k < key);
            let same = self.keys[first..].iter().take_while(|&&k| k == key);
            for (_, (a, owner)) in same.zip(&self.anchors[first..]) {
                // The first two bytes match; the third rules out most
                // anchors before a full comparison (a call to memcmp).
                let a = a.as_bytes();
                if a.len() <= rest.len()
                    && a.get(2).is_none_or(|b| *b == rest[2])
                    && rest.starts_with(a)
                {
                    found(*owner);
                }
            }
        }
    }
}

/// A [`Finder`] over anchors known only at run time (a user's patterns).
#[derive(Debug)]
pub(crate) struct OwnedFinder<'a> {
    anchors: Vec<(&'a str, u32)>,
    keys: Vec<u16>,
    starts: Box<[u64; 1024]>,
}

impl<'a> OwnedFinder<'a> {
    pub(crate) fn new(anchors: impl IntoIterator<Item = (&'a str, u32)>) -> Self {
        let mut anchors: Vec<(&str, u32)> =
            anchors.into_iter().filter(|(a, _)| a.len() >= 2).collect();
        anchors.sort_unstable();
        let keys = anchors.iter().map(|(a, _)| prefix(a.as_bytes())).collect();
        let mut starts = Box::new([0u64; 1024]);
        for (a, _) in &anchors {
            set_start(&mut starts, a.as_bytes());
        }
        OwnedFinder {
            anchors,
            keys,
            starts,
        }
    }

    pub(crate) fn finder(&self) -> Finder<'_> {
        Finder::new(&self.anchors, &self.keys, &self.starts)
    }
}

/// The keys of [`Finder`] for an anchor table, at compile time.
pub(crate) const fn keys<const N: usize>(anchors: &[(&str, u32)]) -> [u16; N] {
    let mut keys = [0u16; N];
    let mut i = 0;
    while i < N {
        keys[i] = prefix(anchors[i].0.as_bytes());
        i += 1;
    }
    keys
}

/// The bit set of [`Finder`] for an anchor table, at compile time.
pub(crate) const fn starts(anchors: &[(&str, u32)]) -> [u64; 1024] {
    let mut set = [0u64; 1024];
    let mut i = 0;
    while i < anchors.len() {
        let a = anchors[i].0.as_bytes();
        assert!(a.len() >= 2, "an anchor is at least two bytes");
        set_start(&mut set, a);
        i += 1;
    }
    set
}

const fn set_start(set: &mut [u64; 1024], anchor: &[u8]) {
    let key = prefix(anchor) as usize;
    set[key / 64] |= 1 << (key % 64);
}

#[allow(clippy::cast_lossless)] // `u16::from` is not const
const fn prefix(bytes: &[u8]) -> u16 {
    (bytes[0] as u16) << 8 | bytes[1] as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_of_patterns() {
        let cases: &[(&str, Option<&[&str]>)] = &[
            ("commit", Some(&["commit"])),
            (r"(?i)\bPUSH\b", Some(&["push"])),
            (
                r"(?i)(?:i'?ll|let me)\s+(?:commit|push)\b",
                Some(&["commit", "push"]),
            ),
            ("コミット(?:します|しよう)", Some(&["コミット"])),
            (r"(?:foo|\w+)bar", Some(&["bar"])),
            (r"\d+ passed", Some(&[" passed"])),
            (r"[A-Z]{3}", None),
            (r"(?:a|bc)", None),
            (r"x?", None),
        ];
        for (pattern, want) in cases {
            let got = derive(pattern);
            let got: Option<Vec<&str>> =
                got.as_ref().map(|v| v.iter().map(String::as_str).collect());
            assert_eq!(got.as_deref(), *want, "{pattern}");
        }
    }

    #[test]
    fn finder_reports_owners_once_per_occurrence() {
        let owned = OwnedFinder::new([("commit", 0), ("push", 1), ("コミット", 2), ("pu", 3)]);
        let f = owned.finder();
        let mut seen = Vec::new();
        f.find("i'll commit and push. コミット", |o| seen.push(o));
        seen.sort_unstable();
        assert_eq!(seen, [0, 1, 2, 3]);
        let mut none = Vec::new();
        f.find("nothing to see here", |o| none.push(o));
        assert!(none.is_empty());
        f.find("", |_| panic!("empty text has no anchors"));
        f.find("p", |_| panic!("too short"));
    }

    /// The built-in finder reports an anchor exactly when the text contains
    /// it: texts made of each anchor whole, cut short by a byte, and with its
    /// third byte changed, at the start, the middle and the end.
    #[test]
    fn builtin_finder_agrees_with_a_plain_search() {
        use crate::detector::anchors::{SIGNAL_INDEX, SIGNALS};
        let mut texts = Vec::new();
        for (a, _) in SIGNAL_INDEX {
            let mut cut = a.to_string();
            cut.pop();
            let mut third = a.as_bytes().to_vec();
            if let Some(b) = third.get_mut(2) {
                *b = if *b == b'q' { b'z' } else { b'q' };
            }
            let third = String::from_utf8_lossy(&third).into_owned();
            for piece in [a.to_string(), cut, third] {
                texts.push(piece.clone());
                texts.push(format!("x {piece} y"));
                texts.push(format!("some words {piece}"));
            }
        }
        for text in &texts {
            let mut got = Vec::new();
            SIGNALS.find(text, |o| got.push(o));
            got.sort_unstable();
            got.dedup();
            let mut want: Vec<u32> = SIGNAL_INDEX
                .iter()
                .filter(|(a, _)| text.contains(a))
                .map(|(_, o)| *o)
                .collect();
            want.sort_unstable();
            want.dedup();
            assert_eq!(got, want, "{text:?}");
        }
    }
}
