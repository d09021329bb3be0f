//! The choices a person makes (algorithms, threads, mode, reading), persisted across
//! restarts, and the panel that edits them.

use std::path::PathBuf;

use egui::Ui;

use crate::engine::options::{
    DEFAULT_BUFFER_SIZE, DEFAULT_SEGMENT_SIZE, default_threads, format_size,
};
use crate::engine::{Algorithm, IoStrategy, JobSpec, Mode, ReadOptions, WalkOptions};

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
        }
    }
}

/// One line, in plain words, about an algorithm (shown on hover).
pub fn algorithm_hint(a: Algorithm) -> &'static str {
    match a {
        Algorithm::Md5 => {
            "Old and fast. Good to spot a damaged download, not to prove who made the file. Its result is one long chain, so only one thread can work on a file."
        }
        Algorithm::Sha1 => {
            "Old. Like MD5, it only shows a file is intact, and one file is hashed by one thread."
        }
        Algorithm::Sha256 => {
            "The most common checksum on download pages. Secure; one file is hashed by one thread."
        }
        Algorithm::Sha512 => {
            "Secure, and faster than SHA-256 on 64-bit computers. One file is hashed by one thread."
        }
        Algorithm::Blake2b => {
            "Secure and fast (what b2sum prints). One file is hashed by one thread."
        }
        Algorithm::Blake2s => {
            "Secure, tuned for smaller or 32-bit computers. One file is hashed by one thread."
        }
        Algorithm::Blake2bp => {
            "BLAKE2b that splits the work into 4 lanes internally; a different result from BLAKE2b."
        }
        Algorithm::Blake2sp => {
            "BLAKE2s that splits the work into 8 lanes internally; a different result from BLAKE2s."
        }
        Algorithm::Blake3 => {
            "Modern and very fast. It is built as a tree, so several threads can share one big file and still get the standard result."
        }
        Algorithm::Crc32 => {
            "A short check used by SFV files and zip. Catches accidents, not tampering."
        }
    }
}

/// The options panel. Returns whether anything changed.
pub fn settings_ui(ui: &mut Ui, s: &mut Settings) -> bool {
    let before = s.clone();
    crate::gui::theme::heading(ui, "Checksum types");
    ui.horizontal_wrapped(|ui| {
        for a in Algorithm::ALL {
            let mut on = s.algorithms.contains(&a);
            if ui
                .checkbox(&mut on, a.display_name())
                .on_hover_text(algorithm_hint(a))
                .changed()
            {
                if on {
                    s.algorithms.push(a);
                } else if s.algorithms.len() > 1 {
                    // Keep at least one: a job with no algorithm would have nothing to show.
                    s.algorithms.retain(|x| *x != a);
                }
            }
        }
    });
    ui.add_space(8.0);

    crate::gui::theme::heading(ui, "Threads");
    ui.add(egui::Slider::new(&mut s.threads, 1..=max_threads()).text("threads"))
        .on_hover_text(format!(
            "How many files (or pieces of one file) are hashed at the same time. This computer has {} cores.",
            default_threads()
        ));
    ui.add_space(8.0);

    crate::gui::theme::heading(ui, "Mode");
    ui.radio_value(&mut s.segmented, false, "Standard checksum")
        .on_hover_text("The usual checksum of the whole file, the one download pages publish.");
    ui.radio_value(&mut s.segmented, true, "Segment checksums")
        .on_hover_text(
            "Cuts each file into equal pieces and checksums each piece, so any checksum type can use every thread. \
             The combined result (like an S3 ETag) differs from the standard checksum.",
        );
    ui.add_enabled_ui(s.segmented, |ui| {
        egui::ComboBox::from_label("segment size")
            .selected_text(format_size(s.segment_size))
            .show_ui(ui, |ui| {
                for size in SEGMENT_SIZES {
                    ui.selectable_value(&mut s.segment_size, size, format_size(size));
                }
            })
            .response
            .on_hover_text("The size of each piece. Smaller pieces spread the work more evenly.");
    });
    ui.add_space(8.0);

    crate::gui::theme::heading(ui, "Reading");
    ui.radio_value(&mut s.strategy, IoStrategy::Auto, "Automatic")
        .on_hover_text("Let Hashdrop choose: map large files into memory, read small ones.");
    ui.radio_value(&mut s.strategy, IoStrategy::Mmap, "Memory-mapped")
        .on_hover_text("Let the system load the file into memory as it is hashed. Usually fastest for big local files.");
    ui.radio_value(&mut s.strategy, IoStrategy::Read, "Buffered reads")
        .on_hover_text(
            "Read the file in pieces of the buffer size below. Good for network drives.",
        );
    ui.add_enabled_ui(s.strategy == IoStrategy::Read, |ui| {
        egui::ComboBox::from_label("buffer size")
            .selected_text(format_size(s.buffer_size as u64))
            .show_ui(ui, |ui| {
                for size in BUFFER_SIZES {
                    ui.selectable_value(&mut s.buffer_size, size, format_size(size as u64));
                }
            })
            .response
            .on_hover_text(
                "How much is read at a time. Larger buffers mean fewer trips to the disk.",
            );
    });
    ui.add_space(8.0);

    crate::gui::theme::heading(ui, "Folders");
    ui.checkbox(&mut s.recursive, "Include sub-folders")
        .on_hover_text("When you add a folder, also hash the files in the folders inside it.");

    *s != before
}

#[cfg(test)]
mod tests {
    use super::*;

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
