//! Direct API judges: an OpenAI-compatible chat completions endpoint (OpenAI,
//! Groq, Cerebras, Ollama, vLLM, llama.cpp server) or the Anthropic Messages
//! API, asked over HTTP(S) with no CLI in between.
//!
//! One blocking, non-streamed request per judgment. The answer is constrained
//! by the detector's schema (OpenAI `response_format` json_schema; Anthropic
//! a forced tool call) and handed back as text for `normalize`. The whole call
//! (resolve, connect, send, read) ends within the timeout, whatever the
//! server does, and reads at most [`BODY_CAP`] bytes. The key is read from
//! its environment variable at call time and sent only in its header; the
//! prompt goes only into the request body. Neither appears in an error.

use std::net::{Ipv4Addr, Ipv6Addr};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::{Failure, Raw};
use crate::config::backend::Api;

const ANTHROPIC_VERSION: &str = "2023-06-01";
/// The answer's token limit: a verdict takes about a hundred; the rest is
/// room for a model that thinks before it answers.
const MAX_TOKENS: u32 = 1024;
/// The most of a response body read: a verdict is a few hundred bytes.
const BODY_CAP: u64 = 4 << 20;
/// The name of the schema (OpenAI) and of the forced tool (Anthropic).
const ANSWER_NAME: &str = "verdict";
/// The longest API error message quoted.
const MAX_MESSAGE: usize = 200;
/// How long past the deadline the HTTP client may take to give up by itself
/// before the judgment is called a timeout anyway.
const GRACE: Duration = Duration::from_millis(250);

/// Asks an OpenAI-compatible `{base_url}/chat/completions`.
pub(crate) fn ask_openai(
    api: &Api,
    prompt: &str,
    schema: &Value,
    timeout: Duration,
) -> Result<Raw, Failure> {
    let key = key(api)?;
    let headers: Vec<(&str, String)> = key
        .iter()
        .map(|k| ("authorization", format!("Bearer {k}")))
        .collect();
    let url = endpoint(&api.base_url, "/chat/completions");
    let body = openai_body(&api.model, prompt, schema);
    // Reasoning models refuse `temperature: 0`; some servers refuse the
    // token limit's name or the json_schema format. Those are only tuning.
    let optional = ["temperature", "max_completion_tokens", "response_format"];
    let reply = exchange(&url, &headers, body, &optional, key.as_deref(), timeout)?;
    read_openai(&reply)
}

/// Asks the Anthropic Messages API, `{base_url}/v1/messages`.
pub(crate) fn ask_anthropic(
    api: &Api,
    prompt: &str,
    schema: &Value,
    timeout: Duration,
) -> Result<Raw, Failure> {
    let key = key(api)?;
    let mut headers = vec![("anthropic-version", ANTHROPIC_VERSION.to_owned())];
    headers.extend(key.iter().map(|k| ("x-api-key", k.clone())));
    let url = endpoint(&api.base_url, "/v1/messages");
    let body = anthropic_body(&api.model, prompt, schema);
    // A model that always thinks refuses both a fixed temperature and a
    // forced tool; it still answers in text, which `normalize` reads.
    let optional = ["temperature", "tool_choice"];
    let reply = exchange(&url, &headers, body, &optional, key.as_deref(), timeout)?;
    read_anthropic(&reply)
}

fn openai_body(model: &str, prompt: &str, schema: &Value) -> Value {
    json!({
        "model": model,
        "messages": [{"role": "user", "content": prompt}],
        "temperature": 0,
        "max_completion_tokens": MAX_TOKENS,
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": ANSWER_NAME, "strict": true, "schema": schema},
        },
        "stream": false,
    })
}

fn anthropic_body(model: &str, prompt: &str, schema: &Value) -> Value {
    json!({
        "model": model,
        "max_tokens": MAX_TOKENS,
        "temperature": 0,
        "messages": [{"role": "user", "content": prompt}],
        "tools": [{
            "name": ANSWER_NAME,
            "description": "Record your verdict on the material, with every field filled in.",
            "input_schema": schema,
        }],
        "tool_choice": {"type": "tool", "name": ANSWER_NAME},
    })
}

