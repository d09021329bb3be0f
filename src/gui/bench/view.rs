//! The Benchmark view: "is your disk or your CPU the bottleneck?". The set-up sits in
//! the left panel; the central panel shows live progress, then the verdict in plain
//! words, a bar chart (one bar per combination) and the table of results.

use crate::gui::command::bench::Cmd;
use crate::gui::command::{App, Command, Dialog, Save};
use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart};

use crate::engine::Algorithm;
use crate::gui::bench::state::{
    BenchSetup, BenchState, SIZES, cell_words, io_words, mode_words, threads_words,
};
use crate::gui::bench::words as bench_words;
use crate::gui::i18n::format_size;
use crate::gui::i18n::{format_mbps as format_rate, format_number};
use crate::gui::widgets::algorithm_picker::algorithm_picker;
use crate::gui::widgets::{theme, workers_view};
use crate::lab::{Bound, CellResult, Format, seed_reference};
use crate::t;

/// The colour of `algorithm` in the chart: its place among the run's algorithms.
fn colour(algorithms: &[Algorithm], algorithm: Algorithm) -> Color32 {
    let k = algorithms
        .iter()
        .position(|a| *a == algorithm)
        .unwrap_or_else(|| {
            Algorithm::ALL
                .iter()
                .position(|a| *a == algorithm)
                .unwrap_or(0)
        });
    theme::worker_colour(k)
}

/// The set-up, for the left panel. Disabled while a run is going.
pub fn setup_ui(ui: &mut Ui, state: &mut BenchState) -> Option<Command> {
    let mut action = None;
    let running = state.is_running();
    let s = &mut state.setup;
    ui.add_enabled_ui(!running, |ui| {
        algorithms_setup(ui, s);
        ui.add_space(6.0);
        threads_setup(ui, s);
        ui.add_space(6.0);
        reading_setup(ui, s);
        ui.add_space(6.0);
        mode_setup(ui, s);
        ui.add_space(6.0);
        repeat_setup(ui, s);
        ui.add_space(6.0);
        if data_setup(ui, s) {
            action = Some(App::Open(Dialog::BenchFile).into());
        }
        ui.add_space(6.0);
        ui.checkbox(&mut s.peers, t!("bench-peers"))
            .on_hover_text(t!("bench-peers-hint"));
    });
    ui.add_space(10.0);
    let cells = state.setup.config().cells().len();
    ui.label(t!(
        "bench-plan",
        cells = cells,
        runs = state.setup.repeat.max(1),
        data = state.setup.data_words()
    ));
    action
}

/// The checksum types, grouped as in the options; the chosen ones stay in
/// [`Algorithm::ALL`]'s order.
fn algorithms_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, &t!("bench-algorithms"));
    let common: Vec<Algorithm> = Algorithm::ALL
        .into_iter()
        .filter(|a| a.is_common())
        .collect();
    let hint = |a: Algorithm| {
        if a.is_weak() {
            t!("bench-algorithm-weak-hint")
        } else {
            t!("bench-algorithm-hint")
        }
    };
    match algorithm_picker(ui, "bench-more-types", &common, &s.algorithms, hint) {
        Some((a, true)) => {
            s.algorithms.push(a);
            s.algorithms
                .sort_by_key(|x| Algorithm::ALL.iter().position(|y| y == x));
        }
        Some((a, false)) => s.algorithms.retain(|x| *x != a),
        None => {}
    }
}

fn threads_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, &t!("bench-threads-heading"));
    ui.horizontal_wrapped(|ui| {
        for (n, on) in &mut s.threads {
            ui.toggle_value(on, threads_words(*n))
                .on_hover_text(t!("bench-threads-hint"));
        }
    });
}

fn reading_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, &t!("bench-reading-heading"));
    ui.horizontal_wrapped(|ui| {
        ui.toggle_value(&mut s.mmap, t!("bench-io-mmap"))
            .on_hover_text(t!("bench-mmap-hint"));
        for (b, on) in &mut s.buffers {
            let size = format_size(*b as u64);
            ui.toggle_value(on, t!("bench-io-buffered", size = &size))
                .on_hover_text(t!("bench-buffered-hint", size = size));
        }
    });
}

fn mode_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, &t!("bench-mode-heading"));
    ui.horizontal(|ui| {
        ui.toggle_value(&mut s.standard, t!("bench-standard-word"))
            .on_hover_text(t!("bench-standard-hint"));
        ui.toggle_value(&mut s.segmented, t!("bench-segmented-word"))
            .on_hover_text(t!("bench-segmented-hint"));
        let best = crate::engine::kernels::Kernel::best();
        if best.lanes() > 1 {
            ui.add_enabled_ui(s.segmented, |ui| {
                ui.toggle_value(&mut s.lanes, t!("bench-lanes-toggle"))
                    .on_hover_text(t!("bench-lanes-hint", lanes = best.lanes()));
            });
        }
    });
}

