//! How work comes in: paths dropped, chosen or given on the command line wait a
//! moment for the clipboard and for a checksum file next to them, then become a run;
//! a checksum file is read off the UI thread and the files it lists are checked.

use crate::t;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::gui::common::Notice;
use crate::gui::common::background::{self, Task, finished};
use crate::gui::common::drop;
use crate::gui::common::jobs::HashRun;
use crate::gui::hash::lists::{self, Loading};
use crate::gui::hash::pgp_drop::{self, PgpDrop};
use crate::gui::hash::signature::SignatureState;
use crate::gui::hash::state::{Ask, Pending};
use crate::gui::hash::{Env, Event, Hash};
use crate::gui::widgets::reasons;
use crate::publisher::Evidence;
use crate::sums::Progress;
use crate::trust;

/// At most this many key or signature files of one drop are read as such; a drop of
/// more (a whole folder's contents) is hashed like any other files.
const MAX_PGP_PER_DROP: usize = 4;

/// At most this many checksum files of one drop are read as lists; with more, they
/// are hashed like any other files.
const MAX_LISTS_PER_DROP: usize = 4;

/// How long a drop waits for the clipboard's answer and the search for a checksum
/// file next to it before hashing starts anyway.
const DROP_WAIT: Duration = Duration::from_millis(400);

/// Files given on the command line start after the first frames, or after this
/// long if no frame comes (the window was hidden at once): never later.
const FIRST_FRAMES_WAIT: Duration = Duration::from_millis(500);

/// How often the count of lines read is redrawn while a big list loads.
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// How many frames the window draws before a run starts (matters only at start-up,
/// for files given on the command line: a drop comes long after).
const FIRST_FRAMES: u64 = 2;

impl Hash {
    /// Paths the person gave (a drop, the file dialog, the command line, another
    /// launch): key and signature files are read as such (a key is only offered, never
    /// kept unasked), checksum files are loaded as lists, the rest hashed and checked
    /// against every list, wherever each lies. `dropped`: the paths came from a drop
    /// (or another launch), so the clipboard may hold the expected checksum.
    pub(crate) fn add_paths(&mut self, env: &Env<'_>, paths: Vec<PathBuf>, dropped: bool) {
        let paths = self.take_pgp_files(env, paths);
        let (lists, files): (Vec<PathBuf>, Vec<PathBuf>) = paths
            .iter()
            .cloned()
            .partition(|p| drop::looks_like_checksum_file(p));
        let (lists, files) = if lists.len() > MAX_LISTS_PER_DROP {
            (Vec::new(), paths)
        } else {
            (lists, files)
        };
        let alone = files.is_empty();
        for list in lists {
            self.open_checksum_file(env, list, None, alone);
        }
        self.queue_paths(env, files, dropped);
    }

    /// Hashes `paths` (after a moment for the clipboard and the lists coming with them).
    fn queue_paths(&mut self, env: &Env<'_>, paths: Vec<PathBuf>, dropped: bool) {
        if paths.is_empty() {
            return;
        }
        if self.session.pending.is_some() || self.session.is_running() {
            // One job at a time: later additions wait their turn.
            self.session.queue.extend(paths);
            return;
        }
        self.look_for_own_signatures(env, &paths);
        let waiting_clipboard = dropped && self.expected.text.trim().is_empty();
        if waiting_clipboard {
            // A checksum copied before this drop is not this drop's: only one copied
            // since the last look is used.
            self.check.model_mut().clear_clipboard();
            self.clipboard.ask(env.ctx, Ask::Drop);
        }
        let look_beside = paths.len() == 1
            && self.check.lists().is_empty()
            && self.loading.is_empty()
            && self.neighbour.is_none();
        if look_beside {
            let p = paths[0].clone();
            let store = env.key_store.cloned();
            let find = move || lists::find_listings_beside(&p, store.as_ref());
            // A failure finds no list beside it: nothing is expected, nothing is green.
            self.neighbour =
                Task::spawn("hashdrop-find-sums", Some(env.ctx.clone()), find, Vec::new).ok();
        }
        self.session.pending = Some(Pending {
            paths,
            deadline: Instant::now() + DROP_WAIT,
            waiting_clipboard,
        });
    }

