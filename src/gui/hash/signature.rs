//! The signature of a checksum file, in plain words: who signed it, whether Hashdrop
//! knows that key, and what the checksum verdict is worth together with it. Whether a
//! signature is good is decided by [`crate::trust`]; this says it and draws it.
//!
//! The window uses [`load_signed_checksum_file`] (on the loading thread, through
//! `hash::lists`) and [`note_ui`] (each signature given, under the big verdict, in
//! the words and colour of its state).

use crate::t;
use std::path::Path;
use std::time::SystemTime;

use egui::{RichText, Ui};

use crate::gui::command::{App, Command, Dialog};
use crate::gui::widgets::theme;
use crate::signed::{self, SumsSignature};
use crate::sums::{self, LoadError, LoadedSums, SigNote, SigState, Signed};
use crate::trust::{Fingerprint, KeyFormat, KeyOrigin, Keyring, Outcome, Report, Verdict};

/// What the app knows about the signature of the checksum file in use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignatureState {
    /// Neither clear-signed nor with a `NAME.gpg/.sig/.asc/.sign` beside it.
    Unsigned,
    /// A signature was found but could not be read (why, from `trust`).
    Unreadable(String),
    /// Every signature's verdict.
    Checked(Report),
}

impl SignatureState {
    /// The combined outcome (`Unsigned` for an unreadable signature).
    pub fn outcome(&self) -> Outcome {
        match self {
            Self::Checked(r) => r.outcome(),
            Self::Unsigned | Self::Unreadable(_) => Outcome::Unsigned,
        }
    }

    /// What it means for the verification session.
    pub fn trust(&self) -> crate::sums::Trust {
        match self {
            Self::Unsigned => crate::sums::Trust::Unsigned,
            Self::Unreadable(_) => crate::sums::Trust::SignatureUnreadable,
            Self::Checked(r) => signed::trust_of(r),
        }
    }
}

/// Reads a checksum file and checks its signature against `ring`, with the loader the
/// CLI uses ([`signed::check_sums_bytes`]): its clear signature (then only the signed
/// text is parsed), or a signature file beside it. Call it on a background thread.
/// `signature`: a detached signature to use instead of the one beside it (one that
/// was dropped).
pub fn load_signed_checksum_file(
    path: &Path,
    signature: Option<&Path>,
    ring: &Keyring,
) -> Result<(LoadedSums, SignatureState), LoadError> {
    let bytes = signed::read_list(path)?;
    let checked = signed::check_sums_bytes(Some(path), &bytes, signature, ring, SystemTime::now());
    let state = match checked.signature {
        SumsSignature::Unsigned => SignatureState::Unsigned,
        SumsSignature::Unreadable(e) => SignatureState::Unreadable(e.to_string()),
        SumsSignature::ClearSigned { report, .. } | SumsSignature::Detached { report, .. } => {
            SignatureState::Checked(report)
        }
    };
    let loaded = LoadedSums {
        path: Some(path.to_path_buf()),
        parsed: sums::checked(checked.parsed)?,
    };
    Ok((loaded, state))
}

/// How a sentence should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Signed by a key Hashdrop trusts.
    Good,
    /// Not signed, or not by a trusted key: a caveat.
    Caution,
    /// The signature does not match: red.
    Bad,
}

/// A user ID without its e-mail address: `Ubuntu CD Image Automatic Signing Key (2012)`.
fn display_name(uid: &str) -> &str {
    uid.split_once(" <").map_or(uid, |(name, _)| name).trim()
}

/// Hex in groups of four, as publishers print fingerprints.
fn grouped(hex: &str) -> String {
    let chunks: Vec<String> = hex
        .as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect();
    chunks.join(" ")
}

