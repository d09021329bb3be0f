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
mod tests {
    use super::*;
    use crate::engine::digest::to_base64;
    use crate::engine::parts::hash_parts;

    fn verify(data: &[u8], text: &str) -> CloudVerdict {
        let expected = recognise(text).expect("recognised");
        let work = expected.work(data.len() as u64);
        let result = hash_parts(&mut &data[..], &work.whole, &work.plans, 1 << 16).expect("read");
        expected.judge(&result)
    }

    /// The ETag from its definition: MD5 of the concatenated part MD5s, `-N`.
    fn etag(data: &[u8], part: usize) -> String {
        let parts: Vec<Digest> = data
            .chunks(part)
            .map(|c| Algorithm::Md5.digest(c))
            .collect();
        format!(
            "{}-{}",
            combine(Algorithm::Md5, &parts).to_hex(),
            parts.len()
        )
    }

    /// An S3 composite checksum built from the crates directly, as S3 defines it (the
    /// checksum of the parts' big-endian checksums, concatenated, in base64), not with
    /// this module's [`combine`] nor the engine's hashers.
    fn composite(data: &[u8], part: usize, algorithm: Algorithm) -> String {
        use base64::Engine as _;
        use sha2::Digest as _;
        let crate_digest = |bytes: &[u8]| -> Vec<u8> {
            match algorithm {
                Algorithm::Sha256 => sha2::Sha256::digest(bytes).to_vec(),
                Algorithm::Sha1 => sha1::Sha1::digest(bytes).to_vec(),
                Algorithm::Crc32 => crc32fast::hash(bytes).to_be_bytes().to_vec(),
                Algorithm::Crc32c => {
                    let crc = crc_fast::checksum(crc_fast::CrcAlgorithm::Crc32Iscsi, bytes);
                    u32::try_from(crc)
                        .expect("a 32-bit CRC")
                        .to_be_bytes()
                        .to_vec()
                }
                other => panic!("S3 has no composite {other} checksum"),
            }
        };
        let parts: Vec<u8> = data.chunks(part).flat_map(crate_digest).collect();
        let combined = crate_digest(&parts);
        format!(
            "{}-{}",
            base64::engine::general_purpose::STANDARD.encode(combined),
            data.chunks(part).count()
        )
    }

    #[test]
    fn part_sizes_give_exactly_n_parts() {
        let size = 100 * MIB + 5;
        let (sizes, left_out) = part_sizes_for(size, 13);
        assert!(!left_out);
        assert!(sizes.contains(&(8 * MIB)));
        assert!(sizes.iter().all(|&p| part_count(size, p) == 13));
        // Every whole MiB that gives 13 parts is there.
        for m in 1..200 {
            assert_eq!(
                sizes.contains(&(m * MIB)),
                part_count(size, m * MIB) == 13,
                "{m}"
            );
        }
        assert_eq!(
            part_sizes_for(0, 1).0,
            vec![
                MIB,
                5 * MIB,
                8 * MIB,
                15 * MIB,
                16 * MIB,
                64 * MIB,
                100 * MIB,
                128 * MIB,
                256 * MIB,
                512 * MIB,
                1024 * MIB
            ]
        );
        assert!(part_sizes_for(10 * MIB, 50).0.is_empty());
        let (sizes, left_out) = part_sizes_for(4000 * MIB, 2);
        assert!(left_out);
        assert_eq!(
            sizes
                .iter()
                .filter(|&&p| !COMMON_PART_SIZES.contains(&p))
                .count(),
            MAX_PART_SIZES
        );
    }

    #[test]
    fn s3_etags_of_several_part_sizes_match_and_say_which() {
        // 5 MiB parts (common), 7 MiB (not on the common list), 8 MiB (the AWS CLI's).
        let data: Vec<u8> = (0..(23 * MIB as usize + 1234))
            .map(|i| (i * 31 % 251) as u8)
            .collect();
        for part in [5, 7, 8] {
            let text = etag(&data, part * MIB as usize);
            let quoted = format!("\"{text}\"");
            for t in [&text, &quoted] {
                let v = verify(&data, t);
                let parts = data.len().div_ceil(part * MIB as usize) as u64;
                // Several sizes can give the same parts only when they cut at the same
                // places; here each part size cuts differently.
                assert_eq!(
                    v,
                    CloudVerdict::Match(CloudMatch::S3Etag {
                        parts,
                        part_size: part as u64 * MIB
                    }),
                    "{t}"
                );
            }
        }
        let mut wrong = data.clone();
        wrong[MIB as usize] ^= 1;
        assert!(matches!(
            verify(&wrong, &etag(&data, 8 * MIB as usize)),
            CloudVerdict::Mismatch { .. }
        ));
    }

