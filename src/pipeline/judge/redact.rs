//! Secret redaction: the first step of layer 2. Before any text is put in a
//! judge prompt, every credential found in it is replaced by a
//! `[REDACTED:<kind>]` marker and counted per kind; the counts are all that
//! the log may record of what was removed.
//!
//! The rules are high-confidence: a vendor's token shape (a prefix such as
//! `ghp_`, `sk-ant-api03-`, `AKIA`, or a fixed structure such as a private key
//! block or a JWT), or a known key in an assignment (`AWS_SECRET_ACCESS_KEY=`,
//! `"password": …`, `Authorization: Bearer …`, `scheme://user:password@host`)
//! followed by a value that looks random. Documented example keys and
//! placeholders (`AKIAIOSFODNN7EXAMPLE`, `ghp_xxxx…`, `sk-...`, `${TOKEN}`,
//! `<your-key>`) are left as they are, so the judge still sees what the agent
//! wrote about them.
//!
//! This stage is pure: no I/O, no logging. It must never panic, must stay
//! linear in the size of its input (the `regex` crate guarantees it; no
//! backtracking engine), and its output is a fixed point: redacting it again
//! changes nothing and counts nothing.

use std::collections::BTreeMap;
use std::sync::{LazyLock, OnceLock};

use regex::{Captures, Match, Regex};

use crate::pipeline::layer1::Set;

/// Text with secrets replaced, and how many of each kind were removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Redacted {
    pub(crate) text: String,
    /// (kind, count), sorted by kind, only kinds with count > 0.
    pub(crate) counts: Vec<(&'static str, usize)>,
}

impl Redacted {
    /// How many secrets were removed, all kinds together.
    pub(crate) fn total(&self) -> usize {
        self.counts.iter().map(|&(_, count)| count).sum()
    }
}

/// Replaces every secret in `text` by `[REDACTED:<kind>]`.
///
/// Where matches overlap, the earliest rule in `RULES` (the most specific)
/// names the redaction: an Anthropic key is not also an OpenAI-style key, and
/// a GitHub token used as a URL password is one `github-token`. A match of an
/// exact shape widens the redaction to cover itself too; an assignment's
/// value (which may run on past a vendor token: `token=ghp_…@github.com/…`)
/// only counts where nothing more specific matched.
pub(crate) fn redact(text: &str) -> Redacted {
    let mut counts = BTreeMap::new();
    let mut text = once(text, &mut counts);
    // Overlapping matches (URLs nested in URLs) can hide a second secret
    // behind the first; another pass finds it. A pass that finds nothing
    // costs one prefilter scan, and passes run only after a redaction.
    for _ in 0..MAX_PASSES {
        let before = counts.values().sum::<usize>();
        let next = once(&text, &mut counts);
        if counts.values().sum::<usize>() == before {
            break;
        }
        text = next;
    }
    Redacted {
        text,
        counts: counts.into_iter().collect(),
    }
}

/// Passes after the first, at the most; real text needs none.
const MAX_PASSES: usize = 8;

/// One pass: every span `find` reports replaced by its marker.
fn once(text: &str, counts: &mut BTreeMap<&'static str, usize>) -> String {
    if !counts.is_empty() && !ENGINE.prefilter.is_match(text) {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for hit in find(text) {
        let kind = RULES[hit.rule].kind;
        out.push_str(&text[copied..hit.start]);
        out.push_str("[REDACTED:");
        out.push_str(kind);
        out.push(']');
        *counts.entry(kind).or_insert(0) += 1;
        copied = hit.end;
    }
    out.push_str(&text[copied..]);
    out
}

/// The secrets in `text`: sorted, disjoint spans, each with the rule that
/// names it.
fn find(text: &str) -> Vec<Hit> {
    let engine = &*ENGINE;
    let mut exact = Vec::new();
    let mut loose = Vec::new();
    for index in engine.prefilter.matches(text) {
        let rule = &RULES[index];
        let regex = engine.regex(index);
        let key_group = regex.capture_names().position(|name| name == Some("key"));
        for caps in regex.captures_iter(text) {
            let Some(secret) = secret_of(&caps, key_group) else {
                continue;
            };
            let key = caps.name("key").map_or("", |key| key.as_str());
            if !secret.is_empty() && rule.check.accepts(key, secret.as_str()) {
                let hit = Hit {
                    start: secret.start(),
                    end: secret.end(),
                    rule: index,
                };
                if rule.check.is_loose() {
                    loose.push(hit);
                } else {
                    exact.push(hit);
                }
            }
        }
    }
    let exact = merge_overlapping(exact);
    let loose: Vec<Hit> = merge_overlapping(loose)
        .into_iter()
        .filter(|hit| !overlaps_any(&exact, hit))
        .collect();
    let mut hits = exact;
    hits.extend(loose);
    hits.sort_unstable_by_key(|hit| hit.start);
    hits
}

/// Joins overlapping hits into one that covers them all, named by the most
/// specific of them; the result is sorted and disjoint.
fn merge_overlapping(mut hits: Vec<Hit>) -> Vec<Hit> {
    hits.sort_unstable_by_key(|hit| (hit.start, hit.end));
    let mut merged: Vec<Hit> = Vec::with_capacity(hits.len());
    for hit in hits {
        match merged.last_mut() {
            Some(last) if hit.start < last.end => {
                last.end = last.end.max(hit.end);
                last.rule = last.rule.min(hit.rule);
            }
            _ => merged.push(hit),
        }
    }
    merged
}

/// Whether `hit` overlaps one of `sorted`, which are sorted and disjoint.
fn overlaps_any(sorted: &[Hit], hit: &Hit) -> bool {
    let after = sorted.partition_point(|other| other.end <= hit.start);
    sorted.get(after).is_some_and(|other| other.start < hit.end)
}

/// Every kind the redactor knows, for docs and `--help`.
pub(crate) fn kinds() -> impl Iterator<Item = &'static str> {
    static KINDS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
        let mut kinds: Vec<_> = RULES.iter().map(|rule| rule.kind).collect();
        kinds.sort_unstable();
        kinds.dedup();
        kinds
    });
    KINDS.iter().copied()
}

/// A span of the input that one rule found to be a secret.
struct Hit {
    start: usize,
    end: usize,
    rule: usize,
}

/// The secret in a match: its first capture group that took part, other than
/// the key's (`key_group`), or the whole match when it has no group.
fn secret_of<'h>(caps: &Captures<'h>, key_group: Option<usize>) -> Option<Match<'h>> {
    let group = (1..caps.len())
        .filter(|&index| Some(index) != key_group)
        .find_map(|index| caps.get(index));
    group.or_else(|| caps.get(0))
}

/// The rules compiled: one set of the rules' prefilters, which tells which
/// rules may match (all that a text without secrets pays for), and each
/// rule's own regex, compiled the first time its prefilter matches. The set
/// is built without regex's own literal prefilter (see `layer1::Set`): over
/// a prompt of a few KB, building that cost more than the search it speeds.
struct Engine {
    prefilter: Set,
    regexes: Vec<OnceLock<Regex>>,
}

static ENGINE: LazyLock<Engine> = LazyLock::new(|| Engine {
    prefilter: Set::new(&RULES.iter().map(|rule| rule.prefilter).collect::<Vec<_>>())
        .expect("the redaction prefilters are valid regexes (tested)"),
    regexes: RULES.iter().map(|_| OnceLock::new()).collect(),
});

impl Engine {
    fn regex(&self, index: usize) -> &Regex {
        self.regexes[index].get_or_init(|| {
            Regex::new(RULES[index].pattern).expect("each redaction rule is a valid regex (tested)")
        })
    }
}

/// One pattern for one kind of secret.
struct Rule {
    kind: &'static str,
    /// A cheap regex (literals, mostly) that every match of `pattern`
    /// contains.
    prefilter: &'static str,
    /// Where the secret is: the first capture group other than `key`, or the
    /// whole match. Word boundaries are ASCII (`(?-u:\b)`), which keeps the
    /// fast engines on for text in any language.
    pattern: &'static str,
    /// What the found value must look like to be taken for a real secret.
    check: Check,
}

/// How a found value is told from a placeholder, a name or prose.
#[derive(Debug, Clone, Copy)]
enum Check {
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
}

impl Check {
    /// Whether the match may run past the secret: an assignment's value is
    /// whatever follows the key, up to a quote or a space.
    fn is_loose(self) -> bool {
        matches!(self, Check::Password | Check::Generic)
    }

    /// Whether `value`, found by this check's rule (after `key`, for an
    /// assignment), is taken for a secret. Cheap tests come first: most
    /// values that reach here are short or plain.
    fn accepts(self, key: &str, value: &str) -> bool {
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
        }
    }
}

/// Builds a pattern for a vendor secret found by the key it is assigned to:
/// `KEY…` then `=`, `:`, `:=` or `=>` (key and value quoted or not), then the
/// value as the first group, then `$tail` (what may follow it).
macro_rules! keyed {
    ($key:literal, $value:literal, $tail:literal) => {
        concat!(
            r#"(?i-u:"#,
            $key,
            r#")[A-Za-z0-9_.-]*\\?["']?[ \t]*(?:=|:=|=>|:|：)[ \t]*\\?["'`]?("#,
            $value,
            ")",
            $tail,
        )
    };
}

/// Builds a pattern for a value assigned to one of `$keys`, quoted or not:
/// the key is the group `key`, the value the first other group.
macro_rules! assignment {
    ($keys:expr) => {
        concat!(
            r#"(?P<key>"#,
            $keys,
            r#")\\?["']?[ \t]*(?:=|:=|=>|:|：)[ \t]*(?:\\?"([^"\\\s]+)\\?"|'([^'\\\s]+)'|`([^`\\\s]+)`"#,
            r#"|([A-Za-z0-9_.~+/=!@#%^*$-]*[A-Za-z0-9_~+/=!@#%^*$-])\.?(?:[\s,;)}\]"'`&]|\\[nrt]|$))"#,
        )
    };
}

/// Keys that name a password, in the languages agents write in. Only what
/// follows the key word is part of the key: it is what says what the value
/// is (`password_min_length`).
macro_rules! password_keys {
    () => {
        concat!(
            r"(?i-u:(?:passw(?:or)?d|passphrase|pwd)[A-Za-z0-9_.-]*|(?:(?-u:\b)|_)pass(?:[_.-][A-Za-z0-9_.-]*)?)",
            r"|(?i:パスワード|暗証番号|密码|密碼|비밀번호|contraseña|mot de passe|senha|passwort|пароль)",
        )
    };
}

/// Keys that name a secret, a token or an API key.
macro_rules! secret_keys {
    () => {
        concat!(
            r"(?i-u:(?:secret|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|credential)[A-Za-z0-9_.-]*)",
            r"|(?i:トークン|シークレット|APIキー|秘密鍵|密钥|令牌|アクセスキー)",
        )
    };
}

