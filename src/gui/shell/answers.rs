//! What finished dialogs produced, given to the room they were for, and the saving of
//! results, reports and checksums (written on the dialog's thread, not the UI's).

use crate::t;

use crate::audit::export as audit_export;
use crate::gui::command::Save;
use crate::gui::compare::AuditExport;
use crate::gui::hash::export::{self, ExportRow};
use crate::gui::hash::results::export_rows;
use crate::gui::shell::dialogs::{DialogResult, save_as};
use crate::gui::shell::{HashdropApp, Notice, env};
use crate::lab;

/// The usual extension of a checksum file of `algorithm` (`b3` for BLAKE3, as b3sum).
fn checksum_ext(algorithm: &str) -> &str {
    match algorithm {
        "blake3" => "b3",
        other => other,
    }
}

impl HashdropApp {
    /// Asks where to save `what`, and saves it there.
    pub(crate) fn save(&mut self, ctx: &egui::Context, what: Save) {
        let notice = match what {
            Save::Results(format) => {
                let rows: Vec<ExportRow> = export_rows(&self.hash.session.results);
                let name = format!("checksums.{}", format.extension());
                self.dialogs.spawn(ctx, move || {
                    save_as(t!("dialog-save-results"), name, |path| {
                        export::format(&rows, format, path.parent())
                    })
                })
            }
            Save::Bench(format) => {
                let Some(report) = self.bench.report.clone() else {
                    return;
                };
                let ext = match format {
                    lab::Format::Csv => "csv",
                    lab::Format::Json => "json",
                    lab::Format::Markdown => "md",
                    lab::Format::Table => "txt",
                };
                self.dialogs.spawn(ctx, move || {
                    save_as(
                        t!("dialog-save-bench"),
                        format!("hashdrop-bench.{ext}"),
                        |_| lab::render(&report, format).into_bytes(),
                    )
                })
            }
            Save::Comparison(what) => self.save_comparison(ctx, what),
        };
        self.notify(notice);
    }

    /// Asks where to save the folder comparison's report or one side's checksums, and
    /// saves it there.
    fn save_comparison(&mut self, ctx: &egui::Context, what: AuditExport) -> Option<Notice> {
        let report = self
            .compare
            .folders
            .as_ref()
            .and_then(|f| f.report.clone())?;
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
        self.dialogs.spawn(ctx, move || {
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
        })
    }

    /// Takes what finished dialogs produced, and gives it where it was asked for.
    pub(crate) fn take_answers(&mut self, ctx: &egui::Context) {
        for r in self.dialogs.poll() {
            match r {
                DialogResult::Paths(p) => {
                    let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
                    self.hash.add_paths(&env, p, false);
                }
                DialogResult::ChecksumFile(Some(p)) => {
                    let env = env(&self.settings, self.key_store.as_ref(), &self.drawing, ctx);
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
                // Given to the stick check as a dropped list is (`set_many` routes it).
                DialogResult::StickList(p) if !p.is_empty() => {
                    let repaint = self.drawing.pacer.repaint(ctx);
                    self.compare.set_many(None, p, &self.settings, &repaint)
                }
                DialogResult::Exported(Ok(p)) => {
                    self.hash.notice =
                        Some(Notice::Info(t!("saved", name = p.display().to_string())))
                }
                DialogResult::Exported(Err(e)) | DialogResult::Failed(e) => {
                    self.hash.notice = Some(Notice::Error(e));
                }
                DialogResult::StickList(_)
                | DialogResult::ChecksumFile(None)
                | DialogResult::CompareSlot(_, None)
                | DialogResult::BenchFile(None)
                | DialogResult::KeyFile(None)
                | DialogResult::NoChooser(_) => {}
            }
        }
    }
}