    /// Looks (off the UI thread) for the own signature beside each of a few files given
    /// (`FILE.sig`, as Arch Linux, Tails and Manjaro sign their images), unless one was
    /// given for it already; the session judges it with the file's checksums.
    fn look_for_own_signatures(&mut self, env: &Env<'_>, paths: &[PathBuf]) {
        if paths.len() > MAX_PGP_PER_DROP {
            return;
        }
        for p in paths {
            if self.check.file_signature(p).is_some() {
                continue;
            }
            let (file, store) = (p.clone(), env.key_store.cloned());
            let failed_file = p.clone();
            let failed = move || {
                let found = pgp_drop::own_signature_failed(&failed_file);
                (failed_file, found)
            };
            let look = move || {
                let found = pgp_drop::own_signature_beside(&file, store.as_ref());
                (file, found)
            };
            let ctx = Some(env.ctx.clone());
            // A failure is a signature that could not be checked: never a green.
            let task = Task::spawn("hashdrop-own-signature", ctx, look, failed);
            if let Ok(t) = task {
                // Checking a signature reads the whole file, as hashing does, and may
                // end after it: the file's verdict waits for it (a bad signature must
                // not come after a green).
                self.check.model_mut().await_file_signature(p.clone());
                self.own_signatures.push(t);
            }
        }
    }

    /// Takes the own signatures found beside files given (and the lookups that found
    /// none).
    fn poll_own_signatures(&mut self) {
        for (file, found) in finished(&mut self.own_signatures) {
            if let Some((sig, state)) = found {
                self.check.set_file_signature(file.clone(), sig, state);
            }
            self.check.model_mut().file_signature_looked_up(&file);
        }
    }

    /// Reads a checksum file off the UI thread, with `signature` (a dropped one) or the
    /// one beside it; its checksums are expected from then on. `alone`: it came by
    /// itself, so the files it lists beside it are checked too.
    pub(crate) fn open_checksum_file(
        &mut self,
        env: &Env<'_>,
        path: PathBuf,
        signature: Option<PathBuf>,
        alone: bool,
    ) {
        self.notice = Some(Notice::Info(t!(
            "reading-file",
            name = path.display().to_string()
        )));
        let store = env.key_store.cloned();
        let progress = Arc::new(Progress::new());
        let counted = Arc::clone(&progress);
        let name = path.clone();
        let failed_name = path.display().to_string();
        let load = move || {
            let sig = signature.as_deref();
            let loaded = lists::load_checksum_file_with(&path, sig, store.as_ref(), &counted);
            (loaded, alone)
        };
        let failed = move || {
            let error = background::failed_words();
            (
                Err(t!("load-read", name = failed_name, error = error)),
                alone,
            )
        };
        let task = Task::spawn("hashdrop-load-sums", Some(env.ctx.clone()), load, failed);
        match task {
            Ok(task) => self.loading.push(Loading {
                task,
                progress,
                path: name,
            }),
            Err(e) => self.notice = Some(Notice::Error(e.to_string())),
        }
    }

    /// Takes the dropped files that may be keys or signatures out of `paths`, to be
    /// read off the UI thread (whether a `.gpg` holds a key or a signature is known only
    /// once it is read), and returns the rest. A signature dropped together with the
    /// checksum file it signs is left to that file's loading, which finds it beside it.
    fn take_pgp_files(&mut self, env: &Env<'_>, paths: Vec<PathBuf>) -> Vec<PathBuf> {
        let (pgp, mut rest): (Vec<PathBuf>, Vec<PathBuf>) =
            paths.iter().cloned().partition(|p| pgp_drop::may_be_pgp(p));
        if pgp.is_empty() || pgp.len() > MAX_PGP_PER_DROP {
            return paths;
        }
        for p in pgp {
            let signed = trust::signed_file_of(&p);
            let with_target = signed.as_ref().is_some_and(|t| paths.contains(t));
            if with_target
                && signed
                    .as_deref()
                    .is_some_and(drop::looks_like_checksum_file)
            {
                continue;
            }
            let store = env.key_store.cloned();
            let in_use = self
                .check
                .only_list_read()
                .map(|(list, bytes)| (list.to_path_buf(), bytes.clone()));
            let path = p.clone();
            let publishers = signed
                .as_deref()
                .and_then(|f| self.check.publishers_signature_of(f));
            let failed = (p.clone(), !with_target);
            let failed = move || {
                (
                    failed.0,
                    failed.1,
                    PgpDrop::Failed(background::failed_words()),
                    false,
                )
            };
            let read = move || {
                let in_use = in_use.as_ref().map(|(l, b)| (l.as_path(), &b[..]));
                let what = pgp_drop::read_dropped(&path, in_use, store.as_ref());
                // The publisher's own signature, dropped again by hand: judged already,
                // with the publisher's keys (which the person's keyring may lack).
                let same = publishers.is_some_and(|own| {
                    trust::read_signature_file(&path).is_ok_and(|b| b[..] == own[..])
                });
                (path, !with_target, what, same)
            };
            let task = Task::spawn("hashdrop-read-pgp", Some(env.ctx.clone()), read, failed);
            match task {
                Ok(t) => {
                    // The signed file's verdict waits for it, as for one found beside
                    // it (for a list's signature this holds no file's row).
                    if let Some(file) = signed {
                        self.check.model_mut().await_file_signature(file);
                    }
                    self.pgp.push(t);
                }
                Err(_) => rest.push(p),
            }
        }
        rest
    }

