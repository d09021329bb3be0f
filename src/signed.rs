//! A checksum file together with its signature: the one loader the CLI and the window
//! share. It sits above [`crate::sums`] (which knows nothing of signatures) and
//! [`crate::trust`] (which knows nothing of checksum lines).
//!
//! The rule both front-ends rely on: of a clear-signed file only the signed text is
//! parsed, even when its signature cannot be checked, so that a line appended after
//! the signature is never taken for a signed one.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::sums::{self, ParsedSums};
use crate::trust::{self, Keyring, Outcome, Report, TrustError};

/// What the signature of a checksum file says.
#[derive(Debug)]
pub enum SumsSignature {
    /// Neither clear-signed nor with a `NAME.gpg/.sig/.asc/.sign` beside it.
    Unsigned,
    /// A signature was found but could not be read.
    Unreadable(TrustError),
    /// Its clear signature (OpenPGP), or the signature it opens with (a list made with
    /// `signify -S -e`), checked.
    ClearSigned {
        /// Every signature's verdict.
        report: Report,
        /// Lines before and after the signed text, which were not read.
        lines_outside: usize,
    },
    /// A detached signature, checked.
    Detached {
        /// Every signature's verdict.
        report: Report,
        /// The signature file.
        file: PathBuf,
    },
}

impl SumsSignature {
    /// The checked verdicts, when a signature could be read.
    pub fn report(&self) -> Option<&Report> {
        match self {
            Self::ClearSigned { report, .. } | Self::Detached { report, .. } => Some(report),
            Self::Unsigned | Self::Unreadable(_) => None,
        }
    }

    /// The combined outcome (`Unsigned` for a signature that could not be read).
    pub fn outcome(&self) -> Outcome {
        self.report().map_or(Outcome::Unsigned, Report::outcome)
    }
}

/// A checksum file's lines (only the signed ones of a clear-signed file) and what its
/// signature says.
#[derive(Debug)]
pub struct SignedSums {
    /// The lines to check.
    pub parsed: ParsedSums,
    /// The signature.
    pub signature: SumsSignature,
}

/// Reads the checksum file at `path`, refusing one over [`sums::MAX_SUMS_FILE`]
/// bytes, for [`check_sums_bytes`] (call it off the UI thread).
pub fn read_list(path: &Path) -> Result<Vec<u8>, sums::LoadError> {
    let mut file = std::fs::File::open(path).map_err(sums::LoadError::Open)?;
    sums::read_sums_bytes(&mut file, sums::MAX_SUMS_FILE)
}

/// Parses the checksum file `bytes` (read from `path`, `None` for standard input) and
/// checks its signature against `ring` at `now`: its clear signature, else `detached`
/// (a signature the person named or dropped), else one beside `path`. Reads only the
/// signature file; call it off the UI thread.
pub fn check_sums_bytes(
    path: Option<&Path>,
    bytes: &[u8],
    detached: Option<&Path>,
    ring: &Keyring,
    now: SystemTime,
) -> SignedSums {
    let never_stopped = sums::Progress::new();
    match check_sums_bytes_with(path, bytes, detached, ring, now, &never_stopped) {
        Ok(checked) => checked,
        // Nobody else holds `never_stopped`; an empty list all the same.
        Err(sums::Stopped) => SignedSums {
            parsed: sums::ParsedSums::default(),
            signature: SumsSignature::Unsigned,
        },
    }
}

/// [`check_sums_bytes`], counting the lines parsed in `progress` and stopping when it
/// is asked to (a big list, in the window).
pub fn check_sums_bytes_with(
    path: Option<&Path>,
    bytes: &[u8],
    detached: Option<&Path>,
    ring: &Keyring,
    now: SystemTime,
    progress: &sums::Progress,
) -> Result<SignedSums, sums::Stopped> {
    if trust::is_clear_signed(bytes) {
        return clear_signed(path, bytes, ring, now, progress);
    }
    if trust::is_signify_embedded(bytes) {
        return signify_embedded(path, bytes, ring, progress);
    }
    let parsed = sums::parse_sums_with(bytes, path, progress)?;
    let sig_path = detached
        .map(Path::to_path_buf)
        .or_else(|| path.and_then(trust::sibling_signature));
    let signature = match sig_path {
        None => SumsSignature::Unsigned,
        Some(file) => match trust::read_signature_file(&file).and_then(|sig| {
            let name = path.and_then(Path::file_name).map(|n| n.to_string_lossy());
            let mut open = || Ok(Box::new(bytes) as Box<dyn std::io::Read>);
            trust::verify_detached(&mut open, name.as_deref(), &sig, ring, now)
        }) {
            Ok(report) => SumsSignature::Detached { report, file },
            Err(e) => SumsSignature::Unreadable(e),
        },
    };
    Ok(SignedSums { parsed, signature })
}

fn clear_signed(
    path: Option<&Path>,
    bytes: &[u8],
    ring: &Keyring,
    now: SystemTime,
    progress: &sums::Progress,
) -> Result<SignedSums, sums::Stopped> {
    Ok(match trust::verify_clear_signed(bytes, ring, now) {
        Ok(c) => SignedSums {
            parsed: sums::parse_signed_text_with(
                &c.signed.text,
                c.signed.first_line,
                path,
                progress,
            )?,
            signature: SumsSignature::ClearSigned {
                report: c.report,
                lines_outside: c.signed.lines_before + c.signed.lines_after,
            },
        },
        Err(e) => SignedSums {
            // Even unchecked, only the signed part is read, when it can be found.
            parsed: match trust::signed_text(bytes) {
                Ok(t) => sums::parse_signed_text_with(&t.text, t.first_line, path, progress)?,
                Err(_) => sums::parse_sums_with(bytes, path, progress)?,
            },
            signature: SumsSignature::Unreadable(e),
        },
    })
}

