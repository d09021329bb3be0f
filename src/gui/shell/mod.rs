//! The eframe App: persisted [`Settings`] plus run-time state, the panels, and the
//! [`Command`]s the panels ask for, applied after the frame is laid out.

use std::path::PathBuf;
use std::time::Instant;

use egui::{Key, KeyboardShortcut, Modifiers};

mod chooser;
mod dialogs;
mod frame;
mod in_window_chooser;
mod key_commands;
mod state;
mod top_bar;

pub use crate::gui::hash::check::{Checking, ListInfo};
use crate::gui::hash::state::Ask;
pub use crate::gui::hash::state::{ExpectedInput, Session, Stage};
use crate::gui::hash::{Env, Event, Hash};
use crate::gui::settings::file_menus::FileMenus;
use crate::gui::settings::keys::AddedKeys;
pub use state::Notice;
use state::{Drawing, Tasks};

pub use dialogs::Dialog;

use crate::desktop::key_store::KeyStore;
use crate::gui::bench::state::BenchState;
use crate::gui::common::background::Task;
use crate::gui::common::jobs::HashRun;
use crate::gui::compare::{self, Compare};
use crate::gui::hash::export::Format;
use crate::gui::i18n;
use crate::gui::settings::Settings;

/// Which view fills the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    /// Checksums of files, checked against what is expected.
    #[default]
    Hash,
    /// Two files compared.
    Compare,
    /// The benchmark: is the disk or the CPU the bottleneck?
    Bench,
}

impl View {
    /// The view named by `HASHDROP_VIEW` (`hash`, `compare`, `bench`), if any. With
    /// `compare`, the files given on the command line fill the compare slots.
    pub fn from_env() -> Option<Self> {
        match std::env::var("HASHDROP_VIEW")
            .ok()?
            .to_ascii_lowercase()
            .as_str()
        {
            "hash" => Some(Self::Hash),
            "compare" => Some(Self::Compare),
            "bench" | "benchmark" => Some(Self::Bench),
            _ => None,
        }
    }
}

/// What the panels ask for; applied after the frame's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Hash these files and folders (or check them, for a checksum file).
    AddPaths(Vec<PathBuf>),
    /// Open a file dialog.
    Open(Dialog),
    /// Pause or resume.
    SetPaused(bool),
    /// Stop the running work.
    Cancel,
    /// Forget the results.
    Clear,
    /// The box's text, as typed (judged once complete; empty: expect nothing typed).
    SetExpected(String),
    /// The box was left: judge what it holds.
    CommitExpected,
    /// Use the checksum that was on the clipboard before the window opened, or not.
    ClipboardOffer(bool),
    /// Stop checking against this checksum file ("Forget it").
    ForgetList(PathBuf),
    /// Do not use the checksum copied to the clipboard ("Don't use it").
    DontUseClipboard,
    /// Put text on the clipboard.
    Copy(String),
    /// Save the results.
    Export(Format),
    /// Switch view.
    Show(View),
    /// Put files in the compare slots (`Some(slot)`: the one under the pointer).
    CompareFiles(Option<usize>, Vec<PathBuf>),
    /// Empty both compare slots.
    CompareReset,
    /// Back from a pair to its folder comparison.
    CompareBack,
    /// Compare folders with this algorithm, quick or not.
    CompareOptions(crate::engine::Algorithm, bool),
    /// Compare two files of the folder comparison.
    ComparePair(PathBuf, PathBuf),
    /// Check the USB stick or SD card an image was written to (in the Compare view).
    CheckDrive(PathBuf),
    /// Ask a file's publisher for its signed checksum.
    AskPublisher(PathBuf),
    /// What the drive check asked for.
    Drive(compare::drive::DriveAction),
    /// What the check of a stick without its image asked for.
    Stick(compare::stick::StickAction),
    /// Save the folder comparison's report or a side's checksums.
    CompareExport(compare::AuditExport),
    /// Benchmark with this file.
    BenchFile(PathBuf),
    /// Stop trusting a key the person added.
    RemoveKey(crate::desktop::key_store::StoredKey),
    /// Trust this key of the key file the confirmation shows (the person clicked its
    /// Add).
    AcceptKey(crate::trust::Fingerprint),
    /// Add no other key of it (Cancel, Close, Escape).
    DeclineKey,
    /// "Add a key": choose a key file in a file dialog, then confirm each key in it by
    /// its fingerprint, exactly as for a dropped key file. Any part of the window may
    /// push it (the options' **Add…**, a verdict's "Add the publisher's key…").
    AddKeyDialog,
    /// "Trust this signer…": confirm a Sigstore signer (identity, issuer) as a key is
    /// confirmed; the path is what the bundle signed.
    TrustSigner(String, String, PathBuf),
    /// Show or hide the options beside the view.
    ShowOptions(bool),
    /// Start the benchmark.
    BenchRun,
    /// Start the one-click quick test.
    BenchQuick,
    /// Save the benchmark's report.
    BenchExport(crate::lab::Format),
    /// Add Hashdrop to the file managers' menus (Linux).
    AddFileManagerMenus,
}

