//! How work comes in: paths dropped, chosen or given on the command line wait a
//! moment for the clipboard and for a checksum file next to them, then become a run;
//! a checksum file is read off the UI thread and the files it lists are checked.

use crate::t;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::super::background::Task;
use super::super::drop;
use super::super::jobs::HashRun;
use super::super::key_store::KeyStoreError;
use super::super::signature_view::SignatureState;
use super::super::sums_bridge;
use super::super::verify::Source;
use super::super::verify_view::Parsed;
use super::{HashdropApp, Notice};
use crate::sums::Expectation;

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
    /// Hash `paths`, or check the files a checksum file lists. `dropped`: the paths came
    /// from a drop, so the clipboard may hold the expected checksum.
    pub(super) fn add_paths(&mut self, ctx: &egui::Context, paths: Vec<PathBuf>, dropped: bool) {
        if paths.is_empty() {
            return;
        }
        if paths.len() == 1 && drop::looks_like_checksum_file(&paths[0]) {
            self.open_checksum_file(ctx, paths[0].clone());
            return;
        }
        if dropped
            && paths.len() == 1
            && drop::may_be_key_file(&paths[0])
            && let Some(store) = self.key_store.clone()
        {
            // Whether it holds keys is known only once it is read (`.gpg` is also a
            // signature's ending): off the UI thread; a file with no key is hashed.
            let path = paths[0].clone();
            self.tasks.adding_key = Task::spawn("hashdrop-add-key", Some(ctx.clone()), move || {
                let added = store.add(&path);
                (path, added)
            })
            .ok();
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

    pub(super) fn open_checksum_file(&mut self, ctx: &egui::Context, path: PathBuf) {
        self.notice = Some(Notice::Info(t!(
            "reading-file",
            name = path.display().to_string()
        )));
        let store = self.key_store.clone();
        self.tasks.loading = Task::spawn("hashdrop-load-sums", Some(ctx.clone()), move || {
            sums_bridge::load_checksum_file(&path, store.as_ref())
        })
        .ok();
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

    /// Takes the answer about a dropped key file: kept and announced, or, when it holds
    /// no key, hashed like any other file.
    fn poll_added_key(&mut self, ctx: &egui::Context) {
        let Some(t) = &mut self.tasks.adding_key else {
            return;
        };
        let Some((path, added)) = t.poll() else {
            return;
        };
        self.tasks.adding_key = None;
        match added {
            Ok(key) => {
                self.refresh_keys(ctx);
                self.notice = Some(Notice::Info(t!(
                    "key-added",
                    name = &key.name,
                    fingerprint = key.fingerprint.grouped()
                )));
            }
            Err(KeyStoreError::NotAKey(_)) => self.add_paths(ctx, vec![path], false),
            Err(e) => {
                self.notice = Some(Notice::Error(t!(
                    "key-add-failed",
                    name = path.display().to_string(),
                    error = e.to_string()
                )));
            }
        }
    }

    /// Starts a pending drop once the clipboard and the neighbour search have
    /// answered (or the wait is over), then whatever was queued meanwhile; takes a
    /// checksum file that finished loading.
    pub(super) fn poll_intake(&mut self, ctx: &egui::Context) {
        self.poll_added_key(ctx);
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
                    self.expected.rehashed_for = self.expected.generation;
                    self.session.results.remove_paths(&l.inputs);
                    self.add_paths(ctx, l.inputs, false);
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
