//! Writing checksum lines byte-for-byte as GNU coreutils and RHash do.

use crate::engine::Algorithm;

use super::escape::{escape_name, needs_escape};

/// A name or digest that the requested format cannot represent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// SFV has no escaping, and its parser trims blanks and treats `;`/`#` as comments.
    #[error("SFV cannot represent this file name ({0})")]
    SfvName(&'static str),
    /// An SFV CRC must be 8 hex digits.
    #[error("an SFV CRC must be 8 hex digits, got '{0}'")]
    SfvCrc(String),
}

/// A GNU line, `hex  name\n` (text) or `hex *name\n` (binary), ending in LF.
///
/// A name holding `\`, LF or CR is escaped (`\\`, `\n`, `\r`) and the line starts with
/// `\`, exactly as `sha256sum` writes it. `digest_hex` is written as given; pass the
/// lower-case hex of [`Digest::to_hex`](crate::engine::Digest::to_hex) to match GNU.
/// `name` must not be empty.
pub fn format_gnu_line(digest_hex: &str, name: &[u8], binary: bool) -> Vec<u8> {
    debug_assert!(!name.is_empty(), "checksum lines need a file name");
    let escape = needs_escape(name);
    let mut out = Vec::with_capacity(digest_hex.len() + name.len() + 5);
    if escape {
        out.push(b'\\');
    }
    out.extend_from_slice(digest_hex.as_bytes());
    out.push(b' ');
    out.push(if binary { b'*' } else { b' ' });
    push_name(&mut out, name, escape);
    out.push(b'\n');
    out
}

/// A BSD tag line, `TAG (name) = hex\n`, as `sha256sum --tag` writes it, escaping
/// included (the `\` marker goes before the tag).
pub fn format_bsd_line(algorithm: Algorithm, digest_hex: &str, name: &[u8]) -> Vec<u8> {
    debug_assert!(!name.is_empty(), "checksum lines need a file name");
    let escape = needs_escape(name);
    let tag = algorithm.bsd_tag();
    let mut out = Vec::with_capacity(tag.len() + digest_hex.len() + name.len() + 8);
    if escape {
        out.push(b'\\');
    }
    out.extend_from_slice(tag.as_bytes());
    out.extend_from_slice(b" (");
    push_name(&mut out, name, escape);
    out.extend_from_slice(b") = ");
    out.extend_from_slice(digest_hex.as_bytes());
    out.push(b'\n');
    out
}

/// An SFV line, `name CRC\n`, with the CRC in upper case as RHash writes it.
///
/// Fails for names SFV cannot carry: with LF, CR or NUL, with leading or trailing
/// blanks (readers trim them), or starting with `;` or `#` (read as comments).
pub fn format_sfv_line(name: &[u8], crc_hex: &str) -> Result<Vec<u8>, WriteError> {
    if crc_hex.len() != 8 || !crc_hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(WriteError::SfvCrc(crc_hex.to_owned()));
    }
    let problem = match (name.first(), name.last()) {
        (None, _) | (_, None) => Some("it is empty"),
        _ if name.iter().any(|&b| matches!(b, b'\n' | b'\r' | 0)) => {
            Some("it holds a line break or NUL")
        }
        (Some(b' ' | b'\t'), _) | (_, Some(b' ' | b'\t')) => Some("it starts or ends with a blank"),
        (Some(b';' | b'#'), _) => Some("it starts with ';' or '#'"),
        _ => None,
    };
    if let Some(why) = problem {
        return Err(WriteError::SfvName(why));
    }
    let mut out = Vec::with_capacity(name.len() + 10);
    out.extend_from_slice(name);
    out.push(b' ');
    out.extend_from_slice(crc_hex.to_ascii_uppercase().as_bytes());
    out.push(b'\n');
    Ok(out)
}

/// The name as coreutils (9.1 style) shows it in `NAME: OK` status lines: unchanged, or
/// escaped with a leading `\` when it holds `\`, LF or CR, so each status stays one line.
pub fn escape_name_for_status(name: &[u8]) -> Vec<u8> {
    if needs_escape(name) {
        let mut out = Vec::with_capacity(name.len() + 4);
        out.push(b'\\');
        out.extend_from_slice(&escape_name(name));
        out
    } else {
        name.to_vec()
    }
}

fn push_name(out: &mut Vec<u8>, name: &[u8], escape: bool) {
    if escape {
        out.extend_from_slice(&escape_name(name));
    } else {
        out.extend_from_slice(name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const E: &str = "d41d8cd98f00b204e9800998ecf8427e";

    #[test]
    fn gnu_lines_match_coreutils() {
        // Expected outputs copied from coreutils' md5sum.pl / md5sum-newline.pl.
        let cases: &[(&[u8], bool, String)] = &[
            (b"f", false, format!("{E}  f\n")),
            (b"f", true, format!("{E} *f\n")),
            (b".\nfoo", false, format!("\\{E}  .\\nfoo\n")),
            (b".\\foo", false, format!("\\{E}  .\\\\foo\n")),
            (b".\rfoo", false, format!("\\{E}  .\\rfoo\n")),
            (b"a b\tc", false, format!("{E}  a b\tc\n")),
        ];
        for (name, binary, want) in cases {
            let got = format_gnu_line(E, name, *binary);
            assert_eq!(String::from_utf8_lossy(&got), *want, "{name:?}");
        }
    }

    #[test]
    fn bsd_lines_match_coreutils() {
        let got = format_bsd_line(Algorithm::Md5, E, b"test\n\\\\file");
        assert_eq!(
            got,
            format!("\\MD5 (test\\n\\\\\\\\file) = {E}\n").into_bytes()
        );
        let got = format_bsd_line(Algorithm::Blake2b, "ab", b"f");
        assert_eq!(got, b"BLAKE2b (f) = ab\n");
        let got = format_bsd_line(Algorithm::Sha256, "cd", b"a (b) = c");
        assert_eq!(got, b"SHA256 (a (b) = c) = cd\n");
    }

    #[test]
    fn sfv_lines() {
        assert_eq!(
            format_sfv_line(b"test1K.data", "b70b4c26"),
            Ok(b"test1K.data B70B4C26\n".to_vec())
        );
        assert_eq!(
            format_sfv_line(b"a b", "00000000"),
            Ok(b"a b 00000000\n".to_vec())
        );
        for bad in [&b""[..], b"a\nb", b" a", b"a ", b";a", b"#a", b"a\rb"] {
            assert!(
                matches!(
                    format_sfv_line(bad, "00000000"),
                    Err(WriteError::SfvName(_))
                ),
                "{bad:?}"
            );
        }
        for bad in ["", "0000000", "0000000g", "000000000"] {
            assert_eq!(
                format_sfv_line(b"a", bad),
                Err(WriteError::SfvCrc(bad.to_owned()))
            );
        }
    }

    #[test]
    fn status_names() {
        let cases: &[(&[u8], &[u8])] = &[
            (b"f", b"f"),
            (b"\n\nl", b"\\\\n\\nl"),
            (b"a\\b", b"\\a\\\\b"),
            (b"a\rb", b"\\a\\rb"),
            (b"sp ace", b"sp ace"),
        ];
        for &(name, want) in cases {
            assert_eq!(escape_name_for_status(name), want, "{name:?}");
        }
    }
}
