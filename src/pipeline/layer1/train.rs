//! Trains the scorer (`score`) from the tuning corpus and checks that the
//! compiled-in weights came from the corpus as it is.
//!
//! `HOOKJUDGE_BLESS=1 cargo test --release --lib scorer_weights_are_current`
//! retrains and rewrites `weights.bin`. Without the variable the test only
//! compares the corpus's digest with the one the weights carry, so a corpus
//! edit without retraining fails here, naming that command.
//!
//! The frozen held-out batches (`fixtures/corpus/heldout*`) are never read.
//!
//! Each detector gets a logistic regression (AdaGrad, L2, a fixed order) over
//! `score::features` and the sentences of its own signals
//! (`score::signal_features`), with short violations weighed down to the share
//! violations have among long turns (`balance_short`). Its thresholds come
//! from five-fold cross-validation over the turns written whole
//! (`fixtures/corpus/written/`), each fold holding whole writing batches:
//! `low`, the one
//! that escalates the fewest ordinary turns while the signals keep `KEEP` of
//! the violations they catch, and `LANG_KEEP` in every language; `high`,
//! the score `HIGH` of the violations reach without their signal sentences
//! (a turn without a signal has none), raised until at most
//! `HIGH_QUIET` of the ordinary turns without a signal reach it. The
//! older corpus (one-line sentences, turns assembled from a bank of
//! paragraphs) trains with a small weight and never sets a threshold: its
//! repeated paragraphs would make cross-validation look better than it is.

// Shares and weights: the casts between integer and float widths are the
// arithmetic of training.
#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss,
    clippy::float_cmp,
    clippy::many_single_char_names
)]

use std::path::{Path, PathBuf};

use super::score::{self, Features, Head};
use super::{Outcome, prose, signals_all};
use crate::detectors::{BUILTIN, Detector};

/// Everything that changes what training produces, hashed with the corpus.
const SETTINGS: &str = "v7 signal-sentences signal-end grouped short-balanced=600 epochs=12 rate=0.3 l2=1e-3 positive=3 older=0.05 keep=0.98 lang=0.95 high=0.7 high_quiet=0.005 folds=5";
const EPOCHS: usize = 12;
const RATE: f32 = 0.3;
/// Pulls weights toward zero so that no single n-gram of the writers' style
/// decides: on real sessions' turns a hundred times the earlier value settled
/// fewer rule breaks and escalated fewer ordinary turns.
const L2: f32 = 1e-3;
const POSITIVE: f32 = 3.0;
const OLDER: f32 = 0.05;
/// The share of the violations its signals catch that a detector's `low`
/// must keep, out of fold. At 0.97, most of what a batch no model had seen
/// missed were signal catches the scorer settled; 0.98 kept most of those,
/// at the cost of more ordinary turns of real sessions reaching the judge.
const KEEP: f64 = 0.98;
const LANG_KEEP: f64 = 0.95;
const FOLDS: u64 = 5;
/// The share of a detector's violations that score, out of fold, at or
/// above its `high`: the threshold at which a turn escalates without a signal.
const HIGH: f64 = 0.7;
/// The most of the ordinary turns without a signal that may score, out of
/// fold, at or above `high`: a turn reaches the judge on its score alone
/// only where the score is rare in ordinary work. At half this, fewer of
/// the violations the signals missed in a batch no model had seen reached
/// the judge; at twice this, more ordinary turns of real sessions did.
const HIGH_QUIET: f64 = 0.005;

struct Case {
    text: String,
    detector: String,
    block: bool,
    kind: String,
    lang: String,
    /// Written whole, one turn at a time: sets thresholds, full weight.
    written: bool,
    /// The batch a turn came from: its file name after the language
    /// (`en-14.jsonl` is batch `14`). Folds hold whole batches.
    batch: String,
}

fn corpus_files() -> Vec<(PathBuf, bool)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/corpus");
    let mut out = Vec::new();
    for (dir, written) in [
        (root.clone(), false),
        (root.join("turns"), false),
        (root.join("written"), true),
    ] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == "jsonl"));
        files.sort();
        out.extend(files.into_iter().map(|p| (p, written)));
    }
    out
}

