//! A Claude Code transcript line, read for only the keys the window needs,
//! borrowed from the line. Every turn end reads several such lines, and
//! building a `serde_json::Value` for each (every key and string allocated,
//! then freed) was a tenth of a no-signal run. Only a tool call's input, which
//! an approval gate shows, is built as a `Value`.
//!
//! Odd shapes read as a `Value` would: a field of another type counts as
//! absent, a non-object block is no block, of a key given twice the last
//! counts.

use std::borrow::Cow;
use std::fmt;

use serde::Deserializer;
use serde::de::{Deserialize, IgnoredAny, MapAccess, SeqAccess, Visitor};

/// A JSON value, as far as the window cares.
#[derive(Debug, Default)]
pub(super) enum Loose<'a> {
    #[default]
    Missing,
    Str(Cow<'a, str>),
    Bool(bool),
    Other,
}

impl Loose<'_> {
    pub(super) fn str(&self) -> Option<&str> {
        match self {
            Loose::Str(s) => Some(s),
            _ => None,
        }
    }

    pub(super) fn is_true(&self) -> bool {
        matches!(self, Loose::Bool(true))
    }

    pub(super) fn is_present(&self) -> bool {
        !matches!(self, Loose::Missing)
    }
}

/// A visitor that turns anything it is not interested in into `default`,
/// reading past it.
macro_rules! skip_the_rest {
    ($default:expr) => {
        fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
            Ok($default)
        }
        fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
            Ok($default)
        }
        fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
            Ok($default)
        }
        fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
            Ok($default)
        }
        fn visit_str<E>(self, _: &str) -> Result<Self::Value, E> {
            Ok($default)
        }
        fn visit_unit<E>(self) -> Result<Self::Value, E> {
            Ok($default)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            while seq.next_element::<IgnoredAny>()?.is_some() {}
            Ok($default)
        }
    };
}

/// Reads past the rest of a map.
macro_rules! skip_map {
    ($default:expr) => {
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
            Ok($default)
        }
    };
}

impl<'de> Deserialize<'de> for Loose<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Loose<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Self::Value, E> {
                Ok(Loose::Str(Cow::Borrowed(s)))
            }
            fn visit_str<E>(self, s: &str) -> Result<Self::Value, E> {
                Ok(Loose::Str(Cow::Owned(s.to_owned())))
            }
            fn visit_string<E>(self, s: String) -> Result<Self::Value, E> {
                Ok(Loose::Str(Cow::Owned(s)))
            }
            fn visit_bool<E>(self, b: bool) -> Result<Self::Value, E> {
                Ok(Loose::Bool(b))
            }
            fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
                Ok(Loose::Other)
            }
            fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
                Ok(Loose::Other)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
                Ok(Loose::Other)
            }
            fn visit_unit<E>(self) -> Result<Self::Value, E> {
                Ok(Loose::Other)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Loose::Other)
            }
            skip_map!(Loose::Other);
        }
        d.deserialize_any(V)
    }
}

/// One content block: its type and text, a tool call's name and input, a
/// tool result's content.
#[derive(Debug, Default)]
pub(super) struct Block<'a> {
    pub(super) kind: Loose<'a>,
    pub(super) text: Loose<'a>,
    pub(super) name: Loose<'a>,
    pub(super) input: Option<serde_json::Value>,
    pub(super) content: Content<'a>,
}

impl<'de> Deserialize<'de> for Block<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Block<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a content block")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut block = Block::default();
                while let Some(key) = map.next_key::<Loose>()? {
                    match key.str() {
                        Some("type") => block.kind = map.next_value()?,
                        Some("text") => block.text = map.next_value()?,
                        Some("name") => block.name = map.next_value()?,
                        Some("input") => block.input = Some(map.next_value()?),
                        Some("content") => block.content = map.next_value()?,
                        _ => {
                            map.next_value::<IgnoredAny>()?;
                        }
                    }
                }
                Ok(block)
            }
            skip_the_rest!(Block::default());
        }
        d.deserialize_any(V)
    }
}

/// `message.content`: a string, or blocks; anything else is no content.
#[derive(Debug, Default)]
pub(super) enum Content<'a> {
    #[default]
    None,
    Text(Cow<'a, str>),
    Blocks(Vec<Block<'a>>),
}

impl<'a> Content<'a> {
    pub(super) fn blocks(&self) -> &[Block<'a>] {
        match self {
            Content::Blocks(b) => b,
            _ => &[],
        }
    }

    /// The text: the string, or the blocks' texts a line each.
    pub(super) fn text(&self) -> Cow<'_, str> {
        match self {
            Content::Text(t) => Cow::Borrowed(t),
            _ => Cow::Owned(
                self.blocks()
                    .iter()
                    .filter_map(|b| b.text.str())
                    .collect::<Vec<_>>()
                    .join("\n"),
            ),
        }
    }
}

