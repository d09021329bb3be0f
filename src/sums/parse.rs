//! Reading a whole checksum file: encodings, armour, comments, and one result per line.

use std::collections::HashMap;
use std::path::Path;

use crate::engine::Algorithm;

use super::armour::{ClearSigned, LineRole, SignatureNote};
use super::encoding::{EncodingNote, SumsFileError, decode};
use super::entry::Entry;
use super::infer::algorithm_from_file_name;
use super::line::{LineContext, gnu_tag_of, parse_line};
use super::progress::{LINES_PER_STEP, Progress, Stopped};

/// What one listed line turned out to be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// A checksum line.
    Entry(Entry),
    /// Not a checksum line; GNU calls these "improperly formatted".
    Malformed {
        /// Why, in words for the user.
        reason: String,
    },
}

/// One line that is either an entry or malformed. Blank lines, comments (`#`, `;`) and
/// PGP armour are not listed; see [`ParsedSums::ignored_lines`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedLine {
    /// 1-based line number in the file.
    pub line_no: usize,
    /// What the line is.
    pub kind: LineKind,
    /// The algorithm GNU `cksum -c` takes this line to be written in, as it names it in
    /// "improperly formatted SHA3 checksum line": the family of a tag it recognises
    /// (`SHA3` for `SHA3-256` or the unsupported `SHA3-248`, `BLAKE2b` for
    /// `BLAKE2b-256`), even on a line that is malformed after the tag.
    pub gnu_tag: Option<&'static str>,
}

/// A whole parsed checksum file.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ParsedSums {
    /// Entries and malformed lines, in file order.
    pub lines: Vec<ParsedLine>,
    /// Set for a PGP clear-signed file: the armour was stripped, nothing was verified.
    pub signature: Option<SignatureNote>,
    /// Set when a BOM was skipped or UTF-16 decoded.
    pub encoding_note: Option<EncodingNote>,
    /// Set when the file could not be read as text at all; `lines` is then empty.
    pub error: Option<SumsFileError>,
    /// Blank lines, comments and armour lines, which are skipped silently.
    pub ignored_lines: usize,
    /// The algorithm the checksum file's name implied, if any.
    pub name_hint: Option<Algorithm>,
}

impl ParsedSums {
    /// The entries, in file order.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.lines.iter().filter_map(|l| match &l.kind {
            LineKind::Entry(e) => Some(e),
            LineKind::Malformed { .. } => None,
        })
    }

    /// `(line_no, reason)` of each malformed line.
    pub fn malformed(&self) -> impl Iterator<Item = (usize, &str)> {
        self.lines.iter().filter_map(|l| match &l.kind {
            LineKind::Malformed { reason } => Some((l.line_no, reason.as_str())),
            LineKind::Entry(_) => None,
        })
    }

    /// How many lines parsed as entries.
    pub fn entry_count(&self) -> usize {
        self.entries().count()
    }

    /// How many lines were malformed (GNU's `N lines are improperly formatted`).
    pub fn malformed_count(&self) -> usize {
        self.malformed().count()
    }

    /// Whether any line parsed; GNU fails with "no properly formatted checksum lines
    /// found" otherwise.
    pub fn has_proper_lines(&self) -> bool {
        self.entries().next().is_some()
    }

    /// Names listed more than once, each with the line numbers that list it. Both lines
    /// are still checked; the GUI says so when it loads a checksum file
    /// (`gui::hash::lists`). The CLI says nothing, as GNU.
    pub fn duplicate_names(&self) -> Vec<(&[u8], Vec<usize>)> {
        // One map entry per name holding its first line, and lists only for the names
        // seen again: a list of a million names allocates nothing per name.
        let mut first: HashMap<&[u8], usize> = HashMap::new();
        let mut again: HashMap<&[u8], Vec<usize>> = HashMap::new();
        for line in &self.lines {
            if let LineKind::Entry(e) = &line.kind {
                let name = e.name.as_slice();
                match first.get(name) {
                    Some(&at) => again
                        .entry(name)
                        .or_insert_with(|| vec![at])
                        .push(line.line_no),
                    None => {
                        first.insert(name, line.line_no);
                    }
                }
            }
        }
        let mut out: Vec<(&[u8], Vec<usize>)> = again.into_iter().collect();
        // In the order each name first appears.
        out.sort_by_key(|(_, lines)| lines[0]);
        out
    }
}

