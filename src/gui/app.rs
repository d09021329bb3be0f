//! The eframe App: persisted [`Settings`] plus run-time state, the panels, and the
//! [`Command`]s the panels ask for, applied after the frame is laid out.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{Key, KeyboardShortcut, Modifiers, Ui};

mod dialogs;
mod hash_view;
mod intake;

use intake::Pending;
mod verdicts;

pub use verdicts::Summary;
use verdicts::VerdictCache;

pub use dialogs::Dialog;
use dialogs::DialogResult;

use super::background::Task;
use super::bench_state::BenchState;
use super::bench_view;
use super::compare::{self, Compare};
use super::drop;
use super::export::Format;
use super::jobs::{HashRun, Results};
use super::perf::{FrameStats, Pacer};
use super::settings::{Settings, settings_ui};
use super::sums_bridge::{self, Loaded};
use super::verify::Source;
use super::verify_view::Parsed;
use crate::sums::Expectation;

/// Which view fills the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    /// Checksums of files, checked against what is expected.
    #[default]
    Hash,
    /// Two files compared.
    Compare,
    /// The benchmark: is the disk or the CPU the bottleneck?
    Bench,
}

impl View {
    /// The view named by `HASHDROP_VIEW` (`hash`, `compare`, `bench`), if any.
    pub fn from_env() -> Option<Self> {
        match std::env::var("HASHDROP_VIEW")
            .ok()?
            .to_ascii_lowercase()
            .as_str()
        {
            "hash" => Some(Self::Hash),
            "compare" => Some(Self::Compare),
            "bench" | "benchmark" => Some(Self::Bench),
            _ => None,
        }
    }
}

/// What the panels ask for; applied after the frame's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Hash these files and folders (or check them, for a checksum file).
    AddPaths(Vec<PathBuf>),
    /// Open a file dialog.
    Open(Dialog),
    /// Pause or resume.
    SetPaused(bool),
    /// Stop the running work.
    Cancel,
    /// Forget the results.
    Clear,
    /// Put text on the clipboard.
    Copy(String),
    /// Save the results.
    Export(Format),
    /// Switch view.
    Show(View),
    /// Start the benchmark.
    BenchRun,
    /// Save the benchmark's report.
    BenchExport(crate::lab::Format),
}

/// The app.
pub struct HashdropApp {
    /// The person's choices (persisted).
    pub settings: Settings,
    /// The view shown.
    pub view: View,
    /// Every result so far.
    pub results: Results,
    run: Option<HashRun>,
    next_run: u64,
    queue: Vec<PathBuf>,
    pending: Option<Pending>,
    /// The text in the "Expected checksum" box.
    pub expected_text: String,
    expected_source: Source,
    parsed: Parsed,
    /// An expectation read from a checksum file (wins over the box while set).
    file_expectation: Option<Expectation>,
    exp_generation: u64,
    /// When the expected checksum last changed: a re-hash for a newly possible
    /// algorithm waits until typing pauses (32 typed characters look like an MD5).
    exp_changed_at: Instant,
    rehashed_for: u64,
    verdicts: VerdictCache,
    dialogs: Vec<Task<DialogResult>>,
    loading: Option<Task<Result<Loaded, String>>>,
    /// The last message about a dialog, a checksum file or an export (text, is_error).
    pub notice: Option<(String, bool)>,
    /// The compare view.
    pub compare: Compare,
    /// The benchmark view.
    pub bench: BenchState,
    frames: FrameStats,
    pacer: Pacer,
    /// When the app started (files given on the command line wait for the window).
    opened_at: Instant,
    /// Whether egui's animations are on (they are off while work runs).
    animations_on: bool,
    commands: Vec<Command>,
}

impl HashdropApp {
    /// The app with settings from `storage` (if any) and `files` queued.
    pub fn new(
        ctx: &egui::Context,
        storage: Option<&dyn eframe::Storage>,
        files: Vec<PathBuf>,
    ) -> Self {
        let mut app = Self {
            settings: Settings::load(storage),
            view: View::from_env().unwrap_or_default(),
            results: Results::default(),
            run: None,
            next_run: 0,
            queue: Vec::new(),
            pending: None,
            expected_text: String::new(),
            expected_source: Source::Typed,
            parsed: Parsed::Empty,
            file_expectation: None,
            exp_generation: 0,
            exp_changed_at: Instant::now(),
            rehashed_for: 0,
            verdicts: VerdictCache::default(),
            dialogs: Vec::new(),
            loading: None,
            notice: None,
            compare: Compare::default(),
            bench: BenchState::default(),
            frames: FrameStats::from_env(),
            pacer: Pacer::new(),
            opened_at: Instant::now(),
            animations_on: true,
            commands: Vec::new(),
        };
        if !files.is_empty() {
            app.add_paths(ctx, files, false);
        }
        app
    }

