//! Light or dark as the desktop says, where the windowing system does not tell: on X11
//! winit reports no theme. Asked of the XDG desktop portal (`org.freedesktop.appearance
//! color-scheme`, which GNOME, KDE and others answer on Wayland and X11 alike), then of
//! GNOME's own `color-scheme` setting. Both are asked through the desktop's own tools
//! (`gdbus`, `gsettings`), off the UI thread; a machine without them simply follows
//! the window's default (dark).

use std::process::{Command, Stdio};

/// Light or dark, as the desktop prefers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheme {
    /// Dark text on a light background.
    Light,
    /// Light text on a dark background.
    Dark,
}

/// What the desktop prefers, if it says (call it off the UI thread: it runs programs).
pub fn ask() -> Option<Scheme> {
    if cfg!(not(target_os = "linux")) {
        return None;
    }
    portal().or_else(gnome)
}

fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

fn portal() -> Option<Scheme> {
    let reply = output(
        "gdbus",
        &[
            "call",
            "--session",
            "--timeout",
            "2",
            "--dest",
            "org.freedesktop.portal.Desktop",
            "--object-path",
            "/org/freedesktop/portal/desktop",
            "--method",
            "org.freedesktop.portal.Settings.ReadOne",
            "org.freedesktop.appearance",
            "color-scheme",
        ],
    )?;
    from_portal(&reply)
}

fn gnome() -> Option<Scheme> {
    let reply = output(
        "gsettings",
        &["get", "org.gnome.desktop.interface", "color-scheme"],
    )?;
    from_gnome(&reply)
}

/// The portal's answer as `gdbus` prints it, `(<uint32 1>,)` (older portals: `(<<uint32
/// 1>>,)`): 1 prefers dark, 2 prefers light, 0 says nothing.
pub fn from_portal(reply: &str) -> Option<Scheme> {
    let at = reply.find("uint32")? + "uint32".len();
    let digits: String = reply[at..]
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    match digits.parse::<u32>().ok()? {
        1 => Some(Scheme::Dark),
        2 => Some(Scheme::Light),
        _ => None,
    }
}

/// GNOME's setting as `gsettings` prints it: `'prefer-dark'`, `'prefer-light'` or
/// `'default'` (which GNOME draws light).
pub fn from_gnome(reply: &str) -> Option<Scheme> {
    match reply.trim().trim_matches('\'') {
        "prefer-dark" => Some(Scheme::Dark),
        "prefer-light" | "default" => Some(Scheme::Light),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_portals_answer_is_read_in_both_forms() {
        assert_eq!(from_portal("(<uint32 1>,)\n"), Some(Scheme::Dark));
        assert_eq!(from_portal("(<<uint32 2>>,)\n"), Some(Scheme::Light));
        assert_eq!(from_portal("(<uint32 0>,)\n"), None);
        assert_eq!(
            from_portal("Error: GDBus.Error:org.freedesktop.portal.Error.NotFound"),
            None
        );
    }

    #[test]
    fn gnomes_setting_is_read() {
        assert_eq!(from_gnome("'prefer-dark'\n"), Some(Scheme::Dark));
        assert_eq!(from_gnome("'default'\n"), Some(Scheme::Light));
        assert_eq!(from_gnome("'prefer-light'"), Some(Scheme::Light));
        assert_eq!(from_gnome("No such schema"), None);
    }
}
