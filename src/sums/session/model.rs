//! The state of a verification session: the lists, the checksum typed or copied, the
//! files given and the signatures, indexed for `judge.rs`, which reads it to make the
//! report. What arrives changes it; nothing here decides a verdict.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::engine::parts::PartsResult;
use crate::engine::{Algorithm, Digest, FileError};
use crate::sums::check::{resolve_name, same_listed_name};
use crate::sums::cloud::CloudExpected;
use crate::sums::entry::Entry;
use crate::sums::expect::{Expectation, Expected, Origin};
use crate::sums::names::path_to_name;
use crate::sums::parse::ParsedSums;

use super::index::KeyIndex;
use super::signature::Trust;

/// Where a file given is.
#[derive(Debug)]
pub enum FileState {
    /// Queued for hashing.
    Waiting,
    /// Being hashed.
    Hashing,
    /// Hashed: its standard digests (never a segment checksum).
    Hashed(Vec<Digest>),
    /// It could not be hashed.
    Failed(FileError),
}

/// Pasted text that is neither a digest nor checksum lines.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a checksum: {reason}")]
pub struct NotAChecksum {
    /// Why, from the paste parser.
    pub reason: String,
}

/// The expected checksums, the files given and the lists' signatures, at one moment.
#[derive(Debug, Default)]
pub struct Verification {
    pub(super) lists: BTreeMap<PathBuf, List>,
    pub(super) typed: Option<Source>,
    clipboard: Option<Source>,
    pub(super) files: BTreeMap<PathBuf, FileState>,
    /// The parts' digests of given files, for a multipart value typed or copied.
    pub(super) parts: BTreeMap<PathBuf, PartsResult>,
    /// The signatures of files themselves (`FILE.sig`), by the signed file's path.
    pub(super) file_signatures: BTreeMap<PathBuf, Trust>,
    /// Those of `file_signatures` that came from the file's publisher, and how the
    /// person is told so.
    signatures_shown_as: BTreeMap<PathBuf, ShownAs>,
    /// Files whose own signature is being looked for or read, with how many such
    /// lookups are out (one beside the file and one dropped for it may run at once).
    /// Their verdict is held back until each is in: a bad signature that arrives after
    /// the checksums must not be preceded by a green.
    awaited_signatures: BTreeMap<PathBuf, usize>,
    generation: u64,
}

/// A checksum list resolved and indexed for a session, ready to be added at once: a
/// list of a million lines takes a moment to index, which belongs on the thread that
/// read it, not on the window's.
#[derive(Debug)]
pub struct PreparedList {
    path: PathBuf,
    list: List,
}

impl PreparedList {
    /// Resolves the names of the list at `path` in its folder and indexes its entries,
    /// with what is known of its signature.
    pub fn new(path: PathBuf, parsed: &ParsedSums, trust: Trust) -> Self {
        Self::from_parsed(path, parsed.clone(), trust)
    }

    /// [`PreparedList::new`], taking the parsed lines rather than copying them.
    pub fn from_parsed(path: PathBuf, parsed: ParsedSums, trust: Trust) -> Self {
        let folder = folder_of(&path);
        Self::in_folder(path, &folder, parsed, trust)
    }

    /// [`PreparedList::from_parsed`], with the names resolved in `folder` rather than in
    /// the list's own: a publisher's list fetched into the data folder names the files
    /// of the folder the person's download is in.
    pub fn in_folder(path: PathBuf, folder: &Path, parsed: ParsedSums, trust: Trust) -> Self {
        let malformed = parsed.malformed_count();
        let origin = Origin::ChecksumFile { path: path.clone() };
        let exp = Expectation::from_parsed_sums(parsed, origin, |name| resolve_name(folder, name));
        let list = List {
            source: Source::new(exp),
            trust,
            malformed,
            shown_as: None,
        };
        Self { path, list }
    }

