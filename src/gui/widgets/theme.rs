//! Colours and small visual helpers shared by the views.
//!
//! The light and dark themes themselves come from egui, which follows the system
//! setting; this file only picks colours that read well on both.

use egui::{Color32, RichText, Ui, Visuals};

/// Distinct, colour-blind-friendly hues (Okabe–Ito, plus a few), one per worker.
const WORKER_COLOURS: [Color32; 8] = [
    Color32::from_rgb(0, 114, 178),   // blue
    Color32::from_rgb(230, 159, 0),   // orange
    Color32::from_rgb(0, 158, 115),   // bluish green
    Color32::from_rgb(204, 121, 167), // reddish purple
    Color32::from_rgb(86, 180, 233),  // sky blue
    Color32::from_rgb(213, 94, 0),    // vermillion
    Color32::from_rgb(170, 170, 40),  // olive
    Color32::from_rgb(120, 94, 240),  // violet
];

/// The colour of worker `k` (cycles when there are more workers than colours).
pub fn worker_colour(k: usize) -> Color32 {
    WORKER_COLOURS[k % WORKER_COLOURS.len()]
}

/// Green used for "Matches" and finished cells.
pub fn good(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(80, 200, 120)
    } else {
        Color32::from_rgb(16, 118, 52)
    }
}

/// Red used for "Does NOT match" and failed cells.
pub fn bad(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(255, 110, 100)
    } else {
        Color32::from_rgb(200, 30, 30)
    }
}

/// Amber for "matches, but a signature could not be checked": neither the green of a
/// verified file nor the red of a changed one (at least 4.5:1 on the panel).
pub fn amber(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(255, 190, 60)
    } else {
        Color32::from_rgb(150, 84, 0)
    }
}

/// A quiet grey for secondary text, still readable (see [`apply`]).
pub fn quiet(visuals: &Visuals) -> Color32 {
    visuals.weak_text_color()
}

/// The grey of secondary text and hints: egui's default (the text colour at 60 %) is
/// about 2.7:1 on the dark panel; these reach WCAG AA's 4.5:1 on every background.
fn quiet_grey(dark: bool) -> Color32 {
    if dark {
        Color32::from_gray(160)
    } else {
        Color32::from_gray(88)
    }
}

/// Text on a marked (differing) character of a digest.
pub fn on_bad(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Makes both themes readable: secondary text and hints at 4.5:1 or more.
pub fn apply(ctx: &egui::Context) {
    for theme in [egui::Theme::Dark, egui::Theme::Light] {
        ctx.style_mut_of(theme, |s| {
            s.visuals.weak_text_color = Some(quiet_grey(theme == egui::Theme::Dark));
        });
    }
}

/// The WCAG 2 contrast ratio of two opaque colours (1 to 21).
pub fn contrast(a: Color32, b: Color32) -> f32 {
    fn channel(c: u8) -> f32 {
        let c = f32::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }
    let lum =
        |c: Color32| 0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b());
    let (la, lb) = (lum(a), lum(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Cell colour of a finished segment: a muted green so that active workers stand out.
pub fn done_cell(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(45, 110, 70)
    } else {
        Color32::from_rgb(150, 210, 165)
    }
}

/// Cell colour of a segment that is still waiting.
pub fn waiting_cell(visuals: &Visuals) -> Color32 {
    visuals.widgets.inactive.bg_fill
}

/// "1 file", "3 files".
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// `text` shortened in the middle ("ubuntu-24.…-amd64.iso") to fit `width` points in
/// the body font; unchanged when it fits.
pub fn middle_ellipsis(ui: &Ui, text: &str, width: f32) -> String {
    distinct_ellipsis(ui, &[text], width)
        .pop()
        .unwrap_or_default()
}

/// `names` shortened in the middle to fit `width` points each in the body font, each
/// keeping what tells it from the others ([`super::elide`]): two downloads that differ
/// only in the middle stay told apart. A name that fits is unchanged.
pub fn distinct_ellipsis(ui: &Ui, names: &[&str], width: f32) -> Vec<String> {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let fits = |s: &str| {
        ui.ctx().fonts_mut(|f| {
            f.layout_no_wrap(s.to_owned(), font.clone(), Color32::WHITE)
                .size()
                .x
        }) <= width
    };
    names
        .iter()
        .zip(super::elide::differing_parts(names))
        .map(|(name, part)| {
            let name: &str = name;
            if fits(name) {
                return name.to_owned();
            }
            // The most columns that fit (binary search: fewer columns, narrower text).
            let (mut lo, mut hi) = (1usize, super::elide::width(name));
            while lo < hi {
                let mid = (lo + hi).div_ceil(2);
                if fits(&super::elide::shorten(name, mid, part.clone())) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            super::elide::shorten(name, lo, part)
        })
        .collect()
}

/// Gives a button the name a screen reader says, when its visible word alone
/// ("Clear", "Remove") would not tell which of several it is.
pub fn named(response: egui::Response, name: &str) -> egui::Response {
    let enabled = response.enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
    response
}

/// The marks drawn before words (✔ ✖ ⚠ ⏳ and the arrows): seen, never spoken.
const MARKS: [char; 10] = ['✔', '✖', '⚠', '⏳', '⬅', '➡', '▶', '⏸', '⏹', '🌐'];

/// `text` without the mark in front of it ("✔ Matches" → "Matches"): what a screen
/// reader should say.
pub fn unmarked(text: &str) -> &str {
    let mut rest = text.trim_start();
    while let Some(c) = rest.chars().next().filter(|c| MARKS.contains(c)) {
        rest = rest[c.len_utf8()..].trim_start();
    }
    rest
}

/// Gives a label the words a screen reader says: its text without the mark in front
/// (a reader would say "heavy check mark" before every verdict).
pub fn spoken(response: egui::Response, text: &str) -> egui::Response {
    let words = unmarked(text);
    if words.len() != text.len() {
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, words));
    }
    response
}

/// A label with a mark in front ("✔ The same") that a screen reader reads without it.
pub fn marked_label(ui: &mut Ui, text: RichText) -> egui::Response {
    let words = text.text().to_owned();
    spoken(ui.add(egui::Label::new(text).wrap()), &words)
}

/// A button with a mark in front ("⏸ Pause") that a screen reader names without it.
pub fn marked_button(ui: &mut Ui, text: &str) -> egui::Response {
    named(ui.button(text), unmarked(text))
}

/// A small button that looks like egui's small button but is drawn here, without egui's
/// per-widget style lookup: that lookup asks for another frame at once for every button
/// it did not see in the previous frame, so the "Copy" buttons of rows appearing as
/// results arrive drew frames back to back (20–60 ms of CPU each under software
/// rendering) while every core hashed.
pub fn steady_small_button(ui: &mut Ui, text: &str) -> egui::Response {
    let padding = egui::vec2(ui.spacing().button_padding.x, 0.0);
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Body,
    );
    let (rect, response) =
        ui.allocate_exact_size(galley.size() + 2.0 * padding, egui::Sense::click());
    if ui.is_rect_visible(rect) {
        let v = ui.style().interact(&response);
        ui.painter().rect(
            rect.expand(v.expansion),
            v.corner_radius,
            v.weak_bg_fill,
            v.bg_stroke,
            egui::StrokeKind::Inside,
        );
        ui.painter()
            .galley(rect.min + padding, galley, v.text_color());
    }
    if response.hovered()
        && let Some(cursor) = ui.visuals().interact_cursor
    {
        ui.ctx().set_cursor_icon(cursor);
    }
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::accesskit::Role::Button, ui.is_enabled(), text)
    });
    response
}