/// A list signed with `signify -S -e` (OpenBSD's `SHA256.sig`): as `signify -C`, only
/// the text after the signature is read, checked or not.
fn signify_embedded(
    path: Option<&Path>,
    bytes: &[u8],
    ring: &Keyring,
    progress: &sums::Progress,
) -> Result<SignedSums, sums::Stopped> {
    Ok(match trust::verify_signify_embedded(bytes, ring) {
        Ok((signed, report)) => SignedSums {
            parsed: sums::parse_signed_text_with(&signed.text, signed.first_line, path, progress)?,
            signature: SumsSignature::ClearSigned {
                report,
                lines_outside: 0,
            },
        },
        // `is_signify_embedded` parsed it already; should it fail now, nothing is read.
        Err(e) => SignedSums {
            parsed: sums::ParsedSums::default(),
            signature: SumsSignature::Unreadable(e),
        },
    })
}

/// What a signature report means for the lists it signs, as the verification session
/// ([`sums::Verification`]) takes it: the decisive verdict (a bad signature first,
/// then a good one, then the first), or `Unsigned` for no signature at all.
pub fn trust_of(report: &Report) -> sums::Trust {
    use trust::{KeyOrigin, Verdict};
    let Some(v) = report.decisive() else {
        return sums::Trust::Unsigned;
    };
    match v {
        Verdict::Good {
            key, fingerprint, ..
        } => match &key.origin {
            KeyOrigin::Bundled(b) => sums::Trust::SignedByBundled {
                publisher: b.publisher.to_string(),
                name: key.name.clone(),
                fingerprint: fingerprint.0.clone(),
            },
            KeyOrigin::Added { on, .. } => sums::Trust::SignedByAdded {
                name: key.name.clone(),
                added_on: *on,
                fingerprint: fingerprint.0.clone(),
            },
            KeyOrigin::File(_) | KeyOrigin::Given => sums::Trust::SignedByAdded {
                name: key.name.clone(),
                added_on: None,
                fingerprint: fingerprint.0.clone(),
            },
        },
        Verdict::Bad { .. } => sums::Trust::BadSignature,
        Verdict::UnknownKey { key_id } => sums::Trust::SignedByUnknownKey {
            key_id: key_id.clone(),
        },
        Verdict::UnknownSigner { identity, issuer } => sums::Trust::SignedByUnknownKey {
            key_id: format!("{identity} ({issuer})"),
        },
        Verdict::Rejected {
            key, fingerprint, ..
        } => sums::Trust::Rejected {
            name: key.name.clone(),
            fingerprint: fingerprint.0.clone(),
        },
        Verdict::Unreadable { .. } => sums::Trust::SignatureUnreadable,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unsigned_file_is_parsed_whole() {
        let line = format!("{}  a.iso\n", "ab".repeat(32));
        let s = check_sums_bytes(
            None,
            line.as_bytes(),
            None,
            &Keyring::empty(),
            SystemTime::now(),
        );
        assert!(matches!(s.signature, SumsSignature::Unsigned));
        assert_eq!(s.parsed.entries().count(), 1);
    }

    #[test]
    fn a_broken_clear_signature_still_reads_only_the_signed_text() {
        let signed = format!("{}  signed.iso\n", "ab".repeat(32));
        let appended = format!("{}  appended.iso\n", "cd".repeat(32));
        let text = format!(
            "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n{signed}\
             -----BEGIN PGP SIGNATURE-----\n\nnot a signature\n-----END PGP SIGNATURE-----\n\
             {appended}"
        );
        let s = check_sums_bytes(
            None,
            text.as_bytes(),
            None,
            &Keyring::empty(),
            SystemTime::now(),
        );
        assert!(
            matches!(s.signature, SumsSignature::Unreadable(_)),
            "{:?}",
            s.signature
        );
        let names: Vec<&[u8]> = s.parsed.entries().map(|e| e.name.as_slice()).collect();
        assert_eq!(names, vec![b"signed.iso".as_slice()]);
    }

    /// Issue 32 item 4: 60 unsigned lines in front of a clear-signed list no longer
    /// make it read as unsigned (and so count).
    #[test]
    fn sixty_lines_before_a_clear_signed_list_never_count() {
        let signed = format!("{}  signed.iso\n", "ab".repeat(32));
        let forged = format!("{}  signed.iso\n", "ee".repeat(32)).repeat(60);
        let text = format!(
            "{forged}-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n{signed}\
             -----BEGIN PGP SIGNATURE-----\n\nnot a signature\n-----END PGP SIGNATURE-----\n"
        );
        let s = check_sums_bytes(
            None,
            text.as_bytes(),
            None,
            &Keyring::empty(),
            SystemTime::now(),
        );
        assert!(
            !matches!(s.signature, SumsSignature::Unsigned),
            "{:?}",
            s.signature
        );
        let digests: Vec<String> = s.parsed.entries().map(|e| e.expected_hex()).collect();
        assert_eq!(digests, vec!["ab".repeat(32)]);
        // Read without the trust layer, the forged lines are outside too.
        let plain = crate::sums::parse_sums(text.as_bytes(), None);
        assert_eq!(plain.entry_count(), 1);
        assert_eq!(
            plain.signature.map(|n| n.lines_outside_signed_text),
            Some(60)
        );
    }
}
