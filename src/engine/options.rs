//! What a person chooses for a job: algorithms, mode, threads and how bytes are read.

use std::path::PathBuf;

use super::Algorithm;
use super::kernels::Kernel;

/// How file bytes are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum IoStrategy {
    /// Memory-map large local files (guarded against truncation), read the rest.
    #[default]
    Auto,
    /// Always memory-map (falls back to reads where mapping is impossible).
    Mmap,
    /// Always read with a buffer of [`ReadOptions::buffer_size`] bytes.
    Read,
}

impl IoStrategy {
    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Self::Auto => "auto",
            Self::Mmap => "mmap",
            Self::Read => "read",
        }
    }
}

impl std::str::FromStr for IoStrategy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "auto" => Ok(Self::Auto),
            "mmap" => Ok(Self::Mmap),
            "read" | "buffered" => Ok(Self::Read),
            _ => Err(format!(
                "unknown reading strategy '{s}' (auto, mmap or read)"
            )),
        }
    }
}

/// Reading options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReadOptions {
    /// How to read.
    pub strategy: IoStrategy,
    /// Buffer size for buffered reads, in bytes.
    pub buffer_size: usize,
}

/// Default read buffer. The seed notes show 8 KiB is too small (FreeBSD: 193 MB/s at
/// 8 KiB, 202 at 64 KiB); larger buffers amortise system calls, and 256 KiB still fits
/// in L2 so hashing reads it from cache. The measured figures are in docs/PERFORMANCE.md.
pub const DEFAULT_BUFFER_SIZE: usize = 256 * 1024;

/// Files smaller than this are read, not mapped. Unmapping a file costs a TLB flush on
/// every core running the process, so with several workers on many small files reads
/// scale better (2,000 files of 256 KiB, SHA-256, 2 threads: 1.89x one thread with
/// reads, 1.53x with maps); from 1 MiB up the map wins on one thread and on two.
pub const MMAP_MIN_SIZE: u64 = 1024 * 1024;

impl Default for ReadOptions {
    fn default() -> Self {
        Self {
            strategy: IoStrategy::Auto,
            buffer_size: DEFAULT_BUFFER_SIZE,
        }
    }
}

/// Standard digests, or the segmented digest of the seed notes' "md5p".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Mode {
    /// The file's plain digest, identical to the reference tools.
    #[default]
    Standard,
    /// One digest per fixed-size segment plus `H(segment digests)-N` (for MD5, the S3
    /// multipart ETag). Depends on the segment size, never on the thread count.
    Segmented {
        /// Segment size in bytes (at least 1).
        segment_size: u64,
    },
}

/// Default segment size of the segmented mode: 8 MiB, the AWS CLI's multipart chunk.
pub const DEFAULT_SEGMENT_SIZE: u64 = 8 * 1024 * 1024;

/// How folders are expanded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct WalkOptions {
    /// Descend into folders given as inputs.
    pub recursive: bool,
    /// Follow symbolic links found inside folders (loops are detected).
    pub follow_symlinks: bool,
}

/// A complete description of a hashing job.
#[derive(Clone, Debug)]
pub struct JobSpec {
    /// Files and folders, in the order given.
    pub inputs: Vec<PathBuf>,
    /// Algorithms to compute; each byte is read once and fed to all of them.
    pub algorithms: Vec<Algorithm>,
    /// Standard or segmented.
    pub mode: Mode,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// How bytes are read.
    pub read: ReadOptions,
    /// How folders are expanded.
    pub walk: WalkOptions,
    /// Count the CPU time of the job's hashing threads, read with
    /// [`Progress::cpu_time`](super::Progress::cpu_time). Off by default: it costs a
    /// clock read per chunk, and only a front-end that shares the machine with the job
    /// (the app, to pace its drawing) needs it.
    pub measure_cpu: bool,
    /// The multi-buffer kernel for the job's lanes (segments or small files hashed side
    /// by side); `None` for [`Kernel::active`]. The benchmark lab sets it to compare lane
    /// widths; a kernel this CPU cannot run is never used (see [`JobSpec::kernel`]).
    pub kernel: Option<Kernel>,
    /// Hash only the first this many bytes of each file: an image's length at the start
    /// of the USB stick it was written to, whose other bytes must not count. A file
    /// shorter than that is an error ([`FileError::TooShort`](super::FileError::TooShort)).
    /// `None`: every byte.
    pub limit: Option<u64>,
}

impl JobSpec {
    /// A job over `inputs` with one algorithm and every other choice at its default.
    pub fn new(inputs: Vec<PathBuf>, algorithms: Vec<Algorithm>) -> Self {
        Self {
            inputs,
            algorithms,
            mode: Mode::Standard,
            threads: default_threads(),
            read: ReadOptions::default(),
            walk: WalkOptions::default(),
            measure_cpu: false,
            kernel: None,
            limit: None,
        }
    }

    /// The kernel the job's lanes use: the one asked for when this CPU can run it, else
    /// [`Kernel::active`].
    pub fn kernel(&self) -> Kernel {
        self.kernel
            .filter(|k| k.is_supported())
            .unwrap_or_else(Kernel::active)
    }

    /// Whether the kernel was asked for (here, or with `HASHDROP_KERNEL`) rather than
    /// chosen: an asked-for kernel's lanes are used even where one stream would be faster.
    pub fn kernel_forced(&self) -> bool {
        self.kernel.is_some_and(Kernel::is_supported) || Kernel::is_forced()
    }
}

/// The machine's logical cores (at least 1): the default thread count.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// Parses a size with an optional binary unit: `4096`, `64KiB`, `64k`, `8MiB`, `1GiB`.
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    let n: u64 = num
        .parse()
        .map_err(|_| format!("'{s}' is not a size (examples: 65536, 64KiB, 8MiB, 1GiB)"))?;
    let mult: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        "t" | "tb" | "tib" => 1 << 40,
        _ => return Err(format!("unknown unit in '{s}' (use KiB, MiB or GiB)")),
    };
    n.checked_mul(mult)
        .ok_or_else(|| format!("'{s}' is too large"))
}

/// Formats bytes with a binary unit, e.g. `8 MiB`, `1.5 GiB`.
pub fn format_size(bytes: u64) -> String {
    let (v, unit, decimals) = binary_size(bytes);
    format!("{v:.decimals$} {unit}")
}

/// `bytes` in the largest binary unit that keeps the value at least 1, with the
/// decimals to show it with (none for bytes and for whole values, else one): the
/// numbers behind [`format_size`] and the app's localised sizes.
pub fn binary_size(bytes: u64) -> (f64, &'static str, usize) {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = bytes as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    let decimals = usize::from(u > 0 && (v - v.round()).abs() >= 0.05);
    (v, UNITS[u], decimals)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_with_units() {
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("64KiB"), Ok(65536));
        assert_eq!(parse_size("64k"), Ok(65536));
        assert_eq!(parse_size("8MiB"), Ok(8 << 20));
        assert_eq!(parse_size("1GiB"), Ok(1 << 30));
        assert!(parse_size("1.5GiB").is_err());
        assert!(parse_size("12 parsecs").is_err());
        assert!(parse_size("99999999999999999999").is_err());
        assert_eq!(format_size(8 << 20), "8 MiB");
        assert_eq!(format_size(1536 << 20), "1.5 GiB");
        assert_eq!(format_size(12), "12 B");
    }
}