    /// Hashes `paths` with the person's algorithms plus those the expected checksums
    /// need; they are given to the check as waiting.
    pub(crate) fn start_run(&mut self, env: &Env<'_>, paths: Vec<PathBuf>) {
        // A file given again (its signature dropped first, then the file) is hashed
        // again, and its row replaces the old one: it appears once.
        let again: Vec<PathBuf> = paths
            .iter()
            .filter(|p| self.check.model().file(p).is_some())
            .cloned()
            .collect();
        if !again.is_empty() {
            self.session.results.remove_paths(&again);
        }
        let extra = self.check.model().required_algorithms();
        let expects = self.check.expects_something();
        for p in &paths {
            self.check.model_mut().add_file(p.clone());
        }
        // A download the catalogue knows: its publisher may be asked while it is
        // hashed (the button, offered while no list is in use; or at once when the
        // person chose to always ask, a list in use or not: the publisher's list then
        // joins the session's others, and a mismatch in any wins).
        self.publishers.look_up(env.ctx, &paths);
        let lists = self.check.list_algorithms();
        let hidden: Vec<_> = extra
            .iter()
            .copied()
            .filter(|a| !env.settings.algorithms.contains(a) && !lists.contains(a))
            .collect();
        self.session.results.set_hidden(hidden);
        let spec = env.settings.job_spec(paths, &extra, expects);
        self.session.next_run += 1;
        let wake = env.repaint.wake();
        let on_end = env.frames.job_reporter();
        match HashRun::start(self.session.next_run, spec, Some(wake), on_end) {
            Ok(run) => self.session.run = Some(run),
            Err(e) => {
                self.check.run_ended();
                self.notice = Some(Notice::Error(e));
            }
        }
    }

    /// Takes the answers about dropped key and signature files.
    fn poll_pgp(&mut self, env: &Env<'_>) {
        for (path, hash_target, what, publishers_own) in finished(&mut self.pgp) {
            let signed = trust::signed_file_of(&path);
            // One signature, one verdict: the publisher's judgement of it stands.
            if !(publishers_own && matches!(what, PgpDrop::SignsFile(..))) {
                self.take_pgp_answer(env, path, hash_target, what);
            }
            if let Some(file) = signed {
                self.check.model_mut().file_signature_looked_up(&file);
            }
        }
    }

    fn take_pgp_answer(&mut self, env: &Env<'_>, path: PathBuf, hash: bool, what: PgpDrop) {
        match what {
            PgpDrop::Key(offer) => self.events.push(Event::OfferKey(path, offer)),
            PgpDrop::KeyUnreadable(e) => {
                self.notice = Some(Notice::Error(t!(
                    "key-add-failed",
                    name = path.display().to_string(),
                    error = reasons::trust_error(&e)
                )));
            }
            PgpDrop::SignsChecksumFile { sums, signature } => {
                let alone = !self.check.lists().contains_key(&sums)
                    || self.check.lists().get(&sums).is_some_and(|l| l.hash_beside);
                self.open_checksum_file(env, sums, Some(signature), alone);
            }
            PgpDrop::SignsInUse(list, state) => {
                self.check.set_signature(&list, state, Some(path));
            }
            PgpDrop::SignsFile(target, state) => {
                // A file already given is not hashed again: it appears once.
                let given = self.check.model().file(&target).is_some();
                self.check.set_file_signature(target.clone(), path, state);
                if hash && !given {
                    self.queue_paths(env, vec![target], false);
                }
            }
            PgpDrop::Orphan => {
                self.notice = Some(Notice::Info(t!(
                    "signature-orphan",
                    name = path.display().to_string()
                )));
            }
            PgpDrop::Other => self.queue_paths(env, vec![path], false),
            PgpDrop::Failed(why) => self.signature_not_read(path, why),
        }
    }

