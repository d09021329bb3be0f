//! The [`Algorithm`] enum: names, aliases, digest lengths and hasher factories.

use std::fmt;
use std::str::FromStr;

use super::digest::Digest;

/// A checksum algorithm Hashdrop can compute.
///
/// Every variant produces the standard digest, byte-identical to the reference tool
/// named in [`Algorithm::reference_tool`].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Algorithm {
    /// MD5 (RFC 1321), 128 bits.
    Md5,
    /// SHA-1 (FIPS 180-4), 160 bits.
    Sha1,
    /// SHA-256 (FIPS 180-4).
    Sha256,
    /// SHA-512 (FIPS 180-4).
    Sha512,
    /// BLAKE2b with a 512-bit digest (what `b2sum` prints).
    Blake2b,
    /// BLAKE2s with a 256-bit digest.
    Blake2s,
    /// BLAKE2bp, the 4-way parallel BLAKE2b, 512 bits.
    Blake2bp,
    /// BLAKE2sp, the 8-way parallel BLAKE2s, 256 bits.
    Blake2sp,
    /// BLAKE3, 256 bits.
    Blake3,
    /// CRC-32 as in zlib, gzip and SFV files (CRC-32/ISO-HDLC), 32 bits.
    Crc32,
}

impl Algorithm {
    /// Every algorithm, in the order menus show them.
    pub const ALL: [Self; 10] = [
        Self::Md5,
        Self::Sha1,
        Self::Sha256,
        Self::Sha512,
        Self::Blake2b,
        Self::Blake2s,
        Self::Blake2bp,
        Self::Blake2sp,
        Self::Blake3,
        Self::Crc32,
    ];

    /// The canonical lower-case name used on the command line (`-a sha256`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Md5 => "md5",
            Self::Sha1 => "sha1",
            Self::Sha256 => "sha256",
            Self::Sha512 => "sha512",
            Self::Blake2b => "blake2b",
            Self::Blake2s => "blake2s",
            Self::Blake2bp => "blake2bp",
            Self::Blake2sp => "blake2sp",
            Self::Blake3 => "blake3",
            Self::Crc32 => "crc32",
        }
    }

    /// The name a person reads in the app ("SHA-256").
    pub fn display_name(self) -> &'static str {
        match self {
            Self::Md5 => "MD5",
            Self::Sha1 => "SHA-1",
            Self::Sha256 => "SHA-256",
            Self::Sha512 => "SHA-512",
            Self::Blake2b => "BLAKE2b",
            Self::Blake2s => "BLAKE2s",
            Self::Blake2bp => "BLAKE2bp",
            Self::Blake2sp => "BLAKE2sp",
            Self::Blake3 => "BLAKE3",
            Self::Crc32 => "CRC-32",
        }
    }

    /// The tag of a BSD-style line (`SHA256 (name) = …`), as GNU `--tag` writes it.
    pub fn bsd_tag(self) -> &'static str {
        match self {
            Self::Md5 => "MD5",
            Self::Sha1 => "SHA1",
            Self::Sha256 => "SHA256",
            Self::Sha512 => "SHA512",
            Self::Blake2b => "BLAKE2b",
            Self::Blake2s => "BLAKE2s",
            Self::Blake2bp => "BLAKE2bp",
            Self::Blake2sp => "BLAKE2sp",
            Self::Blake3 => "BLAKE3",
            Self::Crc32 => "CRC32",
        }
    }

    /// The tool whose output this algorithm matches byte for byte.
    pub fn reference_tool(self) -> &'static str {
        match self {
            Self::Md5 => "md5sum",
            Self::Sha1 => "sha1sum",
            Self::Sha256 => "sha256sum",
            Self::Sha512 => "sha512sum",
            Self::Blake2b => "b2sum",
            Self::Blake2s => "b2sum -a blake2s (BLAKE2 reference)",
            Self::Blake2bp => "b2sum -a blake2bp (BLAKE2 reference)",
            Self::Blake2sp => "b2sum -a blake2sp (BLAKE2 reference)",
            Self::Blake3 => "b3sum",
            Self::Crc32 => "zlib crc32",
        }
    }

    /// Length of the digest in bytes.
    pub fn digest_len(self) -> usize {
        match self {
            Self::Crc32 => 4,
            Self::Md5 => 16,
            Self::Sha1 => 20,
            Self::Sha256 | Self::Blake2s | Self::Blake2sp | Self::Blake3 => 32,
            Self::Sha512 | Self::Blake2b | Self::Blake2bp => 64,
        }
    }

    /// Whether one file's standard digest can be computed by several threads at once
    /// (BLAKE3 is a tree; the others are a chain over the whole input).
    pub fn splits_within_file(self) -> bool {
        matches!(self, Self::Blake3)
    }

    /// Whether the algorithm is too weak to prove who published a file (only that it is intact).
    pub fn is_weak(self) -> bool {
        matches!(self, Self::Md5 | Self::Sha1 | Self::Crc32)
    }

    /// The algorithms whose digest has `len` bytes, strongest first; used to infer the
    /// algorithm of a bare pasted digest.
    pub fn candidates_for_len(len: usize) -> Vec<Self> {
        let order = [
            Self::Sha256,
            Self::Blake3,
            Self::Blake2s,
            Self::Blake2sp,
            Self::Sha512,
            Self::Blake2b,
            Self::Blake2bp,
            Self::Sha1,
            Self::Md5,
            Self::Crc32,
        ];
        order
            .into_iter()
            .filter(|a| a.digest_len() == len)
            .collect()
    }

    /// A fresh incremental hasher.
    pub fn hasher(self) -> Box<dyn Hasher> {
        super::hashers::new_hasher(self)
    }

    /// One-shot digest of `data`.
    pub fn digest(self, data: &[u8]) -> Digest {
        let mut h = self.hasher();
        h.update(data);
        h.finalize()
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.display_name())
    }
}

