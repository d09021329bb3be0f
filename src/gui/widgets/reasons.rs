//! The engine's and the trust layer's typed reasons in the window's language: why a
//! file has no checksum, what changed while it was read, what the operating system
//! said, why a signature or key could not be read. Every sentence here goes through
//! Fluent.

use std::io;

use crate::engine::{Change, FileError, SkipReason};
use crate::gui::i18n::{format_count, format_size};
use crate::t;
use crate::trust::TrustError;

/// Why a file has no checksum, as one sentence for a person.
pub fn file_error(e: &FileError) -> String {
    match e {
        FileError::NotFound => t!("error-not-found"),
        FileError::PermissionDenied => t!("error-permission"),
        FileError::IsDirectory => t!("error-is-folder"),
        FileError::Skipped(reason) => t!("error-skipped", reason = skip_reason(*reason)),
        FileError::Open(io) => t!("error-open", error = io_error(io)),
        FileError::Read(io) => t!("error-read", error = io_error(io)),
        FileError::Changed(change) => t!("error-changed", what = changed(*change)),
        FileError::TooManySegments {
            segments,
            min_segment_size,
        } => t!(
            "error-too-many-segments",
            segments = format_count(*segments),
            size = format_size(*min_segment_size)
        ),
        FileError::TooShort { len, wanted } => t!(
            "error-too-short",
            len = format_size(*len),
            wanted = format_size(*wanted)
        ),
        FileError::Cancelled => t!("error-cancelled"),
        FileError::Internal(detail) => t!("error-internal", detail = detail.as_str()),
    }
}

/// Why a signature or key file could not be read, as the end of a sentence that
/// names it ("The signature could not be read (…)"). A parser's own words (rPGP's, for
/// a file cut short) stay out of the window: the command line says them.
pub fn trust_error(e: &TrustError) -> String {
    match e {
        TrustError::Io { source, .. } => io_error(source),
        TrustError::TooLarge { limit, .. } => {
            t!("trust-error-too-large", limit = format_size(*limit))
        }
        TrustError::Malformed { .. } => t!("trust-error-malformed"),
        TrustError::BadFormat { format, .. } => t!("trust-error-bad-format", format = *format),
        TrustError::NoSignature => t!("trust-error-no-signature"),
        TrustError::NoKey => t!("trust-error-no-key"),
        TrustError::NotClearSigned => t!("trust-error-not-clear-signed"),
        TrustError::MissingSignatureBlock => t!("trust-error-missing-block"),
        TrustError::SeveralSignedBlocks { count } => {
            t!("trust-error-several-blocks", count = *count)
        }
        TrustError::BadArmourHeader(header) => {
            t!("trust-error-armour-header", header = header.as_str())
        }
    }
}

/// Why a path was skipped: "a named pipe (FIFO); reading it could wait forever".
pub fn skip_reason(reason: SkipReason) -> String {
    match reason {
        SkipReason::Fifo => t!("audit-skip-fifo"),
        SkipReason::Socket => t!("audit-skip-socket"),
        SkipReason::Device => t!("audit-skip-device"),
        SkipReason::Symlink => t!("audit-skip-symlink"),
        SkipReason::DanglingSymlink => t!("audit-skip-dangling"),
    }
}

fn changed(change: Change) -> String {
    match change {
        Change::Replaced => t!("change-replaced"),
        Change::Size { from, to } => t!(
            "change-size",
            from = format_size(from),
            to = format_size(to)
        ),
        Change::Modified => t!("change-modified"),
        Change::Deleted => t!("change-deleted"),
        Change::EndedEarly { at, expected } => t!(
            "change-ended-early",
            at = format_size(at),
            expected = format_size(expected)
        ),
        Change::Truncated => t!("change-truncated"),
    }
}

/// What the operating system said, in words for the errors people meet (a disk or
/// stick that fails or is pulled out, a network share gone); its own text otherwise.
pub fn io_error(e: &io::Error) -> String {
    match (e.kind(), e.raw_os_error()) {
        (io::ErrorKind::NotFound, _) => t!("io-not-found"),
        (io::ErrorKind::PermissionDenied, _) => t!("io-permission"),
        (io::ErrorKind::TimedOut, _) => t!("io-timed-out"),
        (io::ErrorKind::UnexpectedEof, _) => t!("io-ended-early"),
        (_, Some(code)) if is_unix_code(code, &[5]) => t!("io-disk-error"),
        (_, Some(code)) if is_unix_code(code, &[6, 19]) => t!("io-device-gone"),
        (_, Some(code)) if is_unix_code(code, &[116]) => t!("io-share-gone"),
        _ => os_text(e),
    }
}

/// Whether `code` is one of the Linux `errno` values in `codes` (EIO is 5, ENXIO 6,
/// ENODEV 19, ESTALE 116); Windows' codes mean other things.
fn is_unix_code(code: i32, codes: &[i32]) -> bool {
    cfg!(unix) && codes.contains(&code)
}

/// The system's message without Rust's " (os error N)".
fn os_text(e: &io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(cut) => text[..cut].to_owned(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::i18n::{Lang, set_language};

    #[test]
    fn reasons_are_said_in_the_windows_language() {
        set_language(Lang::De);
        let missing = file_error(&FileError::NotFound);
        let unreadable = file_error(&FileError::PermissionDenied);
        let failed = file_error(&FileError::Read(io::Error::from_raw_os_error(5)));
        let grown = file_error(&FileError::Changed(Change::Size { from: 10, to: 2500 }));
        set_language(Lang::En);
        assert_eq!(
            missing,
            "Nicht gefunden: Die Datei wurde verschoben oder gelöscht."
        );
        assert!(unreadable.starts_with("Zugriff verweigert"), "{unreadable}");
        assert!(failed.contains("Datenträger"), "{failed}");
        assert!(grown.contains("2,4\u{a0}KiB"), "German decimals: {grown}");
        assert_eq!(
            file_error(&FileError::NotFound),
            "Not found: the file was moved or deleted."
        );
    }

    #[test]
    fn a_signature_cut_short_is_said_without_the_parsers_words() {
        let cut = TrustError::Malformed {
            what: "the signature",
            reason: "IO error: PacketBodyReader errored".into(),
        };
        set_language(Lang::En);
        let english = trust_error(&cut);
        set_language(Lang::De);
        let german = trust_error(&cut);
        let several = trust_error(&TrustError::SeveralSignedBlocks { count: 2 });
        set_language(Lang::En);
        assert_eq!(
            english,
            "it is damaged or cut short: not valid OpenPGP data"
        );
        assert!(german.contains("abgeschnitten"), "{german}");
        assert!(!german.contains("PacketBodyReader"), "{german}");
        assert!(several.contains("2 signierte Nachrichten"), "{several}");
    }
}
