//! minisign signatures (`FILE.minisig`), legacy and prehashed, checked with the
//! `minisign-verify` crate, plus Zig's rule on the trusted comment.

use std::io::Read;
use std::time::{Duration, SystemTime};

use super::ed25519::{ED, UNTRUSTED, decode_line};
use super::error::TrustError;
use super::keyring::{KeyFormat, KeyMaterial, Keyring, OtherKey};
use super::verdict::{BadReason, Signer, Verdict};

const WHAT: &str = "the signature";
const FORMAT: &str = "minisign";
const TRUSTED: &str = "trusted comment: ";

/// A legacy signature signs the whole file, which must then be held in memory (as
/// `minisign` itself does); no real file signed that way is larger.
pub(crate) const MAX_LEGACY_MESSAGE: u64 = 1 << 30;

/// A parsed `.minisig`.
pub(crate) struct Minisig {
    sig: minisign_verify::Signature,
    key_id: [u8; 8],
    /// Over the file's BLAKE2b-512 hash (`ED`, the default since minisign 0.9)
    /// rather than the file itself (`Ed`, legacy).
    prehashed: bool,
}

/// Whether `bytes` are a minisign signature: `untrusted comment:`, a signature line,
/// then `trusted comment: ` (a signify signature has no third line of that kind).
pub(crate) fn looks_like(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return false;
    };
    let mut lines = text.lines();
    lines.next().is_some_and(|l| l.starts_with(UNTRUSTED))
        && lines.next().is_some()
        && lines.next().is_some_and(|l| l.starts_with(TRUSTED))
}

/// Parses a `.minisig`.
pub(crate) fn parse(bytes: &[u8]) -> Result<Minisig, TrustError> {
    let bad = |reason: &str| TrustError::bad_format(WHAT, FORMAT, reason);
    let text = std::str::from_utf8(bytes).map_err(|_| bad("it is not text"))?;
    let sig = minisign_verify::Signature::decode(text).map_err(|e| bad(&e.to_string()))?;
    // The crate keeps the key ID private; it is needed to find the key and to name
    // an unknown one.
    let line = text
        .lines()
        .nth(1)
        .ok_or_else(|| bad("no signature line"))?;
    let raw = decode_line(line).ok_or_else(|| bad("the signature line is not base64"))?;
    let key_id = raw
        .get(2..10)
        .and_then(|id| <[u8; 8]>::try_from(id).ok())
        .ok_or_else(|| bad("the signature line is too short"))?;
    Ok(Minisig {
        sig,
        key_id,
        prehashed: raw[..2] != ED,
    })
}

/// The verdict on a `.minisig` over what `open` reads; `name` is the checked file's
/// name, for Zig's rule (unknown for data given as bytes: then not applied).
pub(crate) fn verify<'a>(
    open: &mut dyn FnMut() -> Result<Box<dyn Read + 'a>, TrustError>,
    name: Option<&str>,
    signature: &[u8],
    ring: &Keyring,
) -> Result<Verdict, TrustError> {
    let minisig = parse(signature)?;
    let keys = ring.other_keys().iter().filter(|k| match &k.material {
        KeyMaterial::Minisign(key) => key.key_id == minisig.key_id,
        KeyMaterial::Ssh(_) => false,
    });
    let mut verdict = None;
    for key in keys {
        let checked = check(open, &minisig, key)?;
        if checked.is_good() || verdict.is_none() {
            verdict = Some(checked);
        }
        if verdict.as_ref().is_some_and(Verdict::is_good) {
            break;
        }
    }
    let Some(verdict) = verdict else {
        let shown: String = minisig
            .key_id
            .iter()
            .rev()
            .map(|b| format!("{b:02X}"))
            .collect();
        return Ok(Verdict::UnknownKey { key_id: shown });
    };
    Ok(match verdict {
        Verdict::Good {
            key,
            fingerprint,
            created,
            comment,
        } => match other_file(comment.as_deref().unwrap_or_default(), name) {
            Some(named) => Verdict::Bad {
                key: fingerprint,
                why: BadReason::ForAnotherFile { named },
            },
            None => Verdict::Good {
                key,
                fingerprint,
                created,
                comment,
            },
        },
        other => other,
    })
}

