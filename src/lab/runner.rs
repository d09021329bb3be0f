//! Runs a [`BenchConfig`]: set-up, reads, in-memory speeds, the matrix (each timed run
//! one engine `Job`), peers, verdict.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::matrix::{BenchCell, CellResult, summarise};
use super::measure::{self, MachineInfo, MemoryResult, ReadError, ReadMeasurement, TempData};
use super::peers::{self, PeerResult};
use super::progress::{BenchPhase, BenchProgress};
use super::verdict::judge;
use super::{BenchConfig, BenchReport, DataSource, SCHEMA, SourceInfo};
use crate::engine::control::Control;
use crate::engine::options::format_size;
use crate::engine::{Job, JobEvent, Notify, Phase};

/// Why a benchmark could not run.
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    /// The file to measure is missing or unreadable.
    #[error("{}: {message}", path.display())]
    Source {
        /// The file.
        path: PathBuf,
        /// Why.
        message: String,
    },
    /// The generated data could not be written.
    #[error("cannot write the benchmark data in {}: {source}", dir.display())]
    Generate {
        /// The folder.
        dir: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A thread could not be started.
    #[error("cannot start the benchmark: {0}")]
    Start(String),
    /// A timed run failed (the file changed or became unreadable).
    #[error("{cell}: {message}")]
    Run {
        /// The cell or measurement.
        cell: String,
        /// Why.
        message: String,
    },
    /// The configuration has an empty axis.
    #[error("nothing to measure: {0}")]
    Empty(&'static str),
}

/// What a run reports as it goes.
#[derive(Debug)]
pub enum BenchEvent {
    /// A new phase started.
    Phase(BenchPhase),
    /// The read measurement is done.
    Reads(ReadMeasurement),
    /// One algorithm's in-memory speed is known.
    Memory(MemoryResult),
    /// One cell is done (speed-up and ratio to best are filled in the final report).
    Cell(CellResult),
    /// One peer is done.
    Peer(PeerResult),
    /// The run ended: the report (partial and marked cancelled after a cancel) or why
    /// it could not run.
    Finished(Result<Box<BenchReport>, BenchError>),
}

/// A benchmark running on its own thread. Dropping it cancels and joins. It is `Sync`:
/// share it (`Arc<BenchRun>`) to cancel from another thread.
pub struct BenchRun {
    control: Arc<Control>,
    progress: Arc<BenchProgress>,
    events: Option<Mutex<Receiver<BenchEvent>>>,
    thread: Option<JoinHandle<()>>,
    cells: Vec<BenchCell>,
}

impl BenchRun {
    /// Starts `config` on a thread named `hashdrop-bench`, calling `notify` after every
    /// event (the GUI passes "request a repaint").
    pub fn start(config: BenchConfig, notify: Option<Notify>) -> Result<Self, BenchError> {
        let control = Arc::new(Control::default());
        let progress = Arc::new(BenchProgress::default());
        let (tx, rx) = channel();
        let cells = config.cells();
        let (c, p) = (Arc::clone(&control), Arc::clone(&progress));
        let thread = std::thread::Builder::new()
            .name("hashdrop-bench".into())
            .spawn(move || {
                let send = |e: BenchEvent| {
                    tx.send(e).ok();
                    if let Some(n) = &notify {
                        n();
                    }
                };
                let result = run(&config, &c, &p, &mut |e| match e {
                    BenchEvent::Phase(ph) => send(BenchEvent::Phase(*ph)),
                    BenchEvent::Reads(r) => send(BenchEvent::Reads(r.clone())),
                    BenchEvent::Memory(m) => send(BenchEvent::Memory(m.clone())),
                    BenchEvent::Cell(r) => send(BenchEvent::Cell(r.clone())),
                    BenchEvent::Peer(r) => send(BenchEvent::Peer(r.clone())),
                    BenchEvent::Finished(_) => {}
                });
                send(BenchEvent::Finished(result.map(Box::new)));
            })
            .map_err(|e| BenchError::Start(e.to_string()))?;
        Ok(Self {
            control,
            progress,
            events: Some(Mutex::new(rx)),
            thread: Some(thread),
            cells,
        })
    }

    /// Live counters; sample them as often as you like.
    pub fn progress(&self) -> &Arc<BenchProgress> {
        &self.progress
    }

    /// The cells, in the order they run ([`super::BenchSnapshot::step`] indexes them).
    pub fn cells(&self) -> &[BenchCell] {
        &self.cells
    }

    /// Stops within ~50 ms (the running job or peer is stopped); the report keeps the
    /// cells finished so far and is marked cancelled.
    pub fn cancel(&self) {
        self.control.cancel();
    }

    /// The next event if one is ready; never blocks.
    pub fn try_next(&self) -> Option<BenchEvent> {
        self.receiver()?.try_recv().ok()
    }

    /// Waits up to `timeout` for the next event.
    pub fn next_timeout(&self, timeout: Duration) -> Option<BenchEvent> {
        self.receiver()?.recv_timeout(timeout).ok()
    }

    fn receiver(&self) -> Option<std::sync::MutexGuard<'_, Receiver<BenchEvent>>> {
        self.events
            .as_ref()
            .map(|m| m.lock().unwrap_or_else(std::sync::PoisonError::into_inner))
    }

    /// Runs to the end and returns the report.
    pub fn wait(mut self) -> Result<BenchReport, BenchError> {
        let rx = self.events.take().map(|m| {
            m.into_inner()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
        });
        let mut last = None;
        if let Some(rx) = rx {
            for e in rx {
                if let BenchEvent::Finished(r) = e {
                    last = Some(r);
                }
            }
        }
        match last {
            Some(r) => r.map(|b| *b),
            None => Err(BenchError::Start("the benchmark thread stopped".into())),
        }
    }
}

