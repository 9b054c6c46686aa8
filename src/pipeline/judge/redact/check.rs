//! How a found value is told from a placeholder, a name or prose.

use super::words::{NAME_WORDS, NOT_SECRET_KEY_ENDINGS, PLACEHOLDER_PARTS, PLACEHOLDER_VALUES};

/// How a found value is told from a placeholder, a name or prose.
#[derive(Debug, Clone, Copy)]
pub(super) enum Check {
    /// A vendor prefix or shape says what it is: reject only placeholders and
    /// fillers (`ghp_xxxx…`, `AKIA…EXAMPLE`, `sk_live_000…`).
    Token,
    /// As `Token`, and it must mix letters and digits: for shapes short or
    /// plain enough to turn up by chance.
    Mixed,
    /// A vendor's value found by the key it is assigned to: as `Mixed`, and
    /// it must not read like a name.
    Keyed,
    /// A value assigned to a password key.
    Password,
    /// A value assigned to a secret, token or API-key key.
    Generic,
    /// The password part of `scheme://user:password@host`.
    UrlPassword,
    /// The credential of an `Authorization:` header.
    Header,
    /// A private key block, or what is left of one; `min_body` is how many
    /// base64 characters its body needs, in lines of them.
    PrivateKey { min_body: usize },
    /// A JSON Web Token.
    Jwt,
    /// A value prose gives a key ("the password is …"): as `Password` or
    /// `Generic`, and never letters alone, which prose is made of.
    Told { password: bool },
    /// A cookie header's list: each value that looks random is a secret
    /// (a session), the others (`theme=dark`) are not. Found by
    /// [`secret_cookies`], not by `accepts`.
    Cookies,
}

impl Check {
    /// Whether the match may run past the secret: an assignment's value is
    /// whatever follows the key, up to a quote or a space.
    pub(super) fn is_loose(self) -> bool {
        matches!(self, Check::Password | Check::Generic | Check::Told { .. })
    }

    /// Whether `value`, found by this check's rule (after `key`, for an
    /// assignment), is taken for a secret. Cheap tests come first: most
    /// values that reach here are short or plain.
    pub(super) fn accepts(self, key: &str, value: &str) -> bool {
        match self {
            Check::Token => !is_placeholder(value) && !is_filler(value),
            Check::Mixed => has_letter_and_digit(value) && Check::Token.accepts(key, value),
            Check::Keyed => Check::Mixed.accepts(key, value) && !is_wordy(value),
            Check::Password => {
                let length = value.chars().count();
                // Letters only, and as many vowels as words have: prose
                // (`Required`, `doesnotexist`) unless it is a long passphrase.
                let is_word = value.bytes().all(|b| b.is_ascii_alphabetic())
                    && vowel_share(value) >= 0.3
                    && length < 20;
                length >= 8 && !is_word && is_assigned_secret(key, value)
            }
            Check::Generic => {
                let length = value.chars().count();
                // One kind of character only: letters varied or short of
                // vowels as words are not (`ZVOJTMSIXRKDXSANIHCW`, not
                // `correcthorsebatterystaple`); never a number.
                let letters = value.bytes().any(|b| b.is_ascii_alphabetic());
                let varied = match char_classes(value) {
                    0 | 1 => letters && (entropy(value) >= 3.7 || vowel_share(value) < 0.3),
                    _ => entropy(value) >= 2.5,
                };
                length >= 16 && varied && is_assigned_secret(key, value)
            }
            Check::UrlPassword => value.len() >= 3 && !is_placeholder(value),
            Check::Header => {
                value.len() >= 8 && Check::Token.accepts(key, value) && !is_wordy(value)
            }
            Check::PrivateKey { min_body } => {
                let body = private_key_body(value);
                base64_in_long_runs(body) >= min_body
                    && !body.contains("EXAMPLE")
                    && !is_mostly_one_char(body)
            }
            Check::Jwt => !is_placeholder(value),
            Check::Told { password } => {
                let plain = if password {
                    Check::Password
                } else {
                    Check::Generic
                };
                !value.chars().all(char::is_alphabetic) && plain.accepts(key, value)
            }
            Check::Cookies => false,
        }
    }
}

pub(super) fn is_placeholder(value: &str) -> bool {
    let lower = value.to_ascii_lowercase();
    PLACEHOLDER_PARTS.iter().any(|part| lower.contains(part))
        || lower.starts_with("fake")
        || value.contains("xxxx")
        || value.contains("XXXX")
        || is_reference(value)
        || has_slot(value)
        || is_elided(value)
        || PLACEHOLDER_VALUES.contains(&lower.as_str())
}

