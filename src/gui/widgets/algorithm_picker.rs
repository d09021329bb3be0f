//! The checksum types as checkboxes: the common ones first, the others folded under
//! "More types" (open when one of them is chosen, so that a choice is never hidden).
//! Used by the options and by the benchmark's set-up.

use egui::Ui;

use crate::engine::Algorithm;
use crate::t;

/// Draws the checkboxes for `common` (in that order), then the other types of
/// [`Algorithm::ALL`] under "More types". `chosen` is what is ticked; `hint` gives each
/// type's hover text. Returns the type whose box was clicked and whether it is now on.
pub fn algorithm_picker(
    ui: &mut Ui,
    id: &str,
    common: &[Algorithm],
    chosen: &[Algorithm],
    hint: impl Fn(Algorithm) -> String,
) -> Option<(Algorithm, bool)> {
    let mut clicked = None;
    let mut checkbox = |ui: &mut Ui, a: Algorithm| {
        let mut on = chosen.contains(&a);
        if ui
            .checkbox(&mut on, a.display_name())
            .on_hover_text(hint(a))
            .changed()
        {
            clicked = Some((a, on));
        }
    };
    ui.horizontal_wrapped(|ui| {
        for &a in common {
            checkbox(ui, a);
        }
    });
    let more_chosen = chosen.iter().any(|a| !common.contains(a));
    egui::CollapsingHeader::new(t!("settings-more-types"))
        .id_salt(id)
        .default_open(more_chosen)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for a in Algorithm::ALL.into_iter().filter(|a| !common.contains(a)) {
                    checkbox(ui, a);
                }
            });
        });
    clicked
}