/// The rules, most specific first: when matches of two kinds overlap, the
/// earlier rule wins.
static RULES: &[Rule] = &[
    // Private keys. The whole block goes, armour lines included; so does a
    // block cut short at either end (the judged text is a window).
    rule(
        "gcp-service-account-key",
        "private_key",
        r#"\\?"private_key\\?"[ \t]*:[ \t]*\\?"(-----BEGIN[ A-Z0-9]*PRIVATE KEY-----[^"]*?-----END[ A-Z0-9]*PRIVATE KEY-----(?:\\n)?)"#,
        Check::PrivateKey { min_body: 40 },
    ),
    rule(
        "private-key",
        "PRIVATE KEY",
        r"-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----",
        Check::PrivateKey { min_body: 40 },
    ),
    rule(
        "private-key",
        "PRIVATE KEY",
        concat!(
            r"-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----[ \t]*",
            r"(?:(?:\r?\n|\\r?\\n)[A-Za-z][A-Za-z0-9-]*:[ \t][^\r\n\\]*)*",
            r"(?:\r?\n|\\r?\\n){1,2}(?:[A-Za-z0-9+/]{16,}={0,2}|[A-Za-z0-9+/]*={1,2})",
            r"(?:(?:\r?\n|\\r?\\n)(?:[A-Za-z0-9+/]{16,}={0,2}|[A-Za-z0-9+/]*={1,2}))*",
            r"(?:(?:\r?\n|\\r?\\n)[A-Za-z0-9+/=]+\z)?",
        ),
        Check::PrivateKey { min_body: 64 },
    ),
    rule(
        "private-key",
        "PRIVATE KEY",
        concat!(
            r"(?:\A[A-Za-z0-9+/=]+(?:\r?\n|\\r?\\n))?(?:[A-Za-z0-9+/=]{16,}(?:\r?\n|\\r?\\n))+",
            r"(?:[A-Za-z0-9+/=]+(?:\r?\n|\\r?\\n))?-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----",
        ),
        Check::PrivateKey { min_body: 64 },
    ),
    // A JWT before the vendor rules: its parts may by chance hold a vendor's
    // prefix, never the other way round.
    rule(
        "jwt",
        "eyJ",
        r"(?-u:\b)eyJ[A-Za-z0-9_-]{8,}\.e[wy][A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*",
        Check::Jwt,
    ),
    rule(
        "age-secret-key",
        "AGE-SECRET-KEY-1",
        r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
        Check::Token,
    ),
    // Cloud.
    rule(
        "aws-access-key-id",
        "AKIA|ASIA|ABIA|ACCA|A3T",
        r"(?-u:\b)(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "aws-session-token",
        "IQoJb3JpZ2lu|FwoGZXIvYXdz|FQoGZXIvYXdz",
        r"(?-u:\b)(?:IQoJb3JpZ2lu|FwoGZXIvYXdz|FQoGZXIvYXdz)[A-Za-z0-9/+=%]{100,}",
        Check::Token,
    ),
    rule(
        "aws-session-token",
        "(?i-u:session_?token|security[_-]?token)",
        keyed!(
            "aws_?session_?token|aws_?security_?token|sessiontoken|x-amz-security-token",
            "[A-Za-z0-9/+=%]{100,}",
            ""
        ),
        Check::Keyed,
    ),
    rule(
        "aws-secret-access-key",
        "(?i-u:secret)",
        keyed!(
            "aws_?secret_?(?:access_?)?key|secret_?access_?key|aws_?secret",
            "[A-Za-z0-9/+]{40}",
            "(?:[^A-Za-z0-9/+=]|$)"
        ),
        Check::Keyed,
    ),
    rule(
        "gcp-private-key-id",
        "private_key_id",
        r#"\\?"private_key_id\\?"[ \t]*:[ \t]*\\?"([a-f0-9]{40})\\?""#,
        Check::Token,
    ),
    rule(
        "google-api-key",
        "AIza",
        r"(?-u:\b)(AIza[A-Za-z0-9_-]{35})(?:[^A-Za-z0-9_-]|$)",
        Check::Token,
    ),
    rule(
        "google-oauth-client-secret",
        "GOCSPX-",
        r"(?-u:\b)(GOCSPX-[A-Za-z0-9_-]{28})(?:[^A-Za-z0-9_-]|$)",
        Check::Token,
    ),
    rule(
        "google-oauth-token",
        r"ya29\.",
        r"(?-u:\b)ya29\.[A-Za-z0-9_-]{30,}",
        Check::Token,
    ),
    rule(
        "azure-storage-account-key",
        "(?i-u:accountkey)",
        r"(?i-u:AccountKey)=([A-Za-z0-9+/]{86}==)",
        Check::Token,
    ),
    rule(
        "azure-storage-account-key",
        "(?i-u:storage|account)",
        keyed!(
            "(?:storage|account)[_.-]?(?:access[_.-]?)?key",
            "[A-Za-z0-9+/]{86}==",
            ""
        ),
        Check::Keyed,
    ),
    rule(
        "azure-shared-access-key",
        "(?i-u:sharedaccesskey)",
        r"(?i-u:SharedAccessKey)=([A-Za-z0-9+/]{43}=)",
        Check::Token,
    ),
    rule(
        "azure-sas-signature",
        "sig=",
        r"[?&]sig=([A-Za-z0-9%+/]{30,}(?:%3[Dd]|=){0,2})",
        Check::Token,
    ),
    rule(
        "azure-ad-client-secret",
        "Q~",
        r"(?:^|[^A-Za-z0-9_~.-])([A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34})(?:[^A-Za-z0-9_~.-]|$)",
        Check::Token,
    ),
    rule(
        "azure-ad-client-secret",
        "(?i-u:client_?secret)",
        keyed!(
            "(?:azure|aad|entra|arm|msal)_?client_?secret",
            "[A-Za-z0-9_~.-]{32,44}",
            "(?:[^A-Za-z0-9_~.-]|$)"
        ),
        Check::Keyed,
    ),
    // Code hosts.
    rule(
        "github-fine-grained-token",
        "github_pat_",
        r"(?-u:\b)github_pat_[A-Za-z0-9_]{60,}",
        Check::Token,
    ),
    rule(
        "github-token",
        "ghp_|gho_|ghu_|ghs_|ghr_",
        r"(?-u:\b)gh[pousr]_[A-Za-z0-9_]{36,}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "gitlab-pat",
        "glpat-",
        r"(?-u:\b)glpat-[A-Za-z0-9_=-]{20,}(?:\.[0-9a-z]{2}\.?[0-9a-z]{7,9})?",
        Check::Token,
    ),
    rule(
        "gitlab-token",
        "gldt-|glrt-|glrtr-|glcbt-|glptt-|glft-|glimt-|glagent-|gloas-|glsoat-|glffct-|GR1348941",
        r"(?-u:\b)(?:gl(?:dt|rtr?|cbt|ptt|ft|imt|agent|oas|soat|ffct)-[A-Za-z0-9_=.-]{20,}|GR1348941[A-Za-z0-9_-]{20,})",
        Check::Token,
    ),
    rule(
        "bitbucket-app-password",
        "ATBB",
        r"(?-u:\b)ATBB[A-Za-z0-9_=.-]{24,}",
        Check::Mixed,
    ),
    rule(
        "atlassian-api-token",
        "ATATT3|ATCTT3xFfG",
        r"(?-u:\b)(?:ATATT3[A-Za-z0-9_=-]{150,}|ATCTT3xFfG[A-Za-z0-9_=+/-]{40,})",
        Check::Token,
    ),
    // AI APIs: Anthropic's and OpenRouter's `sk-` keys before OpenAI's,
    // OpenAI's before any other `sk-` key.
    rule(
        "anthropic-admin-key",
        "sk-ant-",
        r"(?-u:\b)sk-ant-admin[0-9]{2}-[A-Za-z0-9_-]{32,}",
        Check::Token,
    ),
    rule(
        "anthropic-oauth-token",
        "sk-ant-",
        r"(?-u:\b)sk-ant-o(?:at|rt)[0-9]{2}-[A-Za-z0-9_-]{32,}",
        Check::Token,
    ),
    rule(
        "anthropic-session-key",
        "sk-ant-",
        r"(?-u:\b)sk-ant-sid[0-9]{2}-[A-Za-z0-9_-]{32,}",
        Check::Token,
    ),
    rule(
        "anthropic-api-key",
        "sk-ant-",
        r"(?-u:\b)sk-ant-[a-z]{2,10}[0-9]{2}-[A-Za-z0-9_-]{32,}",
        Check::Token,
    ),
    rule(
        "openrouter-api-key",
        "sk-or-v",
        r"(?-u:\b)sk-or-v[0-9]-[a-f0-9]{64}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "openai-admin-key",
        "sk-admin-",
        r"(?-u:\b)sk-admin-[A-Za-z0-9_-]{40,}",
        Check::Token,
    ),
    rule(
        "openai-api-key",
        "sk-proj-|sk-svcacct-|sk-None-|T3BlbkFJ",
        r"(?-u:\b)sk-(?:proj|svcacct|None)-[A-Za-z0-9_-]{40,}|(?-u:\b)sk-[A-Za-z0-9_-]*T3BlbkFJ[A-Za-z0-9_-]{16,}",
        Check::Token,
    ),
    rule(
        "openai-compatible-api-key",
        "sk-",
        r"(?-u:\b)sk-[A-Za-z0-9]{32,}(?-u:\b)",
        Check::Mixed,
    ),
    rule(
        "groq-api-key",
        "gsk_",
        r"(?-u:\b)gsk_[A-Za-z0-9]{48,56}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "huggingface-token",
        "hf_|api_org_",
        r"(?-u:\b)(?:hf_|api_org_)[A-Za-z0-9]{34,40}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "replicate-api-token",
        "r8_",
        r"(?-u:\b)(r8_[A-Za-z0-9_-]{37})(?:[^A-Za-z0-9_-]|$)",
        Check::Token,
    ),
    rule(
        "perplexity-api-key",
        "pplx-",
        r"(?-u:\b)pplx-[A-Za-z0-9]{40,64}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "xai-api-key",
        "xai-",
        r"(?-u:\b)xai-[A-Za-z0-9_]{60,}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "cohere-api-key",
        "(?i-u:cohere|co_api_key)",
        keyed!("cohere|co_api_key", "[A-Za-z0-9]{40}", r"(?-u:\b)"),
        Check::Keyed,
    ),
    rule(
        "mistral-api-key",
        "(?i-u:mistral)",
        keyed!("mistral", "[A-Za-z0-9]{32}", r"(?-u:\b)"),
        Check::Keyed,
    ),
    // Chat.
    rule(
        "slack-webhook-url",
        r"hooks\.slack\.com/",
        r"hooks\.slack\.com/(?:services|workflows|triggers)/(T[A-Za-z0-9]{6,}/[A-Za-z0-9/]{20,})",
        Check::Token,
    ),
    rule(
        "slack-token",
        "xox|xapp-",
        r"(?-u:\b)(?:xox[abeoprs]-[0-9A-Za-z]{1,16}-[0-9A-Za-z-]{8,}|xoxe\.xox[bp]-[0-9]-[A-Za-z0-9]{100,}|xapp-[0-9]-[A-Z0-9]{6,}-[0-9]{6,}-[A-Za-z0-9]{32,})",
        Check::Token,
    ),
    rule(
        "discord-webhook-url",
        "/api/webhooks/",
        r"discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/([A-Za-z0-9_-]{60,80})",
        Check::Token,
    ),
    rule(
        "discord-bot-token",
        r"[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{6}\.",
        r"(?-u:\b)((?:M[Tjz]|N[DTjz]|O[DT])[A-Za-z0-9_-]{22,24}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40})(?:[^A-Za-z0-9_-]|$)",
        Check::Mixed,
    ),
    rule(
        "telegram-bot-token",
        ":AA",
        r"(?:(?-u:\b)|bot)([0-9]{8,10}:AA[A-Za-z0-9_-]{33})(?:[^A-Za-z0-9_-]|$)",
        Check::Token,
    ),
    rule(
        "telegram-bot-token",
        "(?i-u:telegram)",
        keyed!(
            "telegram[a-z0-9_.-]*",
            "[0-9]{8,10}:[A-Za-z0-9_-]{35}",
            "(?:[^A-Za-z0-9_-]|$)"
        ),
        Check::Keyed,
    ),
    // Payments.
    rule(
        "stripe-secret-key",
        "sk_live_|sk_test_",
        r"(?-u:\b)sk_(?:live|test)_[A-Za-z0-9]{16,}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "stripe-restricted-key",
        "rk_live_|rk_test_",
        r"(?-u:\b)rk_(?:live|test)_[A-Za-z0-9]{16,}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "stripe-webhook-secret",
        "whsec_",
        r"(?-u:\b)whsec_[A-Za-z0-9+/=]{24,}",
        Check::Token,
    ),
    rule(
        "square-access-token",
        "EAAA|sq0atp-",
        r"(?-u:\b)(EAAA[A-Za-z0-9_+=-]{60}|sq0atp-[A-Za-z0-9_-]{22})(?:[^A-Za-z0-9_+=-]|$)",
        Check::Mixed,
    ),
    rule(
        "square-oauth-secret",
        "sq0csp-",
        r"(?-u:\b)(sq0csp-[A-Za-z0-9_-]{43})(?:[^A-Za-z0-9_-]|$)",
        Check::Token,
    ),
    rule(
        "braintree-access-token",
        r"access_token\$",
        r"access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}",
        Check::Token,
    ),
    // Package registries.
    rule(
        "npm-token",
        "npm_",
        r"(?-u:\b)npm_[A-Za-z0-9]{36}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "npm-token",
        ":_auth",
        r":_auth(?:Token)?[ \t]*=[ \t]*([A-Za-z0-9+/=_.-]{20,})",
        Check::Keyed,
    ),
    rule(
        "pypi-token",
        "pypi-AgE",
        r"(?-u:\b)pypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{50,}",
        Check::Token,
    ),
    rule(
        "rubygems-api-key",
        "rubygems_",
        r"(?-u:\b)rubygems_[A-Za-z0-9]{48}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "crates-io-token",
        "cio",
        r"(?-u:\b)cio(?:_tp_)?[A-Za-z0-9]{32}(?-u:\b)",
        Check::Mixed,
    ),
    rule(
        "docker-hub-token",
        "dckr_",
        r"(?-u:\b)(dckr_(?:pat|oat)_[A-Za-z0-9_-]{24,64})(?:[^A-Za-z0-9_-]|$)",
        Check::Token,
    ),
    // Mail and messaging services.
    rule(
        "sendgrid-api-key",
        r"SG\.",
        r"(?-u:\b)(SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{30,64})(?:[^A-Za-z0-9_-]|$)",
        Check::Token,
    ),
    rule(
        "twilio-api-key",
        "SK[0-9a-f]",
        r"(?-u:\b)SK[0-9a-f]{32}(?-u:\b)",
        Check::Mixed,
    ),
    rule(
        "twilio-auth-token",
        "(?i-u:twilio)",
        keyed!(
            "twilio[a-z0-9_.-]*(?:auth|token|secret)",
            "[0-9a-f]{32}",
            r"(?-u:\b)"
        ),
        Check::Keyed,
    ),
    rule(
        "mailgun-api-key",
        "(?i-u:mailgun)",
        keyed!(
            "mailgun",
            "key-[0-9a-f]{32}|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}",
            r"(?-u:\b)"
        ),
        Check::Keyed,
    ),
    rule(
        "mailchimp-api-key",
        "-us[0-9]",
        r"(?-u:\b)[0-9a-f]{32}-us[0-9]{1,2}(?-u:\b)",
        Check::Mixed,
    ),
    // Platforms and tools.
    rule(
        "shopify-access-token",
        "shpat_|shpca_|shppa_",
        r"(?-u:\b)shp(?:at|ca|pa)_[a-fA-F0-9]{32}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "shopify-shared-secret",
        "shpss_",
        r"(?-u:\b)shpss_[a-fA-F0-9]{32}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "digitalocean-token",
        "dop_v1_|doo_v1_|dor_v1_",
        r"(?-u:\b)do[opr]_v1_[a-f0-9]{64}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "heroku-api-key",
        "HRKU-AA",
        r"(?-u:\b)(HRKU-AA[A-Za-z0-9_-]{58})(?:[^A-Za-z0-9_-]|$)",
        Check::Token,
    ),
    rule(
        "heroku-api-key",
        "(?i-u:heroku)",
        keyed!(
            "heroku",
            "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
            r"(?-u:\b)"
        ),
        Check::Keyed,
    ),
    rule(
        "linear-api-key",
        "lin_api_|lin_oauth_",
        r"(?-u:\b)(?:lin_api_[A-Za-z0-9]{40}|lin_oauth_[a-f0-9]{64})(?-u:\b)",
        Check::Token,
    ),
    rule(
        "notion-token",
        "secret_|ntn_",
        r"(?-u:\b)(?:secret_[A-Za-z0-9]{43}|ntn_[0-9]{11}[A-Za-z0-9]{35})(?-u:\b)",
        Check::Mixed,
    ),
    rule(
        "doppler-token",
        r"dp\.",
        r"(?-u:\b)dp\.(?:pt|st|ct|sa|scim|audit)\.(?:[a-z0-9_-]{2,35}\.)?[A-Za-z0-9]{40,44}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "vault-token",
        r"hvs\.|hvb\.|hvr\.",
        r"(?-u:\b)hv[sbr]\.[A-Za-z0-9_-]{24,}",
        Check::Mixed,
    ),
    rule(
        "sentry-token",
        "sntrys_|sntryu_",
        r"(?-u:\b)(?:sntrys_eyJ[A-Za-z0-9+/=_-]{60,}|sntryu_[a-f0-9]{64}(?-u:\b))",
        Check::Token,
    ),
    rule(
        "databricks-token",
        "dapi",
        r"(?-u:\b)dapi[a-f0-9]{32}(?:-[0-9])?(?-u:\b)",
        Check::Mixed,
    ),
    rule(
        "grafana-token",
        "glsa_|glc_",
        r"(?-u:\b)(?:glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}(?-u:\b)|glc_[A-Za-z0-9+/]{32,}={0,2})",
        Check::Token,
    ),
    rule(
        "postman-api-key",
        "PMAK-",
        r"(?-u:\b)PMAK-[A-Za-z0-9]{24}-?[A-Za-z0-9]{34,40}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "new-relic-api-key",
        "NRAK-",
        r"(?-u:\b)NRAK-[A-Z0-9]{27}(?-u:\b)",
        Check::Token,
    ),
    rule(
        "supabase-token",
        "sbp_|sb_secret_",
        r"(?-u:\b)(?:sbp_[a-z0-9]{40}(?-u:\b)|sb_secret_[A-Za-z0-9_-]{20,})",
        Check::Mixed,
    ),
    rule(
        "terraform-cloud-token",
        r"\.atlasv1\.",
        r"(?-u:\b)[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}",
        Check::Token,
    ),
    rule(
        "pulumi-access-token",
        "pul-",
        r"(?-u:\b)pul-[a-z0-9]{40}(?-u:\b)",
        Check::Mixed,
    ),
    rule(
        "onepassword-service-account-token",
        "ops_eyJ",
        r"(?-u:\b)ops_eyJ[A-Za-z0-9+/=_-]{100,}",
        Check::Token,
    ),
    // Shapes that carry any service's secret.
    rule(
        "url-password",
        r"://[^\s:/?#@]*:[^\s/?#]+@",
        r#"(?-u:\b)[A-Za-z][A-Za-z0-9+.-]*://[^\s:/?#@"'<>\[\]{}]*:([^\s/?#"'<>\[\]{}]+)@[A-Za-z0-9\[]"#,
        Check::UrlPassword,
    ),
    rule(
        "authorization-header",
        "(?i-u:authorization)",
        r#"(?i-u:authorization)\\?["']?[ \t]*[:=][ \t]*\\?["']?(?i-u:bearer|basic|token|bot|apikey|sso-key)[ \t]+([A-Za-z0-9._~+/=:-]+)"#,
        Check::Header,
    ),
    // Assignments to a password, secret or token key.
    rule(
        "password",
        "machine",
        r"(?-u:\b)machine[ \t]+\S+[ \t]+login[ \t]+\S+[ \t]+password[ \t]+(\S+)",
        Check::UrlPassword,
    ),
    rule(
        "password",
        "<(?i-u:password|passwd|passphrase)>",
        r"<(?P<key>(?i-u:password|passwd|passphrase))>([^<\s]+)</",
        Check::Password,
    ),
    rule(
        "password",
        "--[a-z-]*pass",
        r#"--(?P<key>[a-z-]*pass(?:word|wd|phrase)?)[ =]\\?["']?([^\s"'\\`,;)]+)"#,
        Check::Password,
    ),
    rule(
        "password",
        concat!(
            r#"(?:(?i-u:pass|pwd)[A-Za-z0-9_.-]*|(?i:パスワード|暗証番号|密码|密碼|비밀번호|contraseña|mot de passe|senha|passwort|пароль))"#,
            r#"\\?["']?[ \t]*[:=：]"#,
        ),
        assignment!(password_keys!()),
        Check::Password,
    ),
    rule(
        "generic-secret",
        "(?i-u:secret|token|api_?key)>",
        r"<(?P<key>(?i-u:[a-z_]*(?:secret|token|api_?key)))>([^<\s]+)</",
        Check::Generic,
    ),
    rule(
        "generic-secret",
        "--[a-z-]*(?:token|secret|api-?key)",
        r#"--(?P<key>[a-z-]*(?:token|secret|api-key|apikey))[ =]\\?["']?([^\s"'\\`,;)]+)"#,
        Check::Generic,
    ),
    rule(
        "generic-secret",
        concat!(
            r"(?:(?i-u:secret|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|credential)[A-Za-z0-9_.-]*",
            r#"|(?i:トークン|シークレット|APIキー|秘密鍵|密钥|令牌|アクセスキー))\\?["']?[ \t]*[:=：]"#,
        ),
        assignment!(secret_keys!()),
        Check::Generic,
    ),
];

