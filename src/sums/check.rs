//! The summary of `--check` verdicts ([`LineVerdict`]), GNU's exit status and messages,
//! plus where a listed name lives on disk. Pure: the caller does the I/O and hashing.

use std::ffi::OsStr;
use std::path::{Component, Path, PathBuf};

use super::entry::{Entry, LineVerdict};
use super::names::{name_for_display, name_to_path, path_to_name};
use super::parse::{LineKind, ParsedSums};

/// Options of `--check` that change the exit status.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CheckFlags {
    /// `--strict`: malformed lines make the check fail.
    pub strict: bool,
    /// `--ignore-missing`: missing files are skipped instead of failing.
    pub ignore_missing: bool,
}

/// Counts of each verdict: the CLI's summary and exit status for one checksum file, and
/// the GUI's counts for the files it checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CheckSummary {
    /// Lines whose file matched.
    pub ok: usize,
    /// Lines whose file did not match.
    pub failed: usize,
    /// Lines whose file does not exist.
    pub missing: usize,
    /// Lines whose file could not be read.
    pub unreadable: usize,
    /// Lines that are not checksum lines.
    pub malformed: usize,
    /// Files not yet hashed with an algorithm their expected digest needs.
    pub not_hashed: usize,
}

impl CheckSummary {
    /// Counts one verdict.
    pub fn add(&mut self, verdict: &LineVerdict) {
        match verdict {
            LineVerdict::Ok { .. } => self.ok += 1,
            LineVerdict::Failed { .. } => self.failed += 1,
            LineVerdict::NotHashed => self.not_hashed += 1,
            LineVerdict::Missing => self.missing += 1,
            LineVerdict::Unreadable { .. } => self.unreadable += 1,
            LineVerdict::Malformed { .. } => self.malformed += 1,
        }
    }

    /// Counts all verdicts.
    pub fn from_verdicts<'a>(verdicts: impl IntoIterator<Item = &'a LineVerdict>) -> Self {
        let mut s = Self::default();
        for v in verdicts {
            s.add(v);
        }
        s
    }

    /// Lines GNU calls properly formatted (everything except malformed).
    pub fn properly_formatted(&self) -> usize {
        self.ok + self.failed + self.missing + self.unreadable + self.not_hashed
    }

    /// Files with a verdict: matched, different, missing or unreadable (not the ones
    /// still waiting to be hashed).
    pub fn checked(&self) -> usize {
        self.ok + self.failed + self.missing + self.unreadable
    }

    /// GNU's "listed files could not be read": unreadable ones, plus missing ones
    /// unless `--ignore-missing`.
    pub fn read_failures(&self, flags: CheckFlags) -> usize {
        self.unreadable
            + if flags.ignore_missing {
                0
            } else {
                self.missing
            }
    }

    /// Whether the check succeeds, with coreutils' rule (`digest_check` in `cksum.c`):
    /// at least one properly formatted line, at least one match, no mismatch, no read
    /// failure, and with `--strict` no malformed line. So an empty file, a file of
    /// comments, or a file whose every listed file is missing under `--ignore-missing`
    /// ("no file was verified") all fail. A file not yet hashed with a needed algorithm
    /// is no success either.
    pub fn is_success(&self, flags: CheckFlags) -> bool {
        self.properly_formatted() > 0
            && self.ok > 0
            && self.failed == 0
            && self.not_hashed == 0
            && self.read_failures(flags) == 0
            && (!flags.strict || self.malformed == 0)
    }

    /// The process exit status coreutils would give: 0 on success, else 1.
    pub fn exit_code(&self, flags: CheckFlags) -> i32 {
        if self.is_success(flags) { 0 } else { 1 }
    }

    /// The summary warnings coreutils prints to stderr (without the program-name
    /// prefix), in its order and wording; `check_file` is the checksum file as shown.
    /// The caller leaves them out under `--status`, except the first kind below.
    pub fn gnu_messages(&self, flags: CheckFlags, check_file: &str) -> Vec<String> {
        if self.properly_formatted() == 0 {
            return vec![format!(
                "{check_file}: no properly formatted checksum lines found"
            )];
        }
        let plural = |n: usize, one: &str, many: &str| {
            format!("WARNING: {n} {}", if n == 1 { one } else { many })
        };
        let mut out = Vec::new();
        if self.malformed > 0 {
            out.push(plural(
                self.malformed,
                "line is improperly formatted",
                "lines are improperly formatted",
            ));
        }
        let unread = self.read_failures(flags);
        if unread > 0 {
            out.push(plural(
                unread,
                "listed file could not be read",
                "listed files could not be read",
            ));
        }
        if self.failed > 0 {
            out.push(plural(
                self.failed,
                "computed checksum did NOT match",
                "computed checksums did NOT match",
            ));
        }
        if flags.ignore_missing && self.ok == 0 {
            out.push(format!("{check_file}: no file was verified"));
        }
        out
    }
}

