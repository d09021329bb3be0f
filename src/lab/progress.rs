//! Live state of a benchmark run: atomics the runner writes and any thread samples.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Where a benchmark run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BenchPhase {
    /// Writing the generated data, or checking the file.
    Preparing,
    /// Timing cold and warm sequential reads.
    Reads,
    /// Timing each algorithm in memory.
    Memory,
    /// Running the matrix.
    Matrix,
    /// Running the reference tools.
    Peers,
    /// Done.
    Finished,
    /// Stopped by cancel.
    Cancelled,
}

impl BenchPhase {
    fn from_u8(v: u8) -> Self {
        match v {
            0 => Self::Preparing,
            1 => Self::Reads,
            2 => Self::Memory,
            3 => Self::Matrix,
            4 => Self::Peers,
            5 => Self::Finished,
            _ => Self::Cancelled,
        }
    }

    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            Self::Preparing => "preparing",
            Self::Reads => "reads",
            Self::Memory => "memory",
            Self::Matrix => "matrix",
            Self::Peers => "peers",
            Self::Finished => "finished",
            Self::Cancelled => "cancelled",
        }
    }
}

/// Counters of a run. Writers are the runner thread only; reads are lock-free except
/// [`BenchProgress::snapshot`]'s label (a mutex touched once per run, never per chunk).
#[derive(Debug)]
pub struct BenchProgress {
    started: Instant,
    phase: AtomicU8,
    step: AtomicUsize,
    steps: AtomicUsize,
    run: AtomicUsize,
    runs: AtomicUsize,
    warmup: AtomicBool,
    run_done: AtomicU64,
    run_total: AtomicU64,
    label: Mutex<String>,
    /// CPU time of the matrix jobs' hashing threads, in nanoseconds.
    cpu_ns: AtomicU64,
}

impl Default for BenchProgress {
    fn default() -> Self {
        Self {
            started: Instant::now(),
            phase: AtomicU8::new(0),
            step: AtomicUsize::new(0),
            steps: AtomicUsize::new(0),
            run: AtomicUsize::new(0),
            runs: AtomicUsize::new(0),
            warmup: AtomicBool::new(false),
            run_done: AtomicU64::new(0),
            run_total: AtomicU64::new(0),
            label: Mutex::new(String::new()),
            cpu_ns: AtomicU64::new(0),
        }
    }
}

/// A copy of the counters at one instant.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchSnapshot {
    /// Phase.
    pub phase: BenchPhase,
    /// Index (0-based) of the current step: the cell in [`BenchPhase::Matrix`], the
    /// peer in [`BenchPhase::Peers`], the algorithm in [`BenchPhase::Memory`].
    pub step: usize,
    /// Number of steps of the phase (the cell count in the matrix).
    pub steps: usize,
    /// Run (1-based) within the step, warm-up runs included.
    pub run: usize,
    /// Runs of the step (warm-up + timed).
    pub runs: usize,
    /// Whether the current run is a warm-up (untimed).
    pub warmup: bool,
    /// Bytes done in the current run (from the running job's progress).
    pub run_bytes_done: u64,
    /// Bytes of the current run.
    pub run_bytes_total: u64,
    /// What is being measured, e.g. `sha256 2 threads read 64 KiB`.
    pub label: String,
    /// Since the run started.
    pub elapsed: Duration,
}

impl BenchSnapshot {
    /// Fraction of the current phase done, in 0..=1.
    pub fn phase_fraction(&self) -> f64 {
        if self.steps == 0 {
            return 0.0;
        }
        let run = if self.run_bytes_total > 0 {
            (self.run_bytes_done as f64 / self.run_bytes_total as f64).min(1.0)
        } else {
            0.0
        };
        let in_step = if self.runs > 0 {
            (self.run.saturating_sub(1) as f64 + run) / self.runs as f64
        } else {
            0.0
        };
        ((self.step as f64 + in_step) / self.steps as f64).min(1.0)
    }
}

impl BenchProgress {
    /// The counters now.
    pub fn snapshot(&self) -> BenchSnapshot {
        BenchSnapshot {
            phase: self.phase(),
            step: self.step.load(Ordering::Relaxed),
            steps: self.steps.load(Ordering::Relaxed),
            run: self.run.load(Ordering::Relaxed),
            runs: self.runs.load(Ordering::Relaxed),
            warmup: self.warmup.load(Ordering::Relaxed),
            run_bytes_done: self.run_done.load(Ordering::Relaxed),
            run_bytes_total: self.run_total.load(Ordering::Relaxed),
            label: self
                .label
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .clone(),
            elapsed: self.started.elapsed(),
        }
    }

    /// The phase.
    pub fn phase(&self) -> BenchPhase {
        BenchPhase::from_u8(self.phase.load(Ordering::Acquire))
    }

    pub(crate) fn set_phase(&self, phase: BenchPhase, steps: usize) {
        self.steps.store(steps, Ordering::Relaxed);
        self.step.store(0, Ordering::Relaxed);
        self.run.store(0, Ordering::Relaxed);
        self.runs.store(0, Ordering::Relaxed);
        self.phase.store(phase as u8, Ordering::Release);
    }

    pub(crate) fn set_step(&self, step: usize, runs: usize, label: String) {
        self.step.store(step, Ordering::Relaxed);
        self.runs.store(runs, Ordering::Relaxed);
        self.run.store(0, Ordering::Relaxed);
        *self
            .label
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = label;
    }

    pub(crate) fn set_run(&self, run: usize, warmup: bool) {
        self.warmup.store(warmup, Ordering::Relaxed);
        self.run.store(run, Ordering::Relaxed);
    }

    pub(crate) fn set_run_bytes(&self, done: u64, total: u64) {
        self.run_total.store(total, Ordering::Relaxed);
        self.run_done.store(done, Ordering::Relaxed);
    }

    pub(crate) fn add_run_bytes(&self, n: u64) {
        self.run_done.fetch_add(n, Ordering::Relaxed);
    }

    pub(crate) fn set_run_done(&self, done: u64) {
        self.run_done.store(done, Ordering::Relaxed);
    }

    /// CPU time the matrix's hashing threads have used so far, summed over its jobs,
    /// when [`BenchConfig::measure_cpu`](super::BenchConfig::measure_cpu) asked; zero
    /// otherwise. Never goes down while the run lives.
    pub fn cpu_time(&self) -> Duration {
        Duration::from_nanos(self.cpu_ns.load(Ordering::Relaxed))
    }

    pub(crate) fn add_cpu(&self, d: Duration) {
        let ns = u64::try_from(d.as_nanos()).unwrap_or(u64::MAX);
        self.cpu_ns.fetch_add(ns, Ordering::Relaxed);
    }
}
