//! A small driver for the window in tests: drop, paste, copy, hand over a launch,
//! wait until settled, and read the headline and each file's verdict. Tests say what
//! a person does and what the window answers; they do not reach into the app's state.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::Sender;
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use hashdrop::gui::HashdropApp;
use hashdrop::gui::hash::verdict as verdict_view;
use hashdrop::gui::widgets::theme;
use hashdrop::sums::{Colour, RowVerdict};

use crate::common::Dropped;

/// The window, as a person uses it.
pub struct Window {
    /// The harness (for queries the driver does not wrap).
    pub h: Harness<'static, HashdropApp>,
    launches: Option<Sender<Vec<PathBuf>>>,
}

impl Window {
    /// A window in English whose clipboard held `clipboard` when it opened (`""`: an
    /// empty clipboard), with the added keys in `keys` if given.
    pub fn open_with(clipboard: &str, keys: Option<&Path>) -> Self {
        Self::open_sized(clipboard, keys, [1100.0, 800.0])
    }

    /// A window of `size` points (otherwise as [`Window::open_with`]).
    pub fn open_sized(clipboard: &str, keys: Option<&Path>, size: [f32; 2]) -> Self {
        let mut h = Harness::builder()
            .with_size(size)
            .build_eframe(|cc| HashdropApp::new_for_test(&cc.egui_ctx));
        if let Some(keys) = keys {
            h.state_mut()
                .set_key_store(Some(hashdrop::desktop::key_store::KeyStore::in_dir(keys)));
        }
        let (tx, rx) = std::sync::mpsc::channel();
        h.state_mut().set_incoming(rx);
        // The window asks for the clipboard when it opens: this is the answer.
        h.input_mut()
            .events
            .push(egui::Event::Paste(clipboard.into()));
        h.run();
        Self {
            h,
            launches: Some(tx),
        }
    }

    /// A window with an empty clipboard and only the bundled keys.
    pub fn open() -> Self {
        Self::open_with("", None)
    }

    /// Drops files on the window.
    pub fn drop(&mut self, paths: &[&Path]) {
        for p in paths {
            self.h
                .input_mut()
                .dropped_files
                .push(Arc::new(Dropped(p.to_path_buf())));
        }
        self.h.step();
    }

    /// Drops files while `clipboard` is on the clipboard (answering the window's
    /// request for it).
    pub fn drop_with_clipboard(&mut self, paths: &[&Path], clipboard: &str) {
        self.drop(paths);
        self.h
            .input_mut()
            .events
            .push(egui::Event::Paste(clipboard.into()));
        self.h.step();
    }

    /// A second `hashdrop FILES` while the window is open.
    pub fn launch(&mut self, paths: &[&Path]) {
        let paths = paths.iter().map(|p| p.to_path_buf()).collect();
        if let Some(tx) = &self.launches {
            tx.send(paths).expect("the window listens");
        }
        self.h.step();
    }

    /// Types `text` into the "Expected checksum" box.
    pub fn type_expected(&mut self, text: &str) {
        let label = hashdrop::gui::i18n::tr("expected-label");
        self.h
            .get_by_role_and_label(egui::Role::MultilineTextInput, &label)
            .focus();
        self.h.run();
        self.h
            .get_by_role_and_label(egui::Role::MultilineTextInput, &label)
            .type_text(text);
        self.h.run();
    }

    /// What the "Expected checksum" box holds, as a screen reader reads it.
    pub fn expected_text(&mut self) -> String {
        let label = hashdrop::gui::i18n::tr("expected-label");
        self.h
            .get_by_role_and_label(egui::Role::MultilineTextInput, &label)
            .value()
            .unwrap_or_default()
    }

    /// Presses Enter in the expected-checksum box: what is typed there is complete.
    pub fn press_enter(&mut self) {
        let label = hashdrop::gui::i18n::tr("expected-label");
        self.h
            .get_by_role_and_label(egui::Role::MultilineTextInput, &label)
            .focus();
        self.h.run();
        self.h.key_down(egui::Key::Enter);
        self.h.key_up(egui::Key::Enter);
        self.h.run();
    }

    /// Clicks the button labelled `label`.
    pub fn click(&mut self, label: &str) {
        self.h.get_by_label(label).click();
        self.h.step();
    }

    /// Steps until the window has done all it will do by itself (at most ~30 s).
    pub fn settle(&mut self) {
        let mut calm = 0;
        for _ in 0..3000 {
            self.h.step();
            if self.h.state().is_settled() {
                calm += 1;
                // A few quiet frames: an answer from a background task may be due.
                if calm >= 5 {
                    self.h.run();
                    return;
                }
            } else {
                calm = 0;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("the window did not settle");
    }

    /// Steps until `cond` holds (at most ~30 s).
    pub fn until(&mut self, what: &str, cond: impl Fn(&Self) -> bool) {
        for _ in 0..3000 {
            self.h.step();
            if cond(self) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("timed out waiting for: {what}");
    }

    /// The headline's colour and words, as drawn (`None`: no verdict shown). The
    /// words are also looked for on screen.
    pub fn headline(&self) -> Option<(Colour, String)> {
        let report = self.h.state().check().report();
        let text = verdict_view::headline_text(
            report,
            self.h.state().check().model(),
            self.results(),
            self.h.state().hash().session.still_hashing(),
        )?;
        // A screen reader says the words without the mark ("Matches", not "heavy check
        // mark Matches").
        let spoken = theme::unmarked(&text);
        assert!(
            self.h.query_all_by_label(spoken).next().is_some(),
            "the headline {spoken:?} is on screen"
        );
        assert!(
            spoken == text || self.h.query_all_by_label(&text).next().is_none(),
            "the headline's mark is not in what is said: {text:?}"
        );
        Some((report.headline.colour(), text))
    }

    /// How many files the results list holds.
    fn results(&self) -> usize {
        self.h.state().hash().session.results.files().len()
    }

    /// How a screen reader announces the headline (its live setting), if it is shown.
    pub fn headline_live(&self) -> Option<egui::accesskit::Live> {
        let text = verdict_view::headline_text(
            self.h.state().check().report(),
            self.h.state().check().model(),
            self.results(),
            self.h.state().hash().session.still_hashing(),
        )?;
        self.h
            .query_all_by_label(theme::unmarked(&text))
            .map(|n| n.accesskit_node().live())
            .find(|l| *l != egui::accesskit::Live::Off)
    }

    /// The names a screen reader hears for the buttons on screen.
    pub fn button_names(&self) -> Vec<String> {
        self.h
            .root()
            .children_recursive()
            .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
            .filter_map(|n| n.accesskit_node().label())
            .collect()
    }

    /// The verdict of the file at `path`.
    pub fn row(&self, path: &Path) -> Option<RowVerdict> {
        let report = self.h.state().check().report();
        report.row(path).map(|r| r.verdict.clone())
    }

    /// Whether a label containing `text` is on screen.
    pub fn shows(&self, text: &str) -> bool {
        // At least one: a row's words are also in the row's own name.
        self.h.query_all_by_label_contains(text).next().is_some()
    }

    /// How many labels containing `text` are on screen.
    pub fn count(&self, text: &str) -> usize {
        self.h.query_all_by_label_contains(text).count()
    }

    /// The labels on screen that contain `text` (for a failing assertion's message).
    #[allow(dead_code)] // Not every test binary that uses the driver calls it.
    pub fn texts_containing(&self, text: &str) -> Vec<String> {
        self.h
            .query_all_by_label_contains(text)
            .filter_map(|n| n.value().or_else(|| n.accesskit_node().label()))
            .collect()
    }
}
