//! The keys the person added, listed in the side panel with a Remove button each, and
//! the confirmation that a key file arriving in any way (a drop, "Open with", another
//! launch, the file dialog) opens: nothing is trusted or written before **Add**. The key
//! folder is read and changed on background threads; the panel shows the last list.

use std::collections::VecDeque;
use std::path::PathBuf;

use super::super::background::Task;
use super::super::key_store::StoredKey;
use super::super::signature_view::SignatureState;
use super::super::sums_bridge;
use super::super::theme;
use super::{Command, HashdropApp, Notice};
use crate::t;
use crate::trust::{KeyOffer, OfferedKey, format_date};

/// The added keys as last read, the reading or change under way, and the key files
/// waiting for the person's answer.
#[derive(Default)]
pub struct AddedKeys {
    /// The keys, in the store's order.
    pub list: Vec<StoredKey>,
    task: Option<Task<Result<Vec<StoredKey>, String>>>,
    /// Key files offered for trust, the one shown first; each with where it came from.
    pub offers: VecDeque<(PathBuf, KeyOffer)>,
    /// The signatures of the lists in use, read again after the keys changed: each
    /// list, and what its signature says now.
    recheck: Option<Task<Vec<(PathBuf, SignatureState)>>>,
}

/// At most this many key files wait for an answer; more are refused with a notice,
/// so that no stream of launches can bury the window in questions.
const MAX_OFFERS: usize = 8;

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

    /// Asks the person whether to trust the keys in `offer` (read from `path`).
    pub(super) fn offer_key(&mut self, path: PathBuf, offer: KeyOffer) {
        let offers = &mut self.added_keys.offers;
        if offers.iter().any(|(_, o)| o.bytes == offer.bytes) {
            return;
        }
        if offers.len() >= MAX_OFFERS {
            self.notice = Some(Notice::Error(t!(
                "key-offer-too-many",
                name = path.display().to_string()
            )));
            return;
        }
        offers.push_back((path, offer));
    }

    /// The person said Add: keeps exactly the bytes shown, then reads the list again.
    pub(super) fn accept_key(&mut self, ctx: &egui::Context) {
        let Some((path, offer)) = self.added_keys.offers.pop_front() else {
            return;
        };
        let Some(store) = self.key_store.clone() else {
            return;
        };
        let first = offer.first();
        self.notice = Some(Notice::Info(t!(
            "key-added",
            name = display_name(first),
            fingerprint = first.fingerprint.grouped()
        )));
        self.added_keys.task = Task::spawn("hashdrop-add-key", Some(ctx.clone()), move || {
            store.add_offer(&offer).map_err(|e| {
                t!(
                    "key-add-failed",
                    name = path.display().to_string(),
                    error = e.to_string()
                )
            })?;
            Ok(store.list())
        })
        .ok();
    }

    /// The person said Cancel (or pressed Escape): nothing is kept.
    pub(super) fn decline_key(&mut self) {
        if let Some((path, _)) = self.added_keys.offers.pop_front() {
            self.notice = Some(Notice::Info(t!(
                "key-declined",
                name = path.display().to_string()
            )));
        }
    }

    /// The key file waiting for an answer, if any.
    pub fn key_offer(&self) -> Option<&KeyOffer> {
        self.added_keys.offers.front().map(|(_, o)| o)
    }

    /// Takes a finished reading, addition or removal, and a signature read again.
    pub(super) fn poll_keys(&mut self, ctx: &egui::Context) {
        self.poll_recheck();
        let Some(t) = &mut self.added_keys.task else {
            return;
        };
        let Some(done) = t.poll() else { return };
        self.added_keys.task = None;
        match done {
            Ok(list) => {
                self.added_keys.list = list;
                self.recheck_signature(ctx);
            }
            Err(e) => self.notice = Some(Notice::Error(e)),
        }
    }

    /// Reads the signatures of the lists in use again, with the keys as they are now,
    /// so that a key added (or removed) after the verdict changes it at once.
    fn recheck_signature(&mut self, ctx: &egui::Context) {
        let lists = self.check.signatures_to_recheck();
        if lists.is_empty() {
            return;
        }
        let store = self.key_store.clone();
        let name = "hashdrop-recheck-signature";
        self.added_keys.recheck = Task::spawn(name, Some(ctx.clone()), move || {
            lists
                .into_iter()
                .map(|(path, detached)| {
                    let state = sums_bridge::signature_covering(
                        &path,
                        detached.as_deref(),
                        &[],
                        store.as_ref(),
                    );
                    (path, state)
                })
                .collect()
        })
        .ok();
    }

    /// Takes the signatures read again, for the lists still in use.
    fn poll_recheck(&mut self) {
        let Some(t) = &mut self.added_keys.recheck else {
            return;
        };
        let Some(states) = t.poll() else {
            return;
        };
        self.added_keys.recheck = None;
        for (path, state) in states {
            self.check.set_signature(&path, state, None);
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

/// A key's first name, without its e-mail address: "Ubuntu CD Image Automatic Signing
/// Key (2012)".
fn display_name(key: &OfferedKey) -> String {
    key.user_ids
        .first()
        .map_or_else(|| key.fingerprint.grouped(), |u| u.name.clone())
}

/// A date as the confirmation shows it (the day is what a person compares).
fn day(t: std::time::SystemTime) -> String {
    format_date(t).chars().take(10).collect()
}

impl HashdropApp {
    /// The confirmation for the first key file waiting: what it holds, a warning for a
    /// look-alike, and Add or Cancel (the default; Escape means Cancel too).
    pub(super) fn key_offer_ui(&mut self, ctx: &egui::Context) {
        let Some((path, offer)) = self.added_keys.offers.front() else {
            // The next key shown, even the same one again, starts on Cancel.
            ctx.data_mut(|d| d.remove::<String>(offer_focus_id()));
            return;
        };
        let modal = egui::Modal::new(egui::Id::unique("key-offer")).show(ctx, |ui| {
            // Narrow windows get a dialog that fits them; wide ones one easy to read.
            ui.set_max_width((ctx.content_rect().width() - 48.0).clamp(280.0, 560.0));
            ui.spacing_mut().item_spacing.y = 6.0;
            egui::ScrollArea::vertical()
                .max_height(ctx.content_rect().height() - 48.0)
                .show(ui, |ui| offer_body(ui, path, offer))
                .inner
        });
        let answer = modal.inner;
        if answer == Some(true) {
            self.commands.push(Command::AcceptKey);
        } else if answer == Some(false) || modal.should_close() {
            self.commands.push(Command::DeclineKey);
        }
    }
}

/// Where the confirmation remembers which key it gave the focus to.
fn offer_focus_id() -> egui::Id {
    egui::Id::unique("key-offer-focused")
}

/// The confirmation's contents; `Some(true)` for Add, `Some(false)` for Cancel.
fn offer_body(ui: &mut egui::Ui, path: &std::path::Path, offer: &KeyOffer) -> Option<bool> {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    theme::heading(ui, &t!("key-offer-heading", name = name));
    let known = offer.keys.iter().all(|k| k.bundled.is_some());
    for key in &offer.keys {
        ui.add_space(6.0);
        offered_key_ui(ui, key);
    }
    ui.add_space(8.0);
    if known {
        ui.label(t!("key-offer-known"));
    } else {
        ui.label(egui::RichText::new(t!("key-offer-compare")).strong());
    }
    ui.add_space(8.0);
    let mut answer = None;
    ui.horizontal(|ui| {
        let cancel = ui.button(if known {
            t!("key-offer-close")
        } else {
            t!("key-offer-cancel")
        });
        // Cancel is the default: it has the focus when a key is first shown, so a
        // stray Enter or Space adds nothing.
        let shown = offer_focus_id();
        let this = offer.first().fingerprint.hex();
        if ui.data(|d| d.get_temp::<String>(shown)).as_ref() != Some(&this) {
            ui.data_mut(|d| d.insert_temp(shown, this));
            cancel.request_focus();
        }
        if cancel.clicked() {
            answer = Some(false);
        }
        if !known && ui.button(t!("key-offer-add")).clicked() {
            answer = Some(true);
        }
    });
    answer
}

/// One key: its names and addresses, fingerprint in fours, dates, and the warning for a
/// key that carries a known publisher's name without being that publisher's key.
fn offered_key_ui(ui: &mut egui::Ui, key: &OfferedKey) {
    let bad = theme::bad(ui.visuals());
    if let Some(b) = key.impersonates {
        ui.label(
            egui::RichText::new(t!("key-offer-look-alike", publisher = b.publisher))
                .color(bad)
                .strong(),
        );
    }
    if let Some(b) = key.bundled {
        ui.label(t!("key-offer-bundled", publisher = b.publisher));
    }
    for u in &key.user_ids {
        let text = if u.email.is_empty() {
            u.name.clone()
        } else {
            t!("key-offer-user", name = &u.name, email = &u.email)
        };
        ui.label(egui::RichText::new(text).strong());
    }
    ui.label(t!("key-offer-fingerprint"));
    ui.label(
        egui::RichText::new(key.fingerprint.grouped())
            .monospace()
            .size(16.0)
            .strong(),
    );
    let created = day(key.created);
    ui.label(match key.expires {
        Some(at) if at <= std::time::SystemTime::now() => {
            t!(
                "key-offer-dates-expired",
                created = created,
                expires = day(at)
            )
        }
        Some(at) => t!("key-offer-dates", created = created, expires = day(at)),
        None => t!("key-offer-dates-no-expiry", created = created),
    });
}
