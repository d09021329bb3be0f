//! What a person copied as "the expected checksum" of one file, in any of the forms a
//! download page, a backup tool or a cloud console shows, and the verdict once the file
//! is hashed (`hashdrop verify FILE EXPECTED`).
//!
//! The forms:
//! - any supported digest, in hex or base64 (`cksum --base64`, the cloud consoles);
//! - an Amazon S3 multipart ETag, `hex-N`: the MD5 of the concatenated MD5s of N parts;
//! - an Amazon S3 composite checksum, `base64-N`: the SHA-256, SHA-1, CRC32 or CRC32C of
//!   the concatenated checksums of N parts;
//! - full-object checksums in base64 of the big-endian value: S3's CRC64NVME, CRC32 and
//!   CRC32C, Google Cloud Storage's crc32c and md5Hash, Azure's Content-MD5 (these are
//!   digests in base64, the first form).
//!
//! A multipart form does not say its part size, so every plausible one is tried
//! ([`part_sizes_for`]); every reading of an ambiguous value is tried too, all from one
//! read of the file ([`crate::engine::parts::hash_parts`]).

use crate::engine::digest::{from_base64, from_hex};
use crate::engine::parts::{PartPlan, PartsResult};
use crate::engine::{Algorithm, Digest};

/// One mebibyte.
pub const MIB: u64 = 1 << 20;

/// The part sizes that common uploaders use (the AWS CLI and SDKs: 8 MiB; rclone: 5 MiB;
/// s3cmd: 15 MiB; others 16, 64, 100, 128, 256, 512 MiB and 1 GiB).
pub const COMMON_PART_SIZES: [u64; 10] = [
    5 * MIB,
    8 * MIB,
    15 * MIB,
    16 * MIB,
    64 * MIB,
    100 * MIB,
    128 * MIB,
    256 * MIB,
    512 * MIB,
    1024 * MIB,
];

/// S3's largest part, 5 GiB: no whole number of MiB above it is tried.
pub const MAX_PART_SIZE: u64 = 5 * 1024 * MIB;

/// At most this many whole-MiB part sizes are tried for one multipart value, besides the
/// common ones (their streams cost CPU, not reads).
pub const MAX_PART_SIZES: usize = 256;

/// S3's largest number of parts.
pub const MAX_PARTS: u64 = 10_000;

/// How a value was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// Hexadecimal, either case.
    Hex,
    /// Standard base64 with padding.
    Base64,
}

/// One reading of the expected value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CloudForm {
    /// The whole file's digest under one of `candidates`.
    Digest {
        /// The digest's bytes.
        bytes: Vec<u8>,
        /// How it was written.
        encoding: Encoding,
        /// The algorithms it is taken for, cryptographic first (every algorithm with a
        /// digest this long, or the one a prefix named); see [`digest_readings`].
        candidates: Vec<Algorithm>,
        /// Algorithms of this length that are computed but never taken as a match: a
        /// CRC, for a value that could also be an xxHash (16 hex digits: XXH64 or XXH3
        /// as `xxhsum` writes them). Anyone can force a CRC to any value by changing 8
        /// bytes of a file, so such a match would be a forgery's; it is only reported
        /// ([`CloudExpected::forgeable_match`]).
        not_taken: Vec<Algorithm>,
    },
    /// An S3 multipart ETag: the MD5 of the concatenated MD5s of `parts` parts.
    S3Etag {
        /// The combined MD5.
        bytes: Vec<u8>,
        /// How many parts.
        parts: u64,
    },
    /// An S3 composite checksum: the checksum of the concatenated checksums of `parts`
    /// parts, under one of `candidates` (SHA-256, SHA-1, or CRC32 and CRC32C).
    S3Composite {
        /// The combined checksum.
        bytes: Vec<u8>,
        /// How many parts.
        parts: u64,
        /// The algorithms with a checksum this long that S3 composes.
        candidates: Vec<Algorithm>,
    },
}

