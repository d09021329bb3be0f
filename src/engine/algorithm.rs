//! The [`Algorithm`] enum: names, aliases and digest lengths (its hashers are made in
//! `hashers`).

use std::fmt;
use std::str::FromStr;

/// A checksum algorithm Hashdrop can compute.
///
/// Every variant produces the standard digest, byte-identical to the reference tool
/// named in [`Algorithm::reference_tool`]. Digests are written most significant byte
/// first, as the reference tools print them (xxHash and the CRCs as big-endian numbers).
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
    /// SHA-224 (FIPS 180-4).
    Sha224,
    /// SHA-384 (FIPS 180-4).
    Sha384,
    /// SHA3-224 (FIPS 202).
    Sha3_224,
    /// SHA3-256 (FIPS 202).
    Sha3_256,
    /// SHA3-384 (FIPS 202).
    Sha3_384,
    /// SHA3-512 (FIPS 202).
    Sha3_512,
    /// SM3 (GB/T 32905-2016), 256 bits.
    Sm3,
    /// BLAKE2b with a digest of this many bytes, 1 to 63 (`b2sum -l BITS`); the 64-byte
    /// digest is [`Algorithm::Blake2b`]. Make it with [`Algorithm::blake2b_bits`].
    Blake2bLen(u8),
    /// XXH64 (seed 0), 64 bits.
    Xxh64,
    /// XXH3, 64-bit (seed 0).
    Xxh3,
    /// XXH128, the 128-bit XXH3 (seed 0).
    Xxh128,
    /// CRC-32C (Castagnoli; CRC-32/ISCSI), as iSCSI, ext4, Google Cloud Storage and S3 use it.
    Crc32c,
    /// CRC-64/NVME, the checksum Amazon S3 adds to every object.
    Crc64Nvme,
}

impl Algorithm {
    /// Every algorithm of fixed length, in the order menus show them. BLAKE2b with other
    /// lengths ([`Algorithm::Blake2bLen`]) is chosen by length, not listed.
    pub const ALL: [Self; 22] = [
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
        Self::Sha224,
        Self::Sha384,
        Self::Sha3_224,
        Self::Sha3_256,
        Self::Sha3_384,
        Self::Sha3_512,
        Self::Sm3,
        Self::Xxh64,
        Self::Xxh3,
        Self::Xxh128,
        Self::Crc32c,
        Self::Crc64Nvme,
    ];

    /// The algorithms most people meet, which the app lists first; the others are folded
    /// under "More".
    pub const COMMON: [Self; 5] = [
        Self::Sha256,
        Self::Sha512,
        Self::Sha1,
        Self::Md5,
        Self::Blake3,
    ];

    /// Whether the app lists this algorithm among the common ones ([`Algorithm::COMMON`]).
    pub fn is_common(self) -> bool {
        Self::COMMON.contains(&self)
    }

    /// BLAKE2b with a digest of `bits` bits, as `b2sum -l BITS`: a multiple of 8 from 8
    /// to 512 (512 is plain [`Algorithm::Blake2b`]); `None` for any other length.
    pub fn blake2b_bits(bits: u32) -> Option<Self> {
        if bits == 512 {
            return Some(Self::Blake2b);
        }
        if bits == 0 || !bits.is_multiple_of(8) || bits > 512 {
            return None;
        }
        u8::try_from(bits / 8).ok().map(Self::Blake2bLen)
    }

    /// The byte length of a [`Algorithm::Blake2bLen`], kept within 1..=64 even for a
    /// value made without [`Algorithm::blake2b_bits`].
    fn blake2b_bytes(n: u8) -> usize {
        usize::from(n.clamp(1, 64))
    }

