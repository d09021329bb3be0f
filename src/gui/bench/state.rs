//! The Benchmark view's state: the person's set-up, the running [`BenchRun`] (on its
//! own thread), the cells finished so far and the final report. The UI samples the
//! run's progress and drains its events each frame; nothing here blocks.

use crate::engine::kernels::lanes::Lanes;
use crate::t;
use std::path::PathBuf;

use crate::engine::Algorithm;
use crate::gui::i18n::format_size;
use crate::lab::{
    self, BenchConfig, BenchEvent, BenchMode, BenchPhase, BenchReport, BenchRun, BenchSnapshot,
    CellResult, DataSource, IoCase,
};

/// Sizes of generated data offered (the first is a quick try).
pub const SIZES: [u64; 4] = [4 << 20, 64 << 20, 256 << 20, 1 << 30];
/// Buffered-read sizes offered.
pub const BUFFERS: [usize; 5] = lab::FULL_BUFFERS;
/// Events taken per frame at most (cells arrive seconds apart; this is generous).
const EVENTS_PER_FRAME: usize = 64;

/// What to measure, as chosen in the set-up panel.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchSetup {
    /// Algorithms ticked.
    pub algorithms: Vec<Algorithm>,
    /// Thread counts offered, each with whether it is ticked.
    pub threads: Vec<(usize, bool)>,
    /// Whether memory-mapped reading is measured.
    pub mmap: bool,
    /// Buffered reads, each size with whether it is ticked.
    pub buffers: Vec<(usize, bool)>,
    /// The standard digest.
    pub standard: bool,
    /// The segmented digest.
    pub segmented: bool,
    /// The lanes axis: time the segmented digest one segment at a time and with the
    /// widest SIMD lanes (only when this CPU has lanes).
    pub lanes: bool,
    /// Timed runs per combination.
    pub repeat: usize,
    /// Size of the generated data (used when `file` is `None` or `use_file` is off).
    pub size: u64,
    /// A file chosen to measure instead of generated data.
    pub file: Option<PathBuf>,
    /// Measure `file` rather than generated data.
    pub use_file: bool,
    /// Also time md5sum, b3sum… when installed.
    pub peers: bool,
}

impl Default for BenchSetup {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let default = BenchConfig::default();
        Self {
            algorithms: lab::DEFAULT_ALGORITHMS.to_vec(),
            threads: lab::thread_axis(cores)
                .into_iter()
                .map(|t| (t, default.threads.contains(&t)))
                .collect(),
            mmap: true,
            buffers: BUFFERS
                .iter()
                .map(|&b| (b, lab::DEFAULT_BUFFERS.contains(&b)))
                .collect(),
            standard: true,
            segmented: true,
            lanes: !default.kernels.is_empty(),
            repeat: lab::DEFAULT_REPEAT,
            size: lab::DEFAULT_SIZE,
            file: None,
            use_file: false,
            peers: false,
        }
    }
}

