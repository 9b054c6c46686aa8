//! The judge's raw output becomes exactly one decision. Pure: no I/O.
//!
//! Judges wrap their JSON in many ways: bare, in prose, in a code fence, in
//! the `claude -p --output-format json` envelope (`result` or
//! `structured_output`), as a string inside a string. All are read; an answer
//! without the detector's trigger field is schema-less and fails.

use serde_json::{Map, Value};

use crate::detectors::{Detector, Rule};

/// How many `{` a scan of prose tries before giving up (hostile output).
const MAX_CANDIDATES: usize = 64;
/// The longest object a scan of prose reads from one `{`. An answer is a few
/// hundred bytes; unbounded, each candidate parsed to the end of a long
/// hostile output, and one MiB of nested `{"a":[` cost minutes.
const MAX_OBJECT: usize = 16 << 10;
/// The most of the judge's reason kept.
const MAX_REASON: usize = 400;

/// A judge's answer that could be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Answer {
    /// Each declared field as the judge gave it (`None`: left out).
    pub(crate) fields: Vec<(&'static str, Option<bool>)>,
    pub(crate) reason: String,
    pub(crate) violation: bool,
}

/// Reads `raw` as `detector`'s answer. `Err` says why it could not be read.
pub(crate) fn normalize(detector: &Detector, raw: &str) -> Result<Answer, String> {
    let object = find_answer(raw, detector.rule.trigger, 0).ok_or_else(|| {
        if raw.trim().is_empty() {
            "the judge printed nothing".to_owned()
        } else if first_object(raw).is_some() {
            format!(
                "the judge's JSON has no \"{}\" field",
                detector.rule.trigger
            )
        } else {
            "the judge's output holds no JSON object".to_owned()
        }
    })?;
    let fields: Vec<(&'static str, Option<bool>)> = detector
        .fields
        .iter()
        .map(|f| (f.name, object.get(f.name).and_then(as_bool)))
        .collect();
    let Some(Some(_)) = fields
        .iter()
        .find(|(n, _)| *n == detector.rule.trigger)
        .map(|(_, v)| *v)
    else {
        return Err(format!(
            "the judge's \"{}\" is not a boolean",
            detector.rule.trigger
        ));
    };
    let reason = object
        .get("reason")
        .and_then(Value::as_str)
        .map(|r| crate::pipeline::window::head(r.trim(), MAX_REASON))
        .unwrap_or_default();
    let violation = decide(&detector.rule, &fields);
    Ok(Answer {
        fields,
        reason,
        violation,
    })
}

/// Block when the trigger is true and none of the `unless` fields is true; a
/// field the judge left out counts as false.
pub(crate) fn decide(rule: &Rule, fields: &[(&str, Option<bool>)]) -> bool {
    let get = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| *v)
    };
    get(rule.trigger) == Some(true) && rule.unless.iter().all(|u| get(u) != Some(true))
}

fn as_bool(v: &Value) -> Option<bool> {
    match v {
        Value::Bool(b) => Some(*b),
        Value::String(s) => match s.trim().to_ascii_lowercase().as_str() {
            "true" | "yes" => Some(true),
            "false" | "no" => Some(false),
            _ => None,
        },
        _ => None,
    }
}

/// The answer object in `raw`: the whole text if it is one, the envelope's
/// payload if it is an envelope, else the last object in prose that has the
/// trigger field.
fn find_answer(raw: &str, trigger: &str, depth: u8) -> Option<Map<String, Value>> {
    if depth > 3 {
        return None;
    }
    if let Ok(v) = serde_json::from_str::<Value>(raw.trim()) {
        if let Some(found) = from_value(v, trigger, depth) {
            return Some(found);
        }
    }
    let mut found = None;
    for v in objects_in(raw) {
        if let Some(m) = from_value(v, trigger, depth) {
            found = Some(m);
        }
    }
    found
}

fn from_value(v: Value, trigger: &str, depth: u8) -> Option<Map<String, Value>> {
    match v {
        Value::Object(mut m) => {
            if m.contains_key(trigger) {
                return Some(m);
            }
            // claude -p --output-format json: the schema'd answer, else the text.
            if let Some(Value::Object(s)) = m.remove("structured_output") {
                if s.contains_key(trigger) {
                    return Some(s);
                }
            }
            for key in ["result", "output", "text", "content", "message"] {
                if let Some(inner) = m.remove(key) {
                    if let Some(found) = from_value(inner, trigger, depth + 1) {
                        return Some(found);
                    }
                }
            }
            None
        }
        Value::String(s) => find_answer(&s, trigger, depth + 1),
        Value::Array(items) => items
            .into_iter()
            .rev()
            .find_map(|i| from_value(i, trigger, depth + 1)),
        _ => None,
    }
}

/// JSON objects embedded in prose or code fences, in order. Only a `{` that
/// opens an object (followed by a key or `}`) is tried, and only so many.
fn objects_in(raw: &str) -> impl Iterator<Item = Value> + '_ {
    raw.match_indices('{')
        .filter(|(i, _)| raw[i + 1..].trim_start().starts_with(['"', '}']))
        .take(MAX_CANDIDATES)
        .filter_map(|(i, _)| {
            let mut end = raw.len().min(i + MAX_OBJECT);
            while !raw.is_char_boundary(end) {
                end -= 1;
            }
            serde_json::Deserializer::from_str(&raw[i..end])
                .into_iter::<Value>()
                .next()
                .and_then(Result::ok)
        })
}