/// A variable or template standing for the value: `$DB_PASS`, `${TOKEN}`,
/// `$(pass show db)`, `%APPDATA%`, `%(password)s`, `{password}`,
/// `{{ .Values.key }}`. A password that merely starts with `$`, `%` or `{`
/// (`$Qw8x…`) is not one.
fn is_reference(value: &str) -> bool {
    if ["${", "$(", "{{", "}}", "%(", "<%"]
        .iter()
        .any(|part| value.contains(part))
    {
        return true;
    }
    // The end of a reference whose start came before the key:
    // `${DB_PASSWORD:-postgres}`.
    if value.ends_with('}') && !value.contains('{') {
        return true;
    }
    let trimmed = value.trim_end_matches(['"', '\'', ';', ',']);
    if let Some(name) = trimmed.strip_prefix('$') {
        return is_name(name);
    }
    if let Some(name) = trimmed.strip_prefix('%').and_then(|v| v.strip_suffix('%')) {
        return is_name(name);
    }
    if let Some(name) = trimmed.strip_prefix('{').and_then(|v| v.strip_suffix('}')) {
        return is_name(name);
    }
    false
}

/// `<your-key>`, `key-<ENV>`: a slot in angle brackets named in words.
fn has_slot(value: &str) -> bool {
    let mut rest = value;
    while let Some(open) = rest.find('<') {
        rest = &rest[open + 1..];
        if let Some(close) = rest.find('>') {
            let inside = &rest[..close];
            if !inside.is_empty() && is_name(&inside.replace([' ', '-', '.'], "_")) {
                return true;
            }
        }
    }
    false
}

/// A variable's name: word characters, in one case or made of words.
fn is_name(name: &str) -> bool {
    let Some(first) = name.bytes().next() else {
        return false;
    };
    (first.is_ascii_alphabetic() || first == b'_')
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && (!name.bytes().any(|b| b.is_ascii_uppercase())
            || !name.bytes().any(|b| b.is_ascii_lowercase())
            || is_wordy(name))
}

/// `sk-...`, `ghp_abcd…wxyz`: a value shown in part, too little of it on one
/// side of the gap to be a secret.
fn is_elided(value: &str) -> bool {
    let gap = value
        .find("...")
        .map(|at| (at, 3))
        .or_else(|| value.find('…').map(|at| (at, '…'.len_utf8())));
    let Some((at, len)) = gap else {
        return false;
    };
    let alnum = |s: &str| s.chars().filter(char::is_ascii_alphanumeric).count();
    alnum(&value[..at]) < 5 || alnum(&value[at + len..]) < 5
}

/// What `Set-Cookie` says about a cookie, not what it holds.
const COOKIE_ATTRIBUTES: &[&str] = &[
    "path",
    "domain",
    "expires",
    "max-age",
    "samesite",
    "priority",
    "partitioned",
];

/// The spans of the values in a cookie header's list (`a=1; b=2`) that look
/// like a session or a token, not a setting or an attribute.
pub(super) fn secret_cookies(list: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut offset = 0;
    for pair in list.split(';') {
        let start = offset;
        offset += pair.len() + 1;
        let Some(equals) = pair.find('=') else {
            continue;
        };
        if COOKIE_ATTRIBUTES
            .iter()
            .any(|name| pair[..equals].trim().eq_ignore_ascii_case(name))
        {
            continue;
        }
        let value = pair[equals + 1..].trim_end();
        let value = value.trim_matches('"');
        if value.is_empty() {
            continue;
        }
        let value_start = start + pair[equals + 1..].find(value).unwrap_or(0) + equals + 1;
        let length = value.chars().count();
        let random = length >= 16
            && !value.contains(char::is_whitespace)
            && !is_placeholder(value)
            && !is_filler(value)
            && !is_wordy(value)
            && !is_path(value)
            && !is_date(value);
        if random {
            spans.push((value_start, value_start + value.len()));
        }
    }
    spans
}

/// `aaaa…`, `abcabc…`, `0123456789…`: typed to fill a slot, not generated.
pub(super) fn is_filler(value: &str) -> bool {
    let bytes = value.as_bytes();
    if is_mostly_one_char(value) {
        return true;
    }
    // A stretch that repeats with a short period: `abcdabcd…`, `A1B2C3…`.
    for period in 1..=16 {
        let mut streak = 0;
        for (a, b) in bytes.iter().zip(bytes.iter().skip(period)) {
            streak = if a == b { streak + 1 } else { 0 };
            if streak >= 12 {
                return true;
            }
        }
    }
    // Counting up or down: `0123456789`, `zyxwvu`, `abc123def456…`.
    let (mut up, mut down, mut ups) = (0, 0, 0);
    for pair in bytes.windows(2) {
        let counts = pair[0].is_ascii_alphanumeric() && pair[1].is_ascii_alphanumeric();
        let is_up = counts && pair[1] == pair[0].wrapping_add(1);
        let is_down = counts && pair[1] == pair[0].wrapping_sub(1);
        up = if is_up { up + 1 } else { 0 };
        down = if is_down { down + 1 } else { 0 };
        ups += usize::from(is_up);
        if up >= 5 || down >= 5 {
            return true;
        }
    }
    bytes.len() >= 12 && ups * 5 >= (bytes.len() - 1) * 2
}