    /// The list is shown as `shown_as` rather than by its path (a publisher's signed
    /// list, fetched into the data folder, is "Ubuntu's signed list").
    pub fn shown_as(mut self, shown_as: ShownAs) -> Self {
        self.list.shown_as = Some(shown_as);
        self
    }

    /// The list's path: the session's name for it.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many checksum lines it has.
    pub fn entry_count(&self) -> usize {
        self.list.source.entries.len()
    }

    /// Every algorithm its lines may be in, sorted.
    pub fn algorithms(&self) -> &[Algorithm] {
        &self.list.source.algorithms
    }

    /// Whether a line lists `file_name` in the list's own folder, as
    /// [`find_entry_for`](crate::sums::find_entry_for) finds it.
    pub fn lists_file_named(&self, file_name: &std::ffi::OsStr) -> bool {
        let wanted = path_to_name(Path::new(file_name));
        self.list
            .source
            .entries
            .iter()
            .filter_map(Expected::name)
            .any(|n| same_listed_name(n, &wanted))
    }

    /// Its checksum lines, in line order.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.list.source.entries.iter().filter_map(|e| match e {
            Expected::Listed { entry, .. } => Some(entry),
            _ => None,
        })
    }

    /// Where its lines say their files lie, in line order.
    pub fn expected_paths(&self) -> impl Iterator<Item = &Path> {
        self.list.source.entries.iter().filter_map(|e| match e {
            Expected::Listed { path: Some(p), .. } => Some(p.as_path()),
            _ => None,
        })
    }
}

/// A checksum list loaded, with its signature.
#[derive(Debug)]
pub(super) struct List {
    pub(super) source: Source,
    pub(super) trust: Trust,
    pub(super) malformed: usize,
    shown_as: Option<ShownAs>,
}

/// How a list is named to the person when its path would mean nothing to them: a
/// publisher's signed list, whose path is its copy in the data folder. Carried by the
/// list in the session, so that every window names it from its own session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownAs {
    /// The publisher (`Ubuntu`): the list is "Ubuntu's signed list".
    pub publisher: String,
    /// When its good signature was made, if it says.
    pub signed_on: Option<std::time::SystemTime>,
    /// What the release asked about is called, when the publisher's catalogue says.
    pub title: Option<Title>,
}

/// What a release is called (`Ubuntu 20.04.1 Desktop (64-bit)`), and its file's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Title {
    /// The release's file, by its name (`ubuntu-20.04.1-desktop-amd64.iso`).
    pub file: String,
    /// What it is called.
    pub words: String,
}

/// One set of expected checksums, indexed for matching.
#[derive(Debug)]
pub(super) struct Source {
    pub(super) origin: Origin,
    /// Shared with the report's entries no file claims
    /// ([`Unclaimed`](super::Unclaimed)), so that a report of a million-line list
    /// copies no name.
    pub(super) entries: Arc<Vec<Expected>>,
    /// Listed entries by the key of their name's last component ([`name_key`]).
    by_name: KeyIndex,
    /// Listed entries by expected digest bytes.
    by_digest: KeyIndex,
    /// Every candidate algorithm of every entry, sorted.
    pub(super) algorithms: Vec<Algorithm>,
}

impl Verification {
    /// An empty session.
    pub fn new() -> Self {
        Self::default()
    }

    /// A number that changes whenever the state does: recompute the report only then.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// A file was given (dropped, opened, found beside a list and queued): it waits to
    /// be hashed. Giving a known file again queues it again.
    pub fn add_file(&mut self, path: PathBuf) {
        if !self.parts.is_empty() {
            self.parts.remove(&path);
        }
        self.files.insert(path, FileState::Waiting);
        self.changed();
    }

    /// Hashing of a given file started; `false` (and nothing changes) for a file not given.
    pub fn file_hashing(&mut self, path: &Path) -> bool {
        self.set_file(path, FileState::Hashing)
    }

    /// A given file was hashed to `digests` (its standard digests, not segment
    /// checksums); `false` for a file not given (a result arriving after it was forgotten).
    pub fn file_hashed(&mut self, path: &Path, digests: Vec<Digest>) -> bool {
        self.set_file(path, FileState::Hashed(digests))
    }

