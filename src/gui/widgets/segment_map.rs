//! The segment map: a cell per segment of a file (waiting, being hashed by worker k in
//! that worker's colour, done, failed). Large files group segments so the map stays
//! small and cheap to draw.

use crate::t;
use egui::{Rect, Sense, Stroke, Ui, pos2, vec2};

use crate::engine::CellState;
use crate::gui::widgets::theme;

/// At most this many cells are drawn; beyond it, a cell stands for several segments.
const MAX_CELLS: usize = 1024;

/// The state of a group of segments: active wins (it is what moves), then failed,
/// then waiting; a group is done only when all its segments are.
fn group_state(states: &[CellState]) -> CellState {
    if let Some(a) = states.iter().find(|s| matches!(s, CellState::Active(_))) {
        return *a;
    }
    if states.contains(&CellState::Failed) {
        return CellState::Failed;
    }
    if states.iter().all(|s| *s == CellState::Done) {
        CellState::Done
    } else {
        CellState::Waiting
    }
}

/// Draws the map of one file. `marks[i]` (if given) outlines segment `i` in red
/// (compare uses it for differing segments).
pub fn segment_map(ui: &mut Ui, states: &[CellState], marks: Option<&[bool]>) {
    let n = states.len();
    if n == 0 {
        return;
    }
    let per_cell = n.div_ceil(MAX_CELLS);
    let cells = n.div_ceil(per_cell);
    let size = match cells {
        0..=64 => 14.0,
        65..=256 => 10.0,
        _ => 6.0,
    };
    let gap = if size > 8.0 { 2.0 } else { 1.0 };
    let width = ui.available_width().max(size);
    let cols = ((width + gap) / (size + gap)).floor().max(1.0) as usize;
    let rows = cells.div_ceil(cols);
    let height = rows as f32 * (size + gap);
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    // A screen reader cannot see the cells: it hears "12 of 48 pieces done".
    let done = states.iter().filter(|s| **s == CellState::Done).count();
    let summary = crate::t!("segments-summary", done = done, total = n);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &summary));
    let visuals = ui.visuals().clone();
    let painter = ui.painter_at(rect);
    let bad = theme::bad(&visuals);
    for c in 0..cells {
        let range = c * per_cell..((c + 1) * per_cell).min(n);
        let state = group_state(&states[range.clone()]);
        let fill = match state {
            CellState::Waiting => theme::waiting_cell(&visuals),
            CellState::Active(k) => theme::worker_colour(k),
            CellState::Done => theme::done_cell(&visuals),
            CellState::Failed => bad,
        };
        let (row, col) = (c / cols, c % cols);
        let min = rect.min + vec2(col as f32 * (size + gap), row as f32 * (size + gap));
        let cell = Rect::from_min_size(pos2(min.x, min.y), vec2(size, size));
        painter.rect_filled(cell, 1.5, fill);
        if marks.is_some_and(|m| m[range].iter().any(|x| *x)) {
            painter.rect_stroke(cell, 1.5, Stroke::new(2.0, bad), egui::StrokeKind::Inside);
        }
    }
    if let Some(pos) = response.hover_pos() {
        let col = ((pos.x - rect.min.x) / (size + gap)) as usize;
        let row = ((pos.y - rect.min.y) / (size + gap)) as usize;
        let c = row * cols + col.min(cols - 1);
        if c < cells {
            let first = c * per_cell;
            let last = ((c + 1) * per_cell).min(n) - 1;
            let what = match group_state(&states[first..=last]) {
                CellState::Waiting => t!("piece-waiting"),
                CellState::Active(k) => t!("piece-active", worker = k + 1),
                CellState::Done => t!("piece-done"),
                CellState::Failed => t!("piece-failed"),
            };
            let differs = marks.is_some_and(|m| m[first..=last].iter().any(|x| *x));
            let label = if first == last {
                t!("piece-one", n = first + 1, total = n, state = what)
            } else {
                t!(
                    "piece-range",
                    first = first + 1,
                    last = last + 1,
                    total = n,
                    state = what
                )
            };
            let label = if differs {
                t!("piece-differs", label = label)
            } else {
                label
            };
            response.on_hover_text_at_pointer(label);
        }
    }
}

/// A legend for the map's colours.
pub fn legend(ui: &mut Ui, workers: usize) {
    let visuals = ui.visuals().clone();
    ui.horizontal_wrapped(|ui| {
        crate::gui::widgets::workers_view::swatch(ui, theme::waiting_cell(&visuals));
        ui.label(t!("piece-waiting"));
        for k in 0..workers.min(8) {
            crate::gui::widgets::workers_view::swatch(ui, theme::worker_colour(k));
        }
        ui.label(t!("legend-active"));
        crate::gui::widgets::workers_view::swatch(ui, theme::done_cell(&visuals));
        ui.label(t!("piece-done"));
        crate::gui::widgets::workers_view::swatch(ui, theme::bad(&visuals));
        ui.label(t!("piece-failed"));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_show_activity_first() {
        use CellState::*;
        assert_eq!(group_state(&[Done, Active(2), Waiting]), Active(2));
        assert_eq!(group_state(&[Done, Failed]), Failed);
        assert_eq!(group_state(&[Done, Done]), Done);
        assert_eq!(group_state(&[Done, Waiting]), Waiting);
    }
}
