//! Running a judge command under a deadline.
//!
//! The child gets its own process group, its stdin is written from a thread
//! (a child that never reads cannot block us), stdout and stderr are drained
//! on threads into capped buffers (a chatty child cannot deadlock us or fill
//! memory). At the deadline, or as soon as the child exits, the whole group
//! is killed, so no grandchild outlives the judgment. A grandchild that left
//! the group and still holds a pipe is not waited for.

use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

use super::Failure;

/// The environment variable that marks a judge's own session: a hookjudge
/// started inside it allows at once instead of judging again.
pub(crate) const GUARD_VAR: &str = "STOP_HOOK_LLM_JUDGE_ACTIVE";

const STDOUT_CAP: usize = 4 << 20;
const STDERR_CAP: usize = 64 << 10;
/// How long the pipes may stay open after the child is gone.
const DRAIN_GRACE: Duration = Duration::from_millis(200);

/// What a finished child left.
#[derive(Debug)]
pub(crate) struct Output {
    pub(crate) status: ExitStatus,
    pub(crate) stdout: Vec<u8>,
    pub(crate) stderr: Vec<u8>,
}

/// Runs `cmd` with `input` on its stdin until it exits or `timeout` passes.
pub(crate) fn run(mut cmd: Command, input: &[u8], timeout: Duration) -> Result<Output, Failure> {
    let deadline = Instant::now() + timeout;
    let program = cmd.get_program().to_string_lossy().into_owned();
    cmd.env(GUARD_VAR, "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let mut child = cmd.spawn().map_err(|e| match e.kind() {
        io::ErrorKind::NotFound => Failure::NotFound(program.clone()),
        _ => Failure::Spawn(format!("{program}: {e}")),
    })?;
    let mut guard = GroupGuard(Some(child.id()));

    if let Some(mut stdin) = child.stdin.take() {
        let input = input.to_vec();
        // A broken pipe only means the child did not want all of it.
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let stdout = drain(child.stdout.take(), STDOUT_CAP);
    let stderr = drain(child.stderr.take(), STDERR_CAP);

    let status = wait(&mut child, deadline);
    guard.kill();
    let status = status?;
    let until = Instant::now() + DRAIN_GRACE;
    Ok(Output {
        status,
        stdout: stdout.collect(until),
        stderr: stderr.collect(until),
    })
}

fn wait(child: &mut Child, deadline: Instant) -> Result<ExitStatus, Failure> {
    let left = deadline.saturating_duration_since(Instant::now());
    match child.wait_timeout(left) {
        Ok(Some(status)) => Ok(status),
        Ok(None) => {
            kill_group(child.id());
            let _ = child.wait();
            Err(Failure::Timeout)
        }
        Err(e) => {
            kill_group(child.id());
            let _ = child.wait();
            Err(Failure::Spawn(format!("waiting for the judge: {e}")))
        }
    }
}

/// Describes how a child ended, for messages: `exit code 3`, `signal 9`.
pub(crate) fn describe_status(status: ExitStatus) -> String {
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit code {code}"),
        (None, Some(sig)) => format!("killed by signal {sig} (exit {})", 128 + sig),
        (None, None) => "an unknown status".into(),
    }
}

/// A pipe being read on a thread into a capped buffer.
struct Drain {
    buf: Arc<Mutex<Vec<u8>>>,
    done: mpsc::Receiver<()>,
}

impl Drain {
    /// What was read, once the pipe closed or `until` passed.
    fn collect(self, until: Instant) -> Vec<u8> {
        let _ = self
            .done
            .recv_timeout(until.saturating_duration_since(Instant::now()));
        let mut buf = self
            .buf
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        std::mem::take(&mut *buf)
    }
}

fn drain<R: Read + Send + 'static>(pipe: Option<R>, cap: usize) -> Drain {
    let buf = Arc::new(Mutex::new(Vec::new()));
    let (tx, done) = mpsc::channel();
    if let Some(mut pipe) = pipe {
        let shared = Arc::clone(&buf);
        thread::spawn(move || {
            let mut chunk = [0u8; 16 << 10];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => {
                        let mut b = shared
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner);
                        let room = cap.saturating_sub(b.len());
                        b.extend_from_slice(&chunk[..n.min(room)]);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = tx.send(());
        });
    } else {
        let _ = tx.send(());
    }
    Drain { buf, done }
}

/// Kills the child's process group when dropped, unless already done.
struct GroupGuard(Option<u32>);

impl GroupGuard {
    fn kill(&mut self) {
        if let Some(pid) = self.0.take() {
            kill_group(pid);
        }
    }
}

impl Drop for GroupGuard {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Sends SIGKILL to the process group led by `pid`.
#[allow(unsafe_code)]
fn kill_group(pid: u32) {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return;
    };
    // SAFETY: kill(2) takes plain integers and has no memory-safety
    // preconditions; a negative pid addresses the whole process group.
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
}
