//! Whatever the agent wrote and whatever the judge does, hookjudge ends in
//! the event's safe outcome (allow a Stop, ask at a gate) in bounded time,
//! with bounded memory, leaving no process behind and no torn log line.
//!
//! Every run here is measured: wall time, and the peak resident memory of
//! hookjudge (sampled from `/proc`). Run with `--nocapture` to see the
//! figures.

use std::fs;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};
use std::thread;
use std::time::{Duration, Instant, SystemTime};

use serde_json::{Value, json};

use crate::stop::SIGNALLED;
use crate::test::*;

/// `--timeout` of the hostile judges, in seconds.
const TIMEOUT: u64 = 1;
/// Generous: hookjudge must end within the judge's timeout plus a fraction
/// of a second after the judge starts; the slack is for a loaded machine.
const BOUND: Duration = Duration::from_secs(TIMEOUT + 3);
/// Start-up (a debug build compiling every detector's patterns) is not the
/// judge's doing, but a whole run past this is a hang.
const HANG: Duration = Duration::from_secs(30);
/// The peak memory allowed to hookjudge under any hostile judge.
const MAX_RSS_KB: i64 = 64 << 10;

/// Timing bounds mean nothing while a heavy test (a flood, 32 writers at
/// once, tens of MB) eats the machine's few cores: heavy tests run alone,
/// the timed ones together.
static LOAD: RwLock<()> = RwLock::new(());

fn heavy() -> RwLockWriteGuard<'static, ()> {
    LOAD.write().unwrap_or_else(PoisonError::into_inner)
}

fn timed() -> RwLockReadGuard<'static, ()> {
    LOAD.read().unwrap_or_else(PoisonError::into_inner)
}

/// One measured run of the binary.
struct Ran {
    status: ExitStatus,
    stdout: String,
    stderr: String,
    elapsed: Duration,
    /// When hookjudge was reaped.
    ended: SystemTime,
    /// When the first judge started, for a [`Hostile`] run.
    judge_started: Option<SystemTime>,
    max_rss_kb: i64,
}

impl Ran {
    fn context(&self) -> String {
        format!(
            "\n--- status {:?} after {:?}, {} KB ---\n--- stdout ---\n{}\n--- stderr ---\n{}",
            self.status.code(),
            self.elapsed,
            self.max_rss_kb,
            self.stdout,
            self.stderr
        )
    }

    /// Exit 0, nothing on stdout, one line on stderr that names `cause`.
    fn fails_open(&self, cause: &str) -> &Self {
        let context = self.context();
        assert_eq!(self.status.code(), Some(0), "{context}");
        assert_eq!(self.stdout, "", "{context}");
        self.one_line(cause);
        assert!(self.stderr.contains("(allowing)"), "{context}");
        self
    }

    /// Exactly one line on stderr, naming `cause`, never a panic.
    fn one_line(&self, cause: &str) -> &Self {
        let context = self.context();
        assert_eq!(self.stderr.lines().count(), 1, "{context}");
        assert!(self.stderr.contains(cause), "{cause:?}{context}");
        assert!(!self.stderr.contains("internal error"), "{context}");
        self
    }

    /// At a Claude Code gate: exit 0 and hand the decision to the human.
    fn asks(&self) -> &Self {
        let context = self.context();
        assert_eq!(self.status.code(), Some(0), "{context}");
        let out: Value = serde_json::from_str(&self.stdout).expect(&context);
        assert_eq!(
            out["hookSpecificOutput"]["permissionDecision"], "ask",
            "{context}"
        );
        self
    }

    /// Gone within [`BOUND`] of the judge's start, and no hang.
    fn in_time(&self) -> &Self {
        let started = self.judge_started.expect("the judge recorded its start");
        let after = self.ended.duration_since(started).unwrap_or_default();
        assert!(
            after < BOUND,
            "ended {after:?} after the judge started{}",
            self.context()
        );
        self.within(HANG)
    }

