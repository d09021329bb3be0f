//! Checksums of files, and the answer to "is my download OK?": what was given comes in
//! ([`intake`]), is hashed ([`crate::gui::common::jobs`]) and checked ([`check`], the window's side of
//! the verification session of [`crate::sums`]); the view draws the expected-checksum
//! box ([`expected_box`]), the verdict ([`verdict`]) and the results ([`results`]).

mod apply;
pub mod ask_publisher;
pub mod check;
pub mod expected_box;
pub mod export;
pub(crate) mod intake;
pub mod lists;
pub mod pgp_drop;
pub mod publisher_view;
pub mod publisher_words;
pub mod results;
pub mod signature;
pub mod state;
pub mod verdict;
pub mod verify;
pub(crate) mod view;

use std::path::PathBuf;
use std::time::Instant;

use crate::desktop::key_store::KeyStore;
pub use crate::gui::command::hash::Cmd;
use crate::gui::common::Notice;
use crate::gui::common::background::{self, Task};
use crate::gui::common::perf::{FrameStats, Repaint};
use crate::gui::settings::Settings;

use check::Checking;
use lists::Loaded;

use pgp_drop::PgpDrop;
use signature::SignatureState;
use state::{ClipboardWatch, ExpectedInput, Session};

/// The hash room's state: what was asked and came back, the box, the check, and the
/// work it waits for. The shell calls its methods (its `apply`) and draws its view.
#[derive(Default)]
pub struct Hash {
    /// What was asked, what runs, what came back.
    pub session: Session,
    /// The "Expected checksum" box.
    pub expected: ExpectedInput,
    /// The check: what is expected, the files given, and the verdicts.
    pub(crate) check: Checking,
    pub(crate) clipboard: ClipboardWatch,
    /// Checksum files being read, each with whether it came by itself (then the
    /// files it lists beside it are checked too).
    pub(crate) loading: Vec<lists::Loading>,
    /// The checksum files beside a file dropped alone, being looked for (every one
    /// that lists it is loaded).
    pub(crate) neighbour: Option<Task<Vec<Loaded>>>,
    /// Dropped files being read as keys or signatures: the path, whether the file a
    /// signature signs still needs hashing, and what the file turned out to be.
    /// Each: the file, whether the file it signs is to be hashed, what it is, and
    /// whether it is the very signature the file's publisher gave.
    pub(crate) pgp: Vec<Task<(PathBuf, bool, PgpDrop, bool)>>,
    /// Own signatures (`FILE.sig`) being looked for beside files given: the file, the
    /// signature file and what it says.
    pub(crate) own_signatures: Vec<Task<OwnSignature>>,
    /// The signatures of the lists, and of files themselves, read again after the keys
    /// changed.
    pub(crate) recheck: Option<Task<Rechecked>>,
    /// The files the publishers' catalogue knows, and the asking about them.
    pub publishers: ask_publisher::Publishers,
    /// The last message about a checksum file, a key file or a run.
    pub notice: Option<Notice>,
    /// What came up for the shell to handle (a key file to ask about).
    pub(crate) events: Vec<Event>,
}

/// The signatures read again after the keys changed: of each list, and of each file
/// itself (the file, the signature file, what it says).
pub(crate) struct Rechecked {
    lists: Vec<(PathBuf, SignatureState)>,
    files: Vec<(PathBuf, PathBuf, SignatureState)>,
}

impl Rechecked {
    /// What stands for the signatures of `lists` and `files` when reading them again
    /// failed inside Hashdrop: each one could not be checked (never the verdict from
    /// before the keys changed, nor unsigned).
    fn failed(lists: &[check::ListToRecheck], files: &[(PathBuf, PathBuf)]) -> Self {
        let state = || SignatureState::Unreadable(background::failed_check_words());
        Self {
            lists: lists.iter().map(|(p, ..)| (p.clone(), state())).collect(),
            files: files
                .iter()
                .map(|(f, s)| (f.clone(), s.clone(), state()))
                .collect(),
        }
    }
}

/// The lookup of a file's own signature beside it: the file, and the signature file
/// with what it says, if there is one.
pub(crate) type OwnSignature = (PathBuf, Option<(PathBuf, SignatureState)>);

/// What a room needs from around it for one call (the hash room; the compare room
/// takes it too).
pub struct Env<'a> {
    /// The window.
    pub ctx: &'a egui::Context,
    /// The person's choices (algorithms, threads, reading).
    pub settings: &'a Settings,
    /// The keys the person added, if the app has a data folder.
    pub key_store: Option<&'a KeyStore>,
    /// Frame statistics (a run reports to them when it ends).
    pub frames: &'a FrameStats,
    /// Wakes the window when a run has news.
    pub repaint: Repaint,
    /// When the window opened.
    pub opened_at: Instant,
}

/// Something the hash room cannot settle itself.
#[derive(Debug)]
pub enum Event {
    /// A key file was given: ask the person whether to trust it.
    OfferKey(PathBuf, crate::trust::KeyOffer),
}

impl Hash {
    /// The check: what is expected, the files given, and the last report.
    pub fn check(&self) -> &Checking {
        &self.check
    }

    /// Whether hashing, loading a list, reading a dropped key or signature, or reading
    /// signatures again (after a key was added) is going on.
    pub fn is_busy(&self) -> bool {
        matches!(
            self.session.stage(),
            state::Stage::Running | state::Stage::Queued
        ) || !self.loading.is_empty()
            || self.neighbour.is_some()
            || !self.pgp.is_empty()
            || !self.own_signatures.is_empty()
            || self.recheck.is_some()
            || self.publishers.is_busy()
    }

