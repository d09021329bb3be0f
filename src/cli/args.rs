//! The command line's words: subcommands, their flags, and how their values are read.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::engine::options::{DEFAULT_BUFFER_SIZE, parse_size};
use crate::engine::{Algorithm, IoStrategy, ReadOptions};

use super::algorithm_choice::AlgorithmChoice;
use super::folders_format::Format;

/// Hashdrop: checksums you can trust. Without a subcommand, opens the desktop app.
#[derive(Parser, Debug)]
#[command(name = "hashdrop", version, about, long_about = None)]
pub(super) struct Cli {
    #[command(subcommand)]
    pub(super) command: Command,
}

#[derive(Subcommand, Debug)]
pub(super) enum Command {
    /// Print checksums, like md5sum / sha256sum / b2sum / b3sum.
    Sum(SumArgs),
    /// Check files against checksum files, like `sha256sum -c`.
    Check(CheckArgs),
    /// Check one file against whatever checksum was copied: a digest in hex or base64, an
    /// S3 multipart ETag (hex-N), an S3 composite checksum (base64-N), a cloud console's
    /// CRC32C, CRC64NVME or MD5. Exit 0: match, 1: mismatch, 2: not a checksum.
    Verify(VerifyArgs),
    /// Compare two files (where they first differ), two folders (changed, moved, new,
    /// missing…), a folder with its checksum file, or an image with the drive it was
    /// written to (only the image's length is read from the drive, read-only).
    Compare(CompareArgs),
    /// Verify the signature of a file: clear-signed, or with its detached signature or
    /// Sigstore bundle. Exit 0: good and trusted, 1: bad, 2: cannot decide.
    Signature(SignatureArgs),
    /// Benchmark: algorithms × threads × reading × mode on a file, and what limits this machine.
    Bench(BenchArgs),
}

/// Options shared by the commands that hash.
#[derive(Args, Debug, Clone)]
pub(super) struct EngineArgs {
    /// Worker threads (default: the number of cores).
    #[arg(short = 'j', long = "threads", value_name = "N")]
    pub(super) threads: Option<usize>,
    /// How to read files: auto (guarded mmap for large local files), mmap, or read.
    #[arg(long = "io", value_name = "auto|mmap|read", default_value = "auto", value_parser = parse_io)]
    pub(super) io: IoStrategy,
    /// Read buffer size for buffered reads, e.g. 64KiB, 1MiB.
    #[arg(long, value_name = "SIZE", value_parser = parse_buffer)]
    pub(super) buffer: Option<usize>,
}

impl EngineArgs {
    pub(super) fn read_options(&self) -> ReadOptions {
        ReadOptions {
            strategy: self.io,
            buffer_size: self.buffer.unwrap_or(DEFAULT_BUFFER_SIZE),
        }
    }

    pub(super) fn threads(&self) -> usize {
        self.threads
            .unwrap_or_else(crate::engine::options::default_threads)
            .max(1)
    }
}

