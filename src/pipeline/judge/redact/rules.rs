//! The rules: one pattern per shape of secret, most specific first.

use super::check::Check;

/// One pattern for one kind of secret.
pub(super) struct Rule {
    pub(super) kind: &'static str,
    /// A cheap regex (literals, mostly) that every match of `pattern`
    /// contains.
    pub(super) prefilter: &'static str,
    /// Where the secret is: the first capture group other than `key`, or the
    /// whole match. Word boundaries are ASCII (`(?-u:\b)`), which keeps the
    /// fast engines on for text in any language.
    pub(super) pattern: &'static str,
    /// What the found value must look like to be taken for a real secret.
    pub(super) check: Check,
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
            r#")\\?["']?[ \t]*(?:=|:=|=>|:|：|[│|])[ \t]*"#,
            value!(),
        )
    };
}

/// Builds a pattern for a value that prose gives one of `$keys`: "the
/// password is …", "le mot de passe est « … »", "set api_key to “…”".
macro_rules! told {
    ($keys:expr) => {
        concat!(
            r#"(?P<key>"#,
            $keys,
            r#")[ \t]+(?i-u:is|was|est|ist|lautet|es|era|to|as)[ \t:]+"#,
            value!(),
        )
    };
}

/// A value, quoted (the quotes are not part of it) or bare up to a space,
/// a closing bracket or the end of a quoted string around it.
macro_rules! value {
    () => {
        concat!(
            r#"(?:\\?"([^"\\\s]+)\\?"|'([^'\\\s]+)'|`([^`\\\s]+)`"#,
            typographic_quoted!(),
            r#"|([A-Za-z0-9_.~+/=!@#%^*$<>{}?|…-]*[A-Za-z0-9_~+/=!@#%^*$<>{}?|-])\.?(?:[\s,;)}\]"'`&]|\\[nrt]|$))"#,
        )
    };
}

/// A value in typographic quotes, each kind its own group: « », “ ”, „ “,
/// ‘ ’, ‹ ›, 「 」, 『 』 (French ones with a space inside).
macro_rules! typographic_quoted {
    () => {
        concat!(
            r"|«[ \t\u{a0}\u{202f}]?([^»\s]+)[ \t\u{a0}\u{202f}]?»|“([^”\s]+)”|„([^“”\s]+)[“”]",
            r"|‘([^’\s]+)’|‹[ \t\u{a0}\u{202f}]?([^›\s]+)[ \t\u{a0}\u{202f}]?›|「([^」\s]+)」|『([^』\s]+)』",
        )
    };
}

/// The value of a command-line option: quoted, or up to a space.
macro_rules! flag_value {
    () => {
        r#"(?:'([^'\n]+)'|"([^"\n]+)"|([^\s'"-][^\s'"]*))"#
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
            r"(?i-u:(?:secret|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|credential)[A-Za-z0-9_.-]*",
            r"|(?-u:\b)_?auth(?-u:\b)|(?:client|tls|ssl)[_.-]?key[_.-]?data)",
            r"|(?i:トークン|シークレット|APIキー|秘密鍵|密钥|令牌|アクセスキー)",
        )
    };
}