/// The app: the person's persisted choices, and the run-time state in named parts.
/// The panels do not change state directly: they push [`Command`]s, applied after
/// the frame is laid out.
pub struct HashdropApp {
    /// The person's choices (persisted, saved when they change).
    pub settings: Settings,
    /// What was last written to storage, and since when the settings differ from it.
    pub(crate) saved: (Settings, Option<Instant>),
    /// The view shown.
    pub view: View,
    /// The hash view: what was asked and came back, the box, the check.
    pub hash: Hash,
    /// The compare view.
    pub compare: Compare,
    /// The benchmark view.
    pub bench: BenchState,
    /// Keys the person added (checked with the bundled ones); none in tests unless set.
    pub key_store: Option<KeyStore>,
    pub(crate) tasks: Tasks,
    pub(crate) drawing: Drawing,
    /// The keys the person added, as last read.
    pub(crate) added_keys: AddedKeys,
    /// "Add Hashdrop to my file manager's menu": the work and its last report.
    pub file_menus: FileMenus,
    pub(crate) commands: Vec<Command>,
    /// Files that later launches handed to this window (see `single_instance`).
    pub incoming: Option<std::sync::mpsc::Receiver<Vec<PathBuf>>>,
    /// This launch's place among instances (kept so its listener lives with the window).
    pub instance: Option<crate::desktop::single_instance::Claim>,
}

impl HashdropApp {
    /// The app with settings from `storage` (if any) and `files` queued. With a
    /// storage, the app's data folder is in use, so the keys added there are known
    /// (before `files` are looked at: a checksum file next to them may be signed).
    pub fn new(
        ctx: &egui::Context,
        storage: Option<&dyn eframe::Storage>,
        files: Vec<PathBuf>,
    ) -> Self {
        let settings = Settings::load(storage);
        i18n::set_language(settings.language());
        crate::gui::widgets::theme::apply(ctx);
        let mut app = Self {
            saved: (settings.clone(), None),
            settings,
            view: View::from_env().unwrap_or_default(),
            hash: Hash::default(),
            compare: Compare::default(),
            bench: BenchState::default(),
            key_store: storage.and_then(|_| KeyStore::default_location()),
            tasks: Tasks::default(),
            drawing: Drawing::default(),
            added_keys: AddedKeys::default(),
            file_menus: FileMenus::default(),
            incoming: None,
            instance: None,
            commands: Vec::new(),
        };
        app.added_keys.refresh(ctx, app.key_store.as_ref());
        if storage.is_some() {
            // The person's own publishers and data folder (tests set their own).
            app.hash.publishers.setup = crate::gui::hash::ask_publisher::Setup::from_env();
            // The real window (tests have no storage and keep egui's default).
            app.drawing.desktop_theme = Task::spawn(
                "hashdrop-desktop-theme",
                Some(ctx.clone()),
                crate::gui::settings::desktop_theme::ask,
            )
            .ok();
        }
        // What the clipboard holds now was copied before the window opened: it is
        // never taken for a drop's expected checksum.
        app.hash.clipboard.ask(ctx, Ask::Baseline);
        if app.view == View::Compare && !files.is_empty() {
            // `HASHDROP_VIEW=compare hashdrop A B` opens comparing A with B.
            app.commands.push(Command::CompareFiles(None, files));
        } else if !files.is_empty() {
            let env = env(&app.settings, app.key_store.as_ref(), &app.drawing, ctx);
            app.hash.add_paths(&env, files, false);
        }
        app
    }