/// Where a listed name lives for the GUI: relative names are joined to the checksum
/// file's folder; absolute names are kept. `..` is kept as written, never normalised away, so the
/// path shown is the path listed; see [`escapes_folder`].
pub fn resolve_name(sums_file_dir: &Path, name: &[u8]) -> PathBuf {
    let path = name_to_path(name);
    if path.is_absolute() {
        path
    } else {
        sums_file_dir.join(path)
    }
}

/// Whether `resolved` (from [`resolve_name`]) lies outside `sums_file_dir`: it is
/// elsewhere, or climbs out with `..`. Judged on the text of the paths; symlinks are not
/// followed. [`LoadedSums::outside_folder`](super::LoadedSums::outside_folder) lists
/// such lines, and the GUI says so when it loads the file (`gui::hash::lists`); they are
/// still checked.
pub fn escapes_folder(sums_file_dir: &Path, resolved: &Path) -> bool {
    let Ok(inside) = resolved.strip_prefix(sums_file_dir) else {
        return true;
    };
    let mut depth: usize = 0;
    for component in inside.components() {
        match component {
            Component::Prefix(_) | Component::RootDir => return true,
            Component::CurDir => {}
            Component::ParentDir => match depth.checked_sub(1) {
                Some(d) => depth = d,
                None => return true,
            },
            Component::Normal(_) => depth += 1,
        }
    }
    false
}

/// Where a listed name lives for the CLI, as coreutils finds it: relative names are
/// relative to the current directory (`cd dir && sha256sum -c ../LIST` checks
/// `dir/NAME`). Only when nothing exists there is the name looked up in the checksum
/// file's folder, so a list checked from elsewhere still finds its files.
pub fn locate_listed(sums_file_dir: &Path, name: &[u8]) -> PathBuf {
    let path = name_to_path(name);
    if path.is_absolute() || std::fs::symlink_metadata(&path).is_ok() {
        return path;
    }
    let beside = sums_file_dir.join(&path);
    if std::fs::symlink_metadata(&beside).is_ok() {
        beside
    } else {
        path
    }
}

/// The first entry listing `file_name` in the checksum file's own folder (as `name` or
/// `./name`); used to check a dropped file against a SUMS file next to it. See
/// [`entries_for`] when a name may be listed more than once.
pub fn find_entry_for<'a>(parsed: &'a ParsedSums, file_name: &OsStr) -> Option<&'a Entry> {
    entries_for(parsed, file_name).next()
}

/// Every entry listing `file_name` in the checksum file's own folder. On Windows the
/// name is found as the file system would find it: `\` or `/`, any case.
pub fn entries_for<'a>(
    parsed: &'a ParsedSums,
    file_name: &OsStr,
) -> impl Iterator<Item = &'a Entry> + use<'a> {
    let wanted = path_to_name(Path::new(file_name));
    parsed
        .lines
        .iter()
        .filter_map(move |line| match &line.kind {
            LineKind::Entry(e) => same_listed_name(&e.name, &wanted).then_some(e),
            LineKind::Malformed { .. } => None,
        })
}