fn good_sentence(name: &str, origin: &KeyOrigin, fingerprint: &Fingerprint) -> String {
    let (name, fingerprint) = (display_name(name), fingerprint.grouped());
    match origin {
        KeyOrigin::Bundled(_) => t!("sig-good-bundled", name = name, fingerprint = fingerprint),
        KeyOrigin::Added { on: Some(on), .. } => t!(
            "sig-good-added-on",
            name = name,
            date = crate::trust::format_date(*on)
                .chars()
                .take(10)
                .collect::<String>(),
            fingerprint = fingerprint
        ),
        KeyOrigin::Added { on: None, .. } | KeyOrigin::File(_) | KeyOrigin::Given => {
            t!("sig-good-added", name = name, fingerprint = fingerprint)
        }
    }
}

/// What a signature was made over: the words differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A checksum file: a good signature vouches for the checksums in it.
    ChecksumFile,
    /// The downloaded file itself (as Arch Linux signs its images).
    File,
}

/// The sentence for the verdict that decides the outcome: a bad one, else a good one,
/// else the first.
fn verdict_sentence(v: &Verdict, subject: Subject) -> (Tone, String) {
    match v {
        Verdict::Good {
            key, fingerprint, ..
        } => {
            let mut text = if key.format == KeyFormat::Sigstore {
                t!(
                    "sig-good-sigstore",
                    name = key.name.clone(),
                    issuer = key.format.show(fingerprint)
                )
            } else {
                good_sentence(&key.name, &key.origin, fingerprint)
            };
            if subject == Subject::File {
                text.push(' ');
                text.push_str(&t!("sig-file-released"));
            }
            (Tone::Good, text)
        }
        Verdict::Bad { .. } => (
            Tone::Bad,
            match subject {
                Subject::ChecksumFile => t!("sig-bad"),
                Subject::File => t!("sig-file-bad"),
            },
        ),
        Verdict::UnknownKey { key_id } => (
            Tone::Caution,
            t!("sig-unknown-key", fingerprint = grouped(key_id)),
        ),
        Verdict::UnknownSigner { identity, issuer } => (
            Tone::Caution,
            t!(
                "sig-unknown-sigstore",
                identity = identity.clone(),
                issuer = issuer.clone()
            ),
        ),
        // The problem is the trust layer's English detail.
        Verdict::Rejected { key, problem, .. } => (
            Tone::Caution,
            match subject {
                Subject::ChecksumFile => t!(
                    "sig-rejected",
                    name = display_name(&key.name),
                    problem = problem.to_string()
                ),
                Subject::File => t!(
                    "sig-file-rejected",
                    name = display_name(&key.name),
                    problem = problem.to_string()
                ),
            },
        ),
        Verdict::Unreadable { reason } => (
            Tone::Caution,
            match subject {
                Subject::ChecksumFile => t!("sig-unreadable", reason = reason.to_string()),
                Subject::File => t!("sig-file-unreadable", reason = reason.to_string()),
            },
        ),
    }
}

/// What to say about the signature of a checksum file, in plain words.
pub fn sentence(state: &SignatureState) -> (Tone, String) {
    sentence_about(state, Subject::ChecksumFile)
}

/// What to say about a signature over `subject`, in plain words (the table).
pub fn sentence_about(state: &SignatureState, subject: Subject) -> (Tone, String) {
    match state {
        SignatureState::Unsigned => (Tone::Caution, t!("sig-unsigned")),
        SignatureState::Unreadable(why) => (
            Tone::Caution,
            match subject {
                Subject::ChecksumFile => t!("sig-found-unreadable", why = why),
                Subject::File => t!("sig-file-unreadable", reason = why),
            },
        ),
        SignatureState::Checked(report) => report.decisive().map_or_else(
            || (Tone::Caution, t!("sig-unsigned")),
            |v| verdict_sentence(v, subject),
        ),
    }
}

