//! How work comes in: paths dropped, chosen or given on the command line wait a
//! moment for the clipboard and for a checksum file next to them, then become a run;
//! a checksum file is read off the UI thread and the files it lists are checked.

use crate::t;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::super::background::Task;
use super::super::drop;
use super::super::jobs::HashRun;
use super::super::pgp_drop::{self, PgpDrop};
use super::super::signature_view::SignatureState;
use super::super::sums_bridge;
use super::super::verify::Source;
use super::super::verify_view::Parsed;
use super::{HashdropApp, Notice};
use crate::sums::Expectation;
use crate::trust;

/// At most this many key or signature files of one drop are read as such; a drop of
/// more (a whole folder's contents) is hashed like any other files.
const MAX_PGP_PER_DROP: usize = 4;

/// How long a drop waits for the clipboard's answer and the search for a checksum
/// file next to it before hashing starts anyway.
const DROP_WAIT: Duration = Duration::from_millis(400);

/// Files given on the command line start after the first frames, or after this
/// long if no frame comes (the window was hidden at once): never later.
const FIRST_FRAMES_WAIT: Duration = Duration::from_millis(500);

/// How many frames the window draws before a run starts (matters only at start-up,
/// for files given on the command line: a drop comes long after).
const FIRST_FRAMES: u64 = 2;

/// A drop waiting a moment for the clipboard and for a checksum file next to it.
pub(super) struct Pending {
    paths: Vec<PathBuf>,
    /// Wall-clock, not the window's time: that stands still while the window is hidden.
    deadline: Instant,
    waiting_clipboard: bool,
    neighbour: Option<Task<Option<(Expectation, SignatureState)>>>,
}

impl HashdropApp {
    /// Paths the person gave (a drop, the file dialog, the command line, another
    /// launch): key and signature files are read as such (a key is only offered, never
    /// kept unasked), the rest hashed or checked. `dropped`: the paths came from a drop
    /// (or another launch), so the clipboard may hold the expected checksum.
    pub(super) fn add_paths(&mut self, ctx: &egui::Context, paths: Vec<PathBuf>, dropped: bool) {
        let paths = self.take_pgp_files(ctx, paths);
        self.queue_paths(ctx, paths, dropped);
    }

    /// Hash `paths`, or check the files a checksum file lists.
    fn queue_paths(&mut self, ctx: &egui::Context, paths: Vec<PathBuf>, dropped: bool) {
        if paths.is_empty() {
            return;
        }
        if paths.len() == 1 && drop::looks_like_checksum_file(&paths[0]) {
            self.open_checksum_file(ctx, paths[0].clone(), None);
            return;
        }
        if self.session.pending.is_some()
            || self.session.run.as_ref().is_some_and(HashRun::is_running)
        {
            // One job at a time: later additions wait their turn.
            self.session.queue.extend(paths);
            return;
        }
        let waiting_clipboard = dropped && self.expectation().is_none();
        if waiting_clipboard {
            // egui cannot read the clipboard directly; this asks the window for a paste
            // event, which arrives within a frame or two (or never, without a clipboard).
            ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
        }
        let neighbour = (paths.len() == 1 && self.expectation().is_none())
            .then(|| {
                let p = paths[0].clone();
                let store = self.key_store.clone();
                Task::spawn("hashdrop-find-sums", Some(ctx.clone()), move || {
                    sums_bridge::find_signed_listing(&p, store.as_ref())
                })
                .ok()
            })
            .flatten();
        self.session.pending = Some(Pending {
            paths,
            deadline: Instant::now() + DROP_WAIT,
            waiting_clipboard,
            neighbour,
        });
    }

    /// Reads a checksum file off the UI thread, with `signature` (a dropped one) or the
    /// one beside it, then checks the files it lists.
    pub(super) fn open_checksum_file(
        &mut self,
        ctx: &egui::Context,
        path: PathBuf,
        signature: Option<PathBuf>,
    ) {
        self.notice = Some(Notice::Info(t!(
            "reading-file",
            name = path.display().to_string()
        )));
        let store = self.key_store.clone();
        self.tasks.loading = Task::spawn("hashdrop-load-sums", Some(ctx.clone()), move || {
            sums_bridge::load_checksum_file(&path, signature.as_deref(), store.as_ref())
        })
        .ok();
    }