/// Every reading of one expected value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CloudExpected {
    /// The readings, most likely first.
    pub forms: Vec<CloudForm>,
}

/// Why a value is not a checksum.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotRecognised {
    /// Nothing was given.
    #[error("nothing was given")]
    Empty,
    /// A multipart value with a part count S3 cannot have.
    #[error("a multipart checksum has 1 to 10000 parts, this one says {0}")]
    PartCount(u64),
    /// The value decodes to a length no algorithm has.
    #[error("a digest of {0} bytes matches no supported algorithm")]
    Length(usize),
    /// Neither hex nor base64.
    #[error("neither hexadecimal nor base64, nor an S3 multipart value (hex-N, base64-N)")]
    Unknown,
}

/// The algorithms S3 computes composite checksums with, for a combined value of `len`
/// bytes.
fn composite_candidates(len: usize) -> Vec<Algorithm> {
    [
        Algorithm::Sha256,
        Algorithm::Sha1,
        Algorithm::Crc32,
        Algorithm::Crc32c,
    ]
    .into_iter()
    .filter(|a| a.digest_len() == len)
    .collect()
}

/// Reads what a person copied: surrounding blanks and quotes (S3 shows ETags in quotes)
/// are dropped; an `algorithm:` or `algorithm=` prefix names the algorithm.
pub fn recognise(text: &str) -> Result<CloudExpected, NotRecognised> {
    let text = text
        .trim_start_matches('\u{feff}')
        .trim()
        .trim_matches('"')
        .trim();
    if text.is_empty() {
        return Err(NotRecognised::Empty);
    }
    if let Some((prefix, rest)) = text.split_once([':', '='])
        && let Ok(algorithm) = prefix.parse::<Algorithm>()
    {
        return named_digest(rest.trim(), algorithm);
    }
    if let Some((head, count)) = text.rsplit_once('-')
        && !count.is_empty()
        && count.bytes().all(|b| b.is_ascii_digit())
    {
        let parts: u64 = count.parse().unwrap_or(u64::MAX);
        if head.len() == 32
            && let Some(bytes) = from_hex(head)
        {
            if !(1..=MAX_PARTS).contains(&parts) {
                return Err(NotRecognised::PartCount(parts));
            }
            return Ok(CloudExpected {
                forms: vec![CloudForm::S3Etag { bytes, parts }],
            });
        }
        if let Some(bytes) = from_base64(head) {
            let candidates = composite_candidates(bytes.len());
            if candidates.is_empty() {
                return Err(NotRecognised::Length(bytes.len()));
            }
            if !(1..=MAX_PARTS).contains(&parts) {
                return Err(NotRecognised::PartCount(parts));
            }
            return Ok(CloudExpected {
                forms: vec![CloudForm::S3Composite {
                    bytes,
                    parts,
                    candidates,
                }],
            });
        }
    }
    let mut forms = Vec::new();
    let mut length = None;
    // Hex first: a base64 digest that is all hex digits is vanishingly rare, and a hex
    // digest of 64 digits would otherwise also read as 48 bytes of base64.
    let decoded = [
        (from_hex(text), Encoding::Hex),
        (from_base64(text), Encoding::Base64),
    ];
    for (bytes, encoding) in decoded {
        let Some(bytes) = bytes.filter(|_| forms.is_empty()) else {
            continue;
        };
        let (candidates, not_taken) = digest_readings(bytes.len(), encoding);
        if candidates.is_empty() {
            length = Some(bytes.len());
        } else {
            forms.push(CloudForm::Digest {
                bytes,
                encoding,
                candidates,
                not_taken,
            });
        }
    }
    match (forms.is_empty(), length) {
        (false, _) => Ok(CloudExpected { forms }),
        (true, Some(len)) => Err(NotRecognised::Length(len)),
        (true, None) => Err(NotRecognised::Unknown),
    }
}

