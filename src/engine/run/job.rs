//! The job API: start a job, take its events, pause, cancel; dropping it joins its
//! threads.

use std::sync::Arc;
use std::sync::mpsc::{Receiver, sync_channel};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::engine::Algorithm;
use crate::engine::control::Control;
use crate::engine::options::JobSpec;
use crate::engine::progress::Progress;
use crate::engine::walk::WalkEntry;

use super::coordinator::coordinate;
use super::limits::MAX_THREADS;
use super::outcome::{FileResult, JobEvent, Notify};
use super::shared::Ctx;

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
