//! "Add Hashdrop to my file manager's menu": puts "Checksums with Hashdrop" in the
//! right-click menu of the Linux file managers, for the person alone.
//!
//! - GNOME Files (Nautilus), Dolphin and Nemo read menu files from the person's data
//!   folder (`~/.local/share/nautilus-python/extensions/`, `.../kio/servicemenus/`,
//!   `.../nemo/actions/`): the files the .deb installs in `/usr/share` (embedded from
//!   `packaging/file-managers/`) are written there, with the program that runs now in
//!   their command, for a source install. When the package's copy is already in a
//!   system folder, nothing is written (the menu would show the item twice).
//! - Thunar keeps its custom actions in `~/.config/Thunar/uca.xml`, one file with the
//!   person's own actions: one `<action>` is merged into it ([`merge_uca`]), every other
//!   byte kept, and written atomically (a temporary file, then a rename).
//!
//! Nothing here draws: the settings view starts [`install`] on a background thread and
//! words its [`MenuResult`]s.

use std::path::{Path, PathBuf};

use super::identity::DESKTOP_ID as APP_ID;

/// The `unique-id` of Hashdrop's action in Thunar's `uca.xml`.
pub const THUNAR_ID: &str = "io.github.hashdrop.Hashdrop.checksums";

/// The Nautilus extension (nautilus-python, API "Nautilus 4.0").
const NAUTILUS_EXTENSION: &str = include_str!("../../packaging/file-managers/nautilus/hashdrop.py");
/// Dolphin's service menus: for any files and folders, and for checksum files.
const DOLPHIN_MENU: &str =
    include_str!("../../packaging/file-managers/dolphin/io.github.hashdrop.Hashdrop.desktop");
const DOLPHIN_CHECK_MENU: &str =
    include_str!("../../packaging/file-managers/dolphin/io.github.hashdrop.Hashdrop.check.desktop");
/// Nemo's actions: for any files and folders, and for checksum files.
const NEMO_ACTION: &str =
    include_str!("../../packaging/file-managers/nemo/io.github.hashdrop.Hashdrop.nemo_action");
const NEMO_CHECK_ACTION: &str = include_str!(
    "../../packaging/file-managers/nemo/io.github.hashdrop.Hashdrop.check.nemo_action"
);

/// A file manager Hashdrop adds itself to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileManager {
    /// GNOME Files (Nautilus 43 and later, with nautilus-python).
    Nautilus,
    /// KDE's Dolphin (KIO service menus).
    Dolphin,
    /// Cinnamon's Nemo (Nemo actions).
    Nemo,
    /// Xfce's Thunar (custom actions, `uca.xml`).
    Thunar,
}

impl FileManager {
    /// All of them, in the order the report lists them.
    pub const ALL: [Self; 4] = [Self::Nautilus, Self::Dolphin, Self::Nemo, Self::Thunar];

    /// Its name, as its own desktop calls it (a name: not translated).
    pub fn name(self) -> &'static str {
        match self {
            Self::Nautilus => "GNOME Files (Nautilus)",
            Self::Dolphin => "Dolphin",
            Self::Nemo => "Nemo",
            Self::Thunar => "Thunar",
        }
    }

    /// The program that tells it is installed.
    fn program(self) -> &'static str {
        match self {
            Self::Nautilus => "nautilus",
            Self::Dolphin => "dolphin",
            Self::Nemo => "nemo",
            Self::Thunar => "thunar",
        }
    }

    /// The files it reads, relative to a data folder, and their contents.
    fn data_files(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Self::Nautilus => &[("nautilus-python/extensions/hashdrop.py", NAUTILUS_EXTENSION)],
            Self::Dolphin => &[
                (
                    "kio/servicemenus/io.github.hashdrop.Hashdrop.desktop",
                    DOLPHIN_MENU,
                ),
                (
                    "kio/servicemenus/io.github.hashdrop.Hashdrop.check.desktop",
                    DOLPHIN_CHECK_MENU,
                ),
            ],
            Self::Nemo => &[
                (
                    "nemo/actions/io.github.hashdrop.Hashdrop.nemo_action",
                    NEMO_ACTION,
                ),
                (
                    "nemo/actions/io.github.hashdrop.Hashdrop.check.nemo_action",
                    NEMO_CHECK_ACTION,
                ),
            ],
            Self::Thunar => &[],
        }
    }
}

/// What was done for one file manager.
#[derive(Debug)]
pub enum Outcome {
    /// The menu item was added.
    Added,
    /// An older copy of Hashdrop's item was replaced.
    Updated,
    /// Hashdrop's item was there already, as it would be written.
    AlreadyThere,
    /// The package installed it for every account already (`/usr/share/...`).
    FromPackage,
    /// It could not be added.
    Failed(InstallError),
}

