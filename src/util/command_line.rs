//! A shell command line split as `sh` would split it into simple commands
//! and their words: quotes and escapes removed, comments dropped, `;`, `&`,
//! `&&`, `||`, `|`, newlines, subshells and groups separating commands,
//! redirections left out, and the commands inside `$(…)`, backticks and
//! `<(…)` listed as commands of their own. What a word expands to at run
//! time is approximated: a variable set earlier on the same line takes its
//! value, and `$(echo …)` or `$(printf …)` its words; anything else stays as
//! written. Pure, and never fails: unbalanced input ends where it ends.

/// How deep substitutions and subshells may nest: a deeper subshell is read
/// as plain words, a deeper substitution is skipped and reported (a bound on
/// the work, not a limit `sh` has).
const MAX_DEPTH: usize = 16;
/// How many assignments are remembered: each substitution copies them.
const MAX_VARS: usize = 64;

/// One simple command: its words, with quotes removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Simple {
    pub(crate) words: Vec<String>,
    /// Which pipeline of the line it is in: commands joined by `|` share it.
    pub(crate) pipeline: usize,
    /// The body of the here-document it reads on stdin, as written.
    pub(crate) heredoc: Option<String>,
}

/// [`parse`]'s commands alone.
#[cfg(test)]
pub(crate) fn simple_commands(line: &str) -> Vec<Simple> {
    parse(line).0
}

/// The simple commands of `line`, in the order they appear (a
/// substitution's commands before the command that uses them), and whether
/// substitutions nested past [`MAX_DEPTH`] were left unread: their commands
/// are then missing from the list.
pub(crate) fn parse(line: &str) -> (Vec<Simple>, bool) {
    let chars: Vec<char> = line.chars().collect();
    let mut p = Parser {
        chars: &chars,
        at: 0,
        out: Vec::new(),
        pipelines: 0,
        vars: Vec::new(),
        too_deep: false,
    };
    p.list(None, 0);
    (p.out, p.too_deep)
}

struct Parser<'a> {
    chars: &'a [char],
    at: usize,
    out: Vec<Simple>,
    pipelines: usize,
    /// Variables assigned so far on the line, newest last.
    vars: Vec<(String, String)>,
    /// A substitution past [`MAX_DEPTH`] was skipped.
    too_deep: bool,
}

/// A here-document waiting for the end of its line: its delimiter, whether
/// the delimiter was quoted (no expansion in the body), and `<<-`.
struct Heredoc {
    delimiter: String,
    quoted: bool,
    strip_tabs: bool,
    /// Whether the command it belongs to has ended.
    ended: bool,
    /// That command's index in the output (none for a bare `<<EOF`).
    owner: Option<usize>,
}

/// The command being read.
#[derive(Default)]
struct Current {
    words: Vec<String>,
    word: String,
    in_word: bool,
    /// Whether the word being read had a quote (a quoted `{` is a word).
    quoted: bool,
    /// The next word is a redirection's target, not an argument.
    target: bool,
    /// The next word is a here-document's delimiter.
    heredoc: Option<bool>,
    heredocs: Vec<Heredoc>,
}

impl Current {
    fn end_word(&mut self) {
        if !self.in_word {
            return;
        }
        let word = std::mem::take(&mut self.word);
        let quoted = std::mem::take(&mut self.quoted);
        self.in_word = false;
        if let Some(strip_tabs) = self.heredoc.take() {
            self.heredocs.push(Heredoc {
                delimiter: word,
                quoted,
                strip_tabs,
                ended: false,
                owner: None,
            });
            return;
        }
        // An unquoted expansion to nothing is no word at all.
        if std::mem::take(&mut self.target) || (word.is_empty() && !quoted) {
            return;
        }
        // Reserved words and group braces open a command, they are not one.
        let reserved = !quoted
            && self.words.is_empty()
            && matches!(
                word.as_str(),
                "{" | "}"
                    | "!"
                    | "if"
                    | "then"
                    | "else"
                    | "elif"
                    | "fi"
                    | "do"
                    | "done"
                    | "while"
                    | "until"
                    | "esac"
            );
        if !reserved {
            self.words.push(word);
        }
    }
}

