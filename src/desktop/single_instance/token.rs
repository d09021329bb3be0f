//! The secret a later launch shows on Windows, where any account on the machine can
//! connect to a loopback port: 256 bits from the OS random source, kept in the user's
//! data folder, compared in constant time. (On Unix the socket's peer uid says who
//! connects, and there is no token.)

use std::io;

/// The length of a token in bytes (64 hex digits in the file and the message).
const LEN: usize = 32;

/// A random secret shared through a file only the user can read.
pub(super) struct Token([u8; LEN]);

impl Token {
    /// A new token from the OS random source (ProcessPrng on Windows, getrandom(2) on Linux).
    pub fn new() -> io::Result<Self> {
        let mut bytes = [0u8; LEN];
        getrandom::fill(&mut bytes)?;
        Ok(Self(bytes))
    }

    /// The token as lower-case hex.
    pub fn hex(&self) -> String {
        use std::fmt::Write as _;
        self.0
            .iter()
            .fold(String::with_capacity(2 * LEN), |mut s, b| {
                let _ = write!(s, "{b:02x}");
                s
            })
    }

    /// `msg` after its first line, when that line is this token's hex.
    pub fn strip<'a>(&self, msg: &'a [u8]) -> Option<&'a [u8]> {
        let (line, rest) = msg.split_at_checked(2 * LEN)?;
        let rest = rest.strip_prefix(b"\n")?;
        constant_time_eq(line, self.hex().as_bytes()).then_some(rest)
    }
}

/// Whether `a == b`, in a time that depends on their length only, so that timing the
/// answers cannot guess a token byte by byte.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let diff = a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y));
    // Keeps the compiler from turning the fold into an early exit.
    std::hint::black_box(diff) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_right_token_opens() {
        let t = Token::new().expect("random");
        let other = Token::new().expect("random");
        assert_ne!(t.hex(), other.hex(), "random, not a constant");
        assert_eq!(t.hex().len(), 64);
        let msg = format!("{}\nrest", t.hex());
        assert_eq!(t.strip(msg.as_bytes()), Some(&b"rest"[..]));
        assert_eq!(other.strip(msg.as_bytes()), None);
        assert_eq!(t.strip(&msg.as_bytes()[..64]), None, "no newline");
        assert_eq!(t.strip(b"short\nrest"), None);
        assert!(constant_time_eq(b"abc", b"abc"));
        assert!(!constant_time_eq(b"abc", b"abd"));
        assert!(!constant_time_eq(b"abc", b"ab"));
    }
}
