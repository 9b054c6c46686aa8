//! Shell command lines: split into words as `sh` would, and quoted.

use std::ops::Range;

/// The program a shell command line runs, unquoted.
pub(crate) fn program(command: &str) -> Option<String> {
    shell_words(command).into_iter().find(|w| !is_assignment(w))
}

pub(crate) fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !name.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// Splits a command line into words as `sh` would for plain words and
/// quotes (no expansions): enough to find the program and its flags.
pub(crate) fn shell_words(line: &str) -> Vec<String> {
    word_spans(line).into_iter().map(|(_, w)| w).collect()
}

/// The words of the first simple command in `line`, each with the byte
/// range it spans in `line` (quotes included), so that one word can be
/// changed and the rest kept as written.
pub(crate) fn word_spans(line: &str) -> Vec<(Range<usize>, String)> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut start = None;
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '\'' => {
                start.get_or_insert(i);
                word.extend(chars.by_ref().map(|(_, c)| c).take_while(|&c| c != '\''));
            }
            '"' => {
                start.get_or_insert(i);
                while let Some((_, c)) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => word.extend(chars.next().map(|(_, c)| c)),
                        c => word.push(c),
                    }
                }
            }
            '\\' => {
                start.get_or_insert(i);
                word.extend(chars.next().map(|(_, c)| c));
            }
            // The first command of a list is the one that matters.
            c if c.is_whitespace() || matches!(c, ';' | '&' | '|') => {
                if let Some(s) = start.take() {
                    words.push((s..i, std::mem::take(&mut word)));
                }
                if !c.is_whitespace() {
                    return words;
                }
            }
            c => {
                start.get_or_insert(i);
                word.push(c);
            }
        }
        if start.is_some() && chars.peek().is_none() {
            let s = start.take().unwrap_or_default();
            words.push((s..line.len(), std::mem::take(&mut word)));
        }
    }
    words
}

/// Quotes `word` for `sh` when it needs it.
pub(crate) fn shell_quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+:@%,=".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_words_and_quotes() {
        assert_eq!(
            shell_words(r#"a 'b c' "d \" e" f\ g"#),
            ["a", "b c", "d \" e", "f g"]
        );
        assert_eq!(shell_quote("/usr/bin/hookjudge"), "/usr/bin/hookjudge");
        assert_eq!(shell_quote("/A B/it's"), r"'/A B/it'\''s'");
        assert_eq!(shell_words(&shell_quote("/A B/it's")), ["/A B/it's"]);
        let line = r"X=1 'a b' c; d";
        let spans: Vec<&str> = word_spans(line)
            .into_iter()
            .map(|(r, _)| &line[r])
            .collect();
        assert_eq!(spans, ["X=1", "'a b'", "c"]);
    }
}
