//! The Benchmark view: "is your disk or your CPU the bottleneck?". The set-up sits in
//! the left panel; the central panel shows live progress, then the verdict in plain
//! words, a bar chart (one bar per combination) and the table of results.

use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart};

use super::bench_state::{BenchSetup, BenchState, SIZES, cell_words, io_words, threads_words};
use super::theme;
use crate::engine::Algorithm;
use crate::engine::options::format_size;
use crate::lab::{Bound, CellResult, Format, format_rate, seed_reference};

/// What the view asks the app for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Start the run.
    Run,
    /// Stop the run.
    Cancel,
    /// Open the "Choose file" dialog.
    ChooseFile,
    /// Save the report.
    Export(Format),
}

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
pub fn setup_ui(ui: &mut Ui, state: &mut BenchState) -> Option<Action> {
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
            action = Some(Action::ChooseFile);
        }
        ui.add_space(6.0);
        ui.checkbox(&mut s.peers, "Include other tools (md5sum, b3sum, …)")
            .on_hover_text(
                "Also time the checksum programs installed on this computer on the same \
                 data, to see how Hashdrop compares.",
            );
    });
    ui.add_space(10.0);
    let cells = state.setup.config().cells().len();
    ui.label(format!(
        "{} × {} runs on {}",
        theme::count(cells, "combination", "combinations"),
        state.setup.repeat.max(1),
        state.setup.data_words()
    ));
    action
}

/// One checkbox per algorithm; the chosen ones stay in [`Algorithm::ALL`]'s order.
fn algorithms_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, "Algorithms");
    ui.horizontal_wrapped(|ui| {
        for a in Algorithm::ALL {
            let mut on = s.algorithms.contains(&a);
            let hover = if a.is_weak() {
                "Fast, but only good for spotting accidental damage, not tampering."
            } else {
                "Measure this algorithm."
            };
            if ui
                .checkbox(&mut on, a.display_name())
                .on_hover_text(hover)
                .changed()
            {
                if on {
                    s.algorithms.push(a);
                    s.algorithms
                        .sort_by_key(|x| Algorithm::ALL.iter().position(|y| y == x));
                } else {
                    s.algorithms.retain(|x| *x != a);
                }
            }
        }
    });
}

fn threads_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, "Threads");
    ui.horizontal_wrapped(|ui| {
        for (t, on) in &mut s.threads {
            ui.toggle_value(on, threads_words(*t)).on_hover_text(
                "How many workers hash at once. More threads only help when the CPU, \
                 not the disk, is the limit.",
            );
        }
    });
}

fn reading_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, "Reading the file");
    ui.horizontal_wrapped(|ui| {
        ui.toggle_value(&mut s.mmap, "mmap").on_hover_text(
            "mmap: the file is mapped into memory and the system reads it in as it \
             is hashed, without copying it into a buffer.",
        );
        for (b, on) in &mut s.buffers {
            ui.toggle_value(on, format!("buffered {}", format_size(*b as u64)))
                .on_hover_text(format!(
                    "buffered: the file is read {} at a time into a buffer, then \
                     hashed. Small buffers mean many more reads.",
                    format_size(*b as u64)
                ));
        }
    });
}

fn mode_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, "Mode");
    ui.horizontal(|ui| {
        ui.toggle_value(&mut s.standard, "standard").on_hover_text(
            "standard: the usual checksum of the whole file, the one websites publish. \
             Only BLAKE3 can use several threads for it.",
        );
        ui.toggle_value(&mut s.segmented, "segmented")
            .on_hover_text(
                "segmented: each thread reads and hashes its own piece of the file \
             (8 MiB pieces); the pieces' checksums are combined. Faster with \
             threads, but a different checksum than the usual one.",
            );
    });
}

fn repeat_setup(ui: &mut Ui, s: &mut BenchSetup) {
    theme::heading(ui, "Repeat");
    ui.horizontal(|ui| {
        ui.add(egui::DragValue::new(&mut s.repeat).range(1..=50))
            .on_hover_text(
                "Each combination is timed this many times; the table shows the \
                 middle (median) time. More runs give steadier numbers.",
            );
        ui.label("runs of each");
    });
}

