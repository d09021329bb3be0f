//! One key of a key file, as the confirmation shows it, whatever its format.

use std::time::SystemTime;

use super::bundled::BundledKey;
use super::keyring::{Fingerprint, KeyFormat};

/// One user ID of a key, split the way OpenPGP writes it: `Name (comment) <e-mail>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserId {
    /// The name with its comment, e.g. `Ubuntu CD Image Automatic Signing Key (2012)`.
    pub name: String,
    /// The e-mail address, without the angle brackets; empty when there is none.
    pub email: String,
}

impl UserId {
    pub(crate) fn parse(raw: &str) -> Self {
        match raw.rsplit_once('<') {
            Some((name, rest)) if rest.ends_with('>') => Self {
                name: name.trim().to_string(),
                email: rest.trim_end_matches('>').trim().to_string(),
            },
            _ => Self {
                name: raw.trim().to_string(),
                email: String::new(),
            },
        }
    }
}

impl std::fmt::Display for UserId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.email.as_str() {
            "" => f.write_str(&self.name),
            email => write!(f, "{} <{email}>", self.name),
        }
    }
}

/// One public key of an offered file, as the confirmation shows it. Each key of a file
/// is shown, confirmed and kept on its own: a file may hold a publisher's key followed
/// by anyone else's, under the same name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfferedKey {
    /// This key alone, armoured: what is kept when the person adds it (its user IDs,
    /// subkeys and signatures, and nothing of the other keys in the file).
    pub bytes: Vec<u8>,
    /// The key's format.
    pub format: KeyFormat,
    /// The primary key's fingerprint (a minisign key's ID; an SSH key's SHA-256; for a
    /// Sigstore signer, the issuer's URL, as [`KeyFormat::Sigstore`] says).
    pub fingerprint: Fingerprint,
    /// Its user IDs, in the file's order (a minisign key's comment, an SSH key's
    /// principals or comment, a Sigstore signer's identity).
    pub user_ids: Vec<UserId>,
    /// When the key was made (OpenPGP keys say; the other formats do not).
    pub created: Option<SystemTime>,
    /// The key as its publisher prints it, where that is not the fingerprint: a
    /// minisign or signify key's `RW…` line.
    pub key_line: Option<String>,
    /// When it expires (from its newest valid self-signature); `None`: never.
    pub expires: Option<SystemTime>,
    /// The bundled key it is, when it is one (then trusting it adds nothing).
    pub bundled: Option<&'static BundledKey>,
    /// The bundled key whose name or e-mail address it carries without being it.
    pub impersonates: Option<&'static BundledKey>,
}

impl OfferedKey {
    /// The fingerprint as the person compares it with the publisher's page: OpenPGP in
    /// groups of four, the other formats as their own tools print it.
    pub fn shown_fingerprint(&self) -> String {
        match self.format {
            KeyFormat::OpenPgp => self.fingerprint.grouped(),
            other => other.show(&self.fingerprint),
        }
    }
}
