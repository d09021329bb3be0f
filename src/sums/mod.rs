//! Checksum files: reading and writing GNU (`sha256sum`), BSD tag (`--tag`, OpenSSL),
//! BSD-reversed and SFV lines, reading hashdeep manifests, clear-signed files, and the verdicts of `--check`.
//!
//! It owns every "does this match": expectations (parsed lines or a pasted digest, with
//! where they came from, [`Expectation`]), verdicts ([`LineVerdict`]) and their tally
//! ([`CheckSummary`]), for the CLI and the GUI alike; and the verification session
//! ([`Verification`]): lists, pasted and copied checksums, files given and the lists'
//! signatures, with one [`Report`] whose answer never depends on the order of arrival.
//!
//! Everything here is a pure function over bytes, except [`load_sums_file`] and
//! [`find_listings`], which read checksum files (call them off the UI thread). File
//! names are raw bytes ([`Entry::name`]) so that non-UTF-8 names survive; convert them
//! with [`name_to_path`] and show them with [`name_for_display`].
//!
//! The parser is at least as strict as coreutils on GNU and BSD lines: a line GNU calls
//! improperly formatted is never an [`Entry`] here. It is more lenient only in ways GNU
//! has no opinion on: UTF-8 BOM, UTF-16, PGP armour, SFV, BLAKE3/CRC32 tags.

mod armour;
mod check;
mod cloud;
mod encoding;
mod escape;
mod expect;
mod hashdeep;
mod infer;
mod line;
mod load;
mod parse;
mod paste;
mod progress;
mod session;
mod wide;
mod write;

#[cfg(test)]
mod conformance;
#[cfg(test)]
mod real_files;
#[cfg(test)]
mod robustness;

use std::path::PathBuf;

pub use armour::SignatureNote;
pub use check::{
    CheckFlags, CheckSummary, LineVerdict, describe, entries_for, escapes_folder, find_entry_for,
    gnu_status_line, locate_listed, resolve_name,
};
pub use cloud::{
    COMMON_PART_SIZES, CloudExpected, CloudForm, CloudMatch, CloudVerdict, CloudWork, Detects,
    Encoding, MAX_PART_SIZES, MIB, NotRecognised, combine, detects, digest_readings, is_crc,
    part_count, part_sizes_for, recognise,
};
pub use encoding::{EncodingNote, SumsFileError};
pub use escape::{UnescapeError, escape_name, needs_escape, unescape_name};
pub use expect::{Expectation, Expected, FileVerdict, Origin};
pub use hashdeep::{
    HASHDEEP_MAGIC, HashdeepEntry, HashdeepError, HashdeepManifest, is_hashdeep, parse_hashdeep,
};
pub use infer::{
    AlgorithmSource, algorithm_from_file_name, candidates_for_digest_len, is_probably_sums_file,
};
pub use load::{
    Listing, ListingError, LoadError, LoadedSums, MAX_SUMS_FILE, checked, find_listings,
    load_listing, load_sums_file, load_sums_stdin, read_sums, read_sums_bytes,
};
pub use parse::{
    Entry, LineKind, LineStyle, ParsedLine, ParsedSums, parse_signed_text, parse_signed_text_with,
    parse_sums, parse_sums_with,
};
pub use paste::{BareDigest, Pasted, parse_pasted};
pub use progress::{Progress, Stopped};
pub use session::{
    Against, Check, CheckOutcome, Colour, Counts, Cut, FileState, Headline, HeadlineKind, Link,
    ListReport, NotAChecksum, PreparedList, Report, Row, RowVerdict, ShownAs, SigNote, SigState,
    Signed, Title, Trust, TrustLine, Unclaimed, Verification, Wanted,
};
pub use wide::{same_name_on_windows, wide_to_wtf8, wtf8_to_wide};
pub use write::{
    WriteError, escape_name_for_status, format_bsd_line, format_gnu_line, format_sfv_line,
};

/// A listed name as a path: the bytes themselves on Unix (`OsStr::from_bytes`); on
/// Windows the UTF-16 name the bytes write in WTF-8 (see [`wtf8_to_wide`]), or lossy
/// UTF-8 for bytes that are not WTF-8.
pub fn name_to_path(name: &[u8]) -> PathBuf {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        PathBuf::from(std::ffi::OsStr::from_bytes(name))
    }
    #[cfg(windows)]
    {
        use std::os::windows::ffi::OsStringExt;
        match wtf8_to_wide(name) {
            Some(wide) => PathBuf::from(std::ffi::OsString::from_wide(&wide)),
            None => PathBuf::from(String::from_utf8_lossy(name).into_owned()),
        }
    }
    #[cfg(not(any(unix, windows)))]
    {
        PathBuf::from(String::from_utf8_lossy(name).into_owned())
    }
}

/// A path as a listed name: its bytes on Unix, WTF-8 on Windows (UTF-8 for every valid
/// name); the inverse of [`name_to_path`]. Used by writers so that a name that is not
/// valid text survives. On Windows `\` is written `/`: no Windows name contains a `\`,
/// Windows reads `/` as the same separator, and so a list made there needs no escapes
/// and checks on Linux too.
pub fn path_to_name(path: &std::path::Path) -> Vec<u8> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        path.as_os_str().as_bytes().to_vec()
    }
    #[cfg(windows)]
    {
        use std::os::windows::ffi::OsStrExt;
        let slash = u16::from(b'/');
        wide_to_wtf8(
            path.as_os_str()
                .encode_wide()
                .map(|u| if u == u16::from(b'\\') { slash } else { u }),
        )
    }
    #[cfg(not(any(unix, windows)))]
    {
        path.to_string_lossy().into_owned().into_bytes()
    }
}

/// A listed name for people: invalid UTF-8 bytes as `\xNN` and control characters as
/// `\n`, `\r`, `\t` or `\u{…}`, so that a name can neither break a row nor hide what it
/// is. Absolute paths and `..` are shown as written.
pub fn name_for_display(name: &[u8]) -> String {
    let mut out = String::with_capacity(name.len());
    for chunk in name.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if c.is_control() => out.push_str(&c.escape_unicode().to_string()),
                c => out.push(c),
            }
        }
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02X}"));
        }
    }
    out
}

/// A tiny xorshift generator for the property-style tests (no extra crates).
#[cfg(test)]
pub(crate) struct RngForTests(u64);

#[cfg(test)]
impl RngForTests {
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed | 1)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n` (`n > 0`).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        // Truncation is fine: only a spread of small values is needed.
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names() {
        let cases: &[(&[u8], &str)] = &[
            (b"plain.iso", "plain.iso"),
            (b"caf\xc3\xa9", "caf\u{e9}"),
            (b"a\nb\rc\td", "a\\nb\\rc\\td"),
            (b"bad\xff\xfe", "bad\\xFF\\xFE"),
            (b"esc\x1b[31m", "esc\\u{1b}[31m"),
            (b"../../etc/passwd", "../../etc/passwd"),
            (b"/abs/path", "/abs/path"),
        ];
        for &(name, want) in cases {
            assert_eq!(name_for_display(name), want, "{name:?}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn names_to_paths_keep_bytes() {
        use std::os::unix::ffi::OsStrExt;
        let name = b"dir/n\xffme";
        assert_eq!(name_to_path(name).as_os_str().as_bytes(), name);
        assert_eq!(path_to_name(&name_to_path(name)), name);
    }
}
