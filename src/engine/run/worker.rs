//! A worker thread: takes units from the queue and hashes each (a whole file, a segment,
//! or segments in lanes), small files side by side when the job has lanes.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::engine::control::Cancelled;
use crate::engine::error::FileError;
use crate::engine::progress::CellState;
use crate::engine::range_hash::hash_range;
use crate::engine::segment;
use crate::engine::source::{OpenFile, Range, RangeError};

#[cfg(feature = "fault-injection")]
use super::fault::inject_fault;
use super::lanes::{files_in_lanes, in_lane};
use super::outcome::Digests;
use super::segments::{TreeLeaf, finish_segments, run_lanes, same_file_as_other_segments};
use super::shared::{Ctx, JobFile, Part, Slots, Unit, UnitKind, lock, panic_text, report};
use super::units::Units;

pub(super) fn worker(
    k: usize,
    workers: usize,
    ctx: &Ctx,
    slots: &Slots,
    units: &Units,
    next: &AtomicUsize,
) {
    loop {
        if ctx.control.checkpoint().is_err() {
            break;
        }
        let i = next.fetch_add(1, Ordering::Relaxed);
        let Some(unit) = units.get(i) else { break };
        let (i, unit) = if in_lane(ctx, slots, unit) {
            // Small files side by side, one per lane; the unit that ends it is hashed below.
            match files_in_lanes(k, ctx, slots, units, next, unit) {
                Some(drawn) => drawn,
                None => continue,
            }
        } else {
            (i, unit)
        };
        let pipelined = cores_to_spare(units.len() - i, ctx.spec.threads, workers);
        // Every unit names a planned file.
        let Some(slot) = slots.get(unit.file()) else {
            continue;
        };
        slot.mark_started(ctx.progress.started_at());
        let segments = unit.kind.segments();
        ctx.progress
            .worker_start(k, unit.file(), segments.clone().next());
        if let Some(f) = ctx.progress.segments(unit.file()) {
            for s in segments.clone() {
                f.set_state(s, CellState::Active(k));
            }
        }
        let run =
            std::panic::catch_unwind(AssertUnwindSafe(|| run_unit(k, unit, pipelined, ctx, slot)));
        let outcome =
            run.unwrap_or_else(|p| Err(RangeError::File(FileError::Internal(panic_text(&p)))));
        ctx.progress.worker_idle(k);
        match (unit.kind, outcome) {
            (UnitKind::Whole, Ok(Some(d))) => report(ctx, slots, unit.file(), Ok(d)),
            (UnitKind::Whole, Ok(None)) => {}
            (UnitKind::Whole, Err(RangeError::Cancelled)) => {}
            (UnitKind::Whole, Err(RangeError::File(e))) => report(ctx, slots, unit.file(), Err(e)),
            (UnitKind::Segment { .. } | UnitKind::Lanes { .. }, result) => {
                let state = if result.is_ok() {
                    CellState::Done
                } else {
                    CellState::Failed
                };
                if let Some(f) = ctx.progress.segments(unit.file()) {
                    for s in segments.clone() {
                        f.set_state(s, state);
                    }
                }
                match result {
                    Ok(_) => {}
                    Err(RangeError::Cancelled) => continue,
                    Err(RangeError::File(e)) => {
                        if let Some(split) = slot.split_state() {
                            lock(&split.error).get_or_insert(e);
                        }
                    }
                }
                finish_segments(ctx, slots, unit.file(), segments.len());
            }
        }
    }
    ctx.progress.worker_idle(k);
}

/// Hashes one unit. For a whole file returns its digests; for a segment stores the part
/// and returns `None`.
pub(super) fn run_unit(
    k: usize,
    unit: Unit,
    pipelined: bool,
    ctx: &Ctx,
    slot: JobFile<'_>,
) -> Result<Option<Digests>, RangeError> {
    let segment = unit.kind.segments().next();
    let progress = &ctx.progress;
    let control = &ctx.control;
    let tick = |n: u64| -> Result<(), Cancelled> {
        progress.charge_cpu(n);
        if n > 0 {
            progress.add_bytes(k, unit.file(), segment, n);
        }
        control.checkpoint()
    };
    #[cfg(feature = "fault-injection")]
    inject_fault(slot.path());
    let src = OpenFile::open(slot.path())?;
    match unit.kind {
        UnitKind::Whole => {
            let read = ctx.spec.read;
            let mut hashers: Vec<_> = ctx.spec.algorithms.iter().map(|a| a.hasher()).collect();
            let range = match ctx.spec.limit {
                // Exactly the planned bytes: fewer means the file shrank since listing.
                Some(_) => Range::Part {
                    offset: 0,
                    len: slot.size(),
                },
                None => Range::Whole,
            };
            hash_range(&src, range, &mut hashers, &read, pipelined, &tick)?;
            src.verify_unchanged(slot.path())?;
            Ok(Some(Digests::Standard(
                hashers.into_iter().map(|h| h.finalize()).collect(),
            )))
        }
        UnitKind::Lanes { .. } => {
            same_file_as_other_segments(slot, &src, ctx.spec.limit.is_some())?;
            run_lanes(k, unit.file(), unit.kind.segments(), ctx, slot, &src)?;
            Ok(None)
        }
        UnitKind::Segment { index } => {
            let index = index as usize;
            let split = same_file_as_other_segments(slot, &src, ctx.spec.limit.is_some())?;
            let (offset, len) = slot.segment_range(index);
            let range = Range::Part { offset, len };
            let part = if split.tree {
                let mut h = segment::blake3_segment_hasher(offset);
                let mut adapter: Vec<Box<dyn crate::engine::Hasher>> =
                    vec![Box::new(TreeLeaf(&mut h))];
                hash_range(&src, range, &mut adapter, &ctx.spec.read, false, &tick)?;
                drop(adapter);
                Part::Blake3Cv(segment::blake3_segment_cv(&h))
            } else {
                let mut hashers: Vec<_> = ctx.spec.algorithms.iter().map(|a| a.hasher()).collect();
                hash_range(&src, range, &mut hashers, &ctx.spec.read, false, &tick)?;
                Part::Digests(hashers.into_iter().map(|h| h.finalize()).collect())
            };
            src.verify_unchanged(slot.path())?;
            if let Some(p) = lock(&split.parts).get_mut(index) {
                *p = Some(part);
            }
            Ok(None)
        }
    }
}

/// Whether cores would sit idle while a worker hashes the unit with `left` units to go
/// (itself included), so that its reading and hashing should overlap on extra threads.
/// Counted against the threads asked for, not the workers started: a job of fewer
/// units than threads starts one worker a unit, and its first unit (a single file's
/// only one) has idle cores too. Two algorithms over one 512 MiB file on two cores:
/// 990 -> 691 ms (7 December).
fn cores_to_spare(left: usize, threads: usize, workers: usize) -> bool {
    left < threads.max(workers)
}

#[cfg(test)]
mod tests {
    use super::cores_to_spare;

    #[test]
    fn a_single_file_on_two_threads_overlaps_and_one_thread_never_does() {
        // One file, two threads asked for, one worker started.
        assert!(cores_to_spare(1, 2, 1));
        // Two files on two threads: the last one only.
        assert!(!cores_to_spare(2, 2, 2));
        assert!(cores_to_spare(1, 2, 2));
        // Three files on eight threads: each of them.
        assert!(cores_to_spare(3, 8, 3));
        // One thread: never (there is no other core to overlap on).
        assert!(!cores_to_spare(1, 1, 1));
    }
}
