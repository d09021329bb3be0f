//! Small files side by side, one per lane of a multi-buffer kernel.

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::engine::control::Cancelled;
use crate::engine::error::FileError;
use crate::engine::kernels::lanes::Lanes;
use crate::engine::source::OpenFile;

#[cfg(feature = "fault-injection")]
use super::fault::inject_fault;
use super::limits::LANE_FILE_MAX;
use super::outcome::Digests;
use super::plan::lane_plan;
use super::shared::{Ctx, Slots, Unit, UnitKind, panic_text, report};
use super::units::Units;

/// Bytes read from each lane's file per round.
const LANE_READ: usize = 64 << 10;

/// Whether `unit` is a small whole file of a job with lanes, for a lane.
pub(super) fn in_lane(ctx: &Ctx, slots: &Slots, unit: Unit) -> bool {
    matches!(unit.kind, UnitKind::Whole)
        // A lane reads its file to the end; a limited job reads exactly `limit` bytes.
        && ctx.spec.limit.is_none()
        && lane_plan(&ctx.spec).is_some()
        && slots
            .get(unit.file())
            .is_some_and(|s| s.size() <= LANE_FILE_MAX)
}

/// One file in a lane.
struct LaneFile {
    file: usize,
    src: OpenFile,
    pos: u64,
}

/// Hashes small files side by side, one per lane, starting with `first`: each round
/// reads the next piece of every lane's file and hashes the pieces together; a file that
/// ends is reported at once and its lane takes the next unit from the queue, so small
/// files never wait for big ones. Returns the unit (and its index) that does not fit a
/// lane, drawn from the queue but not hashed yet; `None` when the queue is empty or the
/// job was cancelled.
pub(super) fn files_in_lanes(
    k: usize,
    ctx: &Ctx,
    slots: &Slots,
    units: &Units,
    next: &AtomicUsize,
    first: Unit,
) -> Option<(usize, Unit)> {
    let (algorithm, width) = lane_plan(&ctx.spec)?;
    let mut hashers = Lanes::new(algorithm, ctx.spec.kernel())?;
    let mut lanes: Vec<LaneFile> = Vec::with_capacity(width);
    let mut bufs = vec![vec![0u8; LANE_READ]; width];
    let mut pending = Some(first);
    let mut leftover = None;
    loop {
        while lanes.len() < width && leftover.is_none() {
            let unit = match pending.take() {
                Some(u) => u,
                None => {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    match units.get(i) {
                        Some(u) if in_lane(ctx, slots, u) => u,
                        Some(u) => {
                            leftover = Some((i, u));
                            break;
                        }
                        None => break,
                    }
                }
            };
            if let Some(lane) = open_lane(k, ctx, slots, unit) {
                lanes.push(lane);
                hashers.push();
            }
        }
        if lanes.is_empty() {
            break;
        }
        if lane_round(k, ctx, slots, &mut lanes, &mut hashers, &mut bufs).is_err() {
            return None;
        }
    }
    ctx.progress.worker_idle(k);
    leftover
}

/// Opens a lane's file, or reports why it cannot be.
fn open_lane(k: usize, ctx: &Ctx, slots: &Slots, unit: Unit) -> Option<LaneFile> {
    let slot = slots.get(unit.file())?;
    slot.mark_started(ctx.progress.started_at());
    ctx.progress.worker_start(k, unit.file(), None);
    let opened = std::panic::catch_unwind(|| {
        #[cfg(feature = "fault-injection")]
        inject_fault(slot.path());
        OpenFile::open(slot.path())
    });
    match opened {
        Ok(Ok(src)) => Some(LaneFile {
            file: unit.file(),
            src,
            pos: 0,
        }),
        Ok(Err(e)) => {
            report(ctx, slots, unit.file(), Err(e));
            None
        }
        Err(p) => {
            report(
                ctx,
                slots,
                unit.file(),
                Err(FileError::Internal(panic_text(&p))),
            );
            None
        }
    }
}

/// One round: the next piece of every lane's file, hashed side by side (`hashers` has one
/// lane per file in `lanes`, in the same order); files that ended are checked and
/// reported, and leave their lanes. `Err` when the job is cancelled.
fn lane_round(
    k: usize,
    ctx: &Ctx,
    slots: &Slots,
    lanes: &mut Vec<LaneFile>,
    hashers: &mut Lanes,
    bufs: &mut [Vec<u8>],
) -> Result<(), Cancelled> {
    let mut filled = vec![0usize; lanes.len()];
    let mut failed: Vec<Option<FileError>> = (0..lanes.len()).map(|_| None).collect();
    for (i, lane) in lanes.iter_mut().enumerate() {
        let mut reader = lane.src.reader(lane.pos, Some(LANE_READ as u64));
        match crate::engine::source::read_full(&mut reader, &mut bufs[i]) {
            Ok(n) => filled[i] = n,
            Err(e) => failed[i] = Some(e),
        }
        lane.pos += filled[i] as u64;
    }
    let pieces: Vec<&[u8]> = bufs.iter().zip(&filled).map(|(b, &n)| &b[..n]).collect();
    hashers.update(&pieces);
    ctx.progress.charge_cpu(filled.iter().sum::<usize>() as u64);
    for (lane, &n) in lanes.iter().zip(&filled) {
        ctx.progress.add_bytes(k, lane.file, None, n as u64);
    }
    // Back to front, so that `swap_remove` leaves the lanes still to visit in place.
    for i in (0..lanes.len()).rev() {
        if failed[i].is_none() && filled[i] == LANE_READ {
            continue;
        }
        // Both swap the last lane into place `i`, so files and hashers stay paired.
        let lane = lanes.swap_remove(i);
        let digest = hashers.finish(i);
        let outcome = match (failed[i].take(), slots.get(lane.file)) {
            (Some(e), _) => Err(e),
            (None, Some(slot)) => lane
                .src
                .verify_unchanged(slot.path())
                .map(|()| Digests::Standard(vec![digest])),
            // A lane's file is a planned one; nothing to verify it against otherwise.
            (None, None) => continue,
        };
        report(ctx, slots, lane.file, outcome);
    }
    ctx.control.checkpoint()
}
