//! The Compare view: two drop slots, each a file or a folder.
//!
//! * Two files: same/different, both digests, the offset of the first differing byte,
//!   and in segmented mode the two segment maps side by side with the differing
//!   segments marked.
//! * Two folders, or a folder and its checksum file: a folder comparison
//!   ([`crate::gui::compare::folders`]), whose changed files open here as a pair.

mod apply;
pub mod audit_view;
pub mod device_pair;
pub mod drive;
mod drive_actions;
pub mod folders;
pub mod stick;
pub mod verdict;

use crate::gui::common::perf::Repaint;
use std::path::PathBuf;
use std::sync::Arc;

use egui::{RichText, Ui};

use crate::audit::{AuditSpec, Expected, Side};
use crate::desktop::key_store::KeyStore;
use crate::engine::control::Control;
use crate::engine::stream::{Difference, first_difference};
use crate::engine::{Algorithm, CellState, FileError, JobSpec, SegmentedDigest};
use crate::gui::command::{App, Command, Commands, Dialog, Save};
use crate::gui::common::background::{self, Task};
use crate::gui::common::jobs::{HashRun, Results};
use crate::gui::compare::device_pair::{DeviceTest, Pair};
use crate::gui::compare::folders::{self as folder_compare, FolderCompare};
use crate::gui::i18n::format_size;
use crate::gui::settings::Settings;
use crate::gui::widgets::{segment_map, theme};
use crate::t;

type DiffOutcome = Result<Difference, (usize, FileError)>;

pub use crate::gui::command::compare::{AuditExport, Cmd};

/// The settings a comparison starts with, kept while the slots' kinds are read.
struct Starting {
    files: JobSpec,
    repaint: Repaint,
}

/// A folder comparison put aside while one of its pairs is compared.
struct Back {
    slots: [Option<PathBuf>; 2],
    folders: FolderCompare,
}

/// The compare view's state.
pub struct Compare {
    /// The two files or folders.
    pub slots: [Option<PathBuf>; 2],
    run: Option<HashRun>,
    results: Results,
    diff: Option<Task<DiffOutcome>>,
    control: Option<Arc<Control>>,
    /// The byte comparison's outcome, once known.
    pub difference: Option<DiffOutcome>,
    /// Why the comparison could not start.
    pub start_error: Option<String>,
    next_run: u64,
    /// Whether the slots hold files, folders or an image and a drive (read off the UI
    /// thread).
    kinds: Option<Task<Result<Pair, String>>>,
    starting: Option<Starting>,
    /// The folder comparison, when the slots hold folders.
    pub folders: Option<FolderCompare>,
    back: Option<Back>,
    /// The algorithm two folders are compared with: BLAKE3, the fastest, unless
    /// changed (no published checksum is involved).
    pub folder_algorithm: Algorithm,
    /// Quick mode for two folders: the same size and date count as the same.
    pub quick: bool,
    /// The check of a USB stick or SD card against the first slot's image.
    pub drive: Option<drive::DriveCheck>,
    /// The check of a USB stick or SD card without the image (against a list).
    pub stick: Option<stick::StickCheck>,
    /// Whether a path names a drive (tests let a regular file stand in for a stick).
    pub device_test: DeviceTest,
    /// How drives are opened (tests ask the system even as root).
    pub drive_opener: drive::DriveOpener,
    /// The person's keys, for the signature of a list given to the stick check.
    pub key_store: Option<KeyStore>,
}

impl Default for Compare {
    fn default() -> Self {
        Self {
            slots: [None, None],
            run: None,
            results: Results::default(),
            diff: None,
            control: None,
            difference: None,
            start_error: None,
            next_run: 0,
            kinds: None,
            starting: None,
            folders: None,
            back: None,
            folder_algorithm: Algorithm::Blake3,
            quick: false,
            drive: None,
            stick: None,
            device_test: crate::engine::device::path_is_block_device,
            drive_opener: crate::desktop::drive_access::open_drive,
            key_store: None,
        }
    }
}

/// Whether two files' segment lists differ, per segment (missing segments differ).
pub fn differing_segments(a: &SegmentedDigest, b: &SegmentedDigest) -> Vec<bool> {
    let n = a.segments.len().max(b.segments.len());
    (0..n)
        .map(|i| a.segments.get(i) != b.segments.get(i))
        .collect()
}

