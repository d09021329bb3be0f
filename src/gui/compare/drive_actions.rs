//! The Compare view's drive checks: the check of the stick an image was written to, and
//! the check of a stick without its image (against the publisher's list).

use std::path::PathBuf;

use egui::Ui;

use super::{Compare, drive, stick};
use crate::gui::command::Command;
use crate::gui::command::compare::{Cmd, DriveCmd, StickCmd};
use crate::t;

impl Compare {
    /// Opens the drive chooser for `image` (put in the first slot).
    pub fn check_drive(&mut self, image: PathBuf, ctx: &egui::Context) {
        if self.slots[0].as_ref() != Some(&image) {
            self.reset();
            self.slots[0] = Some(image.clone());
        }
        let mut check = drive::DriveCheck::start(image, ctx);
        check.opener = self.drive_opener;
        self.drive = Some(check);
        self.stick = None;
    }

    /// Does what the check of a stick without its image asked for.
    pub fn stick_action(&mut self, action: StickCmd, ctx: &egui::Context) {
        match (action, &mut self.stick) {
            (StickCmd::Open, _) => {
                self.drive = None;
                self.stick = Some(stick::StickCheck::start(ctx, self.drive_opener));
            }
            (StickCmd::Close, Some(s)) => {
                s.cancel();
                self.stick = None;
            }
            (a, Some(s)) => s.apply(a, ctx),
            (_, None) => {}
        }
    }

    /// Does what the drive check asked for.
    pub fn drive_action(&mut self, action: DriveCmd, ctx: &egui::Context) {
        let Some(d) = &mut self.drive else { return };
        match action {
            DriveCmd::Check(drive) => d.check(drive),
            DriveCmd::Refresh => d.refresh(ctx),
            DriveCmd::Cancel => d.cancel(),
            DriveCmd::Close => {
                d.cancel();
                if !d.is_running() {
                    self.drive = None;
                }
            }
        }
    }

    /// What a file dropped now becomes, when the stick check waits for the list.
    pub fn drop_words(&self) -> Option<String> {
        self.stick
            .as_ref()
            .filter(|s| s.wants_list())
            .map(|_| t!("stick-drop-list"))
    }

    /// "Check a USB stick or SD card…" (for the image in the first slot) and "Check a
    /// USB stick without the image…".
    pub(super) fn drive_buttons(&self, ui: &mut Ui) -> Option<Command> {
        let mut action = None;
        ui.horizontal_wrapped(|ui| {
            if let Some(image) = self.slots[0].as_ref().filter(|_| self.folders.is_none())
                && ui.button(t!("drive-check-button")).clicked()
            {
                action = Some(Cmd::CheckDrive(image.clone()).into());
            }
            if self.folders.is_none() && ui.button(t!("stick-check-button")).clicked() {
                action = Some(Cmd::Stick(StickCmd::Open).into());
            }
        });
        action
    }
}