impl Parser<'_> {
    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    /// Reads commands until `close` (unconsumed by the caller: it is
    /// consumed here) or the end.
    fn list(&mut self, close: Option<char>, depth: usize) {
        let mut cur = Current::default();
        let mut pipeline = self.new_pipeline();
        while let Some(c) = self.peek(0) {
            match c {
                _ if Some(c) == close => {
                    self.at += 1;
                    break;
                }
                ' ' | '\t' | '\r' => {
                    self.at += 1;
                    cur.end_word();
                }
                '\n' => {
                    self.at += 1;
                    self.end_command(&mut cur, pipeline);
                    pipeline = self.new_pipeline();
                    let pending = std::mem::take(&mut cur.heredocs);
                    for doc in pending {
                        self.heredoc_body(&doc, depth);
                    }
                }
                '#' if !cur.in_word => {
                    while self.peek(0).is_some_and(|c| c != '\n') {
                        self.at += 1;
                    }
                }
                ';' => {
                    self.at += 1;
                    self.end_command(&mut cur, pipeline);
                    pipeline = self.new_pipeline();
                }
                '&' if self.peek(1) == Some('>') => self.redirection(&mut cur, depth),
                '&' => {
                    self.at += if self.peek(1) == Some('&') { 2 } else { 1 };
                    self.end_command(&mut cur, pipeline);
                    pipeline = self.new_pipeline();
                }
                '|' => {
                    let double = self.peek(1) == Some('|');
                    self.at += if double || self.peek(1) == Some('&') {
                        2
                    } else {
                        1
                    };
                    self.end_command(&mut cur, pipeline);
                    if double {
                        pipeline = self.new_pipeline();
                    }
                }
                '(' if !cur.in_word => {
                    // A subshell (or the `()` of a function definition).
                    self.at += 1;
                    self.end_command(&mut cur, pipeline);
                    if depth < MAX_DEPTH {
                        self.list(Some(')'), depth + 1);
                    }
                }
                '(' | ')' => {
                    self.at += 1;
                    self.end_command(&mut cur, pipeline);
                }
                '<' | '>' => self.redirection(&mut cur, depth),
                _ => self.word_part(&mut cur, depth),
            }
        }
        self.end_command(&mut cur, pipeline);
    }

    fn new_pipeline(&mut self) -> usize {
        self.pipelines += 1;
        self.pipelines - 1
    }

    /// A redirection: `>`, `>>`, `<`, `<<`, `<<-`, `<<<`, `<>`, `>|`, `>&`,
    /// `&>`, an fd number before it; or a process substitution `<(…)`.
    fn redirection(&mut self, cur: &mut Current, depth: usize) {
        if matches!(self.peek(1), Some('(')) && matches!(self.peek(0), Some('<' | '>')) {
            self.at += 2;
            let inner = self.substitution(')', depth);
            cur.in_word = true;
            cur.word.push_str(&inner);
            return;
        }
        // An fd number written just before belongs to the operator.
        if cur.in_word && !cur.quoted && cur.word.chars().all(|c| c.is_ascii_digit()) {
            cur.word.clear();
            cur.in_word = false;
        } else {
            cur.end_word();
        }
        let start = self.at;
        while self
            .peek(0)
            .is_some_and(|c| matches!(c, '<' | '>' | '&' | '|' | '-'))
        {
            self.at += 1;
        }
        let op: String = self.chars[start..self.at].iter().collect();
        if op.starts_with("<<") && !op.starts_with("<<<") {
            cur.heredoc = Some(op.ends_with('-'));
        } else if !op.ends_with("&-") {
            // `>&-` closes a descriptor and takes no word; the rest take
            // one (a here-string's is data, but its substitutions run).
            cur.target = true;
        }
    }

    /// Reads one piece of a word (plain text, a quoted string, an escape, an
    /// expansion) onto the current word.
    fn word_part(&mut self, cur: &mut Current, depth: usize) {
        let c = self.chars[self.at];
        self.at += 1;
        cur.in_word = true;
        match c {
            '\'' => {
                cur.quoted = true;
                while let Some(c) = self.peek(0) {
                    self.at += 1;
                    if c == '\'' {
                        break;
                    }
                    cur.word.push(c);
                }
            }
            '"' => {
                cur.quoted = true;
                let text = self.double_quoted(depth);
                cur.word.push_str(&text);
            }
            '\\' => match self.peek(0) {
                // A line continuation joins the lines.
                Some('\n') => {
                    self.at += 1;
                    cur.in_word = !cur.word.is_empty();
                }
                Some(c) => {
                    self.at += 1;
                    cur.quoted = true;
                    cur.word.push(c);
                }
                None => {}
            },
            '`' => {
                let inner = self.backticks(depth);
                cur.word.push_str(&inner);
            }
            '$' => {
                let text = self.dollar(depth);
                cur.word.push_str(&text);
            }
            c => cur.word.push(c),
        }
    }

    /// The inside of `"…"`, the opening quote read; expansions included.
    fn double_quoted(&mut self, depth: usize) -> String {
        let mut text = String::new();
        while let Some(c) = self.peek(0) {
            self.at += 1;
            match c {
                '"' => break,
                '\\' => match self.peek(0) {
                    Some(n @ ('$' | '`' | '"' | '\\')) => {
                        self.at += 1;
                        text.push(n);
                    }
                    Some('\n') => self.at += 1,
                    _ => text.push('\\'),
                },
                '`' => text.push_str(&self.backticks(depth)),
                '$' => text.push_str(&self.dollar(depth)),
                c => text.push(c),
            }
        }
        text
    }

    /// An expansion, `$` read: `$(…)`, `$((…))`, `$'…'`, `${…}`, `$NAME`.
    fn dollar(&mut self, depth: usize) -> String {
        match self.peek(0) {
            Some('(') if self.peek(1) == Some('(') => {
                // Arithmetic: no command runs in it (a `$(` inside does,
                // and is read as one). Its value is a number: not a word.
                self.at += 2;
                let mut level = 0usize;
                while let Some(c) = self.peek(0) {
                    if c == ')' && level == 0 && self.peek(1) == Some(')') {
                        self.at += 2;
                        break;
                    }
                    self.at += 1;
                    match c {
                        '(' => level += 1,
                        ')' => level = level.saturating_sub(1),
                        '$' if self.peek(0) == Some('(') => {
                            self.at += 1;
                            self.substitution(')', depth);
                        }
                        _ => {}
                    }
                }
                "0".into()
            }
            Some('(') => {
                self.at += 1;
                self.substitution(')', depth)
            }
            Some('\'') => {
                self.at += 1;
                self.ansi_c()
            }
            Some('{') => {
                self.at += 1;
                let start = self.at;
                while self.peek(0).is_some_and(|c| c != '}') {
                    self.at += 1;
                }
                let inner: String = self.chars[start..self.at].iter().collect();
                self.at = (self.at + 1).min(self.chars.len());
                let name: String = inner
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                match self.var(&name) {
                    Some(value) if name.len() == inner.len() => value,
                    _ => format!("${{{inner}}}"),
                }
            }
            Some(c) if c.is_ascii_alphabetic() || c == '_' => {
                let start = self.at;
                while self
                    .peek(0)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
                {
                    self.at += 1;
                }
                let name: String = self.chars[start..self.at].iter().collect();
                self.var(&name).unwrap_or_else(|| format!("${name}"))
            }
            _ => "$".into(),
        }
    }

    fn var(&self, name: &str) -> Option<String> {
        self.vars
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    }

    /// `$'…'`, the opening read: C escapes decoded.
    fn ansi_c(&mut self) -> String {
        let mut text = String::new();
        while let Some(c) = self.peek(0) {
            self.at += 1;
            match c {
                '\'' => break,
                '\\' => {
                    let Some(e) = self.peek(0) else { break };
                    self.at += 1;
                    let simple = match e {
                        'n' => Some('\n'),
                        't' => Some('\t'),
                        'r' => Some('\r'),
                        'a' => Some('\u{7}'),
                        'b' => Some('\u{8}'),
                        'e' | 'E' => Some('\u{1b}'),
                        'f' => Some('\u{c}'),
                        'v' => Some('\u{b}'),
                        '\\' | '\'' | '"' | '?' => Some(e),
                        _ => None,
                    };
                    if let Some(s) = simple {
                        text.push(s);
                        continue;
                    }
                    let (radix, max) = match e {
                        'x' => (16, 2),
                        'u' => (16, 4),
                        'U' => (16, 8),
                        '0'..='7' => {
                            self.at -= 1;
                            (8, 3)
                        }
                        _ => {
                            text.push('\\');
                            text.push(e);
                            continue;
                        }
                    };
                    let start = self.at;
                    while self.at - start < max && self.peek(0).is_some_and(|d| d.is_digit(radix)) {
                        self.at += 1;
                    }
                    let digits: String = self.chars[start..self.at].iter().collect();
                    if let Some(d) = u32::from_str_radix(&digits, radix)
                        .ok()
                        .and_then(char::from_u32)
                    {
                        text.push(d);
                    } else {
                        text.push('\\');
                        text.push(e);
                    }
                }
                c => text.push(c),
            }
        }
        text
    }

    /// `` `…` ``, the opening read: its commands are read as a line of
    /// their own; returns what it would print, as far as known.
    fn backticks(&mut self, depth: usize) -> String {
        let mut inner = String::new();
        while let Some(c) = self.peek(0) {
            self.at += 1;
            match c {
                '`' => break,
                '\\' if matches!(self.peek(0), Some('`' | '\\' | '$')) => {
                    inner.push(self.chars[self.at]);
                    self.at += 1;
                }
                c => inner.push(c),
            }
        }
        if depth >= MAX_DEPTH {
            self.too_deep = true;
            return inner;
        }
        let chars: Vec<char> = inner.chars().collect();
        let mut sub = Parser {
            chars: &chars,
            at: 0,
            out: Vec::new(),
            pipelines: self.pipelines,
            vars: self.vars.clone(),
            too_deep: false,
        };
        sub.list(None, depth + 1);
        self.pipelines = sub.pipelines;
        self.too_deep |= sub.too_deep;
        let printed = printed(&sub.out);
        self.out.extend(sub.out);
        printed
    }

    /// The commands of `$(…)` or `<(…)` up to `close`, the opening read;
    /// returns what it would print, as far as known.
    fn substitution(&mut self, close: char, depth: usize) -> String {
        let first = self.out.len();
        if depth < MAX_DEPTH {
            self.list(Some(close), depth + 1);
        } else {
            self.too_deep = true;
            while self.peek(0).is_some_and(|c| c != close) {
                self.at += 1;
            }
            self.at = (self.at + 1).min(self.chars.len());
        }
        printed(&self.out[first..])
    }

    /// A here-document's body, from the line after its operator to its
    /// delimiter line. Only an unquoted one expands, so only its
    /// substitutions are commands.
    fn heredoc_body(&mut self, doc: &Heredoc, depth: usize) {
        let mut text = String::new();
        loop {
            let start = self.at;
            while self.peek(0).is_some_and(|c| c != '\n') {
                self.at += 1;
            }
            let line: String = self.chars[start..self.at].iter().collect();
            let end = self.at;
            self.at = (self.at + 1).min(self.chars.len());
            let bare = if doc.strip_tabs {
                line.trim_start_matches('\t')
            } else {
                &line
            };
            if bare == doc.delimiter || start >= self.chars.len() {
                break;
            }
            text.push_str(bare);
            text.push('\n');
            if !doc.quoted {
                // The body as if inside double quotes, `"` being plain text.
                let body: Vec<char> = self.chars[start..end].to_vec();
                let mut sub = Parser {
                    chars: &body,
                    at: 0,
                    out: Vec::new(),
                    pipelines: self.pipelines,
                    vars: self.vars.clone(),
                    too_deep: false,
                };
                while let Some(c) = sub.peek(0) {
                    sub.at += 1;
                    match c {
                        '\\' => sub.at += 1,
                        '`' => {
                            sub.backticks(depth);
                        }
                        '$' => {
                            sub.dollar(depth);
                        }
                        _ => {}
                    }
                }
                self.pipelines = sub.pipelines;
                self.too_deep |= sub.too_deep;
                self.out.extend(sub.out);
            }
        }
        if let Some(owner) = doc.owner {
            self.out[owner].heredoc = Some(text);
        }
    }

    fn end_command(&mut self, cur: &mut Current, pipeline: usize) {
        cur.end_word();
        cur.target = false;
        cur.heredoc = None;
        let mut words = std::mem::take(&mut cur.words);
        // Assignments before the program: a line's later words may use them.
        let assigned = words.iter().take_while(|w| assignment(w).is_some()).count();
        let declared = match words.first().map(String::as_str) {
            Some("export" | "local" | "readonly" | "declare") => &words[1..],
            _ => &words[..assigned],
        };
        for (name, value) in declared.iter().filter_map(|w| assignment(w)) {
            if self.vars.len() < MAX_VARS {
                self.vars.push((name.to_owned(), value.to_owned()));
            }
        }
        if assigned == words.len() {
            words.clear();
        }
        let index = (!words.is_empty()).then_some(self.out.len());
        for doc in cur.heredocs.iter_mut().filter(|d| !d.ended) {
            doc.ended = true;
            doc.owner = index;
        }
        if !words.is_empty() {
            self.out.push(Simple {
                words,
                pipeline,
                heredoc: None,
            });
        }
    }
}

