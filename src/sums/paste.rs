//! The GUI's "paste anything" box: a bare digest, one checksum line, or a whole SUMS text.

use crate::engine::Algorithm;
use crate::engine::digest::{from_base64, from_hex};

use super::cloud::{CloudExpected, CloudForm, Encoding, NotRecognised, digest_readings, recognise};
use super::parse::{ParsedSums, parse_sums};

/// A digest without a file name, as pasted: it applies to whichever file is checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BareDigest {
    /// The digest bytes.
    pub bytes: Vec<u8>,
    /// The algorithms it may belong to, strongest first; one when a prefix named it.
    pub candidates: Vec<Algorithm>,
}

/// What the pasted text was understood as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pasted {
    /// Nothing but whitespace.
    Empty,
    /// One digest without a file name (optionally written `sha256:hex` or `SHA256=hex`).
    BareDigest(BareDigest),
    /// One or more checksum lines (GNU, BSD tag, SFV), with at least one entry.
    Lines(ParsedSums),
    /// An Amazon S3 multipart value, `hex-N` (an ETag) or `base64-N` (a composite
    /// checksum): the parts' checksums must be computed to judge it.
    Multipart(CloudExpected),
    /// Nothing usable; the reason is for the user.
    Unrecognised {
        /// Why.
        reason: String,
    },
}

/// Understands pasted text. Surrounding whitespace and hex case are ignored; blanks at
/// the end of each line are dropped (web pages add them; they would otherwise become part
/// of a GNU file name). Whitespace inside a digest is not accepted.
pub fn parse_pasted(text: &str) -> Pasted {
    let text = text.trim_start_matches('\u{feff}').trim();
    if text.is_empty() {
        return Pasted::Empty;
    }
    if !text.contains(char::is_whitespace) {
        return multipart(text).unwrap_or_else(|| bare_digest(text));
    }
    let cleaned: String = text
        .lines()
        .map(|l| l.trim_end_matches([' ', '\t', '\r']))
        .collect::<Vec<_>>()
        .join("\n");
    let parsed = parse_sums(cleaned.as_bytes(), None);
    if parsed.has_proper_lines() {
        return Pasted::Lines(parsed);
    }
    let single_line = !cleaned.contains('\n');
    let reason = match parsed.malformed().next() {
        Some((_, reason)) if single_line => reason.to_owned(),
        Some((line_no, reason)) => format!("no checksum line found (line {line_no}: {reason})"),
        None => "no checksum line found (only comments or blank lines)".to_owned(),
    };
    Pasted::Unrecognised { reason }
}

/// One token: `hex`, or `algo:hex` / `algo=hex`.
fn bare_digest(token: &str) -> Pasted {
    if let Some((prefix, hex)) = token.split_once([':', '='])
        && let Ok(algorithm) = prefix.parse::<Algorithm>()
    {
        let decoded = from_hex(hex)
            .or_else(|| from_base64(hex).filter(|bytes| bytes.len() == algorithm.digest_len()));
        return match decoded {
            Some(bytes) if bytes.len() == algorithm.digest_len() => {
                Pasted::BareDigest(BareDigest {
                    bytes,
                    candidates: vec![algorithm],
                })
            }
            Some(bytes) => Pasted::Unrecognised {
                reason: format!(
                    "{} digests have {} hex digits, this one has {}",
                    algorithm.display_name(),
                    algorithm.digest_len() * 2,
                    bytes.len() * 2
                ),
            },
            None => not_hex(hex),
        };
    }
    // Base64, as the cloud consoles show a checksum (S3's CRC64NVME, CRC32C and CRC32,
    // Google Cloud Storage's crc32c and md5Hash, Azure's Content-MD5), `cksum --base64`:
    // the readings `verify` gives it, cryptographic first (8 characters: CRC-32 or
    // CRC-32C; 12: S3's CRC64NVME, never silently a CRC for what may be an xxHash).
    if from_hex(token).is_none()
        && let Some(bytes) = from_base64(token)
    {
        let (candidates, _) = digest_readings(bytes.len(), Encoding::Base64);
        if !candidates.is_empty() {
            return Pasted::BareDigest(BareDigest { bytes, candidates });
        }
    }
    match from_hex(token) {
        Some(bytes) => {
            let candidates = Algorithm::candidates_for_len(bytes.len());
            if candidates.is_empty() {
                Pasted::Unrecognised {
                    reason: format!(
                        "a digest of {} hex digits matches no supported algorithm",
                        token.len()
                    ),
                }
            } else {
                Pasted::BareDigest(BareDigest { bytes, candidates })
            }
        }
        None => not_hex(token),
    }
}

