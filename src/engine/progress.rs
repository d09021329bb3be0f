//! Lock-free progress counters that workers bump and any thread samples, plus a
//! throughput history sampled every ~100 ms.

use std::collections::VecDeque;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::cpu::CpuMeter;
use super::shared_path::SharedPath;

const IDLE: usize = usize::MAX;

/// Where a job is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Listing files (walking folders).
    Listing,
    /// Hashing.
    Hashing,
    /// Everything finished.
    Finished,
    /// Stopped by cancel; finished results are kept.
    Cancelled,
}

/// State of one file or segment, as shown in the segment map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellState {
    /// Not started.
    Waiting,
    /// Being hashed by worker `k`.
    Active(usize),
    /// Hashed.
    Done,
    /// Failed (or cancelled).
    Failed,
}

impl CellState {
    fn encode(self) -> u32 {
        match self {
            Self::Waiting => 0,
            Self::Done => 1,
            Self::Failed => 2,
            Self::Active(k) => 3 + u32::try_from(k).unwrap_or(u32::MAX - 3),
        }
    }

    fn decode(v: u32) -> Self {
        match v {
            0 => Self::Waiting,
            1 => Self::Done,
            2 => Self::Failed,
            k => Self::Active((k - 3) as usize),
        }
    }
}

/// Counters of one worker thread.
#[derive(Debug)]
pub struct WorkerCounters {
    file: AtomicUsize,
    segment: AtomicUsize,
    bytes: AtomicU64,
    /// Bytes hashed of the file or segment the worker is on: with the segments' own
    /// counts and the finished files, how far each file is, where a count per file
    /// took 8 bytes of each of 200,000 files (issue 37).
    unit: AtomicU64,
}

/// Counters of one segment.
#[derive(Debug)]
pub struct SegmentCounters {
    state: AtomicU32,
    done: AtomicU64,
}

/// Counters of one file. 24 bytes: a job may list hundreds of thousands of files, and
/// the window keeps these for the live view; the segments of the few files hashed in
/// segments are counted apart ([`Progress::segments`]).
#[derive(Debug)]
pub struct FileCounters {
    /// The path: the job's list, its result and the window's row share it (packed
    /// with its folder's other paths, [`SharedPath`]).
    pub path: SharedPath,
    /// Size when listed.
    pub size: u64,
    /// When work on the file started: nanoseconds after the job's start, plus one; 0
    /// before that. The top bit says the file's result was sent ([`REPORTED`]): one
    /// word where two took sixteen bytes. How far the file is, is not kept here: see
    /// [`Progress::for_each_file_done`].
    started: AtomicU64,
}

/// The bit of [`FileCounters::started`] that says the file's result was sent (2^63
/// nanoseconds are 292 years).
const REPORTED: u64 = 1 << 63;

/// The segments of one file hashed in segments.
#[derive(Debug)]
pub struct FileSegments {
    cells: Box<[SegmentCounters]>,
}

impl FileSegments {
    fn new(count: usize) -> Self {
        Self {
            cells: (0..count)
                .map(|_| SegmentCounters {
                    state: AtomicU32::new(0),
                    done: AtomicU64::new(0),
                })
                .collect(),
        }
    }

    /// Number of segments.
    pub fn count(&self) -> usize {
        self.cells.len()
    }

    /// State and bytes done of segment `i`.
    pub fn get(&self, i: usize) -> Option<(CellState, u64)> {
        self.cells.get(i).map(|s| {
            (
                CellState::decode(s.state.load(Ordering::Relaxed)),
                s.done.load(Ordering::Relaxed),
            )
        })
    }

    /// Every segment's state, for a segment map.
    pub fn states(&self) -> Vec<CellState> {
        self.cells
            .iter()
            .map(|s| CellState::decode(s.state.load(Ordering::Relaxed)))
            .collect()
    }

    pub(crate) fn set_state(&self, i: usize, s: CellState) {
        if let Some(seg) = self.cells.get(i) {
            seg.state.store(s.encode(), Ordering::Relaxed);
        }
    }
}

impl FileCounters {
    /// New counters.
    pub fn new(path: SharedPath, size: u64) -> Self {
        Self {
            path,
            size,
            started: AtomicU64::new(0),
        }
    }

