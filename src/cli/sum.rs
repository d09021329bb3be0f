//! `hashdrop sum`: checksum lines byte-identical to md5sum / sha256sum / b2sum / b3sum.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context as _;

use super::args::SumArgs;
use super::output::{coreutils_error, file_error, path_bytes};
use super::progress_bar::ProgressBar;
use crate::engine::stream::hash_reader;
use crate::engine::{Algorithm, Digests, FileResult, Job, JobEvent, JobSpec, Mode, WalkOptions};
use crate::sums::{format_bsd_line, format_gnu_line};

/// Runs `sum`; exit 1 when any file failed, as md5sum does.
pub fn run(args: &SumArgs) -> anyhow::Result<ExitCode> {
    let algorithms = if args.algorithms.is_empty() {
        if args.length.is_some() {
            return Ok(usage_failure(
                "--length is only supported with --algorithm=blake2b, sha2, or sha3",
            ));
        }
        vec![Algorithm::Sha256]
    } else {
        let resolved = args
            .algorithms
            .iter()
            .map(|c| c.resolve(args.length))
            .collect::<anyhow::Result<Vec<_>>>();
        match resolved {
            Ok(resolved) => dedup(&resolved),
            Err(e) => return Ok(usage_failure(&e.to_string())),
        }
    };
    let paths: Vec<PathBuf> = if args.paths.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        args.paths.clone()
    };
    let mode = match args.segment {
        Some(0) => anyhow::bail!("the segment size must be at least 1 byte"),
        Some(segment_size) => Mode::Segmented { segment_size },
        None => Mode::Standard,
    };
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    // Runs of file arguments go to one job each; `-` is hashed where it stands.
    let mut group: Vec<PathBuf> = Vec::new();
    for path in paths.into_iter().chain(std::iter::once(PathBuf::new())) {
        let is_end = path.as_os_str().is_empty();
        if is_end || path.as_os_str() == "-" {
            if !group.is_empty() {
                let spec = JobSpec {
                    inputs: std::mem::take(&mut group),
                    algorithms: algorithms.clone(),
                    mode,
                    threads: args.engine.threads(),
                    read: args.engine.read_options(),
                    walk: WalkOptions {
                        recursive: args.recursive,
                        follow_symlinks: args.follow_symlinks,
                    },
                    measure_cpu: false,
                    kernel: None,
                    limit: args.bytes,
                };
                failed |= run_job(spec, args, &mut out)?;
            }
            if !is_end {
                failed |= hash_stdin(&algorithms, args, &mut out)?;
            }
        } else {
            group.push(path);
        }
    }
    out.flush().context("cannot write to standard output")?;
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// A bad `-a`/`-l` combination: each line of `message` as its own error line, exit 1,
/// as `cksum` does.
fn usage_failure(message: &str) -> ExitCode {
    for line in message.lines() {
        super::output::error_line(line);
    }
    ExitCode::FAILURE
}

fn dedup(algorithms: &[Algorithm]) -> Vec<Algorithm> {
    let mut v: Vec<Algorithm> = Vec::with_capacity(algorithms.len());
    for a in algorithms {
        if !v.contains(a) {
            v.push(*a);
        }
    }
    v
}

fn hash_stdin(
    algorithms: &[Algorithm],
    args: &SumArgs,
    out: &mut dyn std::io::Write,
) -> anyhow::Result<bool> {
    if args.segment.is_some() {
        file_error(
            Path::new("-"),
            "standard input cannot be hashed in segments; give a file",
        );
        return Ok(true);
    }
    let stdin = std::io::stdin();
    let lock = stdin.lock();
    let mut limited: Box<dyn std::io::Read> = match args.bytes {
        Some(n) => Box::new(std::io::Read::take(lock, n)),
        None => Box::new(lock),
    };
    let mut counted = Counted {
        inner: &mut *limited,
        n: 0,
    };
    let hashed = hash_reader(
        &mut counted,
        algorithms,
        args.engine.read_options().buffer_size,
    );
    let hashed = match (hashed, args.bytes) {
        (Ok(_), Some(wanted)) if counted.n < wanted => Err(crate::engine::FileError::TooShort {
            len: counted.n,
            wanted,
        }),
        (h, _) => h,
    };
    match hashed {
        Ok(digests) => {
            write_standard(out, args, b"-", &digests)?;
            Ok(false)
        }
        Err(e) => {
            file_error(Path::new("-"), &coreutils_error(&e));
            Ok(true)
        }
    }
}

