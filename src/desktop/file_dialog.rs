//! The desktop's own file dialogs (rfd: the XDG desktop portal or zenity on Linux, the
//! common dialogs on Windows). Each call blocks until the person answers: call it on a
//! thread of its own, never the UI thread. Cancelling gives nothing, as does a desktop
//! with no chooser at all; ask [`super::file_chooser::available`] first to tell the two
//! apart.

use std::path::PathBuf;

/// What the person is asked to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// One file.
    File,
    /// Any number of files.
    Files,
    /// One folder.
    Folder,
    /// Any number of folders.
    Folders,
}

/// Shows the dialog titled `title` and returns what was chosen (nothing if cancelled).
pub fn pick(what: Pick, title: &str) -> Vec<PathBuf> {
    let d = rfd::FileDialog::new().set_title(title);
    match what {
        Pick::File => d.pick_file().into_iter().collect(),
        Pick::Files => d.pick_files().unwrap_or_default(),
        Pick::Folder => d.pick_folder().into_iter().collect(),
        Pick::Folders => d.pick_folders().unwrap_or_default(),
    }
}

/// Asks where to save, offering `name`; `None` if cancelled.
pub fn save_as(title: &str, name: &str) -> Option<PathBuf> {
    rfd::FileDialog::new()
        .set_title(title)
        .set_file_name(name)
        .save_file()
}
