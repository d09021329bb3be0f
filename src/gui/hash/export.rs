//! Saving results: GNU sums lines, BSD tag lines, CSV and JSON. Pure formatting; the
//! file itself is written on a background thread by the app.

use crate::t;
use std::path::{Path, PathBuf};

use crate::engine::Digest;
use crate::sums;

pub use crate::gui::command::hash::Format;

impl Format {
    /// Every format, in menu order.
    pub const ALL: [Self; 4] = [Self::Gnu, Self::Bsd, Self::Csv, Self::Json];

    /// The menu label.
    pub fn label(self) -> String {
        match self {
            Self::Gnu => t!("export-gnu"),
            Self::Bsd => t!("export-bsd"),
            Self::Csv => t!("export-csv"),
            Self::Json => "JSON".to_owned(),
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Self::Gnu | Self::Bsd => "txt",
            Self::Csv => "csv",
            Self::Json => "json",
        }
    }
}

/// One digest (or one error) of one file, as exported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportRow {
    /// The file's full path, as the engine was given it (any bytes).
    pub path: PathBuf,
    /// Size in bytes.
    pub size: u64,
    /// The digest; `None` for an error row.
    pub digest: Option<Digest>,
    /// For a segment checksum (not the file's standard digest): how many segments its
    /// combined digest covers. Checksum files cannot hold these; CSV and JSON can.
    pub segments: Option<usize>,
    /// Why there is no digest.
    pub error: Option<String>,
}

impl ExportRow {
    /// A digest row; `segments` is `Some(n)` for a segment checksum of `n` segments.
    pub fn digest(path: &Path, size: u64, digest: Digest, segments: Option<usize>) -> Self {
        Self {
            path: path.to_path_buf(),
            size,
            digest: Some(digest),
            segments,
            error: None,
        }
    }

    /// An error row.
    pub fn error(path: &Path, size: u64, error: &str) -> Self {
        Self {
            path: path.to_path_buf(),
            size,
            digest: None,
            segments: None,
            error: Some(error.to_string()),
        }
    }

    /// The digest as text: lower-case hex, and `-N` after a segment checksum.
    fn digest_text(&self) -> String {
        match (&self.digest, self.segments) {
            (Some(d), Some(n)) => format!("{}-{n}", d.to_hex()),
            (Some(d), None) => d.to_hex(),
            (None, _) => String::new(),
        }
    }

    /// The standard digest, for checksum-file formats.
    fn standard(&self) -> Option<&Digest> {
        self.digest.as_ref().filter(|_| self.segments.is_none())
    }
}

/// One row as JSON and CSV show it (text: a name that is not UTF-8 is shown lossily
/// there; the checksum-file formats keep its bytes).
#[derive(serde::Serialize)]
struct TextRow {
    path: String,
    size: u64,
    algorithm: Option<&'static str>,
    digest: Option<String>,
    segmented: bool,
    error: Option<String>,
}

impl From<&ExportRow> for TextRow {
    fn from(r: &ExportRow) -> Self {
        Self {
            path: r.path.to_string_lossy().into_owned(),
            size: r.size,
            algorithm: r.digest.as_ref().map(|d| d.algorithm().display_name()),
            digest: r.digest.as_ref().map(|_| r.digest_text()),
            segmented: r.segments.is_some(),
            error: r.error.clone(),
        }
    }
}

/// Formats `rows` for a file saved in `base` (names in checksum files are relative to
/// the folder of the checksum file when possible, so the file can be checked
/// elsewhere). GNU and BSD lines are written by [`crate::sums`] on the names' bytes,
/// so `hashdrop check` and `sha256sum -c` read back any name; segment checksums and
/// error rows are left out of them.
pub fn format(rows: &[ExportRow], format: Format, base: Option<&Path>) -> Vec<u8> {
    let name = |p: &Path| sums::path_to_name(relative(p, base));
    match format {
        Format::Gnu => rows
            .iter()
            .filter_map(|r| {
                let d = r.standard()?;
                Some(sums::format_gnu_line(&d.to_hex(), &name(&r.path), false))
            })
            .flatten()
            .collect(),
        Format::Bsd => rows
            .iter()
            .filter_map(|r| {
                let d = r.standard()?;
                Some(sums::format_bsd_line(
                    d.algorithm(),
                    &d.to_hex(),
                    &name(&r.path),
                ))
            })
            .flatten()
            .collect(),
        Format::Csv => {
            let mut out = String::from("path,size,algorithm,digest,segmented,error\n");
            for r in rows.iter().map(TextRow::from) {
                let fields = [
                    crate::csv::field(&r.path),
                    r.size.to_string(),
                    crate::csv::field(r.algorithm.unwrap_or("")),
                    r.digest.unwrap_or_default(),
                    r.segmented.to_string(),
                    crate::csv::field(r.error.as_deref().unwrap_or("")),
                ];
                out.push_str(&fields.join(","));
                out.push('\n');
            }
            out.into_bytes()
        }
        Format::Json => {
            let text: Vec<TextRow> = rows.iter().map(TextRow::from).collect();
            let mut s = serde_json::to_string_pretty(&text)
                .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
            s.push('\n');
            s.into_bytes()
        }
    }
}