    fn within(&self, bound: Duration) -> &Self {
        assert!(self.elapsed < bound, "took too long{}", self.context());
        self
    }

    fn small(&self) -> &Self {
        assert!(
            self.max_rss_kb < MAX_RSS_KB,
            "used too much memory{}",
            self.context()
        );
        self
    }
}

/// Runs `cmd` (the harness's command line and environment) with `input` on
/// stdin, and measures it.
fn measure(mut cmd: Command, input: Vec<u8>) -> Ran {
    let started = Instant::now();
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let read = |mut pipe: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = pipe.read_to_end(&mut buf);
            String::from_utf8_lossy(&buf).into_owned()
        })
    };
    let stdout = read(Box::new(child.stdout.take().unwrap()));
    let stderr = read(Box::new(child.stderr.take().unwrap()));
    let running = Arc::new(AtomicBool::new(true));
    let sampler = {
        let (pid, running) = (child.id(), Arc::clone(&running));
        thread::spawn(move || peak_rss_kb(pid, &running))
    };
    let status = child.wait().unwrap();
    let (elapsed, ended) = (started.elapsed(), SystemTime::now());
    running.store(false, Ordering::Relaxed);
    writer.join().unwrap();
    let ran = Ran {
        status,
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
        elapsed,
        ended,
        judge_started: None,
        max_rss_kb: sampler.join().unwrap(),
    };
    println!(
        "{:?}: {:.2} s, {} KB",
        thread::current().name().unwrap_or("?"),
        ran.elapsed.as_secs_f64(),
        ran.max_rss_kb
    );
    ran
}

/// The peak resident memory of hookjudge running as `pid`, in KB: its
/// `VmHWM`, sampled until it exits. (`wait4`'s `ru_maxrss` will not do: it
/// counts the test process's memory the child had before its exec.)
fn peak_rss_kb(pid: u32, running: &AtomicBool) -> i64 {
    let mut peak = 0;
    while running.load(Ordering::Relaxed) {
        if let Ok(status) = fs::read_to_string(format!("/proc/{pid}/status")) {
            // Before the exec, the child is still a copy of the test.
            if status.starts_with("Name:\thookjudge\n") {
                let hwm = status
                    .lines()
                    .find_map(|l| l.strip_prefix("VmHWM:"))
                    .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok());
                peak = peak.max(hwm.unwrap_or(0));
            }
        }
        thread::sleep(Duration::from_millis(2));
    }
    peak
}

/// Running, not merely a zombie waiting to be reaped.
fn running(pid: &str) -> bool {
    fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| stat.rsplit_once(')').map(|(_, rest)| rest.to_owned()))
        .is_some_and(|rest| !rest.trim_start().starts_with('Z'))
}

/// Every pid the judge recorded in `pidfile` is gone (or a zombie). A kill
/// is delivered at once but acted on a moment later: allow a second.
fn all_gone(pidfile: &Path) {
    let pids = fs::read_to_string(pidfile).unwrap_or_default();
    let pids: Vec<&str> = pids.split_whitespace().collect();
    assert!(!pids.is_empty(), "the judge recorded no pid");
    let until = Instant::now() + Duration::from_secs(2);
    loop {
        let left: Vec<&&str> = pids.iter().filter(|p| running(p)).collect();
        if left.is_empty() {
            return;
        }
        assert!(Instant::now() < until, "left behind: {left:?}");
        thread::sleep(Duration::from_millis(20));
    }
}

/// A hostile judge of an event that Layer 1 escalates. `{pids}` in `script`
/// is the file where the judge records the pids that must not survive.
struct Hostile {
    test: Test,
    pidfile: PathBuf,
    /// Each judge's start, in nanoseconds since the epoch.
    starts: PathBuf,
}

impl Hostile {
    fn new(script: &str) -> Self {
        Self::with(script, &["--detector", "commit"])
    }

