//! The window's own file chooser, for a desktop that cannot open one (no XDG desktop
//! portal, no zenity: see [`super::chooser`]). It says what to install, and offers a
//! path box with the listing of the folder being typed in: type a path and press
//! Enter, or pick from the list (Tab and Enter reach every entry); Escape closes it.
//! The folder is listed on a background thread, never on the UI thread.

use std::path::{Path, PathBuf};

use egui::{Key, RichText, Ui};

use crate::desktop::files::{self, Entry};
use crate::gui::command::Dialog;
use crate::gui::common::background::{self, Task};
use crate::gui::widgets::theme;
use crate::t;

/// The chooser: what is typed, and the listing of the folder it is in.
pub struct InWindowChooser {
    /// The dialog it stands in for (what the chosen path is for).
    pub dialog: Dialog,
    /// The path typed so far.
    pub path: String,
    listed: Option<PathBuf>,
    listing: Option<Task<Result<Vec<Entry>, String>>>,
    entries: Vec<Entry>,
    error: Option<String>,
    focus_given: bool,
}

/// What the person did with the chooser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChooserAction {
    /// This path was chosen.
    Chosen(PathBuf),
    /// Closed without a choice.
    Cancel,
}

impl InWindowChooser {
    /// A chooser for `dialog`, starting in the home folder.
    pub fn open(dialog: Dialog) -> Self {
        let home = std::env::var_os("HOME").map_or_else(|| "/".into(), PathBuf::from);
        let mut path = home.to_string_lossy().into_owned();
        if !path.ends_with(std::path::MAIN_SEPARATOR) {
            path.push(std::path::MAIN_SEPARATOR);
        }
        Self {
            dialog,
            path,
            listed: None,
            listing: None,
            entries: Vec::new(),
            error: None,
            focus_given: false,
        }
    }

    fn wants_folder(&self) -> bool {
        matches!(self.dialog, Dialog::AddFolder | Dialog::CompareFolder(_))
    }

    /// The folder the typed path is in: everything up to its last separator.
    fn folder(&self) -> PathBuf {
        match self.path.rfind(['/', std::path::MAIN_SEPARATOR]) {
            Some(i) => PathBuf::from(&self.path[..=i]),
            None => PathBuf::from("."),
        }
    }

    /// What is typed after the folder: the start of a name.
    fn typed_name(&self) -> &str {
        self.path
            .rfind(['/', std::path::MAIN_SEPARATOR])
            .map_or(self.path.as_str(), |i| &self.path[i + 1..])
    }

    /// Takes a finished listing, and lists the folder typed when it changed.
    pub fn poll(&mut self, ctx: &egui::Context) {
        if let Some(t) = &mut self.listing
            && let Some(listed) = t.poll()
        {
            self.listing = None;
            match listed {
                Ok(entries) => (self.entries, self.error) = (entries, None),
                Err(e) => (self.entries, self.error) = (Vec::new(), Some(e)),
            }
        }
        let folder = self.folder();
        if self.listing.is_none() && self.listed.as_ref() != Some(&folder) {
            self.listed = Some(folder.clone());
            let read = move || list(&folder);
            let failed = || Err(background::failed_words());
            self.listing =
                Task::spawn("hashdrop-chooser-list", Some(ctx.clone()), read, failed).ok();
        }
    }

    /// The chooser, over the window.
    pub fn ui(&mut self, ctx: &egui::Context) -> Option<ChooserAction> {
        let modal = egui::Modal::new(egui::Id::unique("in-window-chooser")).show(ctx, |ui| {
            ui.set_max_width((ctx.content_rect().width() - 48.0).clamp(280.0, 560.0));
            self.body(ui)
        });
        match modal.inner {
            Some(a) => Some(a),
            None if modal.should_close() => Some(ChooserAction::Cancel),
            None => None,
        }
    }

    fn body(&mut self, ui: &mut Ui) -> Option<ChooserAction> {
        theme::heading(ui, &title(&self.dialog));
        ui.add(
            egui::Label::new(RichText::new(t!("chooser-missing")).color(theme::bad(ui.visuals())))
                .wrap(),
        );
        ui.add_space(6.0);
        let label = ui.label(t!("chooser-path"));
        let edit = ui
            .add(egui::TextEdit::singleline(&mut self.path).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        if !self.focus_given {
            edit.request_focus();
            self.focus_given = true;
        }
        let mut action = None;
        if edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
            action = self.chosen();
        }
        action = self.entries_ui(ui).or(action);
        ui.horizontal(|ui| {
            if ui.button(t!("chooser-open")).clicked() {
                action = self.chosen();
            }
            if ui.button(t!("progress-cancel")).clicked() {
                action = Some(ChooserAction::Cancel);
            }
        });
        action
    }

