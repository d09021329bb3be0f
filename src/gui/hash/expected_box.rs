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

/// How long a value typed to the full length of the longest digest (128 characters)
/// must stay unchanged before it is judged without Enter.
pub const JUDGE_AFTER: std::time::Duration = std::time::Duration::from_millis(1500);

/// What happened in the box this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoxOutput {
    /// The text changed.
    pub changed: bool,
    /// The box lost the keyboard focus: what is typed is complete.
    pub done: bool,
}

/// The box and the line under it. `committed`: the text was handed to the check (it
/// was pasted, or Enter was pressed, or the box was left); until then nothing is
/// judged and the line says how to finish. `typed_ago`: since the last change.
pub fn expected_box(
    ui: &mut Ui,
    text: &mut String,
    parsed: &Parsed,
    committed: bool,
    typed_ago: std::time::Duration,
) -> BoxOutput {
    let label = ui.label(RichText::new(t!("expected-label")).strong());
    let mut out = BoxOutput::default();
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
            .desired_width(ui.available_width() - clear_width.max(70.0))
            // Enter says the value is complete and leaves no new line behind it;
            // Shift+Enter starts one (pasted checksum lines keep theirs).
            .return_key(egui::KeyboardShortcut::new(
                egui::Modifiers::SHIFT,
                egui::Key::Enter,
            ));
        let r = ui.add(edit).labelled_by(label.id);
        out.changed |= r.changed();
        out.done |=
            r.lost_focus() || (r.has_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)));
        if !text.is_empty()
            && theme::named(ui.button(clear), &t!("expected-clear-hint"))
                .on_hover_text(t!("expected-clear-hint"))
                .clicked()
        {
            text.clear();
            out.changed = true;
        }
    });
    let visuals = ui.visuals().clone();
    match parsed {
        Parsed::Empty => {
            ui.label(RichText::new(t!("expected-empty")).color(theme::quiet(&visuals)));
        }
        _ if !committed => {
            ui.label(RichText::new(t!("expected-press-enter")).color(theme::quiet(&visuals)));
            if is_full_length(text) && typed_ago < JUDGE_AFTER {
                ui.ctx().request_repaint_after(JUDGE_AFTER - typed_ago);
            }
        }
        Parsed::Unrecognised(why) => {
            let words = length_words(text).unwrap_or_else(|| why.clone());
            theme::marked_label(
                ui,
                RichText::new(format!("⚠ {words}")).color(theme::bad(&visuals)),
            );
        }
        Parsed::Expect(exp) => describe(ui, exp, &visuals),
    }
    out
}

/// Whether `text` is a hexadecimal value as long as the longest digest (SHA-512,
/// 128 characters): nothing longer can be coming, so it may be judged after a pause.
pub fn is_full_length(text: &str) -> bool {
    let t = text.trim();
    t.len() == 2 * MAX_DIGEST_BYTES && t.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The longest digest Hashdrop knows, in bytes.
const MAX_DIGEST_BYTES: usize = 64;

/// What is wrong with the length of a hexadecimal value that no checksum has, in
/// words ("63 of 64 characters: one is missing or one too many"); `None` for text
/// that is not a hexadecimal value, or has a checksum's length.
pub fn length_words(text: &str) -> Option<String> {
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let have = t.len();
    let fits = |chars: usize| {
        chars.is_multiple_of(2) && !Algorithm::candidates_for_len(chars / 2).is_empty()
    };
    if fits(have) {
        return None;
    }
    let name = |chars: usize| {
        Algorithm::candidates_for_len(chars / 2)
            .first()
            .map_or_else(String::new, |a| a.display_name().to_string())
    };
    let too_long = |want: usize| {
        t!(
            "expected-too-long",
            have = have,
            extra = have - want,
            algorithm = name(want),
            want = want
        )
    };
    if fits(have + 1) {
        return Some(t!(
            "expected-incomplete",
            have = have,
            want = have + 1,
            missing = 1
        ));
    }
    if have > 0 && fits(have - 1) {
        return Some(too_long(have - 1));
    }
    match (have..=2 * MAX_DIGEST_BYTES).find(|&c| fits(c)) {
        Some(want) => Some(t!(
            "expected-incomplete",
            have = have,
            want = want,
            missing = want - have
        )),
        None => Some(too_long(2 * MAX_DIGEST_BYTES)),
    }
}

/// "Looks like a SHA-256 checksum", with every type it could be under a fold.
fn describe(ui: &mut Ui, exp: &Expectation, visuals: &egui::Visuals) {
    let quiet = theme::quiet(visuals);
    if !exp.is_bare() {
        ui.label(RichText::new(t!("expected-lines", count = exp.entries.len())).color(quiet));
        return;
    }
    let e = &exp.entries[0];
    let candidates = e.candidates();
    let Some(first) = candidates.first() else {
        return;
    };
    ui.label(
        RichText::new(t!(
            "expected-looks-like-one",
            algorithm = first.display_name()
        ))
        .color(quiet),
    );
    if candidates.len() > 1 {
        egui::CollapsingHeader::new(t!("expected-which-types"))
            .id_salt("expected-which-types")
            .default_open(false)
            .show(ui, |ui| {
                let words = t!(
                    "expected-could-be",
                    names = names(candidates),
                    chars = e.digest().len() * 2
                );
                ui.add(egui::Label::new(RichText::new(words).color(quiet)).wrap());
            });
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

/// The last part of a path, as shown (a list, which may be a publisher's, is named by
/// [`crate::gui::hash::publisher_words::Names`]).
pub fn file_name(p: &std::path::Path) -> String {
    crate::gui::hash::publisher_words::plain_name(p)
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
