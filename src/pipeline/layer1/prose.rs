//! The text as a reader sees it: what Layer 1's signals run over.
//!
//! Agents write markdown. A signal must see "Pushing `feature/x` now" and
//! "**Next:** merge" as the words they are, so code-span backticks, emphasis
//! markers, heading hashes, bullets, numbering and quote markers are dropped,
//! and table cells become lines of their own. Fenced code blocks are left out,
//! but for the command lines of the tools that change shared state (`git`,
//! `gh`, package managers, deploy tools): they hold logs, diffs and `git log`
//! excerpts, where the vocabulary of commits and fixes is everywhere and
//! proposes nothing. (The bypasses still see the whole text: test results
//! sit in those blocks.)
//!
//! Every byte of the view comes from a byte of the text at a known place, so
//! a match in the view maps back to the text for scoping and for `--dry-run`.

/// The prose of a text and where each of its runs came from.
#[derive(Debug, Default)]
pub(crate) struct Prose {
    pub(crate) text: String,
    /// (start in `text`, start in the original) of each copied run, in order.
    runs: Vec<(usize, usize)>,
}

impl Prose {
    /// The byte of the original text that byte `at` of the view came from.
    pub(crate) fn origin(&self, at: usize) -> usize {
        let i = self.runs.partition_point(|&(p, _)| p <= at);
        match i.checked_sub(1).and_then(|i| self.runs.get(i)) {
            Some(&(p, o)) => o + (at - p),
            None => at,
        }
    }

    /// Appends `original[from..to]`, dropping the markdown markers inside a line.
    fn copy_inline(&mut self, original: &str, from: usize, to: usize) {
        let bytes = original.as_bytes();
        let mut i = from;
        let mut run_from = from;
        while i < to {
            let b = bytes[i];
            let skip = match b {
                b'`' | b'*' => 1,
                b'~' if bytes.get(i + 1) == Some(&b'~') => 2,
                // `_emphasis_`, but not snake_case.
                b'_' => {
                    let before = i > from && is_word(bytes[i - 1]);
                    let after = i + 1 < to && is_word(bytes[i + 1]);
                    usize::from(before != after || !(before || after))
                }
                b'|' => {
                    self.push(original, run_from, i);
                    self.push_replaced(b'\n', i);
                    i += 1;
                    run_from = i;
                    continue;
                }
                _ => 0,
            };
            if skip == 0 {
                i += 1;
                continue;
            }
            self.push(original, run_from, i);
            i += skip;
            run_from = i;
        }
        self.push(original, run_from, to);
    }

    fn push(&mut self, original: &str, from: usize, to: usize) {
        if from >= to {
            return;
        }
        // Markers are ASCII, so the cuts fall on character boundaries.
        let Some(piece) = original.get(from..to) else {
            return;
        };
        if self
            .runs
            .last()
            .is_none_or(|&(p, o)| o + (self.text.len() - p) != from)
        {
            self.runs.push((self.text.len(), from));
        }
        self.text.push_str(piece);
    }

    /// A byte of the view that stands for the byte at `at` of the original.
    fn push_replaced(&mut self, byte: u8, at: usize) {
        self.runs.push((self.text.len(), at));
        self.text.push(char::from(byte));
        self.runs.push((self.text.len(), at + 1));
    }
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b >= 0x80
}

/// The prose view of `text`.
pub(crate) fn view(text: &str) -> Prose {
    let mut out = Prose {
        text: String::with_capacity(text.len()),
        runs: Vec::new(),
    };
    let mut fence: Option<(u8, usize)> = None;
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let end = start + line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        let indent = body.len() - body.trim_start().len();
        let trimmed = body.trim_start();
        let ticks = |c: u8| trimmed.bytes().take_while(|&b| b == c).count();
        let (fc, fl) = match (ticks(b'`'), ticks(b'~')) {
            (n, _) if n >= 3 => (b'`', n),
            (_, n) if n >= 3 => (b'~', n),
            _ => (0, 0),
        };
        match fence {
            Some((c, n)) => {
                // A closing fence: the same character, at least as many.
                if fc == c && fl >= n && trimmed[fl..].trim().is_empty() {
                    fence = None;
                } else if let Some(cmd) = command(trimmed) {
                    let from = start + indent + (trimmed.len() - cmd.len());
                    out.push(text, from, start + body.len());
                    out.push_replaced(b'\n', start + body.len().min(line.len() - 1));
                }
            }
            None if fl > 0 && indent < 4 => {
                fence = Some((fc, fl));
                if !out.text.ends_with('\n') && !out.text.is_empty() {
                    out.push_replaced(b'\n', start);
                }
            }
            None => {
                let from = start + indent + marker_len(trimmed);
                out.copy_inline(text, from, start + body.len());
                if end > start + body.len() {
                    out.push(text, end - 1, end);
                }
            }
        }
        start = end;
    }
    out
}

