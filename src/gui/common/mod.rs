//! The plumbing every room uses, importing none of them: one-shot background tasks,
//! hashing runs and their results as the window holds them, repaint pacing, what a
//! drop holds, and the notice shown under the box.

pub mod background;
pub mod drop;
pub mod jobs;
pub mod perf;

/// A message about a dialog, a checksum file or an export, shown under the box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Something to know.
    Info(String),
    /// Something went wrong, in plain words.
    Error(String),
}
