//! The overall progress line (bytes, %, MB/s, time left) and one lane per worker.

use egui::{Color32, RichText, Ui};

use crate::engine::progress::FileSegments;
use crate::engine::{CellState, Phase, Totals};
use crate::gui::command::hash::Cmd;
use crate::gui::command::{App, Command};
use crate::gui::common::jobs::{Ending, HashRun};
use crate::gui::i18n::{format_mbps, format_number, format_size};
use crate::gui::widgets::theme;
use crate::t;

/// Bytes per second as people read it.
pub fn format_rate(bps: f64) -> String {
    format_mbps(bps / 1e6)
}

/// A duration in words: "about 3 min left".
pub fn format_eta(secs: f64) -> String {
    if !secs.is_finite() || secs <= 0.0 {
        return String::new();
    }
    let s = secs.round() as u64;
    if s < 60 {
        t!("eta-seconds", s = s)
    } else if s < 3600 {
        t!("eta-minutes", min = s / 60, s = s % 60)
    } else {
        t!("eta-hours", h = s / 3600, min = (s % 3600) / 60)
    }
}

/// A job's duration, to a tenth of a second ("0.0 s" would say it took no time).
pub fn format_duration(secs: f64) -> String {
    if secs < 0.1 {
        t!("duration-under", s = format_number(0.1, 1))
    } else {
        t!("duration-seconds", s = format_number(secs, 1))
    }
}

/// The progress of a running job: bytes of the total, share, speed, and the time left
/// (or "paused"). With no known size (/dev/zero says 0 bytes) the bytes read and the
/// speed only, never "32.8 GiB of 0 B · 0 %".
pub fn running_text(totals: &Totals, rate: f64, paused: bool) -> String {
    let mut text = if totals.size_known() {
        t!(
            "progress-running",
            done = format_size(totals.done_bytes),
            total = format_size(totals.total_bytes),
            percent = format_number(f64::from(totals.fraction()) * 100.0, 0),
            rate = format_rate(rate)
        )
    } else {
        t!(
            "progress-running-unknown",
            done = format_size(totals.done_bytes),
            rate = format_rate(rate)
        )
    };
    if paused {
        text.push_str(" · ");
        text.push_str(&t!("progress-paused"));
    } else if rate > 0.0 && totals.size_known() {
        let left = totals.total_bytes.saturating_sub(totals.done_bytes) as f64;
        text.push_str(" · ");
        text.push_str(&format_eta(left / rate));
    }
    text
}

/// The overall progress bar with Pause/Resume and Cancel.
pub fn progress_ui(ui: &mut Ui, run: &HashRun) -> Option<Command> {
    let totals = run.progress().totals();
    let mut action = None;
    let rate = run.history().recent_rate(10);
    let text = match (totals.phase, run.ending) {
        (Phase::Listing, _) => t!("progress-listing", count = totals.listed),
        (_, Some(Ending::Cancelled)) => t!(
            "progress-cancelled",
            done = totals.files_done,
            total = totals.files_total
        ),
        (_, Some(Ending::Finished)) => {
            let secs = run.ended_after.map_or(0.0, |d| d.as_secs_f64());
            let avg = if secs > 0.0 {
                totals.done_bytes as f64 / secs
            } else {
                0.0
            };
            let files = t!("files-count", count = totals.files_total);
            let size = format_size(totals.done_bytes);
            let time = format_duration(secs);
            // Under a tenth of a second a speed means nothing ("0.0 MB/s").
            if secs < 0.1 {
                t!(
                    "progress-done-instant",
                    files = files,
                    size = size,
                    time = time
                )
            } else {
                t!(
                    "progress-done",
                    files = files,
                    size = size,
                    time = time,
                    rate = format_rate(avg)
                )
            }
        }
        _ => running_text(&totals, rate, run.is_paused()),
    };
    ui.horizontal(|ui| {
        if run.is_running() {
            if run.is_paused() {
                if theme::marked_button(ui, &format!("▶ {}", t!("progress-resume")))
                    .on_hover_text(t!("progress-resume-hint"))
                    .clicked()
                {
                    action = Some(Cmd::SetPaused(false).into());
                }
            } else if theme::marked_button(ui, &format!("⏸ {}", t!("progress-pause")))
                .on_hover_text(t!("progress-pause-hint"))
                .clicked()
            {
                action = Some(Cmd::SetPaused(true).into());
            }
            if theme::marked_button(ui, &format!("⏹ {}", t!("progress-cancel")))
                .on_hover_text(t!("progress-cancel-hint"))
                .clicked()
            {
                action = Some(App::Cancel.into());
            }
        }
        let fraction = if run.ending == Some(Ending::Finished) {
            1.0
        } else {
            totals.fraction()
        };
        let bar = ui.add(
            egui::ProgressBar::new(fraction)
                .text(text)
                .desired_height(22.0),
        );
        // A screen reader hears a percentage from 0 to 100, not a value out of f64::MAX.
        ui.ctx().accesskit_node_builder(bar.id, |node| {
            node.set_min_numeric_value(0.0);
            node.set_max_numeric_value(100.0);
            node.set_numeric_value((f64::from(fraction) * 100.0).clamp(0.0, 100.0));
        });
    });
    action
}