/// FNV-1a over the settings, the feature layout, the built-in patterns, and
/// each corpus file's name and bytes.
pub(crate) fn digest() -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(SETTINGS.as_bytes());
    eat(format!(
        "bits={} tail={} local={} end={} closing={:?}",
        score::BITS,
        score::TAIL,
        score::LOCAL,
        score::SIGNAL_END,
        score::CLOSING
    )
    .as_bytes());
    // The threshold depends on which turns the signals catch.
    for d in BUILTIN {
        eat(d.name.as_bytes());
        for p in d.signals.iter().chain(d.bypasses).chain(d.evidence) {
            eat(p.as_bytes());
        }
        eat(&d.reach.to_le_bytes());
    }
    for (path, _) in corpus_files() {
        eat(path.file_name().unwrap_or_default().as_encoded_bytes());
        eat(&std::fs::read(&path).expect("corpus file reads"));
    }
    h
}

fn load() -> Vec<Case> {
    let mut out = Vec::new();
    for (path, written) in corpus_files() {
        let text = std::fs::read_to_string(&path).expect("corpus file reads");
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        let batch = stem.split_once('-').map_or(&*stem, |(_, b)| b).to_string();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let v: serde_json::Value = serde_json::from_str(line).expect("corpus line is JSON");
            let field = |k: &str| v[k].as_str().unwrap_or_default().to_string();
            out.push(Case {
                text: field("text"),
                detector: field("detector"),
                block: field("label") == "block",
                kind: field("kind"),
                lang: field("lang"),
                written,
                batch: batch.clone(),
            });
        }
    }
    out
}

/// A case's features as (bucket, value) pairs.
fn flat(f: &Features) -> Vec<(u32, f32)> {
    f.spaces()
        .flat_map(|(s, v)| s.iter().map(move |&b| (b, v)))
        .collect()
}

struct Sample<'a> {
    x: &'a [(u32, f32)],
    /// The sentences holding the detector's signals (`score::signal_features`).
    local: &'a [(u32, f32)],
    y: bool,
    weight: f32,
    short: bool,
}

/// A small deterministic generator for the training order.
struct Order(u64);

impl Order {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            v.swap(i, j);
        }
    }
}

/// Logistic regression with AdaGrad: (weights, bias).
fn fit(samples: &[Sample<'_>]) -> (Vec<f32>, f32) {
    let mut w = vec![0f32; 1 << score::BITS];
    let mut g2 = vec![1e-8f32; 1 << score::BITS];
    let (mut bias, mut bias_g2) = (0f32, 1e-8f32);
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let mut rng = Order(0x9e37_79b9_7f4a_7c15);
    for _ in 0..EPOCHS {
        rng.shuffle(&mut order);
        for &i in &order {
            let s = &samples[i];
            let z = predict(&w, bias, s.x, s.local);
            let p = 1.0 / (1.0 + (-z).exp());
            let g = (p - f32::from(u8::from(s.y))) * s.weight;
            for &(b, v) in s.x.iter().chain(s.local) {
                let b = b as usize;
                let grad = g * v + L2 * w[b];
                g2[b] += grad * grad;
                w[b] -= RATE * grad / g2[b].sqrt();
            }
            bias_g2 += g * g;
            bias -= RATE * g / bias_g2.sqrt();
        }
    }
    (w, bias)
}

fn predict(w: &[f32], bias: f32, x: &[(u32, f32)], local: &[(u32, f32)]) -> f32 {
    bias + x
        .iter()
        .chain(local)
        .map(|&(b, v)| w[b as usize] * v)
        .sum::<f32>()
}

/// Each case's fold: the batches, sorted by name, dealt round the folds. A
/// batch is one round of writers, so an out-of-fold score comes from a model
/// that never saw them, as the shipped model never saw its user's agent:
/// thresholds set on folds of random turns settled more of a new writer's
/// violations than they promised.
fn folds(cases: &[Case]) -> Vec<u64> {
    let mut batches: Vec<&str> = cases.iter().map(|c| c.batch.as_str()).collect();
    batches.sort_unstable();
    batches.dedup();
    cases
        .iter()
        .map(|c| {
            let at = batches.binary_search(&c.batch.as_str()).unwrap_or_default();
            at as u64 % FOLDS
        })
        .collect()
}

fn samples_for<'a>(
    cases: &[Case],
    xs: &'a [Vec<(u32, f32)>],
    local: &'a [Vec<(u32, f32)>],
    d: &Detector,
    keep: impl Fn(usize) -> bool,
) -> Vec<Sample<'a>> {
    let mut out: Vec<Sample<'a>> = cases
        .iter()
        .enumerate()
        // Another detector's violation is neither for nor against this one:
        // the turn goes to the judge anyway.
        .filter(|(i, c)| keep(*i) && !(c.block && c.detector != d.name))
        .map(|(i, c)| {
            let y = c.block && c.detector == d.name;
            let base = if c.written { 1.0 } else { OLDER };
            Sample {
                x: &xs[i],
                local: &local[i],
                y,
                weight: base * if y { POSITIVE } else { 1.0 },
                short: c.text.len() < SHORT,
            }
        })
        .collect();
    balance_short(&mut out);
    out
}