fn repeat_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, &t!("bench-repeat-heading"));
    ui.horizontal(|ui| {
        ui.add(egui::DragValue::new(&mut s.repeat).range(1..=50))
            .on_hover_text(t!("bench-repeat-hint"));
        ui.label(t!("bench-repeat-unit"));
    });
}

/// Generated data (with its size) or a file of the person's. Returns whether "Choose
/// file…" was clicked.
fn data_setup(ui: &mut Ui, s: &mut BenchSetup) -> bool {
    theme::heading(ui, &t!("bench-data-heading"));
    ui.radio_value(&mut s.use_file, false, t!("bench-generated"))
        .on_hover_text(t!("bench-generated-hint"));
    ui.add_enabled_ui(!s.use_file, |ui| {
        ui.horizontal_wrapped(|ui| {
            for size in SIZES {
                let text = if size == SIZES[0] {
                    t!("bench-quick-try", size = format_size(size))
                } else {
                    format_size(size)
                };
                ui.radio_value(&mut s.size, size, text)
                    .on_hover_text(t!("bench-size-hint"));
            }
        });
    });
    let mut choose = false;
    ui.horizontal(|ui| {
        let can = s.file.is_some();
        ui.add_enabled_ui(can, |ui| {
            ui.radio_value(&mut s.use_file, true, t!("bench-your-file"))
                .on_hover_text(t!("bench-your-file-hint"));
        });
        choose = ui
            .button(t!("bench-choose-file"))
            .on_hover_text(t!("bench-choose-file-hint"))
            .clicked();
    });
    if let Some(f) = &s.file {
        ui.label(RichText::new(f.display().to_string()).small())
            .on_hover_text(t!("bench-file-chosen"));
    }
    choose
}

/// The central panel.
pub fn ui(ui: &mut Ui, state: &BenchState) -> Option<Command> {
    ui.label(RichText::new(t!("view-bench-hint")).size(20.0));
    ui.label(RichText::new(t!("bench-intro")).color(theme::quiet(ui.visuals())));
    ui.add_space(6.0);
    let action = ui.horizontal_wrapped(|ui| buttons(ui, state)).inner;
    status_ui(ui, state);
    ui.add_space(6.0);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| results_ui(ui, state));
    action
}

/// Run or Cancel, and the export buttons once there is a report.
fn buttons(ui: &mut Ui, state: &BenchState) -> Option<Command> {
    let mut action = if state.is_running() {
        ui.button(RichText::new(t!("progress-cancel")).size(16.0))
            .on_hover_text(t!("bench-cancel-hint"))
            .clicked()
            .then(|| App::Cancel.into())
    } else {
        let quick = ui
            .button(RichText::new(t!("bench-quick")).size(16.0))
            .on_hover_text(t!("bench-quick-hint"))
            .clicked()
            .then(|| Cmd::Quick.into());
        run_button(ui, state).or(quick)
    };
    if state.report.is_some() && !state.is_running() {
        ui.separator();
        for (name, f, hover) in [
            ("CSV", Format::Csv, t!("bench-export-csv-hint")),
            ("JSON", Format::Json, t!("bench-export-json-hint")),
            ("Markdown", Format::Markdown, t!("bench-export-md-hint")),
        ] {
            if ui
                .button(t!("bench-export", format = name))
                .on_hover_text(hover)
                .clicked()
            {
                action = Some(App::Save(Save::Bench(f)).into());
            }
        }
    }
    action
}

/// "Run benchmark", disabled (saying why) while the set-up misses something.
fn run_button(ui: &mut Ui, state: &BenchState) -> Option<Command> {
    let missing = state.setup.missing();
    let r = ui.add_enabled(
        missing.is_none(),
        egui::Button::new(RichText::new(t!("bench-run")).size(16.0)),
    );
    let r = match &missing {
        Some(m) => r.on_disabled_hover_text(m),
        None => r.on_hover_text(t!("bench-run-hint")),
    };
    if let Some(m) = missing {
        ui.label(RichText::new(m).color(theme::bad(ui.visuals())));
    }
    r.clicked().then(|| Cmd::Run.into())
}

/// The live status line and progress bar, or why the run could not start.
fn status_ui(ui: &mut Ui, state: &BenchState) {
    if state.is_running() {
        ui.add_space(4.0);
        ui.label(state.status());
        ui.add(
            egui::ProgressBar::new(state.fraction())
                .show_percentage()
                .desired_width(ui.available_width().min(700.0)),
        );
    }
    if let Some(e) = &state.error {
        ui.label(
            RichText::new(t!("bench-error", error = e.to_string())).color(theme::bad(ui.visuals())),
        );
    }
}

