//! What is known of a checksum list's signature, as plain data. The `trust` layer
//! decides it and the caller fills it in: `sums` never depends on `trust` (it is the
//! other way round).

use std::time::SystemTime;

/// The signature state that bears on one checksum list.
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
}
