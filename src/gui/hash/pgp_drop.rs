//! A dropped OpenPGP file, read off the UI thread: a publisher's key (offered to the
//! person, who decides whether to trust it), a detached
//! signature (matched with the file it signs and checked), or neither (then it is hashed
//! like any other file). `.gpg` and `.asc` name both keys and signatures, so only the
//! contents tell.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::desktop::key_store::KeyStore;
use crate::gui::common::drop;
use crate::gui::hash::lists::keyring;
use crate::gui::hash::signature::SignatureState;
use crate::gui::widgets::reasons;
use crate::trust;

/// What a dropped key or signature file turned out to be.
#[derive(Debug)]
pub enum PgpDrop {
    /// A key file, read but not kept: the person is asked first.
    Key(trust::KeyOffer),
    /// A key file that could not be read.
    KeyUnreadable(trust::TrustError),
    /// The detached signature of this checksum file: load the file with it.
    SignsChecksumFile {
        /// The checksum file.
        sums: PathBuf,
        /// The dropped signature.
        signature: PathBuf,
    },
    /// The signature of the checksum file in use (the first), checked.
    SignsInUse(PathBuf, SignatureState),
    /// A signature over the downloaded file itself, checked (the file is hashed too).
    SignsFile(PathBuf, SignatureState),
    /// A signature whose file is neither beside it nor in use.
    Orphan,
    /// Neither a key nor a signature.
    Other,
    /// Reading it failed inside Hashdrop (a bug): why, in the window's language.
    Failed(String),
}

/// Whether a dropped file is worth reading as a key or signature (by name only).
/// OpenBSD's signed list (`SHA256.sig`) is a checksum file, loaded as one.
pub fn may_be_pgp(path: &Path) -> bool {
    !drop::is_signify_list_name(path)
        && (drop::may_be_key_file(path) || trust::signed_file_of(path).is_some())
}

/// Reads `path` and decides what it is. `in_use`: the checksum file whose checksums are
/// expected now, if any, and the bytes its checksums were read from (a signature of it
/// is checked over those, not over the file as it is on disk now). Reads files and may
/// stream a whole disk image: call it on a background thread.
pub fn read_dropped(
    path: &Path,
    in_use: Option<(&Path, &[u8])>,
    store: Option<&KeyStore>,
) -> PgpDrop {
    if store.is_some() && drop::may_be_key_file(path) {
        match trust::KeyOffer::from_file(path) {
            Ok(offer) => return PgpDrop::Key(offer),
            Err(e @ trust::TrustError::Io { .. }) => return PgpDrop::KeyUnreadable(e),
            // Not a key: perhaps a signature, else a file like any other.
            Err(_) => {}
        }
    }
    let Some(bytes) = trust::read_signature_file(path)
        .ok()
        .filter(|b| trust::is_detached_signature(b))
    else {
        return PgpDrop::Other;
    };
    let now = SystemTime::now();
    let ring = keyring(store);
    let state = |r: Result<trust::Report, trust::TrustError>| match r {
        Ok(report) => SignatureState::Checked(report),
        Err(e) => SignatureState::Unreadable(reasons::trust_error(&e)),
    };
    match trust::signed_file_of(path).filter(|p| crate::desktop::files::is_file(p)) {
        Some(target)
            if drop::looks_like_checksum_file(&target)
                || in_use.is_some_and(|(list, _)| list == target.as_path()) =>
        {
            PgpDrop::SignsChecksumFile {
                sums: target,
                signature: path.to_path_buf(),
            }
        }
        Some(target) => {
            let checked = trust::verify_detached_file(&target, &bytes, &ring, now);
            PgpDrop::SignsFile(target, state(checked))
        }
        None => match in_use {
            Some((sums, data)) => {
                let checked = trust::verify_detached_bytes(data, &bytes, &ring, now);
                PgpDrop::SignsInUse(sums.to_path_buf(), state(checked))
            }
            None => PgpDrop::Orphan,
        },
    }
}

/// The endings of a file's own signature beside it, as publishers name them
/// (`archlinux-x86_64.iso.sig`, `tails-amd64.img.asc`, `zig-0.13.0.tar.xz.minisig`,
/// CPython's `Python-3.14.0.tar.xz.sigstore`).
const OWN_SIGNATURE_ENDINGS: [&str; 6] =
    ["sig", "asc", "gpg", "minisig", "sigstore", "sigstore.json"];

/// The file's own signature beside it (`FILE.sig`, `FILE.asc`, `FILE.minisig`, …),
/// checked with the keys as they are: the signature file and what it says; `None` when
/// there is none. One that cannot be read (cut short, damaged, or no signature at all)
/// is given as such, so the file's verdict says its signature was not checked rather
/// than ignore it; a readable one beside it is preferred. Reads the whole file: call
/// it off the UI thread.
pub fn own_signature_beside(
    file: &Path,
    store: Option<&KeyStore>,
) -> Option<(PathBuf, SignatureState)> {
    let mut unreadable = None;
    for sig in signature_files_beside(file) {
        match check_file_signature(file, &sig, store) {
            state @ SignatureState::Checked(_) => return Some((sig, state)),
            state => {
                unreadable.get_or_insert((sig, state));
            }
        }
    }
    unreadable
}

/// The files beside `file` named as its own signature would be (`FILE.sig`, …).
fn signature_files_beside(file: &Path) -> impl Iterator<Item = PathBuf> {
    OWN_SIGNATURE_ENDINGS.iter().filter_map(move |ending| {
        let mut name = file.as_os_str().to_owned();
        name.push(".");
        name.push(ending);
        let sig = PathBuf::from(name);
        crate::desktop::files::is_file(&sig).then_some(sig)
    })
}

/// What stands for [`own_signature_beside`] when looking failed inside Hashdrop: the
/// signature beside the file, if there is one, as one that could not be checked (so the
/// file's verdict is never green on a list alone while its signature went unjudged).
pub fn own_signature_failed(file: &Path) -> Option<(PathBuf, SignatureState)> {
    let sig = signature_files_beside(file).next()?;
    let why = crate::gui::common::background::failed_check_words();
    Some((sig, SignatureState::Unreadable(why)))
}

/// Checks `sig`, a detached signature of any format, over `file` with the keys as they
/// are. A file in `sig`'s place that cannot be read, or is no signature Hashdrop knows,
/// is a signature that could not be read: it stands where the publisher's signature
/// should be.
pub fn check_file_signature(file: &Path, sig: &Path, store: Option<&KeyStore>) -> SignatureState {
    let bytes = match trust::read_signature_file(sig) {
        Ok(bytes) if trust::is_detached_signature(&bytes) => bytes,
        Ok(_) => return SignatureState::Unreadable(crate::t!("sig-not-a-signature")),
        Err(e) => return SignatureState::Unreadable(reasons::trust_error(&e)),
    };
    let checked = trust::verify_detached_file(file, &bytes, &keyring(store), SystemTime::now());
    match checked {
        Ok(report) => SignatureState::Checked(report),
        Err(e) => SignatureState::Unreadable(reasons::trust_error(&e)),
    }
}
