//! The approval gate's view of a tool call: does it change shared state (a
//! commit, a push, a release, a deploy) or edit code, and which detectors
//! judge it. Pure: no I/O. Commands that change nothing are never judged.

use crate::pipeline::layer1::Set;
use serde_json::Value;

use crate::detectors::GateRole;
use crate::pipeline::event::Event;
use crate::pipeline::layer1::Outcome;

/// Shell commands that change shared state. Each is matched against one
/// segment of the command line (split at `;`, `&&`, `||`, `|`, newlines).
pub(crate) const SHARED_STATE: &[&str] = &[
    r"\bgit\s+(?:-[cC]\s+\S+\s+|--?[\w.-]+(?:=\S+)?\s+)*(?:commit|push|merge|tag|rebase|cherry-pick|revert|am)(?:\s|$)",
    r"\bgh\s+(?:pr\s+(?:create|merge)|release\s+create|repo\s+create|workflow\s+run)(?:\s|$)",
    r"\bglab\s+(?:mr\s+(?:create|merge)|release\s+create)(?:\s|$)",
    r"\b(?:npm|pnpm|yarn|bun)\s+publish(?:\s|$)",
    r"\b(?:cargo|gem)\s+(?:publish|push)(?:\s|$)",
    r"\b(?:twine|flit|poetry|hatch|uv)\s+(?:upload|publish)(?:\s|$)",
    r"\bdocker\s+(?:push|buildx\s+build\b.*--push)",
    r"\bkubectl\s+(?:apply|create|delete|replace|patch|rollout|scale|set)(?:\s|$)",
    r"\bhelm\s+(?:install|upgrade|uninstall|rollback)(?:\s|$)",
    r"\b(?:terraform|tofu)\s+(?:apply|destroy)(?:\s|$)",
    r"\bpulumi\s+(?:up|destroy)(?:\s|$)",
    r"\b(?:fly|flyctl|vercel|netlify|firebase|wrangler|serverless|sls|cdk|sam|kamal|railway|heroku)\b.*\bdeploy\b",
    r"\bvercel\b.*--prod\b",
    r"(?:^|[\s/])deploy(?:[-_]\w+)*(?:\.sh|\.py)?(?:\s|$)",
];

/// The literal anchors of each [`SHARED_STATE`] pattern, one of which every
/// match contains (`anchor::derive`; a test keeps them current).
const SHARED_STATE_ANCHORS: &[&[&str]] = &[
    &["git"],
    &["create", "merge", "release", "workflow"],
    &["create", "merge", "release"],
    &["publish"],
    &["publish", "push"],
    &["publish", "upload"],
    &["docker"],
    &["kubectl"],
    &["install", "rollback", "upgrade"],
    &["apply", "destroy"],
    &["pulumi"],
    &["deploy"],
    &["vercel"],
    &["deploy"],
];

/// Segments that only look: dry runs, plans, and commands that read files.
pub(crate) const READ_ONLY: &[&str] = &[
    r"^(?:cat|less|more|head|tail|grep|rg|ls|wc|stat|file|echo|printf|vim?|nano|bat)\s",
    r"--dry-run\b",
    r"\bgit\s+push\b.*\s-n(?:\s|$)",
    r"\bgit\s+tag\s*(?:-l\b|--list\b|$)",
    r"--what-if\b",
    r"\bterraform\s+plan\b",
    r"\bkubectl\s+diff\b",
    r"\bhelm\s+(?:template|diff)\b",
];

const EDIT_TOOLS: &[&str] = &[
    "Edit",
    "Write",
    "MultiEdit",
    "NotebookEdit",
    "apply_patch",
    "write_file",
    "replace",
];
const SHELL_TOOLS: &[&str] = &[
    "Bash",
    "shell",
    "local_shell",
    "exec_command",
    "run_shell_command",
];
const SHOWN_CAP: usize = 2000;