    /// Asks the publisher of the file at `path` (its button was pressed), with the
    /// file's SHA-256 from the run when it has one, so that it is not read again.
    pub(crate) fn ask_publisher(&mut self, ctx: &egui::Context, path: &std::path::Path) {
        let sha256 = self
            .session
            .results
            .files()
            .iter()
            .rev()
            .filter(|row| &*row.path == path)
            .find_map(|row| {
                let lines = row.outcome().ok()?;
                lines
                    .iter()
                    .find(|l| {
                        !l.is_segmented() && l.algorithm() == crate::engine::Algorithm::Sha256
                    })
                    .map(|l| l.digest.as_bytes().to_vec())
            });
        self.publishers.ask(ctx, path, sha256);
    }

    /// Sets the expected checksum as if pasted into the box: it is judged at once.
    pub fn set_expected(&mut self, text: &str) {
        self.expected.text = text.to_string();
        self.expected.changed();
        self.commit_expected();
    }

    /// The box's text changed by the person's hand. A paste (more than one character
    /// at once) or Enter is judged at once; typing is not judged until it is complete
    /// (Enter, leaving the box, or a full-length value left alone), so a SHA-256 being
    /// typed is never called a mismatching MD5 at its 32nd character.
    pub(crate) fn typed_expected(&mut self, text: &str) {
        let before = std::mem::replace(&mut self.expected.text, text.to_string());
        self.expected.changed();
        let added = text.chars().count() as i64 - before.chars().count() as i64;
        let entered = added == 1 && text.ends_with('\n') && !before.ends_with('\n');
        if added > 1 || entered || text.trim().is_empty() {
            self.commit_expected();
            return;
        }
        self.expected.committed = false;
        self.check.model_mut().clear_pasted();
        self.check.typed();
    }

    /// Hands what the box holds to the check (Enter, the box left, a paste).
    pub(crate) fn commit_expected(&mut self) {
        // Text that is not a checksum expects nothing; the box says why.
        let _ = self.check.model_mut().set_pasted(&self.expected.text);
        self.expected.committed = true;
        self.check.typed();
    }

    /// Judges a value typed to the longest digest's length once it was left alone for
    /// [`expected_box::JUDGE_AFTER`]: nothing longer can be coming.
    pub(crate) fn commit_full_length(&mut self) {
        if !self.expected.committed
            && expected_box::is_full_length(&self.expected.text)
            && self.check.typed_ago() >= expected_box::JUDGE_AFTER
        {
            self.commit_expected();
        }
    }

    /// The checksum that was on the clipboard before the window opened, while it is
    /// offered (nothing else is expected).
    pub fn clipboard_offer(&self) -> Option<&str> {
        self.clipboard
            .offer
            .as_deref()
            .filter(|_| !self.check.expects_something())
    }

    /// Answers the offer of the clipboard's checksum: use it (as a checksum copied), or
    /// not; either way it is not offered again.
    pub(crate) fn answer_clipboard_offer(&mut self, use_it: bool) {
        if let Some(text) = self.clipboard.offer.take()
            && use_it
        {
            // It was a checksum when offered; the clipboard's text is not changed since.
            let _ = self.check.model_mut().set_clipboard(&text);
        }
    }

    /// Forgets the results (a run still going on keeps its own).
    pub fn clear(&mut self) {
        self.session.results.clear();
        self.check.forget_files();
        self.publishers.clear();
        if !self.session.is_running() {
            self.session.run = None;
        }
    }

    /// Stops the running and queued work, and the lists being read.
    pub fn cancel(&mut self) {
        for l in &self.loading {
            l.stop();
        }
        self.session.queue.clear();
        self.session.pending = None;
        if let Some(r) = &self.session.run {
            r.cancel();
        }
    }

    /// Takes what the run produced (O(1) per new result: the collector threads have
    /// already turned events into rows); `true` when the run just ended.
    fn poll_run(&mut self) -> bool {
        let Some(run) = &mut self.session.run else {
            return false;
        };
        let was_running = run.is_running();
        run.take(&mut self.session.results);
        let results = &self.session.results;
        self.check.feed(results.layout(), results.files());
        let ended = was_running && !run.is_running();
        if ended {
            self.check.run_ended();
        }
        ended
    }

    /// Reads the signatures of the lists in use again, with the keys as they are now,
    /// so that a key added (or removed) after the verdict changes it at once.
    pub(crate) fn recheck_signatures(&mut self, env: &Env<'_>) {
        let lists = self.check.signatures_to_recheck();
        let files = self.check.file_signatures_to_recheck();
        if lists.is_empty() && files.is_empty() {
            return;
        }
        let store = env.key_store.cloned();
        let name = "hashdrop-recheck-signature";
        let failed = Rechecked::failed(&lists, &files);
        let recheck = move || {
            let lists = lists
                .into_iter()
                .map(|(path, bytes, detached)| {
                    let state = lists::signature_covering(
                        &path,
                        &bytes,
                        detached.as_deref(),
                        store.as_ref(),
                    );
                    (path, state)
                })
                .collect();
            let files = files
                .into_iter()
                .map(|(file, sig)| {
                    let state = pgp_drop::check_file_signature(&file, &sig, store.as_ref());
                    (file, sig, state)
                })
                .collect();
            Rechecked { lists, files }
        };
        let failed = move || failed;
        self.recheck = Task::spawn(name, Some(env.ctx.clone()), recheck, failed).ok();
    }

    /// Takes the signatures read again, for the lists still in use.
    fn poll_recheck(&mut self) {
        let Some(states) = self.recheck.as_mut().and_then(Task::poll) else {
            return;
        };
        self.recheck = None;
        for (path, state) in states.lists {
            self.check.set_signature(&path, state, None);
        }
        for (file, sig, state) in states.files {
            self.check.set_file_signature(file, sig, state);
        }
    }
}
