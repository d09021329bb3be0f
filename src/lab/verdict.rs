//! The bottleneck, answered: per algorithm, is this machine limited by hashing (CPU)
//! or by reading (I/O), and do more threads help?

use serde::{Deserialize, Serialize};

use super::matrix::{BenchMode, CellResult};
use super::measure::{MemoryResult, ReadMeasurement, format_rate};
use crate::engine::Algorithm;
use crate::engine::kernels::Kernel;
use crate::engine::kernels::lanes::Lanes;

/// Threads "help" when they speed a cell up by at least this much.
pub const HELPS: f64 = 1.15;

/// What limits an algorithm on this machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bound {
    /// Hashing is slower than the disk: the CPU is the limit.
    Cpu,
    /// The disk is slower than hashing: reading is the limit.
    Io,
    /// The disk could not be measured (the file could not be dropped from the cache).
    Unknown,
}

/// The verdict for one algorithm, as fields and in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AlgorithmVerdict {
    /// The algorithm.
    #[serde(with = "super::algo_name")]
    pub algorithm: Algorithm,
    /// In-memory hash speed on one thread, MB/s.
    pub hash_mbps: f64,
    /// BLAKE3: in-memory hash speed with every core, MB/s.
    pub hash_all_threads_mbps: Option<f64>,
    /// Cold sequential read speed (the disk), MB/s, when it could be measured.
    pub cold_read_mbps: Option<f64>,
    /// Warm sequential read speed (the page cache), MB/s.
    pub warm_read_mbps: Option<f64>,
    /// What limits it.
    pub bound: Bound,
    /// Whether more threads make one file faster here.
    pub threads_help: bool,
    /// Matrix, standard digest: best multi-thread cell over best one-thread cell.
    pub measured_speedup: Option<f64>,
    /// Matrix, segmented digest: best multi-thread cell over best one-thread cell.
    pub segmented_speedup: Option<f64>,
    /// The lanes axis: what hashing segments side by side gave on one thread.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lanes: Option<LanesGain>,
    /// The verdict in plain words.
    pub words: String,
}

/// The lanes axis's answer for one algorithm: the segmented digest on one thread with
/// the fastest multi-buffer kernel against one segment at a time (the `scalar` kernel).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LanesGain {
    /// The fastest kernel.
    pub kernel: Kernel,
    /// Its lanes: segments hashed at once.
    pub lanes: usize,
    /// One segment at a time, MB/s (best cell).
    pub one_at_a_time_mbps: f64,
    /// Side by side with `kernel`, MB/s (best cell).
    pub side_by_side_mbps: f64,
    /// `side_by_side_mbps / one_at_a_time_mbps`.
    pub speedup: f64,
}

impl LanesGain {
    /// From the one-thread segmented cells of `algorithm` that set a kernel; `None`
    /// unless both one segment at a time and a wider kernel were timed.
    pub fn of(cells: &[CellResult], algorithm: Algorithm) -> Option<Self> {
        let one_thread = cells.iter().filter(|c| {
            c.cell.algorithm == algorithm
                && c.cell.mode != BenchMode::Standard
                && c.cell.threads == 1
                && c.median_mbps > 0.0
        });
        let mut scalar: Option<f64> = None;
        let mut best: Option<(Kernel, f64)> = None;
        for c in one_thread {
            match c.cell.kernel {
                Some(Kernel::Scalar) => {
                    scalar = Some(scalar.map_or(c.median_mbps, |s| s.max(c.median_mbps)));
                }
                Some(k) if best.is_none_or(|(_, m)| c.median_mbps > m) => {
                    best = Some((k, c.median_mbps));
                }
                _ => {}
            }
        }
        let (scalar, (kernel, fast)) = (scalar?, best?);
        Some(Self {
            kernel,
            lanes: Lanes::lanes(algorithm, kernel),
            one_at_a_time_mbps: scalar,
            side_by_side_mbps: fast,
            speedup: fast / scalar,
        })
    }

    /// Whether the lanes ran into the page cache's speed: they hashed at 80 % or more
    /// of what reading alone delivers warm.
    pub fn capped_by_reading(&self, warm_mbps: Option<f64>) -> bool {
        warm_mbps.is_some_and(|w| self.side_by_side_mbps >= 0.8 * w)
    }
}

/// The verdict of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// The cold and warm read measurement (absent when cancelled before it).
    pub reads: Option<ReadMeasurement>,
    /// One verdict per algorithm measured in memory.
    pub algorithms: Vec<AlgorithmVerdict>,
    /// One paragraph for the whole machine.
    pub summary: String,
}