/// Whether a listed name (maybe `./name`) names `wanted`, as this platform compares names.
pub(crate) fn same_listed_name(listed: &[u8], wanted: &[u8]) -> bool {
    if cfg!(windows) {
        let listed = listed
            .strip_prefix(b"./")
            .or_else(|| listed.strip_prefix(b".\\"))
            .unwrap_or(listed);
        super::same_name_on_windows(listed, wanted)
    } else {
        listed.strip_prefix(b"./").unwrap_or(listed) == wanted
    }
}

/// One status line as coreutils 9.1 prints it for a verdict (`NAME: OK`,
/// `NAME: FAILED`, `NAME: FAILED open or read`); `None` for verdicts GNU prints nothing
/// for on stdout (malformed lines; missing files under `--ignore-missing`).
pub fn gnu_status_line(name: &[u8], verdict: &LineVerdict, flags: CheckFlags) -> Option<Vec<u8>> {
    let word: &[u8] = match verdict {
        LineVerdict::Ok { .. } => b"OK",
        LineVerdict::Failed { .. } => b"FAILED",
        LineVerdict::Missing if flags.ignore_missing => return None,
        LineVerdict::Missing | LineVerdict::Unreadable { .. } | LineVerdict::NotHashed => {
            b"FAILED open or read"
        }
        LineVerdict::Malformed { .. } => return None,
    };
    let mut out = super::write::escape_name_for_status(name);
    out.extend_from_slice(b": ");
    out.extend_from_slice(word);
    out.push(b'\n');
    Some(out)
}

