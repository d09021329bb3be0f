//! Which of the images a checksum list names does a drive (a USB stick, an SD card)
//! hold, when the image file is gone and the drive does not say how long the image was?
//!
//! One read of the drive from its start. The image's own structure, in the first
//! 64 KiB ([`structure`]), says where it ends when it has one (an ISO, a disk image with
//! a partition table); the digests are then read at its end and at each 512-byte
//! boundary of the few MiB after it (an image file may be padded past its structure).
//! A raw image (firmware) has none: the digests are read at every 512-byte boundary up
//! to the end of the drive ([`crate::engine::boundaries`]). Reading stops at the first
//! length whose digest a line of the list expects: the drive's first bytes are then
//! exactly that image. The drive is only ever read.

pub mod structure;

use std::collections::HashMap;
use std::fs::File;
use std::io;
use std::ops::{ControlFlow, RangeInclusive};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

use crate::engine::Algorithm;
use crate::engine::boundaries::{NoBoundaries, RunningDigest};
use crate::engine::device::{AlignedBuf, ChunkReader, DEVICE_CHUNK};
use crate::sums::Entry;
pub use structure::{ImageEnd, Layout};

/// The granularity of images written to drives: a sector.
pub const BOUNDARY: u64 = 512;

/// How far past the end its structure says an image file may go on (padding to a
/// MiB, a few sectors more); every 512-byte boundary of it is checked.
pub const SLACK: u64 = 4 << 20;

/// What the drive holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding {
    /// The drive's first `len` bytes are exactly the image of `entries[entry]`.
    Holds {
        /// The index of the matching line among the entries given.
        entry: usize,
        /// The image's length.
        len: u64,
        /// The algorithm whose digest matched.
        algorithm: Algorithm,
    },
    /// None of the listed images starts the drive.
    NoneOf {
        /// How many bytes from the start were looked at.
        searched: u64,
        /// Where the structure at the drive's start says its image ends, if it has one.
        end: Option<ImageEnd>,
    },
}

