//! Whether the desktop can show a file chooser. On Linux and the BSDs rfd asks the XDG
//! desktop portal (`org.freedesktop.portal.FileChooser` on the session bus) and falls
//! back to `zenity`; with neither, its dialogs return nothing, exactly as when the
//! person cancels, and "Choose file…" would seem to do nothing. So the dialog's thread
//! asks first, and when no chooser can open, the window opens its own
//! (`gui::shell::in_window_chooser`). Windows and macOS always have their own dialogs.

use std::path::Path;
use std::process::{Command, Stdio};

/// What the check reads of the machine (a fake one in tests).
pub trait Desktop {
    /// Whether `program` is an executable file in one of `PATH`'s folders.
    fn on_path(&self, program: &str) -> bool;
    /// Whether the portal answers for its file chooser: `Some(true)` it does,
    /// `Some(false)` it does not (no portal, no session bus, no file-chooser backend),
    /// `None` no tool here can ask (`gdbus`, `dbus-send`).
    fn portal_file_chooser(&self) -> Option<bool>;
}

/// Whether rfd can open a file chooser on this desktop: the portal answers, or
/// `zenity` (rfd's fallback) is installed. When nothing can ask the bus, there is no
/// bus tool, and in practice no session bus or portal either: no chooser, unless
/// zenity is there.
pub fn available(desktop: &impl Desktop) -> bool {
    if cfg!(any(windows, target_os = "macos")) {
        return true;
    }
    desktop.on_path("zenity") || desktop.portal_file_chooser() == Some(true)
}

/// The machine itself (call it off the UI thread: it runs `gdbus` or `dbus-send`).
pub struct System;

impl Desktop for System {
    fn on_path(&self, program: &str) -> bool {
        std::env::var_os("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| is_executable(&dir.join(program)))
        })
    }

    fn portal_file_chooser(&self) -> Option<bool> {
        // Reading the file chooser's version asks the portal to start if it is not
        // running, and fails when no backend offers a file chooser.
        const DEST: &str = "org.freedesktop.portal.Desktop";
        const PATH: &str = "/org/freedesktop/portal/desktop";
        const IFACE: &str = "org.freedesktop.portal.FileChooser";
        let gdbus = [
            "call",
            "--session",
            "--timeout",
            "10",
            "--dest",
            DEST,
            "--object-path",
            PATH,
            "--method",
            "org.freedesktop.DBus.Properties.Get",
            IFACE,
            "version",
        ];
        let dest = format!("--dest={DEST}");
        let iface = format!("string:{IFACE}");
        let dbus_send = [
            "--session",
            "--print-reply",
            "--reply-timeout=10000",
            dest.as_str(),
            PATH,
            "org.freedesktop.DBus.Properties.Get",
            iface.as_str(),
            "string:version",
        ];
        succeeds("gdbus", &gdbus).or_else(|| succeeds("dbus-send", &dbus_send))
    }
}

/// Whether `program args` exits with success; `None` when it cannot run.
fn succeeds(program: &str, args: &[&str]) -> Option<bool> {
    Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()
        .map(|s| s.success())
}

fn is_executable(path: &Path) -> bool {
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        meta.is_file() && meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        meta.is_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Fake {
        programs: &'static [&'static str],
        portal: Option<bool>,
    }

    impl Desktop for Fake {
        fn on_path(&self, program: &str) -> bool {
            self.programs.contains(&program)
        }
        fn portal_file_chooser(&self) -> Option<bool> {
            self.portal
        }
    }

    #[test]
    #[cfg(all(unix, not(target_os = "macos")))]
    fn a_chooser_needs_the_portal_or_zenity() {
        let with = |programs, portal| available(&Fake { programs, portal });
        assert!(with(&[], Some(true)), "the portal's file chooser");
        assert!(with(&["zenity"], Some(false)), "rfd falls back to zenity");
        assert!(with(&["zenity"], None), "zenity needs no bus");
        assert!(!with(&[], Some(false)), "no portal, no zenity");
        assert!(!with(&[], None), "nothing to ask the bus with, no zenity");
        // rfd does not use kdialog: it is no chooser for it.
        assert!(!with(&["kdialog"], Some(false)));
    }

    #[test]
    #[cfg(unix)]
    fn programs_are_found_on_path_only_when_executable() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tempfile::tempdir().expect("tempdir");
        let exe = dir.path().join("zenity");
        std::fs::write(&exe, "#!/bin/sh\n").expect("write");
        assert!(!is_executable(&exe), "not executable yet");
        std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        assert!(is_executable(&exe));
        assert!(!is_executable(dir.path()), "a folder is not a program");
    }
}