    #[test]
    fn s3_composite_checksums_match() {
        let data: Vec<u8> = (0..(17 * MIB as usize + 3))
            .map(|i| (i * 7 % 253) as u8)
            .collect();
        for (algorithm, part) in [
            (Algorithm::Sha256, 8),
            (Algorithm::Sha1, 6),
            (Algorithm::Crc32, 5),
            (Algorithm::Crc32c, 9),
        ] {
            let text = composite(&data, part * MIB as usize, algorithm);
            let parts = data.len().div_ceil(part * MIB as usize) as u64;
            assert_eq!(
                verify(&data, &text),
                CloudVerdict::Match(CloudMatch::S3Composite {
                    algorithm,
                    parts,
                    part_size: part as u64 * MIB
                }),
                "{algorithm} {part}"
            );
        }
    }

    #[test]
    fn full_object_checksums_in_base64_and_hex() {
        let data = b"The quick brown fox jumps over the lazy dog";
        let matched = |algorithm, encoding| {
            CloudVerdict::Match(CloudMatch::Digest {
                algorithm,
                encoding,
            })
        };
        for algorithm in [
            Algorithm::Crc64Nvme,
            Algorithm::Crc32,
            Algorithm::Crc32c,
            Algorithm::Md5,
            Algorithm::Sha256,
            Algorithm::Sm3,
            Algorithm::Xxh3,
        ] {
            let d = algorithm.digest(data);
            let (b64, hex) = (to_base64(d.as_bytes()), d.to_hex());
            // S3 shows CRC64NVME in base64; 16 hex digits are an xxHash's (below).
            if algorithm != Algorithm::Xxh3 {
                assert_eq!(verify(data, &b64), matched(algorithm, Encoding::Base64));
            }
            if algorithm != Algorithm::Crc64Nvme {
                assert_eq!(verify(data, &hex), matched(algorithm, Encoding::Hex));
            }
            let named = format!("{algorithm}:{b64}");
            assert_eq!(verify(data, &named), matched(algorithm, Encoding::Base64));
        }
        // An 8-character base64 value is CRC32 or CRC32C: both are tried.
        let e = recognise(&to_base64(Algorithm::Crc32c.digest(data).as_bytes())).expect("ok");
        assert_eq!(e.work(43).whole, vec![Algorithm::Crc32, Algorithm::Crc32c]);
        assert!(matches!(
            verify(
                b"other",
                &to_base64(Algorithm::Crc32c.digest(data).as_bytes())
            ),
            CloudVerdict::Mismatch { .. }
        ));
    }

    /// Appends 8 bytes to `data` that make its CRC-64/NVME `target` (big-endian, as
    /// the digest's bytes). A CRC is affine over GF(2): the CRC of `data` + `x` is
    /// `base ^ L(x)` for a linear `L`, so solving `L(x) = base ^ target` by Gaussian
    /// elimination over the 64 bits of `x` forges any value.
    pub(crate) fn force_crc64(data: &mut Vec<u8>, target: [u8; 8]) {
        let crc = |d: &[u8]| {
            let mut b = [0u8; 8];
            b.copy_from_slice(Algorithm::Crc64Nvme.digest(d).as_bytes());
            u64::from_be_bytes(b)
        };
        let at = data.len();
        data.extend_from_slice(&[0; 8]);
        let base = crc(data);
        // Each basis row: (a value of L, the bits of x that give it), by leading bit.
        let mut basis: Vec<(u64, u64)> = Vec::new();
        let reduce = |basis: &[(u64, u64)], mut v: u64, mut bits: u64| {
            for &(b, c) in basis {
                if v ^ b < v {
                    v ^= b;
                    bits ^= c;
                }
            }
            (v, bits)
        };
        for bit in 0..64 {
            data[at + bit / 8] ^= 1 << (bit % 8);
            let column = crc(data) ^ base;
            data[at + bit / 8] ^= 1 << (bit % 8);
            let (v, bits) = reduce(&basis, column, 1 << bit);
            if v != 0 {
                basis.push((v, bits));
                basis.sort_by_key(|b| std::cmp::Reverse(b.0));
            }
        }
        let (rest, bits) = reduce(&basis, base ^ u64::from_be_bytes(target), 0);
        assert_eq!(rest, 0, "the 64 appended bits reach every CRC");
        for bit in 0..64 {
            if bits >> bit & 1 == 1 {
                data[at + bit / 8] ^= 1 << (bit % 8);
            }
        }
    }