/// One file manager's result.
#[derive(Debug)]
pub struct MenuResult {
    /// Which file manager.
    pub manager: FileManager,
    /// What was done.
    pub outcome: Outcome,
    /// The file written (or that would have been).
    pub path: PathBuf,
}

/// Why a menu could not be added.
#[derive(Debug, thiserror::Error)]
pub enum InstallError {
    /// Reading or writing a file failed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// Thunar's `uca.xml` is not a list of actions Hashdrop can add to; it is left
    /// as it is.
    #[error("{}: {source}", path.display())]
    Uca {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        source: UcaError,
    },
    /// The program's path cannot be written in a menu's command (a line break in it,
    /// or not UTF-8).
    #[error("the program's path cannot be written in a menu: {}", .0.display())]
    UnusablePath(PathBuf),
}

/// Where things are, for [`install`]: the person's folders and the system's, as the
/// XDG base directory specification says (tests give their own).
#[derive(Clone, Debug)]
pub struct Places {
    /// `$XDG_DATA_HOME`, or `~/.local/share`.
    pub data_home: PathBuf,
    /// `$XDG_DATA_DIRS`, or `/usr/local/share` and `/usr/share`.
    pub data_dirs: Vec<PathBuf>,
    /// `$XDG_CONFIG_HOME`, or `~/.config`.
    pub config_home: PathBuf,
    /// `$XDG_CONFIG_DIRS`, or `/etc/xdg`.
    pub config_dirs: Vec<PathBuf>,
    /// The folders of `$PATH`, where the file managers' programs are looked for.
    pub path: Vec<PathBuf>,
    /// The program the menus start (this one).
    pub program: PathBuf,
}

impl Places {
    /// From the environment; `None` without a home folder or a path to this program.
    pub fn from_env() -> Option<Self> {
        let home = std::env::home_dir()?;
        let var_dir = |name: &str| {
            std::env::var_os(name)
                .map(PathBuf::from)
                .filter(|p| p.is_absolute())
        };
        let var_dirs = |name: &str, default: &[&str]| {
            let dirs: Vec<PathBuf> = std::env::var_os(name)
                .map(|v| {
                    std::env::split_paths(&v)
                        .filter(|p| p.is_absolute())
                        .collect()
                })
                .unwrap_or_default();
            if dirs.is_empty() {
                default.iter().map(PathBuf::from).collect()
            } else {
                dirs
            }
        };
        Some(Self {
            data_home: var_dir("XDG_DATA_HOME").unwrap_or_else(|| home.join(".local/share")),
            data_dirs: var_dirs("XDG_DATA_DIRS", &["/usr/local/share", "/usr/share"]),
            config_home: var_dir("XDG_CONFIG_HOME").unwrap_or_else(|| home.join(".config")),
            config_dirs: var_dirs("XDG_CONFIG_DIRS", &["/etc/xdg"]),
            path: std::env::var_os("PATH")
                .map(|v| std::env::split_paths(&v).collect())
                .unwrap_or_default(),
            program: std::env::current_exe().ok()?,
        })
    }

    /// Whether `program` is in one of the `$PATH` folders.
    fn finds(&self, program: &str) -> bool {
        self.path.iter().any(|dir| dir.join(program).is_file())
    }
}

/// Whether this process runs inside a Flatpak sandbox, where the person's menu folders
/// are out of reach (see packaging/README.md for installing the menus by hand then).
pub fn sandboxed() -> bool {
    std::env::var_os("FLATPAK_ID").is_some() || Path::new("/.flatpak-info").exists()
}

/// Adds Hashdrop to the menu of every supported file manager found on `$PATH`. Empty
/// when none is found. Does file I/O: call it off the UI thread.
pub fn install(places: &Places) -> Vec<MenuResult> {
    FileManager::ALL
        .into_iter()
        .filter(|m| places.finds(m.program()))
        .map(|m| match m {
            FileManager::Thunar => install_thunar(places),
            _ => install_data_files(places, m),
        })
        .collect()
}