    /// Whether the file's result (digests or error) was sent.
    pub fn is_finished(&self) -> bool {
        self.started.load(Ordering::Acquire) & REPORTED != 0
    }

    /// Notes that work on the file started (the first time only); `epoch` is the job's
    /// start.
    pub(crate) fn mark_started(&self, epoch: Instant) {
        // Every segment of a file calls this: only the first reads the clock.
        if self.started.load(Ordering::Relaxed) != 0 {
            return;
        }
        let nanos = u64::try_from(epoch.elapsed().as_nanos())
            .unwrap_or(u64::MAX)
            .min(REPORTED - 2)
            + 1;
        self.started
            .compare_exchange(0, nanos, Ordering::AcqRel, Ordering::Acquire)
            .ok();
    }

    /// Marks the result sent; `Some(time since work on the file started, zero if it
    /// never did)` the first time, `None` after.
    pub(crate) fn take_report(&self, epoch: Instant) -> Option<Duration> {
        let before = self.started.fetch_or(REPORTED, Ordering::AcqRel);
        if before & REPORTED != 0 {
            return None;
        }
        Some(match before {
            0 => Duration::ZERO,
            n => epoch.elapsed().saturating_sub(Duration::from_nanos(n - 1)),
        })
    }
}

/// All counters of a job. Workers write with relaxed atomics; readers sample.
#[derive(Debug)]
pub struct Progress {
    started: Instant,
    phase: AtomicU8,
    listed: AtomicUsize,
    total_bytes: AtomicU64,
    done_bytes: AtomicU64,
    files_done: AtomicUsize,
    files_failed: AtomicUsize,
    workers: Box<[WorkerCounters]>,
    files: OnceLock<Box<[FileCounters]>>,
    /// The segments of the files hashed in segments, by file index, in increasing order.
    segments: OnceLock<Box<[(u32, FileSegments)]>>,
    /// Frozen when the job ends, so "done in N s" never counts time spent after it.
    finished_after: OnceLock<Duration>,
    /// The hashing threads' CPU time, when the job measures it.
    cpu: Option<CpuMeter>,
}

/// A copy of the job-wide figures at one instant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Totals {
    /// Phase.
    pub phase: Phase,
    /// Files found so far while listing.
    pub listed: usize,
    /// Files to hash (after listing).
    pub files_total: usize,
    /// Files with a result (digest or error).
    pub files_done: usize,
    /// Files that ended with an error.
    pub files_failed: usize,
    /// Bytes to hash (sizes when listed).
    pub total_bytes: u64,
    /// Bytes hashed.
    pub done_bytes: u64,
    /// Time since the job started.
    pub elapsed: Duration,
}

impl Totals {
    /// Whether the bytes to hash are known: false when the sizes listed were 0 (a
    /// character device such as /dev/zero, a pipe-like file) or were passed (a device
    /// or file that gave more than its size said). A front-end then shows the bytes
    /// read and the speed, never "32.8 GiB of 0 B · 0 %".
    pub fn size_known(&self) -> bool {
        self.total_bytes > 0 && self.done_bytes <= self.total_bytes
    }

    /// Fraction done in 0..=1.
    pub fn fraction(&self) -> f32 {
        if self.total_bytes == 0 {
            if self.files_total == 0 {
                0.0
            } else {
                self.files_done as f32 / self.files_total as f32
            }
        } else {
            (self.done_bytes as f64 / self.total_bytes as f64).min(1.0) as f32
        }
    }
}

/// What a worker is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkerSnapshot {
    /// Index of the file, `None` when idle.
    pub file: Option<usize>,
    /// Segment index when hashing a segment.
    pub segment: Option<usize>,
    /// Bytes this worker hashed since the job started.
    pub bytes: u64,
}

