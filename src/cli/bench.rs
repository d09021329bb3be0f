//! `hashdrop bench`: the benchmark lab on the command line. Results go to stdout in the
//! chosen format; a one-line progress report goes to stderr when it is a terminal.
//! Ctrl-C stops the run and prints the cells finished so far, marked cancelled.

use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::Context as _;

use super::args::BenchArgs;
use crate::lab::{
    self, BenchConfig, BenchMode, BenchPhase, BenchRun, BenchSnapshot, DataSource, IoCase,
};

/// Builds the configuration the flags ask for.
pub fn config(args: &BenchArgs) -> BenchConfig {
    let mut c = if args.full {
        BenchConfig::full()
    } else {
        BenchConfig::default()
    };
    if !args.algorithms.is_empty() {
        c.algorithms = dedup(&args.algorithms);
    }
    if !args.threads.is_empty() {
        c.threads = dedup(&args.threads);
    }
    let buffers: Vec<usize> = if args.buffers.is_empty() {
        c.io.iter()
            .filter_map(|io| match io {
                IoCase::Read { buffer } => Some(*buffer),
                IoCase::Mmap => None,
            })
            .collect()
    } else {
        dedup(&args.buffers)
    };
    let reads = buffers.iter().map(|&buffer| IoCase::Read { buffer });
    let has = |w: &str| args.io.iter().any(|i| i == w);
    c.io = if args.io.is_empty() {
        let mut v = vec![IoCase::Mmap];
        v.extend(reads);
        v
    } else {
        let mut v = Vec::new();
        if has("mmap") {
            v.push(IoCase::Mmap);
        }
        if has("read") || has("segmented") {
            v.extend(reads);
        }
        v
    };
    let segmented = BenchMode::Segmented {
        segment_size: args.segment.max(1),
    };
    let mut modes: Vec<BenchMode> = args
        .modes
        .iter()
        .map(|m| {
            if m == "segmented" {
                segmented
            } else {
                BenchMode::Standard
            }
        })
        .collect();
    if has("segmented") {
        modes.push(segmented);
    }
    c.modes = if modes.is_empty() {
        vec![BenchMode::Standard, segmented]
    } else {
        dedup(&modes)
    };
    if !args.kernels.is_empty() {
        c.kernels = dedup(&args.kernels);
    }
    c.repeat = args.repeat.max(1);
    c.warmup = args.warmup;
    c.peers = args.peers;
    c.source = match &args.file {
        Some(f) => DataSource::File(f.clone()),
        None => DataSource::Generated {
            size: args.size.unwrap_or(lab::DEFAULT_SIZE),
            dir: args.dir.clone(),
        },
    };
    c
}

fn dedup<T: PartialEq + Copy>(v: &[T]) -> Vec<T> {
    let mut out: Vec<T> = Vec::with_capacity(v.len());
    for x in v {
        if !out.contains(x) {
            out.push(*x);
        }
    }
    out
}

/// Set by the SIGINT handler; the run is cancelled at the next poll.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

#[cfg(unix)]
#[allow(unsafe_code)]
fn catch_interrupt() {
    extern "C" fn on_sigint(_: libc::c_int) {
        // A second Ctrl-C quits at once.
        if INTERRUPTED.swap(true, Ordering::SeqCst) {
            // SAFETY: _exit is async-signal-safe.
            unsafe { libc::_exit(130) };
        }
    }
    let handler: extern "C" fn(libc::c_int) = on_sigint;
    // SAFETY: installs a handler that only touches an atomic (or calls _exit).
    unsafe {
        libc::signal(libc::SIGINT, handler as libc::sighandler_t);
    }
}

#[cfg(not(unix))]
fn catch_interrupt() {}

/// Runs `bench`.
pub fn run(args: &BenchArgs) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    if args.seed_table {
        out.write_all(lab::render_seed(&lab::seed_reference(), args.format).as_bytes())
            .context("cannot write to standard output")?;
        return Ok(ExitCode::SUCCESS);
    }
    let config = config(args);
    let live = !args.no_progress && std::io::stderr().is_terminal();
    catch_interrupt();
    let run = BenchRun::start(config, None)?;
    let cells = run.cells().to_vec();
    let mut drawn = false;
    let report = loop {
        if INTERRUPTED.load(Ordering::SeqCst) {
            run.cancel();
        }
        if let Some(lab::BenchEvent::Finished(r)) = run.next_timeout(Duration::from_millis(100)) {
            break r;
        }
        if live {
            let line = progress_line(&run.progress().snapshot(), cells.len());
            std::io::stderr()
                .lock()
                .write_all(format!("\r{line}\x1b[K").as_bytes())
                .ok();
            drawn = true;
        }
    };
    if drawn {
        std::io::stderr().lock().write_all(b"\r\x1b[K").ok();
    }
    let report = report?;
    out.write_all(lab::render(&report, args.format).as_bytes())
        .context("cannot write to standard output")?;
    out.flush().context("cannot write to standard output")?;
    Ok(if report.cancelled {
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    })
}

/// `cell 3/12 sha256 2 threads read 64 KiB run 2/6 (warm-up) 45%`.
pub fn progress_line(s: &BenchSnapshot, cells: usize) -> String {
    let pct = if s.run_bytes_total > 0 {
        format!(
            " {:>3.0}%",
            (s.run_bytes_done as f64 / s.run_bytes_total as f64 * 100.0).min(100.0)
        )
    } else {
        String::new()
    };
    let run = if s.runs > 0 && s.run > 0 {
        format!(
            " run {}/{}{}",
            s.run,
            s.runs,
            if s.warmup { " (warm-up)" } else { "" }
        )
    } else {
        String::new()
    };
    let elapsed = s.elapsed.as_secs();
    match s.phase {
        BenchPhase::Preparing => format!("[{elapsed}s] preparing: {}{pct}", s.label),
        BenchPhase::Reads => format!("[{elapsed}s] {}{pct}", s.label),
        BenchPhase::Memory => format!(
            "[{elapsed}s] in memory {}/{}: {}",
            s.step + 1,
            s.steps,
            s.label
        ),
        BenchPhase::Matrix => format!(
            "[{elapsed}s] cell {}/{cells} {}{run}{pct}",
            s.step + 1,
            s.label
        ),
        BenchPhase::Peers => format!("[{elapsed}s] peer {}/{}: {}", s.step + 1, s.steps, s.label),
        BenchPhase::Finished | BenchPhase::Cancelled => {
            format!("[{elapsed}s] {}", s.phase.name())
        }
    }
}
