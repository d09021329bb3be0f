//! The matrix: its axes, its cells, and the statistics of each cell's timed runs.

use serde::{Deserialize, Serialize};

use crate::engine::kernels::Kernel;
use crate::engine::kernels::lanes::Lanes;
use crate::engine::options::{DEFAULT_SEGMENT_SIZE, IoStrategy, ReadOptions, format_size};
use crate::engine::{Algorithm, JobSpec, Mode, WalkOptions};

/// How a cell reads the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "io", rename_all = "lowercase")]
pub enum IoCase {
    /// Memory-mapped (in the segmented mode each worker maps its own segment).
    Mmap,
    /// Buffered reads of `buffer` bytes. In the segmented mode these are positional
    /// reads: each worker reads its own segment (the seed notes' "md5p").
    Read {
        /// Buffer size in bytes.
        buffer: usize,
    },
}

impl IoCase {
    /// The engine's reading options for this case.
    pub fn read_options(self) -> ReadOptions {
        match self {
            Self::Mmap => ReadOptions {
                strategy: IoStrategy::Mmap,
                ..ReadOptions::default()
            },
            Self::Read { buffer } => ReadOptions {
                strategy: IoStrategy::Read,
                buffer_size: buffer,
            },
        }
    }

    /// `mmap`, `read 64 KiB`.
    pub fn label(self) -> String {
        match self {
            Self::Mmap => "mmap".to_owned(),
            Self::Read { buffer } => format!("read {}", format_size(buffer as u64)),
        }
    }
}

/// Which digest a cell computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "mode", rename_all = "lowercase")]
pub enum BenchMode {
    /// The file's plain digest.
    Standard,
    /// The segmented digest (`H(segment digests)-N`), segments spread over the threads.
    Segmented {
        /// Segment size in bytes.
        segment_size: u64,
    },
}

impl BenchMode {
    /// The engine's mode.
    pub fn mode(self) -> Mode {
        match self {
            Self::Standard => Mode::Standard,
            Self::Segmented { segment_size } => Mode::Segmented {
                segment_size: segment_size.max(1),
            },
        }
    }

    /// `standard`, `segmented 8 MiB`.
    pub fn label(self) -> String {
        match self {
            Self::Standard => "standard".to_owned(),
            Self::Segmented { segment_size } => format!("segmented {}", format_size(segment_size)),
        }
    }

    /// The segmented mode with the engine's default segment size (8 MiB).
    pub fn segmented_default() -> Self {
        Self::Segmented {
            segment_size: DEFAULT_SEGMENT_SIZE,
        }
    }
}

/// One cell of the matrix: what one timed `Job` is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BenchCell {
    /// The algorithm.
    #[serde(with = "super::algo_name")]
    pub algorithm: Algorithm,
    /// Worker threads of the job.
    pub threads: usize,
    /// How the file is read.
    #[serde(flatten)]
    pub io: IoCase,
    /// Which digest.
    #[serde(flatten)]
    pub mode: BenchMode,
    /// The lanes axis: the multi-buffer kernel the segments are hashed with, side by
    /// side (`scalar` is one segment at a time). `None` for the engine's choice; only
    /// segmented cells of an algorithm with lanes set it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel: Option<Kernel>,
}

impl BenchCell {
    /// The job that one timed run of this cell starts: the engine's own job, so the
    /// lab measures exactly what `hashdrop sum` and the app do.
    pub fn job_spec(&self, file: &std::path::Path) -> JobSpec {
        JobSpec {
            inputs: vec![file.to_path_buf()],
            algorithms: vec![self.algorithm],
            mode: self.mode.mode(),
            threads: self.threads.max(1),
            read: self.io.read_options(),
            walk: WalkOptions::default(),
            measure_cpu: false,
            kernel: self.kernel,
            limit: None,
        }
    }

    /// `sha256 2 threads read 64 KiB` (plus the mode when segmented).
    pub fn label(&self) -> String {
        let threads = if self.threads == 1 {
            "1 thread".to_owned()
        } else {
            format!("{} threads", self.threads)
        };
        let mut s = format!("{} {threads} {}", self.algorithm.name(), self.io.label());
        if self.mode != BenchMode::Standard {
            s.push(' ');
            s.push_str(&self.mode.label());
        }
        if let Some(k) = self.kernel {
            s.push(' ');
            s.push_str(&lanes_label(self.algorithm, k));
        }
        s
    }

    /// The same cell on one thread (the base of its speed-up).
    fn one_thread(&self) -> Self {
        Self {
            threads: 1,
            ..*self
        }
    }
}

/// `16 lanes (avx512)`, `1 lane (scalar)`.
pub fn lanes_label(algorithm: Algorithm, kernel: Kernel) -> String {
    match Lanes::lanes(algorithm, kernel) {
        1 => format!("1 lane ({kernel})"),
        n => format!("{n} lanes ({kernel})"),
    }
}