impl BenchSetup {
    /// The one-click quick test (1.5 s on a 2-core machine with a fast disk): SHA-256 and BLAKE3,
    /// one thread and all of them, memory-mapped, the standard checksum, 3 runs of
    /// 128 MiB. Enough to say whether the disk or the processor is the limit.
    pub fn quick() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let full = Self::default();
        Self {
            algorithms: vec![Algorithm::Sha256, Algorithm::Blake3],
            threads: full
                .threads
                .iter()
                .map(|&(t, _)| (t, t == 1 || t == cores))
                .collect(),
            mmap: true,
            buffers: full.buffers.iter().map(|&(b, _)| (b, false)).collect(),
            standard: true,
            segmented: false,
            lanes: false,
            repeat: 3,
            size: 128 << 20,
            file: None,
            use_file: false,
            peers: false,
        }
    }

    /// The engine's configuration for these choices.
    pub fn config(&self) -> BenchConfig {
        let mut io = Vec::new();
        if self.mmap {
            io.push(IoCase::Mmap);
        }
        io.extend(
            self.buffers
                .iter()
                .filter(|(_, on)| *on)
                .map(|&(buffer, _)| IoCase::Read { buffer }),
        );
        let mut modes = Vec::new();
        if self.standard {
            modes.push(BenchMode::Standard);
        }
        if self.segmented {
            modes.push(BenchMode::segmented_default());
        }
        let source = match (&self.file, self.use_file) {
            (Some(f), true) => DataSource::File(f.clone()),
            _ => DataSource::Generated {
                size: self.size,
                dir: None,
            },
        };
        // The in-memory speed needs no more bytes than the data itself: a quick try
        // stays quick.
        let memory_size = match &source {
            DataSource::Generated { size, .. } => {
                (*size as usize).clamp(1 << 20, lab::DEFAULT_MEMORY_SIZE)
            }
            DataSource::File(_) => lab::DEFAULT_MEMORY_SIZE,
        };
        BenchConfig {
            algorithms: self.algorithms.clone(),
            threads: self
                .threads
                .iter()
                .filter(|(_, on)| *on)
                .map(|&(t, _)| t)
                .collect(),
            io,
            modes,
            kernels: if self.lanes {
                lab::default_kernels()
            } else {
                Vec::new()
            },
            repeat: self.repeat.max(1),
            source,
            peers: self.peers,
            memory_size,
            measure_cpu: true,
            ..BenchConfig::default()
        }
    }

    /// Why the run cannot start, in plain words; `None` when it can.
    pub fn missing(&self) -> Option<String> {
        if self.algorithms.is_empty() {
            Some(t!("bench-missing-algorithm"))
        } else if !self.threads.iter().any(|(_, on)| *on) {
            Some(t!("bench-missing-threads"))
        } else if !self.mmap && !self.buffers.iter().any(|(_, on)| *on) {
            Some(t!("bench-missing-reading"))
        } else if !self.standard && !self.segmented {
            Some(t!("bench-missing-mode"))
        } else if self.use_file && self.file.is_none() {
            Some(t!("bench-missing-file"))
        } else {
            None
        }
    }

    /// "generated 256 MiB" or the file's name.
    pub fn data_words(&self) -> String {
        match (&self.file, self.use_file) {
            (Some(f), true) => f
                .file_name()
                .map_or_else(|| f.display().to_string(), |n| n.to_string_lossy().into()),
            _ => t!("bench-generated-data", size = format_size(self.size)),
        }
    }
}

/// The Benchmark view's state.
#[derive(Default)]
pub struct BenchState {
    /// The set-up.
    pub setup: BenchSetup,
    run: Option<BenchRun>,
    /// Progress sampled this frame (while running).
    pub snapshot: Option<BenchSnapshot>,
    /// The cells of the running (or last) configuration, in order.
    pub planned: Vec<lab::BenchCell>,
    /// Cells finished so far (live, before the report).
    pub cells: Vec<CellResult>,
    /// The last report (partial and marked cancelled after a cancel).
    pub report: Option<BenchReport>,
    /// Why the last run could not run.
    pub error: Option<String>,
    /// Cancel was pressed and the run is stopping.
    pub stopping: bool,
    /// The algorithms of the last run, in order: the chart's colours.
    pub colours: Vec<Algorithm>,
}

impl BenchState {
    /// Whether a run is going.
    pub fn is_running(&self) -> bool {
        self.run.is_some()
    }

    /// CPU time the running benchmark's hashing has used so far (zero with none), for
    /// the pacer.
    pub fn cpu_time(&self) -> std::time::Duration {
        self.run
            .as_ref()
            .map_or(std::time::Duration::ZERO, |r| r.progress().cpu_time())
    }

    /// Does what `cmd` asks (a new file or a quick test only while nothing runs).
    pub fn apply(&mut self, ctx: &egui::Context, cmd: crate::gui::command::bench::Cmd) {
        use crate::gui::command::bench::Cmd;
        match cmd {
            Cmd::File(p) => {
                if !self.is_running() {
                    self.setup.file = Some(p);
                    self.setup.use_file = true;
                }
            }
            Cmd::Run => self.start(ctx),
            Cmd::Quick => {
                if !self.is_running() {
                    self.setup = BenchSetup::quick();
                    self.start(ctx);
                }
            }
        }
    }

