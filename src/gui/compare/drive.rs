//! "Check a USB stick or SD card…": after an image was verified, does the stick it was
//! written to hold exactly the image? The chooser offers the removable drives at least
//! as large as the image; the check reads only the image's length from the drive's start
//! (read-only, on its own threads: [`DeviceCompare`]) with live progress, speed and time
//! left, and ends in a plain verdict.

use std::path::{Path, PathBuf};
use std::time::Instant;

use egui::{RichText, Ui};

use crate::desktop::drive_access::{AccessError, OpenError, OpenedDrive};
use crate::desktop::drives::{self, Drive};
use crate::engine::device_compare::{
    COMPARE_SEGMENT, DeviceCompare, DeviceCompareError, DeviceComparison,
};
use crate::engine::source::OpenFile;
use crate::engine::{Algorithm, FileError, History};
use crate::gui::common::background::{self, Task};
use crate::gui::i18n::{format_count, format_mbps, format_size};
use crate::gui::widgets::{reasons, theme, throughput};
use crate::t;

/// What the image's length and the drive list turned out to be (read off the UI thread).
type Listed = (Result<u64, String>, Vec<Drive>);

/// Opens a drive read-only: itself, or through the system (UDisks2, which may ask for
/// a password: call it off the UI thread). Tests put in one that always asks the system.
pub type DriveOpener = fn(&std::path::Path) -> Result<OpenedDrive, OpenError>;

/// The check of one image against a drive: the chooser, then the run, then the verdict.
pub struct DriveCheck {
    /// The image that was written.
    pub image: PathBuf,
    /// Its length, once read.
    pub image_len: Option<u64>,
    /// Why the image's length could not be read.
    pub image_error: Option<String>,
    listing: Option<Task<Listed>>,
    /// The removable drives found (the chooser offers those the image fits on).
    pub drives: Vec<Drive>,
    /// The drive chosen.
    pub chosen: Option<Drive>,
    opening: Option<Task<Result<OpenedDrive, OpenError>>>,
    run: Option<DeviceCompare>,
    history: History,
    /// Why the system would not let Hashdrop read the drive (said plainly, no verdict).
    pub access: Option<AccessError>,
    /// How the drive is opened.
    pub opener: DriveOpener,
    /// The verdict, once the drive was read.
    pub outcome: Option<Result<DeviceComparison, DeviceCompareError>>,
    /// Whether the drive was given with the image (dropped, on the command line) rather
    /// than chosen here: then there is no chooser to offer.
    pub given: bool,
}

pub use crate::gui::command::compare::DriveCmd;

impl DriveCheck {
    /// Starts a check of `image`: its length and the drives are read in the background.
    pub fn start(image: PathBuf, ctx: &egui::Context) -> Self {
        let mut check = Self::with_drives(image, None, Vec::new());
        check.refresh(ctx);
        check
    }

    /// A check with a drive list given (a fake one in tests).
    pub fn with_drives(image: PathBuf, image_len: Option<u64>, drives: Vec<Drive>) -> Self {
        Self {
            image,
            image_len,
            image_error: None,
            listing: None,
            drives,
            chosen: None,
            opening: None,
            run: None,
            history: History::default(),
            access: None,
            opener: crate::desktop::drive_access::open_drive,
            outcome: None,
            given: false,
        }
    }

    /// Looks for drives again.
    pub fn refresh(&mut self, ctx: &egui::Context) {
        let image = self.image.clone();
        let list = move || {
            let len = crate::desktop::files::len(&image)
                .map_err(|e| reasons::file_error(&FileError::from_open(e)));
            (len, crate::desktop::drive_access::removable_drives())
        };
        let failed = || (Err(background::failed_words()), Vec::new());
        self.listing = Task::spawn("hashdrop-drives", Some(ctx.clone()), list, failed).ok();
    }

    /// Opens `drive` read-only (off the UI thread: the system may ask for a password),
    /// then reads it and compares it with the image.
    pub fn check(&mut self, drive: Drive) {
        if self.is_running() {
            return;
        }
        self.outcome = None;
        self.access = None;
        self.history = History::default();
        let (path, open) = (drive.path.clone(), self.opener);
        let failed = || {
            Err(OpenError::Io(std::io::Error::other(
                background::failed_words(),
            )))
        };
        match Task::spawn("hashdrop-drive-open", None, move || open(&path), failed) {
            Ok(t) => self.opening = Some(t),
            Err(e) => self.failed_to_start(&e),
        }
        self.chosen = Some(drive);
    }

