//! The command line: `hashdrop sum|check|compare|bench`, output compatible with GNU
//! coreutils where coreutils has an equivalent.

mod algorithm_choice;
mod args;
mod bench;
mod check;
mod check_device;
mod compare;
mod compare_device;
mod compare_folders;
mod folders_format;
mod output;
mod progress_bar;
mod publisher;
mod signature;
mod sum;
mod verify;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::Parser as _;

use args::{Cli, Command};

/// Subcommands and flags that mean "command line", not "open the app".
const CLI_WORDS: [&str; 11] = [
    "sum",
    "verify",
    "check",
    "signature",
    "compare",
    "bench",
    "help",
    "--help",
    "-h",
    "--version",
    "-V",
];

/// Whether the arguments ask for the command line.
pub fn wants_cli(args: &[OsString]) -> bool {
    args.get(1)
        .and_then(|a| a.to_str())
        .is_some_and(|a| CLI_WORDS.contains(&a))
}

/// Runs the command line and returns the exit status.
pub fn main(args: Vec<OsString>) -> ExitCode {
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            // clap prints help/version to stdout (exit 0) and usage errors to stderr.
            e.print().ok();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    // A kernel forced for tests and benchmarks that this CPU cannot run is refused here,
    // before any work (the engine would otherwise quietly use the best one it has).
    if let Err(e) = crate::engine::kernels::Kernel::from_env() {
        output::error_line(&e.to_string());
        return ExitCode::from(2);
    }
    let result = match cli.command {
        Command::Sum(a) => sum::run(&a),
        Command::Check(a) => match &a.device {
            Some(device) => check_device::run(&a, device, &a.lists()),
            None => check::run(&a),
        },
        Command::Verify(a) => verify::run(&a),
        Command::Compare(a) => compare::run(&a),
        Command::Signature(a) => signature::run(&a),
        Command::Bench(a) => bench::run(&a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            output::error_line(&output::error_text(&e));
            ExitCode::from(2)
        }
    }
}
