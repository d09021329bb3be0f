//! Set-up and the measurements around the matrix: generated data, cold and warm
//! sequential reads (dropping the file from the page cache), in-memory hash speed, and
//! what machine this is.

use std::fs::File;
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde::{Deserialize, Serialize};

use super::BenchProgress;
use super::matrix::{Stats, median};
use crate::engine::Algorithm;
use crate::engine::control::{Cancelled, Control};

/// Buffer of the plain sequential reads that measure the disk and the cache.
pub const READ_PROBE_BUFFER: usize = 1 << 20;

/// Cold reads within this fraction of warm reads mean the drop did not happen.
const SAME_AS_WARM: f64 = 0.8;

/// A generated data file in its own temporary folder, removed when dropped.
#[derive(Debug)]
pub struct TempData {
    dir: PathBuf,
    file: PathBuf,
}

impl TempData {
    /// Writes `size` pseudo-random bytes to `hashdrop-bench-*/data.bin` under `parent`
    /// (the system temp folder when `None`), synced to disk so it can be dropped from
    /// the cache later.
    pub fn create(
        parent: Option<&Path>,
        size: u64,
        control: &Control,
        progress: &BenchProgress,
    ) -> std::io::Result<Self> {
        let parent = parent.map_or_else(std::env::temp_dir, Path::to_path_buf);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let dir = parent.join(format!("hashdrop-bench-{}-{nanos}", std::process::id()));
        std::fs::create_dir(&dir)?;
        let data = Self {
            file: dir.join("data.bin"),
            dir,
        };
        let mut f = File::create(&data.file)?;
        let mut buf = vec![0u8; 1 << 20];
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut left = size;
        progress.set_run_bytes(0, size);
        while left > 0 {
            if control.checkpoint().is_err() {
                return Err(std::io::Error::other("cancelled"));
            }
            let n = buf.len().min(usize::try_from(left).unwrap_or(usize::MAX));
            for word in buf[..n].chunks_mut(8) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                word.copy_from_slice(&x.to_le_bytes()[..word.len()]);
            }
            f.write_all(&buf[..n])?;
            left -= n as u64;
            progress.add_run_bytes(n as u64);
        }
        f.sync_all()?;
        Ok(data)
    }

    /// The data file.
    pub fn path(&self) -> &Path {
        &self.file
    }
}

impl Drop for TempData {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.dir).ok();
    }
}

/// Plain sequential reads of the file, cold (dropped from the page cache) and warm.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReadMeasurement {
    /// Bytes per read (the file size).
    pub bytes: u64,
    /// Read buffer in bytes.
    pub buffer: usize,
    /// Timed cold reads (each after a drop), in seconds.
    pub cold_runs_secs: Vec<f64>,
    /// Median cold MB/s, when the drop worked (verified by timing).
    pub cold_mbps: Option<f64>,
    /// Timed warm reads, in seconds.
    pub warm_runs_secs: Vec<f64>,
    /// Median warm MB/s (the page cache).
    pub warm_mbps: f64,
    /// Whether the file was dropped from the cache (the call worked and cold reads
    /// were clearly slower than warm ones).
    pub cache_dropped: bool,
    /// What happened, in words.
    pub note: String,
}

/// Reads the file once to warm it, times `repeat` warm reads, then `cold_runs` cold
/// reads (each after dropping the file from the cache). Ends with the file cached.
pub fn measure_reads(
    path: &Path,
    repeat: usize,
    cold_runs: usize,
    control: &Control,
    progress: &BenchProgress,
) -> Result<ReadMeasurement, ReadError> {
    let bytes = std::fs::metadata(path).map_err(ReadError::Io)?.len();
    timed_read(path, control, progress)?;
    let mut warm_runs_secs = Vec::new();
    for _ in 0..repeat.max(1) {
        warm_runs_secs.push(timed_read(path, control, progress)?);
    }
    let warm_mbps = Stats::of(&warm_runs_secs, bytes).median_mbps;
    let mut cold_runs_secs = Vec::new();
    let mut failure = None;
    for _ in 0..cold_runs.max(1) {
        if let Err(why) = drop_from_cache(path) {
            failure = Some(why);
            break;
        }
        cold_runs_secs.push(timed_read(path, control, progress)?);
    }
    let cold = Stats::of(&cold_runs_secs, bytes).median_mbps;
    let (cache_dropped, note) = match failure {
        Some(why) if cold_runs_secs.is_empty() => (
            false,
            format!("could not drop the file from the cache ({why})"),
        ),
        Some(why) => (
            false,
            format!("could not drop the file from the cache every time ({why})"),
        ),
        None if cold >= warm_mbps * SAME_AS_WARM => (
            false,
            format!(
                "could not drop the file from the cache (posix_fadvise succeeded, but cold reads ran at {} against {} warm: the pages stayed cached, e.g. another process maps the file or the file system keeps them)",
                format_rate(cold),
                format_rate(warm_mbps)
            ),
        ),
        None => (
            true,
            format!(
                "dropped from the page cache with posix_fadvise(DONTNEED) after fdatasync; cold reads {} against {} warm (in a virtual machine the host may still cache the disk)",
                format_rate(cold),
                format_rate(warm_mbps)
            ),
        ),
    };
    Ok(ReadMeasurement {
        bytes,
        buffer: READ_PROBE_BUFFER,
        cold_mbps: cache_dropped.then_some(cold),
        cold_runs_secs,
        warm_runs_secs,
        warm_mbps,
        cache_dropped,
        note,
    })
}