    fn with(script: &str, args: &[&str]) -> Self {
        let test = Test::new();
        let pidfile = test.path().join("pids");
        let starts = test.path().join("starts");
        let script = format!(
            "date +%s%N >> '{}'; {}",
            starts.display(),
            script.replace("{pids}", &pidfile.display().to_string())
        );
        let mut test = test.arg("--timeout").arg(&TIMEOUT.to_string());
        for a in args {
            test = test.arg(a);
        }
        Hostile {
            test: test.judge_command(&script),
            pidfile,
            starts,
        }
    }

    fn run(self, event: &Value) -> Ran {
        let mut ran = measure(self.test.command(), event.to_string().into_bytes());
        all_gone(&self.pidfile);
        ran.judge_started = fs::read_to_string(&self.starts)
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|n| n.parse::<u64>().ok())
            .min()
            .map(|n| SystemTime::UNIX_EPOCH + Duration::from_nanos(n));
        ran
    }
}

fn commit_stop() -> Value {
    stop(SIGNALLED[0].1)
}

/// A reply that every detector's Layer 1 escalates.
fn every_signal() -> Value {
    let all: Vec<&str> = SIGNALLED.iter().map(|(_, text)| *text).collect();
    stop(&all.join(" "))
}

#[test]
fn stdout_flood_is_capped() {
    let _load = heavy();
    // Every detector judged at once, each judge writing as fast as it can.
    Hostile::with("echo $$ >> '{pids}'; exec cat /dev/zero", &[])
        .run(&every_signal())
        .fails_open("timed out")
        .in_time()
        .small();
}

#[test]
fn stderr_flood_is_capped() {
    let _load = timed();
    Hostile::new("echo $$ >> '{pids}'; exec cat /dev/zero >&2")
        .run(&commit_stop())
        .fails_open("timed out")
        .in_time()
        .small();
}

#[test]
fn a_judge_that_floods_then_exits_is_read_and_capped() {
    let _load = heavy();
    // Hundreds of MB, then a clean exit: what is kept is the first MiB.
    Hostile::new("echo $$ >> '{pids}'; head -c 300000000 /dev/zero; exit 0")
        .run(&commit_stop())
        .fails_open("(allowing)")
        .in_time()
        .small();
}

#[test]
fn dripping_past_the_deadline_times_out() {
    let _load = timed();
    Hostile::new("echo $$ >> '{pids}'; while :; do printf '{'; sleep 0.05; done")
        .run(&commit_stop())
        .fails_open("timed out")
        .in_time()
        .small();
}

#[test]
fn closing_stdout_and_running_on_times_out() {
    let _load = timed();
    Hostile::new("echo $$ >> '{pids}'; exec >&- 2>&-; sleep 100 & echo $! >> '{pids}'; wait")
        .run(&commit_stop())
        .fails_open("timed out")
        .in_time();
}

/// An approval gate whose text to judge is a 4,000-byte reply.
fn gate_with_long_text(t: &Test) -> Value {
    let transcript = t.path().join("transcript.jsonl");
    let text = format!(
        "{} {}",
        "I checked every module and rewrote the parser. ".repeat(85),
        SIGNALLED[0].1
    );
    assert!(text.len() > 4000);
    let lines = [
        json!({"type":"user","message":{"role":"user","content":"ship it"}}),
        json!({"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":text}]}}),
    ];
    fs::write(&transcript, format!("{}\n{}\n", lines[0], lines[1])).unwrap();
    json!({"session_id":"s","transcript_path":transcript,"cwd":"/tmp/p",
        "hook_event_name":"PreToolUse","tool_name":"Bash",
        "tool_input":{"command":"git push origin main"},"tool_use_id":"toolu_1"})
}

#[test]
fn a_judge_that_never_reads_a_large_prompt_asks_at_the_gate() {
    let _load = timed();
    let h = Hostile::new("echo $$ >> '{pids}'; sleep 100 & echo $! >> '{pids}'; wait");
    let event = gate_with_long_text(&h.test);
    h.run(&event).asks().in_time().small();
}