    /// An app for tests: default settings, nothing read from or written to the user's files.
    pub fn new_for_test(ctx: &egui::Context) -> Self {
        Self::new(ctx, None, Vec::new())
    }

    /// The current (or last) hashing run, if any.
    pub fn run(&self) -> Option<&HashRun> {
        self.run.as_ref()
    }

    /// Whether hashing, comparing or a pending drop is in progress.
    pub fn is_busy(&self) -> bool {
        self.run.as_ref().is_some_and(HashRun::is_running)
            || self.pending.is_some()
            || self.loading.is_some()
            || !self.queue.is_empty()
            || self.compare.is_running()
            || self.bench.is_running()
    }

    /// Sets the expected checksum as if typed or pasted.
    pub fn set_expected(&mut self, text: &str, source: Source) {
        self.expected_text = text.to_string();
        self.expected_source = source;
        self.expected_changed();
    }

    fn expected_changed(&mut self) {
        if self.expected_text.trim().is_empty() {
            self.expected_source = Source::Typed;
        }
        self.parsed = sums_bridge::parse_text(&self.expected_text, self.expected_source.clone());
        self.file_expectation = None;
        self.exp_generation += 1;
        self.exp_changed_at = Instant::now();
    }

    /// What is expected now, if anything.
    pub fn expectation(&self) -> Option<&Expectation> {
        self.file_expectation.as_ref().or(match &self.parsed {
            Parsed::Expect(e) => Some(e),
            _ => None,
        })
    }

    /// Takes what background work produced. Never blocks, and costs O(1) per new
    /// result: the collector threads have already turned events into rows.
    fn poll(&mut self, ctx: &egui::Context) {
        if let Some(run) = &mut self.run {
            let was_running = run.is_running();
            run.take(&mut self.results);
            if was_running && !run.is_running() {
                self.frames.report_and_reset(&self.pacer);
            }
        }
        self.compare.poll();
        self.bench.poll();
        self.poll_intake(ctx);
        self.poll_dialogs(ctx);
    }

    fn handle_keys(&mut self, ctx: &egui::Context) {
        let open = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
        if ctx.input_mut(|i| i.consume_shortcut(&open)) {
            self.commands.push(Command::Open(Dialog::for_ctrl_o(
                self.view,
                self.compare.slots[0].is_some(),
            )));
        }
        if ctx.input(|i| i.key_pressed(Key::Escape)) && self.is_busy() {
            self.commands.push(Command::Cancel);
        }
        let pasted = ctx.input(|i| {
            i.events.iter().rev().find_map(|e| match e {
                egui::Event::Paste(s) => Some(s.clone()),
                _ => None,
            })
        });
        let Some(text) = pasted else { return };
        if !self.answer_clipboard(&text)
            && self.view == View::Hash
            && !ctx.egui_wants_keyboard_input()
        {
            self.set_expected(text.trim(), Source::Typed);
        }
    }

    fn apply(&mut self, ctx: &egui::Context, cmd: Command) {
        match cmd {
            Command::AddPaths(p) => self.add_paths(ctx, p, true),
            Command::Open(d) => self.open_dialog(ctx, d),
            Command::SetPaused(p) => {
                if let Some(r) = &self.run {
                    r.set_paused(p);
                }
            }
            Command::Cancel => {
                self.queue.clear();
                self.pending = None;
                if let Some(r) = &self.run {
                    r.cancel();
                }
                self.compare.cancel();
                self.bench.cancel();
            }
            Command::Clear => {
                self.results.clear();
                if !self.run.as_ref().is_some_and(HashRun::is_running) {
                    self.run = None;
                }
            }
            Command::Copy(text) => ctx.copy_text(text),
            Command::Export(format) => self.export_dialog(ctx, format),
            Command::Show(v) => self.view = v,
            Command::BenchRun => self.bench.start(ctx),
            Command::BenchExport(format) => self.bench_export_dialog(ctx, format),
        }
    }
}

impl HashdropApp {
    /// Turns egui's animations (scroll bars fading in, panels opening) off while work
    /// runs: each animation frame asks for the next at once, which would draw at 60
    /// frames a second past the pacer and take a software renderer's CPU from the workers.
    fn set_animations(&mut self, ctx: &egui::Context, on: bool) {
        if self.animations_on != on {
            self.animations_on = on;
            let time = if on {
                egui::Style::default().animation_time
            } else {
                0.0
            };
            ctx.all_styles_mut(|s| s.animation_time = time);
        }
    }