/// Writes the file manager's menu files into the person's data folder (unless the
/// package's copies are in a system folder).
fn install_data_files(places: &Places, manager: FileManager) -> MenuResult {
    let files = manager.data_files();
    let first = places.data_home.join(files[0].0);
    let result = |outcome| MenuResult {
        manager,
        outcome,
        path: first.clone(),
    };
    if files
        .iter()
        .all(|(rel, _)| places.data_dirs.iter().any(|dir| dir.join(rel).is_file()))
    {
        return result(Outcome::FromPackage);
    }
    let contents = match menu_files(manager, &places.program) {
        Ok(c) => c,
        Err(e) => return result(Outcome::Failed(e)),
    };
    let (mut added, mut updated) = (false, false);
    for (rel, contents) in contents {
        let path = places.data_home.join(rel);
        let before = std::fs::read(&path).ok();
        if before.as_deref() == Some(contents.as_bytes()) {
            continue;
        }
        // KIO runs service menus outside the system folders only when executable.
        let mode = if manager == FileManager::Dolphin {
            0o755
        } else {
            0o644
        };
        if let Err(e) = write_atomically(&path, contents.as_bytes(), mode) {
            return result(Outcome::Failed(e));
        }
        added |= before.is_none();
        updated |= before.is_some();
    }
    result(if added {
        Outcome::Added
    } else if updated {
        Outcome::Updated
    } else {
        Outcome::AlreadyThere
    })
}

/// The menu files of `manager` (not Thunar: its action is merged, see
/// [`thunar_action`]) as written for a person's own data folder: each path relative to
/// the data folder, and the contents, which start `program`.
pub fn menu_files(
    manager: FileManager,
    program: &Path,
) -> Result<Vec<(&'static str, String)>, InstallError> {
    manager
        .data_files()
        .iter()
        .map(|(rel, text)| Ok((*rel, customise(manager, text, program)?)))
        .collect()
}

/// The packaged file with the command set to `program` (a source install is often not
/// on the `$PATH` the file manager sees).
fn customise(manager: FileManager, text: &str, program: &Path) -> Result<String, InstallError> {
    let unusable = || InstallError::UnusablePath(program.to_path_buf());
    let utf8 = program.to_str().ok_or_else(unusable)?;
    if utf8.contains(['\n', '\r', '\0']) {
        return Err(unusable());
    }
    Ok(match manager {
        FileManager::Nautilus => text.replacen(
            "\nHASHDROP_COMMAND = None\n",
            &format!("\nHASHDROP_COMMAND = {}\n", python_string(utf8)),
            1,
        ),
        FileManager::Dolphin | FileManager::Nemo => {
            let exec = desktop_exec_program(utf8);
            text.lines()
                .map(|line| match line.split_once('=') {
                    Some(("Exec", _)) => format!("Exec={exec} %F"),
                    Some(("TryExec", _)) => format!("TryExec={}", desktop_escape(utf8)),
                    Some(("Dependencies", _)) => format!("Dependencies={};", desktop_escape(utf8)),
                    _ => line.to_owned(),
                })
                .map(|line| line + "\n")
                .collect()
        }
        FileManager::Thunar => text.to_owned(),
    })
}

/// `s` as a Python string literal.
fn python_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A desktop entry's string value: backslashes doubled (the key file's escaping).
fn desktop_escape(s: &str) -> String {
    s.replace('\\', "\\\\")
}

/// The program as the first word of a desktop entry's `Exec` (and Nemo's, which a
/// shell-like parser splits): quoted when it holds a reserved character, `%` doubled.
fn desktop_exec_program(program: &str) -> String {
    const RESERVED: &[char] = &[
        ' ', '\t', '"', '\'', '\\', '>', '<', '~', '|', '&', ';', '$', '*', '?', '#', '(', ')', '`',
    ];
    let program = program.replace('%', "%%");
    let word = if program.contains(RESERVED) {
        let mut q = String::from("\"");
        for c in program.chars() {
            if matches!(c, '"' | '`' | '$' | '\\') {
                q.push('\\');
            }
            q.push(c);
        }
        q.push('"');
        q
    } else {
        program
    };
    desktop_escape(&word)
}

/// `program` as the first word of a command Thunar splits like a shell (single quotes
/// when needed).
fn shell_word(program: &str) -> String {
    let plain = program
        .chars()
        .all(|c| c.is_alphanumeric() || "/._-+,:@".contains(c));
    if plain && !program.is_empty() {
        program.to_owned()
    } else {
        format!("'{}'", program.replace('\'', "'\\''"))
    }
}

/// `s` as XML character data.
fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The menu's words in the app's languages (Thunar picks by `xml:lang`): the label,
/// then the description.
const THUNAR_WORDS: [(&str, &str, &str); 8] = [
    (
        "",
        "Checksums with Hashdrop",
        "Compute the checksums of the selection in Hashdrop",
    ),
    (
        "de",
        "Prüfsummen mit Hashdrop",
        "Die Prüfsummen der Auswahl in Hashdrop berechnen",
    ),
    (
        "es",
        "Sumas de comprobación con Hashdrop",
        "Calcular en Hashdrop las sumas de comprobación de la selección",
    ),
    (
        "fr",
        "Sommes de contrôle avec Hashdrop",
        "Calculer dans Hashdrop les sommes de contrôle de la sélection",
    ),
    (
        "ja",
        "Hashdrop でチェックサム",
        "選択したもののチェックサムを Hashdrop で計算します",
    ),
    (
        "pt_BR",
        "Somas de verificação com o Hashdrop",
        "Calcular no Hashdrop as somas de verificação da seleção",
    ),
    (
        "ru",
        "Контрольные суммы в Hashdrop",
        "Вычислить в Hashdrop контрольные суммы выбранного",
    ),
    (
        "zh_CN",
        "用 Hashdrop 计算校验和",
        "在 Hashdrop 中计算所选内容的校验和",
    ),
];

