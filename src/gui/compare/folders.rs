//! Two folders, or a folder and its checksum file, in the Compare view: an
//! [`Audit`] runs on a named thread; while it runs the view shows each side's
//! progress and the throughput, then the report ([`crate::gui::compare::audit_view`]).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::audit::{
    Audit, AuditError, AuditProgress, AuditReport, AuditSpec, Expected, SideProgress,
};
use crate::engine::progress::History;
use crate::gui::command::Command;
use crate::gui::common::background::{self, Task};
use crate::gui::compare::audit_view::{self, AuditViewState};
use crate::gui::i18n::format_size;
use crate::gui::widgets::{reasons, theme, throughput};
use crate::t;

/// How often each side's counters are summed (a pass over every file).
const SIDES_EVERY: Duration = Duration::from_millis(250);

/// What the two dropped paths are, read off the UI thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A file (maybe a checksum file).
    File,
    /// A folder.
    Folder,
}

/// What a path is, or why it cannot be compared (plain words).
pub fn kind_of(path: &Path) -> Result<Kind, String> {
    match crate::desktop::files::is_folder(path) {
        Ok(true) => Ok(Kind::Folder),
        Ok(_) => Ok(Kind::File),
        Err(e) => Err(t!(
            "compare-unreadable-path",
            name = path.display().to_string(),
            error = e.to_string()
        )),
    }
}

/// What two slots mean together: two files, two folders, or a folder and its
/// checksum file (either way round).
pub fn expected_side(a: (&Path, Kind), b: (&Path, Kind)) -> Option<(Expected, PathBuf)> {
    match (a.1, b.1) {
        (Kind::Folder, Kind::Folder) => Some((Expected::Folder(a.0.into()), b.0.into())),
        (Kind::File, Kind::Folder) => Some((Expected::Listing(a.0.into()), b.0.into())),
        (Kind::Folder, Kind::File) => Some((Expected::Listing(b.0.into()), a.0.into())),
        (Kind::File, Kind::File) => None,
    }
}

/// A comparison of folders: running, or its report.
pub struct FolderCompare {
    task: Option<Task<Result<AuditReport, String>>>,
    progress: Arc<Mutex<Option<AuditProgress>>>,
    cancelled: Arc<AtomicBool>,
    history: History,
    sides: [SideProgress; 2],
    sides_at: Option<Instant>,
    /// The two sides, for the labels: side A (a folder or a checksum file), side B.
    pub roots: (Expected, PathBuf),
    /// Whether quick mode was on (size and date trusted).
    pub quick: bool,
    /// The answer, once complete.
    pub report: Option<Arc<AuditReport>>,
    /// The list's tab and search.
    pub view: AuditViewState,
    /// Why it could not be done, in plain words.
    pub error: Option<String>,
}

impl FolderCompare {
    /// Starts comparing on a thread named `hashdrop-audit`; `ctx` is woken when the
    /// answer is ready.
    pub fn start(spec: AuditSpec, ctx: egui::Context) -> Self {
        let progress = Arc::new(Mutex::new(None));
        let cancelled = Arc::new(AtomicBool::new(false));
        let roots = (spec.expected.clone(), spec.actual.clone());
        let quick = spec.quick && matches!(spec.expected, Expected::Folder(_));
        let (p, c) = (Arc::clone(&progress), Arc::clone(&cancelled));
        // With HASHDROP_FRAME_STATS, the time is printed when the comparison ends (from
        // this thread, so a hidden window prints it too), for scripts/audit-scale.sh.
        let report_time = crate::gui::common::perf::FrameStats::from_env().enabled;
        let work = move || {
            let started = Instant::now();
            let audit = Audit::start(&spec, None).map_err(|e| words(&e))?;
            let handle = audit.progress();
            if c.load(Ordering::Relaxed) {
                handle.handle().cancel();
            }
            *p.lock().unwrap_or_else(PoisonError::into_inner) = Some(handle);
            let report = audit.wait();
            if report_time {
                eprintln!(
                    "hashdrop: audit: {} findings in {:.3} s",
                    report.findings.len(),
                    started.elapsed().as_secs_f64()
                );
            }
            Ok(report)
        };
        let failed = || Err(background::failed_words());
        let task = Task::spawn("hashdrop-audit", Some(ctx), work, failed);
        let (task, error) = match task {
            Ok(t) => (Some(t), None),
            Err(e) => (
                None,
                Some(t!("audit-could-not-start", error = e.to_string())),
            ),
        };
        Self {
            task,
            progress,
            cancelled,
            history: History::default(),
            sides: [SideProgress::default(); 2],
            sides_at: None,
            roots,
            quick,
            report: None,
            view: AuditViewState::default(),
            error,
        }
    }

    fn handle(&self) -> Option<AuditProgress> {
        self.progress
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Whether it still runs.
    pub fn is_running(&self) -> bool {
        self.task.is_some()
    }

    /// Stops reading files; what was read is still classified (the rest is listed as
    /// unreadable).
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        if let Some(p) = self.handle() {
            p.handle().cancel();
        }
    }