impl Drop for BenchRun {
    fn drop(&mut self) {
        self.control.cancel();
        self.events.take();
        if let Some(t) = self.thread.take() {
            t.join().ok();
        }
    }
}

/// Runs `config` on the calling thread. `on_event` sees every event but `Finished`
/// (the return value is the result). Cancelling `control` stops it promptly with a
/// partial report marked `cancelled`.
pub fn run(
    config: &BenchConfig,
    control: &Control,
    progress: &BenchProgress,
    on_event: &mut dyn FnMut(&BenchEvent),
) -> Result<BenchReport, BenchError> {
    let started = Instant::now();
    let cells_planned = config.cells();
    if cells_planned.is_empty() {
        return Err(BenchError::Empty(
            "give at least one algorithm, thread count, reading strategy and mode",
        ));
    }
    let machine = MachineInfo::detect();
    enter(progress, on_event, BenchPhase::Preparing, 1);
    let (temp, file, kind) = match &config.source {
        DataSource::File(p) => {
            check_file(p)?;
            (None, p.clone(), "file")
        }
        DataSource::Generated { size, dir } => {
            progress.set_step(0, 1, format!("writing {} of data", format_size(*size)));
            match TempData::create(dir.as_deref(), *size, control, progress) {
                Ok(t) => {
                    let p = t.path().to_path_buf();
                    (Some(t), p, "generated")
                }
                Err(_) if control.is_cancelled() => (None, PathBuf::new(), "generated"),
                Err(source) => {
                    return Err(BenchError::Generate {
                        dir: dir.clone().unwrap_or_else(std::env::temp_dir),
                        source,
                    });
                }
            }
        }
    };
    let bytes = std::fs::metadata(&file).map_or(0, |m| m.len());
    let mut report = BenchReport {
        schema: SCHEMA.to_owned(),
        source: SourceInfo {
            kind: kind.to_owned(),
            path: (kind == "file").then(|| file.display().to_string()),
            bytes,
        },
        machine,
        repeat: config.repeat.max(1),
        warmup: config.warmup,
        cells_planned: cells_planned.len(),
        cells: Vec::new(),
        memory: Vec::new(),
        verdict: judge(None, &[], &[], 1, None),
        peers: Vec::new(),
        cancelled: false,
        duration_secs: 0.0,
    };
    // The temporary data is removed even when a measurement fails.
    let outcome = measure_all(config, control, progress, on_event, &file, &mut report);
    drop(temp);
    outcome?;
    report.cancelled = control.is_cancelled();
    summarise(&mut report.cells);
    peers::compare(&mut report.peers, &report.cells);
    report.verdict = judge(
        report.verdict.reads.as_ref(),
        &report.memory,
        &report.cells,
        report.machine.cores,
        report.machine.load_average.map(|l| l[0]),
    );
    let end = if report.cancelled {
        BenchPhase::Cancelled
    } else {
        BenchPhase::Finished
    };
    progress.set_phase(end, 0);
    report.duration_secs = started.elapsed().as_secs_f64();
    Ok(report)
}

fn enter(
    progress: &BenchProgress,
    on_event: &mut dyn FnMut(&BenchEvent),
    phase: BenchPhase,
    steps: usize,
) {
    progress.set_phase(phase, steps);
    on_event(&BenchEvent::Phase(phase));
}

