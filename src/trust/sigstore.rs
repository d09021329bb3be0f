//! Sigstore bundles (`FILE.sigstore`, `FILE.sigstore.json`, bundle v0.1 to v0.3), checked
//! offline with the `sigstore-verify` crate against Sigstore's production trusted root,
//! bundled in `assets/sigstore/` (its origin and date: `assets/sigstore/SOURCES.md`).
//!
//! A bundle carries no key: it carries a short-lived certificate that Sigstore's Fulcio
//! authority issued to an identity (an e-mail address or a URI) vouched for by an OIDC
//! issuer, and the transparency log's proof that the signature was logged while the
//! certificate was valid. The crate checks the chain to the bundled Fulcio root, the
//! certificate's SCT, the log's inclusion proof, checkpoint and signed entry timestamp,
//! the signing time against the certificate's validity, and the signature over the file
//! (streamed). Hashdrop then asks the question a key answers for the other formats: is
//! this identity, from this issuer, one the person trusts ([`Keyring::identities`])?

use std::io::Read;
use std::sync::OnceLock;
use std::time::{Duration, SystemTime};

use sha2::Digest as _;
use sigstore_verify::bundle::Error as BundleError;
use sigstore_verify::trust_root::TrustedRoot;
use sigstore_verify::types::{Artifact, Bundle, Sha256Hash};
use sigstore_verify::{Error as SigstoreError, VerificationPolicy, VerificationResult, Verifier};

use super::error::TrustError;
use super::keyring::{Fingerprint, KeyFormat, Keyring};
use super::verdict::{BadReason, Signer, Verdict};

const WHAT: &str = "the Sigstore bundle";
const FORMAT: &str = "Sigstore";

/// Sigstore's production trusted root, as bundled (see `assets/sigstore/SOURCES.md`).
const TRUSTED_ROOT: &str = include_str!("../../assets/sigstore/trusted_root.json");

/// The media type every bundle version names (`…bundle+json;version=0.1`,
/// `…bundle.v0.3+json`).
const MEDIA_TYPE: &str = "application/vnd.dev.sigstore.bundle";

/// Whether `bytes` are a Sigstore bundle: a JSON object that names the bundle media type.
pub(crate) fn looks_like(bytes: &[u8]) -> bool {
    let start = bytes
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(bytes.len());
    bytes[start..].starts_with(b"{")
        && bytes
            .windows(MEDIA_TYPE.len())
            .any(|w| w == MEDIA_TYPE.as_bytes())
}

/// Parses a bundle.
pub(crate) fn parse(bytes: &[u8]) -> Result<Bundle, TrustError> {
    let text = std::str::from_utf8(bytes)
        .map_err(|_| TrustError::bad_format(WHAT, FORMAT, "it is not UTF-8 text"))?;
    Bundle::from_json(text).map_err(|e| TrustError::bad_format(WHAT, FORMAT, e))
}

/// The verifier over the bundled root, made once (it parses every authority's key).
fn verifier() -> Result<&'static Verifier, TrustError> {
    static VERIFIER: OnceLock<Result<Verifier, String>> = OnceLock::new();
    VERIFIER
        .get_or_init(|| {
            let root = TrustedRoot::from_json(TRUSTED_ROOT).map_err(|e| e.to_string())?;
            Verifier::new(&root).map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| TrustError::bad_format("the bundled Sigstore trusted root", FORMAT, e))
}

/// The verdict on a bundle over what `open` reads: good when every proof holds and the
/// certificate's identity and issuer are a pair the ring trusts.
pub(crate) fn verify<'a>(
    open: &mut dyn FnMut() -> Result<Box<dyn Read + 'a>, TrustError>,
    signature: &[u8],
    ring: &Keyring,
) -> Result<Verdict, TrustError> {
    let bundle = parse(signature)?;
    let verifier = verifier()?;
    // Every proof is checked for any identity; whose identity counts is asked after,
    // so that an identity nobody trusts can be named (as an unknown key is).
    let policy = VerificationPolicy::any_identity();
    let data = open()?;
    conclude(
        verifier.verify_reader(data, &bundle, &policy),
        &bundle,
        ring,
    )
}

/// The verdict on a bundle over a file known only by its SHA-256, as `sigstore verify
/// identity sha256:HEX` takes it: for a file already hashed, or too large to keep (a
/// release file whose published digest is known).
pub fn verify_sigstore_digest(
    sha256: &[u8; 32],
    signature: &[u8],
    ring: &Keyring,
) -> Result<Verdict, TrustError> {
    let bundle = parse(signature)?;
    let verifier = verifier()?;
    let hex: String = sha256.iter().map(|b| format!("{b:02x}")).collect();
    let digest = Sha256Hash::from_hex(&hex).map_err(|e| TrustError::bad_format(WHAT, FORMAT, e))?;
    let artifact = Artifact::from_digest(digest);
    let policy = VerificationPolicy::any_identity();
    conclude(verifier.verify(artifact, &bundle, &policy), &bundle, ring)
}

