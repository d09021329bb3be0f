//! The framing of a clear-signed message (RFC 9580 §7), on raw bytes: which lines are
//! signed, what exactly was hashed, and what lies outside the signature.
//!
//! The framing is Hashdrop's own rather than rPGP's so that the signed text stays bytes
//! (a checksum file may name files that are not UTF-8), so that text outside the
//! signature is counted and reported rather than refused, and so that the `sums` layer
//! can be handed exactly the signed lines with their line numbers.

use super::error::TrustError;

const BEGIN_MESSAGE: &[u8] = b"-----BEGIN PGP SIGNED MESSAGE-----";
const BEGIN_SIGNATURE: &[u8] = b"-----BEGIN PGP SIGNATURE-----";
const END_SIGNATURE: &[u8] = b"-----END PGP SIGNATURE-----";

/// The signed part of a clear-signed file, and what surrounds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedText {
    /// The signed lines as they read after dash-unescaping, each ending with `\n`,
    /// trailing spaces and tabs removed (they are not covered by the signature). This
    /// is the only text that may be parsed for checksum lines.
    pub text: Vec<u8>,
    /// The 1-based line number, in the file, of the first line of [`SignedText::text`].
    pub first_line: usize,
    /// The algorithms named by `Hash:` armour headers (upper case, e.g. `SHA256`).
    pub hash_headers: Vec<String>,
    /// Non-blank lines before the `BEGIN PGP SIGNED MESSAGE` line; not signed.
    pub lines_before: usize,
    /// Non-blank lines after the signature block; not signed.
    pub lines_after: usize,
}

/// A clear-signed file split into its signed text, the bytes that were hashed and the
/// armoured signature block.
#[derive(Clone, Debug)]
pub(crate) struct Framed {
    pub(crate) signed: SignedText,
    /// The bytes the signature covers: lines joined by CRLF, no final line break.
    pub(crate) hashed: Vec<u8>,
    /// The armoured signature block, from its `BEGIN` to its `END` line.
    pub(crate) armour: Vec<u8>,
}

/// Whether `bytes` hold a clear-signed message: a `BEGIN PGP SIGNED MESSAGE` line on
/// any line. Not only near the start: whatever was put in front of a signed list
/// (60 lines of forged checksums, say) must not make it read as unsigned, which would
/// let those lines count. Callers pass no more than a checksum file may hold.
pub fn is_clear_signed(bytes: &[u8]) -> bool {
    lines(bytes).any(|l| trim(l) == BEGIN_MESSAGE)
}

/// The signed text of a clear-signed file, without checking its signature: for callers
/// that must still read only the signed part when the signature cannot be checked.
pub fn signed_text(bytes: &[u8]) -> Result<SignedText, TrustError> {
    frame(bytes).map(|f| f.signed)
}

/// Lines without their `\n` (a final unterminated line included).
fn lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    bytes.split(|&b| b == b'\n').filter(|_| !bytes.is_empty())
}

/// A line without its `\r` and without trailing spaces and tabs (RFC 9580 §7.2).
fn trim(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r'))
        .map_or(0, |p| p + 1);
    &line[..end]
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Before,
    Headers,
    Body,
    Signature,
    After,
}

/// Splits a clear-signed file. Fails when it is not one, when it holds several signed
/// messages, or when its signature block is missing or unterminated.
pub(crate) fn frame(bytes: &[u8]) -> Result<Framed, TrustError> {
    let mut state = State::Before;
    let mut signed = SignedText {
        text: Vec::new(),
        first_line: 0,
        hash_headers: Vec::new(),
        lines_before: 0,
        lines_after: 0,
    };
    let mut body: Vec<&[u8]> = Vec::new();
    let mut armour = Vec::new();
    let mut messages = 0;
    for (i, raw) in lines(bytes).enumerate() {
        let line = trim(raw);
        if line == BEGIN_MESSAGE {
            messages += 1;
        }
        match state {
            State::Before if line == BEGIN_MESSAGE => state = State::Headers,
            State::Before | State::After => {
                if !line.is_empty() {
                    match state {
                        State::Before => signed.lines_before += 1,
                        _ => signed.lines_after += 1,
                    }
                }
            }
            State::Headers if line.is_empty() => {
                state = State::Body;
                signed.first_line = i + 2;
            }
            State::Headers => header(line, &mut signed.hash_headers)?,
            State::Body if line == BEGIN_SIGNATURE => {
                state = State::Signature;
                armour.extend_from_slice(line);
                armour.push(b'\n');
            }
            State::Body => body.push(line.strip_prefix(b"- ").unwrap_or(line)),
            State::Signature => {
                armour.extend_from_slice(line);
                armour.push(b'\n');
                if line == END_SIGNATURE {
                    state = State::After;
                }
            }
        }
    }
    if messages == 0 {
        return Err(TrustError::NotClearSigned);
    }
    if messages > 1 {
        return Err(TrustError::SeveralSignedBlocks { count: messages });
    }
    if state != State::After {
        return Err(TrustError::MissingSignatureBlock);
    }
    // RFC 9580 §7.1: the line break before the signature block is not signed.
    let hashed = body.join(&b"\r\n"[..]);
    for line in &body {
        signed.text.extend_from_slice(line);
        signed.text.push(b'\n');
    }
    Ok(Framed {
        signed,
        hashed,
        armour,
    })
}

