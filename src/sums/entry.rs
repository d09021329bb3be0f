//! One checksum line that parsed ([`Entry`], and how it was written, [`LineStyle`]) and
//! the verdict on a file checked against an expected digest ([`LineVerdict`]): the
//! bottom of `sums`, which the line and file parsers produce and the checks consume.

use crate::engine::digest::to_hex;
use crate::engine::{Algorithm, Digest};

use super::infer::AlgorithmSource;

/// How a checksum line was written; lets a writer answer in the same form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineStyle {
    /// `hex  name` (text) or `hex *name` (binary), as `sha256sum` writes.
    Gnu {
        /// The `*` marker was present.
        binary: bool,
    },
    /// `TAG (name) = hex`, as `sha256sum --tag` and BSD `sha256` write.
    Bsd,
    /// `TAG(name)= hex`, as `openssl dgst` writes.
    OpenSsl,
    /// `hex name` with one space, as BSD `md5 -r` writes.
    BsdReversed,
    /// `name CRC32`, as SFV tools write.
    Sfv,
}

/// One checksum line that parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The algorithm to verify with (the first of [`Entry::candidates`]).
    pub algorithm: Algorithm,
    /// Every algorithm the line may mean, strongest first. More than one only when the
    /// algorithm was guessed from the digest length (64 hex digits: SHA-256, BLAKE3,
    /// BLAKE2s, BLAKE2sp); a caller may then try each.
    pub candidates: Vec<Algorithm>,
    /// Where [`Entry::algorithm`] came from.
    pub algorithm_source: AlgorithmSource,
    /// The expected digest bytes (hex decoded; hex case does not matter).
    pub expected: Vec<u8>,
    /// The file name exactly as listed, unescaped; raw bytes, possibly not UTF-8.
    /// Absolute names and `..` are kept as they are.
    pub name: Vec<u8>,
    /// How the line was written.
    pub style: LineStyle,
}

impl Entry {
    /// Whether the algorithm had to be guessed among several.
    pub fn is_ambiguous(&self) -> bool {
        self.candidates.len() > 1
    }

    /// The expected digest as lower-case hex.
    pub fn expected_hex(&self) -> String {
        to_hex(&self.expected)
    }

    /// Whether `actual` is what this line expects: same bytes, and made by the line's
    /// algorithm or, for a guessed algorithm, by one of the candidates.
    pub fn matches(&self, actual: &Digest) -> bool {
        self.judge(&[actual]).is_match()
    }

    /// The verdict for a file whose computed digests are `digests`; see
    /// [`LineVerdict::judge`].
    pub fn judge(&self, digests: &[&Digest]) -> LineVerdict {
        LineVerdict::judge(&self.expected, &self.candidates, digests)
    }
}

/// The result of checking one expected digest (a line of a checksum file, or a pasted
/// digest) against a file: the one answer to "does this match" for the CLI and the GUI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineVerdict {
    /// The file's digest matched.
    Ok {
        /// Which algorithm matched: for a digest whose length fits several (64 hex
        /// digits: SHA-256, BLAKE3, BLAKE2s, BLAKE2sp) this names the candidate it was.
        algorithm: Algorithm,
    },
    /// The file was read with every candidate algorithm and its digest differs.
    Failed {
        /// What the file actually hashes to (with the strongest candidate computed).
        actual: Digest,
    },
    /// The file was not hashed with every algorithm the expected digest may belong to,
    /// and none of those computed matched: hash it again before saying "different".
    NotHashed,
    /// The file does not exist (ENOENT only; other open errors are `Unreadable`).
    Missing,
    /// The file exists but could not be opened or read.
    Unreadable {
        /// The operating system's error, for the user.
        error: String,
    },
    /// The line is not a checksum line.
    Malformed {
        /// Why.
        reason: String,
    },
}

impl LineVerdict {
    /// The verdict for an entry whose file hashed to `actual`.
    pub fn compare(entry: &Entry, actual: Digest) -> Self {
        Self::judge(&entry.expected, &entry.candidates, &[&actual])
    }

    /// Judges a file's computed `digests` against an `expected` digest that may belong to
    /// any of `candidates` (strongest first). Each candidate is tried; the verdict is
    /// "different" only once every candidate was computed, so a pasted BLAKE3 digest
    /// after hashing with SHA-256 alone asks for another pass, not a red verdict.
    pub fn judge(expected: &[u8], candidates: &[Algorithm], digests: &[&Digest]) -> Self {
        let mut first_seen: Option<&Digest> = None;
        for &a in candidates {
            if let Some(d) = digests.iter().find(|d| d.algorithm() == a) {
                if d.as_bytes() == expected {
                    return Self::Ok { algorithm: a };
                }
                first_seen.get_or_insert(d);
            }
        }
        let untried = candidates
            .iter()
            .any(|a| !digests.iter().any(|d| d.algorithm() == *a));
        match first_seen {
            Some(d) if !untried => Self::Failed { actual: d.clone() },
            _ => Self::NotHashed,
        }
    }

    /// Whether it is a match.
    pub fn is_match(&self) -> bool {
        matches!(self, Self::Ok { .. })
    }

    /// The word shown in the result column.
    pub fn label(&self) -> &'static str {
        match self {
            Self::Ok { .. } => "OK",
            Self::Failed { .. } => "FAILED",
            Self::NotHashed => "NOT HASHED",
            Self::Missing => "MISSING",
            Self::Unreadable { .. } => "UNREADABLE",
            Self::Malformed { .. } => "MALFORMED",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An ambiguous 64-hex digest: the verdict names the candidate that matched, and
    /// says "different" only once every candidate was computed.
    #[test]
    fn ambiguous_digest_says_which_candidate_matched() {
        let b3 = Algorithm::Blake3.digest(b"data");
        let sha = Algorithm::Sha256.digest(b"data");
        let cands = Algorithm::candidates_for_len(32);
        let want = b3.as_bytes();
        assert_eq!(
            LineVerdict::judge(want, &cands, &[&sha, &b3]),
            LineVerdict::Ok {
                algorithm: Algorithm::Blake3
            }
        );
        let other = Algorithm::Blake3.digest(b"other");
        assert_eq!(
            LineVerdict::judge(want, &cands, &[&sha, &other]),
            LineVerdict::NotHashed,
            "BLAKE2s not tried yet"
        );
        let b2s = Algorithm::Blake2s.digest(b"data");
        let b2sp = Algorithm::Blake2sp.digest(b"data");
        let sha3 = Algorithm::Sha3_256.digest(b"data");
        let b2b = Algorithm::Blake2bLen(32).digest(b"data");
        let sm3 = Algorithm::Sm3.digest(b"data");
        match LineVerdict::judge(
            want,
            &cands,
            &[&sha, &other, &b2s, &b2sp, &sha3, &b2b, &sm3],
        ) {
            LineVerdict::Failed { actual } => assert_eq!(actual.algorithm(), Algorithm::Sha256),
            v => panic!("unexpected {v:?}"),
        }
        assert_eq!(
            LineVerdict::judge(want, &cands, &[]),
            LineVerdict::NotHashed
        );
    }
}