pub(super) fn is_mostly_one_char(value: &str) -> bool {
    let mut counts = [0_usize; 256];
    let mut total = 0;
    for byte in value.bytes().filter(|b| !b.is_ascii_whitespace()) {
        counts[usize::from(byte)] += 1;
        total += 1;
    }
    total >= 8 && counts.iter().any(|&count| count * 2 > total)
}

/// Reads like a name, not like a secret: made of words, acronyms and short
/// numbers, at least one of them a [`NAME_WORDS`] word (`api_key_name`,
/// `SECRET_NAME`, `fetchToken`, `CFStringRef`, `X509CertificateFlag`).
pub(super) fn is_wordy(value: &str) -> bool {
    if is_snake_name(value) {
        return true;
    }
    let chunks = chunks(value);
    let alnum: usize = chunks.iter().map(|chunk| chunk.len()).sum();
    // `Keyword.Reserved`, `LastEvaluatedKey`: several words, no digits.
    let all_words = chunks.len() >= 2
        && alnum >= 4 * chunks.len()
        && chunks.iter().all(|chunk| {
            chunk.len() >= 2
                && chunk.bytes().all(|b| b.is_ascii_alphabetic())
                && (chunk.len() < 4 || chunk.bytes().any(|b| b"aeiouyAEIOUY".contains(&b)))
        });
    !chunks.is_empty()
        && alnum >= 3 * chunks.len()
        && (all_words
            || chunks.iter().any(|chunk| {
                NAME_WORDS.iter().any(|word| {
                    chunk.eq_ignore_ascii_case(word)
                        || (word.len() >= 5
                            && chunk.len() > word.len()
                            && chunk
                                .as_bytes()
                                .windows(word.len())
                                .any(|window| window.eq_ignore_ascii_case(word.as_bytes())))
                })
            }))
}

/// `NETSETUP_PROVISION`, `claim_capability_info`: words in one case, joined
/// by underscores.
pub(super) fn is_snake_name(value: &str) -> bool {
    let one_case = !value.bytes().any(|b| b.is_ascii_uppercase())
        || !value.bytes().any(|b| b.is_ascii_lowercase());
    one_case
        && value.contains('_')
        && value.split('_').all(|part| {
            part.bytes().all(|b| b.is_ascii_alphanumeric())
                && part.bytes().filter(u8::is_ascii_alphabetic).count() >= 2
                && part.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
        })
}

/// The parts a name is made of: runs of capitals, of small letters (with the
/// capital before them: `CFString` is `CF` and `String`) and of digits.
pub(super) fn chunks(value: &str) -> Vec<&str> {
    let class = |b: u8| {
        if b.is_ascii_uppercase() {
            1
        } else if b.is_ascii_lowercase() {
            2
        } else if b.is_ascii_digit() {
            3
        } else {
            0
        }
    };
    let bytes = value.as_bytes();
    let mut chunks = Vec::new();
    let mut start = 0;
    while start < bytes.len() {
        let kind = class(bytes[start]);
        let mut end = start + 1;
        while end < bytes.len() && class(bytes[end]) == kind {
            end += 1;
        }
        if kind == 1 && end < bytes.len() && class(bytes[end]) == 2 {
            if end - start > 1 {
                chunks.push(&value[start..end - 1]);
            }
            start = end - 1;
            while end < bytes.len() && class(bytes[end]) == 2 {
                end += 1;
            }
        }
        if kind != 0 {
            chunks.push(&value[start..end]);
        }
        start = end;
    }
    chunks
}

pub(super) fn has_letter_and_digit(value: &str) -> bool {
    value.bytes().any(|b| b.is_ascii_alphabetic()) && value.bytes().any(|b| b.is_ascii_digit())
}

/// How many of lower-case, upper-case, digits and other characters it uses.
pub(super) fn char_classes(value: &str) -> usize {
    let has = |test: fn(&char) -> bool| usize::from(value.chars().any(|c| test(&c)));
    has(char::is_ascii_lowercase)
        + has(char::is_ascii_uppercase)
        + has(char::is_ascii_digit)
        + has(|c| !c.is_ascii_alphanumeric())
}

/// The share of vowels among the letters: about 0.4 in words, 0.2 in
/// random letters.
pub(super) fn vowel_share(value: &str) -> f64 {
    let letters = value.bytes().filter(u8::is_ascii_alphabetic);
    let (vowels, total) = letters.fold((0_u32, 0_u32), |(vowels, total), b| {
        let is_vowel = b"aeiouAEIOU".contains(&b);
        (
            vowels.saturating_add(u32::from(is_vowel)),
            total.saturating_add(1),
        )
    });
    if total == 0 {
        0.0
    } else {
        f64::from(vowels) / f64::from(total)
    }
}