/// Every cell of the axes, in a stable order: algorithm, mode, io, threads, kernel.
/// `kernels` (the lanes axis) multiplies only the segmented cells of algorithms with
/// lanes; every other cell, and all of them when `kernels` is empty, uses the engine's
/// kernel.
pub fn cells(
    algorithms: &[Algorithm],
    threads: &[usize],
    io: &[IoCase],
    modes: &[BenchMode],
    kernels: &[Kernel],
) -> Vec<BenchCell> {
    let mut out = Vec::new();
    for &algorithm in algorithms {
        for &mode in modes {
            let lanes = mode != BenchMode::Standard && Lanes::exist_for(algorithm);
            let kernels: Vec<Option<Kernel>> = if lanes && !kernels.is_empty() {
                kernels.iter().copied().map(Some).collect()
            } else {
                vec![None]
            };
            for &io in io {
                for &threads in threads {
                    for &kernel in &kernels {
                        let cell = BenchCell {
                            algorithm,
                            threads: threads.max(1),
                            io,
                            mode,
                            kernel,
                        };
                        if !out.contains(&cell) {
                            out.push(cell);
                        }
                    }
                }
            }
        }
    }
    out
}

/// 1, 2, 4 … up to twice the cores (twice the cores included even if not a power of two).
pub fn thread_axis(cores: usize) -> Vec<usize> {
    let top = cores.max(1) * 2;
    let mut v = Vec::new();
    let mut t = 1;
    while t <= top {
        v.push(t);
        t *= 2;
    }
    if v.last() != Some(&top) {
        v.push(top);
    }
    v
}

/// The result of one cell.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CellResult {
    /// The cell.
    #[serde(flatten)]
    pub cell: BenchCell,
    /// Human label of the cell.
    pub label: String,
    /// Bytes hashed by each run (the file size).
    pub bytes: u64,
    /// Every timed run, in seconds (monotonic clock), warm-up excluded.
    pub runs_secs: Vec<f64>,
    /// Median of `runs_secs`.
    pub median_secs: f64,
    /// Throughput of the median run, in MB/s (10^6 bytes per second).
    pub median_mbps: f64,
    /// Throughput of the slowest run.
    pub min_mbps: f64,
    /// Throughput of the fastest run.
    pub max_mbps: f64,
    /// (max - min) / median, in percent: the spread of the runs.
    pub spread_pct: f64,
    /// Median MB/s over the same cell on one thread (`None` until the matrix is
    /// summarised, or when that cell was not run).
    pub speedup_vs_1_thread: Option<f64>,
    /// Median MB/s over the best cell of the same algorithm.
    pub ratio_to_best: Option<f64>,
}

impl CellResult {
    /// Statistics of `runs_secs` (at least one run) over `bytes`.
    pub fn new(cell: BenchCell, bytes: u64, runs_secs: Vec<f64>) -> Self {
        let s = Stats::of(&runs_secs, bytes);
        Self {
            label: cell.label(),
            cell,
            bytes,
            runs_secs,
            median_secs: s.median_secs,
            median_mbps: s.median_mbps,
            min_mbps: s.min_mbps,
            max_mbps: s.max_mbps,
            spread_pct: s.spread_pct,
            speedup_vs_1_thread: None,
            ratio_to_best: None,
        }
    }
}

/// Median, min and max of timed runs, as throughput.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    /// Median seconds.
    pub median_secs: f64,
    /// Median MB/s.
    pub median_mbps: f64,
    /// Slowest run's MB/s.
    pub min_mbps: f64,
    /// Fastest run's MB/s.
    pub max_mbps: f64,
    /// (max - min) / median in percent.
    pub spread_pct: f64,
}

impl Stats {
    /// Statistics of runs over `bytes`; all zero for no runs.
    pub fn of(runs_secs: &[f64], bytes: u64) -> Self {
        let Some(median_secs) = median(runs_secs) else {
            return Self::default();
        };
        let min_secs = runs_secs.iter().copied().fold(f64::INFINITY, f64::min);
        let max_secs = runs_secs.iter().copied().fold(0.0, f64::max);
        let median_mbps = mbps(bytes, median_secs);
        let (min_mbps, max_mbps) = (mbps(bytes, max_secs), mbps(bytes, min_secs));
        Self {
            median_secs,
            median_mbps,
            min_mbps,
            max_mbps,
            spread_pct: if median_mbps > 0.0 {
                (max_mbps - min_mbps) / median_mbps * 100.0
            } else {
                0.0
            },
        }
    }
}

/// Megabytes (10^6 bytes) per second; 0 for a zero time.
pub fn mbps(bytes: u64, secs: f64) -> f64 {
    if secs > 0.0 {
        bytes as f64 / secs / 1e6
    } else {
        0.0
    }
}

/// The median (mean of the middle two for an even count); `None` when empty.
pub fn median(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        f64::midpoint(v[n / 2 - 1], v[n / 2])
    })
}

