//! Text encodings of checksum files: the UTF-8 BOM some Windows editors add, and the
//! UTF-16 that HashCheck writes. Everything else is parsed as raw bytes.

use std::borrow::Cow;
use std::fmt;

/// What was done to the file's bytes before parsing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EncodingNote {
    /// A UTF-8 byte-order mark was skipped (GNU would reject the first line instead).
    Utf8BomSkipped,
    /// The file was UTF-16 and was decoded to UTF-8.
    Utf16Decoded {
        /// Big-endian rather than little-endian.
        big_endian: bool,
        /// Whether a byte-order mark said so, or the layout of the first bytes.
        had_bom: bool,
    },
}

impl fmt::Display for EncodingNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Utf8BomSkipped => f.write_str("UTF-8 byte-order mark skipped"),
            Self::Utf16Decoded {
                big_endian,
                had_bom,
            } => write!(
                f,
                "decoded from UTF-16{}{}",
                if *big_endian { "BE" } else { "LE" },
                if *had_bom {
                    ""
                } else {
                    " (no byte-order mark)"
                }
            ),
        }
    }
}

/// The checksum file cannot be read as text at all.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SumsFileError {
    /// UTF-16 text must have an even number of bytes.
    #[error("the file is UTF-16 but has an odd number of bytes")]
    OddUtf16Length,
    /// An unpaired surrogate in UTF-16 text.
    #[error("invalid UTF-16 at byte {offset} (unpaired surrogate)")]
    InvalidUtf16 {
        /// Byte offset of the bad code unit, counted from the start of the file.
        offset: usize,
    },
    /// UTF-32 (a BOM says so) is not supported.
    #[error("UTF-32 checksum files are not supported; save the file as UTF-8")]
    Utf32,
}

const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// Decodes `bytes` to the UTF-8-or-raw bytes the line parser works on.
pub(crate) fn decode(bytes: &[u8]) -> Result<(Cow<'_, [u8]>, Option<EncodingNote>), SumsFileError> {
    if bytes.starts_with(b"\xFF\xFE\0\0") || bytes.starts_with(b"\0\0\xFE\xFF") {
        return Err(SumsFileError::Utf32);
    }
    if let Some(rest) = bytes.strip_prefix(UTF8_BOM) {
        return Ok((Cow::Borrowed(rest), Some(EncodingNote::Utf8BomSkipped)));
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        return utf16(rest, 2, false, true);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        return utf16(rest, 2, true, true);
    }
    // Without a BOM, `x 0 x 0` can only be UTF-16LE text: a real checksum line never
    // holds NUL bytes, so this guess cannot misread a UTF-8 file.
    if let [a, b, c, d, ..] = bytes {
        if *a != 0 && *b == 0 && *c != 0 && *d == 0 {
            return utf16(bytes, 0, false, false);
        }
        if *a == 0 && *b != 0 && *c == 0 && *d != 0 {
            return utf16(bytes, 0, true, false);
        }
    }
    Ok((Cow::Borrowed(bytes), None))
}

/// Decodes UTF-16 `units` (which start `base` bytes into the file) to UTF-8.
fn utf16(
    units: &[u8],
    base: usize,
    big_endian: bool,
    had_bom: bool,
) -> Result<(Cow<'static, [u8]>, Option<EncodingNote>), SumsFileError> {
    if !units.len().is_multiple_of(2) {
        return Err(SumsFileError::OddUtf16Length);
    }
    let code_units = units.chunks_exact(2).map(|p| {
        let pair = [p[0], p[1]];
        if big_endian {
            u16::from_be_bytes(pair)
        } else {
            u16::from_le_bytes(pair)
        }
    });
    let mut out = String::with_capacity(units.len() / 2);
    let mut offset = base;
    for c in char::decode_utf16(code_units) {
        match c {
            Ok(c) => {
                out.push(c);
                offset += c.len_utf16() * 2;
            }
            Err(_) => return Err(SumsFileError::InvalidUtf16 { offset }),
        }
    }
    let note = EncodingNote::Utf16Decoded {
        big_endian,
        had_bom,
    };
    Ok((Cow::Owned(out.into_bytes()), Some(note)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16le(s: &str, bom: bool) -> Vec<u8> {
        let mut v = if bom { vec![0xFF, 0xFE] } else { vec![] };
        v.extend(s.encode_utf16().flat_map(u16::to_le_bytes));
        v
    }

    fn utf16be(s: &str) -> Vec<u8> {
        let mut v = vec![0xFE, 0xFF];
        v.extend(s.encode_utf16().flat_map(u16::to_be_bytes));
        v
    }

    #[test]
    fn decode_table() {
        let le = EncodingNote::Utf16Decoded {
            big_endian: false,
            had_bom: true,
        };
        let be = EncodingNote::Utf16Decoded {
            big_endian: true,
            had_bom: true,
        };
        let le_guess = EncodingNote::Utf16Decoded {
            big_endian: false,
            had_bom: false,
        };
        let cases: Vec<(Vec<u8>, &[u8], Option<EncodingNote>)> = vec![
            (b"abc\n".to_vec(), b"abc\n", None),
            (
                b"\xEF\xBB\xBFabc".to_vec(),
                b"abc",
                Some(EncodingNote::Utf8BomSkipped),
            ),
            (
                utf16le("h\u{e9}\u{1F600}\n", true),
                "h\u{e9}\u{1F600}\n".as_bytes(),
                Some(le),
            ),
            (utf16be("h\u{e9}\n"), "h\u{e9}\n".as_bytes(), Some(be)),
            (utf16le("ab", false), b"ab", Some(le_guess)),
            (b"\xFF\xFE".to_vec(), b"", Some(le)),
            (b"".to_vec(), b"", None),
            (b"\xff\xff\xff".to_vec(), b"\xff\xff\xff", None),
        ];
        for (input, text, note) in cases {
            let (got, got_note) = decode(&input).expect("decodes");
            assert_eq!(&*got, text, "{input:?}");
            assert_eq!(got_note, note, "{input:?}");
        }
    }

    #[test]
    fn decode_errors() {
        assert_eq!(decode(b"\xFF\xFEa"), Err(SumsFileError::OddUtf16Length));
        // A lone low surrogate (0xDC00) after "a".
        assert_eq!(
            decode(b"\xFF\xFEa\0\x00\xDC"),
            Err(SumsFileError::InvalidUtf16 { offset: 4 })
        );
        assert_eq!(decode(b"\xFF\xFE\0\0a\0\0\0"), Err(SumsFileError::Utf32));
        let msg = SumsFileError::OddUtf16Length.to_string();
        assert!(msg.contains("UTF-16"), "{msg}");
    }
}
