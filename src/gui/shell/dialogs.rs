//! The native file dialogs (rfd). Each runs on its own named thread, so the window
//! keeps drawing while a dialog is open; what the person chose comes back as a
//! [`DialogResult`] that the app takes in its next frame.

use crate::t;
use std::path::PathBuf;

use crate::audit::export as audit_export;
use crate::gui::common::background::dialog;
use crate::gui::compare::AuditExport;
use crate::gui::hash::export::{self, ExportRow, Format};
use crate::gui::hash::results::export_rows;
use crate::gui::shell::{HashdropApp, Notice, View};
use crate::lab;

/// The usual extension of a checksum file of `algorithm` (`b3` for BLAKE3, as b3sum).
fn checksum_ext(algorithm: &str) -> &str {
    match algorithm {
        "blake3" => "b3",
        other => other,
    }
}

/// What a dialog produced.
pub(crate) enum DialogResult {
    Paths(Vec<PathBuf>),
    ChecksumFile(Option<PathBuf>),
    CompareSlot(usize, Option<PathBuf>),
    BenchFile(Option<PathBuf>),
    /// A key file chosen, and read: its keys or why it is not a key file.
    KeyFile(Option<(PathBuf, Result<crate::trust::KeyOffer, String>)>),
    Exported(Result<PathBuf, String>),
}

/// Which dialog to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// "Add files".
    AddFiles,
    /// "Add folder".
    AddFolder,
    /// "Open checksum file".
    ChecksumFile,
    /// A file for compare slot 0 or 1.
    CompareSlot(usize),
    /// A folder for compare slot 0 or 1.
    CompareFolder(usize),
    /// The benchmark's file.
    BenchFile,
    /// A publisher's key file, to confirm key by key ("Add a key").
    AddKey,
}

impl Dialog {
    /// The dialog that Ctrl+O opens in `view`; `first_slot_taken` for compare.
    pub fn for_ctrl_o(view: View, first_slot_taken: bool) -> Self {
        match view {
            View::Hash => Self::AddFiles,
            View::Compare => Self::CompareSlot(usize::from(first_slot_taken)),
            View::Bench => Self::BenchFile,
        }
    }

    fn run(self) -> DialogResult {
        let d = rfd::FileDialog::new();
        match self {
            Self::AddFiles => DialogResult::Paths(
                d.set_title(t!("dialog-add-files"))
                    .pick_files()
                    .unwrap_or_default(),
            ),
            Self::AddFolder => DialogResult::Paths(
                d.set_title(t!("dialog-add-folder"))
                    .pick_folders()
                    .unwrap_or_default(),
            ),
            Self::ChecksumFile => {
                DialogResult::ChecksumFile(d.set_title(t!("dialog-checksum-file")).pick_file())
            }
            Self::CompareSlot(i) => {
                DialogResult::CompareSlot(i, d.set_title(t!("dialog-compare")).pick_file())
            }
            Self::CompareFolder(i) => {
                DialogResult::CompareSlot(i, d.set_title(t!("dialog-compare-folder")).pick_folder())
            }
            Self::BenchFile => DialogResult::BenchFile(d.set_title(t!("dialog-bench")).pick_file()),
            Self::AddKey => DialogResult::KeyFile(
                d.set_title(t!("dialog-add-key"))
                    .pick_file()
                    .map(super::key_commands::read_offer),
            ),
        }
    }
}

/// Asks where to save, then writes what `render` makes for that path.
fn save_as(
    title: String,
    name: String,
    render: impl FnOnce(&std::path::Path) -> Vec<u8>,
) -> DialogResult {
    let Some(path) = rfd::FileDialog::new()
        .set_title(title)
        .set_file_name(name)
        .save_file()
    else {
        return DialogResult::Exported(Err(t!("save-cancelled")));
    };
    let text = render(&path);
    DialogResult::Exported(
        std::fs::write(&path, text)
            .map(|()| path.clone())
            .map_err(|e| {
                let name = path.display().to_string();
                t!("save-failed", name = name, error = e.to_string())
            }),
    )
}

impl HashdropApp {
    pub(crate) fn spawn_dialog(
        &mut self,
        ctx: &egui::Context,
        f: impl FnOnce() -> DialogResult + Send + 'static,
    ) {
        match dialog(ctx, f) {
            Ok(t) => self.tasks.dialogs.push(t),
            Err(e) => {
                self.hash.notice = Some(Notice::Error(t!("dialog-failed", error = e.to_string())))
            }
        }
    }

