//! PGP clear-signed checksum files (Fedora's `*-CHECKSUM`, RFC 4880 §7).
//!
//! Only the armour is stripped: the signature is **not** verified here, and the result
//! says so. Lines after the signature are outside the signed text, so they are never
//! treated as checksum lines (an attacker could append them without breaking the
//! signature).
//!
//! Front-ends that verify the signature (the `trust` layer) parse only the text it
//! framed, with [`parse_signed_text`](super::parse_signed_text); `sums` never depends
//! on `trust`.

use std::fmt;

const BEGIN_MESSAGE: &[u8] = b"-----BEGIN PGP SIGNED MESSAGE-----";
const BEGIN_SIGNATURE: &[u8] = b"-----BEGIN PGP SIGNATURE-----";
const END_SIGNATURE: &[u8] = b"-----END PGP SIGNATURE-----";

/// A clear-signed file was read; its signature was not checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureNote {
    /// The `Hash:` armour header, e.g. `SHA256`, when present.
    pub hash_header: Option<String>,
    /// Whether a `-----BEGIN PGP SIGNATURE-----` block was found at all.
    pub signature_block_found: bool,
    /// Non-blank lines before the signed message or after the signature block; they
    /// are reported as malformed, never checked.
    pub lines_outside_signed_text: usize,
}

impl SignatureNote {
    /// The sentence to show next to the results.
    pub const MESSAGE: &'static str = "PGP signature present but NOT checked";

    /// A full sentence for the user, including what is odd about the file.
    pub fn message(&self) -> String {
        let mut s = if self.signature_block_found {
            Self::MESSAGE.to_owned()
        } else {
            "PGP signed message without a signature block; nothing was checked".to_owned()
        };
        if self.lines_outside_signed_text > 0 {
            s.push_str(&format!(
                "; {} line(s) outside the signature are not part of the signed text",
                self.lines_outside_signed_text
            ));
        }
        s
    }
}

impl fmt::Display for SignatureNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

/// What one line of the file is, once armour is taken into account.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum LineRole<'a> {
    /// Parse this (dash-escaping already undone).
    Content(&'a [u8]),
    /// Armour header, separator or signature: skipped, not malformed.
    Armour,
    /// Non-blank text after the signature: not covered by it.
    Outside,
    /// Non-blank text before the signed message (which starts further down): not
    /// covered by it either.
    Before,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// No non-blank line seen yet.
    Start,
    /// Not a clear-signed file.
    Off,
    /// Armour headers (`Hash: SHA256`) up to the first blank line.
    Headers,
    /// The signed text.
    Body,
    /// Inside the signature block.
    Signature,
    /// After `-----END PGP SIGNATURE-----`.
    After,
}

/// A line-by-line state machine that recognises a clear-signed file by a `BEGIN PGP
/// SIGNED MESSAGE` line anywhere in it and classifies every line: text put in front of
/// the signed message is outside it, as text after its signature is.
#[derive(Debug)]
pub(crate) struct ClearSigned {
    state: State,
    note: Option<SignatureNote>,
    /// Whether a signed message starts somewhere in the text (found before reading).
    signed_later: bool,
    /// Non-blank lines seen before the signed message.
    before: usize,
}

fn trim_end(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|b| !matches!(b, b' ' | b'\t'))
        .map_or(0, |p| p + 1);
    &line[..end]
}

impl ClearSigned {
    /// The classifier for a file whose first non-blank line must open the message.
    #[cfg(test)]
    pub(crate) fn new() -> Self {
        Self {
            state: State::Start,
            note: None,
            signed_later: false,
            before: 0,
        }
    }

    /// The classifier for `text`, which it first scans (whole: it is no larger than a
    /// checksum file may be) for a signed message starting on any line.
    pub(crate) fn for_text(text: &[u8]) -> Self {
        let signed_later = text
            .split(|&b| b == b'\n')
            .any(|l| trim_end(l.strip_suffix(b"\r").unwrap_or(l)) == BEGIN_MESSAGE);
        Self {
            state: State::Start,
            note: None,
            signed_later,
            before: 0,
        }
    }