    /// Issue 32, item 7: a published XXH64 (16 hex digits, as `xxhsum` writes it), and a
    /// random file with 8 bytes appended to force its CRC-64/NVME to that value. The
    /// forged file does not match; that its CRC-64 equals the value is said, not taken.
    /// The genuine file matches as XXH64, and the match says it detects accidents only.
    #[test]
    fn a_file_forged_to_a_published_xxh64_by_its_crc64_does_not_match() {
        let random = |seed, len| {
            let mut rng = crate::sums::RngForTests::new(seed);
            (0..len).map(|_| rng.next_u64() as u8).collect::<Vec<u8>>()
        };
        let genuine = random(7, 100_000);
        let published = Algorithm::Xxh64.digest(&genuine);
        let mut forged = random(8, 50_000);
        let target: [u8; 8] = published.as_bytes().try_into().expect("8 bytes");
        force_crc64(&mut forged, target);
        assert_eq!(
            Algorithm::Crc64Nvme.digest(&forged).as_bytes(),
            published.as_bytes(),
            "the forgery works"
        );
        let text = published.to_hex();
        let expected = recognise(&text).expect("recognised");
        let work = expected.work(forged.len() as u64);
        let result = hash_parts(&mut &forged[..], &work.whole, &work.plans, 1 << 16).expect("read");
        assert!(matches!(
            expected.judge(&result),
            CloudVerdict::Mismatch { .. }
        ));
        assert_eq!(
            expected.forgeable_match(&result),
            Some(Algorithm::Crc64Nvme)
        );

        let v = verify(&genuine, &text);
        assert_eq!(
            v,
            CloudVerdict::Match(CloudMatch::Digest {
                algorithm: Algorithm::Xxh64,
                encoding: Encoding::Hex
            })
        );
        let CloudVerdict::Match(m) = v else {
            unreachable!()
        };
        assert_eq!(m.detects(), Detects::AccidentsOnly);
        // Named, a CRC-64 is what was asked for: it matches, and says what it is worth.
        let named = format!("crc64nvme:{text}");
        let CloudVerdict::Match(m) = verify(&forged, &named) else {
            panic!("a named CRC-64 matches its CRC-64");
        };
        assert_eq!(m.detects(), Detects::AccidentsOnly);
        let sha = verify(&genuine, &Algorithm::Sha256.digest(&genuine).to_hex());
        assert!(matches!(sha, CloudVerdict::Match(m) if m.detects() == Detects::Tampering));
    }

    /// The readings of each length, cryptographic first; CRCs only when nothing else
    /// has that length in hex.
    #[test]
    fn readings_put_cryptographic_digests_first_and_never_a_crc_silently() {
        use Algorithm::*;
        assert_eq!(
            digest_readings(8, Encoding::Hex),
            (vec![Xxh64, Xxh3], vec![Crc64Nvme])
        );
        assert_eq!(
            digest_readings(8, Encoding::Base64),
            (vec![Crc64Nvme], vec![])
        );
        assert_eq!(
            digest_readings(4, Encoding::Hex),
            (vec![Crc32, Crc32c], vec![])
        );
        assert_eq!(
            digest_readings(16, Encoding::Hex),
            (vec![Md5, Xxh128], vec![])
        );
        let (sha, none) = digest_readings(32, Encoding::Hex);
        assert_eq!((sha[0], none), (Sha256, vec![]));
    }

    #[test]
    fn what_is_not_a_checksum() {
        assert_eq!(recognise("  "), Err(NotRecognised::Empty));
        assert_eq!(recognise("hello world"), Err(NotRecognised::Unknown));
        assert!(matches!(recognise("abcd"), Err(NotRecognised::Length(_))));
        assert_eq!(
            recognise(&format!("{}-0", "a".repeat(32))),
            Err(NotRecognised::PartCount(0))
        );
    }
}