    fn failed_to_start(&mut self, e: &std::io::Error) {
        self.outcome = Some(Err(DeviceCompareError::Device(FileError::Internal(
            e.to_string(),
        ))));
    }

    /// The drive was opened (or not): start the comparison, or say why not.
    fn opened(&mut self, opened: Result<OpenedDrive, OpenError>) {
        let Some(path) = self.chosen.as_ref().map(|d| d.path.clone()) else {
            return;
        };
        let dev = match opened {
            Ok(d) => OpenFile::from_device(d.file, d.direct, d.len),
            Err(OpenError::Access(e)) => {
                self.access = Some(e);
                return;
            }
            Err(OpenError::Io(e)) => Err(FileError::from_open(e)),
        };
        let dev = match dev {
            Ok(dev) => dev,
            Err(e) => {
                self.outcome = Some(Err(DeviceCompareError::Device(e)));
                return;
            }
        };
        match DeviceCompare::start_with(self.image.clone(), path, Some(dev), Algorithm::Sha256) {
            Ok(run) => self.run = Some(run),
            Err(e) => self.failed_to_start(&e),
        }
    }

    /// Stops reading within a chunk (well under a second); the drive is left as it was.
    /// The run is kept until its threads have stopped ([`DriveCheck::poll`] takes it):
    /// joining them here would make the window wait for a read.
    pub fn cancel(&mut self) {
        if let Some(r) = &self.run {
            r.cancel();
        }
    }

    /// Whether the drive is being read or the list being made.
    pub fn is_running(&self) -> bool {
        self.run.is_some() || self.listing.is_some() || self.opening.is_some()
    }

    /// Takes finished work and samples the speed; call every frame.
    pub fn poll(&mut self) {
        if let Some(t) = &mut self.listing
            && let Some((len, drives)) = t.poll()
        {
            self.listing = None;
            match len {
                Ok(n) => self.image_len = Some(n),
                Err(e) => self.image_error = Some(e),
            }
            self.drives = drives;
        }
        if let Some(t) = &mut self.opening
            && let Some(opened) = t.poll()
        {
            self.opening = None;
            self.opened(opened);
        }
        if let Some(run) = &self.run {
            self.history.sample(run.progress(), Instant::now());
            if let Some(outcome) = run.try_result() {
                self.run = None;
                if !matches!(outcome, Err(DeviceCompareError::Cancelled)) {
                    self.outcome = Some(outcome);
                }
            }
        }
    }

    /// The drives the image fits on.
    pub fn offered(&self) -> Vec<Drive> {
        self.image_len
            .map(|len| drives::fitting(&self.drives, len))
            .unwrap_or_default()
    }