/// The key from `api.key_env`; `None` is fine only for a server on this
/// machine (Ollama, llama.cpp and vLLM need none by default).
fn key(api: &Api) -> Result<Option<String>, Failure> {
    let value = std::env::var(&api.key_env).unwrap_or_default();
    let value = value.trim();
    if value.is_empty() {
        return if is_loopback(&api.base_url) {
            Ok(None)
        } else {
            Err(Failure::Http(format!("{} is not set", api.key_env)))
        };
    }
    if value.chars().any(char::is_control) {
        return Err(Failure::Http(format!(
            "{} holds characters a header cannot carry",
            api.key_env
        )));
    }
    Ok(Some(value.to_owned()))
}

/// `base` and `path` joined; a base that already ends in `/v1` is not given
/// a second one.
fn endpoint(base: &str, path: &str) -> String {
    let base = base.trim().trim_end_matches('/');
    match path.strip_prefix("/v1") {
        Some(rest) if base.ends_with("/v1") => format!("{base}{rest}"),
        _ => format!("{base}{path}"),
    }
}

/// The `host[:port]` of a URL, without any user info, for messages.
fn authority(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    authority.rsplit_once('@').map_or(authority, |(_, a)| a)
}

/// Whether `url` names this machine: `localhost`, 127.0.0.0/8 or `::1`.
fn is_loopback(url: &str) -> bool {
    let authority = authority(url);
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => authority.split(':').next().unwrap_or_default(),
    };
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    host == "localhost"
        || host.ends_with(".localhost")
        || host.parse::<Ipv4Addr>().is_ok_and(|ip| ip.is_loopback())
        || host.parse::<Ipv6Addr>().is_ok_and(|ip| ip.is_loopback())
}

/// A finished HTTP exchange.
#[derive(Debug)]
struct Reply {
    status: u16,
    body: String,
}

/// POSTs `body`; when the server refuses one of the `optional` parameters
/// (status 400 or 422 naming it), drops it and asks again within the same
/// deadline, at most once per parameter. A status other than 2xx is a failure.
fn exchange(
    url: &str,
    headers: &[(&str, String)],
    mut body: Value,
    optional: &[&str],
    key: Option<&str>,
    timeout: Duration,
) -> Result<Reply, Failure> {
    let deadline = Instant::now() + timeout;
    let mut reply = post(url, headers, &body, deadline)?;
    let mut left: Vec<&str> = optional.to_vec();
    while matches!(reply.status, 400 | 422) {
        let Some(param) = refused_param(&reply.body, &left) else {
            break;
        };
        left.retain(|p| *p != param);
        if let Some(object) = body.as_object_mut() {
            object.remove(param);
        }
        reply = post(url, headers, &body, deadline)?;
    }
    // Redirects are not followed (see `post_now`), so anything but a 2xx fails.
    if !(200..300).contains(&reply.status) {
        return Err(Failure::Http(status_message(&reply, key)));
    }
    Ok(reply)
}

/// One POST, bounded by `deadline`. The HTTP client's own global timeout
/// ends a stalled call; a watchdog makes sure of it.
fn post(
    url: &str,
    headers: &[(&str, String)],
    body: &Value,
    deadline: Instant,
) -> Result<Reply, Failure> {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        return Err(Failure::Timeout);
    }
    let url = url.to_owned();
    let headers: Vec<(String, String)> = headers
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.clone()))
        .collect();
    let bytes = body.to_string().into_bytes();
    let (tx, rx) = mpsc::channel();
    // The thread is left behind if the watchdog fires; the process ends soon.
    thread::spawn(move || {
        let _ = tx.send(post_now(&url, &headers, &bytes, left));
    });
    match rx.recv_timeout(left + GRACE) {
        Ok(result) => result,
        Err(mpsc::RecvTimeoutError::Timeout) => Err(Failure::Timeout),
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(Failure::Http(
            "the HTTP client stopped without an answer".into(),
        )),
    }
}

