//! One read of a file, many part sizes: the digest of each part of the file for every
//! candidate part size, and whole-file digests, all from the same bytes.
//!
//! A multipart checksum (the S3 ETag, an S3 composite checksum) does not say the part
//! size it was made with. Checking one means trying every plausible part size; each is an
//! independent stream of part digests, so the streams of one algorithm are hashed side by
//! side in the multi-buffer lanes where the algorithm has them (MD5, SHA-1, SHA-256,
//! SHA-384, SHA-512).

use std::io::Read;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use super::error::FileError;
use super::kernels::Kernel;
use super::kernels::lanes::Lanes;
use super::options::WalkOptions;
use super::source::OpenFile;
use super::{Algorithm, Digest, Hasher};

/// One way to cut a file into parts: fixed-size parts (the last one shorter), each hashed
/// with `algorithm`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PartPlan {
    /// The algorithm each part is hashed with.
    pub algorithm: Algorithm,
    /// The size of every part but the last, in bytes (at least 1).
    pub part_size: u64,
}

/// The part digests of one [`PartPlan`], in file order. An empty file has one empty
/// part, as an upload of nothing has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartDigests {
    /// How the file was cut.
    pub plan: PartPlan,
    /// The digest of each part.
    pub parts: Vec<Digest>,
}

/// What one read of a file gave: whole-file digests, and the parts of every plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartsResult {
    /// The whole file's digest for each algorithm asked for, in the order asked.
    pub whole: Vec<Digest>,
    /// The part digests of each plan, in the order asked.
    pub plans: Vec<PartDigests>,
    /// How many bytes were read.
    pub size: u64,
}

/// The streams of one algorithm: side by side in lanes, or one hasher each.
enum Streams {
    Lanes {
        lanes: Lanes,
        /// Which plan (index into the group's plans) each lane hashes.
        plan_of_lane: Vec<usize>,
        /// Which lane each plan is in.
        lane_of_plan: Vec<usize>,
    },
    Plain(Vec<Box<dyn Hasher>>),
}

/// The plans of one algorithm and their state.
struct Group {
    algorithm: Algorithm,
    /// Indices into the caller's plans.
    members: Vec<usize>,
    part_size: Vec<u64>,
    /// Bytes already in the current part of each plan.
    filled: Vec<u64>,
    streams: Streams,
}

impl Group {
    fn new(algorithm: Algorithm, members: Vec<usize>, sizes: Vec<u64>, kernel: Kernel) -> Self {
        let n = members.len();
        let streams = match Lanes::new(algorithm, kernel) {
            Some(mut lanes) if Lanes::width(algorithm, kernel) > 1 && n > 1 => {
                for _ in 0..n {
                    lanes.push();
                }
                Streams::Lanes {
                    lanes,
                    plan_of_lane: (0..n).collect(),
                    lane_of_plan: (0..n).collect(),
                }
            }
            _ => Streams::Plain((0..n).map(|_| algorithm.hasher()).collect()),
        };
        Self {
            algorithm,
            members,
            part_size: sizes,
            filled: vec![0; n],
            streams,
        }
    }

    /// Feeds `chunk` to every plan, closing parts at their boundaries.
    fn feed(&mut self, chunk: &[u8], out: &mut [Vec<Digest>]) {
        let n = self.members.len();
        let mut consumed = vec![0usize; n];
        loop {
            // Each plan's next piece: up to its part boundary, within the chunk.
            let pieces: Vec<usize> = (0..n)
                .map(|p| {
                    let left_in_part = self.part_size[p] - self.filled[p];
                    let left = chunk.len() - consumed[p];
                    usize::try_from(left_in_part).map_or(left, |l| l.min(left))
                })
                .collect();
            if pieces.iter().all(|&len| len == 0) {
                break;
            }
            match &mut self.streams {
                Streams::Lanes {
                    lanes,
                    plan_of_lane,
                    ..
                } => {
                    let slices: Vec<&[u8]> = plan_of_lane
                        .iter()
                        .map(|&p| &chunk[consumed[p]..consumed[p] + pieces[p]])
                        .collect();
                    lanes.update(&slices);
                }
                Streams::Plain(hashers) => {
                    for (p, h) in hashers.iter_mut().enumerate() {
                        h.update(&chunk[consumed[p]..consumed[p] + pieces[p]]);
                    }
                }
            }
            for p in 0..n {
                consumed[p] += pieces[p];
                self.filled[p] += pieces[p] as u64;
                if self.filled[p] == self.part_size[p] {
                    let digest = self.restart(p);
                    out[self.members[p]].push(digest);
                    self.filled[p] = 0;
                }
            }
        }
    }

