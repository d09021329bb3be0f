//! Windows names as listed names. Windows file names are UTF-16 that need not be valid
//! (an unpaired surrogate is a legal name), so a name is written in WTF-8: UTF-8, plus
//! the three-byte form of a lone surrogate. Valid names come out as plain UTF-8, and
//! every name reads back to the same UTF-16. Also how Windows compares names: `\` and
//! `/` are one separator, and letters match whatever their case.
//!
//! Pure functions, so that the Linux test run checks them too; the cfg(windows) code in
//! `sums` calls them.

/// The WTF-8 bytes of a UTF-16 name (pairs become one four-byte character).
pub fn wide_to_wtf8(units: impl IntoIterator<Item = u16>) -> Vec<u8> {
    let mut out = Vec::new();
    for decoded in char::decode_utf16(units) {
        match decoded {
            Ok(c) => out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes()),
            Err(e) => {
                // A lone surrogate, encoded as the code point it is (always 0xD800..=0xDFFF).
                let u = e.unpaired_surrogate();
                out.extend_from_slice(&[
                    0xE0 | (u >> 12) as u8,
                    0x80 | ((u >> 6) & 0x3F) as u8,
                    0x80 | (u & 0x3F) as u8,
                ]);
            }
        }
    }
    out
}

/// The UTF-16 name written as `bytes` (WTF-8), or `None` when the bytes are not WTF-8
/// (a listing made elsewhere in another encoding).
pub fn wtf8_to_wide(bytes: &[u8]) -> Option<Vec<u16>> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut rest = bytes;
    while !rest.is_empty() {
        // A lone surrogate: ED A0..BF 80..BF (UTF-8 forbids these three bytes).
        if let [0xED, b @ 0xA0..=0xBF, c @ 0x80..=0xBF, tail @ ..] = rest {
            out.push(0xD000 | (u16::from(b & 0x3F) << 6) | u16::from(c & 0x3F));
            rest = tail;
            continue;
        }
        // Otherwise the UTF-8 up to the next invalid byte; none at all is not WTF-8.
        let valid = rest.utf8_chunks().next()?.valid();
        if valid.is_empty() {
            return None;
        }
        out.extend(valid.encode_utf16());
        rest = &rest[valid.len()..];
    }
    Some(out)
}

/// Whether two listed names name the same file on Windows: `\` and `/` alike, letters
/// compared without regard to case (as NTFS compares them, to a close approximation:
/// NTFS upper-cases with its own table; this lower-cases with Unicode's).
pub fn same_name_on_windows(a: &[u8], b: &[u8]) -> bool {
    fn fold(name: &[u8]) -> Vec<char> {
        String::from_utf8_lossy(name)
            .chars()
            .flat_map(char::to_lowercase)
            .map(|c| if c == '\\' { '/' } else { c })
            .collect()
    }
    a == b || fold(a) == fold(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_names_are_plain_utf8() {
        let name = "caf\u{e9}/\u{1F600} \u{65E5}\u{672C}";
        let wide: Vec<u16> = name.encode_utf16().collect();
        assert_eq!(wide_to_wtf8(wide.iter().copied()), name.as_bytes());
        assert_eq!(wtf8_to_wide(name.as_bytes()), Some(wide));
    }

    #[test]
    fn lone_surrogates_round_trip() {
        for wide in [
            vec![0x61, 0xD800, 0x62],
            vec![0xDC00],
            vec![0xDBFF, 0xDBFF, 0x2E, 0x69, 0x73, 0x6F],
            vec![0xDC00, 0xD800], // reversed pair: two lone surrogates
            vec![0xD83D, 0xDE00, 0xDFFF],
        ] {
            let bytes = wide_to_wtf8(wide.iter().copied());
            assert_eq!(wtf8_to_wide(&bytes).as_ref(), Some(&wide), "{bytes:02X?}");
        }
        assert_eq!(wide_to_wtf8([0x61, 0xD800]), b"a\xED\xA0\x80");
    }

    #[test]
    fn other_encodings_are_not_wtf8() {
        assert_eq!(wtf8_to_wide(b"caf\xE9"), None); // Latin-1
        assert_eq!(wtf8_to_wide(b"\xED\xA0"), None); // cut short
        assert_eq!(wtf8_to_wide(b"\xFF"), None);
    }

    #[test]
    fn windows_compares_names_without_case_and_with_either_slash() {
        assert!(same_name_on_windows(b"ISO/Debian.ISO", b"iso\\debian.iso"));
        assert!(same_name_on_windows(
            "\u{C9}T\u{C9}.txt".as_bytes(),
            "\u{E9}t\u{E9}.TXT".as_bytes()
        ));
        assert!(!same_name_on_windows(b"a.iso", b"b.iso"));
        assert!(!same_name_on_windows(b"a.iso", b"a.iso.part"));
    }
}
