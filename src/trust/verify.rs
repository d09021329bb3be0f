//! Checking signatures against trusted keys, with Hashdrop's policy.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use pgp::composed::{SignedPublicKey, SignedPublicSubKey};
use pgp::crypto::hash::HashAlgorithm;
use pgp::packet::{
    Packet, PacketParser, PacketTrait, RevocationCode, Signature, SignatureType, SubpacketData,
};
use pgp::types::{KeyDetails, Tag, Timestamp};

use super::clearsigned::{SignedText, frame};
use super::error::TrustError;
use super::keyring::{Fingerprint, KeyFormat, Keyring, TrustedKey, read_capped};
use super::verdict::{BadReason, Problem, Report, Signer, Verdict};

/// No signature file is larger than this: real ones are under a few kilobytes, even
/// with several signatures. Larger input is refused before it is parsed.
pub const MAX_SIGNATURE_FILE: u64 = 1 << 20;

/// Clock skew tolerated before a signature counts as dated in the future.
const FUTURE_SLACK: Duration = Duration::from_secs(10 * 60);

/// The file names a detached signature of `file` may have, in the order they are tried
/// (OpenPGP's, then minisign's, then Sigstore's; signify and SSH signatures are `.sig`
/// too).
pub const SIGNATURE_SUFFIXES: [&str; 7] = [
    "gpg",
    "sig",
    "asc",
    "sign",
    "minisig",
    "sigstore",
    "sigstore.json",
];

/// A clear-signed file, checked.
#[derive(Clone, Debug)]
pub struct ClearSigned {
    /// The signed text, the only part that may be read for checksum lines.
    pub signed: SignedText,
    /// The verdict on each signature.
    pub report: Report,
}

/// Verifies a clear-signed file's signatures at time `now`.
pub fn verify_clear_signed(
    bytes: &[u8],
    ring: &Keyring,
    now: SystemTime,
) -> Result<ClearSigned, TrustError> {
    let framed = frame(bytes)?;
    let sigs = parse_signatures(&framed.armour)?;
    let headers = &framed.signed.hash_headers;
    let signatures = sigs
        .iter()
        .map(|sig| {
            let mut open = || Ok(Box::new(&framed.hashed[..]) as Box<dyn Read>);
            judge(sig, ring, now, Some(headers), &mut open)
        })
        .collect();
    Ok(ClearSigned {
        signed: framed.signed,
        report: Report { signatures },
    })
}

/// Verifies a detached OpenPGP signature over whatever `open` reads; `open` is called
/// once per signature to check.
pub(crate) fn verify_openpgp<'a>(
    open: &mut dyn FnMut() -> Result<Box<dyn Read + 'a>, TrustError>,
    signature: &[u8],
    ring: &Keyring,
    now: SystemTime,
) -> Result<Report, TrustError> {
    let sigs = parse_signatures(signature)?;
    let mut signatures = Vec::with_capacity(sigs.len());
    for sig in &sigs {
        signatures.push(judge(sig, ring, now, None, open));
    }
    Ok(Report { signatures })
}

/// Reads a signature file, refusing one over [`MAX_SIGNATURE_FILE`] without reading it
/// all.
pub fn read_signature_file(path: &Path) -> Result<Vec<u8>, TrustError> {
    read_capped(path, MAX_SIGNATURE_FILE, "the signature")
}

/// The file a detached signature named `NAME.gpg`/`.sig`/`.asc`/`.sign`/`.minisig`/
/// `.sigstore`/`.sigstore.json` signs: `NAME`.
pub fn signed_file_of(signature: &Path) -> Option<PathBuf> {
    let name = signature.file_name()?.to_string_lossy();
    if name.len() > ".sigstore.json".len() && name.to_ascii_lowercase().ends_with(".sigstore.json")
    {
        return Some(signature.with_extension("").with_extension(""));
    }
    let ext = signature
        .extension()?
        .to_string_lossy()
        .to_ascii_lowercase();
    SIGNATURE_SUFFIXES
        .contains(&ext.as_str())
        .then(|| signature.with_extension(""))
        .filter(|p| p.file_name().is_some())
}