/// The rules, most specific first: when matches of two kinds overlap, the
/// earlier rule wins.
pub(super) static RULES: &[Rule] = &[
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
        r"(?i-u:AccountKey)=((?:[A-Za-z0-9+/]|%2[BbFf]){40,}(?:=|%3[Dd]){0,2})",
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
        r"(?i-u:SharedAccessKey)=((?:[A-Za-z0-9+/]|%2[BbFf]){30,}(?:=|%3[Dd]){0,2})",
        Check::Token,
    ),
    rule(
        "azure-sas-signature",
        "sig=",
        r"[?&;]sig=([A-Za-z0-9%+/_-]{30,}(?:%3[Dd]|=){0,2})",
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
        "office365-webhook-url",
        "IncomingWebhook/",
        concat!(
            r"(?i-u:webhook\.office\.com/webhookb2|outlook\.office(?:365)?\.com/webhook)/[0-9a-f-]{36}@[0-9a-f-]{36}",
            r"/IncomingWebhook/([0-9a-f]{32}/[0-9a-f-]{36}(?:/[A-Za-z0-9_-]+)?)",
        ),
        Check::Token,
    ),
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
        r":_auth(?:Token)?(?:[ \t]*=[ \t]*|[ \t]+)([A-Za-z0-9+/=_.-]{20,})",
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
        r#"(?-u:\b)[A-Za-z][A-Za-z0-9+.-]*://[^\s:/?#@"'<>\[\]{}]*:([^\s/"'<>\[\]{}]+)@[A-Za-z0-9\[]"#,
        Check::UrlPassword,
    ),
    rule(
        "authorization-header",
        "(?i-u:authorization)",
        r#"(?i-u:authorization)\\?["']?[ \t]*[:=][ \t]*\\?["']?(?i-u:bearer|basic|token|bot|apikey|sso-key)[ \t]+([A-Za-z0-9._~+/=:-]+)"#,
        Check::Header,
    ),
    // Cookie headers: each value that looks like a session.
    rule(
        "session-cookie",
        "(?i-u:cookie)",
        r#"(?i-u:(?:set-)?cookie)\\?["']?[ \t]*[:=][ \t]*\\?["']?([^\r\n"'\\]+)"#,
        Check::Cookies,
    ),
    // Command lines: the password options of the tools that take one.
    rule(
        "password",
        "(?i-u:mysql|mariadb)",
        concat!(
            r"(?-u:\b)(?:mysql[a-z_]*|mariadb[a-z-]*)[ \t](?:[^\n;|&]*?[ \t])?-p[ \t]*",
            flag_value!(),
        ),
        Check::Password,
    ),
    rule(
        "password",
        "login|sshpass|redis-cli|sqlcmd|mongo",
        concat!(
            r"(?-u:\b)(?:(?:docker|podman|buildah|skopeo|oras|crane|nerdctl|helm[ \t]+registry|az|cf|argocd)[ \t]+login",
            r"|sshpass|redis-cli|sqlcmd|mongo[a-z]*)[ \t](?:[^\n;|&]*?[ \t])?",
            r"(?:-p|-P|-a|--password|--pass)(?:[ \t]+|=)?",
            flag_value!(),
        ),
        Check::Password,
    ),
    rule(
        "password",
        "curl|wget|http|xh",
        concat!(
            r"(?-u:\b)(?:curl|wget|http|https|xh)[ \t](?:[^\n;|&]*?[ \t])?(?:-u|--user|--http-user)",
            r#"(?:[ \t]+|=)?["']?[^\s:'"]+:([^\s'"]+)"#,
        ),
        Check::UrlPassword,
    ),
    rule(
        "password",
        "storepass|keypass|pass:|rabbitmqctl|htpasswd",
        concat!(
            r"(?:-(?:src|dest)?(?:storepass|keypass)[ \t]+|(?-u:\b)pass:",
            r"|rabbitmqctl[ \t]+(?:add_user|change_password)[ \t]+\S+[ \t]+",
            r"|htpasswd[ \t]+-[a-zA-Z]*b[a-zA-Z]*[ \t]+(?:\S+[ \t]+){2})",
            flag_value!(),
        ),
        Check::Password,
    ),
    // Prose: "the password is …", and a key right before corner brackets.
    rule(
        "password",
        r"(?:(?i-u:pass|pwd|mot de passe|senha)[A-Za-z_.-]*|contraseña|пароль)[ \t]+(?i-u:is|was|est|ist|lautet|es|era|to|as)[ \t:]",
        told!(password_keys!()),
        Check::Told { password: true },
    ),
    rule(
        "generic-secret",
        r"(?i-u:secret|token|key|credential)[A-Za-z_.-]*[ \t]+(?i-u:is|was|est|ist|lautet|es|era|to|as)[ \t:]",
        told!(secret_keys!()),
        Check::Told { password: false },
    ),
    rule(
        "password",
        "「|『",
        concat!(
            r"(?P<key>パスワード|暗証番号|密码|密碼|비밀번호|トークン|シークレット|APIキー|秘密鍵|密钥|令牌)",
            r"(?:は|：|:)?[ \t]*(?:「([^」\s]+)」|『([^』\s]+)』)",
        ),
        Check::Password,
    ),
    // Assignments to a password, secret or token key.
    rule(
        "password",
        "machine|default",
        r"(?-u:\b)(?:machine[ \t]+\S+|default)(?:\s+(?:login|account|port|protocol)[ \t]+\S+)*\s+password[ \t]+(\S+)",
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
            r#"\\?["']?[ \t]*[:=：│|]"#,
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
            r"|(?i-u:_?auth|(?:client|tls|ssl)[_.-]?key[_.-]?data)",
            r#"|(?i:トークン|シークレット|APIキー|秘密鍵|密钥|令牌|アクセスキー))\\?["']?[ \t]*[:=：│|]"#,
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
