//! The eframe App: persisted [`Settings`] plus run-time state, the panels, and the
//! [`Command`]s the views push, applied after the frame is laid out: each room's to
//! the room (its `apply`), the shell's own here.

use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::time::Instant;

use egui::{Key, KeyboardShortcut, Modifiers};

mod answers;
mod dialogs;
mod frame;
mod in_window_chooser;
mod key_commands;
mod state;
mod top_bar;

pub use crate::gui::command::{App as AppCmd, Command, Commands, Dialog, View};
pub use crate::gui::hash::check::{Checking, ListInfo};
use crate::gui::hash::state::Ask;
pub use crate::gui::hash::state::{ExpectedInput, Session, Stage};
use crate::gui::hash::{Env, Event, Hash};
use crate::gui::settings::file_menus::FileMenus;
use crate::gui::settings::keys::AddedKeys;
use state::Drawing;
pub use state::Notice;

use crate::desktop::key_store::KeyStore;
use crate::desktop::single_instance::Claim;
use crate::gui::bench::state::BenchState;
use crate::gui::common::background::Task;
use crate::gui::common::jobs::HashRun;
use crate::gui::compare::{self, Compare};
use crate::gui::i18n;
use crate::gui::settings::Settings;
use dialogs::Dialogs;

/// The view named by `HASHDROP_VIEW` (`hash`, `compare`, `bench`), if any. With
/// `compare`, the files given on the command line fill the compare slots.
fn view_from_env() -> Option<View> {
    match std::env::var("HASHDROP_VIEW")
        .ok()?
        .to_ascii_lowercase()
        .as_str()
    {
        "hash" => Some(View::Hash),
        "compare" => Some(View::Compare),
        "bench" | "benchmark" => Some(View::Bench),
        _ => None,
    }
}

