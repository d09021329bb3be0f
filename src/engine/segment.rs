//! Segment arithmetic: the segmented digest (`H(segment digests)-N`, the S3 ETag for
//! MD5) and BLAKE3's tree, whose power-of-two segments merge into the plain digest.

use blake3::hazmat::{
    ChainingValue, HasherExt as _, Mode, left_subtree_len, merge_subtrees_non_root,
    merge_subtrees_root,
};

use super::{Algorithm, Digest};

/// Number of segments of a file: at least one (an empty file is one empty segment),
/// and an exact multiple has no empty trailing segment.
pub fn segment_count(size: u64, segment_size: u64) -> usize {
    let seg = segment_size.max(1);
    usize::try_from(size.div_ceil(seg).max(1)).unwrap_or(usize::MAX)
}

/// Offset and length of segment `i`.
pub fn segment_range(size: u64, segment_size: u64, i: usize) -> (u64, u64) {
    let seg = segment_size.max(1);
    let offset = seg.saturating_mul(i as u64);
    (offset, seg.min(size.saturating_sub(offset)))
}

/// The result of the segmented mode for one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SegmentedDigest {
    /// Segment size used.
    pub segment_size: u64,
    /// Per algorithm (in the job's order): `H(concat of raw segment digests)`.
    pub combined: Vec<Digest>,
    /// Per segment, per algorithm.
    pub segments: Vec<Vec<Digest>>,
}

impl SegmentedDigest {
    /// Builds the combined digests from the per-segment digests.
    pub fn from_segments(
        algorithms: &[Algorithm],
        segment_size: u64,
        segments: Vec<Vec<Digest>>,
    ) -> Self {
        let combined = algorithms
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let mut h = a.hasher();
                for seg in &segments {
                    if let Some(d) = seg.get(i) {
                        h.update(d.as_bytes());
                    }
                }
                h.finalize()
            })
            .collect();
        Self {
            segment_size,
            combined,
            segments,
        }
    }

    /// Number of segments.
    pub fn count(&self) -> usize {
        self.segments.len()
    }

    /// `hex-N` for algorithm index `i`, the form `hashdrop sum` prints (for MD5, the S3 ETag).
    pub fn etag(&self, i: usize) -> Option<String> {
        self.combined
            .get(i)
            .map(|d| format!("{}-{}", d.to_hex(), self.count()))
    }
}

/// BLAKE3 segment size for splitting a file of `size` bytes across `threads`: a power
/// of two (so segments are whole subtrees), several per thread so workers stay busy,
/// between 1 MiB and 64 MiB.
pub fn blake3_segment_size(size: u64, threads: usize) -> u64 {
    let target = size / (threads.max(1) as u64 * 4).max(1);
    target.next_power_of_two().clamp(1 << 20, 64 << 20)
}

/// Hasher for one BLAKE3 segment that starts `offset` bytes into the file.
pub fn blake3_segment_hasher(offset: u64) -> blake3::Hasher {
    let mut h = blake3::Hasher::new();
    h.set_input_offset(offset);
    h
}

/// The chaining value of a finished non-root segment.
pub fn blake3_segment_cv(h: &blake3::Hasher) -> ChainingValue {
    h.finalize_non_root()
}

/// Merges the chaining values of power-of-two segments of a file of `size` bytes
/// (more than one segment) into the root hash, exactly `b3sum`'s digest.
pub fn blake3_merge(cvs: &[ChainingValue], segment_size: u64, size: u64) -> Option<Digest> {
    if cvs.len() < 2 || !segment_size.is_power_of_two() || segment_size < blake3::CHUNK_LEN as u64 {
        return None;
    }
    let left = left_subtree_len(size);
    let l = merge_range(cvs, segment_size, 0, left)?;
    let r = merge_range(cvs, segment_size, left, size - left)?;
    let root = merge_subtrees_root(&l, &r, Mode::Hash);
    Some(Digest::new(Algorithm::Blake3, root.as_bytes()))
}

fn merge_range(cvs: &[ChainingValue], seg: u64, offset: u64, len: u64) -> Option<ChainingValue> {
    if len <= seg {
        return cvs.get(usize::try_from(offset / seg).ok()?).copied();
    }
    let left = left_subtree_len(len);
    let l = merge_range(cvs, seg, offset, left)?;
    let r = merge_range(cvs, seg, offset + left, len - left)?;
    Some(merge_subtrees_non_root(&l, &r, Mode::Hash))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(n: usize) -> Vec<u8> {
        (0..n).map(|i| (i % 251) as u8).collect()
    }

    #[test]
    fn counts_and_ranges() {
        assert_eq!(segment_count(0, 8), 1);
        assert_eq!(segment_count(8, 8), 1);
        assert_eq!(segment_count(9, 8), 2);
        assert_eq!(segment_count(16, 8), 2);
        assert_eq!(segment_range(20, 8, 2), (16, 4));
        assert_eq!(segment_range(0, 8, 0), (0, 0));
    }

    #[test]
    fn blake3_segments_merge_to_the_plain_digest() {
        let seg = 1u64 << 12;
        for n in [
            4097usize,
            8192,
            8193,
            3 * 4096 + 1,
            5 * 4096,
            17 * 4096 - 3,
            33 * 4096,
        ] {
            let d = data(n);
            let cvs: Vec<_> = d
                .chunks(seg as usize)
                .enumerate()
                .map(|(i, c)| {
                    let mut h = blake3_segment_hasher(i as u64 * seg);
                    h.update(c);
                    blake3_segment_cv(&h)
                })
                .collect();
            let merged = blake3_merge(&cvs, seg, n as u64).expect("merge");
            assert_eq!(merged.as_bytes(), blake3::hash(&d).as_bytes(), "len {n}");
        }
    }

    #[test]
    fn s3_etag_of_one_part_is_md5_of_md5() {
        let d = data(100);
        let seg = SegmentedDigest::from_segments(
            &[Algorithm::Md5],
            1 << 20,
            vec![vec![Algorithm::Md5.digest(&d)]],
        );
        let inner = Algorithm::Md5.digest(&d);
        let outer = Algorithm::Md5.digest(inner.as_bytes());
        assert_eq!(seg.etag(0), Some(format!("{}-1", outer.to_hex())));
    }
}