/// Draws one signature given, of a list or of a file itself, in the words and colour
/// of its state, the same wherever it is: green when good by a trusted key, red when
/// bad, and, when it could not be checked, amber and as large as a headline, with the
/// one way forward. `state`: the window's record of it (who signed, the fingerprint).
/// `name`: what it signs, as the window names it ("Ubuntu's signed list").
/// Returns the way forward pressed: "Add the publisher's key…", or for a Sigstore
/// bundle by a signer Hashdrop does not know (it has no key), "Trust this signer…";
/// none for a signature no key would help (unreadable, or its check failed).
/// `signer_named`: the words above already named that signer and its issuer, so the
/// note does not say them again (a signer's identity may be a long URI).
pub fn note_ui(
    ui: &mut Ui,
    note: &SigNote,
    name: &str,
    state: Option<&SignatureState>,
    signer_named: bool,
) -> Option<Command> {
    let subject = match &note.subject {
        Signed::List(_) => Subject::ChecksumFile,
        Signed::File(_) => Subject::File,
    };
    let visuals = ui.visuals().clone();
    let unchecked = note.trust.state() == SigState::NotChecked;
    let (mark, colour) = match note.trust.state() {
        SigState::Good => ("✔", theme::good(&visuals)),
        SigState::Bad => ("✖", theme::bad(&visuals)),
        SigState::NotChecked => ("⚠", theme::amber(&visuals)),
        SigState::None => ("", theme::quiet(&visuals)),
    };
    let text = match state {
        Some(_) if signer_named && unknown_signer(state).is_some() => {
            t!("sig-unknown-sigstore-named")
        }
        Some(state) => sentence_about(state, subject).1,
        None => t!("sig-unsigned"),
    };
    let heading = t!("sig-file-heading", name = name);
    let mut rich = RichText::new(format!("{mark} {heading}: {text}")).color(colour);
    if unchecked {
        rich = rich.size(18.0).strong();
    } else if note.trust.state() == SigState::Bad {
        rich = rich.strong();
    }
    let label = ui.add(egui::Label::new(rich).wrap());
    theme::spoken(label, &format!("{mark} {heading}: {text}"));
    if !unchecked {
        return None;
    }
    let signed = match &note.subject {
        Signed::List(p) | Signed::File(p) => p,
    };
    match unknown_signer(state) {
        Some((identity, issuer)) => trust_signer_button(ui).then(|| {
            App::TrustSigner(identity.to_owned(), issuer.to_owned(), signed.clone()).into()
        }),
        None if key_would_help(state) => {
            add_key_button(ui).then(|| App::Open(Dialog::AddKey).into())
        }
        None => None,
    }
}

/// Whether adding a key could get this signature checked: it names a key Hashdrop
/// does not have (or its state is not known yet). Not for a signature that could not
/// be read, or whose check failed, or one a trusted key made but policy refuses: a
/// key offered there sends the person after a key they may already have.
pub fn key_would_help(state: Option<&SignatureState>) -> bool {
    match state {
        None => true,
        Some(SignatureState::Unsigned | SignatureState::Unreadable(_)) => false,
        Some(SignatureState::Checked(r)) => r
            .signatures
            .iter()
            .any(|v| matches!(v, Verdict::UnknownKey { .. })),
    }
}

/// The Sigstore signer nobody trusts here that a signature not checked names: such a
/// bundle has no key to add, but its signer can be trusted.
pub fn unknown_signer(state: Option<&SignatureState>) -> Option<(&str, &str)> {
    match state {
        Some(SignatureState::Checked(r)) => match r.decisive() {
            Some(Verdict::UnknownSigner { identity, issuer }) => Some((identity, issuer)),
            _ => None,
        },
        _ => None,
    }
}

/// "Add the publisher's key…": the one way forward from a signature not checked.
pub fn add_key_button(ui: &mut Ui) -> bool {
    ui.button(t!("sig-add-key"))
        .on_hover_text(t!("sig-add-key-hint"))
        .clicked()
}

