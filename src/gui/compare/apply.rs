//! The compare room's commands applied: the one door through which what the person
//! asked for changes the room.

use crate::desktop::key_store::KeyStore;
use crate::gui::command::compare::Cmd;
use crate::gui::common::perf::Repaint;
use crate::gui::compare::Compare;
use crate::gui::settings::Settings;

/// What the compare room needs from around it for one command.
pub struct Env<'a> {
    /// The window.
    pub ctx: &'a egui::Context,
    /// The person's choices (algorithms, threads, reading).
    pub settings: &'a Settings,
    /// The keys the person added (a stick's list may be signed by one).
    pub key_store: Option<&'a KeyStore>,
    /// Wakes the window when a comparison has news.
    pub repaint: Repaint,
}

impl Compare {
    /// Does what `cmd` asks.
    pub fn apply(&mut self, env: &Env<'_>, cmd: Cmd) {
        match cmd {
            Cmd::Files(slot, paths) => {
                self.key_store = env.key_store.cloned();
                self.set_many(slot, paths, env.settings, &env.repaint);
            }
            Cmd::Reset => self.reset(),
            Cmd::Back => self.go_back(),
            Cmd::FolderOptions(algorithm, quick) => self.set_folder_options(algorithm, quick),
            Cmd::Pair(a, b) => self.open_pair(a, b, env.settings, &env.repaint),
            Cmd::CheckDrive(image) => self.check_drive(image, env.ctx),
            Cmd::Drive(c) => self.drive_action(c, env.ctx),
            Cmd::Stick(c) => self.stick_action(c, env.ctx),
        }
    }
}
