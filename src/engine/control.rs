//! Cancel, pause and resume, shared by every worker of a job.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

/// The job was cancelled; work in progress should stop and report nothing half-done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cancelled;

/// Cancel and pause flags. Workers call [`Control::checkpoint`] between chunks.
#[derive(Debug, Default)]
pub struct Control {
    cancelled: AtomicBool,
    paused: AtomicBool,
    lock: Mutex<()>,
    wake: Condvar,
}

impl Control {
    /// Asks every worker to stop; returns at once.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Release);
        self.wake.notify_all();
    }

    /// Pauses (`true`) or resumes (`false`) every worker at its next chunk.
    pub fn set_paused(&self, paused: bool) {
        self.paused.store(paused, Ordering::Release);
        if !paused {
            self.wake.notify_all();
        }
    }

    /// Whether cancel was asked.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Acquire)
    }

    /// Whether the job is paused.
    pub fn is_paused(&self) -> bool {
        self.paused.load(Ordering::Acquire)
    }

    /// Returns `Err` when cancelled; blocks while paused (waking promptly on resume or
    /// cancel). Cheap when neither is set: two atomic loads.
    pub fn checkpoint(&self) -> Result<(), Cancelled> {
        if self.is_cancelled() {
            return Err(Cancelled);
        }
        if self.is_paused() {
            let mut guard = self
                .lock
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            while self.is_paused() && !self.is_cancelled() {
                // The timeout is a safety net against a missed wake-up, not a poll.
                guard = match self.wake.wait_timeout(guard, Duration::from_millis(100)) {
                    Ok((g, _)) => g,
                    Err(p) => p.into_inner().0,
                };
            }
            if self.is_cancelled() {
                return Err(Cancelled);
            }
        }
        Ok(())
    }
}
