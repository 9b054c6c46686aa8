//! Running a judge command under a deadline.
//!
//! The child gets its own process group, its stdin is written from a thread
//! (a child that never reads cannot block us), stdout and stderr are drained
//! on threads into capped buffers (a chatty child cannot deadlock us or fill
//! memory). At the deadline, or as soon as the child exits, the whole group
//! is killed, so no grandchild outlives the judgment.
//!
//! A descendant can leave the group (`setsid`, `setpgid`) and keep the pipes
//! open. Reading is never waited for past a short grace: the reader threads
//! are abandoned, and they never keep hookjudge from exiting. Where `/proc`
//! exists, the processes that still hold one of the judge's pipes after the
//! grace are found by the pipe's inode and killed one by one (never by their
//! group, which a stray process may share with the host). A descendant that
//! left the group *and* let go of every pipe is a daemon and is not chased.
//!
//! The host may kill hookjudge itself (its hook timeout), and then nothing
//! above runs. On Linux the judge dies with it: it gets `PR_SET_PDEATHSIG`,
//! and a tiny watcher forked into its group before `exec` waits for
//! hookjudge to go (the end of a pipe only hookjudge holds) and then kills
//! the whole group, grandchildren included.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::os::fd::AsFd;
use std::os::unix::fs::MetadataExt;
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

/// An answer is a few hundred bytes, a CLI's JSON envelope a few KB. Every
/// escalated detector runs its own judge at once, so this bounds memory.
const STDOUT_CAP: usize = 1 << 20;
const STDERR_CAP: usize = 64 << 10;
/// How long the pipes may stay open after the child's group is gone.
const DRAIN_GRACE: Duration = Duration::from_millis(200);
/// Rounds of killing the processes that still hold a pipe (a stray one may
/// fork while it is being killed).
const SWEEPS: usize = 3;

/// What a finished child left.
#[derive(Debug)]
pub(crate) struct Output {
    pub(crate) status: ExitStatus,
    pub(crate) stdout: Vec<u8>,
    pub(crate) stderr: Vec<u8>,
}