/// Reads one armour header line; only `Hash:` is allowed in a signed message.
fn header(line: &[u8], hashes: &mut Vec<String>) -> Result<(), TrustError> {
    let text = String::from_utf8_lossy(line);
    match text.split_once(':') {
        Some((name, value)) if name.trim() == "Hash" => {
            hashes.extend(
                value
                    .split(',')
                    .map(|h| h.trim().to_ascii_uppercase())
                    .filter(|h| !h.is_empty()),
            );
            Ok(())
        }
        _ => Err(TrustError::BadArmourHeader(text.into_owned())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIG: &str = "-----BEGIN PGP SIGNATURE-----\n\nAAAA\n-----END PGP SIGNATURE-----\n";

    #[test]
    fn frames_text_and_counts_what_lies_outside() {
        let file = format!(
            "junk\n-----BEGIN PGP SIGNED MESSAGE-----\r\nHash: SHA256\r\n\r\n- -dash\r\nabc  x \t\r\nlast\r\n{SIG}\nappended  x\n"
        );
        let f = frame(file.as_bytes()).expect("framed");
        assert_eq!(f.hashed, b"-dash\r\nabc  x\r\nlast");
        assert_eq!(f.signed.text, b"-dash\nabc  x\nlast\n");
        assert_eq!(f.signed.first_line, 5);
        assert_eq!(f.signed.hash_headers, ["SHA256"]);
        assert_eq!((f.signed.lines_before, f.signed.lines_after), (1, 1));
        assert!(f.armour.starts_with(BEGIN_SIGNATURE));
        assert!(f.armour.ends_with(b"-----END PGP SIGNATURE-----\n"));
        assert!(is_clear_signed(file.as_bytes()));
    }

    #[test]
    fn refuses_ambiguous_or_incomplete_files() {
        let one = format!("-----BEGIN PGP SIGNED MESSAGE-----\n\na\n{SIG}");
        assert!(matches!(
            frame(format!("{one}{one}").as_bytes()),
            Err(TrustError::SeveralSignedBlocks { count: 2 })
        ));
        assert!(matches!(
            frame(b"-----BEGIN PGP SIGNED MESSAGE-----\n\na\n-----BEGIN PGP SIGNATURE-----\n"),
            Err(TrustError::MissingSignatureBlock)
        ));
        assert!(matches!(
            frame(b"abc  x\n"),
            Err(TrustError::NotClearSigned)
        ));
        assert!(matches!(
            frame(format!("-----BEGIN PGP SIGNED MESSAGE-----\nComment: x\n\na\n{SIG}").as_bytes()),
            Err(TrustError::BadArmourHeader(_))
        ));
        assert!(!is_clear_signed(b"abc  x\n"));
    }

    /// The shapes of the `clear_signed` fuzz target's seeds (fuzz/corpus/clear_signed),
    /// replayed: a signed message below 60 forged lines, above appended ones, and bare.
    #[test]
    fn a_signed_message_is_found_whatever_text_surrounds_it() {
        let forged = format!("{}  evil.iso\n", "1".repeat(64)).repeat(60);
        let body = format!("{}  good.iso", "0".repeat(64));
        let seeds = [
            (forged.as_str(), body.as_str(), "after\n"),
            ("", body.as_str(), forged.as_str()),
            ("", "", ""),
            (forged.as_str(), "- -dash  ", forged.as_str()),
        ];
        for (before, body, after) in seeds {
            let file = format!(
                "{before}\n-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n{body}\n{SIG}{after}"
            );
            assert!(is_clear_signed(file.as_bytes()), "{before:.20}");
            let t = signed_text(file.as_bytes()).expect("framed");
            let want = body
                .trim_end()
                .strip_prefix("- ")
                .unwrap_or(body.trim_end());
            assert_eq!(t.text, format!("{want}\n").as_bytes());
            assert_eq!(t.lines_before, before.lines().count());
            assert_eq!(t.lines_after, after.lines().count());
            assert!(!String::from_utf8_lossy(&t.text).contains("evil"));
        }
    }
}