/// Tools whose commands change shared state: a fenced line running one is
/// read as prose.
const COMMANDS: &[&str] = &[
    "git",
    "gh",
    "glab",
    "npm",
    "yarn",
    "pnpm",
    "cargo",
    "twine",
    "poetry",
    "gem",
    "docker",
    "kubectl",
    "helm",
    "terraform",
    "vercel",
    "netlify",
    "fly",
    "flyctl",
    "heroku",
    "gcloud",
    "aws",
    "az",
];

/// The command of a fenced line that runs one of [`COMMANDS`], after an
/// optional shell prompt.
fn command(line: &str) -> Option<&str> {
    let cmd = line
        .strip_prefix("$ ")
        .or_else(|| line.strip_prefix("% "))
        .unwrap_or(line)
        .trim_start();
    let word = cmd.split(' ').next()?;
    (COMMANDS.contains(&word) && cmd.len() > word.len()).then_some(cmd)
}

/// The length of the line-opening markdown: quote markers, a heading's
/// hashes, a bullet, a number, a task box.
fn marker_len(line: &str) -> usize {
    let b = line.as_bytes();
    let mut i = 0;
    let spaces = |i: &mut usize| {
        while b.get(*i) == Some(&b' ') {
            *i += 1;
        }
    };
    while b.get(i) == Some(&b'>') {
        i += 1;
        spaces(&mut i);
    }
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    if (1..=6).contains(&hashes) && b.get(i + hashes).is_none_or(|&c| c == b' ') {
        i += hashes;
        spaces(&mut i);
        return i;
    }
    match b.get(i) {
        Some(b'-' | b'*' | b'+') if b.get(i + 1) == Some(&b' ') => {
            i += 2;
        }
        Some(c) if c.is_ascii_digit() => {
            let digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
            if matches!(b.get(i + digits), Some(b'.' | b')'))
                && b.get(i + digits + 1) == Some(&b' ')
            {
                i += digits + 2;
            }
        }
        _ => {}
    }
    spaces(&mut i);
    for task in ["[ ] ", "[x] ", "[X] "] {
        if line[i..].starts_with(task) {
            i += task.len();
        }
    }
    i
}

/// `text` lowercased where that keeps every byte in place (ASCII, accented
/// Latin, Greek, Cyrillic; a few letters whose lowercase is longer stay as
/// they are), so that a match in the result is at the same place in `text`.
/// Signals are written in lowercase against it: a case-insensitive pattern
/// costs several times as much to build.
pub(crate) fn lower(text: &str) -> String {
    if text.is_ascii() {
        return text.to_ascii_lowercase();
    }
    text.chars()
        .map(|c| {
            let mut l = c.to_lowercase();
            match (l.next(), l.next()) {
                (Some(one), None) if one.len_utf8() == c.len_utf8() => one,
                _ => c,
            }
        })
        .collect()
}

