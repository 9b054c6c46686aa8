//! The approval gate's view of a tool call: does it change shared state (a
//! commit, a push, a release, a deploy) or edit code, and which detectors
//! judge it. Pure: no I/O. Commands that change nothing are never judged.
//!
//! A shell command is read as `sh` reads it (`util::command_line`): split
//! into simple commands, quotes and escapes removed, the commands inside
//! substitutions and inside `sh -c '…'` or `eval` included. Each simple
//! command is decided on its own: it changes shared state when a pattern
//! matches its words, and is excused only by what it is (a program that only
//! reads, a dry-run flag given as a flag), never by a marker anywhere in the
//! line. The agent writes the command: when in doubt, the call is judged.

use crate::pipeline::layer1::Set;
use serde_json::Value;

use crate::detectors::GateRole;
use crate::pipeline::event::Event;
use crate::pipeline::layer1::Outcome;
use crate::util::command_line;

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

/// Programs that only read or print: a simple command running one of them
/// changes nothing, whatever its arguments say.
const READ_ONLY_PROGRAMS: &[&str] = &[
    "cat", "less", "more", "head", "tail", "grep", "egrep", "fgrep", "rg", "ls", "wc", "stat",
    "file", "echo", "printf", "bat", "vi", "vim", "nano", "type", "which",
];

/// Flags that make one of those programs run a command of its own.
const RUNS_A_COMMAND: &[(&str, &[&str])] = &[
    ("vi", &["-c", "--cmd", "-S"]),
    ("vim", &["-c", "--cmd", "-S"]),
    ("rg", &["--pre"]),
    ("less", &["-c"]),
];

/// Programs that run the rest of their words as a command, with the flags
/// each takes without and with a value; a flag not listed makes the program
/// that follows uncertain, and nothing uncertain is excused. The number is
/// the operands before the command (`timeout`'s duration).
const WRAPPERS: &[(&str, &[&str], &[&str], usize)] = &[
    (
        "env",
        &["-i", "-0", "--ignore-environment", "--null", "-"],
        &["-u", "--unset", "-C", "--chdir"],
        0,
    ),
    ("command", &["-p"], &[], 0),
    ("builtin", &[], &[], 0),
    ("exec", &["-c", "-l"], &["-a"], 0),
    ("nohup", &[], &[], 0),
    ("time", &["-p"], &[], 0),
    ("nice", &[], &["-n", "--adjustment"], 0),
    (
        "sudo",
        &["-E", "-H", "-n", "-S", "-k", "-b", "-P"],
        &["-u", "-g", "-p", "-C", "-D", "-h", "-R", "-T", "-U"],
        0,
    ),
    ("doas", &["-n", "-s"], &["-u", "-C"], 0),
    ("setsid", &["-f", "-w", "-c"], &[], 0),
    ("stdbuf", &[], &["-i", "-o", "-e"], 0),
    ("ionice", &["-t"], &["-c", "-n", "-p"], 0),
    ("chronic", &["-e", "-v"], &[], 0),
    (
        "timeout",
        &["--foreground", "--preserve-status", "-v", "--verbose"],
        &["-s", "--signal", "-k", "--kill-after"],
        1,
    ),
    (
        "xargs",
        &["-0", "-r", "-t", "-p", "-x", "--null", "--no-run-if-empty"],
        &["-I", "-n", "-P", "-L", "-d", "-E", "-s", "-a"],
        0,
    ),
];

/// Shells: `-c` runs their next operand as a command line; with no operand
/// they read commands from stdin.
const SHELLS: &[&str] = &["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish"];

/// Longer commands are not parsed: each pattern is matched on the whole
/// text and nothing is excused.
const MAX_PARSED: usize = 256 << 10;
/// How deep `sh -c` and `eval` are followed.
const MAX_NESTING: usize = 8;

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

/// The call in `event`, if the gate judges it. `Err` is a shell call whose
/// command cannot be read: bad input, which the gate must not let through.
pub(crate) fn describe(event: &Event) -> anyhow::Result<Option<Call>> {
    if !event.kind.is_gate() {
        return Ok(None);
    }
    let Some(tool) = event.tool_name.as_deref() else {
        return Ok(None);
    };
    let input = event.tool_input.as_ref();
    if SHELL_TOOLS.contains(&tool) {
        let Some(command) = input.and_then(command_of) else {
            anyhow::bail!("the {tool} call has no readable command (tool_input.command)");
        };
        let signals = shared_state_signals(&command);
        if signals.is_empty() {
            return Ok(None);
        }
        return Ok(Some(Call {
            shown: format!("{tool}: {}", cap(&command)),
            target: Target::SharedState { signals },
        }));
    }
    if EDIT_TOOLS.contains(&tool) {
        let summary = input.map(summarize_edit).unwrap_or_default();
        return Ok(Some(Call {
            shown: format!("{tool}: {}", cap(&summary)),
            target: Target::Edit,
        }));
    }
    Ok(None)
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
            hits: Vec::new(),
        }),
        (Target::Edit, GateRole::Edit) => Some(crate::pipeline::layer1::scan(detector, text)),
        _ => None,
    }
}

