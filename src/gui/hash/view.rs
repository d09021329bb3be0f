//! The main view: the expected-checksum box, the verdict, live progress while a job
//! runs, and the results table.

use egui::{RichText, Ui};

use crate::gui::command::compare::Cmd as CompareCmd;
use crate::gui::command::hash::Cmd;
use crate::gui::command::{Command, Commands};
use crate::gui::common::Notice;
use crate::gui::common::jobs::HashRun;
use crate::gui::hash::Hash;
use crate::gui::hash::expected_box;
use crate::gui::hash::publisher_view;
use crate::gui::hash::publisher_words::Names;
use crate::gui::hash::results as results_view;
use crate::gui::hash::state::Stage;
use crate::gui::hash::verdict as verdict_view;
use crate::gui::widgets::{segment_map, theme, throughput, workers_view};
use crate::sums::Colour;
use crate::t;

impl Hash {
    /// The hash view: the box, notices, the verdict, progress and the results. It
    /// reads the state and pushes what the person asked for onto `cmds`. `exporting`:
    /// a save dialog is open.
    pub(crate) fn ui(&self, ui: &mut Ui, exporting: bool, cmds: &mut Commands) {
        let results = !self.session.results.is_empty();
        // In a small window the part above the table scrolls by itself, so that the
        // verdict is never cut off and the table keeps room for its heading and up to
        // four rows; with fewer rows the verdict gets the rest. A warning or a red
        // verdict keeps room for what it asks of the person (a key to add): the table
        // then keeps one row.
        let top = if results {
            let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y + 2.0;
            let asks = matches!(
                self.check.report().headline.colour(),
                Colour::Amber | Colour::Red
            );
            let most = if asks { 1 } else { 4 };
            let shown_rows = self.session.results.rows().len().min(most) as f32;
            let table = 4.0 * row + shown_rows * row;
            let available = ui.available_height();
            (available - table).max(available * 0.4)
        } else {
            f32::INFINITY
        };
        egui::ScrollArea::vertical()
            .id_salt("hash-top")
            .max_height(top)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                self.expected_ui(ui, cmds);
                if let Some(notice) = &self.notice {
                    let (text, colour) = match notice {
                        Notice::Error(t) => (t, theme::bad(ui.visuals())),
                        Notice::Info(t) => (t, theme::quiet(ui.visuals())),
                    };
                    ui.add(egui::Label::new(RichText::new(text).color(colour)).wrap());
                }
                ui.add_space(6.0);
                if let Some(c) = self.verdict_ui(ui) {
                    cmds.push(c);
                }
                let known = self.publishers.known();
                let lists = !self.check.lists().is_empty();
                if let Some(p) = publisher_view::publishers_ui(ui, known, lists) {
                    cmds.push(Cmd::AskPublisher(p));
                }
                if let Some(c) = self.progress_ui(ui) {
                    cmds.push(c);
                }
                if !results && self.session.stage() == Stage::Idle {
                    empty_state(ui);
                }
            });
        if results {
            ui.add_space(6.0);
            self.results_ui(ui, exporting, cmds);
        }
    }

    /// The checksum files being checked against, and the box to paste a checksum in.
    fn expected_ui(&self, ui: &mut Ui, cmds: &mut Commands) {
        for (path, info) in self.check.lists() {
            ui.horizontal_wrapped(|ui| {
                // A publisher's list is named by its publisher, not by its copy's path.
                let name = Names::new(self.check.model()).of(path);
                let words = match &info.publisher {
                    Some(p) => t!(
                        "expected-from-publisher",
                        count = info.entries,
                        publisher = p.as_str()
                    ),
                    None => t!(
                        "expected-from-sums",
                        count = info.entries,
                        name = name.as_str()
                    ),
                };
                let hover = match info.publisher {
                    Some(_) => words.clone(),
                    None => path.display().to_string(),
                };
                ui.label(RichText::new(words).strong()).on_hover_text(hover);
                let forget = ui.button(t!("expected-forget"));
                let forget =
                    theme::named(forget, &t!("expected-forget-name", name = name.as_str()));
                if forget.on_hover_text(t!("expected-forget-hint")).clicked() {
                    cmds.push(Cmd::ForgetList(path.clone()));
                }
            });
        }
        let mut text = self.expected.text.clone();
        let typed_ago = self.check.typed_ago();
        let out = expected_box::expected_box(
            ui,
            &mut text,
            &self.expected.parsed,
            self.expected.committed,
            typed_ago,
        );
        if out.changed {
            cmds.push(Cmd::SetExpected(text));
        }
        if out.done && (out.changed || !self.expected.committed) {
            cmds.push(Cmd::CommitExpected);
        }
        if let Some(offer) = self.clipboard_offer() {
            clipboard_offer_ui(ui, offer, cmds);
        }
    }

    /// The answer, from the check's last report.
    fn verdict_ui(&self, ui: &mut Ui) -> Option<Command> {
        let lists = self.check.lists();
        let signature = |p: &std::path::Path| lists.get(p).map(|l| &l.signature);
        let file_signature = |p: &std::path::Path| self.check.file_signature(p);
        let inputs = verdict_view::Inputs {
            report: self.check.report(),
            model: self.check.model(),
            signature: &signature,
            file_signature: &file_signature,
            single: self.check.single(),
            results: self.session.results.files().len(),
            hashing: self.session.still_hashing(),
        };
        verdict_view::headline_text(inputs.report, inputs.model, inputs.results, inputs.hashing)?;
        let mut action = verdict_view::verdict_ui(ui, &inputs);
        // After an image is verified, the next question: did it write correctly?
        let matched = matches!(
            inputs.report.headline.kind,
            crate::sums::HeadlineKind::Match { .. }
        );
        if let Some(image) = inputs.single.filter(|p| matched && is_disk_image(p))
            && ui.button(t!("drive-check-button")).clicked()
        {
            action = Some(CompareCmd::CheckDrive(image.to_path_buf()).into());
        }
        ui.add_space(6.0);
        action
    }

    /// The progress bar, and the live panels while a run hashes.
    fn progress_ui(&self, ui: &mut Ui) -> Option<Command> {
        let mut action = None;
        if let Some(run) = &self.session.run {
            action = workers_view::progress_ui(ui, run);
            if run.is_running() {
                live_panels(ui, run);
            }
        } else if self.session.pending.is_some() {
            // Not a spinner: it would ask for a frame 60 times a second.
            theme::marked_label(ui, RichText::new(format!("⏳ {}", t!("getting-ready"))));
        }
        action
    }

    /// The results table with its header.
    fn results_ui(&self, ui: &mut Ui, exporting: bool, cmds: &mut Commands) {
        let results = &self.session.results;
        if let Some(c) = results_view::header_ui(ui, results, exporting) {
            cmds.push(c);
        }
        let report = self.check.report();
        if let Some(c) = results_view::table_ui(ui, results, |p| report.row(p)) {
            cmds.push(c);
        }
    }
}

