//! The main view: the expected-checksum box, the verdict, live progress while a job
//! runs, and the results table.

use egui::{RichText, Ui};

use super::super::jobs::HashRun;
use super::super::settings::language_menu;
use super::super::verify_view;
use super::super::{results_view, signature_view, verdict_view};
use super::super::{segment_map, theme, throughput, workers_view};
use super::{Command, Dialog, HashdropApp, Notice, Stage, View};
use crate::t;

impl HashdropApp {
    pub(super) fn top_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.label(RichText::new("Hashdrop").size(20.0).strong());
            ui.separator();
            let hash = self.view == View::Hash;
            if ui.selectable_label(hash, t!("view-hash")).clicked() {
                self.commands.push(Command::Show(View::Hash));
            }
            if ui
                .selectable_label(self.view == View::Compare, t!("view-compare"))
                .clicked()
            {
                self.commands.push(Command::Show(View::Compare));
            }
            if ui
                .selectable_label(self.view == View::Bench, t!("view-bench"))
                .on_hover_text(t!("view-bench-hint"))
                .clicked()
            {
                self.commands.push(Command::Show(View::Bench));
            }
            ui.separator();
            if hash {
                if ui
                    .button(t!("add-files"))
                    .on_hover_text(t!("add-files-hint"))
                    .clicked()
                {
                    self.commands.push(Command::Open(Dialog::AddFiles));
                }
                if ui
                    .button(t!("add-folder"))
                    .on_hover_text(t!("add-folder-hint"))
                    .clicked()
                {
                    self.commands.push(Command::Open(Dialog::AddFolder));
                }
                if ui
                    .button(t!("open-checksum-file"))
                    .on_hover_text(t!("open-checksum-file-hint"))
                    .clicked()
                {
                    self.commands.push(Command::Open(Dialog::ChecksumFile));
                }
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                language_menu(ui, &mut self.settings, &mut self.drawing.cjk_font);
            });
        });
    }

    pub(super) fn hash_view(&mut self, ui: &mut Ui) {
        self.expected_ui(ui);
        if let Some(notice) = &self.notice {
            let (text, colour) = match notice {
                Notice::Error(t) => (t, theme::bad(ui.visuals())),
                Notice::Info(t) => (t, theme::quiet(ui.visuals())),
            };
            ui.label(RichText::new(text).color(colour));
        }
        ui.add_space(6.0);
        self.verdict_ui(ui);
        self.file_signatures_ui(ui);
        self.progress_ui(ui);
        if self.session.results.is_empty() {
            if self.session.stage() == Stage::Idle {
                empty_state(ui);
            }
            return;
        }
        ui.add_space(6.0);
        self.results_ui(ui);
    }

    /// The checksum files being checked against, and the box to paste a checksum in.
    fn expected_ui(&mut self, ui: &mut Ui) {
        for (path, info) in self.check.lists() {
            ui.horizontal_wrapped(|ui| {
                let name = verify_view::file_name(path);
                ui.label(
                    RichText::new(t!("expected-from-sums", count = info.entries, name = name))
                        .strong(),
                )
                .on_hover_text(path.display().to_string());
                if ui
                    .button(t!("expected-forget"))
                    .on_hover_text(t!("expected-forget-hint"))
                    .clicked()
                {
                    self.commands.push(Command::ForgetList(path.clone()));
                }
            });
        }
        if verify_view::expected_box(ui, &mut self.expected.text, &self.expected.parsed) {
            // The box edits the text in place; reading it again is a command.
            self.commands.push(Command::ExpectedEdited);
        }
    }

    /// The answer, from the check's last report.
    fn verdict_ui(&mut self, ui: &mut Ui) {
        let lists = self.check.lists();
        let signature = |p: &std::path::Path| lists.get(p).map(|l| &l.signature);
        let inputs = verdict_view::Inputs {
            report: self.check.report(),
            model: self.check.model(),
            signature: &signature,
            single: self.check.single(),
        };
        if verdict_view::headline_text(inputs.report).is_none() {
            return;
        }
        if let Some(verdict_view::Action::DontUseClipboard) = verdict_view::verdict_ui(ui, &inputs)
        {
            self.commands.push(Command::DontUseClipboard);
        }
        ui.add_space(6.0);
    }

    /// What the signatures dropped over downloaded files themselves say.
    fn file_signatures_ui(&self, ui: &mut Ui) {
        for (file, state) in &self.session.file_signatures {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                signature_view::file_signature_ui(ui, file, state);
            });
            ui.add_space(6.0);
        }
    }

    /// The progress bar, and the live panels while a run hashes.
    fn progress_ui(&mut self, ui: &mut Ui) {
        if let Some(run) = &self.session.run {
            if let Some(a) = workers_view::progress_ui(ui, run) {
                self.commands.push(match a {
                    workers_view::Action::SetPaused(p) => Command::SetPaused(p),
                    workers_view::Action::Cancel => Command::Cancel,
                });
            }
            if run.is_running() {
                live_panels(ui, run);
            }
        } else if self.session.pending.is_some() {
            // Not a spinner: it would ask for a frame 60 times a second.
            ui.label(format!("⏳ {}", t!("getting-ready")));
        }
    }

    /// The results table with its header.
    fn results_ui(&mut self, ui: &mut Ui) {
        let exporting = !self.tasks.dialogs.is_empty();
        let results = &self.session.results;
        let mut actions = Vec::new();
        actions.extend(results_view::header_ui(ui, results, exporting));
        let report = self.check.report();
        actions.extend(results_view::table_ui(ui, results, |p| report.row(p)));
        for a in actions {
            self.commands.push(match a {
                results_view::Action::Copy(s) => Command::Copy(s),
                results_view::Action::CopyAll => Command::Copy(results_view::gnu_text(results)),
                results_view::Action::Export(f) => Command::Export(f),
                results_view::Action::Clear => Command::Clear,
            });
        }
    }
}