/// Runs `cmd` with `input` on its stdin until it exits or `timeout` passes.
pub(crate) fn run(mut cmd: Command, input: &[u8], timeout: Duration) -> Result<Output, Failure> {
    // Tests make sure a judge's panic never becomes an allow.
    #[cfg(debug_assertions)]
    assert!(
        std::env::var_os("HOOKJUDGE_DEBUG_PANIC_JUDGE").is_none(),
        "panic in the judge requested by HOOKJUDGE_DEBUG_PANIC_JUDGE"
    );
    let deadline = Instant::now() + timeout;
    let program = cmd.get_program().to_string_lossy().into_owned();
    cmd.env(GUARD_VAR, "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    #[cfg(target_os = "linux")]
    let mut lifeline = orphan::arm(&mut cmd);
    let spawned = cmd.spawn();
    // The watcher has its copy of the read end; ours would keep it waiting.
    #[cfg(target_os = "linux")]
    drop(lifeline.0.take());
    let mut child = spawned.map_err(|e| match e.kind() {
        io::ErrorKind::NotFound => Failure::NotFound(program.clone()),
        _ => Failure::Spawn(format!("{program}: {e}")),
    })?;
    let mut guard = GroupGuard(Some(child.id()));
    let pipes: Vec<u64> = [
        child.stdin.as_ref().and_then(|p| inode(p.as_fd())),
        child.stdout.as_ref().and_then(|p| inode(p.as_fd())),
        child.stderr.as_ref().and_then(|p| inode(p.as_fd())),
    ]
    .into_iter()
    .flatten()
    .collect();

    if let Some(mut stdin) = child.stdin.take() {
        let input = input.to_vec();
        // A broken pipe only means the child did not want all of it.
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let mut stdout = drain(child.stdout.take(), STDOUT_CAP);
    let mut stderr = drain(child.stderr.take(), STDERR_CAP);

    let status = wait(&mut child, deadline);
    guard.kill();
    // Whatever still holds a pipe now left the group: it is not waited for.
    for _ in 0..SWEEPS {
        let until = Instant::now() + DRAIN_GRACE;
        let closed = stdout.closed_by(until);
        if stderr.closed_by(until) && closed {
            break;
        }
        sweep(&pipes);
    }
    let status = status?;
    Ok(Output {
        status,
        stdout: stdout.take(),
        stderr: stderr.take(),
    })
}

fn wait(child: &mut Child, deadline: Instant) -> Result<ExitStatus, Failure> {
    let left = deadline.saturating_duration_since(Instant::now());
    match child.wait_timeout(left) {
        Ok(Some(status)) => Ok(status),
        Ok(None) => {
            kill(-pid_of(child.id()), libc::SIGKILL);
            let _ = child.wait();
            Err(Failure::Timeout)
        }
        Err(e) => {
            kill(-pid_of(child.id()), libc::SIGKILL);
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
    closed: bool,
}

impl Drain {
    /// Waits until the pipe closed or `until` passed; true if it closed.
    fn closed_by(&mut self, until: Instant) -> bool {
        if !self.closed {
            let left = until.saturating_duration_since(Instant::now());
            self.closed = self.done.recv_timeout(left).is_ok();
        }
        self.closed
    }

    /// What was read so far. A reader still blocked on a pipe held open by a
    /// stray process is left behind; it never keeps hookjudge from exiting.
    fn take(self) -> Vec<u8> {
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
    Drain {
        buf,
        done,
        closed: false,
    }
}

/// The inode of a pipe end: both ends, in every process, share it.
fn inode(fd: std::os::fd::BorrowedFd<'_>) -> Option<u64> {
    let file = File::from(fd.try_clone_to_owned().ok()?);
    file.metadata().ok().map(|m| m.ino())
}

/// Kills every other process that holds one of the `pipes` (by inode): the
/// judge's descendants that left its group. Our own children are spared: a
/// judge of another detector, between its fork and exec, briefly holds every
/// descriptor of this process.
fn sweep(pipes: &[u64]) {
    let me = std::process::id();
    let Ok(procs) = fs::read_dir("/proc") else {
        return;
    };
    for entry in procs.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|s| s.parse::<u32>().ok())
        else {
            continue;
        };
        if pid == me || parent_of(pid) == Some(me) {
            continue;
        }
        if holds_any(pid, pipes) {
            kill(pid_of(pid), libc::SIGKILL);
        }
    }
}

/// The parent pid, from `/proc/<pid>/stat` (after the command's `)`).
fn parent_of(pid: u32) -> Option<u32> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit_once(')')?
        .1
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

fn holds_any(pid: u32, pipes: &[u64]) -> bool {
    let Ok(fds) = fs::read_dir(format!("/proc/{pid}/fd")) else {
        return false;
    };
    fds.flatten().any(|fd| {
        fs::read_link(fd.path()).is_ok_and(|target| {
            target
                .to_str()
                .and_then(|t| t.strip_prefix("pipe:["))
                .and_then(|t| t.strip_suffix(']'))
                .and_then(|n| n.parse::<u64>().ok())
                .is_some_and(|n| pipes.contains(&n))
        })
    })
}

/// Kills the child's process group when dropped, unless already done.
struct GroupGuard(Option<u32>);

impl GroupGuard {
    fn kill(&mut self) {
        if let Some(pid) = self.0.take() {
            kill(-pid_of(pid), libc::SIGKILL);
        }
    }
}

impl Drop for GroupGuard {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A pid as kill(2) takes it; 0 (never a child) if it does not fit, which
/// [`kill`] refuses.
fn pid_of(pid: u32) -> libc::pid_t {
    libc::pid_t::try_from(pid).unwrap_or(0)
}

/// Sends `signal` to `pid`, or to the process group `-pid` when negative.
/// Never to 0 or -1 (our own group, every process we may signal).
#[allow(unsafe_code)]
fn kill(pid: libc::pid_t, signal: libc::c_int) {
    if pid == 0 || pid == -1 || pid == libc::pid_t::MIN {
        return;
    }
    // SAFETY: kill(2) takes plain integers and has no memory-safety
    // preconditions; a negative pid addresses the whole process group.
    unsafe {
        libc::kill(pid, signal);
    }
}

/// The judge's group dies with hookjudge, however hookjudge ends.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
mod orphan {
    use std::io;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    use std::os::unix::process::CommandExt;
    use std::process::Command;

    /// Arms `cmd`. Returns the lifeline's ends: the read end is to be
    /// dropped once the judge is spawned, the write end kept until its group
    /// is killed. `None`s when no pipe could be had: the judge then has its
    /// death signal and the deadline only.
    pub(super) fn arm(cmd: &mut Command) -> (Option<OwnedFd>, Option<OwnedFd>) {
        let parent = std::process::id();
        let mut fds = [0; 2];
        // SAFETY: pipe2(2) writes two descriptors into the array it is given,
        // which lives for the call; on success both are ours to own.
        let (read, write) = if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } == 0 {
            // SAFETY: just made by pipe2, owned by nothing else.
            unsafe {
                (
                    Some(OwnedFd::from_raw_fd(fds[0])),
                    Some(OwnedFd::from_raw_fd(fds[1])),
                )
            }
        } else {
            (None, None)
        };
        let watched = read.as_ref().map(AsRawFd::as_raw_fd);
        let hook = move || {
            // SAFETY: runs in the forked child before exec, where only
            // async-signal-safe calls are allowed: prctl, getppid, fork,
            // close, read, kill and _exit are plain system calls that touch
            // no memory but the one-byte buffer on this stack.
            unsafe {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                    return Err(io::Error::last_os_error());
                }
                // hookjudge died before the signal was set: so does the judge.
                if u32::try_from(libc::getppid()).ok() != Some(parent) {
                    return Err(io::Error::from_raw_os_error(libc::ESRCH));
                }
                if let Some(fd) = watched {
                    // The watcher: a process of the judge's group (already
                    // set) that never execs. Without it, only the judge
                    // itself would get the death signal, not what it forked.
                    if libc::fork() == 0 {
                        watch(fd);
                    }
                }
            }
            Ok(())
        };
        // SAFETY: the closure makes only async-signal-safe calls (above).
        unsafe {
            cmd.pre_exec(hook);
        }
        (read, write)
    }

    /// Keeps only `fd`, waits until its pipe's other end is closed (by the
    /// death of hookjudge, or its end of the judgment), then kills its own
    /// group: the judge and everything it started.
    unsafe fn watch(fd: libc::c_int) -> ! {
        // SAFETY: as in `arm`: system calls only, on this process's own
        // descriptors and group.
        unsafe {
            // Held open here, the judge's pipes and the host's would never
            // reach end of file.
            let keep = libc::c_uint::try_from(fd).unwrap_or(0);
            let closed = (keep == 0 || libc::syscall(libc::SYS_close_range, 0, keep - 1, 0) == 0)
                && libc::syscall(libc::SYS_close_range, keep + 1, libc::c_uint::MAX, 0) == 0;
            if !closed {
                for other in (0..4096).filter(|&n| n != fd) {
                    libc::close(other);
                }
            }
            let mut byte = 0u8;
            while libc::read(fd, (&raw mut byte).cast(), 1) != 0
                && io::Error::last_os_error().raw_os_error() == Some(libc::EINTR)
            {}
            libc::kill(0, libc::SIGKILL);
            libc::_exit(0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Command {
        let mut cmd = Command::new("sh");
        cmd.arg("-c").arg(script);
        cmd
    }

    #[test]
    fn reads_the_answer_and_passes_stdin() {
        let out = run(sh("cat; echo ok >&2"), b"prompt", Duration::from_secs(10)).unwrap();
        assert!(out.status.success());
        assert_eq!(out.stdout, b"prompt");
        assert_eq!(out.stderr, b"ok\n");
    }

    #[test]
    fn output_is_capped() {
        let out = run(
            sh("head -c 5000000 /dev/zero; head -c 500000 /dev/zero >&2"),
            b"",
            Duration::from_secs(20),
        )
        .unwrap();
        assert_eq!(out.stdout.len(), STDOUT_CAP);
        assert_eq!(out.stderr.len(), STDERR_CAP);
    }

    #[test]
    fn a_stray_process_holding_the_pipe_is_not_waited_for() {
        let started = Instant::now();
        let out = run(
            sh("setsid sleep 30 & echo answer"),
            b"",
            Duration::from_secs(20),
        )
        .unwrap();
        assert_eq!(out.stdout, b"answer\n");
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn never_signals_our_own_group_or_everyone() {
        // Would kill the test runner if it went through.
        kill(0, libc::SIGKILL);
        kill(-1, libc::SIGKILL);
        kill(pid_of(u32::MAX), libc::SIGKILL);
    }

    #[test]
    fn pipe_inodes_are_found_in_proc() {
        if !std::path::Path::new("/proc/self/fd").exists() {
            return;
        }
        let mut child = Command::new("sleep")
            .arg("10")
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let ino = inode(child.stdout.as_ref().unwrap().as_fd()).unwrap();
        assert!(holds_any(std::process::id(), &[ino]));
        assert!(holds_any(child.id(), &[ino]));
        assert!(!holds_any(child.id(), &[u64::MAX]));
        assert_eq!(parent_of(child.id()), Some(std::process::id()));
        child.kill().unwrap();
        child.wait().unwrap();
    }
}