/// "Trust this signer…": the way forward from a Sigstore bundle by an unknown signer.
fn trust_signer_button(ui: &mut Ui) -> bool {
    ui.button(t!("sig-trust-signer"))
        .on_hover_text(t!("sig-trust-signer-hint"))
        .clicked()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trust::{BUNDLED, BadReason, Problem, Signer};

    fn good(origin: KeyOrigin) -> Verdict {
        Verdict::Good {
            key: Signer {
                name: "Ubuntu CD Image Automatic Signing Key (2012) <cdimage@ubuntu.com>".into(),
                origin,
                format: KeyFormat::OpenPgp,
            },
            fingerprint: Fingerprint(vec![0x84, 0x39, 0x38, 0xDF]),
            created: Some(SystemTime::UNIX_EPOCH),
            comment: None,
        }
    }

    fn checked(v: Vec<Verdict>) -> SignatureState {
        SignatureState::Checked(Report { signatures: v })
    }

    #[test]
    fn sentences_follow_the_table() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        let (tone, text) = sentence(&checked(vec![good(KeyOrigin::Bundled(&BUNDLED[0]))]));
        assert_eq!(tone, Tone::Good);
        assert_eq!(
            text,
            "Signed by Ubuntu CD Image Automatic Signing Key (2012), a key Hashdrop knows \
             (fingerprint 8439 38DF)."
        );
        let unknown = Verdict::UnknownKey {
            key_id: "843938DF".into(),
        };
        let (tone, text) = sentence(&checked(vec![unknown.clone()]));
        assert_eq!(tone, Tone::Caution);
        assert!(text.starts_with("NOT checked: Hashdrop does not have the key"));
        assert!(
            text.contains("made with key 8439 38DF: that is only its claim"),
            "the key is said as a claim: {text}"
        );
        let bad = Verdict::Bad {
            key: Fingerprint(vec![1]),
            why: BadReason::Changed,
        };
        let (tone, text) = sentence(&checked(vec![good(KeyOrigin::Given), bad]));
        assert_eq!(tone, Tone::Bad, "a bad signature outweighs a good one");
        assert!(text.starts_with("The signature does NOT match"));
        let (tone, text) = sentence(&SignatureState::Unsigned);
        assert_eq!(
            (tone, text.as_str()),
            (
                Tone::Caution,
                "Not signed: this checksum only shows the file is intact."
            )
        );
        let rejected = Verdict::Rejected {
            key: Signer {
                name: "Old <old@example.org>".into(),
                origin: KeyOrigin::Given,
                format: KeyFormat::OpenPgp,
            },
            fingerprint: Fingerprint(vec![1]),
            problem: Problem::WeakHash {
                hash: "SHA1".into(),
            },
        };
        let (tone, text) = sentence(&checked(vec![unknown, rejected]));
        assert_eq!(tone, Tone::Caution);
        assert!(text.contains("does not have the key"), "{text}");
    }

    #[test]
    fn loads_only_signed_text_and_finds_sibling_signatures() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        let dir = tempfile::tempdir().expect("tempdir");
        let sums_path = dir.path().join("SHA256SUMS");
        let line = format!("{}  a.iso\n", "0".repeat(64));
        std::fs::write(&sums_path, &line).expect("write");
        let (loaded, state) =
            load_signed_checksum_file(&sums_path, None, &Keyring::empty()).expect("load");
        assert_eq!(loaded.parsed.entry_count(), 1);
        assert_eq!(state, SignatureState::Unsigned);
        std::fs::write(dir.path().join("SHA256SUMS.gpg"), b"not a signature").expect("write");
        let (_, state) =
            load_signed_checksum_file(&sums_path, None, &Keyring::empty()).expect("load");
        assert!(matches!(state, SignatureState::Unreadable(_)), "{state:?}");
        // Clear-signed with an unsigned line appended: only the signed line is listed.
        let clear = format!(
            "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n{line}-----BEGIN PGP SIGNATURE-----\n\niQ\n-----END PGP SIGNATURE-----\n{}  b.iso\n",
            "1".repeat(64)
        );
        let clear_path = dir.path().join("CHECKSUM");
        std::fs::write(&clear_path, clear).expect("write");
        let (loaded, state) =
            load_signed_checksum_file(&clear_path, None, &Keyring::bundled()).expect("load");
        assert_eq!(loaded.parsed.entry_count(), 1);
        assert_eq!(loaded.parsed.lines[0].line_no, 4);
        assert_ne!(state.outcome(), Outcome::Trusted);
    }
}