    /// A given file could not be hashed; `false` for a file not given.
    pub fn file_failed(&mut self, path: &Path, error: FileError) -> bool {
        self.parts.remove(path);
        self.set_file(path, FileState::Failed(error))
    }

    /// A given file's parts were hashed for the multipart value in use
    /// ([`Verification::multipart`]); `false` for a file not given.
    pub fn file_parts(&mut self, path: &Path, result: PartsResult) -> bool {
        if !self.files.contains_key(path) {
            return false;
        }
        self.parts.insert(path.to_path_buf(), result);
        self.changed();
        true
    }

    /// The parts' digests known for a given file.
    pub fn parts_of(&self, path: &Path) -> Option<&PartsResult> {
        self.parts.get(path)
    }

    /// The multipart value (an S3 ETag or composite checksum) typed, else copied, that
    /// the files are checked against: their parts must be hashed for it
    /// ([`RowVerdict::TryingParts`](super::RowVerdict::TryingParts)).
    pub fn multipart(&self) -> Option<&CloudExpected> {
        let loose = self.typed.as_ref().or(self.clipboard.as_ref())?;
        loose.entries.iter().find_map(|e| match e {
            Expected::Multipart(m) => Some(m),
            _ => None,
        })
    }

    /// The file is no longer given (its own signature, if any, is kept for when it is
    /// given again); `false` if it was not.
    pub fn forget_file(&mut self, path: &Path) -> bool {
        let known = self.files.remove(path).is_some();
        self.parts.remove(path);
        if known {
            self.changed();
        }
        known
    }

    /// No file is given any more (their own signatures are forgotten with them).
    pub fn forget_files(&mut self) {
        self.files.clear();
        self.parts.clear();
        self.file_signatures.clear();
        self.signatures_shown_as.clear();
        self.awaited_signatures.clear();
        self.changed();
    }

    /// What is known of the signature of the file at `path` itself (`FILE.sig` beside
    /// it, or one dropped for it), given before or after the file; setting it again
    /// replaces it (a key was added).
    pub fn set_file_signature(&mut self, path: PathBuf, trust: Trust) {
        self.signatures_shown_as.remove(&path);
        self.file_signatures.insert(path, trust);
        self.changed();
    }

    /// A signature of the file at `path` itself is being looked for or read (off the
    /// window's thread): until [`Verification::file_signature_looked_up`] says it is
    /// in, the file is never called a match.
    pub fn await_file_signature(&mut self, path: PathBuf) {
        *self.awaited_signatures.entry(path).or_default() += 1;
        self.changed();
    }

    /// One lookup [`Verification::await_file_signature`] announced for `path` has
    /// ended, whatever it found (what it found is given with
    /// [`Verification::set_file_signature`] first).
    pub fn file_signature_looked_up(&mut self, path: &Path) {
        if let Some(n) = self.awaited_signatures.get_mut(path) {
            *n -= 1;
            if *n == 0 {
                self.awaited_signatures.remove(path);
            }
            self.changed();
        }
    }

    /// Whether a signature of the file at `path` itself is still being looked for.
    pub fn awaits_file_signature(&self, path: &Path) -> bool {
        self.awaited_signatures.contains_key(path)
    }

    /// [`Verification::set_file_signature`] for a signature fetched from the file's
    /// publisher (Arch Linux's `FILE.sig`), checked with that publisher's keys alone:
    /// it is judged like any other, and named as `shown_as` says.
    pub fn set_publisher_file_signature(&mut self, path: PathBuf, trust: Trust, shown_as: ShownAs) {
        self.signatures_shown_as.insert(path.clone(), shown_as);
        self.file_signatures.insert(path, trust);
        self.changed();
    }

    /// Who published the own signature of the file at `path`, when it was fetched from
    /// its publisher.
    pub fn file_signature_shown_as(&self, path: &Path) -> Option<&ShownAs> {
        self.signatures_shown_as.get(path)
    }

