//! What a lab run found: every cell, the memory and reading measurements, the peers,
//! the verdict in words.

use super::matrix::CellResult;
use super::measure::{MachineInfo, MemoryResult};
use super::peers::PeerResult;
use super::verdict::Verdict;

/// Where the data came from.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SourceInfo {
    /// `file` or `generated`.
    pub kind: String,
    /// The file, for `file`.
    pub path: Option<String>,
    /// Its size in bytes.
    pub bytes: u64,
}

/// Everything one run measured. Serialises to the JSON of `docs/bench-schema.json`.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BenchReport {
    /// `hashdrop-bench/1`.
    pub schema: String,
    /// The machine.
    pub machine: MachineInfo,
    /// The data.
    pub source: SourceInfo,
    /// Timed runs per cell.
    pub repeat: usize,
    /// Untimed warm-up runs per cell.
    pub warmup: usize,
    /// Cells the configuration asked for.
    pub cells_planned: usize,
    /// One result per finished cell, in matrix order.
    pub cells: Vec<CellResult>,
    /// In-memory hash speed per algorithm.
    pub memory: Vec<MemoryResult>,
    /// The bottleneck, per algorithm.
    pub verdict: Verdict,
    /// The reference tools (empty unless asked).
    pub peers: Vec<PeerResult>,
    /// Whether the run was cancelled (then `cells` is partial).
    pub cancelled: bool,
    /// Wall time of the whole run, set-up included.
    pub duration_secs: f64,
}

/// The schema tag of [`BenchReport`].
pub const SCHEMA: &str = "hashdrop-bench/1";
