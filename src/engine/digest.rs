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
}
