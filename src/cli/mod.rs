//! The command line: `hashdrop sum|check|compare|bench`, output compatible with GNU
//! coreutils where coreutils has an equivalent.

mod check;
mod compare;
mod output;
mod progress_bar;
mod sum;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::engine::options::{DEFAULT_BUFFER_SIZE, parse_size};
use crate::engine::{Algorithm, IoStrategy, ReadOptions};

/// Subcommands and flags that mean "command line", not "open the app".
const CLI_WORDS: [&str; 9] = [
    "sum",
    "check",
    "compare",
    "bench",
    "help",
    "--help",
    "-h",
    "--version",
    "-V",
];

/// Whether the arguments ask for the command line.
pub fn wants_cli(args: &[OsString]) -> bool {
    args.get(1)
        .and_then(|a| a.to_str())
        .is_some_and(|a| CLI_WORDS.contains(&a))
}

/// Hashdrop: checksums you can trust. Without a subcommand, opens the desktop app.
#[derive(Parser, Debug)]
#[command(name = "hashdrop", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print checksums, like md5sum / sha256sum / b2sum / b3sum.
    Sum(SumArgs),
    /// Check files against checksum files, like `sha256sum -c`.
    Check(CheckArgs),
    /// Compare two files: same or different, and where they first differ.
    Compare(CompareArgs),
}

/// Options shared by the commands that hash.
#[derive(Args, Debug, Clone)]
struct EngineArgs {
    /// Worker threads (default: the number of cores).
    #[arg(short = 'j', long = "threads", value_name = "N")]
    threads: Option<usize>,
    /// How to read files: auto (guarded mmap for large local files), mmap, or read.
    #[arg(long = "io", value_name = "auto|mmap|read", default_value = "auto", value_parser = parse_io)]
    io: IoStrategy,
    /// Read buffer size for buffered reads, e.g. 64KiB, 1MiB.
    #[arg(long, value_name = "SIZE", value_parser = parse_buffer)]
    buffer: Option<usize>,
}

impl EngineArgs {
    fn read_options(&self) -> ReadOptions {
        ReadOptions {
            strategy: self.io,
            buffer_size: self.buffer.unwrap_or(DEFAULT_BUFFER_SIZE),
        }
    }

    fn threads(&self) -> usize {
        self.threads
            .unwrap_or_else(crate::engine::options::default_threads)
            .max(1)
    }
}

#[derive(Args, Debug)]
struct SumArgs {
    /// Algorithm (md5, sha1, sha256, sha512, blake2b, blake2s, blake2bp, blake2sp, blake3, crc32); repeat for several.
    #[arg(short = 'a', long = "algorithm", value_name = "ALGO", value_parser = parse_algorithm)]
    algorithms: Vec<Algorithm>,
    /// Segmented digest with this segment size (e.g. 8MiB): prints `<combined>-<N>`, the S3 ETag for MD5.
    #[arg(long, value_name = "SIZE", value_parser = parse_size, num_args = 0..=1, default_missing_value = "8MiB")]
    segment: Option<u64>,
    /// With --segment, also print one comment line per segment.
    #[arg(long)]
    list_segments: bool,
    /// BSD-style lines: `SHA256 (name) = digest`.
    #[arg(long)]
    tag: bool,
    /// Mark files as binary (`digest *name`), like `md5sum -b`.
    #[arg(short = 'b', long)]
    binary: bool,
    /// Hash the files inside folders, recursively.
    #[arg(short = 'r', long)]
    recursive: bool,
    /// Follow symbolic links inside folders (loops are detected).
    #[arg(short = 'L', long)]
    follow_symlinks: bool,
    /// Never draw a progress bar.
    #[arg(long)]
    no_progress: bool,
    #[command(flatten)]
    engine: EngineArgs,
    /// Files and folders; `-` or nothing reads standard input.
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
}

#[derive(Args, Debug)]
struct CheckArgs {
    /// Print nothing for files that match.
    #[arg(long, overrides_with_all = ["status", "warn"])]
    quiet: bool,
    /// Print nothing; the exit status says it all.
    #[arg(long, overrides_with_all = ["quiet", "warn"])]
    status: bool,
    /// Warn about each improperly formatted line.
    #[arg(short = 'w', long, overrides_with_all = ["quiet", "status"])]
    warn: bool,
    /// Fail when a line is improperly formatted.
    #[arg(long)]
    strict: bool,
    /// Do not fail or report for files that are missing.
    #[arg(long)]
    ignore_missing: bool,
    #[command(flatten)]
    engine: EngineArgs,
    /// Checksum files; `-` reads one from standard input.
    #[arg(value_name = "SUMSFILE", required = true)]
    files: Vec<PathBuf>,
}

#[derive(Args, Debug)]
struct CompareArgs {
    /// Algorithm of the digests shown.
    #[arg(short = 'a', long = "algorithm", value_name = "ALGO", default_value = "sha256", value_parser = parse_algorithm)]
    algorithm: Algorithm,
    #[command(flatten)]
    engine: EngineArgs,
    /// First file.
    a: PathBuf,
    /// Second file.
    b: PathBuf,
}

fn parse_algorithm(s: &str) -> Result<Algorithm, String> {
    s.parse()
        .map_err(|e: crate::engine::UnknownAlgorithm| e.to_string())
}

fn parse_io(s: &str) -> Result<IoStrategy, String> {
    s.parse()
}

fn parse_buffer(s: &str) -> Result<usize, String> {
    let n = parse_size(s)?;
    if !(512..=(1 << 30)).contains(&n) {
        return Err("the buffer must be between 512 bytes and 1 GiB".into());
    }
    usize::try_from(n).map_err(|_| "buffer too large".into())
}

/// Runs the command line and returns the exit status.
pub fn main(args: Vec<OsString>) -> ExitCode {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            // clap prints help/version to stdout (exit 0) and usage errors to stderr.
            e.print().ok();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let result = match cli.command {
        Command::Sum(a) => sum::run(&a),
        Command::Check(a) => check::run(&a),
        Command::Compare(a) => compare::run(&a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            output::error_line(&format!("{e:#}"));
            ExitCode::from(2)
        }
    }
}
