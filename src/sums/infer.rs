//! Which algorithm a line uses: from its tag, else the checksum file's name, else the
//! digest length; and which files look like checksum files at all.

use std::path::Path;

use crate::engine::Algorithm;

/// Where an [`Entry`](super::Entry)'s algorithm came from, strongest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AlgorithmSource {
    /// The line's own tag (`SHA256 (name) = …`).
    Tag,
    /// The checksum file's name (`SHA256SUMS`, `*.md5`, `*.sfv`, …).
    FileName,
    /// Only the number of hex digits; see [`Entry::candidates`](super::Entry::candidates).
    DigestLength,
}

/// What a BSD tag means to Hashdrop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TagLookup {
    /// A tag for an algorithm Hashdrop computes.
    Known(Algorithm),
    /// A real tag (coreutils knows it) for something Hashdrop does not compute.
    Unsupported(String),
    /// Not a tag at all.
    Unknown,
}

/// Looks a BSD tag up, case-sensitively as coreutils does (`BLAKE2b`, never `blake2b`),
/// so that Hashdrop accepts no tagged line GNU would call malformed.
pub(crate) fn lookup_tag(tag: &[u8]) -> TagLookup {
    let known = match tag {
        b"MD5" => Some(Algorithm::Md5),
        b"SHA1" => Some(Algorithm::Sha1),
        b"SHA224" | b"SHA2-224" => Some(Algorithm::Sha224),
        b"SHA256" | b"SHA2-256" => Some(Algorithm::Sha256),
        b"SHA384" | b"SHA2-384" => Some(Algorithm::Sha384),
        b"SHA512" | b"SHA2-512" => Some(Algorithm::Sha512),
        b"SHA3-224" => Some(Algorithm::Sha3_224),
        b"SHA3-256" => Some(Algorithm::Sha3_256),
        b"SHA3-384" => Some(Algorithm::Sha3_384),
        b"SHA3-512" => Some(Algorithm::Sha3_512),
        b"SM3" => Some(Algorithm::Sm3),
        b"BLAKE2b" => Some(Algorithm::Blake2b),
        b"BLAKE2s" | b"BLAKE2s-256" => Some(Algorithm::Blake2s),
        b"BLAKE2bp" | b"BLAKE2bp-512" => Some(Algorithm::Blake2bp),
        b"BLAKE2sp" | b"BLAKE2sp-256" => Some(Algorithm::Blake2sp),
        b"BLAKE3" => Some(Algorithm::Blake3),
        b"XXH64" => Some(Algorithm::Xxh64),
        b"XXH3" => Some(Algorithm::Xxh3),
        b"XXH128" => Some(Algorithm::Xxh128),
        b"CRC32" => Some(Algorithm::Crc32),
        b"CRC32C" => Some(Algorithm::Crc32c),
        b"CRC64NVME" => Some(Algorithm::Crc64Nvme),
        _ => None,
    };
    if let Some(a) = known {
        return TagLookup::Known(a);
    }
    let Ok(text) = std::str::from_utf8(tag) else {
        return TagLookup::Unknown;
    };
    // `BLAKE2b-BITS`, as `b2sum -l BITS --tag` and `cksum -a blake2b -l BITS` write it.
    if let Some(bits) = text.strip_prefix("BLAKE2b-")
        && !bits.is_empty()
        && bits.bytes().all(|b| b.is_ascii_digit())
    {
        return match bits.parse::<u32>().ok().and_then(Algorithm::blake2b_bits) {
            Some(a) => TagLookup::Known(a),
            None => TagLookup::Unsupported(format!(
                "{text}: a BLAKE2b length must be a multiple of 8 bits, at most 512"
            )),
        };
    }
    for family in ["BLAKE2s", "BLAKE2bp", "BLAKE2sp"] {
        if let Some(bits) = text.strip_prefix(family).and_then(|r| r.strip_prefix('-'))
            && !bits.is_empty()
            && bits.bytes().all(|b| b.is_ascii_digit())
        {
            return TagLookup::Unsupported(format!("{text} (truncated {family}) is not supported"));
        }
    }
    if text.starts_with("SHA3-") || text.starts_with("SHA2-") || text == "SHA3" || text == "SHA2" {
        TagLookup::Unsupported(format!("the {text} algorithm is not supported"))
    } else {
        TagLookup::Unknown
    }
}

/// Why a digest of `hex_len` hex digits cannot be a digest of `algorithm`.
pub(crate) fn length_mismatch_reason(
    algorithm: Algorithm,
    hex_len: usize,
    source: AlgorithmSource,
) -> String {
    let want = algorithm.digest_len() * 2;
    if algorithm == Algorithm::Blake2b && hex_len < want && hex_len.is_multiple_of(2) && hex_len > 0
    {
        let bits = hex_len * 4;
        return format!(
            "a {bits}-bit digest under the BLAKE2b tag (b2sum -l {bits} --tag writes BLAKE2b-{bits})"
        );
    }
    if algorithm == Algorithm::Blake2s && hex_len < want && hex_len.is_multiple_of(2) && hex_len > 0
    {
        return format!(
            "a {}-bit {} digest (truncated {}) is not supported",
            hex_len * 4,
            algorithm.bsd_tag(),
            algorithm.bsd_tag()
        );
    }
    let from = match source {
        AlgorithmSource::Tag => "the tag says",
        AlgorithmSource::FileName => "the file name suggests",
        AlgorithmSource::DigestLength => "guessed",
    };
    format!(
        "{} digests have {want} hex digits ({from} {}), this one has {hex_len}",
        algorithm.display_name(),
        algorithm.display_name()
    )
}