impl Progress {
    /// Counters for a job with `workers` threads.
    pub fn new(workers: usize) -> Self {
        Self {
            started: Instant::now(),
            phase: AtomicU8::new(0),
            listed: AtomicUsize::new(0),
            total_bytes: AtomicU64::new(0),
            done_bytes: AtomicU64::new(0),
            files_done: AtomicUsize::new(0),
            files_failed: AtomicUsize::new(0),
            workers: (0..workers)
                .map(|_| WorkerCounters {
                    file: AtomicUsize::new(IDLE),
                    segment: AtomicUsize::new(IDLE),
                    bytes: AtomicU64::new(0),
                    unit: AtomicU64::new(0),
                })
                .collect(),
            files: OnceLock::new(),
            segments: OnceLock::new(),
            finished_after: OnceLock::new(),
            cpu: None,
        }
    }

    /// The same counters, plus the job's CPU meter (see [`Progress::cpu_time`]).
    pub(crate) fn measuring_cpu(mut self) -> Self {
        self.cpu = Some(CpuMeter::default());
        self
    }

    /// CPU time this job's hashing threads have used so far (up to their last chunk),
    /// when its [`JobSpec`](super::JobSpec) asked for it with `measure_cpu`; zero
    /// otherwise.
    pub fn cpu_time(&self) -> Duration {
        self.cpu.as_ref().map_or(Duration::ZERO, CpuMeter::total)
    }

    /// Whether this job measures its CPU time.
    pub fn measures_cpu(&self) -> bool {
        self.cpu.is_some()
    }

    /// Charges the calling thread's CPU time since its last charge to this job, when
    /// the job measures it; does nothing (reads no clock) otherwise.
    pub(crate) fn charge_cpu(&self, bytes: u64) {
        if let Some(m) = &self.cpu {
            m.charge(bytes);
        }
    }

    /// The job-wide figures.
    pub fn totals(&self) -> Totals {
        Totals {
            phase: self.phase(),
            listed: self.listed.load(Ordering::Relaxed),
            files_total: self.files().len(),
            files_done: self.files_done.load(Ordering::Relaxed),
            files_failed: self.files_failed.load(Ordering::Relaxed),
            total_bytes: self.total_bytes.load(Ordering::Relaxed),
            done_bytes: self.done_bytes.load(Ordering::Relaxed),
            elapsed: self
                .finished_after
                .get()
                .copied()
                .unwrap_or_else(|| self.started.elapsed()),
        }
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        match self.phase.load(Ordering::Acquire) {
            0 => Phase::Listing,
            1 => Phase::Hashing,
            2 => Phase::Finished,
            _ => Phase::Cancelled,
        }
    }

    /// Number of worker threads.
    pub fn worker_count(&self) -> usize {
        self.workers.len()
    }

    /// What every worker is doing.
    pub fn workers(&self) -> Vec<WorkerSnapshot> {
        self.workers
            .iter()
            .map(|w| {
                let file = w.file.load(Ordering::Relaxed);
                let seg = w.segment.load(Ordering::Relaxed);
                WorkerSnapshot {
                    file: (file != IDLE).then_some(file),
                    segment: (seg != IDLE).then_some(seg),
                    bytes: w.bytes.load(Ordering::Relaxed),
                }
            })
            .collect()
    }

    /// When the job started.
    pub(crate) fn started_at(&self) -> Instant {
        self.started
    }

    /// Per-file counters (empty while listing).
    pub fn files(&self) -> &[FileCounters] {
        self.files.get().map_or(&[], |f| &f[..])
    }

    pub(crate) fn set_listed(&self, n: usize) {
        self.listed.store(n, Ordering::Relaxed);
    }

    /// The segments of file `file`, when it is hashed in segments.
    pub fn segments(&self, file: usize) -> Option<&FileSegments> {
        let all = self.segments.get()?;
        let k = all.binary_search_by_key(&file, |(i, _)| *i as usize).ok()?;
        all.get(k).map(|(_, s)| s)
    }

    /// Calls `visit(file, bytes)` for each file with bytes done: a finished file counts
    /// its listed size (what the job's total counts), a file hashed in segments its
    /// segments' bytes, a file being read what its worker has read; never more than
    /// the size. One pass over the files: sample it a few times a second.
    pub fn for_each_file_done(&self, mut visit: impl FnMut(usize, u64)) {
        let files = self.files();
        for (i, f) in files.iter().enumerate() {
            if f.is_finished() {
                visit(i, f.size);
            } else if let Some(s) = self.segments(i) {
                let done: u64 = s.cells.iter().map(|c| c.done.load(Ordering::Relaxed)).sum();
                visit(i, done.min(f.size));
            }
        }
        for w in &self.workers {
            let i = w.file.load(Ordering::Relaxed);
            let Some(f) = files.get(i) else { continue };
            if !f.is_finished() && self.segments(i).is_none() {
                visit(i, w.unit.load(Ordering::Relaxed).min(f.size));
            }
        }
    }