/// Parses a checksum file's bytes.
///
/// `file_name` (the checksum file's own path or name) supplies the algorithm for untagged
/// lines (`SHA256SUMS`, `*.md5`, …) and turns on SFV for `*.sfv`. Never panics; every
/// line becomes an entry, a malformed line, or is ignored (blank, comment, armour).
/// Linear in the input size.
pub fn parse_sums(bytes: &[u8], file_name: Option<&Path>) -> ParsedSums {
    // Nobody else holds this progress: it is never stopped.
    parse_framed(bytes, file_name, None, &Progress::new()).unwrap_or_default()
}

/// [`parse_sums`], counting the lines in `progress` and stopping when it is asked to
/// (a list of a million lines takes a moment).
pub fn parse_sums_with(
    bytes: &[u8],
    file_name: Option<&Path>,
    progress: &Progress,
) -> Result<ParsedSums, Stopped> {
    parse_framed(bytes, file_name, None, progress)
}

/// Parses the signed text of a clear-signed checksum file, as a signature layer framed
/// it (dash-escapes undone; nothing outside the signature). No armour is looked for:
/// every line is content. `first_line` is the file's line number of the text's first
/// line, so that messages name the lines of the file. [`ParsedSums::signature`] stays
/// `None`: the caller checked the signature and reports it.
pub fn parse_signed_text(text: &[u8], first_line: usize, file_name: Option<&Path>) -> ParsedSums {
    parse_framed(text, file_name, Some(first_line.max(1)), &Progress::new()).unwrap_or_default()
}

/// [`parse_signed_text`] with progress, as [`parse_sums_with`].
pub fn parse_signed_text_with(
    text: &[u8],
    first_line: usize,
    file_name: Option<&Path>,
    progress: &Progress,
) -> Result<ParsedSums, Stopped> {
    parse_framed(text, file_name, Some(first_line.max(1)), progress)
}

/// [`parse_sums`] when `signed_from` is `None`; [`parse_signed_text`] otherwise.
fn parse_framed(
    bytes: &[u8],
    file_name: Option<&Path>,
    signed_from: Option<usize>,
    progress: &Progress,
) -> Result<ParsedSums, Stopped> {
    let name_hint = file_name.and_then(algorithm_from_file_name);
    let mut out = ParsedSums {
        name_hint,
        ..ParsedSums::default()
    };
    let text = match decode(bytes) {
        Ok((text, note)) => {
            out.encoding_note = note;
            text
        }
        Err(e) => {
            out.error = Some(e);
            return Ok(out);
        }
    };
    let sfv = file_name
        .and_then(|p| p.extension())
        .is_some_and(|e| e.eq_ignore_ascii_case("sfv"));
    let mut ctx = LineContext {
        hint: name_hint,
        sfv,
        bsd_reversed: None,
    };
    let mut armour = ClearSigned::for_text(&text);
    for (index, raw) in split_lines(&text).enumerate() {
        if index % LINES_PER_STEP == LINES_PER_STEP - 1 {
            progress.advance(LINES_PER_STEP)?;
        }
        let line_no = index + signed_from.unwrap_or(1);
        // GNU strips one trailing CR (CRLF files, coreutils 9.0+).
        let line = raw.strip_suffix(b"\r").unwrap_or(raw);
        let role = match signed_from {
            Some(_) => LineRole::Content(line),
            None => armour.classify(line),
        };
        let line = match role {
            LineRole::Content(line) => line,
            LineRole::Armour => {
                out.ignored_lines += 1;
                continue;
            }
            LineRole::Outside | LineRole::Before => {
                let reason = match role {
                    LineRole::Before => "before the PGP signed message, outside the signed text",
                    _ => "after the PGP signature, outside the signed text",
                }
                .to_owned();
                out.lines.push(ParsedLine {
                    line_no,
                    kind: LineKind::Malformed { reason },
                    gnu_tag: None,
                });
                continue;
            }
        };
        // `#` comments must start in the first column, as in GNU; `;` is the SFV
        // comment, and is never a checksum line in any other format either.
        if line.is_empty() || line[0] == b'#' || line[0] == b';' {
            out.ignored_lines += 1;
            continue;
        }
        let gnu_tag = gnu_tag_of(line);
        let kind = match parse_line(&mut ctx, line) {
            Ok(entry) => LineKind::Entry(entry),
            Err(reason) => LineKind::Malformed { reason },
        };
        out.lines.push(ParsedLine {
            line_no,
            kind,
            gnu_tag,
        });
    }
    out.signature = armour.finish();
    let counted = out.lines.len() + out.ignored_lines;
    progress.advance(counted % LINES_PER_STEP)?;
    Ok(out)
}

