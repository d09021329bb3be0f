//! One door for detached signatures of every format: the signature's content (not its
//! name) says whether it is OpenPGP, minisign, signify, SSH or a Sigstore bundle, and
//! each is judged as its reference tool judges it (`gpgv`, `minisign -V`, `signify -V`,
//! `ssh-keygen -Y verify`, `sigstore verify identity --offline`), into the same
//! [`Report`].

use std::io::Read;
use std::path::Path;
use std::time::SystemTime;

use super::error::TrustError;
use super::keyring::Keyring;
use super::verdict::Report;
use super::verify::{MAX_SIGNATURE_FILE, parse_signatures, verify_openpgp};
use super::{minisign, signify, sigstore, ssh};

/// The format of a detached signature, told by its content.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignatureFormat {
    /// OpenPGP, binary or armoured (`.gpg`, `.sig`, `.asc`, `.sign`).
    OpenPgp,
    /// minisign (`.minisig`): `untrusted comment:`, signature, `trusted comment:`.
    Minisign,
    /// signify (`.sig`): `untrusted comment:` and one signature line.
    Signify,
    /// SSH (`-----BEGIN SSH SIGNATURE-----`).
    Ssh,
    /// A Sigstore bundle (`.sigstore`, `.sigstore.json`): JSON naming the bundle media type.
    Sigstore,
}

/// The format `bytes` are in, told by content; OpenPGP when no other fits (its parser
/// then says whether it is one).
pub fn signature_format(bytes: &[u8]) -> SignatureFormat {
    if ssh::looks_like(bytes) {
        SignatureFormat::Ssh
    } else if sigstore::looks_like(bytes) {
        SignatureFormat::Sigstore
    } else if minisign::looks_like(bytes) {
        SignatureFormat::Minisign
    } else if signify::looks_like(bytes) {
        SignatureFormat::Signify
    } else {
        SignatureFormat::OpenPgp
    }
}

/// Whether `bytes` hold a detached signature of any format and nothing else: how a
/// dropped `.gpg` or `.sig`, which may also be a key, is told apart.
pub fn is_detached_signature(bytes: &[u8]) -> bool {
    match signature_format(bytes) {
        SignatureFormat::OpenPgp => parse_signatures(bytes).is_ok_and(|sigs| !sigs.is_empty()),
        SignatureFormat::Minisign => minisign::parse(bytes).is_ok(),
        // A signed list (`signify -S -e`) is a checksum file, not a detached signature.
        SignatureFormat::Signify => signify::parse(bytes).is_ok_and(|s| s.rest.is_empty()),
        SignatureFormat::Ssh => ssh::parse(bytes).is_ok(),
        SignatureFormat::Sigstore => sigstore::parse(bytes).is_ok(),
    }
}

/// Verifies a detached signature of any format over `data`.
pub fn verify_detached_bytes(
    data: &[u8],
    signature: &[u8],
    ring: &Keyring,
    now: SystemTime,
) -> Result<Report, TrustError> {
    let mut open = || Ok(Box::new(data) as Box<dyn Read>);
    verify_detached(&mut open, None, signature, ring, now)
}

/// Verifies a detached signature of any format over the file at `path`, which is
/// streamed where the format allows (it may be a whole disk image). Call it off the UI
/// thread. A minisign signature whose trusted comment names another file than
/// `path`'s is bad (Zig's rule).
pub fn verify_detached_file(
    path: &Path,
    signature: &[u8],
    ring: &Keyring,
    now: SystemTime,
) -> Result<Report, TrustError> {
    let mut open = || {
        std::fs::File::open(path)
            .map(|f| Box::new(std::io::BufReader::new(f)) as Box<dyn Read>)
            .map_err(|source| TrustError::Io {
                what: "the signed file",
                source,
            })
    };
    let name = path.file_name().map(|n| n.to_string_lossy());
    verify_detached(&mut open, name.as_deref(), signature, ring, now)
}

/// Verifies a detached signature of any format over whatever `open` reads (`open` is
/// called once per signature and key to check); `name` is the signed file's name, for
/// minisign's trusted comment (Zig's rule), `None` when it is not known.
pub fn verify_detached<'a>(
    open: &mut dyn FnMut() -> Result<Box<dyn Read + 'a>, TrustError>,
    name: Option<&str>,
    signature: &[u8],
    ring: &Keyring,
    now: SystemTime,
) -> Result<Report, TrustError> {
    if signature.len() as u64 > MAX_SIGNATURE_FILE {
        return Err(TrustError::TooLarge {
            what: "the signature",
            limit: MAX_SIGNATURE_FILE,
        });
    }
    let one = |verdict| Report {
        signatures: vec![verdict],
    };
    match signature_format(signature) {
        SignatureFormat::OpenPgp => verify_openpgp(open, signature, ring, now),
        SignatureFormat::Minisign => minisign::verify(open, name, signature, ring).map(one),
        SignatureFormat::Signify => signify::verify(open, signature, ring).map(one),
        SignatureFormat::Ssh => ssh::verify(open, signature, ring).map(one),
        SignatureFormat::Sigstore => sigstore::verify(open, signature, ring).map(one),
    }
}
