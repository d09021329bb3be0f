//! The benchmark lab: a matrix of algorithms × threads × reading × mode × lanes over one file,
//! each cell timed as the engine's own [`Job`](crate::engine::Job) runs, plus the
//! measurements that answer "is the bottleneck the CPU or the disk?" and the reference
//! tools side by side.
//!
//! A layer above the [`engine`](crate::engine), not part of it: the lab runs peer tools
//! as processes, writes verdicts in words and renders tables, none of which belongs in
//! "everything that hashes". Every timed cell goes through the engine's public API, as
//! any front-end would; the one exception is the all-cores in-memory BLAKE3 figure
//! (`measure.rs`), which calls `blake3::Hasher::update_rayon` directly.
//!
//! Two ways to run it, both cancellable and both reporting live through the same
//! lock-free [`BenchProgress`]:
//! - [`BenchRun::start`] runs on its own named thread (`hashdrop-bench`); sample
//!   [`BenchRun::progress`] ~30 times a second, take [`BenchEvent`]s with
//!   [`BenchRun::try_next`], stop it with [`BenchRun::cancel`] (dropping it cancels
//!   too). This is what the app uses.
//! - [`run`] blocks the calling thread (the CLI's and the tests' choice), calling
//!   `on_event` as cells finish.
//!
//! A cancelled run still returns its report: the cells finished so far, marked
//! `cancelled`. Timing uses [`std::time::Instant`] (monotonic) and excludes set-up:
//! generating the data, the per-cell warm-up runs.

mod export;
mod matrix;
mod measure;
mod peers;
mod progress;
mod runner;
mod seed;
mod verdict;

use std::path::PathBuf;

pub use export::{Format, render, render_seed};
pub use matrix::{
    BenchCell, BenchMode, CellResult, IoCase, Stats, cells, lanes_label, mbps, median, summarise,
    thread_axis,
};
pub use measure::{
    MachineInfo, MemoryResult, READ_PROBE_BUFFER, ReadMeasurement, drop_from_cache, format_rate,
};
pub use peers::{PEERS, PeerCommand, PeerResult, installed_peers};
pub use progress::{BenchPhase, BenchProgress, BenchSnapshot};
pub use runner::{BenchError, BenchEvent, BenchRun, run};
pub use seed::{SeedRow, seed_reference};
pub use verdict::{AlgorithmVerdict, Bound, HELPS, LanesGain, Verdict};

use crate::engine::Algorithm;
use crate::engine::kernels::Kernel;

/// Default size of the generated data: 256 MiB.
pub const DEFAULT_SIZE: u64 = 256 << 20;
/// Default timed runs per cell.
pub const DEFAULT_REPEAT: usize = 5;
/// Default in-memory buffer for the hash-speed measurement: 64 MiB.
pub const DEFAULT_MEMORY_SIZE: usize = 64 << 20;
/// Buffers of the default matrix (the seed notes' small buffer and a large one).
pub const DEFAULT_BUFFERS: [usize; 2] = [64 << 10, 1 << 20];
/// Buffers of the full matrix.
pub const FULL_BUFFERS: [usize; 5] = [4 << 10, 8 << 10, 16 << 10, 64 << 10, 1 << 20];
/// Algorithms of the default matrix.
pub const DEFAULT_ALGORITHMS: [Algorithm; 3] =
    [Algorithm::Md5, Algorithm::Sha256, Algorithm::Blake3];

/// The bytes the matrix hashes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DataSource {
    /// An existing file (never modified; it is synced and dropped from the page cache
    /// for the cold read).
    File(PathBuf),
    /// `size` pseudo-random bytes written to a temporary folder inside `dir` (the
    /// system temp folder when `None`), removed at the end.
    Generated {
        /// Bytes.
        size: u64,
        /// Parent folder.
        dir: Option<PathBuf>,
    },
}

