//! "Did you mean" for a mistyped name.

/// `" (did you mean 'x'?)"` when `word` is a small edit away from a known one.
pub(crate) fn hint(word: &str, known: &[&str]) -> String {
    known
        .iter()
        .map(|k| (distance(word, k), k))
        .filter(|(d, k)| *d <= (k.len() / 3).max(2))
        .min()
        .map(|(_, k)| format!(" (did you mean '{k}'?)"))
        .unwrap_or_default()
}

/// Levenshtein distance, over chars.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints() {
        let known = ["timeout", "detectors", "detector_settings"];
        assert_eq!(hint("timout", &known), " (did you mean 'timeout'?)");
        assert_eq!(hint("detectors_config", &known), "");
        assert_eq!(hint("zzz", &known), "");
        assert_eq!(distance("kitten", "sitting"), 3);
    }
}
