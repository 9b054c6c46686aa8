//! Stage 1: the host's stdin JSON becomes one [`Event`].
//!
//! Lenient by design: unknown fields are ignored, missing or mistyped ones take
//! their defaults, so that a host adding or changing a field never breaks a
//! turn. Only stdin that is not a JSON object at all is an error.

use std::path::PathBuf;

use anyhow::anyhow;
use serde_json::{Map, Value};

use crate::cli::HostKind;

/// Which host sent the event; decides what output that host accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Host {
    Claude,
    Codex,
    Gemini,
}

impl From<HostKind> for Host {
    fn from(h: HostKind) -> Host {
        match h {
            HostKind::Claude => Host::Claude,
            HostKind::Codex => Host::Codex,
            HostKind::Gemini => Host::Gemini,
        }
    }
}

impl Host {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Host::Claude => "claude",
            Host::Codex => "codex",
            Host::Gemini => "gemini",
        }
    }
}

/// The hook events hookjudge acts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The agent wants to end its turn (Claude Code and Codex `Stop`, Gemini `AfterAgent`).
    Stop,
    SubagentStop,
    /// An approval gate before a tool call (`PreToolUse`, Gemini `BeforeTool`).
    PreToolUse,
    /// Anything else: allowed untouched.
    Other(String),
}

impl Kind {
    /// The approval gate fails safe (asks the human); everything else fails open.
    pub(crate) fn is_gate(&self) -> bool {
        *self == Kind::PreToolUse
    }

    pub(crate) fn name(&self) -> &str {
        match self {
            Kind::Stop => "Stop",
            Kind::SubagentStop => "SubagentStop",
            Kind::PreToolUse => "PreToolUse",
            Kind::Other(name) => name,
        }
    }
}

/// One hook event, whatever the host.
#[derive(Debug, Clone)]
pub(crate) struct Event {
    pub(crate) host: Host,
    pub(crate) kind: Kind,
    pub(crate) session_id: String,
    /// The host's id for the user turn (Claude Code `prompt_id`, Codex `turn_id`).
    pub(crate) turn_id: Option<String>,
    pub(crate) transcript_path: Option<PathBuf>,
    /// A subagent's own transcript (SubagentStop).
    pub(crate) agent_transcript_path: Option<PathBuf>,
    /// True when the agent is already continuing because a Stop hook blocked it.
    pub(crate) stop_hook_active: bool,
    /// The newest assistant text; the transcript may not hold it yet.
    pub(crate) last_assistant_message: Option<String>,
    pub(crate) tool_name: Option<String>,
    pub(crate) tool_input: Option<Value>,
}

/// Parses the hook's stdin. `host` overrides detection from the payload.
pub(crate) fn parse(input: &[u8], host: Option<Host>) -> anyhow::Result<Event> {
    if input.iter().all(u8::is_ascii_whitespace) {
        return Err(anyhow!(
            "empty input: expected the hook event JSON on stdin"
        ));
    }
    let read = |json: &[u8]| {
        let mut de = serde_json::Deserializer::from_slice(json);
        serde::Deserializer::deserialize_any(&mut de, Known).and_then(|map| de.end().map(|()| map))
    };
    let map = match read(input) {
        Err(e) if crate::util::surrogates::maybe(input) => {
            crate::util::surrogates::replace_lone(input).map_or(Err(e), |fixed| read(&fixed))
        }
        other => other,
    }
    .map_err(|e| anyhow!("stdin is not valid JSON: {e}"))?;
    let Some(map) = map else {
        return Err(anyhow!("stdin JSON is not an object"));
    };
    Ok(from_map(&map, host))
}

/// The keys [`from_map`] reads. Only their values are built; the rest of the
/// payload is checked and skipped, so that tens of MB of fields hookjudge
/// does not read cost their bytes, not a tree many times their size.
const KEYS: &[&str] = &[
    "hook_event_name",
    "session_id",
    "prompt_id",
    "turn_id",
    "model",
    "transcript_path",
    "agent_transcript_path",
    "stop_hook_active",
    "last_assistant_message",
    "prompt_response",
    "tool_name",
    "tool_input",
];

/// Reads a JSON object's [`KEYS`]; any other JSON value is `None`, once
/// checked to be well-formed.
struct Known;

