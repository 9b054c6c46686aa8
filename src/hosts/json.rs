//! JSON that keeps a settings file as its owner wrote it: keys in their
//! order (and any duplicate), and the file's indent.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

/// A JSON value whose objects keep their keys in the file's order, and whose
/// numbers keep the digits they were written with (a 30-digit id or
/// `0.10000000000000000555` is written back as it was, not as an `f64`).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Json {
    Null,
    Bool(bool),
    /// The number as written.
    Number(String),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    pub(super) fn kind(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Number(_) => "a number",
            Json::String(_) => "a string",
            Json::Array(_) => "an array",
            Json::Object(_) => "an object",
        }
    }

    pub(crate) fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    pub(crate) fn as_f64(&self) -> Option<f64> {
        match self {
            Json::Number(n) => n.parse().ok(),
            _ => None,
        }
    }

    /// The value of `key` in an object. Duplicate keys are refused by the
    /// callers that change the object (see [`super::unique`]).
    pub(crate) fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// Parses `text` as JSON, keeping each number's digits as written.
pub(crate) fn parse(text: &str) -> serde_json::Result<Json> {
    let mut root: Json = serde_json::from_str(text)?;
    let literals = number_literals(text);
    let mut next = literals.into_iter();
    restore(&mut root, &mut next);
    Ok(root)
}

/// The number literals of valid JSON `text`, in order: every run of number
/// characters outside a string (the literals `true`, `false` and `null`
/// hold none).
fn number_literals(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < bytes.len()
                    && matches!(bytes[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    i += 1;
                }
                found.push(&text[start..i]);
            }
            _ => i += 1,
        }
    }
    found
}

/// Puts the literals back into `value`'s numbers, in document order.
fn restore<'a>(value: &mut Json, next: &mut impl Iterator<Item = &'a str>) {
    match value {
        Json::Number(n) => {
            if let Some(lit) = next.next() {
                lit.clone_into(n);
            }
        }
        Json::Array(items) => items.iter_mut().for_each(|v| restore(v, next)),
        Json::Object(entries) => entries.iter_mut().for_each(|(_, v)| restore(v, next)),
        _ => {}
    }
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Json, E> {
        Ok(Json::Bool(v))
    }
    // Numbers arrive as machine numbers; [`parse`] puts back the digits.
    fn visit_u64<E>(self, v: u64) -> Result<Json, E> {
        Ok(Json::Number(v.to_string()))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Json, E> {
        Ok(Json::Number(v.to_string()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Json, E> {
        if v.is_finite() {
            Ok(Json::Number(v.to_string()))
        } else {
            Err(E::custom("a number that is not finite"))
        }
    }
    fn visit_str<E>(self, v: &str) -> Result<Json, E> {
        Ok(Json::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Json, E> {
        Ok(Json::String(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            entries.push((key, map.next_value()?));
        }
        Ok(Json::Object(entries))
    }
}

impl Serialize for Json {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Null => serializer.serialize_unit(),
            Json::Bool(b) => serializer.serialize_bool(*b),
            Json::Number(n) => serde_json::value::RawValue::from_string(n.clone())
                .map_err(serde::ser::Error::custom)?
                .serialize(serializer),
            Json::String(s) => serializer.serialize_str(s),
            Json::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Json::Object(entries) => {
                let mut map = serializer.serialize_map(Some(entries.len()))?;
                for (k, v) in entries {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}

/// How a file was laid out, so that writing it back changes little else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Style {
    /// The indent of one level; `None` for a file on one line.
    indent: Option<String>,
    final_newline: bool,
}

impl Default for Style {
    fn default() -> Self {
        Style {
            indent: Some("  ".into()),
            final_newline: true,
        }
    }
}

impl Style {
    pub(super) fn of(text: &str) -> Style {
        let body = text.trim_end();
        if !body.contains('\n') {
            return Style {
                indent: None,
                final_newline: text.ends_with('\n'),
            };
        }
        let indent = body
            .lines()
            .skip(1)
            .map(|l| &l[..l.len() - l.trim_start().len()])
            .find(|ws| !ws.is_empty())
            .unwrap_or("  ");
        Style {
            indent: Some(indent.to_owned()),
            final_newline: text.ends_with('\n'),
        }
    }
}

/// `root` as text laid out in `style`.
pub(super) fn render(root: &Json, style: &Style) -> Vec<u8> {
    let mut out = Vec::new();
    let written = match &style.indent {
        Some(indent) => {
            let formatter = serde_json::ser::PrettyFormatter::with_indent(indent.as_bytes());
            let mut ser = serde_json::Serializer::with_formatter(&mut out, formatter);
            root.serialize(&mut ser)
        }
        None => root.serialize(&mut serde_json::Serializer::new(&mut out)),
    };
    // Serializing a tree of strings, numbers and containers into memory cannot fail.
    debug_assert!(written.is_ok());
    if style.final_newline {
        out.push(b'\n');
    }
    out
}
