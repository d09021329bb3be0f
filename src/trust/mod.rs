//! Trust in the publisher: OpenPGP signatures of checksum files and images, checked
//! with the pure-Rust rPGP (`pgp`) crate against keys Hashdrop knows (bundled
//! publishers' keys with pinned fingerprints) or that the user adds.
//!
//! It reads clear-signed text ([`verify_clear_signed`], which also returns the
//! [`SignedText`], the only part of the file that may be parsed for checksum lines) and
//! detached signatures, binary or armoured ([`verify_detached_bytes`],
//! [`verify_detached_file`]). Each signature gets a [`Verdict`]; a [`Report`]'s
//! [`Outcome`] combines them. The layer knows nothing of `sums`, the CLI or the GUI:
//! they pass the signed text to the `sums` parser themselves.
//!
//! Policy: signing subkeys count only with a valid binding (and back-signature) and the
//! sign flag; keys expired or revoked at the signature's time, signatures dated in the
//! future and signatures over SHA-1, MD5 or RIPEMD-160 are rejected with the reason
//! ([`Problem`]).

mod bundled;
mod clearsigned;
mod error;
mod keyring;
mod offer;
mod verdict;
mod verify;

pub use bundled::{BUNDLED, BundledKey};
pub use clearsigned::{SignedText, is_clear_signed, signed_text};
pub use error::TrustError;
pub use keyring::{Fingerprint, KeyOrigin, Keyring, MAX_KEY_FILE, TrustedKey};
pub use offer::{KeyOffer, OfferedKey, UserId};
pub use verdict::{Outcome, Problem, Report, Signer, Verdict, format_date};
pub use verify::{
    ClearSigned, MAX_SIGNATURE_FILE, SIGNATURE_SUFFIXES, is_detached_signature,
    read_signature_file, sibling_signature, signed_file_of, verify_clear_signed, verify_detached,
    verify_detached_bytes, verify_detached_file,
};