    /// The job's files, and how many segments each file hashed in segments has (by
    /// file index, in increasing order).
    pub(crate) fn set_files(&self, files: Vec<FileCounters>, segmented: &[(u32, usize)]) {
        let total: u64 = files.iter().map(|f| f.size).sum();
        self.total_bytes.store(total, Ordering::Relaxed);
        self.files.set(files.into_boxed_slice()).ok();
        let segments = segmented
            .iter()
            .map(|&(file, count)| (file, FileSegments::new(count)))
            .collect();
        self.segments.set(segments).ok();
        self.phase.store(1, Ordering::Release);
    }

    pub(crate) fn finish(&self, cancelled: bool) {
        self.finished_after.set(self.started.elapsed()).ok();
        self.phase
            .store(if cancelled { 3 } else { 2 }, Ordering::Release);
    }

    pub(crate) fn worker_start(&self, worker: usize, file: usize, segment: Option<usize>) {
        if let Some(w) = self.workers.get(worker) {
            w.unit.store(0, Ordering::Relaxed);
            w.file.store(file, Ordering::Relaxed);
            w.segment.store(segment.unwrap_or(IDLE), Ordering::Relaxed);
        }
    }

    pub(crate) fn worker_idle(&self, worker: usize) {
        if let Some(w) = self.workers.get(worker) {
            w.file.store(IDLE, Ordering::Relaxed);
            w.segment.store(IDLE, Ordering::Relaxed);
        }
    }

    /// Records `n` bytes hashed by `worker` in `file` (and `segment`).
    pub(crate) fn add_bytes(&self, worker: usize, file: usize, segment: Option<usize>, n: u64) {
        self.done_bytes.fetch_add(n, Ordering::Relaxed);
        if let Some(w) = self.workers.get(worker) {
            w.bytes.fetch_add(n, Ordering::Relaxed);
            w.unit.fetch_add(n, Ordering::Relaxed);
        }
        if let Some(s) = segment.and_then(|s| self.segments(file)?.cells.get(s)) {
            s.done.fetch_add(n, Ordering::Relaxed);
        }
    }