/// Best multi-thread median over best one-thread median for `algorithm` in one mode kind.
fn speedup(cells: &[CellResult], algorithm: Algorithm, segmented: bool) -> Option<f64> {
    let best = |multi: bool| {
        cells
            .iter()
            .filter(|c| {
                c.cell.algorithm == algorithm
                    && (c.cell.mode != BenchMode::Standard) == segmented
                    && (c.cell.threads > 1) == multi
            })
            .map(|c| c.median_mbps)
            .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.max(v))))
    };
    match (best(false), best(true)) {
        (Some(one), Some(many)) if one > 0.0 => Some(many / one),
        _ => None,
    }
}

/// Judges every algorithm measured in memory against the read speeds. `load` is the
/// machine's 1-minute load average when the run started, if known.
pub fn judge(
    reads: Option<&ReadMeasurement>,
    memory: &[MemoryResult],
    cells: &[CellResult],
    cores: usize,
    load: Option<f64>,
) -> Verdict {
    let cold = reads.and_then(|r| r.cold_mbps);
    let warm = reads.map(|r| r.warm_mbps);
    let algorithms: Vec<AlgorithmVerdict> = memory
        .iter()
        .map(|m| {
            let measured_speedup = speedup(cells, m.algorithm, false);
            let segmented_speedup = speedup(cells, m.algorithm, true);
            let bound = match cold {
                Some(c) if m.mbps < c => Bound::Cpu,
                Some(_) => Bound::Io,
                None => Bound::Unknown,
            };
            let splits = m.algorithm.splits_within_file();
            let threads_help = bound != Bound::Io
                && cores > 1
                && (splits || measured_speedup.is_some_and(|s| s >= HELPS));
            let mut v = AlgorithmVerdict {
                algorithm: m.algorithm,
                hash_mbps: m.mbps,
                hash_all_threads_mbps: m.all_threads_mbps,
                cold_read_mbps: cold,
                warm_read_mbps: warm,
                bound,
                threads_help,
                measured_speedup,
                segmented_speedup,
                lanes: LanesGain::of(cells, m.algorithm),
                words: String::new(),
            };
            v.words = words(&v, reads);
            v
        })
        .collect();
    let mut summary = summary(reads, &algorithms);
    if let Some(l) = load.filter(|l| *l >= cores as f64 * 0.75) {
        summary.push_str(&format!(
            " The machine was busy (load average {l:.1} on {cores} cores when the run started): figures with more than one thread understate what idle cores would give."
        ));
    }
    Verdict {
        reads: reads.cloned(),
        algorithms,
        summary,
    }
}

fn measured(s: Option<f64>) -> String {
    s.map(|s| format!(" (measured in the matrix: {s:.2}×)"))
        .unwrap_or_default()
}

fn words(v: &AlgorithmVerdict, reads: Option<&ReadMeasurement>) -> String {
    let mut s = bound_words(v, reads);
    if let Some(l) = &v.lanes {
        s.push(' ');
        s.push_str(&lanes_words(v.algorithm, l, v.warm_read_mbps));
    }
    s
}

/// What the lanes axis showed, and why.
fn lanes_words(algorithm: Algorithm, l: &LanesGain, warm: Option<f64>) -> String {
    let name = algorithm.display_name();
    if l.speedup < HELPS {
        return format!(
            "Hashing {} segments side by side in SIMD lanes ({}) did not speed up its segmented digest here ({:.2}×).",
            l.lanes, l.kernel, l.speedup
        );
    }
    let mut s = format!(
        "On one core, hashing {} segments side by side in SIMD lanes ({}) makes its segmented digest {:.2}× faster than one segment at a time ({} against {}): one {name} stream cannot use the vector unit, because each step needs the one before, but {} independent segments can.",
        l.lanes,
        l.kernel,
        l.speedup,
        format_rate(l.side_by_side_mbps),
        format_rate(l.one_at_a_time_mbps),
        l.lanes
    );
    if let Some(w) = warm.filter(|_| l.capped_by_reading(warm)) {
        s.push_str(&format!(
            " That is close to what the page cache delivers ({}): reading, not hashing, caps the gain.",
            format_rate(w)
        ));
    }
    s
}