    /// The chooser, the progress of a read, or the verdict.
    pub fn ui(&self, ui: &mut Ui) -> Option<DriveCmd> {
        let mut action = None;
        egui::Frame::group(ui.style())
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    theme::heading(ui, &t!("drive-title"));
                    if ui.button(t!("drive-close")).clicked() {
                        action = Some(DriveCmd::Close);
                    }
                });
                ui.label(t!(
                    "drive-image",
                    name = file_name(&self.image),
                    size = self.image_len.map(format_size).unwrap_or_default()
                ));
                if let Some(e) = &self.image_error {
                    ui.label(RichText::new(e).color(theme::bad(ui.visuals())));
                } else if let Some(run) = &self.run {
                    action = self.progress_ui(ui, run).or(action.take());
                } else if self.opening.is_some() {
                    let name = self.chosen.as_ref().map(drive_words).unwrap_or_default();
                    ui.label(t!("drive-opening", drive = name));
                } else if let Some(e) = &self.access {
                    ui.add(egui::Label::new(access_words(e)).wrap());
                    if let Some(d) = &self.chosen
                        && ui.button(t!("stick-try-again")).clicked()
                    {
                        action = Some(DriveCmd::Check(d.clone()));
                    }
                    if !self.given {
                        ui.add_space(6.0);
                        action = self.chooser_ui(ui).or(action.take());
                    }
                } else if let Some(outcome) = &self.outcome {
                    self.verdict_ui(ui, outcome);
                    if !self.given {
                        ui.add_space(6.0);
                        action = self.chooser_ui(ui).or(action.take());
                    }
                } else if !self.given {
                    action = self.chooser_ui(ui).or(action.take());
                }
            });
        action
    }

    /// The drives the image fits on, one button each.
    fn chooser_ui(&self, ui: &mut Ui) -> Option<DriveCmd> {
        let mut action = None;
        if self.listing.is_some() {
            ui.label(t!("drive-looking"));
            return None;
        }
        let offered = self.offered();
        if offered.is_empty() {
            ui.label(RichText::new(t!("drive-none")).color(theme::quiet(ui.visuals())));
        } else {
            ui.label(t!("drive-choose"));
        }
        for d in &offered {
            if ui.button(drive_words(d)).clicked() {
                action = Some(DriveCmd::Check(d.clone()));
            }
        }
        let smaller = self.drives.len() - offered.len();
        if smaller > 0 {
            ui.label(
                RichText::new(t!("drive-too-small-hidden", count = smaller))
                    .small()
                    .color(theme::quiet(ui.visuals())),
            );
        }
        if ui.button(t!("drive-refresh")).clicked() {
            action = Some(DriveCmd::Refresh);
        }
        ui.label(
            RichText::new(t!("drive-read-only"))
                .small()
                .color(theme::quiet(ui.visuals())),
        );
        action
    }

    /// Bytes read, speed, time left, the speed graph, and Stop.
    fn progress_ui(&self, ui: &mut Ui, run: &DeviceCompare) -> Option<DriveCmd> {
        let totals = run.progress().totals();
        let name = self.chosen.as_ref().map(drive_words).unwrap_or_default();
        ui.label(t!("drive-reading", drive = name));
        ui.add(egui::ProgressBar::new(totals.fraction()).show_percentage());
        let rate = self.history.recent_rate(20);
        let left = totals.total_bytes.saturating_sub(totals.done_bytes);
        let mut line = t!(
            "drive-progress",
            done = format_size(totals.done_bytes),
            total = format_size(totals.total_bytes),
            speed = format_mbps(rate / 1e6)
        );
        if rate > 0.0 {
            line.push_str(" · ");
            line.push_str(&time_left(left as f64 / rate));
        }
        ui.label(line);
        throughput::graph(ui, &self.history, 1);
        ui.button(t!("drive-stop"))
            .clicked()
            .then_some(DriveCmd::Cancel)
    }

    /// The verdict: green when the drive holds exactly the image, red with the first
    /// difference and the next step when it does not, and what to do when it cannot be read.
    fn verdict_ui(&self, ui: &mut Ui, outcome: &Result<DeviceComparison, DeviceCompareError>) {
        let kind = self.chosen.as_ref().map_or(drives::Bus::Usb, |d| d.bus);
        lines_ui(
            ui,
            verdict_lines(&self.image, kind, self.chosen.as_ref(), outcome),
        );
    }
}

/// Draws a verdict's lines: the headline large, in its colour; the rest plain.
pub fn lines_ui(ui: &mut Ui, lines: Vec<VerdictLine>) {
    let big = |ui: &mut Ui, text: String, colour| {
        ui.add(egui::Label::new(RichText::new(text).size(22.0).strong().color(colour)).wrap());
    };
    let visuals = ui.visuals().clone();
    for line in lines {
        match line {
            VerdictLine::Good(t) => big(ui, t, theme::good(&visuals)),
            VerdictLine::Caution(t) => big(ui, t, theme::amber(&visuals)),
            VerdictLine::Bad(t) => big(ui, t, theme::bad(&visuals)),
            VerdictLine::Plain(t) => {
                ui.add(egui::Label::new(t).wrap());
            }
        }
    }
}

/// Why the system would not let Hashdrop read the drive, in the window's language:
/// a plain sentence with the way forward; never `sudo`, never a group to join.
pub fn access_words(e: &AccessError) -> String {
    match e {
        AccessError::NoUdisks { device } => {
            t!(
                "drive-access-no-udisks",
                drive = device.display().to_string()
            )
        }
        AccessError::Denied { device } => {
            t!("drive-access-denied", drive = device.display().to_string())
        }
        AccessError::Cancelled { device } => {
            t!(
                "drive-access-cancelled",
                drive = device.display().to_string()
            )
        }
        AccessError::Unknown { device } => {
            t!("drive-access-unknown", drive = device.display().to_string())
        }
        AccessError::Failed { device, message } => t!(
            "drive-access-failed",
            drive = device.display().to_string(),
            error = message.as_str()
        ),
    }
}

