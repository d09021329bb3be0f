//! The live throughput graph (egui_plot): total MB/s and each worker's, over time.

use crate::t;
use egui::Ui;
use egui_plot::{Legend, Line, Plot, PlotPoints};

use crate::engine::History;
use crate::gui::widgets::theme;

/// Draws the graph of `history`.
pub fn graph(ui: &mut Ui, history: &History, workers: usize) {
    let samples = history.samples();
    // Keep the last few minutes: older points only squeeze the recent ones together,
    // and drawing fewer points keeps frames short.
    let skip = samples.len().saturating_sub(1800);
    let total: Vec<[f64; 2]> = samples
        .iter()
        .skip(skip)
        .map(|s| [s.t_secs, s.total_bps / 1e6])
        .collect();
    let text = ui.visuals().text_color();
    // A screen reader hears the speed in words: "2.7 GB/s, peak 3.3 GB/s".
    let now = samples.back().map_or(0.0, |s| s.total_bps / 1e6);
    let peak = samples
        .iter()
        .map(|s| s.total_bps / 1e6)
        .fold(0.0, f64::max);
    let summary = t!(
        "graph-summary",
        now = crate::gui::i18n::format_mbps(now),
        peak = crate::gui::i18n::format_mbps(peak)
    );
    let plot = fixed_plot("throughput", 150.0)
        .x_axis_label(t!("graph-seconds"))
        .y_axis_label("MB/s")
        .show(ui, |plot| {
            plot.line(
                Line::new(t!("graph-total"), PlotPoints::from(total))
                    .color(text)
                    .width(2.0),
            );
            if workers > 1 {
                for k in 0..workers {
                    let pts: Vec<[f64; 2]> = samples
                        .iter()
                        .skip(skip)
                        .map(|s| [s.t_secs, s.worker_bps.get(k).copied().unwrap_or(0.0) / 1e6])
                        .collect();
                    plot.line(
                        Line::new(t!("worker-name", n = k + 1), PlotPoints::from(pts))
                            .color(theme::worker_colour(k))
                            .width(1.2),
                    );
                }
            }
        });
    plot.response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &summary));
}

/// A plot that only shows: no zoom, drag or scroll (the live graphs redraw themselves and
/// a stray gesture would freeze the view), a legend, and the y axis starting at zero.
pub fn fixed_plot(id: &str, height: f32) -> Plot<'static> {
    Plot::new(id.to_owned())
        .height(height)
        .legend(Legend::default())
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_y(0.0)
}
