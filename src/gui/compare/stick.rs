//! "Check a USB stick without the image": the person chooses the drive, then drops the
//! publisher's checksum list (with its signature, if they have it). Off the UI thread
//! the list is read and its signature judged (the loader the hash room uses), the drive
//! is opened read-only (itself, or through the system: [`crate::desktop::drive_access`]) and
//! searched from its start ([`crate::stick::find_image`]); the answer names the image
//! found and says what the list's signature is worth.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::Ordering;

use egui::{RichText, Ui};

use crate::desktop::drive_access::{AccessError, OpenError};
use crate::desktop::drives::{Bus, Drive};
use crate::desktop::key_store::KeyStore;
use crate::gui::command::compare::{Cmd, StickCmd};
use crate::gui::command::{App, Command, Dialog};
use crate::gui::common::background::{self, Task};
use crate::gui::compare::drive::{DriveOpener, VerdictLine, access_words, drive_words, lines_ui};
use crate::gui::hash::lists;
use crate::gui::hash::signature::{self, SignatureState, Tone};
use crate::gui::i18n::format_size;
use crate::gui::widgets::{reasons, theme};
use crate::stick::{self, Control, Finding, ImageEnd, Layout, StickError};
use crate::sums::name_for_display;
use crate::t;

/// What the search found, said in the window's language by [`outcome_lines`].
#[derive(Debug)]
pub enum StickOutcome {
    /// The drive starts with exactly this listed image.
    Holds {
        /// The image's name, as listed.
        name: String,
        /// Its length.
        len: u64,
        /// The list's signature.
        signature: SignatureState,
    },
    /// None of the listed images starts the drive.
    NoneOf {
        /// Bytes looked at from the start.
        searched: u64,
        /// Where the drive's own structure says its image ends, if it has one.
        end: Option<ImageEnd>,
        /// The list's signature.
        signature: SignatureState,
    },
    /// The system would not let Hashdrop read the drive.
    NotAllowed(AccessError),
    /// The list or the drive could not be read (why, in the window's language).
    Failed(String),
}

/// A search running on its own thread.
struct Run {
    task: Task<Option<StickOutcome>>,
    control: Arc<Control>,
}

/// The stick check: the chooser, the list, the search, the answer.
pub struct StickCheck {
    listing: Option<Task<Vec<Drive>>>,
    drives: Vec<Drive>,
    chosen: Option<Drive>,
    list: Option<PathBuf>,
    /// The files last dropped and the keys they were judged with, to try again.
    given: Option<(Vec<PathBuf>, Option<KeyStore>)>,
    run: Option<Run>,
    outcome: Option<StickOutcome>,
    /// The last search was stopped by the person (no answer, and the window says so).
    stopped: bool,
    opener: DriveOpener,
}

impl StickCheck {
    /// Opens the chooser; the drives are listed in the background (UDisks2's view, else
    /// the `/sys/block` scan).
    pub fn start(ctx: &egui::Context, opener: DriveOpener) -> Self {
        let mut check = Self::with_drives(Vec::new(), opener);
        check.refresh(ctx);
        check
    }

    /// A stick check with a drive list given (tests).
    pub fn with_drives(drives: Vec<Drive>, opener: DriveOpener) -> Self {
        Self {
            listing: None,
            drives,
            chosen: None,
            list: None,
            given: None,
            run: None,
            outcome: None,
            stopped: false,
            opener,
        }
    }

    /// Looks for drives again.
    pub fn refresh(&mut self, ctx: &egui::Context) {
        let list = crate::desktop::drive_access::removable_drives;
        self.listing = Task::spawn("hashdrop-drives", Some(ctx.clone()), list, Vec::new).ok();
    }

