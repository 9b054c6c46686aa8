//! The direct API judges (`--backend openai|anthropic`) against a fake HTTP
//! server started inside each test: the requests' shape, verdicts, every
//! failure ending as the event's safe outcome in bounded time, and the
//! verdict cache.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::stop::SIGNALLED;
use crate::test::*;

const KEY: &str = "sk-test-0123456789abcdef";
const KEY_ENV: &str = "HOOKJUDGE_TEST_API_KEY";

/// What the fake server does with a request.
#[derive(Clone)]
enum Reply {
    Json(u16, String),
    /// Reads the request and never answers.
    Silent,
    /// Sends the headers, then one byte of the body every 100 ms.
    Drip,
    /// A 200 whose body is far larger than any answer.
    Huge,
    /// A 307 to another URL.
    Redirect(String),
}

/// One request as the server saw it.
struct Request {
    path: String,
    /// Header names in lowercase.
    headers: Vec<(String, String)>,
    body: Value,
}

impl Request {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A fake API on 127.0.0.1: the replies are used in order, the last one
/// for every request after.
struct Server {
    port: u16,
    requests: Arc<Mutex<Vec<Request>>>,
}

impl Server {
    fn start(replies: Vec<Reply>) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let requests = Arc::new(Mutex::new(Vec::new()));
        let seen = Arc::clone(&requests);
        thread::spawn(move || {
            for (n, stream) in listener.incoming().enumerate() {
                let Ok(stream) = stream else { continue };
                let reply = replies[n.min(replies.len() - 1)].clone();
                let seen = Arc::clone(&seen);
                thread::spawn(move || serve(stream, &reply, &seen));
            }
        });
        Server { port, requests }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn count(&self) -> usize {
        self.requests.lock().unwrap().len()
    }

