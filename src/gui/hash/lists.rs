//! The GUI's words around [`crate::sums`]: what to say about pasted text, a checksum
//! file that could not be loaded, and things worth knowing about one that was. Loading,
//! expectations and verdicts themselves belong to `sums`.

use crate::t;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use crate::desktop::key_store::KeyStore;
use crate::gui::common::background::Task;
use crate::gui::hash::signature::SignatureState;
#[cfg(test)]
use crate::gui::hash::state::Parsed;
use crate::gui::hash::verify::Source;
use crate::gui::widgets::reasons;
use crate::signed::{self, SumsSignature};
use crate::sums::{self, LoadError, LoadedSums, Progress, Stopped};
use crate::trust::Keyring;

pub use crate::gui::hash::state::parse_text;

/// A checksum file, read and resolved: its lines, what to expect and which files to hash.
pub struct Loaded {
    /// The checksum file.
    pub path: PathBuf,
    /// Things to tell the person (malformed lines, names listed twice).
    pub notes: Vec<String>,
    /// What its signature says.
    pub signature: SignatureState,
    /// The detached signature that was dropped for it, if one was.
    pub signature_file: Option<PathBuf>,
    /// Its checksum lines (only the signed part of a clear-signed file), resolved
    /// next to the checksum file and indexed for the session, on the loading thread.
    pub prepared: sums::PreparedList,
    /// The bytes that were read and parsed: a signature read later (a key added, a
    /// signature dropped afterwards) is checked over these, never over the file as it
    /// is on disk by then, which may have been changed since.
    pub bytes: Arc<[u8]>,
}

/// The keys a signature is checked against: the bundled ones, plus the person's when
/// there is a store. Reads files: call it off the UI thread.
pub fn keyring(store: Option<&KeyStore>) -> Keyring {
    store.map_or_else(Keyring::bundled, KeyStore::keyring)
}

/// Reads and parses a checksum file and checks its signature against the bundled keys
/// and those in `store` (call on a background thread). Listed names are resolved next
/// to the checksum file; of a clear-signed file only the signed part is read.
/// `signature`: a dropped detached signature, used instead of one beside the file.
pub fn load_checksum_file(
    path: &Path,
    signature: Option<&Path>,
    store: Option<&KeyStore>,
) -> Result<Loaded, String> {
    load_checksum_file_with(path, signature, store, &Progress::new())
}

/// [`load_checksum_file`], counting the lines read in `progress` and giving up (with
/// a message that says so) when it is asked to stop: a list of a million lines takes a
/// moment, and the person may not want to wait.
pub fn load_checksum_file_with(
    path: &Path,
    signature: Option<&Path>,
    store: Option<&KeyStore>,
    progress: &Progress,
) -> Result<Loaded, String> {
    let stopped = || t!("reading-list-stopped", name = path.display().to_string());
    let (loaded, state, bytes) = match read_signed(path, signature, &keyring(store), progress) {
        Ok(Ok(read)) => read,
        Ok(Err(Stopped)) => return Err(stopped()),
        Err(e) => return Err(load_error(path, &e)),
    };
    if progress.is_stopped() {
        return Err(stopped());
    }
    if loaded.parsed.entry_count() == 0 {
        return Err(t!("sums-empty", name = path.display().to_string()));
    }
    let notes = notes(&loaded);
    // The lines are moved into the session's index, not copied: a list of a million
    // lines is held once.
    let prepared =
        sums::PreparedList::from_parsed(path.to_path_buf(), loaded.parsed, state.trust());
    Ok(Loaded {
        prepared,
        path: path.to_path_buf(),
        notes,
        signature: state,
        signature_file: signature.map(Path::to_path_buf),
        bytes,
    })
}

/// A list as read: its lines, what its signature says, and the bytes read.
type ReadSigned = (LoadedSums, SignatureState, Arc<[u8]>);