    /// Opens `d` without blocking the window.
    pub(crate) fn open_dialog(&mut self, ctx: &egui::Context, d: Dialog) {
        self.spawn_dialog(ctx, move || d.run());
    }

    /// Asks where to save the results as `format`, and saves them there.
    pub(crate) fn export_dialog(&mut self, ctx: &egui::Context, format: Format) {
        let rows: Vec<ExportRow> = export_rows(&self.hash.session.results);
        let name = format!("checksums.{}", format.extension());
        self.spawn_dialog(ctx, move || {
            save_as(t!("dialog-save-results"), name, |path| {
                export::format(&rows, format, path.parent())
            })
        });
    }

    /// Asks where to save the benchmark's report as `format`, and saves it there.
    pub(crate) fn bench_export_dialog(&mut self, ctx: &egui::Context, format: lab::Format) {
        let Some(report) = self.bench.report.clone() else {
            return;
        };
        let ext = match format {
            lab::Format::Csv => "csv",
            lab::Format::Json => "json",
            lab::Format::Markdown => "md",
            lab::Format::Table => "txt",
        };
        self.spawn_dialog(ctx, move || {
            save_as(
                t!("dialog-save-bench"),
                format!("hashdrop-bench.{ext}"),
                |_| lab::render(&report, format).into_bytes(),
            )
        });
    }

    /// Asks where to save the folder comparison's report or one side's checksums, and
    /// saves it there (written on the dialog's thread, not this one).
    pub(crate) fn compare_export_dialog(&mut self, ctx: &egui::Context, what: AuditExport) {
        let Some(report) = self.compare.folders.as_ref().and_then(|f| f.report.clone()) else {
            return;
        };
        let (title, name) = match what {
            AuditExport::Csv => (t!("dialog-save-comparison"), "comparison.csv".to_owned()),
            AuditExport::Json => (t!("dialog-save-comparison"), "comparison.json".to_owned()),
            AuditExport::Checksums(_) => {
                let algo = report.algorithms.first().map_or("sums", |a| a.name());
                (
                    t!("dialog-save-checksums"),
                    format!("checksums.{}", checksum_ext(algo)),
                )
            }
        };
        self.spawn_dialog(ctx, move || {
            save_as(title, name, |_| {
                let mut out = Vec::new();
                // Writing to a Vec cannot fail.
                let _ = match what {
                    AuditExport::Csv => audit_export::write_csv(&report, &mut out),
                    AuditExport::Json => audit_export::write_json(&report, &mut out),
                    AuditExport::Checksums(side) => {
                        audit_export::write_checksums(&report, side, &mut out).map(|_| ())
                    }
                };
                out
            })
        });
    }

    /// Takes what finished dialogs produced.
    pub(crate) fn poll_dialogs(&mut self, ctx: &egui::Context) {
        let mut done = Vec::new();
        self.tasks.dialogs.retain_mut(|t| match t.poll() {
            Some(r) => {
                done.push(r);
                false
            }
            None => true,
        });
        for r in done {
            match r {
                DialogResult::Paths(p) => {
                    let env =
                        super::env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
                    self.hash.add_paths(&env, p, false);
                }
                DialogResult::ChecksumFile(Some(p)) => {
                    let env =
                        super::env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
                    self.hash.open_checksum_file(&env, p, None, true);
                }
                DialogResult::CompareSlot(i, Some(p)) => {
                    let repaint = self.drawing.pacer.repaint(ctx);
                    self.compare.set(Some(i), p, &self.settings, &repaint)
                }
                DialogResult::BenchFile(Some(p)) => {
                    self.bench.setup.file = Some(p);
                    self.bench.setup.use_file = true;
                }
                DialogResult::KeyFile(Some(chosen)) => self.key_file_chosen(chosen),
                DialogResult::ChecksumFile(None)
                | DialogResult::CompareSlot(_, None)
                | DialogResult::BenchFile(None)
                | DialogResult::KeyFile(None) => {}
                DialogResult::Exported(Ok(p)) => {
                    self.hash.notice =
                        Some(Notice::Info(t!("saved", name = p.display().to_string())))
                }
                DialogResult::Exported(Err(e)) => self.hash.notice = Some(Notice::Error(e)),
            }
        }
    }
}