/// The app: the person's persisted choices, and the run-time state in named parts.
/// The views do not change state directly: they push [`Command`]s, applied after
/// the frame is laid out. Its parts are reached through its methods only.
pub struct HashdropApp {
    /// The person's choices (persisted, saved when they change).
    settings: Settings,
    /// What was last written to storage, and since when the settings differ from it.
    saved: (Settings, Option<Instant>),
    /// The view shown.
    view: View,
    /// The hash view: what was asked and came back, the box, the check.
    hash: Hash,
    /// The compare view.
    compare: Compare,
    /// The benchmark view.
    bench: BenchState,
    /// Keys the person added (checked with the bundled ones); none in tests unless set.
    key_store: Option<KeyStore>,
    /// The file dialogs open, and the window's own chooser.
    dialogs: Dialogs,
    drawing: Drawing,
    /// The keys the person added, as last read.
    added_keys: AddedKeys,
    /// "Add Hashdrop to my file manager's menu": the work and its last report.
    file_menus: FileMenus,
    /// What the views asked for this frame.
    commands: Commands,
    /// Files that later launches handed to this window (see `single_instance`).
    incoming: Option<Receiver<Vec<PathBuf>>>,
    /// This launch's place among instances (kept so its listener lives with the window).
    instance: Option<Claim>,
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
            view: view_from_env().unwrap_or_default(),
            hash: Hash::default(),
            compare: Compare::default(),
            bench: BenchState::default(),
            key_store: storage.and_then(|_| KeyStore::default_location()),
            dialogs: Dialogs::default(),
            drawing: Drawing::default(),
            added_keys: AddedKeys::default(),
            file_menus: FileMenus::default(),
            incoming: None,
            instance: None,
            commands: Commands::default(),
        };
        app.added_keys.refresh(ctx, app.key_store.as_ref());
        if storage.is_some() {
            // The person's own publishers and data folder (tests set their own).
            app.hash.publishers.setup = crate::gui::hash::ask_publisher::Setup::from_env();
            // The real window (tests have no storage and keep egui's default).
            app.drawing.desktop_theme = Task::spawn(
                "hashdrop-desktop-theme",
                Some(ctx.clone()),
                crate::desktop::appearance::ask,
                // Not known: the window keeps its own light theme.
                || None,
            )
            .ok();
        }
        // What the clipboard holds now was copied before the window opened: it is
        // never taken for a drop's expected checksum.
        app.hash.clipboard.ask(ctx, Ask::Baseline);
        if app.view == View::Compare && !files.is_empty() {
            // `HASHDROP_VIEW=compare hashdrop A B` opens comparing A with B.
            app.commands.push(compare::Cmd::Files(None, files));
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

    /// For the real window, whose renderer clears it to the panels' colour
    /// ([`eframe::App::clear_color`]): the panels then paint no fill of their own.
    pub fn background_cleared_by_renderer(&mut self) {
        self.drawing.cleared_background = true;
    }

    /// Keeps this launch's place among instances, and takes the files later launches
    /// hand over, for as long as the window lives.
    pub(crate) fn listen(&mut self, instance: Claim, incoming: Option<Receiver<Vec<PathBuf>>>) {
        self.instance = Some(instance);
        self.incoming = incoming;
    }

    /// Takes the files handed over on `incoming` as if dropped (for tests: a second
    /// launch's hand-over without the socket).
    pub fn set_incoming(&mut self, incoming: Receiver<Vec<PathBuf>>) {
        self.incoming = Some(incoming);
    }

    /// The person's choices.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The person's choices, to change (saved soon after).
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    /// The view shown.
    pub fn view(&self) -> View {
        self.view
    }

    /// Shows `view` (as its button in the top bar does).
    pub fn set_view(&mut self, view: View) {
        self.view = view;
    }

    /// The hash room.
    pub fn hash(&self) -> &Hash {
        &self.hash
    }

    /// The hash room, to set up (tests: a publisher catalogue of their own).
    pub fn hash_mut(&mut self) -> &mut Hash {
        &mut self.hash
    }

    /// The compare room.
    pub fn compare(&self) -> &Compare {
        &self.compare
    }

    /// The compare room, to set up (tests: stand-in drives).
    pub fn compare_mut(&mut self) -> &mut Compare {
        &mut self.compare
    }

    /// The benchmark lab.
    pub fn bench(&self) -> &BenchState {
        &self.bench
    }

    /// The benchmark lab, to set up.
    pub fn bench_mut(&mut self) -> &mut BenchState {
        &mut self.bench
    }

    /// "Add Hashdrop to my file manager's menu".
    pub fn file_menus(&self) -> &FileMenus {
        &self.file_menus
    }

    /// "Add Hashdrop to my file manager's menu", to set up (tests: folders of their own).
    pub fn file_menus_mut(&mut self) -> &mut FileMenus {
        &mut self.file_menus
    }

    /// Uses `store` for the keys the person adds (tests: a folder of their own).
    pub fn set_key_store(&mut self, store: Option<KeyStore>) {
        self.key_store = store;
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
                match self.view {
                    View::Compare => self.commands.push(compare::Cmd::Files(None, paths)),
                    _ => self.commands.push(crate::gui::hash::Cmd::AddPaths(paths)),
                }
                ctx.send_viewport_cmd(egui::ViewportCommand::Focus);
            }
        }
        let comparing = self.compare.is_running();
        self.compare.poll();
        if comparing && !self.compare.is_running() {
            self.drawing.frames.report_and_reset(&self.drawing.pacer);
        }
        self.bench.poll();
        match self.added_keys.poll() {
            Some(Ok(())) => {
                let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
                self.hash.recheck_signatures(&env);
            }
            Some(Err(e)) => self.hash.notice = Some(Notice::Error(e)),
            None => {}
        }
        self.file_menus.poll();
        self.take_answers(ctx);
        // Last: what the dialogs gave is taken into the check in the same frame.
        let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
        let polled = self.hash.poll(&env);
        if polled.run_ended {
            self.drawing.frames.report_and_reset(&self.drawing.pacer);
        }
        for event in polled.events {
            match event {
                Event::OfferKey(path, offer) => {
                    if let Some(n) = self.added_keys.offer(path, offer) {
                        self.hash.notice = Some(n);
                    }
                }
            }
        }
    }

    fn handle_keys(&mut self, ctx: &egui::Context) {
        let open = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
        if ctx.input_mut(|i| i.consume_shortcut(&open)) {
            let dialog = match self.view {
                View::Hash => Dialog::AddFiles,
                View::Compare => Dialog::CompareSlot(usize::from(self.compare.slots[0].is_some())),
                View::Bench => Dialog::BenchFile,
            };
            self.commands.push(AppCmd::Open(dialog));
        }
        if ctx.input(|i| i.key_pressed(Key::Escape)) && self.is_busy() {
            self.commands.push(AppCmd::Cancel);
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
                .push(crate::gui::hash::Cmd::SetExpected(text.trim().to_string()));
        }
    }

    /// Applies one command: a room's to the room, the shell's here.
    fn apply(&mut self, ctx: &egui::Context, cmd: Command) {
        match cmd {
            Command::Hash(c) => {
                let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
                self.hash.apply(&env, c);
            }
            Command::Compare(c) => {
                if matches!(c, compare::Cmd::CheckDrive(_)) {
                    self.view = View::Compare;
                }
                let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
                self.compare.apply(&env, c);
            }
            Command::Bench(c) => self.bench.apply(ctx, c),
            Command::App(c) => self.apply_app(ctx, c),
        }
    }

    /// Applies one of the shell's own commands.
    fn apply_app(&mut self, ctx: &egui::Context, cmd: AppCmd) {
        match cmd {
            AppCmd::Open(d) => {
                let notice = self.dialogs.open(ctx, d);
                self.notify(notice);
            }
            AppCmd::Save(what) => self.save(ctx, what),
            AppCmd::Cancel => {
                self.hash.cancel();
                self.compare.cancel();
                self.bench.cancel();
            }
            AppCmd::Copy(text) => ctx.copy_text(text),
            AppCmd::Show(v) => self.view = v,
            AppCmd::ShowOptions(on) => self.settings.show_options = on,
            AppCmd::AddFileManagerMenus => self.file_menus.install(ctx),
            AppCmd::RemoveKey(_)
            | AppCmd::AcceptKey(_)
            | AppCmd::DeclineKey
            | AppCmd::TrustSigner(..) => self.apply_key(ctx, cmd),
        }
    }

    /// Shows `notice` under the box, if there is one.
    fn notify(&mut self, notice: Option<Notice>) {
        if notice.is_some() {
            self.hash.notice = notice;
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
