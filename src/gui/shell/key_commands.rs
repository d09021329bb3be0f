//! The shell's side of keys: the list in the options, the confirmation of a key file,
//! and the commands they push. "Add a key" ([`Command::AddKeyDialog`]) opens a file
//! dialog whose chosen file is read on the dialog's thread and then confirmed key by
//! key, exactly as a dropped key file is.

use std::path::PathBuf;

use crate::gui::settings::keys::{KeyAction, key_offer_ui, keys_ui};
use crate::gui::shell::dialogs::DialogResult;
use crate::gui::shell::{Command, Dialog, HashdropApp, Notice};
use crate::t;
use crate::trust::KeyOffer;

impl HashdropApp {
    /// The trusted keys in the options, with Remove and Add….
    pub(crate) fn keys_entry(&mut self, ui: &mut egui::Ui) {
        let action = keys_ui(ui, &self.added_keys, self.key_store.is_some());
        self.commands.extend(action.map(command_for));
    }

    /// The confirmation of the key file waiting for an answer, if any.
    pub(crate) fn key_offer_entry(&mut self, ctx: &egui::Context) {
        let action = key_offer_ui(ctx, &self.added_keys);
        self.commands.extend(action.map(command_for));
    }

    /// Opens "Add a key": the file dialog, then the confirmation of each key in the
    /// chosen file. The same as pushing [`Command::AddKeyDialog`].
    pub fn add_key_dialog(&mut self) {
        self.commands.push(Command::AddKeyDialog);
    }

    /// What the file dialog does once a file is chosen, without the dialog: reads
    /// `path` off this thread and asks about each key in it. For tests and for
    /// embedding programs; nothing is kept before the person's Add.
    pub fn offer_key_file(&mut self, ctx: &egui::Context, path: PathBuf) {
        self.spawn_dialog(ctx, move || DialogResult::KeyFile(Some(read_offer(path))));
    }

    /// Applies a key command.
    pub(crate) fn apply_key(&mut self, ctx: &egui::Context, cmd: Command) {
        let store = self.key_store.as_ref();
        let notice = match cmd {
            Command::RemoveKey(key) => {
                self.added_keys.remove(ctx, store, key);
                None
            }
            Command::AcceptKey(fingerprint) => self.added_keys.accept(ctx, store, &fingerprint),
            Command::DeclineKey => self.added_keys.decline(),
            Command::AddKeyDialog => {
                self.open_dialog(ctx, Dialog::AddKey);
                None
            }
            Command::TrustSigner(identity, issuer, signed) => {
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
}

/// Reads a chosen key file (on the dialog's thread: it may be large or slow).
pub(crate) fn read_offer(path: PathBuf) -> (PathBuf, Result<KeyOffer, String>) {
    let offer = KeyOffer::from_file(&path).map_err(|e| e.to_string());
    (path, offer)
}

/// The command a keys view asks for.
fn command_for(action: KeyAction) -> Command {
    match action {
        KeyAction::Remove(key) => Command::RemoveKey(key),
        KeyAction::Accept(fingerprint) => Command::AcceptKey(fingerprint),
        KeyAction::Decline => Command::DeclineKey,
        KeyAction::Choose => Command::AddKeyDialog,
    }
}