fn relative<'a>(path: &'a Path, base: Option<&Path>) -> &'a Path {
    base.and_then(|b| path.strip_prefix(b).ok())
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Algorithm;

    fn ab12() -> Digest {
        Digest::new(Algorithm::Sha256, vec![0xab, 0x12])
    }

    fn rows() -> Vec<ExportRow> {
        vec![
            ExportRow::digest(Path::new("/d/a.txt"), 3, ab12(), None),
            ExportRow::error(Path::new("/d/b, \"c\".txt"), 0, "Permission denied"),
        ]
    }

    fn text(rows: &[ExportRow], f: Format, base: Option<&Path>) -> String {
        String::from_utf8(format(rows, f, base)).expect("utf-8")
    }

    #[test]
    fn gnu_and_bsd_lines_are_relative_and_skip_errors() {
        let base = Some(Path::new("/d"));
        assert_eq!(text(&rows(), Format::Gnu, base), "ab12  a.txt\n");
        assert_eq!(text(&rows(), Format::Bsd, base), "SHA256 (a.txt) = ab12\n");
        assert_eq!(text(&rows(), Format::Gnu, None), "ab12  /d/a.txt\n");
    }

    #[test]
    fn odd_names_are_escaped_like_coreutils() {
        let ff = |a| Digest::new(a, vec![0xff]);
        let row = |name: &str, a| vec![ExportRow::digest(Path::new(name), 1, ff(a), None)];
        // On Windows `\` is a separator, written `/` (sums::path_to_name).
        let want = if cfg!(windows) {
            "\\ff  a/b\\nc\n"
        } else {
            "\\ff  a\\\\b\\nc\n"
        };
        assert_eq!(
            text(&row("a\\b\nc", Algorithm::Sha256), Format::Gnu, None),
            want
        );
        assert_eq!(
            text(&row("a\nb", Algorithm::Md5), Format::Bsd, None),
            "\\MD5 (a\\nb) = ff\n"
        );
    }

    #[test]
    fn segment_checksums_stay_out_of_checksum_files() {
        let seg = vec![ExportRow::digest(Path::new("/d/s"), 9, ab12(), Some(3))];
        assert_eq!(format(&seg, Format::Gnu, None), b"");
        assert_eq!(format(&seg, Format::Bsd, None), b"");
        let json: serde_json::Value =
            serde_json::from_slice(&format(&seg, Format::Json, None)).expect("json");
        assert_eq!(json[0]["digest"], "ab12-3");
        assert_eq!(json[0]["segmented"], true);
    }

    /// A file named like a formula is text in a spreadsheet, in every text column.
    #[test]
    fn csv_cells_cannot_start_a_formula() {
        let rows = [ExportRow::error(Path::new("=1+2"), 0, "-bad")];
        let csv = text(&rows, Format::Csv, None);
        assert_eq!(csv.lines().nth(1), Some("'=1+2,0,,,false,'-bad"), "{csv}");
    }

    #[test]
    fn csv_quotes_and_json_parses() {
        let csv = text(&rows(), Format::Csv, None);
        assert!(csv.contains("\"/d/b, \"\"c\"\".txt\""), "{csv}");
        let json: serde_json::Value =
            serde_json::from_slice(&format(&rows(), Format::Json, None)).expect("json");
        assert_eq!(json[0]["digest"], "ab12");
        assert_eq!(json[0]["algorithm"], "SHA-256");
        assert_eq!(json[1]["error"], "Permission denied");
    }

    /// A name that is not UTF-8 keeps its bytes in GNU and BSD exports, so that the
    /// file can be checked again (tests/cli.rs runs `hashdrop check` on such a file).
    #[cfg(unix)]
    #[test]
    fn non_utf8_names_keep_their_bytes() {
        use std::os::unix::ffi::OsStrExt as _;
        let path = Path::new(std::ffi::OsStr::from_bytes(b"/d/n\xffme"));
        let rows = [ExportRow::digest(path, 1, ab12(), None)];
        assert_eq!(
            format(&rows, Format::Gnu, Some(Path::new("/d"))),
            b"ab12  n\xffme\n"
        );
        assert_eq!(
            format(&rows, Format::Bsd, Some(Path::new("/d"))),
            b"SHA256 (n\xffme) = ab12\n"
        );
    }
}
