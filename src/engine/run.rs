//! Executes a job: lists the files, plans units of work (whole files or segments),
//! runs named worker threads over them and reports one result per file.

use std::panic::AssertUnwindSafe;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::control::{Cancelled, Control};
use super::error::{Change, FileError};
use super::kernels::lanes::Lanes;
use super::options::{IoStrategy, JobSpec, Mode, ReadOptions};
use super::progress::{CellState, FileCounters, Progress};
use super::segment::{self, SegmentedDigest};
use super::source::{FileIdentity, OpenFile, Range, RangeError, hash_lanes, hash_range};
use super::walk::{self, WalkEntry};
use super::{Algorithm, Digest};

/// Files at least this large are split across workers when only BLAKE3 is asked for:
/// below it, the split costs more than a second thread gains.
pub const BLAKE3_SPLIT_MIN: u64 = 4 << 20;

/// Most worker threads a job starts, whatever it is asked for: each one costs memory
/// and a progress row, and more than this cannot make a checksum faster.
pub const MAX_THREADS: usize = 1024;

/// Most segments one file is split into in the segmented mode. Each segment is a unit
/// of work with its own counters and digests (about 200 bytes), so this bounds a job's
/// memory; a tiny `--segment` on a large file is reported, not allowed to exhaust memory.
pub const MAX_SEGMENTS: u64 = 1 << 20;

/// The digests of one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Digests {
    /// Plain digests, one per algorithm in the job's order.
    Standard(Vec<Digest>),
    /// The segmented digest (not the file's plain digest).
    Segmented(SegmentedDigest),
}

/// The result for one listed path, in the job's input order (`index`).
#[derive(Debug)]
pub struct FileResult {
    /// Position in the expanded list.
    pub index: usize,
    /// The path, shared with the job's counters ([`FileCounters::path`]): a front-end
    /// that keeps it keeps no copy.
    pub path: Arc<Path>,
    /// Bytes hashed (the size when listed, for errors).
    pub size: u64,
    /// Digests, or why there are none.
    pub outcome: Result<Digests, FileError>,
    /// Wall time spent on this file.
    pub elapsed: Duration,
}

/// What a job reports.
#[derive(Debug)]
pub enum JobEvent {
    /// The expanded list is known (file count).
    Listed(usize),
    /// One file is finished (digest or error).
    File(FileResult),
    /// The job ended; every file has had its result.
    Finished {
        /// Whether it ended by cancel.
        cancelled: bool,
    },
}

/// Callback run after each event is queued (the GUI passes "request a repaint").
pub type Notify = Arc<dyn Fn() + Send + Sync>;

/// A running job. Dropping it cancels the work and joins its threads.
pub struct Job {
    handle: JobHandle,
    events: Option<Receiver<JobEvent>>,
    coordinator: Option<JoinHandle<()>>,
    algorithms: Vec<Algorithm>,
}

/// The controls and counters of a running [`Job`], without its events: what a
/// front-end keeps while another thread (which owns the `Job`) takes the results.
/// Cheap to clone; dropping it does not stop the job.
#[derive(Clone)]
pub struct JobHandle {
    control: Arc<Control>,
    progress: Arc<Progress>,
}

impl JobHandle {
    /// Live counters.
    pub fn progress(&self) -> &Arc<Progress> {
        &self.progress
    }

    /// Stops every worker within a chunk (milliseconds); finished results are kept.
    pub fn cancel(&self) {
        self.control.cancel();
    }

    /// The controls themselves, for work done after the hashing in the job's name
    /// (cancelling the job stops it too).
    pub fn control(&self) -> &Control {
        &self.control
    }

    /// Pauses or resumes.
    pub fn set_paused(&self, paused: bool) {
        self.control.set_paused(paused);
    }

    /// Whether paused.
    pub fn is_paused(&self) -> bool {
        self.control.is_paused()
    }
}