impl<'de> Deserialize<'de> for Content<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Content<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("message content")
            }
            fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Self::Value, E> {
                Ok(Content::Text(Cow::Borrowed(s)))
            }
            fn visit_str<E>(self, s: &str) -> Result<Self::Value, E> {
                Ok(Content::Text(Cow::Owned(s.to_owned())))
            }
            fn visit_string<E>(self, s: String) -> Result<Self::Value, E> {
                Ok(Content::Text(Cow::Owned(s)))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut blocks = Vec::new();
                while let Some(b) = seq.next_element()? {
                    blocks.push(b);
                }
                Ok(Content::Blocks(blocks))
            }
            fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
                Ok(Content::None)
            }
            fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
                Ok(Content::None)
            }
            fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
                Ok(Content::None)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
                Ok(Content::None)
            }
            fn visit_unit<E>(self) -> Result<Self::Value, E> {
                Ok(Content::None)
            }
            skip_map!(Content::None);
        }
        d.deserialize_any(V)
    }
}

/// `message`: its content, its `stop_reason` and its `id`.
#[derive(Default)]
struct Message<'a> {
    content: Content<'a>,
    stop_reason: Loose<'a>,
    id: Loose<'a>,
}

impl<'de> Deserialize<'de> for Message<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Message<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a message")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut m = Message::default();
                while let Some(key) = map.next_key::<Loose>()? {
                    match key.str() {
                        Some("content") => m.content = map.next_value()?,
                        Some("stop_reason") => m.stop_reason = map.next_value()?,
                        Some("id") => m.id = map.next_value()?,
                        _ => {
                            map.next_value::<IgnoredAny>()?;
                        }
                    }
                }
                Ok(m)
            }
            skip_the_rest!(Message::default());
        }
        d.deserialize_any(V)
    }
}

/// `origin`: its `kind`, when it is an object. `Missing` when there is no
/// origin object; `Other` when the object's kind is not a string.
struct Origin<'a>(Loose<'a>);

impl<'de> Deserialize<'de> for Origin<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Origin<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an origin")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut kind = Loose::Missing;
                while let Some(key) = map.next_key::<Loose>()? {
                    if key.str() == Some("kind") {
                        kind = match map.next_value()? {
                            Loose::Str(s) => Loose::Str(s),
                            _ => Loose::Other,
                        };
                    } else {
                        map.next_value::<IgnoredAny>()?;
                    }
                }
                Ok(Origin(kind))
            }
            skip_the_rest!(Origin(Loose::Missing));
        }
        d.deserialize_any(V)
    }
}

/// The keys of a transcript line the window reads. Of a key given twice the
/// last counts, as in a `Value`.
#[derive(Debug, Default)]
pub(super) struct Line<'a> {
    pub(super) kind: Loose<'a>,
    pub(super) is_sidechain: Loose<'a>,
    pub(super) is_meta: Loose<'a>,
    pub(super) is_compact_summary: Loose<'a>,
    pub(super) prompt_source: Loose<'a>,
    /// `origin.kind`: `Missing` without an origin object.
    pub(super) origin_kind: Loose<'a>,
    pub(super) tool_use_result: Loose<'a>,
    pub(super) content: Content<'a>,
    /// `message.stop_reason`: `"end_turn"` on the line that ends a turn, in
    /// the versions that write it.
    pub(super) stop_reason: Loose<'a>,
    pub(super) message_id: Loose<'a>,
}

impl<'de> Deserialize<'de> for Line<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Line<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a transcript line")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut line = Line::default();
                while let Some(key) = map.next_key::<Loose>()? {
                    match key.str() {
                        Some("type") => line.kind = map.next_value()?,
                        Some("isSidechain") => line.is_sidechain = map.next_value()?,
                        Some("isMeta") => line.is_meta = map.next_value()?,
                        Some("isCompactSummary") => line.is_compact_summary = map.next_value()?,
                        Some("promptSource") => line.prompt_source = map.next_value()?,
                        Some("origin") => line.origin_kind = map.next_value::<Origin>()?.0,
                        Some("toolUseResult") => line.tool_use_result = map.next_value()?,
                        Some("message") => {
                            let m: Message = map.next_value()?;
                            (line.content, line.stop_reason, line.message_id) =
                                (m.content, m.stop_reason, m.id);
                        }
                        _ => {
                            map.next_value::<IgnoredAny>()?;
                        }
                    }
                }
                Ok(line)
            }
            skip_the_rest!(Line::default());
        }
        d.deserialize_any(V)
    }
}

/// Reads a line; `None` when it is not JSON.
pub(super) fn read(line: &[u8]) -> Option<Line<'_>> {
    serde_json::from_slice(line).ok()
}
