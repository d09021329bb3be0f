//! Plans a job's units of work: whole files, segments, or segments side by side in
//! lanes.

use std::sync::Mutex;
use std::sync::atomic::AtomicUsize;

use crate::engine::Algorithm;
use crate::engine::error::FileError;
use crate::engine::kernels::lanes::Lanes;
use crate::engine::options::{JobSpec, Mode};
use crate::engine::progress::FileCounters;
use crate::engine::segment;
use crate::engine::walk::WalkEntry;

use super::limits::{BLAKE3_SPLIT_MIN, MAX_SEGMENTS};
use super::shared::{SplitState, Unit, UnitKind};
use super::units::Units;

/// A job's plan: for each file what the listing found (its counters, which hold its path
/// and size for the job and the window alike); the split state of each file hashed in
/// segments, by file index; the units of work; the files that failed before any work.
pub(super) struct Planned {
    pub(super) files: Vec<FileCounters>,
    pub(super) split: Vec<(u32, Box<SplitState>)>,
    pub(super) units: Units,
    pub(super) errors: Vec<(usize, FileError)>,
}

pub(super) fn plan(spec: &JobSpec, entries: Vec<WalkEntry>) -> Planned {
    let mut files = Vec::with_capacity(entries.len());
    let mut split_states = Vec::new();
    let mut units = Units::default();
    let mut errors = Vec::new();
    let blake3_only = spec.algorithms == [Algorithm::Blake3];
    for (i, mut e) in freeing(entries).enumerate() {
        if let (Ok(()), Some(limit)) = (&e.status, spec.limit) {
            if e.size < limit {
                e.status = Err(FileError::TooShort {
                    len: e.size,
                    wanted: limit,
                });
            } else {
                e.size = limit;
            }
        }
        if let (Ok(()), Mode::Segmented { segment_size }) = (&e.status, spec.mode) {
            let segments = e.size.div_ceil(segment_size.max(1));
            if segments > MAX_SEGMENTS {
                e.status = Err(FileError::TooManySegments {
                    segments,
                    min_segment_size: e.size.div_ceil(MAX_SEGMENTS),
                });
            }
        }
        let (segment_size, tree) = match spec.mode {
            Mode::Segmented { segment_size } => (segment_size.max(1), false),
            Mode::Standard if blake3_only && spec.threads > 1 && e.size >= BLAKE3_SPLIT_MIN => {
                (segment::blake3_segment_size(e.size, spec.threads), true)
            }
            Mode::Standard => (0, false),
        };
        // Units name their file in 32 bits (memory runs out long before 4 billion files).
        let file = u32::try_from(i).unwrap_or(u32::MAX);
        if e.status.is_ok() && file == u32::MAX {
            e.status = Err(FileError::Internal(
                "more than 4 billion files in one job".into(),
            ));
        }
        let ok = e.status.is_ok();
        let split = ok && segment_size > 0 && !(tree && e.size <= segment_size);
        let segment_size = if split { segment_size } else { 0 };
        // Within MAX_SEGMENTS (checked above), so every segment index fits a u32.
        let n = if split {
            segment::segment_count(e.size, segment_size)
        } else {
            0
        };
        let n32 = u32::try_from(n).unwrap_or(u32::MAX);
        match e.status {
            Err(err) => errors.push((i, err)),
            Ok(()) if split && lane_group(spec, e.size, segment_size, tree) > 1 => {
                let width =
                    u32::try_from(lane_group(spec, e.size, segment_size, tree)).unwrap_or(u32::MAX);
                let mut first = 0;
                while first < n32 {
                    let count = width.min(n32 - first);
                    units.push(Unit {
                        file,
                        kind: UnitKind::Lanes { first, count },
                    });
                    first += count;
                }
            }
            Ok(()) if split => {
                for index in 0..n32 {
                    units.push(Unit {
                        file,
                        kind: UnitKind::Segment { index },
                    });
                }
            }
            Ok(()) => units.push(Unit {
                file,
                kind: UnitKind::Whole,
            }),
        }
        if split {
            split_states.push((
                file,
                Box::new(SplitState {
                    segment_size,
                    tree,
                    remaining: AtomicUsize::new(n),
                    parts: Mutex::new((0..n).map(|_| None).collect()),
                    error: Mutex::new(None),
                    identity: Mutex::new(None),
                }),
            ));
        }
        files.push(FileCounters::new(e.path, e.size));
    }
    Planned {
        files,
        split: split_states,
        units,
        errors,
    }
}

/// Entries a plan takes before it gives their part of the listing's memory back.
const FREE_EVERY: usize = 8192;

/// `entries` in order, the memory of those taken given back every [`FREE_EVERY`]: the
/// list is at its largest (20 MB for 200,000 files) just as the plan builds the job's
/// own, and holding both set a window's peak memory (issue 37).
fn freeing<T>(mut entries: Vec<T>) -> impl Iterator<Item = T> {
    entries.reverse();
    std::iter::from_fn(move || {
        let e = entries.pop();
        // Shrinking a list this large moves no element: the allocator gives the end
        // of its mapping back in place.
        if entries.len().is_multiple_of(FREE_EVERY) {
            entries.shrink_to_fit();
        }
        e
    })
}

/// How many segments of a file one unit hashes side by side: for a segmented digest of
/// an algorithm with lanes, enough to share the segments evenly between the workers, at
/// most its lanes (so the lanes stay full whatever the thread count); 1 (no lanes)
/// otherwise.
pub(super) fn lane_group(spec: &JobSpec, size: u64, segment_size: u64, tree: bool) -> usize {
    let Some((_, width)) = lane_plan(spec).filter(|_| !tree) else {
        return 1;
    };
    let n = segment::segment_count(size, segment_size);
    n.div_ceil(spec.threads.max(1)).clamp(1, width)
}

/// The algorithm a job hashes in lanes, and how many: a job of one algorithm whose
/// multi-buffer kernel is worth using with the active kernel ([`Lanes::width`] over 1).
pub(super) fn lane_plan(spec: &JobSpec) -> Option<(Algorithm, usize)> {
    let [algorithm] = spec.algorithms[..] else {
        return None;
    };
    let kernel = spec.kernel();
    // A kernel asked for (the lab's lanes axis, HASHDROP_KERNEL) is used even where one
    // stream would be faster, so that it can be measured; otherwise only where it wins.
    let width = if spec.kernel_forced() {
        Lanes::lanes(algorithm, kernel)
    } else {
        Lanes::width(algorithm, kernel)
    };
    (width > 1).then_some((algorithm, width))
}

#[cfg(test)]
mod tests {
    use super::{FREE_EVERY, freeing};

    /// The plan takes the listing's entries in their order, whatever their number
    /// around the points where it gives memory back.
    #[test]
    fn freeing_keeps_the_order() {
        for n in [
            0,
            1,
            FREE_EVERY - 1,
            FREE_EVERY,
            FREE_EVERY + 1,
            3 * FREE_EVERY + 7,
        ] {
            let got: Vec<usize> = freeing((0..n).collect()).collect();
            assert_eq!(got, (0..n).collect::<Vec<_>>(), "{n} entries");
        }
    }
}
