//! A finished digest: raw bytes plus the algorithm that made them, rendered at the edges.

use std::fmt;

use super::algorithm::Algorithm;

/// Digests up to this many bytes (SHA-256, BLAKE3, SHA3-256 and every shorter one) are
/// kept inline, with no allocation of their own: the window holds one per file and
/// line, and for 200,000 files a separate allocation for each would cost more than
/// the bytes. Longer ones (SHA-384, SHA-512, BLAKE2b) are boxed: inline, they would
/// double the size of every digest for the sake of the less common ones.
const INLINE: usize = 32;

/// A digest as bytes. Hex is produced only when shown or written.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Digest {
    bytes: Bytes,
}

/// The algorithm and bytes of a digest. Equal digests have equal `Bytes`: a length up
/// to [`INLINE`] is always inline, with the unused tail zero. The algorithm is in each
/// variant, not beside the enum, so that it fills the inline variant's padding: 40
/// bytes where a field beside them took 48 (issue 37: one per file in the window).
#[derive(Clone, PartialEq, Eq, Hash)]
enum Bytes {
    Inline {
        algorithm: Algorithm,
        len: u8,
        buf: [u8; INLINE],
    },
    /// Longer than [`INLINE`].
    Heap {
        algorithm: Algorithm,
        bytes: Box<[u8]>,
    },
}

impl Bytes {
    fn new(algorithm: Algorithm, bytes: &[u8]) -> Self {
        match u8::try_from(bytes.len()) {
            Ok(len) if bytes.len() <= INLINE => {
                let mut buf = [0; INLINE];
                buf[..bytes.len()].copy_from_slice(bytes);
                Self::Inline {
                    algorithm,
                    len,
                    buf,
                }
            }
            _ => Self::Heap {
                algorithm,
                bytes: bytes.into(),
            },
        }
    }

    fn as_slice(&self) -> &[u8] {
        match self {
            Self::Inline { len, buf, .. } => &buf[..usize::from(*len)],
            Self::Heap { bytes, .. } => bytes,
        }
    }
}

impl Digest {
    /// Wraps raw digest bytes.
    pub fn new(algorithm: Algorithm, bytes: impl AsRef<[u8]>) -> Self {
        Self {
            bytes: Bytes::new(algorithm, bytes.as_ref()),
        }
    }

    /// The algorithm that produced this digest.
    pub fn algorithm(&self) -> Algorithm {
        match self.bytes {
            Bytes::Inline { algorithm, .. } | Bytes::Heap { algorithm, .. } => algorithm,
        }
    }

    /// The raw bytes, big-endian as the reference tools print them.
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.as_slice()
    }

    /// Lower-case hexadecimal, as md5sum and friends print it.
    pub fn to_hex(&self) -> String {
        to_hex(self.as_bytes())
    }

    /// Standard base64 with padding, as `cksum --base64` prints it and the cloud
    /// consoles show a checksum.
    pub fn to_base64(&self) -> String {
        to_base64(self.as_bytes())
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.algorithm().name(), self.to_hex())
    }
}

impl fmt::Display for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

/// Lower-case hex of any bytes.
pub fn to_hex(bytes: &[u8]) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        s.push(char::from(HEX[usize::from(b >> 4)]));
        s.push(char::from(HEX[usize::from(b & 0xf)]));
    }
    s
}

/// Parses hex (either case, no separators) into bytes; `None` when it is not hex.
pub fn from_hex(s: &str) -> Option<Vec<u8>> {
    let s = s.as_bytes();
    if !s.len().is_multiple_of(2) {
        return None;
    }
    let nibble = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    };
    s.chunks_exact(2)
        .map(|p| Some(nibble(p[0])? << 4 | nibble(p[1])?))
        .collect()
}

/// Standard base64 (RFC 4648, with padding) of any bytes.
pub fn to_base64(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// Parses standard base64 with its padding (as `cksum --base64` writes it) into bytes;
/// `None` when it is not canonical base64.
pub fn from_base64(s: &str) -> Option<Vec<u8>> {
    use base64::Engine as _;
    let bytes = base64::engine::general_purpose::STANDARD.decode(s).ok()?;
    // Only the canonical spelling: trailing bits must be zero, so that one digest has
    // one base64 form (the decoder already refuses non-canonical padding).
    (to_base64(&bytes) == s).then_some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip() {
        let b = vec![0x00, 0x7f, 0xab, 0xff];
        assert_eq!(to_hex(&b), "007fabff");
        assert_eq!(from_hex("007FabFF"), Some(b));
        assert_eq!(from_hex("0g"), None);
        assert_eq!(from_hex("abc"), None);
    }

    #[test]
    fn base64_round_trip() {
        let b = vec![0xe3, 0x06, 0x92, 0x83];
        assert_eq!(to_base64(&b), "4waSgw==");
        assert_eq!(from_base64("4waSgw=="), Some(b));
        assert_eq!(from_base64("4waSgw"), None);
        assert_eq!(from_base64("4waSgx=="), None);
        assert_eq!(from_base64("not base64!"), None);
    }

    #[test]
    fn digests_of_any_length_keep_their_bytes() {
        for len in [0, 4, 32, 63, 64, 65, 200] {
            let bytes: Vec<u8> = (0..len).map(|i| (i % 251) as u8 ^ 0x5a).collect();
            let d = Digest::new(Algorithm::Sha256, &bytes);
            assert_eq!(d.as_bytes(), &bytes[..]);
            assert_eq!(d, Digest::new(Algorithm::Sha256, bytes.clone()));
            assert_eq!(d.to_hex(), to_hex(&bytes));
        }
        // The unused tail of an inline digest never makes two lengths equal.
        assert_ne!(
            Digest::new(Algorithm::Sha256, [0u8; 4]),
            Digest::new(Algorithm::Sha256, [0u8; 5])
        );
        assert_ne!(
            Digest::new(Algorithm::Sha256, [1u8; 4]),
            Digest::new(Algorithm::Md5, [1u8; 4])
        );
    }

    #[test]
    fn a_sha256_digest_is_kept_inline() {
        // One per file in the window: its bytes are not an allocation of their own, and
        // the whole digest is not much larger than them.
        assert!(std::mem::size_of::<Digest>() <= INLINE + 8);
        let d = Algorithm::Sha256.digest(b"abc");
        assert!(matches!(d.bytes, Bytes::Inline { len: 32, .. }));
        assert_eq!(d.algorithm(), Algorithm::Sha256);
        let long = Algorithm::Sha512.digest(b"abc");
        assert!(matches!(long.bytes, Bytes::Heap { ref bytes, .. } if bytes.len() == 64));
        assert_eq!(long.algorithm(), Algorithm::Sha512);
    }
}