    fn bench_action(&mut self, a: bench_view::Action) {
        self.commands.push(match a {
            bench_view::Action::Run => Command::BenchRun,
            bench_view::Action::Cancel => Command::Cancel,
            bench_view::Action::ChooseFile => Command::Open(Dialog::BenchFile),
            bench_view::Action::Export(f) => Command::BenchExport(f),
        });
    }
}

impl eframe::App for HashdropApp {
    /// Runs before every frame, and also while the window is hidden (when the
    /// collector wakes it): results, finished dialogs and queued work are taken here.
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.poll(ctx);
        self.update_verdicts(ctx);
        if self.is_busy() {
            // Keeps `logic` coming while the window is hidden and draws nothing, so a
            // finished run is taken and the next queued one starts.
            ctx.request_repaint_after(self.pacer.interval());
        }
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let started = Instant::now();
        let ctx = ui.ctx().clone();
        self.frames.trace(&ctx, self.pacer.interval());
        let jobs_cpu = [
            self.run
                .as_ref()
                .map_or(Duration::ZERO, |r| r.progress().cpu_time()),
            self.compare.cpu_time(),
            self.bench.cpu_time(),
        ];
        self.pacer.frame(ctx.cumulative_frame_nr(), &jobs_cpu);
        self.handle_keys(&ctx);

        egui::Panel::top("top_bar").show(ui, |ui| {
            ui.add_space(4.0);
            self.top_bar(ui);
            ui.add_space(2.0);
        });
        let bench = self.view == View::Bench;
        egui::Panel::left(if bench { "bench_setup" } else { "options" })
            .resizable(true)
            .default_size(if bench { 300.0 } else { 250.0 })
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    ui.add_space(6.0);
                    if bench {
                        if let Some(a) = bench_view::setup_ui(ui, &mut self.bench) {
                            self.bench_action(a);
                        }
                    } else {
                        settings_ui(ui, &mut self.settings);
                    }
                });
            });
        egui::CentralPanel::default().show(ui, |ui| match self.view {
            View::Hash => self.hash_view(ui),
            View::Compare => match self.compare.ui(ui) {
                Some(compare::Action::Choose(i)) => {
                    self.commands.push(Command::Open(Dialog::CompareSlot(i)))
                }
                Some(compare::Action::Reset) => self.compare.reset(),
                None => {}
            },
            View::Bench => {
                if let Some(a) = bench_view::ui(ui, &self.bench) {
                    self.bench_action(a);
                }
            }
        });

        if drop::is_hovering(&ctx) {
            let hovered = drop::hovered(&ctx);
            let msg = if self.view == View::Bench {
                "Drop a file to benchmark with it (it is only read)".to_owned()
            } else {
                drop::describe(
                    &hovered,
                    self.view == View::Compare,
                    self.expectation().is_some(),
                )
            };
            drop::overlay(&ctx, &msg);
        }
        let dropped = drop::dropped(&ctx);
        if !dropped.is_empty() {
            if self.view == View::Bench {
                if !self.bench.is_running()
                    && let Some(p) = dropped.into_iter().next()
                {
                    self.bench.setup.file = Some(p);
                    self.bench.setup.use_file = true;
                }
            } else if self.view == View::Compare {
                let pointer = ctx.input(|i| i.pointer.hover_pos());
                let slot = (dropped.len() == 1).then(|| {
                    // One file lands in the slot under the pointer.
                    pointer.map(|p| usize::from(p.x > ctx.content_rect().center().x))
                });
                let repaint = self.pacer.repaint(&ctx);
                for (i, p) in dropped.into_iter().take(2).enumerate() {
                    self.compare
                        .set(slot.flatten().or(Some(i)), p, &self.settings, &repaint);
                }
            } else {
                self.commands.push(Command::AddPaths(dropped));
            }
        }
        for cmd in std::mem::take(&mut self.commands) {
            self.apply(&ctx, cmd);
        }

        let busy = self.is_busy();
        // The benchmark measures the machine: treat it as using every core.
        let workers = if self.bench.is_running() {
            usize::MAX
        } else {
            self.run.as_ref().map_or(0, HashRun::busy_workers) + self.compare.busy_workers()
        };
        self.pacer.set_busy_workers(workers);
        self.set_animations(&ctx, !busy);
        if busy {
            // Progress is sampled, not pushed: redraw at the pacer's rate while work
            // runs (up to 30 times a second), and not at all when idle.
            ctx.request_repaint_after(self.pacer.interval());
            self.frames.record(started.elapsed());
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings.save(storage);
    }
}