const fn rule(
    kind: &'static str,
    prefilter: &'static str,
    pattern: &'static str,
    check: Check,
) -> Rule {
    Rule {
        kind,
        prefilter,
        pattern,
        check,
    }
}

/// Words and forms that mark a value as a stand-in, not a secret.
const PLACEHOLDER_PARTS: &[&str] = &[
    "fake_",
    "fake-",
    "_fake",
    "-fake",
    "%2a%2a",
    "example",
    "placeholder",
    "changeme",
    "change_me",
    "change-me",
    "dummy",
    "redacted",
    "sample",
    "your_",
    "your-",
    "yourtoken",
    "yourkey",
    "yoursecret",
    "yourpassword",
    "replace_me",
    "replaceme",
    "insert_",
    "***",
    "...",
    "…",
    "<",
    ">",
    "${",
    "{{",
    "}}",
];

/// Whole values that are defaults or stand-ins, compared without case.
const PLACEHOLDER_VALUES: &[&str] = &[
    "password",
    "passwd",
    "pass",
    "secret",
    "token",
    "changeme",
    "admin",
    "root",
    "postgres",
    "mysql",
    "guest",
    "test",
    "user",
    "username",
    "none",
    "null",
    "nil",
    "true",
    "false",
    "undefined",
    "empty",
    "default",
    "foo",
    "bar",
    "foobar",
    "letmein",
    "hunter2",
    "qwerty",
];

