//! What the person sees of keys: the list in the options (bundled and added keys, each
//! with its whole fingerprint and where it came from, Remove and **Add…**), and the
//! confirmation of a key file, which shows every key in it with its own fingerprint
//! and its own **Add**. The views read [`AddedKeys`] and return the [`Command`] asked for.

use crate::desktop::key_store::StoredKey;
use crate::gui::command::{App, Command, Dialog};
use crate::gui::settings::keys::{AddedKeys, PendingOffer};
use crate::gui::widgets::theme;
use crate::t;
use crate::trust::{BUNDLED, Fingerprint, KeyFormat, OfferedKey, format_date};

/// The keys Hashdrop trusts: those the person added (with Remove, and **Add…**, only
/// with a key store) and those bundled with it.
pub fn keys_ui(ui: &mut egui::Ui, keys: &AddedKeys, has_store: bool) -> Option<Command> {
    let mut action = None;
    if has_store {
        ui.add_space(10.0);
        theme::heading(ui, &t!("keys-heading"));
        if keys.list.is_empty() {
            ui.label(egui::RichText::new(t!("keys-none")).color(theme::quiet(ui.visuals())));
        }
        for key in &keys.list {
            action = added_key_ui(ui, key).or(action);
        }
        let add = ui.button(t!("keys-add-button"));
        if add.on_hover_text(t!("keys-add-hint")).clicked() {
            action = Some(App::Open(Dialog::AddKey).into());
        }
    }
    ui.add_space(10.0);
    theme::heading(ui, &t!("keys-bundled-heading"));
    for b in BUNDLED {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(b.name).strong());
        fingerprint_label(ui, &grouped_hex(b.fingerprint));
        ui.label(
            egui::RichText::new(t!("keys-bundled-for", publisher = b.publisher))
                .color(theme::quiet(ui.visuals())),
        );
    }
    action
}

/// One added key: its name, its fingerprint, when and from which file, and Remove.
fn added_key_ui(ui: &mut egui::Ui, key: &StoredKey) -> Option<Command> {
    ui.add_space(4.0);
    let mut action = None;
    ui.horizontal(|ui| {
        let remove = ui.small_button(t!("keys-remove"));
        let remove = theme::named(remove, &t!("keys-remove-name", name = &key.name));
        if remove.on_hover_text(t!("keys-remove-hint")).clicked() {
            action = Some(App::RemoveKey(key.clone()).into());
        }
        ui.label(egui::RichText::new(&key.name).strong());
    });
    let quiet = theme::quiet(ui.visuals());
    ui.label(egui::RichText::new(format_name(key.format)).color(quiet));
    match key.format {
        KeyFormat::OpenPgp => fingerprint_label(ui, &key.fingerprint.grouped()),
        KeyFormat::Sigstore => {
            let issuer = key.format.show(&key.fingerprint);
            ui.label(t!("keys-vouched-by", issuer = issuer));
        }
        other => fingerprint_label(ui, &other.show(&key.fingerprint)),
    }
    let date = key.added.map(day);
    let origin = match (date, &key.from) {
        (Some(date), Some(file)) => t!("keys-added-on-from", date = date, file = file),
        (Some(date), None) => t!("keys-added-on", date = date),
        (None, Some(file)) => t!("keys-added-from", file = file),
        (None, None) => String::new(),
    };
    if !origin.is_empty() {
        ui.label(egui::RichText::new(origin).color(theme::quiet(ui.visuals())));
    }
    action
}

/// What kind of key it is, as the list and the confirmation say it.
pub fn format_name(format: KeyFormat) -> String {
    match format {
        KeyFormat::OpenPgp => t!("keys-format-openpgp"),
        KeyFormat::Minisign => t!("keys-format-minisign"),
        KeyFormat::Ssh => t!("keys-format-ssh"),
        KeyFormat::Sigstore => t!("keys-format-sigstore"),
    }
}

/// A whole fingerprint in groups of four, small and in a fixed-width font.
fn fingerprint_label(ui: &mut egui::Ui, grouped: &str) {
    ui.label(egui::RichText::new(grouped).monospace().small());
}

/// Upper-case hex in groups of four (the bundled keys' pinned fingerprints).
fn grouped_hex(hex: &str) -> String {
    let chars: Vec<char> = hex.chars().collect();
    let groups: Vec<String> = chars.chunks(4).map(|c| c.iter().collect()).collect();
    groups.join(" ")
}

/// A date as the lists show it (the day is what a person compares).
fn day(t: std::time::SystemTime) -> String {
    format_date(t).chars().take(10).collect()
}

/// The confirmation for the first key file waiting: every key in it, each with a
/// warning for a look-alike and its own Add; then Cancel (the default; Escape means
/// Cancel too), or Close once some key was added.
pub fn key_offer_ui(ctx: &egui::Context, keys: &AddedKeys) -> Option<Command> {
    let Some(shown) = keys.offers.front() else {
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
            .show(ui, |ui| {
                let listed = offer_body(ui, shown);
                offer_buttons(ui, shown).or(listed)
            })
            .inner
    });
    match modal.inner {
        Some(action) => Some(action),
        None if modal.should_close() => Some(App::DeclineKey.into()),
        None => None,
    }
}

/// Where the confirmation remembers which key it gave the focus to.
fn offer_focus_id() -> egui::Id {
    egui::Id::unique("key-offer-focused")
}

