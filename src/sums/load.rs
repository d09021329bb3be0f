//! Reading a checksum file from disk or standard input, and finding the checksum file
//! that lists a download next to it. The only part of `sums` that does I/O; call it off
//! the UI thread.

use std::io::{self, Read};
use std::path::{Path, PathBuf};

use super::armour::SignatureNote;
use super::check::{escapes_folder, find_entry_for, resolve_name};
use super::encoding::SumsFileError;
use super::expect::{Expectation, Expected, Origin};
use super::hashdeep::{HashdeepError, HashdeepManifest, is_hashdeep, parse_hashdeep};
use super::infer::{algorithm_from_file_name, is_probably_sums_file};
use super::parse::{LineKind, ParsedSums, parse_sums};

/// The GUI reads no checksum file larger than this: most are kilobytes, and a huge
/// file is more likely something else with a misleading name; but a list of a million
/// SHA-256 lines with long names is about 100 MB, and must load (issue 32). (The CLI,
/// like GNU, has no limit: it passes [`u64::MAX`].)
pub const MAX_SUMS_FILE: u64 = 256 << 20;

/// How many files of a download's folder are looked at for a checksum file listing it.
const MAX_NEIGHBOURS: usize = 50;

/// Why a checksum file could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// It could not be opened.
    #[error("cannot open it: {0}")]
    Open(#[source] io::Error),
    /// Reading it failed part-way.
    #[error("cannot read it: {0}")]
    Read(#[source] io::Error),
    /// It is larger than the limit given.
    #[error("it is too large to be a checksum file (over {limit} bytes)")]
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
    /// Its bytes are not text in any encoding checksum files use.
    #[error("{0}")]
    NotText(#[from] SumsFileError),
}

impl LoadError {
    /// The operating system's error, for front-ends that print it in their own words.
    pub fn io_error(&self) -> Option<&io::Error> {
        match self {
            Self::Open(e) | Self::Read(e) => Some(e),
            Self::TooLarge { .. } | Self::NotText(_) => None,
        }
    }
}

/// A checksum file, read and parsed.
#[derive(Clone, Debug)]
pub struct LoadedSums {
    /// The checksum file; `None` for standard input.
    pub path: Option<PathBuf>,
    /// Its lines.
    pub parsed: ParsedSums,
}

/// Reads and parses the checksum file at `path`, refusing one over `limit` bytes.
pub fn load_sums_file(path: &Path, limit: u64) -> Result<LoadedSums, LoadError> {
    let mut file = std::fs::File::open(path).map_err(LoadError::Open)?;
    let parsed = read_sums(&mut file, Some(path), limit)?;
    Ok(LoadedSums {
        path: Some(path.to_path_buf()),
        parsed,
    })
}

/// A listing of files and digests in any format Hashdrop reads.
#[derive(Clone, Debug)]
pub enum Listing {
    /// GNU, BSD tag, BSD-reversed or SFV lines.
    Sums(LoadedSums),
    /// A hashdeep manifest (sizes and several digests per file).
    Hashdeep(HashdeepManifest),
}

/// Why a listing could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum ListingError {
    /// As for any checksum file.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// It starts like a hashdeep manifest but is not a readable one.
    #[error(transparent)]
    Hashdeep(#[from] HashdeepError),
}

/// Reads the checksum file or hashdeep manifest at `path`, refusing one over `limit`
/// bytes; which of the two it is, is told by its first line.
pub fn load_listing(path: &Path, limit: u64) -> Result<Listing, ListingError> {
    let file = std::fs::File::open(path).map_err(LoadError::Open)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(LoadError::Read)?;
    if bytes.len() as u64 > limit {
        return Err(LoadError::TooLarge { limit }.into());
    }
    if is_hashdeep(&bytes) {
        return Ok(Listing::Hashdeep(parse_hashdeep(&bytes)?));
    }
    let mut parsed = parse_sums(&bytes, Some(path));
    match parsed.error.take() {
        Some(e) => Err(LoadError::NotText(e).into()),
        None => Ok(Listing::Sums(LoadedSums {
            path: Some(path.to_path_buf()),
            parsed,
        })),
    }
}

/// Reads and parses a checksum file from standard input (`sha256sum -c -`).
pub fn load_sums_stdin(limit: u64) -> Result<LoadedSums, LoadError> {
    let parsed = read_sums(&mut io::stdin().lock(), None, limit)?;
    Ok(LoadedSums { path: None, parsed })
}

/// Reads at most `limit` bytes from `reader` and parses them; `name` is the checksum
/// file's name, which may tell the algorithm (`SHA256SUMS`, `*.md5`).
pub fn read_sums(
    reader: &mut dyn Read,
    name: Option<&Path>,
    limit: u64,
) -> Result<ParsedSums, LoadError> {
    let bytes = read_sums_bytes(reader, limit)?;
    checked(parse_sums(&bytes, name))
}

/// Reads at most `limit` bytes of a checksum file without parsing them, for callers
/// that look at the raw file first (a signature check) and then parse it with
/// [`parse_sums`](super::parse_sums) or [`parse_signed_text`](super::parse_signed_text).
pub fn read_sums_bytes(reader: &mut dyn Read, limit: u64) -> Result<Vec<u8>, LoadError> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(LoadError::Read)?;
    if bytes.len() as u64 > limit {
        return Err(LoadError::TooLarge { limit });
    }
    Ok(bytes)
}

/// A parsed checksum file, or the error when its bytes were not text.
pub fn checked(mut parsed: ParsedSums) -> Result<ParsedSums, LoadError> {
    match parsed.error.take() {
        Some(e) => Err(LoadError::NotText(e)),
        None => Ok(parsed),
    }
}

impl LoadedSums {
    /// The folder the checksum file lies in (`.` for one named without a folder, and for
    /// standard input).
    pub fn folder(&self) -> PathBuf {
        match self.path.as_deref().and_then(Path::parent) {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        }
    }

    /// How many lines are not checksum lines.
    pub fn malformed_count(&self) -> usize {
        self.parsed.malformed_count()
    }

    /// Set for a PGP clear-signed file, whose signature was not verified.
    pub fn signature(&self) -> Option<&SignatureNote> {
        self.parsed.signature.as_ref()
    }

    /// Line numbers of the entries whose name lies outside the checksum file's folder
    /// (absolute, or climbing out with `..`); they are checked all the same.
    pub fn outside_folder(&self) -> Vec<usize> {
        let dir = self.folder();
        self.parsed
            .lines
            .iter()
            .filter_map(|l| match &l.kind {
                LineKind::Entry(e) => {
                    escapes_folder(&dir, &resolve_name(&dir, &e.name)).then_some(l.line_no)
                }
                LineKind::Malformed { .. } => None,
            })
            .collect()
    }

    /// The expectation, names resolved against the checksum file's folder (the GUI's
    /// rule; the CLI looks in the current directory first, see
    /// [`locate_listed`](super::locate_listed)).
    pub fn expectation(&self) -> Expectation {
        let dir = self.folder();
        let origin = match &self.path {
            Some(path) => Origin::ChecksumFile { path: path.clone() },
            None => Origin::Typed,
        };
        Expectation::from_sums(&self.parsed, origin, |name| resolve_name(&dir, name))
    }
}

/// Every checksum file next to `file` that lists it, each as an expectation naming the
/// checksum file and the first line that lists the file. Strong algorithms' files come
/// first (`SHA256SUMS` before `MD5SUMS`), then by path: the order never depends on the
/// order the folder is read in, and every list is returned, so that a caller consults
/// them all (an unsigned `good.sha256` must not hide the publisher's `SHA256SUMS`).
/// Reads the folder and the lists: call it off the UI thread.
pub fn find_listings(file: &Path) -> Vec<Expectation> {
    neighbour_lists(file)
        .into_iter()
        .filter_map(|sums_path| listing_of(file, sums_path))
        .collect()
}

/// The files beside `file` whose names look like checksum files, at most
/// [`MAX_NEIGHBOURS`], in the order [`find_listings`] gives.
fn neighbour_lists(file: &Path) -> Vec<PathBuf> {
    let Some(dir) = file.parent() else {
        return Vec::new();
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut candidates: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p != file && is_probably_sums_file(p))
        .collect();
    // Sorted before the cut, so that which lists are looked at does not depend on the
    // order the directory returns either.
    candidates.sort_by(|a, b| weak_last(a).cmp(&weak_last(b)).then_with(|| a.cmp(b)));
    candidates.truncate(MAX_NEIGHBOURS);
    candidates
}

/// `true` for a list whose name says it holds a weak algorithm's checksums.
fn weak_last(path: &Path) -> bool {
    algorithm_from_file_name(path).is_some_and(|a| a.is_weak())
}

/// The expectation of the checksum file at `sums_path` for `file`, if it lists it.
fn listing_of(file: &Path, sums_path: PathBuf) -> Option<Expectation> {
    let loaded = load_sums_file(&sums_path, MAX_SUMS_FILE).ok()?;
    let entry = find_entry_for(&loaded.parsed, file.file_name()?)?;
    let line = loaded
        .parsed
        .lines
        .iter()
        .find(|l| matches!(&l.kind, LineKind::Entry(e) if std::ptr::eq(e, entry)))
        .map_or(0, |l| l.line_no);
    Some(Expectation {
        entries: vec![Expected::Listed {
            line,
            entry: entry.clone(),
            path: Some(file.to_path_buf()),
        }],
        origin: Origin::ChecksumFile { path: sums_path },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;

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
        let exp = find_listings(&iso).pop().expect("found");
        assert_eq!(exp.entries[0].line(), 3);
        assert!(
            matches!(&exp.origin, Origin::ChecksumFile { path } if path.ends_with("SHA256SUMS"))
        );
        assert!(exp.entry_for(&iso).is_some());

        let loaded = load_sums_file(&dir.path().join("SHA256SUMS"), MAX_SUMS_FILE).expect("loaded");
        assert_eq!(
            loaded.expectation().inputs(),
            vec![dir.path().join("other.iso"), iso]
        );
    }

    /// The three files of issue 32 (an evil `good.iso`, the publisher's `SHA256SUMS`
    /// with the real digest, an unsigned `good.sha256` with the evil one), created in
    /// every order, on the test folder's file system and on a tmpfs when there is one
    /// (ext4 returns names in hash order, tmpfs in reverse order of creation): both lists
    /// are found, in the same order every time.
    #[test]
    fn every_list_beside_a_file_is_found_whatever_the_directory_order() {
        let evil = b"evil image";
        let real = Algorithm::Sha256.digest(b"real image").to_hex();
        let forged = Algorithm::Sha256.digest(evil).to_hex();
        let files: [(&str, String); 3] = [
            ("good.iso", String::from_utf8_lossy(evil).into_owned()),
            ("SHA256SUMS", format!("{real}  good.iso\n")),
            ("good.sha256", format!("{forged}  good.iso\n")),
        ];
        let shm = Path::new("/dev/shm");
        let roots: Vec<Option<&Path>> = if shm.is_dir() {
            vec![None, Some(shm)]
        } else {
            vec![None]
        };
        for root in roots {
            for order in permutations(3) {
                let dir = match root {
                    Some(r) => tempfile::tempdir_in(r),
                    None => tempfile::tempdir(),
                }
                .expect("tempdir");
                for &i in &order {
                    std::fs::write(dir.path().join(files[i].0), &files[i].1).expect("write");
                }
                let found: Vec<PathBuf> = find_listings(&dir.path().join("good.iso"))
                    .into_iter()
                    .filter_map(|e| match e.origin {
                        Origin::ChecksumFile { path } => path.file_name().map(PathBuf::from),
                        _ => None,
                    })
                    .collect();
                assert_eq!(
                    found,
                    [PathBuf::from("SHA256SUMS"), PathBuf::from("good.sha256")],
                    "created in order {order:?} under {root:?}"
                );
            }
        }
    }

    /// Every order of `0..n`.
    fn permutations(n: usize) -> Vec<Vec<usize>> {
        if n == 0 {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for p in permutations(n - 1) {
            for at in 0..=p.len() {
                let mut q = p.clone();
                q.insert(at, n - 1);
                out.push(q);
            }
        }
        out
    }

    #[test]
    fn typed_errors_and_notes() {
        let dir = tempfile::tempdir().expect("tempdir");
        let missing = load_sums_file(&dir.path().join("nope"), MAX_SUMS_FILE);
        assert!(
            matches!(&missing, Err(LoadError::Open(e)) if e.kind() == io::ErrorKind::NotFound),
            "{missing:?}"
        );
        let big = dir.path().join("big.md5");
        std::fs::write(&big, vec![b'#'; 100]).expect("write");
        assert!(matches!(
            load_sums_file(&big, 99),
            Err(LoadError::TooLarge { limit: 99 })
        ));
        assert!(load_sums_file(&big, 100).is_ok());
        let utf32 = dir.path().join("x.md5");
        std::fs::write(&utf32, b"\xFF\xFE\0\0a\0\0\0").expect("write");
        assert!(matches!(
            load_sums_file(&utf32, MAX_SUMS_FILE),
            Err(LoadError::NotText(SumsFileError::Utf32))
        ));

        let d = Algorithm::Md5.digest(b"").to_hex();
        let sums = dir.path().join("f.md5");
        std::fs::write(&sums, format!("{d}  a\ngarbage\n{d}  a\n{d}  ../up\n")).expect("write");
        let loaded = load_sums_file(&sums, MAX_SUMS_FILE).expect("loaded");
        assert_eq!(loaded.malformed_count(), 1);
        assert_eq!(loaded.outside_folder(), [4]);
        assert_eq!(loaded.folder(), dir.path());
    }
}