    /// Does what the view asked for (all but `Open` and `Close`, which are the caller's).
    pub fn apply(&mut self, action: StickCmd, ctx: &egui::Context) {
        match action {
            StickCmd::Choose(d) if self.run.is_none() => {
                self.chosen = Some(d);
                self.outcome = None;
                self.stopped = false;
            }
            StickCmd::Rechoose if self.run.is_none() => {
                self.chosen = None;
                self.outcome = None;
                self.stopped = false;
            }
            StickCmd::Retry if self.run.is_none() => {
                if let Some((paths, store)) = self.given.clone() {
                    self.give_list(&paths, store, ctx);
                }
            }
            StickCmd::Refresh => self.refresh(ctx),
            StickCmd::Cancel | StickCmd::Close => self.cancel(),
            _ => {}
        }
    }

    /// Whether a dropped file is for it: a drive is chosen and nothing runs.
    pub fn wants_list(&self) -> bool {
        self.chosen.is_some() && self.run.is_none()
    }

    /// The publisher's list (and its signature, if one of `paths` is one) was dropped:
    /// search the chosen drive for the images it names. `store`: the person's keys.
    pub fn give_list(&mut self, paths: &[PathBuf], store: Option<KeyStore>, ctx: &egui::Context) {
        let Some(drive) = self.chosen.clone() else {
            return;
        };
        let Some((list, sig)) = list_and_signature(paths) else {
            return;
        };
        self.given = Some((paths.to_vec(), store.clone()));
        let control = Arc::new(Control::default());
        let (c, open) = (Arc::clone(&control), self.opener);
        self.list = Some(list.clone());
        self.outcome = None;
        self.stopped = false;
        let work = move || search(&drive.path, &list, sig.as_deref(), store.as_ref(), open, &c);
        let failed = || Some(StickOutcome::Failed(background::failed_words()));
        match Task::spawn("hashdrop-stick", Some(ctx.clone()), work, failed) {
            Ok(task) => self.run = Some(Run { task, control }),
            Err(e) => self.outcome = Some(StickOutcome::Failed(e.to_string())),
        }
    }

    /// Stops the search within a chunk; the drive is left as it was.
    pub fn cancel(&self) {
        if let Some(r) = &self.run {
            r.control.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Whether drives are being listed or a drive searched.
    pub fn is_running(&self) -> bool {
        self.run.is_some() || self.listing.is_some()
    }

    /// Takes finished work; call every frame.
    pub fn poll(&mut self) {
        if let Some(t) = &mut self.listing
            && let Some(drives) = t.poll()
        {
            self.listing = None;
            self.drives = drives;
        }
        if let Some(r) = &mut self.run
            && let Some(outcome) = r.task.poll()
        {
            self.run = None;
            // `None`: stopped by the person; the list may be dropped again.
            self.stopped = outcome.is_none();
            self.outcome = outcome;
        }
    }

    /// The answer, once there is one.
    pub fn outcome(&self) -> Option<&StickOutcome> {
        self.outcome.as_ref()
    }

    /// Whether the last search was stopped before it had an answer.
    pub fn was_stopped(&self) -> bool {
        self.stopped
    }

    /// Bytes of the drive read so far by the search running, if one is.
    pub fn bytes_read(&self) -> Option<u64> {
        self.run
            .as_ref()
            .map(|r| r.control.read.load(Ordering::Relaxed))
    }

    /// The chooser, the wait for the list, the search's progress, or the answer.
    pub fn ui(&self, ui: &mut Ui) -> Option<Command> {
        let mut action = None;
        egui::Frame::group(ui.style())
            .inner_margin(10.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    theme::heading(ui, &t!("stick-title"));
                    if ui.button(t!("drive-close")).clicked() {
                        action = Some(step(StickCmd::Close));
                    }
                });
                let inner = match &self.chosen {
                    None => self.chooser_ui(ui),
                    Some(d) => self.chosen_ui(ui, d),
                };
                action = inner.or(action.take());
            });
        action
    }

    /// Every removable drive, one button each (no image: no size to filter by).
    fn chooser_ui(&self, ui: &mut Ui) -> Option<Command> {
        let mut action = None;
        ui.add(egui::Label::new(t!("stick-intro")).wrap());
        if self.listing.is_some() {
            ui.label(t!("drive-looking"));
            return None;
        }
        if self.drives.is_empty() {
            ui.label(RichText::new(t!("stick-no-drive")).color(theme::quiet(ui.visuals())));
        } else {
            ui.label(t!("stick-choose"));
        }
        for d in &self.drives {
            if ui.button(drive_words(d)).clicked() {
                action = Some(step(StickCmd::Choose(d.clone())));
            }
        }
        if ui.button(t!("drive-refresh")).clicked() {
            action = Some(step(StickCmd::Refresh));
        }
        ui.label(
            RichText::new(t!("drive-read-only"))
                .small()
                .color(theme::quiet(ui.visuals())),
        );
        action
    }

    /// The drive chosen, then the list asked for, the search, or the answer.
    fn chosen_ui(&self, ui: &mut Ui, drive: &Drive) -> Option<Command> {
        ui.label(RichText::new(t!("stick-drive", drive = drive_words(drive))).strong());
        if let Some(run) = &self.run {
            return progress_ui(ui, drive, &run.control);
        }
        let mut action = None;
        match &self.outcome {
            Some(outcome) => {
                let list = self
                    .list
                    .as_deref()
                    .map(crate::gui::compare::drive::file_name);
                lines_ui(ui, outcome_lines(outcome, drive, list.as_deref()));
                ui.add_space(6.0);
                if matches!(outcome, StickOutcome::NotAllowed(_))
                    && ui.button(t!("stick-try-again")).clicked()
                {
                    action = Some(step(StickCmd::Retry));
                }
            }
            None => {
                if self.stopped {
                    ui.label(t!("stick-stopped"));
                }
                ui.label(RichText::new(t!("stick-drop-list")).color(theme::quiet(ui.visuals())));
            }
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(t!("stick-choose-list")).clicked() {
                action = Some(App::Open(Dialog::StickList).into());
            }
            if ui.button(t!("stick-other-drive")).clicked() {
                action = Some(step(StickCmd::Rechoose));
            }
        });
        action
    }
}