/// Why a read measurement stopped.
#[derive(Debug)]
pub enum ReadError {
    /// Cancelled.
    Cancelled,
    /// The file could not be read.
    Io(std::io::Error),
}

impl From<Cancelled> for ReadError {
    fn from(_: Cancelled) -> Self {
        Self::Cancelled
    }
}

/// One plain sequential read to end of file with a 1 MiB buffer; seconds.
fn timed_read(path: &Path, control: &Control, progress: &BenchProgress) -> Result<f64, ReadError> {
    let mut buf = vec![0u8; READ_PROBE_BUFFER];
    let size = std::fs::metadata(path).map_or(0, |m| m.len());
    progress.set_run_bytes(0, size);
    let start = Instant::now();
    let mut f = File::open(path).map_err(ReadError::Io)?;
    loop {
        match f.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => progress.add_run_bytes(n as u64),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(ReadError::Io(e)),
        }
        control.checkpoint()?;
    }
    Ok(start.elapsed().as_secs_f64())
}

/// Syncs the file's dirty pages (they cannot be dropped) and asks the kernel to drop
/// its cached pages. `Err` says why it cannot.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub fn drop_from_cache(path: &Path) -> Result<(), String> {
    use std::os::fd::AsRawFd as _;
    let f = File::open(path).map_err(|e| format!("cannot open it: {e}"))?;
    // SAFETY: fstatfs writes into a zeroed struct we own; the fd is open.
    let mut st: libc::statfs = unsafe { std::mem::zeroed() };
    if unsafe { libc::fstatfs(f.as_raw_fd(), &raw mut st) } == 0 {
        #[allow(clippy::unnecessary_cast)]
        let magic = st.f_type as i64;
        if magic == 0x0102_1994 || magic == 0x8584_58f6 {
            return Err("the file is on tmpfs or ramfs, which lives in memory".to_owned());
        }
    }
    // Dirty pages stay cached: write them first (allowed on a read-only descriptor).
    if let Err(e) = f.sync_data() {
        return Err(format!("cannot write its dirty pages: {e}"));
    }
    // SAFETY: plain system call on an open descriptor; no memory is passed.
    let r = unsafe { libc::posix_fadvise(f.as_raw_fd(), 0, 0, libc::POSIX_FADV_DONTNEED) };
    if r != 0 {
        return Err(format!(
            "posix_fadvise failed: {}",
            std::io::Error::from_raw_os_error(r)
        ));
    }
    Ok(())
}

/// Not available here: cold reads are not measured.
#[cfg(not(target_os = "linux"))]
pub fn drop_from_cache(_path: &Path) -> Result<(), String> {
    Err(format!(
        "dropping one file from the cache is only implemented on Linux, not on {}",
        std::env::consts::OS
    ))
}

/// An algorithm's speed on bytes already in memory: no file system involved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MemoryResult {
    /// The algorithm.
    #[serde(with = "super::algo_name")]
    pub algorithm: Algorithm,
    /// Buffer size hashed per run.
    pub bytes: u64,
    /// Timed one-thread runs, in seconds.
    pub runs_secs: Vec<f64>,
    /// Median MB/s on one thread.
    pub mbps: f64,
    /// BLAKE3 only: median MB/s with every core (`update_rayon`).
    pub all_threads_mbps: Option<f64>,
}

/// A buffer of `size` pseudo-random bytes for in-memory hashing.
pub fn memory_buffer(size: usize) -> Vec<u8> {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut v = vec![0u8; size];
    for word in v.chunks_mut(8) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        word.copy_from_slice(&x.to_le_bytes()[..word.len()]);
    }
    v
}

