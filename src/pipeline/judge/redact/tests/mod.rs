use std::fmt::Write as _;

use super::check::log2;
use super::*;

mod cases;
mod shapes;
use cases::*;

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
        // What the view decodes and joins, and the newer rules' anchors.
        "\\u0077",
        "\\ud83d",
        "\\u",
        "\\",
        "\n",
        "«",
        "»",
        "「",
        "│ ",
        "Cookie: ",
        "mysql -p",
        "docker login -p ",
        "pass",
        "word",
        " is ",
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
    for at in (0..=text.len())
        .step_by(3)
        .filter(|&at| text.is_char_boundary(at))
    {
        assert!(text.is_char_boundary(safe_start(&text, at)));
        assert!(text.is_char_boundary(safe_end(&text, at)));
    }

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
