//! A finished digest: raw bytes plus the algorithm that made them, rendered at the edges.

use std::fmt;

use super::algorithm::Algorithm;

/// A digest as bytes. Hex is produced only when shown or written.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Digest {
    algorithm: Algorithm,
    bytes: Vec<u8>,
}

impl Digest {
    /// Wraps raw digest bytes.
    pub fn new(algorithm: Algorithm, bytes: Vec<u8>) -> Self {
        Self { algorithm, bytes }
    }

    /// The algorithm that produced this digest.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The raw bytes, big-endian as the reference tools print them.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Lower-case hexadecimal, as md5sum and friends print it.
    pub fn to_hex(&self) -> String {
        to_hex(&self.bytes)
    }

    /// Standard base64 with padding, as `cksum --base64` prints it and the cloud
    /// consoles show a checksum.
    pub fn to_base64(&self) -> String {
        to_base64(&self.bytes)
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.algorithm.name(), self.to_hex())
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
}
