//! The keys the person added, listed in the side panel with a Remove button each, and
//! the confirmation that a key file arriving in any way (a drop, "Open with", another
//! launch, the file dialog) opens: nothing is trusted or written before **Add**. The key
//! folder is read and changed on background threads; the panel shows the last list.

use std::collections::VecDeque;
use std::path::PathBuf;

use crate::gui::common::Notice;
use crate::gui::common::background::Task;
use crate::gui::settings::key_store::{KeyStore, StoredKey};
use crate::gui::widgets::theme;
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
}

/// At most this many key files wait for an answer; more are refused with a notice,
/// so that no stream of launches can bury the window in questions.
const MAX_OFFERS: usize = 8;

/// What the keys' views ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// Stop trusting this key.
    Remove(StoredKey),
    /// Trust the key file the confirmation shows (the person clicked Add).
    Accept,
    /// Do not (Cancel, Escape).
    Decline,
}

impl AddedKeys {
    /// Reads the list of added keys again (after a key was added).
    pub(crate) fn refresh(&mut self, ctx: &egui::Context, store: Option<&KeyStore>) {
        let Some(store) = store.cloned() else {
            return;
        };
        self.task = Task::spawn("hashdrop-list-keys", Some(ctx.clone()), move || {
            Ok(store.list())
        })
        .ok();
    }

    /// Forgets `key`, then reads the list again.
    pub(crate) fn remove(&mut self, ctx: &egui::Context, store: Option<&KeyStore>, key: StoredKey) {
        let Some(store) = store.cloned() else {
            return;
        };
        self.task = Task::spawn("hashdrop-remove-key", Some(ctx.clone()), move || {
            store
                .remove(&key)
                .map_err(|e| t!("key-remove-failed", name = &key.name, error = e.to_string()))?;
            Ok(store.list())
        })
        .ok();
    }

    /// Asks the person whether to trust the keys in `offer` (read from `path`); the
    /// notice to show when it cannot be asked.
    pub(crate) fn offer(&mut self, path: PathBuf, offer: KeyOffer) -> Option<Notice> {
        if self.offers.iter().any(|(_, o)| o.bytes == offer.bytes) {
            return None;
        }
        if self.offers.len() >= MAX_OFFERS {
            return Some(Notice::Error(t!(
                "key-offer-too-many",
                name = path.display().to_string()
            )));
        }
        self.offers.push_back((path, offer));
        None
    }

    /// The person said Add: keeps exactly the bytes shown, then reads the list again.
    pub(crate) fn accept(
        &mut self,
        ctx: &egui::Context,
        store: Option<&KeyStore>,
    ) -> Option<Notice> {
        let (path, offer) = self.offers.pop_front()?;
        let store = store.cloned()?;
        let first = offer.first();
        let notice = Notice::Info(t!(
            "key-added",
            name = display_name(first),
            fingerprint = first.fingerprint.grouped()
        ));
        self.task = Task::spawn("hashdrop-add-key", Some(ctx.clone()), move || {
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
        Some(notice)
    }

    /// The person said Cancel (or pressed Escape): nothing is kept.
    pub(crate) fn decline(&mut self) -> Option<Notice> {
        let (path, _) = self.offers.pop_front()?;
        Some(Notice::Info(t!(
            "key-declined",
            name = path.display().to_string()
        )))
    }

    /// The key file waiting for an answer, if any.
    pub fn offer_shown(&self) -> Option<&KeyOffer> {
        self.offers.front().map(|(_, o)| o)
    }

    /// Takes a finished reading, addition or removal: `Some(Ok(()))` when the list
    /// changed (signatures should be read again), `Some(Err)` with what went wrong.
    pub(crate) fn poll(&mut self) -> Option<Result<(), String>> {
        let done = self.task.as_mut().and_then(Task::poll)?;
        self.task = None;
        Some(done.map(|list| self.list = list))
    }
}

/// "Keys you added": each key's name and fingerprint, with Remove (only with a key
/// store).
pub(crate) fn keys_ui(ui: &mut egui::Ui, keys: &AddedKeys, has_store: bool) -> Option<KeyAction> {
    if !has_store {
        return None;
    }
    let mut action = None;
    ui.add_space(10.0);
    theme::heading(ui, &t!("keys-heading"));
    if keys.list.is_empty() {
        ui.label(egui::RichText::new(t!("keys-none")).color(theme::quiet(ui.visuals())));
    }
    for key in &keys.list {
        ui.horizontal(|ui| {
            let remove = ui.small_button(t!("keys-remove"));
            let remove = theme::named(remove, &t!("keys-remove-name", name = &key.name));
            if remove.on_hover_text(t!("keys-remove-hint")).clicked() {
                action = Some(KeyAction::Remove(key.clone()));
            }
            ui.label(&key.name).on_hover_text(t!(
                "keys-fingerprint",
                fingerprint = key.fingerprint.grouped()
            ));
        });
    }
    action
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

/// The confirmation for the first key file waiting: what it holds, a warning for a
/// look-alike, and Add or Cancel (the default; Escape means Cancel too).
pub(crate) fn key_offer_ui(ctx: &egui::Context, keys: &AddedKeys) -> Option<KeyAction> {
    let Some((path, offer)) = keys.offers.front() else {
        // The next key shown, even the same one again, starts on Cancel.
        ctx.data_mut(|d| d.remove::<String>(offer_focus_id()));
        return None;
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
    match modal.inner {
        Some(true) => Some(KeyAction::Accept),
        Some(false) => Some(KeyAction::Decline),
        None if modal.should_close() => Some(KeyAction::Decline),
        None => None,
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
