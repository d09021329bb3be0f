//! The desktop app (eframe). Placeholder until the GUI lands.

use std::path::PathBuf;
use std::process::ExitCode;

/// Opens the window with `files` queued.
pub fn main(files: Vec<PathBuf>) -> ExitCode {
    let _ = files;
    eprintln!("hashdrop: the desktop app is not built yet; see `hashdrop --help`");
    ExitCode::FAILURE
}
