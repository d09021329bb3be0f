//! Public keys in the format minisign and signify share: an optional `untrusted comment:`
//! line, then the base64 of `Ed`, an 8-byte key ID and the 32-byte Ed25519 key (Zig's
//! `RWSGOq2N…` is one). The same key verifies both tools' signatures.

use base64::Engine as _;

use super::error::TrustError;

/// The comment line that opens minisign and signify keys and signatures.
pub(crate) const UNTRUSTED: &str = "untrusted comment:";

/// The algorithm bytes of a key and of a signature over the data itself.
pub(crate) const ED: [u8; 2] = *b"Ed";

const FORMAT: &str = "minisign/signify";
const WHAT: &str = "the key";

/// A minisign or signify public key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ed25519Key {
    /// The key ID (signify calls it the key number), as stored.
    pub key_id: [u8; 8],
    /// The Ed25519 public key.
    pub key: [u8; 32],
    /// The untrusted comment of its `.pub` file, if any (`minisign public key E70D…`).
    pub comment: Option<String>,
    /// The base64 line, as minisign's `-P` takes it.
    pub base64: String,
}

impl Ed25519Key {
    /// The key ID as minisign prints it: a little-endian 64-bit number in hex, so the
    /// bytes reversed.
    pub fn shown_id(&self) -> Vec<u8> {
        self.key_id.iter().rev().copied().collect()
    }
}

/// Decodes one base64 line (standard alphabet, padded), as both tools write it.
pub(crate) fn decode_line(line: &str) -> Option<Vec<u8>> {
    base64::engine::general_purpose::STANDARD
        .decode(line.trim_end_matches(['\r', ' ', '\t']))
        .ok()
}

/// The non-blank lines of `bytes`, when it is UTF-8 text.
fn lines(bytes: &[u8]) -> Option<Vec<&str>> {
    let text = std::str::from_utf8(bytes).ok()?;
    Some(text.lines().filter(|l| !l.trim().is_empty()).collect())
}

/// Reads a `.pub` file (comment line and key line) or a bare `RW…` key line.
pub(crate) fn parse_key(bytes: &[u8]) -> Result<Ed25519Key, TrustError> {
    let bad = |reason: &str| TrustError::bad_format(WHAT, FORMAT, reason);
    let lines = lines(bytes).ok_or_else(|| bad("it is not text"))?;
    let (comment, line) = match lines.as_slice() {
        [line] => (None, *line),
        [comment, line] if comment.starts_with(UNTRUSTED) => {
            (Some(comment[UNTRUSTED.len()..].trim().to_owned()), *line)
        }
        _ => return Err(bad("expected a comment line and a key line")),
    };
    let raw = decode_line(line.trim()).ok_or_else(|| bad("the key line is not base64"))?;
    if raw.len() != 42 || raw[..2] != ED {
        return Err(bad("the key line does not hold an Ed25519 key"));
    }
    let mut key_id = [0; 8];
    key_id.copy_from_slice(&raw[2..10]);
    let mut key = [0; 32];
    key.copy_from_slice(&raw[10..]);
    Ok(Ed25519Key {
        key_id,
        key,
        comment,
        base64: line.trim().to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Zig's key, as ziglang.org/download prints it.
    const ZIG: &str = "RWSGOq2NVecA2UPNdBUZykf1CCb147pkmdtYxgb3Ti+JO/wCYvhbAb/U";

    fn ok(bytes: &[u8]) -> bool {
        parse_key(bytes).is_ok()
    }

    #[test]
    fn a_bare_key_and_a_pub_file_read_alike() {
        let bare = parse_key(ZIG.as_bytes()).expect("bare key");
        let file = format!("untrusted comment: minisign public key D8E4\n{ZIG}\n");
        let read = parse_key(file.as_bytes()).expect("pub file");
        assert_eq!(bare.key, read.key);
        assert_eq!(read.comment.as_deref(), Some("minisign public key D8E4"));
        assert!(!ok(b"RWSG"));
        assert!(!ok(b"-----BEGIN PGP PUBLIC KEY BLOCK-----\n"));
        assert!(!ok(b"one\ntwo\nthree\n"));
    }
}