/// The algorithms a digest of `len` bytes written in `encoding` is taken for, the
/// cryptographic ones first, and those computed but never taken (see
/// [`CloudForm::Digest`]).
///
/// - In hex, a CRC is taken only when nothing but CRCs has that length (8 digits:
///   CRC-32 or CRC-32C); 16 digits are XXH64 or XXH3, never silently a CRC-64.
/// - In base64, 8 bytes are S3's CRC64NVME: no tool writes a 64-bit xxHash in base64.
pub fn digest_readings(len: usize, encoding: Encoding) -> (Vec<Algorithm>, Vec<Algorithm>) {
    let every = Algorithm::every_for_len(len);
    match encoding {
        Encoding::Hex if every.iter().all(|a| is_crc(*a)) => (every, Vec::new()),
        Encoding::Hex => every.into_iter().partition(|a| !is_crc(*a)),
        Encoding::Base64 => (
            every
                .into_iter()
                .filter(|a| !matches!(a, Algorithm::Xxh64 | Algorithm::Xxh3))
                .collect(),
            Vec::new(),
        ),
    }
}

/// Whether `algorithm` is a cyclic redundancy check: linear, so that a few chosen bytes
/// give a file any checksum at all.
pub fn is_crc(algorithm: Algorithm) -> bool {
    matches!(
        algorithm,
        Algorithm::Crc32 | Algorithm::Crc32c | Algorithm::Crc64Nvme
    )
}

/// What a matching checksum shows about a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Detects {
    /// A cryptographic digest: a match shows the file was not changed on purpose
    /// either (as far as the algorithm's strength goes; MD5 and SHA-1 are weak).
    Tampering,
    /// A CRC or an xxHash: a match shows the file was not damaged by accident, but
    /// anyone can make another file with the same checksum.
    AccidentsOnly,
}

/// What a match by `algorithm` shows.
pub fn detects(algorithm: Algorithm) -> Detects {
    match algorithm {
        Algorithm::Crc32
        | Algorithm::Crc32c
        | Algorithm::Crc64Nvme
        | Algorithm::Xxh64
        | Algorithm::Xxh3
        | Algorithm::Xxh128 => Detects::AccidentsOnly,
        _ => Detects::Tampering,
    }
}

/// `sha256:…`, `crc32c=…`: one algorithm, its digest in hex or base64.
fn named_digest(value: &str, algorithm: Algorithm) -> Result<CloudExpected, NotRecognised> {
    let want = algorithm.digest_len();
    let read = [
        (from_hex(value), Encoding::Hex),
        (from_base64(value), Encoding::Base64),
    ];
    for (bytes, encoding) in read {
        if let Some(bytes) = bytes
            && bytes.len() == want
        {
            return Ok(CloudExpected {
                forms: vec![CloudForm::Digest {
                    bytes,
                    encoding,
                    candidates: vec![algorithm],
                    not_taken: Vec::new(),
                }],
            });
        }
    }
    Err(NotRecognised::Unknown)
}

/// How many parts a file of `size` bytes makes with parts of `part_size` bytes (an empty
/// file is one empty part).
pub fn part_count(size: u64, part_size: u64) -> u64 {
    size.div_ceil(part_size.max(1)).max(1)
}

/// The part sizes that cut `size` bytes into exactly `parts` parts: the common ones,
/// and every whole number of MiB up to S3's 5 GiB (at most [`MAX_PART_SIZES`] of those,
/// the smallest first). Sorted, no repeats. The `bool` says whether some whole-MiB sizes
/// were left out.
pub fn part_sizes_for(size: u64, parts: u64) -> (Vec<u64>, bool) {
    if parts == 0 {
        return (Vec::new(), false);
    }
    let mut sizes: Vec<u64> = COMMON_PART_SIZES
        .into_iter()
        .filter(|&p| part_count(size, p) == parts)
        .collect();
    // The smallest whole MiB with parts × m MiB ≥ size…
    let lo = size.div_ceil(parts.saturating_mul(MIB)).max(1);
    // …and the largest with (parts − 1) × m MiB < size; one part: every size from lo on
    // gives the same digest, so lo alone.
    let hi = if parts == 1 {
        lo
    } else {
        size.div_ceil((parts - 1).saturating_mul(MIB))
            .saturating_sub(1)
    };
    let hi = hi.min(MAX_PART_SIZE / MIB);
    let mut left_out = false;
    if lo <= hi {
        let count = hi - lo + 1;
        left_out = count > MAX_PART_SIZES as u64;
        let take = count.min(MAX_PART_SIZES as u64);
        sizes.extend(
            (lo..lo + take)
                .map(|m| m * MIB)
                .filter(|&p| part_count(size, p) == parts),
        );
    }
    sizes.sort_unstable();
    sizes.dedup();
    (sizes, left_out)
}

