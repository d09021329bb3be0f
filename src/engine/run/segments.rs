//! A file hashed in several units: each segment checks it is the same file, segments
//! hashed side by side in lanes, and the last unit assembles the file's result.

use std::sync::atomic::Ordering;

use crate::engine::control::Cancelled;
use crate::engine::error::{Change, FileError};
use crate::engine::kernels::lanes::Lanes;
use crate::engine::range_hash::hash_lanes;
use crate::engine::segment::{self, SegmentedDigest};
use crate::engine::source::{OpenFile, RangeError};
use crate::engine::{Algorithm, Digest};

use super::outcome::Digests;
use super::shared::{Ctx, JobFile, Part, Slots, SplitState, lock, report};

/// The split state of a segmented file, after checking that `src` is the same version of
/// the file as the other segments saw and has the planned size (at least that size when
/// the job is `limited` to the first bytes).
pub(super) fn same_file_as_other_segments<'a>(
    slot: JobFile<'a>,
    src: &OpenFile,
    limited: bool,
) -> Result<&'a SplitState, RangeError> {
    let Some(split) = slot.split_state() else {
        return Err(FileError::Internal("segment without split state".into()).into());
    };
    {
        let mut id = lock(&split.identity);
        match &*id {
            None => *id = Some(src.identity.clone()),
            Some(first) => {
                if let Some(d) = first.difference(&src.identity) {
                    return Err(FileError::Changed(d).into());
                }
            }
        }
    }
    let len = src.len();
    if len != slot.size() && !(limited && len > slot.size()) {
        return Err(FileError::Changed(Change::Size {
            from: slot.size(),
            to: len,
        })
        .into());
    }
    Ok(split)
}

/// Hashes `segments` side by side, one per lane of the job's one
/// algorithm, and stores their digests.
pub(super) fn run_lanes(
    k: usize,
    file: usize,
    segments: std::ops::Range<usize>,
    ctx: &Ctx,
    slot: JobFile<'_>,
    src: &OpenFile,
) -> Result<(), RangeError> {
    let Some(split) = slot.split_state() else {
        return Err(FileError::Internal("segment without split state".into()).into());
    };
    let (first, count) = (segments.start, segments.len());
    let (offset, _) = slot.segment_range(first);
    let lens: Vec<u64> = segments.map(|i| slot.segment_range(i).1).collect();
    let tick = |done: &[u64]| -> Result<(), Cancelled> {
        ctx.progress.charge_cpu(done.iter().sum());
        for (i, &n) in done.iter().enumerate() {
            if n > 0 {
                ctx.progress.add_bytes(k, file, Some(first + i), n);
            }
        }
        ctx.control.checkpoint()
    };
    let lanes = ctx
        .spec
        .algorithms
        .first()
        .and_then(|&a| Lanes::new(a, ctx.spec.kernel()));
    let Some(mut lanes) = lanes else {
        return Err(FileError::Internal("segments in lanes without a lane kernel".into()).into());
    };
    for _ in 0..count {
        lanes.push();
    }
    hash_lanes(src, offset, &lens, &mut lanes, &ctx.spec.read, &tick)?;
    src.verify_unchanged(slot.path())?;
    let mut parts = lock(&split.parts);
    for (i, digest) in lanes.finish_all().into_iter().enumerate() {
        if let Some(p) = parts.get_mut(first + i) {
            *p = Some(Part::Digests(vec![digest]));
        }
    }
    Ok(())
}

/// Borrowed BLAKE3 leaf hasher behind the [`crate::engine::Hasher`] trait (never finalized
/// through the trait: the chaining value is taken from the hasher itself).
pub(super) struct TreeLeaf<'a>(pub(super) &'a mut blake3::Hasher);

impl crate::engine::Hasher for TreeLeaf<'_> {
    fn update(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finalize(self: Box<Self>) -> Digest {
        Digest::new(Algorithm::Blake3, self.0.finalize().as_bytes())
    }
    fn algorithm(&self) -> Algorithm {
        Algorithm::Blake3
    }
}

/// Called after each unit of `count` segments; the last one assembles the file's result.
pub(super) fn finish_segments(ctx: &Ctx, slots: &Slots, file: usize, count: usize) {
    let Some(slot) = slots.get(file) else { return };
    let Some(split) = slot.split_state() else {
        return;
    };
    if split.remaining.fetch_sub(count, Ordering::AcqRel) != count {
        return;
    }
    if let Some(e) = lock(&split.error).take() {
        report(ctx, slots, file, Err(e));
        return;
    }
    let parts: Vec<Option<Part>> = std::mem::take(&mut *lock(&split.parts));
    let outcome = if split.tree {
        let cvs: Option<Vec<_>> = parts
            .into_iter()
            .map(|p| match p {
                Some(Part::Blake3Cv(cv)) => Some(cv),
                _ => None,
            })
            .collect();
        cvs.and_then(|cvs| segment::blake3_merge(&cvs, split.segment_size, slot.size()))
            .map(|d| Digests::Standard(vec![d]))
            .ok_or_else(|| FileError::Internal("a BLAKE3 segment is missing".into()))
    } else {
        let segs: Option<Vec<_>> = parts
            .into_iter()
            .map(|p| match p {
                Some(Part::Digests(d)) => Some(d),
                _ => None,
            })
            .collect();
        segs.map(|s| {
            Digests::Segmented(SegmentedDigest::from_segments(
                &ctx.spec.algorithms,
                split.segment_size,
                s,
            ))
        })
        .ok_or_else(|| FileError::Internal("a segment is missing".into()))
    };
    report(ctx, slots, file, outcome);
}
