//! What `-a` names on the command line.

use crate::engine::Algorithm;

/// What `-a` names: one algorithm, or a family whose member `-l BITS` picks (`cksum -a
/// sha2 -l 384`, `cksum -a blake2b -l 256`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlgorithmChoice {
    /// An algorithm named in full (`sha384`, `blake2b-256`).
    One(Algorithm),
    /// `sha2`: SHA-224, SHA-256, SHA-384 or SHA-512 by `-l`.
    Sha2,
    /// `sha3`: SHA3-224, SHA3-256, SHA3-384 or SHA3-512 by `-l`.
    Sha3,
}

impl AlgorithmChoice {
    /// Parses a name given to `-a`.
    pub fn parse(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "sha2" => Ok(Self::Sha2),
            "sha3" => Ok(Self::Sha3),
            _ => s
                .parse()
                .map(Self::One)
                .map_err(|e: crate::engine::UnknownAlgorithm| e.to_string()),
        }
    }

    /// The algorithm, with `-l BITS` applied as `cksum` applies it.
    pub fn resolve(self, length: Option<u32>) -> anyhow::Result<Algorithm> {
        let family = |name: &str, members: [Algorithm; 4]| match length {
            Some(224) => Ok(members[0]),
            Some(256) => Ok(members[1]),
            Some(384) => Ok(members[2]),
            Some(512) => Ok(members[3]),
            Some(bits) => anyhow::bail!(
                "invalid length: '{bits}'\ndigest length for '{}' must be 224, 256, 384, or 512",
                name.to_ascii_uppercase()
            ),
            None => anyhow::bail!(
                "--algorithm={name} requires specifying --length 224, 256, 384, or 512"
            ),
        };
        match (self, length) {
            (Self::Sha2, _) => family(
                "sha2",
                [
                    Algorithm::Sha224,
                    Algorithm::Sha256,
                    Algorithm::Sha384,
                    Algorithm::Sha512,
                ],
            ),
            (Self::Sha3, _) => family(
                "sha3",
                [
                    Algorithm::Sha3_224,
                    Algorithm::Sha3_256,
                    Algorithm::Sha3_384,
                    Algorithm::Sha3_512,
                ],
            ),
            (Self::One(a), None) => Ok(a),
            (Self::One(Algorithm::Blake2b | Algorithm::Blake2bLen(_)), Some(bits)) => {
                if bits > 512 {
                    anyhow::bail!(
                        "invalid length: '{bits}'\nmaximum digest length for 'BLAKE2b' is 512 bits"
                    );
                }
                Algorithm::blake2b_bits(bits).ok_or_else(|| {
                    anyhow::anyhow!("invalid length: '{bits}'\nlength is not a multiple of 8")
                })
            }
            (Self::One(_), Some(_)) => {
                anyhow::bail!("--length is only supported with --algorithm=blake2b, sha2, or sha3")
            }
        }
    }
}