/// The shell command of a tool input: a string, or an argv array (quoted
/// back into one line, so that `["bash", "-lc", "git push"]` reads as run).
fn command_of(input: &Value) -> Option<String> {
    match input.as_object()?.get("command")? {
        Value::String(s) => Some(s.clone()),
        Value::Array(parts) => Some(
            parts
                .iter()
                .filter_map(Value::as_str)
                .map(crate::util::shell::shell_quote)
                .collect::<Vec<_>>()
                .join(" "),
        ),
        _ => None,
    }
}

/// One simple command as the gate decides it.
#[derive(Debug)]
struct Judged {
    /// Its words, unquoted, joined by spaces: what the patterns match.
    text: String,
    /// It changes nothing, whatever matches.
    read_only: bool,
}

/// The shared-state patterns that match a simple command of `command` that
/// is not read-only.
pub(crate) fn shared_state_signals(command: &str) -> Vec<&'static str> {
    let commands = if command.len() > MAX_PARSED {
        vec![unparsed(command)]
    } else {
        let mut out = Vec::new();
        judged_commands(command, 0, &mut out);
        out
    };
    // Compiling the patterns costs a few ms, most of a gate's run: only
    // those with an anchor in a command are compiled.
    let lowered: Vec<String> = commands
        .iter()
        .filter(|c| !c.read_only)
        .map(|c| crate::pipeline::layer1::anchor::fold(&c.text))
        .collect();
    let candidates: Vec<usize> = (0..SHARED_STATE.len())
        .filter(|&i| {
            SHARED_STATE_ANCHORS[i]
                .iter()
                .any(|a| lowered.iter().any(|l| l.contains(a)))
        })
        .collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    let chosen: Vec<&str> = candidates.iter().map(|&i| SHARED_STATE[i]).collect();
    // Built-in patterns always build (a test says so); if they did not,
    // that fault must judge the call, never let it through.
    let Some(signals) = Set::new(&chosen) else {
        return chosen;
    };
    let mut found: Vec<&'static str> = Vec::new();
    for c in commands.iter().filter(|c| !c.read_only) {
        for j in signals.matches(&c.text) {
            let pattern = SHARED_STATE[candidates[j]];
            if !found.contains(&pattern) {
                found.push(pattern);
            }
        }
    }
    found
}

/// A command line too long or too deep to read: judged whole, its quotes
/// and operators made spaces so that a quoted word still reads as one and a
/// command ends where `;`, `)` or `|` ends it.
fn unparsed(line: &str) -> Judged {
    Judged {
        text: line.replace(
            [
                '\'', '"', '\\', '`', '$', '(', ')', '{', '}', ';', '|', '&', '<', '>',
            ],
            " ",
        ),
        read_only: false,
    }
}

/// Every simple command of `line`, and of the command lines it hands to a
/// shell (`sh -c`, `eval`), onto `out`.
fn judged_commands(line: &str, nesting: usize, out: &mut Vec<Judged>) {
    let (simple, too_deep) = command_line::parse(line);
    if too_deep {
        out.push(unparsed(line));
    }
    // A pipeline into a shell that reads stdin runs what the others print:
    // nothing in it is excused.
    let fed: Vec<usize> = simple
        .iter()
        .filter(|s| {
            let (program, args, _) = program_of(&s.words);
            SHELLS.contains(&program) && reads_stdin(args)
        })
        .map(|s| s.pipeline)
        .collect();
    for s in &simple {
        let (program, args, certain) = program_of(&s.words);
        let script = match program {
            p if SHELLS.contains(&p) => script_of(args).map(str::to_owned),
            "eval" => Some(args.join(" ")),
            _ => None,
        };
        let text = s.words.join(" ");
        // The shell itself does only what its script does, judged apart.
        let runs_script = script.is_some();
        if let Some(script) = script {
            if nesting < MAX_NESTING {
                judged_commands(&script, nesting + 1, out);
            } else {
                out.push(unparsed(&script));
            }
        }
        // A here-document a shell reads, itself or through the pipeline
        // (`sh <<EOF`, `cat <<EOF | sh`), is a script.
        if let Some(body) = s.heredoc.as_deref().filter(|_| fed.contains(&s.pipeline)) {
            if nesting < MAX_NESTING {
                judged_commands(body, nesting + 1, out);
            } else {
                out.push(unparsed(body));
            }
        }
        let read_only =
            certain && !fed.contains(&s.pipeline) && (runs_script || is_read_only(program, args));
        out.push(Judged { text, read_only });
    }
    // `echo push | xargs git` runs `git push`: xargs's command with what is
    // printed into it, as far as known.
    for pair in simple.windows(2) {
        let [feeder, s] = pair else { continue };
        let into_xargs = s
            .words
            .iter()
            .any(|w| w.rsplit('/').next() == Some("xargs"));
        let (feeding, printed, _) = program_of(&feeder.words);
        if feeder.pipeline == s.pipeline && into_xargs && matches!(feeding, "echo" | "printf") {
            out.push(Judged {
                text: format!("{} {}", s.words.join(" "), printed.join(" ")),
                read_only: false,
            });
        }
    }
}