/// The algorithms a digest of `byte_len` bytes may belong to, strongest first; empty
/// when none has that length.
pub fn candidates_for_digest_len(byte_len: usize) -> Vec<Algorithm> {
    Algorithm::candidates_for_len(byte_len)
}

/// The lower-case file name with a trailing `.txt`/`.asc`/`.sig` dropped, because
/// `SHA256SUMS.asc` and `sha256sums.txt` mean the same as `SHA256SUMS`.
fn normalised_name(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_string_lossy().to_ascii_lowercase();
    for suffix in [".txt", ".asc", ".sig"] {
        if let Some(stem) = name.strip_suffix(suffix)
            && !stem.is_empty()
        {
            return Some(stem.to_owned());
        }
    }
    Some(name)
}

/// Maps one naming token (`sha256`, `sha256sum`, `sha256sums`, `b3`, `sfv`) to an algorithm.
fn algorithm_for_token(token: &str) -> Option<Algorithm> {
    let base = token
        .strip_suffix("sums")
        .or_else(|| token.strip_suffix("sum"))
        .unwrap_or(token);
    Some(match base {
        "md5" => Algorithm::Md5,
        "sha1" => Algorithm::Sha1,
        "sha224" => Algorithm::Sha224,
        "sha256" => Algorithm::Sha256,
        "sha384" => Algorithm::Sha384,
        "sha512" => Algorithm::Sha512,
        "sha3-224" => Algorithm::Sha3_224,
        "sha3-256" => Algorithm::Sha3_256,
        "sha3-384" => Algorithm::Sha3_384,
        "sha3-512" => Algorithm::Sha3_512,
        "sm3" => Algorithm::Sm3,
        "xxh64" => Algorithm::Xxh64,
        "xxh3" => Algorithm::Xxh3,
        "xxh128" => Algorithm::Xxh128,
        "crc32c" => Algorithm::Crc32c,
        "crc64nvme" => Algorithm::Crc64Nvme,
        "b2" | "blake2b" | "blake2" => Algorithm::Blake2b,
        "blake2s" => Algorithm::Blake2s,
        "blake2bp" => Algorithm::Blake2bp,
        "blake2sp" => Algorithm::Blake2sp,
        "b3" | "blake3" => Algorithm::Blake3,
        "sfv" | "crc32" | "crc" => Algorithm::Crc32,
        _ => return None,
    })
}

/// The algorithm a checksum file's name implies: `*.md5`, `MD5SUMS`, `*.sha256`,
/// `SHA256SUMS`, `*.b2`, `B2SUMS`, `*.b3`, `*.blake3`, `*.sfv`, `*.crc32`, …
/// Fedora's `*-CHECKSUM` implies nothing: its lines carry tags.
pub fn algorithm_from_file_name(path: &Path) -> Option<Algorithm> {
    let name = normalised_name(path)?;
    if let Some((_, ext)) = name.rsplit_once('.')
        && let Some(a) = algorithm_for_token(ext)
    {
        return Some(a);
    }
    // Whole-name forms only with the SUMS suffix, so that a file named plain `md5`
    // is not taken for a checksum file.
    if name.ends_with("sums") || name.ends_with("sum") {
        return algorithm_for_token(&name);
    }
    None
}

