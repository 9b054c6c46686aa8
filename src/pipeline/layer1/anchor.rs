//! Literal anchors: for each signal pattern, lowercase strings at least one of
//! which every match must contain. Layer 1 looks for anchors with plain byte
//! comparisons and builds a regex only when one is present, so the common
//! no-signal turn never pays for compiling a regex.
//!
//! The built-in detectors' anchors are derived ahead of time into
//! `layer1/anchors.rs` (a test keeps that file current); patterns from a
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
pub(crate) fn required(hir: &Hir) -> Option<Vec<String>> {
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
/// compile time (`layer1/anchors.rs`); [`OwnedFinder`] builds one at run time.
///
/// At each byte of the text, its first two bytes are looked up in a bit set
/// of the anchors' first two bytes; on a hit, the bits set before it give
/// the place of the anchors that start so (no search), and those are
/// compared. The tables hold no pointers: the anchors' bytes lie end to end
/// in one array, where a table of `&str` would scatter hundreds of little
/// strings over the binary, and each page touched is one more page fault.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Finder<'a> {
    /// Every anchor's bytes, sorted by anchor, end to end.
    text: &'a [u8],
    /// Where each anchor ends in `text` (it starts where the one before
    /// ends), and its owner, which means what the caller says.
    ends: &'a [(u32, u32)],
    /// Bit set of the first two bytes of every anchor, as [`prefix`] makes them.
    starts: &'a [u64; 1024],
    /// The bits set in `starts` before each of its words.
    ranks: &'a [u16; 1024],
    /// For the `r`th set bit of `starts`, the first anchor starting so; one
    /// more entry, the number of anchors, closes the last range.
    firsts: &'a [u16],
}

impl<'a> Finder<'a> {
    /// The tables must be [`text`], [`ends`], [`starts`], [`ranks`] and
    /// [`firsts`] of the same sorted anchors, each at least two bytes.
    pub(crate) const fn new(
        text: &'a [u8],
        ends: &'a [(u32, u32)],
        starts: &'a [u64; 1024],
        ranks: &'a [u16; 1024],
        firsts: &'a [u16],
    ) -> Self {
        Finder {
            text,
            ends,
            starts,
            ranks,
            firsts,
        }
    }

    /// The `i`th anchor's bytes.
    fn anchor(&self, i: usize) -> &'a [u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1].0 };
        &self.text[start as usize..self.ends[i].0 as usize]
    }

    /// Calls `found` with the owner of every anchor present in `lowered`.
    pub(crate) fn find(&self, lowered: &str, mut found: impl FnMut(u32)) {
        debug_assert!((1..self.ends.len()).all(|i| self.anchor(i - 1) <= self.anchor(i)));
        let bytes = lowered.as_bytes();
        for i in 0..bytes.len().saturating_sub(1) {
            let key = usize::from(prefix(&bytes[i..]));
            let word = self.starts[key / 64];
            let bit = 1u64 << (key % 64);
            if word & bit == 0 {
                continue;
            }
            let rank = usize::from(self.ranks[key / 64]) + (word & (bit - 1)).count_ones() as usize;
            let (first, end) = (self.firsts[rank], self.firsts[rank + 1]);
            let rest = &bytes[i..];
            for j in usize::from(first)..usize::from(end) {
                // The first two bytes match; the third rules out most
                // anchors before a full comparison (a call to memcmp).
                let a = self.anchor(j);
                if a.len() <= rest.len()
                    && a.get(2).is_none_or(|b| *b == rest[2])
                    && rest.starts_with(a)
                {
                    found(self.ends[j].1);
                }
            }
        }
    }
}

/// A [`Finder`] over anchors known only at run time (a user's patterns).
#[derive(Debug)]
pub(crate) struct OwnedFinder {
    text: Vec<u8>,
    ends: Vec<(u32, u32)>,
    starts: Box<[u64; 1024]>,
    ranks: Box<[u16; 1024]>,
    firsts: Vec<u16>,
}

impl OwnedFinder {
    /// `None` past 65,534 anchors, which the tables' u16 indexes cannot
    /// number: the caller then runs every pattern rather than miss one.
    pub(crate) fn new<'a>(anchors: impl IntoIterator<Item = (&'a str, u32)>) -> Option<Self> {
        let mut anchors: Vec<(&str, u32)> =
            anchors.into_iter().filter(|(a, _)| a.len() >= 2).collect();
        if anchors.len() >= usize::from(u16::MAX) {
            return None;
        }
        anchors.sort_unstable();
        let mut text = Vec::new();
        let mut ends = Vec::with_capacity(anchors.len());
        let mut starts = Box::new([0u64; 1024]);
        let mut firsts = Vec::new();
        let mut last = None;
        for (i, (a, owner)) in anchors.iter().enumerate() {
            text.extend_from_slice(a.as_bytes());
            ends.push((u32::try_from(text.len()).unwrap_or(u32::MAX), *owner));
            set_start(&mut starts, a.as_bytes());
            let key = prefix(a.as_bytes());
            if last != Some(key) {
                firsts.push(u16::try_from(i).unwrap_or(u16::MAX));
                last = Some(key);
            }
        }
        firsts.push(u16::try_from(anchors.len()).unwrap_or(u16::MAX));
        let mut ranks = Box::new([0u16; 1024]);
        let mut total = 0;
        for (rank, word) in ranks.iter_mut().zip(starts.iter()) {
            *rank = total;
            total += u16::try_from(word.count_ones()).unwrap_or(0);
        }
        Some(OwnedFinder {
            text,
            ends,
            starts,
            ranks,
            firsts,
        })
    }

    pub(crate) fn finder(&self) -> Finder<'_> {
        Finder::new(
            &self.text,
            &self.ends,
            &self.starts,
            &self.ranks,
            &self.firsts,
        )
    }
}