/// The verdict, chart and table, the peers and the seed notes' figures.
fn results_ui(ui: &mut Ui, state: &BenchState) {
    if let Some(report) = &state.report {
        verdict_ui(ui, state, report);
    }
    if !state.cells.is_empty() {
        chart(ui, state);
        ui.add_space(6.0);
        table(ui, state);
    } else if !state.is_running() && state.report.is_none() && state.error.is_none() {
        ui.label(t!(
            "bench-empty",
            run = t!("bench-run"),
            quick = t!("bench-quick-try", size = format_size(SIZES[0]))
        ));
    }
    if let Some(report) = &state.report
        && !report.peers.is_empty()
    {
        ui.add_space(8.0);
        peers_ui(ui, report);
    }
    ui.add_space(8.0);
    seed_ui(ui);
}

fn verdict_ui(ui: &mut Ui, state: &BenchState, report: &crate::lab::BenchReport) {
    if report.cancelled {
        ui.label(
            RichText::new(t!(
                "bench-cancelled",
                done = report.cells.len(),
                total = report.cells_planned
            ))
            .strong(),
        );
    }
    theme::heading(ui, &t!("bench-verdict-heading"));
    // The answer in one sentence, in normal text, before any figure.
    if let Some(lead) = bench_words::lead(report) {
        ui.add(egui::Label::new(RichText::new(lead).size(17.0)).wrap());
        ui.add_space(4.0);
    }
    for v in &report.verdict.algorithms {
        let c = colour(&state.colours, v.algorithm);
        let tag = match v.bound {
            Bound::Cpu => t!("bench-bound-cpu"),
            Bound::Io => t!("bench-bound-io"),
            Bound::Unknown => t!("bench-bound-unknown"),
        };
        ui.horizontal_wrapped(|ui| {
            workers_view::swatch(ui, c).on_hover_text(tag);
            let words = bench_words::algorithm(v, report.verdict.reads.as_ref());
            ui.label(RichText::new(words).size(17.0));
        });
    }
    if !report.verdict.summary.is_empty() {
        let summary = bench_words::summary(report);
        ui.label(RichText::new(summary).color(theme::quiet(ui.visuals())));
    }
    ui.add_space(6.0);
}

fn chart(ui: &mut Ui, state: &BenchState) {
    theme::heading(ui, &t!("bench-chart-heading"));
    let mut charts = Vec::new();
    for a in &state.colours {
        let bars: Vec<Bar> = state
            .cells
            .iter()
            .enumerate()
            .filter(|(_, c)| c.cell.algorithm == *a)
            .map(|(i, c)| {
                Bar::new(i as f64, c.median_mbps)
                    .width(0.8)
                    .name(cell_words(&c.cell))
                    .fill(colour(&state.colours, *a))
            })
            .collect();
        if !bars.is_empty() {
            charts.push(
                BarChart::new(a.display_name(), bars)
                    .color(colour(&state.colours, *a))
                    .element_formatter(Box::new(|bar, _| {
                        format!("{}\n{}", bar.name, format_rate(bar.value))
                    })),
            );
        }
    }
    let labels = bar_labels(state);
    // Room above the tallest bar for its label.
    let top = state
        .cells
        .iter()
        .map(|c| c.median_mbps)
        .fold(0.0, f64::max);
    let response = crate::gui::widgets::throughput::fixed_plot("bench_bars", 220.0)
        .include_x(-0.5)
        .include_x(state.planned.len().max(1) as f64 - 0.5)
        .include_y(top * 1.3)
        .show_x(false)
        .x_axis_label(t!("bench-chart-x"))
        .y_axis_label("MB/s")
        .show(ui, |plot| {
            for c in charts {
                plot.bar_chart(c);
            }
            for label in labels {
                plot.text(label);
            }
        })
        .response;
    // A screen reader cannot see bars: the chart says what each one measured.
    let summary = state
        .cells
        .iter()
        .map(|c| format!("{}: {}", cell_words(&c.cell), format_rate(c.median_mbps)))
        .collect::<Vec<_>>()
        .join("; ");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &summary));
}

/// The words on each bar, above it: the checksum type and the threads ("SHA-256,
/// 1 thread"). With many bars only the threads fit; the type is the bar's colour and
/// the legend's, and the whole description is on hover.
fn bar_labels(state: &BenchState) -> Vec<egui_plot::Text> {
    let few = state.planned.len() <= 12;
    state
        .cells
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let text = if few {
                format!(
                    "{}\n{}",
                    c.cell.algorithm.display_name(),
                    threads_words(c.cell.threads)
                )
            } else {
                c.cell.threads.to_string()
            };
            // No name: the legend lists checksum types, not labels.
            egui_plot::Text::new(
                "",
                egui_plot::PlotPoint::new(i as f64, c.median_mbps),
                RichText::new(text).size(11.0),
            )
            .anchor(egui::Align2::CENTER_BOTTOM)
        })
        .collect()
}