/// Splits on LF; a final line without LF is still a line, a final LF adds none.
fn split_lines(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    let empty = text.is_empty();
    body.split(|&b| b == b'\n').filter(move |_| !empty)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Digest;
    use crate::sums::{AlgorithmSource, LineStyle};

    #[test]
    fn signed_text_is_all_content_numbered_from_its_first_line() {
        let d = "0".repeat(64);
        let text = format!("{d}  a\n-----BEGIN PGP SIGNATURE-----\nnot a line\n");
        let p = parse_signed_text(text.as_bytes(), 4, Some(Path::new("SHA256SUMS")));
        assert_eq!(p.entry_count(), 1);
        assert_eq!(p.lines[0].line_no, 4);
        // Armour-looking lines inside signed text are content (malformed), never skipped.
        assert_eq!(p.malformed().map(|(n, _)| n).collect::<Vec<_>>(), [5, 6]);
        assert!(p.signature.is_none());
    }

    #[test]
    fn split_lines_table() {
        let cases: &[(&[u8], &[&[u8]])] = &[
            (b"", &[]),
            (b"\n", &[b""]),
            (b"a", &[b"a"]),
            (b"a\n", &[b"a"]),
            (b"a\nb", &[b"a", b"b"]),
            (b"a\n\nb\n", &[b"a", b"", b"b"]),
        ];
        for &(input, want) in cases {
            let got: Vec<&[u8]> = split_lines(input).collect();
            assert_eq!(got, want, "{input:?}");
        }
    }

    #[test]
    fn summary_helpers() {
        let md5 = "d41d8cd98f00b204e9800998ecf8427e";
        let text = format!("{md5}  a\ngarbage\n{md5}  a\n# c\n\n{md5}  b\n");
        let p = parse_sums(text.as_bytes(), Some(Path::new("x.md5")));
        assert_eq!(p.entry_count(), 3);
        assert_eq!(p.malformed_count(), 1);
        assert_eq!(p.malformed().next().map(|m| m.0), Some(2));
        assert_eq!(p.ignored_lines, 2);
        assert!(p.has_proper_lines());
        assert_eq!(p.duplicate_names(), vec![(&b"a"[..], vec![1, 3])]);
        assert_eq!(p.name_hint, Some(Algorithm::Md5));
        let first = p.entries().next().expect("entry");
        assert_eq!(first.expected_hex(), md5);
        assert!(first.matches(&Algorithm::Md5.digest(b"")));
        assert!(!first.matches(&Algorithm::Md5.digest(b"x")));
        assert!(!first.is_ambiguous());
    }

    /// Found by the `parse_sums` fuzz target: in a `*.crc32` file (GNU lines, as
    /// `hashdrop sum -a crc32` writes them) a name ending in a blank and 8 hex digits
    /// was read as an SFV line, so the wrong file was checked. Only `*.sfv` files are
    /// read SFV-first.
    #[test]
    fn gnu_lines_win_in_crc32_files_and_sfv_lines_in_sfv_files() {
        let line = b"00000000  other 00000000\n";
        let p = parse_sums(line, Some(Path::new("x.crc32")));
        let e = p.entries().next().expect("entry");
        assert_eq!(
            (e.name.as_slice(), e.style),
            (&b"other 00000000"[..], LineStyle::Gnu { binary: false })
        );
        let p = parse_sums(line, Some(Path::new("x.SFV")));
        let e = p.entries().next().expect("entry");
        assert_eq!(
            (e.name.as_slice(), e.style),
            (&b"00000000  other"[..], LineStyle::Sfv)
        );
        // A plain SFV line in a `.crc32` file is still read.
        let p = parse_sums(b"file.bin CBF43926\n", Some(Path::new("x.crc32")));
        assert_eq!(
            p.entries().next().map(|e| e.name.as_slice()),
            Some(&b"file.bin"[..])
        );
    }

    #[test]
    fn ambiguous_entry_matches_any_candidate() {
        let d = Algorithm::Blake3.digest(b"abc");
        let text = format!("{}  f\n", d.to_hex());
        let p = parse_sums(text.as_bytes(), None);
        let e = p.entries().next().expect("entry");
        assert_eq!(e.algorithm, Algorithm::Sha256);
        assert_eq!(e.algorithm_source, AlgorithmSource::DigestLength);
        assert!(e.is_ambiguous());
        assert!(e.matches(&d));
        assert!(!e.matches(&Digest::new(Algorithm::Sha512, d.as_bytes())));
    }
}