/// Generated data (with its size) or a file of the person's. Returns whether "Choose
/// file…" was clicked.
fn data_setup(ui: &mut Ui, s: &mut BenchSetup) -> bool {
    theme::heading(ui, "Data");
    ui.radio_value(&mut s.use_file, false, "Generated test data")
        .on_hover_text("Random bytes written to a temporary file, removed afterwards.");
    ui.add_enabled_ui(!s.use_file, |ui| {
        ui.horizontal_wrapped(|ui| {
            for size in SIZES {
                let text = if size == SIZES[0] {
                    format!("{} (quick try)", format_size(size))
                } else {
                    format_size(size)
                };
                ui.radio_value(&mut s.size, size, text)
                    .on_hover_text("Bigger data gives more trustworthy numbers but takes longer.");
            }
        });
    });
    let mut choose = false;
    ui.horizontal(|ui| {
        let can = s.file.is_some();
        ui.add_enabled_ui(can, |ui| {
            ui.radio_value(&mut s.use_file, true, "A file of yours")
                .on_hover_text("Measure with a real file; it is only read, never changed.");
        });
        choose = ui
            .button("Choose file…")
            .on_hover_text("Pick a file to measure with (it is only read)")
            .clicked();
    });
    if let Some(f) = &s.file {
        ui.label(RichText::new(f.display().to_string()).small())
            .on_hover_text("The file chosen");
    }
    choose
}

/// The central panel.
pub fn ui(ui: &mut Ui, state: &BenchState) -> Option<Action> {
    ui.label(RichText::new("Benchmark: is your disk or your CPU the bottleneck?").size(20.0));
    ui.label(
        RichText::new(
            "Times how fast this computer reads and hashes data, with each combination \
             chosen on the left, and says what limits it.",
        )
        .color(theme::quiet(ui.visuals())),
    );
    ui.add_space(6.0);
    let action = ui.horizontal(|ui| buttons(ui, state)).inner;
    status_ui(ui, state);
    ui.add_space(6.0);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| results_ui(ui, state));
    action
}

/// Run or Cancel, and the export buttons once there is a report.
fn buttons(ui: &mut Ui, state: &BenchState) -> Option<Action> {
    let mut action = if state.is_running() {
        ui.button(RichText::new("Cancel").size(16.0))
            .on_hover_text("Stop now; what is measured so far is kept (Esc)")
            .clicked()
            .then_some(Action::Cancel)
    } else {
        run_button(ui, state)
    };
    if state.report.is_some() && !state.is_running() {
        ui.separator();
        for (name, f, hover) in [
            (
                "CSV",
                Format::Csv,
                "One row per combination, for a spreadsheet",
            ),
            ("JSON", Format::Json, "Everything measured, for programs"),
            (
                "Markdown",
                Format::Markdown,
                "A report to paste in an issue or a wiki",
            ),
        ] {
            if ui
                .button(format!("Export {name}…"))
                .on_hover_text(hover)
                .clicked()
            {
                action = Some(Action::Export(f));
            }
        }
    }
    action
}

/// "Run benchmark", disabled (saying why) while the set-up misses something.
fn run_button(ui: &mut Ui, state: &BenchState) -> Option<Action> {
    let missing = state.setup.missing();
    let r = ui.add_enabled(
        missing.is_none(),
        egui::Button::new(RichText::new("Run benchmark").size(16.0)),
    );
    let r = match missing {
        Some(m) => r.on_disabled_hover_text(m),
        None => r.on_hover_text("Start measuring with the choices on the left"),
    };
    if let Some(m) = missing {
        ui.label(RichText::new(m).color(theme::bad(ui.visuals())));
    }
    r.clicked().then_some(Action::Run)
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
            RichText::new(format!("The benchmark could not run: {e}"))
                .color(theme::bad(ui.visuals())),
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
        ui.label(
            "Choose what to measure on the left, then press \"Run benchmark\". \
             The defaults take a few minutes; \"4 MiB (quick try)\" with one \
             algorithm takes seconds.",
        );
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
            RichText::new(format!(
                "Cancelled: {} of {} combinations were measured.",
                report.cells.len(),
                report.cells_planned
            ))
            .strong(),
        );
    }
    theme::heading(ui, "What limits this computer");
    for v in &report.verdict.algorithms {
        let c = colour(&state.colours, v.algorithm);
        let tag = match v.bound {
            Bound::Cpu => "CPU-bound",
            Bound::Io => "disk-bound",
            Bound::Unknown => "bottleneck unknown",
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("■").color(c).size(18.0))
                .on_hover_text(tag);
            ui.label(RichText::new(&v.words).size(17.0));
        });
    }
    if !report.verdict.summary.is_empty() {
        ui.label(RichText::new(&report.verdict.summary).color(theme::quiet(ui.visuals())));
    }
    ui.add_space(6.0);
}

