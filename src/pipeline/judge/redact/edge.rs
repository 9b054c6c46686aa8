//! Cutting a text to a window without leaving part of a secret at the cut:
//! the rest of a secret knows no key and has no prefix, so no rule would
//! find it once cut. No rule runs here (the window is cut on every hook
//! run, most of which never reach a rule): what the cut splits goes, and
//! so does a value whose key the cut took.

use super::check;

/// A token longer than this, cut, loses only its run of token characters:
/// a line of minified JSON is not dropped whole.
const LONG_TOKEN: usize = 512;

/// Where a text cut to begin at `start` (a character boundary) begins
/// instead: past what is left of an ASCII word or token the cut splits
/// (secrets are made of those; a cut in other scripts keeps its text), and
/// past the value after it when what the cut took was its key.
pub(crate) fn safe_start(text: &str, start: usize) -> usize {
    if start == 0 || start >= text.len() {
        return start;
    }
    let before = text[..start].chars().next_back();
    let rest = &text[start..];
    let splits = before.is_some_and(|c| c.is_ascii_graphic())
        && rest.starts_with(|c: char| c.is_ascii_graphic());
    if !splits {
        // `password: ` then the cut: the value is all that is left.
        let key_before = text[..start]
            .trim_end_matches([' ', '\t'])
            .ends_with(['=', ':']);
        if !key_before {
            return start;
        }
        let value = rest.trim_start_matches([' ', '\t']);
        return text.len() - value.len() + run(value);
    }
    let word = run(rest);
    if is_stand_in(&rest[..word]) {
        return start;
    }
    let after = start + word;
    // `…rd = value`, `…KEN: value`: the cut word was a key.
    let next = text[after..].trim_start_matches([' ', '\t']);
    let separator = next.starts_with(['=', ':']) || rest[..word].ends_with(['=', ':']);
    if !separator {
        return after;
    }
    let value = next.trim_start_matches(['=', ':', ' ', '\t']);
    text.len() - value.len() + run(value)
}

/// Where a text cut to end at `end` (a character boundary) ends instead:
/// before what is left of an ASCII word or token the cut splits.
pub(crate) fn safe_end(text: &str, end: usize) -> usize {
    if end == 0 || end >= text.len() {
        return end;
    }
    let kept = &text[..end];
    let after = text[end..].chars().next();
    if !after.is_some_and(|c| c.is_ascii_graphic())
        || !kept.ends_with(|c: char| c.is_ascii_graphic())
    {
        return end;
    }
    let word = kept.len() - after_last(kept, |c| !c.is_ascii_graphic());
    if is_stand_in(&kept[end - word..]) {
        return end;
    }
    if word <= LONG_TOKEN {
        return end - word;
    }
    after_last(kept, |c| !is_token_char(c))
}

/// Where the text after the last character of `text` that `stop` accepts
/// begins (0 when there is none).
fn after_last(text: &str, stop: impl Fn(char) -> bool) -> usize {
    text.char_indices()
        .rev()
        .find(|&(_, c)| stop(c))
        .map_or(0, |(at, c)| at + c.len_utf8())
}

/// How long the ASCII word or token at the start of `text` is; for one
/// longer than [`LONG_TOKEN`], only its run of token characters.
fn run(text: &str) -> usize {
    let word = text
        .find(|c: char| !c.is_ascii_graphic())
        .unwrap_or(text.len());
    if word <= LONG_TOKEN {
        return word;
    }
    text.find(|c| !is_token_char(c)).unwrap_or(text.len())
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
    fn a_value_whose_key_the_cut_took_goes() {
        let text = "DB_PASSWORD = Zq8kLm2xT7vB9nW4 and then prose";
        let inside = text.find("WORD").unwrap();
        assert_eq!(&text[safe_start(text, inside)..], " and then prose");
        let text = "TOKEN: Zq8kLm2xT7vB9nW4 and then prose";
        let after_key = text.find("Zq8").unwrap();
        assert_eq!(&text[safe_start(text, after_key)..], " and then prose");
        assert_eq!(&text[safe_start(text, after_key - 1)..], " and then prose");
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