/// The detached signature lying next to `file` (`NAME.gpg`, `.sig`, `.asc`, `.sign`,
/// `.minisig`, `.sigstore`, `.sigstore.json`).
/// A list named `NAME.txt` may have its signature as `NAME.sig` instead (Void Linux
/// publishes `sha256sum.txt` with `sha256sum.sig`).
pub fn sibling_signature(file: &Path) -> Option<PathBuf> {
    let appended = SIGNATURE_SUFFIXES.iter().find_map(|suffix| {
        let mut name = file.file_name()?.to_os_string();
        name.push(".");
        name.push(suffix);
        let candidate = file.with_file_name(name);
        candidate.is_file().then_some(candidate)
    });
    let is_txt = file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("txt"));
    appended.or_else(|| {
        SIGNATURE_SUFFIXES
            .iter()
            .filter(|_| is_txt)
            .map(|suffix| file.with_extension(suffix))
            .find(|candidate| candidate.is_file())
    })
}

/// Every signature packet in armoured or binary data. Any other packet, or a packet that
/// does not parse, makes the whole input malformed: a signature file holds signatures.
pub(crate) fn parse_signatures(bytes: &[u8]) -> Result<Vec<Signature>, TrustError> {
    const WHAT: &str = "the signature";
    let first = bytes
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .ok_or(TrustError::NoSignature)?;
    let binary;
    let packets: &[u8] = if first & 0x80 != 0 {
        bytes
    } else {
        binary = dearmor(bytes)?;
        &binary
    };
    let mut sigs = Vec::new();
    for packet in PacketParser::new(packets) {
        match packet {
            Ok(Packet::Signature(sig)) => sigs.push(sig),
            Ok(Packet::Marker(_) | Packet::Padding(_)) => {}
            Ok(other) => {
                return Err(TrustError::malformed(
                    WHAT,
                    format_args!("unexpected {:?} packet", other.tag()),
                ));
            }
            Err(e) => return Err(TrustError::malformed(WHAT, e)),
        }
    }
    if sigs.is_empty() {
        return Err(TrustError::NoSignature);
    }
    Ok(sigs)
}

fn dearmor(bytes: &[u8]) -> Result<Vec<u8>, TrustError> {
    const WHAT: &str = "the signature";
    let opts = pgp::armor::DearmorOptions::new().set_limit(MAX_SIGNATURE_FILE as usize);
    let mut dearmor = pgp::armor::Dearmor::with_options(bytes, opts);
    dearmor
        .read_header()
        .map_err(|e| TrustError::malformed(WHAT, e))?;
    if dearmor.typ != Some(pgp::armor::BlockType::Signature) {
        return Err(TrustError::malformed(
            WHAT,
            "the armour is not a signature block",
        ));
    }
    let mut out = Vec::new();
    dearmor
        .take(MAX_SIGNATURE_FILE)
        .read_to_end(&mut out)
        .map_err(|e| TrustError::malformed(WHAT, e))?;
    Ok(out)
}

/// The signing component a signature names: the primary key or one of its subkeys.
enum Component<'a> {
    Primary,
    Subkey(&'a SignedPublicSubKey),
}

/// The issuer in hex: fingerprint when present, else the key ID.
fn issuer_hex(sig: &Signature) -> String {
    if let Some(fp) = sig.issuer_fingerprint().first() {
        return Fingerprint::of(fp).hex();
    }
    sig.issuer_key_id()
        .first()
        .map(|id| id.as_ref().iter().map(|b| format!("{b:02X}")).collect())
        .unwrap_or_else(|| "(none named)".to_owned())
}

/// Trusted keys (and which component) that the signature's issuer fields name.
fn candidates<'a>(sig: &Signature, ring: &'a Keyring) -> Vec<(&'a TrustedKey, Component<'a>)> {
    let fps = sig.issuer_fingerprint();
    let ids = sig.issuer_key_id();
    let names = |k: &dyn KeyDetails| {
        fps.iter().any(|fp| **fp == k.fingerprint())
            || ids.iter().any(|id| **id == k.legacy_key_id())
    };
    let mut out = Vec::new();
    for tk in ring.keys() {
        if names(&tk.key.primary_key) {
            out.push((tk, Component::Primary));
        }
        for sub in &tk.key.public_subkeys {
            if names(&sub.key) {
                out.push((tk, Component::Subkey(sub)));
            }
        }
    }
    out
}

