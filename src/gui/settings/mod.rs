//! The choices a person makes (algorithms, threads, mode, reading), persisted across
//! restarts, and the panel that edits them.

pub mod file_menus;
pub mod key_views;
pub(crate) mod keys;

use std::path::PathBuf;

use egui::{RichText, Ui};

use crate::engine::options::{DEFAULT_BUFFER_SIZE, DEFAULT_SEGMENT_SIZE, default_threads};
use crate::engine::{Algorithm, IoStrategy, JobSpec, Mode, ReadOptions, WalkOptions};
use crate::gui::i18n::{Lang, format_size};
use crate::gui::widgets::algorithm_picker::algorithm_picker;
use crate::t;

/// Key under which [`Settings`] are stored by eframe.
pub const STORAGE_KEY: &str = "hashdrop.settings";

/// Segment sizes offered in the menu (bytes).
const SEGMENT_SIZES: [u64; 7] = [
    1 << 20,
    4 << 20,
    8 << 20,
    16 << 20,
    32 << 20,
    64 << 20,
    256 << 20,
];

/// Read-buffer sizes offered in the menu (bytes).
const BUFFER_SIZES: [usize; 8] = [
    4 << 10,
    8 << 10,
    16 << 10,
    64 << 10,
    256 << 10,
    1 << 20,
    4 << 20,
    16 << 20,
];

/// Everything the person chose; saved by eframe and restored at the next start.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Algorithms to compute (at least one).
    pub algorithms: Vec<Algorithm>,
    /// Worker threads.
    pub threads: usize,
    /// Segment checksums instead of the standard checksum.
    pub segmented: bool,
    /// Segment size in bytes for segment checksums.
    pub segment_size: u64,
    /// How files are read.
    pub strategy: IoStrategy,
    /// Buffer size for buffered reading.
    pub buffer_size: usize,
    /// Whether added folders include their sub-folders.
    pub recursive: bool,
    /// The window's language; `None` follows the system's.
    pub language: Option<Lang>,
    /// Light or dark, or as the system says.
    pub theme: ThemeChoice,
    /// Whether the options (checksum types, threads, reading) are shown beside the
    /// view. Hidden at first: verifying a download needs none of them.
    pub show_options: bool,
    /// Whether the options' Advanced section (mode, reading) is open.
    pub advanced_open: bool,
    /// Ask the publisher for a file the catalogue knows without waiting for the button
    /// (off: nothing is sent anywhere unless the person presses it).
    pub ask_publisher: bool,
}

/// The window's colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ThemeChoice {
    /// As the system says (dark when it says nothing).
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl ThemeChoice {
    /// egui's preference for it. `windowing` is what the windowing system reports,
    /// `desktop` what the desktop's settings say ([`crate::desktop::appearance`]): "as the system"
    /// follows the first that says something.
    pub fn preference(
        self,
        windowing: Option<egui::Theme>,
        desktop: Option<egui::Theme>,
    ) -> egui::ThemePreference {
        match (self, windowing.or(desktop)) {
            (Self::Light, _) | (Self::System, Some(egui::Theme::Light)) => {
                egui::ThemePreference::Light
            }
            (Self::Dark, _) | (Self::System, Some(egui::Theme::Dark)) => {
                egui::ThemePreference::Dark
            }
            (Self::System, None) => egui::ThemePreference::System,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            algorithms: vec![Algorithm::Sha256],
            threads: default_threads(),
            segmented: false,
            segment_size: DEFAULT_SEGMENT_SIZE,
            strategy: IoStrategy::Auto,
            buffer_size: DEFAULT_BUFFER_SIZE,
            recursive: true,
            language: None,
            theme: ThemeChoice::System,
            show_options: false,
            advanced_open: false,
            ask_publisher: false,
        }
    }
}

/// The largest thread count offered: twice the cores (more only adds switching).
pub fn max_threads() -> usize {
    default_threads() * 2
}

impl Settings {
    /// Loads saved settings, or the defaults when there are none (or they are unreadable).
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Self {
        storage
            .and_then(|s| eframe::get_value::<Self>(s, STORAGE_KEY))
            .unwrap_or_default()
            .sanitized()
    }

    /// The language the window speaks: the one chosen, or the system's.
    pub fn language(&self) -> Lang {
        self.language.unwrap_or_else(Lang::from_system)
    }