/// Hashes `data` one warm-up time and `repeat` timed times on this thread (and, for
/// BLAKE3, as many times with every core).
pub fn measure_memory(
    algorithm: Algorithm,
    data: &[u8],
    repeat: usize,
    control: &Control,
) -> Result<MemoryResult, Cancelled> {
    let mut runs_secs = Vec::new();
    for i in 0..=repeat.max(1) {
        control.checkpoint()?;
        let start = Instant::now();
        std::hint::black_box(algorithm.digest(std::hint::black_box(data)));
        if i > 0 {
            runs_secs.push(start.elapsed().as_secs_f64());
        }
    }
    let bytes = data.len() as u64;
    let all_threads_mbps = if algorithm == Algorithm::Blake3 {
        let mut runs = Vec::new();
        for i in 0..=repeat.max(1) {
            control.checkpoint()?;
            let start = Instant::now();
            let mut h = blake3::Hasher::new();
            h.update_rayon(std::hint::black_box(data));
            std::hint::black_box(h.finalize());
            if i > 0 {
                runs.push(start.elapsed().as_secs_f64());
            }
        }
        median(&runs).map(|s| super::matrix::mbps(bytes, s))
    } else {
        None
    };
    Ok(MemoryResult {
        algorithm,
        bytes,
        mbps: Stats::of(&runs_secs, bytes).median_mbps,
        runs_secs,
        all_threads_mbps,
    })
}

/// What machine the figures come from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MachineInfo {
    /// Logical cores.
    pub cores: usize,
    /// CPU model name, where the OS says (`/proc/cpuinfo`).
    pub cpu_model: Option<String>,
    /// Operating system and kernel release.
    pub os: String,
    /// CPU architecture.
    pub arch: String,
    /// CPU features that matter to hashing kernels (sha_ni, avx2, avx512f, …).
    pub cpu_features: Vec<String>,
    /// Hashdrop's version.
    pub hashdrop_version: String,
    /// Load average over 1, 5 and 15 minutes when the run started (`/proc/loadavg`):
    /// a busy machine leaves no idle core for extra threads.
    pub load_average: Option<[f64; 3]>,
}

impl MachineInfo {
    /// Detects this machine.
    pub fn detect() -> Self {
        let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let cpu_model = cpuinfo
            .lines()
            .find(|l| l.starts_with("model name") || l.starts_with("Hardware"))
            .and_then(|l| l.split_once(':'))
            .map(|(_, v)| v.trim().to_owned())
            .filter(|s| !s.is_empty());
        let release = std::fs::read_to_string("/proc/sys/kernel/osrelease")
            .map(|s| format!(" {}", s.trim()))
            .unwrap_or_default();
        Self {
            cores: crate::engine::options::default_threads(),
            cpu_model,
            os: format!("{}{release}", std::env::consts::OS),
            arch: std::env::consts::ARCH.to_owned(),
            cpu_features: cpu_features(),
            hashdrop_version: env!("CARGO_PKG_VERSION").to_owned(),
            load_average: load_average(),
        }
    }
}

fn load_average() -> Option<[f64; 3]> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    let mut it = text.split_whitespace().map(|w| w.parse::<f64>().ok());
    Some([it.next()??, it.next()??, it.next()??])
}

#[cfg(any(target_arch = "x86_64", target_arch = "x86"))]
fn cpu_features() -> Vec<String> {
    let mut v = Vec::new();
    if std::arch::is_x86_feature_detected!("sha") {
        v.push("sha_ni");
    }
    if std::arch::is_x86_feature_detected!("sse4.1") {
        v.push("sse4.1");
    }
    if std::arch::is_x86_feature_detected!("avx2") {
        v.push("avx2");
    }
    if std::arch::is_x86_feature_detected!("avx512f") {
        v.push("avx512f");
    }
    if std::arch::is_x86_feature_detected!("avx512vl") {
        v.push("avx512vl");
    }
    v.into_iter().map(str::to_owned).collect()
}

#[cfg(target_arch = "aarch64")]
fn cpu_features() -> Vec<String> {
    let mut v = vec!["neon"];
    if std::arch::is_aarch64_feature_detected!("sha2") {
        v.push("sha2");
    }
    if std::arch::is_aarch64_feature_detected!("sha3") {
        v.push("sha512");
    }
    v.into_iter().map(str::to_owned).collect()
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "x86", target_arch = "aarch64")))]
fn cpu_features() -> Vec<String> {
    Vec::new()
}

/// `520 MB/s`, `1.4 GB/s`.
pub fn format_rate(mbps: f64) -> String {
    // Thresholds where the rounded figure reaches the next form: 999.7 MB/s is
    // "1.0 GB/s", never "1000 MB/s".
    if mbps >= 999.5 {
        format!("{:.1} GB/s", mbps / 1000.0)
    } else if mbps >= 9.95 {
        format!("{mbps:.0} MB/s")
    } else {
        format!("{mbps:.1} MB/s")
    }
}
