//! The top bar: the name, the three views, the hash view's "add" buttons, and the
//! language menu.

use egui::{RichText, Ui};

use crate::gui::settings::language_menu;
use crate::gui::shell::{AppCmd, Dialog, HashdropApp, View};
use crate::t;

impl HashdropApp {
    /// The top bar: the views, the hash view's buttons, and the language.
    pub(crate) fn top_bar(&mut self, ui: &mut Ui) {
        // Wrapped, so that a narrow window or a long language keeps every button.
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("Hashdrop").size(20.0).strong());
            ui.separator();
            let hash = self.view == View::Hash;
            if ui.selectable_label(hash, t!("view-hash")).clicked() {
                self.commands.push(AppCmd::Show(View::Hash));
            }
            if ui
                .selectable_label(self.view == View::Compare, t!("view-compare"))
                .clicked()
            {
                self.commands.push(AppCmd::Show(View::Compare));
            }
            if ui
                .selectable_label(self.view == View::Bench, t!("view-bench"))
                .on_hover_text(t!("view-bench-hint"))
                .clicked()
            {
                self.commands.push(AppCmd::Show(View::Bench));
            }
            ui.separator();
            if hash {
                if ui
                    .button(t!("add-files"))
                    .on_hover_text(t!("add-files-hint"))
                    .clicked()
                {
                    self.commands.push(AppCmd::Open(Dialog::AddFiles));
                }
                if ui
                    .button(t!("add-folder"))
                    .on_hover_text(t!("add-folder-hint"))
                    .clicked()
                {
                    self.commands.push(AppCmd::Open(Dialog::AddFolder));
                }
                if ui
                    .button(t!("open-checksum-file"))
                    .on_hover_text(t!("open-checksum-file-hint"))
                    .clicked()
                {
                    self.commands.push(AppCmd::Open(Dialog::ChecksumFile));
                }
            }
            if !matches!(self.view, View::Bench)
                && ui
                    .selectable_label(self.settings.show_options, t!("top-options"))
                    .on_hover_text(t!("top-options-hint"))
                    .clicked()
            {
                self.commands
                    .push(AppCmd::ShowOptions(!self.settings.show_options));
            }
            language_menu(ui, &mut self.settings, &mut self.drawing.cjk_font);
        });
    }
}