    /// Saves the settings.
    pub fn save(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, self);
    }

    /// Brings values from an older or edited file back into range.
    pub fn sanitized(mut self) -> Self {
        self.algorithms.sort();
        self.algorithms.dedup();
        if self.algorithms.is_empty() {
            self.algorithms.push(Algorithm::Sha256);
        }
        self.threads = self.threads.clamp(1, max_threads());
        self.segment_size = self.segment_size.max(1);
        self.buffer_size = self.buffer_size.clamp(512, 64 << 20);
        self
    }

    /// The engine job for `inputs` with these choices; `extra` algorithms are added
    /// (those needed to check an expected checksum), and `standard` forces the plain
    /// digest (a published checksum is never a segment checksum).
    pub fn job_spec(&self, inputs: Vec<PathBuf>, extra: &[Algorithm], standard: bool) -> JobSpec {
        let mut algorithms = self.algorithms.clone();
        for a in extra {
            if !algorithms.contains(a) {
                algorithms.push(*a);
            }
        }
        algorithms.sort();
        JobSpec {
            inputs,
            algorithms,
            mode: if self.segmented && !standard {
                Mode::Segmented {
                    segment_size: self.segment_size,
                }
            } else {
                Mode::Standard
            },
            threads: self.threads,
            read: ReadOptions {
                strategy: self.strategy,
                buffer_size: self.buffer_size,
            },
            walk: WalkOptions {
                recursive: self.recursive,
                follow_symlinks: false,
            },
            // The app paces its drawing by what hashing leaves of the machine.
            measure_cpu: true,
            kernel: None,
            limit: None,
        }
    }
}

/// One line, in plain words, about an algorithm (shown on hover).
pub fn algorithm_hint(a: Algorithm) -> String {
    match a {
        Algorithm::Md5 => t!("algo-hint-md5"),
        Algorithm::Sha1 => t!("algo-hint-sha1"),
        Algorithm::Sha256 => t!("algo-hint-sha256"),
        Algorithm::Sha512 => t!("algo-hint-sha512"),
        Algorithm::Blake2b => t!("algo-hint-blake2b"),
        Algorithm::Blake2s => t!("algo-hint-blake2s"),
        Algorithm::Blake2bp => t!("algo-hint-blake2bp"),
        Algorithm::Blake2sp => t!("algo-hint-blake2sp"),
        Algorithm::Blake3 => t!("algo-hint-blake3"),
        Algorithm::Crc32 => t!("algo-hint-crc32"),
        Algorithm::Sha224 => t!("algo-hint-sha224"),
        Algorithm::Sha384 => t!("algo-hint-sha384"),
        Algorithm::Sha3_224 | Algorithm::Sha3_256 | Algorithm::Sha3_384 | Algorithm::Sha3_512 => {
            t!("algo-hint-sha3")
        }
        Algorithm::Sm3 => t!("algo-hint-sm3"),
        Algorithm::Blake2bLen(_) => t!("algo-hint-blake2b-len"),
        Algorithm::Xxh64 | Algorithm::Xxh3 | Algorithm::Xxh128 => t!("algo-hint-xxhash"),
        Algorithm::Crc32c => t!("algo-hint-crc32c"),
        Algorithm::Crc64Nvme => t!("algo-hint-crc64nvme"),
    }
}

/// The language menu (in the top bar). Without a font for Chinese and Japanese, it
/// says so next to those languages; `cjk_font` caches whether one was found.
pub fn language_menu(ui: &mut Ui, s: &mut Settings, cjk_font: &mut Option<bool>) {
    let current = s.language();
    let response = ui
        .menu_button(format!("🌐 {}", current.native_name()), |ui| {
            // Asked only when the menu opens: it waits for the system's font list.
            let cjk_font = *cjk_font.get_or_insert_with(|| has_cjk_font(ui.ctx()));
            let system = t!("language-system", name = Lang::from_system().native_name());
            if ui.radio(s.language.is_none(), system).clicked() {
                s.language = None;
                ui.close();
            }
            ui.separator();
            for lang in Lang::ALL {
                let mut name = lang.native_name().to_owned();
                if lang.needs_cjk_font() && !cjk_font {
                    name = format!("{name} — {}", t!("language-no-cjk-font"));
                }
                if ui.radio(s.language == Some(lang), name).clicked() {
                    s.language = Some(lang);
                    ui.close();
                }
            }
        })
        .response;
    // A screen reader says the words, not the globe.
    let name = t!("language-menu-name", name = current.native_name());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    response.on_hover_text(t!("language-menu-hint"));
}

/// Whether the fonts (egui's, and the system's through fontconfig) draw Chinese and
/// Japanese.
pub fn has_cjk_font(ctx: &egui::Context) -> bool {
    let font = egui::FontId::proportional(14.0);
    ctx.fonts_mut(|f| f.has_glyphs(&font, "简体中文日本語"))
}