/// `NAME=value` split, if `word` is an assignment.
pub(crate) fn assignment(word: &str) -> Option<(&str, &str)> {
    let (name, value) = word.split_once('=')?;
    let valid = !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.starts_with(|c: char| c.is_ascii_digit());
    valid.then_some((name, value))
}

/// What `commands` print, as far as known: the words of a lone `echo` or
/// `printf`; nothing otherwise.
fn printed(commands: &[Simple]) -> String {
    match commands {
        [only] => match only.words.split_first() {
            Some((program, args)) if program == "echo" || program == "printf" => {
                let args: Vec<&str> = args
                    .iter()
                    .map(String::as_str)
                    .skip_while(|a| program == "echo" && matches!(*a, "-n" | "-e" | "-E"))
                    .collect();
                args.join(" ")
            }
            _ => String::new(),
        },
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each simple command as its words joined by `|`, commands by ` ; `.
    fn show(line: &str) -> String {
        simple_commands(line)
            .iter()
            .map(|s| s.words.join("|"))
            .collect::<Vec<_>>()
            .join(" ; ")
    }

    #[test]
    fn commands_and_words() {
        let cases = [
            ("git push", "git|push"),
            ("  git   push  origin ", "git|push|origin"),
            ("g'i't push", "git|push"),
            ("\"git\" push", "git|push"),
            (r"\git push", "git|push"),
            (r"gi\t pu\sh", "git|push"),
            ("$'\\x67it' $'\\160ush'", "git|push"),
            ("$'\\u0067it' push", "git|push"),
            ("git \\\npush", "git|push"),
            (
                "git commit -m \"Add --dry-run flag\"",
                "git|commit|-m|Add --dry-run flag",
            ),
            ("git commit -m 'a; b && c'", "git|commit|-m|a; b && c"),
            ("a; b", "a ; b"),
            ("a && b || c", "a ; b ; c"),
            ("a | b |& c", "a ; b ; c"),
            ("a & b", "a ; b"),
            ("a\nb", "a ; b"),
            ("(a; b)", "a ; b"),
            ("{ a; b; }", "a ; b"),
            ("if a; then b; else c; fi", "a ; b ; c"),
            ("while a; do b; done", "a ; b"),
            ("! a", "a"),
            ("f() { git push; }; f", "f ; git|push ; f"),
            ("git push # --dry-run", "git|push"),
            ("echo a#b", "echo|a#b"),
            ("git push >/dev/null 2>&1", "git|push"),
            ("git push > out.txt", "git|push"),
            ("cat < in.txt | grep x", "cat ; grep|x"),
            ("git push &>log", "git|push"),
            ("exec 3>&-; a", "exec ; a"),
            ("cat <<; git push", "cat ; git|push"),
            ("X=1 Y=2 git push", "X=1|Y=2|git|push"),
            ("X=1", ""),
            ("'{' a", "{|a"),
        ];
        for (line, want) in cases {
            assert_eq!(show(line), want, "{line:?}");
        }
    }

    #[test]
    fn a_here_document_belongs_to_its_command() {
        let cases: [(&str, &[Option<&str>]); 5] = [
            ("sh <<EOF\ngit push\nEOF", &[Some("git push\n")]),
            ("cat <<'X' | sh\na\nb\nX\nls", &[Some("a\nb\n"), None, None]),
            ("bash -s <<-X\n\tgit push\n\tX", &[Some("git push\n")]),
            ("a <<A; b <<B\n1\nA\n2\nB", &[Some("1\n"), Some("2\n")]),
            ("cat <<EOF", &[None]),
        ];
        for (line, want) in cases {
            let commands = simple_commands(line);
            let got: Vec<Option<&str>> = commands.iter().map(|s| s.heredoc.as_deref()).collect();
            assert_eq!(got, want, "{line:?}");
        }
    }

    #[test]
    fn substitutions_are_commands_of_their_own() {
        let cases = [
            ("echo $(git push)", "git|push ; echo"),
            ("echo `git push`", "git|push ; echo"),
            ("echo \"$(git push)\"", "git|push ; echo|"),
            ("echo \"`git push`\"", "git|push ; echo|"),
            ("diff <(git push) x", "git|push ; diff|x"),
            ("echo $(a $(b) c)", "b ; a|c ; echo"),
            ("echo $((1 + 2))", "echo|0"),
            ("echo $(( $(git push) + 1 ))", "git|push ; echo|0"),
            ("cat <<EOF\n$(git push)\nEOF\nls", "cat ; git|push ; ls"),
            ("cat <<'EOF'\n$(git push)\nEOF\nls", "cat ; ls"),
            ("cat <<-EOF\n\tgit push\n\tEOF\nls", "cat ; ls"),
            ("git commit -F- <<EOF\nAdd --dry-run\nEOF", "git|commit|-F-"),
            ("cat <<<\"$(git push)\"", "git|push ; cat"),
        ];
        for (line, want) in cases {
            assert_eq!(show(line), want, "{line:?}");
        }
    }

    #[test]
    fn what_a_word_expands_to_is_approximated() {
        let cases = [
            ("git $(echo push)", "echo|push ; git|push"),
            ("$(printf git) push", "printf|git ; git|push"),
            ("`echo -n git` push", "echo|-n|git ; git|push"),
            ("G=git; $G push", "git|push"),
            ("G=git; ${G} push", "git|push"),
            (
                "export G=git P=push; $G $P",
                "export|G=git|P=push ; git|push",
            ),
            ("$EDITOR file", "$EDITOR|file"),
            ("echo ${HOME:-x}", "echo|${HOME:-x}"),
            ("echo $1 $?", "echo|$1|$?"),
        ];
        for (line, want) in cases {
            assert_eq!(show(line), want, "{line:?}");
        }
    }

    #[test]
    fn pipelines_are_numbered() {
        let cmds = simple_commands("a | b; c | d && e");
        let p: Vec<usize> = cmds.iter().map(|s| s.pipeline).collect();
        assert_eq!(p[0], p[1]);
        assert_ne!(p[1], p[2]);
        assert_eq!(p[2], p[3]);
        assert_ne!(p[3], p[4]);
    }

    #[test]
    fn hostile_input_ends_without_a_panic() {
        let deep = "$(".repeat(10_000);
        let parens = "(".repeat(10_000);
        let ticks = "`".repeat(999);
        for line in [
            &deep[..],
            &parens,
            &ticks,
            "'unclosed",
            "\"unclosed $(",
            "$'\\x",
            "$'\\u{zz}'",
            "\\",
            "cat <<",
            "cat <<EOF",
            "${",
            "))))",
            "|||&&&;;;",
        ] {
            let _ = simple_commands(line);
        }
    }
}