/// A tool call the gate judges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Call {
    /// The call as the judge sees it (before redaction).
    pub(crate) shown: String,
    pub(crate) target: Target,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Target {
    /// A command that changes shared state; the patterns that said so.
    SharedState { signals: Vec<&'static str> },
    /// A code edit.
    Edit,
}

/// The call in `event`, if the gate judges it.
pub(crate) fn describe(event: &Event) -> Option<Call> {
    if !event.kind.is_gate() {
        return None;
    }
    let tool = event.tool_name.as_deref()?;
    let input = event.tool_input.as_ref();
    if SHELL_TOOLS.contains(&tool) {
        let command = input.and_then(command_of)?;
        let signals = shared_state_signals(&command);
        if signals.is_empty() {
            return None;
        }
        return Some(Call {
            shown: format!("{tool}: {}", cap(&command)),
            target: Target::SharedState { signals },
        });
    }
    if EDIT_TOOLS.contains(&tool) {
        let summary = input.map(summarize_edit).unwrap_or_default();
        return Some(Call {
            shown: format!("{tool}: {}", cap(&summary)),
            target: Target::Edit,
        });
    }
    None
}

/// Layer 1 for `detector` at this call: `None` when it does not judge such
/// calls (its [`GateRole`]). Shared-state commands are judged on the call
/// itself; edits on the agent's text.
pub(crate) fn layer1(
    call: &Call,
    detector: &'static crate::detectors::Detector,
    text: &str,
) -> Option<Outcome> {
    match (&call.target, detector.gate) {
        (Target::SharedState { signals }, GateRole::SharedState) => Some(Outcome::Escalate {
            signals: signals.clone(),
        }),
        (Target::Edit, GateRole::Edit) => Some(crate::pipeline::layer1::scan(detector, text)),
        _ => None,
    }
}

/// The shell command of a tool input: a string, or an argv array.
fn command_of(input: &Value) -> Option<String> {
    match input.get("command")? {
        Value::String(s) => Some(s.clone()),
        Value::Array(parts) => Some(
            parts
                .iter()
                .filter_map(Value::as_str)
                .collect::<Vec<_>>()
                .join(" "),
        ),
        _ => None,
    }
}

/// The shared-state patterns that match a segment no read-only pattern
/// excuses.
pub(crate) fn shared_state_signals(command: &str) -> Vec<&'static str> {
    // Compiling the patterns costs a few ms, most of a gate's run: only
    // those with an anchor in the command are compiled, and the read-only
    // list only once something matched.
    let lowered = crate::pipeline::layer1::anchor::fold(command);
    let candidates: Vec<usize> = (0..SHARED_STATE.len())
        .filter(|&i| SHARED_STATE_ANCHORS[i].iter().any(|a| lowered.contains(a)))
        .collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    let chosen: Vec<&str> = candidates.iter().map(|&i| SHARED_STATE[i]).collect();
    let Some(signals) = Set::new(&chosen) else {
        return Vec::new();
    };
    let mut read_only = None;
    let mut found: Vec<&'static str> = Vec::new();
    for segment in segments(command) {
        let hits = signals.matches(segment);
        if hits.is_empty() {
            continue;
        }
        let read_only = read_only.get_or_insert_with(|| Set::new(READ_ONLY));
        if read_only.as_ref().is_none_or(|r| r.is_match(segment)) {
            continue;
        }
        for &j in &hits {
            let pattern = SHARED_STATE[candidates[j]];
            if !found.contains(&pattern) {
                found.push(pattern);
            }
        }
    }
    found
}

