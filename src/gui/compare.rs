//! "Compare two files": two drop slots, same/different, both digests, the offset of
//! the first differing byte, and in segmented mode the two segment maps side by side
//! with the differing segments marked.

use super::perf::Repaint;
use std::path::PathBuf;
use std::sync::Arc;

use egui::{RichText, Ui};

use super::background::Task;
use super::jobs::{HashRun, Results};
use super::settings::Settings;
use super::{segment_map, theme};
use crate::engine::control::Control;
use crate::engine::stream::{Difference, first_difference};
use crate::engine::{CellState, FileError, SegmentedDigest};

type DiffOutcome = Result<Difference, (usize, FileError)>;

/// What the compare view asks the app to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Open a file dialog for slot 0 or 1.
    Choose(usize),
    /// Start again with empty slots.
    Reset,
}

/// The compare view's state.
#[derive(Default)]
pub struct Compare {
    /// The two files.
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
        let slot = slot.unwrap_or_else(|| if self.slots[0].is_none() { 0 } else { 1 });
        self.slots[slot.min(1)] = Some(path);
        self.restart(settings, repaint);
    }

    /// Empties both slots.
    pub fn reset(&mut self) {
        self.stop();
        self.slots = [None, None];
    }

    fn stop(&mut self) {
        if let Some(c) = &self.control {
            c.cancel();
        }
        if let Some(r) = &self.run {
            r.cancel();
        }
        self.run = None;
        self.diff = None;
        self.control = None;
        self.difference = None;
        self.results.clear();
        self.start_error = None;
    }

    /// Whether hashing or comparing is still going on.
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(HashRun::is_running) || self.diff.is_some()
    }

    /// Stops the work at once.
    pub fn cancel(&mut self) {
        if let Some(c) = &self.control {
            c.cancel();
        }
        if let Some(r) = &self.run {
            r.cancel();
        }
    }

    fn restart(&mut self, settings: &Settings, repaint: &Repaint) {
        self.stop();
        let [Some(a), Some(b)] = self.slots.clone() else {
            return;
        };
        self.next_run += 1;
        let spec = settings.job_spec(vec![a.clone(), b.clone()], &[], false);
        match HashRun::start(self.next_run, spec, Some(repaint.wake()), None) {
            Ok(r) => self.run = Some(r),
            Err(e) => self.start_error = Some(e),
        }
        let control = Arc::new(Control::default());
        let c = Arc::clone(&control);
        match Task::spawn("hashdrop-compare", Some(repaint.ctx().clone()), move || {
            first_difference(&a, &b, &c)
        }) {
            Ok(t) => {
                self.diff = Some(t);
                self.control = Some(control);
            }
            Err(e) => self.start_error = Some(format!("Cannot start comparing: {e}")),
        }
    }

    /// Workers hashing for the comparison right now.
    pub fn busy_workers(&self) -> usize {
        self.run.as_ref().map_or(0, HashRun::busy_workers)
    }

    /// CPU time the comparison's job has used so far (zero with none), for the pacer.
    pub fn cpu_time(&self) -> std::time::Duration {
        self.run
            .as_ref()
            .map_or(std::time::Duration::ZERO, |r| r.progress().cpu_time())
    }

    /// Takes finished work; call every frame.
    pub fn poll(&mut self) {
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
    pub fn ui(&mut self, ui: &mut Ui) -> Option<Action> {
        let mut action = None;
        ui.label(
            "Drop two files here (or one on each side) to see whether they are exactly the same.",
        );
        ui.add_space(6.0);
        ui.columns(2, |cols| {
            for (i, ui) in cols.iter_mut().enumerate() {
                egui::Frame::group(ui.style())
                    .inner_margin(10.0)
                    .show(ui, |ui| {
                        if self.slot_ui(ui, i) {
                            action = Some(Action::Choose(i));
                        }
                    });
            }
        });
        ui.add_space(8.0);
        self.verdict_ui(ui);
        self.segment_maps(ui);
        if self.slots.iter().any(Option::is_some) && ui.button("Compare other files").clicked() {
            action = Some(Action::Reset);
        }
        action
    }

    /// One side: its file and checksums; `true` when "Choose…" was clicked.
    fn slot_ui(&self, ui: &mut Ui, i: usize) -> bool {
        let visuals = ui.visuals().clone();
        ui.set_width(ui.available_width());
        ui.label(RichText::new(if i == 0 { "First file" } else { "Second file" }).strong());
        match &self.slots[i] {
            Some(p) => {
                ui.add(egui::Label::new(p.to_string_lossy()).wrap());
            }
            None => {
                ui.label(RichText::new("Drop a file here").color(theme::quiet(&visuals)));
            }
        }
        let label = if i == 0 {
            "Choose first file…"
        } else {
            "Choose second file…"
        };
        let chosen = ui.button(label).clicked();
        let row = self
            .results
            .files()
            .iter()
            .find(|f| Some(&f.path) == self.slots[i].as_ref());
        match row.map(|f| &f.outcome) {
            Some(Ok(lines)) => {
                for l in lines {
                    ui.label(RichText::new(l.label()).small());
                    ui.add(egui::Label::new(RichText::new(l.hex()).monospace()).wrap());
                }
            }
            Some(Err(e)) => {
                ui.label(RichText::new(format!("⚠ {e}")).color(theme::bad(&visuals)));
            }
            None => {}
        }
        chosen
    }

    /// "The same", "Different" with the first differing byte, or what went wrong.
    fn verdict_ui(&self, ui: &mut Ui) {
        let visuals = ui.visuals().clone();
        if let Some(e) = &self.start_error {
            ui.label(RichText::new(format!("⚠ {e}")).color(theme::bad(&visuals)));
        }
        let big = |ui: &mut Ui, text: &str, colour| {
            ui.label(RichText::new(text).size(30.0).strong().color(colour));
        };
        match &self.difference {
            Some(Ok(Difference::Identical)) => {
                big(ui, "✔ The same", theme::good(&visuals));
                ui.label("Every byte of the two files is identical.");
            }
            Some(Ok(Difference::At(offset))) => {
                big(ui, "✖ Different", theme::bad(&visuals));
                ui.label(format!(
                    "The first difference is at byte {} (offset 0x{offset:x}); everything before it is the same.",
                    group_digits(*offset)
                ));
            }
            Some(Err((slot, e))) => {
                let which = if *slot == 0 { "first" } else { "second" };
                ui.label(
                    RichText::new(format!("⚠ The {which} file: {e}")).color(theme::bad(&visuals)),
                );
            }
            None if self.is_running() => {
                // Not a spinner: it would ask for a frame 60 times a second.
                ui.label("⏳ Comparing…");
            }
            None => {}
        }
    }

    fn segment_maps(&self, ui: &mut Ui) {
        let seg = |i: usize| {
            self.results
                .files()
                .iter()
                .find(|f| Some(&f.path) == self.slots[i].as_ref())
                .and_then(|f| f.segments.as_deref())
        };
        let (Some(a), Some(b)) = (seg(0), seg(1)) else {
            return;
        };
        let marks = differing_segments(a, b);
        let differing = marks.iter().filter(|m| **m).count();
        ui.add_space(8.0);
        theme::heading(ui, "Pieces of each file");
        ui.label(format!(
            "{differing} of {} pieces of {} differ (outlined in red).",
            marks.len(),
            crate::engine::options::format_size(a.segment_size)
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

/// 1234567 → "1,234,567".
pub fn group_digits(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;

    #[test]
    fn digits_are_grouped() {
        assert_eq!(group_digits(0), "0");
        assert_eq!(group_digits(1234), "1,234");
        assert_eq!(group_digits(1234567), "1,234,567");
    }

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