/// A job's threads could not be started.
#[derive(Debug, thiserror::Error)]
#[error("cannot start the hashing threads: {0}")]
pub struct StartError(#[from] std::io::Error);

impl Job {
    /// Starts `spec` in the background.
    pub fn start(spec: JobSpec) -> Result<Self, StartError> {
        Self::start_with_notify(spec, None)
    }

    /// Starts `spec`, calling `notify` after every event (from a worker thread).
    pub fn start_with_notify(spec: JobSpec, notify: Option<Notify>) -> Result<Self, StartError> {
        Self::start_inner(spec, None, notify)
    }

    /// Starts a job over files already listed (by [`walk::expand`] or the caller's own
    /// walk), in that order, instead of expanding `spec.inputs` (which is ignored): a
    /// front-end that had to list the files anyway does not make the job stat them
    /// again. Results carry the index of each entry.
    pub fn start_listed(
        spec: JobSpec,
        listed: Vec<WalkEntry>,
        notify: Option<Notify>,
    ) -> Result<Self, StartError> {
        Self::start_inner(spec, Some(listed), notify)
    }

    fn start_inner(
        mut spec: JobSpec,
        listed: Option<Vec<WalkEntry>>,
        notify: Option<Notify>,
    ) -> Result<Self, StartError> {
        spec.threads = spec.threads.clamp(1, MAX_THREADS);
        if spec.algorithms.is_empty() {
            spec.algorithms.push(Algorithm::Sha256);
        }
        let control = Arc::new(Control::default());
        let mut progress = Progress::new(spec.threads);
        if spec.measure_cpu {
            progress = progress.measuring_cpu();
        }
        let progress = Arc::new(progress);
        let (tx, rx) = sync_channel(1024);
        let algorithms = spec.algorithms.clone();
        let ctx = Ctx {
            spec,
            control: Arc::clone(&control),
            progress: Arc::clone(&progress),
            tx,
            notify,
        };
        let coordinator = std::thread::Builder::new()
            .name("hashdrop-job".into())
            .spawn(move || coordinate(ctx, listed))?;
        Ok(Self {
            handle: JobHandle { control, progress },
            events: Some(rx),
            coordinator: Some(coordinator),
            algorithms,
        })
    }

    /// Live counters.
    pub fn progress(&self) -> &Arc<Progress> {
        self.handle.progress()
    }

    /// A handle on the controls and counters, for a thread other than the one that
    /// takes the events.
    pub fn handle(&self) -> JobHandle {
        self.handle.clone()
    }

    /// The algorithms, in the order digests are reported.
    pub fn algorithms(&self) -> &[Algorithm] {
        &self.algorithms
    }

    /// Stops every worker within a chunk (milliseconds); finished results are kept.
    pub fn cancel(&self) {
        self.handle.cancel();
    }

    /// Pauses or resumes.
    pub fn set_paused(&self, paused: bool) {
        self.handle.set_paused(paused);
    }

    /// Whether paused.
    pub fn is_paused(&self) -> bool {
        self.handle.is_paused()
    }

    /// The next event if one is ready; never blocks.
    pub fn try_next(&self) -> Option<JobEvent> {
        self.events.as_ref()?.try_recv().ok()
    }

    /// Waits up to `timeout` for the next event. `None` on timeout or after the end.
    pub fn next_timeout(&self, timeout: Duration) -> Option<JobEvent> {
        self.events.as_ref()?.recv_timeout(timeout).ok()
    }

    /// Waits up to `timeout` for the next event, telling a timeout apart from the end
    /// of the events (for a thread that must also do something on a timer).
    pub fn recv_timeout(
        &self,
        timeout: Duration,
    ) -> Result<JobEvent, std::sync::mpsc::RecvTimeoutError> {
        match &self.events {
            Some(rx) => rx.recv_timeout(timeout),
            None => Err(std::sync::mpsc::RecvTimeoutError::Disconnected),
        }
    }

    /// Blocks for the next event; `None` once the job has ended and all were taken.
    pub fn next_blocking(&self) -> Option<JobEvent> {
        self.events.as_ref()?.recv().ok()
    }

    /// Runs to the end and returns every result in input order.
    pub fn wait(self) -> Vec<FileResult> {
        let mut out = Vec::new();
        while let Some(e) = self.next_blocking() {
            if let JobEvent::File(r) = e {
                out.push(r);
            }
        }
        out.sort_by_key(|r| r.index);
        out
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        self.handle.cancel();
        // Dropping the receiver unblocks workers waiting to send.
        self.events.take();
        if let Some(h) = self.coordinator.take() {
            h.join().ok();
        }
    }
}

struct Ctx {
    spec: JobSpec,
    control: Arc<Control>,
    progress: Arc<Progress>,
    tx: SyncSender<JobEvent>,
    notify: Option<Notify>,
}

impl Ctx {
    fn send(&self, e: JobEvent) {
        // A closed channel means the job was dropped; nothing is waiting for results.
        self.tx.send(e).ok();
        if let Some(n) = &self.notify {
            n();
        }
    }
}

/// What a unit of work covers.
#[derive(Debug, Clone, Copy)]
enum UnitKind {
    Whole,
    Segment {
        index: usize,
        offset: u64,
        len: u64,
    },
    /// `count` consecutive segments from `first`, hashed side by side by the algorithm's
    /// multi-buffer kernel (one lane per segment).
    Lanes {
        first: usize,
        count: usize,
    },
}

impl UnitKind {
    /// The segments the unit covers (none for a whole file).
    fn segments(&self) -> std::ops::Range<usize> {
        match *self {
            UnitKind::Whole => 0..0,
            UnitKind::Segment { index, .. } => index..index + 1,
            UnitKind::Lanes { first, count } => first..first + count,
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Unit {
    file: usize,
    kind: UnitKind,
}

/// Partial results of a file hashed in several units.
struct SplitState {
    remaining: AtomicUsize,
    parts: Mutex<Vec<Option<Part>>>,
    error: Mutex<Option<FileError>>,
    identity: Mutex<Option<FileIdentity>>,
}

enum Part {
    Digests(Vec<Digest>),
    Blake3Cv(blake3::hazmat::ChainingValue),
}

struct FileSlot {
    path: Arc<Path>,
    size: u64,
    /// Segment size if the file is split; 0 otherwise.
    segment_size: u64,
    /// Whether split segments are BLAKE3 subtrees (standard digest) or the segmented mode.
    tree: bool,
    /// Boxed: most files are whole, and a job may list hundreds of thousands.
    split: Option<Box<SplitState>>,
    reported: AtomicBool,
    started: Mutex<Option<Instant>>,
}

fn coordinate(ctx: Ctx, listed: Option<Vec<WalkEntry>>) {
    let ctx = Arc::new(ctx);
    let progress = Arc::clone(&ctx.progress);
    let entries = match listed {
        Some(entries) => entries,
        None => walk::expand(&ctx.spec.inputs, ctx.spec.walk, &|n| progress.set_listed(n)),
    };
    ctx.progress.set_listed(entries.len());
    let (slots, units, errors) = plan(&ctx.spec, entries);
    ctx.progress.set_files(
        slots
            .iter()
            .map(|s| {
                let segs = if s.split.is_some() {
                    segment::segment_count(s.size, s.segment_size)
                } else {
                    0
                };
                FileCounters::new(Arc::clone(&s.path), s.size, s.segment_size, segs)
            })
            .collect(),
    );
    ctx.send(JobEvent::Listed(slots.len()));
    let slots = Arc::new(slots);
    for (index, err) in errors {
        report(&ctx, &slots, index, Err(err));
    }
    let units = Arc::new(units);
    let next = Arc::new(AtomicUsize::new(0));
    let workers = ctx.spec.threads.min(units.len()).max(1);
    let mut handles = Vec::with_capacity(workers);
    for k in 0..workers {
        let (c, s, u, n) = (
            Arc::clone(&ctx),
            Arc::clone(&slots),
            Arc::clone(&units),
            Arc::clone(&next),
        );
        let spawned = std::thread::Builder::new()
            .name(format!("hashdrop-worker-{k}"))
            .spawn(move || worker(k, workers, &c, &s, &u, &n));
        match spawned {
            Ok(h) => handles.push(h),
            // Fewer workers than asked still finish the job.
            Err(_) if k > 0 => break,
            Err(e) => {
                for i in 0..slots.len() {
                    report(
                        &ctx,
                        &slots,
                        i,
                        Err(FileError::Internal(format!("cannot start a worker: {e}"))),
                    );
                }
            }
        }
    }
    for h in handles {
        h.join().ok();
    }
    let cancelled = ctx.control.is_cancelled();
    for i in 0..slots.len() {
        if !slots[i].reported.load(Ordering::Acquire) {
            report(&ctx, &slots, i, Err(FileError::Cancelled));
        }
    }
    ctx.progress.finish(cancelled);
    ctx.send(JobEvent::Finished { cancelled });
}

type Planned = (Vec<FileSlot>, Vec<Unit>, Vec<(usize, FileError)>);

fn plan(spec: &JobSpec, entries: Vec<WalkEntry>) -> Planned {
    let mut slots = Vec::with_capacity(entries.len());
    let mut units = Vec::with_capacity(entries.len());
    let mut errors = Vec::new();
    let blake3_only = spec.algorithms == [Algorithm::Blake3];
    for (i, mut e) in entries.into_iter().enumerate() {
        if let (Ok(()), Some(limit)) = (&e.status, spec.limit) {
            if e.size < limit {
                e.status = Err(FileError::TooShort {
                    len: e.size,
                    wanted: limit,
                });
            } else {
                e.size = limit;
            }
        }
        if let (Ok(()), Mode::Segmented { segment_size }) = (&e.status, spec.mode) {
            let segments = e.size.div_ceil(segment_size.max(1));
            if segments > MAX_SEGMENTS {
                e.status = Err(FileError::TooManySegments {
                    segments,
                    min_segment_size: e.size.div_ceil(MAX_SEGMENTS),
                });
            }
        }
        let (segment_size, tree) = match spec.mode {
            Mode::Segmented { segment_size } => (segment_size.max(1), false),
            Mode::Standard if blake3_only && spec.threads > 1 && e.size >= BLAKE3_SPLIT_MIN => {
                (segment::blake3_segment_size(e.size, spec.threads), true)
            }
            Mode::Standard => (0, false),
        };
        let ok = e.status.is_ok();
        let split = ok && segment_size > 0 && !(tree && e.size <= segment_size);
        let segment_size = if split { segment_size } else { 0 };
        match e.status {
            Err(err) => errors.push((i, err)),
            Ok(()) if split && lane_group(spec, e.size, segment_size, tree) > 1 => {
                let n = segment::segment_count(e.size, segment_size);
                let width = lane_group(spec, e.size, segment_size, tree);
                for first in (0..n).step_by(width) {
                    units.push(Unit {
                        file: i,
                        kind: UnitKind::Lanes {
                            first,
                            count: width.min(n - first),
                        },
                    });
                }
            }
            Ok(()) if split => {
                let n = segment::segment_count(e.size, segment_size);
                for index in 0..n {
                    let (offset, len) = segment::segment_range(e.size, segment_size, index);
                    units.push(Unit {
                        file: i,
                        kind: UnitKind::Segment { index, offset, len },
                    });
                }
            }
            Ok(()) => units.push(Unit {
                file: i,
                kind: UnitKind::Whole,
            }),
        }
        let n = if split {
            segment::segment_count(e.size, segment_size)
        } else {
            0
        };
        slots.push(FileSlot {
            path: Arc::from(e.path),
            size: e.size,
            segment_size,
            tree,
            split: split.then(|| {
                Box::new(SplitState {
                    remaining: AtomicUsize::new(n),
                    parts: Mutex::new((0..n).map(|_| None).collect()),
                    error: Mutex::new(None),
                    identity: Mutex::new(None),
                })
            }),
            reported: AtomicBool::new(false),
            started: Mutex::new(None),
        });
    }
    (slots, units, errors)
}

/// How many segments of a file one unit hashes side by side: for a segmented digest of
/// an algorithm with lanes, enough to share the segments evenly between the workers, at
/// most its lanes (so the lanes stay full whatever the thread count); 1 (no lanes)
/// otherwise.
fn lane_group(spec: &JobSpec, size: u64, segment_size: u64, tree: bool) -> usize {
    let Some((_, width)) = lane_plan(spec).filter(|_| !tree) else {
        return 1;
    };
    let n = segment::segment_count(size, segment_size);
    n.div_ceil(spec.threads.max(1)).clamp(1, width)
}

/// The algorithm a job hashes in lanes, and how many: a job of one algorithm whose
/// multi-buffer kernel is worth using with the active kernel ([`Lanes::width`] over 1).
fn lane_plan(spec: &JobSpec) -> Option<(Algorithm, usize)> {
    let [algorithm] = spec.algorithms[..] else {
        return None;
    };
    let kernel = spec.kernel();
    // A kernel asked for (the lab's lanes axis, HASHDROP_KERNEL) is used even where one
    // stream would be faster, so that it can be measured; otherwise only where it wins.
    let width = if spec.kernel_forced() {
        Lanes::lanes(algorithm, kernel)
    } else {
        Lanes::width(algorithm, kernel)
    };
    (width > 1).then_some((algorithm, width))
}

/// Sends the one result of file `index` (later calls for the same file are ignored).
fn report(ctx: &Ctx, slots: &[FileSlot], index: usize, outcome: Result<Digests, FileError>) {
    let Some(slot) = slots.get(index) else { return };
    if slot.reported.swap(true, Ordering::AcqRel) {
        return;
    }
    let elapsed = lock(&slot.started).map_or(Duration::ZERO, |t| t.elapsed());
    ctx.progress.file_finished(index, outcome.is_ok());
    ctx.send(JobEvent::File(FileResult {
        index,
        path: Arc::clone(&slot.path),
        size: slot.size,
        outcome,
        elapsed,
    }));
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn worker(
    k: usize,
    workers: usize,
    ctx: &Ctx,
    slots: &[FileSlot],
    units: &[Unit],
    next: &AtomicUsize,
) {
    loop {
        if ctx.control.checkpoint().is_err() {
            break;
        }
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(&unit) = units.get(i) else { break };
        let (i, unit) = if in_lane(ctx, slots, unit) {
            // Small files side by side, one per lane; the unit that ends it is hashed below.
            match files_in_lanes(k, ctx, slots, units, next, unit) {
                Some(drawn) => drawn,
                None => continue,
            }
        } else {
            (i, unit)
        };
        // Cores would sit idle on the last units: overlap reading and hashing there.
        let pipelined = units.len() - i < workers;
        let slot = &slots[unit.file];
        lock(&slot.started).get_or_insert_with(Instant::now);
        let segments = unit.kind.segments();
        ctx.progress
            .worker_start(k, unit.file, segments.clone().next());
        if let Some(f) = ctx.progress.files().get(unit.file) {
            if f.state() == CellState::Waiting {
                f.set_state(CellState::Active(k));
            }
            for s in segments.clone() {
                f.set_segment_state(s, CellState::Active(k));
            }
        }
        let run =
            std::panic::catch_unwind(AssertUnwindSafe(|| run_unit(k, unit, pipelined, ctx, slot)));
        let outcome =
            run.unwrap_or_else(|p| Err(RangeError::File(FileError::Internal(panic_text(&p)))));
        ctx.progress.worker_idle(k);
        match (unit.kind, outcome) {
            (UnitKind::Whole, Ok(Some(d))) => report(ctx, slots, unit.file, Ok(d)),
            (UnitKind::Whole, Ok(None)) => {}
            (UnitKind::Whole, Err(RangeError::Cancelled)) => {}
            (UnitKind::Whole, Err(RangeError::File(e))) => report(ctx, slots, unit.file, Err(e)),
            (UnitKind::Segment { .. } | UnitKind::Lanes { .. }, result) => {
                let state = if result.is_ok() {
                    CellState::Done
                } else {
                    CellState::Failed
                };
                if let Some(f) = ctx.progress.files().get(unit.file) {
                    for s in segments.clone() {
                        f.set_segment_state(s, state);
                    }
                }
                match result {
                    Ok(_) => {}
                    Err(RangeError::Cancelled) => continue,
                    Err(RangeError::File(e)) => {
                        if let Some(split) = &slot.split {
                            lock(&split.error).get_or_insert(e);
                        }
                    }
                }
                finish_segments(ctx, slots, unit.file, segments.len());
            }
        }
    }
    ctx.progress.worker_idle(k);
}

/// Files at most this large, in a job that computes one algorithm with lanes, are hashed
/// one per lane of its multi-buffer kernel; larger ones alone (mapped, with read-ahead).
pub const LANE_FILE_MAX: u64 = 1 << 20;

/// Bytes read from each lane's file per round.
const LANE_READ: usize = 64 << 10;

/// Whether `unit` is a small whole file of a job with lanes, for a lane.
fn in_lane(ctx: &Ctx, slots: &[FileSlot], unit: Unit) -> bool {
    matches!(unit.kind, UnitKind::Whole)
        // A lane reads its file to the end; a limited job reads exactly `limit` bytes.
        && ctx.spec.limit.is_none()
        && lane_plan(&ctx.spec).is_some()
        && slots
            .get(unit.file)
            .is_some_and(|s| s.size <= LANE_FILE_MAX)
}

/// One file in a lane.
struct LaneFile {
    file: usize,
    src: OpenFile,
    pos: u64,
}

/// Hashes small files side by side, one per lane, starting with `first`: each round
/// reads the next piece of every lane's file and hashes the pieces together; a file that
/// ends is reported at once and its lane takes the next unit from the queue, so small
/// files never wait for big ones. Returns the unit (and its index) that does not fit a
/// lane, drawn from the queue but not hashed yet; `None` when the queue is empty or the
/// job was cancelled.
fn files_in_lanes(
    k: usize,
    ctx: &Ctx,
    slots: &[FileSlot],
    units: &[Unit],
    next: &AtomicUsize,
    first: Unit,
) -> Option<(usize, Unit)> {
    let (algorithm, width) = lane_plan(&ctx.spec)?;
    let mut hashers = Lanes::new(algorithm, ctx.spec.kernel())?;
    let mut lanes: Vec<LaneFile> = Vec::with_capacity(width);
    let mut bufs = vec![vec![0u8; LANE_READ]; width];
    let mut pending = Some(first);
    let mut leftover = None;
    loop {
        while lanes.len() < width && leftover.is_none() {
            let unit = match pending.take() {
                Some(u) => u,
                None => {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    match units.get(i) {
                        Some(&u) if in_lane(ctx, slots, u) => u,
                        Some(&u) => {
                            leftover = Some((i, u));
                            break;
                        }
                        None => break,
                    }
                }
            };
            if let Some(lane) = open_lane(k, ctx, slots, unit) {
                lanes.push(lane);
                hashers.push();
            }
        }
        if lanes.is_empty() {
            break;
        }
        if lane_round(k, ctx, slots, &mut lanes, &mut hashers, &mut bufs).is_err() {
            return None;
        }
    }
    ctx.progress.worker_idle(k);
    leftover
}

/// Opens a lane's file, or reports why it cannot be.
fn open_lane(k: usize, ctx: &Ctx, slots: &[FileSlot], unit: Unit) -> Option<LaneFile> {
    let slot = slots.get(unit.file)?;
    lock(&slot.started).get_or_insert_with(Instant::now);
    ctx.progress.worker_start(k, unit.file, None);
    if let Some(f) = ctx.progress.files().get(unit.file) {
        f.set_state(CellState::Active(k));
    }
    let opened = std::panic::catch_unwind(|| {
        #[cfg(feature = "fault-injection")]
        inject_fault(&slot.path);
        OpenFile::open(&slot.path)
    });
    match opened {
        Ok(Ok(src)) => Some(LaneFile {
            file: unit.file,
            src,
            pos: 0,
        }),
        Ok(Err(e)) => {
            report(ctx, slots, unit.file, Err(e));
            None
        }
        Err(p) => {
            report(
                ctx,
                slots,
                unit.file,
                Err(FileError::Internal(panic_text(&p))),
            );
            None
        }
    }
}

/// One round: the next piece of every lane's file, hashed side by side (`hashers` has one
/// lane per file in `lanes`, in the same order); files that ended are checked and
/// reported, and leave their lanes. `Err` when the job is cancelled.
fn lane_round(
    k: usize,
    ctx: &Ctx,
    slots: &[FileSlot],
    lanes: &mut Vec<LaneFile>,
    hashers: &mut Lanes,
    bufs: &mut [Vec<u8>],
) -> Result<(), Cancelled> {
    let mut filled = vec![0usize; lanes.len()];
    let mut failed: Vec<Option<FileError>> = (0..lanes.len()).map(|_| None).collect();
    for (i, lane) in lanes.iter_mut().enumerate() {
        let mut reader = lane.src.reader(lane.pos, Some(LANE_READ as u64));
        match super::source::read_full(&mut reader, &mut bufs[i]) {
            Ok(n) => filled[i] = n,
            Err(e) => failed[i] = Some(e),
        }
        lane.pos += filled[i] as u64;
    }
    let pieces: Vec<&[u8]> = bufs.iter().zip(&filled).map(|(b, &n)| &b[..n]).collect();
    hashers.update(&pieces);
    ctx.progress.charge_cpu(filled.iter().sum::<usize>() as u64);
    for (lane, &n) in lanes.iter().zip(&filled) {
        ctx.progress.add_bytes(k, lane.file, None, n as u64);
    }
    // Back to front, so that `swap_remove` leaves the lanes still to visit in place.
    for i in (0..lanes.len()).rev() {
        if failed[i].is_none() && filled[i] == LANE_READ {
            continue;
        }
        // Both swap the last lane into place `i`, so files and hashers stay paired.
        let lane = lanes.swap_remove(i);
        let digest = hashers.finish(i);
        let slot = &slots[lane.file];
        let outcome = match failed[i].take() {
            Some(e) => Err(e),
            None => lane
                .src
                .verify_unchanged(&slot.path)
                .map(|()| Digests::Standard(vec![digest])),
        };
        report(ctx, slots, lane.file, outcome);
    }
    ctx.control.checkpoint()
}

fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_owned())
}

/// Hashes one unit. For a whole file returns its digests; for a segment stores the part
/// and returns `None`.
fn run_unit(
    k: usize,
    unit: Unit,
    pipelined: bool,
    ctx: &Ctx,
    slot: &FileSlot,
) -> Result<Option<Digests>, RangeError> {
    let segment = unit.kind.segments().next();
    let progress = &ctx.progress;
    let control = &ctx.control;
    let tick = |n: u64| -> Result<(), Cancelled> {
        progress.charge_cpu(n);
        if n > 0 {
            progress.add_bytes(k, unit.file, segment, n);
        }
        control.checkpoint()
    };
    #[cfg(feature = "fault-injection")]
    inject_fault(&slot.path);
    let src = OpenFile::open(&slot.path)?;
    match unit.kind {
        UnitKind::Whole => {
            let read = fast_read_options(&ctx.spec.read, &ctx.spec.algorithms);
            let mut hashers: Vec<_> = ctx.spec.algorithms.iter().map(|a| a.hasher()).collect();
            let range = match ctx.spec.limit {
                // Exactly the planned bytes: fewer means the file shrank since listing.
                Some(_) => Range::Part {
                    offset: 0,
                    len: slot.size,
                },
                None => Range::Whole,
            };
            hash_range(&src, range, &mut hashers, &read, pipelined, &tick)?;
            src.verify_unchanged(&slot.path)?;
            Ok(Some(Digests::Standard(
                hashers.into_iter().map(|h| h.finalize()).collect(),
            )))
        }
        UnitKind::Lanes { first, count } => {
            same_file_as_other_segments(slot, &src, ctx.spec.limit.is_some())?;
            run_lanes(k, unit.file, first, count, ctx, slot, &src)?;
            Ok(None)
        }
        UnitKind::Segment { index, offset, len } => {
            let split = same_file_as_other_segments(slot, &src, ctx.spec.limit.is_some())?;
            let range = Range::Part { offset, len };
            let part = if slot.tree {
                let mut h = segment::blake3_segment_hasher(offset);
                let mut adapter: Vec<Box<dyn super::Hasher>> = vec![Box::new(TreeLeaf(&mut h))];
                let read = tree_read_options(&ctx.spec.read);
                hash_range(&src, range, &mut adapter, &read, false, &tick)?;
                drop(adapter);
                Part::Blake3Cv(segment::blake3_segment_cv(&h))
            } else {
                let read = fast_read_options(&ctx.spec.read, &ctx.spec.algorithms);
                let mut hashers: Vec<_> = ctx.spec.algorithms.iter().map(|a| a.hasher()).collect();
                hash_range(&src, range, &mut hashers, &read, false, &tick)?;
                Part::Digests(hashers.into_iter().map(|h| h.finalize()).collect())
            };
            src.verify_unchanged(&slot.path)?;
            if let Some(p) = lock(&split.parts).get_mut(index) {
                *p = Some(part);
            }
            Ok(None)
        }
    }
}

/// How a BLAKE3 tree segment is read: `auto` reads instead of mapping. At BLAKE3's speed,
/// setting up and tearing down the page mappings costs about a fifth of the CPU time
/// (1 GiB in the page cache, 2 threads, AMD EPYC: 0.38 s of CPU mapped, 0.33 s read into
/// a 256 KiB buffer, which stays in L2 so the hash reads it from cache). An explicit
/// `mmap` or `read` is kept.
fn tree_read_options(read: &ReadOptions) -> ReadOptions {
    match read.strategy {
        IoStrategy::Auto => ReadOptions {
            strategy: IoStrategy::Read,
            ..*read
        },
        IoStrategy::Mmap | IoStrategy::Read => *read,
    }
}

/// How a file is read for `algorithms`: `auto` reads instead of mapping when every one
/// of them outruns the page mapping ([`Algorithm::outruns_mapping`]), as for BLAKE3's
/// tree ([`tree_read_options`]). An explicit `mmap` or `read` is kept.
fn fast_read_options(read: &ReadOptions, algorithms: &[Algorithm]) -> ReadOptions {
    if algorithms.iter().all(|a| a.outruns_mapping()) {
        tree_read_options(read)
    } else {
        *read
    }
}

/// The split state of a segmented file, after checking that `src` is the same version of
/// the file as the other segments saw and has the planned size (at least that size when
/// the job is `limited` to the first bytes).
fn same_file_as_other_segments<'a>(
    slot: &'a FileSlot,
    src: &OpenFile,
    limited: bool,
) -> Result<&'a SplitState, RangeError> {
    let Some(split) = &slot.split else {
        return Err(FileError::Internal("segment without split state".into()).into());
    };
    {
        let mut id = lock(&split.identity);
        match &*id {
            None => *id = Some(src.identity.clone()),
            Some(first) => {
                if let Some(d) = first.difference(&src.identity) {
                    return Err(FileError::Changed(d).into());
                }
            }
        }
    }
    let len = src.len();
    if len != slot.size && !(limited && len > slot.size) {
        return Err(FileError::Changed(Change::Size {
            from: slot.size,
            to: len,
        })
        .into());
    }
    Ok(split)
}

/// Hashes `count` segments from `first` side by side, one per lane of the job's one
/// algorithm, and stores their digests.
fn run_lanes(
    k: usize,
    file: usize,
    first: usize,
    count: usize,
    ctx: &Ctx,
    slot: &FileSlot,
    src: &OpenFile,
) -> Result<(), RangeError> {
    let Some(split) = &slot.split else {
        return Err(FileError::Internal("segment without split state".into()).into());
    };
    let (offset, _) = segment::segment_range(slot.size, slot.segment_size, first);
    let lens: Vec<u64> = (first..first + count)
        .map(|i| segment::segment_range(slot.size, slot.segment_size, i).1)
        .collect();
    let tick = |done: &[u64]| -> Result<(), Cancelled> {
        ctx.progress.charge_cpu(done.iter().sum());
        for (i, &n) in done.iter().enumerate() {
            if n > 0 {
                ctx.progress.add_bytes(k, file, Some(first + i), n);
            }
        }
        ctx.control.checkpoint()
    };
    let lanes = ctx
        .spec
        .algorithms
        .first()
        .and_then(|&a| Lanes::new(a, ctx.spec.kernel()));
    let Some(mut lanes) = lanes else {
        return Err(FileError::Internal("segments in lanes without a lane kernel".into()).into());
    };
    for _ in 0..count {
        lanes.push();
    }
    hash_lanes(src, offset, &lens, &mut lanes, &ctx.spec.read, &tick)?;
    src.verify_unchanged(&slot.path)?;
    let mut parts = lock(&split.parts);
    for (i, digest) in lanes.finish_all().into_iter().enumerate() {
        if let Some(p) = parts.get_mut(first + i) {
            *p = Some(Part::Digests(vec![digest]));
        }
    }
    Ok(())
}

/// Test hook, compiled only with the `fault-injection` feature (the integration tests
/// turn it on; release builds never have it): hashing a file whose name contains
/// `HASHDROP_PANIC_TEST` panics inside the worker, to prove that a bug in one file's
/// work is reported against that file and the job goes on.
#[cfg(feature = "fault-injection")]
fn inject_fault(path: &std::path::Path) {
    const TRIGGER: &[u8] = b"HASHDROP_PANIC_TEST";
    let name = path.file_name().map_or(&[][..], |n| n.as_encoded_bytes());
    if name.windows(TRIGGER.len()).any(|w| w == TRIGGER) {
        panic!("fault injected for {}", path.display());
    }
}

/// Borrowed BLAKE3 leaf hasher behind the [`super::Hasher`] trait (never finalized
/// through the trait: the chaining value is taken from the hasher itself).
struct TreeLeaf<'a>(&'a mut blake3::Hasher);

