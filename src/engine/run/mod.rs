//! Executes a job: lists the files, plans units of work (whole files or segments),
//! runs named worker threads over them and reports one result per file.
//!
//! The job API is [`job`]; its thread is the [`coordinator`], which [`plan`]s the units
//! and starts the [`worker`]s; small files go side by side in [`lanes`], split files are
//! assembled in [`segments`]; [`shared`] is what those threads share, and [`units`]
//! the queue of units they take from.

mod coordinator;
#[cfg(feature = "fault-injection")]
mod fault;
mod job;
mod lanes;
mod limits;
mod outcome;
mod plan;
mod segments;
mod shared;
mod units;
mod worker;

pub use job::{Job, JobHandle, StartError};
pub use limits::{BLAKE3_SPLIT_MIN, LANE_FILE_MAX, MAX_SEGMENTS, MAX_THREADS};
pub use outcome::{Digests, FileResult, JobEvent, Notify};