    fn request(&self, i: usize) -> Request {
        let r = &self.requests.lock().unwrap()[i];
        Request {
            path: r.path.clone(),
            headers: r.headers.clone(),
            body: r.body.clone(),
        }
    }
}

fn serve(stream: TcpStream, reply: &Reply, seen: &Mutex<Vec<Request>>) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    let path = line
        .split_whitespace()
        .nth(1)
        .unwrap_or_default()
        .to_owned();
    let mut headers = Vec::new();
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h).unwrap() == 0 || h.trim().is_empty() {
            break;
        }
        let (k, v) = h.split_once(':').unwrap();
        headers.push((k.trim().to_ascii_lowercase(), v.trim().to_owned()));
    }
    let length: usize = headers
        .iter()
        .find(|(k, _)| k == "content-length")
        .map_or(0, |(_, v)| v.parse().unwrap());
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    let body_bytes = body.clone();
    seen.lock().unwrap().push(Request {
        path,
        headers,
        body: serde_json::from_slice(&body).unwrap_or(Value::Null),
    });
    let mut out = stream;
    match reply {
        Reply::Json(status, body) => {
            let body = body.replace(NONCE, &nonce_in(&String::from_utf8_lossy(&body_bytes)));
            let _ = write!(
                out,
                "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
        }
        Reply::Redirect(to) => {
            let _ = write!(
                out,
                "HTTP/1.1 307 Temporary Redirect\r\nlocation: {to}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
            );
        }
        Reply::Silent => thread::sleep(Duration::from_secs(30)),
        Reply::Drip => {
            let _ = out.write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 100000\r\n\r\n{");
            for _ in 0..300 {
                thread::sleep(Duration::from_millis(100));
                if out.write_all(b" ").and_then(|()| out.flush()).is_err() {
                    break;
                }
            }
        }
        Reply::Huge => {
            let _ = out.write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 67108864\r\n\r\n");
            let chunk = vec![b' '; 1 << 20];
            for _ in 0..64 {
                if out.write_all(&chunk).is_err() {
                    break;
                }
            }
        }
    }
}

/// Stands for the nonce of the request a reply answers.
const NONCE: &str = "@NONCE@";

/// `part` as the commit detector's answer, under the request's nonce.
fn sealed(part: &str) -> String {
    format!(r#"{{"nonce":"{NONCE}","commit":{part}}}"#)
}

/// The nonce a request's schema asks the answer to echo.
fn nonce_in(body: &str) -> String {
    regex::Regex::new("n-[0-9a-f]{32}")
        .unwrap()
        .find(body)
        .map(|m| m.as_str().to_owned())
        .unwrap_or_default()
}

fn chat(content: &str) -> Reply {
    let body = json!({
        "id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
        "choices": [{"index": 0, "finish_reason": "stop",
                     "message": {"role": "assistant", "content": content}}],
    });
    Reply::Json(200, body.to_string())
}

fn message(content: &Value) -> Reply {
    let body = json!({
        "id": "msg_1", "type": "message", "role": "assistant", "model": "test-model",
        "content": content, "stop_reason": "tool_use",
    });
    Reply::Json(200, body.to_string())
}

fn tool_use(answer: &str) -> Reply {
    let input: Value = serde_json::from_str(answer).unwrap();
    message(&json!([{"type": "tool_use", "id": "toolu_1", "name": "verdict", "input": input}]))
}

fn text_stop() -> Value {
    stop(SIGNALLED[0].1)
}

fn bash(command: &str) -> Value {
    json!({"session_id":"s","transcript_path":"","cwd":"/tmp/p","permission_mode":"default",
        "hook_event_name":"PreToolUse","tool_name":"Bash",
        "tool_input":{"command":command,"description":"run"},"tool_use_id":"toolu_1"})
}

/// A run of the commit detector against `server` with `backend`.
fn api(backend: &str, server: &Server) -> Test {
    let base = match backend {
        "openai" => format!("{}/v1", server.url()),
        _ => server.url(),
    };
    Test::new()
        .args(["--detector", "commit", "--backend", backend])
        .args(["--base-url", &base, "--api-key-env", KEY_ENV])
        .env(KEY_ENV, KEY)
}

#[test]
fn openai_request_shape_and_a_violation_blocks() {
    let server = Server::start(vec![chat(&sealed(COMMIT_VIOLATION))]);
    let done = api("openai", &server)
        .args(["--model", "test-model"])
        .event(&text_stop())
        .status(2)
        .stderr_contains("no test run shown")
        .stderr_lacks(KEY)
        .run();
    assert_eq!(server.count(), 1);
    let r = server.request(0);
    assert_eq!(r.path, "/v1/chat/completions");
    assert_eq!(
        r.header("authorization"),
        Some(format!("Bearer {KEY}").as_str())
    );
    assert_eq!(r.header("content-type"), Some("application/json"));
    assert_eq!(r.body["model"], "test-model");
    assert_eq!(r.body["temperature"], 0);
    assert!(r.body["max_completion_tokens"].as_u64().unwrap() <= 4096);
    let format = &r.body["response_format"];
    assert_eq!(format["type"], "json_schema");
    assert_eq!(format["json_schema"]["strict"], true);
    let schema = &format["json_schema"]["schema"];
    assert_eq!(
        schema["properties"]["commit"]["properties"]["new_proposal"]["type"],
        "boolean"
    );
    assert!(
        schema["properties"]["nonce"]["enum"][0]
            .as_str()
            .unwrap()
            .starts_with("n-")
    );
    assert_eq!(schema["additionalProperties"], false);
    let prompt = r.body["messages"][0]["content"].as_str().unwrap();
    assert!(prompt.contains(SIGNALLED[0].1));
    assert_eq!(r.body["messages"][0]["role"], "user");
    let log = &done.log()[0];
    assert_eq!(log["backend"], "openai");
    assert_eq!(log["model"], "test-model");
    assert_eq!(log["verdict"], "violation");
    assert!(log.get("cached").is_none());
}

#[test]
fn openai_allow_allows() {
    let server = Server::start(vec![chat(&sealed(COMMIT_ALLOW))]);
    api("openai", &server)
        .event(&text_stop())
        .status(0)
        .stdout("")
        .stderr("")
        .run();
    assert_eq!(server.count(), 1);
}

#[test]
fn anthropic_request_shape_and_a_violation_blocks() {
    let server = Server::start(vec![tool_use(&sealed(COMMIT_VIOLATION))]);
    api("anthropic", &server)
        .args(["--model", "test-model"])
        .event(&text_stop())
        .status(2)
        .stderr_contains("no test run shown")
        .stderr_lacks(KEY)
        .run();
    let r = server.request(0);
    assert_eq!(r.path, "/v1/messages");
    assert_eq!(r.header("x-api-key"), Some(KEY));
    assert_eq!(r.header("anthropic-version"), Some("2023-06-01"));
    assert_eq!(r.header("authorization"), None);
    assert_eq!(r.body["model"], "test-model");
    assert!(r.body["max_tokens"].as_u64().unwrap() <= 4096);
    assert!(r.body.get("stream").is_none_or(|s| s == false));
    let tool = &r.body["tools"][0];
    assert_eq!(
        tool["input_schema"]["properties"]["commit"]["properties"]["new_proposal"]["type"],
        "boolean"
    );
    assert_eq!(
        r.body["tool_choice"],
        json!({"type": "tool", "name": tool["name"]})
    );
    let prompt = r.body["messages"][0]["content"].as_str().unwrap();
    assert!(prompt.contains(SIGNALLED[0].1));
}

#[test]
fn anthropic_text_answer_is_read_when_no_tool_was_called() {
    let server = Server::start(vec![message(&json!([
        {"type": "text", "text": format!("Verdict:\n```json\n{}\n```", sealed(COMMIT_ALLOW))}
    ]))]);
    api("anthropic", &server)
        .event(&text_stop())
        .status(0)
        .stderr("")
        .run();
    let server = Server::start(vec![message(&json!([
        {"type": "text", "text": sealed(COMMIT_VIOLATION)}
    ]))]);
    api("anthropic", &server)
        .event(&text_stop())
        .status(2)
        .run();
}

#[test]
fn a_local_server_needs_no_key() {
    let server = Server::start(vec![chat(&sealed(COMMIT_VIOLATION))]);
    Test::new()
        .args(["--detector", "commit", "--backend", "openai"])
        .args(["--base-url", &format!("{}/v1", server.url())])
        .args(["--api-key-env", "HOOKJUDGE_TEST_SURELY_UNSET"])
        .event(&text_stop())
        .status(2)
        .run();
    let r = server.request(0);
    assert_eq!(r.header("authorization"), None);
    assert_eq!(r.body["model"], "gpt-4.1-mini");
}

#[test]
fn a_missing_key_fails_open_without_a_request() {
    // Nothing listens there; the key is checked before any connection.
    for backend in ["openai", "anthropic"] {
        Test::new()
            .args(["--detector", "commit", "--backend", backend])
            .args(["--base-url", "https://api.example.invalid/v1"])
            .args(["--api-key-env", "HOOKJUDGE_TEST_SURELY_UNSET"])
            .event(&text_stop())
            .status(0)
            .stdout("")
            .stderr_contains("HOOKJUDGE_TEST_SURELY_UNSET is not set (allowing)")
            .run();
    }
}

/// A Stop whose judge fails: exit 0, nothing on stdout, one line on stderr.
fn fails_open(t: Test, message: &str) -> Done {
    let done = t
        .event(&text_stop())
        .status(0)
        .stdout("")
        .stderr_contains(message)
        .stderr_contains("(allowing)")
        .stderr_lacks(KEY)
        .stderr_lacks("hj-")
        .run();
    assert_eq!(done.stderr().lines().count(), 1, "{}", done.stderr());
    for record in done.log() {
        assert!(!record.to_string().contains(KEY), "{record}");
    }
    done
}

#[test]
fn api_errors_fail_open_with_the_apis_message() {
    for backend in ["openai", "anthropic"] {
        let server = Server::start(vec![Reply::Json(
            500,
            r#"{"type":"error","error":{"type":"api_error","message":"the server\nfell over"}}"#
                .into(),
        )]);
        let done = fails_open(api(backend, &server), "HTTP 500: the server fell over");
        assert_eq!(done.log()[0]["fail_cause"], "http");
    }
    // An API that quotes the key back never gets it printed.
    let server = Server::start(vec![Reply::Json(
        401,
        format!(r#"{{"error":{{"message":"Incorrect API key provided: {KEY}"}}}}"#),
    )]);
    fails_open(
        api("openai", &server),
        "HTTP 401: Incorrect API key provided: [key]",
    );
    // A redirect is not followed: it could carry the key elsewhere.
    let elsewhere = Server::start(vec![chat(&sealed(COMMIT_VIOLATION))]);
    let server = Server::start(vec![Reply::Redirect(format!(
        "{}/v1/chat/completions",
        elsewhere.url()
    ))]);
    fails_open(api("openai", &server), "HTTP 307");
    assert_eq!(elsewhere.count(), 0);
}

#[test]
fn unreadable_answers_fail_open() {
    let server = Server::start(vec![Reply::Json(200, "<html>hello</html>".into())]);
    fails_open(api("openai", &server), "not JSON");
    let server = Server::start(vec![chat("I think it is fine, really.")]);
    let done = fails_open(api("openai", &server), "no answer with this call's nonce");
    assert_eq!(done.log()[0]["fail_cause"], "unreadable");
    let server = Server::start(vec![Reply::Json(200, r#"{"choices":[]}"#.into())]);
    fails_open(api("openai", &server), "no choices");
}

#[test]
fn connection_refused_fails_open() {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    for backend in ["openai", "anthropic"] {
        Test::new()
            .args(["--detector", "commit", "--backend", backend])
            .args(["--base-url", &format!("http://127.0.0.1:{port}")])
            .event(&text_stop())
            .status(0)
            .stderr_contains("connection refused (allowing)")
            .run();
    }
}

#[test]
fn a_server_that_never_answers_times_out() {
    for reply in [Reply::Silent, Reply::Drip] {
        let server = Server::start(vec![reply]);
        let started = Instant::now();
        let done = fails_open(api("openai", &server).args(["--timeout", "1"]), "timed out");
        let took = started.elapsed();
        assert!(took >= Duration::from_millis(900), "{took:?}");
        assert!(took < Duration::from_secs(10), "{took:?}");
        assert_eq!(done.log()[0]["fail_cause"], "timeout");
    }
}

#[test]
fn a_huge_answer_is_cut_off() {
    let server = Server::start(vec![Reply::Huge]);
    let started = Instant::now();
    fails_open(
        api("anthropic", &server).args(["--timeout", "20"]),
        "more than 4 MiB",
    );
    assert!(started.elapsed() < Duration::from_secs(15));
}

#[test]
fn failures_at_the_gate_ask_the_human() {
    let server = Server::start(vec![Reply::Json(503, "{}".into())]);
    for t in [
        api("openai", &server),
        Test::new()
            .args(["--detector", "commit", "--backend", "anthropic"])
            .args(["--api-key-env", "HOOKJUDGE_TEST_SURELY_UNSET"]),
    ] {
        let done = t.event(&bash("git push origin main")).status(0).run();
        let out: Value = serde_json::from_str(&done.stdout()).unwrap();
        assert_eq!(out["hookSpecificOutput"]["permissionDecision"], "ask");
    }
    assert_eq!(server.count(), 1);
}

#[test]
fn a_refused_temperature_is_dropped_and_asked_again() {
    let refused = r#"{"error":{"message":"Unsupported value: 'temperature' does not support 0 with this model.","type":"invalid_request_error","param":"temperature","code":"unsupported_value"}}"#;
    let server = Server::start(vec![
        Reply::Json(400, refused.into()),
        chat(&sealed(COMMIT_VIOLATION)),
    ]);
    api("openai", &server).event(&text_stop()).status(2).run();
    assert_eq!(server.count(), 2);
    assert_eq!(server.request(0).body["temperature"], 0);
    assert!(server.request(1).body.get("temperature").is_none());
    assert!(server.request(1).body.get("response_format").is_some());
}

/// Two runs that share one cache folder.
fn cached(server: &Server, cache: &tempfile::TempDir) -> Test {
    api("openai", server).env("XDG_CACHE_HOME", cache.path().to_str().unwrap())
}

#[test]
fn the_same_text_is_judged_once() {
    let cache = tempfile::tempdir().unwrap();
    let server = Server::start(vec![
        chat(&sealed(COMMIT_VIOLATION)),
        chat(&sealed(COMMIT_ALLOW)),
    ]);
    cached(&server, &cache).event(&text_stop()).status(2).run();
    // The server would allow now: the verdict comes from the cache.
    let done = cached(&server, &cache)
        .event(&text_stop())
        .status(2)
        .stderr_contains("no test run shown")
        .run();
    assert_eq!(server.count(), 1);
    let log = &done.log()[0];
    assert_eq!(log["cached"], true);
    assert_eq!(log["verdict"], "violation");
    cached(&server, &cache)
        .args(["--dry-run"])
        .event(&text_stop())
        .status(0)
        .stdout_contains("violation (cached)")
        .run();
    assert_eq!(server.count(), 1);
}

#[test]
fn no_cache_and_other_text_ask_again() {
    let cache = tempfile::tempdir().unwrap();
    let server = Server::start(vec![
        chat(&sealed(COMMIT_VIOLATION)),
        chat(&sealed(COMMIT_ALLOW)),
    ]);
    cached(&server, &cache).event(&text_stop()).status(2).run();
    cached(&server, &cache)
        .arg("--no-cache")
        .event(&text_stop())
        .status(0)
        .run();
    assert_eq!(server.count(), 2);
    cached(&server, &cache)
        .event(&stop("All done. Let's commit and push this to main."))
        .status(0)
        .run();
    assert_eq!(server.count(), 3);
    // Another model is another judge.
    cached(&server, &cache)
        .args(["--model", "other-model"])
        .event(&text_stop())
        .status(0)
        .run();
    assert_eq!(server.count(), 4);
}

#[test]
fn failures_and_dry_runs_are_not_cached() {
    let cache = tempfile::tempdir().unwrap();
    let server = Server::start(vec![
        Reply::Json(500, "{}".into()),
        chat("no verdict here"),
        chat(&sealed(COMMIT_ALLOW)),
        chat(&sealed(COMMIT_VIOLATION)),
    ]);
    cached(&server, &cache).event(&text_stop()).status(0).run();
    cached(&server, &cache).event(&text_stop()).status(0).run();
    cached(&server, &cache)
        .arg("--dry-run")
        .event(&text_stop())
        .status(0)
        .stdout_contains("judge (openai")
        .run();
    assert_eq!(server.count(), 3);
    let done = cached(&server, &cache).event(&text_stop()).status(2).run();
    assert_eq!(server.count(), 4);
    assert!(done.log()[0].get("cached").is_none());
}

#[test]
fn a_cached_verdict_spends_no_time() {
    let cache = tempfile::tempdir().unwrap();
    let server = Server::start(vec![chat(&sealed(COMMIT_VIOLATION)), Reply::Silent]);
    cached(&server, &cache).event(&text_stop()).status(2).run();
    let started = Instant::now();
    cached(&server, &cache)
        .args(["--timeout", "5"])
        .event(&text_stop())
        .status(2)
        .run();
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "the judge was asked"
    );
}