#[test]
fn a_judge_that_answers_without_reading_the_prompt_is_heard() {
    let _load = timed();
    // It exits while hookjudge may still be writing: a broken pipe, not an error.
    let h = Test::new()
        .args(["--detector", "commit", "--timeout", "10"])
        .judge_command(&commit_echo("", COMMIT_VIOLATION, ""));
    let event = gate_with_long_text(&h);
    let ran = measure(h.command(), event.to_string().into_bytes());
    ran.within(Duration::from_secs(5));
    assert_eq!(ran.status.code(), Some(0), "{}", ran.context());
    assert!(ran.stdout.contains("\"deny\""), "{}", ran.context());
}

#[test]
fn invalid_utf8_output_fails_open() {
    let _load = timed();
    Hostile::new(r"echo $$ >> '{pids}'; printf '\377\376\375{\200\201}\n\300'")
        .run(&commit_stop())
        .fails_open("no answer with this call's nonce")
        .in_time();
}

#[test]
fn deeply_nested_output_fails_open() {
    let _load = timed();
    for script in [
        "echo $$ >> '{pids}'; head -c 1000000 /dev/zero | tr '\\0' '['",
        r#"echo $$ >> '{pids}'; yes '{"a":' | head -n 1000000 | tr -d '\n'"#,
        r#"echo $$ >> '{pids}'; yes '{"new_proposal":true,"a":[' | head -n 200000 | tr -d '\n'"#,
        // Every candidate object runs to the end of a MiB: once minutes of CPU.
        r#"echo $$ >> '{pids}'; yes '{"a":[' | head -n 64 | tr -d '\n'; yes '1,' | head -n 500000 | tr -d '\n'"#,
    ] {
        Hostile::new(script)
            .run(&commit_stop())
            .fails_open("(allowing)")
            .in_time()
            .small();
    }
}

#[test]
fn an_escaped_grandchild_holding_the_pipes_is_killed() {
    let _load = timed();
    // setsid leaves the judge's process group, so the group kill misses it.
    let escape = "setsid sh -c 'echo $$ >> \"{pids}\"; exec sleep 100' & \
                  while [ ! -s '{pids}' ]; do sleep 0.01; done";
    Hostile::new(&format!("{escape}; echo $$ >> '{{pids}}'; exec sleep 100"))
        .run(&commit_stop())
        .fails_open("timed out")
        .in_time();
    // The judge answers and exits; its escaped child keeps the pipes open.
    let ran = Hostile::new(&format!(
        "{escape}; cat >/dev/null; {}",
        commit_echo("", COMMIT_VIOLATION, "")
    ))
    .run(&commit_stop());
    assert_eq!(ran.status.code(), Some(2), "{}", ran.context());
    ran.in_time();
}

#[test]
fn ignoring_sigterm_changes_nothing() {
    let _load = timed();
    Hostile::new(
        "trap '' TERM HUP INT; echo $$ >> '{pids}'; sleep 100 & echo $! >> '{pids}'; wait; sleep 100",
    )
    .run(&commit_stop())
    .fails_open("timed out")
    .in_time();
}

#[test]
fn a_judge_forking_without_end_is_killed_with_all_its_children() {
    let _load = timed();
    Hostile::new("echo $$ >> '{pids}'; while :; do sleep 100 & echo $! >> '{pids}'; done")
        .run(&commit_stop())
        .fails_open("timed out")
        .in_time()
        .small();
}

// ---- bad input: the safe outcome, one clear line, no panic, no hang ----

/// A Stop whose transcript is at `path`.
fn stop_with_transcript(path: &Path, message: &str) -> Value {
    let mut event = stop(message);
    event["transcript_path"] = json!(path);
    event
}

