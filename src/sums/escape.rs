//! GNU's leading-backslash escaping of file names in checksum lines.
//!
//! coreutils (since 8.25, CR since 9.0) writes a name containing `\`, LF or CR with each
//! of those characters escaped (`\\`, `\n`, `\r`) and a single `\` at the very start of
//! the line. On input only those three escapes are valid, and only when the line starts
//! with `\`; a line without the marker is taken literally, backslashes included.

/// Why an escaped name could not be unescaped; the line is then malformed, as in GNU.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UnescapeError {
    /// The name ends with a lone `\`.
    #[error("the escaped file name ends with a lone backslash")]
    TrailingBackslash,
    /// `\` followed by something other than `\`, `n` or `r`.
    #[error("invalid escape '\\{}' in file name (only \\\\, \\n and \\r are valid)", char::from(*.0))]
    InvalidEscape(u8),
    /// A NUL byte, which no file name can hold.
    #[error("NUL byte in file name")]
    Nul,
}

/// Whether `name` must be written escaped (it holds `\`, LF or CR).
pub fn needs_escape(name: &[u8]) -> bool {
    name.iter().any(|&b| matches!(b, b'\\' | b'\n' | b'\r'))
}

/// Escapes `\`, LF and CR as GNU does; the caller adds the leading `\` marker to the line.
pub fn escape_name(name: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(name.len() + 8);
    for &b in name {
        match b {
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            _ => out.push(b),
        }
    }
    out
}

/// Undoes [`escape_name`]. Used only for lines that started with the `\` marker.
pub fn unescape_name(escaped: &[u8]) -> Result<Vec<u8>, UnescapeError> {
    let mut out = Vec::with_capacity(escaped.len());
    let mut bytes = escaped.iter().copied();
    while let Some(b) = bytes.next() {
        match b {
            0 => return Err(UnescapeError::Nul),
            b'\\' => match bytes.next() {
                Some(b'\\') => out.push(b'\\'),
                Some(b'n') => out.push(b'\n'),
                Some(b'r') => out.push(b'\r'),
                Some(other) => return Err(UnescapeError::InvalidEscape(other)),
                None => return Err(UnescapeError::TrailingBackslash),
            },
            _ => out.push(b),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_table() {
        let cases: &[(&[u8], &[u8], bool)] = &[
            (b"plain", b"plain", false),
            (b".\nfoo", b".\\nfoo", true),
            (b".\\foo", b".\\\\foo", true),
            (b".\rfoo", b".\\rfoo", true),
            (b"test\n\\\\file", b"test\\n\\\\\\\\file", true),
            (b"tab\there", b"tab\there", false),
            (b"\xff\xfe", b"\xff\xfe", false),
        ];
        for &(name, escaped, needs) in cases {
            assert_eq!(needs_escape(name), needs, "{name:?}");
            assert_eq!(escape_name(name), escaped, "{name:?}");
            assert_eq!(unescape_name(escaped).as_deref(), Ok(name), "{name:?}");
        }
    }

    #[test]
    fn unescape_rejects_reserved_escapes() {
        let cases: &[(&[u8], UnescapeError)] = &[
            (b"a\\", UnescapeError::TrailingBackslash),
            (b"\\", UnescapeError::TrailingBackslash),
            (b"a\\tb", UnescapeError::InvalidEscape(b't')),
            (b"a\\0", UnescapeError::InvalidEscape(b'0')),
            (b"a\\ b", UnescapeError::InvalidEscape(b' ')),
            (b"a\0b", UnescapeError::Nul),
        ];
        for (input, err) in cases {
            assert_eq!(unescape_name(input).as_ref(), Err(err), "{input:?}");
        }
    }
}