    /// Closes plan `p`'s current part and opens the next; the closed part's digest.
    fn restart(&mut self, p: usize) -> Digest {
        match &mut self.streams {
            Streams::Lanes {
                lanes,
                plan_of_lane,
                lane_of_plan,
            } => {
                let lane = lane_of_plan[p];
                let digest = lanes.finish(lane);
                // The last lane took this one's place; the records follow.
                plan_of_lane.swap_remove(lane);
                if let Some(&moved) = plan_of_lane.get(lane) {
                    lane_of_plan[moved] = lane;
                }
                lanes.push();
                lane_of_plan[p] = plan_of_lane.len();
                plan_of_lane.push(p);
                digest
            }
            Streams::Plain(hashers) => {
                let fresh = self.algorithm.hasher();
                std::mem::replace(&mut hashers[p], fresh).finalize()
            }
        }
    }

    /// The last, partial part of each plan (or the only, empty part of an empty file).
    fn finish(mut self, out: &mut [Vec<Digest>]) {
        for p in 0..self.members.len() {
            let member = self.members[p];
            if self.filled[p] > 0 || out[member].is_empty() {
                let digest = self.restart(p);
                out[member].push(digest);
            }
        }
    }
}

/// Reads `reader` once and returns the whole digest for each of `whole`, and the part
/// digests of each of `plans`. Plans of one algorithm are hashed side by side in the
/// multi-buffer lanes of the active kernel when the algorithm has lanes.
pub fn hash_parts(
    reader: &mut dyn Read,
    whole: &[Algorithm],
    plans: &[PartPlan],
    buffer: usize,
) -> Result<PartsResult, FileError> {
    let kernel = Kernel::active();
    let mut by_algorithm: Vec<(Algorithm, Vec<usize>)> = Vec::new();
    for (i, plan) in plans.iter().enumerate() {
        match by_algorithm.iter_mut().find(|(a, _)| *a == plan.algorithm) {
            Some((_, members)) => members.push(i),
            None => by_algorithm.push((plan.algorithm, vec![i])),
        }
    }
    let mut groups: Vec<Group> = by_algorithm
        .into_iter()
        .map(|(algorithm, members)| {
            let sizes = members.iter().map(|&i| plans[i].part_size.max(1)).collect();
            Group::new(algorithm, members, sizes, kernel)
        })
        .collect();
    let mut hashers: Vec<Box<dyn Hasher>> = whole.iter().map(|a| a.hasher()).collect();
    let mut parts: Vec<Vec<Digest>> = vec![Vec::new(); plans.len()];
    let mut buf = vec![0u8; buffer.max(4096)];
    let mut size = 0u64;
    loop {
        let n = match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(FileError::Read(e)),
        };
        let chunk = &buf[..n];
        size += n as u64;
        for h in &mut hashers {
            h.update(chunk);
        }
        for g in &mut groups {
            g.feed(chunk, &mut parts);
        }
    }
    for g in groups {
        g.finish(&mut parts);
    }
    Ok(PartsResult {
        whole: hashers.into_iter().map(|h| h.finalize()).collect(),
        plans: plans
            .iter()
            .zip(parts)
            .map(|(&plan, parts)| PartDigests { plan, parts })
            .collect(),
        size,
    })
}