/// Fills each cell's speed-up over one thread and its ratio to the best cell of the
/// same algorithm.
pub fn summarise(cells: &mut [CellResult]) {
    let snapshot: Vec<(BenchCell, f64)> = cells.iter().map(|c| (c.cell, c.median_mbps)).collect();
    for c in cells.iter_mut() {
        let base = c.cell.one_thread();
        c.speedup_vs_1_thread = snapshot
            .iter()
            .find(|(cell, _)| *cell == base)
            .filter(|(_, m)| *m > 0.0)
            .map(|(_, m)| c.median_mbps / m);
        let best = snapshot
            .iter()
            .filter(|(cell, _)| cell.algorithm == c.cell.algorithm)
            .map(|(_, m)| *m)
            .fold(0.0, f64::max);
        c.ratio_to_best = (best > 0.0).then(|| c.median_mbps / best);
    }
}

/// The best standard-mode cell of `algorithm` whose thread count satisfies `threads`.
pub fn best_standard(
    cells: &[CellResult],
    algorithm: Algorithm,
    threads: impl Fn(usize) -> bool,
) -> Option<&CellResult> {
    cells
        .iter()
        .filter(|c| {
            c.cell.algorithm == algorithm
                && c.cell.mode == BenchMode::Standard
                && threads(c.cell.threads)
        })
        .max_by(|a, b| a.median_mbps.total_cmp(&b.median_mbps))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thread_axis_doubles_up_to_twice_the_cores() {
        assert_eq!(thread_axis(1), vec![1, 2]);
        assert_eq!(thread_axis(2), vec![1, 2, 4]);
        assert_eq!(thread_axis(3), vec![1, 2, 4, 6]);
        assert_eq!(thread_axis(8), vec![1, 2, 4, 8, 16]);
    }

    #[test]
    fn median_and_stats() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), Some(2.5));
        let s = Stats::of(&[1.0, 2.0, 0.5], 1_000_000);
        assert!((s.median_mbps - 1.0).abs() < 1e-9);
        assert!((s.min_mbps - 0.5).abs() < 1e-9);
        assert!((s.max_mbps - 2.0).abs() < 1e-9);
        assert!((s.spread_pct - 150.0).abs() < 1e-9);
    }

    #[test]
    fn cells_are_the_product_and_summaries_relate_them() {
        let io = [IoCase::Mmap, IoCase::Read { buffer: 65536 }];
        let modes = [BenchMode::Standard, BenchMode::segmented_default()];
        let all = cells(
            &[Algorithm::Md5, Algorithm::Blake3],
            &[1, 2],
            &io,
            &modes,
            &[],
        );
        assert_eq!(all.len(), 2 * 2 * 2 * 2);
        let mut results: Vec<CellResult> = all
            .iter()
            .map(|c| CellResult::new(*c, 1_000_000, vec![1.0 / c.threads as f64]))
            .collect();
        summarise(&mut results);
        for r in &results {
            assert_eq!(r.speedup_vs_1_thread, Some(r.cell.threads as f64));
            assert_eq!(r.ratio_to_best, Some(r.cell.threads as f64 / 2.0));
        }
        let json = serde_json::to_value(&results[1]).unwrap();
        assert!(
            json.get("kernel").is_none(),
            "no lanes axis, no kernel field"
        );
        assert_eq!(json["algorithm"], "md5");
        assert_eq!(json["io"], "mmap");
        assert_eq!(json["mode"], "standard");
        let back: CellResult = serde_json::from_value(json).unwrap();
        assert_eq!(back, results[1]);
        assert!(best_standard(&results, Algorithm::Md5, |t| t == 1).is_some());
    }

    #[test]
    fn the_lanes_axis_multiplies_only_segmented_cells_with_lanes() {
        let modes = [BenchMode::Standard, BenchMode::segmented_default()];
        let kernels = [Kernel::Scalar, Kernel::Avx2];
        let all = cells(
            &[Algorithm::Md5, Algorithm::Blake3],
            &[1, 2],
            &[IoCase::Mmap],
            &modes,
            &kernels,
        );
        // MD5: 2 standard + 2 segmented × 2 kernels; BLAKE3: 2 + 2.
        assert_eq!(all.len(), 2 + 4 + 2 + 2);
        for c in &all {
            let lanes = c.algorithm == Algorithm::Md5 && c.mode != BenchMode::Standard;
            assert_eq!(c.kernel.is_some(), lanes, "{}", c.label());
        }
        let cell = all
            .iter()
            .find(|c| c.kernel == Some(Kernel::Avx2))
            .expect("an AVX2 cell");
        assert!(cell.label().ends_with("8 lanes (avx2)"), "{}", cell.label());
        assert_eq!(
            cell.job_spec(std::path::Path::new("f")).kernel,
            Some(Kernel::Avx2)
        );
        let json = serde_json::to_value(cell).unwrap();
        assert_eq!(json["kernel"], "avx2");
        assert_eq!(serde_json::from_value::<BenchCell>(json).unwrap(), *cell);
    }
}
