//! Glue between the checksum-file parser (`crate::sums`) and the GUI's expectations:
//! reading what was pasted, loading a checksum file, and finding the checksum file
//! next to a dropped download. File reading here runs on background threads.

use std::path::{Path, PathBuf};

use super::verify::{Expectation, Source, parse_bare_digest};
use super::verify_view::Parsed;

/// Reads what was pasted into the box.
pub fn parse_text(text: &str, source: Source) -> Parsed {
    if text.trim().is_empty() {
        return Parsed::Empty;
    }
    if let Some(entry) = parse_bare_digest(text) {
        return Parsed::Expect(Expectation {
            entries: vec![entry],
            source,
        });
    }
    Parsed::Unrecognised(
        "This is not a checksum Hashdrop knows: paste the checksum itself (letters 0–9 and a–f), or lines of a checksum file."
            .to_string(),
    )
}

/// A checksum file, read and resolved: what to expect and which files to hash.
pub struct Loaded {
    /// The expectation (names resolved to full paths).
    pub expectation: Expectation,
    /// The files to hash, in the file's order.
    pub inputs: Vec<PathBuf>,
}

/// Reads and parses a checksum file (call on a background thread).
pub fn load_checksum_file(path: &Path) -> Result<Loaded, String> {
    let _ = path;
    Err("Checksum files can be opened once the checksum-file reader is built in.".to_string())
}

/// Looks next to `file` for a checksum file that lists it (call on a background thread).
pub fn find_neighbour(file: &Path) -> Option<Expectation> {
    let _ = file;
    None
}
