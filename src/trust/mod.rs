//! Trust in the publisher: signatures of checksum files and images, checked against
//! keys Hashdrop knows (bundled publishers' keys with pinned fingerprints) or that the
//! user adds. OpenPGP with the pure-Rust rPGP (`pgp`) crate; minisign with
//! `minisign-verify`; signify with a small parser over `ed25519-dalek`; SSH signatures
//! with `ssh-key`; Sigstore bundles with `sigstore-verify`, offline, against the
//! production trusted root bundled in `assets/sigstore/`. The format of a signature or a key is told by its content
//! ([`signature_format`], [`Keyring::add_bytes`]).
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
mod door;
mod ed25519;
mod error;
mod keyring;
mod minisign;
mod offer;
mod offer_other;
mod offered_key;
mod signify;
mod sigstore;
mod sigstore_signer;
mod ssh;
mod ssh_keys;
mod verdict;
mod verify;

pub use bundled::{BUNDLED, BundledKey, SIGSTORE_SIGNERS};
pub use clearsigned::{SignedText, is_clear_signed, signed_text};
pub use door::{
    SignatureFormat, is_detached_signature, signature_format, verify_detached,
    verify_detached_bytes, verify_detached_file,
};
pub use ed25519::Ed25519Key;
pub use error::TrustError;
pub use keyring::{
    Fingerprint, KeyFormat, KeyMaterial, KeyOrigin, Keyring, MAX_KEY_FILE, OtherKey,
    SigstoreSigner, TrustedKey,
};
pub use offer::{KeyOffer, OfferedKey, UserId};
pub use signify::{is_signify_embedded, verify_signify_embedded};
pub use sigstore::verify_sigstore_digest;
pub use ssh::FILE_NAMESPACE;
pub use ssh_keys::SshKey;
pub use verdict::{BadReason, Outcome, Problem, Report, Signer, Verdict, format_date};
pub use verify::{
    ClearSigned, MAX_SIGNATURE_FILE, SIGNATURE_SUFFIXES, read_signature_file, sibling_signature,
    signed_file_of, verify_clear_signed,
};
