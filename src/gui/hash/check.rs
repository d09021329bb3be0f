//! The window's side of the check: it feeds the verification session of
//! [`crate::sums`] with what happens (files given and hashed, lists loaded, keys and
//! signatures changed, checksums pasted or copied) and keeps its last [`Report`],
//! recomputed whenever the session changed. Every verdict shown comes from that report.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::engine::parts::{PartsResult, hash_file_parts};
use crate::engine::{Algorithm, FileError};
use crate::gui::common::background::Task;
use crate::gui::common::jobs::Files;
use crate::gui::hash::lists::Loaded;
use crate::gui::hash::signature::SignatureState;
use crate::publisher::{ListUsed, SignatureUsed};
use crate::sums::{
    CloudExpected, FileState, Report, RowVerdict, ShownAs, Title, Unclaimed, Verification,
};

/// How long the typed checksum must stay unchanged before files are hashed again
/// with an algorithm it newly suggests (32 typed characters look like an MD5).
const REHASH_DELAY: Duration = Duration::from_millis(600);

/// While files stream in, the report is recomputed at most this often: it is a pass
/// over every file, and the workers need the CPU more than the headline.
const REPORT_EVERY_WHILE_HASHING: Duration = Duration::from_millis(250);

/// What the window knows of a loaded list beyond the session: the words about its
/// signature, the detached signature dropped for it, and whether the files it lists
/// beside it are hashed.
#[derive(Debug)]
pub struct ListInfo {
    /// What its signature says (the sentence under the headline).
    pub signature: SignatureState,
    /// The detached signature dropped for it, read again when the keys change.
    pub detached: Option<PathBuf>,
    /// It was dropped or opened by itself: the files it lists beside it are checked.
    pub hash_beside: bool,
    /// Its checksum lines.
    pub entries: usize,
    /// The algorithms its entries may be in.
    pub algorithms: Vec<Algorithm>,
    /// The bytes read and parsed: signatures read later are checked over these.
    pub bytes: std::sync::Arc<[u8]>,
    /// The publisher whose signed list this is (fetched when the person asked), its
    /// signature checked with that publisher's keys alone: never read again with the
    /// person's keys, nor taken for the list a dropped signature signs.
    pub publisher: Option<String>,
}

/// Where a file's own signature came from.
#[derive(Debug)]
enum OwnSignature {
    /// A signature file beside it or dropped for it, read again when the keys change.
    File(PathBuf),
    /// Fetched from its publisher (these bytes), judged with the publisher's keys alone.
    Publisher(Arc<[u8]>),
}

/// A list whose signature is read again: its path, the bytes it was read from, and
/// the detached signature dropped for it.
pub(crate) type ListToRecheck = (PathBuf, std::sync::Arc<[u8]>, Option<PathBuf>);

/// The verification session and its last report.
pub struct Checking {
    model: Verification,
    report: Report,
    /// The session generation the report is of, and when it was computed.
    reported: (u64, Instant),
    lists: BTreeMap<PathBuf, ListInfo>,
    /// The signatures of files themselves (`FILE.sig`), by the signed file: the
    /// signature file (read again when the keys change) and what it says.
    file_sigs: BTreeMap<PathBuf, (OwnSignature, SignatureState)>,
    /// Results fed to the session: the results' layout, how many of its files, and
    /// whether every one of them was (see [`Checking::feed`]).
    fed: (u64, usize, bool),
    /// The lists whose files were already looked for beside them (each list once
    /// after each list loaded: a million entries are not walked again every frame).
    beside_offered: HashSet<PathBuf>,
    beside: Option<Task<Vec<PathBuf>>>,
    /// The session generation for which files were last hashed again, and when the
    /// typed checksum last changed.
    rehashed_for: u64,
    typed_at: Instant,
    /// The one file compared with an expected checksum, when only one was.
    single: Option<PathBuf>,
    /// Files' parts being hashed for a multipart value typed or copied.
    parts: Option<PartsRun>,
}

/// The parts of some files being hashed for a multipart value (every part size it may
/// have been made with, in one read of each file), off the UI thread.
struct PartsRun {
    task: Task<Vec<(PathBuf, Result<PartsResult, FileError>)>>,
    stop: Arc<AtomicBool>,
    /// The value they are hashed for (another one typed meanwhile makes them useless).
    expected: CloudExpected,
}