/// What to compute for a file of `size` bytes: whole-file algorithms and part plans.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CloudWork {
    /// Whole-file digests.
    pub whole: Vec<Algorithm>,
    /// Part plans.
    pub plans: Vec<PartPlan>,
    /// Whether some whole-MiB part sizes were left out (see [`MAX_PART_SIZES`]).
    pub sizes_left_out: bool,
}

impl CloudExpected {
    /// The bytes of the first reading (the combined checksum of a multipart value).
    pub fn combined_bytes(&self) -> &[u8] {
        match self.forms.first() {
            Some(
                CloudForm::Digest { bytes, .. }
                | CloudForm::S3Etag { bytes, .. }
                | CloudForm::S3Composite { bytes, .. },
            ) => bytes,
            None => &[],
        }
    }

    /// Whether `result` holds everything [`CloudExpected::work`] asks for a file of its
    /// size (a result computed for another expected value does not).
    pub fn answered_by(&self, result: &PartsResult) -> bool {
        let work = self.work(result.size);
        work.whole
            .iter()
            .all(|a| result.whole.iter().any(|d| d.algorithm() == *a))
            && work
                .plans
                .iter()
                .all(|p| result.plans.iter().any(|r| r.plan == *p))
    }

    /// Everything to compute, in one read, to judge a file of `size` bytes.
    pub fn work(&self, size: u64) -> CloudWork {
        let mut work = CloudWork::default();
        for form in &self.forms {
            match form {
                CloudForm::Digest {
                    candidates,
                    not_taken,
                    ..
                } => {
                    for a in candidates.iter().chain(not_taken) {
                        if !work.whole.contains(a) {
                            work.whole.push(*a);
                        }
                    }
                }
                CloudForm::S3Etag { parts, .. } => {
                    add_plans(&mut work, &[Algorithm::Md5], size, *parts);
                }
                CloudForm::S3Composite {
                    parts, candidates, ..
                } => add_plans(&mut work, candidates, size, *parts),
            }
        }
        work
    }

    /// The verdict, from what [`CloudExpected::work`] asked for.
    pub fn judge(&self, result: &PartsResult) -> CloudVerdict {
        for form in &self.forms {
            match form {
                CloudForm::Digest {
                    bytes,
                    encoding,
                    candidates,
                    ..
                } => {
                    if let Some(d) = result
                        .whole
                        .iter()
                        .find(|d| candidates.contains(&d.algorithm()) && d.as_bytes() == bytes)
                    {
                        return CloudVerdict::Match(CloudMatch::Digest {
                            algorithm: d.algorithm(),
                            encoding: *encoding,
                        });
                    }
                }
                CloudForm::S3Etag { bytes, parts } => {
                    if let Some(part_size) = find_combined(result, &[Algorithm::Md5], bytes, *parts)
                    {
                        return CloudVerdict::Match(CloudMatch::S3Etag {
                            parts: *parts,
                            part_size,
                        });
                    }
                }
                CloudForm::S3Composite {
                    bytes,
                    parts,
                    candidates,
                } => {
                    for a in candidates {
                        if let Some(part_size) = find_combined(result, &[*a], bytes, *parts) {
                            return CloudVerdict::Match(CloudMatch::S3Composite {
                                algorithm: *a,
                                parts: *parts,
                                part_size,
                            });
                        }
                    }
                }
            }
        }
        CloudVerdict::Mismatch {
            size_rules_out_parts: self.forms.iter().any(|f| match f {
                CloudForm::S3Etag { parts, .. } | CloudForm::S3Composite { parts, .. } => {
                    part_sizes_for(result.size, *parts).0.is_empty()
                }
                CloudForm::Digest { .. } => false,
            }),
        }
    }
}

