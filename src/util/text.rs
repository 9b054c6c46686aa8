//! Cutting text to a size without splitting a character.

/// The first `max` bytes of `s`, on a character boundary, marked when cut.
pub(crate) fn head(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_owned();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{} …", &s[..end])
}