/// Bytes read so far (the search stops early, so the drive's size is an upper bound),
/// and Stop.
fn progress_ui(ui: &mut Ui, drive: &Drive, control: &Control) -> Option<Command> {
    let read = control.read.load(Ordering::Relaxed);
    ui.label(t!("stick-searching"));
    let fraction = if drive.size > 0 {
        (read as f64 / drive.size as f64).min(1.0) as f32
    } else {
        0.0
    };
    ui.add(egui::ProgressBar::new(fraction));
    ui.label(t!(
        "stick-read-so-far",
        done = format_size(read),
        total = format_size(drive.size)
    ));
    ui.button(t!("drive-stop"))
        .clicked()
        .then(|| step(StickCmd::Cancel))
}

/// Which dropped file is the list and which its signature (by name, as signatures are
/// named after what they sign); a signature alone stands for the list it signs.
fn list_and_signature(paths: &[PathBuf]) -> Option<(PathBuf, Option<PathBuf>)> {
    let is_sig = |p: &PathBuf| crate::trust::signed_file_of(p).is_some();
    let sig = paths.iter().find(|p| is_sig(p)).cloned();
    let list = paths
        .iter()
        .find(|p| !is_sig(p))
        .cloned()
        .or_else(|| sig.as_deref().and_then(crate::trust::signed_file_of))?;
    Some((list, sig))
}