/// Whether `path`'s name looks like a checksum file (SHA256SUMS, `*.sha256`, `*.md5`,
/// `*.sfv`, `*CHECKSUM*`, …). Judged by name only; nothing is read.
pub fn is_probably_sums_file(path: &Path) -> bool {
    let Some(name) = normalised_name(path) else {
        return false;
    };
    algorithm_from_file_name(path).is_some()
        || name.contains("checksum")
        || name.ends_with(".digests")
        || name.ends_with(".hash")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_name_hints() {
        let cases: &[(&str, Option<Algorithm>)] = &[
            ("foo.iso.md5", Some(Algorithm::Md5)),
            ("MD5SUMS", Some(Algorithm::Md5)),
            ("dir/SHA1SUMS", Some(Algorithm::Sha1)),
            ("x.sha1", Some(Algorithm::Sha1)),
            ("x.sha256", Some(Algorithm::Sha256)),
            ("SHA256SUMS", Some(Algorithm::Sha256)),
            ("SHA256SUMS.asc", Some(Algorithm::Sha256)),
            ("sha256sums.txt", Some(Algorithm::Sha256)),
            ("x.sha256sum", Some(Algorithm::Sha256)),
            ("x.SHA512", Some(Algorithm::Sha512)),
            ("SHA512SUMS", Some(Algorithm::Sha512)),
            ("x.b2", Some(Algorithm::Blake2b)),
            ("B2SUMS", Some(Algorithm::Blake2b)),
            ("x.blake2b", Some(Algorithm::Blake2b)),
            ("x.b3", Some(Algorithm::Blake3)),
            ("B3SUMS", Some(Algorithm::Blake3)),
            ("x.blake3", Some(Algorithm::Blake3)),
            ("x.sfv", Some(Algorithm::Crc32)),
            ("x.crc32", Some(Algorithm::Crc32)),
            ("Fedora-Workstation-40-1.14-x86_64-CHECKSUM", None),
            ("CHECKSUMS", None),
            ("md5", None),
            ("notes.txt", None),
            ("", None),
        ];
        for &(name, want) in cases {
            assert_eq!(algorithm_from_file_name(Path::new(name)), want, "{name}");
        }
    }

    #[test]
    fn probably_sums_file() {
        for yes in [
            "SHA256SUMS",
            "a.md5",
            "a.sfv",
            "Fedora-Everything-CHECKSUM",
            "checksums.txt",
            "B3SUMS",
        ] {
            assert!(is_probably_sums_file(Path::new(yes)), "{yes}");
        }
        for no in ["a.iso", "README", "md5", "sha256.rs", ""] {
            assert!(!is_probably_sums_file(Path::new(no)), "{no}");
        }
    }

    #[test]
    fn tags() {
        let known: &[(&[u8], Algorithm)] = &[
            (b"MD5", Algorithm::Md5),
            (b"SHA1", Algorithm::Sha1),
            (b"SHA256", Algorithm::Sha256),
            (b"SHA2-256", Algorithm::Sha256),
            (b"SHA512", Algorithm::Sha512),
            (b"SHA2-512", Algorithm::Sha512),
            (b"BLAKE2b", Algorithm::Blake2b),
            (b"BLAKE2b-512", Algorithm::Blake2b),
            (b"BLAKE2s", Algorithm::Blake2s),
            (b"BLAKE2s-256", Algorithm::Blake2s),
            (b"BLAKE2bp", Algorithm::Blake2bp),
            (b"BLAKE2sp", Algorithm::Blake2sp),
            (b"BLAKE3", Algorithm::Blake3),
            (b"CRC32", Algorithm::Crc32),
        ];
        for &(tag, a) in known {
            assert_eq!(lookup_tag(tag), TagLookup::Known(a));
        }
        // The tags of GNU coreutils 9 `cksum`, and of xxhsum and the CRC tools.
        let new: &[(&[u8], Algorithm)] = &[
            (b"SHA224", Algorithm::Sha224),
            (b"SHA2-224", Algorithm::Sha224),
            (b"SHA384", Algorithm::Sha384),
            (b"SHA2-384", Algorithm::Sha384),
            (b"SHA3-224", Algorithm::Sha3_224),
            (b"SHA3-256", Algorithm::Sha3_256),
            (b"SHA3-384", Algorithm::Sha3_384),
            (b"SHA3-512", Algorithm::Sha3_512),
            (b"SM3", Algorithm::Sm3),
            (b"BLAKE2b-256", Algorithm::Blake2bLen(32)),
            (b"BLAKE2b-8", Algorithm::Blake2bLen(1)),
            (b"BLAKE2b-512", Algorithm::Blake2b),
            (b"XXH3", Algorithm::Xxh3),
            (b"XXH64", Algorithm::Xxh64),
            (b"XXH128", Algorithm::Xxh128),
            (b"CRC32C", Algorithm::Crc32c),
            (b"CRC64NVME", Algorithm::Crc64Nvme),
        ];
        for &(tag, a) in new {
            assert_eq!(lookup_tag(tag), TagLookup::Known(a), "{tag:?}");
        }
        assert!(matches!(
            lookup_tag(b"BLAKE2b-12"),
            TagLookup::Unsupported(_)
        ));
        assert!(matches!(
            lookup_tag(b"BLAKE2b-520"),
            TagLookup::Unsupported(_)
        ));
        assert!(matches!(
            lookup_tag(b"BLAKE2s-128"),
            TagLookup::Unsupported(_)
        ));
        assert!(matches!(lookup_tag(b"SHA3-100"), TagLookup::Unsupported(_)));
        for unknown in [
            &b"sha256"[..],
            b"md5",
            b"Blake2b",
            b"BLAKE2b-",
            b"XYZ",
            b"\xff",
        ] {
            assert_eq!(lookup_tag(unknown), TagLookup::Unknown, "{unknown:?}");
        }
    }

    #[test]
    fn truncated_blake2_reason() {
        let r = length_mismatch_reason(Algorithm::Blake2b, 64, AlgorithmSource::Tag);
        assert_eq!(
            r,
            "a 256-bit digest under the BLAKE2b tag (b2sum -l 256 --tag writes BLAKE2b-256)"
        );
        let r = length_mismatch_reason(Algorithm::Sha256, 63, AlgorithmSource::FileName);
        assert!(r.contains("64 hex digits") && r.contains("63"), "{r}");
    }
}
