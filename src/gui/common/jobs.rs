//! Owns a running engine [`Job`] for the window. A collector thread takes the job's
//! events as fast as the engine sends them, whatever the window does (hidden,
//! minimised, resized, a dialog open), and leaves them in an inbox; the window takes
//! the inbox in one move when it next runs its logic. So the engine never waits for
//! the window, and the window's cost per frame does not grow with the results.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::{
    Algorithm, FileResult, History, Job, JobEvent, JobHandle, JobSpec, Mode, Progress,
};

mod results;
mod row;

pub use results::{Files, Results, RowRef};
pub use row::{DigestLine, DigestLines, FileRow, display_name};

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Every file has a result.
    Finished,
    /// Stopped by the person.
    Cancelled,
}

/// What the collector thread hands to the window.
#[derive(Default)]
struct Inbox {
    rows: Files,
    listed: Option<usize>,
    ending: Option<Ending>,
}

/// State shared by the collector thread and the window.
struct Shared {
    inbox: Mutex<Inbox>,
    history: Mutex<History>,
    /// Files with a result, counted by the collector (readable without the inbox).
    files_done: AtomicUsize,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A hashing run seen from the window.
pub struct HashRun {
    handle: JobHandle,
    algorithms: Vec<Algorithm>,
    shared: Arc<Shared>,
    collector: Option<JoinHandle<()>>,
    /// Distinguishes this run's results from earlier ones.
    pub id: u64,
    /// What was asked.
    pub spec: JobSpec,
    /// Number of files once listing is done.
    pub listed: Option<usize>,
    /// Set once the job has ended and the window has taken every result.
    pub ending: Option<Ending>,
    /// When the job ended (for the final speed).
    pub ended_after: Option<Duration>,
    /// How many of this run's files the window has taken.
    taken: usize,
}

/// Called by the collector when the job ended: the window's `ctx.request_repaint`.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Run by the collector when the job ends, with the job's final counters.
pub type OnEnd = Box<dyn FnOnce(&Progress) + Send>;

impl HashRun {
    /// Starts hashing `spec`, with a collector thread taking its results. `wake` is
    /// called when the job ends; results before that are picked up at the window's
    /// own pace. `on_end` runs on the collector thread
    /// when the job ends, with its final counters: even a hidden window learns of it.
    pub fn start(
        id: u64,
        spec: JobSpec,
        wake: Option<Wake>,
        on_end: Option<OnEnd>,
    ) -> Result<Self, String> {
        let job = Job::start(spec.clone()).map_err(|e| e.to_string())?;
        let handle = job.handle();
        let algorithms = job.algorithms().to_vec();
        let shared = Arc::new(Shared {
            inbox: Mutex::new(Inbox::default()),
            history: Mutex::new(History::default()),
            files_done: AtomicUsize::new(0),
        });
        let collector = Collector {
            job,
            run: id,
            inputs: spec.inputs.clone(),
            shared: Arc::clone(&shared),
            wake,
            on_end,
        };
        let thread = std::thread::Builder::new()
            .name("hashdrop-collect".into())
            .spawn(move || collector.run())
            .map_err(|e| crate::t!("threads-failed", error = e.to_string()))?;
        Ok(Self {
            handle,
            algorithms,
            shared,
            collector: Some(thread),
            id,
            spec,
            listed: None,
            ending: None,
            ended_after: None,
            taken: 0,
        })
    }

    /// Live counters.
    pub fn progress(&self) -> &Arc<Progress> {
        self.handle.progress()
    }

    /// The algorithms in the order the engine reports digests.
    pub fn algorithms(&self) -> &[Algorithm] {
        &self.algorithms
    }

    /// Throughput over time (total and per worker), sampled by the collector.
    pub fn history(&self) -> MutexGuard<'_, History> {
        lock(&self.shared.history)
    }

    /// Files that have a result so far.
    pub fn files_done(&self) -> usize {
        self.shared.files_done.load(Ordering::Relaxed)
    }

    /// Workers hashing now or about to: those at work, and at least one per file
    /// still waiting (all of them while the files are being listed).
    pub fn busy_workers(&self) -> usize {
        if !self.is_running() {
            return 0;
        }
        let p = self.progress();
        let now = p.workers().iter().filter(|w| w.file.is_some()).count();
        let t = p.totals();
        let waiting = if t.phase == crate::engine::Phase::Listing {
            usize::MAX
        } else {
            t.files_total.saturating_sub(t.files_done)
        };
        now.max(waiting.min(p.worker_count()))
    }

    /// Whether work is still going on (or results wait to be taken).
    pub fn is_running(&self) -> bool {
        self.ending.is_none()
    }

    /// Whether paused.
    pub fn is_paused(&self) -> bool {
        self.handle.is_paused()
    }

    /// Pauses or resumes at once (workers stop at their next chunk).
    pub fn set_paused(&self, paused: bool) {
        self.handle.set_paused(paused);
    }