/// What to measure. [`Default`] is the affordable matrix (a few minutes on 2 cores);
/// [`BenchConfig::full`] has every axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchConfig {
    /// Algorithms.
    pub algorithms: Vec<Algorithm>,
    /// Thread counts.
    pub threads: Vec<usize>,
    /// Reading strategies.
    pub io: Vec<IoCase>,
    /// Digest modes.
    pub modes: Vec<BenchMode>,
    /// The lanes axis: multi-buffer kernels to time the segmented cells of algorithms
    /// with lanes with (empty: the engine's kernel only).
    pub kernels: Vec<Kernel>,
    /// Timed runs per cell (and per read and peer measurement).
    pub repeat: usize,
    /// Untimed runs before each cell's timed runs.
    pub warmup: usize,
    /// The data.
    pub source: DataSource,
    /// Also run the installed reference tools.
    pub peers: bool,
    /// Bytes hashed in memory per run for the verdict's hash speed.
    pub memory_size: usize,
    /// Cold reads (each after dropping the file from the cache).
    pub cold_runs: usize,
    /// Count the CPU time of the matrix's hashing threads, read with
    /// [`BenchProgress::cpu_time`] (the app paces its drawing with it). Off by default.
    pub measure_cpu: bool,
}

impl Default for BenchConfig {
    fn default() -> Self {
        let mut io = vec![IoCase::Mmap];
        io.extend(DEFAULT_BUFFERS.map(|buffer| IoCase::Read { buffer }));
        Self {
            algorithms: DEFAULT_ALGORITHMS.to_vec(),
            threads: thread_axis(crate::engine::options::default_threads()),
            io,
            modes: vec![BenchMode::Standard, BenchMode::segmented_default()],
            kernels: default_kernels(),
            repeat: DEFAULT_REPEAT,
            warmup: 1,
            source: DataSource::Generated {
                size: DEFAULT_SIZE,
                dir: None,
            },
            peers: false,
            memory_size: DEFAULT_MEMORY_SIZE,
            cold_runs: 3,
            measure_cpu: false,
        }
    }
}

impl BenchConfig {
    /// Every algorithm, every buffer, both modes.
    pub fn full() -> Self {
        let mut io = vec![IoCase::Mmap];
        io.extend(FULL_BUFFERS.map(|buffer| IoCase::Read { buffer }));
        let kernels = Kernel::supported();
        Self {
            algorithms: Algorithm::ALL.to_vec(),
            io,
            kernels: if kernels.len() > 1 {
                kernels
            } else {
                Vec::new()
            },
            ..Self::default()
        }
    }

    /// The cells this configuration runs, in order.
    pub fn cells(&self) -> Vec<BenchCell> {
        cells(
            &self.algorithms,
            &self.threads,
            &self.io,
            &self.modes,
            &self.kernels,
        )
    }
}

/// The default lanes axis: one segment at a time against the widest kernel this CPU
/// has, or nothing when it has no SIMD lanes.
pub fn default_kernels() -> Vec<Kernel> {
    match Kernel::best() {
        Kernel::Scalar => Vec::new(),
        best => vec![Kernel::Scalar, best],
    }
}

/// Where the data came from.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SourceInfo {
    /// `file` or `generated`.
    pub kind: String,
    /// The file, for `file`.
    pub path: Option<String>,
    /// Its size in bytes.
    pub bytes: u64,
}

/// Everything one run measured. Serialises to the JSON of `docs/bench-schema.json`.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BenchReport {
    /// `hashdrop-bench/1`.
    pub schema: String,
    /// The machine.
    pub machine: MachineInfo,
    /// The data.
    pub source: SourceInfo,
    /// Timed runs per cell.
    pub repeat: usize,
    /// Untimed warm-up runs per cell.
    pub warmup: usize,
    /// Cells the configuration asked for.
    pub cells_planned: usize,
    /// One result per finished cell, in matrix order.
    pub cells: Vec<CellResult>,
    /// In-memory hash speed per algorithm.
    pub memory: Vec<MemoryResult>,
    /// The bottleneck, per algorithm.
    pub verdict: Verdict,
    /// The reference tools (empty unless asked).
    pub peers: Vec<PeerResult>,
    /// Whether the run was cancelled (then `cells` is partial).
    pub cancelled: bool,
    /// Wall time of the whole run, set-up included.
    pub duration_secs: f64,
}

/// The schema tag of [`BenchReport`].
pub const SCHEMA: &str = "hashdrop-bench/1";

/// Serde helper: an [`Algorithm`] as its command-line name (`sha256`).
mod algo_name {
    use serde::{Deserialize as _, Deserializer, Serializer};

    use crate::engine::Algorithm;

    pub fn serialize<S: Serializer>(a: &Algorithm, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(a.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Algorithm, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