/// Counts the bytes read through it.
struct Counted<'a> {
    inner: &'a mut dyn std::io::Read,
    n: u64,
}

impl std::io::Read for Counted<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.n += n as u64;
        Ok(n)
    }
}

/// Runs one job, printing results in input order as they become ready. Returns
/// whether any file failed.
fn run_job(spec: JobSpec, args: &SumArgs, out: &mut dyn std::io::Write) -> anyhow::Result<bool> {
    let job = Job::start(spec)?;
    let mut bar = ProgressBar::new(!args.no_progress);
    let mut pending: BTreeMap<usize, FileResult> = BTreeMap::new();
    let mut next = 0usize;
    let mut failed = false;
    loop {
        let event = job.next_timeout(Duration::from_millis(100));
        bar.tick(job.progress());
        match event {
            Some(JobEvent::File(r)) => {
                pending.insert(r.index, r);
                while let Some(r) = pending.remove(&next) {
                    bar.clear();
                    failed |= print_result(out, args, &r)?;
                    next += 1;
                }
            }
            Some(JobEvent::Finished { .. }) => break,
            Some(JobEvent::Listed(_)) | None => {}
        }
    }
    bar.clear();
    for r in pending.into_values() {
        failed |= print_result(out, args, &r)?;
    }
    Ok(failed)
}

fn print_result(
    out: &mut dyn std::io::Write,
    args: &SumArgs,
    r: &FileResult,
) -> anyhow::Result<bool> {
    let name = path_bytes(&r.path);
    match &r.outcome {
        Ok(Digests::Standard(digests)) => {
            write_standard(out, args, &name, digests)?;
            Ok(false)
        }
        Ok(Digests::Segmented(seg)) => {
            for (i, d) in seg.combined.iter().enumerate() {
                let etag = seg.etag(i).unwrap_or_default();
                write_line(out, args, d.algorithm(), &etag, &name)?;
                if args.list_segments {
                    for (k, s) in seg.segments.iter().enumerate() {
                        let Some(sd) = s.get(i) else { continue };
                        let offset = seg.segment_size.saturating_mul(k as u64);
                        let len = seg.segment_size.min(r.size.saturating_sub(offset));
                        writeln!(
                            out,
                            "# segment {}/{} offset {offset} length {len} {} {}",
                            k + 1,
                            seg.count(),
                            sd.algorithm().name(),
                            sd.to_hex()
                        )?;
                    }
                }
            }
            Ok(false)
        }
        Err(e) => {
            out.flush().ok();
            file_error(&r.path, &coreutils_error(e));
            Ok(true)
        }
    }
}

fn write_standard(
    out: &mut dyn std::io::Write,
    args: &SumArgs,
    name: &[u8],
    digests: &[crate::engine::Digest],
) -> anyhow::Result<()> {
    for d in digests {
        let text = if args.base64 {
            d.to_base64()
        } else {
            d.to_hex()
        };
        write_line(out, args, d.algorithm(), &text, name)?;
    }
    Ok(())
}

fn write_line(
    out: &mut dyn std::io::Write,
    args: &SumArgs,
    algorithm: Algorithm,
    hex: &str,
    name: &[u8],
) -> anyhow::Result<()> {
    let line = if args.tag {
        format_bsd_line(algorithm, hex, name)
    } else {
        format_gnu_line(hex, name, args.binary)
    };
    out.write_all(&line)
        .context("cannot write to standard output")?;
    Ok(())
}