fn chart(ui: &mut Ui, state: &BenchState) {
    theme::heading(ui, "Speed of each combination (MB/s, higher is faster)");
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
    super::throughput::fixed_plot("bench_bars", 220.0)
        .include_x(-0.5)
        .include_x(state.planned.len().max(1) as f64 - 0.5)
        .show_x(false)
        .x_axis_label("combinations, in the order they ran (hover a bar)")
        .y_axis_label("MB/s")
        .show(ui, |plot| {
            for c in charts {
                plot.bar_chart(c);
            }
        });
}

fn table(ui: &mut Ui, state: &BenchState) {
    theme::heading(ui, "Results");
    let quiet = theme::quiet(ui.visuals());
    egui::Grid::new("bench_table")
        .striped(true)
        .num_columns(8)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for (h, hover) in [
                ("Algorithm", ""),
                ("Threads", ""),
                (
                    "Reading",
                    "mmap: mapped into memory; buffered: read a piece at a time",
                ),
                (
                    "Mode",
                    "segmented: each thread hashes its own piece of the file",
                ),
                ("Median", "The middle of the timed runs"),
                ("Slowest – fastest", "The spread of the timed runs"),
                (
                    "Speed-up",
                    "Compared with the same combination on one thread",
                ),
                (
                    "Of the best",
                    "This combination's speed as a share of the fastest one",
                ),
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
        ui.label(RichText::new("■").color(colour(&state.colours, c.cell.algorithm)));
        ui.label(c.cell.algorithm.display_name());
    });
    ui.label(threads_words(c.cell.threads));
    ui.label(io_words(c.cell.io));
    ui.label(if c.cell.mode == crate::lab::BenchMode::Standard {
        "standard"
    } else {
        "segmented"
    });
    ui.label(RichText::new(format_rate(c.median_mbps)).strong());
    ui.label(format!(
        "{} – {}",
        format_rate(c.min_mbps),
        format_rate(c.max_mbps)
    ));
    match c.speedup_vs_1_thread {
        Some(s) => ui.label(format!("×{s:.2}")),
        None => ui.label(RichText::new("–").color(quiet)),
    };
    match c.ratio_to_best {
        Some(r) => ui.label(format!("{:.0} %", r * 100.0)),
        None => ui.label(RichText::new("–").color(quiet)),
    };
    ui.end_row();
}

fn peers_ui(ui: &mut Ui, report: &crate::lab::BenchReport) {
    theme::heading(ui, "Other tools on the same data");
    egui::Grid::new("bench_peers")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for h in [
                "Tool",
                "Median",
                "Hashdrop is (1 thread)",
                "Hashdrop is (same threads)",
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
                        r.map_or_else(|| "–".to_owned(), |r| format!("×{r:.2} its speed"))
                    };
                    ui.label(ratio(p.ratio_1_thread));
                    ui.label(ratio(p.ratio_same_threads));
                }
                ui.end_row();
            }
        });
}

fn seed_ui(ui: &mut Ui) {
    egui::CollapsingHeader::new("The original experiment (2014 phones)")
        .id_salt("bench_seed")
        .show(ui, |ui| {
            ui.label(
                "The notes this feature grew from: phones of 2014 hashing a 460 MB file, \
                 and a FreeBSD desktop by buffer size. Fewer seconds is faster.",
            );
            egui::Grid::new("bench_seed_table")
                .striped(true)
                .spacing([12.0, 3.0])
                .show(ui, |ui| {
                    for h in [
                        "Device",
                        "Conditions",
                        "Algorithm",
                        "Threads",
                        "Reading",
                        "Seconds",
                        "MB/s",
                        "Note",
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
                                .map(|s| format!("{s:.2}"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        });
                        ui.label(r.mbps.map_or_else(|| "–".to_owned(), format_rate));
                        ui.label(r.note);
                        ui.end_row();
                    }
                });
        });
}