    /// The file's own signature is no longer used; `false` if there was none.
    pub fn remove_file_signature(&mut self, path: &Path) -> bool {
        self.signatures_shown_as.remove(path);
        let known = self.file_signatures.remove(path).is_some();
        if known {
            self.changed();
        }
        known
    }

    /// The signature of the file at `path` itself, if one was given.
    pub fn file_signature(&self, path: &Path) -> Option<&Trust> {
        self.file_signatures.get(path)
    }

    /// Every file's own signature, by the signed file's path.
    pub fn file_signatures(&self) -> impl Iterator<Item = (&Path, &Trust)> {
        self.file_signatures.iter().map(|(p, t)| (p.as_path(), t))
    }

    /// The state of the file given at `path`.
    pub fn file(&self, path: &Path) -> Option<&FileState> {
        self.files.get(path)
    }

    /// The files given, in path order.
    pub fn files(&self) -> impl Iterator<Item = (&Path, &FileState)> {
        self.files.iter().map(|(p, s)| (p.as_path(), s))
    }

    /// A checksum list was loaded from `path` (its names lie in its folder), with what is
    /// known of its signature. Loading a list with the same path again replaces it.
    pub fn add_list(&mut self, path: PathBuf, parsed: &ParsedSums, trust: Trust) {
        self.add_prepared(PreparedList::new(path, parsed, trust));
    }

    /// Adds a list indexed beforehand ([`PreparedList::new`], on the thread that read
    /// it): adding it costs nothing, however long the list.
    pub fn add_prepared(&mut self, prepared: PreparedList) {
        self.lists.insert(prepared.path, prepared.list);
        self.changed();
    }

    /// How the list at `path` is named to the person, when not by its path.
    pub fn shown_as(&self, path: &Path) -> Option<&ShownAs> {
        self.lists.get(path)?.shown_as.as_ref()
    }

    /// The list at `path` is no longer used; `false` if it was not loaded.
    pub fn remove_list(&mut self, path: &Path) -> bool {
        let known = self.lists.remove(path).is_some();
        if known {
            self.changed();
        }
        known
    }

    /// What is known of the list's signature changed (a key was added, a signature was
    /// dropped beside it); `false` if the list is not loaded.
    pub fn set_list_trust(&mut self, path: &Path, trust: Trust) -> bool {
        let Some(list) = self.lists.get_mut(path) else {
            return false;
        };
        list.trust = trust;
        self.changed();
        true
    }

    /// The text typed or pasted in the box: a digest or checksum lines. Blank text
    /// expects nothing; so does text that is not a checksum (the error says why).
    pub fn set_pasted(&mut self, text: &str) -> Result<(), NotAChecksum> {
        let (source, result) = loose_source(text, Origin::Typed);
        self.typed = source;
        self.changed();
        result
    }

    /// Nothing is typed or pasted any more.
    pub fn clear_pasted(&mut self) {
        self.typed = None;
        self.changed();
    }

    /// A checksum taken from the clipboard. Whether it is fresh enough to use (copied
    /// after the window opened or the last check ended) is the caller's decision; it is
    /// used only while nothing is typed, and only for files no list concerns.
    pub fn set_clipboard(&mut self, text: &str) -> Result<(), NotAChecksum> {
        let (source, result) = loose_source(text, Origin::Clipboard);
        self.clipboard = source;
        self.changed();
        result
    }

    /// The clipboard's checksum is not to be used ("Don't use it").
    pub fn clear_clipboard(&mut self) {
        self.clipboard = None;
        self.changed();
    }

    /// Whether anything is expected at all: a list, or a checksum typed or copied.
    pub fn expects_anything(&self) -> bool {
        self.sources().next().is_some()
    }