    /// The canonical lower-case name used on the command line (`-a sha256`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Md5 => "md5",
            Self::Sha1 => "sha1",
            Self::Sha224 => "sha224",
            Self::Sha256 => "sha256",
            Self::Sha384 => "sha384",
            Self::Sha512 => "sha512",
            Self::Sha3_224 => "sha3-224",
            Self::Sha3_256 => "sha3-256",
            Self::Sha3_384 => "sha3-384",
            Self::Sha3_512 => "sha3-512",
            Self::Sm3 => "sm3",
            Self::Blake2b => "blake2b",
            Self::Blake2bLen(n) => super::blake2b_names::NAMES[Self::blake2b_bytes(n)],
            Self::Blake2s => "blake2s",
            Self::Blake2bp => "blake2bp",
            Self::Blake2sp => "blake2sp",
            Self::Blake3 => "blake3",
            Self::Xxh64 => "xxh64",
            Self::Xxh3 => "xxh3",
            Self::Xxh128 => "xxh128",
            Self::Crc32 => "crc32",
            Self::Crc32c => "crc32c",
            Self::Crc64Nvme => "crc64nvme",
        }
    }

    /// The name a person reads in the app ("SHA-256").
    pub fn display_name(self) -> &'static str {
        match self {
            Self::Md5 => "MD5",
            Self::Sha1 => "SHA-1",
            Self::Sha224 => "SHA-224",
            Self::Sha256 => "SHA-256",
            Self::Sha384 => "SHA-384",
            Self::Sha512 => "SHA-512",
            Self::Sha3_224 => "SHA3-224",
            Self::Sha3_256 => "SHA3-256",
            Self::Sha3_384 => "SHA3-384",
            Self::Sha3_512 => "SHA3-512",
            Self::Sm3 => "SM3",
            Self::Blake2b => "BLAKE2b",
            Self::Blake2bLen(n) => super::blake2b_names::TAGS[Self::blake2b_bytes(n)],
            Self::Blake2s => "BLAKE2s",
            Self::Blake2bp => "BLAKE2bp",
            Self::Blake2sp => "BLAKE2sp",
            Self::Blake3 => "BLAKE3",
            Self::Xxh64 => "XXH64",
            Self::Xxh3 => "XXH3",
            Self::Xxh128 => "XXH128",
            Self::Crc32 => "CRC-32",
            Self::Crc32c => "CRC-32C",
            Self::Crc64Nvme => "CRC-64/NVME",
        }
    }

    /// The tag of a BSD-style line (`SHA256 (name) = …`), as GNU `--tag` and `cksum`
    /// write it.
    pub fn bsd_tag(self) -> &'static str {
        match self {
            Self::Md5 => "MD5",
            Self::Sha1 => "SHA1",
            Self::Sha224 => "SHA224",
            Self::Sha256 => "SHA256",
            Self::Sha384 => "SHA384",
            Self::Sha512 => "SHA512",
            Self::Sha3_224 => "SHA3-224",
            Self::Sha3_256 => "SHA3-256",
            Self::Sha3_384 => "SHA3-384",
            Self::Sha3_512 => "SHA3-512",
            Self::Sm3 => "SM3",
            Self::Blake2b => "BLAKE2b",
            Self::Blake2bLen(n) => super::blake2b_names::TAGS[Self::blake2b_bytes(n)],
            Self::Blake2s => "BLAKE2s",
            Self::Blake2bp => "BLAKE2bp",
            Self::Blake2sp => "BLAKE2sp",
            Self::Blake3 => "BLAKE3",
            Self::Xxh64 => "XXH64",
            Self::Xxh3 => "XXH3",
            Self::Xxh128 => "XXH128",
            Self::Crc32 => "CRC32",
            Self::Crc32c => "CRC32C",
            Self::Crc64Nvme => "CRC64NVME",
        }
    }

    /// The algorithm name GNU `cksum --check --warn` puts in "improperly formatted …
    /// checksum line": the family, without a length (`BLAKE2b` for `BLAKE2b-256`,
    /// `SHA3` for `SHA3-256`).
    pub fn gnu_family_tag(self) -> &'static str {
        match self {
            Self::Blake2bLen(_) => "BLAKE2b",
            Self::Sha3_224 | Self::Sha3_256 | Self::Sha3_384 | Self::Sha3_512 => "SHA3",
            other => other.bsd_tag(),
        }
    }

    /// The tool whose output this algorithm matches byte for byte.
    pub fn reference_tool(self) -> &'static str {
        match self {
            Self::Md5 => "md5sum",
            Self::Sha1 => "sha1sum",
            Self::Sha224 => "sha224sum",
            Self::Sha256 => "sha256sum",
            Self::Sha384 => "sha384sum",
            Self::Sha512 => "sha512sum",
            Self::Sha3_224 | Self::Sha3_256 | Self::Sha3_384 | Self::Sha3_512 => {
                "Python hashlib (sha3_*)"
            }
            Self::Sm3 => "cksum -a sm3",
            Self::Blake2b => "b2sum",
            Self::Blake2bLen(_) => "b2sum -l BITS",
            Self::Blake2s => "b2sum -a blake2s (BLAKE2 reference)",
            Self::Blake2bp => "b2sum -a blake2bp (BLAKE2 reference)",
            Self::Blake2sp => "b2sum -a blake2sp (BLAKE2 reference)",
            Self::Blake3 => "b3sum",
            Self::Xxh64 => "xxhsum -H1",
            Self::Xxh3 => "xxhsum -H3",
            Self::Xxh128 => "xxhsum -H2",
            Self::Crc32 => "zlib crc32",
            Self::Crc32c => "Python crc32c",
            Self::Crc64Nvme => "awscrt (the AWS SDK's CRC-64/NVME)",
        }
    }

    /// Length of the digest in bytes.
    pub fn digest_len(self) -> usize {
        match self {
            Self::Crc32 | Self::Crc32c => 4,
            Self::Xxh64 | Self::Xxh3 | Self::Crc64Nvme => 8,
            Self::Md5 | Self::Xxh128 => 16,
            Self::Sha1 => 20,
            Self::Sha224 | Self::Sha3_224 => 28,
            Self::Sha256
            | Self::Sha3_256
            | Self::Sm3
            | Self::Blake2s
            | Self::Blake2sp
            | Self::Blake3 => 32,
            Self::Sha384 | Self::Sha3_384 => 48,
            Self::Sha512 | Self::Sha3_512 | Self::Blake2b | Self::Blake2bp => 64,
            Self::Blake2bLen(n) => Self::blake2b_bytes(n),
        }
    }

    /// Whether one file's standard digest can be computed by several threads at once
    /// (BLAKE3 is a tree; the others are a chain over the whole input).
    pub fn splits_within_file(self) -> bool {
        matches!(self, Self::Blake3)
    }

    /// Whether mapped bytes are fed to this algorithm a page at a time with the start of
    /// the next page prefetched (`engine::prefetch`). SHA-1 and SHA-256 (SHA-NI), XXH64
    /// and MD5 stall on memory when hashed straight from a mapping: 512 MiB warm, whole
    /// process, hyperfine, the 2-vCPU Intel Xeon VM (7 December), with the hint's first
    /// eight lines: SHA-1 0.29 s, SHA-256 0.32 s, XXH64 0.097 s. The same hint given to
    /// every algorithm (8 runs each, without / with): MD5 736 / 671 ms, so it has it;
    /// SM3 the same; SHA-512 713 / 746, BLAKE2b 467 / 508, SHA3-256 914 / 948, so they do
    /// not (BLAKE3, fed 4 KiB at a time, could not use its wide SIMD: 1.5x slower).
    pub fn wants_prefetch(self) -> bool {
        matches!(
            self,
            Self::Md5 | Self::Sha1 | Self::Sha224 | Self::Sha256 | Self::Xxh64
        )
    }

    /// Whether a window's helper warms the lines ahead of this algorithm's hasher when a
    /// core is spare (`engine::populate`). Not for the checksums that run at the speed
    /// of memory (CRCs, XXH3, XXH128) nor BLAKE3: they outrun the helper, which then
    /// only holds them up. 512 MiB of 4 KiB page-cache folios, hyperfine 6 runs, without
    /// / with (7 December 2026, the Intel Xeon VM): XXH3 75 / 82 ms, CRC-32 70 / 79,
    /// BLAKE3 87 / 87; MD5 678 / 660, SHA3-256 956 / 930, SM3 1.36 / 1.32 s, XXH64
    /// 95 / 91, SHA-512 and BLAKE2b the same.
    pub fn wants_warming(self) -> bool {
        !matches!(
            self,
            Self::Crc32 | Self::Crc32c | Self::Crc64Nvme | Self::Xxh3 | Self::Xxh128 | Self::Blake3
        )
    }

    /// Whether the algorithm is too weak to prove who published a file (only that it is
    /// intact): MD5, SHA-1, and the checksums that were never meant to resist an
    /// attacker (CRCs, xxHash).
    pub fn is_weak(self) -> bool {
        matches!(
            self,
            Self::Md5
                | Self::Sha1
                | Self::Crc32
                | Self::Crc32c
                | Self::Crc64Nvme
                | Self::Xxh64
                | Self::Xxh3
                | Self::Xxh128
        )
    }

    /// The algorithms whose digest has `len` bytes, strongest and most common first;
    /// used to infer the algorithm of a bare pasted digest or an untagged line. For 32
    /// bytes: SHA-256, BLAKE3, BLAKE2s, BLAKE2sp, SHA3-256, BLAKE2b-256 and SM3. A
    /// non-cryptographic checksum that shares its length with a common digest (XXH128
    /// with MD5, CRC-32C with CRC-32) is left out: such a value is read as the common
    /// one. So are the 64-bit checksums (XXH64, XXH3, CRC-64/NVME): 16 hex digits are
    /// more often the start of a longer digest still being typed. A tag, a file name
    /// (`*.xxh64`) or a prefix (`xxh3:…`) names them; [`Algorithm::every_for_len`] has
    /// them all.
    pub fn candidates_for_len(len: usize) -> Vec<Self> {
        Self::every_for_len(len)
            .into_iter()
            .filter(|a| {
                !matches!(
                    a,
                    Self::Xxh128 | Self::Crc32c | Self::Xxh64 | Self::Xxh3 | Self::Crc64Nvme
                )
            })
            .collect()
    }

    /// Every algorithm whose digest has `len` bytes, in the order of
    /// [`Algorithm::candidates_for_len`]; for a value copied from a cloud console or a
    /// copy tool, where an 8-digit CRC may be CRC-32 or CRC-32C.
    pub fn every_for_len(len: usize) -> Vec<Self> {
        let order = [
            Self::Sha256,
            Self::Blake3,
            Self::Blake2s,
            Self::Blake2sp,
            Self::Sha3_256,
            Self::Blake2bLen(32),
            Self::Sm3,
            Self::Sha512,
            Self::Blake2b,
            Self::Blake2bp,
            Self::Sha3_512,
            Self::Sha384,
            Self::Sha3_384,
            Self::Sha224,
            Self::Sha3_224,
            Self::Sha1,
            Self::Md5,
            Self::Xxh128,
            Self::Xxh64,
            Self::Xxh3,
            Self::Crc64Nvme,
            Self::Crc32,
            Self::Crc32c,
        ];
        order
            .into_iter()
            .filter(|a| a.digest_len() == len)
            .collect()
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
    "unknown algorithm '{0}' (known: md5, sha1, sha224, sha256, sha384, sha512, sha3-224, sha3-256, sha3-384, sha3-512, sm3, blake2b, blake2b-BITS, blake2s, blake2bp, blake2sp, blake3, xxh64, xxh3, xxh128, crc32, crc32c, crc64nvme)"
)]
pub struct UnknownAlgorithm(pub String);