/// Hashdrop's `<action>` for Thunar's `uca.xml`, starting `program` with the selected
/// files and folders (`%F`: Thunar quotes each path itself).
pub fn thunar_action(program: &str) -> String {
    let mut a = String::from("<action>\n");
    a += &format!("\t<icon>{APP_ID}</icon>\n");
    for (lang, name, _) in THUNAR_WORDS {
        let attr = if lang.is_empty() {
            String::new()
        } else {
            format!(" xml:lang=\"{lang}\"")
        };
        a += &format!("\t<name{attr}>{}</name>\n", xml_escape(name));
    }
    a += "\t<submenu></submenu>\n";
    a += &format!("\t<unique-id>{THUNAR_ID}</unique-id>\n");
    a += &format!(
        "\t<command>{} %F</command>\n",
        xml_escape(&shell_word(program))
    );
    for (lang, _, description) in THUNAR_WORDS {
        let attr = if lang.is_empty() {
            String::new()
        } else {
            format!(" xml:lang=\"{lang}\"")
        };
        a += &format!(
            "\t<description{attr}>{}</description>\n",
            xml_escape(description)
        );
    }
    a += "\t<range>*</range>\n\t<patterns>*</patterns>\n";
    for kind in [
        "directories",
        "audio-files",
        "image-files",
        "other-files",
        "text-files",
        "video-files",
    ] {
        a += &format!("\t<{kind}/>\n");
    }
    a += "</action>";
    a
}

/// Merges Hashdrop's action into the person's `uca.xml` (or, when they have none yet,
/// into a copy of the system's default one, so that Thunar's own defaults stay).
fn install_thunar(places: &Places) -> MenuResult {
    let path = places.config_home.join("Thunar").join("uca.xml");
    let result = |outcome| MenuResult {
        manager: FileManager::Thunar,
        outcome,
        path: path.clone(),
    };
    let Some(program) = places
        .program
        .to_str()
        .filter(|p| !p.contains(['\n', '\r']))
    else {
        return result(Outcome::Failed(InstallError::UnusablePath(
            places.program.clone(),
        )));
    };
    let existing = match std::fs::read_to_string(&path) {
        Ok(t) => Some(t),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => places
            .config_dirs
            .iter()
            .find_map(|d| std::fs::read_to_string(d.join("Thunar").join("uca.xml")).ok()),
        Err(source) => {
            return result(Outcome::Failed(InstallError::Io {
                path: path.clone(),
                source,
            }));
        }
    };
    let merged = match merge_uca(existing.as_deref(), &thunar_action(program), THUNAR_ID) {
        Ok(m) => m,
        Err(source) => {
            return result(Outcome::Failed(InstallError::Uca {
                path: path.clone(),
                source,
            }));
        }
    };
    let (text, outcome) = match merged {
        Merged::Unchanged => return result(Outcome::AlreadyThere),
        Merged::Added(t) => (t, Outcome::Added),
        Merged::Updated(t) => (t, Outcome::Updated),
    };
    match write_atomically(&path, text.as_bytes(), 0o644) {
        Ok(()) => result(outcome),
        Err(e) => result(Outcome::Failed(e)),
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder and a rename,
/// so that a reader sees the old file or the new one, never half of it
/// ([`crate::atomic_write`]). The folder is created when missing; an existing file's
/// permissions are kept, a new one gets `mode` (less the umask).
pub fn write_atomically(path: &Path, bytes: &[u8], mode: u32) -> Result<(), InstallError> {
    let io = |source| InstallError::Io {
        path: path.to_path_buf(),
        source,
    };
    let dir = path.parent().ok_or_else(|| {
        io(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "no parent folder",
        ))
    })?;
    std::fs::create_dir_all(dir).map_err(io)?;
    crate::atomic_write::write_atomically(
        path,
        bytes,
        crate::atomic_write::Permissions::KeepOr(mode),
    )
    .map_err(io)
}

#[cfg(test)]
mod tests;
mod uca;

pub use uca::{Merged, UcaError, merge_uca};
