//! Who the app is to the desktop: the names the system knows it by.

/// The short application id: names the data folder (`~/.local/share/hashdrop` on
/// Linux) and the window's class.
pub const APP_ID: &str = "hashdrop";

/// The reverse-DNS id: the icon's name, the `.desktop` file's and the Flatpak's.
pub const DESKTOP_ID: &str = "io.github.hashdrop.Hashdrop";
