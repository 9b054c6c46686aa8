//! Shell command lines: split into words as `sh` would, and quoted.

/// The program a shell command line runs, unquoted.
pub(crate) fn program(command: &str) -> Option<String> {
    shell_words(command).into_iter().find(|w| !is_assignment(w))
}

fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !name.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// Splits a command line into words as `sh` would for plain words and
/// quotes (no expansions): enough to find the program and its flags.
pub(crate) fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                word.extend(chars.by_ref().take_while(|&c| c != '\''));
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => word.extend(chars.next()),
                        c => word.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                word.extend(chars.next());
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            // The first command of a list is the one that matters.
            ';' | '&' | '|' => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
                break;
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
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
    }
}