/// Shannon entropy in bits per byte.
pub(super) fn entropy(value: &str) -> f64 {
    let mut counts = [0_u32; 256];
    for byte in value.bytes() {
        counts[usize::from(byte)] = counts[usize::from(byte)].saturating_add(1);
    }
    let total: f64 = counts.iter().map(|&count| f64::from(count)).sum();
    counts
        .iter()
        .filter(|&&count| count > 0)
        .map(|&count| {
            let p = f64::from(count) / total;
            -p * log2(p)
        })
        .sum()
}

/// `x.log2()` for a positive, finite, normal `x`, without libm: this is the
/// only use of it, and loading libm is a measurable share of every hook
/// run's start-up. ln m = 2 atanh((m - 1) / (m + 1)), summed to double
/// precision for m in [1/√2, √2].
pub(super) fn log2(x: f64) -> f64 {
    let bits = x.to_bits();
    let mut exponent = f64::from(i32::try_from((bits >> 52) & 0x7ff).unwrap_or(0) - 1023);
    let mut m = f64::from_bits(bits & ((1 << 52) - 1) | 1023 << 52);
    if m > std::f64::consts::SQRT_2 {
        m /= 2.0;
        exponent += 1.0;
    }
    let t = (m - 1.0) / (m + 1.0);
    let t2 = t * t;
    let (mut term, mut sum) = (t, 0.0);
    for k in 0..12_u8 {
        sum += term / f64::from(2 * k + 1);
        term *= t2;
    }
    exponent + 2.0 * sum / std::f64::consts::LN_2
}

/// Whether a value assigned to a password or secret key is one: not a
/// stand-in, a name, a pattern, a path or a date, and not under a key that
/// names something about the secret (`secret_name`, `password_min_length`).
pub(super) fn is_assigned_secret(key: &str, value: &str) -> bool {
    !names_no_secret(key)
        && !is_path(value)
        && !is_date(value)
        && !is_pattern(value)
        && !is_placeholder(value)
        && !is_filler(value)
        && !is_wordy(value)
}

/// A regex or a format, not a value: `[a-z0-9]{32}`, `([A-F0-9]+)`.
pub(super) fn is_pattern(value: &str) -> bool {
    ["[a-z", "[A-Z", "[0-9", "]{", "]+", "]*", "\\d{", "\\w+"]
        .iter()
        .any(|part| value.contains(part))
}

pub(super) fn is_path(value: &str) -> bool {
    value.starts_with(['/', '~', '.'])
        || value.contains("://")
        || value.as_bytes().get(1..3) == Some(b":\\")
}

pub(super) fn is_date(value: &str) -> bool {
    let bytes = value.as_bytes();
    bytes.len() >= 10
        && bytes[..4].iter().all(u8::is_ascii_digit)
        && bytes[4] == b'-'
        && bytes[5..7].iter().all(u8::is_ascii_digit)
        && bytes[7] == b'-'
}

/// The key's last word is one of [`NOT_SECRET_KEY_ENDINGS`] (`secret_name`,
/// `tokenType`, `PASSWORD_MIN_LENGTH`).
pub(super) fn names_no_secret(key: &str) -> bool {
    let last = key
        .rsplit(|c: char| !c.is_ascii_alphanumeric())
        .find(|part| !part.is_empty())
        .unwrap_or("");
    let word = match last.rfind(|c: char| c.is_ascii_uppercase()) {
        Some(index) if last.bytes().any(|b| b.is_ascii_lowercase()) => &last[index..],
        _ => last,
    };
    NOT_SECRET_KEY_ENDINGS.contains(&word.to_ascii_lowercase().as_str())
}

/// What lies between a private key's armour lines (or the whole span, where
/// one of them is missing).
pub(super) fn private_key_body(span: &str) -> &str {
    let start = span
        .find("-----BEGIN")
        .and_then(|begin| {
            let after = begin + "-----BEGIN".len();
            span[after..]
                .find("-----")
                .map(|end| after + end + "-----".len())
        })
        .unwrap_or(0);
    let end = span.rfind("-----END").unwrap_or(span.len()).max(start);
    &span[start..end]
}

/// How many characters of `body` are in runs of 32 or more base64
/// characters: the lines of a key, not the names in code around an armour
/// line that a program prints.
pub(super) fn base64_in_long_runs(body: &str) -> usize {
    body.split(|c: char| !(c.is_ascii_alphanumeric() || c == '+' || c == '/'))
        .map(str::len)
        .filter(|&len| len >= 32)
        .sum()
}
