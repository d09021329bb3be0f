//! What the job's threads share: the context, the units of work, one slot per file,
//! and the one way a file's result is sent.

use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::SyncSender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::engine::Digest;
use crate::engine::control::Control;
use crate::engine::error::FileError;
use crate::engine::options::JobSpec;
use crate::engine::progress::{FileCounters, Progress};
use crate::engine::segment;
use crate::engine::source::FileIdentity;

use super::outcome::{Digests, FileResult, JobEvent, Notify};

pub(super) struct Ctx {
    pub(super) spec: JobSpec,
    pub(super) control: Arc<Control>,
    pub(super) progress: Arc<Progress>,
    pub(super) tx: SyncSender<JobEvent>,
    pub(super) notify: Option<Notify>,
}

impl Ctx {
    pub(super) fn send(&self, e: JobEvent) {
        // A closed channel means the job was dropped; nothing is waiting for results.
        self.tx.send(e).ok();
        if let Some(n) = &self.notify {
            n();
        }
    }
}

/// What a unit of work covers. Indices are `u32` (a file has at most
/// [`MAX_SEGMENTS`](super::limits::MAX_SEGMENTS) segments); the queue keeps runs of
/// them ([`Units`](super::units::Units)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum UnitKind {
    Whole,
    /// Segment `index`; where it lies follows from the file's size and segment size.
    Segment {
        index: u32,
    },
    /// `count` consecutive segments from `first`, hashed side by side by the algorithm's
    /// multi-buffer kernel (one lane per segment).
    Lanes {
        first: u32,
        count: u32,
    },
}

impl UnitKind {
    /// The segments the unit covers (none for a whole file).
    pub(super) fn segments(&self) -> std::ops::Range<usize> {
        match *self {
            UnitKind::Whole => 0..0,
            UnitKind::Segment { index } => index as usize..index as usize + 1,
            UnitKind::Lanes { first, count } => first as usize..(first + count) as usize,
        }
    }
}

/// One unit of work: a file (an index into the job's slots, which the planner keeps
/// under 4 billion) and what of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Unit {
    pub(super) file: u32,
    pub(super) kind: UnitKind,
}

impl Unit {
    /// The file's index in the job's list.
    pub(super) fn file(&self) -> usize {
        self.file as usize
    }
}

/// Partial results of a file hashed in several units.
pub(super) struct SplitState {
    /// The segment size.
    pub(super) segment_size: u64,
    /// Whether the segments are BLAKE3 subtrees (standard digest) or the segmented mode.
    pub(super) tree: bool,
    pub(super) remaining: AtomicUsize,
    pub(super) parts: Mutex<Vec<Option<Part>>>,
    pub(super) error: Mutex<Option<FileError>>,
    pub(super) identity: Mutex<Option<FileIdentity>>,
}

pub(super) enum Part {
    Digests(Vec<Digest>),
    Blake3Cv(blake3::hazmat::ChainingValue),
}

/// What the workers keep of a file while the job runs, beside its path and size (which
/// its [`FileCounters`] hold): 16 bytes, for a job may list hundreds of thousands (what
/// only a file hashed in segments needs is boxed in `split`).
pub(super) struct FileSlot {
    pub(super) split: Option<Box<SplitState>>,
    /// When its first unit started: nanoseconds after the job's start, plus one; 0
    /// before that. The top bit says the file's result was sent ([`REPORTED`]): one
    /// word where two took sixteen bytes.
    started: AtomicU64,
}

/// The bit of [`FileSlot::started`] that says the file's result was sent (2^63
/// nanoseconds are 292 years).
const REPORTED: u64 = 1 << 63;

impl FileSlot {
    /// A file not started yet.
    pub(super) fn new(split: Option<Box<SplitState>>) -> Self {
        Self {
            split,
            started: AtomicU64::new(0),
        }
    }

    /// Segment size if the file is split; 0 otherwise.
    pub(super) fn segment_size(&self) -> u64 {
        self.split.as_ref().map_or(0, |s| s.segment_size)
    }

