//! The scorer: a linear model per built-in detector over the turn's words and
//! character n-grams, with the turn's closing part counted apart, and the
//! sentences where the detector's own signals matched counted apart again.
//!
//! Signals say where a rule's vocabulary occurs, and agents use that
//! vocabulary all day in passing: a signal alone cannot tell "pushing `main`
//! now" from "the deploy script pushes to main". The scorer weighs the whole
//! turn, and the sentences its signals matched in, with two thresholds per
//! detector. Below `low`, the detector's signals are settled (unless another
//! detector sends the turn to the judge anyway: then they ride along in the
//! same request). At or above `high`, set well above `low`, the detector
//! escalates even without a signal, for the phrasing no word list foresaw.
//!
//! Weights and thresholds are trained from the tuning corpus by
//! `HOOKJUDGE_BLESS=1 cargo test --release --lib scorer_weights_are_current`
//! (see `train`) and compiled in: nothing is read or downloaded at run time.

// Weights are stored as bytes and bucket numbers fit in `BITS`: the casts
// between integer and float widths here are the model's arithmetic.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_possible_wrap,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss
)]

use std::sync::OnceLock;

use crate::detectors::Detector;
use crate::pipeline::layer1::prose::{self, Prose};
use crate::pipeline::layer1::{Hit, Outcome};

/// log2 of the number of hashed feature buckets.
pub(crate) const BITS: u32 = 17;
/// The closing part of a turn, in bytes of its prose: what it ends with (its
/// report, proposal or question) is where most violations sit, so its
/// features are counted again, apart from the whole turn's.
pub(crate) const TAIL: usize = 800;

/// Feature namespaces: n-grams and words, of the whole turn, of its tail, and
/// of the sentences holding a detector's signals; and whether a signal sits
/// in the closing bytes.
const SPACES: usize = 7;

static WEIGHTS: &[u8] = include_bytes!("weights.bin");
const MAGIC: &[u8; 4] = b"HJS3";

/// One detector's part of the model.
#[derive(Debug, Clone)]
pub(crate) struct Head {
    pub(crate) name: String,
    pub(crate) bias: f32,
    /// What one step of a stored weight is worth.
    pub(crate) scale: f32,
    /// A signal escalates only in a turn that scores this or above.
    pub(crate) low: f32,
    /// A turn that scores this or above escalates without a signal.
    pub(crate) high: f32,
}

impl Head {
    /// The score at or above which a turn without a signal escalates when it
    /// holds one of the detector's cues.
    pub(crate) fn mid(&self) -> f32 {
        // A threshold set to never (or always) leaves no room between.
        if self.low.is_finite() && self.high.is_finite() {
            self.low + CUED * (self.high - self.low)
        } else {
            self.high
        }
    }
}

/// The compiled-in model.
#[derive(Debug)]
pub(crate) struct Model {
    pub(crate) heads: Vec<Head>,
    /// The digest of the corpus and settings it was trained from (the test
    /// that checks the weights are current reads it).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) source: u64,
    /// `[bucket][head]` quantized weights.
    table: &'static [u8],
}

impl Model {
    /// The model built into this binary; `None` if the weights file does not
    /// fit this build (the tests catch that before a release).
    pub(crate) fn get() -> Option<&'static Model> {
        static MODEL: OnceLock<Option<Model>> = OnceLock::new();
        MODEL.get_or_init(|| Model::parse(WEIGHTS)).as_ref()
    }

    fn parse(bytes: &'static [u8]) -> Option<Model> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(4)? != MAGIC || r.u32()? != BITS || r.u32()? as usize != TAIL {
            return None;
        }
        let count = r.u32()? as usize;
        let mut heads = Vec::with_capacity(count);
        for _ in 0..count {
            let len = usize::from(*r.take(1)?.first()?);
            let name = std::str::from_utf8(r.take(len)?).ok()?.to_string();
            heads.push(Head {
                name,
                bias: r.f32()?,
                scale: r.f32()?,
                low: r.f32()?,
                high: r.f32()?,
            });
        }
        let source = r.u64()?;
        let table = r.take((1usize << BITS) * count)?;
        (r.at == bytes.len()).then_some(Model {
            heads,
            source,
            table,
        })
    }

    /// The place of detector `name` among the heads.
    pub(crate) fn head(&self, name: &str) -> Option<usize> {
        self.heads.iter().position(|h| h.name == name)
    }

    /// What the sentences holding its signals (`signal_features`) add to
    /// head `head`'s score.
    pub(crate) fn local(&self, head: usize, features: &Features) -> f32 {
        let n = self.heads.len();
        let mut sum = 0f32;
        for (space, value) in features.spaces() {
            for &bucket in space {
                sum += f32::from(self.table[bucket as usize * n + head] as i8) * value;
            }
        }
        self.heads[head].scale * sum
    }

    /// Every head's score for a turn's features.
    pub(crate) fn scores(&self, features: &Features) -> Vec<f32> {
        let n = self.heads.len();
        let mut sums = vec![0f32; n];
        for (space, value) in features.spaces() {
            for &bucket in space {
                let row = &self.table[bucket as usize * n..][..n];
                for (sum, &q) in sums.iter_mut().zip(row) {
                    *sum += f32::from(q as i8) * value;
                }
            }
        }
        self.heads
            .iter()
            .zip(sums)
            .map(|(h, s)| h.bias + h.scale * s)
            .collect()
    }
}