fn judged(t: Test, event: &Value, answer: &str) -> Ran {
    let t = t.args(["--detector", "commit"]).judge(answer);
    let ran = measure(t.command(), event.to_string().into_bytes());
    drop(t);
    ran
}

#[test]
fn tens_of_megabytes_of_valid_json_are_judged() {
    let _load = heavy();
    // A 20 MB reply, and 10 MB of small objects the host might add; built
    // as text, which a debug build of the test does faster than a Value.
    let padding = r#"{"a":[1],"b":null},"#.repeat(1 << 19);
    let input = format!(
        r#"{{"hook_event_name":"Stop","session_id":"s","padding":[{}0],"last_assistant_message":"{}{}"}}"#,
        padding,
        "word ".repeat(16 << 18),
        SIGNALLED[0].1
    )
    .into_bytes();
    assert!(input.len() > 24 << 20, "{}", input.len());
    let t = Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION);
    let ran = measure(t.command(), input);
    assert_eq!(ran.status.code(), Some(2), "{}", ran.context());
    ran.within(Duration::from_secs(20));
    // The fields hookjudge does not read are skipped, not built.
    assert!(ran.max_rss_kb < 160 << 10, "{}", ran.context());
    // Only the tail of the reply is judged.
    let prompt = fs::read_to_string(t.path().join("prompt.txt")).unwrap();
    assert!(prompt.len() < 20_000, "{}", prompt.len());
    assert!(prompt.contains(SIGNALLED[0].1));
}

#[test]
fn invalid_utf8_inside_json_strings_is_bad_input() {
    let _load = timed();
    let mut stop =
        br#"{"hook_event_name":"Stop","last_assistant_message":"I'll commit and push now "#
            .to_vec();
    stop.extend_from_slice(b"\xff\xfe\"}");
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .stdin(stop)
        .status(0)
        .stdout("")
        .stderr_contains("not valid JSON")
        .stderr_contains("(allowing)")
        .run();
    let mut gate =
        br#"{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git push "#
            .to_vec();
    gate.extend_from_slice(b"\xc3\x28\"}}");
    Test::new()
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .stdin(gate)
        .status(0)
        .stdout_contains("\"permissionDecision\":\"ask\"")
        .run();
}

#[test]
fn a_30_mb_newest_line_is_passed_over() {
    let _load = heavy();
    let t = Test::new();
    let path = t.path().join("t.jsonl");
    let huge = format!(
        r#"{{"type":"assistant","message":{{"content":[{{"type":"text","text":"{}"}}]}}}}"#,
        "x".repeat(30 << 20)
    );
    let body = format!(
        "{}\n{}\n{huge}\n",
        json!({"type":"user","message":{"content":"go"}}),
        json!({"type":"assistant","message":{"content":[{"type":"text","text":"Earlier step done."}]}}),
    );
    fs::write(&path, body).unwrap();
    let event = stop_with_transcript(&path, SIGNALLED[0].1);
    let t = t.args(["--detector", "commit"]).judge(COMMIT_VIOLATION);
    let ran = measure(t.command(), event.to_string().into_bytes());
    assert_eq!(ran.status.code(), Some(2), "{}", ran.context());
    ran.within(Duration::from_secs(10)).small();
    let prompt = fs::read_to_string(t.path().join("prompt.txt")).unwrap();
    assert!(prompt.contains("Earlier step done."));
    assert!(prompt.len() < 20_000, "{}", prompt.len());
}

#[test]
fn a_transcript_of_junk_falls_back_to_the_last_message() {
    let _load = heavy();
    let t = Test::new();
    let path = t.path().join("junk.jsonl");
    // Binary noise, half-lines of the real shape, long runs without a newline.
    let mut body = Vec::new();
    let mut x: u32 = 0x9e37_79b9;
    for i in 0..50_000u32 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let noise = x.to_le_bytes();
        body.extend_from_slice(match i % 4 {
            0 => br#"{"type":"assistant","message":{"content":[{"type":"te"#,
            1 => br#"{"type":"user","message":"#,
            _ => &noise,
        });
        if x % 3 == 0 {
            body.push(b'\n');
        }
    }
    fs::write(&path, body).unwrap();
    let ran = judged(
        t,
        &stop_with_transcript(&path, SIGNALLED[0].1),
        COMMIT_VIOLATION,
    );
    assert_eq!(ran.status.code(), Some(2), "{}", ran.context());
    ran.within(Duration::from_secs(10));
}