impl CloudExpected {
    /// The algorithm, computed but not taken ([`CloudForm::Digest`]'s `not_taken`),
    /// whose checksum of the file equals the value: to be said, never taken as a match
    /// (a file forged to have that CRC gives this too).
    pub fn forgeable_match(&self, result: &PartsResult) -> Option<Algorithm> {
        self.forms.iter().find_map(|f| match f {
            CloudForm::Digest {
                bytes, not_taken, ..
            } => result
                .whole
                .iter()
                .find(|d| not_taken.contains(&d.algorithm()) && d.as_bytes() == bytes)
                .map(Digest::algorithm),
            CloudForm::S3Etag { .. } | CloudForm::S3Composite { .. } => None,
        })
    }
}

impl CloudMatch {
    /// What the match shows: a CRC's or an xxHash's only that the file was not damaged
    /// by accident.
    pub fn detects(&self) -> Detects {
        match *self {
            Self::Digest { algorithm, .. } | Self::S3Composite { algorithm, .. } => {
                detects(algorithm)
            }
            Self::S3Etag { .. } => detects(Algorithm::Md5),
        }
    }
}

fn add_plans(work: &mut CloudWork, algorithms: &[Algorithm], size: u64, parts: u64) {
    let (sizes, left_out) = part_sizes_for(size, parts);
    work.sizes_left_out |= left_out;
    for &algorithm in algorithms {
        for &part_size in &sizes {
            let plan = PartPlan {
                algorithm,
                part_size,
            };
            if !work.plans.contains(&plan) {
                work.plans.push(plan);
            }
        }
    }
}

/// The combined checksum of some parts: the algorithm over their concatenated digests.
pub fn combine(algorithm: Algorithm, parts: &[Digest]) -> Digest {
    let mut h = algorithm.hasher();
    for p in parts {
        h.update(p.as_bytes());
    }
    h.finalize()
}

/// The part size whose parts combine to `bytes` under one of `algorithms`, with `parts`
/// parts.
fn find_combined(
    result: &PartsResult,
    algorithms: &[Algorithm],
    bytes: &[u8],
    parts: u64,
) -> Option<u64> {
    result
        .plans
        .iter()
        .filter(|p| algorithms.contains(&p.plan.algorithm) && p.parts.len() as u64 == parts)
        .find(|p| combine(p.plan.algorithm, &p.parts).as_bytes() == bytes)
        .map(|p| p.plan.part_size)
}

/// Which reading of the expected value the file matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CloudMatch {
    /// The whole file's digest.
    Digest {
        /// The algorithm that matched.
        algorithm: Algorithm,
        /// How the value was written.
        encoding: Encoding,
    },
    /// An S3 multipart ETag.
    S3Etag {
        /// How many parts.
        parts: u64,
        /// The part size that matched.
        part_size: u64,
    },
    /// An S3 composite checksum.
    S3Composite {
        /// The algorithm that matched.
        algorithm: Algorithm,
        /// How many parts.
        parts: u64,
        /// The part size that matched.
        part_size: u64,
    },
}

/// The verdict of `verify`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CloudVerdict {
    /// One reading matched.
    Match(CloudMatch),
    /// None did.
    Mismatch {
        /// A multipart value's part count is impossible for this file's size with any
        /// part size tried (the file is not the one uploaded, or was cut differently).
        size_rules_out_parts: bool,
    },
}

#[cfg(test)]
mod tests;