/// The length of [`text`] for an anchor table, at compile time.
pub(crate) const fn text_len(anchors: &[(&str, u32)]) -> usize {
    let mut len = 0;
    let mut i = 0;
    while i < anchors.len() {
        len += anchors[i].0.len();
        i += 1;
    }
    len
}

/// The bytes of [`Finder`] for an anchor table, at compile time.
pub(crate) const fn text<const N: usize>(anchors: &[(&str, u32)]) -> [u8; N] {
    let mut text = [0u8; N];
    let mut at = 0;
    let mut i = 0;
    while i < anchors.len() {
        let a = anchors[i].0.as_bytes();
        let mut j = 0;
        while j < a.len() {
            text[at] = a[j];
            at += 1;
            j += 1;
        }
        i += 1;
    }
    assert!(at == N, "N is text_len of the anchors");
    text
}

/// The ends and owners of [`Finder`] for an anchor table, at compile time.
#[allow(clippy::cast_possible_truncation)] // a table is far under 4 GB
pub(crate) const fn ends<const N: usize>(anchors: &[(&str, u32)]) -> [(u32, u32); N] {
    let mut ends = [(0, 0); N];
    let mut end = 0;
    let mut i = 0;
    while i < N {
        end += anchors[i].0.len();
        ends[i] = (end as u32, anchors[i].1);
        i += 1;
    }
    ends
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

/// The ranks of [`Finder`] for an anchor table, at compile time.
#[allow(clippy::cast_possible_truncation)] // at most 65,536 bits are set
pub(crate) const fn ranks(anchors: &[(&str, u32)]) -> [u16; 1024] {
    let set = starts(anchors);
    let mut ranks = [0u16; 1024];
    let mut total = 0;
    let mut i = 0;
    while i < 1024 {
        ranks[i] = total;
        total += set[i].count_ones() as u16;
        i += 1;
    }
    ranks
}

/// How many different first two bytes the (sorted) anchors have.
pub(crate) const fn key_count(anchors: &[(&str, u32)]) -> usize {
    let mut count = 0;
    let mut i = 0;
    while i < anchors.len() {
        if i == 0 || prefix(anchors[i].0.as_bytes()) != prefix(anchors[i - 1].0.as_bytes()) {
            count += 1;
        }
        i += 1;
    }
    count
}

/// The firsts of [`Finder`] for an anchor table (sorted), at compile time:
/// `N` is [`key_count`] plus one.
#[allow(clippy::cast_possible_truncation)] // a table is far under 65,536 anchors
pub(crate) const fn firsts<const N: usize>(anchors: &[(&str, u32)]) -> [u16; N] {
    assert!(
        anchors.len() < u16::MAX as usize,
        "too many anchors for u16 indexes"
    );
    let mut firsts = [0u16; N];
    let mut at = 0;
    let mut i = 0;
    while i < anchors.len() {
        let a = anchors[i].0.as_bytes();
        if i > 0 {
            assert!(
                prefix(anchors[i - 1].0.as_bytes()) <= prefix(a),
                "anchors are sorted"
            );
        }
        if i == 0 || prefix(a) != prefix(anchors[i - 1].0.as_bytes()) {
            firsts[at] = i as u16;
            at += 1;
        }
        i += 1;
    }
    firsts[at] = anchors.len() as u16;
    assert!(at + 1 == N, "N is key_count of the anchors, plus one");
    firsts
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
        let owned =
            OwnedFinder::new([("commit", 0), ("push", 1), ("コミット", 2), ("pu", 3)]).unwrap();
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
    /// third byte changed, at the start, the middle and the end. So does one
    /// built from the same anchors at run time.
    #[test]
    fn builtin_finder_agrees_with_a_plain_search() {
        use crate::pipeline::layer1::anchors::{SIGNAL_INDEX, SIGNALS};
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
        // The same tables built at run time must agree too.
        let owned = OwnedFinder::new(SIGNAL_INDEX.iter().copied()).unwrap();
        for text in &texts {
            let mut got = Vec::new();
            SIGNALS.find(text, |o| got.push(o));
            got.sort_unstable();
            got.dedup();
            let mut at_run_time = Vec::new();
            owned.finder().find(text, |o| at_run_time.push(o));
            at_run_time.sort_unstable();
            at_run_time.dedup();
            assert_eq!(at_run_time, got, "{text:?}");
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