/// A reader that fails once `stop` is set, so that a long read ends soon after the
/// person no longer wants it.
struct Stoppable<'a, R> {
    inner: R,
    stop: &'a AtomicBool,
}

impl<R: Read> Read for Stoppable<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.stop.load(Ordering::Relaxed) {
            return Err(std::io::Error::other("stopped"));
        }
        self.inner.read(buf)
    }
}

/// [`hash_parts`] of the file at `path`, with the whole-file algorithms and the plans
/// that `work_for` gives for its size (`limit` when only the first `limit` bytes
/// count); ends early with an error once `stop` is set.
///
/// The file is taken as `sum` and `check` take it ([`super::walk::expand`],
/// [`OpenFile`]): a FIFO or a socket is refused (it could block forever), a folder is
/// an error, a block device's size is asked of the device, and anything else is read to
/// its end, however long it turns out to be, never only as far as the size it had when
/// it was opened (a character device says 0). A file that changed while it was read
/// (grown, shrunk, rewritten, replaced) is an error: its digest belongs to no version
/// of it. With `limit`, a file or drive shorter than that is an error.
pub fn hash_file_parts(
    path: &Path,
    limit: Option<u64>,
    work_for: impl FnOnce(u64) -> (Vec<Algorithm>, Vec<PartPlan>),
    stop: &AtomicBool,
) -> Result<PartsResult, FileError> {
    let listed = super::walk::expand(&[path.to_path_buf()], WalkOptions::default(), &|_| {});
    if let Some(Err(e)) = listed.into_iter().next().map(|entry| entry.status) {
        return Err(e);
    }
    let src = OpenFile::open(path)?;
    let (whole, plans) = work_for(limit.unwrap_or(src.len()));
    let mut reader = Stoppable {
        inner: src.reader(0, limit),
        stop,
    };
    let result = hash_parts(&mut reader, &whole, &plans, 1 << 20)?;
    if let Some(wanted) = limit
        && result.size < wanted
    {
        return Err(FileError::TooShort {
            len: result.size,
            wanted,
        });
    }
    src.verify_unchanged(path)?;
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by_hand(data: &[u8], plan: PartPlan) -> Vec<Digest> {
        if data.is_empty() {
            return vec![plan.algorithm.digest(b"")];
        }
        let size = usize::try_from(plan.part_size).expect("small");
        data.chunks(size)
            .map(|c| plan.algorithm.digest(c))
            .collect()
    }

    #[test]
    fn every_plan_matches_parts_hashed_one_by_one() {
        let data: Vec<u8> = (0..300_001u32).map(|i| (i * 7 + i / 13) as u8).collect();
        let mut plans = Vec::new();
        for algorithm in [Algorithm::Md5, Algorithm::Sha256, Algorithm::Crc32c] {
            for part_size in [1000u64, 4096, 65_536, 100_000, 100_001, 300_001, 1 << 20] {
                plans.push(PartPlan {
                    algorithm,
                    part_size,
                });
            }
        }
        for len in [0usize, 1, 4095, 4096, 200_000, 300_001] {
            for buffer in [4096usize, 10_007, 1 << 20] {
                let r = hash_parts(
                    &mut &data[..len],
                    &[Algorithm::Md5, Algorithm::Sha3_256],
                    &plans,
                    buffer,
                )
                .expect("read");
                assert_eq!(r.size, len as u64);
                assert_eq!(r.whole[0], Algorithm::Md5.digest(&data[..len]));
                assert_eq!(r.whole[1], Algorithm::Sha3_256.digest(&data[..len]));
                for (got, plan) in r.plans.iter().zip(&plans) {
                    assert_eq!(got.plan, *plan);
                    assert_eq!(got.parts, by_hand(&data[..len], *plan), "{plan:?} {len}");
                }
            }
        }
    }
}
