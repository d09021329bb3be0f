//! What a lab run is asked to measure: the axes of the matrix, the data, the repeats.

use std::path::PathBuf;

use crate::engine::Algorithm;
use crate::engine::kernels::Kernel;

use super::matrix::{BenchCell, BenchMode, IoCase, cells, thread_axis};

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