/// The search, on its own thread: the list read and its signature judged, the drive
/// opened read-only, then searched. `None` when stopped.
fn search(
    drive: &Path,
    list: &Path,
    sig: Option<&Path>,
    store: Option<&KeyStore>,
    open: DriveOpener,
    control: &Control,
) -> Option<StickOutcome> {
    let loaded = match lists::load_checksum_file(list, sig, store) {
        Ok(l) => l,
        Err(e) => return Some(StickOutcome::Failed(e)),
    };
    let entries: Vec<_> = loaded.prepared.entries().cloned().collect();
    let opened = match open(drive) {
        Ok(d) => d,
        Err(OpenError::Access(e)) => return Some(StickOutcome::NotAllowed(e)),
        Err(OpenError::Io(e)) => return Some(cannot_read(&e)),
    };
    let signature = loaded.signature;
    Some(
        match stick::find_image(&opened.file, opened.direct, opened.len, &entries, control) {
            Ok(Finding::Holds { entry, len, .. }) => StickOutcome::Holds {
                name: name_for_display(&entries[entry].name),
                len,
                signature,
            },
            Ok(Finding::NoneOf { searched, end }) => StickOutcome::NoneOf {
                searched,
                end,
                signature,
            },
            Err(StickError::Cancelled) => return None,
            Err(StickError::Read(e)) => cannot_read(&e),
            Err(e @ (StickError::NoBoundaries(_) | StickError::Empty)) => {
                StickOutcome::Failed(t!("stick-list-unusable", error = e.to_string()))
            }
        },
    )
}

fn cannot_read(e: &std::io::Error) -> StickOutcome {
    StickOutcome::Failed(t!("drive-cannot-read", error = reasons::io_error(e)))
}

/// The answer's lines, in the window's language: green only when the list is signed by
/// a key Hashdrop trusts; amber when the stick holds a listed image but nobody Hashdrop
/// knows vouches for the list; red for none of them, or a list changed after signing.
pub fn outcome_lines(
    outcome: &StickOutcome,
    drive: &Drive,
    list: Option<&str>,
) -> Vec<VerdictLine> {
    let kind = match drive.bus {
        Bus::Mmc => "card",
        Bus::Usb | Bus::Removable => "stick",
    };
    let list = list.unwrap_or_default();
    match outcome {
        StickOutcome::Holds {
            name,
            len,
            signature,
        } => {
            let (tone, said) = signature::sentence(signature);
            let words = t!(
                "stick-holds",
                kind = kind,
                name = name.as_str(),
                size = format_size(*len),
                list = list
            );
            let headline = match tone {
                Tone::Good => VerdictLine::Good(words),
                Tone::Caution => VerdictLine::Caution(words),
                Tone::Bad => VerdictLine::Bad(t!("stick-list-changed", list = list)),
            };
            vec![headline, VerdictLine::Plain(said)]
        }
        StickOutcome::NoneOf {
            searched,
            end,
            signature,
        } => {
            let mut lines = vec![VerdictLine::Bad(t!("stick-none", kind = kind, list = list))];
            lines.push(VerdictLine::Plain(match end {
                Some(end) => t!(
                    "stick-none-structure",
                    layout = match end.layout {
                        Layout::Iso9660 => "iso",
                        Layout::Gpt => "gpt",
                        Layout::Mbr => "mbr",
                    },
                    size = format_size(end.len)
                ),
                None => t!("stick-none-searched", size = format_size(*searched)),
            }));
            lines.push(VerdictLine::Plain(t!(
                "drive-verdict-bad-next",
                kind = kind
            )));
            lines.push(VerdictLine::Plain(signature::sentence(signature).1));
            lines
        }
        StickOutcome::NotAllowed(e) => vec![VerdictLine::Plain(access_words(e))],
        StickOutcome::Failed(why) => vec![VerdictLine::Bad(why.clone())],
    }
}

/// A step of this check, as the window's command.
fn step(c: StickCmd) -> Command {
    Cmd::Stick(c).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_and_its_signature_are_told_apart_in_any_order() {
        let (list, sig) = (
            PathBuf::from("d/SHA256SUMS"),
            PathBuf::from("d/SHA256SUMS.gpg"),
        );
        for given in [
            vec![list.clone(), sig.clone()],
            vec![sig.clone(), list.clone()],
        ] {
            assert_eq!(
                list_and_signature(&given),
                Some((list.clone(), Some(sig.clone())))
            );
        }
        // The signature alone stands for the list beside it.
        assert_eq!(
            list_and_signature(std::slice::from_ref(&sig)),
            Some((list.clone(), Some(sig.clone())))
        );
        assert_eq!(
            list_and_signature(std::slice::from_ref(&list)),
            Some((list, None))
        );
        assert_eq!(list_and_signature(&[]), None);
    }
}