#[test]
fn a_cut_last_line_is_skipped() {
    let _load = timed();
    let t = Test::new();
    let path = t.path().join("cut.jsonl");
    let good = json!({"type":"assistant","message":{"content":[{"type":"text","text":"I'll commit and push now."}]}});
    // Cut in the middle of a multi-byte character, with no final newline.
    let mut body = format!(
        "{}\n{good}\n",
        json!({"type":"user","message":{"content":"go"}})
    )
    .into_bytes();
    body.extend_from_slice("{\"type\":\"user\",\"message\":{\"content\":\"日本".as_bytes());
    body.push(0xe8);
    fs::write(&path, body).unwrap();
    let done = t
        .args(["--detector", "commit"])
        .judge(COMMIT_VIOLATION)
        .event(&stop_with_transcript(&path, ""))
        .status(2)
        .run();
    assert!(done.prompt().unwrap().contains("I'll commit and push now."));
}

#[test]
fn a_transcript_growing_while_read_is_read() {
    let _load = timed();
    let t = Test::new();
    let path = t.path().join("growing.jsonl");
    fs::write(
        &path,
        format!("{}\n", json!({"type":"user","message":{"content":"go"}})),
    )
    .unwrap();
    let stop_writing = Arc::new(AtomicBool::new(false));
    let writer = {
        let path = path.clone();
        let stop_writing = Arc::clone(&stop_writing);
        thread::spawn(move || {
            let mut file = fs::OpenOptions::new().append(true).open(path).unwrap();
            let line = json!({"type":"assistant","message":{"content":[{"type":"text","text":"still working on the parser"}]}});
            let line = format!("{line}\n");
            let mut written = 0;
            while !stop_writing.load(Ordering::Relaxed) {
                // Partial lines too: the host writes a line in pieces.
                let (head, rest) = line.as_bytes().split_at(written % line.len());
                file.write_all(head).unwrap();
                file.write_all(rest).unwrap();
                written += 7;
                thread::sleep(Duration::from_micros(50));
            }
            written
        })
    };
    let ran = judged(
        t,
        &stop_with_transcript(&path, SIGNALLED[0].1),
        COMMIT_VIOLATION,
    );
    stop_writing.store(true, Ordering::Relaxed);
    assert!(writer.join().unwrap() > 0);
    assert_eq!(ran.status.code(), Some(2), "{}", ran.context());
    assert!(!ran.stderr.contains("cannot read transcript"));
    ran.within(Duration::from_secs(10));
}

/// A transcript that cannot be read: the reply alone is judged, with one
/// line saying why.
fn unreadable(t: Test, path: &Path, why: &str) {
    let event = stop_with_transcript(path, SIGNALLED[0].1);
    let ran = judged(t, &event, COMMIT_ALLOW);
    ran.falls_back(why);
}

impl Ran {
    /// Exit 0 (the judge allowed the reply), with one line on why the
    /// transcript was not used.
    fn falls_back(&self, why: &str) {
        assert_eq!(self.status.code(), Some(0), "{}", self.context());
        assert_eq!(self.stdout, "", "{}", self.context());
        self.one_line("cannot read transcript").one_line(why);
        self.within(Duration::from_secs(10));
    }
}