    /// Notes that work on the file started (the first time only); `epoch` is the job's
    /// start.
    pub(super) fn mark_started(&self, epoch: Instant) {
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

    /// Whether the file's result was sent.
    pub(super) fn is_reported(&self) -> bool {
        self.started.load(Ordering::Acquire) & REPORTED != 0
    }

    /// Marks the result sent; `Some(time since work on the file started, zero if it
    /// never did)` the first time, `None` after.
    fn take_report(&self, epoch: Instant) -> Option<Duration> {
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

/// The job's files while it runs: what the listing found of each (its path and size,
/// held once, in the job's progress counters, which the window reads too) and its slot.
pub(super) struct Slots {
    progress: Arc<Progress>,
    slots: Vec<FileSlot>,
}

impl Slots {
    /// Gives `progress` the job's `files` and keeps `slots` beside them (one each, in
    /// the same order, as the plan made them).
    pub(super) fn new(
        progress: Arc<Progress>,
        files: Vec<FileCounters>,
        slots: Vec<FileSlot>,
    ) -> Self {
        progress.set_files(files);
        Self { progress, slots }
    }

    /// How many files.
    pub(super) fn len(&self) -> usize {
        self.slots.len()
    }

    /// File `index`, or `None` past the end.
    pub(super) fn get(&self, index: usize) -> Option<JobFile<'_>> {
        Some(JobFile {
            listed: self.progress.files().get(index)?,
            slot: self.slots.get(index)?,
        })
    }
}

/// One file of a running job: its counters (path and size) and its slot, which it
/// derefs to.
#[derive(Clone, Copy)]
pub(super) struct JobFile<'a> {
    listed: &'a FileCounters,
    slot: &'a FileSlot,
}

impl<'a> JobFile<'a> {
    /// The path, as listed.
    pub(super) fn path(&self) -> &'a Arc<Path> {
        &self.listed.path
    }

    /// The size when listed (for a limited job, the bytes to hash).
    pub(super) fn size(&self) -> u64 {
        self.listed.size
    }

    /// Where segment `index` lies: (offset, length).
    pub(super) fn segment_range(&self, index: usize) -> (u64, u64) {
        segment::segment_range(self.size(), self.slot.segment_size(), index)
    }

    /// What a file hashed in segments needs (`None` for a file hashed whole), for as
    /// long as the job's files live.
    pub(super) fn split_state(&self) -> Option<&'a SplitState> {
        self.slot.split.as_deref()
    }
}

impl std::ops::Deref for JobFile<'_> {
    type Target = FileSlot;

    fn deref(&self) -> &FileSlot {
        self.slot
    }
}

/// Sends the one result of file `index` (later calls for the same file are ignored).
pub(super) fn report(ctx: &Ctx, slots: &Slots, index: usize, outcome: Result<Digests, FileError>) {
    let Some(slot) = slots.get(index) else { return };
    let Some(elapsed) = slot.take_report(ctx.progress.started_at()) else {
        return;
    };
    ctx.progress.file_finished(index, outcome.is_ok());
    ctx.send(JobEvent::File(FileResult {
        index,
        path: Arc::clone(slot.path()),
        size: slot.size(),
        outcome,
        elapsed,
    }));
}

pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

pub(super) fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_owned())
}

#[cfg(test)]
mod tests {
    use super::{FileCounters, FileSlot, Unit};

    /// A job of 200,000 small files holds a slot and the counters of each while it runs
    /// (its units are runs), beside the window's results (issue 37: 200,000 results in
    /// 150 MB). The path and size are held once, in the counters.
    #[test]
    fn what_a_job_holds_per_file_stays_small() {
        assert_eq!(std::mem::size_of::<Unit>(), 16);
        assert!(std::mem::size_of::<FileSlot>() <= 16);
        assert!(std::mem::size_of::<FileCounters>() <= 48);
    }
}