/// `label` left-aligned in a cell exactly `width` wide, whatever its text.
fn fixed_left(ui: &mut Ui, width: f32, label: egui::Label) {
    ui.allocate_ui_with_layout(
        egui::vec2(width, 16.0),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_width(width);
            ui.add(label);
        },
    );
}

/// "arch.iso — piece 3 of 40", or, when the worker hashes several segments side by side
/// in SIMD lanes, "arch.iso — pieces 1–16 of 40, side by side".
fn piece_words(c: &FileSegments, k: usize, first: usize, name: String) -> String {
    let active: Vec<usize> = c
        .states()
        .iter()
        .enumerate()
        .filter(|(_, s)| **s == CellState::Active(k))
        .map(|(i, _)| i)
        .collect();
    match (active.first(), active.last()) {
        (Some(&a), Some(&b)) if b > a => t!(
            "worker-pieces",
            name = name,
            first = a + 1,
            last = b + 1,
            total = c.count()
        ),
        _ => t!(
            "worker-piece",
            name = name,
            n = first + 1,
            total = c.count()
        ),
    }
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
            fixed_left(ui, 70.0, egui::Label::new(t!("worker-name", n = k + 1)));
            let doing = match w.file.and_then(|f| Some((files.get(f)?, f))) {
                Some((c, f)) => {
                    let name = c.path.file_name().map_or_else(
                        || c.path.to_string_lossy().into_owned(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    let split = progress.segments(f).filter(|g| g.count() > 1);
                    match (w.segment, split) {
                        (Some(s), Some(g)) => piece_words(g, k, s, name),
                        _ => name,
                    }
                }
                None => t!("worker-idle"),
            };
            fixed_left(ui, 540.0, egui::Label::new(doing).truncate());
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
pub fn swatch(ui: &mut Ui, colour: Color32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
    ui.painter().rect_filled(rect, 2.0, colour);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_well() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        assert_eq!(format_duration(0.0123), "under 0.1 s");
        assert_eq!(format_duration(2.345), "2.3 s");
    }

    #[test]
    fn rates_and_times_read_well() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        assert_eq!(format_rate(512e6), "512\u{a0}MB/s");
        assert_eq!(format_rate(1.25e6), "1.2\u{a0}MB/s");
        assert_eq!(format_eta(42.0), "about 42 s left");
        assert_eq!(format_eta(125.0), "about 2 min 5 s left");
        assert_eq!(format_eta(f64::INFINITY), "");
    }

    fn totals(done_bytes: u64, total_bytes: u64) -> Totals {
        Totals {
            phase: Phase::Hashing,
            listed: 1,
            files_total: 1,
            files_done: 0,
            files_failed: 0,
            total_bytes,
            done_bytes,
            elapsed: std::time::Duration::from_secs(3),
        }
    }

    /// /dev/zero says it has 0 bytes: what was read and how fast, never "of 0 B · 0 %".
    #[test]
    fn an_unknown_size_shows_bytes_read_and_speed_only() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        let text = running_text(&totals(35_218_731_008, 0), 2e9, false);
        assert_eq!(text, "32.8\u{a0}GiB read · 2.0\u{a0}GB/s");
        let known = running_text(&totals(1 << 20, 4 << 20), 1e6, false);
        assert_eq!(
            known,
            "1\u{a0}MiB of 4\u{a0}MiB · 25 % · 1.0\u{a0}MB/s · about 3 s left"
        );
    }
}