/// A one-line description of a verdict for logs and the GUI tooltip.
pub fn describe(name: &[u8], verdict: &LineVerdict) -> String {
    let shown = name_for_display(name);
    match verdict {
        LineVerdict::Ok { algorithm } => format!("{shown}: OK ({})", algorithm.display_name()),
        LineVerdict::Failed { actual } => format!("{shown}: FAILED (got {actual})"),
        LineVerdict::NotHashed => format!("{shown}: NOT HASHED YET"),
        LineVerdict::Missing => format!("{shown}: MISSING"),
        LineVerdict::Unreadable { error } => format!("{shown}: UNREADABLE ({error})"),
        LineVerdict::Malformed { reason } => format!("MALFORMED ({reason})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;
    use crate::sums::parse_sums;

    fn summary(
        ok: usize,
        failed: usize,
        missing: usize,
        unreadable: usize,
        malformed: usize,
    ) -> CheckSummary {
        CheckSummary {
            ok,
            failed,
            missing,
            unreadable,
            malformed,
            not_hashed: 0,
        }
    }

    const OK_MD5: LineVerdict = LineVerdict::Ok {
        algorithm: Algorithm::Md5,
    };

    const PLAIN: CheckFlags = CheckFlags {
        strict: false,
        ignore_missing: false,
    };
    const STRICT: CheckFlags = CheckFlags {
        strict: true,
        ignore_missing: false,
    };
    const IGNORE: CheckFlags = CheckFlags {
        strict: false,
        ignore_missing: true,
    };

    #[test]
    fn exit_status_matrix() {
        // (summary, flags, exit code), from research §1.5/§1.6 and coreutils 9.1 runs.
        let cases = [
            (summary(1, 0, 0, 0, 0), PLAIN, 0),
            (summary(0, 0, 0, 0, 0), PLAIN, 1), // empty file / comments only
            (summary(0, 0, 0, 0, 3), PLAIN, 1), // no properly formatted lines
            (summary(1, 0, 0, 0, 1), PLAIN, 0), // garbage + good line
            (summary(1, 0, 0, 0, 1), STRICT, 1),
            (summary(1, 0, 0, 0, 0), STRICT, 0), // trailing empty line is no error
            (summary(1, 1, 0, 0, 0), PLAIN, 1),
            (summary(0, 1, 0, 0, 0), IGNORE, 1),
            (summary(1, 0, 1, 0, 0), PLAIN, 1), // missing = FAILED open or read
            (summary(1, 0, 1, 0, 0), IGNORE, 0),
            (summary(0, 0, 2, 0, 0), IGNORE, 1), // no file was verified
            (summary(0, 0, 2, 0, 0), PLAIN, 1),
            (summary(1, 0, 0, 1, 0), IGNORE, 1), // only ENOENT is ignored
            (
                summary(1, 0, 1, 0, 1),
                CheckFlags {
                    strict: true,
                    ignore_missing: true,
                },
                1,
            ),
            (
                summary(2, 0, 1, 0, 0),
                CheckFlags {
                    strict: true,
                    ignore_missing: true,
                },
                0,
            ),
        ];
        for (s, flags, code) in cases {
            assert_eq!(s.exit_code(flags), code, "{s:?} {flags:?}");
            assert_eq!(s.is_success(flags), code == 0);
        }
    }

    #[test]
    fn gnu_summary_messages() {
        let cases: &[(CheckSummary, CheckFlags, &[&str])] = &[
            (
                summary(0, 0, 0, 0, 2),
                PLAIN,
                &["f.md5: no properly formatted checksum lines found"],
            ),
            (
                summary(1, 0, 0, 0, 1),
                PLAIN,
                &["WARNING: 1 line is improperly formatted"],
            ),
            (
                summary(1, 2, 0, 0, 3),
                PLAIN,
                &[
                    "WARNING: 3 lines are improperly formatted",
                    "WARNING: 2 computed checksums did NOT match",
                ],
            ),
            (
                summary(1, 0, 1, 0, 0),
                PLAIN,
                &["WARNING: 1 listed file could not be read"],
            ),
            (
                summary(1, 0, 1, 1, 0),
                PLAIN,
                &["WARNING: 2 listed files could not be read"],
            ),
            (
                summary(1, 1, 0, 0, 0),
                PLAIN,
                &["WARNING: 1 computed checksum did NOT match"],
            ),
            (
                summary(0, 0, 2, 0, 0),
                IGNORE,
                &["f.md5: no file was verified"],
            ),
            (summary(1, 0, 2, 0, 0), IGNORE, &[]),
        ];
        for (s, flags, want) in cases {
            assert_eq!(s.gnu_messages(*flags, "f.md5"), *want, "{s:?}");
        }
    }

    #[test]
    fn summary_counts_verdicts() {
        let d = Algorithm::Md5.digest(b"");
        let verdicts = [
            OK_MD5,
            LineVerdict::Failed { actual: d },
            LineVerdict::Missing,
            LineVerdict::Unreadable {
                error: "Is a directory".into(),
            },
            LineVerdict::Malformed { reason: "x".into() },
            OK_MD5,
        ];
        assert_eq!(
            CheckSummary::from_verdicts(&verdicts),
            summary(2, 1, 1, 1, 1)
        );
        let waiting = CheckSummary::from_verdicts(&[OK_MD5, LineVerdict::NotHashed]);
        assert_eq!(
            (waiting.ok, waiting.not_hashed, waiting.checked()),
            (1, 1, 1)
        );
        assert!(
            !waiting.is_success(PLAIN),
            "a file still to hash is no success"
        );
        let labels: Vec<&str> = verdicts.iter().map(LineVerdict::label).collect();
        assert_eq!(
            labels,
            ["OK", "FAILED", "MISSING", "UNREADABLE", "MALFORMED", "OK"]
        );
    }

    #[test]
    fn compare_and_status_lines() {
        let p = parse_sums(b"900150983cd24fb0d6963f7d28e17f72  f\n", None);
        let e = p.entries().next().expect("entry");
        assert_eq!(
            LineVerdict::compare(e, Algorithm::Md5.digest(b"abc")),
            OK_MD5
        );
        let wrong = Algorithm::Md5.digest(b"abd");
        let v = LineVerdict::compare(e, wrong.clone());
        assert_eq!(v, LineVerdict::Failed { actual: wrong });
        // Per-line state is not carried over (coreutils 9.2 regression, check-multifail-state).
        let seq = [OK_MD5, v.clone(), OK_MD5];
        let lines: Vec<Option<Vec<u8>>> = seq
            .iter()
            .map(|v| gnu_status_line(b"f", v, PLAIN))
            .collect();
        assert_eq!(
            lines,
            [
                Some(b"f: OK\n".to_vec()),
                Some(b"f: FAILED\n".to_vec()),
                Some(b"f: OK\n".to_vec())
            ]
        );
        let unread = LineVerdict::Unreadable {
            error: "EIO".into(),
        };
        assert_eq!(
            gnu_status_line(b"eio", &unread, PLAIN),
            Some(b"eio: FAILED open or read\n".to_vec())
        );
        assert_eq!(gnu_status_line(b"m", &LineVerdict::Missing, IGNORE), None);
        assert_eq!(
            gnu_status_line(b"a\nb", &OK_MD5, PLAIN),
            Some(b"\\a\\nb: OK\n".to_vec())
        );
        assert!(describe(b"f", &v).contains("FAILED (got "));
    }

    #[test]
    fn resolving_names() {
        let dir = Path::new("/data/isos");
        let cases: &[(&[u8], &str, bool)] = &[
            (b"a.iso", "/data/isos/a.iso", false),
            (b"./a.iso", "/data/isos/./a.iso", false),
            (b"sub/a.iso", "/data/isos/sub/a.iso", false),
            (b"sub/../a.iso", "/data/isos/sub/../a.iso", false),
            (b"../a.iso", "/data/isos/../a.iso", true),
            (b"sub/../../a.iso", "/data/isos/sub/../../a.iso", true),
            (b"/etc/passwd", "/etc/passwd", true),
            (b"a b.iso", "/data/isos/a b.iso", false),
        ];
        for &(name, want, escapes) in cases {
            let got = resolve_name(dir, name);
            assert_eq!(got, Path::new(want), "{name:?}");
            assert_eq!(escapes_folder(dir, &got), escapes, "{name:?}");
        }
        // A checksum file in the current directory has an empty folder.
        let here = Path::new("");
        assert_eq!(resolve_name(here, b"a"), Path::new("a"));
        assert!(!escapes_folder(here, &resolve_name(here, b"a")));
        assert!(escapes_folder(here, &resolve_name(here, b"../a")));
        assert!(escapes_folder(here, &resolve_name(here, b"/a")));
    }

    #[test]
    fn finding_entries_for_a_dropped_file() {
        let md5 = "d41d8cd98f00b204e9800998ecf8427e";
        let other = "900150983cd24fb0d6963f7d28e17f72";
        let text = format!("{md5}  sub/a.iso\n{md5}  ./a.iso\n{other}  a.iso\n{md5}  b.iso\n");
        let p = parse_sums(text.as_bytes(), Some(Path::new("MD5SUMS")));
        let e = find_entry_for(&p, OsStr::new("a.iso")).expect("found");
        assert_eq!(e.name, b"./a.iso");
        assert_eq!(entries_for(&p, OsStr::new("a.iso")).count(), 2);
        assert!(find_entry_for(&p, OsStr::new("c.iso")).is_none());
        assert!(find_entry_for(&p, OsStr::new("sub")).is_none());
    }
}

#[cfg(test)]
mod judging {
    use super::*;

    #[test]
    fn listed_names_fall_back_to_the_checksum_files_folder() {
        let dir = tempfile::tempdir().expect("tempdir");
        let sums_dir = dir.path().join("sums");
        std::fs::create_dir(&sums_dir).expect("mkdir");
        std::fs::write(sums_dir.join("only-beside"), b"x").expect("write");
        // Absolute names are kept; a name that exists nowhere stays as listed.
        let abs = sums_dir.join("only-beside");
        assert_eq!(locate_listed(&sums_dir, &path_bytes(&abs)), abs);
        let nowhere = b"hashdrop-test-no-such-name-anywhere";
        assert_eq!(
            locate_listed(&sums_dir, nowhere),
            Path::new(std::str::from_utf8(nowhere).expect("ascii"))
        );
        // Not in the current directory: found beside the checksum file.
        assert_eq!(
            locate_listed(&sums_dir, b"only-beside"),
            sums_dir.join("only-beside")
        );
        // The current directory wins is shown by tests/cli.rs, which can run the
        // CLI in another directory (a unit test must not change the process's).
    }

    fn path_bytes(p: &Path) -> Vec<u8> {
        p.to_string_lossy().into_owned().into_bytes()
    }
}
