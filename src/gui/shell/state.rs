//! The shell's run-time state for drawing. The persisted
//! choices are [`crate::gui::settings::Settings`], kept apart.

use std::time::Instant;

use crate::gui::common::background::Task;
use crate::gui::common::perf::{FrameStats, Pacer};

pub use crate::gui::common::Notice;

/// How the window draws: frame statistics, redraw pacing, animations.
pub struct Drawing {
    pub(crate) frames: FrameStats,
    pub(crate) pacer: Pacer,
    /// When the app started (files given on the command line wait for the window).
    pub(crate) opened_at: Instant,
    /// The theme last handed to egui.
    pub(crate) theme: Option<egui::ThemePreference>,
    /// What the desktop's settings say of light and dark, once asked.
    pub(crate) desktop_theme: Option<Task<Option<crate::desktop::appearance::Scheme>>>,
    pub(crate) desktop_said: Option<egui::Theme>,
    /// Whether egui's animations are on (they are off while work runs).
    pub(crate) animations_on: bool,
    /// Whether a font for Chinese and Japanese exists (asked when the language
    /// menu first opens).
    pub(crate) cjk_font: Option<bool>,
    /// Whether the renderer clears the window to the panels' colour, so the panels
    /// paint no fill of their own (the real window; a test's renderer clears to
    /// transparent, so there the panels paint it).
    pub(crate) cleared_background: bool,
}

impl Default for Drawing {
    fn default() -> Self {
        Self {
            frames: FrameStats::from_env(),
            pacer: Pacer::new(),
            opened_at: Instant::now(),
            theme: None,
            desktop_theme: None,
            desktop_said: None,
            animations_on: true,
            cjk_font: None,
            cleared_background: false,
        }
    }
}