/// The excuse a signal gets when its turn as a whole scores low.
pub(crate) const SCORED_LOW: &str = "scorer: the turn as a whole scores low";

/// What escalates a built-in detector without a signal: the turn as a whole
/// scores at or above the detector's `high`.
pub(crate) const SCORED_HIGH: &str = "scorer: the turn as a whole reads like a breach of this rule";

/// What escalates a built-in detector without a signal on a lower score:
/// the turn scores at or above the detector's `mid` and holds one of its cues.
pub(crate) const SCORED_CUED: &str =
    "scorer: the turn reads like a breach of this rule and uses its words";

/// Where `mid` sits between a head's `low` and `high`: a cue is common in
/// ordinary work, so it takes a score well above `low`. Lower, real
/// sessions' ordinary turns reached the judge faster than written breaches
/// were found.
pub(crate) const CUED: f32 = 0.6;

/// Where `d`'s cues match the lowered prose, first first: built as the
/// signals are, with only the branches whose words occur.
fn cue_hits(d: &Detector, lowered: &str) -> Vec<(&'static str, usize, usize)> {
    super::locate(d.cues, &vec![true; d.cues.len()], lowered, lowered)
}

/// The least prose, in bytes, a turn needs to escalate on its score alone:
/// a score from a one-line reply is a poor witness. Short reports are where
/// signals miss most (few words to match), so the bar is a few sentences,
/// not a page.
pub(crate) const ALONE_MIN: usize = 150;