/// One line of the verdict, with how it is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerdictLine {
    /// The headline, in green.
    Good(String),
    /// The headline, in amber: true, but not vouched for (a list not signed by a key
    /// Hashdrop trusts).
    Caution(String),
    /// The headline, in red.
    Bad(String),
    /// An explanation or a next step.
    Plain(String),
}

/// The verdict's lines, in the window's language.
pub fn verdict_lines(
    image: &Path,
    bus: drives::Bus,
    drive: Option<&Drive>,
    outcome: &Result<DeviceComparison, DeviceCompareError>,
) -> Vec<VerdictLine> {
    let what = match bus {
        drives::Bus::Mmc => "card",
        drives::Bus::Usb | drives::Bus::Removable => "stick",
    };
    let name = file_name(image);
    match outcome {
        Ok(c) if c.matches() => vec![VerdictLine::Good(t!(
            "drive-verdict-good",
            kind = what,
            name = name,
            size = format_size(c.len)
        ))],
        Ok(c) => {
            let offset = c.first_difference.unwrap_or(0);
            vec![
                VerdictLine::Bad(t!("drive-verdict-bad", kind = what, name = name.as_str())),
                VerdictLine::Plain(t!(
                    "drive-verdict-bad-where",
                    offset = format_count(offset),
                    hex = format!("0x{offset:x}"),
                    count = c.differing_segments,
                    size = format_size(COMPARE_SEGMENT)
                )),
                VerdictLine::Plain(t!("drive-verdict-bad-next", kind = what)),
            ]
        }
        Err(DeviceCompareError::TooSmall { device, image }) => vec![VerdictLine::Bad(t!(
            "drive-too-small",
            drive = format_size(*device),
            image = format_size(*image)
        ))],
        // Not a verdict about the drive: nothing was read.
        Err(DeviceCompareError::Device(FileError::PermissionDenied)) => {
            let device = drive.map_or_else(String::new, |d| d.path.display().to_string());
            vec![VerdictLine::Plain(t!(
                "drive-access-denied",
                drive = device
            ))]
        }
        Err(DeviceCompareError::Device(e)) => vec![VerdictLine::Bad(t!(
            "drive-cannot-read",
            error = reasons::file_error(e)
        ))],
        Err(DeviceCompareError::Image(e)) => vec![VerdictLine::Bad(t!(
            "drive-image-cannot-read",
            error = reasons::file_error(e)
        ))],
        Err(DeviceCompareError::Cancelled) => Vec::new(),
    }
}

/// "SanDisk Cruzer Blade (sdb, 30.8 GB) “Ubuntu 24.04.1 LTS amd64”".
pub fn drive_words(d: &Drive) -> String {
    let model = [d.vendor.as_deref(), d.model.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
    let model = if model.is_empty() {
        t!("drive-unknown-model")
    } else {
        model
    };
    let mut text = t!(
        "drive-entry",
        model = model,
        name = d.name.as_str(),
        size = marketed_size(d.size)
    );
    if let Some(label) = &d.label {
        text.push_str(&format!(" “{label}”"));
    }
    text
}

/// A drive's size as it was sold: "32 GB" for the 30.8 GB a 32 GB stick holds (sticks
/// and cards are sold in powers of two of 10^9 bytes, and hold a little less); the
/// size itself, in GB, when it is far from any of them.
pub fn marketed_size(bytes: u64) -> String {
    const GB: f64 = 1e9;
    let size = bytes as f64 / GB;
    let mut nominal = 1.0f64;
    while nominal * 1.05 < size {
        nominal *= 2.0;
    }
    if size >= nominal * 0.85 {
        format!("{}\u{a0}GB", nominal as u64)
    } else if size >= 10.0 {
        format!("{}\u{a0}GB", size.round() as u64)
    } else {
        format!("{}\u{a0}GB", crate::gui::i18n::format_number(size, 1))
    }
}

pub(crate) fn file_name(p: &Path) -> String {
    p.file_name().map_or_else(
        || p.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// "about 3 min left".
fn time_left(secs: f64) -> String {
    if secs < 60.0 {
        t!("drive-left-seconds", n = secs.ceil() as u64)
    } else {
        t!("drive-left-minutes", n = (secs / 60.0).ceil() as u64)
    }
}