fn post_now(
    url: &str,
    headers: &[(String, String)],
    body: &[u8],
    timeout: Duration,
) -> Result<Reply, Failure> {
    let mut config = ureq::Agent::config_builder()
        .timeout_global(Some(timeout))
        .http_status_as_error(false)
        // An API does not redirect; a redirect must not carry the key on.
        .max_redirects(0)
        .max_redirects_will_error(false)
        .max_response_header_size(64 << 10)
        .user_agent(concat!("hookjudge/", env!("CARGO_PKG_VERSION")));
    if is_loopback(url) {
        // No proxy can reach this machine's own loopback.
        config = config.proxy(None);
    }
    let agent: ureq::Agent = config.build().into();
    let mut request = agent.post(url).header("content-type", "application/json");
    for (k, v) in headers {
        request = request.header(k.as_str(), v.as_str());
    }
    let mut response = request.send(body).map_err(|e| failure(url, e))?;
    let status = response.status().as_u16();
    let body = response
        .body_mut()
        .with_config()
        .limit(BODY_CAP)
        .lossy_utf8(true)
        .read_to_string()
        .map_err(|e| failure(url, e))?;
    Ok(Reply { status, body })
}

/// A transport error in words that name the server, never the request.
fn failure(url: &str, e: ureq::Error) -> Failure {
    use std::io::ErrorKind;
    let host = authority(url);
    match e {
        ureq::Error::Timeout(_) => Failure::Timeout,
        ureq::Error::Io(io) if matches!(io.kind(), ErrorKind::TimedOut | ErrorKind::WouldBlock) => {
            Failure::Timeout
        }
        ureq::Error::Io(io) if io.kind() == ErrorKind::ConnectionRefused => {
            Failure::Http(format!("cannot connect to {host}: connection refused"))
        }
        ureq::Error::Io(io) => Failure::Http(format!("{host}: {io}")),
        ureq::Error::HostNotFound => Failure::Http(format!("cannot resolve {host}")),
        ureq::Error::ConnectionFailed => Failure::Http(format!("cannot connect to {host}")),
        ureq::Error::BodyExceedsLimit(_) => Failure::Http(format!(
            "{host} answered with more than {} MiB",
            BODY_CAP >> 20
        )),
        ureq::Error::BadUri(_) => Failure::Http(format!("bad URL {url}")),
        other => Failure::Http(format!("{host}: {other}")),
    }
}

/// `HTTP 401: <the API's message>`, one line, the key masked if echoed.
fn status_message(reply: &Reply, key: Option<&str>) -> String {
    let mut s = format!("HTTP {}", reply.status);
    if let Some(m) = api_message(&reply.body) {
        s.push_str(": ");
        s.push_str(&m);
    }
    match key {
        Some(k) if !k.is_empty() => s.replace(k, "[key]"),
        _ => s,
    }
}

/// The error message of an API's error body, in the shapes servers use:
/// `{"error":{"message"}}` (OpenAI, Anthropic), `{"error":"…"}` (Ollama),
/// `{"message"}`, `{"detail"}` (FastAPI).
fn api_message(body: &str) -> Option<String> {
    let v: Value = serde_json::from_str(body).ok()?;
    let m = [
        &v["error"]["message"],
        &v["error"],
        &v["message"],
        &v["detail"],
        &v["detail"][0]["msg"],
    ]
    .into_iter()
    .find_map(Value::as_str)?;
    let m = m.split_whitespace().collect::<Vec<_>>().join(" ");
    (!m.is_empty()).then(|| crate::pipeline::window::head(&m, MAX_MESSAGE))
}

