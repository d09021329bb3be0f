//! The shell's side of keys: the list in the options, the confirmation of a key file,
//! and the commands they push. "Add a key" (`Dialog::AddKey`) opens a file dialog
//! whose chosen file is read on the dialog's thread and then confirmed key by key,
//! exactly as a dropped key file is.

use std::path::PathBuf;

use crate::gui::command::{App, Dialog};
use crate::gui::settings::key_views::{key_offer_ui, keys_ui};
use crate::gui::shell::dialogs::{DialogResult, read_offer};
use crate::gui::shell::{HashdropApp, Notice};
use crate::t;
use crate::trust::KeyOffer;

impl HashdropApp {
    /// The trusted keys in the options, with Remove and Add….
    pub(crate) fn keys_entry(&mut self, ui: &mut egui::Ui) {
        if let Some(c) = keys_ui(ui, &self.added_keys, self.key_store.is_some()) {
            self.commands.push(c);
        }
    }

    /// The confirmation of the key file waiting for an answer, if any.
    pub(crate) fn key_offer_entry(&mut self, ctx: &egui::Context) {
        if let Some(c) = key_offer_ui(ctx, &self.added_keys) {
            self.commands.push(c);
        }
    }

    /// Opens "Add a key": the file dialog, then the confirmation of each key in the
    /// chosen file. The same as pushing `App::Open(Dialog::AddKey)`.
    pub fn add_key_dialog(&mut self) {
        self.commands.push(App::Open(Dialog::AddKey));
    }

    /// What the file dialog does once a file is chosen, without the dialog: reads
    /// `path` off this thread and asks about each key in it. For tests and for
    /// embedding programs; nothing is kept before the person's Add.
    pub fn offer_key_file(&mut self, ctx: &egui::Context, path: PathBuf) {
        let notice = self
            .dialogs
            .spawn(ctx, move || DialogResult::KeyFile(Some(read_offer(path))));
        self.notify(notice);
    }

    /// Applies a key command.
    pub(crate) fn apply_key(&mut self, ctx: &egui::Context, cmd: App) {
        let store = self.key_store.as_ref();
        let notice = match cmd {
            App::RemoveKey(key) => {
                self.added_keys.remove(ctx, store, key);
                None
            }
            App::AcceptKey(fingerprint) => self.added_keys.accept(ctx, store, &fingerprint),
            App::DeclineKey => self.added_keys.decline(),
            App::TrustSigner(identity, issuer, signed) => {
                // Named after the bundle it was seen in, where the window knows it.
                let from = self.hash.check().signature_file(&signed).unwrap_or(signed);
                let offer = KeyOffer::signer(&identity, &issuer);
                self.added_keys.offer(from, offer)
            }
            _ => None,
        };
        self.hash.notice = notice.or(self.hash.notice.take());
    }

    /// A key file chosen in the dialog, read: its keys are asked about, or what went
    /// wrong is said.
    pub(crate) fn key_file_chosen(&mut self, chosen: (PathBuf, Result<KeyOffer, String>)) {
        let notice = match chosen {
            (path, Ok(offer)) => self.added_keys.offer(path, offer),
            (path, Err(error)) => Some(Notice::Error(t!(
                "key-file-unreadable",
                name = path.display().to_string(),
                error = error
            ))),
        };
        self.hash.notice = notice.or(self.hash.notice.take());
    }

    /// Tells the window whether the desktop can show a file chooser, instead of asking
    /// the machine (for tests of the window's own chooser).
    pub fn set_file_chooser_probe(&mut self, probe: fn() -> bool) {
        self.dialogs.probe = Some(probe);
    }

    /// Whether the window's own chooser is open.
    pub fn in_window_chooser_open(&self) -> bool {
        self.dialogs.chooser_open()
    }
}