/// What limits the algorithm, and whether threads help.
fn bound_words(v: &AlgorithmVerdict, reads: Option<&ReadMeasurement>) -> String {
    let name = v.algorithm.display_name();
    let hash = format_rate(v.hash_mbps);
    let splits = v.algorithm.splits_within_file();
    let threads = if splits {
        let all = v
            .hash_all_threads_mbps
            .map(|a| format!(" ({} with every core in memory)", format_rate(a)))
            .unwrap_or_default();
        format!(
            "it splits within a file, so more threads help{all}{}",
            measured(v.measured_speedup)
        )
    } else {
        let seg = if v.segmented_speedup.is_some_and(|s| s >= HELPS) {
            format!(
                "; the segmented digest (a different digest, like an S3 ETag) does scale{}",
                measured(v.segmented_speedup)
            )
        } else {
            String::new()
        };
        format!(
            "its standard digest is a chain, so more threads do not speed up one file{}; they help across several files{seg}",
            measured(v.measured_speedup)
        )
    };
    match (v.bound, v.cold_read_mbps, v.warm_read_mbps) {
        (Bound::Cpu, Some(cold), _) => format!(
            "{name} is CPU-bound here: one core hashes {hash}, slower than the disk delivers cold ({}); {threads}.",
            format_rate(cold)
        ),
        (Bound::Io, Some(cold), warm) => {
            let cached = match warm {
                Some(w) if v.hash_mbps < w => format!(
                    " Once the file is in the page cache ({}), hashing becomes the limit.",
                    format_rate(w)
                ),
                Some(w) => format!(
                    " Even from the page cache ({}) reading is the limit.",
                    format_rate(w)
                ),
                None => String::new(),
            };
            format!(
                "{name} is I/O-bound here: it hashes {hash} on one core, the disk delivers {} cold, so more threads on one file will not help; a faster disk would.{cached}",
                format_rate(cold)
            )
        }
        (_, _, warm) => {
            let why = reads.map_or_else(|| "not measured".to_owned(), |r| r.note.clone());
            let cached = match warm {
                Some(w) if v.hash_mbps < w => format!(
                    " With the file cached, reads deliver {} and one core hashes {hash}: hashing is the limit for a cached file, and {threads}.",
                    format_rate(w)
                ),
                Some(w) => format!(
                    " With the file cached, reads deliver {} and one core hashes {hash}: reading is the limit even for a cached file.",
                    format_rate(w)
                ),
                None => format!(" One core hashes {hash} in memory."),
            };
            format!("{name}: the disk's speed is unknown ({why}).{cached}")
        }
    }
}

fn list(algorithms: &[AlgorithmVerdict], bound: Bound) -> Option<String> {
    let names: Vec<&str> = algorithms
        .iter()
        .filter(|a| a.bound == bound)
        .map(|a| a.algorithm.display_name())
        .collect();
    (!names.is_empty()).then(|| names.join(", "))
}

/// The one plain sentence the answer leads with, before any figure: "Your processor is
/// the limit for SHA-256; your disk is the limit for BLAKE3." `None` when nothing was
/// found to be either.
pub fn lead(algorithms: &[AlgorithmVerdict]) -> Option<String> {
    match (list(algorithms, Bound::Cpu), list(algorithms, Bound::Io)) {
        (Some(cpu), Some(io)) => Some(format!(
            "Your processor is the limit for {cpu}; your disk is the limit for {io}."
        )),
        (Some(_), None) => {
            Some("Your processor is the limit: it checks more slowly than the disk reads.".into())
        }
        (None, Some(_)) => Some(
            "Your disk is the limit: reading the file, not checking it, sets the speed.".into(),
        ),
        (None, None) => None,
    }
}

