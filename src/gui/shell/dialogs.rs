//! The native file dialogs (rfd). Each runs on its own named thread, so the window
//! keeps drawing while a dialog is open; what the person chose comes back as a
//! [`DialogResult`] that the app takes in its next frame.

use crate::t;
use std::path::PathBuf;

use crate::atomic_write::{Permissions, write_atomically};
use crate::audit::export as audit_export;
use crate::gui::common::background::dialog;
use crate::gui::compare::AuditExport;
use crate::gui::hash::export::{self, ExportRow, Format};
use crate::gui::hash::results::export_rows;
use crate::gui::shell::{HashdropApp, Notice, View};
use crate::gui::widgets::reasons;
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
    /// The publisher's list, and its signature if chosen with it, for the stick check.
    StickList(Vec<PathBuf>),
    /// The desktop cannot show a file chooser: the window opens its own for this.
    NoChooser(Dialog),
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
    /// The publisher's checksum list (and its signature) for the stick check.
    StickList,
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

    /// The dialog's title.
    pub(crate) fn title(&self) -> String {
        match self {
            Self::AddFiles => t!("dialog-add-files"),
            Self::AddFolder => t!("dialog-add-folder"),
            Self::ChecksumFile => t!("dialog-checksum-file"),
            Self::CompareSlot(_) => t!("dialog-compare"),
            Self::CompareFolder(_) => t!("dialog-compare-folder"),
            Self::BenchFile => t!("dialog-bench"),
            Self::AddKey => t!("dialog-add-key"),
            Self::StickList => t!("dialog-stick-list"),
        }
    }

    /// What the dialog would have produced had `path` been chosen in it.
    pub(crate) fn answer(self, path: PathBuf) -> DialogResult {
        match self {
            Self::AddFiles | Self::AddFolder => DialogResult::Paths(vec![path]),
            Self::ChecksumFile => DialogResult::ChecksumFile(Some(path)),
            Self::CompareSlot(i) | Self::CompareFolder(i) => {
                DialogResult::CompareSlot(i, Some(path))
            }
            Self::BenchFile => DialogResult::BenchFile(Some(path)),
            Self::AddKey => DialogResult::KeyFile(Some(super::key_commands::read_offer(path))),
            Self::StickList => DialogResult::StickList(vec![path]),
        }
    }

    /// Opens the desktop's dialog, or says that none can open (`available` asks).
    fn run(self, available: impl FnOnce() -> bool) -> DialogResult {
        // rfd returns nothing both when the person cancels and when no chooser could
        // open: ask first, so that the second is never silent.
        if !available() {
            return DialogResult::NoChooser(self);
        }
        let d = rfd::FileDialog::new().set_title(self.title());
        match self {
            Self::AddFiles => DialogResult::Paths(d.pick_files().unwrap_or_default()),
            Self::AddFolder => DialogResult::Paths(d.pick_folders().unwrap_or_default()),
            Self::ChecksumFile => DialogResult::ChecksumFile(d.pick_file()),
            Self::CompareSlot(i) => DialogResult::CompareSlot(i, d.pick_file()),
            Self::CompareFolder(i) => DialogResult::CompareSlot(i, d.pick_folder()),
            Self::BenchFile => DialogResult::BenchFile(d.pick_file()),
            Self::AddKey => {
                DialogResult::KeyFile(d.pick_file().map(super::key_commands::read_offer))
            }
            // The list and its signature may be chosen together, as they are dropped.
            Self::StickList => DialogResult::StickList(d.pick_files().unwrap_or_default()),
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
    DialogResult::Exported(save_file(&path, &text))
}

/// Writes `bytes` to `path` in one step: on a full disk or any other failure the file
/// that was there keeps every byte ([`crate::atomic_write`]). The error in plain words.
pub(crate) fn save_file(path: &std::path::Path, bytes: &[u8]) -> Result<PathBuf, String> {
    write_atomically(path, bytes, Permissions::KeepOr(0o666))
        .map(|()| path.to_path_buf())
        .map_err(|e| {
            let name = path.display().to_string();
            t!("save-failed", name = name, error = reasons::io_error(&e))
        })
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
        let probe = self.tasks.chooser_probe;
        self.spawn_dialog(ctx, move || {
            d.run(|| {
                probe.map_or_else(
                    || super::chooser::available(&super::chooser::System),
                    |p| p(),
                )
            })
        });
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
                // Given to the stick check as a dropped list is (`set_many` routes it).
                DialogResult::StickList(p) if !p.is_empty() => {
                    let repaint = self.drawing.pacer.repaint(ctx);
                    self.compare.set_many(None, p, &self.settings, &repaint)
                }
                DialogResult::StickList(_) => {}
                DialogResult::ChecksumFile(None)
                | DialogResult::CompareSlot(_, None)
                | DialogResult::BenchFile(None)
                | DialogResult::KeyFile(None) => {}
                DialogResult::Exported(Ok(p)) => {
                    self.hash.notice =
                        Some(Notice::Info(t!("saved", name = p.display().to_string())))
                }
                DialogResult::Exported(Err(e)) => self.hash.notice = Some(Notice::Error(e)),
                DialogResult::NoChooser(d) => {
                    self.tasks.chooser = Some(super::in_window_chooser::InWindowChooser::open(d));
                }
            }
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use crate::atomic_write::full_disk::TinyFs;
    use crate::engine::{Algorithm, Digest};

    /// Saving 3,000 results over an existing checksum file on a full disk: the error is
    /// said, the old file keeps every byte, and no temporary file is left beside it.
    #[test]
    fn saving_on_a_full_disk_keeps_the_old_file() {
        let Some(fs) = TinyFs::mount(512) else {
            return;
        };
        let path = fs.path().join("checksums.txt");
        let row = |i: usize| {
            let name = fs
                .path()
                .join(format!("folder/some-long-file-name-{i:05}.iso"));
            let digest = Digest::new(Algorithm::Sha256, vec![(i % 251) as u8; 32]);
            ExportRow::digest(&name, 1000, digest, None)
        };
        let old = export::format(&(0..2000).map(row).collect::<Vec<_>>(), Format::Gnu, None);
        std::fs::write(&path, &old).expect("write the old file");
        fs.fill();
        let rows: Vec<ExportRow> = (0..3000).map(row).collect();
        let new = export::format(&rows, Format::Gnu, Some(fs.path()));
        assert!(
            new.len() > 200_000,
            "more than the free space: {}",
            new.len()
        );
        let err = save_file(&path, &new).expect_err("the disk is full");
        assert!(err.contains("checksums.txt"), "{err}");
        assert!(!err.contains("os error"), "said once, in words: {err}");
        assert_eq!(
            std::fs::read(&path).expect("read"),
            old,
            "the old file is intact"
        );
        assert_eq!(
            fs.names(),
            ["checksums.txt", "filler"],
            "no temporary file left"
        );
    }
}
