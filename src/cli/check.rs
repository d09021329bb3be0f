//! `hashdrop check`: coreutils' `sha256sum -c` messages and exit codes. What matches
//! is decided by [`crate::sums`]; this reads, hashes and prints.

use std::collections::HashMap;
use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use super::args::CheckArgs;
use super::output::{coreutils_error, error_line, file_error, os_error_text, quote_name};
use super::progress_bar::ProgressBar;
use super::signature::{SumsSignature, for_sums_file};
use crate::engine::{
    Algorithm, Digest, Digests, FileResult, Job, JobEvent, JobSpec, Mode, WalkOptions,
};
use crate::sums::{
    self, CheckFlags, CheckSummary, Entry, LineKind, LineVerdict, LoadError, LoadedSums,
    gnu_status_line, locate_listed,
};
use crate::trust::Outcome;

/// Runs `check` over every checksum file (standard input when none is given, as
/// `sha256sum -c` does); exit 1 if any of them does not pass.
pub fn run(args: &CheckArgs) -> anyhow::Result<ExitCode> {
    let flags = CheckFlags {
        strict: args.strict,
        ignore_missing: args.ignore_missing,
    };
    let mut ok = true;
    for file in &args.lists() {
        ok &= check_one(args, flags, file)?;
    }
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Checks one checksum file; whether it passed.
fn check_one(args: &CheckArgs, flags: CheckFlags, sums_path: &Path) -> anyhow::Result<bool> {
    let Some(list) = open_list(args, sums_path)? else {
        return Ok(false);
    };
    let (shown, loaded, signature_ok) = (list.shown, list.loaded, list.signature_ok);
    let entries: Vec<&Entry> = loaded.parsed.entries().collect();
    let verdicts = hash_entries(args, &loaded.folder(), &entries)?;
    let summary = report_lines(args, flags, &shown, &loaded, verdicts)?;
    for (i, message) in summary.gnu_messages(flags, &shown).iter().enumerate() {
        // Under --status only "no properly formatted lines" is printed, as coreutils does.
        if !args.status || (i == 0 && summary.properly_formatted() == 0) {
            error_line(message);
        }
    }
    Ok(summary.is_success(flags) && signature_ok)
}

/// A checksum file read, its signature checked and said (one line on standard error).
pub(super) struct OpenedList {
    /// Its name as GNU shows it (quoted when needed; `'standard input'`).
    pub shown: String,
    /// Its lines (only the signed text of a clear-signed file).
    pub loaded: LoadedSums,
    /// Whether its signature lets it pass: not bad, and good and trusted when
    /// `--require-signature` was given.
    pub signature_ok: bool,
}

/// Reads `sums_path` (`-`: standard input), checks its signature and says so as
/// `check` does; `None` when it cannot be read (the error was printed).
pub(super) fn open_list(args: &CheckArgs, sums_path: &Path) -> anyhow::Result<Option<OpenedList>> {
    let from_stdin = sums_path.as_os_str() == "-";
    // GNU calls standard input 'standard input' (quoted: it holds a space).
    let shown = if from_stdin {
        quote_name(b"standard input")
    } else {
        quote_name(&sums::path_to_name(sums_path))
    };
    let shown = String::from_utf8_lossy(&shown).into_owned();
    let path = (!from_stdin).then_some(sums_path);
    let (loaded, signature) = match load(path, &args.keys) {
        Ok(l) => l,
        Err(LoadFailure::Sums(e)) => {
            error_line(&format!("{shown}: {}", load_error_text(&e)));
            return Ok(None);
        }
        Err(LoadFailure::Other(e)) => return Err(e),
    };
    // One line about the signature, on standard error: standard output stays GNU's.
    if !args.status
        && let Some(line) = &signature.line
    {
        error_line(&format!("{shown}: {line}"));
    }
    let signature_ok = match signature.outcome {
        // A checksum file changed after it was signed fails even without the flag.
        Outcome::Bad => false,
        Outcome::Trusted => true,
        Outcome::NotTrusted | Outcome::Unsigned => !args.require_signature,
    };
    if !signature_ok && signature.line.is_none() {
        error_line(&format!(
            "{shown}: not signed, and --require-signature was given"
        ));
    }
    Ok(Some(OpenedList {
        shown,
        loaded,
        signature_ok,
    }))
}

enum LoadFailure {
    Sums(LoadError),
    Other(anyhow::Error),
}

/// Reads the checksum file (standard input when `path` is `None`), checks its
/// signature, and parses only the signed text when it is clear-signed.
fn load(
    path: Option<&Path>,
    keys: &super::args::KeyArgs,
) -> Result<(LoadedSums, SumsSignature), LoadFailure> {
    // GNU reads checksum files of any size, so the CLI sets no limit.
    let bytes = match path {
        None => sums::read_sums_bytes(&mut std::io::stdin().lock(), u64::MAX),
        Some(p) => std::fs::File::open(p)
            .map_err(LoadError::Open)
            .and_then(|mut f| sums::read_sums_bytes(&mut f, u64::MAX)),
    }
    .map_err(LoadFailure::Sums)?;
    let mut signature = for_sums_file(path, &bytes, keys).map_err(LoadFailure::Other)?;
    let parsed = std::mem::take(&mut signature.parsed);
    let parsed = sums::checked(parsed).map_err(LoadFailure::Sums)?;
    let loaded = LoadedSums {
        path: path.map(Path::to_path_buf),
        parsed,
    };
    Ok((loaded, signature))
}

fn load_error_text(e: &LoadError) -> String {
    match e.io_error() {
        Some(io) => os_error_text(io),
        None => e.to_string(),
    }
}

/// Whom GNU's "improperly formatted MD5 checksum line" names.
enum DigestType {
    /// One algorithm for the whole file: the one the checksum file's name implies (as
    /// `sha256sum -c` names its own), else the one every line agrees on.
    Fixed(Option<Algorithm>),
    /// Tagged lines, as `cksum -c` reads them: the algorithm of the last line whose tag
    /// it recognised (even a malformed one), and `CRC` (cksum's default) before any.
    LastTag,
}

impl DigestType {
    fn of(loaded: &LoadedSums) -> Self {
        if let Some(a) = loaded.parsed.name_hint {
            return Self::Fixed(Some(a));
        }
        if loaded.parsed.lines.iter().any(|l| l.gnu_tag.is_some()) {
            return Self::LastTag;
        }
        let mut entries = loaded.parsed.entries();
        let Some(first) = entries.next() else {
            return Self::Fixed(None);
        };
        // A 64-hex digest may be SHA-256 or BLAKE3 (…): the strongest candidate is named,
        // which is what `sha256sum` says for the same file.
        Self::Fixed(
            entries
                .all(|e| e.candidates == first.candidates)
                .then_some(first.algorithm),
        )
    }

    /// The words before "checksum line", with their trailing space (or nothing).
    fn words(&self, last_tag: Option<&str>) -> String {
        match self {
            Self::Fixed(a) => a.map_or(String::new(), |a| format!("{} ", a.gnu_family_tag())),
            Self::LastTag => format!("{} ", last_tag.unwrap_or("CRC")),
        }
    }
}

/// Prints each line's status (and `--warn` messages) in file order; the tally.
fn report_lines(
    args: &CheckArgs,
    flags: CheckFlags,
    shown: &str,
    loaded: &LoadedSums,
    verdicts: Vec<LineVerdict>,
) -> anyhow::Result<CheckSummary> {
    let mut summary = CheckSummary::default();
    let mut out = std::io::stdout().lock();
    let mut verdict_iter = verdicts.into_iter();
    let digest_type = DigestType::of(loaded);
    let mut last_tag = None;
    for line in &loaded.parsed.lines {
        if line.gnu_tag.is_some() {
            last_tag = line.gnu_tag;
        }
        let (entry, verdict) = match &line.kind {
            LineKind::Malformed { reason } => {
                let digest_type = digest_type.words(last_tag);
                summary.add(&LineVerdict::Malformed {
                    reason: reason.clone(),
                });
                if args.warn {
                    out.flush().ok();
                    error_line(&format!(
                        "{shown}: {}: improperly formatted {digest_type}checksum line",
                        line.line_no
                    ));
                }
                continue;
            }
            LineKind::Entry(entry) => match verdict_iter.next() {
                Some(v) => (entry, v),
                None => continue,
            },
        };
        summary.add(&verdict);
        // Open and read failures are reported on stderr even under --status.
        let error = match &verdict {
            LineVerdict::Unreadable { error } => Some(error.as_str()),
            LineVerdict::Missing if !flags.ignore_missing => Some("No such file or directory"),
            _ => None,
        };
        if let Some(error) = error {
            out.flush().ok();
            file_error(&sums::name_to_path(&entry.name), error);
        }
        let quiet = args.status || (args.quiet && verdict.is_match());
        if !quiet && let Some(line) = gnu_status_line(&entry.name, &verdict, flags) {
            out.write_all(&line)?;
        }
    }
    out.flush()?;
    Ok(summary)
}

/// Hashes the listed files (one job per set of candidate algorithms) and returns a
/// verdict per entry, in order. Names are looked for as GNU does, in the current
/// directory, then next to the checksum file ([`locate_listed`]).
fn hash_entries(
    args: &CheckArgs,
    dir: &Path,
    entries: &[&Entry],
) -> anyhow::Result<Vec<LineVerdict>> {
    let mut groups: HashMap<Vec<Algorithm>, Vec<usize>> = HashMap::new();
    for (i, e) in entries.iter().enumerate() {
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
                .map(|&i| locate_listed(dir, &entries[i].name))
                .collect(),
            algorithms: algorithms.clone(),
            mode: Mode::Standard,
            threads: args.engine.threads(),
            read: args.engine.read_options(),
            walk: WalkOptions::default(),
            measure_cpu: false,
            kernel: None,
            limit: None,
        };
        let job = Job::start(spec)?;
        loop {
            let event = job.next_timeout(Duration::from_millis(100));
            bar.tick(job.progress());
            match event {
                Some(JobEvent::File(r)) => {
                    if let Some(&i) = members.get(r.index) {
                        verdicts[i] = Some(verdict(entries[i], &r));
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
            let digests: Vec<&Digest> = digests.iter().collect();
            entry.judge(&digests)
        }
        Ok(Digests::Segmented(_)) => LineVerdict::Unreadable {
            error: "unexpected segmented digest".into(),
        },
        Err(e) if e.is_missing() => LineVerdict::Missing,
        Err(e) => LineVerdict::Unreadable {
            error: coreutils_error(e),
        },
    }
}