fn summary(reads: Option<&ReadMeasurement>, algorithms: &[AlgorithmVerdict]) -> String {
    let Some(r) = reads else {
        return "Cancelled before the reads were measured: no verdict.".to_owned();
    };
    let figures = match r.cold_mbps {
        Some(c) => format!(
            "The disk delivers {} cold, the page cache {} warm.",
            format_rate(c),
            format_rate(r.warm_mbps)
        ),
        None => format!(
            "The page cache delivers {} warm; the disk could not be measured: {}.",
            format_rate(r.warm_mbps),
            r.note
        ),
    };
    // The plain sentence first, then the figures that back it.
    let mut s = match lead(algorithms) {
        Some(l) => format!("{l} {figures}"),
        None => figures,
    };
    if let Some(cpu) = list(algorithms, Bound::Cpu) {
        s.push_str(&format!(" CPU-bound: {cpu}."));
    }
    if let Some(io) = list(algorithms, Bound::Io) {
        s.push_str(&format!(" I/O-bound: {io}."));
    }
    let helps: Vec<&str> = algorithms
        .iter()
        .filter(|a| a.threads_help)
        .map(|a| a.algorithm.display_name())
        .collect();
    if !helps.is_empty() {
        s.push_str(&format!(
            " More threads make one file faster for: {}.",
            helps.join(", ")
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reads(cold: Option<f64>, warm: f64) -> ReadMeasurement {
        ReadMeasurement {
            bytes: 1,
            buffer: 1,
            cold_runs_secs: vec![],
            cold_mbps: cold,
            warm_runs_secs: vec![],
            warm_mbps: warm,
            cache_dropped: cold.is_some(),
            note: "could not drop the file from the cache (test)".into(),
        }
    }

    fn mem(algorithm: Algorithm, mbps: f64) -> MemoryResult {
        MemoryResult {
            algorithm,
            bytes: 1,
            runs_secs: vec![],
            mbps,
            all_threads_mbps: (algorithm == Algorithm::Blake3).then_some(mbps * 2.0),
        }
    }

    #[test]
    fn slow_hash_is_cpu_bound_and_fast_hash_is_io_bound() {
        let r = reads(Some(500.0), 5000.0);
        let m = [
            mem(Algorithm::Sha256, 400.0),
            mem(Algorithm::Blake3, 1500.0),
        ];
        let v = judge(Some(&r), &m, &[], 2, None);
        assert_eq!(v.algorithms[0].bound, Bound::Cpu);
        assert!(!v.algorithms[0].threads_help);
        assert!(
            v.algorithms[0]
                .words
                .starts_with("SHA-256 is CPU-bound here")
        );
        assert_eq!(v.algorithms[1].bound, Bound::Io);
        assert!(!v.algorithms[1].threads_help);
        assert!(v.algorithms[1].words.contains("will not help"));
        assert!(v.summary.contains("CPU-bound: SHA-256"));
        assert!(v.summary.contains("I/O-bound: BLAKE3"));
        // One plain sentence first, before any figure.
        assert!(
            v.summary.starts_with(
                "Your processor is the limit for SHA-256; your disk is the limit for BLAKE3. \
                 The disk delivers"
            ),
            "{}",
            v.summary
        );
    }

    #[test]
    fn blake3_cpu_bound_is_helped_by_threads_and_unknown_disk_says_so() {
        let r = reads(Some(3000.0), 8000.0);
        let v = judge(
            Some(&r),
            &[mem(Algorithm::Blake3, 1000.0)],
            &[],
            2,
            Some(4.0),
        );
        assert_eq!(v.algorithms[0].bound, Bound::Cpu);
        assert!(v.algorithms[0].threads_help);
        assert!(v.summary.contains("busy"));
        let r = reads(None, 8000.0);
        let v = judge(Some(&r), &[mem(Algorithm::Md5, 700.0)], &[], 2, None);
        assert_eq!(v.algorithms[0].bound, Bound::Unknown);
        assert!(v.algorithms[0].words.contains("could not drop"));
        assert!(v.summary.contains("could not be measured"));
    }

    fn segmented(kernel: Kernel, threads: usize, secs: f64) -> CellResult {
        let cell = crate::lab::BenchCell {
            algorithm: Algorithm::Md5,
            threads,
            io: crate::lab::IoCase::Mmap,
            mode: BenchMode::segmented_default(),
            kernel: Some(kernel),
        };
        CellResult::new(cell, 1_000_000_000, vec![secs])
    }

    #[test]
    fn the_lanes_gain_compares_one_thread_cells_and_says_why() {
        let cells = [
            segmented(Kernel::Scalar, 1, 1.5),
            segmented(Kernel::Avx2, 1, 0.5),
            segmented(Kernel::Avx512, 1, 0.3),
            segmented(Kernel::Avx512, 2, 0.1), // not a one-thread cell
        ];
        let r = reads(Some(3000.0), 8000.0);
        let v = judge(Some(&r), &[mem(Algorithm::Md5, 700.0)], &cells, 2, None);
        let l = v.algorithms[0].lanes.expect("a lanes gain");
        assert_eq!(l.kernel, Kernel::Avx512);
        assert_eq!(l.lanes, 16);
        assert!((l.speedup - 5.0).abs() < 1e-9, "{}", l.speedup);
        let words = &v.algorithms[0].words;
        assert!(words.contains("16 segments side by side"), "{words}");
        assert!(words.contains("5.00× faster"), "{words}");
        assert!(!words.contains("caps the gain"), "{words}");
        // Lanes at the page cache's speed: reading is the limit, and the words say so.
        let r = reads(Some(3000.0), 3400.0);
        let v = judge(Some(&r), &[mem(Algorithm::Md5, 700.0)], &cells, 2, None);
        assert!(v.algorithms[0].words.contains("caps the gain"));
        // No one-at-a-time cell: nothing to compare with.
        assert_eq!(LanesGain::of(&cells[1..], Algorithm::Md5), None);
        // Lanes that do not help are reported as such.
        let slow = [
            segmented(Kernel::Scalar, 1, 1.0),
            segmented(Kernel::Avx2, 1, 0.95),
        ];
        let v = judge(Some(&r), &[mem(Algorithm::Md5, 700.0)], &slow, 2, None);
        assert!(v.algorithms[0].words.contains("did not speed up"));
    }
}
