//! How far the reading of a big checksum list has got, and the request to stop it: a
//! counter and a flag the window reads and sets while a background thread parses.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

/// How many lines are counted (and the stop flag looked at) at a time: often enough
/// to stop within milliseconds, rarely enough to cost nothing.
pub(crate) const LINES_PER_STEP: usize = 4096;

/// Shared between the thread that reads a list and the one that shows its progress.
#[derive(Debug, Default)]
pub struct Progress {
    lines: AtomicUsize,
    stop: AtomicBool,
    work: AtomicU64,
}

/// The reading was stopped ([`Progress::stop`]) before it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("stopped before the end")]
pub struct Stopped;

impl Progress {
    /// A fresh counter.
    pub fn new() -> Self {
        Self::default()
    }

    /// The lines read so far.
    pub fn lines(&self) -> usize {
        self.lines.load(Ordering::Relaxed)
    }

    /// Asks the reading to stop; it returns [`Stopped`] soon after.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether stopping was asked for.
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Steps of work done while reading and indexing, for tests that check the work
    /// grows linearly with the list (not timed): each line parsed, each entry indexed
    /// and each name looked up counts one.
    pub fn work(&self) -> u64 {
        self.work.load(Ordering::Relaxed)
    }

    /// `n` more lines read; `Err` once stopping was asked for.
    pub(crate) fn advance(&self, n: usize) -> Result<(), Stopped> {
        self.lines.fetch_add(n, Ordering::Relaxed);
        self.add_work(n as u64);
        if self.is_stopped() {
            Err(Stopped)
        } else {
            Ok(())
        }
    }

    /// `n` more steps of work (see [`Progress::work`]).
    pub(crate) fn add_work(&self, n: u64) {
        self.work.fetch_add(n, Ordering::Relaxed);
    }
}