    pub(crate) fn file_finished(&self, ok: bool) {
        self.files_done.fetch_add(1, Ordering::Relaxed);
        if !ok {
            self.files_failed.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// One point of the throughput history.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// Seconds since the job started.
    pub t_secs: f64,
    /// Total bytes per second over the last interval.
    pub total_bps: f64,
    /// Bytes per second of each worker over the last interval.
    pub worker_bps: Vec<f64>,
}

/// Throughput over time, sampled at most every `interval` (default 100 ms).
#[derive(Debug)]
pub struct History {
    interval: Duration,
    capacity: usize,
    samples: VecDeque<Sample>,
    last: Option<(Instant, u64, Vec<u64>)>,
}

impl Default for History {
    fn default() -> Self {
        Self::new(Duration::from_millis(100), 6000)
    }
}

impl History {
    /// A history that keeps at most `capacity` samples (oldest dropped first).
    pub fn new(interval: Duration, capacity: usize) -> Self {
        Self {
            interval,
            capacity: capacity.max(2),
            samples: VecDeque::new(),
            last: None,
        }
    }

    /// Takes a sample if `interval` has passed since the last one; returns whether it did.
    pub fn sample(&mut self, progress: &Progress, now: Instant) -> bool {
        let totals = progress.totals();
        let workers: Vec<u64> = progress.workers().iter().map(|w| w.bytes).collect();
        let Some((t0, b0, w0)) = &self.last else {
            self.last = Some((now, totals.done_bytes, workers));
            return false;
        };
        let dt = now.saturating_duration_since(*t0);
        if dt < self.interval {
            return false;
        }
        let secs = dt.as_secs_f64();
        let rate = |a: u64, b: u64| a.saturating_sub(b) as f64 / secs;
        let sample = Sample {
            t_secs: now
                .saturating_duration_since(progress.started)
                .as_secs_f64(),
            total_bps: rate(totals.done_bytes, *b0),
            worker_bps: workers
                .iter()
                .zip(w0.iter().chain(std::iter::repeat(&0)))
                .map(|(a, b)| rate(*a, *b))
                .collect(),
        };
        if self.samples.len() == self.capacity {
            self.samples.pop_front();
        }
        self.samples.push_back(sample);
        self.last = Some((now, totals.done_bytes, workers));
        true
    }

    /// The samples, oldest first.
    pub fn samples(&self) -> &VecDeque<Sample> {
        &self.samples
    }

    /// Mean of the total rate over the last `window` samples (for a steady MB/s figure).
    pub fn recent_rate(&self, window: usize) -> f64 {
        let n = self.samples.len().min(window.max(1));
        if n == 0 {
            return 0.0;
        }
        self.samples
            .iter()
            .rev()
            .take(n)
            .map(|s| s.total_bps)
            .sum::<f64>()
            / n as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_states_round_trip() {
        for s in [
            CellState::Waiting,
            CellState::Done,
            CellState::Failed,
            CellState::Active(0),
            CellState::Active(7),
        ] {
            assert_eq!(CellState::decode(s.encode()), s);
        }
    }

    #[test]
    fn history_computes_rates_per_interval() {
        let p = Progress::new(2);
        p.set_files(vec![FileCounters::new("a".into(), 1000)], &[(0, 2)]);
        let mut h = History::new(Duration::from_millis(100), 10);
        let t0 = Instant::now();
        assert!(!h.sample(&p, t0));
        p.add_bytes(0, 0, None, 300);
        p.add_bytes(1, 0, Some(1), 100);
        assert!(!h.sample(&p, t0 + Duration::from_millis(50)));
        assert!(h.sample(&p, t0 + Duration::from_millis(200)));
        let s = &h.samples()[0];
        assert!((s.total_bps - 2000.0).abs() < 1e-6);
        assert!((s.worker_bps[0] - 1500.0).abs() < 1e-6);
        assert!((s.worker_bps[1] - 500.0).abs() < 1e-6);
        assert_eq!(p.totals().done_bytes, 400);
        let mut by_file = Vec::new();
        p.for_each_file_done(|i, n| by_file.push((i, n)));
        // File 0 is in segments: only the segment's 100 bytes count as its own.
        assert_eq!(by_file, [(0, 100)]);
        let segments = p.segments(0).expect("file 0 is hashed in segments");
        assert_eq!(segments.get(0), Some((CellState::Waiting, 0)));
        assert_eq!(segments.get(1), Some((CellState::Waiting, 100)));
        assert!(p.segments(1).is_none());
    }

    #[test]
    fn how_far_each_file_is_comes_from_its_worker_or_its_segments() {
        let p = Progress::new(2);
        let files = ["a", "b", "c", "d"].map(|n| FileCounters::new(n.into(), 1000));
        p.set_files(files.into(), &[(3, 2)]);
        let epoch = Instant::now();
        // a: finished; b: being read by worker 0; c: not started; d: in segments.
        p.files()[0].take_report(epoch);
        p.worker_start(0, 1, None);
        p.add_bytes(0, 1, None, 300);
        p.worker_start(1, 3, Some(0));
        p.add_bytes(1, 3, Some(0), 200);
        let mut by_file = Vec::new();
        p.for_each_file_done(|i, n| by_file.push((i, n)));
        by_file.sort_unstable();
        assert_eq!(by_file, [(0, 1000), (1, 300), (3, 200)]);
        // A worker's count starts again with its next file.
        p.worker_start(0, 2, None);
        p.add_bytes(0, 2, None, 10);
        by_file.clear();
        p.for_each_file_done(|i, n| by_file.push((i, n)));
        by_file.sort_unstable();
        assert_eq!(by_file, [(0, 1000), (2, 10), (3, 200)]);
    }
}