/// The program a simple command runs, past assignments and wrappers
/// (`env`, `sudo`, `timeout`, …), as a bare name; its arguments; and
/// whether every wrapper flag skipped on the way was known.
fn program_of(words: &[String]) -> (&str, &[String], bool) {
    let mut certain = true;
    let mut i = 0;
    loop {
        while words
            .get(i)
            .is_some_and(|w| command_line::assignment(w).is_some())
        {
            i += 1;
        }
        let Some(word) = words.get(i) else {
            return ("", &[], certain);
        };
        let program = word.rsplit('/').next().unwrap_or(word);
        // `command -v git` only says where git is.
        if program == "command" && words.get(i + 1).is_some_and(|w| w == "-v" || w == "-V") {
            return ("type", &words[i + 2..], certain);
        }
        let Some(&(_, plain, valued, operands)) =
            WRAPPERS.iter().find(|(name, ..)| *name == program)
        else {
            return (program, &words[i + 1..], certain);
        };
        i += 1;
        while let Some(w) = words.get(i) {
            if w == "--" {
                i += 1;
                break;
            }
            if !w.starts_with('-') {
                break;
            }
            let flag = w.split('=').next().unwrap_or(w);
            if valued.contains(&flag) && !w.contains('=') {
                i += 2;
            } else {
                // A flag with its value attached (`-n5`, `-oL`) is known by
                // its first two characters.
                let known = plain.contains(&flag)
                    || valued.contains(&flag)
                    || valued.iter().any(|v| v.len() == 2 && w.starts_with(v));
                certain &= known;
                i += 1;
            }
        }
        if program == "env" {
            continue;
        }
        i += operands;
    }
}

/// The command line a shell's arguments give it with `-c`, if any.
fn script_of(args: &[String]) -> Option<&str> {
    let mut dash_c = false;
    let mut words = args.iter();
    while let Some(w) = words.next() {
        match w.as_str() {
            "--" => break,
            "-o" | "+o" | "-O" | "+O" | "--rcfile" | "--init-file" => {
                words.next();
            }
            w if w.starts_with("--") => {}
            w if w.len() > 1 && (w.starts_with('-') || w.starts_with('+')) => {
                dash_c |= w[1..].contains('c');
            }
            w => return dash_c.then_some(w),
        }
    }
    dash_c.then(|| words.next().map(String::as_str)).flatten()
}

/// Whether a shell with these arguments reads its commands from stdin: no
/// `-c` and no script file, or `-s`.
fn reads_stdin(args: &[String]) -> bool {
    let mut options = true;
    for w in args {
        if options && w == "--" {
            options = false;
        } else if options && w.len() > 1 && w.starts_with('-') && !w.starts_with("--") {
            if w.contains('s') {
                return true;
            }
            if w.contains('c') {
                return false;
            }
        } else if !(options && w.starts_with("--")) {
            // A script file: its commands are not on this line.
            return w == "-";
        }
    }
    true
}