/// The name given for an algorithm is not one Hashdrop knows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown algorithm '{0}' (known: md5, sha1, sha256, sha512, blake2b, blake2s, blake2bp, blake2sp, blake3, crc32)"
)]
pub struct UnknownAlgorithm(pub String);

impl FromStr for Algorithm {
    type Err = UnknownAlgorithm;

    /// Accepts the canonical names and the aliases of the issue table, case-insensitively
    /// (`SHA256`, `sha-256`, `sha2-256`, `BLAKE2b-512`, `b3`, …).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let a = match lower.as_str() {
            "md5" => Self::Md5,
            "sha1" | "sha-1" => Self::Sha1,
            "sha256" | "sha-256" | "sha2-256" => Self::Sha256,
            "sha512" | "sha-512" | "sha2-512" => Self::Sha512,
            "blake2b" | "blake2b-512" | "blake2" => Self::Blake2b,
            "blake2s" | "blake2s-256" => Self::Blake2s,
            "blake2bp" | "blake2bp-512" => Self::Blake2bp,
            "blake2sp" | "blake2sp-256" => Self::Blake2sp,
            "blake3" | "b3" | "blake3-256" => Self::Blake3,
            "crc32" | "crc-32" | "crc32b" | "sfv" => Self::Crc32,
            _ => return Err(UnknownAlgorithm(s.to_owned())),
        };
        Ok(a)
    }
}

/// An incremental hasher behind a small object-safe trait Hashdrop owns, so each
/// algorithm can use its fastest crate API.
pub trait Hasher: Send {
    /// Feeds more input.
    fn update(&mut self, data: &[u8]);
    /// Finishes and returns the digest.
    fn finalize(self: Box<Self>) -> Digest;
    /// The algorithm this hasher computes.
    fn algorithm(&self) -> Algorithm;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_aliases_parse() {
        for a in Algorithm::ALL {
            assert_eq!(a.name().parse::<Algorithm>(), Ok(a));
            assert_eq!(a.bsd_tag().parse::<Algorithm>(), Ok(a));
        }
        for (alias, a) in [
            ("MD5", Algorithm::Md5),
            ("SHA1", Algorithm::Sha1),
            ("sha-1", Algorithm::Sha1),
            ("SHA256", Algorithm::Sha256),
            ("sha-256", Algorithm::Sha256),
            ("sha2-256", Algorithm::Sha256),
            ("sha-512", Algorithm::Sha512),
            ("BLAKE2b-512", Algorithm::Blake2b),
            ("BLAKE2s-256", Algorithm::Blake2s),
            ("BLAKE2bp", Algorithm::Blake2bp),
            ("BLAKE2sp", Algorithm::Blake2sp),
            ("b3", Algorithm::Blake3),
            ("CRC32", Algorithm::Crc32),
        ] {
            assert_eq!(alias.parse::<Algorithm>(), Ok(a), "{alias}");
        }
        assert!("sha3".parse::<Algorithm>().is_err());
    }

    #[test]
    fn digest_len_matches_output() {
        for a in Algorithm::ALL {
            assert_eq!(a.digest(b"abc").as_bytes().len(), a.digest_len(), "{a}");
        }
    }
}
