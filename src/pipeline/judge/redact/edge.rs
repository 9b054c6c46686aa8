//! Cutting a text to a window without leaving part of a secret at the cut:
//! the rest of a secret knows no key and has no prefix, so no rule would
//! find it once cut.

use super::{check, find};

/// How far on each side of a cut secrets are looked for.
const REACH: usize = 2048;

/// A token longer than this, cut, loses only its run of token characters:
/// a line of minified JSON is not dropped whole.
const LONG_TOKEN: usize = 512;

/// Where a text cut to begin at `start` (a character boundary) begins
/// instead: past a secret that the cut splits, and past what is left of an
/// ASCII word or token it splits (secrets are made of those; a cut in other
/// scripts keeps its text).
pub(crate) fn safe_start(text: &str, start: usize) -> usize {
    if start == 0 || start >= text.len() {
        return start;
    }
    let from = floor(text, start.saturating_sub(REACH));
    let to = ceil(text, start.saturating_add(REACH));
    let across = find(&text[from..to])
        .into_iter()
        .map(|hit| (from + hit.start, from + hit.end))
        .filter(|&(begin, end)| begin < start && start < end)
        .map(|(_, end)| end)
        .max();
    if let Some(end) = across {
        return end;
    }
    let before = text[..start].chars().next_back();
    let rest = &text[start..];
    if !before.is_some_and(|c| c.is_ascii_graphic())
        || !rest.starts_with(|c: char| c.is_ascii_graphic())
    {
        return start;
    }
    let word = rest
        .find(|c: char| !c.is_ascii_graphic())
        .unwrap_or(rest.len());
    if is_stand_in(&rest[..word]) {
        return start;
    }
    if word <= LONG_TOKEN {
        return start + word;
    }
    start + rest.find(|c| !is_token_char(c)).unwrap_or(rest.len())
}

/// Where a text cut to end at `end` (a character boundary) ends instead:
/// before a secret that the cut splits, and before what is left of a word
/// or token it splits.
pub(crate) fn safe_end(text: &str, end: usize) -> usize {
    if end == 0 || end >= text.len() {
        return end;
    }
    let from = floor(text, end.saturating_sub(REACH));
    let to = ceil(text, end.saturating_add(REACH));
    let across = find(&text[from..to])
        .into_iter()
        .map(|hit| (from + hit.start, from + hit.end))
        .filter(|&(begin, stop)| begin < end && end < stop)
        .map(|(begin, _)| begin)
        .min();
    if let Some(begin) = across {
        return begin;
    }
    let kept = &text[..end];
    let after = text[end..].chars().next();
    if !after.is_some_and(|c| c.is_ascii_graphic())
        || !kept.ends_with(|c: char| c.is_ascii_graphic())
    {
        return end;
    }
    let word = kept.len()
        - kept
            .rfind(|c: char| !c.is_ascii_graphic())
            .map_or(0, |at| at + 1);
    if is_stand_in(&kept[end - word..]) {
        return end;
    }
    if word <= LONG_TOKEN {
        return end - word;
    }
    kept.rfind(|c| !is_token_char(c)).map_or(0, |at| at + 1)
}

/// Whether a word cut in two is filler or a placeholder (`xxxx…`), which no
/// secret is: it stays.
fn is_stand_in(part: &str) -> bool {
    check::is_filler(part) || check::is_placeholder(part)
}

/// What tokens, keys and their encodings are made of.
fn is_token_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "+/=_-.~%".contains(c)
}

fn floor(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn ceil(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token() -> String {
        ["gh", "p_", "Xq3kLm9ZtR2vB7nW4yH8cJ1dF6gS5aE0uP2o"].concat()
    }

    #[test]
    fn a_cut_inside_a_token_starts_after_it() {
        let text = format!("prose before. export GITHUB_TOKEN={} and after", token());
        let inside = text.find("Xq3k").unwrap();
        let start = safe_start(&text, inside);
        assert_eq!(&text[start..], " and after");
    }

    #[test]
    fn a_cut_inside_a_key_drops_its_value_too() {
        // `word=` cut: the rest, `rd=…`, names nothing.
        let text = "setup done\npassword=Zq8kLm2xT7vB9nW4 next line";
        let inside = text.find("rd=").unwrap();
        let start = safe_start(text, inside);
        assert_eq!(&text[start..], " next line");
    }

    #[test]
    fn a_cut_word_goes_and_a_cut_between_words_stays() {
        let text = "alpha beta gamma";
        assert_eq!(safe_start(text, 7), 10);
        assert_eq!(safe_start(text, 6), 6);
        assert_eq!(safe_start(text, 5), 5);
        assert_eq!(safe_end(text, 8), 6);
        assert_eq!(safe_end(text, 10), 10);
        assert_eq!(safe_start(text, 0), 0);
        assert_eq!(safe_end(text, text.len()), text.len());
    }

    #[test]
    fn a_cut_at_the_end_stops_before_a_secret() {
        let text = format!("key: {} then", token());
        let inside = text.find("ZtR2").unwrap();
        let end = safe_end(&text, inside);
        assert_eq!(&text[..end], "key: ");
    }

    #[test]
    fn a_long_cut_run_loses_only_its_token_characters() {
        // 600 base64 characters, as a certificate's data would be.
        let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut state = 0x2545_F491_4F6C_DD1D_u64;
        let run: String = (0..600)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                char::from(alphabet[usize::try_from(state % 64).unwrap()])
            })
            .collect();
        let text = format!("{run}\"}},{{\"a\":\"b\"}}");
        let start = safe_start(&text, 10);
        assert_eq!(&text[start..], "\"},{\"a\":\"b\"}");
    }

    #[test]
    fn a_cut_filler_stays() {
        // Ids padded with one character are no secret; dropping them would
        // empty a log field.
        let text = format!("id {} end", "x".repeat(3000));
        assert_eq!(safe_end(&text, 2048), 2048);
        assert_eq!(safe_start(&text, 100), 100);
    }

    #[test]
    fn cuts_fall_on_character_boundaries() {
        let text = "日本語のテキスト password=Zq8kLm2xT7vB9nW4 です";
        for at in (0..=text.len()).filter(|&at| text.is_char_boundary(at)) {
            assert!(text.is_char_boundary(safe_start(text, at)));
            assert!(text.is_char_boundary(safe_end(text, at)));
        }
    }
}