/// A section heading.
pub fn heading(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).strong().size(15.0));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every text colour the window uses, on every background it is drawn on, in both
    /// themes: 4.5:1 at least (WCAG AA for normal text).
    #[test]
    fn every_text_colour_reads_at_4_5_to_1_in_both_themes() {
        let ctx = egui::Context::default();
        apply(&ctx);
        for theme in [egui::Theme::Dark, egui::Theme::Light] {
            let v = ctx.style_of(theme).visuals.clone();
            let backgrounds = [v.panel_fill, v.window_fill, v.extreme_bg_color];
            let texts = [
                ("text", v.text_color()),
                ("secondary", quiet(&v)),
                ("matches", good(&v)),
                ("does not match", bad(&v)),
            ];
            for (name, t) in texts {
                for bg in backgrounds {
                    let r = contrast(t, bg);
                    assert!(r >= 4.5, "{theme:?}: {name} {t:?} on {bg:?} is {r:.2}:1");
                }
            }
            let marked = contrast(on_bad(&v), bad(&v));
            assert!(
                marked >= 4.5,
                "{theme:?}: a marked character is {marked:.2}:1"
            );
        }
    }

    #[test]
    fn marks_are_left_out_of_what_is_spoken() {
        assert_eq!(unmarked("✔ Matches"), "Matches");
        assert_eq!(unmarked("✖ Does NOT match"), "Does NOT match");
        assert_eq!(unmarked("⚠ The first file: gone"), "The first file: gone");
        assert_eq!(unmarked("🌐 English"), "English");
        assert_eq!(unmarked("Matches ✔"), "Matches ✔");
        assert_eq!(unmarked("Plain"), "Plain");
    }

    #[test]
    fn long_names_are_shortened_in_the_middle() {
        let ctx = egui::Context::default();
        let name = "ubuntu-24.04.1-desktop-amd64.iso";
        let (mut short, mut whole) = (String::new(), String::new());
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            short = middle_ellipsis(ui, name, 120.0);
            whole = middle_ellipsis(ui, name, 2000.0);
        });
        out.textures_delta.clear();
        assert_eq!(whole, name, "a name that fits is left alone");
        assert!(short.contains('…'), "{short}");
        assert!(short.starts_with("ubuntu"), "{short}");
        assert!(short.ends_with("amd64.iso"), "the end is kept: {short}");
        assert!(short.chars().count() < name.chars().count());
    }

    #[test]
    fn the_contrast_formula_gives_the_known_ratios() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color32::WHITE, Color32::WHITE) - 1.0).abs() < 0.001);
        // egui's default secondary grey on its dark panel: the 2.7:1 the issue saw.
        let old = contrast(Color32::from_gray(95), Color32::from_gray(27));
        assert!((2.5..3.0).contains(&old), "{old}");
    }
}
