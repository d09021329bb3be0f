//! `hashdrop check`: coreutils' `sha256sum -c` messages and exit codes.

use std::collections::HashMap;
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use super::CheckArgs;
use super::output::{error_line, file_error, path_bytes};
use super::progress_bar::ProgressBar;
use crate::engine::{
    Algorithm, Digests, FileError, FileResult, Job, JobEvent, JobSpec, Mode, WalkOptions,
};
use crate::sums::{
    CheckFlags, CheckSummary, Entry, LineKind, LineVerdict, gnu_status_line, parse_sums,
    resolve_name,
};

/// Runs `check` over every checksum file; exit 1 if any of them does not pass.
pub fn run(args: &CheckArgs) -> anyhow::Result<ExitCode> {
    let flags = CheckFlags {
        strict: args.strict,
        ignore_missing: args.ignore_missing,
    };
    let mut ok = true;
    for file in &args.files {
        ok &= check_one(args, flags, file)?;
    }
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn check_one(args: &CheckArgs, flags: CheckFlags, sums_path: &Path) -> anyhow::Result<bool> {
    let from_stdin = sums_path.as_os_str() == "-";
    let bytes = if from_stdin {
        let mut b = Vec::new();
        if let Err(e) = std::io::stdin().lock().read_to_end(&mut b) {
            file_error(sums_path, &e.to_string());
            return Ok(false);
        }
        b
    } else {
        match std::fs::read(sums_path) {
            Ok(b) => b,
            Err(e) => {
                file_error(sums_path, &FileError::from_open(e).to_string());
                return Ok(false);
            }
        }
    };
    let shown = String::from_utf8_lossy(&path_bytes(sums_path)).into_owned();
    let parsed = parse_sums(&bytes, (!from_stdin).then_some(sums_path));
    if let Some(e) = &parsed.error {
        file_error(sums_path, &e.to_string());
        return Ok(false);
    }
    let dir = if from_stdin {
        PathBuf::from(".")
    } else {
        sums_path
            .parent()
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
    };
    let dir = if dir.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        dir
    };
    if !args.status
        && let Some(sig) = &parsed.signature
    {
        error_line(&format!("{shown}: {}", sig.message()));
    }

    let entries: Vec<(usize, &Entry)> = parsed
        .lines
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Entry(e) => Some((l.line_no, e)),
            LineKind::Malformed { .. } => None,
        })
        .collect();
    let verdicts = hash_entries(args, &dir, &entries)?;

    let mut summary = CheckSummary::default();
    let mut out = std::io::stdout().lock();
    let mut verdict_iter = verdicts.into_iter();
    for line in &parsed.lines {
        match &line.kind {
            LineKind::Malformed { reason } => {
                summary.add(&LineVerdict::Malformed {
                    reason: reason.clone(),
                });
                if args.warn {
                    error_line(&format!(
                        "{shown}: {}: improperly formatted checksum line ({reason})",
                        line.line_no
                    ));
                }
            }
            LineKind::Entry(entry) => {
                let Some(verdict) = verdict_iter.next() else {
                    continue;
                };
                summary.add(&verdict);
                // Open and read failures are reported on stderr even under --status.
                if let LineVerdict::Unreadable { error } = &verdict {
                    out.flush().ok();
                    file_error(&crate::sums::name_to_path(&entry.name), error);
                }
                if let LineVerdict::Missing = &verdict
                    && !flags.ignore_missing
                {
                    out.flush().ok();
                    file_error(
                        &crate::sums::name_to_path(&entry.name),
                        "No such file or directory",
                    );
                }
                if args.status {
                    continue;
                }
                if args.quiet && verdict == LineVerdict::Ok {
                    continue;
                }
                if let Some(line) = gnu_status_line(&entry.name, &verdict, flags) {
                    out.write_all(&line)?;
                }
            }
        }
    }
    out.flush()?;
    for (i, message) in summary.gnu_messages(flags, &shown).iter().enumerate() {
        // Under --status only "no properly formatted lines" is printed, as coreutils does.
        if !args.status || (i == 0 && summary.properly_formatted() == 0) {
            error_line(message);
        }
    }
    Ok(summary.is_success(flags))
}

/// Hashes the listed files (one job per set of candidate algorithms) and returns a
/// verdict per entry, in order.
fn hash_entries(
    args: &CheckArgs,
    dir: &Path,
    entries: &[(usize, &Entry)],
) -> anyhow::Result<Vec<LineVerdict>> {
    let mut groups: HashMap<Vec<Algorithm>, Vec<usize>> = HashMap::new();
    for (i, (_, e)) in entries.iter().enumerate() {
        groups.entry(e.candidates.clone()).or_default().push(i);
    }
    let mut verdicts: Vec<Option<LineVerdict>> = vec![None; entries.len()];
    let mut bar = ProgressBar::new(!args.status);
    let mut keys: Vec<_> = groups.keys().cloned().collect();
    keys.sort();
    for algorithms in keys {
        let members = &groups[&algorithms];
        let spec = JobSpec {
            inputs: members
                .iter()
                .map(|&i| resolve_name(dir, &entries[i].1.name))
                .collect(),
            algorithms: algorithms.clone(),
            mode: Mode::Standard,
            threads: args.engine.threads(),
            read: args.engine.read_options(),
            walk: WalkOptions::default(),
            measure_cpu: false,
        };
        let job = Job::start(spec)?;
        loop {
            let event = job.next_timeout(Duration::from_millis(100));
            bar.tick(job.progress());
            match event {
                Some(JobEvent::File(r)) => {
                    if let Some(&i) = members.get(r.index) {
                        verdicts[i] = Some(verdict(entries[i].1, &r));
                    }
                }
                Some(JobEvent::Finished { .. }) => break,
                Some(JobEvent::Listed(_)) | None => {}
            }
        }
    }
    bar.clear();
    Ok(verdicts
        .into_iter()
        .map(|v| {
            v.unwrap_or(LineVerdict::Unreadable {
                error: "not hashed".into(),
            })
        })
        .collect())
}

fn verdict(entry: &Entry, r: &FileResult) -> LineVerdict {
    match &r.outcome {
        Ok(Digests::Standard(digests)) => {
            if digests.iter().any(|d| entry.matches(d)) {
                LineVerdict::Ok
            } else {
                match digests.first() {
                    Some(d) => LineVerdict::Failed { actual: d.clone() },
                    None => LineVerdict::Unreadable {
                        error: "no digest".into(),
                    },
                }
            }
        }
        Ok(Digests::Segmented(_)) => LineVerdict::Unreadable {
            error: "unexpected segmented digest".into(),
        },
        Err(e) if e.is_missing() => LineVerdict::Missing,
        Err(FileError::IsDirectory) => LineVerdict::Unreadable {
            error: "Is a directory".into(),
        },
        Err(e) => LineVerdict::Unreadable {
            error: e.to_string(),
        },
    }
}
