//! Lone UTF-16 surrogates in JSON text. JavaScript's `JSON.stringify` (the
//! hosts are Node programs) writes a lone surrogate, such as half of an emoji
//! cut by truncation, as an escape like `\ud83d`; serde_json rejects it, and
//! with it the whole event or transcript line. Such text is read again with
//! U+FFFD in place of each lone surrogate, which is what a lossy decoder
//! would show.

/// Whether `json` has a surrogate escape at all (the cheap test before
/// [`replace_lone`]).
pub(crate) fn maybe(json: &[u8]) -> bool {
    memchr::memmem::find(json, b"\\ud").is_some() || memchr::memmem::find(json, b"\\uD").is_some()
}

/// `json` with every lone surrogate escape replaced by `\ufffd`; `None` when
/// there is none. Paired surrogates and every other escape are kept.
pub(crate) fn replace_lone(json: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(json.len());
    let mut changed = false;
    let mut i = 0;
    while i < json.len() {
        if json[i] != b'\\' || i + 1 == json.len() {
            out.push(json[i]);
            i += 1;
            continue;
        }
        match surrogate_at(json, i) {
            Some(0xD800..=0xDBFF)
                if surrogate_at(json, i + 6)
                    .is_some_and(|low| (0xDC00..=0xDFFF).contains(&low)) =>
            {
                out.extend_from_slice(&json[i..i + 12]);
                i += 12;
            }
            Some(_) => {
                out.extend_from_slice(b"\\ufffd");
                changed = true;
                i += 6;
            }
            None => {
                // Any other escape, `\\` included, is copied whole so that its
                // second byte is never taken for the start of another.
                out.extend_from_slice(&json[i..i + 2]);
                i += 2;
            }
        }
    }
    changed.then_some(out)
}

/// The surrogate code unit escaped at `json[at..]` (`\uD800`–`\uDFFF`).
fn surrogate_at(json: &[u8], at: usize) -> Option<u16> {
    let escape = json.get(at..at + 6)?;
    if &escape[..2] != b"\\u" {
        return None;
    }
    let hex = std::str::from_utf8(&escape[2..]).ok()?;
    let unit = u16::from_str_radix(hex, 16).ok()?;
    (0xD800..=0xDFFF).contains(&unit).then_some(unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(s: &str) -> Option<String> {
        replace_lone(s.as_bytes()).map(|v| String::from_utf8(v).unwrap())
    }

    #[test]
    fn lone_surrogates_become_replacement_characters() {
        assert_eq!(
            fixed(r#"{"t":"cut \ud83d"}"#).unwrap(),
            r#"{"t":"cut \ufffd"}"#
        );
        assert_eq!(fixed(r#"{"t":"\uDC00x"}"#).unwrap(), r#"{"t":"\ufffdx"}"#);
        assert_eq!(
            fixed(r#"["\ud83d\ud83d\ude00"]"#).unwrap(),
            r#"["\ufffd\ud83d\ude00"]"#
        );
        let v: serde_json::Value =
            serde_json::from_slice(&replace_lone(br#"{"t":"a\ud800b"}"#).unwrap()).unwrap();
        assert_eq!(v["t"], "a\u{fffd}b");
    }

    #[test]
    fn everything_else_is_kept() {
        assert_eq!(fixed(r#"{"t":"\ud83d\ude00 ok"}"#), None);
        assert_eq!(fixed(r#"{"t":"\\ud800 is text"}"#), None);
        assert_eq!(fixed(r#"{"t":"\\\ud800"}"#).unwrap(), r#"{"t":"\\\ufffd"}"#);
        assert_eq!(fixed(r#"{"t":"\u00e9\n\"\\"}"#), None);
        assert_eq!(fixed("trailing \\"), None);
        assert_eq!(fixed(r"short \ud8"), None);
    }
}