impl FromStr for Algorithm {
    type Err = UnknownAlgorithm;

    /// Accepts the canonical names and the usual aliases, case-insensitively (`SHA256`,
    /// `sha-256`, `sha2-256`, `BLAKE2b-512`, `BLAKE2b-256`, `b3`, `SHA3_256`, `xxh3-64`, …).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase().replace('_', "-");
        let a = match lower.as_str() {
            "md5" => Self::Md5,
            "sha1" | "sha-1" => Self::Sha1,
            "sha224" | "sha-224" | "sha2-224" => Self::Sha224,
            "sha256" | "sha-256" | "sha2-256" => Self::Sha256,
            "sha384" | "sha-384" | "sha2-384" => Self::Sha384,
            "sha512" | "sha-512" | "sha2-512" => Self::Sha512,
            "sha3-224" => Self::Sha3_224,
            "sha3-256" => Self::Sha3_256,
            "sha3-384" => Self::Sha3_384,
            "sha3-512" => Self::Sha3_512,
            "sm3" => Self::Sm3,
            "blake2b" | "blake2" => Self::Blake2b,
            "blake2s" | "blake2s-256" => Self::Blake2s,
            "blake2bp" | "blake2bp-512" => Self::Blake2bp,
            "blake2sp" | "blake2sp-256" => Self::Blake2sp,
            "blake3" | "b3" | "blake3-256" => Self::Blake3,
            "xxh64" | "xxhash64" => Self::Xxh64,
            "xxh3" | "xxh3-64" | "xxh3-64bits" => Self::Xxh3,
            "xxh128" | "xxh3-128" => Self::Xxh128,
            "crc32" | "crc-32" | "crc32b" | "sfv" => Self::Crc32,
            "crc32c" | "crc-32c" | "crc32-c" => Self::Crc32c,
            "crc64nvme" | "crc64-nvme" | "crc-64-nvme" | "crc-64/nvme" => Self::Crc64Nvme,
            other => {
                return other
                    .strip_prefix("blake2b-")
                    .and_then(|bits| bits.parse::<u32>().ok())
                    .and_then(Self::blake2b_bits)
                    .ok_or_else(|| UnknownAlgorithm(s.to_owned()));
            }
        };
        Ok(a)
    }
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
        for (alias, a) in [
            ("SHA224", Algorithm::Sha224),
            ("sha2-384", Algorithm::Sha384),
            ("SHA3-256", Algorithm::Sha3_256),
            ("sha3_512", Algorithm::Sha3_512),
            ("SM3", Algorithm::Sm3),
            ("BLAKE2b-256", Algorithm::Blake2bLen(32)),
            ("blake2b-8", Algorithm::Blake2bLen(1)),
            ("BLAKE2b-512", Algorithm::Blake2b),
            ("XXH3", Algorithm::Xxh3),
            ("xxh3-128", Algorithm::Xxh128),
            ("CRC32C", Algorithm::Crc32c),
            ("CRC64NVME", Algorithm::Crc64Nvme),
        ] {
            assert_eq!(alias.parse::<Algorithm>(), Ok(a), "{alias}");
        }
        for bad in [
            "blake2b-0",
            "blake2b-12",
            "blake2b-520",
            "blake2b-",
            "sha3-100",
        ] {
            assert!(bad.parse::<Algorithm>().is_err(), "{bad}");
        }
        for bytes in 1..64u8 {
            let a = Algorithm::Blake2bLen(bytes);
            assert_eq!(a.name().parse::<Algorithm>(), Ok(a));
            assert_eq!(a.bsd_tag().parse::<Algorithm>(), Ok(a));
            assert_eq!(a.digest_len(), usize::from(bytes));
        }
    }

    #[test]
    fn digest_len_matches_output() {
        for a in Algorithm::ALL {
            assert_eq!(a.digest(b"abc").as_bytes().len(), a.digest_len(), "{a}");
        }
        for bytes in [1u8, 20, 32, 48, 63] {
            let a = Algorithm::Blake2bLen(bytes);
            assert_eq!(a.digest(b"abc").as_bytes().len(), usize::from(bytes));
        }
    }
}
