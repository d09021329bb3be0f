//! The results table: file, size, algorithm, digest (monospace, selectable), a copy
//! button per digest, the verdict when something was expected, and errors in plain
//! words next to their file. Only the visible rows are laid out.

use crate::t;
use egui::{Align, Layout, RichText, Ui};

use crate::gui::command::hash::Cmd;
use crate::gui::command::{App, Command, Save};
use crate::gui::common::jobs::{DigestLine, FileRow, Results, RowRef};
use crate::gui::hash::export::Format;
use crate::gui::i18n::format_size;
use crate::gui::widgets::reasons;
use crate::gui::widgets::theme;
use crate::sums::Row;

/// GNU sums lines of every digest (names as shown).
pub fn gnu_text(results: &Results) -> String {
    let mut s = String::new();
    for (f, d) in shown_lines(results) {
        let line = crate::sums::format_gnu_line(&d.hex(), f.display().as_bytes(), false);
        s.push_str(&String::from_utf8_lossy(&line));
    }
    s
}

/// The digest lines the table shows, in its order, with their file.
fn shown_lines(results: &Results) -> impl Iterator<Item = (&FileRow, DigestLine<'_>)> {
    results.rows().iter().filter_map(|r| {
        let f = results.files().get(r.file())?;
        let line = f.outcome().ok()?.get(r.digest()?)?;
        Some((f, line))
    })
}

/// The header with the actions.
pub fn header_ui(ui: &mut Ui, results: &Results, busy_exporting: bool) -> Option<Command> {
    let mut action = None;
    // Left to right after the heading, so that Tab visits them in reading order.
    ui.horizontal_wrapped(|ui| {
        theme::heading(ui, &t!("results-heading", count = results.files().len()));
        ui.add_space(12.0);
        if ui
            .button(t!("results-copy-all"))
            .on_hover_text(t!("results-copy-all-hint"))
            .clicked()
        {
            action = Some(Cmd::CopyAll.into());
        }
        ui.add_enabled_ui(!busy_exporting, |ui| {
            ui.menu_button(t!("results-save"), |ui| {
                for f in Format::ALL {
                    if ui.button(f.label()).clicked() {
                        action = Some(App::Save(Save::Results(f)).into());
                        ui.close();
                    }
                }
            });
        });
        if theme::named(ui.button(t!("results-clear")), &t!("results-clear-hint"))
            .on_hover_text(t!("results-clear-hint"))
            .clicked()
        {
            action = Some(Cmd::Clear.into());
        }
    });
    action
}

/// The table body; `verdict(path)` is the check's row of the file at `path`. Only the
/// visible rows are laid out, so a frame costs the same for 10 files or 200,000.
pub fn table_ui<'a>(
    ui: &mut Ui,
    results: &Results,
    verdict: impl Fn(&std::path::Path) -> Option<&'a Row>,
) -> Option<Command> {
    let mut action = None;
    let row_height = ui.spacing().interact_size.y + 2.0;
    let widths = column_widths(ui, ui.available_width());
    ui.horizontal(|ui| {
        let titles = [
            t!("column-file"),
            t!("column-size"),
            t!("column-type"),
            t!("column-checksum"),
            String::new(),
            t!("column-check"),
        ];
        for (title, w) in titles.iter().zip(widths) {
            cell(ui, w, |ui| {
                ui.label(RichText::new(title).strong());
            });
        }
    });
    ui.separator();
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show_rows(ui, row_height, results.rows().len(), |ui, range| {
            let rows = &results.rows()[range];
            let names = shown_names(ui, results, rows, widths[0] - 4.0);
            for (r, name) in rows.iter().zip(&names) {
                let Some(f) = results.files().get(r.file()) else {
                    continue;
                };
                let shown = |a| !results.is_hidden(a);
                let v = verdict(&f.path);
                // A screen reader reads the row as one item: "file, type, checksum, verdict".
                // Exactly one row's room: a row given the rest of the view centred its
                // cells in it, so the first row sat half-way down the table and each
                // next one half-way down what was left.
                let room = egui::Rect::from_min_size(
                    ui.cursor().min,
                    egui::vec2(ui.available_width(), row_height),
                );
                let row = egui::UiBuilder::new()
                    .max_rect(room)
                    .layout(Layout::left_to_right(Align::Center));
                let drawn = ui.scope_builder(row, |ui| {
                    ui.set_height(row_height);
                    if let Some(a) = row_ui(ui, &widths, (f, name.as_str()), r, v, &shown) {
                        action = Some(a);
                    }
                });
                // Through the response, so that the item also has its place on screen.
                let name = row_name(f, r, v, &shown, ui.visuals());
                drawn.response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::accesskit::Role::ListItem, true, &name)
                });
            }
        });
    action
}