#[derive(Args, Debug)]
pub(super) struct SumArgs {
    /// Algorithm (md5, sha1, sha224, sha256, sha384, sha512, sha3-224, sha3-256, sha3-384, sha3-512, sm3, blake2b, blake2s, blake2bp, blake2sp, blake3, xxh64, xxh3, xxh128, crc32, crc32c, crc64nvme; sha2 and sha3 with -l); repeat for several.
    #[arg(short = 'a', long = "algorithm", value_name = "ALGO", value_parser = parse_algorithm_choice)]
    pub(super) algorithms: Vec<AlgorithmChoice>,
    /// Digest length in bits, as `b2sum -l` and `cksum -l`: for blake2b (a multiple of 8 up to 512), sha2 and sha3 (224, 256, 384, 512).
    #[arg(
        short = 'l',
        long = "length",
        value_name = "BITS",
        overrides_with = "length"
    )]
    pub(super) length: Option<u32>,
    /// Print digests in base64, as `cksum --base64`.
    #[arg(long)]
    pub(super) base64: bool,
    /// Segmented digest with this segment size (e.g. 8MiB): prints `<combined>-<N>`, the S3 ETag for MD5.
    #[arg(long, value_name = "SIZE", value_parser = parse_size, num_args = 0..=1, default_missing_value = "8MiB")]
    pub(super) segment: Option<u64>,
    /// Hash only the first N bytes of each file or drive (e.g. 5702520832, 4GiB): an
    /// image's length at the start of the USB stick it was written to. A shorter one is
    /// an error.
    #[arg(long, value_name = "N", value_parser = parse_size)]
    pub(super) bytes: Option<u64>,
    /// With --segment, also print one comment line per segment.
    #[arg(long)]
    pub(super) list_segments: bool,
    /// BSD-style lines: `SHA256 (name) = digest`.
    #[arg(long)]
    pub(super) tag: bool,
    /// Mark files as binary (`digest *name`), like `md5sum -b`.
    #[arg(short = 'b', long)]
    pub(super) binary: bool,
    /// Hash the files inside folders, recursively.
    #[arg(short = 'r', long)]
    pub(super) recursive: bool,
    /// Follow symbolic links inside folders (loops are detected).
    #[arg(short = 'L', long)]
    pub(super) follow_symlinks: bool,
    /// Never draw a progress bar.
    #[arg(long)]
    pub(super) no_progress: bool,
    #[command(flatten)]
    pub(super) engine: EngineArgs,
    /// Files and folders; `-` or nothing reads standard input.
    #[arg(value_name = "PATH")]
    pub(super) paths: Vec<PathBuf>,
}

#[derive(Args, Debug)]
pub(super) struct VerifyArgs {
    /// Print nothing; the exit status says it all.
    #[arg(long)]
    pub(super) status: bool,
    /// Check only the first N bytes (e.g. 5702520832, 4GiB): an image's length at the
    /// start of the USB stick it was written to, against the published checksum. A
    /// shorter file or drive is an error.
    #[arg(long, value_name = "N", value_parser = parse_size)]
    pub(super) bytes: Option<u64>,
    /// Ask each FILE's publisher (by the file's name) for its own signed checksum, over
    /// HTTPS: exit 0 matched and signed, 1 does not match or the list's signature is bad,
    /// 2 no answer.
    #[arg(long, value_name = "FILE", num_args = 1.., conflicts_with_all = ["file", "expected", "bytes"])]
    pub(super) publisher: Vec<PathBuf>,
    /// The file.
    #[arg(required_unless_present = "publisher")]
    pub(super) file: Option<PathBuf>,
    /// What it should be, as copied (quotes around an ETag are fine).
    #[arg(required_unless_present = "publisher")]
    pub(super) expected: Option<String>,
}

#[derive(Args, Debug)]
pub(super) struct CheckArgs {
    /// Print nothing for files that match.
    #[arg(long, overrides_with_all = ["status", "warn"])]
    pub(super) quiet: bool,
    /// Print nothing; the exit status says it all.
    #[arg(long, overrides_with_all = ["quiet", "warn"])]
    pub(super) status: bool,
    /// Warn about each improperly formatted line.
    #[arg(short = 'w', long, overrides_with_all = ["quiet", "status"])]
    pub(super) warn: bool,
    /// Fail when a line is improperly formatted.
    #[arg(long)]
    pub(super) strict: bool,
    /// Do not fail or report for files that are missing.
    #[arg(long)]
    pub(super) ignore_missing: bool,
    /// Fail unless the checksum file carries a good signature from a trusted key.
    #[arg(long)]
    pub(super) require_signature: bool,
    /// Which of the images the checksum file lists does this drive (e.g. /dev/sdb) start
    /// with? No image file needed; the drive is only read.
    #[arg(long, value_name = "DEVICE")]
    pub(super) device: Option<PathBuf>,
    #[command(flatten)]
    pub(super) keys: KeyArgs,
    #[command(flatten)]
    pub(super) engine: EngineArgs,
    /// Checksum files; `-`, or none at all, reads one from standard input.
    #[arg(value_name = "SUMSFILE")]
    pub(super) files: Vec<PathBuf>,
}