/// Whether `program` with `args` only looks: a reading program, a dry run
/// or a plan, a listing.
fn is_read_only(program: &str, args: &[String]) -> bool {
    if READ_ONLY_PROGRAMS.contains(&program) {
        let runs = RUNS_A_COMMAND
            .iter()
            .find(|(p, _)| *p == program)
            .map_or(&[][..], |(_, flags)| flags);
        return !args.iter().any(|a| {
            let flag = a.split('=').next().unwrap_or(a);
            runs.contains(&flag) || (a.starts_with('+') && program.starts_with('v'))
        });
    }
    let flags = flags(args);
    let has = |f: &str| flags.contains(&f);
    // `--dry-run=false` (npm) and `=none` (kubectl) are real runs.
    let dry_run = flags.iter().any(|w| {
        *w == "--dry-run"
            || w.strip_prefix("--dry-run=")
                .is_some_and(|v| matches!(v, "client" | "server" | "true"))
    });
    if dry_run || has("--what-if") {
        return true;
    }
    let first = args
        .iter()
        .find(|a| !a.starts_with('-'))
        .map(String::as_str);
    match program {
        "git" => {
            let (sub, rest) = git_subcommand(args);
            let rest_flags = self::flags(rest);
            match sub {
                Some("push") => rest_flags.contains(&"-n"),
                Some("tag") => {
                    rest.is_empty() || rest_flags.iter().any(|&f| f == "-l" || f == "--list")
                }
                _ => false,
            }
        }
        "terraform" | "tofu" => first == Some("plan"),
        "kubectl" => first == Some("diff"),
        "helm" => matches!(first, Some("template" | "diff")),
        _ => false,
    }
}

/// The words of `args` that are flags in a flag's place: not after `--`,
/// and not right after another flag, whose value they may be (`-m
/// --dry-run` is a message). Too strict only ever judges a call.
fn flags(args: &[String]) -> Vec<&str> {
    let mut out = Vec::new();
    let mut previous: Option<&str> = None;
    for a in args {
        if a == "--" {
            break;
        }
        let after_flag = previous.is_some_and(|p| p.starts_with('-') && !p.contains('='));
        if a.starts_with('-') && !after_flag {
            out.push(a.as_str());
        }
        previous = Some(a);
    }
    out
}