    /// An app for tests: default settings, nothing read from or written to the user's
    /// files (no key store: only the bundled keys are known).
    /// The window speaks English, whatever the machine's language.
    pub fn new_for_test(ctx: &egui::Context) -> Self {
        let mut app = Self::new(ctx, None, Vec::new());
        app.settings.language = Some(i18n::Lang::En);
        app.saved.0.language = Some(i18n::Lang::En);
        i18n::set_language(i18n::Lang::En);
        app
    }

    /// The current (or last) hashing run, if any.
    pub fn run(&self) -> Option<&HashRun> {
        self.hash.session.run.as_ref()
    }

    /// Whether hashing, comparing or a pending drop is in progress.
    pub fn is_busy(&self) -> bool {
        self.hash.is_busy()
            || self.compare.is_running()
            || self.bench.is_running()
            || self.added_keys.is_busy()
    }

    /// Whether the window has done all it will do by itself: no work runs or waits,
    /// and the verdict is of everything given.
    pub fn is_settled(&self) -> bool {
        !self.is_busy() && self.commands.is_empty() && self.hash.check().is_settled()
    }

    /// Sets the expected checksum as if typed or pasted into the box.
    pub fn set_expected(&mut self, text: &str) {
        self.hash.set_expected(text);
    }

    /// The check: what is expected, the files given, and the last report.
    pub fn check(&self) -> &Checking {
        self.hash.check()
    }

    /// The key file waiting for the person's answer, if any.
    pub fn key_offer(&self) -> Option<&crate::trust::KeyOffer> {
        self.added_keys.offer_shown()
    }

    /// Takes what background work produced. Never blocks, and costs O(1) per new
    /// result: the collector threads have already turned events into rows.
    fn poll(&mut self, ctx: &egui::Context) {
        if let Some(rx) = &self.incoming {
            while let Ok(paths) = rx.try_recv() {
                // As if dropped: hashed (or compared, in the compare view), and shown.
                self.commands.push(match self.view {
                    View::Compare => Command::CompareFiles(None, paths),
                    _ => Command::AddPaths(paths),
                });
                ctx.send_viewport_cmd(egui::ViewportCommand::Focus);
            }
        }
        if self.hash.poll_run() {
            self.drawing.frames.report_and_reset(&self.drawing.pacer);
        }
        let comparing = self.compare.is_running();
        self.compare.poll();
        if comparing && !self.compare.is_running() {
            self.drawing.frames.report_and_reset(&self.drawing.pacer);
        }
        self.bench.poll();
        let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
        self.hash.poll_intake(&env);
        self.hash.poll_recheck();
        for event in self.hash.take_events() {
            match event {
                Event::OfferKey(path, offer) => {
                    if let Some(n) = self.added_keys.offer(path, offer) {
                        self.hash.notice = Some(n);
                    }
                }
            }
        }
        match self.added_keys.poll() {
            Some(Ok(())) => self.hash.recheck_signatures(&env),
            Some(Err(e)) => self.hash.notice = Some(Notice::Error(e)),
            None => {}
        }
        self.file_menus.poll();
        self.poll_dialogs(ctx);
    }

    /// Brings the check up to date and starts what it asks for.
    fn update_check(&mut self, ctx: &egui::Context) {
        let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
        self.hash.update_check(&env);
    }

