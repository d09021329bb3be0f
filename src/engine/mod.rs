//! Everything that hashes, and only that: no egui, no clap, no printing, no processes,
//! no prose (the benchmark lab, which has all three, is [`crate::lab`], a layer above).
//!
//! Start a [`Job`] from a [`JobSpec`], sample its [`Progress`] from any thread, and
//! take one [`FileResult`] per listed path from its events.

pub mod algorithm;
mod blake2_choice;
mod blake2b_names;
pub mod boundaries;
pub mod control;
pub mod cpu;
pub mod device;
pub mod device_compare;
pub mod digest;
pub mod error;
mod hashers;
pub mod kernels;
mod mapped;
pub mod options;
pub mod parts;
mod populate;
pub mod positional;
mod prefetch;
pub mod progress;
pub mod range_hash;
pub mod run;
pub mod segment;
pub mod shared_path;
#[cfg(unix)]
mod sigbus;
pub mod source;
pub mod stream;
pub mod walk;

pub use algorithm::{Algorithm, UnknownAlgorithm};
pub use digest::Digest;
pub use error::{Change, FileError, SkipReason};
pub use hashers::Hasher;
pub use options::{IoStrategy, JobSpec, Mode, ReadOptions, WalkOptions};
pub use progress::{CellState, History, Phase, Progress, Totals};
pub use run::{Digests, FileResult, Job, JobEvent, JobHandle, Notify};
pub use segment::SegmentedDigest;
pub use shared_path::SharedPath;
