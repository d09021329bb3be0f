//! The eframe App: persisted [`Settings`] plus run-time state, the panels, and the
//! [`Command`]s the panels ask for, applied after the frame is laid out.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};

mod hash_view;

use super::background::{Task, dialog};
use super::bench_state::BenchState;
use super::bench_view;
use super::compare::{self, Compare};
use super::drop;
use super::export::{self, Format};
use super::jobs::{HashRun, Results};
use super::perf::FrameStats;
use super::results_view::{self, RowRef};
use super::settings::{Settings, settings_ui};
use super::sums_bridge::{self, Loaded};
use super::verify::{Expectation, Source, Verdict, verdict_for};
use super::verify_view::Parsed;
use crate::engine::Digest;

/// How long the expected checksum must stay unchanged before files are hashed again
/// with an algorithm it newly suggests.
const REHASH_DELAY: Duration = Duration::from_millis(600);

/// How long engine events are drained per frame; the rest waits for the next frame.
const EVENT_BUDGET: Duration = Duration::from_millis(3);
/// Frame interval while work runs (about 30 frames a second).
const LIVE_INTERVAL: Duration = Duration::from_millis(33);
/// How long a drop waits for the clipboard's answer and the search for a checksum
/// file next to it before hashing starts anyway (seconds of UI time).
const DROP_WAIT: f64 = 0.4;

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
    /// Open the "Add files" dialog.
    AddFilesDialog,
    /// Open the "Add folder" dialog.
    AddFolderDialog,
    /// Open the "Open checksum file" dialog.
    ChecksumFileDialog,
    /// Open a dialog for a compare slot.
    CompareDialog(usize),
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
    /// Open the "Choose file" dialog of the benchmark.
    BenchChooseFile,
    /// Save the benchmark's report.
    BenchExport(crate::engine::bench::Format),
}

enum DialogResult {
    Paths(Vec<PathBuf>),
    ChecksumFile(Option<PathBuf>),
    CompareSlot(usize, Option<PathBuf>),
    BenchFile(Option<PathBuf>),
    Exported(Result<PathBuf, String>),
}

/// A drop waiting a moment for the clipboard and for a checksum file next to it.
struct Pending {
    paths: Vec<PathBuf>,
    deadline: f64,
    waiting_clipboard: bool,
    neighbour: Option<Task<Option<Expectation>>>,
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
    verdicts: (u64, u64, Vec<Option<Verdict>>),
    rows: (u64, Vec<RowRef>),
    dialogs: Vec<Task<DialogResult>>,
    loading: Option<Task<Result<Loaded, String>>>,
    /// The last message about a dialog, a checksum file or an export (text, is_error).
    pub notice: Option<(String, bool)>,
    /// The compare view.
    pub compare: Compare,
    /// The benchmark view.
    pub bench: BenchState,
    frames: FrameStats,
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
            verdicts: (u64::MAX, u64::MAX, Vec::new()),
            rows: (u64::MAX, Vec::new()),
            dialogs: Vec::new(),
            loading: None,
            notice: None,
            compare: Compare::default(),
            bench: BenchState::default(),
            frames: FrameStats::from_env(),
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

    /// Hash `paths`, or check the files a checksum file lists. `dropped`: the paths came
    /// from a drop, so the clipboard may hold the expected checksum.
    fn add_paths(&mut self, ctx: &egui::Context, paths: Vec<PathBuf>, dropped: bool) {
        if paths.is_empty() {
            return;
        }
        if paths.len() == 1 && drop::looks_like_checksum_file(&paths[0]) {
            self.open_checksum_file(ctx, paths[0].clone());
            return;
        }
        if self.pending.is_some() || self.run.as_ref().is_some_and(HashRun::is_running) {
            // One job at a time: later additions wait their turn.
            self.queue.extend(paths);
            return;
        }
        let waiting_clipboard = dropped && self.expectation().is_none();
        if waiting_clipboard {
            // egui cannot read the clipboard directly; this asks the window for a paste
            // event, which arrives within a frame or two (or never, without a clipboard).
            ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
        }
        let neighbour = (paths.len() == 1 && self.expectation().is_none())
            .then(|| {
                let p = paths[0].clone();
                Task::spawn("hashdrop-find-sums", Some(ctx.clone()), move || {
                    sums_bridge::find_neighbour(&p)
                })
                .ok()
            })
            .flatten();
        self.pending = Some(Pending {
            paths,
            deadline: ctx.input(|i| i.time) + DROP_WAIT,
            waiting_clipboard,
            neighbour,
        });
    }