fn table(ui: &mut Ui, state: &BenchState) {
    theme::heading(ui, &t!("bench-results-heading"));
    let quiet = theme::quiet(ui.visuals());
    egui::Grid::new("bench_table")
        .striped(true)
        .num_columns(8)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for (h, hover) in [
                (t!("bench-col-algorithm"), String::new()),
                (t!("bench-col-threads"), String::new()),
                (t!("bench-col-reading"), t!("bench-col-reading-hint")),
                (t!("bench-col-mode"), t!("bench-col-mode-hint")),
                (t!("bench-col-median"), t!("bench-col-median-hint")),
                (t!("bench-col-spread"), t!("bench-col-spread-hint")),
                (t!("bench-col-speedup"), t!("bench-col-speedup-hint")),
                (t!("bench-col-of-best"), t!("bench-col-of-best-hint")),
            ] {
                let r = ui.label(RichText::new(h).strong());
                if !hover.is_empty() {
                    r.on_hover_text(hover);
                }
            }
            ui.end_row();
            for c in &state.cells {
                row(ui, state, c, quiet);
            }
        });
}

fn row(ui: &mut Ui, state: &BenchState, c: &CellResult, quiet: Color32) {
    ui.horizontal(|ui| {
        workers_view::swatch(ui, colour(&state.colours, c.cell.algorithm));
        ui.label(c.cell.algorithm.display_name());
    });
    ui.label(threads_words(c.cell.threads));
    ui.label(io_words(c.cell.io));
    ui.label(mode_words(&c.cell));
    ui.label(RichText::new(format_rate(c.median_mbps)).strong());
    ui.label(format!(
        "{} – {}",
        format_rate(c.min_mbps),
        format_rate(c.max_mbps)
    ));
    match c.speedup_vs_1_thread {
        Some(s) => ui.label(format!("×{}", format_number(s, 2))),
        None => ui.label(RichText::new("–").color(quiet)),
    };
    match c.ratio_to_best {
        Some(r) => ui.label(t!("bench-percent", percent = format_number(r * 100.0, 0))),
        None => ui.label(RichText::new("–").color(quiet)),
    };
    ui.end_row();
}

fn peers_ui(ui: &mut Ui, report: &crate::lab::BenchReport) {
    theme::heading(ui, &t!("bench-peers-heading"));
    egui::Grid::new("bench_peers")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for h in [
                t!("bench-col-tool"),
                t!("bench-col-median"),
                t!("bench-col-vs-1-thread"),
                t!("bench-col-vs-same-threads"),
            ] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for p in &report.peers {
                ui.label(&p.command);
                if let Some(e) = &p.error {
                    ui.label(RichText::new(e).color(theme::bad(ui.visuals())));
                    ui.label("");
                    ui.label("");
                } else {
                    ui.label(format_rate(p.median_mbps));
                    let ratio = |r: Option<f64>| {
                        r.map_or_else(
                            || "–".to_owned(),
                            |r| t!("bench-times-its-speed", ratio = format_number(r, 2)),
                        )
                    };
                    ui.label(ratio(p.ratio_1_thread));
                    ui.label(ratio(p.ratio_same_threads));
                }
                ui.end_row();
            }
        });
}

fn seed_ui(ui: &mut Ui) {
    egui::CollapsingHeader::new(t!("bench-seed-heading"))
        .id_salt("bench_seed")
        .show(ui, |ui| {
            ui.label(t!("bench-seed-intro"));
            egui::Grid::new("bench_seed_table")
                .striped(true)
                .spacing([12.0, 3.0])
                .show(ui, |ui| {
                    for h in [
                        t!("bench-col-device"),
                        t!("bench-col-conditions"),
                        t!("bench-col-algorithm"),
                        t!("bench-col-threads"),
                        t!("bench-col-reading"),
                        t!("bench-col-seconds"),
                        "MB/s".to_owned(),
                        t!("bench-col-note"),
                    ] {
                        ui.label(RichText::new(h).strong());
                    }
                    ui.end_row();
                    for r in seed_reference() {
                        ui.label(r.device);
                        ui.label(r.conditions);
                        ui.label(r.algorithm);
                        ui.label(r.threads.map_or_else(|| "–".to_owned(), |t| t.to_string()));
                        ui.label(r.io);
                        ui.label(if r.seconds.is_empty() {
                            "–".to_owned()
                        } else {
                            r.seconds
                                .iter()
                                .map(|s| format_number(*s, 2))
                                .collect::<Vec<_>>()
                                .join("; ")
                        });
                        ui.label(r.mbps.map_or_else(|| "–".to_owned(), format_rate));
                        ui.label(r.note);
                        ui.end_row();
                    }
                });
        });
}
