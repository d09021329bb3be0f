//! OpenBSD signify signatures: detached (`signify -V`) and embedded in a signed
//! checksum list (`signify -S -e`, OpenBSD's `SHA256.sig`, checked by `signify -C`).
//!
//! Hashdrop's own parser, over `ed25519-dalek` (already in the tree through `pgp`): the
//! format is two lines (a comment and the base64 of `Ed`, the key number and the
//! Ed25519 signature of the whole message), and the one signify crate on crates.io
//! (`libsignify`) brings its own copy of the same primitives for no more than that.

use std::io::Read;

use super::clearsigned::SignedText;
use super::ed25519::{ED, UNTRUSTED, decode_line};
use super::error::TrustError;
use super::keyring::{KeyFormat, KeyMaterial, Keyring};
use super::verdict::{BadReason, Report, Signer, Verdict};

const WHAT: &str = "the signature";
const FORMAT: &str = "signify";
/// signify's limit on the comment line (`COMMENTMAXLEN`).
const COMMENT_MAX: usize = 1024;

/// Signify signs the whole message, which must be held in memory (as `signify` does).
pub(crate) const MAX_MESSAGE: u64 = 1 << 30;

/// A parsed signify signature and, for an embedded one, the message after it.
pub(crate) struct SignifySig<'b> {
    key_id: [u8; 8],
    sig: [u8; 64],
    /// The bytes after the two signature lines: the signed message of `signify -S -e`.
    pub(crate) rest: &'b [u8],
    /// The rest starts on this 1-based line of the file.
    pub(crate) rest_line: usize,
}

/// Parses as `signify` does: a comment line starting `untrusted comment: `, then one
/// base64 line of exactly `Ed` + key number + signature, each ended by `\n`.
pub(crate) fn parse(bytes: &[u8]) -> Result<SignifySig<'_>, TrustError> {
    let bad = |reason: &str| TrustError::bad_format(WHAT, FORMAT, reason);
    let header = format!("{UNTRUSTED} ");
    let end1 = bytes
        .iter()
        .position(|&b| b == b'\n')
        .filter(|&n| n > header.len() && n < header.len() + COMMENT_MAX)
        .filter(|_| bytes.starts_with(header.as_bytes()))
        .ok_or_else(|| bad("it does not start with an \"untrusted comment: \" line"))?;
    let after = &bytes[end1 + 1..];
    let end2 = after
        .iter()
        .position(|&b| b == b'\n')
        .ok_or_else(|| bad("no line break after the signature line"))?;
    let line =
        std::str::from_utf8(&after[..end2]).map_err(|_| bad("the signature line is not base64"))?;
    let raw = decode_line(line.trim()).ok_or_else(|| bad("the signature line is not base64"))?;
    if raw.len() != 74 {
        return Err(bad("the signature line has the wrong length"));
    }
    if raw[..2] != ED {
        return Err(bad("the signature is not Ed25519"));
    }
    let mut key_id = [0; 8];
    key_id.copy_from_slice(&raw[2..10]);
    let mut sig = [0; 64];
    sig.copy_from_slice(&raw[10..]);
    Ok(SignifySig {
        key_id,
        sig,
        rest: &after[end2 + 1..],
        rest_line: 3,
    })
}

/// Whether `bytes` are a signify signature (and not a minisign one).
pub(crate) fn looks_like(bytes: &[u8]) -> bool {
    parse(bytes).is_ok()
}

/// Whether `bytes` are a signed message made with `signify -S -e`: a signature
/// followed by the text it signs.
pub fn is_signify_embedded(bytes: &[u8]) -> bool {
    parse(bytes).is_ok_and(|s| !s.rest.is_empty())
}

/// The verdict on a detached signify signature over what `open` reads.
pub(crate) fn verify<'a>(
    open: &mut dyn FnMut() -> Result<Box<dyn Read + 'a>, TrustError>,
    signature: &[u8],
    ring: &Keyring,
) -> Result<Verdict, TrustError> {
    let sig = parse(signature)?;
    if !known(&sig, ring) {
        return Ok(unknown(&sig));
    }
    let mut all = Vec::new();
    open()?
        .take(MAX_MESSAGE + 1)
        .read_to_end(&mut all)
        .map_err(|source| TrustError::Io {
            what: "the signed file",
            source,
        })?;
    if all.len() as u64 > MAX_MESSAGE {
        return Err(TrustError::TooLarge {
            what: "a file signed with signify",
            limit: MAX_MESSAGE,
        });
    }
    Ok(judge(&sig, &all, ring))
}

/// A message signed with `signify -S -e`, checked as `signify -C` does: only the text
/// after the signature is signed, and only it may be read for checksum lines.
pub fn verify_signify_embedded(
    bytes: &[u8],
    ring: &Keyring,
) -> Result<(SignedText, Report), TrustError> {
    let sig = parse(bytes)?;
    let verdict = if known(&sig, ring) {
        judge(&sig, sig.rest, ring)
    } else {
        unknown(&sig)
    };
    let signed = SignedText {
        text: sig.rest.to_vec(),
        first_line: sig.rest_line,
        hash_headers: Vec::new(),
        lines_before: 0,
        lines_after: 0,
    };
    Ok((
        signed,
        Report {
            signatures: vec![verdict],
        },
    ))
}

fn keys<'r>(
    sig: &SignifySig<'_>,
    ring: &'r Keyring,
) -> impl Iterator<Item = (&'r super::keyring::OtherKey, [u8; 32])> {
    let key_id = sig.key_id;
    ring.other_keys()
        .iter()
        .filter_map(move |k| match &k.material {
            KeyMaterial::Minisign(ed) if ed.key_id == key_id => Some((k, ed.key)),
            _ => None,
        })
}

fn known(sig: &SignifySig<'_>, ring: &Keyring) -> bool {
    keys(sig, ring).next().is_some()
}

/// signify names keys by nothing but their number: shown as minisign shows key IDs.
fn unknown(sig: &SignifySig<'_>) -> Verdict {
    Verdict::UnknownKey {
        key_id: sig
            .key_id
            .iter()
            .rev()
            .map(|b| format!("{b:02X}"))
            .collect(),
    }
}

/// The verdict with the keys whose number the signature names.
fn judge(sig: &SignifySig<'_>, message: &[u8], ring: &Keyring) -> Verdict {
    let signature = ed25519_dalek::Signature::from_bytes(&sig.sig);
    let mut bad = None;
    for (key, raw) in keys(sig, ring) {
        let ok = ed25519_dalek::VerifyingKey::from_bytes(&raw)
            .is_ok_and(|vk| vk.verify_strict(message, &signature).is_ok());
        if ok {
            return Verdict::Good {
                key: Signer {
                    name: key.name.clone(),
                    origin: key.origin.clone(),
                    format: KeyFormat::Minisign,
                },
                fingerprint: key.fingerprint.clone(),
                created: None,
                comment: None,
            };
        }
        bad.get_or_insert_with(|| key.fingerprint.clone());
    }
    match bad {
        Some(key) => Verdict::Bad {
            key,
            why: BadReason::Changed,
        },
        None => unknown(sig),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_signatures_are_refused_not_panicked_on() {
        let long = format!("untrusted comment: {}\nAAAA\n", "x".repeat(2000));
        for bad in [
            &b""[..],
            b"untrusted comment: \nRWQ\n",
            b"untrusted comment: x\nRWQ",
            b"untrusted comment: x\n\xff\n",
            b"untrusted comment: x\nRUQAAAAAAAAAAA==\n",
            long.as_bytes(),
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
    }
}
