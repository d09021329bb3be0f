//! Drag and drop anywhere on the window: what is being dragged, what dropping it will
//! do (said on the window while dragging), and the dropped paths.

use crate::t;
use std::path::{Path, PathBuf};

use egui::{Align2, Color32, FontId, Id, LayerId, Order};

/// Paths being dragged over the window (empty when nothing is).
pub fn hovered(ctx: &egui::Context) -> Vec<PathBuf> {
    ctx.input(|i| {
        i.raw
            .hovered_files
            .iter()
            .filter_map(|f| f.path.clone())
            .collect()
    })
}

/// Whether something is being dragged over the window (some systems do not say what).
pub fn is_hovering(ctx: &egui::Context) -> bool {
    ctx.input(|i| !i.raw.hovered_files.is_empty())
}

/// Paths dropped this frame.
pub fn dropped(ctx: &egui::Context) -> Vec<PathBuf> {
    ctx.input(|i| {
        i.raw
            .dropped_files
            .iter()
            .map(|f| f.path().to_path_buf())
            .collect()
    })
}

/// Whether a file may hold public keys, by its name: OpenPGP's endings (`.asc`,
/// `.gpg`, `.key`, `.pgp`), `.pub` (OpenPGP, minisign, signify or SSH) and SSH's
/// `allowed_signers`. Only a guess: reading it tells (a `.gpg` may be a signature).
pub fn may_be_key_file(path: &Path) -> bool {
    let named_signers = path
        .file_name()
        .is_some_and(|n| n.to_string_lossy().eq_ignore_ascii_case("allowed_signers"));
    named_signers
        || path
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase())
            .is_some_and(|e| matches!(e.as_str(), "asc" | "gpg" | "key" | "pgp" | "pub"))
}

/// Whether the name is OpenBSD's for a checksum list signed with `signify -S -e`
/// (`SHA256.sig`, `SHA512.sig`): a list with its signature inside, not a detached
/// signature of a file named `SHA256`.
pub fn is_signify_list_name(path: &Path) -> bool {
    path.file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .is_some_and(|n| matches!(n.as_str(), "sha256.sig" | "sha512.sig"))
}

/// Whether the name is that of a checksum file (`SHA256SUMS`, `CHECKSUM`, `x.sha256`,
/// `x.md5`, `x.sfv`, …). Judged by name only: the UI thread reads no files.
pub fn looks_like_checksum_file(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    const EXTS: [&str; 12] = [
        "md5",
        "sha1",
        "sha256",
        "sha512",
        "b2",
        "b3",
        "blake2",
        "blake3",
        "sfv",
        "crc",
        "sha256sum",
        "md5sum",
    ];
    crate::sums::is_probably_sums_file(path)
        || is_signify_list_name(path)
        || EXTS.contains(&ext.as_str())
        || name.ends_with("sums")
        || name.ends_with("sums.txt")
        || name.starts_with("checksum")
        || name.contains("checksums")
}

/// What dropping `paths` will do, in words ("Drop to hash 3 files").
pub fn describe(paths: &[PathBuf], comparing: bool, verifying: bool) -> String {
    let n = paths.len();
    if comparing {
        return match n {
            0 | 1 => t!("drop-compare-one"),
            2 => t!("drop-compare-two"),
            _ => t!("drop-compare-many"),
        };
    }
    if n == 1 && looks_like_checksum_file(&paths[0]) {
        return t!("drop-check-listed", name = name(&paths[0]));
    }
    match (n, verifying) {
        (0, false) => t!("drop-hash-these"),
        (0, true) => t!("drop-hash-check-these"),
        (1, false) if paths[0].extension().is_none() => {
            t!("drop-hash-named", name = name(&paths[0]))
        }
        (1, true) if paths[0].extension().is_none() => {
            t!("drop-hash-check-named", name = name(&paths[0]))
        }
        (n, false) => t!("drop-hash-count", count = n),
        (n, true) => t!("drop-hash-check-count", count = n),
    }
}

fn name(p: &Path) -> String {
    p.file_name().map_or_else(
        || p.to_string_lossy().into_owned(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Darkens the window and says `message` in large letters.
pub fn overlay(ctx: &egui::Context, message: &str) {
    let painter = ctx.layer_painter(LayerId::new(Order::Foreground, Id::unique("drop_overlay")));
    let rect = ctx.content_rect();
    painter.rect_filled(rect, 0.0, Color32::from_black_alpha(170));
    painter.rect_stroke(
        rect.shrink(12.0),
        12.0,
        egui::Stroke::new(3.0, Color32::from_white_alpha(200)),
        egui::StrokeKind::Inside,
    );
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        message,
        FontId::proportional(30.0),
        Color32::WHITE,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_what_a_drop_will_do() {
        crate::gui::i18n::set_language(crate::gui::i18n::Lang::En);
        let p = |s: &str| PathBuf::from(s);
        assert_eq!(
            describe(&[p("/a.iso"), p("/b.iso"), p("/c")], false, false),
            "Drop to hash 3 files"
        );
        assert_eq!(
            describe(&[p("/x/SHA256SUMS")], false, false),
            "Drop to check the files listed in SHA256SUMS"
        );
        assert_eq!(
            describe(&[p("/a"), p("/b")], true, false),
            "Drop to compare these two"
        );
        assert_eq!(
            describe(&[p("/a.iso")], false, true),
            "Drop to hash and check 1 file"
        );
    }

    #[test]
    fn recognises_checksum_file_names() {
        for n in [
            "SHA256SUMS",
            "CHECKSUM",
            "x.iso.sha256",
            "a.md5",
            "b.sfv",
            "MD5SUMS.txt",
            "checksums.txt",
        ] {
            assert!(looks_like_checksum_file(Path::new(n)), "{n}");
        }
        for n in ["ubuntu.iso", "summary.pdf", "notes.txt"] {
            assert!(!looks_like_checksum_file(Path::new(n)), "{n}");
        }
    }
}