impl<'de> serde::de::Visitor<'de> for Known {
    type Value = Option<Map<String, Value>>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(
        self,
        mut access: A,
    ) -> Result<Self::Value, A::Error> {
        let mut map = Map::new();
        while let Some(key) = access.next_key::<String>()? {
            if KEYS.contains(&key.as_str()) {
                map.insert(key, access.next_value()?);
            } else {
                access.next_value::<serde::de::IgnoredAny>()?;
            }
        }
        Ok(Some(map))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(
        self,
        mut access: A,
    ) -> Result<Self::Value, A::Error> {
        while access.next_element::<serde::de::IgnoredAny>()?.is_some() {}
        Ok(None)
    }

    fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_str<E>(self, _: &str) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
}

fn from_map(map: &Map<String, Value>, host: Option<Host>) -> Event {
    let host = host.unwrap_or_else(|| detect_host(map));
    let raw_kind = string(map, "hook_event_name").unwrap_or_default();
    let kind = match raw_kind.as_str() {
        "Stop" | "AfterAgent" => Kind::Stop,
        "SubagentStop" => Kind::SubagentStop,
        "PreToolUse" | "BeforeTool" => Kind::PreToolUse,
        _ => Kind::Other(raw_kind),
    };
    let last_assistant_message = string(map, "last_assistant_message")
        // Gemini's AfterAgent carries the reply as `prompt_response`.
        .or_else(|| string(map, "prompt_response"));
    Event {
        host,
        kind,
        session_id: string(map, "session_id").unwrap_or_default(),
        turn_id: string(map, "prompt_id").or_else(|| string(map, "turn_id")),
        transcript_path: path(map, "transcript_path"),
        agent_transcript_path: path(map, "agent_transcript_path"),
        stop_hook_active: map
            .get("stop_hook_active")
            .and_then(Value::as_bool)
            .unwrap_or(false),
        last_assistant_message,
        tool_name: string(map, "tool_name"),
        tool_input: map.get("tool_input").filter(|v| !v.is_null()).cloned(),
    }
}

/// The agent's working folder, where a project's `.hookjudge.json` is looked
/// for. Read on its own, before the config that the full parse needs; the
/// rest of the input is skipped, not built. Input that is not a JSON object
/// has none.
pub(crate) fn cwd(input: &[u8]) -> Option<PathBuf> {
    #[derive(serde::Deserialize)]
    struct Cwd {
        cwd: Option<String>,
    }
    serde_json::from_slice::<Cwd>(input)
        .ok()?
        .cwd
        .filter(|c| !c.is_empty())
        .map(PathBuf::from)
}

/// Codex marks every payload with `turn_id` and `model`; Gemini names its
/// events differently. Everything else is Claude Code's shape. The
/// environment is not consulted: Gemini sets Claude's variables too.
fn detect_host(map: &Map<String, Value>) -> Host {
    if let Some("AfterAgent" | "BeforeTool" | "AfterTool" | "BeforeAgent") =
        map.get("hook_event_name").and_then(Value::as_str)
    {
        return Host::Gemini;
    }
    if map.contains_key("turn_id") && map.contains_key("model") {
        Host::Codex
    } else {
        Host::Claude
    }
}

fn string(map: &Map<String, Value>, key: &str) -> Option<String> {
    map.get(key).and_then(Value::as_str).map(str::to_owned)
}

fn path(map: &Map<String, Value>, key: &str) -> Option<PathBuf> {
    string(map, key)
        .filter(|s| !s.is_empty())
        .map(PathBuf::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lone_surrogate_is_read_as_a_replacement_character() {
        let e = parse(
            br#"{"hook_event_name":"Stop","last_assistant_message":"cut \ud83d, kept \ud83d\ude00"}"#,
            None,
        )
        .unwrap();
        assert_eq!(
            e.last_assistant_message.as_deref(),
            Some("cut \u{fffd}, kept \u{1f600}")
        );
    }

    #[test]
    fn claude_stop() {
        let e = parse(
            br#"{"session_id":"s1","transcript_path":"/t.jsonl","cwd":"/p","prompt_id":"p1",
                "hook_event_name":"Stop","stop_hook_active":true,"last_assistant_message":"hi",
                "background_tasks":[]}"#,
            None,
        )
        .unwrap();
        assert_eq!(e.host, Host::Claude);
        assert_eq!(e.kind, Kind::Stop);
        assert_eq!(e.session_id, "s1");
        assert_eq!(e.turn_id.as_deref(), Some("p1"));
        assert!(e.stop_hook_active);
        assert_eq!(e.last_assistant_message.as_deref(), Some("hi"));
        assert_eq!(e.transcript_path, Some(PathBuf::from("/t.jsonl")));
    }

    #[test]
    fn cwd_alone() {
        assert_eq!(
            cwd(br#"{"hook_event_name":"Stop","cwd":"/p","x":{"y":[1]}}"#),
            Some(PathBuf::from("/p"))
        );
        for input in [&br#"{"cwd":""}"#[..], br#"{"cwd":5}"#, b"[]", b"nope", b""] {
            assert_eq!(cwd(input), None, "{input:?}");
        }
    }

    #[test]
    fn codex_stop_with_nulls() {
        let e = parse(
            br#"{"session_id":"s","turn_id":"t","transcript_path":null,"cwd":"/p",
                "hook_event_name":"Stop","model":"m","permission_mode":"default",
                "stop_hook_active":false,"last_assistant_message":null}"#,
            None,
        )
        .unwrap();
        assert_eq!(e.host, Host::Codex);
        assert_eq!(e.transcript_path, None);
        assert_eq!(e.last_assistant_message, None);
    }

    #[test]
    fn gemini_after_agent() {
        let e = parse(
            br#"{"hook_event_name":"AfterAgent","prompt":"p","prompt_response":"done","stop_hook_active":false}"#,
            None,
        )
        .unwrap();
        assert_eq!(e.host, Host::Gemini);
        assert_eq!(e.kind, Kind::Stop);
        assert_eq!(e.last_assistant_message.as_deref(), Some("done"));
    }

    #[test]
    fn wrong_types_take_defaults() {
        let e = parse(
            br#"{"hook_event_name":"Stop","stop_hook_active":"yes","session_id":5,
                "transcript_path":"","last_assistant_message":["x"]}"#,
            None,
        )
        .unwrap();
        assert!(!e.stop_hook_active);
        assert_eq!(e.session_id, "");
        assert_eq!(e.transcript_path, None);
        assert_eq!(e.last_assistant_message, None);
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        for input in [
            &b""[..],
            b"   \n",
            b"not json",
            b"[1,2]",
            b"\xff\xfe",
            b"{\"a\":",
        ] {
            assert!(parse(input, None).is_err(), "{input:?}");
        }
        let deep = "[".repeat(100_000);
        assert!(parse(deep.as_bytes(), None).is_err());
    }