    fn open_checksum_file(&mut self, ctx: &egui::Context, path: PathBuf) {
        self.notice = Some((format!("Reading {}…", path.display()), false));
        self.loading = Task::spawn("hashdrop-load-sums", Some(ctx.clone()), move || {
            sums_bridge::load_checksum_file(&path)
        })
        .ok();
    }

    fn start_run(&mut self, ctx: &egui::Context, paths: Vec<PathBuf>) {
        let exp = self.expectation();
        let extra = exp
            .map(Expectation::required_algorithms)
            .unwrap_or_default();
        let spec = self.settings.job_spec(paths, &extra, exp.is_some());
        self.next_run += 1;
        match HashRun::start(self.next_run, spec, Some(ctx)) {
            Ok(run) => self.run = Some(run),
            Err(e) => self.notice = Some((e, true)),
        }
    }

    /// Takes what background work produced. Never blocks.
    fn poll(&mut self, ctx: &egui::Context) {
        if let Some(run) = &mut self.run {
            let was_running = run.is_running();
            run.poll(EVENT_BUDGET, &mut self.results);
            if was_running && !run.is_running() {
                self.frames.report_and_reset();
            }
        }
        self.compare.poll();
        self.bench.poll();
        // A pending drop starts once the clipboard and the neighbour search have
        // answered, or when the wait is over.
        let now = ctx.input(|i| i.time);
        if let Some(p) = &mut self.pending {
            if let Some(t) = &mut p.neighbour
                && let Some(found) = t.poll()
            {
                p.neighbour = None;
                if let Some(exp) = found {
                    self.file_expectation = Some(exp);
                    self.exp_generation += 1;
                }
            }
            let p = self.pending.as_ref().expect("pending checked above");
            if now >= p.deadline || (!p.waiting_clipboard && p.neighbour.is_none()) {
                let paths = self.pending.take().map(|p| p.paths).unwrap_or_default();
                self.start_run(ctx, paths);
            }
        }
        if self.pending.is_none()
            && !self.run.as_ref().is_some_and(HashRun::is_running)
            && !self.queue.is_empty()
        {
            let paths = std::mem::take(&mut self.queue);
            self.start_run(ctx, paths);
        }
        if let Some(t) = &mut self.loading
            && let Some(loaded) = t.poll()
        {
            self.loading = None;
            match loaded {
                Ok(l) => {
                    self.notice = (!l.notes.is_empty()).then(|| (l.notes.join(" "), false));
                    self.expected_text.clear();
                    self.parsed = Parsed::Empty;
                    self.file_expectation = Some(l.expectation);
                    self.exp_generation += 1;
                    self.rehashed_for = self.exp_generation;
                    self.results.remove_paths(&l.inputs);
                    self.add_paths(ctx, l.inputs, false);
                }
                Err(e) => self.notice = Some((e, true)),
            }
        }
        let mut done = Vec::new();
        self.dialogs.retain_mut(|t| match t.poll() {
            Some(r) => {
                done.push(r);
                false
            }
            None => true,
        });
        for r in done {
            match r {
                DialogResult::Paths(p) => self.add_paths(ctx, p, false),
                DialogResult::ChecksumFile(Some(p)) => self.open_checksum_file(ctx, p),
                DialogResult::CompareSlot(i, Some(p)) => {
                    self.compare.set(Some(i), p, &self.settings, ctx)
                }
                DialogResult::BenchFile(Some(p)) => {
                    self.bench.setup.file = Some(p);
                    self.bench.setup.use_file = true;
                }
                DialogResult::ChecksumFile(None)
                | DialogResult::CompareSlot(_, None)
                | DialogResult::BenchFile(None) => {}
                DialogResult::Exported(Ok(p)) => {
                    self.notice = Some((format!("Saved {}", p.display()), false))
                }
                DialogResult::Exported(Err(e)) => self.notice = Some((e, true)),
            }
        }
    }

