//! The options' "Add Hashdrop to my file manager's menu": the button, the work on a
//! background thread ([`file_managers::install`]), and what it did, in plain words.

use crate::desktop::file_managers::{self, InstallError, MenuResult, Outcome, Places};
use crate::gui::command::{App, Command};
use crate::gui::common::background::{self, Task};
use crate::gui::widgets::theme;
use crate::t;

/// The state of the entry: the work under way, and the last report.
#[derive(Default)]
pub struct FileMenus {
    task: Option<Task<Report>>,
    /// What the last run did, as the view shows it.
    pub report: Option<Report>,
    /// Where to install instead of the environment's folders (tests).
    places: Option<Places>,
}

/// What a run did.
#[derive(Debug)]
pub enum Report {
    /// One result per file manager found (empty: none found).
    Done(Vec<MenuResult>),
    /// Inside a Flatpak the person's menu folders are out of reach.
    Sandboxed,
    /// No home folder, or this program's path is unknown.
    NoHome,
    /// Adding them failed inside Hashdrop: why, in plain words.
    Failed(String),
}

impl FileMenus {
    /// An entry that installs into `places` instead of the person's folders (for tests
    /// of the window, which must not touch the home folder of whoever runs them).
    pub fn with_places(places: Places) -> Self {
        Self {
            places: Some(places),
            ..Self::default()
        }
    }

    /// Starts adding the menus, off the UI thread.
    pub(crate) fn install(&mut self, ctx: &egui::Context) {
        if self.task.is_some() {
            return;
        }
        let given = self.places.clone();
        let install = move || {
            if let Some(places) = given {
                return Report::Done(file_managers::install(&places));
            }
            if file_managers::sandboxed() {
                return Report::Sandboxed;
            }
            match Places::from_env() {
                Some(places) => Report::Done(file_managers::install(&places)),
                None => Report::NoHome,
            }
        };
        let failed = || Report::Failed(background::failed_words());
        self.task = Task::spawn("hashdrop-file-menus", Some(ctx.clone()), install, failed).ok();
    }

    /// Takes the finished run's report, if any.
    pub(crate) fn poll(&mut self) {
        if let Some(report) = self.task.as_mut().and_then(Task::poll) {
            self.task = None;
            self.report = Some(report);
        }
    }

    /// Whether the menus are being added.
    pub fn is_running(&self) -> bool {
        self.task.is_some()
    }
}

/// The lines that say what a run did.
pub fn report_lines(report: &Report) -> Vec<String> {
    match report {
        Report::Sandboxed => vec![t!("file-menus-sandboxed")],
        Report::NoHome => vec![t!("file-menus-no-home")],
        Report::Failed(why) => vec![why.clone()],
        Report::Done(results) if results.is_empty() => vec![t!("file-menus-none-found")],
        Report::Done(results) => {
            let mut lines: Vec<String> = results.iter().map(result_line).collect();
            let changed = results
                .iter()
                .any(|r| matches!(r.outcome, Outcome::Added | Outcome::Updated));
            if changed {
                lines.push(t!("file-menus-restart"));
            }
            lines
        }
    }
}

fn result_line(r: &MenuResult) -> String {
    let manager = r.manager.name();
    match &r.outcome {
        Outcome::Added => t!("file-menus-added", manager = manager),
        Outcome::Updated => t!("file-menus-updated", manager = manager),
        Outcome::AlreadyThere => t!("file-menus-already", manager = manager),
        Outcome::FromPackage => t!("file-menus-from-package", manager = manager),
        Outcome::Failed(InstallError::Uca { path, .. }) => t!(
            "file-menus-uca-unreadable",
            manager = manager,
            path = path.display().to_string()
        ),
        Outcome::Failed(e) => t!(
            "file-menus-failed",
            manager = manager,
            error = e.to_string()
        ),
    }
}

/// The entry in the options: a heading, the button (a spinner while it works) and
/// the last report.
pub fn file_menus_ui(ui: &mut egui::Ui, state: &FileMenus) -> Option<Command> {
    let mut action = None;
    ui.add_space(8.0);
    theme::heading(ui, &t!("file-menus-heading"));
    ui.horizontal_wrapped(|ui| {
        let button = ui.add_enabled(!state.is_running(), egui::Button::new(t!("file-menus-add")));
        if button.on_hover_text(t!("file-menus-add-hint")).clicked() {
            action = Some(App::AddFileManagerMenus.into());
        }
        if state.is_running() {
            ui.spinner();
        }
    });
    if let Some(report) = &state.report {
        for line in report_lines(report) {
            ui.label(line);
        }
    }
    action
}