    /// A dropped signature whose reading failed inside Hashdrop: said, and what it
    /// signs (a list in use, or a file waiting for it) counts as signed by a signature
    /// that could not be checked, never as unsigned.
    fn signature_not_read(&mut self, path: PathBuf, why: String) {
        self.notice = Some(Notice::Error(why));
        let Some(target) = trust::signed_file_of(&path) else {
            return;
        };
        let state = SignatureState::Unreadable(background::failed_check_words());
        if self.check.lists().contains_key(&target) {
            self.check.set_signature(&target, state, Some(path));
        } else if self.check.model().awaits_file_signature(&target) {
            self.check.set_file_signature(target, path, state);
        }
    }

    /// Takes the checksum files that finished loading (and those found beside a
    /// dropped file), then starts a pending drop once the clipboard and the lists have
    /// answered (or the wait is over), then whatever was queued meanwhile.
    pub(super) fn poll_intake(&mut self, env: &Env<'_>) {
        self.poll_pgp(env);
        self.poll_own_signatures();
        self.poll_lists(env.ctx);
        let polled = self.publishers.poll(env.ctx, env.settings.ask_publisher);
        if let Some(file) = polled.unusable {
            let name = file.display().to_string();
            self.notice = Some(Notice::Error(t!("publisher-user-file-unused", name = name)));
        }
        for answered in polled.answers {
            match answered.evidence {
                Evidence::List(list) => self.check.add_publisher_list(answered.publisher, *list),
                Evidence::Signature(sig) => {
                    self.check
                        .set_publisher_file_signature(answered.file, answered.publisher, sig);
                }
            }
        }
        let now = Instant::now();
        // Files given on the command line wait for the window's first frames, so that
        // the window appears at once rather than after the workers' start.
        let window_up = env.ctx.cumulative_frame_nr() >= FIRST_FRAMES
            || env.opened_at.elapsed() >= FIRST_FRAMES_WAIT;
        let lists_read = self.loading.is_empty() && self.neighbour.is_none();
        let ready = self.session.pending.as_ref().is_some_and(|p| {
            window_up && (now >= p.deadline || (!p.waiting_clipboard && lists_read))
        });
        if ready && let Some(p) = self.session.pending.take() {
            self.start_run(env, p.paths);
        }
        if self.session.pending.is_none()
            && !self.session.run.as_ref().is_some_and(HashRun::is_running)
            && !self.session.queue.is_empty()
        {
            let paths = std::mem::take(&mut self.session.queue);
            self.start_run(env, paths);
        }
    }

    /// Adds the lists that finished loading to the check, and says how far a list
    /// still being read has got.
    fn poll_lists(&mut self, ctx: &egui::Context) {
        let mut done = Vec::new();
        self.loading.retain_mut(|l| match l.task.poll() {
            Some(answer) => {
                done.push((answer, l.progress.is_stopped()));
                false
            }
            None => true,
        });
        for ((loaded, alone), stopped) in done {
            match loaded {
                Ok(l) => {
                    self.notice = (!l.notes.is_empty()).then(|| Notice::Info(l.notes.join(" ")));
                    self.check.add_list(l, alone);
                }
                // Stopping was asked for: no error, only what happened.
                Err(e) if stopped => self.notice = Some(Notice::Info(e)),
                Err(e) => self.notice = Some(Notice::Error(e)),
            }
        }
        if let Some(l) = self.loading.first() {
            self.notice = Some(Notice::Info(t!(
                "reading-list-progress",
                name = l.path.display().to_string(),
                lines = l.progress.lines()
            )));
            ctx.request_repaint_after(PROGRESS_EVERY);
        }
        if let Some(t) = &mut self.neighbour
            && let Some(found) = t.poll()
        {
            self.neighbour = None;
            // Every list that names the file: a mismatch against any of them is red.
            for l in found {
                self.check.add_list(l, false);
            }
        }
    }

    /// Takes a paste that answers the app's request for the clipboard; `false` when no
    /// request is out (the paste is the person's own). For a drop, a checksum copied
    /// since the window opened or since the last drop is used, with the headline saying
    /// so; anything else is left alone.
    pub(crate) fn answer_clipboard(&mut self, text: &str) -> bool {
        let Some(fresh) = self.clipboard.answer(text) else {
            return false;
        };
        if let Some(p) = &mut self.session.pending {
            p.waiting_clipboard = false;
        }
        if let Some(text) = fresh {
            // Text that is not a checksum is simply not used.
            let _ = self.check.model_mut().set_clipboard(&text);
        }
        true
    }
}