/// Which of `optional` a refusal names, by its `param` field or its message.
fn refused_param<'a>(body: &str, optional: &[&'a str]) -> Option<&'a str> {
    let v: Value = serde_json::from_str(body).ok()?;
    let param = v["error"]["param"].as_str().unwrap_or_default();
    let message = api_message(body).unwrap_or_default();
    optional
        .iter()
        .copied()
        .find(|p| param == *p || param.starts_with(&format!("{p}.")) || message.contains(p))
}

/// A chat completion's answer text.
fn read_openai(reply: &Reply) -> Result<Raw, Failure> {
    let v = parse(reply)?;
    let Some(choice) = v["choices"].get(0) else {
        return Err(Failure::Http(misshapen(reply, "has no choices")));
    };
    let message = &choice["message"];
    let text = match &message["content"] {
        Value::String(s) => s.clone(),
        // Some servers send content parts.
        Value::Array(parts) => parts
            .iter()
            .filter_map(|p| p["text"].as_str())
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    };
    let ended_badly = if text.trim().is_empty() && message["refusal"].is_string() {
        Some("the model refused to answer".to_owned())
    } else {
        match choice["finish_reason"].as_str() {
            Some("length") => Some("the answer hit the token limit".to_owned()),
            Some("content_filter") => Some("the answer was filtered".to_owned()),
            _ => None,
        }
    };
    Ok(Raw { text, ended_badly })
}

/// A message's answer: the forced tool's input, else its text.
fn read_anthropic(reply: &Reply) -> Result<Raw, Failure> {
    let v = parse(reply)?;
    let Some(content) = v["content"].as_array() else {
        return Err(Failure::Http(misshapen(reply, "has no content")));
    };
    let tool = content
        .iter()
        .filter(|b| b["type"] == "tool_use")
        .find(|b| b["name"] == ANSWER_NAME)
        .or_else(|| content.iter().find(|b| b["type"] == "tool_use"));
    let text = match tool {
        Some(b) => b["input"].to_string(),
        None => content
            .iter()
            .filter(|b| b["type"] == "text")
            .filter_map(|b| b["text"].as_str())
            .collect::<Vec<_>>()
            .join("\n"),
    };
    let ended_badly = match v["stop_reason"].as_str() {
        Some("max_tokens") => Some("the answer hit the token limit".to_owned()),
        Some("refusal") => Some("the model refused to answer".to_owned()),
        _ => None,
    };
    Ok(Raw { text, ended_badly })
}

/// Why a readable answer is not an answer: an error it carries (some
/// gateways send errors with status 200), else what it lacks.
fn misshapen(reply: &Reply, lacks: &str) -> String {
    match api_message(&reply.body) {
        Some(m) => format!("HTTP {}: {m}", reply.status),
        None => format!("the answer {lacks}"),
    }
}

