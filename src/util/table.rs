//! The small pieces of presentation every report shares (`eval`, `replay`,
//! `stats`, `--dry-run`): aligned tables, percentages, latency percentiles,
//! bars.

use std::fmt::Write as _;

use serde_json::{Value, json};

/// A share with its 95% Wilson score interval, as (share, low, high).
pub(crate) fn wilson(k: usize, n: usize) -> Option<(f64, f64, f64)> {
    if n == 0 {
        return None;
    }
    #[allow(clippy::cast_precision_loss)]
    let (k, n) = (k as f64, n as f64);
    let z = 1.96_f64;
    let p = k / n;
    let z2n = z * z / n;
    let centre = (p + z2n / 2.0) / (1.0 + z2n);
    let half = z * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
    Some((p, (centre - half).max(0.0), (centre + half).min(1.0)))
}

/// `1 file`, `3 files`.
pub(crate) fn plural(n: usize, what: &str) -> String {
    if n == 1 {
        format!("{n} {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// `k / n` as a fraction rounded to 4 places, or null when `n` is 0.
pub(crate) fn ratio(k: usize, n: usize) -> Value {
    if n == 0 {
        return Value::Null;
    }
    #[allow(clippy::cast_precision_loss)]
    let r = k as f64 / n as f64;
    json!((r * 10_000.0).round() / 10_000.0)
}

/// `k / n` as a percentage with one decimal, or `-` when `n` is 0.
pub(crate) fn pct(k: usize, n: usize) -> String {
    if n == 0 {
        return "-".into();
    }
    #[allow(clippy::cast_precision_loss)]
    let p = 100.0 * k as f64 / n as f64;
    format!("{p:.1}%")
}

/// `text` on one line, its whitespace collapsed, cut to `max` characters.
pub(crate) fn snippet(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (i, word) in text.split_whitespace().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(word);
        if out.chars().count() > max {
            let cut: String = out.chars().take(max.saturating_sub(1)).collect();
            return format!("{cut}…");
        }
    }
    out
}

/// Pretty JSON and a final newline.
pub(crate) fn pretty(v: &Value) -> String {
    let mut s = serde_json::to_string_pretty(v).unwrap_or_default();
    s.push('\n');
    s
}

/// A bar of `value` against `max`, `width` cells wide, in eighths.
pub(crate) fn bar(value: usize, max: usize, width: usize) -> String {
    const EIGHTHS: [char; 8] = [' ', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
    if max == 0 || value == 0 {
        return String::new();
    }
    let eighths = (value * width * 8).div_ceil(max).max(1);
    let mut s = "█".repeat(eighths / 8);
    if eighths % 8 > 0 {
        s.push(EIGHTHS[eighths % 8]);
    }
    s
}

/// Judge latency percentiles, in milliseconds (nearest rank).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Latency {
    pub(crate) calls: usize,
    pub(crate) p50: u64,
    pub(crate) p95: u64,
    pub(crate) max: u64,
}

impl Latency {
    pub(crate) fn of(samples: &[u64]) -> Latency {
        let mut v = samples.to_vec();
        v.sort_unstable();
        let rank = |p: usize| {
            if v.is_empty() {
                return 0;
            }
            let i = (p * v.len()).div_ceil(100).max(1) - 1;
            v[i.min(v.len() - 1)]
        };
        Latency {
            calls: v.len(),
            p50: rank(50),
            p95: rank(95),
            max: v.last().copied().unwrap_or(0),
        }
    }

    pub(crate) fn to_json(self) -> Value {
        if self.calls == 0 {
            return json!({"calls": 0});
        }
        json!({"calls": self.calls, "p50": self.p50, "p95": self.p95, "max": self.max})
    }

    /// `12 (latency p50 1.2 s, p95 3.4 s, max 5.6 s)` or `0`.
    pub(crate) fn summary(self) -> String {
        if self.calls == 0 {
            return "0".into();
        }
        format!(
            "{} (latency p50 {}, p95 {}, max {})",
            self.calls,
            millis(self.p50),
            millis(self.p95),
            millis(self.max)
        )
    }
}

/// `850 ms`, `4.1 s`.
pub(crate) fn millis(ms: u64) -> String {
    if ms < 1000 {
        format!("{ms} ms")
    } else {
        #[allow(clippy::cast_precision_loss)]
        let s = ms as f64 / 1000.0;
        format!("{s:.1} s")
    }
}

/// A table with aligned columns: the first (and any marked) left, the rest right.
#[derive(Debug)]
pub(crate) struct Table {
    rows: Vec<Vec<String>>,
    left: Vec<bool>,
}

impl Table {
    pub(crate) fn new(header: &[&str]) -> Table {
        let mut left = vec![false; header.len()];
        if let Some(first) = left.first_mut() {
            *first = true;
        }
        Table {
            rows: vec![header.iter().map(|h| (*h).to_owned()).collect()],
            left,
        }
    }

    /// Aligns column `i` to the left.
    pub(crate) fn left(&mut self, i: usize) {
        if let Some(l) = self.left.get_mut(i) {
            *l = true;
        }
    }

    pub(crate) fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    pub(crate) fn render(&self, s: &mut String) {
        let cols = self.left.len();
        let mut widths = vec![0; cols];
        for row in &self.rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        for row in &self.rows {
            let mut line = String::new();
            for (i, cell) in row.iter().enumerate().take(cols) {
                if i > 0 {
                    line.push_str("  ");
                }
                let pad = widths[i].saturating_sub(cell.chars().count());
                if self.left[i] {
                    line.push_str(cell);
                    line.extend(std::iter::repeat_n(' ', pad));
                } else {
                    line.extend(std::iter::repeat_n(' ', pad));
                    line.push_str(cell);
                }
            }
            let _ = writeln!(s, "{}", line.trim_end());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latency_percentiles_by_nearest_rank() {
        let l = Latency::of(&[500, 100, 400, 200, 300]);
        assert_eq!((l.calls, l.p50, l.p95, l.max), (5, 300, 500, 500));
        let l = Latency::of(&(1..=100).collect::<Vec<_>>());
        assert_eq!((l.p50, l.p95, l.max), (50, 95, 100));
        assert_eq!(Latency::of(&[]).calls, 0);
        assert_eq!(Latency::of(&[]).summary(), "0");
    }

    #[test]
    fn table_aligns() {
        let mut t = Table::new(&["name", "n"]);
        t.row(vec!["a".into(), "100".into()]);
        t.row(vec!["longer".into(), "2".into()]);
        let mut s = String::new();
        t.render(&mut s);
        assert_eq!(s, "name      n\na       100\nlonger    2\n");
    }

    #[test]
    fn small_formats() {
        assert_eq!(pct(1, 3), "33.3%");
        assert_eq!(pct(0, 0), "-");
        assert_eq!(ratio(1, 3), json!(0.3333));
        assert_eq!(millis(850), "850 ms");
        assert_eq!(millis(4130), "4.1 s");
        assert_eq!(bar(0, 10, 8), "");
        assert_eq!(bar(10, 10, 2), "██");
        assert_eq!(bar(4, 16, 2), "▌");
        assert_eq!(bar(1, 16, 2), "▏");
        assert_eq!(plural(1, "file"), "1 file");
        assert_eq!(snippet("a\n  b c", 10), "a b c");
        assert_eq!(snippet("abcdef ghi", 5), "abcd…");
    }
}
