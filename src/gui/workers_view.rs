//! The overall progress line (bytes, %, MB/s, time left) and one lane per worker.

use egui::{Color32, RichText, Ui};

use super::jobs::{Ending, HashRun};
use super::theme;
use crate::engine::Phase;
use crate::engine::options::format_size;

/// What the buttons next to the progress bar ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Pause or resume.
    SetPaused(bool),
    /// Stop.
    Cancel,
}

/// Bytes per second as people read it.
pub fn format_rate(bps: f64) -> String {
    let mb = bps / 1e6;
    if mb >= 100.0 {
        format!("{mb:.0} MB/s")
    } else {
        format!("{mb:.1} MB/s")
    }
}

/// A duration in words: "about 3 min left".
pub fn format_eta(secs: f64) -> String {
    if !secs.is_finite() || secs <= 0.0 {
        return String::new();
    }
    let s = secs.round() as u64;
    if s < 60 {
        format!("about {s} s left")
    } else if s < 3600 {
        format!("about {} min {} s left", s / 60, s % 60)
    } else {
        format!("about {} h {} min left", s / 3600, (s % 3600) / 60)
    }
}

/// A job's duration, to a tenth of a second ("0.0 s" would say it took no time).
pub fn format_duration(secs: f64) -> String {
    if secs < 0.1 {
        "under 0.1 s".to_owned()
    } else {
        format!("{secs:.1} s")
    }
}

/// The overall progress bar with Pause/Resume and Cancel.
pub fn progress_ui(ui: &mut Ui, run: &HashRun) -> Option<Action> {
    let totals = run.progress().totals();
    let mut action = None;
    let rate = run.history().recent_rate(10);
    let text = match (totals.phase, run.ending) {
        (Phase::Listing, _) => format!("Looking for files… {} found", totals.listed),
        (_, Some(Ending::Cancelled)) => format!(
            "Cancelled · {} of {} done",
            totals.files_done,
            theme::count(totals.files_total, "file", "files")
        ),
        (_, Some(Ending::Finished)) => {
            let secs = run.ended_after.map_or(0.0, |d| d.as_secs_f64());
            let avg = if secs > 0.0 {
                totals.done_bytes as f64 / secs
            } else {
                0.0
            };
            format!(
                "Done · {} · {} in {} · {}",
                theme::count(totals.files_total, "file", "files"),
                format_size(totals.done_bytes),
                format_duration(secs),
                format_rate(avg)
            )
        }
        _ => {
            let left = totals.total_bytes.saturating_sub(totals.done_bytes) as f64;
            let mut t = format!(
                "{} of {} · {:.0}% · {}",
                format_size(totals.done_bytes),
                format_size(totals.total_bytes),
                totals.fraction() * 100.0,
                format_rate(rate)
            );
            if run.is_paused() {
                t.push_str(" · paused");
            } else if rate > 0.0 {
                t.push_str(" · ");
                t.push_str(&format_eta(left / rate));
            }
            t
        }
    };
    ui.horizontal(|ui| {
        if run.is_running() {
            if run.is_paused() {
                if ui
                    .button("▶ Resume")
                    .on_hover_text("Go on hashing")
                    .clicked()
                {
                    action = Some(Action::SetPaused(false));
                }
            } else if ui
                .button("⏸ Pause")
                .on_hover_text("Stop for now; resume later")
                .clicked()
            {
                action = Some(Action::SetPaused(true));
            }
            if ui
                .button("⏹ Cancel")
                .on_hover_text("Stop hashing (Esc). Finished files are kept.")
                .clicked()
            {
                action = Some(Action::Cancel);
            }
        }
        let fraction = if run.ending == Some(Ending::Finished) {
            1.0
        } else {
            totals.fraction()
        };
        ui.add(
            egui::ProgressBar::new(fraction)
                .text(text)
                .desired_height(22.0),
        );
    });
    action
}

/// One line per worker: its colour, what it is hashing, and its speed. Every cell
/// has a fixed width: a grid that sized its columns to the text would ask for another
/// frame each time a file name or a speed changes length, drawing far more often than
/// the pacer allows while files stream by.
pub fn lanes_ui(ui: &mut Ui, run: &HashRun) {
    let progress = run.progress();
    let files = progress.files();
    let last = run.history().samples().back().cloned();
    for (k, w) in progress.workers().iter().enumerate() {
        ui.horizontal(|ui| {
            swatch(ui, theme::worker_colour(k));
            ui.add_sized([70.0, 16.0], egui::Label::new(format!("Worker {}", k + 1)));
            let doing = match w.file.and_then(|f| files.get(f)) {
                Some(c) => {
                    let name = c.path.file_name().map_or_else(
                        || c.path.to_string_lossy().into_owned(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    match w.segment {
                        Some(s) if c.segment_count() > 1 => {
                            format!("{name} — piece {} of {}", s + 1, c.segment_count())
                        }
                        _ => name,
                    }
                }
                None => "idle".to_string(),
            };
            ui.add_sized([420.0, 16.0], egui::Label::new(doing).truncate());
            let bps = last
                .as_ref()
                .and_then(|s| s.worker_bps.get(k))
                .copied()
                .unwrap_or(0.0);
            ui.add_sized(
                [110.0, 16.0],
                egui::Label::new(RichText::new(format_rate(bps)).monospace()),
            );
        });
    }
}

/// A small square in `colour`.
pub fn swatch(ui: &mut Ui, colour: Color32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
    ui.painter().rect_filled(rect, 2.0, colour);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_well() {
        assert_eq!(format_duration(0.0123), "under 0.1 s");
        assert_eq!(format_duration(2.345), "2.3 s");
    }

    #[test]
    fn rates_and_times_read_well() {
        assert_eq!(format_rate(512e6), "512 MB/s");
        assert_eq!(format_rate(1.25e6), "1.2 MB/s");
        assert_eq!(format_eta(42.0), "about 42 s left");
        assert_eq!(format_eta(125.0), "about 2 min 5 s left");
        assert_eq!(format_eta(f64::INFINITY), "");
    }
}
