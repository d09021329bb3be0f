//! The keys of the formats other than OpenPGP, offered for trust through the same
//! confirmation: a minisign or signify key (`.pub` file or bare `RW…` line), SSH keys
//! (`.pub` lines or an `allowed_signers` file), and a Sigstore signer (which has no key:
//! an identity and the issuer that vouches for it). Each is shown with its format and
//! fingerprint, and kept, once confirmed, as bytes [`super::Keyring::add_bytes`] reads.

use super::bundled::{BUNDLED, SIGSTORE_SIGNERS};
use super::ed25519::parse_key as parse_ed25519_key;
use super::error::TrustError;
use super::keyring::{Fingerprint, KeyFormat};
use super::offered_key::{OfferedKey, UserId};
use super::sigstore_signer::parse_signer;
use super::ssh_keys::{looks_like_ssh_keys, parse_ssh_keys};

/// The keys in `bytes` when they are of a format other than OpenPGP (`None`: try
/// OpenPGP); an error when they look like SSH keys but do not parse.
pub(crate) fn describe(bytes: &[u8]) -> Result<Option<Vec<OfferedKey>>, TrustError> {
    if let Some((identity, issuer)) = parse_signer(bytes) {
        return Ok(Some(vec![signer(&identity, &issuer)]));
    }
    if let Ok(key) = parse_ed25519_key(bytes) {
        let fingerprint = Fingerprint(key.shown_id());
        let hex = fingerprint.hex();
        let bundled = BUNDLED
            .iter()
            .find(|b| b.file.ends_with(".pub") && b.fingerprint == hex);
        // This key alone, as minisign writes a `.pub` file.
        let kept = match &key.comment {
            Some(c) => format!("untrusted comment: {c}\n{}\n", key.base64),
            None => format!("{}\n", key.base64),
        };
        return Ok(Some(vec![OfferedKey {
            bytes: kept.into_bytes(),
            format: KeyFormat::Minisign,
            fingerprint,
            user_ids: key.comment.iter().map(|c| UserId::parse(c)).collect(),
            created: None,
            key_line: Some(key.base64.clone()),
            expires: None,
            bundled,
            impersonates: None,
        }]));
    }
    if !looks_like_ssh_keys(bytes) {
        return Ok(None);
    }
    let keys = parse_ssh_keys(bytes)?
        .into_iter()
        .map(|k| {
            let fingerprint = Fingerprint(k.sha256());
            let mut public = k.key.clone();
            // Kept as a `.pub` line whose comment names who it stands for, so that an
            // `allowed_signers` line's principals survive (its options, when it had
            // any, only allowed signing files, which is all Hashdrop checks).
            public.set_comment(k.principals.clone());
            let line = public
                .to_openssh()
                .map_err(|e| TrustError::bad_format("the key file", "SSH", e))?;
            Ok(OfferedKey {
                bytes: format!("{line}\n").into_bytes(),
                format: KeyFormat::Ssh,
                fingerprint,
                user_ids: (!k.principals.is_empty())
                    .then(|| UserId::parse(&k.principals))
                    .into_iter()
                    .collect(),
                created: None,
                key_line: None,
                expires: None,
                bundled: None,
                impersonates: None,
            })
        })
        .collect::<Result<Vec<_>, TrustError>>()?;
    Ok(Some(keys))
}

/// A Sigstore signer as an offered key: its identity where a key shows its user ID,
/// the issuer where a key shows its fingerprint.
pub(crate) fn signer(identity: &str, issuer: &str) -> OfferedKey {
    let bundled = SIGSTORE_SIGNERS
        .iter()
        .find(|b| b.name == identity && b.fingerprint == issuer);
    OfferedKey {
        bytes: format!("sigstore-identity: {identity}\nsigstore-issuer: {issuer}\n").into_bytes(),
        format: KeyFormat::Sigstore,
        fingerprint: Fingerprint(issuer.as_bytes().to_vec()),
        user_ids: vec![UserId {
            name: identity.to_owned(),
            email: String::new(),
        }],
        created: None,
        key_line: None,
        expires: None,
        bundled,
        impersonates: None,
    }
}
