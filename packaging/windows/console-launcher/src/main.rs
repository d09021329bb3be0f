//! `hashdrop.com`: runs `hashdrop.exe` from the same folder with the same arguments,
//! waits, and returns its exit code.
//!
//! `hashdrop.exe` is a window program so that Explorer starts it without a console;
//! cmd and PowerShell do not wait for window programs, so a subcommand typed there
//! would print after the next prompt and lose its exit code. This console program is
//! what they find first for `hashdrop` (PATHEXT: .COM before .EXE), and they wait for
//! it. The standard handles (console, file or pipe) are inherited by the child, and
//! the child attaches to this console, so Ctrl+C stops both.

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let exe = match std::env::current_exe() {
        Ok(me) => me.with_extension("exe"),
        Err(e) => {
            eprintln!("hashdrop: cannot find where hashdrop.com is: {e}");
            return ExitCode::from(2);
        }
    };
    match Command::new(&exe).args(std::env::args_os().skip(1)).status() {
        // Hashdrop's exit codes (0, 1, 2) fit in a u8; anything else is a failure.
        Ok(status) => ExitCode::from(
            status
                .code()
                .and_then(|c| u8::try_from(c).ok())
                .unwrap_or(2),
        ),
        Err(e) => {
            eprintln!("hashdrop: cannot start {}: {e}", exe.display());
            ExitCode::from(2)
        }
    }
}
