//! The keys the person added, listed in the side panel with a Remove button each. The
//! key folder is read and changed on background threads; the panel shows the last list.

use super::super::background::Task;
use super::super::key_store::StoredKey;
use super::super::theme;
use super::{Command, HashdropApp, Notice};
use crate::t;

/// The added keys as last read, and the reading or removal under way.
#[derive(Default)]
pub struct AddedKeys {
    /// The keys, in the store's order.
    pub list: Vec<StoredKey>,
    task: Option<Task<Result<Vec<StoredKey>, String>>>,
}

impl HashdropApp {
    /// Reads the list of added keys again (after a key was added).
    pub(super) fn refresh_keys(&mut self, ctx: &egui::Context) {
        let Some(store) = self.key_store.clone() else {
            return;
        };
        self.added_keys.task = Task::spawn("hashdrop-list-keys", Some(ctx.clone()), move || {
            Ok(store.list())
        })
        .ok();
    }

    /// Forgets `key`, then reads the list again.
    pub(super) fn remove_key(&mut self, ctx: &egui::Context, key: StoredKey) {
        let Some(store) = self.key_store.clone() else {
            return;
        };
        self.added_keys.task = Task::spawn("hashdrop-remove-key", Some(ctx.clone()), move || {
            store
                .remove(&key)
                .map_err(|e| t!("key-remove-failed", name = &key.name, error = e.to_string()))?;
            Ok(store.list())
        })
        .ok();
    }

    /// Takes a finished reading or removal.
    pub(super) fn poll_keys(&mut self) {
        let Some(t) = &mut self.added_keys.task else {
            return;
        };
        let Some(done) = t.poll() else { return };
        self.added_keys.task = None;
        match done {
            Ok(list) => self.added_keys.list = list,
            Err(e) => self.notice = Some(Notice::Error(e)),
        }
    }

    /// "Keys you added": each key's name and fingerprint, with Remove.
    pub(super) fn keys_ui(&mut self, ui: &mut egui::Ui) {
        if self.key_store.is_none() {
            return;
        }
        ui.add_space(10.0);
        theme::heading(ui, &t!("keys-heading"));
        if self.added_keys.list.is_empty() {
            ui.label(egui::RichText::new(t!("keys-none")).color(theme::quiet(ui.visuals())));
        }
        for key in &self.added_keys.list {
            ui.horizontal(|ui| {
                if ui
                    .small_button(t!("keys-remove"))
                    .on_hover_text(t!("keys-remove-hint"))
                    .clicked()
                {
                    self.commands.push(Command::RemoveKey(key.clone()));
                }
                ui.label(&key.name).on_hover_text(t!(
                    "keys-fingerprint",
                    fingerprint = key.fingerprint.grouped()
                ));
            });
        }
    }
}
