//! Hashing a range of an open file: mapped where that is faster, read otherwise, the
//! reads optionally pipelined; and consecutive ranges side by side in lanes.

use super::Hasher;
use super::control::Cancelled;
use super::error::{Change, FileError};
use super::kernels::lanes::Lanes;
use super::mapped::{Access, hash_mapped, map_window, read_ahead, with_mapping};
use super::options::ReadOptions;
use super::source::{
    OpenFile, Range, RangeError, Tick, feed_pipelined, feed_sequential, read_full,
};

/// Bytes of each lane hashed between two progress reports when hashing side by side:
/// sixteen lanes make 4 MiB per report, and each lane's piece stays a sequential stream
/// the hardware prefetcher follows.
const LANE_CHUNK: usize = 256 << 10;

/// Feeds the bytes of `range` to every hasher, reading each byte once. With
/// `pipelined`, reading and hashing overlap on extra threads (one per algorithm); use
/// it when cores would otherwise sit idle. Returns the number of bytes hashed.
pub fn hash_range(
    src: &OpenFile,
    range: Range,
    hashers: &mut [Box<dyn Hasher + '_>],
    read: &ReadOptions,
    pipelined: bool,
    tick: Tick<'_>,
) -> Result<u64, RangeError> {
    if src.use_mmap(read.strategy)
        && let Some(n) = hash_mapped(src, range, hashers, pipelined, read.buffer_size, tick)?
    {
        return Ok(n);
    }
    let (offset, len) = match range {
        Range::Whole => (0, None),
        Range::Part { offset, len } => (offset, Some(len)),
    };
    let buffer = read.buffer_size.max(512);
    let mut reader = src.reader(offset, len);
    let n = if pipelined {
        feed_pipelined(&mut reader, hashers, buffer, tick)?
    } else {
        feed_sequential(&mut reader, hashers, buffer, tick)?
    };
    if let Some(len) = len
        && n != len
    {
        return Err(FileError::Changed(Change::EndedEarly {
            at: n,
            expected: offset + len,
        })
        .into());
    }
    Ok(n)
}

/// Called after each round of a side-by-side hash with the bytes just hashed in each
/// lane; returns `Err` to stop (cancel), and may block (pause).
pub type LaneTick<'a> = &'a (dyn Fn(&[u64]) -> Result<(), Cancelled> + Sync);

/// Hashes consecutive ranges of one file side by side, one per lane of `lanes` (which has
/// `lens.len()` lanes open): lane `i` gets the `lens[i]` bytes that follow lane `i - 1`'s,
/// the first starting at `offset` (the segments of a segmented digest). Each lane advances
/// by the same step per round, so all of them are hashing until the shortest ends.
pub fn hash_lanes(
    src: &OpenFile,
    offset: u64,
    lens: &[u64],
    lanes: &mut Lanes,
    read: &ReadOptions,
    tick: LaneTick<'_>,
) -> Result<(), RangeError> {
    let total = lens.iter().sum::<u64>();
    // Lanes walk far-apart places of the file at once, so they are mapped whole or not
    // at all: past one window they are read, which keeps the memory mapped bounded.
    let mapped = src.use_mmap(read.strategy) && total <= map_window();
    if mapped {
        read_ahead(src, offset, total);
    }
    if mapped
        && let Some(()) = with_mapping(src, offset, total, Access::Sequential, |data| {
            let mut slices = Vec::with_capacity(lens.len());
            let mut rest = data;
            for &len in lens {
                let (slice, tail) =
                    rest.split_at(usize::try_from(len).unwrap_or(usize::MAX).min(rest.len()));
                slices.push(slice);
                rest = tail;
            }
            lanes_in_rounds(&mut slices, lanes, tick)
        })?
    {
        return Ok(());
    }
    read_lanes(src, offset, lens, lanes, read, tick)
}

/// Hashes the slices side by side, [`LANE_CHUNK`] bytes of each per round.
fn lanes_in_rounds(
    slices: &mut [&[u8]],
    lanes: &mut Lanes,
    tick: LaneTick<'_>,
) -> Result<(), RangeError> {
    while slices.iter().any(|l| !l.is_empty()) {
        let pieces: Vec<&[u8]> = slices
            .iter_mut()
            .map(|l| {
                let (piece, tail) = l.split_at(LANE_CHUNK.min(l.len()));
                *l = tail;
                piece
            })
            .collect();
        lanes.update(&pieces);
        let done: Vec<u64> = pieces.iter().map(|p| p.len() as u64).collect();
        tick(&done)?;
    }
    Ok(())
}

/// [`hash_lanes`] with positional reads into one buffer per lane.
fn read_lanes(
    src: &OpenFile,
    offset: u64,
    lens: &[u64],
    lanes: &mut Lanes,
    read: &ReadOptions,
    tick: LaneTick<'_>,
) -> Result<(), RangeError> {
    let step = read.buffer_size.max(512);
    let mut bufs = vec![vec![0u8; step]; lens.len()];
    let mut starts = Vec::with_capacity(lens.len());
    let mut at = offset;
    for &len in lens {
        starts.push(at);
        at += len;
    }
    let mut done = vec![0u64; lens.len()];
    loop {
        let mut filled = vec![0usize; lens.len()];
        for (i, buf) in bufs.iter_mut().enumerate() {
            let want = usize::try_from(lens[i] - done[i])
                .unwrap_or(usize::MAX)
                .min(step);
            let mut reader = src.reader(starts[i] + done[i], Some(want as u64));
            filled[i] = read_full(&mut reader, &mut buf[..want])?;
            if filled[i] < want {
                return Err(FileError::Changed(Change::EndedEarly {
                    at: starts[i] + done[i] + filled[i] as u64,
                    expected: starts[i] + lens[i],
                })
                .into());
            }
        }
        if filled.iter().all(|&n| n == 0) {
            return Ok(());
        }
        let pieces: Vec<&[u8]> = bufs.iter().zip(&filled).map(|(b, &n)| &b[..n]).collect();
        lanes.update(&pieces);
        let counts: Vec<u64> = filled.iter().map(|&n| n as u64).collect();
        for (d, n) in done.iter_mut().zip(&counts) {
            *d += n;
        }
        tick(&counts)?;
    }
}