    fn handle_keys(&mut self, ctx: &egui::Context) {
        let open = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
        if ctx.input_mut(|i| i.consume_shortcut(&open)) {
            self.commands.push(Command::Open(Dialog::for_ctrl_o(
                self.view,
                self.compare.slots[0].is_some(),
            )));
        }
        if ctx.input(|i| i.key_pressed(Key::Escape)) && self.is_busy() {
            self.commands.push(Command::Cancel);
        }
        let pasted = ctx.input(|i| {
            i.events.iter().rev().find_map(|e| match e {
                egui::Event::Paste(s) => Some(s.clone()),
                _ => None,
            })
        });
        let Some(text) = pasted else { return };
        if !self.hash.answer_clipboard(&text)
            && self.view == View::Hash
            && !ctx.egui_wants_keyboard_input()
        {
            self.commands
                .push(Command::SetExpected(text.trim().to_string()));
        }
    }

    fn apply(&mut self, ctx: &egui::Context, cmd: Command) {
        match cmd {
            Command::AddPaths(p) => {
                let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
                self.hash.add_paths(&env, p, true);
            }
            Command::Open(d) => self.open_dialog(ctx, d),
            Command::SetPaused(p) => {
                if let Some(r) = &self.hash.session.run {
                    r.set_paused(p);
                }
            }
            Command::Cancel => {
                self.hash.cancel();
                self.compare.cancel();
                self.bench.cancel();
            }
            Command::Clear => self.hash.clear(),
            Command::SetExpected(text) => self.hash.typed_expected(&text),
            Command::CommitExpected => self.hash.commit_expected(),
            Command::ClipboardOffer(use_it) => self.hash.answer_clipboard_offer(use_it),
            Command::ForgetList(path) => self.hash.check.remove_list(&path),
            Command::DontUseClipboard => self.hash.check.model_mut().clear_clipboard(),
            Command::Copy(text) => ctx.copy_text(text),
            Command::Export(format) => self.export_dialog(ctx, format),
            Command::Show(v) => self.view = v,
            Command::CompareFiles(slot, paths) => {
                self.compare.key_store = self.key_store.clone();
                let repaint = self.drawing.pacer.repaint(ctx);
                self.compare.set_many(slot, paths, &self.settings, &repaint);
            }
            Command::CompareReset => self.compare.reset(),
            Command::CheckDrive(image) => {
                self.view = View::Compare;
                self.compare.check_drive(image, ctx);
            }
            Command::Drive(a) => self.compare.drive_action(a, ctx),
            Command::AskPublisher(p) => self.hash.ask_publisher(ctx, &p),
            Command::Stick(a) => self.compare.stick_action(a, ctx),
            Command::CompareBack => self.compare.go_back(),
            Command::CompareOptions(a, quick) => self.compare.set_folder_options(a, quick),
            Command::ComparePair(a, b) => {
                let repaint = self.drawing.pacer.repaint(ctx);
                self.compare.open_pair(a, b, &self.settings, &repaint);
            }
            Command::CompareExport(what) => self.compare_export_dialog(ctx, what),
            Command::RemoveKey(_)
            | Command::AcceptKey(_)
            | Command::DeclineKey
            | Command::AddKeyDialog
            | Command::TrustSigner(..) => self.apply_key(ctx, cmd),
            Command::BenchFile(p) => {
                if !self.bench.is_running() {
                    self.bench.setup.file = Some(p);
                    self.bench.setup.use_file = true;
                }
            }
            Command::ShowOptions(on) => self.settings.show_options = on,
            Command::BenchRun => self.bench.start(ctx),
            Command::BenchQuick => {
                if !self.bench.is_running() {
                    self.bench.setup = crate::gui::bench::state::BenchSetup::quick();
                    self.bench.start(ctx);
                }
            }
            Command::BenchExport(format) => self.bench_export_dialog(ctx, format),
            Command::AddFileManagerMenus => self.file_menus.install(ctx),
        }
    }
}

/// What the hash room needs for one call, borrowed from the app's parts.
fn env<'a>(
    settings: &'a Settings,
    key_store: Option<&'a KeyStore>,
    drawing: &'a Drawing,
    ctx: &'a egui::Context,
) -> Env<'a> {
    Env {
        ctx,
        settings,
        key_store,
        frames: &drawing.frames,
        repaint: drawing.pacer.repaint(ctx),
        opened_at: drawing.opened_at,
    }
}