    /// Classifies the next line (without its line terminator).
    pub(crate) fn classify<'a>(&mut self, line: &'a [u8]) -> LineRole<'a> {
        let trimmed = trim_end(line);
        match self.state {
            State::Start if trimmed.is_empty() => LineRole::Content(line),
            State::Start if trimmed == BEGIN_MESSAGE => {
                self.state = State::Headers;
                self.note = Some(SignatureNote {
                    hash_header: None,
                    signature_block_found: false,
                    lines_outside_signed_text: self.before,
                });
                LineRole::Armour
            }
            State::Start if self.signed_later => {
                self.before += 1;
                LineRole::Before
            }
            State::Start => {
                self.state = State::Off;
                LineRole::Content(line)
            }
            State::Off => LineRole::Content(line),
            State::Headers => {
                if trimmed.is_empty() {
                    self.state = State::Body;
                } else if let Some(value) = trimmed.strip_prefix(b"Hash:")
                    && let Some(note) = self.note.as_mut()
                {
                    note.hash_header = Some(String::from_utf8_lossy(value).trim().to_owned());
                }
                LineRole::Armour
            }
            State::Body => {
                if trimmed == BEGIN_SIGNATURE {
                    self.state = State::Signature;
                    if let Some(note) = self.note.as_mut() {
                        note.signature_block_found = true;
                    }
                    LineRole::Armour
                } else if let Some(rest) = line.strip_prefix(b"- ") {
                    LineRole::Content(rest)
                } else {
                    LineRole::Content(line)
                }
            }
            State::Signature => {
                if trimmed == END_SIGNATURE {
                    self.state = State::After;
                }
                LineRole::Armour
            }
            State::After if trimmed.is_empty() => LineRole::Content(line),
            State::After => {
                if let Some(note) = self.note.as_mut() {
                    note.lines_outside_signed_text += 1;
                }
                LineRole::Outside
            }
        }
    }

    /// The note to report, if the file was clear-signed.
    pub(crate) fn finish(self) -> Option<SignatureNote> {
        self.note
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_fedora_shape() {
        let lines: &[(&[u8], LineRole<'_>)] = &[
            (b"", LineRole::Content(b"")),
            (b"-----BEGIN PGP SIGNED MESSAGE-----", LineRole::Armour),
            (b"Hash: SHA256", LineRole::Armour),
            (b"", LineRole::Armour),
            (b"# comment", LineRole::Content(b"# comment")),
            (b"- -dash", LineRole::Content(b"-dash")),
            (b"SHA256 (a) = 00", LineRole::Content(b"SHA256 (a) = 00")),
            (b"-----BEGIN PGP SIGNATURE-----", LineRole::Armour),
            (b"SHA384+BCAAdFiEE", LineRole::Armour),
            (b"", LineRole::Armour),
            (b"-----END PGP SIGNATURE-----", LineRole::Armour),
            (b"", LineRole::Content(b"")),
            (b"appended", LineRole::Outside),
        ];
        let mut cs = ClearSigned::new();
        for (line, role) in lines {
            assert_eq!(&cs.classify(line), role, "{line:?}");
        }
        let note = cs.finish().expect("clear-signed");
        assert_eq!(note.hash_header.as_deref(), Some("SHA256"));
        assert!(note.signature_block_found);
        assert_eq!(note.lines_outside_signed_text, 1);
        assert!(note.message().starts_with(SignatureNote::MESSAGE));
    }

    #[test]
    fn plain_file_is_untouched() {
        let mut cs = ClearSigned::new();
        assert_eq!(cs.classify(b"abc  x"), LineRole::Content(b"abc  x"));
        // Armour later in the file is not special: GNU parses such lines too.
        assert_eq!(cs.classify(BEGIN_MESSAGE), LineRole::Content(BEGIN_MESSAGE));
        assert_eq!(cs.classify(b"- x"), LineRole::Content(b"- x"));
        assert!(cs.finish().is_none());
    }

    #[test]
    fn missing_signature_block_is_reported() {
        let mut cs = ClearSigned::new();
        for line in [BEGIN_MESSAGE, b"", b"MD5 (a) = 00"] {
            cs.classify(line);
        }
        let note = cs.finish().expect("clear-signed");
        assert!(!note.signature_block_found);
        assert!(note.message().contains("without a signature block"));
    }
}