    /// Stops the work at once; results so far are kept.
    pub fn cancel(&self) {
        // A paused worker must wake up to see the cancel; Control::cancel does that.
        self.handle.cancel();
    }

    /// Moves what the collector gathered into `results`: one lock, a swap, and O(1)
    /// per new file. Never blocks on the engine. Returns whether anything changed.
    pub fn take(&mut self, results: &mut Results) -> bool {
        let mut inbox = std::mem::take(&mut *lock(&self.shared.inbox));
        let changed = !inbox.rows.is_empty() || inbox.listed.is_some() || inbox.ending.is_some();
        if let Some(n) = inbox.listed {
            self.listed = Some(n);
            // Room for the files still to come, before they come: growing by doubling
            // would, for 200,000 files, copy the table's rows into a buffer twice
            // their size while the old one is still held.
            results.reserve(n.saturating_sub(self.taken));
        }
        if !inbox.rows.is_empty() {
            self.taken += inbox.rows.len();
            results.append_chunks(self.id, inbox.rows.take_chunks());
        }
        if let Some(e) = inbox.ending {
            self.ending = Some(e);
            self.ended_after = Some(self.progress().totals().elapsed);
        }
        changed
    }

    /// The segment size of this run, if segmented.
    pub fn segment_size(&self) -> Option<u64> {
        match self.spec.mode {
            Mode::Segmented { segment_size } => Some(segment_size),
            Mode::Standard => None,
        }
    }
}

impl Drop for HashRun {
    fn drop(&mut self) {
        // The collector ends once the job has: it takes events until the last one, so
        // no worker waits on a full channel meanwhile.
        self.handle.cancel();
        if let Some(t) = self.collector.take() {
            t.join().ok();
        }
    }
}

/// The thread that owns the job and takes its events.
struct Collector {
    job: Job,
    run: u64,
    inputs: Vec<PathBuf>,
    shared: Arc<Shared>,
    wake: Option<Wake>,
    on_end: Option<OnEnd>,
}

/// How often the throughput history is sampled.
const SAMPLE_EVERY: Duration = Duration::from_millis(100);
/// Most events moved to the inbox under one lock.
const BATCH: usize = results::CHUNK;

impl Collector {
    fn run(mut self) {
        let mut next_sample = Instant::now();
        let mut batch = Vec::with_capacity(BATCH);
        loop {
            let wait = next_sample.saturating_duration_since(Instant::now());
            let first = match self.job.recv_timeout(wait) {
                Ok(e) => Some(e),
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => None,
                // The job ended without saying so (it cannot, but never spin).
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                    self.deliver(&mut batch, None, Some(Ending::Cancelled));
                    break;
                }
            };
            // The window may be drawing the graph: then this sample waits for the next
            // turn rather than the collector for the window.
            if Instant::now() >= next_sample
                && let Ok(mut h) = self.shared.history.try_lock()
            {
                h.sample(self.job.progress(), Instant::now());
                next_sample = Instant::now() + SAMPLE_EVERY;
            }
            let Some(first) = first else { continue };
            let mut listed = None;
            let mut ending = None;
            let mut next = Some(first);
            while let Some(event) = next {
                match event {
                    JobEvent::Listed(n) => listed = Some(n),
                    JobEvent::File(r) => batch.push(to_row(&self.inputs, r)),
                    JobEvent::Finished { cancelled } => {
                        ending = Some(if cancelled {
                            Ending::Cancelled
                        } else {
                            Ending::Finished
                        });
                    }
                }
                next = if batch.len() < BATCH && ending.is_none() {
                    self.job.try_next()
                } else {
                    None
                };
            }
            let done = ending.is_some();
            self.deliver(&mut batch, listed, ending);
            if done {
                break;
            }
        }
    }

    fn deliver(&mut self, batch: &mut Vec<FileRow>, listed: Option<usize>, ending: Option<Ending>) {
        let n = batch.len();
        {
            let mut inbox = lock(&self.shared.inbox);
            inbox.rows.append(self.run, batch);
            if listed.is_some() {
                inbox.listed = listed;
            }
            if ending.is_some() {
                inbox.ending = ending;
            }
        }
        if batch.capacity() == 0 {
            // Moved into the inbox whole: the next batch needs a buffer of its own.
            batch.reserve_exact(BATCH);
        }
        self.shared.files_done.fetch_add(n, Ordering::Relaxed);
        if ending.is_some() {
            lock(&self.shared.history).sample(self.job.progress(), Instant::now());
            if let Some(f) = self.on_end.take() {
                f(self.job.progress());
            }
        }
        // Only the end wakes the window at once: the list being known can wait for
        // the window's next paced frame (a frame now would take CPU as work starts).
        if ending.is_some()
            && let Some(w) = &self.wake
        {
            w();
        }
    }
}

fn to_row(inputs: &[PathBuf], r: FileResult) -> FileRow {
    FileRow::from_result(inputs, r)
}

#[cfg(test)]
mod tests;
