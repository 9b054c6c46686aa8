//! A second reading of a text for the rules, as a person would read it: JSON
//! string escapes decoded (`\n`, `\"`, `\u0077`) and a key or token that a
//! terminal broke across lines joined again. The rules run on it as well as
//! on the text; what they find maps back to the text's own bytes, which are
//! what gets replaced.

/// The text read again, and for each of its bytes (and its end) the offset
/// in the original where that byte came from.
pub(super) struct View {
    pub(super) text: String,
    map: Vec<usize>,
}

impl View {
    /// The view of `text`, when it reads differently.
    pub(super) fn of(text: &str) -> Option<View> {
        let decoded = memchr::memchr(b'\\', text.as_bytes()).and_then(|_| unescape(text));
        let joined = match &decoded {
            Some(view) => join_wraps(&view.text).map(|joined| View {
                map: joined.map.iter().map(|&at| view.map[at]).collect(),
                text: joined.text,
            }),
            None => join_wraps(text),
        };
        joined.or(decoded)
    }

    /// The original span of the view's `start..end`.
    pub(super) fn span(&self, start: usize, end: usize) -> (usize, usize) {
        (self.map[start], self.map[end])
    }
}

/// Builds a view byte by byte, remembering where each came from.
struct Builder {
    text: String,
    map: Vec<usize>,
}

impl Builder {
    fn with_capacity(len: usize) -> Builder {
        Builder {
            text: String::with_capacity(len),
            map: Vec::with_capacity(len + 1),
        }
    }

    fn push(&mut self, c: char, from: usize) {
        self.text.push(c);
        self.map.resize(self.text.len(), from);
    }

    fn push_str(&mut self, s: &str, from: usize) {
        for (offset, c) in s.char_indices() {
            self.push(c, from + offset);
        }
    }

    fn finish(mut self, end: usize) -> View {
        self.map.push(end);
        View {
            text: self.text,
            map: self.map,
        }
    }
}

/// `text` with its JSON string escapes decoded, when it has any.
fn unescape(text: &str) -> Option<View> {
    let bytes = text.as_bytes();
    let mut out = Builder::with_capacity(text.len());
    let mut copied = 0;
    let mut changed = false;
    let mut at = 0;
    while let Some(found) = memchr::memchr(b'\\', &bytes[at..]) {
        let slash = at + found;
        let (decoded, len) = match bytes.get(slash + 1) {
            Some(b'n') => ('\n', 2),
            Some(b't') => ('\t', 2),
            Some(b'r') => ('\r', 2),
            Some(b'"') => ('"', 2),
            Some(b'\\') => ('\\', 2),
            Some(b'/') => ('/', 2),
            Some(b'\'') => ('\'', 2),
            Some(b'u') => {
                let Some(decoded) = unicode_escape(&bytes[slash..]) else {
                    at = slash + 1;
                    continue;
                };
                decoded
            }
            _ => {
                at = slash + 1;
                continue;
            }
        };
        out.push_str(&text[copied..slash], copied);
        out.push(decoded, slash);
        copied = slash + len;
        at = copied;
        changed = true;
    }
    if !changed {
        return None;
    }
    out.push_str(&text[copied..], copied);
    Some(out.finish(text.len()))
}

/// `\uXXXX` (or a surrogate pair of them) at the start of `bytes`: the
/// character and how many bytes it took.
fn unicode_escape(bytes: &[u8]) -> Option<(char, usize)> {
    let unit = |at: usize| -> Option<u32> {
        let digits = bytes.get(at..at + 6)?;
        if &digits[..2] != b"\\u" {
            return None;
        }
        let digits = std::str::from_utf8(&digits[2..]).ok()?;
        u32::from_str_radix(digits, 16).ok()
    };
    let first = unit(0)?;
    if (0xD800..0xDC00).contains(&first) {
        let second = unit(6)?;
        if !(0xDC00..0xE000).contains(&second) {
            return None;
        }
        let code = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
        return char::from_u32(code).map(|c| (c, 12));
    }
    char::from_u32(first).map(|c| (c, 6))
}

/// Words of a key: a break inside one of them is a wrap, not a line end.
const KEY_WORDS: &[&str] = &[
    "password",
    "passwd",
    "passphrase",
    "secret",
    "token",
    "api_key",
    "apikey",
    "access_key",
    "accesskey",
    "private_key",
    "credential",
    "cookie",
    "authorization",
    "auth_token",
];

/// A run of word characters this long, broken by a line end, is taken for a
/// wrapped token and joined, when the line it breaks is as wide as a
/// terminal's at the least.
const WRAPPED_TOKEN: usize = 24;
const NARROWEST_TERMINAL: usize = 40;

