//! The benchmark lab: a matrix of algorithms × threads × reading × mode × lanes over one file,
//! each cell timed as the engine's own [`Job`](crate::engine::Job) runs, plus the
//! measurements that answer "is the bottleneck the CPU or the disk?" and the reference
//! tools side by side.
//!
//! A layer above the [`engine`](crate::engine), not part of it: the lab runs peer tools
//! as processes, writes verdicts in words and renders tables, none of which belongs in
//! "everything that hashes". Every timed cell goes through the engine's public API, as
//! any front-end would; the one exception is the all-cores in-memory BLAKE3 figure
//! (`measure.rs`), which calls `blake3::Hasher::update_rayon` directly.
//!
//! Two ways to run it, both cancellable and both reporting live through the same
//! lock-free [`BenchProgress`]:
//! - [`BenchRun::start`] runs on its own named thread (`hashdrop-bench`); sample
//!   [`BenchRun::progress`] ~30 times a second, take [`BenchEvent`]s with
//!   [`BenchRun::try_next`], stop it with [`BenchRun::cancel`] (dropping it cancels
//!   too). This is what the app uses.
//! - [`run`] blocks the calling thread (the CLI's and the tests' choice), calling
//!   `on_event` as cells finish.
//!
//! A cancelled run still returns its report: the cells finished so far, marked
//! `cancelled`. Timing uses [`std::time::Instant`] (monotonic) and excludes set-up:
//! generating the data, the per-cell warm-up runs.

mod algo_name;
mod config;
mod export;
mod matrix;
mod measure;
mod peers;
mod progress;
mod report;
mod runner;
mod seed;
mod verdict;

pub use config::{
    BenchConfig, DEFAULT_ALGORITHMS, DEFAULT_BUFFERS, DEFAULT_MEMORY_SIZE, DEFAULT_REPEAT,
    DEFAULT_SIZE, DataSource, FULL_BUFFERS, default_kernels,
};
pub use export::{Format, render, render_seed};
pub use matrix::{
    BenchCell, BenchMode, CellResult, IoCase, Stats, cells, lanes_label, mbps, median, summarise,
    thread_axis,
};
pub use measure::{
    MachineInfo, MemoryResult, READ_PROBE_BUFFER, ReadMeasurement, drop_from_cache, format_rate,
};
pub use peers::{PEERS, PeerCommand, PeerResult, installed_peers};
pub use progress::{BenchPhase, BenchProgress, BenchSnapshot};
pub use report::{BenchReport, SCHEMA, SourceInfo};
pub use runner::{BenchError, BenchEvent, BenchRun, run};
pub use seed::{SeedRow, seed_reference};
pub use verdict::{AlgorithmVerdict, Bound, HELPS, LanesGain, Verdict};