/// Reads a checksum file and checks its signature, as
/// [`crate::gui::hash::signature::load_signed_checksum_file`] does, with `progress` counting the
/// lines parsed (and stopping them).
fn read_signed(
    path: &Path,
    signature: Option<&Path>,
    ring: &Keyring,
    progress: &Progress,
) -> Result<Result<ReadSigned, Stopped>, LoadError> {
    let bytes = signed::read_list(path)?;
    let now = SystemTime::now();
    let checked =
        match signed::check_sums_bytes_with(Some(path), &bytes, signature, ring, now, progress) {
            Ok(c) => c,
            Err(Stopped) => return Ok(Err(Stopped)),
        };
    let state = state_of(checked.signature);
    let loaded = LoadedSums {
        path: Some(path.to_path_buf()),
        parsed: sums::checked(checked.parsed)?,
    };
    Ok(Ok((loaded, state, bytes.into())))
}

/// What a list's signature says, in the window's terms.
fn state_of(signature: SumsSignature) -> SignatureState {
    match signature {
        SumsSignature::Unsigned => SignatureState::Unsigned,
        SumsSignature::Unreadable(e) => SignatureState::Unreadable(reasons::trust_error(&e)),
        SumsSignature::ClearSigned { report, .. } | SumsSignature::Detached { report, .. } => {
            SignatureState::Checked(report)
        }
    }
}

/// Every checksum file next to `file` that lists it, each loaded whole with its
/// signature (call on a background thread): all of them are checked, so that a
/// mismatch in any wins, whatever order the folder is read in. Lists a trusted key
/// signed come first, then the other signed ones, then the unsigned ones, each group in
/// the order of [`sums::find_listings`]. Of a clear-signed file only the signed part
/// counts: a file whose line lies outside it is not listed there.
pub fn find_listings_beside(file: &Path, store: Option<&KeyStore>) -> Vec<Loaded> {
    let Some(name) = file.file_name() else {
        return Vec::new();
    };
    let mut found: Vec<Loaded> = sums::find_listings(file)
        .into_iter()
        .filter_map(|e| match e.origin {
            Source::ChecksumFile { path } => load_checksum_file(&path, None, store).ok(),
            _ => None,
        })
        .filter(|l| l.prepared.lists_file_named(name))
        .collect();
    // Stable: equal ranks keep the order found.
    found.sort_by_key(|l| signature_rank(&l.signature.trust()));
    found
}

/// How much a list's signature vouches for it, most first: a trusted key, then another
/// signature (a key to add, one refused, a bad one: all worth hearing of), then none.
fn signature_rank(trust: &sums::Trust) -> u8 {
    match trust {
        t if t.is_trusted() => 0,
        sums::Trust::Unsigned => 2,
        _ => 1,
    }
}

/// What the signature of the checksum file at `path`, whose `bytes` were read and
/// parsed when it was loaded, says now (`detached`: the signature dropped for it; else
/// one beside it, or the clear-signed one inside): the bytes in use are checked, never
/// the file as it is on disk now, which may have changed since it was read. Reads the
/// signature file: call it on a background thread. Used again when the keys change (a
/// key was added or removed after the verdict).
pub fn signature_covering(
    path: &Path,
    bytes: &[u8],
    detached: Option<&Path>,
    store: Option<&KeyStore>,
) -> SignatureState {
    let ring = keyring(store);
    state_of(
        signed::check_sums_bytes(Some(path), bytes, detached, &ring, SystemTime::now()).signature,
    )
}

fn load_error(path: &Path, e: &LoadError) -> String {
    // The system's error in the window's words, without Rust's " (os error N)".
    let name = path.display().to_string();
    match e {
        LoadError::Open(e) => t!("load-open", name = name, error = reasons::io_error(e)),
        LoadError::Read(e) => t!("load-read", name = name, error = reasons::io_error(e)),
        LoadError::TooLarge { .. } => t!("load-too-large", name = name),
        LoadError::NotText(e) => t!("load-not-text", name = name, error = e.to_string()),
    }
}

