//! What the job's threads share: the context, the units of work, one slot per file,
//! and the one way a file's result is sent.

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::SyncSender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::engine::Digest;
use crate::engine::control::Control;
use crate::engine::error::FileError;
use crate::engine::options::JobSpec;
use crate::engine::progress::Progress;
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

/// What a unit of work covers.
#[derive(Debug, Clone, Copy)]
pub(super) enum UnitKind {
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
    pub(super) fn segments(&self) -> std::ops::Range<usize> {
        match *self {
            UnitKind::Whole => 0..0,
            UnitKind::Segment { index, .. } => index..index + 1,
            UnitKind::Lanes { first, count } => first..first + count,
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Unit {
    pub(super) file: usize,
    pub(super) kind: UnitKind,
}

/// Partial results of a file hashed in several units.
pub(super) struct SplitState {
    pub(super) remaining: AtomicUsize,
    pub(super) parts: Mutex<Vec<Option<Part>>>,
    pub(super) error: Mutex<Option<FileError>>,
    pub(super) identity: Mutex<Option<FileIdentity>>,
}

pub(super) enum Part {
    Digests(Vec<Digest>),
    Blake3Cv(blake3::hazmat::ChainingValue),
}

pub(super) struct FileSlot {
    pub(super) path: Arc<Path>,
    pub(super) size: u64,
    /// Segment size if the file is split; 0 otherwise.
    pub(super) segment_size: u64,
    /// Whether split segments are BLAKE3 subtrees (standard digest) or the segmented mode.
    pub(super) tree: bool,
    /// Boxed: most files are whole, and a job may list hundreds of thousands.
    pub(super) split: Option<Box<SplitState>>,
    pub(super) reported: AtomicBool,
    pub(super) started: Mutex<Option<Instant>>,
}

/// Sends the one result of file `index` (later calls for the same file are ignored).
pub(super) fn report(
    ctx: &Ctx,
    slots: &[FileSlot],
    index: usize,
    outcome: Result<Digests, FileError>,
) {
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

pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

pub(super) fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_owned())
}
