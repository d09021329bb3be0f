//! No subcommand: the desktop app (files given as arguments are queued).
//! A subcommand (`sum`, `check`, `compare`, `bench`): the command line.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if hashdrop::cli::wants_cli(&args) {
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
