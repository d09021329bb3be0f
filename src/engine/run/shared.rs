//! What the job's threads share: the context, the units of work, the files (their
//! counters and the split state of those hashed in segments), and the one way a file's
//! result is sent.

use std::sync::atomic::AtomicUsize;
use std::sync::mpsc::SyncSender;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::engine::control::Control;
use crate::engine::error::FileError;
use crate::engine::options::JobSpec;
use crate::engine::progress::{FileCounters, Progress};
use crate::engine::segment;
use crate::engine::source::FileIdentity;
use crate::engine::{Digest, SharedPath};

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

/// The job's files while it runs: what the listing found of each (its path and size,
/// held once, in the job's progress counters, which the window reads too, with when its
/// work started) and, for the few files hashed in segments, their split state. A file
/// hashed whole costs the job its counters only (issue 37: 200,000 results in 150 MB).
pub(super) struct Slots {
    progress: Arc<Progress>,
    /// The split files' states, by file index, in increasing order of it.
    split: Vec<(u32, Box<SplitState>)>,
}

impl Slots {
    /// Gives `progress` the job's `files` and the segment count of each file in
    /// `split`, and keeps the `split` states beside them (by file index, in increasing
    /// order, as the plan made them).
    pub(super) fn new(
        progress: Arc<Progress>,
        files: Vec<FileCounters>,
        split: Vec<(u32, Box<SplitState>)>,
    ) -> Self {
        debug_assert!(split.windows(2).all(|w| w[0].0 < w[1].0));
        // A split file has one part per segment: the counts follow from the states.
        let segmented: Vec<(u32, usize)> = split
            .iter()
            .map(|(file, s)| (*file, lock(&s.parts).len()))
            .collect();
        progress.set_files(files, &segmented);
        Self { progress, split }
    }

    /// How many files.
    pub(super) fn len(&self) -> usize {
        self.progress.files().len()
    }

    /// File `index`, or `None` past the end.
    pub(super) fn get(&self, index: usize) -> Option<JobFile<'_>> {
        let listed = self.progress.files().get(index)?;
        let split = self
            .split
            .binary_search_by_key(&index, |(i, _)| *i as usize)
            .ok()
            .and_then(|k| self.split.get(k))
            .map(|(_, s)| &**s);
        Some(JobFile { listed, split })
    }
}

/// One file of a running job: its counters (path, size, when its work started) and,
/// when it is hashed in segments, its split state.
#[derive(Clone, Copy)]
pub(super) struct JobFile<'a> {
    listed: &'a FileCounters,
    split: Option<&'a SplitState>,
}

impl<'a> JobFile<'a> {
    /// The path, as listed.
    pub(super) fn path(&self) -> &'a SharedPath {
        &self.listed.path
    }

    /// The size when listed (for a limited job, the bytes to hash).
    pub(super) fn size(&self) -> u64 {
        self.listed.size
    }

    /// Segment size if the file is split; 0 otherwise.
    pub(super) fn segment_size(&self) -> u64 {
        self.split.map_or(0, |s| s.segment_size)
    }

    /// Where segment `index` lies: (offset, length).
    pub(super) fn segment_range(&self, index: usize) -> (u64, u64) {
        segment::segment_range(self.size(), self.segment_size(), index)
    }

    /// What a file hashed in segments needs (`None` for a file hashed whole), for as
    /// long as the job's files live.
    pub(super) fn split_state(&self) -> Option<&'a SplitState> {
        self.split
    }

    /// Notes that work on the file started (the first time only); `epoch` is the job's
    /// start.
    pub(super) fn mark_started(&self, epoch: Instant) {
        self.listed.mark_started(epoch);
    }

    /// Whether the file's result was sent.
    pub(super) fn is_reported(&self) -> bool {
        self.listed.is_finished()
    }
}

/// Sends the one result of file `index` (later calls for the same file are ignored).
pub(super) fn report(ctx: &Ctx, slots: &Slots, index: usize, outcome: Result<Digests, FileError>) {
    let Some(slot) = slots.get(index) else { return };
    let Some(elapsed) = slot.listed.take_report(ctx.progress.started_at()) else {
        return;
    };
    ctx.progress.file_finished(outcome.is_ok());
    ctx.send(JobEvent::File(FileResult {
        index,
        path: slot.path().clone(),
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
    use super::{FileCounters, Unit};

    /// A job of 200,000 small files holds the counters of each while it runs (its units
    /// are runs, a file hashed whole has no split state), beside the window's results
    /// (issue 37: 200,000 results in 150 MB). The path and size are held once, in the
    /// counters, behind one word; how far each file is, is counted per worker.
    #[test]
    fn what_a_job_holds_per_file_stays_small() {
        assert_eq!(std::mem::size_of::<Unit>(), 16);
        assert!(std::mem::size_of::<FileCounters>() <= 24);
    }
}