/// Last words of a key that says it holds something about a secret (its
/// name, length, path, lifetime), not the secret.
const NOT_SECRET_KEY_ENDINGS: &[&str] = &[
    "id",
    "ids",
    "name",
    "names",
    "type",
    "types",
    "length",
    "len",
    "size",
    "count",
    "url",
    "uri",
    "path",
    "file",
    "dir",
    "endpoint",
    "expiry",
    "expires",
    "expiration",
    "ttl",
    "header",
    "field",
    "prefix",
    "env",
    "var",
    "ref",
    "arn",
    "version",
    "limit",
    "max",
    "min",
    "format",
    "policy",
    "rule",
    "rules",
    "reset",
    "hint",
    "label",
    "prompt",
    "required",
    "enabled",
    "strength",
    "confirmation",
    "mode",
    "provider",
    "source",
    "store",
    "manager",
    "helper",
    "command",
    "cmd",
    "tokens",
];

fn is_placeholder(value: &str) -> bool {
    let lower = value.to_ascii_lowercase();
    PLACEHOLDER_PARTS.iter().any(|part| lower.contains(part))
        || lower.starts_with("fake")
        || value.contains("xxxx")
        || value.contains("XXXX")
        || value.starts_with(['$', '%', '{'])
        || PLACEHOLDER_VALUES.contains(&lower.as_str())
}

