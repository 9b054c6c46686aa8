//! Files read through a read-only memory map, and the guard that answers for
//! the hook when a mapped file is cut short.
//!
//! A Stop reads the transcript's last turn, often tens of KB of tool output.
//! Copied into a buffer, that cost a tenth of a no-signal run (the copy, and
//! faulting in fresh memory for it); mapped, the bytes are read in place
//! from the page cache.
//!
//! The price of a map is that a file shortened under it raises SIGBUS on a
//! read past its new end. Hosts only append to transcripts, but a hook must
//! not die on a user's `truncate`: in hook mode, [`arm`] first renders the
//! event's safe outcome (allow a Stop, ask at a gate), and a SIGBUS writes it
//! and exits. Where nothing is armed (eval, tests), files are not mapped.

use std::fs::File;
use std::os::fd::AsRawFd;
use std::ptr::NonNull;
use std::sync::OnceLock;

use crate::pipeline::verdict::HostOutput;

/// What a SIGBUS answers: the event's safe outcome, rendered in advance,
/// since a signal handler may only write bytes and exit.
static SAFE: OnceLock<HostOutput> = OnceLock::new();

/// Makes a SIGBUS answer with `out` and lets files be mapped. The first
/// call wins: one process judges one event.
#[allow(unsafe_code)]
pub(crate) fn arm(out: HostOutput) {
    if SAFE.set(out).is_err() {
        return;
    }
    // SAFETY: `on_sigbus` only reads `SAFE`, set above and never changed,
    // and calls write(2) and _exit(2), both async-signal-safe. The sigaction
    // struct is fully initialized (zeroed, then the handler and flags).
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_sigbus as *const () as libc::sighandler_t;
        action.sa_flags = libc::SA_ONSTACK;
        libc::sigemptyset(&raw mut action.sa_mask);
        libc::sigaction(libc::SIGBUS, &raw const action, std::ptr::null_mut());
    }
}

#[allow(unsafe_code)]
extern "C" fn on_sigbus(_signal: libc::c_int) {
    let Some(out) = SAFE.get() else {
        // Unreachable: the handler is installed after SAFE is set.
        // SAFETY: _exit(2) is async-signal-safe.
        unsafe { libc::_exit(0) }
    };
    write_all(1, out.stdout.as_bytes());
    write_all(2, out.stderr.as_bytes());
    // SAFETY: _exit(2) is async-signal-safe and takes an integer.
    unsafe { libc::_exit(libc::c_int::from(out.code)) }
}

#[allow(unsafe_code)]
fn write_all(fd: libc::c_int, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: the pointer and length describe `bytes`, alive throughout.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        let Ok(n) = usize::try_from(n) else { return };
        if n == 0 {
            return;
        }
        bytes = &bytes[n..];
    }
}

/// The first `len` bytes of a file, mapped read-only until the process
/// exits. Only a hook maps files, and it exits after one event: unmapping
/// each on the way out measured slower than leaving them to the exit.
pub(crate) struct Map {
    ptr: NonNull<u8>,
    len: usize,
}

impl Map {
    /// Maps the first `len` bytes of `file`. `None` when nothing is armed,
    /// `len` is 0, or the file cannot be mapped (some filesystems refuse):
    /// the caller reads it instead.
    #[allow(unsafe_code)]
    pub(crate) fn new(file: &File, len: u64) -> Option<Map> {
        SAFE.get()?;
        let len = usize::try_from(len).ok().filter(|&n| n > 0)?;
        // SAFETY: a fresh shared read-only mapping of a descriptor we hold;
        // the kernel picks the address. MAP_FAILED is checked below.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_SHARED,
                file.as_raw_fd(),
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return None;
        }
        Some(Map {
            ptr: NonNull::new(ptr.cast())?,
            len,
        })
    }
}

impl std::ops::Deref for Map {
    type Target = [u8];

    #[allow(unsafe_code)]
    fn deref(&self) -> &[u8] {
        // SAFETY: `ptr` maps `len` readable bytes, never unmapped. A file cut
        // short under the map raises SIGBUS on a read, answered by `arm`.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}
