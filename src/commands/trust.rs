//! `hookjudge trust`: approve a project's `.hookjudge.json` as it is now,
//! list the approvals, or withdraw one. An approval is of exact content: a
//! file changed afterwards is ignored again until approved again.

use anyhow::anyhow;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::cli::TrustArgs;
use crate::commands::command_output;
use crate::config::file::{CONFIG_CAP, File, Files, Origin, PROJECT_FILE, find_project};
use crate::config::trust::{self, Approval, Status, Store};
use crate::pipeline::verdict::HostOutput;
use crate::util::file::{ReadError, is_safe_owner, read_capped_meta};
use crate::util::path::display;

pub(crate) fn run(args: &TrustArgs) -> HostOutput {
    command_output(run_trust(args))
}

fn run_trust(args: &TrustArgs) -> anyhow::Result<String> {
    let store = trust::store_path()
        .ok_or_else(|| anyhow!("HOME is not set: cannot find where approvals are kept"))?;
    if args.list {
        return list(&store);
    }
    let path = resolve(args.path.as_deref(), !args.revoke)?;
    if args.revoke {
        return revoke(&store, &path);
    }
    approve(&store, &path)
}

/// The project file `given` names (a file, or a folder holding one), else
/// the one found from the current folder; canonical when `must_exist`.
fn resolve(given: Option<&Path>, must_exist: bool) -> anyhow::Result<PathBuf> {
    let cwd =
        std::env::current_dir().map_err(|e| anyhow!("cannot tell the current folder: {e}"))?;
    let path = match given {
        Some(p) if p.is_dir() => p.join(PROJECT_FILE),
        Some(p) => cwd.join(p),
        None => match find_project(&cwd) {
            (Some(found), _) => found.path,
            (None, searched) => {
                return Err(anyhow!(
                    "no {PROJECT_FILE} from {} up to {}; name the file: hookjudge trust PATH",
                    display(&cwd),
                    searched
                        .last()
                        .map_or_else(|| display(&cwd), |d| display(d))
                ));
            }
        },
    };
    match std::fs::canonicalize(&path) {
        Ok(real) => Ok(real),
        // A file gone since it was approved: its folder may still be there.
        Err(_) if !must_exist => Ok(path
            .parent()
            .and_then(|d| std::fs::canonicalize(d).ok())
            .zip(path.file_name())
            .map_or(path.clone(), |(d, name)| d.join(name))),
        Err(e) => Err(anyhow!(
            "cannot read {}: {}",
            display(&path),
            crate::util::path::io_reason(&e)
        )),
    }
}

fn approve(store: &Path, path: &Path) -> anyhow::Result<String> {
    let shown = display(path);
    let (bytes, meta) = read_capped_meta(path, CONFIG_CAP).map_err(|e| match e {
        ReadError::NotFound => anyhow!("{shown}: no such file"),
        e => anyhow!(e.at(path).to_string()),
    })?;
    if !is_safe_owner(&meta) {
        return Err(anyhow!(
            "{shown} is owned by another user or writable by others, so hookjudge ignores it \
             even when approved (make it yours and chmod go-w it first)"
        ));
    }
    // Only a file that would work is approved: the same checks as a run's.
    let text = String::from_utf8(bytes.clone())
        .map_err(|_| anyhow!("{shown}: not UTF-8 text (save it as UTF-8)"))?;
    let file = File::parse(path.to_path_buf(), &text, Origin::Project)?;
    let files = Files {
        user: Files::load(None)?.user,
        project: Some(file),
        ..Files::default()
    };
    files.registry()?;
    let sha = trust::sha256(&bytes);
    let approval = Approval {
        path: path.to_path_buf(),
        sha256: sha.clone(),
        trusted_at: chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    };
    trust::update(store, |s| {
        s.trusted.retain(|a| a.path != path);
        s.trusted.push(approval.clone());
    })?;
    let mut out = format!(
        "approved {shown} as it is now (sha256 {}); it takes effect from the next run\n",
        &sha[..16]
    );
    let p = &files.project.as_ref().map(|f| &f.settings);
    if let Some(list) = p.and_then(|s| s.detectors.as_ref()) {
        let _ = writeln!(out, "it adds detectors: {}", list.join(", "));
    }
    if let Some(n) = p.and_then(|s| s.max_blocks) {
        let _ = writeln!(out, "it lowers max_blocks to {n} (when yours is higher)");
    }
    out.push_str("a change to the file needs a new approval\n");
    Ok(out)
}

fn revoke(store: &Path, path: &Path) -> anyhow::Result<String> {
    let removed = trust::update(store, |s| {
        let before = s.trusted.len();
        s.trusted.retain(|a| a.path != path);
        before - s.trusted.len()
    })?;
    Ok(if removed > 0 {
        format!("revoked the approval of {}\n", display(path))
    } else {
        format!("{} was not approved; nothing to do\n", display(path))
    })
}

fn list(store: &Path) -> anyhow::Result<String> {
    let (approvals, _) = Store::load(store)?;
    if approvals.trusted.is_empty() {
        return Ok(format!(
            "no project file is approved (approvals are kept in {})\n",
            display(store)
        ));
    }
    let mut out = String::new();
    for a in &approvals.trusted {
        let status = match read_capped_meta(&a.path, CONFIG_CAP) {
            Ok((bytes, _)) => match approvals.status(&a.path, &bytes) {
                Status::Trusted => "approved",
                Status::Changed | Status::Unknown => "changed",
            },
            Err(ReadError::NotFound) => "missing",
            Err(_) => "unreadable",
        };
        let _ = writeln!(out, "{status:<10}  {}  {}", a.trusted_at, display(&a.path));
    }
    Ok(out)
}
