//! One line of the decision log, as hook mode writes it and `hookjudge
//! stats` reads it back.
//!
//! Two shapes share the type: the compact record of the detectors Layer 1
//! settled (`stage: "layer1"`, their outcomes in `detectors`), written at
//! most turns, and one record per detector that reached the judge or its
//! budget. Fields a shape does not use are left out. Typed, not a
//! `serde_json::Value`: the compact record is written at every turn, and a
//! map of values costs far more code and time to build and write.

use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;
use std::ops::Not;

use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

/// How far a detector went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Stage {
    /// Settled by Layer 1 (the compact record).
    Layer1,
    /// The detector had blocked as often as allowed in this turn.
    Budget,
    /// Escalated, but `--no-judge` stopped before the judge.
    NotJudged,
    Judged,
}

/// The outcome of a judged record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Verdict {
    Violation,
    Allow,
    Fail,
}

/// A log record. Strings that come from the event or the judge are clipped
/// by the writer (see [`super::clip`]).
#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct Record<'a> {
    /// Written by [`super::Lines`] ahead of the record; read back here.
    #[serde(default, skip_serializing)]
    pub(crate) ts: Cow<'a, str>,
    #[serde(default)]
    pub(crate) event: Cow<'a, str>,
    #[serde(default)]
    pub(crate) host: Cow<'a, str>,
    #[serde(default)]
    pub(crate) session: Cow<'a, str>,
    #[serde(default)]
    pub(crate) turn: Option<Cow<'a, str>>,
    #[serde(default)]
    pub(crate) stop_hook_active: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) detector: Option<Cow<'a, str>>,
    pub(crate) stage: Stage,
    /// The compact record: each detector Layer 1 settled, and how
    /// (`no-signal`, `bypass`, `not-applicable`), in the run's order.
    #[serde(default, skip_serializing_if = "Pairs::is_empty")]
    pub(crate) detectors: Pairs<'a, Cow<'a, str>>,
    /// The Layer-1 patterns that fired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) signals: Option<Vec<Cow<'a, str>>>,
    /// Where the judged text came from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) source: Option<Cow<'a, str>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) text_bytes: Option<usize>,
    /// The judged text: where it came from, its size and hash, and what its
    /// window starts after.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) window: Option<Window<'a>>,
    /// Secrets replaced, by kind; every record of a run repeats the run's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) redactions: Option<Pairs<'a, usize>>,
    /// Answered from the verdict cache.
    #[serde(default, skip_serializing_if = "Not::not")]
    pub(crate) cached: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) backend: Option<Cow<'a, str>>,
    /// Written as `null` for a backend without a model.
    #[allow(clippy::option_option)] // left out, null, or a name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) model: Option<Option<Cow<'a, str>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) latency_ms: Option<u64>,
    /// The judge's fields (`null`: left out by the judge).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) fields: Option<Pairs<'a, Option<bool>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<Cow<'a, str>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) verdict: Option<Verdict>,
    /// A failed judgment's cause (`timeout`, `not-found`, …) and message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) fail_cause: Option<Cow<'a, str>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<Cow<'a, str>>,
    /// Judged and logged, but never blocked (`--shadow`).
    #[serde(default, skip_serializing_if = "Not::not")]
    pub(crate) shadow: bool,
}

impl<'a> Record<'a> {
    /// A record of `stage` with only the event's fields set.
    pub(crate) fn new(stage: Stage) -> Record<'a> {
        Record {
            ts: Cow::Borrowed(""),
            event: Cow::Borrowed(""),
            host: Cow::Borrowed(""),
            session: Cow::Borrowed(""),
            turn: None,
            stop_hook_active: false,
            detector: None,
            stage,
            detectors: Pairs::default(),
            signals: None,
            source: None,
            text_bytes: None,
            window: None,
            redactions: None,
            cached: false,
            backend: None,
            model: None,
            latency_ms: None,
            fields: None,
            reason: None,
            verdict: None,
            fail_cause: None,
            error: None,
            shadow: false,
        }
    }
}

/// A Stop's window (see `pipeline::window`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Window<'a> {
    pub(crate) source: Cow<'a, str>,
    pub(crate) bytes: usize,
    /// Of the judged text: what was judged twice shows without the text.
    pub(crate) sha256: Cow<'a, str>,
    pub(crate) start: Cow<'a, str>,
    /// Lines read that were not transcript entries.
    #[serde(default)]
    pub(crate) skipped: usize,
}

/// Name → value pairs in their order, written as a JSON object.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Pairs<'a, V>(pub(crate) Vec<(Cow<'a, str>, V)>);

impl<V> Default for Pairs<'_, V> {
    fn default() -> Self {
        Pairs(Vec::new())
    }
}

impl<V> Pairs<'_, V> {
    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<V: Serialize> Serialize for Pairs<'_, V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Pairs<'_, V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct PairsVisitor<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for PairsVisitor<V> {
            type Value = Pairs<'static, V>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Self::Value, M::Error> {
                let mut pairs = Vec::new();
                while let Some((k, v)) = map.next_entry::<String, V>()? {
                    pairs.push((Cow::Owned(k), v));
                }
                Ok(Pairs(pairs))
            }
        }
        d.deserialize_map(PairsVisitor(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the writer writes, the reader reads back the same.
    #[test]
    fn a_record_round_trips() {
        let mut r = Record::new(Stage::Judged);
        r.event = "Stop".into();
        r.session = "s".into();
        r.detector = Some("commit".into());
        r.signals = Some(vec!["push".into()]);
        r.redactions = Some(Pairs(vec![("aws-access-key".into(), 2)]));
        r.model = Some(None);
        r.fields = Some(Pairs(vec![("new_proposal".into(), Some(true))]));
        r.verdict = Some(Verdict::Violation);
        let text = serde_json::to_string(&r).unwrap();
        assert!(text.contains(r#""model":null"#), "{text}");
        assert!(
            !text.contains("shadow") && !text.contains("\"ts\""),
            "{text}"
        );
        let back: Record = serde_json::from_str(&text).unwrap();
        assert_eq!(back.stage, Stage::Judged);
        assert_eq!(back.verdict, Some(Verdict::Violation));
        assert_eq!(back.redactions.unwrap().0, [("aws-access-key".into(), 2)]);
        assert_eq!(
            back.fields.unwrap().0,
            [("new_proposal".into(), Some(true))]
        );
    }

    /// The compact record keeps the detectors' order and leaves out the
    /// judged record's fields.
    #[test]
    fn the_compact_record_is_compact() {
        let mut r = Record::new(Stage::Layer1);
        r.event = "Stop".into();
        r.host = "claude".into();
        r.session = "s".into();
        r.detectors = Pairs(vec![
            ("scope-check".into(), "no-signal".into()),
            ("commit".into(), "bypass".into()),
        ]);
        assert_eq!(
            serde_json::to_string(&r).unwrap(),
            r#"{"event":"Stop","host":"claude","session":"s","turn":null,"stop_hook_active":false,"stage":"layer1","detectors":{"scope-check":"no-signal","commit":"bypass"}}"#
        );
    }

    #[test]
    fn an_unknown_stage_is_not_a_record() {
        assert!(serde_json::from_str::<Record>(r#"{"stage":"later"}"#).is_err());
        assert!(serde_json::from_str::<Record>(r#"{"stage":"budget"}"#).is_ok());
    }
}
