//! The command line: `hashdrop sum|check|compare|bench`.

use std::ffi::OsString;
use std::process::ExitCode;

/// Subcommands and flags that mean "command line", not "open the app".
const CLI_WORDS: [&str; 9] = ["sum", "check", "compare", "bench", "help", "--help", "-h", "--version", "-V"];

/// Whether the arguments ask for the command line.
pub fn wants_cli(args: &[OsString]) -> bool {
    args.get(1)
        .and_then(|a| a.to_str())
        .is_some_and(|a| CLI_WORDS.contains(&a))
}

/// Runs the command line and returns the exit status.
pub fn main(args: Vec<OsString>) -> ExitCode {
    let _ = args;
    ExitCode::SUCCESS
}