    /// Every algorithm the lists and the checksums typed or copied need, sorted: hash
    /// the files with these (plus the person's own choice).
    pub fn required_algorithms(&self) -> Vec<Algorithm> {
        let mut out: Vec<Algorithm> = self
            .sources()
            .flat_map(|s| s.algorithms.iter().copied())
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// Every source of expected checksums in use: the lists in path order, then what
    /// was typed, else the clipboard (typed text replaces the clipboard's).
    pub(super) fn sources(&self) -> impl Iterator<Item = &Source> {
        let loose = self.typed.as_ref().or(self.clipboard.as_ref());
        self.lists.values().map(|l| &l.source).chain(loose)
    }

    /// The clipboard's checksum, when it is in use.
    pub(super) fn clipboard_in_use(&self) -> Option<&Source> {
        self.clipboard.as_ref().filter(|_| self.typed.is_none())
    }

    fn set_file(&mut self, path: &Path, state: FileState) -> bool {
        let Some(slot) = self.files.get_mut(path) else {
            return false;
        };
        *slot = state;
        self.changed();
        true
    }

    fn changed(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }
}

impl Source {
    fn new(exp: Expectation) -> Self {
        let listed = || {
            exp.entries
                .iter()
                .enumerate()
                .filter_map(|(i, e)| Some((i, e.name()?, e)))
        };
        let by_name =
            KeyIndex::build(listed().flat_map(|(i, name, _)| base_keys(name).map(move |k| (i, k))));
        let by_digest = KeyIndex::build(listed().map(|(i, _, e)| (i, e.digest())));
        Self {
            algorithms: exp.required_algorithms(),
            origin: exp.origin,
            entries: Arc::new(exp.entries),
            by_name,
            by_digest,
        }
    }

    /// The listed entries whose name's last component is `key` ([`file_key`]), in line
    /// order.
    pub(super) fn named<'a>(&'a self, key: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        self.by_name.candidates(key).filter(move |&i| {
            self.entries[i]
                .name()
                .is_some_and(|n| base_keys(n).any(|k| k.as_ref() == key))
        })
    }

    /// The listed entries that expect exactly these digest bytes, in line order.
    pub(super) fn with_digest<'a>(&'a self, digest: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        self.by_digest.candidates(digest).filter(move |&i| {
            self.entries[i].name().is_some() && self.entries[i].digest() == digest
        })
    }
}

/// Pasted text as a source (`None` for blank text, or text that is not a checksum),
/// and whether it was understood.
fn loose_source(text: &str, origin: Origin) -> (Option<Source>, Result<(), NotAChecksum>) {
    match Expectation::from_pasted(text, origin) {
        Ok(exp) => (exp.map(Source::new), Ok(())),
        Err(reason) => (None, Err(NotAChecksum { reason })),
    }
}

/// The folder a list's names are relative to (`.` for a bare file name).
fn folder_of(list: &Path) -> PathBuf {
    match list.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The keys a listed name is found under: its last component after `/` and, since a
/// list written on Windows may separate with `\\`, after either (once if the same).
pub(super) fn base_keys(name: &[u8]) -> impl Iterator<Item = Cow<'_, [u8]>> {
    let start = |seps: &[u8]| {
        name.iter()
            .rposition(|b| seps.contains(b))
            .map_or(0, |i| i + 1)
    };
    let (slash, either) = (start(b"/"), start(b"/\\"));
    std::iter::once(slash)
        .chain((either != slash).then_some(either))
        .map(move |s| name_key(&name[s..]))
        .filter(|k| !k.is_empty())
}

/// The key of a file's own name, to look it up among [`base_keys`].
pub(super) fn file_key(path: &Path) -> Option<Vec<u8>> {
    let name = path.file_name()?;
    Some(name_key(&path_to_name(Path::new(name))).into_owned())
}

/// Names as this platform compares them: Windows ignores case (see
/// [`same_name_on_windows`](crate::sums::same_name_on_windows)); the others compare
/// bytes.
fn name_key(name: &[u8]) -> Cow<'_, [u8]> {
    if cfg!(windows) {
        Cow::Owned(String::from_utf8_lossy(name).to_lowercase().into_bytes())
    } else {
        Cow::Borrowed(name)
    }
}
