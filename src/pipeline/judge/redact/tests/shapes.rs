//! One test for each shape in which transcripts carry secrets that once got
//! through to the judge, and the look-alikes that must stay.

use super::cases::*;
use crate::pipeline::judge::Failure;
use crate::pipeline::judge::normalize::Answer;
use crate::pipeline::judge::redact::redact;
use crate::pipeline::judge::redacted as judgment;
use crate::pipeline::window;

const SYMBOLS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#*+-_";

/// A password as a person sets one: letters, digits and a few symbols.
fn password(seed: u64) -> String {
    random(SYMBOLS, 10, seed) + &random("0123456789", 2, seed + 1) + "aZ"
}

/// Asserts that `secret` is gone from `text` once redacted, and that no 5
/// characters of it in a row are left.
#[track_caller]
fn assert_gone(text: &str, secret: &str) {
    let out = redact(text).text;
    let chars: Vec<char> = secret.chars().collect();
    for part in chars.windows(5) {
        let part: String = part.iter().collect();
        assert!(
            !out.contains(&part),
            "{part:?} of {secret:?} left in {out:?}"
        );
    }
}

#[test]
fn json_escapes_around_and_inside_keys() {
    let p = password(1000);
    let t = alnum(32, 1001);
    for text in [
        // After `\n` a key follows a word character: `nDB_PASSWORD`.
        format!(r#"{{"content":"DB_HOST=db\nDB_PASSWORD={p}\nDB_PORT=5432"}}"#),
        format!(r#"{{"out":"\tAPI_TOKEN={t}\t"}}"#),
        format!(r#""text": "{{\n  \"password\": \"{p}\"\n}}""#),
        format!(r#"{{"out":"\u0022api_key\u0022:\u0022{t}\u0022"}}"#),
        format!(r#"{{"out":"pass\u0077ord={p}"}}"#),
        format!(r#"{{"out":"secret\u005fkey: {t}"}}"#),
        format!(r#"{{"out":"password\u003d{p}"}}"#),
    ] {
        assert_gone(&text, if text.contains(&p) { &p } else { &t });
    }
}

#[test]
fn keys_split_by_a_terminal_wrap() {
    let s = random(B64, 40, 1010);
    assert_gone(
        &format!("$ env\nAWS_SECRET_ACC\nESS_KEY={s}\nHOME=/root"),
        &s,
    );
    let p = password(1011);
    assert_gone(
        &format!("│ POSTGRES_PASSW\n│ ORD          │ {p}\n│ POSTGRES_DB  │ app"),
        &p,
    );
    assert_gone(&format!("  --set auth.rootPassw\n  ord={p} \\"), &p);
    // A token wrapped at the terminal's width: both parts go.
    let token = key(&["gh", "p_"], &alnum(36, 1012));
    let line = format!("remote: using the credential helper, token={token}");
    let (first, second) = line.split_at(60);
    let out = redact(&format!("{first}\n{second}\nremote: done")).text;
    assert!(
        !out.contains(&token[..12]) && !out.contains(&token[30..]),
        "{out}"
    );
}

#[test]
fn a_whole_token_at_a_line_end_keeps_the_next_line() {
    // regression: a token the text shows whole, ending a line as wide as a
    // terminal's, was taken for a wrap and joined to the next line's first
    // word, which was redacted with it: the judge never saw "Pushing".
    let token = key(&["gh", "p_"], &alnum(36, 1013));
    for next in ["Pushing to main now.", "deploying", "  Committing the fix."] {
        let text = format!("the credential helper printed token {token}\n{next}");
        assert_eq!(
            redact(&text).text,
            format!("the credential helper printed token [REDACTED:github-token]\n{next}")
        );
    }
}

#[test]
fn values_in_typographic_quotes() {
    let p = password(1020);
    let t = alnum(32, 1021);
    for text in [
        format!("password: «{p}»"),
        format!("Le mot de passe est « {p} » pour le compte admin."),
        format!("Das Passwort lautet „{p}“."),
        format!("パスワード「{p}」でログインしてください。"),
        format!("密码：『{p}』"),
        format!("The password is “{p}”, do not share it."),
    ] {
        assert_gone(&text, &p);
    }
    assert_gone(&format!("Set api_key to “{t}” in the dashboard."), &t);
    assert_gone(&format!("api_key = ‘{t}’ # prod"), &t);
    assert_gone(&format!("token: ‹{t}›"), &t);
}

#[test]
fn credentials_on_command_lines() {
    let p = password(1030);
    let t = alnum(40, 1031);
    for text in [
        format!("$ mysql -h db -u report -p{p} sales"),
        format!("$ mysqldump -u root -p {p} --all-databases"),
        format!("$ mariadb -u admin -p'{p}'"),
        format!("pg_restore --host=10.0.3.4 --password {p} backup.tar"),
        format!("./deploy.sh --env prod --password={p} --verbose"),
        format!("curl -s -u deploy:{p} https://ci.example.org/api/json"),
        format!("curl --user 'svc:{p}' https://ci.example.org"),
        format!("echo ok && docker login -u ci-bot -p {p} registry.example.io"),
        format!("podman login -p {p} -u x quay.io"),
        format!("PGPASSWORD={p} psql -h localhost -U app"),
        format!("Bash(sshpass -p '{p}' ssh ops@10.1.1.9 uptime)"),
        format!("redis-cli -h cache -a {p} INFO"),
        format!("sqlcmd -S srv -U sa -P {p} -Q 'select 1'"),
        format!("mongo -u admin -p {p} --authenticationDatabase admin"),
        format!("keytool -list -storepass {p}"),
        format!("openssl pkcs12 -export -passout pass:{p}"),
    ] {
        assert_gone(&text, &p);
    }
    assert_gone(&format!("gh api --token {t} repos/acme/web"), &t);
    assert_gone(&format!("npm config set //r.example/:_authToken {t}"), &t);
    assert_gone(
        &format!("curl -H 'Authorization: token {t}' https://git.example.io/api"),
        &t,
    );
}

#[test]
fn whole_secret_files() {
    let p = password(1040);
    let netrc = format!("machine api.example.com\n  login ana\n  password {p}\n");
    assert_gone(&netrc, &p);
    assert_gone(&format!("default login anonymous password {p}"), &p);
    let auth = random(B64, 32, 1041) + "==";
    assert_gone(
        &format!(
            "{{\n\t\"auths\": {{\n\t\t\"registry.example.io\": {{\n\t\t\t\"auth\": \"{auth}\"\n\t\t}}\n\t}}\n}}"
        ),
        &auth,
    );
    let key_data = random(B64, 1200, 1042);
    assert_gone(
        &format!("users:\n- name: admin\n  user:\n    client-key-data: {key_data}\n"),
        &key_data,
    );
    let token = format!("{}.{}", random(BASE36, 6, 1043), random(BASE36, 16, 1044));
    assert_gone(
        &format!("users:\n- name: ci\n  user:\n    token: {token}\n"),
        &token,
    );
    assert_gone(&format!("[pypi]\nusername = ana\npassword = {p}\n"), &p);
    let npm = alnum(36, 1045);
    assert_gone(
        &format!("registry=https://npm.example.io/\n//npm.example.io/:_authToken={npm}\n"),
        &npm,
    );
    let session = alnum(48, 1046);
    assert_gone(
        &format!("> Cookie: sessionid={session}; theme=dark"),
        &session,
    );
    assert_gone(
        &format!("< Set-Cookie: __Host-session={session}; Path=/; Secure"),
        &session,
    );
    assert_gone(
        &format!(r#"{{"headers":{{"cookie":"connect.sid=s%3A{session}.x"}}}}"#),
        &session,
    );
    // The settings in the same headers stay.
    let out = redact(&format!("Cookie: theme=dark; sid={session}")).text;
    assert_eq!(out, "Cookie: theme=dark; sid=[REDACTED:session-cookie]");
}

#[test]
fn connection_strings_and_webhooks() {
    let encoded = random(B64, 86, 1050)
        .replace('+', "%2B")
        .replace('/', "%2F")
        + "%3D%3D";
    assert_gone(
        &format!(
            "DefaultEndpointsProtocol=https;AccountName=logs;AccountKey={encoded};EndpointSuffix=core.windows.net"
        ),
        &encoded,
    );
    let sig = random(B64, 43, 1051)
        .replace('+', "%2B")
        .replace('/', "%2F")
        + "%3D";
    assert_gone(
        &format!(
            "BlobEndpoint=https://logs.blob.core.windows.net/;SharedAccessSignature=sv=2022-11-02&sp=rl&sig={sig}"
        ),
        &sig,
    );
    let p = password(1052).replace('#', "%23") + "%2F";
    assert_gone(
        &format!("DATABASE_URL=postgresql://app:{p}@pg.internal:5432/app"),
        &p,
    );
    let p = password(1053);
    assert_gone(
        &format!("mongodb+srv://reporting:{p}@cluster0.example.net/db"),
        &p,
    );
    assert_gone(
        &format!("Server=tcp:db,1433;User ID=crm;Password={p};Encrypt=True;"),
        &p,
    );
    assert_gone(
        &format!("jdbc:mysql://db:3306/shop?user=shop&password={p}&useSSL=true"),
        &p,
    );
    let teams = format!("{}/{}/V2{}", hex(32, 1054), uuid(1055), alnum(40, 1056));
    assert_gone(
        &format!(
            "https://acme.webhook.office.com/webhookb2/{}@{}/IncomingWebhook/{teams}",
            uuid(1057),
            uuid(1058)
        ),
        &teams,
    );
    let legacy = format!("{}/{}", hex(32, 1059), uuid(1060));
    assert_gone(
        &format!(
            "https://outlook.office.com/webhook/{}@{}/IncomingWebhook/{legacy}",
            uuid(1061),
            uuid(1062)
        ),
        &legacy,
    );
    let slack = alnum(24, 1063);
    assert_gone(
        &format!(
            "https://hooks.slack.com/services/T{}/B{}/{slack}",
            random(BASE32, 8, 1064),
            random(BASE32, 10, 1065)
        ),
        &slack,
    );
    let discord = random(B64URL, 68, 1066);
    assert_gone(
        &format!(
            "https://discord.com/api/webhooks/{}/{discord}",
            random(DIGITS, 19, 1067)
        ),
        &discord,
    );
}

#[test]
fn passwords_with_odd_characters() {
    let p = password(1070);
    for value in [
        format!("${p}"),
        format!("$${p}"),
        format!("%{p}"),
        format!("{{{p}"),
        format!("{{{p}}}"),
        format!("{}<{}>{}", &p[..5], &p[5..10], &p[10..]),
        format!("{}...{}", &p[..7], &p[7..]),
        format!("{}…{}", &p[..7], &p[7..]),
    ] {
        assert_gone(&format!("DB_PASSWORD={value}\nDB_USER=svc"), &value);
        assert_gone(&format!("\"password\": \"{value}\","), &value);
    }
}

#[test]
fn a_secret_cut_by_the_window_edge_leaves_no_part() {
    let token = key(&["gh", "p_"], &alnum(36, 1080));
    let p = password(1081);
    let prose = "the tests passed and we looked at the parser again ".repeat(100);
    for (line, secret) in [
        (format!("export GITHUB_TOKEN={token}"), token.as_str()),
        (format!("DB_PASSWORD={p}"), p.as_str()),
        (format!("password={p}"), p.as_str()),
    ] {
        let at = line.find(secret).unwrap();
        // The cut falls inside the key, at the value's start, and inside it.
        for into in [at - 3, at, at + 1, at + 5, at + secret.len() - 2] {
            let filler = window::MAX_TEXT + into - line.len() - 1;
            let text = format!("{prose}\n{line}\n{}", "x".repeat(filler));
            assert_eq!(text.len() - window::MAX_TEXT, prose.len() + 1 + into);
            let out = redact(window::tail(&text, window::MAX_TEXT)).text;
            let chars: Vec<char> = secret.chars().collect();
            for part in chars.windows(5) {
                let part: String = part.iter().collect();
                assert!(!out.contains(&part), "cut {into}: {part:?} left");
            }
        }
    }
}

#[test]
fn the_judges_reason_and_failures_are_redacted() {
    let p = password(1090);
    let answer = Answer {
        fields: Vec::new(),
        reason: format!("It ran mysql -u root -p{p} before the tests."),
        violation: true,
    };
    let reason = judgment(Ok(answer)).unwrap().reason;
    assert_eq!(
        reason,
        "It ran mysql -u root -p[REDACTED:password] before the tests."
    );
    let failure = Failure::Exit(format!("exit 1: error: DB_PASSWORD={p} refused"));
    let Err(Failure::Exit(why)) = judgment(Err(failure)) else {
        panic!("the failure's kind changed");
    };
    assert!(!why.contains(&p), "{why}");
    assert_eq!(judgment(Err(Failure::Timeout)), Err(Failure::Timeout));
}

#[test]
fn look_alikes_stay() {
    for text in [
        "password_hash_algorithm: argon2id",
        "token_type: bearer",
        "{\"access_token_ttl\": 3600, \"token_type\": \"bearer\"}",
        "export OPENAI_API_KEY=<your-key>",
        "API_KEY=xxxxxxxxxxxxxxxxxxxxxxxx",
        "api_key: \"${API_KEY}\"",
        "password: '%(db_password)s'",
        "DB_PASSWORD=${DB_PASSWORD:-postgres}",
        "password: %DB_PASS%",
        "token: <%= ENV['API_TOKEN'] %>",
        "secret: $SECRET_FROM_ENV",
        "docker run -p 8080:80 -p 127.0.0.1:5432:5432/tcp nginx",
        "ssh -p 2222 ana@bastion.example.io",
        "mysql -u root -p\nEnter password:",
        "mysql -h 127.0.0.1 -P 3306 -u app -p app_production",
        "echo $TOKEN | docker login ghcr.io -u ana --password-stdin",
        "docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_REGISTRY_PASSWORD\" $CI_REGISTRY",
        "curl -u \"$USER:$PASS\" https://ci.example.io",
        "curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/user",
        "PGPASSWORD=$DB_PASS psql -h db -U app",
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
        "machine api.github.com login ana password $(gh auth token)",
        "Set-Cookie: consent=accepted; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT; SameSite=Lax",
        "Cookie: theme=dark; lang=en-GB",
        "Server=localhost;Database=app;User Id=sa;Password=<password>;",
        "AccountKey=<key>",
        "the password is stored as an argon2id hash",
        "Le mot de passe est « trop court », choisissez-en un autre.",
        "The secret is “out”, everyone knows.",
        "client-key-data: REDACTED",
        "\"auth\": {\"type\": \"oauth2\", \"flow\": \"pkce\"}",
        "the tests\npassed, and a key\nboard was bought",
        // Prose that puts a key word before "as", "to", "is".
        "we logged the password as children might, and changed the password to something longer",
        "the token is expired; the secret to success is tests",
    ] {
        assert_kept(text);
    }
    // Hashes, ids and checksums.
    assert_kept(&format!(
        "sha256sum app.tar.gz\n{}  app.tar.gz",
        hex(64, 1100)
    ));
    assert_kept(&format!("commit {}\nAuthor: Ana", hex(40, 1101)));
    assert_kept(&format!("request_id={} status=200", uuid(1102)));
    assert_kept(&format!("image: ghcr.io/acme/web@sha256:{}", hex(64, 1103)));
    assert_kept(&format!(
        "\"integrity\": \"sha512-{}==\"",
        random(B64, 86, 1104)
    ));
    assert_kept(&format!(
        "<img src=\"data:image/png;base64,{}\">",
        random(B64, 240, 1105)
    ));
}
