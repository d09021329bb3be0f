//! The app's data folder (`~/.local/share/hashdrop` on Linux), private to its user:
//! where the settings, the keys the person added, the hand-over between launches and
//! the publishers' lists once fetched are kept. An OS service with no window, so that
//! the CLI and the publisher layer find the folder without importing the GUI.

pub mod private_dir;

use std::path::PathBuf;

use super::identity::APP_ID;

/// The data folder, if the system has one for this user.
pub fn location() -> Option<PathBuf> {
    // The window's settings are kept by eframe in its storage folder: asking eframe's
    // own (windowless) function keeps every part of the app in the one folder.
    eframe::storage_dir(APP_ID)
}
