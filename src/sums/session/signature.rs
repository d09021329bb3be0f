//! What is known of a signature (of a checksum list, or of a downloaded file itself), as
//! plain data. The `trust` layer decides it and the caller fills it in: `sums` never
//! depends on `trust` (it is the other way round).

use std::time::SystemTime;

/// What is known of one signature: of a checksum list, or of a file itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trust {
    /// Neither clear-signed nor with a detached signature beside it.
    Unsigned,
    /// A good signature by a publisher's key bundled with Hashdrop.
    SignedByBundled {
        /// Who publishes with the key (`Ubuntu`).
        publisher: String,
        /// The key's user ID.
        name: String,
        /// The primary key's fingerprint, as bytes.
        fingerprint: Vec<u8>,
    },
    /// A good signature by a key the person added after checking its fingerprint.
    SignedByAdded {
        /// The key's user ID.
        name: String,
        /// When the key was added, if known.
        added_on: Option<SystemTime>,
        /// The primary key's fingerprint, as bytes.
        fingerprint: Vec<u8>,
    },
    /// Signed, but by a key Hashdrop does not know: adding the key may make it trusted.
    SignedByUnknownKey {
        /// The issuer in hex, as the signature names it (fingerprint or key ID).
        key_id: String,
    },
    /// Signed by a known key, but refused by policy (weak hash, expired or revoked key…).
    Rejected {
        /// The key's user ID.
        name: String,
        /// The primary key's fingerprint, as bytes.
        fingerprint: Vec<u8>,
    },
    /// A signature was found but could not be read.
    SignatureUnreadable,
    /// The signature does not match the list: it was changed after it was signed.
    BadSignature,
}

impl Trust {
    /// Whether a key Hashdrop trusts vouches for the list.
    pub fn is_trusted(&self) -> bool {
        matches!(
            self,
            Self::SignedByBundled { .. } | Self::SignedByAdded { .. }
        )
    }

    /// Whether the list was changed after it was signed.
    pub fn is_bad(&self) -> bool {
        matches!(self, Self::BadSignature)
    }

    /// Which of the four states the person is told: good, bad, not checked, none.
    pub fn state(&self) -> SigState {
        match self {
            Self::Unsigned => SigState::None,
            Self::SignedByBundled { .. } | Self::SignedByAdded { .. } => SigState::Good,
            Self::BadSignature => SigState::Bad,
            Self::SignedByUnknownKey { .. } | Self::Rejected { .. } | Self::SignatureUnreadable => {
                SigState::NotChecked
            }
        }
    }
}

/// The four states a signature is said in, the same wherever the signature is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SigState {
    /// Good, by a key the person trusts (bundled or added): green.
    Good,
    /// The signed bytes changed after signing, by a key Hashdrop has: red.
    Bad,
    /// It could not be checked: a key Hashdrop does not have, a signature refused by
    /// policy or unreadable. Never green; the key it claims is only a claim.
    NotChecked,
    /// No signature.
    None,
}

/// What a signature is over.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Signed {
    /// A checksum list.
    List(std::path::PathBuf),
    /// A downloaded file itself (`FILE.sig` beside it, as Arch Linux signs its images).
    File(std::path::PathBuf),
}

/// One signature given, and what is known of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SigNote {
    /// What it signs.
    pub subject: Signed,
    /// What is known of it.
    pub trust: Trust,
}