/// The verdict on one signature. `hash_headers` is set for clear-signed messages.
fn judge<'a>(
    sig: &Signature,
    ring: &Keyring,
    now: SystemTime,
    hash_headers: Option<&Vec<String>>,
    open: &mut dyn FnMut() -> Result<Box<dyn Read + 'a>, TrustError>,
) -> Verdict {
    if sig.config().is_none() {
        return Verdict::Unreadable {
            reason: format!(
                "signature packet version {:?} is not supported",
                sig.version()
            ),
        };
    }
    let found = candidates(sig, ring);
    if found.is_empty() {
        return Verdict::UnknownKey {
            key_id: issuer_hex(sig),
        };
    }
    let mut bad = None;
    for (tk, component) in found {
        let data = match open() {
            Ok(d) => d,
            Err(e) => {
                return Verdict::Unreadable {
                    reason: e.to_string(),
                };
            }
        };
        let checked = match component {
            Component::Primary => sig.verify(&tk.key.primary_key, data),
            Component::Subkey(sub) => sig.verify(&sub.key, data),
        };
        let key = Signer {
            name: tk.name.clone(),
            origin: tk.origin.clone(),
            format: KeyFormat::OpenPgp,
        };
        let fingerprint = tk.fingerprint.clone();
        if checked.is_err() {
            // rPGP refuses some weak hashes outright (MD5 or SHA-1 with EdDSA): that
            // is the weak hash, not proof of a change.
            if let Some(problem) = weak_hash(sig) {
                return Verdict::Rejected {
                    key,
                    fingerprint,
                    problem,
                };
            }
            bad.get_or_insert(fingerprint);
            continue;
        }
        return match policy(sig, &tk.key, &component, now, hash_headers) {
            Ok(created) => Verdict::Good {
                key,
                fingerprint,
                created: Some(created),
                comment: None,
            },
            Err(problem) => Verdict::Rejected {
                key,
                fingerprint,
                problem,
            },
        };
    }
    match bad {
        Some(key) => Verdict::Bad {
            key,
            why: BadReason::Changed,
        },
        None => Verdict::UnknownKey {
            key_id: issuer_hex(sig),
        },
    }
}

fn time(t: Timestamp) -> SystemTime {
    SystemTime::from(t)
}

/// SHA-1, MD5 and RIPEMD-160 signatures can be forged (SHA-1 chosen-prefix collisions
/// cost little since 2020), so they are rejected, as GnuPG 2.4 and Sequoia do.
fn weak_hash(sig: &Signature) -> Option<Problem> {
    let hash = sig.hash_alg().unwrap_or(HashAlgorithm::None);
    matches!(
        hash,
        HashAlgorithm::Md5 | HashAlgorithm::Sha1 | HashAlgorithm::Ripemd160 | HashAlgorithm::None
    )
    .then(|| Problem::WeakHash {
        hash: hash.to_string(),
    })
}

/// Hashdrop's policy over a signature that verified; its creation time when accepted.
fn policy(
    sig: &Signature,
    key: &SignedPublicKey,
    component: &Component<'_>,
    now: SystemTime,
    hash_headers: Option<&Vec<String>>,
) -> Result<SystemTime, Problem> {
    if !matches!(sig.typ(), Some(SignatureType::Binary | SignatureType::Text)) {
        return Err(Problem::NotADocumentSignature);
    }
    if let Some(problem) = weak_hash(sig) {
        return Err(problem);
    }
    let hash = sig.hash_alg().unwrap_or(HashAlgorithm::None);
    if let Some(header) = hash_headers.filter(|h| !h.is_empty())
        && !header.contains(&hash.to_string())
    {
        return Err(Problem::HashHeaderMismatch {
            header: header.clone(),
            actual: hash.to_string(),
        });
    }
    let created = time(sig.created().ok_or(Problem::NoCreationTime)?);
    if created > now + FUTURE_SLACK {
        return Err(Problem::FutureDated { created });
    }
    if let Some(d) = sig.signature_expiration_time().filter(|d| d.as_secs() > 0) {
        let at = created + Duration::from_secs(d.as_secs().into());
        if at <= now {
            return Err(Problem::SignatureExpired { at });
        }
    }
    let self_sig = primary_valid_at(key, created)?;
    match component {
        Component::Subkey(sub) => subkey_valid_at(key, sub, created)?,
        // Keys from before key flags existed may sign; flags without "sign" may not.
        Component::Primary if has_key_flags(self_sig) && !self_sig.key_flags().sign() => {
            return Err(Problem::NotForSigning);
        }
        Component::Primary => {}
    }
    Ok(created)
}

