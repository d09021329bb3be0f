//! No subcommand: the desktop app (files given as arguments are queued).
//! A subcommand (`sum`, `check`, `compare`, `bench`): the command line.

// On Windows the exe is a window program, so that Explorer opens no console with the
// window; a subcommand attaches to the terminal it was typed in (see win_console).
#![cfg_attr(windows, windows_subsystem = "windows")]

use std::process::ExitCode;

#[cfg(windows)]
mod win_console;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if hashdrop::cli::wants_cli(&args) {
        #[cfg(windows)]
        win_console::attach_parent_console();
        hashdrop::cli::main(args)
    } else {
        hashdrop::gui::main(
            args.into_iter()
                .skip(1)
                .map(std::path::PathBuf::from)
                .collect(),
        )
    }
}