    /// Workers reading right now.
    pub fn busy_workers(&self) -> usize {
        self.handle().map_or(0, |p| {
            p.handle()
                .progress()
                .workers()
                .iter()
                .filter(|w| w.file.is_some())
                .count()
        })
    }

    /// CPU time its job has used (zero while listing).
    pub fn cpu_time(&self) -> Duration {
        self.handle()
            .map_or(Duration::ZERO, |p| p.handle().progress().cpu_time())
    }

    /// Takes the answer, and samples progress and throughput; call every frame.
    pub fn poll(&mut self) {
        if let Some(t) = &mut self.task
            && let Some(answer) = t.poll()
        {
            self.task = None;
            match answer {
                Ok(report) => self.report = Some(Arc::new(report)),
                Err(e) => self.error = Some(e),
            }
        }
        let Some(p) = self.handle().filter(|_| self.task.is_some()) else {
            return;
        };
        let now = Instant::now();
        self.history.sample(p.handle().progress(), now);
        if self.sides_at.is_none_or(|t| now - t >= SIDES_EVERY) {
            self.sides = p.sides();
            self.sides_at = Some(now);
        }
    }

    /// The running view, the error, or the report (with `under_banner` drawn under
    /// its banner); returns the person's actions, and whether Stop was clicked.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        under_banner: impl FnOnce(&mut Ui, &AuditReport),
    ) -> (Vec<Command>, bool) {
        let visuals = ui.visuals().clone();
        if let Some(e) = &self.error {
            theme::marked_label(
                ui,
                RichText::new(format!("⚠ {e}")).color(theme::bad(&visuals)),
            );
            return (Vec::new(), false);
        }
        if let Some(report) = &self.report {
            let actions =
                audit_view::audit_view(ui, report, &mut self.view, |ui| under_banner(ui, report));
            return (actions, false);
        }
        (Vec::new(), self.running_ui(ui))
    }

    /// Listing, then each side's progress and the graph; `true` when Stop was clicked.
    fn running_ui(&self, ui: &mut Ui) -> bool {
        let Some(p) = self.handle() else {
            // Not a spinner: it would ask for a frame 60 times a second.
            theme::marked_label(ui, RichText::new(t!("audit-listing")));
            return false;
        };
        let names = side_names(&self.roots.0);
        for (name, s) in names.iter().zip(&self.sides) {
            side_bar(ui, name, s);
        }
        let stop = ui
            .button(t!("audit-stop"))
            .on_hover_text(t!("audit-stop-hint"))
            .clicked();
        let workers = p.handle().progress().worker_count();
        egui::CollapsingHeader::new(t!("live-speed"))
            .default_open(true)
            .show(ui, |ui| throughput::graph(ui, &self.history, workers));
        stop
    }
}

/// "First folder" / "Second folder", or "Listed in the checksum file" / "Folder".
pub fn side_names(expected: &Expected) -> [String; 2] {
    match expected {
        Expected::Folder(_) => [t!("compare-first-folder"), t!("compare-second-folder")],
        Expected::Listing(_) => [t!("compare-listed"), t!("compare-folder")],
    }
}

fn side_bar(ui: &mut Ui, name: &str, s: &SideProgress) {
    let fraction = if s.bytes_total > 0 {
        s.bytes_done as f32 / s.bytes_total as f32
    } else if s.files_total > 0 {
        s.files_done as f32 / s.files_total as f32
    } else {
        1.0
    };
    let text = t!(
        "audit-side-progress",
        side = name,
        done = s.files_done,
        total = s.files_total,
        size_done = format_size(s.bytes_done),
        size_total = format_size(s.bytes_total)
    );
    ui.add(egui::ProgressBar::new(fraction.clamp(0.0, 1.0)).text(text));
}

/// An error that stops a comparison, in plain words.
fn words(e: &AuditError) -> String {
    match e {
        AuditError::Folder { path, source } => t!(
            "audit-folder-unreadable",
            name = path.display().to_string(),
            error = reasons::io_error(source)
        ),
        AuditError::NotAFolder(p) => t!("audit-not-a-folder", name = p.display().to_string()),
        AuditError::Listing { path, source } => t!(
            "audit-listing-unreadable",
            name = path.display().to_string(),
            error = source.to_string()
        ),
        AuditError::EmptyListing(p) => {
            t!("audit-listing-empty", name = p.display().to_string())
        }
        AuditError::Start(e) => t!("audit-could-not-start", error = e.to_string()),
    }
}

/// A quiet line under the report: which algorithm, and quick mode's caveat.
pub fn how_compared(ui: &mut Ui, report: &AuditReport, quick: bool) {
    let algos: Vec<&str> = report.algorithms.iter().map(|a| a.display_name()).collect();
    let mut text = t!(
        "audit-compared-by",
        algorithms = algos.join(&t!("list-separator"))
    );
    if quick {
        text.push(' ');
        text.push_str(&t!("audit-quick-caveat"));
    }
    ui.label(RichText::new(text).color(theme::quiet(ui.visuals())));
}