    /// Starts the set-up's run; `ctx` is asked to repaint as events arrive.
    pub fn start(&mut self, ctx: &egui::Context) {
        if self.run.is_some() || self.setup.missing().is_some() {
            return;
        }
        let config = self.setup.config();
        let c = ctx.clone();
        let notify: crate::engine::Notify = std::sync::Arc::new(move || c.request_repaint());
        self.cells.clear();
        self.report = None;
        self.error = None;
        self.stopping = false;
        self.colours = config.algorithms.clone();
        match BenchRun::start(config, Some(notify)) {
            Ok(run) => {
                self.planned = run.cells().to_vec();
                self.snapshot = Some(run.progress().snapshot());
                self.run = Some(run);
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// Asks the run to stop (within ~50 ms); the cells finished so far stay.
    pub fn cancel(&mut self) {
        if let Some(r) = &self.run {
            r.cancel();
            self.stopping = true;
        }
    }

    /// Samples progress and takes the events that arrived. Never blocks.
    pub fn poll(&mut self) {
        let Some(run) = &self.run else { return };
        self.snapshot = Some(run.progress().snapshot());
        let mut finished = None;
        for _ in 0..EVENTS_PER_FRAME {
            match run.try_next() {
                Some(BenchEvent::Cell(c)) => self.cells.push(c),
                Some(BenchEvent::Finished(r)) => {
                    finished = Some(r);
                    break;
                }
                Some(_) => {}
                None => break,
            }
        }
        if let Some(r) = finished {
            match r {
                Ok(report) => {
                    self.cells = report.cells.clone();
                    self.report = Some(*report);
                }
                Err(e) => self.error = Some(e.to_string()),
            }
            self.stopping = false;
            self.snapshot = None;
            // The thread has sent its last event and is ending: joining is immediate.
            self.run = None;
        }
    }

    /// What is being measured now, in plain words, e.g. "3 of 12: SHA-256, 2 threads,
    /// buffered 64 KiB, run 2 of 5".
    pub fn status(&self) -> String {
        if self.stopping {
            return t!("bench-stopping");
        }
        let Some(s) = &self.snapshot else {
            return String::new();
        };
        match s.phase {
            BenchPhase::Preparing => match &self.setup.file {
                Some(_) if self.setup.use_file => t!("bench-status-checking-file"),
                _ => t!(
                    "bench-status-preparing",
                    size = format_size(self.setup.size)
                ),
            },
            BenchPhase::Reads => t!("bench-status-reads"),
            BenchPhase::Memory => match self.colours.get(s.step) {
                Some(a) => t!("bench-status-memory", algorithm = a.display_name()),
                None => t!("bench-status-memory-all"),
            },
            BenchPhase::Matrix => {
                let Some(cell) = self.planned.get(s.step) else {
                    return s.label.clone();
                };
                let warmup = self.setup.config().warmup;
                let run = if s.warmup || s.run <= warmup {
                    t!("bench-status-warmup")
                } else {
                    t!(
                        "bench-status-run",
                        n = s.run - warmup,
                        total = s.runs.saturating_sub(warmup).max(1)
                    )
                };
                t!(
                    "bench-status-step",
                    n = s.step + 1,
                    total = s.steps.max(self.planned.len()),
                    cell = cell_words(cell),
                    run = run
                )
            }
            BenchPhase::Peers => t!("bench-status-peers", tool = &s.label),
            BenchPhase::Finished | BenchPhase::Cancelled => t!("bench-status-finishing"),
        }
    }

    /// Fraction of the whole run done, for the progress bar (the matrix is most of it).
    pub fn fraction(&self) -> f32 {
        let Some(s) = &self.snapshot else { return 0.0 };
        let f = s.phase_fraction();
        let (start, len) = match s.phase {
            BenchPhase::Preparing => (0.0, 0.05),
            BenchPhase::Reads => (0.05, 0.05),
            BenchPhase::Memory => (0.10, 0.05),
            BenchPhase::Matrix => (0.15, if self.setup.peers { 0.75 } else { 0.85 }),
            BenchPhase::Peers => (0.90, 0.10),
            BenchPhase::Finished | BenchPhase::Cancelled => (1.0, 0.0),
        };
        (start + len * f).clamp(0.0, 1.0) as f32
    }

    /// Cancels the run at once without waiting for it (used when the app closes).
    pub fn abandon(&mut self) {
        if let Some(run) = self.run.take() {
            run.cancel();
            // Dropping joins the thread; do it off the UI thread.
            std::thread::spawn(move || drop(run));
        }
    }
}

impl Drop for BenchState {
    fn drop(&mut self) {
        self.abandon();
    }
}

/// "SHA-256, 2 threads, buffered 64 KiB" (plus ", segmented" and the lanes).
pub fn cell_words(c: &lab::BenchCell) -> String {
    let words = [
        c.algorithm.display_name().to_owned(),
        threads_words(c.threads),
        io_words(c.io),
    ];
    let mut text = words.join(&t!("list-separator"));
    if c.mode != BenchMode::Standard {
        text.push_str(&t!("list-separator"));
        text.push_str(&mode_words(c));
    }
    text
}

/// "standard", "segmented", "segmented, 16 lanes (avx512)".
pub fn mode_words(c: &lab::BenchCell) -> String {
    if c.mode == BenchMode::Standard {
        return t!("bench-standard-word");
    }
    let mut text = t!("bench-segmented-word");
    if let Some(k) = c.kernel {
        text.push_str(&t!("list-separator"));
        text.push_str(&t!(
            "bench-lanes",
            lanes = Lanes::lanes(c.algorithm, k),
            kernel = k.name()
        ));
    }
    text
}

/// "1 thread", "4 threads".
pub fn threads_words(n: usize) -> String {
    t!("bench-threads", count = n)
}

/// "mmap", "buffered 64 KiB".
pub fn io_words(io: IoCase) -> String {
    match io {
        IoCase::Mmap => t!("bench-io-mmap"),
        IoCase::Read { buffer } => t!("bench-io-buffered", size = format_size(buffer as u64)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_setup_is_the_engines_default_matrix() {
        let setup = BenchSetup::default();
        let want = BenchConfig::default();
        let got = setup.config();
        assert_eq!(got.algorithms, want.algorithms);
        assert_eq!(got.io, want.io);
        assert_eq!(got.modes, want.modes);
        assert_eq!(got.repeat, want.repeat);
        assert_eq!(got.source, want.source);
        assert_eq!(setup.missing(), None);
    }

    #[test]
    fn a_quick_try_hashes_no_more_in_memory_than_its_data() {
        let setup = BenchSetup {
            size: SIZES[0],
            ..BenchSetup::default()
        };
        assert_eq!(setup.config().memory_size, SIZES[0] as usize);
    }

    #[test]
    fn an_empty_axis_says_what_to_tick() {
        let mut setup = BenchSetup::default();
        setup.algorithms.clear();
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        assert_eq!(
            setup.missing().as_deref(),
            Some("Tick at least one algorithm.")
        );
        let mut setup = BenchSetup {
            mmap: false,
            ..BenchSetup::default()
        };
        setup.buffers.iter_mut().for_each(|(_, on)| *on = false);
        assert_eq!(
            setup.missing().as_deref(),
            Some("Tick at least one way of reading.")
        );
        let setup = BenchSetup {
            use_file: true,
            ..BenchSetup::default()
        };
        assert!(setup.missing().is_some());
    }

    #[test]
    fn cells_read_in_plain_words() {
        let cell = lab::BenchCell {
            algorithm: Algorithm::Sha256,
            threads: 2,
            io: IoCase::Read { buffer: 64 << 10 },
            mode: BenchMode::Standard,
            kernel: None,
        };
        let lanes = lab::BenchCell {
            algorithm: Algorithm::Md5,
            mode: BenchMode::segmented_default(),
            kernel: Some(crate::engine::kernels::Kernel::Avx512),
            ..cell
        };
        let one_at_a_time = lab::BenchCell {
            kernel: Some(crate::engine::kernels::Kernel::Scalar),
            ..lanes
        };
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        assert_eq!(
            cell_words(&cell),
            "SHA-256, 2 threads, buffered 64\u{a0}KiB"
        );
        assert_eq!(
            cell_words(&lanes),
            "MD5, 2 threads, buffered 64\u{a0}KiB, segmented, 16 lanes (avx512)"
        );
        assert_eq!(
            mode_words(&one_at_a_time),
            "segmented, one segment at a time"
        );
    }
}