/// Workers, segment maps and the graph, shown while a job runs.
fn live_panels(ui: &mut Ui, run: &HashRun) {
    ui.add_space(4.0);
    egui::CollapsingHeader::new(t!("live-workers"))
        .id_salt("live-workers")
        .default_open(true)
        .show(ui, |ui| {
            workers_view::lanes_ui(ui, run);
        });
    let progress = run.progress();
    let mut active: Vec<usize> = progress.workers().iter().filter_map(|w| w.file).collect();
    active.sort_unstable();
    active.dedup();
    let split: Vec<usize> = active
        .into_iter()
        .filter(|f| {
            progress
                .files()
                .get(*f)
                .is_some_and(|c| c.segment_count() > 1)
        })
        .take(3)
        .collect();
    if !split.is_empty() {
        egui::CollapsingHeader::new(t!("live-pieces"))
            .id_salt("live-pieces")
            .default_open(true)
            .show(ui, |ui| {
                for f in split {
                    let c = &progress.files()[f];
                    ui.label(
                        c.path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default(),
                    );
                    segment_map::segment_map(ui, &c.segment_states(), None);
                }
                segment_map::legend(ui, progress.worker_count());
            });
    }
    egui::CollapsingHeader::new(t!("live-speed"))
        .id_salt("live-speed")
        .default_open(true)
        .show(ui, |ui| {
            throughput::graph(ui, &run.history(), progress.worker_count());
        });
}

fn empty_state(ui: &mut Ui) {
    ui.add_space(20.0);
    egui::Frame::group(ui.style())
        .inner_margin(40.0)
        .corner_radius(12.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.vertical_centered(|ui| {
                ui.label(RichText::new("⬇").size(48.0));
                ui.label(RichText::new(t!("empty-title")).size(22.0).strong());
                ui.add_space(6.0);
                ui.label(t!("empty-body"));
                ui.label(RichText::new(t!("empty-keys")).color(theme::quiet(ui.visuals())));
            });
        });
}