impl super::Hasher for TreeLeaf<'_> {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(Algorithm::Blake3, self.0.finalize().as_bytes())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Blake3
    }
}

/// Called after each unit of `count` segments; the last one assembles the file's result.
fn finish_segments(ctx: &Ctx, slots: &[FileSlot], file: usize, count: usize) {
    let slot = &slots[file];
    let Some(split) = &slot.split else { return };
    if split.remaining.fetch_sub(count, Ordering::AcqRel) != count {
        return;
    }
    if let Some(e) = lock(&split.error).take() {
        report(ctx, slots, file, Err(e));
        return;
    }
    let parts: Vec<Option<Part>> = std::mem::take(&mut *lock(&split.parts));
    let outcome = if slot.tree {
        let cvs: Option<Vec<_>> = parts
            .into_iter()
            .map(|p| match p {
                Some(Part::Blake3Cv(cv)) => Some(cv),
                _ => None,
            })
            .collect();
        cvs.and_then(|cvs| segment::blake3_merge(&cvs, slot.segment_size, slot.size))
            .map(|d| Digests::Standard(vec![d]))
            .ok_or_else(|| FileError::Internal("a BLAKE3 segment is missing".into()))
    } else {
        let segs: Option<Vec<_>> = parts
            .into_iter()
            .map(|p| match p {
                Some(Part::Digests(d)) => Some(d),
                _ => None,
            })
            .collect();
        segs.map(|s| {
            Digests::Segmented(SegmentedDigest::from_segments(
                &ctx.spec.algorithms,
                slot.segment_size,
                s,
            ))
        })
        .ok_or_else(|| FileError::Internal("a segment is missing".into()))
    };
    report(ctx, slots, file, outcome);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_segments_read_under_auto_and_keep_an_explicit_choice() {
        let read = |strategy| ReadOptions {
            strategy,
            buffer_size: 12_345,
        };
        let auto = tree_read_options(&read(IoStrategy::Auto));
        assert_eq!(auto, read(IoStrategy::Read));
        for kept in [IoStrategy::Mmap, IoStrategy::Read] {
            assert_eq!(tree_read_options(&read(kept)), read(kept));
        }
    }

    #[test]
    fn auto_reads_only_when_every_algorithm_outruns_mapping() {
        let read = |strategy| ReadOptions {
            strategy,
            buffer_size: 4096,
        };
        let fast = [Algorithm::Xxh3, Algorithm::Crc32c];
        assert_eq!(
            fast_read_options(&read(IoStrategy::Auto), &fast),
            read(IoStrategy::Read)
        );
        let mixed = [Algorithm::Xxh3, Algorithm::Sha256];
        assert_eq!(
            fast_read_options(&read(IoStrategy::Auto), &mixed),
            read(IoStrategy::Auto)
        );
        assert_eq!(
            fast_read_options(&read(IoStrategy::Mmap), &fast),
            read(IoStrategy::Mmap)
        );
    }
}