#[test]
fn a_symlink_loop_is_unreadable() {
    let _load = timed();
    let t = Test::new();
    let a = t.path().join("a.jsonl");
    let b = t.path().join("b.jsonl");
    std::os::unix::fs::symlink(&b, &a).unwrap();
    std::os::unix::fs::symlink(&a, &b).unwrap();
    unreadable(t, &a, "symbolic links");
}

#[test]
fn a_socket_is_not_a_transcript() {
    let _load = timed();
    let t = Test::new();
    let path = t.path().join("sock");
    let _listener = std::os::unix::net::UnixListener::bind(&path).unwrap();
    unreadable(t, &path, "not a regular file");
}

#[test]
fn a_sparse_terabyte_transcript_is_read_only_at_its_end() {
    let _load = heavy();
    let t = Test::new();
    let path = t.path().join("sparse.jsonl");
    let f = fs::File::create(&path).unwrap();
    f.set_len(1 << 40).unwrap();
    let ran = judged(
        t,
        &stop_with_transcript(&path, SIGNALLED[0].1),
        COMMIT_VIOLATION,
    );
    assert_eq!(ran.status.code(), Some(2), "{}", ran.context());
    ran.within(Duration::from_secs(10)).small();
}

#[test]
fn an_unreadable_transcript_is_named() {
    let _load = timed();
    let t = Test::new();
    let path = t.path().join("locked.jsonl");
    fs::write(
        &path,
        format!("{}\n", json!({"type":"user","message":{"content":"go"}})),
    )
    .unwrap();
    fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o000)).unwrap();
    let root = std::os::unix::fs::MetadataExt::uid(&fs::metadata(&path).unwrap()) == 0;
    if !root {
        unreadable(t, &path, "permission denied");
        return;
    }
    // Root reads a mode-000 file all the same; anyone else is refused. Run
    // hookjudge as `nobody` first, in a folder it may write to.
    let event = stop_with_transcript(&path, SIGNALLED[0].1);
    let t = t.args(["--detector", "commit"]).judge(COMMIT_ALLOW);
    fs::set_permissions(
        t.path(),
        std::os::unix::fs::PermissionsExt::from_mode(0o777),
    )
    .unwrap();
    // The binary may sit under a folder `nobody` cannot enter (a 0700
    // mktemp folder): run a copy from the test's own world-readable folder.
    let copy = t.path().join("hookjudge");
    fs::copy(BIN, &copy).unwrap();
    let template = t.command();
    let mut cmd = Command::new(&copy);
    cmd.args(template.get_args());
    for (key, value) in template.get_envs() {
        match value {
            Some(v) => cmd.env(key, v),
            None => cmd.env_remove(key),
        };
    }
    cmd.uid(65534).gid(65534);
    let ran = measure(cmd, event.to_string().into_bytes());
    ran.falls_back("permission denied");
    // Root: the transcript is used, nothing to say. (The log folder the
    // other user made is theirs, and root would refuse to write in it.)
    fs::remove_dir_all(t.path().join("logs")).unwrap();
    let ran = measure(t.command(), event.to_string().into_bytes());
    assert_eq!(ran.status.code(), Some(0), "{}", ran.context());
    assert_eq!(ran.stderr, "", "{}", ran.context());
}

// ---- the decision log: never changes the verdict, never tears a line ----

#[test]
fn a_log_that_is_not_a_file_never_changes_the_verdict() {
    let _load = timed();
    // regression: a FIFO in the log's place hung the hook in open(2).
    let t = Test::new();
    let logs = t.path().join("logs");
    fs::create_dir_all(&logs).unwrap();
    let name = format!(
        "stop-hook-llm-decisions-{}.log",
        chrono::Local::now().format("%Y-%m-%d")
    );
    let made = Command::new("mkfifo")
        .arg(logs.join(&name))
        .status()
        .unwrap();
    assert!(made.success());
    let t = t.args(["--detector", "commit"]).judge(COMMIT_VIOLATION);
    let ran = measure(t.command(), commit_stop().to_string().into_bytes());
    assert_eq!(ran.status.code(), Some(2), "{}", ran.context());
    ran.within(Duration::from_secs(10));
    // A folder in the file's place: allowed all the same, with one line.
    let t = Test::new();
    fs::create_dir_all(t.path().join("logs").join(&name)).unwrap();
    let t = t.args(["--detector", "commit"]).judge(COMMIT_ALLOW);
    let ran = measure(t.command(), commit_stop().to_string().into_bytes());
    assert_eq!(ran.status.code(), Some(0), "{}", ran.context());
    ran.one_line("cannot write the decision log");
}