/// `aaaa…`, `abcabc…`, `0123456789…`: typed to fill a slot, not generated.
fn is_filler(value: &str) -> bool {
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

fn is_mostly_one_char(value: &str) -> bool {
    let mut counts = [0_usize; 256];
    let mut total = 0;
    for byte in value.bytes().filter(|b| !b.is_ascii_whitespace()) {
        counts[usize::from(byte)] += 1;
        total += 1;
    }
    total >= 8 && counts.iter().any(|&count| count * 2 > total)
}

/// Words that names in code and config are made of. A name holds at least
/// one (`CFStringTokenizerTokenType`, `fetch_token_from_vault_v2`); a random
/// string of letters and digits almost never has one as a whole part.
const NAME_WORDS: &[&str] = &[
    "access",
    "account",
    "action",
    "additional",
    "admin",
    "agent",
    "alias",
    "array",
    "async",
    "auth",
    "authentication",
    "author",
    "base",
    "bearer",
    "binary",
    "block",
    "body",
    "bool",
    "buffer",
    "builder",
    "byte",
    "bytes",
    "cache",
    "call",
    "callback",
    "capability",
    "cert",
    "certificate",
    "chain",
    "change",
    "channel",
    "char",
    "check",
    "class",
    "client",
    "close",
    "code",
    "codes",
    "color",
    "column",
    "command",
    "config",
    "connection",
    "const",
    "content",
    "context",
    "control",
    "cookie",
    "count",
    "create",
    "credential",
    "crypto",
    "current",
    "data",
    "database",
    "date",
    "debug",
    "decode",
    "default",
    "delete",
    "device",
    "digest",
    "domain",
    "double",
    "driver",
    "email",
    "empty",
    "enable",
    "encode",
    "encrypt",
    "endpoint",
    "entry",
    "enum",
    "error",
    "event",
    "expire",
    "export",
    "factory",
    "false",
    "feature",
    "fetch",
    "field",
    "file",
    "filter",
    "flag",
    "flags",
    "float",
    "format",
    "from",
    "function",
    "generate",
    "global",
    "group",
    "handle",
    "handler",
    "hash",
    "header",
    "helper",
    "history",
    "host",
    "http",
    "index",
    "info",
    "init",
    "input",
    "insert",
    "instance",
    "integer",
    "interface",
    "internal",
    "internet",
    "issuer",
    "item",
    "json",
    "keys",
    "kind",
    "label",
    "length",
    "level",
    "limit",
    "line",
    "list",
    "load",
    "local",
    "lock",
    "login",
    "logon",
    "manager",
    "mask",
    "master",
    "match",
    "message",
    "meta",
    "method",
    "mode",
    "model",
    "module",
    "name",
    "names",
    "network",
    "node",
    "null",
    "number",
    "object",
    "offset",
    "open",
    "operation",
    "option",
    "order",
    "output",
    "owner",
    "page",
    "param",
    "parse",
    "part",
    "pass",
    "passwd",
    "password",
    "path",
    "pattern",
    "payload",
    "port",
    "post",
    "prefix",
    "present",
    "print",
    "private",
    "privilege",
    "process",
    "profile",
    "project",
    "property",
    "provider",
    "proxy",
    "public",
    "query",
    "queue",
    "random",
    "read",
    "reader",
    "record",
    "redirect",
    "refresh",
    "region",
    "remote",
    "request",
    "reset",
    "resource",
    "response",
    "result",
    "role",
    "root",
    "route",
    "rule",
    "runtime",
    "salt",
    "schema",
    "scope",
    "secret",
    "select",
    "self",
    "send",
    "server",
    "service",
    "session",
    "setting",
    "shared",
    "signature",
    "signing",
    "size",
    "source",
    "state",
    "static",
    "status",
    "storage",
    "store",
    "stream",
    "string",
    "struct",
    "system",
    "table",
    "target",
    "task",
    "template",
    "test",
    "text",
    "time",
    "timeout",
    "token",
    "type",
    "update",
    "upload",
    "user",
    "util",
    "value",
    "vault",
    "vector",
    "verify",
    "version",
    "view",
    "window",
    "write",
    "writer",
];

/// Reads like a name, not like a secret: made of words, acronyms and short
/// numbers, at least one of them a [`NAME_WORDS`] word (`api_key_name`,
/// `SECRET_NAME`, `fetchToken`, `CFStringRef`, `X509CertificateFlag`).
fn is_wordy(value: &str) -> bool {
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
fn is_snake_name(value: &str) -> bool {
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
fn chunks(value: &str) -> Vec<&str> {
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

fn has_letter_and_digit(value: &str) -> bool {
    value.bytes().any(|b| b.is_ascii_alphabetic()) && value.bytes().any(|b| b.is_ascii_digit())
}

/// How many of lower-case, upper-case, digits and other characters it uses.
fn char_classes(value: &str) -> usize {
    let has = |test: fn(&char) -> bool| usize::from(value.chars().any(|c| test(&c)));
    has(char::is_ascii_lowercase)
        + has(char::is_ascii_uppercase)
        + has(char::is_ascii_digit)
        + has(|c| !c.is_ascii_alphanumeric())
}

/// The share of vowels among the letters: about 0.4 in words, 0.2 in
/// random letters.
fn vowel_share(value: &str) -> f64 {
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
fn entropy(value: &str) -> f64 {
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
fn log2(x: f64) -> f64 {
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
fn is_assigned_secret(key: &str, value: &str) -> bool {
    !names_no_secret(key)
        && !is_path(value)
        && !is_date(value)
        && !is_pattern(value)
        && !is_placeholder(value)
        && !is_filler(value)
        && !is_wordy(value)
}

/// A regex or a format, not a value: `[a-z0-9]{32}`, `([A-F0-9]+)`.
fn is_pattern(value: &str) -> bool {
    ["[a-z", "[A-Z", "[0-9", "]{", "]+", "]*", "\\d{", "\\w+"]
        .iter()
        .any(|part| value.contains(part))
}

fn is_path(value: &str) -> bool {
    value.starts_with(['/', '~', '.'])
        || value.contains("://")
        || value.as_bytes().get(1..3) == Some(b":\\")
}

fn is_date(value: &str) -> bool {
    let bytes = value.as_bytes();
    bytes.len() >= 10
        && bytes[..4].iter().all(u8::is_ascii_digit)
        && bytes[4] == b'-'
        && bytes[5..7].iter().all(u8::is_ascii_digit)
        && bytes[7] == b'-'
}

/// The key's last word is one of [`NOT_SECRET_KEY_ENDINGS`] (`secret_name`,
/// `tokenType`, `PASSWORD_MIN_LENGTH`).
fn names_no_secret(key: &str) -> bool {
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
fn private_key_body(span: &str) -> &str {
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
fn base64_in_long_runs(body: &str) -> usize {
    body.split(|c: char| !(c.is_ascii_alphanumeric() || c == '+' || c == '/'))
        .map(str::len)
        .filter(|&len| len >= 32)
        .sum()
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::*;

    #[test]
    fn log2_matches_the_library_one() {
        let mut x = f64::MIN_POSITIVE;
        while x < 1e300 {
            for v in [
                x,
                x * 1.000_001,
                x * (std::f64::consts::SQRT_2 - 1e-9),
                x * (std::f64::consts::SQRT_2 + 1e-9),
                x * 1.9,
            ] {
                let (ours, theirs) = (log2(v), v.log2());
                assert!(
                    (ours - theirs).abs() <= 1e-13 * theirs.abs().max(1.0),
                    "{v}: {ours} {theirs}"
                );
            }
            x *= 1.37;
        }
        for n in 1..5000_u32 {
            for d in [n, n + 1, 3 * n + 7, 1000] {
                let v = f64::from(n) / f64::from(d);
                assert!((log2(v) - v.log2()).abs() < 1e-13, "{n}/{d}");
            }
        }
        assert!(log2(1.0).abs() < 1e-15);
        assert!((log2(0.5) + 1.0).abs() < 1e-15);
    }

    // Test secrets are generated at run time from fixed seeds, and vendor
    // prefixes are split, so that this file holds nothing a secret scanner
    // would take for a live key.

    const ALNUM: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    const B64: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const B64URL: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const HEX: &str = "0123456789abcdef";
    const DIGITS: &str = "0123456789";
    const BASE32: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    const BASE36: &str = "abcdefghijklmnopqrstuvwxyz0123456789";
    const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    const BECH32: &str = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";

    /// `len` characters of `alphabet`, pseudo-random from `seed` (xorshift).
    fn random(alphabet: &str, len: usize, seed: u64) -> String {
        let alphabet: Vec<char> = alphabet.chars().collect();
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                alphabet[usize::try_from(state >> 33).unwrap() % alphabet.len()]
            })
            .collect()
    }

    fn alnum(len: usize, seed: u64) -> String {
        random(ALNUM, len, seed)
    }

    fn hex(len: usize, seed: u64) -> String {
        random(HEX, len, seed)
    }

    fn uuid(seed: u64) -> String {
        let h = hex(32, seed);
        format!(
            "{}-{}-{}-{}-{}",
            &h[..8],
            &h[8..12],
            &h[12..16],
            &h[16..20],
            &h[20..]
        )
    }

    /// `prefix` and `rest` joined: keeps vendor prefixes out of the source.
    fn key(prefix: &[&str], rest: &str) -> String {
        prefix.concat() + rest
    }

    /// An armoured block with a random base64 body.
    fn pem(label: &str, seed: u64) -> String {
        let body: Vec<String> = (0..6).map(|line| random(B64, 64, seed + line)).collect();
        format!(
            "-----BEGIN {label}-----\n{}\n{}==\n-----END {label}-----",
            body.join("\n"),
            random(B64, 20, seed + 99)
        )
    }

    fn private_label(algorithm: &str) -> String {
        format!("{algorithm}PRIV{}", "ATE KEY")
    }

    fn marker(kind: &str) -> String {
        format!("[REDACTED:{kind}]")
    }

    /// A realistic case: the kind, the text around the secret (`{}` is
    /// where it goes), the secret.
    type Case = (&'static str, &'static str, String);

    fn cloud_cases() -> Vec<Case> {
        vec![
            (
                "aws-access-key-id",
                "aws_access_key_id = {}",
                key(&["AK", "IA"], &random(BASE32, 16, 4)),
            ),
            (
                "aws-access-key-id",
                "{\"AccessKeyId\": \"{}\"}",
                key(&["AS", "IA"], &random(BASE32, 16, 5)),
            ),
            (
                "aws-session-token",
                "token {} expires soon",
                key(&["IQoJb3", "JpZ2lu"], &random(B64, 300, 6)),
            ),
            (
                "aws-session-token",
                "AWS_SESSION_TOKEN={}\n",
                random(B64, 200, 7),
            ),
            (
                "aws-secret-access-key",
                "AWS_SECRET_ACCESS_KEY={}\n",
                random(B64, 40, 8),
            ),
            (
                "aws-secret-access-key",
                "  \"SecretAccessKey\": \"{}\",",
                random(B64, 40, 9),
            ),
            (
                "gcp-private-key-id",
                "\"private_key_id\": \"{}\",",
                hex(40, 10),
            ),
            (
                "google-api-key",
                "GEMINI_KEY is {} now",
                key(&["AI", "za"], &random(B64URL, 35, 11)),
            ),
            (
                "google-oauth-client-secret",
                "client secret {}",
                key(&["GOC", "SPX-"], &random(B64URL, 28, 12)),
            ),
            (
                "google-oauth-token",
                "gcloud printed {}",
                key(&["ya", "29."], &random(B64URL, 150, 13)),
            ),
            (
                "azure-storage-account-key",
                "DefaultEndpointsProtocol=https;AccountName=acct1;AccountKey={};EndpointSuffix=core.windows.net",
                random(B64, 86, 14) + "==",
            ),
            (
                "azure-storage-account-key",
                "AZURE_STORAGE_KEY: {}",
                random(B64, 86, 15) + "==",
            ),
            (
                "azure-shared-access-key",
                "Endpoint=sb://ns1.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={}",
                random(B64, 43, 16) + "=",
            ),
            (
                "azure-sas-signature",
                "https://acct1.blob.core.windows.net/c/blob.txt?sv=2022-11-02&sp=r&sig={}",
                alnum(20, 17) + "%2B" + &alnum(20, 18) + "%3D",
            ),
            (
                "azure-ad-client-secret",
                "secret: {}",
                alnum(3, 19) + "8Q~" + &random("abcXYZ0123456789_~.-", 34, 20),
            ),
            (
                "azure-ad-client-secret",
                "AZURE_CLIENT_SECRET={}",
                alnum(36, 21),
            ),
        ]
    }

    fn code_host_cases() -> Vec<Case> {
        vec![
            (
                "github-fine-grained-token",
                "GH_TOKEN={}",
                key(
                    &["github", "_pat_"],
                    &(alnum(22, 22) + "_" + &alnum(59, 23)),
                ),
            ),
            (
                "github-token",
                "token: {}",
                key(&["gh", "p_"], &alnum(36, 24)),
            ),
            (
                "github-token",
                "{} was revoked",
                key(&["gh", "s_"], &alnum(36, 25)),
            ),
            (
                "gitlab-pat",
                "PRIVATE-TOKEN: {}",
                key(&["glp", "at-"], &random(B64URL, 20, 26)),
            ),
            (
                "gitlab-token",
                "register with {}",
                key(&["gl", "rt-"], &alnum(20, 27)),
            ),
            (
                "bitbucket-app-password",
                "app password {}",
                key(&["AT", "BB"], &alnum(32, 28)),
            ),
            (
                "atlassian-api-token",
                "JIRA: {}",
                key(&["ATA", "TT3"], &random(B64URL, 180, 29)),
            ),
        ]
    }

    fn ai_cases() -> Vec<Case> {
        let t3 = ["T3Blbk", "FJ"].concat();
        vec![
            (
                "anthropic-api-key",
                "ANTHROPIC_API_KEY={}",
                key(&["sk-", "ant-api03-"], &(random(B64URL, 93, 30) + "AA")),
            ),
            (
                "anthropic-admin-key",
                "{}",
                key(&["sk-", "ant-admin01-"], &(random(B64URL, 93, 31) + "AA")),
            ),
            (
                "anthropic-oauth-token",
                "oauth {}",
                key(&["sk-", "ant-oat01-"], &random(B64URL, 95, 32)),
            ),
            (
                "anthropic-session-key",
                "cookie {}",
                key(&["sk-", "ant-sid01-"], &random(B64URL, 95, 33)),
            ),
            (
                "openrouter-api-key",
                "key {}",
                key(&["sk-", "or-v1-"], &hex(64, 34)),
            ),
            (
                "openai-admin-key",
                "{}",
                key(
                    &["sk-", "admin-"],
                    &(random(B64URL, 58, 35) + &t3 + &random(B64URL, 58, 36)),
                ),
            ),
            (
                "openai-api-key",
                "OPENAI_API_KEY=\"{}\"",
                key(
                    &["sk-", "proj-"],
                    &(random(B64URL, 74, 37) + &t3 + &random(B64URL, 74, 38)),
                ),
            ),
            (
                "openai-api-key",
                "openai.api_key = '{}'",
                key(&["sk-"], &(alnum(20, 39) + &t3 + &alnum(20, 40))),
            ),
            (
                "openai-compatible-api-key",
                "deepseek key {}",
                key(&["sk-"], &hex(32, 41)),
            ),
            ("groq-api-key", "{}", key(&["gs", "k_"], &alnum(52, 42))),
            (
                "huggingface-token",
                "HF_TOKEN={}",
                key(&["h", "f_"], &random(LETTERS, 34, 43)),
            ),
            (
                "replicate-api-token",
                "{}",
                key(&["r", "8_"], &alnum(37, 44)),
            ),
            (
                "perplexity-api-key",
                "{}",
                key(&["pp", "lx-"], &alnum(48, 45)),
            ),
            (
                "xai-api-key",
                "XAI_API_KEY={}",
                key(&["xa", "i-"], &alnum(80, 46)),
            ),
            ("cohere-api-key", "COHERE_API_KEY={}", alnum(40, 47)),
            ("mistral-api-key", "mistral_api_key: \"{}\"", alnum(32, 48)),
        ]
    }

    fn chat_and_payment_cases() -> Vec<Case> {
        vec![
            (
                "slack-webhook-url",
                "curl -X POST https://hooks.slack.com/services/{} -d @msg.json",
                format!(
                    "T{}/B{}/{}",
                    random(BASE32, 8, 49),
                    random(BASE32, 10, 50),
                    alnum(24, 51)
                ),
            ),
            (
                "slack-token",
                "SLACK_BOT_TOKEN={}",
                key(
                    &["xo", "xb-"],
                    &format!(
                        "{}-{}-{}",
                        random(DIGITS, 12, 52),
                        random(DIGITS, 13, 53),
                        alnum(24, 54)
                    ),
                ),
            ),
            (
                "discord-webhook-url",
                "POST https://discord.com/api/webhooks/123456789012345678/{}",
                random(B64URL, 68, 55),
            ),
            (
                "discord-bot-token",
                "bot.run(\"{}\")",
                format!(
                    "MT{}.{}.{}",
                    alnum(24, 56),
                    alnum(6, 57),
                    random(B64URL, 38, 58)
                ),
            ),
            (
                "telegram-bot-token",
                "TELEGRAM={}",
                random(DIGITS, 10, 59) + ":AA" + &random(B64URL, 33, 60),
            ),
            (
                "telegram-bot-token",
                "curl https://api.telegram.org/bot{}/getMe",
                random(DIGITS, 10, 61) + ":AA" + &random(B64URL, 33, 62),
            ),
            (
                "stripe-secret-key",
                "Stripe.api_key = \"{}\"",
                key(&["sk", "_live_"], &alnum(24, 63)),
            ),
            (
                "stripe-secret-key",
                "{}",
                key(&["sk", "_test_"], &alnum(99, 64)),
            ),
            (
                "stripe-restricted-key",
                "{}",
                key(&["rk", "_live_"], &alnum(24, 65)),
            ),
            (
                "stripe-webhook-secret",
                "STRIPE_WEBHOOK_SECRET={}",
                key(&["wh", "sec_"], &alnum(32, 66)),
            ),
            (
                "square-access-token",
                "{}",
                key(&["EA", "AA"], &random(B64URL, 60, 67)),
            ),
            (
                "square-oauth-secret",
                "{}",
                key(&["sq0", "csp-"], &random(B64URL, 43, 68)),
            ),
            (
                "braintree-access-token",
                "BT={}",
                format!(
                    "access_token$production${}${}",
                    random(BASE36, 16, 69),
                    hex(32, 70)
                ),
            ),
        ]
    }

    fn registry_cases() -> Vec<Case> {
        vec![
            ("npm-token", "{}", key(&["np", "m_"], &alnum(36, 71))),
            (
                "npm-token",
                "//registry.npmjs.org/:_authToken={}\n",
                uuid(72),
            ),
            (
                "pypi-token",
                "password = {}",
                key(&["pypi-AgEIcHlwaS", "5vcmc"], &random(B64URL, 150, 73)),
            ),
            (
                "rubygems-api-key",
                "{}",
                key(&["ruby", "gems_"], &hex(48, 74)),
            ),
            (
                "crates-io-token",
                "cargo login {}",
                key(&["ci", "o"], &alnum(32, 75)),
            ),
            (
                "docker-hub-token",
                "docker login -p {}",
                key(&["dckr", "_pat_"], &random(B64URL, 27, 76)),
            ),
        ]
    }

    fn service_cases() -> Vec<Case> {
        vec![
            (
                "sendgrid-api-key",
                "{}",
                format!("SG.{}.{}", random(B64URL, 22, 77), random(B64URL, 43, 78)),
            ),
            ("twilio-api-key", "{}", key(&["S", "K"], &hex(32, 79))),
            ("twilio-auth-token", "TWILIO_AUTH_TOKEN={}", hex(32, 80)),
            (
                "mailgun-api-key",
                "MAILGUN_API_KEY={}",
                key(&["key-"], &hex(32, 81)),
            ),
            ("mailchimp-api-key", "{}", hex(32, 82) + "-us21"),
            (
                "shopify-access-token",
                "{}",
                key(&["shp", "at_"], &hex(32, 83)),
            ),
            (
                "shopify-shared-secret",
                "{}",
                key(&["shp", "ss_"], &hex(32, 84)),
            ),
            (
                "digitalocean-token",
                "{}",
                key(&["do", "p_v1_"], &hex(64, 85)),
            ),
            (
                "heroku-api-key",
                "{}",
                key(&["HR", "KU-AA"], &random(B64URL, 58, 86)),
            ),
            ("heroku-api-key", "HEROKU_API_KEY={}", uuid(87)),
            (
                "linear-api-key",
                "{}",
                key(&["lin", "_api_"], &alnum(40, 88)),
            ),
            (
                "notion-token",
                "{}",
                key(&["nt", "n_"], &(random(DIGITS, 11, 89) + &alnum(35, 90))),
            ),
            (
                "notion-token",
                "NOTION_KEY={}",
                key(&["sec", "ret_"], &alnum(43, 91)),
            ),
            ("doppler-token", "{}", key(&["dp", ".pt."], &alnum(43, 92))),
            (
                "vault-token",
                "VAULT_TOKEN={}",
                key(&["hv", "s."], &random(B64URL, 90, 93)),
            ),
            ("sentry-token", "{}", key(&["sntr", "yu_"], &hex(64, 94))),
            ("databricks-token", "{}", key(&["da", "pi"], &hex(32, 95))),
            (
                "grafana-token",
                "{}",
                key(&["gl", "sa_"], &(alnum(32, 96) + "_" + &hex(8, 97))),
            ),
            (
                "postman-api-key",
                "{}",
                key(&["PM", "AK-"], &(hex(24, 98) + "-" + &hex(34, 99))),
            ),
            (
                "new-relic-api-key",
                "{}",
                key(&["NR", "AK-"], &random(BASE32, 27, 100)),
            ),
            ("supabase-token", "{}", key(&["sb", "p_"], &hex(40, 101))),
            (
                "terraform-cloud-token",
                "{}",
                alnum(14, 102) + ".atlas" + "v1." + &random(B64URL, 67, 103),
            ),
            (
                "pulumi-access-token",
                "{}",
                key(&["pu", "l-"], &hex(40, 104)),
            ),
            (
                "onepassword-service-account-token",
                "{}",
                key(&["op", "s_eyJ"], &random(B64, 200, 105)),
            ),
            (
                "age-secret-key",
                "# {}",
                key(&["AGE-SECRET", "-KEY-1"], &random(BECH32, 58, 106)),
            ),
        ]
    }

    fn shape_and_assignment_cases() -> Vec<Case> {
        let jwt = format!(
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ{}.{}",
            random(B64URL, 80, 107),
            random(B64URL, 43, 108)
        );
        vec![
            (
                "private-key",
                "key:\n{}\ndone",
                pem(&private_label("RSA "), 109),
            ),
            ("private-key", "{}", pem(&private_label("OPENSSH "), 110)),
            ("private-key", "{}", pem(&private_label("EC "), 111)),
            ("private-key", "{}", pem(&private_label("ENCRYPTED "), 112)),
            (
                "private-key",
                "{}",
                pem(&(private_label("PGP ") + " BLOCK"), 113),
            ),
            ("jwt", "id_token={}", jwt),
            (
                "url-password",
                "DATABASE_URL=postgres://app:{}@db.internal:5432/app",
                alnum(20, 114),
            ),
            ("url-password", "redis://:{}@cache:6379/0", alnum(16, 115)),
            (
                "authorization-header",
                "curl -H 'Authorization: Basic {}' https://api",
                random(B64, 24, 116) + "==",
            ),
            (
                "authorization-header",
                "Authorization: Bearer {}",
                random(B64URL, 40, 117),
            ),
            ("password", "password = \"{}\"", alnum(14, 118)),
            (
                "password",
                "DB_PASSWORD={}\nDB_USER=app",
                alnum(12, 119) + "!",
            ),
            ("password", "DB_PASS: '{}'", alnum(12, 120)),
            ("password", "{\"password\": \"{}\"}", "hunter22".to_owned()),
            ("password", "mysql --password={} -u root", alnum(12, 121)),
            (
                "password",
                "machine api.example.org login me password {}",
                alnum(12, 122),
            ),
            ("password", "パスワード：{}", alnum(12, 123)),
            (
                "password",
                "<server><password>{}</password></server>",
                alnum(16, 130),
            ),
            ("generic-secret", "<apiKey>{}</apiKey>", alnum(32, 131)),
            ("generic-secret", "{\"api_key\": \"{}\"}", alnum(32, 124)),
            (
                "generic-secret",
                "export MY_SERVICE_TOKEN={}\n",
                alnum(40, 125),
            ),
            (
                "generic-secret",
                "client_secret: {}",
                random(B64URL, 32, 126),
            ),
            ("generic-secret", "mytool --api-key {} run", alnum(32, 127)),
            ("generic-secret", "SESSION_SECRET=\"{}\"", hex(64, 128)),
        ]
    }

    fn positives() -> Vec<Case> {
        let mut cases = cloud_cases();
        cases.extend(code_host_cases());
        cases.extend(ai_cases());
        cases.extend(chat_and_payment_cases());
        cases.extend(registry_cases());
        cases.extend(service_cases());
        cases.extend(shape_and_assignment_cases());
        cases
    }

    fn place(text: &str, secret: &str) -> String {
        text.replacen("{}", secret, 1)
    }

    fn assert_kept(text: &str) {
        let result = redact(text);
        assert_eq!(result.text, text, "{:?}", result.counts);
        assert!(result.counts.is_empty(), "{text}");
    }

    #[test]
    fn every_rule_and_prefilter_compiles() {
        let engine = &*ENGINE;
        assert_eq!(engine.prefilter.len(), RULES.len());
        for index in 0..RULES.len() {
            assert!(!engine.regex(index).as_str().is_empty());
        }
    }

    #[test]
    fn redacts_each_kind_in_place() {
        for (kind, text, secret) in positives() {
            let input = place(text, &secret);
            let result = redact(&input);
            assert_eq!(
                result.text,
                place(text, &marker(kind)),
                "kind {kind}, input {input:?}"
            );
            assert_eq!(result.counts, vec![(kind, 1)], "input {input:?}");
            assert_eq!(result.total(), 1);
        }
    }

    fn assert_variants(variants: Vec<(&'static str, String)>) {
        for (kind, secret) in variants {
            let input = if kind == "telegram-bot-token" {
                format!("TELEGRAM_TOKEN={secret} end")
            } else {
                format!("value {secret} end")
            };
            let expected = input.replace(&secret, &marker(kind));
            assert_eq!(redact(&input).text, expected, "{secret}");
        }
    }

    #[test]
    fn cloud_code_host_and_ai_prefix_variants_are_redacted() {
        let digits = |len, seed| random(DIGITS, len, seed);
        assert_variants(vec![
            (
                "aws-access-key-id",
                key(&["AB", "IA"], &random(BASE32, 16, 1)),
            ),
            (
                "aws-access-key-id",
                key(&["AC", "CA"], &random(BASE32, 16, 2)),
            ),
            ("github-token", key(&["gh", "o_"], &alnum(36, 3))),
            ("github-token", key(&["gh", "u_"], &alnum(36, 4))),
            ("github-token", key(&["gh", "r_"], &alnum(36, 5))),
            (
                "github-token",
                key(&["gh", "s_"], &(alnum(8, 44) + "_" + &alnum(90, 45))),
            ),
            (
                "telegram-bot-token",
                format!("{}:Bc{}", digits(9, 46), random(B64URL, 33, 47)),
            ),
            (
                "gitlab-pat",
                key(
                    &["glp", "at-"],
                    &(random(B64URL, 27, 6) + ".01.1" + &random(BASE36, 8, 7)),
                ),
            ),
            ("gitlab-token", key(&["gl", "dt-"], &alnum(20, 8))),
            (
                "gitlab-token",
                key(&["gl", "cbt-"], &(alnum(2, 9) + "_" + &alnum(20, 10))),
            ),
            ("gitlab-token", key(&["gl", "ptt-"], &hex(40, 11))),
            (
                "gitlab-token",
                key(&["gl", "oas-"], &random(B64URL, 64, 12)),
            ),
            ("gitlab-token", key(&["GR13", "48941"], &alnum(20, 13))),
            (
                "atlassian-api-token",
                key(&["ATCTT3", "xFfG"], &random(B64URL, 120, 14)),
            ),
            (
                "openai-api-key",
                key(&["sk-", "svcacct-"], &random(B64URL, 150, 15)),
            ),
            (
                "huggingface-token",
                key(&["api", "_org_"], &random(LETTERS, 34, 16)),
            ),
        ]);
    }

    #[test]
    fn chat_payment_and_service_prefix_variants_are_redacted() {
        let digits = |len, seed| random(DIGITS, len, seed);
        assert_variants(vec![
            (
                "slack-token",
                key(
                    &["xo", "xp-"],
                    &format!(
                        "{}-{}-{}-{}",
                        digits(12, 17),
                        digits(12, 18),
                        digits(13, 19),
                        hex(32, 20)
                    ),
                ),
            ),
            ("slack-token", key(&["xo", "xa-2-"], &alnum(40, 21))),
            (
                "slack-token",
                key(
                    &["xo", "xr-"],
                    &format!("{}-{}", digits(12, 22), alnum(40, 23)),
                ),
            ),
            (
                "slack-token",
                key(&["xo", "xe-1-"], &random(BASE32, 146, 24)),
            ),
            ("slack-token", key(&["xo", "xe.xoxp-1-"], &alnum(164, 25))),
            (
                "slack-token",
                key(
                    &["xa", "pp-1-"],
                    &format!(
                        "A{}-{}-{}",
                        random(BASE32, 10, 26),
                        digits(13, 27),
                        hex(64, 28)
                    ),
                ),
            ),
            (
                "stripe-restricted-key",
                key(&["rk", "_test_"], &alnum(40, 29)),
            ),
            (
                "square-access-token",
                key(&["sq0", "atp-"], &random(B64URL, 22, 30)),
            ),
            (
                "pypi-token",
                key(
                    &["pypi-AgENdGVzdC5weXBp", "Lm9yZw"],
                    &random(B64URL, 80, 31),
                ),
            ),
            (
                "docker-hub-token",
                key(&["dckr", "_oat_"], &random(B64URL, 32, 32)),
            ),
            ("digitalocean-token", key(&["do", "o_v1_"], &hex(64, 33))),
            ("digitalocean-token", key(&["do", "r_v1_"], &hex(64, 34))),
            ("shopify-access-token", key(&["shp", "ca_"], &hex(32, 35))),
            ("shopify-access-token", key(&["shp", "pa_"], &hex(32, 36))),
            ("linear-api-key", key(&["lin", "_oauth_"], &hex(64, 37))),
            ("doppler-token", key(&["dp", ".st.dev."], &alnum(43, 38))),
            ("doppler-token", key(&["dp", ".sa."], &alnum(43, 39))),
            ("vault-token", key(&["hv", "b."], &random(B64URL, 140, 40))),
            (
                "sentry-token",
                key(&["sntr", "ys_eyJ"], &random(B64, 120, 41)),
            ),
            (
                "supabase-token",
                key(&["sb", "_secret_"], &random(B64URL, 32, 42)),
            ),
            ("grafana-token", key(&["gl", "c_"], &random(B64, 80, 43))),
        ]);
    }

    #[test]
    fn every_kind_has_a_positive_case() {
        let cases = positives();
        for kind in kinds().filter(|&kind| kind != "gcp-service-account-key") {
            assert!(
                cases.iter().any(|(case, _, _)| *case == kind),
                "no positive case for {kind}"
            );
        }
        for (kind, _, _) in &cases {
            assert!(kinds().any(|known| known == *kind), "unknown kind {kind}");
        }
    }

    #[test]
    fn kinds_are_many_sorted_and_lowercase_hyphenated() {
        let all: Vec<&str> = kinds().collect();
        assert!(all.len() >= 40, "only {} kinds", all.len());
        assert!(all.windows(2).all(|pair| pair[0] < pair[1]));
        for kind in all {
            assert!(
                kind.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{kind}"
            );
            assert!(!kind.starts_with('-') && !kind.ends_with('-') && !kind.contains("--"));
        }
    }

    #[test]
    fn marker_names_the_kind_in_brackets() {
        let token = key(&["gh", "p_"], &alnum(36, 150));
        let result = redact(&format!("a {token} b"));
        assert_eq!(result.text, "a [REDACTED:github-token] b");
    }

    #[test]
    fn gcp_service_account_json_loses_key_and_key_id() {
        let key = pem(&private_label(""), 200).replace('\n', "\\n");
        let key_id = hex(40, 201);
        let json = format!(
            "{{\"type\": \"service_account\", \"project_id\": \"demo-1\", \"private_key_id\": \"{key_id}\", \"private_key\": \"{key}\\n\", \"client_email\": \"ci@demo-1.iam.gserviceaccount.com\"}}"
        );
        let result = redact(&json);
        assert_eq!(
            result.counts,
            vec![("gcp-private-key-id", 1), ("gcp-service-account-key", 1)]
        );
        assert_eq!(
            result.text,
            "{\"type\": \"service_account\", \"project_id\": \"demo-1\", \"private_key_id\": \"[REDACTED:gcp-private-key-id]\", \"private_key\": \"[REDACTED:gcp-service-account-key]\", \"client_email\": \"ci@demo-1.iam.gserviceaccount.com\"}"
        );
    }

    #[test]
    fn multi_line_private_key_goes_whole_with_its_armour() {
        let block = pem(&private_label("RSA "), 300).replacen(
            "-----\n",
            "-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0A1B2C3D4E5F60718293A4B5C6D7E8F9\n\n",
            1,
        );
        let input = format!("Here it is:\n{block}\nand the rest of the answer.");
        let result = redact(&input);
        assert_eq!(result.counts, vec![("private-key", 1)]);
        assert_eq!(
            result.text,
            "Here it is:\n[REDACTED:private-key]\nand the rest of the answer."
        );
    }

    #[test]
    fn a_key_cut_at_either_end_still_goes() {
        let block = pem(&private_label("OPENSSH "), 400);
        // The window ends inside the key: BEGIN and body, no END.
        let head = &block[..block.find("\n-----END").unwrap()];
        let result = redact(&format!("cat id_ed25519\n{head}"));
        assert_eq!(result.text, "cat id_ed25519\n[REDACTED:private-key]");
        // The window ends mid-line.
        let result = redact(&head[..200]);
        assert_eq!(result.text, "[REDACTED:private-key]");
        // The window starts inside the key: body and END, no BEGIN.
        let tail = &block[block.find('\n').unwrap() + 1..];
        let result = redact(&format!("{tail}\nok"));
        assert_eq!(result.text, "[REDACTED:private-key]\nok");
        let result = redact(&format!("{}\nok", &tail[10..]));
        assert_eq!(result.text, "[REDACTED:private-key]\nok");
    }

    #[test]
    fn a_key_cut_short_stops_at_the_prose_after_it() {
        let begin = format!("-----BEGIN {}-----", private_label("RSA "));
        let body = [
            random(B64, 64, 500),
            random(B64, 64, 501),
            "AbC=".to_owned(),
        ]
        .join("\n");
        let result = redact(&format!(
            "{begin}\n{body}\nThe key above is cut short.\nThanks"
        ));
        assert_eq!(
            result.text,
            "[REDACTED:private-key]\nThe key above is cut short.\nThanks"
        );
    }

    #[test]
    fn url_password_keeps_scheme_user_and_host() {
        let password = alnum(18, 600);
        let result = redact(&format!(
            "amqp://worker:{password}@mq.internal/vhost and more"
        ));
        assert_eq!(
            result.text,
            "amqp://worker:[REDACTED:url-password]@mq.internal/vhost and more"
        );
        let result = redact(&format!(
            "https://bob:p@ss{password}@example.net:8443/x?y=a@b"
        ));
        assert_eq!(
            result.text,
            "https://bob:[REDACTED:url-password]@example.net:8443/x?y=a@b"
        );
    }

    #[test]
    fn overlapping_rules_give_one_redaction_named_by_the_specific_one() {
        // An Anthropic key is not also an OpenAI-style `sk-` key.
        let anthropic = key(&["sk-", "ant-api03-"], &(random(B64URL, 93, 700) + "AA"));
        let result = redact(&format!("OPENAI_API_KEY={anthropic}"));
        assert_eq!(result.counts, vec![("anthropic-api-key", 1)]);

        // A GitHub token used as a URL password is one GitHub token, and the
        // URL around it stays.
        let github = key(&["gh", "p_"], &alnum(36, 701));
        let result = redact(&format!(
            "git clone https://x-access-token:{github}@github.com/o/r.git"
        ));
        assert_eq!(
            result.text,
            "git clone https://x-access-token:[REDACTED:github-token]@github.com/o/r.git"
        );
        assert_eq!(result.counts, vec![("github-token", 1)]);

        // A JWT in an Authorization header is one JWT.
        let jwt = format!(
            "eyJhbGciOiJSUzI1NiJ9.eyJ{}.{}",
            random(B64URL, 60, 702),
            random(B64URL, 86, 703)
        );
        let result = redact(&format!("Authorization: Bearer {jwt}"));
        assert_eq!(result.text, "Authorization: Bearer [REDACTED:jwt]");
        assert_eq!(result.counts, vec![("jwt", 1)]);

        // A vendor key in an assignment is the vendor's key.
        let stripe = key(&["sk", "_live_"], &alnum(30, 704));
        let result = redact(&format!("\"api_key\": \"{stripe}\""));
        assert_eq!(result.counts, vec![("stripe-secret-key", 1)]);
        let aws = random(B64, 40, 705);
        let result = redact(&format!("aws_secret_access_key={aws}"));
        assert_eq!(result.counts, vec![("aws-secret-access-key", 1)]);

        // What looks like a token inside a private key belongs to the block.
        let block = pem(&private_label(""), 706).replacen(
            &random(B64, 64, 706),
            &key(&["gh", "p_"], &alnum(60, 707)),
            1,
        );
        let result = redact(&block);
        assert_eq!(result.text, "[REDACTED:private-key]");
        assert_eq!(result.counts, vec![("private-key", 1)]);
    }

    #[test]
    fn counts_are_per_kind_sorted_and_totalled() {
        let a = key(&["gh", "p_"], &alnum(36, 800));
        let b = key(&["gh", "o_"], &alnum(36, 801));
        let c = key(&["AK", "IA"], &random(BASE32, 16, 802));
        let result = redact(&format!("{a}\n{b} and {c}; again {a}"));
        assert_eq!(
            result.counts,
            vec![("aws-access-key-id", 1), ("github-token", 3)]
        );
        assert_eq!(result.total(), 4);
        assert_eq!(
            result.text,
            "[REDACTED:github-token]\n[REDACTED:github-token] and [REDACTED:aws-access-key-id]; again [REDACTED:github-token]"
        );
    }

    #[test]
    fn adjacent_secrets_are_each_redacted() {
        let a = key(&["gh", "p_"], &alnum(36, 900));
        let b = key(&["gh", "p_"], &alnum(36, 901));
        let t = random(DIGITS, 10, 902) + ":AA" + &random(B64URL, 33, 903);
        let u = random(DIGITS, 10, 904) + ":AA" + &random(B64URL, 33, 905);
        let result = redact(&format!("{a} {b},{t} {u}"));
        assert_eq!(
            result.counts,
            vec![("github-token", 2), ("telegram-bot-token", 2)]
        );
    }

    #[test]
    fn random_values_of_any_alphabet_are_taken_for_secrets() {
        // regression: hex, base36 and upper-case values used to pass for
        // names one time in ten, and stayed.
        let alphabets = [ALNUM, HEX, BASE36, BASE32, B64URL];
        for (index, alphabet) in alphabets.iter().enumerate() {
            for seed in 0..80 {
                let seed = seed + 1000 * u64::try_from(index).unwrap();
                let len = 20 + usize::try_from(seed % 21).unwrap();
                let value = random(alphabet, len, seed);
                let input = format!("API_TOKEN={value}\n");
                assert_eq!(
                    redact(&input).text,
                    "API_TOKEN=[REDACTED:generic-secret]\n",
                    "{value}"
                );
            }
        }
    }

    #[test]
    fn redaction_is_idempotent() {
        let mut all = String::new();
        for (_, text, secret) in positives() {
            let input = place(text, &secret);
            let once = redact(&input);
            let twice = redact(&once.text);
            assert_eq!(twice.text, once.text, "input {input:?}");
            assert!(
                twice.counts.is_empty(),
                "{:?} in {:?}",
                twice.counts,
                once.text
            );
            all.push_str(&input);
            all.push('\n');
        }
        let once = redact(&all);
        assert!(once.total() >= positives().len());
        let twice = redact(&once.text);
        assert_eq!(twice.text, once.text);
        assert_eq!(twice.total(), 0);
    }

    #[test]
    fn markers_in_the_input_are_left_alone() {
        let mut text = String::new();
        for kind in kinds() {
            let m = marker(kind);
            writeln!(
                text,
                "{kind}: {m}\nexport X_{kind}={m}\n\"{kind}\": \"{m}\""
            )
            .unwrap();
            writeln!(
                text,
                "password = \"{m}\"\napi_key={m}\nAuthorization: Bearer {m}"
            )
            .unwrap();
            writeln!(text, "https://user:{m}@host/ and redis://:{m}@cache").unwrap();
        }
        assert_kept(&text);
    }

    #[test]
    fn placeholders_and_examples_are_kept() {
        let ghp = ["gh", "p_"].concat();
        let rsa = private_label("RSA ");
        let cases = [
            key(&["AK", "IA"], "IOSFODNN7EXAMPLE"),
            format!(
                "aws_secret_access_key = {}",
                ["wJalrXUtnFEMI/K7MDENG/", "bPxRfiCYEXAMPLEKEY"].concat()
            ),
            format!("GITHUB_TOKEN={ghp}{}", "x".repeat(36)),
            format!("{ghp}{}", "X".repeat(36)),
            format!("{ghp}{}", "0".repeat(36)),
            format!("{ghp}{}", "abcd".repeat(9)),
            format!("{ghp}{}", "a1B2".repeat(9)),
            format!("{ghp}{}", "A1B2C3D4E5F6".repeat(3)),
            format!("{ghp}1234567890abcdefghijklmnopqrstuvwxyz"),
            format!("{ghp}zyxwvutsrqponmlkjihgfedcba9876543210"),
            "OPENAI_API_KEY=sk-...".to_owned(),
            "ANTHROPIC_API_KEY=sk-ant-...".to_owned(),
            format!("export ANTHROPIC_API_KEY=sk-ant-api03-{}", "x".repeat(95)),
            "OPENAI_API_KEY=sk-your-key-here".to_owned(),
            "key: sk-abc123def456ghi789jkl012mno345pq".to_owned(),
            "export ANTHROPIC_API_KEY=your_api_key_here".to_owned(),
            "api_key = \"<your-api-key>\"".to_owned(),
            "token: ${GITHUB_TOKEN}".to_owned(),
            "token: ${{ secrets.GITHUB_TOKEN }}".to_owned(),
            "password=$DB_PASSWORD".to_owned(),
            "password: \"********\"".to_owned(),
            "password: changeme".to_owned(),
            "\"password\": \"REDACTED_PASSWORD_1\"".to_owned(),
            "client_secret = \"placeholder-client-secret-123\"".to_owned(),
            "api_key: dummy_key_for_tests_1234".to_owned(),
            "api_key: fake4e7a9c2b1d3f5a6b8c".to_owned(),
            "secret: 'EXAMPLE_SECRET_VALUE_0001'".to_owned(),
            "Authorization: Bearer $TOKEN".to_owned(),
            "Authorization: Bearer <token>".to_owned(),
            "Authorization: Bearer YOUR_ACCESS_TOKEN".to_owned(),
            "postgres://user:password@localhost:5432/db".to_owned(),
            "postgres://postgres:postgres@localhost/db".to_owned(),
            "redis://:changeme@localhost:6379".to_owned(),
            "redis://deploy:xxxx@cache:6379".to_owned(),
            "https://user:${PASS}@host.example/".to_owned(),
            "mysql://root:***@db/prod".to_owned(),
            "mysql://root:%2A%2A%2A%2A@db/prod".to_owned(),
            format!("-----BEGIN {rsa}-----\n...\n-----END {rsa}-----"),
            format!("-----BEGIN {rsa}-----\n<your key here>\n-----END {rsa}-----"),
            format!("-----BEGIN {rsa}-----\nMIIEpAIBAAKCAQEA...\n-----END {rsa}-----"),
            "xoxb-your-bot-token".to_owned(),
            "sk_live_...".to_owned(),
        ];
        for case in cases {
            assert_kept(&case);
        }
    }

    #[test]
    fn ordinary_prose_and_code_are_kept() {
        let cases = [
            "I will commit now: all 42 tests pass, rc=0.".to_owned(),
            "We use sk-learn (scikit-learn); the sk- prefix is for OpenAI keys.".to_owned(),
            "The risk-assessment-framework-for-large-models paper.".to_owned(),
            "commit 3f2c9a1b8e7d6c5b4a39281706f5e4d3c2b1a098 fixed it".to_owned(),
            "Merged 3f2c9a1 into main; HEAD is now 3f2c9a1b8e7d6c5b4a39281706f5e4d3c2b1a098."
                .to_owned(),
            "request id 550e8400-e29b-41d4-a716-446655440000 failed".to_owned(),
            format!("sha256:{}", hex(64, 1002)),
            format!("checksum = \"{}\"", hex(64, 1003)),
            format!("\"integrity\": \"sha512-{}==\"", random(B64, 86, 1004)),
            format!("data:image/png;base64,{}", random(B64, 400, 1005)),
            format!("The payload is {} (base64).", random(B64, 120, 1006)),
            format!(
                "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{} dev@laptop",
                random(B64, 43, 1007)
            ),
            format!(
                "-----BEGIN PUBLIC KEY-----\n{}\n{}\n-----END PUBLIC KEY-----",
                random(B64, 64, 1000),
                random(B64, 64, 1001)
            ),
            format!(
                "-----BEGIN CERTIFICATE-----\n{}\n{}\n-----END CERTIFICATE-----",
                random(B64, 64, 1008),
                random(B64, 64, 1009)
            ),
            "max_tokens: 4096".to_owned(),
            "\"input_tokens\": 123456789012, \"output_tokens\": 98765".to_owned(),
            "tokenizer: cl100k_base".to_owned(),
            "\"token_type\": \"Bearer\"".to_owned(),
            "the token budget was exceeded; password: see the vault".to_owned(),
            "let token = fetch_token_from_vault_v2;".to_owned(),
            "password = self.password_field".to_owned(),
            "api_key = os.environ[\"OPENAI_API_KEY\"]".to_owned(),
            "OPENAI_API_KEY: OPENAI_API_KEY_FROM_ENV".to_owned(),
            "secret_name: prod-db-credentials-v2".to_owned(),
            "secretName: arn-aws-secretsmanager-us-east-1-1234".to_owned(),
            "password_min_length = 12345678901234".to_owned(),
            "token_url: https://oauth2.googleapis.com/token".to_owned(),
            "PWD=/work/main/src/judge\nOLDPWD=/work/main".to_owned(),
            "credentials_file = ~/.config/gcloud/application_default_credentials.json".to_owned(),
            "token_expires_at: \"2026-01-01T00:00:00Z\"".to_owned(),
            "pub token_type: CFStringTokenizerTokenType,".to_owned(),
            "fn new(password: SecretString, api_key: X509CertificateTemplateFlag) {}".to_owned(),
            "secret: NETSETUP_PROVISION_ONLINE_CALLER".to_owned(),
            "let secret = \"([a-zA-Z0-9]{32})\";".to_owned(),
            "fn redact(text: &str) -> Redacted { let secret = caps.get(1); }".to_owned(),
            "bypass: 1234567890ab".to_owned(),
            "See https://docs.example.com:443/path and user@host.example.".to_owned(),
            "git@github.com:owner/repo.git".to_owned(),
            "コミットしてもよいですか？テストはすべて通りました。".to_owned(),
            "Voulez-vous que je fasse le commit ? Tous les tests passent.".to_owned(),
            "¿Hago el commit ahora? Las pruebas pasan.".to_owned(),
            "[REDACTED:github-token] was already removed".to_owned(),
        ];
        for case in cases {
            assert_kept(&case);
        }
    }

    #[test]
    fn never_panics_on_odd_input() {
        let begin = format!("-----BEGIN {}-----\n", private_label("RSA "));
        let end = format!("\n-----END {}-----", private_label("RSA "));
        let pieces = [
            "",
            "é",
            "日本語",
            "🦀",
            "\u{0}",
            "\u{202e}",
            "\r\n",
            "\\n",
            "\"",
            "'",
            "`",
            ":",
            "=",
            "@",
            "://",
            "sk-",
            "ghp_",
            "password=",
            "token: ",
            "Bearer ",
            "eyJ",
            ".",
            "-----",
            &begin,
            &end,
            "AAAA",
            "$",
            "[REDACTED:",
            "]",
            "\t",
            "ß",
            "İ",
            "\u{212a}",
        ];
        let mut text = String::new();
        for step in 0..2_000_u64 {
            let pick = random(ALNUM, 1, step).as_bytes()[0];
            text.push_str(pieces[usize::from(pick) % pieces.len()]);
            if step % 7 == 0 {
                text.push_str(&random(B64, 30, step));
            }
        }
        let once = redact(&text);
        let twice = redact(&once.text);
        assert_eq!(twice.text, once.text);
        assert_eq!(twice.total(), 0);

        let unbalanced = begin.repeat(500) + &random(B64, 64, 1);
        assert_eq!(redact(&unbalanced).total(), 1);
        assert_eq!(redact(&end.repeat(500)).total(), 0);
        assert_eq!(
            redact(""),
            Redacted {
                text: String::new(),
                counts: Vec::new()
            }
        );
    }

    #[test]
    fn large_input_without_secrets_comes_back_unchanged() {
        let paragraph = "The agent ran cargo test; 128 passed, 0 failed. Next it will open a PR \
            at https://github.com/o/r after CI. 日本語のテキストも。 max_tokens: 4096\n";
        assert_kept(&paragraph.repeat(2_000));
    }

    // regression: nested URLs hid a second password from one pass (found by
    // the redact fuzz target as a redacted text that redacted again).
    #[test]
    fn nested_url_passwords_are_all_removed() {
        for input in [
            "p://:\u{fffd}@d://:\u{fffd}@r",
            "postgres://admipostgres://adostgradmipostgres://adostgres://admin:hunt.@dbre2min:hunt.@dbes://admin:hunt.@dbre2min:hunt.@dbre2ind",
        ] {
            let once = redact(input);
            assert!(once.total() > 0, "{input}");
            let twice = redact(&once.text);
            assert_eq!(twice.text, once.text, "{input}");
            assert_eq!(twice.total(), 0, "{input}");
        }
    }
}