/// The scorer's part of Layer 1. A built-in detector without a signal, or
/// with its signals all excused, escalates when the turn scores at or above
/// its `high` (signals are word lists, and no list holds every way of
/// saying a thing). Signals of a turn
/// that scores below the detector's `low` are settled, unless the turn
/// reaches the judge anyway: once one detector escalates, every detector
/// with a signal goes into the same request. A signal of the user's own
/// (`extra_signals`) is never settled: the weights never saw it.
pub(crate) fn weigh(
    model: &Model,
    detectors: &[&'static Detector],
    text: &str,
    view: &Prose,
    lowered: &str,
    outcomes: Vec<Outcome>,
) -> Vec<Outcome> {
    let heads: Vec<Option<usize>> = detectors
        .iter()
        .zip(&outcomes)
        .map(|(d, o)| model.head(d.name).filter(|_| builtin_signals_only(d, o)))
        .collect();
    let long = lowered.len() >= ALONE_MIN;
    // A short turn without a signal to weigh is not scored at all.
    let signalled = outcomes
        .iter()
        .zip(&heads)
        .any(|(o, h)| h.is_some() && matches!(o, Outcome::Escalate { .. }));
    if heads.iter().all(Option::is_none) || !(long || signalled) {
        return outcomes;
    }
    let mut scores = model.scores(&features(lowered));
    for ((outcome, head), d) in outcomes.iter().zip(&heads).zip(detectors) {
        if let (Some(h), Outcome::Escalate { hits, .. }) = (*head, outcome) {
            scores[h] += model.local(h, &signal_features(d.name, text, hits));
        }
    }
    let low = |h: Option<usize>| h.is_some_and(|h| scores[h] < model.heads[h].low);
    let high = |h: Option<usize>| long && h.is_some_and(|h| scores[h] >= model.heads[h].high);
    // Where a cue of `d` is, in a turn that scores at or above its `mid`.
    let cued = |d: &Detector, h: Option<usize>| {
        if !h.is_some_and(|h| long && scores[h] >= model.heads[h].mid()) {
            return None;
        }
        let (_, from, to) = *cue_hits(d, lowered).first()?;
        let start = view.origin(from);
        let end = view.origin(to.saturating_sub(1)) + 1;
        let sentence = super::excerpt(text, prose::sentence(text, start, end));
        Some(Hit {
            signal: SCORED_CUED,
            at: start,
            excerpt: format!("\"{}\" in: {sentence}", &lowered[from..to]),
        })
    };
    let outcomes: Vec<Outcome> = outcomes
        .into_iter()
        .zip(detectors.iter().zip(&heads))
        .map(|(outcome, (d, &head))| match outcome {
            // A turn whose signals were all excused is scored like one
            // without a signal (training sets `high` counting both alike):
            // a bypass excuses its own sentence, not a turn that reads as a
            // breach of the rule as a whole.
            Outcome::NoSignal | Outcome::Bypassed { .. } if high(head) => Outcome::Escalate {
                signals: vec![SCORED_HIGH],
                hits: Vec::new(),
            },
            Outcome::NoSignal | Outcome::Bypassed { .. } => match cued(d, head) {
                Some(hit) => Outcome::Escalate {
                    signals: vec![SCORED_CUED],
                    hits: vec![hit],
                },
                None => outcome,
            },
            outcome @ Outcome::Escalate { .. } => outcome,
        })
        .collect();
    let judged = outcomes
        .iter()
        .zip(&heads)
        .any(|(o, &h)| matches!(o, Outcome::Escalate { .. }) && !low(h));
    if judged {
        return outcomes;
    }
    outcomes
        .into_iter()
        .zip(heads)
        .map(|(outcome, head)| match outcome {
            Outcome::Escalate { signals, .. } if low(head) => Outcome::Bypassed {
                signals,
                bypasses: vec![SCORED_LOW],
            },
            outcome => outcome,
        })
        .collect()
}

/// Whether `d` is a built-in detector and every signal `outcome` holds is
/// one of its own.
fn builtin_signals_only(d: &Detector, outcome: &Outcome) -> bool {
    crate::detectors::BUILTIN
        .iter()
        .find(|b| b.name == d.name)
        .is_some_and(|b| outcome.signals().iter().all(|s| b.signals.contains(s)))
}

struct Reader {
    bytes: &'static [u8],
    at: usize,
}

impl Reader {
    fn take(&mut self, n: usize) -> Option<&'static [u8]> {
        let out = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(out)
    }
    fn u32(&mut self) -> Option<u32> {
        Some(u32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }
    fn f32(&mut self) -> Option<f32> {
        Some(f32::from_le_bytes(self.take(4)?.try_into().ok()?))
    }
}

const GRAM: u8 = 0;
const GRAM_TAIL: u8 = 1;
const WORD: u8 = 2;
const WORD_TAIL: u8 = 3;
const GRAM_SIGNAL: u8 = 4;
const WORD_SIGNAL: u8 = 5;
const END_SIGNAL: u8 = 6;

/// How close to the end of a turn a signal must match to count as part of
/// what the turn ends with, for the detectors whose breach is most often the
/// turn's last words (`CLOSING`): a proposal to ship, a stop, a deferral.
/// The same words mid-turn are more often narration. Only in a turn of at
/// least twice this length; the mark is scaled as the signal sentences'
/// features are.
pub(crate) const SIGNAL_END: usize = 300;

/// The detectors whose signals in the closing bytes are marked. A bug-fix
/// report's cause, or its lack, is spread over the whole report: marked
/// there too, more ordinary turns reached the judge for few more breaches.
pub(crate) const CLOSING: [&str; 3] = ["commit", "scope-check", "scope-change"];

/// What the signal sentences' namespaces weigh against the whole turn's
/// (each namespace is scaled to this length instead of 1). At full length
/// the model learned the training writers' breach sentences by heart and,
/// on writers it never saw, escalated more ordinary turns; at a fifth it
/// settles fewer of their violations and escalates fewer ordinary turns
/// than without the sentences. Larger settled fewer violations again, at
/// the price of more ordinary turns.
pub(crate) const LOCAL: f32 = 0.2;

/// A turn's features: the distinct buckets of each namespace. Every present
/// feature counts 1, and each namespace is scaled to unit length, so that a
/// long turn does not score high for being long.
#[derive(Debug, Default)]
pub(crate) struct Features {
    spaces: [Vec<u32>; SPACES],
}

impl Features {
    /// Each namespace's buckets with the value each of them carries.
    pub(crate) fn spaces(&self) -> impl Iterator<Item = (&[u32], f32)> {
        self.spaces.iter().enumerate().map(|(k, s)| {
            let value = if s.is_empty() {
                0.0
            } else if k >= GRAM_SIGNAL as usize {
                LOCAL / (s.len() as f32).sqrt()
            } else {
                1.0 / (s.len() as f32).sqrt()
            };
            (s.as_slice(), value)
        })
    }
}

/// The features of the lowercased prose of a turn.
pub(crate) fn features(lowered: &str) -> Features {
    let mut f = Features::default();
    let tail_from = tail_start(lowered);
    let tail = &lowered[tail_from..];
    grams(lowered, |g| {
        f.spaces[GRAM as usize].push(bucket_u32(GRAM, g));
    });
    grams(tail, |g| {
        f.spaces[GRAM_TAIL as usize].push(bucket_u32(GRAM_TAIL, g));
    });
    word_features(lowered, WORD, &mut f.spaces[WORD as usize]);
    word_features(tail, WORD_TAIL, &mut f.spaces[WORD_TAIL as usize]);
    for s in &mut f.spaces {
        s.sort_unstable();
        s.dedup();
    }
    f
}

/// The features of the sentences of `text` where a detector's signals matched
/// (`hits`), for that detector's head alone. A breach is often one sentence
/// in a long, competent report, and the whole turn's features weigh that
/// sentence as one among hundreds; counted apart, the words around the match
/// ("pushing `main` now" against "the script pushes to main") weigh as much
/// in a long turn as in a short one. For the `CLOSING` detectors, a signal
/// within `SIGNAL_END` bytes of the end of a longer turn sets one more
/// feature.
pub(crate) fn signal_features(detector: &str, text: &str, hits: &[Hit]) -> Features {
    let mut f = Features::default();
    let closing = text.len().saturating_sub(SIGNAL_END);
    // In a shorter turn the closing bytes are half of it or more.
    if CLOSING.contains(&detector)
        && text.len() >= 2 * SIGNAL_END
        && hits.iter().any(|h| h.at >= closing && h.at < text.len())
    {
        f.spaces[END_SIGNAL as usize].push(bucket_u32(END_SIGNAL, b"end"));
    }
    let mut spans: Vec<(usize, usize)> = hits
        .iter()
        .map(|h| prose::sentence(text, h.at, h.at.saturating_add(1)))
        .collect();
    spans.sort_unstable();
    spans.dedup();
    for (s, e) in spans {
        let Some(sentence) = text.get(s..e) else {
            continue;
        };
        let lowered = prose::lower(&prose::view(sentence).text);
        grams(&lowered, |g| {
            f.spaces[GRAM_SIGNAL as usize].push(bucket_u32(GRAM_SIGNAL, g));
        });
        word_features(&lowered, WORD_SIGNAL, &mut f.spaces[WORD_SIGNAL as usize]);
    }
    for s in &mut f.spaces {
        s.sort_unstable();
        s.dedup();
    }
    f
}

/// Where the tail begins: `TAIL` bytes before the end, on a character boundary.
fn tail_start(text: &str) -> usize {
    let mut at = text.len().saturating_sub(TAIL);
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// Character 2- to 4-grams inside each white-space-separated word, padded
/// with a space on both sides, so that "pushing" and "push." share "push"
/// and a word's start and end count. Digits are one digit: "42 passed" and
/// "7 passed" are the same evidence.
fn grams(text: &str, mut emit: impl FnMut(&[u8])) {
    let mut chars: Vec<char> = Vec::with_capacity(64);
    let mut buf = [0u8; 16];
    for word in text.split_whitespace() {
        chars.clear();
        chars.push(' ');
        for c in word.chars() {
            // A run of digits is one digit.
            if !(c.is_ascii_digit() && chars.last() == Some(&'0')) {
                chars.push(fold_digit(c));
            }
        }
        chars.push(' ');
        for n in 2..=4 {
            for g in chars.windows(n) {
                let mut len = 0;
                for c in g {
                    len += c.encode_utf8(&mut buf[len..]).len();
                }
                emit(&buf[..len]);
            }
        }
    }
}

fn fold_digit(c: char) -> char {
    if c.is_ascii_digit() { '0' } else { c }
}

/// Runs of letters, digits and `_`, with where each starts.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

/// Word unigrams and bigrams.
fn word_features(text: &str, space: u8, out: &mut Vec<u32>) {
    let mut previous: Option<&str> = None;
    let mut pair = Vec::with_capacity(64);
    for (_, word) in words(text) {
        let word = if word.bytes().all(|b| b.is_ascii_digit()) {
            "0"
        } else {
            word
        };
        out.push(bucket_u32(space, word.as_bytes()));
        if let Some(p) = previous {
            pair.clear();
            pair.extend_from_slice(p.as_bytes());
            pair.push(b' ');
            pair.extend_from_slice(word.as_bytes());
            out.push(bucket_u32(space, &pair));
        }
        previous = Some(word);
    }
}

fn bucket_u32(space: u8, bytes: &[u8]) -> u32 {
    bucket(space, bytes) as u32
}

/// FNV-1a over the namespace and the feature's bytes, folded to `BITS`.
fn bucket(space: u8, bytes: &[u8]) -> usize {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in std::iter::once(&space).chain(bytes) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    ((h ^ (h >> 32)) & ((1 << BITS) - 1)) as usize
}

/// What the trainer writes: the format `Model::parse` reads.
#[cfg(test)]
pub(crate) fn encode(heads: &[Head], source: u64, table: &[i8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(table.len() + 256);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&BITS.to_le_bytes());
    out.extend_from_slice(&(TAIL as u32).to_le_bytes());
    out.extend_from_slice(&(heads.len() as u32).to_le_bytes());
    for h in heads {
        out.push(h.name.len() as u8);
        out.extend_from_slice(h.name.as_bytes());
        for v in [h.bias, h.scale, h.low, h.high] {
            out.extend_from_slice(&v.to_le_bytes());
        }
    }
    out.extend_from_slice(&source.to_le_bytes());
    out.extend(table.iter().map(|&q| q as u8));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detectors::Detector;
    use crate::pipeline::layer1::{prose, scan_all, signals_all};

    /// An explanation the user asked for, with a `docker push` line in its
    /// Makefile and "for now" beside "leave": the vocabulary of two rules in
    /// passing. Written for this test.
    const EXPLANATION: &str = "I read through the `Makefile` to answer your question about where the image tag comes from.\n\n```make\nrelease:\n\tdocker build -t $(ECR)/api:$(GIT_SHA) .\n\tdocker push $(ECR)/api:$(GIT_SHA)\n```\n\nSo the tag is the short commit SHA, computed once at the top with `git rev-parse --short HEAD`. The `release` target is only called from the CI workflow after the test job; nobody runs it by hand, and the README says as much.\n\nTwo things worth knowing:\n\n1. If the working tree is dirty, the SHA still points at the last commit, so a locally built image can differ from what its tag claims. CI always builds from a clean checkout, so this only matters on laptops.\n2. The `latest` tag is never pushed, which is why `docker pull api` without a tag fails for new teammates.\n\nDo you want me to document this in `docs/releasing.md`, or is the explanation enough for now?";

    /// `weigh` over the prose of `text`.
    fn weigh_on(
        model: &Model,
        detectors: &[&'static Detector],
        text: &str,
        outcomes: Vec<Outcome>,
    ) -> Vec<Outcome> {
        let view = prose::view(text);
        let lowered = prose::lower(&view.text);
        weigh(model, detectors, text, &view, &lowered, outcomes)
    }

    fn builtin(name: &str) -> &'static Detector {
        crate::detectors::BUILTIN
            .iter()
            .copied()
            .find(|d| d.name == name)
            .expect("built-in")
    }

    #[test]
    fn the_scorer_settles_signals_in_a_turn_that_reads_as_ordinary_work() {
        let ds = [builtin("commit"), builtin("scope-check")];
        let signals = signals_all(&ds, EXPLANATION);
        assert!(
            signals
                .iter()
                .all(|o| matches!(o, Outcome::Escalate { .. })),
            "{signals:?}"
        );
        for outcome in scan_all(&ds, EXPLANATION) {
            assert_eq!(outcome.bypasses(), &[SCORED_LOW], "{outcome:?}");
            assert!(!outcome.signals().is_empty());
        }
    }

    /// A model whose `commit` head never settles and whose `shallow-bugfix`
    /// head always does, whatever the text; neither escalates without a
    /// signal.
    fn fixed_model() -> Model {
        model_with(&[
            ("commit", f32::NEG_INFINITY, f32::INFINITY),
            ("shallow-bugfix", f32::INFINITY, f32::INFINITY),
        ])
    }

    /// A model of all-zero weights with these (name, low, high) heads.
    fn model_with(heads: &[(&str, f32, f32)]) -> Model {
        let heads: Vec<Head> = heads
            .iter()
            .map(|&(name, low, high)| Head {
                name: name.to_string(),
                bias: 0.0,
                scale: 1.0,
                low,
                high,
            })
            .collect();
        let bytes = encode(&heads, 0, &vec![0i8; (1 << BITS) * heads.len()]);
        Model::parse(Box::leak(bytes.into_boxed_slice())).expect("parses")
    }

    fn escalate(signal: &'static str) -> Outcome {
        Outcome::Escalate {
            signals: vec![signal],
            hits: Vec::new(),
        }
    }

    #[test]
    fn a_settled_signal_rides_along_only_when_another_detector_escalates() {
        let model = fixed_model();
        let ds = [builtin("commit"), builtin("shallow-bugfix")];
        let (c, s) = (ds[0].signals[0], ds[1].signals[0]);
        let both = weigh_on(&model, &ds, "text", vec![escalate(c), escalate(s)]);
        assert!(
            both.iter().all(|o| matches!(o, Outcome::Escalate { .. })),
            "{both:?}"
        );
        let alone = weigh_on(&model, &ds, "text", vec![Outcome::NoSignal, escalate(s)]);
        assert_eq!(alone[0], Outcome::NoSignal);
        assert_eq!(alone[1].bypasses(), &[SCORED_LOW]);
        assert_eq!(alone[1].signals(), &[s]);
    }

    #[test]
    fn a_signal_of_the_users_own_is_never_settled() {
        static EXTRA: &[&str] = &[r"(?i)\bship it\b"];
        static MINE: std::sync::OnceLock<Detector> = std::sync::OnceLock::new();
        let commit = builtin("commit");
        let mine = MINE.get_or_init(|| Detector {
            signals: EXTRA,
            ..*commit
        });
        let model = Model::get().expect("weights");
        let text = "Thanks for the review. Unless you object I'll ship it.";
        let h = model.head("commit").expect("head");
        let prose = crate::pipeline::layer1::prose::view(text);
        let lowered = crate::pipeline::layer1::prose::lower(&prose.text);
        let below = model.scores(&features(&lowered))[h] < model.heads[h].low;
        let out = scan_all(&[mine], text);
        assert!(
            matches!(out[0], Outcome::Escalate { .. }),
            "{out:?} (scores below: {below})"
        );
        // The same turn with a built-in signal that scores low is settled.
        let settled = weigh_on(
            model,
            &[commit],
            &lowered,
            vec![Outcome::Escalate {
                signals: vec![commit.signals[0]],
                hits: Vec::new(),
            }],
        );
        assert_eq!(settled[0].name(), if below { "bypass" } else { "escalate" });
    }

    #[test]
    fn the_scorer_keeps_a_proposal_escalated() {
        let text =
            "Rebased on main, all good. Pushing `feature/retry-budget` now and opening the PR.";
        let out = scan_all(&[builtin("commit")], text);
        assert!(matches!(out[0], Outcome::Escalate { .. }), "{out:?}");
    }

    #[test]
    fn a_turn_that_scores_high_escalates_without_a_signal() {
        // No signal of either detector, and long enough to be scored alone.
        let line = "Everything is ready whenever you are. ";
        let long = line.repeat(ALONE_MIN / line.len() + 1);
        let text = long.as_str();
        let d = [builtin("commit"), builtin("shallow-bugfix")];
        assert_eq!(signals_all(&d, text), vec![Outcome::NoSignal; 2]);
        let quiet = model_with(&[("commit", 0.0, f32::INFINITY)]);
        let out = weigh_on(&quiet, &d, text, vec![Outcome::NoSignal; 2]);
        assert_eq!(out, vec![Outcome::NoSignal; 2]);
        // All-zero weights score 0: a `high` of 0 is reached, 0.5 is not.
        let loud = model_with(&[("commit", 0.0, 0.0), ("shallow-bugfix", 0.0, 0.5)]);
        let out = weigh_on(&loud, &d, text, vec![Outcome::NoSignal; 2]);
        assert_eq!(out[0].signals(), &[SCORED_HIGH]);
        assert!(matches!(out[0], Outcome::Escalate { .. }), "{out:?}");
        assert_eq!(out[1], Outcome::NoSignal);
        // A line alone is not scored alone.
        let out = weigh_on(&loud, &d, line, vec![Outcome::NoSignal; 2]);
        assert_eq!(out, vec![Outcome::NoSignal; 2]);
    }

    /// A bypass excuses its own sentence: a turn whose signals were all
    /// excused is scored like a turn without one, and escalates at `high`.
    #[test]
    fn an_excused_signal_does_not_hide_a_turn_that_reads_as_a_breach() {
        let line = "Everything is ready whenever you are. ";
        let long = line.repeat(ALONE_MIN / line.len() + 1);
        let d = [builtin("commit")];
        let excused = || Outcome::Bypassed {
            signals: vec![d[0].signals[0]],
            bypasses: vec![d[0].bypasses[0]],
        };
        // All-zero weights score 0: a `high` of 0 is reached, 0.5 is not.
        let loud = model_with(&[("commit", -1.0, 0.0)]);
        let out = weigh_on(&loud, &d, &long, vec![excused()]);
        assert_eq!(out[0].signals(), &[SCORED_HIGH], "{out:?}");
        assert!(matches!(out[0], Outcome::Escalate { .. }), "{out:?}");
        let quiet = model_with(&[("commit", -1.0, 0.5)]);
        let out = weigh_on(&quiet, &d, &long, vec![excused()]);
        assert_eq!(out, vec![excused()]);
        // A cue reaches it the same way.
        let s = [builtin("scope-check")];
        let excused = Outcome::Bypassed {
            signals: vec![s[0].signals[0]],
            bypasses: vec!["a bypass"],
        };
        let reached = model_with(&[("scope-check", -1.0, 0.5)]);
        let out = weigh_on(&reached, &s, PARTIAL, vec![excused]);
        assert_eq!(out[0].signals(), &[SCORED_CUED], "{out:?}");
    }

    /// A signal in the closing bytes of a turn sets a feature of its own; the
    /// same signal earlier in the turn does not.
    #[test]
    fn a_signal_in_the_closing_bytes_is_marked() {
        let narration = "I read the config and the tests. ".repeat(40);
        let breach = "Pushing the branch now, the release is due.";
        let hit = |at: usize| Hit {
            signal: "signal",
            at,
            excerpt: String::new(),
        };
        let end = format!("{narration}{breach}");
        let mid = format!("{breach} {narration}");
        let closing = |text: &str| {
            let at = text.find("Pushing").expect("breach");
            !signal_features("commit", text, &[hit(at)]).spaces[END_SIGNAL as usize].is_empty()
        };
        assert!(closing(&end));
        assert!(!closing(&mid));
        // Not in a short turn, where every signal is near the end, nor for a
        // detector whose breach is not a closing statement.
        assert!(!closing(breach));
        let at = end.find("Pushing").expect("breach");
        let f = signal_features("shallow-bugfix", &end, &[hit(at)]);
        assert!(f.spaces[END_SIGNAL as usize].is_empty());
        // One past the end of the text is not in it.
        assert!(
            signal_features("commit", &end, &[hit(end.len())]).spaces[END_SIGNAL as usize]
                .is_empty()
        );
    }

    /// A report with no signal of scope-check, long enough to be scored
    /// alone; "remaining" is one of the detector's cues. Written for this test.
    const PARTIAL: &str = "I moved the billing and ledger services to the structured logger and their tests pass. The remaining services call the logger the same way; their file counts are in the table below for reference.";

    #[test]
    fn a_cue_escalates_a_turn_that_scores_above_mid_without_a_signal() {
        let d = [builtin("scope-check")];
        assert_eq!(signals_all(&d, PARTIAL), vec![Outcome::NoSignal]);
        // All-zero weights score 0: mid is -0.1 here, 0.2 in the second.
        let reached = model_with(&[("scope-check", -1.0, 0.5)]);
        let unreached = model_with(&[("scope-check", -1.0, 1.0)]);
        assert!(reached.heads[0].mid() <= 0.0 && unreached.heads[0].mid() > 0.0);
        let out = weigh_on(&reached, &d, PARTIAL, vec![Outcome::NoSignal]);
        assert_eq!(out[0].signals(), &[SCORED_CUED], "{out:?}");
        let hit = &out[0].hits()[0];
        assert!(PARTIAL[hit.at..].starts_with("remaining"), "{hit:?}");
        assert!(
            hit.excerpt
                .starts_with("\"remaining\" in: The remaining services"),
            "{hit:?}"
        );
        // A turn too short to be scored alone is not cued.
        let short = "The remaining services call the logger the same way.";
        let out = weigh_on(&reached, &d, short, vec![Outcome::NoSignal]);
        assert_eq!(out, vec![Outcome::NoSignal]);
        // At `high` the score alone escalates, and says so.
        let loud = model_with(&[("scope-check", -1.0, 0.0)]);
        let out = weigh_on(&loud, &d, PARTIAL, vec![Outcome::NoSignal]);
        assert_eq!(out[0].signals(), &[SCORED_HIGH]);
        let out = weigh_on(&unreached, &d, PARTIAL, vec![Outcome::NoSignal]);
        assert_eq!(out, vec![Outcome::NoSignal]);
        // The same score without a cue escalates nothing.
        let plain = PARTIAL.replace("The remaining services call", "Both services call");
        let out = weigh_on(&reached, &d, &plain, vec![Outcome::NoSignal]);
        assert_eq!(out, vec![Outcome::NoSignal]);
        // Nor does a detector without cues.
        let c = [builtin("commit")];
        let commit = model_with(&[("commit", -1.0, 0.5)]);
        assert_eq!(signals_all(&c, PARTIAL), vec![Outcome::NoSignal]);
        let out = weigh_on(&commit, &c, PARTIAL, vec![Outcome::NoSignal]);
        assert_eq!(out, vec![Outcome::NoSignal]);
    }

    #[test]
    fn a_cue_is_found_through_markdown_and_in_japanese() {
        let d = [builtin("scope-check")];
        let model = model_with(&[("scope-check", -1.0, 0.5)]);
        let text = "ご依頼の6画面のうち、`home_screen.dart` と `settings_screen.dart` と `profile_screen.dart` の3画面を `colorScheme` に置き換えました。**残り**の3画面は同じパターンで置き換えられます。";
        assert_eq!(signals_all(&d, text), vec![Outcome::NoSignal]);
        let out = weigh_on(&model, &d, text, vec![Outcome::NoSignal]);
        assert_eq!(out[0].signals(), &[SCORED_CUED], "{out:?}");
        let hit = &out[0].hits()[0];
        assert!(text[hit.at..].starts_with("残り"), "{hit:?}");
        assert!(hit.excerpt.starts_with("\"残り\" in: "), "{hit:?}");
    }

    #[test]
    fn a_threshold_set_to_never_leaves_no_cue_threshold() {
        for (low, high) in [
            (f32::NEG_INFINITY, 1.0),
            (f32::NEG_INFINITY, f32::INFINITY),
            (0.0, f32::INFINITY),
        ] {
            let model = model_with(&[("scope-check", low, high)]);
            assert_eq!(
                model.heads[0].mid().to_bits(),
                high.to_bits(),
                "{low} {high}"
            );
        }
    }

    #[test]
    fn the_built_in_cues_compile_and_hold_their_words() {
        for d in crate::detectors::BUILTIN {
            for c in d.cues {
                let re = regex::Regex::new(c);
                assert!(re.is_ok_and(|re| !re.is_match("")), "{}: {c}", d.name);
            }
        }
        let check = |name: &str, yes: &[&str], no: &[&str]| {
            let d = builtin(name);
            assert!(!d.cues.is_empty(), "{name}");
            for s in yes {
                assert!(!cue_hits(d, s).is_empty(), "{name} misses {s:?}");
            }
            for s in no {
                assert!(cue_hits(d, s).is_empty(), "{name} matches {s:?}");
            }
        };
        check(
            "scope-check",
            &[
                "the remaining six accounts are the smaller entities",
                "you should be able to knock those out quickly",
                "lo de invoices te lo dejo a vos",
                "je te laisse brancher ça",
                "as duas que ficaram de fora",
                "残りの3画面はまだ手を付けていません",
                "剩下的三个还没写",
            ],
            &[
                "all nine accounts are reconciled and the workpapers are in out/",
                "i haven't changed the rest api, and you can call it as before",
                "depois de rodar os testes, deixo aqui o resumo",
                "le suivi des erreurs passe par sentry",
                "之后的步骤我都做完了，保留了原来的接口",
                "まだ確認していない点はありません。ご確認をお願いします",
                "todas las migraciones corrieron en staging",
                "les trois pages sont à jour",
                "六つの画面すべて対応しました",
                "全部八个 handler 都有测试",
            ],
        );
        check(
            "bugfix-without-reproduction",
            &[
                "it is probably the pool size, so i raised it",
                "based on the stack trace i changed the parser",
                "creo que es el timeout",
                "c'est sans doute le cache, d'après le log",
                "おそらく競合なのでロックを追加しました",
                "估计是连接池太小",
            ],
            &[
                "i ran the failing test first: it fails with a null pointer",
                "我先复现了这个问题，再改的代码",
                "再現できました。原因は null チェックの漏れです",
                "a partir do log de ontem, o erro some após o reinício",
                "parece que ya está todo en verde según el ci",
                "reproduje el fallo con el test nuevo",
                "在本地跑出了同样的报错",
            ],
        );
    }

    #[test]
    fn a_detector_escalated_by_its_score_takes_the_others_signals_along() {
        let text = "text ".repeat(ALONE_MIN);
        let text = text.as_str();
        let d = [builtin("commit"), builtin("shallow-bugfix")];
        let s = d[1].signals[0];
        // shallow-bugfix's signal scores low; commit escalates on its score.
        let model = model_with(&[("commit", 0.0, 0.0), ("shallow-bugfix", 1.0, 1.0)]);
        let out = weigh_on(&model, &d, text, vec![Outcome::NoSignal, escalate(s)]);
        assert_eq!(out[0].signals(), &[SCORED_HIGH]);
        assert!(matches!(out[1], Outcome::Escalate { .. }), "{out:?}");
        // Without commit's score it is settled.
        let model = model_with(&[("commit", 0.0, 1.0), ("shallow-bugfix", 1.0, 1.0)]);
        let out = weigh_on(&model, &d, text, vec![Outcome::NoSignal, escalate(s)]);
        assert_eq!(out[0], Outcome::NoSignal);
        assert_eq!(out[1].bypasses(), &[SCORED_LOW]);
    }

    #[test]
    fn a_detector_of_the_users_own_never_escalates_on_a_score() {
        static CUSTOM: std::sync::OnceLock<Detector> = std::sync::OnceLock::new();
        let custom = CUSTOM.get_or_init(|| Detector {
            name: "my-rule",
            ..*builtin("commit")
        });
        let model = model_with(&[("commit", 0.0, 0.0)]);
        let text = "text ".repeat(ALONE_MIN);
        let out = weigh_on(&model, &[custom], &text, vec![Outcome::NoSignal]);
        assert_eq!(out, vec![Outcome::NoSignal]);
    }

    #[test]
    fn a_detector_without_a_head_keeps_its_signals() {
        static CUSTOM: std::sync::OnceLock<Detector> = std::sync::OnceLock::new();
        let commit = builtin("commit");
        let custom = CUSTOM.get_or_init(|| Detector {
            name: "my-rule",
            ..*commit
        });
        let out = scan_all(&[custom], EXPLANATION);
        assert!(matches!(out[0], Outcome::Escalate { .. }), "{out:?}");
    }

    #[test]
    fn the_built_in_weights_load_with_a_head_for_every_built_in_detector() {
        let model = Model::get().expect("weights.bin fits this build");
        for d in crate::detectors::BUILTIN {
            let h = model.head(d.name).expect("a head per built-in detector");
            let head = &model.heads[h];
            assert!(!head.low.is_nan() && head.high >= head.low, "{}", d.name);
        }
    }

    #[test]
    fn a_cut_or_foreign_weights_file_is_refused() {
        assert!(Model::parse(&WEIGHTS[..WEIGHTS.len() - 1]).is_none());
        assert!(Model::parse(b"HJS0").is_none());
        assert!(Model::parse(b"").is_none());
    }

    #[test]
    fn long_turns_are_not_scored_for_their_length() {
        let short = features("we pushed the fix");
        let long = features(&"we pushed the fix and wrote about it. ".repeat(50));
        // The signal sentences' namespaces are filled by `signal_features`.
        let whole = GRAM_SIGNAL as usize;
        for ((a, va), (b, vb)) in short.spaces().zip(long.spaces()).take(whole) {
            let na = va * va * a.len() as f32;
            let nb = vb * vb * b.len() as f32;
            assert!((na - 1.0).abs() < 1e-4 && (nb - 1.0).abs() < 1e-4);
        }
    }

    #[test]
    fn digits_fold_and_the_tail_counts_apart() {
        let a = features("tests: 42 passed");
        let b = features("tests: 7 passed");
        assert_eq!(a.spaces[GRAM as usize], b.spaces[GRAM as usize]);
        let long = format!("opening {}closing", "x ".repeat(TAIL));
        let f = features(&long);
        let tail = &f.spaces[WORD_TAIL as usize];
        let whole = &f.spaces[WORD as usize];
        assert!(tail.contains(&bucket_u32(WORD_TAIL, b"closing")));
        assert!(!tail.contains(&bucket_u32(WORD_TAIL, b"opening")));
        assert!(whole.contains(&bucket_u32(WORD, b"opening")));
    }

    /// The sentences holding a detector's signals are counted apart, and
    /// only they: the same breach closing a short and a long report gives
    /// the same sentence features, however many of its signals match there.
    #[test]
    fn signal_sentences_count_apart_from_the_rest_of_the_turn() {
        let breach = "Pushing the branch now, the release is due.";
        let short = format!("Done. {breach}");
        let long = format!("{}{breach}", "I read the config and the tests. ".repeat(40));
        let hit = |at: usize| Hit {
            signal: "signal",
            at,
            excerpt: String::new(),
        };
        let at = |text: &str| text.find("Pushing").expect("breach");
        let a = signal_features("commit", &short, &[hit(at(&short))]);
        let b = signal_features("commit", &long, &[hit(at(&long)), hit(at(&long) + 12)]);
        let sentence = GRAM_SIGNAL as usize..=WORD_SIGNAL as usize;
        assert_eq!(a.spaces[sentence.clone()], b.spaces[sentence]);
        let words = &a.spaces[WORD_SIGNAL as usize];
        assert!(words.contains(&bucket_u32(WORD_SIGNAL, b"now")));
        assert!(!words.contains(&bucket_u32(WORD_SIGNAL, b"done")));
        assert!(a.spaces[..GRAM_SIGNAL as usize].iter().all(Vec::is_empty));
        // No hit, or one past the end of the text: nothing, and no panic.
        assert!(
            signal_features("commit", &short, &[])
                .spaces()
                .all(|(s, _)| s.is_empty())
        );
        let _ = signal_features("commit", &short, &[hit(usize::MAX)]);
    }

    /// A signal in a turn whose whole scores below `low` still escalates
    /// when the sentence it matched in weighs for the rule.
    #[test]
    fn the_sentence_of_a_signal_can_keep_it_escalated() {
        let commit = builtin("commit");
        let heads = [Head {
            name: "commit".to_string(),
            bias: 0.0,
            scale: 1.0,
            low: 0.5,
            high: f32::INFINITY,
        }];
        let mut table = vec![0i8; 1 << BITS];
        table[bucket(WORD_SIGNAL, b"now")] = 127;
        let bytes = encode(&heads, 0, &table);
        let model = Model::parse(Box::leak(bytes.into_boxed_slice())).expect("parses");
        let report = "I read the deploy script and the config. Pushing the branch now.";
        let narration =
            "I read the deploy script and the config. Pushing the branch went fine yesterday.";
        for (text, kept) in [(report, true), (narration, false)] {
            let signals = signals_all(&[commit], text);
            assert!(
                matches!(signals[0], Outcome::Escalate { .. }),
                "{text}: {signals:?}"
            );
            let out = weigh_on(&model, &[commit], text, signals);
            assert_eq!(
                matches!(out[0], Outcome::Escalate { .. }),
                kept,
                "{text}: {out:?}"
            );
        }
    }

    #[test]
    fn a_tail_never_cuts_a_character() {
        // An odd first byte puts `len - TAIL` inside a character.
        let text = format!("x{}", "é".repeat(TAIL));
        let at = tail_start(&text);
        assert!(text.is_char_boundary(at));
        let _ = features(&text);
    }
}