/// "A checksum is on the clipboard: compare the files with it?" and its two answers.
fn clipboard_offer_ui(ui: &mut Ui, offer: &str, cmds: &mut Commands) {
    let start: String = offer.chars().take(12).collect();
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("clipboard-offer", start = start));
        if ui.button(t!("clipboard-offer-use")).clicked() {
            cmds.push(Cmd::ClipboardOffer(true));
        }
        if ui.button(t!("clipboard-offer-no")).clicked() {
            cmds.push(Cmd::ClipboardOffer(false));
        }
    });
}

/// Whether the name says a disk image, the kind written to a USB stick or an SD card.
pub fn is_disk_image(path: &std::path::Path) -> bool {
    const IMAGES: [&str; 5] = ["iso", "img", "raw", "wic", "dd"];
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| IMAGES.iter().any(|i| e.eq_ignore_ascii_case(i)))
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
        .filter(|f| progress.segments(*f).is_some_and(|s| s.count() > 1))
        .take(3)
        .collect();
    if !split.is_empty() {
        egui::CollapsingHeader::new(t!("live-pieces"))
            .id_salt("live-pieces")
            .default_open(true)
            .show(ui, |ui| {
                for f in split {
                    let (Some(c), Some(segments)) = (progress.files().get(f), progress.segments(f))
                    else {
                        continue;
                    };
                    ui.label(
                        c.path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default(),
                    );
                    segment_map::segment_map(ui, &segments.states(), None);
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