impl Compare {
    /// Puts `path` in `slot` (or the first empty slot) and starts once both are filled.
    pub fn set(
        &mut self,
        slot: Option<usize>,
        path: PathBuf,
        settings: &Settings,
        repaint: &Repaint,
    ) {
        self.set_many(slot, vec![path], settings, repaint);
    }

    /// Puts up to two paths in the slots (the first in `slot`, if given) and starts
    /// once both are filled: once, not once per path.
    pub fn set_many(
        &mut self,
        slot: Option<usize>,
        paths: Vec<PathBuf>,
        settings: &Settings,
        repaint: &Repaint,
    ) {
        self.back = None;
        // With a drive chosen, the stick check takes the publisher's list.
        if let Some(s) = self.stick.as_mut().filter(|s| s.wants_list()) {
            s.give_list(&paths, self.key_store.clone(), repaint.ctx());
            return;
        }
        let two = paths.len() >= 2;
        for (i, path) in paths.into_iter().take(2).enumerate() {
            let s = match slot {
                Some(s) => (s.min(1) + i) % 2,
                None if two => i,
                None => usize::from(self.slots[0].is_some()),
            };
            self.slots[s] = Some(path);
        }
        self.restart(settings, repaint);
    }

    /// Empties both slots.
    pub fn reset(&mut self) {
        self.stop();
        self.drive = None;
        self.back = None;
        self.slots = [None, None];
    }

    /// Compares two files of the folder comparison, keeping it to go back to.
    pub fn open_pair(&mut self, a: PathBuf, b: PathBuf, settings: &Settings, repaint: &Repaint) {
        let Some(folders) = self.folders.take() else {
            return;
        };
        let slots = std::mem::replace(&mut self.slots, [Some(a), Some(b)]);
        self.restart(settings, repaint);
        self.back = Some(Back { slots, folders });
    }

    /// Back from a pair to the folder comparison it came from.
    pub fn go_back(&mut self) {
        let Some(back) = self.back.take() else {
            return;
        };
        self.stop();
        self.slots = back.slots;
        self.folders = Some(back.folders);
    }

    /// Whether a pair of a folder comparison is shown (with the way back).
    pub fn has_way_back(&self) -> bool {
        self.back.is_some()
    }

    fn stop(&mut self) {
        self.cancel();
        // A drive given with its image belongs to this pair; one checked from the
        // button stays (it has its own Close).
        if self.drive.as_ref().is_some_and(|d| d.given) {
            self.drive = None;
        }
        self.kinds = None;
        self.starting = None;
        self.folders = None;
        self.run = None;
        self.diff = None;
        self.control = None;
        self.difference = None;
        self.results.clear();
        self.start_error = None;
    }