/// The confirmation's contents, and what was clicked.
fn offer_body(ui: &mut egui::Ui, shown: &PendingOffer) -> Option<Command> {
    let offer = &shown.offer;
    let several = offer.keys.len() > 1;
    if several {
        theme::heading(
            ui,
            &t!(
                "key-offer-heading-several",
                name = shown.file_name(),
                count = offer.keys.len()
            ),
        );
        ui.label(egui::RichText::new(t!("key-offer-several")).strong());
    } else if offer.first().format == KeyFormat::Sigstore {
        theme::heading(ui, &t!("key-offer-heading-signer"));
    } else {
        theme::heading(ui, &t!("key-offer-heading", name = shown.file_name()));
    }
    let mut action = None;
    for (i, key) in offer.keys.iter().enumerate() {
        ui.add_space(6.0);
        if several {
            ui.separator();
            ui.label(t!(
                "key-offer-number",
                number = i + 1,
                count = offer.keys.len()
            ));
        }
        offered_key_ui(ui, key);
        action = add_button(ui, shown, key, several).or(action);
    }
    let open = shown.open_keys().count();
    ui.add_space(8.0);
    if open == 0 && shown.added.is_empty() {
        ui.label(t!("key-offer-known"));
    } else if open > 0 {
        let compare = match offer.first().format {
            KeyFormat::Sigstore => t!("key-offer-compare-signer"),
            KeyFormat::Minisign => t!("key-offer-compare-key"),
            KeyFormat::OpenPgp | KeyFormat::Ssh => t!("key-offer-compare"),
        };
        ui.label(egui::RichText::new(compare).strong());
    }
    action
}

/// Cancel (the default; Escape means Cancel too), or Close once some key was added;
/// and Add for a file of one key.
fn offer_buttons(ui: &mut egui::Ui, shown: &PendingOffer) -> Option<Command> {
    let offer = &shown.offer;
    let several = offer.keys.len() > 1;
    let open = shown.open_keys().count();
    let mut action = None;
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let close = open == 0 || !shown.added.is_empty();
        let cancel = ui.button(if close {
            t!("key-offer-close")
        } else {
            t!("key-offer-cancel")
        });
        // Cancel is the default: it has the focus when a key file is first shown, so
        // a stray Enter or Space adds nothing.
        let this = offer
            .keys
            .iter()
            .map(|k| k.fingerprint.hex())
            .collect::<String>();
        let id = offer_focus_id();
        if ui.data(|d| d.get_temp::<String>(id)).as_ref() != Some(&this) {
            ui.data_mut(|d| d.insert_temp(id, this));
            cancel.request_focus();
        }
        if cancel.clicked() {
            action = Some(App::DeclineKey.into());
        }
        if !several && open > 0 && ui.button(t!("key-offer-add")).clicked() {
            action = offer
                .keys
                .first()
                .map(|k| App::AcceptKey(k.fingerprint.clone()).into());
        }
    });
    action
}

/// The Add of one key of a file of several (a single key's Add sits beside Cancel),
/// or the note that it was added.
fn add_button(
    ui: &mut egui::Ui,
    shown: &PendingOffer,
    key: &OfferedKey,
    several: bool,
) -> Option<Command> {
    if !several || key.bundled.is_some() {
        return None;
    }
    if shown.added.contains(&key.fingerprint) {
        ui.label(egui::RichText::new(t!("key-offer-added")).color(theme::good(ui.visuals())));
        return None;
    }
    let add = ui.button(t!("key-offer-add-this"));
    let name = t!("key-offer-add-named", fingerprint = key.shown_fingerprint());
    theme::named(add, &name)
        .clicked()
        .then(|| App::AcceptKey(Fingerprint::clone(&key.fingerprint)).into())
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
    ui.label(egui::RichText::new(format_name(key.format)).color(theme::quiet(ui.visuals())));
    if key.format == KeyFormat::Sigstore {
        signer_ui(ui, key);
        return;
    }
    for u in &key.user_ids {
        let text = if u.email.is_empty() {
            u.name.clone()
        } else {
            t!("key-offer-user", name = &u.name, email = &u.email)
        };
        ui.label(egui::RichText::new(text).strong());
    }
    if let Some(line) = &key.key_line {
        // What a minisign or signify publisher prints is the key itself.
        ui.label(t!("key-offer-public-key"));
        big_monospace(ui, line);
        ui.label(t!("key-offer-key-id", id = key.shown_fingerprint()));
    } else {
        ui.label(t!("key-offer-fingerprint"));
        big_monospace(ui, &key.shown_fingerprint());
    }
    let Some(created) = key.created.map(day) else {
        return;
    };
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

/// A Sigstore signer: who, and who vouched for them (Sigstore has no key).
fn signer_ui(ui: &mut egui::Ui, key: &OfferedKey) {
    ui.label(t!("key-offer-identity"));
    for u in &key.user_ids {
        big_monospace(ui, &u.name);
    }
    ui.label(t!("key-offer-issuer"));
    big_monospace(ui, &key.shown_fingerprint());
}

/// What the person compares, large and in a fixed-width font.
fn big_monospace(ui: &mut egui::Ui, text: &str) {
    ui.add(egui::Label::new(egui::RichText::new(text).monospace().size(16.0).strong()).wrap());
}