/// The verdict from what the verifier found.
fn conclude(
    checked: Result<VerificationResult, SigstoreError>,
    bundle: &Bundle,
    ring: &Keyring,
) -> Result<Verdict, TrustError> {
    match checked {
        Ok(result) => Ok(judge(&result, ring)),
        Err(SigstoreError::ArtifactRead(source)) => Err(TrustError::Io {
            what: "the signed file",
            source,
        }),
        Err(e) => Ok(refused(e, bundle)),
    }
}

/// Good when the (proven) identity and issuer are trusted, else an unknown signer.
fn judge(result: &VerificationResult, ring: &Keyring) -> Verdict {
    let identity = result.identity().map(|i| i.as_str()).unwrap_or_default();
    let issuer = result.issuer().unwrap_or_default();
    let trusted = ring
        .identities()
        .iter()
        .find(|s| s.identity == identity && s.issuer == issuer);
    match trusted {
        Some(signer) => Verdict::Good {
            key: Signer {
                name: signer.identity.clone(),
                origin: signer.origin.clone(),
                format: KeyFormat::Sigstore,
            },
            fingerprint: Fingerprint(issuer.as_bytes().to_vec()),
            created: signed_at(result),
            comment: None,
        },
        None => Verdict::UnknownSigner {
            identity: identity.to_owned(),
            issuer: issuer.to_owned(),
        },
    }
}

/// When it was signed: the transparency log's integrated time, else the first verified
/// timestamp (Rekor v2 bundles carry an RFC 3161 timestamp instead).
fn signed_at(result: &VerificationResult) -> Option<SystemTime> {
    let at = result
        .integrated_time()
        .or_else(|| result.verified_timestamps().first().copied())?;
    let secs = u64::try_from(at.as_second()).ok()?;
    SystemTime::UNIX_EPOCH.checked_add(Duration::from_secs(secs))
}

/// The verdict on a bundle whose checks failed: bad when the file does not match, or a
/// proof the bundle carries does not hold; unreadable (cannot decide) when the bundle
/// lacks what is needed to judge it, a missing inclusion proof or checkpoint (as in
/// CPython's bundles of 2024, which the reference refuses too) or content of a kind
/// this version does not check.
fn refused(error: SigstoreError, bundle: &Bundle) -> Verdict {
    let key = Fingerprint(
        bundle
            .signing_certificate()
            .map(|c| sha2::Sha256::digest(c.as_bytes()).to_vec())
            .unwrap_or_default(),
    );
    match error {
        SigstoreError::SignatureInvalid(_) | SigstoreError::ArtifactMismatch(_) => Verdict::Bad {
            key,
            why: BadReason::Changed,
        },
        SigstoreError::Certificate(_)
        | SigstoreError::TransparencyLog(_)
        | SigstoreError::Timestamp(_)
        | SigstoreError::Crypto(_)
        | SigstoreError::InvalidBundle(_)
        | SigstoreError::Bundle(
            BundleError::CheckpointRootMismatch | BundleError::LogIndexOutOfRange { .. },
        ) => Verdict::Bad {
            key,
            why: BadReason::NotProven {
                reason: error.to_string(),
            },
        },
        other => Verdict::Unreadable {
            reason: other.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trust::sigstore_signer::parse_signer;

    #[test]
    fn the_bundled_root_makes_a_verifier() {
        assert!(verifier().is_ok());
    }

    #[test]
    fn bundles_are_told_by_their_media_type() {
        assert!(looks_like(
            b" {\"mediaType\": \"application/vnd.dev.sigstore.bundle.v0.3+json\"}"
        ));
        assert!(!looks_like(b"{\"mediaType\": \"text/plain\"}"));
        assert!(!looks_like(
            b"untrusted comment: application/vnd.dev.sigstore.bundle"
        ));
    }

    #[test]
    fn a_signer_file_names_an_identity_and_an_issuer() {
        let pair = |i: &str, s: &str| Some((i.to_owned(), s.to_owned()));
        assert_eq!(
            parse_signer(b"sigstore-identity: a@b.org\nsigstore-issuer: https://x\n"),
            pair("a@b.org", "https://x")
        );
        assert_eq!(parse_signer(b"sigstore-identity: a@b.org\n"), None);
        assert_eq!(
            parse_signer(b"sigstore-identity: \nsigstore-issuer: https://x"),
            None
        );
        assert_eq!(
            parse_signer(b"sigstore-identity: a\nsigstore-issuer: b\nother"),
            None
        );
    }

    #[test]
    fn hostile_bundles_are_refused_not_panicked_on() {
        for bad in [
            &b""[..],
            b"{",
            b"{\"mediaType\": \"application/vnd.dev.sigstore.bundle+json;version=0.1\"}",
            b"{\"mediaType\": \"application/vnd.dev.sigstore.bundle.v0.3+json\", \
              \"verificationMaterial\": 7}",
            b"\xff\xfe{application/vnd.dev.sigstore.bundle",
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
    }
}