fn first_object(raw: &str) -> Option<Value> {
    objects_in(raw).next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detectors::find;

    fn commit() -> &'static Detector {
        find("commit").unwrap()
    }
    fn sibling() -> &'static Detector {
        find("scope-check").unwrap()
    }

    #[test]
    fn commit_formula() {
        // (new_proposal, verification_reported, direction_query, future_step) → violation
        let cases = [
            (
                r#"{"new_proposal":true,"verification_reported":false,"direction_query":false,"future_step_description":false}"#,
                true,
            ),
            (
                r#"{"new_proposal":true,"verification_reported":true,"direction_query":false,"future_step_description":false}"#,
                false,
            ),
            (
                r#"{"new_proposal":true,"verification_reported":false,"direction_query":true,"future_step_description":false}"#,
                false,
            ),
            (
                r#"{"new_proposal":true,"verification_reported":false,"direction_query":false,"future_step_description":true}"#,
                false,
            ),
            (
                r#"{"new_proposal":false,"verification_reported":false,"direction_query":false,"future_step_description":false}"#,
                false,
            ),
            // A missing verification_reported counts as not reported.
            (
                r#"{"new_proposal":true,"direction_query":false,"future_step_description":false}"#,
                true,
            ),
            (r#"{"new_proposal":true}"#, true),
            (
                r#"{"new_proposal":true,"verification_reported":null}"#,
                true,
            ),
            (
                r#"{"new_proposal":"true","verification_reported":"false"}"#,
                true,
            ),
        ];
        for (raw, want) in cases {
            assert_eq!(normalize(commit(), raw).unwrap().violation, want, "{raw}");
        }
    }

    #[test]
    fn sibling_formula() {
        let cases = [
            (r#"{"new_proposal":true,"retraction_or_quote":false}"#, true),
            (r#"{"new_proposal":true}"#, true),
            (r#"{"new_proposal":true,"retraction_or_quote":true}"#, false),
            (
                r#"{"new_proposal":false,"retraction_or_quote":false}"#,
                false,
            ),
        ];
        for (raw, want) in cases {
            assert_eq!(normalize(sibling(), raw).unwrap().violation, want, "{raw}");
        }
    }

    #[test]
    fn fails_without_a_usable_answer() {
        for raw in [
            "",
            "   ",
            "I think it is fine.",
            r#"{"decision":"block"}"#,
            r#"{"new_proposal":null}"#,
            r#"{"new_proposal":3}"#,
            "{{{{{{{{{{{{{{{{",
            &"[".repeat(100_000),
            &"{\"a\":".repeat(10_000),
        ] {
            assert!(normalize(commit(), raw).is_err(), "{raw:.40}");
        }
    }

    #[test]
    fn hostile_output_is_read_in_bounded_time() {
        // regression: each of 64 nested candidates was parsed to the end of
        // a 1 MiB output, for every detector: minutes of CPU after the judge
        // had exited, outside its timeout.
        let nested = format!("{}{}", r#"{"a":["#.repeat(64), "1,".repeat(500_000));
        let answer = r#"{"new_proposal":true,"retraction_or_quote":false,"reason":"r"}"#;
        let started = std::time::Instant::now();
        assert!(normalize(commit(), &nested).is_err());
        // An answer followed by that junk is still read.
        let prose = format!("{answer}\n{nested}");
        assert!(normalize(sibling(), &prose).unwrap().violation);
        let elapsed = started.elapsed();
        assert!(elapsed < std::time::Duration::from_secs(10), "{elapsed:?}");
    }

    #[test]
    fn reads_wrapped_answers() {
        let answer = r#"{"new_proposal":true,"verification_reported":false,"direction_query":false,"future_step_description":false,"reason":"pushes now"}"#;
        let fenced = format!("Here is my verdict:\n```json\n{answer}\n```\nThanks.");
        let envelope = serde_json::json!({"type":"result","subtype":"success","is_error":false,"result":fenced}).to_string();
        let structured = serde_json::json!({"type":"result","result":"","structured_output":serde_json::from_str::<Value>(answer).unwrap()}).to_string();
        for raw in [answer.to_owned(), fenced.clone(), envelope, structured] {
            let a = normalize(commit(), &raw).unwrap();
            assert!(a.violation, "{raw}");
            assert_eq!(a.reason, "pushes now");
        }
    }

    #[test]
    fn last_object_in_prose_wins() {
        let raw = r#"The text says {"new_proposal": false} but really: {"new_proposal":true,"retraction_or_quote":false,"reason":"r"}"#;
        assert!(normalize(sibling(), raw).unwrap().violation);
    }

    #[test]
    fn long_reasons_are_clipped() {
        let raw = format!(
            r#"{{"new_proposal":false,"retraction_or_quote":false,"reason":"{}"}}"#,
            "é".repeat(1000)
        );
        let a = normalize(sibling(), &raw).unwrap();
        assert!(a.reason.len() <= MAX_REASON + " …".len());
    }
}