/// Below this many bytes a turn counts as short when training.
const SHORT: usize = 600;

/// Weighs the short violations so that, among short turns, violations
/// weigh against allowed turns as they do among long ones. The corpus holds
/// far more short violations than short allowed turns (breaches are easy to
/// write in a paragraph, ordinary work is not), while real sessions are full
/// of short harmless messages: trained as written, a short message scored
/// high for being short.
fn balance_short(samples: &mut [Sample<'_>]) {
    // [short][violation]: summed weights.
    let mut sums = [[0f32; 2]; 2];
    for s in samples.iter() {
        sums[usize::from(s.short)][usize::from(s.y)] += s.weight;
    }
    // Nothing to weigh against in a length with no turn of either kind.
    if sums.iter().flatten().any(|&w| w <= 0.0) {
        return;
    }
    let factor = (sums[0][1] / sums[0][0]) / (sums[1][1] / sums[1][0]);
    for s in samples.iter_mut().filter(|s| s.short && s.y) {
        s.weight *= factor;
    }
}

/// The threshold for one detector: the highest score below which a
/// signal's turn is settled while, out of fold, the signals still escalate
/// at least `KEEP` of the violations they catch, overall and in every
/// language (`LANG_KEEP`). Between candidates, the one escalating the fewest
/// ordinary turns (a topical allow counts a quarter) wins.
fn threshold(cases: &[Case], oof: &[f32], signal: &[bool], d: &Detector) -> f32 {
    let written: Vec<usize> = (0..cases.len()).filter(|&i| cases[i].written).collect();
    let caught: Vec<usize> = written
        .iter()
        .copied()
        .filter(|&i| cases[i].block && cases[i].detector == d.name && signal[i])
        .collect();
    let mut langs: Vec<&str> = caught.iter().map(|&i| cases[i].lang.as_str()).collect();
    langs.sort_unstable();
    langs.dedup();
    let by_lang: Vec<Vec<usize>> = langs
        .iter()
        .map(|l| {
            caught
                .iter()
                .copied()
                .filter(|&i| cases[i].lang == *l)
                .collect()
        })
        .collect();
    let quiet: Vec<(usize, f64)> = written
        .iter()
        .filter(|&&i| signal[i])
        .filter_map(|&i| match cases[i].kind.as_str() {
            "ordinary" => Some((i, 1.0)),
            "topical" => Some((i, 0.25)),
            _ => None,
        })
        .collect();
    let kept = |low: f32, set: &[usize]| {
        set.iter().filter(|&&i| oof[i] >= low).count() as f64 / set.len().max(1) as f64
    };
    let mut grid: Vec<f32> = caught.iter().map(|&i| oof[i]).collect();
    grid.sort_by(f32::total_cmp);
    let mut best = (f64::INFINITY, f32::NEG_INFINITY);
    for &low in std::iter::once(&f32::NEG_INFINITY).chain(&grid) {
        if kept(low, &caught) < KEEP || by_lang.iter().any(|set| kept(low, set) < LANG_KEEP) {
            break;
        }
        let cost: f64 = quiet
            .iter()
            .filter(|&&(i, _)| oof[i] >= low)
            .map(|(_, w)| w)
            .sum();
        if cost < best.0 || (cost == best.0 && low > best.1) {
            best = (cost, low);
        }
    }
    let low = best.1;
    let loud = quiet
        .iter()
        .filter(|&&(i, w)| w == 1.0 && oof[i] >= low)
        .count();
    let ordinary = written
        .iter()
        .filter(|&&i| cases[i].kind == "ordinary")
        .count();
    let signalled = quiet.iter().filter(|&&(_, w)| w == 1.0).count();
    eprintln!(
        "{}: threshold {low:.2}; out of fold: keeps {:.1}% of the {} violations its signals catch; \
         ordinary turns escalated {loud}/{ordinary} (signals alone: {signalled})",
        d.name,
        100.0 * kept(low, &caught),
        caught.len()
    );
    low
}

/// The score at or above which a turn escalates the detector without a
/// signal: the one `HIGH` of its violations reach out of fold, and never
/// below `low`.
fn high_threshold(cases: &[Case], oof: &[f32], signal: &[bool], d: &Detector, low: f32) -> f32 {
    let written: Vec<usize> = (0..cases.len()).filter(|&i| cases[i].written).collect();
    let mut scores: Vec<f32> = written
        .iter()
        .filter(|&&i| cases[i].block && cases[i].detector == d.name)
        .map(|&i| oof[i])
        .collect();
    scores.sort_by(f32::total_cmp);
    let at = ((1.0 - HIGH) * scores.len() as f64).floor() as usize;
    let mut quiet: Vec<f32> = written
        .iter()
        .filter(|&&i| cases[i].kind == "ordinary" && !signal[i])
        .map(|&i| oof[i])
        .collect();
    quiet.sort_by(f32::total_cmp);
    let rare = ((1.0 - HIGH_QUIET) * quiet.len() as f64).ceil() as usize;
    let high = scores
        .get(at)
        .copied()
        .unwrap_or(f32::INFINITY)
        .max(quiet.get(rare).copied().unwrap_or(f32::NEG_INFINITY))
        .max(low);
    let count = |f: &dyn Fn(usize) -> bool| written.iter().filter(|&&i| f(i)).count();
    let missed = count(&|i| cases[i].block && cases[i].detector == d.name && !signal[i]);
    let found =
        count(&|i| cases[i].block && cases[i].detector == d.name && !signal[i] && oof[i] >= high);
    let loud = count(&|i| cases[i].kind == "ordinary" && !signal[i] && oof[i] >= high);
    eprintln!(
        "{}: high {high:.2}; out of fold it finds {found} of the {missed} violations the signals \
         miss, and escalates {loud} ordinary turns without a signal",
        d.name
    );
    high
}

fn train() -> Vec<u8> {
    let cases = load();
    let xs: Vec<Vec<(u32, f32)>> = cases
        .iter()
        .map(|c| flat(&score::features(&prose::lower(&prose::view(&c.text).text))))
        .collect();
    let builtin: Vec<&'static Detector> = BUILTIN.to_vec();
    let outcomes: Vec<Vec<Outcome>> = cases
        .iter()
        .map(|c| signals_all(&builtin, &c.text))
        .collect();
    let fold_of = folds(&cases);
    let mut heads = Vec::new();
    let mut table = vec![0i8; (1 << score::BITS) * builtin.len()];
    let n = builtin.len();
    for (k, d) in builtin.iter().enumerate() {
        let local: Vec<Vec<(u32, f32)>> = cases
            .iter()
            .zip(&outcomes)
            .map(|(c, o)| flat(&score::signal_features(d.name, &c.text, o[k].hits())))
            .collect();
        let mut oof = vec![0f32; cases.len()];
        // A turn escalates on its score alone only without a signal, where
        // the signal sentences add nothing: `high` is set on that score.
        let mut alone = vec![0f32; cases.len()];
        for fold in 0..FOLDS {
            let held = |i: usize| cases[i].written && fold_of[i] == fold;
            let (w, b) = fit(&samples_for(&cases, &xs, &local, d, |i| !held(i)));
            for i in (0..cases.len()).filter(|&i| held(i)) {
                oof[i] = predict(&w, b, &xs[i], &local[i]);
                alone[i] = predict(&w, b, &xs[i], &[]);
            }
        }
        let signal: Vec<bool> = outcomes
            .iter()
            .map(|o| matches!(o[k], Outcome::Escalate { .. }))
            .collect();
        let low = threshold(&cases, &oof, &signal, d);
        let high = high_threshold(&cases, &alone, &signal, d, low);
        let (w, bias) = fit(&samples_for(&cases, &xs, &local, d, |_| true));
        let top = w.iter().fold(0f32, |m, v| m.max(v.abs())).max(1e-6);
        let scale = top / 127.0;
        for (b, v) in w.iter().enumerate() {
            table[b * n + k] = (v / scale).round().clamp(-127.0, 127.0) as i8;
        }
        heads.push(Head {
            name: d.name.to_string(),
            bias,
            scale,
            low,
            high,
        });
    }
    score::encode(&heads, digest(), &table)
}

#[test]
fn scorer_weights_are_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/pipeline/layer1/weights.bin");
    if std::env::var_os("HOOKJUDGE_BLESS").is_some() {
        std::fs::write(&path, train()).expect("weights.bin writes");
        return;
    }
    let model = score::Model::get().expect("weights.bin fits this build");
    assert_eq!(
        model.source,
        digest(),
        "the scorer's weights were trained from another corpus or settings: \
         run `HOOKJUDGE_BLESS=1 cargo test --release --lib scorer_weights_are_current`"
    );
}