/// Reads, memory, matrix, peers; returns early (`Ok`) when cancelled.
fn measure_all(
    config: &BenchConfig,
    control: &Control,
    progress: &BenchProgress,
    on_event: &mut dyn FnMut(&BenchEvent),
    file: &Path,
    report: &mut BenchReport,
) -> Result<(), BenchError> {
    if control.is_cancelled() {
        return Ok(());
    }
    let repeat = config.repeat.max(1);
    let bytes = report.source.bytes;

    enter(progress, on_event, BenchPhase::Reads, 1);
    let cold_runs = config.cold_runs.max(1);
    progress.set_step(
        0,
        1 + repeat + cold_runs,
        format!(
            "sequential reads, {} buffer, warm then cold",
            format_size(measure::READ_PROBE_BUFFER as u64)
        ),
    );
    match measure::measure_reads(file, repeat, cold_runs, control, progress) {
        Ok(r) => {
            on_event(&BenchEvent::Reads(r.clone()));
            report.verdict.reads = Some(r);
        }
        Err(ReadError::Cancelled) => return Ok(()),
        Err(ReadError::Io(e)) => {
            return Err(BenchError::Source {
                path: file.to_path_buf(),
                message: io_words(&e),
            });
        }
    }

    enter(
        progress,
        on_event,
        BenchPhase::Memory,
        config.algorithms.len(),
    );
    let data = measure::memory_buffer(config.memory_size.max(1));
    for (i, &a) in config.algorithms.iter().enumerate() {
        progress.set_step(i, 1 + repeat, format!("{} in memory", a.name()));
        progress.set_run_bytes(0, 0);
        match measure::measure_memory(a, &data, repeat, control) {
            Ok(m) => {
                on_event(&BenchEvent::Memory(m.clone()));
                report.memory.push(m);
            }
            Err(_) => return Ok(()),
        }
    }
    drop(data);

    let cells = config.cells();
    enter(progress, on_event, BenchPhase::Matrix, cells.len());
    let runs = config.warmup + repeat;
    for (i, cell) in cells.iter().enumerate() {
        progress.set_step(i, runs, cell.label());
        let mut secs = Vec::with_capacity(repeat);
        for r in 0..runs {
            let warmup = r < config.warmup;
            progress.set_run(r + 1, warmup);
            match time_job(cell, config.measure_cpu, file, bytes, control, progress)? {
                Some(s) if !warmup => secs.push(s),
                Some(_) => {}
                None => return Ok(()),
            }
        }
        let result = CellResult::new(*cell, bytes, secs);
        on_event(&BenchEvent::Cell(result.clone()));
        report.cells.push(result);
    }

    if config.peers {
        let list = peers::installed_peers(&config.algorithms);
        enter(progress, on_event, BenchPhase::Peers, list.len());
        for (i, p) in list.iter().enumerate() {
            progress.set_step(i, config.warmup.max(1) + repeat, p.display());
            progress.set_run_bytes(0, 0);
            match peers::run_peer(p, file, bytes, repeat, config.warmup, control) {
                Ok(r) => {
                    on_event(&BenchEvent::Peer(r.clone()));
                    report.peers.push(r);
                }
                Err(_) => return Ok(()),
            }
        }
    }
    Ok(())
}

/// One timed run of `cell`: one engine job over the file, from start to its last
/// event. `None` when cancelled. With `measure_cpu`, the job's CPU time is added to
/// `progress` as it goes (in steps, so the sum never goes down).
fn time_job(
    cell: &BenchCell,
    measure_cpu: bool,
    file: &Path,
    bytes: u64,
    control: &Control,
    progress: &BenchProgress,
) -> Result<Option<f64>, BenchError> {
    if control.is_cancelled() {
        return Ok(None);
    }
    progress.set_run_bytes(0, bytes);
    let mut spec = cell.job_spec(file);
    spec.measure_cpu = measure_cpu;
    let start = Instant::now();
    let job = Job::start(spec).map_err(|e| BenchError::Start(e.to_string()))?;
    let mut outcome = None;
    let mut cpu_seen = Duration::ZERO;
    let mut charge_cpu = |job: &Job| {
        let now = job.progress().cpu_time();
        progress.add_cpu(now.saturating_sub(cpu_seen));
        cpu_seen = cpu_seen.max(now);
    };
    loop {
        let event = job.next_timeout(Duration::from_millis(50));
        progress.set_run_done(job.progress().totals().done_bytes);
        charge_cpu(&job);
        if control.is_cancelled() {
            job.cancel();
        }
        match event {
            Some(JobEvent::File(r)) => outcome = Some(r.outcome),
            Some(JobEvent::Finished { .. }) => break,
            Some(JobEvent::Listed(_)) => {}
            None if matches!(job.progress().phase(), Phase::Finished | Phase::Cancelled) => {
                // Every file result is queued before the job says it finished.
                while let Some(e) = job.try_next() {
                    if let JobEvent::File(r) = e {
                        outcome = Some(r.outcome);
                    }
                }
                break;
            }
            None => {}
        }
    }
    let secs = start.elapsed().as_secs_f64();
    charge_cpu(&job);
    drop(job);
    if control.is_cancelled() {
        return Ok(None);
    }
    match outcome {
        Some(Ok(_)) => Ok(Some(secs)),
        Some(Err(e)) => Err(BenchError::Run {
            cell: cell.label(),
            message: e.to_string(),
        }),
        None => Err(BenchError::Run {
            cell: cell.label(),
            message: "the job ended without a result".to_owned(),
        }),
    }
}

/// `No such file or directory`, as coreutils says it.
fn io_words(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".to_owned(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".to_owned(),
        _ => e.to_string(),
    }
}

fn check_file(p: &Path) -> Result<(), BenchError> {
    let err = |message: String| BenchError::Source {
        path: p.to_path_buf(),
        message,
    };
    let meta = std::fs::metadata(p).map_err(|e| err(io_words(&e)))?;
    if meta.is_dir() {
        return Err(err("Is a directory".to_owned()));
    }
    if !meta.is_file() {
        return Err(err("not a regular file".to_owned()));
    }
    std::fs::File::open(p).map_err(|e| err(io_words(&e)))?;
    Ok(())
}
