//! Realistic cases for the tests: secrets generated at run time.

use super::super::redact;

// Test secrets are generated at run time from fixed seeds, and vendor
// prefixes are split, so that this file holds nothing a secret scanner
// would take for a live key.

pub(super) const ALNUM: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
pub(super) const B64: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
pub(super) const B64URL: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
pub(super) const HEX: &str = "0123456789abcdef";
pub(super) const DIGITS: &str = "0123456789";
pub(super) const BASE32: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
pub(super) const BASE36: &str = "abcdefghijklmnopqrstuvwxyz0123456789";
pub(super) const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
pub(super) const BECH32: &str = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";

/// `len` characters of `alphabet`, pseudo-random from `seed` (xorshift).
pub(super) fn random(alphabet: &str, len: usize, seed: u64) -> String {
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

pub(super) fn alnum(len: usize, seed: u64) -> String {
    random(ALNUM, len, seed)
}

pub(super) fn hex(len: usize, seed: u64) -> String {
    random(HEX, len, seed)
}

pub(super) fn uuid(seed: u64) -> String {
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
pub(super) fn key(prefix: &[&str], rest: &str) -> String {
    prefix.concat() + rest
}

/// An armoured block with a random base64 body.
pub(super) fn pem(label: &str, seed: u64) -> String {
    let body: Vec<String> = (0..6).map(|line| random(B64, 64, seed + line)).collect();
    format!(
        "-----BEGIN {label}-----\n{}\n{}==\n-----END {label}-----",
        body.join("\n"),
        random(B64, 20, seed + 99)
    )
}

pub(super) fn private_label(algorithm: &str) -> String {
    format!("{algorithm}PRIV{}", "ATE KEY")
}

pub(super) fn marker(kind: &str) -> String {
    format!("[REDACTED:{kind}]")
}

/// A realistic case: the kind, the text around the secret (`{}` is
/// where it goes), the secret.
pub(super) type Case = (&'static str, &'static str, String);

pub(super) fn cloud_cases() -> Vec<Case> {
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

pub(super) fn code_host_cases() -> Vec<Case> {
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

pub(super) fn ai_cases() -> Vec<Case> {
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

pub(super) fn chat_and_payment_cases() -> Vec<Case> {
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

pub(super) fn registry_cases() -> Vec<Case> {
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

pub(super) fn service_cases() -> Vec<Case> {
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

pub(super) fn shape_and_assignment_cases() -> Vec<Case> {
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

pub(super) fn webhook_and_cookie_cases() -> Vec<Case> {
    vec![
        (
            "office365-webhook-url",
            concat!(
                "TEAMS_HOOK=https://acme.webhook.office.com/webhookb2/",
                "0b6f3c2e-8d41-4a7e-9c55-2f1e7d9a6b30@5e2d8c71-3a9f-4b06-8e14-c7a2f9d03b58",
                "/IncomingWebhook/{}"
            ),
            format!("{}/{}/V2{}", hex(32, 54), uuid(55), alnum(40, 56)),
        ),
        (
            "session-cookie",
            "> Cookie: theme=dark; sessionid={}; lang=en",
            alnum(40, 57),
        ),
    ]
}

pub(super) fn positives() -> Vec<Case> {
    let mut cases = cloud_cases();
    cases.extend(code_host_cases());
    cases.extend(ai_cases());
    cases.extend(chat_and_payment_cases());
    cases.extend(registry_cases());
    cases.extend(service_cases());
    cases.extend(shape_and_assignment_cases());
    cases.extend(webhook_and_cookie_cases());
    cases
}

pub(super) fn place(text: &str, secret: &str) -> String {
    text.replacen("{}", secret, 1)
}

pub(super) fn assert_kept(text: &str) {
    let result = redact(text);
    assert_eq!(result.text, text, "{:?}", result.counts);
    assert!(result.counts.is_empty(), "{text}");
}