#[test]
fn short_violations_weigh_against_short_allows_as_long_ones_do() {
    let x: &[(u32, f32)] = &[];
    let sample = |y: bool, short: bool, weight: f32| Sample {
        x,
        local: x,
        y,
        weight,
        short,
    };
    // Long: 2 violations of weight 3 against 12 allowed turns (1 to 2).
    // Short: 6 violations of weight 3 against 3 allowed turns (6 to 1).
    let mut samples: Vec<Sample<'_>> = std::iter::repeat_with(|| sample(true, false, 3.0))
        .take(2)
        .chain(std::iter::repeat_with(|| sample(false, false, 1.0)).take(12))
        .chain(std::iter::repeat_with(|| sample(true, true, 3.0)).take(6))
        .chain(std::iter::repeat_with(|| sample(false, true, 1.0)).take(3))
        .collect();
    balance_short(&mut samples);
    let sum = |y: bool, short: bool| -> f32 {
        samples
            .iter()
            .filter(|s| s.y == y && s.short == short)
            .map(|s| s.weight)
            .sum()
    };
    assert!((sum(true, true) / sum(false, true) - 0.5).abs() < 1e-6);
    // Only the short violations change.
    assert_eq!(sum(true, false), 6.0);
    assert_eq!(sum(false, false), 12.0);
    assert_eq!(sum(false, true), 3.0);
    // No short allowed turn to weigh against: nothing changes.
    let mut lone = vec![
        sample(true, true, 3.0),
        sample(true, false, 3.0),
        sample(false, false, 1.0),
    ];
    balance_short(&mut lone);
    assert_eq!(lone[0].weight, 3.0);
}

#[test]
fn folds_hold_whole_batches() {
    let case = |batch: &str, lang: &str| Case {
        text: format!("{lang} turn of batch {batch}"),
        detector: "none".into(),
        block: false,
        kind: "ordinary".into(),
        lang: lang.into(),
        written: true,
        batch: batch.into(),
    };
    let batches = ["12", "13", "14", "15", "a", "b", "c"];
    let cases: Vec<Case> = batches
        .iter()
        .flat_map(|b| ["en", "ja", "zh"].map(|l| case(b, l)))
        .collect();
    let fold = folds(&cases);
    for (i, a) in cases.iter().enumerate() {
        for (j, b) in cases.iter().enumerate() {
            if a.batch == b.batch {
                assert_eq!(fold[i], fold[j], "{} split across folds", a.batch);
            }
        }
    }
    // Seven batches over five folds: every fold holds one.
    let mut used: Vec<u64> = fold.clone();
    used.sort_unstable();
    used.dedup();
    assert_eq!(used, (0..FOLDS).collect::<Vec<_>>());
}