#[test]
fn a_block_count_that_is_not_a_file_never_hangs_the_hook() {
    let _load = timed();
    // A FIFO in place of the loop budget's count: reading it waited for a
    // writer forever. It is read only when the Stop continues a blocked turn.
    let t = Test::new();
    let state = t.path().join("state");
    fs::create_dir_all(&state).unwrap();
    let mut event = commit_stop();
    event["stop_hook_active"] = json!(true);
    let session = event["session_id"].as_str().unwrap();
    let made = Command::new("mkfifo")
        .arg(state.join(format!("{session}.commit.count")))
        .status()
        .unwrap();
    assert!(made.success());
    // The count is unknown, so the budget may be spent: the Stop goes
    // through, whatever the judge would say.
    let t = t.args(["--detector", "commit"]).judge(COMMIT_VIOLATION);
    let ran = measure(t.command(), event.to_string().into_bytes());
    ran.within(Duration::from_secs(10));
    assert_eq!(ran.status.code(), Some(0), "{}", ran.context());
    assert_eq!(ran.stdout, "", "{}", ran.context());
    ran.one_line("is not a regular file; letting it through");
}

#[test]
fn concurrent_hooks_never_tear_a_log_line() {
    const WRITERS: usize = 32;
    let _load = heavy();
    let logs = tempfile::tempdir().unwrap();
    // Long session and turn ids make every record several KB (> PIPE_BUF),
    // and a reply that escalates several detectors makes several per write.
    let run = |i: usize| {
        let id = format!("{i:02}-{}", "x".repeat(6000));
        let mut event = every_signal();
        event["session_id"] = json!(id);
        event["prompt_id"] = json!(id);
        // A judge that is one shell: 32 hooks at once start 96 of them.
        let t = Test::new()
            .env("HOOKJUDGE_LOG_DIR", logs.path().to_str().unwrap())
            .args(["--detector", "commit,scope-check,shallow-bugfix"])
            .judge_command(&format!("echo '{PROPOSAL_ALLOW}'"));
        let ran = measure(t.command(), event.to_string().into_bytes());
        assert_eq!(ran.status.code(), Some(0), "{}", ran.context());
    };
    let read = || -> Vec<String> {
        let mut lines = Vec::new();
        for entry in fs::read_dir(logs.path()).unwrap().flatten() {
            let text = fs::read_to_string(entry.path()).unwrap();
            lines.extend(text.lines().map(str::to_owned));
        }
        lines
    };
    // One writer alone says how many records a run writes.
    run(WRITERS);
    let per_run = read().len();
    assert!(per_run >= 2, "{per_run}");
    thread::scope(|s| {
        for i in 0..WRITERS {
            s.spawn(move || run(i));
        }
    });
    let lines = read();
    assert_eq!(lines.len(), per_run * (WRITERS + 1));
    let mut per_writer = vec![0; WRITERS + 1];
    for line in &lines {
        assert!(line.len() > 4096, "{}", line.len());
        let record: Value = serde_json::from_str(line).expect(line);
        // The same writer's id in both fields: nothing spliced in between.
        let session = record["session"].as_str().unwrap();
        assert_eq!(record["turn"].as_str().unwrap(), session);
        per_writer[session[..2].parse::<usize>().unwrap()] += 1;
    }
    assert!(per_writer.iter().all(|&n| n == per_run), "{per_writer:?}");
}
