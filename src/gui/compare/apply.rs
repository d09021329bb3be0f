//! The compare room's commands applied: the one door through which what the person
//! asked for changes the room.

use crate::gui::command::compare::Cmd;
use crate::gui::compare::Compare;
use crate::gui::hash::Env;

impl Compare {
    /// Does what `cmd` asks (`env`: what the hash room is given too; a comparison
    /// uses the settings, the added keys and the waking).
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