    /// Recomputes verdicts when results or the expectation changed; hashes again the
    /// files that lack an algorithm the expectation needs (a pasted BLAKE3 checksum
    /// after hashing with SHA-256 only).
    fn update_verdicts(&mut self, ctx: &egui::Context) {
        let key = (self.results.generation, self.exp_generation);
        let busy = self.run.as_ref().is_some_and(HashRun::is_running) || self.pending.is_some();
        // Recompute on change, and while an idle re-hash waits for typing to pause.
        let waiting = !busy && self.rehashed_for != self.exp_generation;
        if (self.verdicts.0, self.verdicts.1) == key && !waiting {
            return;
        }
        let v: Vec<Option<Verdict>> = match self.expectation() {
            None => vec![None; self.results.files.len()],
            Some(exp) => self
                .results
                .files
                .iter()
                .map(|f| {
                    let ds: Vec<&Digest> = f
                        .outcome
                        .as_ref()
                        .map(|ls| {
                            ls.iter()
                                .filter(|l| !l.segmented)
                                .map(|l| &l.digest)
                                .collect()
                        })
                        .unwrap_or_default();
                    if f.outcome.is_err() {
                        None
                    } else {
                        verdict_for(exp, &f.path, &ds)
                    }
                })
                .collect(),
        };
        let settled = self.exp_changed_at.elapsed() >= REHASH_DELAY;
        if !busy && !settled && self.rehashed_for != self.exp_generation {
            ctx.request_repaint_after(REHASH_DELAY);
        }
        if !busy && settled && self.rehashed_for != self.exp_generation {
            let again: Vec<PathBuf> = self
                .results
                .files
                .iter()
                .zip(&v)
                .filter(|(_, v)| matches!(v, Some(Verdict::NotHashed)))
                .map(|(f, _)| f.path.clone())
                .collect();
            self.rehashed_for = self.exp_generation;
            if !again.is_empty() {
                self.results.remove_paths(&again);
                self.start_run(ctx, again);
                return;
            }
        }
        self.verdicts = (key.0, key.1, v);
    }

