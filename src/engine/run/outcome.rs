//! What a job reports: one result per listed file, and its events.

use std::sync::Arc;
use std::time::Duration;

use crate::engine::error::FileError;
use crate::engine::segment::SegmentedDigest;
use crate::engine::{Digest, SharedPath};

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
    pub path: SharedPath,
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