/// Checks the signature with one key whose ID it names.
fn check<'a>(
    open: &mut dyn FnMut() -> Result<Box<dyn Read + 'a>, TrustError>,
    minisig: &Minisig,
    key: &OtherKey,
) -> Result<Verdict, TrustError> {
    let KeyMaterial::Minisign(ed) = &key.material else {
        return Ok(Verdict::Unreadable {
            reason: "not a minisign key".into(),
        });
    };
    let public = minisign_verify::PublicKey::from_base64(&ed.base64)
        .map_err(|e| TrustError::bad_format("the key", FORMAT, e))?;
    let mut data = open()?;
    let result = if minisig.prehashed {
        stream(&public, &minisig.sig, &mut data)?
    } else {
        let mut all = Vec::new();
        data.take(MAX_LEGACY_MESSAGE + 1)
            .read_to_end(&mut all)
            .map_err(|source| TrustError::Io {
                what: "the signed file",
                source,
            })?;
        if all.len() as u64 > MAX_LEGACY_MESSAGE {
            return Err(TrustError::TooLarge {
                what: "a file signed in minisign's legacy mode",
                limit: MAX_LEGACY_MESSAGE,
            });
        }
        public.verify(&all, &minisig.sig, true)
    };
    let trusted = minisig.sig.trusted_comment().to_owned();
    Ok(match result {
        Ok(()) => Verdict::Good {
            key: Signer {
                name: key.name.clone(),
                origin: key.origin.clone(),
                format: KeyFormat::Minisign,
            },
            fingerprint: key.fingerprint.clone(),
            created: timestamp(&trusted),
            comment: Some(trusted),
        },
        Err(minisign_verify::Error::InvalidSignature) => Verdict::Bad {
            key: key.fingerprint.clone(),
            why: BadReason::Changed,
        },
        Err(e) => Verdict::Unreadable {
            reason: e.to_string(),
        },
    })
}

/// Reads the data through minisign's stream verifier (prehashed signatures).
fn stream(
    public: &minisign_verify::PublicKey,
    sig: &minisign_verify::Signature,
    data: &mut dyn Read,
) -> Result<Result<(), minisign_verify::Error>, TrustError> {
    let mut verifier = match public.verify_stream(sig) {
        Ok(v) => v,
        Err(e) => return Ok(Err(e)),
    };
    let mut buf = vec![0; 256 * 1024];
    loop {
        let n = data.read(&mut buf).map_err(|source| TrustError::Io {
            what: "the signed file",
            source,
        })?;
        if n == 0 {
            return Ok(verifier.finalize());
        }
        verifier.update(&buf[..n]);
    }
}

/// The tab-separated `key:value` fields minisign writes in its trusted comment
/// (`timestamp:1718143337\tfile:zig-0.13.0.tar.xz\thashed`).
fn field<'c>(comment: &'c str, key: &str) -> Option<&'c str> {
    comment
        .split('\t')
        .find_map(|f| f.strip_prefix(key).and_then(|v| v.strip_prefix(':')))
}

/// When it was signed, as the trusted comment says.
fn timestamp(comment: &str) -> Option<SystemTime> {
    let secs: u64 = field(comment, "timestamp")?.trim().parse().ok()?;
    SystemTime::UNIX_EPOCH.checked_add(Duration::from_secs(secs))
}

/// Zig's rule: the file the trusted comment names, when it names one and it is not
/// the file checked.
fn other_file(comment: &str, name: Option<&str>) -> Option<String> {
    let named = field(comment, "file")?;
    let name = name?;
    (named != name).then(|| named.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_trusted_comment_gives_the_date_and_the_file() {
        let c = "timestamp:1718143337\tfile:zig-0.13.0.tar.xz\thashed";
        assert_eq!(
            timestamp(c),
            Some(SystemTime::UNIX_EPOCH + Duration::from_secs(1_718_143_337))
        );
        assert_eq!(other_file(c, Some("zig-0.13.0.tar.xz")), None);
        assert_eq!(other_file(c, None), None);
        assert_eq!(
            other_file(c, Some("zig-0.12.0.tar.xz")).as_deref(),
            Some("zig-0.13.0.tar.xz")
        );
        assert_eq!(other_file("any words", Some("x")), None);
        assert_eq!(timestamp("timestamp:99999999999999999999"), None);
    }

    #[test]
    fn hostile_signatures_are_refused_not_panicked_on() {
        for bad in [
            &b""[..],
            b"untrusted comment:",
            b"untrusted comment: x\nRWQ\ntrusted comment: \nAAAA\n",
            b"untrusted comment: x\n\xff\xfe\n",
            b"untrusted comment: x\nRUQAAAAAAAAAAA==\ntrusted comment: x\nAAAA\n",
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
    }
}