/// The options panel. Returns whether anything changed.
pub fn settings_ui(ui: &mut Ui, s: &mut Settings) -> bool {
    let before = s.clone();
    crate::gui::widgets::theme::heading(ui, &t!("settings-appearance"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(
            &mut s.theme,
            ThemeChoice::System,
            t!("settings-theme-system"),
        );
        ui.radio_value(&mut s.theme, ThemeChoice::Light, t!("settings-theme-light"));
        ui.radio_value(&mut s.theme, ThemeChoice::Dark, t!("settings-theme-dark"));
    });
    ui.add_space(8.0);
    crate::gui::widgets::theme::heading(ui, &t!("settings-checksum-types"));
    let common = Algorithm::COMMON;
    match algorithm_picker(
        ui,
        "settings-more-types",
        &common,
        &s.algorithms,
        algorithm_hint,
    ) {
        Some((a, true)) => s.algorithms.push(a),
        // Keep at least one: a job with no algorithm would have nothing to show.
        Some((a, false)) if s.algorithms.len() > 1 => s.algorithms.retain(|x| *x != a),
        _ => {}
    }
    ui.add_space(8.0);

    crate::gui::widgets::theme::heading(ui, &t!("settings-threads"));
    ui.add(egui::Slider::new(&mut s.threads, 1..=max_threads()).text(t!("settings-threads-unit")))
        .on_hover_text(t!("settings-threads-hint", cores = default_threads()));
    ui.add_space(8.0);

    // How files are read and cut into pieces: for the few who measure. Folded, and
    // whether it is open is kept with the settings.
    let advanced = egui::CollapsingHeader::new(RichText::new(t!("advanced")).strong())
        .id_salt("settings-advanced")
        .open(Some(s.advanced_open))
        .show(ui, |ui| advanced_ui(ui, s));
    if advanced.header_response.clicked() {
        s.advanced_open = !s.advanced_open;
    }
    ui.add_space(8.0);

    crate::gui::widgets::theme::heading(ui, &t!("settings-folders"));
    ui.checkbox(&mut s.recursive, t!("settings-recursive"))
        .on_hover_text(t!("settings-recursive-hint"));
    ui.add_space(8.0);

    crate::gui::widgets::theme::heading(ui, &t!("settings-publishers"));
    ui.checkbox(&mut s.ask_publisher, t!("settings-ask-publisher"))
        .on_hover_text(t!("settings-ask-publisher-hint"));

    *s != before
}

/// Mode, segment size, reading and buffer size.
fn advanced_ui(ui: &mut Ui, s: &mut Settings) {
    crate::gui::widgets::theme::heading(ui, &t!("settings-mode"));
    ui.radio_value(&mut s.segmented, false, t!("settings-standard"))
        .on_hover_text(t!("settings-standard-hint"));
    ui.radio_value(&mut s.segmented, true, t!("settings-segmented"))
        .on_hover_text(t!("settings-segmented-hint"));
    ui.add_enabled_ui(s.segmented, |ui| {
        egui::ComboBox::from_label(t!("settings-segment-size"))
            .selected_text(format_size(s.segment_size))
            .show_ui(ui, |ui| {
                for size in SEGMENT_SIZES {
                    ui.selectable_value(&mut s.segment_size, size, format_size(size));
                }
            })
            .response
            .on_hover_text(t!("settings-segment-size-hint"));
    });
    ui.add_space(8.0);

    crate::gui::widgets::theme::heading(ui, &t!("settings-reading"));
    ui.radio_value(&mut s.strategy, IoStrategy::Auto, t!("settings-read-auto"))
        .on_hover_text(t!("settings-read-auto-hint"));
    ui.radio_value(&mut s.strategy, IoStrategy::Mmap, t!("settings-read-mmap"))
        .on_hover_text(t!("settings-read-mmap-hint"));
    ui.radio_value(
        &mut s.strategy,
        IoStrategy::Read,
        t!("settings-read-buffered"),
    )
    .on_hover_text(t!("settings-read-buffered-hint"));
    ui.add_enabled_ui(s.strategy == IoStrategy::Read, |ui| {
        egui::ComboBox::from_label(t!("settings-buffer-size"))
            .selected_text(format_size(s.buffer_size as u64))
            .show_ui(ui, |ui| {
                for size in BUFFER_SIZES {
                    ui.selectable_value(&mut s.buffer_size, size, format_size(size as u64));
                }
            })
            .response
            .on_hover_text(t!("settings-buffer-size-hint"));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn as_the_system_follows_the_windowing_system_then_the_desktop() {
        use egui::{Theme, ThemePreference as P};
        let sys = ThemeChoice::System;
        assert_eq!(
            sys.preference(Some(Theme::Light), Some(Theme::Dark)),
            P::Light
        );
        assert_eq!(sys.preference(None, Some(Theme::Light)), P::Light);
        assert_eq!(sys.preference(None, None), P::System);
        assert_eq!(
            ThemeChoice::Dark.preference(Some(Theme::Light), None),
            P::Dark
        );
        assert_eq!(
            ThemeChoice::Light.preference(None, Some(Theme::Dark)),
            P::Light
        );
    }

    #[test]
    fn sanitize_restores_ranges() {
        let s = Settings {
            algorithms: vec![],
            threads: 0,
            segment_size: 0,
            buffer_size: 1,
            ..Settings::default()
        }
        .sanitized();
        assert_eq!(s.algorithms, vec![Algorithm::Sha256]);
        assert_eq!(s.threads, 1);
        assert_eq!(s.segment_size, 1);
        assert_eq!(s.buffer_size, 512);
    }

    #[test]
    fn job_spec_adds_candidates_and_forces_standard() {
        let s = Settings {
            segmented: true,
            ..Settings::default()
        };
        let spec = s.job_spec(vec![], &[Algorithm::Blake3, Algorithm::Sha256], true);
        assert_eq!(spec.algorithms, vec![Algorithm::Sha256, Algorithm::Blake3]);
        assert_eq!(spec.mode, Mode::Standard);
        assert!(matches!(
            s.job_spec(vec![], &[], false).mode,
            Mode::Segmented { .. }
        ));
    }
}
