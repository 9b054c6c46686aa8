//! `hookjudge redact`: stdin with its secrets replaced by markers, as the
//! judge would see it, or the list of the kinds of secret recognized.

use std::fmt::Write as _;
use std::io::Read;

use crate::pipeline::judge::redact;
use crate::pipeline::verdict::HostOutput;

/// Runs `hookjudge redact` (`--kinds`: the list instead).
pub(crate) fn run(kinds: bool, stdin: &mut dyn Read) -> HostOutput {
    if kinds {
        return HostOutput {
            stdout: redact::kinds().fold(String::new(), |mut s, k| {
                let _ = writeln!(s, "{k}");
                s
            }),
            ..HostOutput::default()
        };
    }
    let mut input = Vec::new();
    if let Err(e) = stdin.read_to_end(&mut input) {
        return HostOutput {
            code: 1,
            stderr: format!("hookjudge: error: cannot read stdin: {e}\n"),
            ..HostOutput::default()
        };
    }
    let r = redact::redact(&String::from_utf8_lossy(&input));
    let mut stderr = String::new();
    if r.total() > 0 {
        let list: Vec<String> = r.counts.iter().map(|(k, n)| format!("{k} ×{n}")).collect();
        stderr = format!("hookjudge: redacted {}\n", list.join(", "));
    }
    HostOutput {
        code: 0,
        stdout: r.text,
        stderr,
    }
}