    fn handle_keys(&mut self, ctx: &egui::Context) {
        let open = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
        if ctx.input_mut(|i| i.consume_shortcut(&open)) {
            self.commands.push(match self.view {
                View::Hash => Command::AddFilesDialog,
                View::Compare => {
                    Command::CompareDialog(usize::from(self.compare.slots[0].is_some()))
                }
                View::Bench => Command::BenchChooseFile,
            });
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
        if let Some(p) = &mut self.pending
            && p.waiting_clipboard
        {
            p.waiting_clipboard = false;
            // Only a checksum is taken from the clipboard; other text is left alone.
            if let Parsed::Expect(_) = sums_bridge::parse_text(&text, Source::Clipboard) {
                self.set_expected(text.trim(), Source::Clipboard);
            }
        } else if self.view == View::Hash && !ctx.egui_wants_keyboard_input() {
            self.set_expected(text.trim(), Source::Typed);
        }
    }

    fn apply(&mut self, ctx: &egui::Context, cmd: Command) {
        let spawn =
            |app: &mut Self, f: Box<dyn FnOnce() -> DialogResult + Send>| match dialog(ctx, f) {
                Ok(t) => app.dialogs.push(t),
                Err(e) => app.notice = Some((format!("Cannot open the file dialog: {e}"), true)),
            };
        match cmd {
            Command::AddPaths(p) => self.add_paths(ctx, p, true),
            Command::AddFilesDialog => spawn(
                self,
                Box::new(|| {
                    DialogResult::Paths(
                        rfd::FileDialog::new()
                            .set_title("Add files")
                            .pick_files()
                            .unwrap_or_default(),
                    )
                }),
            ),
            Command::AddFolderDialog => spawn(
                self,
                Box::new(|| {
                    DialogResult::Paths(
                        rfd::FileDialog::new()
                            .set_title("Add folder")
                            .pick_folders()
                            .unwrap_or_default(),
                    )
                }),
            ),
            Command::ChecksumFileDialog => spawn(
                self,
                Box::new(|| {
                    DialogResult::ChecksumFile(
                        rfd::FileDialog::new()
                            .set_title("Open a checksum file (SHA256SUMS, .md5, .sfv…)")
                            .pick_file(),
                    )
                }),
            ),
            Command::CompareDialog(i) => spawn(
                self,
                Box::new(move || {
                    DialogResult::CompareSlot(
                        i,
                        rfd::FileDialog::new()
                            .set_title("Choose a file to compare")
                            .pick_file(),
                    )
                }),
            ),
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
            Command::Export(format) => {
                let rows = results_view::export_rows(&self.results.files);
                let name = format!("checksums.{}", format.extension());
                spawn(
                    self,
                    Box::new(move || {
                        let Some(path) = rfd::FileDialog::new()
                            .set_title("Save results")
                            .set_file_name(name)
                            .save_file()
                        else {
                            return DialogResult::Exported(Err("Not saved.".to_string()));
                        };
                        let text = export::format(&rows, format, path.parent());
                        DialogResult::Exported(
                            std::fs::write(&path, text)
                                .map(|()| path.clone())
                                .map_err(|e| format!("Could not save {}: {e}", path.display())),
                        )
                    }),
                );
            }
            Command::Show(v) => self.view = v,
            Command::BenchRun => self.bench.start(ctx),
            Command::BenchChooseFile => spawn(
                self,
                Box::new(|| {
                    DialogResult::BenchFile(
                        rfd::FileDialog::new()
                            .set_title("Choose a file to benchmark with (it is only read)")
                            .pick_file(),
                    )
                }),
            ),
            Command::BenchExport(format) => {
                let Some(report) = self.bench.report.clone() else {
                    return;
                };
                let ext = match format {
                    crate::engine::bench::Format::Csv => "csv",
                    crate::engine::bench::Format::Json => "json",
                    crate::engine::bench::Format::Markdown => "md",
                    crate::engine::bench::Format::Table => "txt",
                };
                spawn(
                    self,
                    Box::new(move || {
                        let Some(path) = rfd::FileDialog::new()
                            .set_title("Save the benchmark")
                            .set_file_name(format!("hashdrop-bench.{ext}"))
                            .save_file()
                        else {
                            return DialogResult::Exported(Err("Not saved.".to_string()));
                        };
                        let text = crate::engine::bench::render(&report, format);
                        DialogResult::Exported(
                            std::fs::write(&path, text)
                                .map(|()| path.clone())
                                .map_err(|e| format!("Could not save {}: {e}", path.display())),
                        )
                    }),
                );
            }
        }
    }
}

impl HashdropApp {
    fn bench_action(&mut self, a: bench_view::Action) {
        self.commands.push(match a {
            bench_view::Action::Run => Command::BenchRun,
            bench_view::Action::Cancel => Command::Cancel,
            bench_view::Action::ChooseFile => Command::BenchChooseFile,
            bench_view::Action::Export(f) => Command::BenchExport(f),
        });
    }
}

impl eframe::App for HashdropApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let started = Instant::now();
        let ctx = ui.ctx().clone();
        self.poll(&ctx);
        self.handle_keys(&ctx);
        self.update_verdicts(&ctx);

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
                Some(compare::Action::Choose(i)) => self.commands.push(Command::CompareDialog(i)),
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
                for (i, p) in dropped.into_iter().take(2).enumerate() {
                    self.compare
                        .set(slot.flatten().or(Some(i)), p, &self.settings, &ctx);
                }
            } else {
                self.commands.push(Command::AddPaths(dropped));
            }
        }
        for cmd in std::mem::take(&mut self.commands) {
            self.apply(&ctx, cmd);
        }

        let busy = self.is_busy();
        if busy {
            // Progress is sampled, not pushed: redraw ~30 times a second while work
            // runs, and not at all when idle.
            ctx.request_repaint_after(LIVE_INTERVAL);
            self.frames.record(started.elapsed());
        }
        if self.frames.enabled
            && let Some((median, max, n)) = self.frames.summary()
        {
            egui::Area::new(egui::Id::unique("frame_stats"))
                .anchor(egui::Align2::RIGHT_BOTTOM, [-8.0, -8.0])
                .show(&ctx, |ui| {
                    ui.label(
                        RichText::new(format!(
                            "ui(): median {median:.2} ms, max {max:.2} ms ({n} frames)"
                        ))
                        .small(),
                    );
                });
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings.save(storage);
    }
}