/// What a person should hear about a loaded checksum file: lines skipped, names listed
/// twice or outside its folder. Each listed file is checked
/// all the same.
fn notes(loaded: &LoadedSums) -> Vec<String> {
    let mut notes = Vec::new();
    let bad = loaded.malformed_count();
    if bad > 0 {
        notes.push(t!("sums-note-malformed", count = bad));
    }
    for (name, lines) in loaded.parsed.duplicate_names() {
        let lines: Vec<String> = lines.iter().map(usize::to_string).collect();
        notes.push(t!(
            "sums-note-duplicate",
            name = sums::name_for_display(name).to_string(),
            lines = lines.join(&t!("list-separator"))
        ));
    }
    let outside = loaded.outside_folder().len();
    if outside > 0 {
        notes.push(t!("sums-note-outside", count = outside));
    }
    notes
}

/// A checksum file being read off the UI thread.
pub(crate) struct Loading {
    /// The reading; its answer, and whether the list came by itself.
    pub(crate) task: Task<(Result<Loaded, String>, bool)>,
    /// Lines read so far, and the request to stop.
    pub(crate) progress: Arc<Progress>,
    /// The checksum file.
    pub(crate) path: PathBuf,
}

impl Loading {
    /// Asks the reading to stop; it answers soon after, with nothing loaded.
    pub(crate) fn stop(&self) {
        self.progress.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;

    #[test]
    fn pasted_text_becomes_an_expectation() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        let d = Algorithm::Sha256.digest(b"x").to_hex();
        match parse_text(&format!("  {}  ", d.to_uppercase()), Source::Typed) {
            Parsed::Expect(e) => {
                assert!(e.is_bare() && e.entries[0].candidates().contains(&Algorithm::Blake3))
            }
            p => panic!("{p:?}"),
        }
        match parse_text(&format!("{d}  a.iso\n{d}  b.iso\n"), Source::Typed) {
            Parsed::Expect(e) => {
                assert_eq!(e.entries.len(), 2);
                assert_eq!(e.entries[1].name(), Some(&b"b.iso"[..]));
                assert_eq!(e.entries[1].line(), 2);
            }
            p => panic!("{p:?}"),
        }
        assert!(matches!(
            parse_text("hello world", Source::Typed),
            Parsed::Unrecognised(_)
        ));
        assert_eq!(parse_text("  ", Source::Typed), Parsed::Empty);
    }

    #[test]
    fn loading_says_what_is_worth_knowing() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        let dir = tempfile::tempdir().expect("tempdir");
        let d = Algorithm::Md5.digest(b"").to_hex();
        let sums = dir.path().join("f.md5");
        std::fs::write(&sums, format!("{d}  a\ngarbage\n{d}  a\n{d}  ../up\n")).expect("write");
        let loaded = load_checksum_file(&sums, None, None).expect("loaded");
        assert_eq!(
            loaded.prepared.expected_paths().collect::<Vec<_>>(),
            [
                dir.path().join("a"),
                dir.path().join("a"),
                dir.path().join("../up")
            ]
        );
        let notes = &loaded.notes;
        assert_eq!(notes.len(), 3, "{notes:?}");
        assert!(
            notes[0].starts_with("1 line of the checksum file"),
            "{notes:?}"
        );
        assert!(notes[1].contains("(lines 1, 3)"), "{notes:?}");
        assert!(
            notes[2].starts_with("1 listed file lies outside"),
            "{notes:?}"
        );

        let e = load_checksum_file(&dir.path().join("nope"), None, None)
            .err()
            .expect("error");
        assert!(e.starts_with("Cannot open "), "{e}");
        std::fs::write(dir.path().join("empty.md5"), "# nothing\n").expect("write");
        let e = load_checksum_file(&dir.path().join("empty.md5"), None, None)
            .err()
            .expect("error");
        assert!(e.ends_with("lists no checksums Hashdrop can read."), "{e}");
    }
}
