//! The "Expected checksum" box (the verdict itself is drawn by `verdict_view`, from
//! the check's report), and expected and actual digests aligned with the differing
//! characters marked.

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId, RichText, Ui};

use crate::engine::Algorithm;
use crate::gui::hash::verify::diff_mask;
use crate::gui::widgets::theme;
use crate::sums::Expectation;
use crate::t;

pub use super::state::Parsed;

/// How long the box waits after the last key before it says the text is not a
/// checksum: half a digest is not an error while it is being typed.
pub const SAY_ERRORS_AFTER: std::time::Duration = std::time::Duration::from_millis(1500);

/// The box. Returns whether the text changed. `typed_ago`: how long ago the text last
/// changed (a text that is not a checksum is said so only once typing paused or the
/// box lost the focus).
pub fn expected_box(
    ui: &mut Ui,
    text: &mut String,
    parsed: &Parsed,
    typed_ago: std::time::Duration,
) -> bool {
    let label = ui.label(RichText::new(t!("expected-label")).strong());
    let mut changed = false;
    let mut focused = false;
    ui.horizontal(|ui| {
        // Room for the Clear button, whose word is longer in some languages.
        let clear = t!("expected-clear");
        let font = egui::TextStyle::Button.resolve(ui.style());
        let clear_width = ui.ctx().fonts_mut(|f| {
            f.layout_no_wrap(clear.clone(), font, Color32::WHITE)
                .size()
                .x
        }) + 2.0 * ui.spacing().button_padding.x
            + 2.0 * ui.spacing().item_spacing.x;
        let edit = egui::TextEdit::multiline(text)
            .id_salt("expected")
            .hint_text(t!("expected-hint"))
            .font(egui::TextStyle::Monospace)
            .desired_rows(1)
            .desired_width(ui.available_width() - clear_width.max(70.0));
        let r = ui.add(edit).labelled_by(label.id);
        changed |= r.changed();
        focused = r.has_focus();
        if !text.is_empty()
            && theme::named(ui.button(clear), &t!("expected-clear-hint"))
                .on_hover_text(t!("expected-clear-hint"))
                .clicked()
        {
            text.clear();
            changed = true;
        }
    });
    let visuals = ui.visuals().clone();
    match parsed {
        Parsed::Empty => {
            ui.label(RichText::new(t!("expected-empty")).color(theme::quiet(&visuals)));
        }
        Parsed::Unrecognised(_) if focused && typed_ago < SAY_ERRORS_AFTER => {
            ui.label(RichText::new(t!("expected-typing")).color(theme::quiet(&visuals)));
            ui.ctx().request_repaint_after(SAY_ERRORS_AFTER - typed_ago);
        }
        Parsed::Unrecognised(why) => {
            theme::marked_label(
                ui,
                RichText::new(format!("⚠ {why}")).color(theme::bad(&visuals)),
            );
        }
        Parsed::Expect(exp) => {
            ui.label(RichText::new(describe(exp)).color(theme::quiet(&visuals)));
        }
    }
    changed
}

fn describe(exp: &Expectation) -> String {
    if exp.is_bare() {
        let e = &exp.entries[0];
        t!(
            "expected-looks-like",
            names = names(e.candidates()),
            chars = e.digest().len() * 2
        )
    } else {
        t!("expected-lines", count = exp.entries.len())
    }
}

/// "SHA-256, BLAKE3 or BLAKE2s".
pub fn names(algs: &[Algorithm]) -> String {
    let n: Vec<&str> = algs.iter().map(|a| a.display_name()).collect();
    match n.len() {
        0 => String::new(),
        1 => n[0].to_string(),
        _ => t!(
            "names-or",
            first = n[..n.len() - 1].join(", "),
            last = n[n.len() - 1]
        ),
    }
}

/// The last part of a path, as shown.
pub fn file_name(p: &std::path::Path) -> String {
    p.file_name().map_or_else(
        || p.to_string_lossy().into_owned(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Expected and actual digests, one above the other, differing characters marked.
pub fn aligned(ui: &mut Ui, expected: &str, actual: &str, visuals: &egui::Visuals) {
    let mask_e = diff_mask(expected, actual);
    let mask_a = diff_mask(actual, expected);
    egui::Grid::new(ui.next_auto_id())
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(t!("digest-expected"));
            ui.add(egui::Label::new(marked(expected, &mask_e, visuals)).wrap());
            ui.end_row();
            ui.label(t!("digest-actual"));
            ui.add(egui::Label::new(marked(actual, &mask_a, visuals)).wrap());
            ui.end_row();
        });
}

fn marked(text: &str, mask: &[bool], visuals: &egui::Visuals) -> LayoutJob {
    let mut job = LayoutJob::default();
    let font = FontId::monospace(14.0);
    let normal = TextFormat::simple(font.clone(), visuals.text_color());
    let differ = TextFormat {
        color: theme::on_bad(visuals),
        background: theme::bad(visuals),
        underline: egui::Stroke::new(1.0, theme::bad(visuals)),
        ..TextFormat::simple(font, theme::on_bad(visuals))
    };
    for (c, d) in text
        .chars()
        .zip(mask.iter().chain(std::iter::repeat(&false)))
    {
        let mut buf = [0u8; 4];
        job.append(
            c.encode_utf8(&mut buf),
            0.0,
            if *d { differ.clone() } else { normal.clone() },
        );
    }
    job
}

/// The quiet note under a match that relied on a weak algorithm.
pub fn weak_note(ui: &mut Ui, weak: Option<Algorithm>, visuals: &egui::Visuals) {
    // Said once, quietly: a weak match is still useful, it just proves less.
    if let Some(a) = weak {
        // A CRC or an xxHash can be given to any file: it says less than MD5 does.
        let note = match crate::sums::detects(a) {
            crate::sums::Detects::AccidentsOnly => {
                t!("verdict-accidents-note", algorithm = a.display_name())
            }
            crate::sums::Detects::Tampering => {
                t!("verdict-weak-note", algorithm = a.display_name())
            }
        };
        ui.label(RichText::new(note).small().color(theme::quiet(visuals)));
    }
}
