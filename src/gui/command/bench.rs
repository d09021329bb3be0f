//! The benchmark lab's commands.

use std::path::PathBuf;

/// What the benchmark lab is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// Benchmark with this file.
    File(PathBuf),
    /// Start the benchmark as set up.
    Run,
    /// Start the one-click quick test.
    Quick,
}