/// The file names of `rows` as shown (on a file's first row; empty on the others):
/// shortened in the middle to `width` points, each keeping what tells it from the
/// other names on screen, so that two downloads differing only in the middle never
/// look the same.
fn shown_names(ui: &Ui, results: &Results, rows: &[RowRef], width: f32) -> Vec<String> {
    let full: Vec<String> = rows
        .iter()
        .map(|r| match results.files().get(r.file()) {
            Some(f) if r.first() => f.display().into_owned(),
            _ => String::new(),
        })
        .collect();
    let named: Vec<&str> = full
        .iter()
        .map(String::as_str)
        .filter(|n| !n.is_empty())
        .collect();
    let mut short = theme::distinct_ellipsis(ui, &named, width).into_iter();
    full.iter()
        .map(|n| {
            if n.is_empty() {
                String::new()
            } else {
                short.next().unwrap_or_default()
            }
        })
        .collect()
}

/// What a screen reader says for a row: "FILE, TYPE, CHECKSUM, verdict", or the file
/// and why it has no checksum.
fn row_name(
    f: &FileRow,
    r: &RowRef,
    verdict: Option<&Row>,
    shown: &dyn Fn(crate::engine::Algorithm) -> bool,
    visuals: &egui::Visuals,
) -> String {
    let sep = t!("list-separator");
    let file = f.display().to_string();
    match (r.digest(), f.outcome()) {
        (Some(d), Ok(lines)) => {
            let Some(line) = lines.get(d) else {
                return file;
            };
            let mut words = vec![file, line.label(), line.hex()];
            let algorithm = (!line.is_segmented()).then(|| line.algorithm());
            let said = verdict.and_then(|v| {
                crate::gui::hash::verdict::row_words(v, algorithm, r.first(), shown, visuals)
            });
            if let Some((text, _)) = said {
                words.push(theme::unmarked(&text).to_owned());
            }
            words.join(&sep)
        }
        (_, Err(e)) => [file, reasons::file_error(e)].join(&sep),
        (None, Ok(_)) => file,
    }
}

/// One row: the file (on its first row only), and one digest with its verdict, or
/// the error in plain words.
fn row_ui(
    ui: &mut Ui,
    widths: &[f32; 6],
    (f, name): (&FileRow, &str),
    r: &RowRef,
    verdict: Option<&Row>,
    shown: &dyn Fn(crate::engine::Algorithm) -> bool,
) -> Option<Command> {
    let visuals = ui.visuals().clone();
    // Only the first digest row of a file repeats nothing: the name and size would
    // only add noise on the following rows.
    let first = r.first();
    cell(ui, widths[0], |ui| {
        if first {
            // Shortened in the middle, keeping what differs from the other rows
            // ([`shown_names`]); the whole path on hover.
            ui.add(egui::Label::new(name).truncate())
                .on_hover_text(f.path.to_string_lossy());
        }
    });
    cell(ui, widths[1], |ui| {
        if first {
            ui.label(format_size(f.size));
        }
    });
    let mut action = None;
    match (r.digest(), f.outcome()) {
        (Some(d), Ok(lines)) => {
            let line = lines.get(d)?;
            let hex = line.hex();
            cell(ui, widths[2], |ui| {
                ui.add(egui::Label::new(line.label()).truncate());
            });
            cell(ui, widths[3], |ui| {
                // A truncated label shows its whole text on hover by itself.
                ui.add(egui::Label::new(RichText::new(&hex).monospace()).truncate());
            });
            cell(ui, widths[4], |ui| {
                let button = theme::steady_small_button(ui, &t!("results-copy"));
                // Each button says what it copies to a screen reader, not just "Copy".
                let name = t!(
                    "results-copy-name",
                    algorithm = line.label(),
                    file = f.display().to_string()
                );
                button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
                if button.on_hover_text(t!("results-copy-hint")).clicked() {
                    action = Some(App::Copy(hex.clone()).into());
                }
            });
            cell(ui, widths[5], |ui| {
                let words = verdict.and_then(|v| {
                    let algorithm = (!line.is_segmented()).then(|| line.algorithm());
                    crate::gui::hash::verdict::row_words(v, algorithm, first, shown, &visuals)
                });
                if let Some((text, colour)) = words {
                    let label = ui.add(
                        egui::Label::new(RichText::new(&text).color(colour).strong()).truncate(),
                    );
                    theme::spoken(label, &text);
                }
            });
        }
        (_, Err(e)) => {
            let text = format!("⚠ {}", reasons::file_error(e));
            let label = ui
                .add(egui::Label::new(RichText::new(&text).color(theme::bad(&visuals))).truncate());
            theme::spoken(label, &text);
        }
        (None, Ok(_)) => {}
    }
    action
}