    /// Whether hashing or comparing is still going on.
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(HashRun::is_running)
            || self
                .drive
                .as_ref()
                .is_some_and(drive::DriveCheck::is_running)
            || self
                .stick
                .as_ref()
                .is_some_and(stick::StickCheck::is_running)
            || self.diff.is_some()
            || self.kinds.is_some()
            || self.folders.as_ref().is_some_and(FolderCompare::is_running)
    }

    /// Stops the work at once.
    pub fn cancel(&mut self) {
        if let Some(d) = &mut self.drive {
            d.cancel();
        }
        if let Some(s) = &self.stick {
            s.cancel();
        }
        if let Some(c) = &self.control {
            c.cancel();
        }
        if let Some(r) = &self.run {
            r.cancel();
        }
        if let Some(f) = &self.folders {
            f.cancel();
        }
    }

    fn restart(&mut self, settings: &Settings, repaint: &Repaint) {
        self.stop();
        let [Some(a), Some(b)] = self.slots.clone() else {
            return;
        };
        self.starting = Some(Starting {
            files: settings.job_spec(vec![a.clone(), b.clone()], &[], false),
            repaint: repaint.clone(),
        });
        // Whether a slot holds a folder or a drive is known only from the disk: read
        // off this thread.
        let is_device = self.device_test;
        let kinds = Task::spawn(
            "hashdrop-compare-kinds",
            Some(repaint.ctx().clone()),
            move || device_pair::read(&a, &b, is_device),
            || Err(background::failed_words()),
        );
        match kinds {
            Ok(t) => self.kinds = Some(t),
            Err(e) => self.start_error = Some(t!("compare-cannot-start", error = e.to_string())),
        }
    }

    /// Starts what the slots call for: two files, a folder comparison, or the check
    /// of a drive against an image.
    fn begin(&mut self, pair: Pair, start: Starting) {
        let [Some(a), Some(b)] = self.slots.clone() else {
            return;
        };
        let kinds = match pair {
            Pair::Kinds(kinds) => kinds,
            Pair::Drive {
                image,
                image_len,
                drive,
            } => {
                let mut check = drive::DriveCheck::with_drives(image, Some(image_len), Vec::new());
                check.given = true;
                check.opener = self.drive_opener;
                check.check(drive);
                self.drive = Some(check);
                return;
            }
        };
        match folder_compare::expected_side((&a, kinds[0]), (&b, kinds[1])) {
            None => self.start_files(a, b, start.files, &start.repaint),
            Some((expected, actual)) => {
                let mut spec = AuditSpec::new(expected, actual);
                spec.algorithm = self.folder_algorithm;
                spec.threads = start.files.threads;
                spec.read = start.files.read;
                spec.quick = self.quick;
                spec.keep_digests = true;
                self.folders = Some(FolderCompare::start(spec, start.repaint.ctx().clone()));
            }
        }
    }

    fn start_files(&mut self, a: PathBuf, b: PathBuf, spec: JobSpec, repaint: &Repaint) {
        self.next_run += 1;
        match HashRun::start(self.next_run, spec, Some(repaint.wake()), None) {
            Ok(r) => self.run = Some(r),
            Err(e) => self.start_error = Some(e),
        }
        let control = Arc::new(Control::default());
        let c = Arc::clone(&control);
        let find = move || first_difference(&a, &b, &c);
        // A failure is said against the first file, as a bug while reading it.
        let failed = || Err((0, FileError::Internal("the comparison failed".to_owned())));
        match Task::spawn(
            "hashdrop-compare",
            Some(repaint.ctx().clone()),
            find,
            failed,
        ) {
            Ok(t) => {
                self.diff = Some(t);
                self.control = Some(control);
            }
            Err(e) => self.start_error = Some(t!("compare-cannot-start", error = e.to_string())),
        }
    }

    /// Workers hashing for the comparison right now.
    pub fn busy_workers(&self) -> usize {
        self.run.as_ref().map_or(0, HashRun::busy_workers)
            + self.folders.as_ref().map_or(0, FolderCompare::busy_workers)
    }

    /// CPU time the comparison's job has used so far (zero with none), for the pacer.
    pub fn cpu_time(&self) -> std::time::Duration {
        self.run
            .as_ref()
            .map_or(std::time::Duration::ZERO, |r| r.progress().cpu_time())
            + self
                .folders
                .as_ref()
                .map_or(std::time::Duration::ZERO, FolderCompare::cpu_time)
    }

    /// Takes finished work; call every frame.
    pub fn poll(&mut self) {
        if let Some(d) = &mut self.drive {
            d.poll();
        }
        if let Some(s) = &mut self.stick {
            s.poll();
        }
        if let Some(t) = &mut self.kinds
            && let Some(kinds) = t.poll()
        {
            self.kinds = None;
            match (kinds, self.starting.take()) {
                (Ok(pair), Some(start)) => self.begin(pair, start),
                (Err(e), _) => self.start_error = Some(e),
                (Ok(_), None) => {}
            }
        }
        if let Some(f) = &mut self.folders {
            f.poll();
        }
        if let Some(run) = &mut self.run {
            run.take(&mut self.results);
        }
        if let Some(t) = &mut self.diff
            && let Some(d) = t.poll()
        {
            self.difference = Some(d);
            self.diff = None;
        }
    }

    /// The compare view.
    pub fn ui(&mut self, ui: &mut Ui, cmds: &mut Commands) {
        if let Some(c) = self.view(ui) {
            cmds.push(c);
        }
    }

    fn view(&mut self, ui: &mut Ui) -> Option<Command> {
        // The stick check takes what is dropped: the two slots would say otherwise.
        if let Some(s) = &self.stick {
            return s.ui(ui);
        }
        let mut action = None;
        if self.back.is_some() {
            if theme::marked_button(ui, &t!("compare-back")).clicked() {
                action = Some(Cmd::Back.into());
            }
            ui.add_space(4.0);
        } else {
            ui.label(t!("compare-intro"));
            action = self.folder_options_ui(ui);
        }
        ui.add_space(6.0);
        ui.columns(2, |cols| {
            for (i, ui) in cols.iter_mut().enumerate() {
                egui::Frame::group(ui.style())
                    .inner_margin(10.0)
                    .show(ui, |ui| {
                        action = self.slot_ui(ui, i).or(action.take());
                    });
            }
        });
        ui.add_space(8.0);
        if let Some(e) = &self.start_error {
            let colour = theme::bad(ui.visuals());
            theme::marked_label(ui, RichText::new(format!("⚠ {e}")).color(colour));
        }
        if let Some(d) = &self.drive {
            action = d.ui(ui).map(|c| Cmd::Drive(c).into()).or(action);
            ui.add_space(8.0);
        } else {
            action = self.drive_buttons(ui).or(action);
        }
        if self.folders.is_some() {
            action = self.folders_ui(ui).or(action);
        } else {
            self.verdict_ui(ui);
            self.segment_maps(ui);
        }
        action
    }

    /// The algorithm and quick mode used for two folders, and the way to start over.
    fn folder_options_ui(&self, ui: &mut Ui) -> Option<Command> {
        let idle = !self.is_running();
        let (mut algorithm, mut quick) = (self.folder_algorithm, self.quick);
        let mut action = None;
        ui.horizontal_wrapped(|ui| {
            ui.add_enabled_ui(idle, |ui| {
                ui.checkbox(&mut quick, t!("compare-quick"))
                    .on_hover_text(t!("compare-quick-hint"));
            });
            if self.slots.iter().any(Option::is_some)
                && ui.button(t!("compare-something-else")).clicked()
            {
                action = Some(Cmd::Reset.into());
            }
        });
        // The checksum type is a choice for the few who need one: folded, and egui
        // remembers whether it was open.
        egui::CollapsingHeader::new(t!("advanced"))
            .id_salt("compare-advanced")
            .show(ui, |ui| {
                ui.add_enabled_ui(idle, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        let label = ui.label(t!("compare-folder-algorithm"));
                        egui::ComboBox::from_id_salt("folder-algorithm")
                            .selected_text(algorithm.display_name())
                            .show_ui(ui, |ui| {
                                for a in Algorithm::ALL {
                                    ui.selectable_value(&mut algorithm, a, a.display_name());
                                }
                            })
                            .response
                            .labelled_by(label.id)
                            .on_hover_text(t!("compare-folder-algorithm-hint"));
                    });
                });
            });
        if (algorithm, quick) != (self.folder_algorithm, self.quick) {
            action = Some(Cmd::FolderOptions(algorithm, quick).into());
        }
        action
    }

    /// Sets how folders are compared (from the next comparison on).
    pub fn set_folder_options(&mut self, algorithm: Algorithm, quick: bool) {
        if !self.is_running() {
            self.folder_algorithm = algorithm;
            self.quick = quick;
        }
    }

    /// The folder comparison: progress, then the report with its exports.
    fn folders_ui(&mut self, ui: &mut Ui) -> Option<Command> {
        let f = self.folders.as_mut()?;
        let quick = f.quick;
        let listing = matches!(f.roots.0, Expected::Listing(_));
        let mut action = None;
        let (actions, stop) = f.ui(ui, |ui, report| {
            folder_compare::how_compared(ui, report, quick);
            action = export_buttons(ui, listing);
        });
        if stop {
            action = Some(App::Cancel.into());
        }
        actions.into_iter().next().or(action)
    }

    fn slot_title(&self, i: usize) -> String {
        let first = i == 0;
        match self.folders.as_ref().map(|f| &f.roots.0) {
            Some(Expected::Folder(_)) if first => t!("compare-first-folder"),
            Some(Expected::Folder(_)) => t!("compare-second-folder"),
            Some(Expected::Listing(sums)) if self.slots[i].as_ref() == Some(sums) => {
                t!("compare-checksum-file")
            }
            Some(Expected::Listing(_)) => t!("compare-folder"),
            None if first => t!("compare-slot-first"),
            None => t!("compare-slot-second"),
        }
    }

    /// One side: its file or folder, and a file's checksums.
    fn slot_ui(&self, ui: &mut Ui, i: usize) -> Option<Command> {
        let visuals = ui.visuals().clone();
        ui.set_width(ui.available_width());
        let title = self.slot_title(i);
        ui.label(RichText::new(title).strong());
        match &self.slots[i] {
            Some(p) => {
                ui.add(egui::Label::new(p.to_string_lossy()).wrap());
            }
            None => {
                ui.label(RichText::new(t!("compare-drop-here")).color(theme::quiet(&visuals)));
            }
        }
        let mut action = None;
        if self.back.is_none() {
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("compare-choose-file")).clicked() {
                    action = Some(App::Open(Dialog::CompareSlot(i)).into());
                }
                if ui.button(t!("compare-choose-folder")).clicked() {
                    action = Some(App::Open(Dialog::CompareFolder(i)).into());
                }
            });
        }
        let row = self
            .results
            .files()
            .iter()
            .find(|f| Some(&*f.path) == self.slots[i].as_deref());
        match row.map(|f| f.outcome()) {
            Some(Ok(lines)) => {
                for l in lines.iter() {
                    ui.label(RichText::new(l.label()).small());
                    ui.add(egui::Label::new(RichText::new(l.hex()).monospace()).wrap());
                }
            }
            Some(Err(e)) => {
                theme::marked_label(
                    ui,
                    RichText::new(format!("⚠ {e}")).color(theme::bad(&visuals)),
                );
            }
            None => {}
        }
        action
    }

    fn segment_maps(&self, ui: &mut Ui) {
        let seg = |i: usize| {
            self.results
                .files()
                .iter()
                .find(|f| Some(&*f.path) == self.slots[i].as_deref())
                .and_then(|f| f.segments())
        };
        let (Some(a), Some(b)) = (seg(0), seg(1)) else {
            return;
        };
        let marks = differing_segments(a, b);
        let differing = marks.iter().filter(|m| **m).count();
        ui.add_space(8.0);
        theme::heading(ui, &t!("live-pieces"));
        ui.label(t!(
            "compare-pieces-differ",
            differing = differing,
            total = marks.len(),
            size = format_size(a.segment_size)
        ));
        ui.columns(2, |cols| {
            for (i, s) in [a, b].into_iter().enumerate() {
                let states = vec![CellState::Done; s.segments.len()];
                let m: Vec<bool> = marks.iter().copied().take(states.len()).collect();
                segment_map::segment_map(&mut cols[i], &states, Some(&m));
            }
        });
    }
}

