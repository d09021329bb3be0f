//! Glue between the checksum-file parser ([`crate::sums`]) and the GUI's expectations:
//! reading what was pasted, loading a checksum file, and finding the checksum file
//! next to a dropped download. The functions that read files run on background threads.

use std::io::Read as _;
use std::path::{Path, PathBuf};

use super::verify::{Expectation, ExpectedEntry, Source};
use super::verify_view::Parsed;
use crate::sums::{self, LineKind, ParsedSums, Pasted};

/// Checksum files larger than this are not read: real ones are kilobytes, and a huge
/// file is more likely something else with a misleading name.
const MAX_SUMS_FILE: u64 = 64 << 20;

/// Reads what was pasted into the box: a bare digest, one checksum line or a whole
/// SUMS text. Case and surrounding spaces are ignored.
pub fn parse_text(text: &str, source: Source) -> Parsed {
    match sums::parse_pasted(text) {
        Pasted::Empty => Parsed::Empty,
        Pasted::BareDigest { bytes, candidates } => Parsed::Expect(Expectation {
            entries: vec![ExpectedEntry {
                candidates,
                expected: bytes,
                name: None,
                line: 1,
            }],
            source,
        }),
        Pasted::Lines(parsed) => Parsed::Expect(Expectation {
            entries: entries(&parsed, sums::name_for_display),
            source,
        }),
        Pasted::Unrecognised { reason } => Parsed::Unrecognised(format!(
            "Not a checksum Hashdrop knows ({reason}). Paste the checksum itself, or lines of a checksum file."
        )),
    }
}

fn entries(parsed: &ParsedSums, name: impl Fn(&[u8]) -> String) -> Vec<ExpectedEntry> {
    parsed
        .lines
        .iter()
        .filter_map(|l| match &l.kind {
            LineKind::Entry(e) => Some(ExpectedEntry {
                candidates: e.candidates.clone(),
                expected: e.expected.clone(),
                name: Some(name(&e.name)),
                line: l.line_no,
            }),
            LineKind::Malformed { .. } => None,
        })
        .collect()
}

/// A checksum file, read and resolved: what to expect and which files to hash.
pub struct Loaded {
    /// The expectation (names resolved to full paths).
    pub expectation: Expectation,
    /// The files to hash, in the file's order.
    pub inputs: Vec<PathBuf>,
    /// Things to tell the person (malformed lines, an unchecked PGP signature).
    pub notes: Vec<String>,
}

fn read_small(path: &Path) -> Result<Vec<u8>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("Cannot open {}: {e}", path.display()))?;
    let mut bytes = Vec::new();
    file.take(MAX_SUMS_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("Cannot read {}: {e}", path.display()))?;
    if bytes.len() as u64 > MAX_SUMS_FILE {
        return Err(format!(
            "{} is too large to be a checksum file.",
            path.display()
        ));
    }
    Ok(bytes)
}

/// Reads and parses a checksum file (call on a background thread). Listed names are
/// resolved next to the checksum file.
pub fn load_checksum_file(path: &Path) -> Result<Loaded, String> {
    let bytes = read_small(path)?;
    let parsed = sums::parse_sums(&bytes, Some(path));
    if let Some(e) = &parsed.error {
        return Err(format!(
            "{} cannot be read as a checksum file: {e}",
            path.display()
        ));
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    let entries = entries(&parsed, |name| {
        sums::resolve_name(dir, name).to_string_lossy().into_owned()
    });
    if entries.is_empty() {
        return Err(format!(
            "{} lists no checksums Hashdrop can read.",
            path.display()
        ));
    }
    let mut inputs: Vec<PathBuf> = Vec::new();
    for e in &entries {
        let p = PathBuf::from(e.name.as_deref().unwrap_or_default());
        if !inputs.contains(&p) {
            inputs.push(p);
        }
    }
    let mut notes = Vec::new();
    let bad = parsed.malformed_count();
    if bad > 0 {
        notes.push(format!(
            "{bad} lines of the checksum file could not be read and were skipped."
        ));
    }
    if let Some(sig) = &parsed.signature {
        notes.push(sig.message());
    }
    Ok(Loaded {
        expectation: Expectation {
            entries,
            source: Source::ChecksumFile {
                path: path.to_path_buf(),
            },
        },
        inputs,
        notes,
    })
}

/// Looks next to `file` for a checksum file that lists it (call on a background
/// thread); the expectation names the checksum file and the line.
pub fn find_neighbour(file: &Path) -> Option<Expectation> {
    let dir = file.parent()?;
    let file_name = file.file_name()?;
    let mut candidates: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p != file && sums::is_probably_sums_file(p))
        .take(50)
        .collect();
    // Prefer strong algorithms' files: SHA256SUMS before MD5SUMS.
    candidates.sort_by_key(|p| sums::algorithm_from_file_name(p).is_some_and(|a| a.is_weak()));
    for sums_path in candidates {
        let Ok(bytes) = read_small(&sums_path) else {
            continue;
        };
        let parsed = sums::parse_sums(&bytes, Some(&sums_path));
        let Some(entry) = sums::find_entry_for(&parsed, file_name) else {
            continue;
        };
        let line = parsed
            .lines
            .iter()
            .find(|l| matches!(&l.kind, LineKind::Entry(e) if std::ptr::eq(e, entry)))
            .map_or(0, |l| l.line_no);
        return Some(Expectation {
            entries: vec![ExpectedEntry {
                candidates: entry.candidates.clone(),
                expected: entry.expected.clone(),
                name: Some(file.to_string_lossy().into_owned()),
                line,
            }],
            source: Source::ChecksumFile { path: sums_path },
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;

    #[test]
    fn pasted_text_becomes_an_expectation() {
        let d = Algorithm::Sha256.digest(b"x").to_hex();
        match parse_text(&format!("  {}  ", d.to_uppercase()), Source::Typed) {
            Parsed::Expect(e) => {
                assert!(e.is_bare() && e.entries[0].candidates.contains(&Algorithm::Blake3))
            }
            p => panic!("{p:?}"),
        }
        match parse_text(&format!("{d}  a.iso\n{d}  b.iso\n"), Source::Typed) {
            Parsed::Expect(e) => {
                assert_eq!(e.entries.len(), 2);
                assert_eq!(e.entries[1].name.as_deref(), Some("b.iso"));
                assert_eq!(e.entries[1].line, 2);
            }
            p => panic!("{p:?}"),
        }
        assert!(matches!(
            parse_text("hello world", Source::Typed),
            Parsed::Unrecognised(_)
        ));
        assert_eq!(parse_text("  ", Source::Typed), Parsed::Empty);
    }

    #[test]
    fn finds_the_checksum_file_next_to_a_download() {
        let dir = tempfile::tempdir().expect("tempdir");
        let iso = dir.path().join("disk.iso");
        std::fs::write(&iso, b"iso").expect("write");
        let d = Algorithm::Sha256.digest(b"iso").to_hex();
        std::fs::write(
            dir.path().join("SHA256SUMS"),
            format!("# comment\n{d}  other.iso\n{d} *disk.iso\n"),
        )
        .expect("write");
        let exp = find_neighbour(&iso).expect("found");
        assert_eq!(exp.entries[0].line, 3);
        assert!(
            matches!(&exp.source, Source::ChecksumFile { path } if path.ends_with("SHA256SUMS"))
        );

        let loaded = load_checksum_file(&dir.path().join("SHA256SUMS")).expect("loaded");
        assert_eq!(loaded.inputs, vec![dir.path().join("other.iso"), iso]);
    }
}