/// The columns' widths. The Copy and Check columns fit their words in the language
/// in use ("Копировать" is twice "Copy"); the other fixed ones fit a size and a type.
fn column_widths(ui: &Ui, total: f32) -> [f32; 6] {
    let width = |text: String| {
        let font = egui::TextStyle::Body.resolve(ui.style());
        ui.ctx()
            .fonts_mut(|f| f.layout_no_wrap(text, font, egui::Color32::WHITE).size().x)
    };
    let copy = (width(t!("results-copy")) + 2.0 * ui.spacing().button_padding.x + 4.0).max(50.0);
    let check = [
        format!("✔ {}", t!("verdict-matches")),
        format!("✖ {}", t!("verdict-does-not-match")),
        t!("column-check"),
    ]
    .into_iter()
    .map(|s| width(s) + 8.0)
    .fold(115.0, f32::max);
    // In a narrow window the size and type columns give up some room first.
    let (size, kind) = if total < 700.0 {
        (62.0, 80.0)
    } else {
        (75.0, 110.0)
    };
    let fixed = size + kind + copy + check;
    // The six cells are separated by five gaps; a little more keeps the row clear of
    // the scroll bar.
    let gaps = 5.0 * ui.spacing().item_spacing.x + 8.0;
    let rest = (total - fixed - gaps).max(110.0);
    // The checksum gets the room it needs for SHA-256 (64 characters) first: it is what
    // people compare, and the verdict card shows it whole. The file name keeps at
    // least 30 % (up to 160 points), enough to tell two downloads apart (its full path
    // is on hover); in a narrow window, where the checksum is cut anyway, it keeps
    // half, so that what tells two names apart has room beside their ends.
    let name = if total < 700.0 {
        rest * 0.5
    } else {
        (rest * 0.3).min(160.0)
    };
    let digest = (rest - name).min(520.0);
    [rest - digest, size, kind, digest, copy, check]
}

fn cell(ui: &mut Ui, width: f32, add: impl FnOnce(&mut Ui)) {
    let height = ui.spacing().interact_size.y;
    ui.allocate_ui_with_layout(
        egui::vec2(width, height),
        Layout::left_to_right(Align::Center),
        |ui| {
            ui.set_width(width);
            add(ui);
        },
    );
}

/// The files as export rows, in input order.
pub fn export_rows(results: &Results) -> Vec<crate::gui::hash::export::ExportRow> {
    use crate::gui::hash::export::ExportRow;
    let mut out = Vec::new();
    for r in results.rows() {
        let Some(f) = results.files().get(r.file()) else {
            continue;
        };
        match (f.outcome(), r.digest()) {
            (Ok(lines), Some(d)) => {
                if let Some(d) = lines.get(d) {
                    let n = d.segments().map(|(_, n)| n);
                    out.push(ExportRow::digest(&f.path, f.size, d.digest.clone(), n));
                }
            }
            (Err(e), _) => out.push(ExportRow::error(&f.path, f.size, &reasons::file_error(e))),
            (Ok(_), None) => {}
        }
    }
    out
}
