//! The native file dialogs (rfd, through [`crate::desktop::file_dialog`]). Each runs
//! on its own named thread, so the window keeps drawing while a dialog is open; what
//! the person chose comes back as a [`DialogResult`] that the shell takes in its next
//! frame. When the desktop cannot show a chooser, the window's own opens instead
//! ([`super::in_window_chooser`]).

use crate::t;
use std::path::PathBuf;

use crate::atomic_write::{Permissions, write_atomically};
use crate::desktop::file_chooser;
use crate::desktop::file_dialog::{self, Pick};
use crate::gui::command::Dialog;
use crate::gui::common::Notice;
use crate::gui::common::background::{self, Task, dialog, finished};
use crate::gui::shell::in_window_chooser::{ChooserAction, InWindowChooser, title};
use crate::gui::widgets::reasons;
use crate::trust::KeyOffer;

/// What a dialog produced.
pub(crate) enum DialogResult {
    Paths(Vec<PathBuf>),
    ChecksumFile(Option<PathBuf>),
    CompareSlot(usize, Option<PathBuf>),
    BenchFile(Option<PathBuf>),
    /// A key file chosen, and read: its keys or why it is not a key file.
    KeyFile(Option<(PathBuf, Result<KeyOffer, String>)>),
    Exported(Result<PathBuf, String>),
    /// The publisher's list, and its signature if chosen with it, for the stick check.
    StickList(Vec<PathBuf>),
    /// The desktop cannot show a file chooser: the window opens its own for this.
    NoChooser(Dialog),
    /// The dialog, or the work after it, failed inside Hashdrop: why, in plain words.
    Failed(String),
}

/// The dialogs the shell waits for, and the window's own chooser when the desktop
/// has none.
#[derive(Default)]
pub(crate) struct Dialogs {
    open: Vec<Task<DialogResult>>,
    /// The window's own chooser, open when the desktop could not show one.
    chooser: Option<InWindowChooser>,
    /// Whether the desktop can show a file chooser (`None`: ask the machine; tests
    /// give the answer).
    pub(crate) probe: Option<fn() -> bool>,
}

impl Dialogs {
    /// Runs `f` (a dialog, or the work after one) on a thread of its own; what it
    /// produces is taken by [`Dialogs::poll`]. A notice when no thread could start.
    pub(crate) fn spawn(
        &mut self,
        ctx: &egui::Context,
        f: impl FnOnce() -> DialogResult + Send + 'static,
    ) -> Option<Notice> {
        match dialog(ctx, f, || DialogResult::Failed(background::failed_words())) {
            Ok(t) => {
                self.open.push(t);
                None
            }
            Err(e) => Some(Notice::Error(t!("dialog-failed", error = e.to_string()))),
        }
    }

    /// Opens `d` without blocking the window.
    pub(crate) fn open(&mut self, ctx: &egui::Context, d: Dialog) -> Option<Notice> {
        let probe = self.probe;
        self.spawn(ctx, move || {
            run(d, || {
                probe.map_or_else(|| file_chooser::available(&file_chooser::System), |p| p())
            })
        })
    }

    /// Whether a dialog is open (a save dialog among them).
    pub(crate) fn any_open(&self) -> bool {
        !self.open.is_empty()
    }

    /// Whether the window's own chooser is open.
    pub(crate) fn chooser_open(&self) -> bool {
        self.chooser.is_some()
    }

    /// What the dialogs that finished produced, oldest first. A desktop without a
    /// chooser opens the window's own here.
    pub(crate) fn poll(&mut self) -> Vec<DialogResult> {
        let mut done = finished(&mut self.open);
        done.retain(|r| match r {
            DialogResult::NoChooser(d) => {
                self.chooser = Some(InWindowChooser::open(d.clone()));
                false
            }
            _ => true,
        });
        done
    }

    /// The window's own chooser, when open; its answer goes where a dialog's goes.
    pub(crate) fn chooser_ui(&mut self, ctx: &egui::Context) -> Option<Notice> {
        let chooser = self.chooser.as_mut()?;
        chooser.poll(ctx);
        match chooser.ui(ctx)? {
            ChooserAction::Chosen(path) => {
                let d = chooser.dialog.clone();
                self.chooser = None;
                // Off the UI thread: the answer for a key file reads the file.
                self.spawn(ctx, move || answer(d, path))
            }
            ChooserAction::Cancel => {
                self.chooser = None;
                None
            }
        }
    }
}

/// What `d` would have produced had `path` been chosen in it.
fn answer(d: Dialog, path: PathBuf) -> DialogResult {
    match d {
        Dialog::AddFiles | Dialog::AddFolder => DialogResult::Paths(vec![path]),
        Dialog::ChecksumFile => DialogResult::ChecksumFile(Some(path)),
        Dialog::CompareSlot(i) | Dialog::CompareFolder(i) => {
            DialogResult::CompareSlot(i, Some(path))
        }
        Dialog::BenchFile => DialogResult::BenchFile(Some(path)),
        Dialog::AddKey => DialogResult::KeyFile(Some(read_offer(path))),
        Dialog::StickList => DialogResult::StickList(vec![path]),
    }
}

/// Opens the desktop's dialog for `d`, or says that none can open (`available` asks).
fn run(d: Dialog, available: impl FnOnce() -> bool) -> DialogResult {
    // rfd returns nothing both when the person cancels and when no chooser could
    // open: ask first, so that the second is never silent.
    if !available() {
        return DialogResult::NoChooser(d);
    }
    let title = title(&d);
    let one = |what| file_dialog::pick(what, &title).into_iter().next();
    match d {
        Dialog::AddFiles => DialogResult::Paths(file_dialog::pick(Pick::Files, &title)),
        Dialog::AddFolder => DialogResult::Paths(file_dialog::pick(Pick::Folders, &title)),
        Dialog::ChecksumFile => DialogResult::ChecksumFile(one(Pick::File)),
        Dialog::CompareSlot(i) => DialogResult::CompareSlot(i, one(Pick::File)),
        Dialog::CompareFolder(i) => DialogResult::CompareSlot(i, one(Pick::Folder)),
        Dialog::BenchFile => DialogResult::BenchFile(one(Pick::File)),
        Dialog::AddKey => DialogResult::KeyFile(one(Pick::File).map(read_offer)),
        // The list and its signature may be chosen together, as they are dropped.
        Dialog::StickList => DialogResult::StickList(file_dialog::pick(Pick::Files, &title)),
    }
}

/// Reads a chosen key file (on the dialog's thread: it may be large or slow).
pub(crate) fn read_offer(path: PathBuf) -> (PathBuf, Result<KeyOffer, String>) {
    let offer = KeyOffer::from_file(&path).map_err(|e| e.to_string());
    (path, offer)
}

/// Asks where to save, offering `name`, then writes what `render` makes for that
/// path (call it on a dialog's thread).
pub(crate) fn save_as(
    title: String,
    name: String,
    render: impl FnOnce(&std::path::Path) -> Vec<u8>,
) -> DialogResult {
    let Some(path) = file_dialog::save_as(&title, &name) else {
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

#[cfg(test)]
mod tests {
    /// The full disk is a small tmpfs, which only Linux mounts.
    #[cfg(target_os = "linux")]
    mod linux {
        use super::super::*;
        use crate::atomic_write::full_disk::TinyFs;
        use crate::engine::{Algorithm, Digest};
        use crate::gui::hash::export::{self, ExportRow, Format};

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
}