/// "Save: Report (CSV)… Report (JSON)… Checksums of …": what was clicked.
fn export_buttons(ui: &mut Ui, listing: bool) -> Option<Command> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("compare-save"));
        if ui.button(t!("compare-save-csv")).clicked() {
            action = Some(App::Save(Save::Comparison(AuditExport::Csv)).into());
        }
        if ui.button(t!("compare-save-json")).clicked() {
            action = Some(App::Save(Save::Comparison(AuditExport::Json)).into());
        }
        // A checksum file's own checksums are already saved: in it.
        let sides = if listing {
            vec![(Side::B, t!("compare-save-sums-folder"))]
        } else {
            vec![
                (Side::A, t!("compare-save-sums-first")),
                (Side::B, t!("compare-save-sums-second")),
            ]
        };
        for (side, label) in sides {
            if ui.button(label).clicked() {
                action = Some(App::Save(Save::Comparison(AuditExport::Checksums(side))).into());
            }
        }
    });
    action
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;

    #[test]
    fn differing_segments_are_marked() {
        let seg = |parts: &[&[u8]]| {
            let segs = parts
                .iter()
                .map(|p| vec![Algorithm::Md5.digest(p)])
                .collect();
            SegmentedDigest::from_segments(&[Algorithm::Md5], 4, segs)
        };
        let a = seg(&[b"aaaa", b"bbbb", b"cc"]);
        let b = seg(&[b"aaaa", b"bXbb"]);
        assert_eq!(differing_segments(&a, &b), vec![false, true, true]);
    }
}