/// A revocation that applies at `when`: soft ones (superseded, retired) only from their
/// date on; hard ones (compromised, no reason) always, as RFC 9580 §5.2.3.31 advises.
fn revocation_applies(rev: &Signature, when: SystemTime) -> Option<Problem> {
    let at = rev.created().map(time);
    let soft = matches!(
        rev.revocation_reason_code(),
        Some(RevocationCode::KeySuperseded | RevocationCode::KeyRetired)
    );
    if soft && at.is_some_and(|at| at > when) {
        return None;
    }
    let reason = rev
        .revocation_reason_string()
        .map(|s| String::from_utf8_lossy(s).into_owned());
    Some(Problem::KeyRevoked { at, reason })
}

/// Whether a signature holds a key-flags subpacket (old keys have none: any use).
fn has_key_flags(sig: &Signature) -> bool {
    sig.config().is_some_and(|c| {
        c.hashed_subpackets()
            .any(|p| matches!(p.data, SubpacketData::KeyFlags(_)))
    })
}

/// The newest valid self-signature on the primary key (user ID or direct-key).
pub(crate) fn primary_self_signature(key: &SignedPublicKey) -> Option<&Signature> {
    let primary = &key.primary_key;
    let certifications = key.details.users.iter().flat_map(|user| {
        user.signatures.iter().filter(|s| {
            s.verify_certification(primary, Tag::UserId, &user.id)
                .is_ok()
        })
    });
    let direct = key
        .details
        .direct_signatures
        .iter()
        .filter(|s| s.verify_key(primary).is_ok());
    certifications.chain(direct).max_by_key(|s| s.created())
}

/// Checks the primary key at `when`; its newest valid self-signature.
fn primary_valid_at(key: &SignedPublicKey, when: SystemTime) -> Result<&Signature, Problem> {
    let primary = &key.primary_key;
    let born = time(primary.created_at());
    if when < born {
        return Err(Problem::BeforeKey { created: when });
    }
    for rev in &key.details.revocation_signatures {
        if rev.verify_key(primary).is_ok()
            && let Some(p) = revocation_applies(rev, when)
        {
            return Err(p);
        }
    }
    let Some(self_sig) = primary_self_signature(key) else {
        return Err(Problem::NoValidSelfSignature);
    };
    if let Some(d) = self_sig.key_expiration_time().filter(|d| d.as_secs() > 0) {
        let at = born + Duration::from_secs(d.as_secs().into());
        if when >= at {
            return Err(Problem::KeyExpired { at });
        }
    }
    Ok(self_sig)
}

/// Checks a signing subkey at `when`: bound, allowed to sign, back-signed, not revoked
/// nor expired.
fn subkey_valid_at(
    key: &SignedPublicKey,
    sub: &SignedPublicSubKey,
    when: SystemTime,
) -> Result<(), Problem> {
    let primary = &key.primary_key;
    let born = time(sub.key.created_at());
    if when < born {
        return Err(Problem::BeforeKey { created: when });
    }
    let mut binding: Option<&Signature> = None;
    for s in &sub.signatures {
        if s.verify_subkey_binding(primary, &sub.key).is_err() {
            continue;
        }
        match s.typ() {
            Some(SignatureType::SubkeyRevocation) => {
                if let Some(p) = revocation_applies(s, when) {
                    return Err(p);
                }
            }
            Some(SignatureType::SubkeyBinding)
                if binding.is_none_or(|b| s.created() > b.created()) =>
            {
                binding = Some(s);
            }
            _ => {}
        }
    }
    let binding = binding.ok_or(Problem::SubkeyNotBound)?;
    if !has_key_flags(binding) || !binding.key_flags().sign() {
        return Err(Problem::NotForSigning);
    }
    let backsig_ok = binding
        .embedded_signature()
        .is_some_and(|b| b.verify_primary_key_binding(&sub.key, primary).is_ok());
    if !backsig_ok {
        return Err(Problem::SubkeyNotBound);
    }
    if let Some(d) = binding.key_expiration_time().filter(|d| d.as_secs() > 0) {
        let at = born + Duration::from_secs(d.as_secs().into());
        if when >= at {
            return Err(Problem::KeyExpired { at });
        }
    }
    Ok(())
}