/// Why the question could not be answered.
#[derive(Debug, thiserror::Error)]
pub enum StickError {
    /// The drive could not be read.
    #[error("cannot read the drive: {0}")]
    Read(#[source] io::Error),
    /// Asked to stop.
    #[error("cancelled")]
    Cancelled,
    /// No line of the list uses an algorithm whose digest can be read at boundaries.
    #[error(transparent)]
    NoBoundaries(#[from] NoBoundaries),
    /// The list names no image.
    #[error("the list has no checksum lines")]
    Empty,
}

/// Shared with whoever watches the search: bytes read so far, and a request to stop.
#[derive(Debug, Default)]
pub struct Control {
    /// Bytes read from the drive so far.
    pub read: AtomicU64,
    /// Set to stop the search (it then ends with [`StickError::Cancelled`]).
    pub cancel: AtomicBool,
}

/// The running digests of every algorithm the list uses, and the digests each expects.
struct Searches {
    running: Vec<RunningDigest>,
    /// Per running digest: expected digest bytes → the entry's index.
    wanted: Vec<HashMap<Vec<u8>, usize>>,
    /// Per running digest: the first 8 bytes of each expected digest, sorted; a digest
    /// read at a boundary is looked up in `wanted` only when its prefix is here (a
    /// million boundaries per 512 MiB: the map's hash of 32–64 bytes each time showed).
    prefixes: Vec<Vec<u64>>,
}

/// The first 8 bytes of a digest (zero-padded when shorter), for the quick look-up.
fn prefix(digest: &[u8]) -> u64 {
    let mut first = [0u8; 8];
    let n = digest.len().min(8);
    first[..n].copy_from_slice(&digest[..n]);
    u64::from_be_bytes(first)
}

impl Searches {
    /// One running digest per algorithm the entries may use (every candidate of a
    /// guessed one: all are computed in one read, as `check` does).
    fn new(entries: &[Entry]) -> Result<Self, StickError> {
        let mut by_algorithm: Vec<(Algorithm, HashMap<Vec<u8>, usize>)> = Vec::new();
        for (i, e) in entries.iter().enumerate() {
            for &a in &e.candidates {
                match by_algorithm.iter_mut().find(|(x, _)| *x == a) {
                    Some((_, m)) => {
                        m.entry(e.expected.clone()).or_insert(i);
                    }
                    None => by_algorithm.push((a, HashMap::from([(e.expected.clone(), i)]))),
                }
            }
        }
        let mut searches = Self {
            running: Vec::new(),
            wanted: Vec::new(),
            prefixes: Vec::new(),
        };
        let mut refused = None;
        for (a, wanted) in by_algorithm {
            match RunningDigest::new(a) {
                Ok(r) => {
                    let mut prefixes: Vec<u64> = wanted.keys().map(|d| prefix(d)).collect();
                    prefixes.sort_unstable();
                    searches.running.push(r);
                    searches.prefixes.push(prefixes);
                    searches.wanted.push(wanted);
                }
                Err(e) => refused = Some(e),
            }
        }
        match (searches.running.is_empty(), refused) {
            (false, _) => Ok(searches),
            (true, Some(e)) => Err(e.into()),
            (true, None) => Err(StickError::Empty),
        }
    }

    /// Feeds `data` to every running digest, reading digests at the boundaries inside
    /// `lengths`; the first match, if any (the bytes after it are not fed).
    fn feed(&mut self, data: &[u8], lengths: &RangeInclusive<u64>) -> Option<Finding> {
        let mut found = None;
        let lists = self.wanted.iter().zip(&self.prefixes);
        for (running, (wanted, prefixes)) in self.running.iter_mut().zip(lists) {
            let start = running.fed();
            let flow = running.update_at_boundaries(data, BOUNDARY, lengths, |len, d| {
                let bytes = d.as_bytes();
                if prefixes.binary_search(&prefix(bytes)).is_err() {
                    return ControlFlow::Continue(());
                }
                match wanted.get(bytes) {
                    Some(&entry) => {
                        found = Some((entry, len, d.algorithm()));
                        ControlFlow::Break(())
                    }
                    None => ControlFlow::Continue(()),
                }
            });
            if flow.is_break() {
                // Matched inside `data`: the others need not catch up.
                debug_assert!(running.fed() > start);
                break;
            }
        }
        found.map(|(entry, len, algorithm)| Finding::Holds {
            entry,
            len,
            algorithm,
        })
    }
}

/// Which of `entries` (the lines of a checksum list) the drive open as `file` starts
/// with; `device_len` is its size, `direct` whether it was opened with direct I/O.
/// One read from the start, on a read-ahead thread, stopping at the first match or
/// at the last length where a listed image may end.
pub fn find_image(
    file: &File,
    direct: bool,
    device_len: u64,
    entries: &[Entry],
    control: &Control,
) -> Result<Finding, StickError> {
    let mut searches = Searches::new(entries)?;
    std::thread::scope(|scope| {
        let (chunks, recycle) = read_ahead(scope, file, direct, device_len)?;
        let result = search(&mut searches, &chunks, &recycle, device_len, control);
        // Dropping the receiver stops the reader at its next chunk.
        drop(chunks);
        result
    })
}

/// A buffer as the device was read into it, and how many of its bytes were read.
type Chunk = io::Result<(AlignedBuf, usize)>;

/// Starts the named reader thread: chunks of the drive in order from its start, and a
/// channel to hand the buffers back. Each chunk is read straight into the buffer sent
/// (no copy: copying each chunk out of the reader's buffer cost as much CPU again as
/// reading it, and the hashing thread then read the copy from outside its caches).
fn read_ahead<'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    file: &'scope File,
    direct: bool,
    device_len: u64,
) -> Result<(Receiver<Chunk>, SyncSender<AlignedBuf>), StickError> {
    const DEPTH: usize = 2;
    let (tx, rx) = sync_channel::<Chunk>(DEPTH);
    let (recycle_tx, recycle_rx) = sync_channel::<AlignedBuf>(DEPTH + 2);
    std::thread::Builder::new()
        .name("hashdrop-stick-reader".into())
        .spawn_scoped(scope, move || {
            let mut reader = ChunkReader::new(file, direct, device_len);
            loop {
                let mut buf = recycle_rx
                    .try_recv()
                    .unwrap_or_else(|_| AlignedBuf::new(DEVICE_CHUNK));
                let chunk = reader.next_into(&mut buf).map(|n| (buf, n));
                let end = chunk.as_ref().map_or(true, |(_, n)| *n == 0);
                if tx.send(chunk).is_err() || end {
                    return;
                }
            }
        })
        .map_err(StickError::Read)?;
    Ok((rx, recycle_tx))
}

/// The lengths at which a listed image may end on a drive of `device_len` bytes whose
/// first chunk is `head`, and the structure that says so.
fn plausible_lengths(head: &[u8], device_len: u64) -> (RangeInclusive<u64>, Option<ImageEnd>) {
    let probe = &head[..head.len().min(structure::HEAD_LEN)];
    match structure::image_end(probe).filter(|e| e.len <= device_len) {
        Some(end) => (
            end.len..=end.len.saturating_add(SLACK).min(device_len),
            Some(end),
        ),
        None => (BOUNDARY..=device_len, None),
    }
}

fn search(
    searches: &mut Searches,
    chunks: &Receiver<Chunk>,
    recycle: &SyncSender<AlignedBuf>,
    device_len: u64,
    control: &Control,
) -> Result<Finding, StickError> {
    let mut plan: Option<(RangeInclusive<u64>, Option<ImageEnd>)> = None;
    let mut read = 0u64;
    for chunk in chunks {
        if control.cancel.load(Ordering::Relaxed) {
            return Err(StickError::Cancelled);
        }
        let (buf, n) = chunk.map_err(StickError::Read)?;
        let Some(chunk) = buf.bytes().get(..n).filter(|c| !c.is_empty()) else {
            break;
        };
        // The first chunk (4 MiB) holds every structure looked at.
        let (lengths, _) = plan.get_or_insert_with(|| plausible_lengths(chunk, device_len));
        if let Some(found) = searches.feed(chunk, lengths) {
            return Ok(found);
        }
        read += chunk.len() as u64;
        control.read.store(read, Ordering::Relaxed);
        let done = read >= *lengths.end();
        recycle.try_send(buf).ok();
        if done {
            break;
        }
    }
    Ok(Finding::NoneOf {
        searched: read.min(plan.as_ref().map_or(read, |(l, _)| *l.end())),
        end: plan.and_then(|(_, end)| end),
    })
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