fn segments(command: &str) -> impl Iterator<Item = &str> {
    command
        .split(['\n', ';', '|', '&'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

fn summarize_edit(input: &Value) -> String {
    let path = ["file_path", "path", "notebook_path"]
        .iter()
        .find_map(|k| input.get(*k).and_then(Value::as_str));
    let body = ["new_string", "content", "input", "patch", "new_source"]
        .iter()
        .find_map(|k| input.get(*k).and_then(Value::as_str));
    match (path, body) {
        (Some(p), Some(b)) => format!("{p}\n{b}"),
        (Some(p), None) => p.to_owned(),
        (None, Some(b)) => b.to_owned(),
        (None, None) => input.to_string(),
    }
}

fn cap(s: &str) -> String {
    crate::util::text::head(s, SHOWN_CAP)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_state_commands() {
        let judged = [
            "git push origin main",
            "git commit -m 'fix: x'",
            "cd repo && git -C sub push --force",
            "git add -A && git commit -am wip && git push",
            "gh pr create --fill",
            "gh pr merge 12 --squash",
            "npm publish --access public",
            "cargo publish",
            "kubectl apply -f k8s/",
            "terraform apply -auto-approve",
            "./scripts/deploy.sh prod",
            "make deploy",
            "npm run deploy",
            "fly deploy",
            "vercel --prod",
            "git tag v1.2.0",
            "docker push ghcr.io/x/y:1",
        ];
        for c in judged {
            assert!(!shared_state_signals(c).is_empty(), "{c}");
        }
        let ignored = [
            "ls -la",
            "cargo test",
            "git status && git diff",
            "git log --oneline | head",
            "git push --dry-run origin main",
            "git push -n",
            "git tag -l",
            "git tag",
            "git merge-base HEAD main",
            "npm publish --dry-run",
            "terraform plan",
            "kubectl diff -f k8s/",
            "grep -r deployment src/",
            "cat docs/deploy.md",
        ];
        for c in ignored {
            assert!(shared_state_signals(c).is_empty(), "{c}");
        }
        // A dry run in one segment does not excuse a real push in another.
        assert!(!shared_state_signals("git push --dry-run && git push").is_empty());
        // Signals come segment by segment, in the list's order, once each.
        assert_eq!(
            shared_state_signals("fly deploy; git push; git push"),
            [SHARED_STATE[11], SHARED_STATE[13], SHARED_STATE[0]]
        );
    }

    /// The prefilter may only skip what cannot match: each pattern's anchors
    /// are the ones derived from it.
    #[test]
    fn shared_state_anchors_are_current() {
        assert_eq!(SHARED_STATE.len(), SHARED_STATE_ANCHORS.len());
        for (pattern, anchors) in SHARED_STATE.iter().zip(SHARED_STATE_ANCHORS) {
            let derived = crate::pipeline::layer1::anchor::derive(pattern).unwrap_or_default();
            assert_eq!(derived, *anchors, "{pattern}");
        }
    }

    fn event(tool: &str, input: &Value) -> Event {
        let json =
            serde_json::json!({"hook_event_name":"PreToolUse","tool_name":tool,"tool_input":input});
        crate::pipeline::event::parse(json.to_string().as_bytes(), None).unwrap()
    }

    #[test]
    fn calls_the_gate_judges() {
        let push = describe(&event("Bash", &serde_json::json!({"command":"git push"}))).unwrap();
        assert_eq!(push.shown, "Bash: git push");
        assert!(matches!(push.target, Target::SharedState { .. }));
        assert!(describe(&event("Bash", &serde_json::json!({"command":"cargo test"}))).is_none());
        assert!(describe(&event("Read", &serde_json::json!({"file_path":"/x"}))).is_none());
        let argv = describe(&event(
            "shell",
            &serde_json::json!({"command":["git","push"]}),
        ))
        .unwrap();
        assert_eq!(argv.shown, "shell: git push");
        let edit = describe(&event(
            "Edit",
            &serde_json::json!({"file_path":"src/a.rs","old_string":"a","new_string":"b"}),
        ))
        .unwrap();
        assert_eq!(edit.target, Target::Edit);
        assert_eq!(edit.shown, "Edit: src/a.rs\nb");
    }

    #[test]
    fn long_calls_are_capped() {
        let long = "x".repeat(5000);
        let c = describe(&event(
            "Bash",
            &serde_json::json!({"command": format!("git commit -m {long}")}),
        ))
        .unwrap();
        assert!(c.shown.len() < SHOWN_CAP + 20);
        assert!(c.shown.ends_with('…'));
    }
}