/// The sentence of `text` around `from..to`: back to the previous sentence
/// end (a line break, `.`, `!`, `?` before white space, or `。！？`), and on
/// to the next one.
pub(crate) fn sentence(text: &str, from: usize, to: usize) -> (usize, usize) {
    let b = text.as_bytes();
    let to = to.min(b.len());
    let from = from.min(to);
    let ends_at = |i: usize| -> Option<usize> {
        // The length of a sentence end starting at `i`.
        match b[i] {
            b'\n' => Some(1),
            b'.' | b'!' | b'?' => b
                .get(i + 1)
                .is_none_or(u8::is_ascii_whitespace)
                .then_some(1),
            0xE3 if matches!(&b[i..], [0xE3, 0x80, 0x82, ..]) => Some(3), // 。
            0xEF if matches!(&b[i..], [0xEF, 0xBC, 0x81 | 0x9F, ..]) => Some(3), // ！？
            _ => None,
        }
    };
    let mut start = from;
    while start > 0 {
        let i = start - 1;
        // Step back over a whole character before testing for an end.
        let mut c = i;
        while c > 0 && (b[c] & 0xC0) == 0x80 {
            c -= 1;
        }
        if let Some(n) = ends_at(c) {
            if c + n <= from {
                break;
            }
        }
        start = c;
    }
    let mut end = to;
    while end < b.len() {
        if let Some(n) = ends_at(end) {
            end += n;
            break;
        }
        end += 1;
    }
    (start, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_markers_are_dropped() {
        let v = view("## Fix\n- Pushing `feature/x` **now**.\n1. _then_ merge snake_case_name\n");
        assert_eq!(
            v.text,
            "Fix\nPushing feature/x now.\nthen merge snake_case_name\n"
        );
        let v = view("> quoted\n* [x] done item\n| a | commit it |\n");
        assert_eq!(v.text, "quoted\ndone item\n\n a \n commit it \n\n");
    }

    #[test]
    fn fenced_blocks_are_left_out() {
        let text =
            "Ran it:\n```sh\ncommit 8c1e2f4\nMerge branch\n```\nAll good.\n~~~\npush\n~~~\nEnd";
        let v = view(text);
        assert_eq!(v.text, "Ran it:\nAll good.\nEnd");
        // A command that changes shared state is kept, prompt dropped.
        let text = "Next:\n```\n$ git push origin main\nEverything up-to-date\n```\nOk";
        assert_eq!(view(text).text, "Next:\ngit push origin main\nOk");
        // An unclosed fence runs to the end.
        assert_eq!(view("Text\n```\nmerge now").text, "Text\n");
    }

    /// Every byte of the view maps back to the same byte of the original.
    #[test]
    fn offsets_map_back() {
        let text = "# Título\n- **Pushing** `main` — ok | ÿ\n```\nx\n```\nfin _de_ línea\n";
        let v = view(text);
        for (i, b) in v.text.bytes().enumerate() {
            let o = v.origin(i);
            if b == b'\n' {
                assert!(matches!(text.as_bytes()[o], b'\n' | b'|' | b'`'), "{i}");
            } else {
                assert_eq!(text.as_bytes()[o], b, "byte {i} of {:?}", v.text);
            }
        }
    }

    #[test]
    fn lowering_keeps_every_byte_in_place() {
        for t in ["Pushing NOW", "Déjà VU, ÇA", "İstanbul ẞ Ω", "コミット"] {
            let l = lower(t);
            assert_eq!(l.len(), t.len(), "{t}");
            assert!(l.char_indices().all(|(i, _)| t.is_char_boundary(i)));
        }
        assert_eq!(lower("Déjà VU"), "déjà vu");
    }

    #[test]
    fn sentences() {
        let t = "Tests fail. I'll commit now! Then v1.2 ships.\nNext line";
        let at = t.find("commit").unwrap();
        assert_eq!(&t[sentence_range(t, at)], "I'll commit now!");
        let at = t.find("ships").unwrap();
        assert_eq!(&t[sentence_range(t, at)], "Then v1.2 ships.");
        let t = "テストは失敗。コミットします。次へ";
        let at = t.find("コミット").unwrap();
        assert_eq!(&t[sentence_range(t, at)], "コミットします。");
        assert_eq!(sentence("", 0, 0), (0, 0));
    }

    fn sentence_range(t: &str, at: usize) -> std::ops::Range<usize> {
        let (a, b) = sentence(t, at, at + 1);
        let a = t[a..].len() - t[a..].trim_start().len() + a;
        a..b
    }
}