/// git's subcommand, past its own options, and the words after it.
fn git_subcommand(args: &[String]) -> (Option<&str>, &[String]) {
    let mut i = 0;
    while let Some(a) = args.get(i) {
        match a.as_str() {
            "-C" | "-c" | "--git-dir" | "--work-tree" | "--namespace" | "--exec-path"
            | "--config-env" => i += 2,
            a if a.starts_with('-') => i += 1,
            sub => return (Some(sub), &args[i + 1..]),
        }
    }
    (None, &[])
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
    crate::pipeline::window::head(s, SHOWN_CAP)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Commands the gate judges: each changes shared state, however it is
    /// written.
    const JUDGED: &[&str] = &[
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
        // regression: a read-only marker anywhere in the line excused it.
        "git commit -m \"Add --dry-run flag\"",
        "git commit -m 'support terraform plan output'",
        "git commit -m --dry-run",
        "git push # --dry-run",
        "git push origin main -- --dry-run",
        "echo $(git push)",
        "echo `git push`",
        "echo \"$(git push)\"",
        "cat <(git push)",
        "cat <<EOF\n$(git push)\nEOF",
        "ls $(git push --force)",
        "git push --dry-run && git push",
        "git push --dry-run; git push",
        "git push --dry-run\ngit push",
        "(git push)",
        "{ git push; }",
        "if true; then git push; fi",
        "true || git push",
        "cat README | git push",
        // regression: quoting and wrappers hid the program.
        "g'i't push",
        "\"git\" push",
        "\\git push",
        "gi\\t pu\\sh",
        "$'\\x67it' push",
        "git \\\npush",
        "/usr/bin/git push",
        "env X=1 git push",
        "env -i PATH=/usr/bin git push",
        "command git push",
        "exec git push",
        "nohup git push &",
        "time git push",
        "sudo -u bob git push",
        "sudo -u cat git push",
        "timeout 30 git push",
        "xargs -n1 git push < remotes",
        "X=1 git push",
        "sh -c 'git push'",
        "bash -lc \"git commit -m wip\"",
        "bash -c 'echo hi; git push --dry-run; git push'",
        "sh -c \"sh -c 'git push'\"",
        "eval 'git push'",
        "eval git push",
        "G=git; $G push",
        "git $(echo push)",
        "$(printf git) push",
        "echo git push | sh",
        "printf 'git push' | bash",
        "vim -c '!git push' x",
        "rg --pre 'git push' x",
        "git push -n origin && git push",
        "git tag -a v1 -m release",
        "echo push | xargs git",
        "printf 'publish' | xargs -n1 npm",
        "npm publish --dry-run=false",
        "kubectl apply -f k8s/ --dry-run=none",
        // The way agents write a commit message: a here-document inside a
        // substitution, which may hold any marker.
        "git add -A && git commit -m \"$(cat <<'EOF'\nAdd --dry-run (and -n) flags\n\nterraform plan)\nEOF\n)\"",
        "cd /repo && git push -u origin feature 2>&1 | tail -5",
        // regression: a here-document a shell reads as its script.
        "sh <<EOF\ngit push\nEOF",
        "sh <<'EOF'\ngit push\nEOF",
        "cat <<EOF | sh\ngit push\nEOF",
        "bash -s <<'X'\necho start\ngit push origin main\nX",
        "bash <<-EOF\n\tcd repo && git push\n\tEOF",
        "sh <<A\nsh <<B\ngit push\nB\nA",
    ];

    /// Commands the gate lets through unjudged: they change nothing.
    const IGNORED: &[&str] = &[
        "ls -la",
        "cargo test",
        "git status && git diff",
        "git log --oneline | head",
        "git push --dry-run origin main",
        "git push origin main --dry-run",
        "git push -n",
        "git tag -l",
        "git tag --list 'v*'",
        "git tag",
        "git merge-base HEAD main",
        "npm publish --dry-run",
        "terraform plan",
        "kubectl diff -f k8s/",
        "kubectl apply -f k8s/ --dry-run=client",
        "helm template chart",
        "grep -r deployment src/",
        "cat docs/deploy.md",
        "echo 'git push'",
        "echo \"remember to git push\"",
        "grep -rn 'git push' docs/",
        "printf '%s\\n' 'npm publish'",
        "command -v git",
        "env X=1 cat deploy.sh",
        "git commit --dry-run -m 'Add x'",
        "git commit -m 'x' --dry-run",
        "echo $(git status)",
        "sh -c 'git status'",
        "bash -lc 'git push --dry-run'",
        "cat <<'EOF'\n$(git push)\nEOF",
        "git log --format='%s' | grep -c deploy",
        "cargo test 2>&1 | tail -20",
        "cat <<'EOF' > notes.md\ngit push\nEOF",
        "sh <<EOF\ngit status\nEOF",
        "bash -s <<'X'\ngit push --dry-run\nX",
        "sh -c 'git status' <<EOF\ngit push\nEOF",
        "cat <<EOF | grep push\ngit push\nEOF",
    ];

    #[test]
    fn shared_state_commands() {
        for c in JUDGED {
            assert!(
                !shared_state_signals(c).is_empty(),
                "should be judged: {c:?}"
            );
        }
        for c in IGNORED {
            assert!(
                shared_state_signals(c).is_empty(),
                "should be ignored: {c:?}"
            );
        }
        // Signals come command by command, in the list's order, once each.
        assert_eq!(
            shared_state_signals("fly deploy; git push; git push"),
            [SHARED_STATE[11], SHARED_STATE[13], SHARED_STATE[0]]
        );
    }

    #[test]
    fn huge_commands_are_judged_whole() {
        let padded = format!("{}git push --dry-run", " ".repeat(MAX_PARSED));
        assert!(!shared_state_signals(&padded).is_empty());
        let mut deep = "git push".to_owned();
        for _ in 0..MAX_NESTING + 2 {
            deep = format!("sh -c {}", crate::util::shell::shell_quote(&deep));
        }
        assert!(!shared_state_signals(&deep).is_empty());
    }

    #[test]
    fn substitutions_nested_past_the_parsers_bound_are_judged_whole() {
        // regression: past the parser's depth bound the inside of `$(…)` and
        // backticks was dropped, and the gate said nothing about the push.
        for depth in [17, 100] {
            let nested = format!("{}git push{}", "$(".repeat(depth), ")".repeat(depth));
            assert!(!shared_state_signals(&nested).is_empty(), "{depth}");
            let ticks = format!("echo {}git push", "$(echo `".repeat(depth));
            assert!(!shared_state_signals(&ticks).is_empty(), "{depth}");
        }
        // Judged whole, a command still ends at an operator.
        let padded = format!("{}(git push); true", " ".repeat(MAX_PARSED));
        assert!(!shared_state_signals(&padded).is_empty());
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
        let describe = |e: &Event| describe(e).unwrap();
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
    fn a_shell_call_without_a_readable_command_is_bad_input() {
        // regression: these were let through unjudged.
        for input in [
            serde_json::json!("git push"),
            serde_json::json!({"command": 7}),
            serde_json::json!({"description": "push"}),
            serde_json::json!(null),
        ] {
            assert!(describe(&event("Bash", &input)).is_err(), "{input}");
        }
    }

    #[test]
    fn long_calls_are_capped() {
        let long = "x".repeat(5000);
        let c = describe(&event(
            "Bash",
            &serde_json::json!({"command": format!("git commit -m {long}")}),
        ))
        .unwrap()
        .unwrap();
        assert!(c.shown.len() < SHOWN_CAP + 20);
        assert!(c.shown.ends_with('…'));
    }
}