    /// Takes the dropped files that may be keys or signatures out of `paths`, to be
    /// read off the UI thread (whether a `.gpg` holds a key or a signature is known only
    /// once it is read), and returns the rest. A signature dropped together with the
    /// checksum file it signs is left to that file's loading, which finds it beside it.
    fn take_pgp_files(&mut self, ctx: &egui::Context, paths: Vec<PathBuf>) -> Vec<PathBuf> {
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
            let store = self.key_store.clone();
            let in_use = self.expected.checksum_file().map(PathBuf::from);
            let path = p.clone();
            let task = Task::spawn("hashdrop-read-pgp", Some(ctx.clone()), move || {
                let what = pgp_drop::read_dropped(&path, in_use.as_deref(), store.as_ref());
                (path, !with_target, what)
            });
            match task {
                Ok(t) => self.tasks.pgp.push(t),
                Err(_) => rest.push(p),
            }
        }
        rest
    }

    pub(super) fn start_run(&mut self, ctx: &egui::Context, paths: Vec<PathBuf>) {
        let exp = self.expectation();
        let extra = exp
            .map(Expectation::required_algorithms)
            .unwrap_or_default();
        let spec = self.settings.job_spec(paths, &extra, exp.is_some());
        self.session.next_run += 1;
        let wake = self.drawing.pacer.repaint(ctx).wake();
        let on_end = self.drawing.frames.job_reporter();
        match HashRun::start(self.session.next_run, spec, Some(wake), on_end) {
            Ok(run) => self.session.run = Some(run),
            Err(e) => self.notice = Some(Notice::Error(e)),
        }
    }

    /// Takes the answers about dropped key and signature files.
    fn poll_pgp(&mut self, ctx: &egui::Context) {
        let mut answers = Vec::new();
        self.tasks.pgp.retain_mut(|t| match t.poll() {
            Some(answer) => {
                answers.push(answer);
                false
            }
            None => true,
        });
        for (path, hash_target, what) in answers {
            self.take_pgp_answer(ctx, path, hash_target, what);
        }
    }

    fn take_pgp_answer(&mut self, ctx: &egui::Context, path: PathBuf, hash: bool, what: PgpDrop) {
        match what {
            PgpDrop::Key(offer) => self.offer_key(path, offer),
            PgpDrop::KeyUnreadable(e) => {
                self.notice = Some(Notice::Error(t!(
                    "key-add-failed",
                    name = path.display().to_string(),
                    error = e.to_string()
                )));
            }
            PgpDrop::SignsChecksumFile { sums, signature } => {
                self.open_checksum_file(ctx, sums, Some(signature));
            }
            PgpDrop::SignsInUse(state) => {
                if self.expected.checksum_file().is_some() {
                    self.expected.signature = Some(state);
                    self.expected.signature_file = Some(path);
                }
            }
            PgpDrop::SignsFile(target, state) => {
                self.session.file_signatures.push((target.clone(), state));
                if hash {
                    self.queue_paths(ctx, vec![target], false);
                }
            }
            PgpDrop::Orphan => {
                self.notice = Some(Notice::Info(t!(
                    "signature-orphan",
                    name = path.display().to_string()
                )));
            }
            PgpDrop::Other => self.queue_paths(ctx, vec![path], false),
        }
    }

    /// Starts a pending drop once the clipboard and the neighbour search have
    /// answered (or the wait is over), then whatever was queued meanwhile; takes a
    /// checksum file that finished loading.
    pub(super) fn poll_intake(&mut self, ctx: &egui::Context) {
        self.poll_pgp(ctx);
        let now = Instant::now();
        // Files given on the command line wait for the window's first frames, so that
        // the window appears at once rather than after the workers' start.
        let window_up = ctx.cumulative_frame_nr() >= FIRST_FRAMES
            || self.drawing.opened_at.elapsed() >= FIRST_FRAMES_WAIT;
        let mut ready = None;
        if let Some(p) = &mut self.session.pending {
            if let Some(t) = &mut p.neighbour
                && let Some(found) = t.poll()
            {
                p.neighbour = None;
                if let Some((exp, signature)) = found {
                    self.expected.set_from_file(exp, signature);
                }
            }
            if window_up && (now >= p.deadline || (!p.waiting_clipboard && p.neighbour.is_none())) {
                ready = Some(std::mem::take(&mut p.paths));
            }
        }
        if let Some(paths) = ready {
            self.session.pending = None;
            self.start_run(ctx, paths);
        }
        if self.session.pending.is_none()
            && !self.session.run.as_ref().is_some_and(HashRun::is_running)
            && !self.session.queue.is_empty()
        {
            let paths = std::mem::take(&mut self.session.queue);
            self.start_run(ctx, paths);
        }
        if let Some(t) = &mut self.tasks.loading
            && let Some(loaded) = t.poll()
        {
            self.tasks.loading = None;
            match loaded {
                Ok(l) => {
                    self.notice = (!l.notes.is_empty()).then(|| Notice::Info(l.notes.join(" ")));
                    self.expected.text.clear();
                    self.expected.parsed = Parsed::Empty;
                    self.expected.set_from_file(l.expectation, l.signature);
                    self.expected.signature_file = l.signature_file;
                    self.expected.rehashed_for = self.expected.generation;
                    self.session.results.remove_paths(&l.inputs);
                    self.queue_paths(ctx, l.inputs, false);
                }
                Err(e) => self.notice = Some(Notice::Error(e)),
            }
        }
    }

    /// Takes a paste that answers a drop's request for the clipboard; `false` when no
    /// drop waits for one. Only a checksum is taken; other text is left alone.
    pub(super) fn answer_clipboard(&mut self, text: &str) -> bool {
        let Some(p) = &mut self.session.pending else {
            return false;
        };
        if !p.waiting_clipboard {
            return false;
        }
        p.waiting_clipboard = false;
        if let Parsed::Expect(_) = sums_bridge::parse_text(text, Source::Clipboard) {
            self.set_expected(text.trim(), Source::Clipboard);
        }
        true
    }
}