fn parse(reply: &Reply) -> Result<Value, Failure> {
    serde_json::from_str(&reply.body).map_err(|_| {
        Failure::Http(format!(
            "HTTP {}: the answer is not JSON ({} bytes)",
            reply.status,
            reply.body.len()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(status: u16, body: &str) -> Reply {
        Reply {
            status,
            body: body.into(),
        }
    }

    #[test]
    fn endpoints_join_without_doubling_v1() {
        let cases = [
            (
                "https://api.openai.com/v1",
                "/chat/completions",
                "https://api.openai.com/v1/chat/completions",
            ),
            (
                "http://localhost:11434/v1/",
                "/chat/completions",
                "http://localhost:11434/v1/chat/completions",
            ),
            (
                "https://api.anthropic.com",
                "/v1/messages",
                "https://api.anthropic.com/v1/messages",
            ),
            (
                "https://api.anthropic.com/",
                "/v1/messages",
                "https://api.anthropic.com/v1/messages",
            ),
            (
                "https://proxy.example/anthropic/v1",
                "/v1/messages",
                "https://proxy.example/anthropic/v1/messages",
            ),
        ];
        for (base, path, want) in cases {
            assert_eq!(endpoint(base, path), want, "{base}");
        }
    }

    #[test]
    fn loopback_urls() {
        for url in [
            "http://localhost:11434/v1",
            "http://LOCALHOST/v1",
            "http://127.0.0.1:8080",
            "http://127.1.2.3/v1",
            "http://[::1]:8000/v1",
            "http://user:pw@localhost:1/v1",
            "http://ollama.localhost/v1",
        ] {
            assert!(is_loopback(url), "{url}");
        }
        for url in [
            "https://api.openai.com/v1",
            "http://10.0.0.5:8000/v1",
            "http://localhost.example.com/v1",
            "http://127.0.0.1.nip.io/v1",
            "http://evil.com/?h=localhost",
            "http://localhost@evil.com/v1",
        ] {
            assert!(!is_loopback(url), "{url}");
        }
    }

    #[test]
    fn a_missing_key_fails_unless_the_server_is_local() {
        let api = |url: &str| Api {
            base_url: url.into(),
            model: "m".into(),
            key_env: "HOOKJUDGE_TEST_SURELY_UNSET_KEY".into(),
        };
        assert_eq!(
            key(&api("https://api.openai.com/v1")),
            Err(Failure::Http(
                "HOOKJUDGE_TEST_SURELY_UNSET_KEY is not set".into()
            ))
        );
        assert_eq!(key(&api("http://127.0.0.1:1/v1")), Ok(None));
    }

    #[test]
    fn openai_request_asks_for_strict_json() {
        let schema = json!({"type": "object"});
        let b = openai_body("m", "PROMPT", &schema);
        assert_eq!(b["model"], "m");
        assert_eq!(b["messages"][0]["content"], "PROMPT");
        assert_eq!(b["temperature"], 0);
        assert_eq!(b["max_completion_tokens"], MAX_TOKENS);
        assert_eq!(b["response_format"]["type"], "json_schema");
        assert_eq!(b["response_format"]["json_schema"]["strict"], true);
        assert_eq!(b["response_format"]["json_schema"]["schema"], schema);
        assert_eq!(b["stream"], false);
    }

    #[test]
    fn anthropic_request_forces_the_tool() {
        let schema = json!({"type": "object"});
        let b = anthropic_body("m", "PROMPT", &schema);
        assert_eq!(b["messages"][0]["content"], "PROMPT");
        assert_eq!(b["tools"][0]["name"], ANSWER_NAME);
        assert_eq!(b["tools"][0]["input_schema"], schema);
        assert_eq!(
            b["tool_choice"],
            json!({"type": "tool", "name": ANSWER_NAME})
        );
        assert!(b.get("stream").is_none());
    }

    #[test]
    fn openai_answers() {
        let r = read_openai(&reply(
            200,
            r#"{"choices":[{"message":{"role":"assistant","content":"{\"a\":true}"},"finish_reason":"stop"}]}"#,
        ))
        .unwrap();
        assert_eq!(r.text, r#"{"a":true}"#);
        assert_eq!(r.ended_badly, None);
        let r = read_openai(&reply(
            200,
            r#"{"choices":[{"message":{"content":[{"type":"text","text":"{\"a\":"},{"type":"text","text":"1}"}]}}]}"#,
        ))
        .unwrap();
        assert_eq!(r.text, r#"{"a":1}"#);
        let r = read_openai(&reply(
            200,
            r#"{"choices":[{"message":{"content":"{\"a\":"},"finish_reason":"length"}]}"#,
        ))
        .unwrap();
        assert_eq!(
            r.ended_badly.as_deref(),
            Some("the answer hit the token limit")
        );
        let r = read_openai(&reply(
            200,
            r#"{"choices":[{"message":{"content":null,"refusal":"no"}}]}"#,
        ))
        .unwrap();
        assert_eq!(
            r.ended_badly.as_deref(),
            Some("the model refused to answer")
        );
        assert_eq!(
            read_openai(&reply(200, r#"{"choices":[]}"#)).unwrap_err(),
            Failure::Http("the answer has no choices".into())
        );
        assert_eq!(
            read_openai(&reply(200, r#"{"error":{"message":"quota exceeded"}}"#)).unwrap_err(),
            Failure::Http("HTTP 200: quota exceeded".into())
        );
        let e = read_openai(&reply(200, "<html>")).unwrap_err();
        assert_eq!(
            e,
            Failure::Http("HTTP 200: the answer is not JSON (6 bytes)".into())
        );
    }

    #[test]
    fn anthropic_answers_prefer_the_tool_input() {
        let r = read_anthropic(&reply(
            200,
            r#"{"content":[{"type":"text","text":"Here you go"},{"type":"tool_use","id":"t","name":"verdict","input":{"new_proposal":true}}],"stop_reason":"tool_use"}"#,
        ))
        .unwrap();
        assert_eq!(r.text, r#"{"new_proposal":true}"#);
        let r = read_anthropic(&reply(
            200,
            r#"{"content":[{"type":"text","text":"{\"new_proposal\":false}"}],"stop_reason":"end_turn"}"#,
        ))
        .unwrap();
        assert_eq!(r.text, r#"{"new_proposal":false}"#);
        let r =
            read_anthropic(&reply(200, r#"{"content":[],"stop_reason":"max_tokens"}"#)).unwrap();
        assert_eq!(
            r.ended_badly.as_deref(),
            Some("the answer hit the token limit")
        );
        assert!(read_anthropic(&reply(200, r#"{"type":"message"}"#)).is_err());
    }

    #[test]
    fn error_messages_are_short_single_lines_without_the_key() {
        let cases = [
            (
                r#"{"error":{"message":"Incorrect API key provided: sk-abc123","type":"invalid_request_error"}}"#,
                "HTTP 401: Incorrect API key provided: [key]",
            ),
            (
                r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#,
                "HTTP 401: Overloaded",
            ),
            (
                r#"{"error":"model 'x' not found"}"#,
                "HTTP 401: model 'x' not found",
            ),
            (
                r#"{"detail":[{"msg":"field required"}]}"#,
                "HTTP 401: field required",
            ),
            ("<html>bad gateway</html>", "HTTP 401"),
            (r#"{"message":"a\n  b"}"#, "HTTP 401: a b"),
        ];
        for (body, want) in cases {
            assert_eq!(status_message(&reply(401, body), Some("sk-abc123")), want);
        }
        let long = format!(r#"{{"error":{{"message":"{}"}}}}"#, "é".repeat(500));
        assert!(status_message(&reply(500, &long), None).len() < MAX_MESSAGE + 20);
    }

    #[test]
    fn refused_parameters_are_found() {
        let optional = ["temperature", "max_completion_tokens", "response_format"];
        let openai = r#"{"error":{"message":"Unsupported value: 'temperature' does not support 0 with this model.","type":"invalid_request_error","param":"temperature","code":"unsupported_value"}}"#;
        assert_eq!(refused_param(openai, &optional), Some("temperature"));
        let nested = r#"{"error":{"message":"bad","param":"response_format.json_schema"}}"#;
        assert_eq!(refused_param(nested, &optional), Some("response_format"));
        let by_message = r#"{"error":{"message":"Unrecognized request argument supplied: max_completion_tokens"}}"#;
        assert_eq!(
            refused_param(by_message, &optional),
            Some("max_completion_tokens")
        );
        let other = r#"{"error":{"message":"prompt is too long","param":"messages"}}"#;
        assert_eq!(refused_param(other, &optional), None);
    }

    #[test]
    fn authorities_drop_user_info() {
        assert_eq!(authority("https://u:p@api.x.com:443/v1?q"), "api.x.com:443");
        assert_eq!(authority("http://127.0.0.1:9/v1"), "127.0.0.1:9");
    }
}