/// `text` with line breaks that cut a key or a token in two removed, when it
/// has any. A break is one when a word runs up to it and another goes on
/// after it (past the indent and the border of a table: `│ `), and the two
/// joined name a key or are as long as a token.
fn join_wraps(text: &str) -> Option<View> {
    let bytes = text.as_bytes();
    let mut out: Option<Builder> = None;
    let mut copied = 0;
    for newline in memchr::memchr_iter(b'\n', bytes) {
        let before = word_before(bytes, newline);
        if before == 0 {
            continue;
        }
        let mut next = newline + 1;
        next += skip_border(&text[next..]);
        let after = word_after(bytes, next);
        if after == 0 || newline < copied {
            continue;
        }
        let end = if bytes[newline.saturating_sub(1)] == b'\r' {
            newline - 1
        } else {
            newline
        };
        let word_start = end.saturating_sub(before.min(end));
        let (head, tail) = (&bytes[word_start..end], &bytes[next..next + after]);
        let line_start = memchr::memrchr(b'\n', &bytes[..end]).map_or(0, |at| at + 1);
        let wide = text[line_start..end].chars().count() >= NARROWEST_TERMINAL;
        // `…\nKEY=`: the next line begins a key, it does not go on.
        let key_follows = matches!(bytes.get(next + after), Some(b'=' | b':'));
        let token = head.len() + tail.len() >= WRAPPED_TOKEN && wide && !key_follows;
        if !token && !breaks_a_key_word(head, tail) {
            continue;
        }
        let view = out.get_or_insert_with(|| Builder::with_capacity(text.len()));
        view.push_str(&text[copied..end], copied);
        copied = next;
    }
    let mut view = out?;
    view.push_str(&text[copied..], copied);
    Some(view.finish(text.len()))
}

/// Whether one of [`KEY_WORDS`] begins at the end of `head` and goes on at
/// the start of `tail`, the two sides of a break.
fn breaks_a_key_word(head: &[u8], tail: &[u8]) -> bool {
    let (Some(&last), Some(&first)) = (head.last(), tail.first()) else {
        return false;
    };
    KEY_WORDS.iter().any(|key| {
        let key = key.as_bytes();
        (1..key.len()).any(|cut| {
            key[cut - 1].eq_ignore_ascii_case(&last)
                && key[cut].eq_ignore_ascii_case(&first)
                && head.len() >= cut
                && tail.len() >= key.len() - cut
                && head[head.len() - cut..].eq_ignore_ascii_case(&key[..cut])
                && tail[..key.len() - cut].eq_ignore_ascii_case(&key[cut..])
        })
    })
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// How many word bytes end at `end` (a `\r` before it aside).
fn word_before(bytes: &[u8], end: usize) -> usize {
    let end = if end > 0 && bytes[end - 1] == b'\r' {
        end - 1
    } else {
        end
    };
    bytes[..end]
        .iter()
        .rev()
        .take_while(|&&b| is_word_byte(b))
        .count()
}

fn word_after(bytes: &[u8], start: usize) -> usize {
    bytes[start..]
        .iter()
        .take_while(|&&b| is_word_byte(b))
        .count()
}

/// The indent and a table's border at the start of a continued line.
fn skip_border(line: &str) -> usize {
    let trimmed = line.trim_start_matches([' ', '\t']);
    let border = trimmed.trim_start_matches(['│', '|', '┃']);
    if border.len() == trimmed.len() {
        return line.len() - trimmed.len();
    }
    line.len() - border.trim_start_matches([' ', '\t']).len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn original(view: &View, part: &str) -> (usize, usize) {
        let start = view.text.find(part).unwrap();
        view.span(start, start + part.len())
    }

    #[test]
    fn json_escapes_are_decoded_and_map_back() {
        let text = r#"{"a":"x\npass\u0077ord=\"k9\"\tend"}"#;
        let view = View::of(text).unwrap();
        assert_eq!(view.text, "{\"a\":\"x\npassword=\"k9\"\tend\"}");
        let (start, end) = original(&view, "k9");
        assert_eq!(&text[start..end], "k9");
        let (start, end) = original(&view, "password");
        assert_eq!(&text[start..end], r"pass\u0077ord");
        let (start, end) = original(&view, "\"k9\"");
        assert_eq!(&text[start..end], r#"\"k9\""#);
    }

    #[test]
    fn odd_escapes_stay_as_they_are() {
        assert!(View::of(r"C:\Users\ana and \x41 and \u12").is_none());
        let view = View::of(r"\ud83d\ude00 \ud83d").unwrap();
        assert_eq!(view.text, "😀 \\ud83d");
    }

    #[test]
    fn a_key_broken_by_the_terminal_is_joined() {
        let text = "AWS_SECRET_ACC\nESS_KEY=abc\n│ POSTGRES_PASSW\n│ ORD  │ v";
        let view = View::of(text).unwrap();
        assert_eq!(
            view.text,
            "AWS_SECRET_ACCESS_KEY=abc\n│ POSTGRES_PASSWORD  │ v"
        );
        let (start, end) = original(&view, "ACCESS");
        assert_eq!(&text[start..end], "ACC\nESS");
    }

    #[test]
    fn a_long_token_broken_by_the_terminal_is_joined() {
        let text = "remote: using the credential helper, token=ghp_abcdefghij1234\r\n567890klmnopqrstu more";
        let view = View::of(text).unwrap();
        assert!(
            view.text
                .ends_with("token=ghp_abcdefghij1234567890klmnopqrstu more")
        );
        // A short line ends where its writer ended it; a key starts a line.
        assert!(View::of("token=ghp_abcdefghij1234\n567890klmnopqrstu more").is_none());
        let listing =
            "GITHUB_TOKEN=ghp_abcdefghij1234567890klmnopqrstuvwxyz1234\nAWS_REGION=eu-west-1";
        assert!(View::of(listing).is_none());
    }

    #[test]
    fn prose_line_breaks_stay() {
        assert!(View::of("the build\nfinished and the tests\npassed\n").is_none());
        assert!(View::of("a key\nboard and a mon\nkey\n").is_none());
        assert!(View::of("no breaks at all").is_none());
    }
}