impl Drop for PartsRun {
    fn drop(&mut self) {
        // The reads fail at their next buffer, so the thread ends at once.
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Default for Checking {
    fn default() -> Self {
        let model = Verification::new();
        Self {
            report: model.report(),
            reported: (model.generation(), Instant::now()),
            model,
            lists: BTreeMap::new(),
            file_sigs: BTreeMap::new(),
            fed: (0, 0, true),
            beside_offered: HashSet::new(),
            beside: None,
            rehashed_for: 0,
            typed_at: Instant::now(),
            single: None,
            parts: None,
        }
    }
}

impl Checking {
    /// The last report: the headline, each file's row, each list.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// The lists loaded, with what the window knows of each.
    pub fn lists(&self) -> &BTreeMap<PathBuf, ListInfo> {
        &self.lists
    }

    /// The session itself (read-only: it changes through the app's commands).
    pub fn model(&self) -> &Verification {
        &self.model
    }

    /// Whether anything is expected: a list, or a checksum typed or copied.
    pub fn expects_something(&self) -> bool {
        !self.lists.is_empty() || self.model.expects_anything()
    }

    /// The algorithms the lists need (their rows are shown in the table; those only a
    /// pasted digest's candidates need are not).
    pub fn list_algorithms(&self) -> Vec<Algorithm> {
        let mut out: Vec<Algorithm> = self
            .lists
            .values()
            .flat_map(|l| l.algorithms.iter().copied())
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The only list loaded, if exactly one is (a signature dropped without a name
    /// that says what it signs is taken to sign it).
    pub fn only_list(&self) -> Option<&Path> {
        self.only_list_read().map(|(p, _)| p)
    }

    /// The one list in use and the bytes it was read from, if there is exactly one.
    pub(crate) fn only_list_read(&self) -> Option<(&Path, &std::sync::Arc<[u8]>)> {
        let mut lists = self.lists.iter().filter(|(_, i)| i.publisher.is_none());
        match (lists.next(), lists.next()) {
            (Some((p, info)), None) => Some((p, &info.bytes)),
            _ => None,
        }
    }

    pub(crate) fn model_mut(&mut self) -> &mut Verification {
        &mut self.model
    }

    /// A checksum file was loaded: its checksums are expected from now on.
    pub(crate) fn add_list(&mut self, loaded: Loaded, hash_beside: bool) {
        // Indexed on the loading thread: nothing here grows with the list's length.
        let entries = loaded.prepared.entry_count();
        let algorithms = loaded.prepared.algorithms().to_vec();
        self.model.add_prepared(loaded.prepared);
        self.beside_offered.clear();
        self.lists.insert(
            loaded.path,
            ListInfo {
                signature: loaded.signature,
                detached: loaded.signature_file,
                hash_beside,
                entries,
                algorithms,
                bytes: loaded.bytes,
                publisher: None,
            },
        );
    }

    /// The publisher's signed list, fetched when the person asked: its checksums are
    /// expected from now on like a dropped list's, its trust the publisher's keys'
    /// verdict, and it is shown as its publisher's (the label it carries in the
    /// session). Only the files given are checked against it (nothing beside it).
    pub(crate) fn add_publisher_list(&mut self, publisher: String, used: ListUsed) {
        let path = used.prepared.path().to_path_buf();
        let entries = used.prepared.entry_count();
        let algorithms = used.prepared.algorithms().to_vec();
        self.model.add_prepared(used.prepared);
        self.lists.insert(
            path,
            ListInfo {
                signature: SignatureState::Checked(used.report),
                detached: None,
                hash_beside: false,
                entries,
                algorithms,
                bytes: Arc::from(Vec::new()),
                publisher: Some(publisher),
            },
        );
    }

    /// The list is no longer used.
    pub(crate) fn remove_list(&mut self, path: &Path) {
        self.model.remove_list(path);
        self.lists.remove(path);
    }

    /// What is known of a list's signature changed.
    pub(crate) fn set_signature(
        &mut self,
        list: &Path,
        state: SignatureState,
        detached: Option<PathBuf>,
    ) {
        let Some(info) = self.lists.get_mut(list) else {
            return;
        };
        self.model.set_list_trust(list, state.trust());
        info.signature = state;
        if detached.is_some() {
            info.detached = detached;
        }
    }

    /// What the signature of `file` itself says, with the signature file (dropped, or
    /// found beside it); the session judges it with the file's checksums.
    pub(crate) fn set_file_signature(
        &mut self,
        file: PathBuf,
        signature: PathBuf,
        state: SignatureState,
    ) {
        self.model.set_file_signature(file.clone(), state.trust());
        self.file_sigs
            .insert(file, (OwnSignature::File(signature), state));
    }

    /// The image's own signature, fetched from its publisher when the person asked
    /// (Arch Linux's `FILE.sig`), checked over `file` with the publisher's keys alone:
    /// the session judges it as the file's own signature, exactly as one dropped beside
    /// it, and names it after the publisher. It is not read again when the person's
    /// keys change; a signature dropped for the file later replaces it (unless it is
    /// the same signature: see [`Checking::publishers_signature_of`]).
    pub(crate) fn set_publisher_file_signature(
        &mut self,
        file: PathBuf,
        publisher: String,
        used: SignatureUsed,
    ) {
        let signed_on = used.report.signatures.iter().find_map(|v| match v {
            crate::trust::Verdict::Good { created, .. } => *created,
            _ => None,
        });
        let title = used.title.map(|words| Title {
            file: crate::gui::hash::publisher_words::plain_name(&file),
            words,
        });
        let state = SignatureState::Checked(used.report);
        let shown_as = ShownAs {
            publisher,
            signed_on,
            title,
        };
        self.model
            .set_publisher_file_signature(file.clone(), state.trust(), shown_as);
        let from = OwnSignature::Publisher(Arc::from(used.bytes));
        self.file_sigs.insert(file, (from, state));
    }

    /// The signature of `file` its publisher gave, if it has one: the same
    /// signature dropped by hand adds nothing, and keeps the publisher's judgement.
    pub(crate) fn publishers_signature_of(&self, file: &Path) -> Option<Arc<[u8]>> {
        match self.file_sigs.get(file) {
            Some((OwnSignature::Publisher(bytes), _)) => Some(bytes.clone()),
            _ => None,
        }
    }

    /// What the signature of the file at `path` itself says, if it has one.
    pub fn file_signature(&self, path: &Path) -> Option<&SignatureState> {
        self.file_sigs.get(path).map(|(_, s)| s)
    }

    /// The signature file of `signed`, a file with a signature of its own or a list
    /// with a detached one, when there is one.
    pub fn signature_file(&self, signed: &Path) -> Option<PathBuf> {
        // A signature fetched from its publisher has no file (and is never judged with
        // the person's keys): it has none to give.
        self.file_sigs
            .get(signed)
            .and_then(|(s, _)| match s {
                OwnSignature::File(p) => Some(p.clone()),
                OwnSignature::Publisher(_) => None,
            })
            .or_else(|| self.lists.get(signed).and_then(|l| l.detached.clone()))
    }

    /// The files with a signature file of their own, and each signature file, to read
    /// them again after the keys changed (a publisher's is judged with its keys alone).
    pub(crate) fn file_signatures_to_recheck(&self) -> Vec<(PathBuf, PathBuf)> {
        self.file_sigs
            .iter()
            .filter_map(|(f, (from, _))| match from {
                OwnSignature::File(s) => Some((f.clone(), s.clone())),
                OwnSignature::Publisher(_) => None,
            })
            .collect()
    }

    /// How long ago the typed checksum last changed.
    pub fn typed_ago(&self) -> Duration {
        self.typed_at.elapsed()
    }

    /// The typed checksum changed: files wait a moment before they are hashed again.
    pub(crate) fn typed(&mut self) {
        self.typed_at = Instant::now();
    }

    /// The lists, the bytes each was read from and the detached signature of each, to
    /// read their signatures again.
    pub(crate) fn signatures_to_recheck(&self) -> Vec<ListToRecheck> {
        self.lists
            .iter()
            .filter(|(_, i)| i.publisher.is_none())
            .map(|(p, i)| (p.clone(), i.bytes.clone(), i.detached.clone()))
            .collect()
    }

    /// Tells the session about the results that arrived since the last call (all of
    /// them again after results were removed: feeding a file twice changes nothing).
    /// While nothing is expected, the files hashed inside a folder given are not fed:
    /// their rows would say "nothing expected", and the session would hold a second
    /// copy of every path and digest and a report row each (for 200,000 files, about
    /// 70 MB). Files given one by one and files that failed are, so that the headline
    /// and their rows stay what they were. The first list or checksum given feeds all.
    pub(crate) fn feed(&mut self, layout: u64, files: &Files) {
        let all = self.expects_something();
        let from = if self.fed.0 == layout && (self.fed.2 || !all) {
            self.fed.1
        } else {
            0
        };
        for f in files.iter_from(from) {
            let given = self.model.file(&f.path).is_some();
            if !(all || given || f.outcome().is_err()) {
                continue;
            }
            if !given {
                self.model.add_file(f.path.to_path_buf());
            }
            match f.outcome() {
                Ok(_) => self
                    .model
                    .file_hashed(&f.path, f.standard_digests().cloned().collect()),
                Err(e) => self.model.file_failed(&f.path, e.clone()),
            };
        }
        self.fed = (layout, files.len(), all);
    }

    /// A run ended: what it did not hash (a folder given, files it was stopped
    /// before) is no longer waited for.
    pub(crate) fn run_ended(&mut self) {
        let unfinished: Vec<PathBuf> = self
            .model
            .files()
            .filter(|(_, s)| matches!(s, FileState::Waiting | FileState::Hashing))
            .map(|(p, _)| p.to_path_buf())
            .collect();
        for p in unfinished {
            self.model.forget_file(&p);
        }
    }

    /// Recomputes the report if the session changed (while hashing, at most every
    /// [`REPORT_EVERY_WHILE_HASHING`]); `true` when it did.
    pub(crate) fn refresh(&mut self, hashing: bool) -> bool {
        let generation = self.model.generation();
        if generation == self.reported.0 {
            return false;
        }
        if hashing && self.reported.1.elapsed() < REPORT_EVERY_WHILE_HASHING {
            return false;
        }
        self.report = self.model.report();
        self.reported = (generation, Instant::now());
        let c = &self.report.headline.counts;
        self.single = (c.matched + c.mismatched == 1)
            .then(|| {
                self.report.rows.iter().find(|(_, r)| {
                    matches!(
                        r.verdict,
                        RowVerdict::Match { .. }
                            | RowVerdict::MatchedUnderOtherName { .. }
                            | RowVerdict::Mismatch { .. }
                    )
                })
            })
            .flatten()
            .map(|(p, _)| p.clone());
        true
    }

    /// The one file compared with an expected checksum, when only one was.
    pub fn single(&self) -> Option<&Path> {
        self.single.as_deref()
    }

    /// The files the report says need another algorithm, once per change of the
    /// session and after typing paused; `Err(wait)` while typing has not paused.
    pub(crate) fn due_for_hash_again(&mut self) -> Result<Vec<PathBuf>, Duration> {
        if self.rehashed_for == self.reported.0 {
            return Ok(Vec::new());
        }
        let since = self.typed_at.elapsed();
        if since < REHASH_DELAY {
            return Err(REHASH_DELAY - since);
        }
        self.rehashed_for = self.reported.0;
        Ok(self
            .report
            .rows
            .iter()
            .filter(|(_, r)| matches!(r.verdict, RowVerdict::NeedsAlgorithms { .. }))
            .map(|(p, _)| p.clone())
            .collect())
    }

    /// The entries of lists dropped on their own whose files were not looked for yet
    /// beside their list (shared with the report, not copied: there may be a million).
    fn beside_candidates(&mut self) -> Vec<Unclaimed> {
        let mut out = Vec::new();
        for l in &self.report.lists {
            let alone = self.lists.get(&l.path).is_some_and(|i| i.hash_beside);
            if !alone || !self.beside_offered.insert(l.path.clone()) {
                continue;
            }
            let model = &self.model;
            out.extend(
                l.unclaimed
                    .iter()
                    .filter(|u| model.file(u.expected_at()).is_none())
                    .cloned(),
            );
        }
        out
    }

    /// Whether nothing more is to come of itself: the report is of the session as it
    /// is, and no file beside a list or to hash again waits.
    pub fn is_settled(&self) -> bool {
        let rehash_due = self.report.headline.counts.needs_algorithms > 0
            && self.rehashed_for != self.reported.0;
        let parts_due = self.parts.is_some() || !self.trying_parts().is_empty();
        self.beside.is_none()
            && self.reported.0 == self.model.generation()
            && !rehash_due
            && !parts_due
    }

    /// The files whose parts the report waits for.
    fn trying_parts(&self) -> Vec<PathBuf> {
        self.report
            .rows
            .iter()
            .filter(|(_, r)| r.verdict == RowVerdict::TryingParts)
            .map(|(p, _)| p.clone())
            .collect()
    }

    /// Takes the parts hashed, once they are; else starts hashing the parts of the
    /// files that wait for them. `true` while parts are being hashed.
    fn parts_step(&mut self, ctx: &egui::Context) -> bool {
        if self
            .parts
            .as_ref()
            .is_some_and(|run| self.model.multipart() != Some(&run.expected))
        {
            self.parts = None;
        }
        if let Some(run) = &mut self.parts {
            let Some(results) = run.task.poll() else {
                return true;
            };
            self.parts = None;
            for (path, result) in results {
                match result {
                    Ok(r) => self.model.file_parts(&path, r),
                    Err(e) => self.model.file_failed(&path, e),
                };
            }
            return false;
        }
        let files = self.trying_parts();
        let Some(expected) = self
            .model
            .multipart()
            .cloned()
            .filter(|_| !files.is_empty())
        else {
            return false;
        };
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let for_run = expected.clone();
        // A failure fails each file (as a panic in the engine's own workers does).
        let failed_files = files.clone();
        let failed = move || {
            let why = FileError::Internal("a background task failed".to_owned());
            failed_files
                .into_iter()
                .map(|p| (p, Err(why.clone())))
                .collect()
        };
        let work = move || {
            files
                .into_iter()
                .map(|path| {
                    let r = hash_file_parts(
                        &path,
                        None,
                        |size| {
                            let w = expected.work(size);
                            (w.whole, w.plans)
                        },
                        &flag,
                    );
                    (path, r)
                })
                .collect()
        };
        self.parts = Task::spawn("hashdrop-parts", Some(ctx.clone()), work, failed)
            .ok()
            .map(|task| PartsRun {
                task,
                stop,
                expected: for_run,
            });
        self.parts.is_some()
    }

    /// Forgets every file given (the results were cleared).
    pub(crate) fn forget_files(&mut self) {
        self.parts = None;
        self.file_sigs.clear();
        self.model.forget_files();
        self.fed = (self.fed.0, 0, self.fed.2);
    }
}

impl Checking {
    /// The files the lists name beside them, once the search for them (off this
    /// thread) has ended; starts that search when a list not yet looked beside is in
    /// use. Empty while it runs or when there is nothing to look for.
    pub(crate) fn beside_found(&mut self, ctx: &egui::Context) -> Vec<PathBuf> {
        if let Some(t) = &mut self.beside {
            let Some(found) = t.poll() else {
                return Vec::new();
            };
            self.beside = None;
            return found;
        }
        let wanted = self.beside_candidates();
        if wanted.is_empty() {
            return Vec::new();
        }
        let find = move || {
            wanted
                .iter()
                .map(Unclaimed::expected_at)
                .filter(|p| crate::desktop::files::is_file(p))
                .map(Path::to_path_buf)
                .collect()
        };
        // A failure finds none: those files stay "not found", never green.
        self.beside = Task::spawn("hashdrop-find-listed", Some(ctx.clone()), find, Vec::new).ok();
        Vec::new()
    }

    /// Whether the check waits for work of its own: the search beside the lists, or
    /// the parts of files being hashed for a multipart value (started here when due).
    pub(crate) fn waiting(&mut self, ctx: &egui::Context) -> bool {
        self.beside.is_some() || self.parts_step(ctx)
    }
}