/// `hex-N` or `base64-N`, in quotes or not (S3 shows an ETag in quotes); `None` when the
/// token is not of that shape.
fn multipart(token: &str) -> Option<Pasted> {
    let (value, count) = token.trim_matches('"').rsplit_once('-')?;
    if value.is_empty() || count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(match recognise(token) {
        Ok(e)
            if e.forms
                .iter()
                .all(|f| !matches!(f, CloudForm::Digest { .. })) =>
        {
            Pasted::Multipart(e)
        }
        Ok(_) => return None,
        Err(e @ (NotRecognised::PartCount(_) | NotRecognised::Length(_))) => Pasted::Unrecognised {
            reason: e.to_string(),
        },
        Err(_) => return None,
    })
}

fn not_hex(token: &str) -> Pasted {
    let reason = if !token.len().is_multiple_of(2) && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        format!("an odd number ({}) of hex digits", token.len())
    } else {
        "not a hexadecimal digest or a checksum line".to_owned()
    };
    Pasted::Unrecognised { reason }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sums::{LineStyle, RngForTests};

    const SHA256_ABC: &str = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    const MD5_EMPTY: &str = "d41d8cd98f00b204e9800998ecf8427e";

    fn bare(p: &Pasted) -> Option<(&[u8], &[Algorithm])> {
        match p {
            Pasted::BareDigest(BareDigest { bytes, candidates }) => Some((bytes, candidates)),
            _ => None,
        }
    }

    #[test]
    fn bare_digests() {
        let sha_like = [
            Algorithm::Sha256,
            Algorithm::Blake3,
            Algorithm::Blake2s,
            Algorithm::Blake2sp,
            Algorithm::Sha3_256,
            Algorithm::Blake2bLen(32),
            Algorithm::Sm3,
        ];
        let cases: Vec<(String, &[Algorithm])> = vec![
            (SHA256_ABC.to_owned(), &sha_like),
            (format!("  {}\n", SHA256_ABC.to_uppercase()), &sha_like),
            (format!("sha256:{SHA256_ABC}"), &[Algorithm::Sha256]),
            (format!("SHA256={SHA256_ABC}"), &[Algorithm::Sha256]),
            (format!("blake3:{SHA256_ABC}"), &[Algorithm::Blake3]),
            (MD5_EMPTY.to_owned(), &[Algorithm::Md5]),
            ("CBF43926".to_owned(), &[Algorithm::Crc32]),
            // Base64, as the cloud consoles show checksums.
            (
                "4waSgw==".to_owned(),
                &[Algorithm::Crc32, Algorithm::Crc32c],
            ),
            (
                "1B2M2Y8AsgTpgAmY7PhCfg==".to_owned(),
                &[Algorithm::Md5, Algorithm::Xxh128],
            ),
            ("crc32c:4waSgw==".to_owned(), &[Algorithm::Crc32c]),
            // 12 characters are S3's CRC64NVME: no tool writes an xxHash in base64.
            ("AAAAAAAAAAA=".to_owned(), &[Algorithm::Crc64Nvme]),
            (format!("\u{feff}{MD5_EMPTY}"), &[Algorithm::Md5]),
        ];
        for (input, want) in cases {
            let p = parse_pasted(&input);
            let (bytes, candidates) = bare(&p).unwrap_or_else(|| panic!("{input}: {p:?}"));
            assert_eq!(candidates, want, "{input}");
            assert!(!bytes.is_empty());
        }
        let p = parse_pasted(&"ab".repeat(64));
        let (_, c) = bare(&p).expect("bare");
        assert_eq!(
            c,
            [
                Algorithm::Sha512,
                Algorithm::Blake2b,
                Algorithm::Blake2bp,
                Algorithm::Sha3_512
            ]
        );
    }

    #[test]
    fn unrecognised_and_empty() {
        assert_eq!(parse_pasted(""), Pasted::Empty);
        assert_eq!(parse_pasted(" \n\t "), Pasted::Empty);
        let cases: &[(&str, &str)] = &[
            ("abc", "odd number"),
            ("xyz", "not a hexadecimal"),
            ("abcd", "matches no supported algorithm"),
            (
                "sha256:abcd",
                "SHA-256 digests have 64 hex digits, this one has 4",
            ),
            ("md5:zz", "not a hexadecimal"),
            ("hello world", "not a checksum line"),
            ("# only a comment\n\n", "only comments"),
            ("garbage\nmore garbage", "line 1"),
        ];
        for &(input, needle) in cases {
            match parse_pasted(input) {
                Pasted::Unrecognised { reason } => {
                    assert!(reason.contains(needle), "{input}: {reason}");
                }
                other => panic!("{input}: {other:?}"),
            }
        }
    }

    #[test]
    fn lines() {
        let cases: Vec<(String, LineStyle, &[u8])> = vec![
            (
                format!("{MD5_EMPTY}  f.iso  \n"),
                LineStyle::Gnu { binary: false },
                b"f.iso",
            ),
            (
                format!("  {MD5_EMPTY} *f.iso"),
                LineStyle::Gnu { binary: true },
                b"f.iso",
            ),
            (
                format!("MD5 (a b) = {}", MD5_EMPTY.to_uppercase()),
                LineStyle::Bsd,
                b"a b",
            ),
            ("file.bin CBF43926".to_owned(), LineStyle::Sfv, b"file.bin"),
            (
                format!("x\r\n{MD5_EMPTY}  a\r\n"),
                LineStyle::Gnu { binary: false },
                b"a",
            ),
        ];
        for (input, style, name) in cases {
            let Pasted::Lines(p) = parse_pasted(&input) else {
                panic!("{input:?}");
            };
            let e = p.entries().next().expect("entry");
            assert_eq!(e.style, style, "{input:?}");
            assert_eq!(e.name, name, "{input:?}");
        }
    }

    #[test]
    fn multipart_values() {
        let etag = format!("{}-13", "0a".repeat(16));
        for text in [etag.clone(), format!("\"{etag}\""), format!(" {etag}\n")] {
            match parse_pasted(&text) {
                Pasted::Multipart(m) => assert!(matches!(
                    m.forms.as_slice(),
                    [CloudForm::S3Etag { parts: 13, .. }]
                )),
                other => panic!("{text}: {other:?}"),
            }
        }
        assert!(matches!(
            parse_pasted("Pw9NpQ==-4"),
            Pasted::Multipart(m) if matches!(m.forms.as_slice(), [CloudForm::S3Composite { parts: 4, .. }])
        ));
        for (text, needle) in [
            (format!("{}-0", "0a".repeat(16)), "1 to 10000 parts"),
            ("abc-3".to_owned(), "not a hexadecimal"),
        ] {
            match parse_pasted(&text) {
                Pasted::Unrecognised { reason } => assert!(reason.contains(needle), "{reason}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn random_text_never_panics() {
        let mut rng = RngForTests::new(0x5eed_1234);
        let alphabet = b"0123456789abcdefABCDEF *()=:\\\n\r\t#;-SHA256MD5BLAKE2b3\xc3\xa9";
        for _ in 0..3000 {
            let len = rng.below(120);
            let bytes: Vec<u8> = (0..len)
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect();
            let text = String::from_utf8_lossy(&bytes);
            let _ = parse_pasted(&text);
        }
    }
}