    #[test]
    fn only_the_keys_read_are_kept() {
        // regression: a 40 MB event of small objects took 1.7 GB and minutes.
        let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/hosts");
        for host in std::fs::read_dir(fixtures).unwrap().flatten() {
            if !host.path().is_dir() {
                continue; // the README
            }
            for file in std::fs::read_dir(host.path()).unwrap().flatten() {
                let path = file.path();
                if path.extension().is_none_or(|e| e != "json") {
                    continue;
                }
                let input = std::fs::read(&path).unwrap();
                let Value::Object(all) = serde_json::from_slice(&input).unwrap() else {
                    panic!("{}", path.display());
                };
                assert_eq!(
                    format!("{:?}", parse(&input, None).unwrap()),
                    format!("{:?}", from_map(&all, None)),
                    "{}",
                    path.display()
                );
            }
        }
        let e = parse(
            br#"{"padding":[{"a":[1]},{"b":{}}],"hook_event_name":"Stop","x":{"session_id":"no"}}"#,
            None,
        )
        .unwrap();
        assert_eq!(e.kind, Kind::Stop);
        assert_eq!(e.session_id, "");
        for (input, why) in [
            (&br#"{"a":[1,}"#[..], "not valid JSON"),
            (br#"{"a":1} x"#, "not valid JSON"),
            (b"\"text\"", "not an object"),
            (b"null", "not an object"),
            (b"[{\"hook_event_name\":\"Stop\"}]", "not an object"),
        ] {
            assert!(
                parse(input, None).unwrap_err().to_string().contains(why),
                "{input:?}"
            );
        }
    }

    #[test]
    fn host_override_wins() {
        let e = parse(br#"{"hook_event_name":"Stop"}"#, Some(Host::Codex)).unwrap();
        assert_eq!(e.host, Host::Codex);
    }
}