    /// The listed folder's entries that start with what is typed; a folder opens, a
    /// file is chosen.
    fn entries_ui(&mut self, ui: &mut Ui) -> Option<ChooserAction> {
        if let Some(e) = &self.error {
            ui.label(RichText::new(e).color(theme::quiet(ui.visuals())));
            return None;
        }
        let typed = self.typed_name().to_lowercase();
        let folder_only = self.wants_folder();
        let shown: Vec<Entry> = self
            .entries
            .iter()
            .filter(|e| e.name.to_lowercase().starts_with(&typed))
            .filter(|e| e.folder || !folder_only)
            .filter(|e| !e.name.starts_with('.') || typed.starts_with('.'))
            .cloned()
            .collect();
        let mut action = None;
        egui::ScrollArea::vertical()
            .max_height((ui.ctx().content_rect().height() - 260.0).max(80.0))
            .show(ui, |ui| {
                for e in shown {
                    let text = if e.folder {
                        format!("{}{}", e.name, std::path::MAIN_SEPARATOR)
                    } else {
                        e.name.clone()
                    };
                    if ui.selectable_label(false, text).clicked() {
                        let mut path = self.folder().join(&e.name).to_string_lossy().into_owned();
                        if e.folder {
                            path.push(std::path::MAIN_SEPARATOR);
                            self.path = path;
                        } else {
                            action = Some(ChooserAction::Chosen(PathBuf::from(path)));
                        }
                    }
                }
            });
        action
    }

    /// The typed path, chosen (a folder's trailing separator left out).
    fn chosen(&self) -> Option<ChooserAction> {
        let typed = self.path.trim();
        if typed.is_empty() {
            return None;
        }
        let trimmed = typed.trim_end_matches(['/', std::path::MAIN_SEPARATOR]);
        let path = if trimmed.is_empty() { typed } else { trimmed };
        Some(ChooserAction::Chosen(PathBuf::from(path)))
    }
}

/// The dialog's title.
pub(crate) fn title(d: &Dialog) -> String {
    match d {
        Dialog::AddFiles => t!("dialog-add-files"),
        Dialog::AddFolder => t!("dialog-add-folder"),
        Dialog::ChecksumFile => t!("dialog-checksum-file"),
        Dialog::CompareSlot(_) => t!("dialog-compare"),
        Dialog::CompareFolder(_) => t!("dialog-compare-folder"),
        Dialog::BenchFile => t!("dialog-bench"),
        Dialog::AddKey => t!("dialog-add-key"),
        Dialog::StickList => t!("dialog-stick-list"),
    }
}

/// The entries of `dir`, folders first, by name (on a background thread).
fn list(dir: &Path) -> Result<Vec<Entry>, String> {
    let mut entries = files::list(dir).map_err(|e| {
        t!(
            "chooser-cannot-list",
            name = dir.display().to_string(),
            error = e.to_string()
        )
    })?;
    entries.sort_by(|a, b| b.folder.cmp(&a.folder).then_with(|| a.name.cmp(&b.name)));
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_typed_path_gives_the_folder_to_list_and_the_name_to_match() {
        let mut c = InWindowChooser::open(Dialog::AddFiles);
        c.path = "/home/ada/Downloads/ubu".into();
        assert_eq!(c.folder(), PathBuf::from("/home/ada/Downloads/"));
        assert_eq!(c.typed_name(), "ubu");
        c.path = "/home/ada/Downloads/".into();
        assert_eq!(c.typed_name(), "");
        assert_eq!(
            c.chosen(),
            Some(ChooserAction::Chosen(PathBuf::from("/home/ada/Downloads")))
        );
        c.path = "/".into();
        assert_eq!(c.chosen(), Some(ChooserAction::Chosen(PathBuf::from("/"))));
        c.path = "  ".into();
        assert_eq!(c.chosen(), None);
    }

    #[test]
    fn folders_are_listed_first() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("a.iso"), b"x").expect("write");
        std::fs::create_dir(dir.path().join("z-folder")).expect("mkdir");
        let entries = list(dir.path()).expect("listed");
        assert_eq!(
            entries,
            [
                Entry {
                    name: "z-folder".into(),
                    folder: true
                },
                Entry {
                    name: "a.iso".into(),
                    folder: false
                }
            ]
        );
        assert!(list(&dir.path().join("gone")).is_err());
    }
}
