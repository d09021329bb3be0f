//! The bounds a job keeps to, whatever it is asked for.

/// Files at least this large are split across workers when only BLAKE3 is asked for:
/// below it, the split costs more than a second thread gains.
pub const BLAKE3_SPLIT_MIN: u64 = 4 << 20;

/// Most worker threads a job starts, whatever it is asked for: each one costs memory
/// and a progress row, and more than this cannot make a checksum faster.
pub const MAX_THREADS: usize = 1024;

/// Most segments one file is split into in the segmented mode. Each segment is a unit
/// of work with its own counters and digests (about 200 bytes), so this bounds a job's
/// memory; a tiny `--segment` on a large file is reported, not allowed to exhaust memory.
pub const MAX_SEGMENTS: u64 = 1 << 20;

/// Files at most this large, in a job that computes one algorithm with lanes, are hashed
/// one per lane of its multi-buffer kernel; larger ones alone (mapped, with read-ahead).
pub const LANE_FILE_MAX: u64 = 1 << 20;