impl CheckArgs {
    /// The checksum files named, or standard input (`-`) when none is, as `sha256sum -c`
    /// reads it.
    pub(super) fn lists(&self) -> Vec<PathBuf> {
        if self.files.is_empty() {
            vec![PathBuf::from("-")]
        } else {
            self.files.clone()
        }
    }
}

/// Trusted keys besides the bundled publishers' keys.
#[derive(Args, Debug, Clone)]
pub(super) struct KeyArgs {
    /// A key file whose keys are trusted (OpenPGP, minisign, signify or SSH, told apart
    /// by content; a minisign key may be given inline as RW…); may be repeated.
    #[arg(long = "keyring", value_name = "FILE")]
    pub(super) keyrings: Vec<PathBuf>,
    /// Sigstore: the signer's identity (e-mail or URI) to trust, with --issuer.
    #[arg(long = "identity", value_name = "EMAIL|URI", requires = "issuer")]
    pub(super) identity: Option<String>,
    /// Sigstore: the OIDC issuer that vouched for --identity (e.g. https://github.com/login/oauth).
    #[arg(long = "issuer", value_name = "URL", requires = "identity")]
    pub(super) issuer: Option<String>,
}

#[derive(Args, Debug)]
pub(super) struct SignatureArgs {
    #[command(flatten)]
    pub(super) keys: KeyArgs,
    /// The signed file: clear-signed, or the file that SIGNATURE signs.
    pub(super) file: PathBuf,
    /// Its detached signature (.gpg, .sig, .asc, .sign, .minisig) or Sigstore bundle
    /// (.sigstore, .sigstore.json); by default FILE's own clear signature, else a
    /// signature file beside it.
    pub(super) signature: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub(super) struct CompareArgs {
    /// Algorithm [default: sha256 for two files, blake3 for two folders; a checksum file brings its own].
    #[arg(short = 'a', long = "algorithm", value_name = "ALGO", value_parser = parse_algorithm)]
    pub(super) algorithm: Option<Algorithm>,
    /// Folders: trust a file with the same size and modification time on both sides without reading it.
    #[arg(long)]
    pub(super) quick: bool,
    /// Folders: follow symbolic links (loops are detected).
    #[arg(short = 'L', long)]
    pub(super) follow_symlinks: bool,
    /// Folders: output format.
    #[arg(long, value_name = "text|json|csv", default_value = "text", value_parser = parse_compare_format)]
    pub(super) format: Format,
    #[command(flatten)]
    pub(super) engine: EngineArgs,
    /// First file or folder (for a folder and its checksum file, either order).
    pub(super) a: PathBuf,
    /// Second file or folder, the checksum file of the first, or the drive (e.g.
    /// /dev/sdb) the image A was written to.
    pub(super) b: PathBuf,
}

fn parse_compare_format(s: &str) -> Result<Format, String> {
    s.parse()
}

/// `hashdrop bench`. The default matrix (md5, sha256, blake3 × 1, 2, 4… up to twice the
/// cores × mmap, read 64 KiB, read 1 MiB × standard, segmented 8 MiB; 5 runs after a
/// warm-up, on 256 MiB of generated data) takes a few minutes on 2 cores.
#[derive(Args, Debug)]
pub(super) struct BenchArgs {
    /// Algorithms (repeat or separate with commas). Default: md5, sha256, blake3 (all with --full).
    #[arg(short = 'a', long = "algo", visible_alias = "algorithm", value_name = "ALGO", value_delimiter = ',', value_parser = parse_algorithm)]
    pub(super) algorithms: Vec<Algorithm>,
    /// Thread counts. Default: 1, 2, 4 … up to twice the cores.
    #[arg(short = 'j', long = "threads", value_name = "N", value_delimiter = ',', value_parser = parse_count)]
    pub(super) threads: Vec<usize>,
    /// Reading strategies: mmap, read (buffered, one per --buffer), segmented (segmented positional reads: short for --io read --mode segmented).
    #[arg(long = "io", value_name = "mmap|read|segmented", value_delimiter = ',', value_parser = ["mmap", "read", "segmented"])]
    pub(super) io: Vec<String>,
    /// Read buffers. Default: 64KiB, 1MiB (4KiB, 8KiB, 16KiB, 64KiB, 1MiB with --full).
    #[arg(long = "buffer", value_name = "SIZE", value_delimiter = ',', value_parser = parse_buffer)]
    pub(super) buffers: Vec<usize>,
    /// Digest modes: standard (the file's digest), segmented (one digest per segment). Default: both.
    #[arg(long = "mode", value_name = "standard|segmented", value_delimiter = ',', value_parser = ["standard", "segmented"])]
    pub(super) modes: Vec<String>,
    /// Segment size of the segmented mode.
    #[arg(long, value_name = "SIZE", default_value = "8MiB", value_parser = parse_size)]
    pub(super) segment: u64,
    /// The lanes axis: multi-buffer kernels for the segmented cells (scalar is one segment at a time). Default: scalar and the widest this CPU has (every supported one with --full).
    #[arg(long = "lanes", value_name = "scalar|avx2|avx512", value_delimiter = ',', value_parser = parse_kernel)]
    pub(super) kernels: Vec<crate::engine::kernels::Kernel>,
    /// Timed runs per cell (the median and min-max are reported).
    #[arg(long, value_name = "N", default_value_t = crate::lab::DEFAULT_REPEAT, value_parser = parse_count)]
    pub(super) repeat: usize,
    /// Untimed warm-up runs before each cell.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub(super) warmup: usize,
    /// Size of the generated data [default: 256MiB].
    #[arg(long, value_name = "SIZE", value_parser = parse_size, conflicts_with = "file")]
    pub(super) size: Option<u64>,
    /// Measure this file instead of generated data (it is read, never written).
    #[arg(long, value_name = "PATH")]
    pub(super) file: Option<PathBuf>,
    /// Folder for the generated data (default: the system temp folder); it is removed after.
    #[arg(long, value_name = "DIR", conflicts_with = "file")]
    pub(super) dir: Option<PathBuf>,
    /// Every algorithm and every buffer (takes much longer; narrow it with the other flags).
    #[arg(long)]
    pub(super) full: bool,
    /// Also time the installed reference tools (md5sum, sha*sum, b2sum, b3sum, openssl, rhash).
    #[arg(long)]
    pub(super) peers: bool,
    /// Output format.
    #[arg(long, value_name = "table|csv|json|markdown", default_value = "table", value_parser = parse_format)]
    pub(super) format: crate::lab::Format,
    /// Print the seed notes' reference figures (phones, FreeBSD) instead of benchmarking.
    #[arg(long)]
    pub(super) seed_table: bool,
    /// Never draw the progress line.
    #[arg(long)]
    pub(super) no_progress: bool,
}

fn parse_count(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=4096).contains(&n) => Ok(n),
        _ => Err(format!("'{s}' is not a count from 1 to 4096")),
    }
}

fn parse_kernel(s: &str) -> Result<crate::engine::kernels::Kernel, String> {
    let kernel: crate::engine::kernels::Kernel = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a kernel (scalar, avx2, avx512)"))?;
    if kernel.is_supported() {
        Ok(kernel)
    } else {
        Err(format!("this CPU does not support the {kernel} kernel"))
    }
}

fn parse_format(s: &str) -> Result<crate::lab::Format, String> {
    s.parse()
}

fn parse_algorithm(s: &str) -> Result<Algorithm, String> {
    s.parse()
        .map_err(|e: crate::engine::UnknownAlgorithm| e.to_string())
}

fn parse_algorithm_choice(s: &str) -> Result<AlgorithmChoice, String> {
    AlgorithmChoice::parse(s)
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
