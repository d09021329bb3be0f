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
        Color32::from_rgb(20, 130, 60)
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

/// A quiet grey for secondary text.
pub fn quiet(visuals: &Visuals) -> Color32 {
    visuals.weak_text_color()
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

/// A section heading.
pub fn heading(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).strong().size(15.0));
}
