//! Saving results: GNU sums lines, BSD tag lines, CSV and JSON. Pure formatting; the
//! file itself is written on a background thread by the app.

use std::path::Path;

use crate::engine::Algorithm;

/// The formats a person can save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `digest  name` lines, as `sha256sum` prints and `sha256sum -c` reads.
    Gnu,
    /// `SHA256 (name) = digest` lines, as BSD and `sha256sum --tag` print.
    Bsd,
    /// A spreadsheet.
    Csv,
    /// For programs.
    Json,
}

impl Format {
    /// Every format, in menu order.
    pub const ALL: [Self; 4] = [Self::Gnu, Self::Bsd, Self::Csv, Self::Json];

    /// The menu label.
    pub fn label(self) -> &'static str {
        match self {
            Self::Gnu => "Checksum file (sha256sum style)",
            Self::Bsd => "Checksum file (BSD tag style)",
            Self::Csv => "Spreadsheet (CSV)",
            Self::Json => "JSON",
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
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ExportRow {
    /// The file's full path.
    pub path: String,
    /// Size in bytes.
    pub size: u64,
    /// The algorithm's display name; `None` for an error row.
    pub algorithm: Option<String>,
    /// The algorithm's BSD tag (`SHA256`).
    #[serde(skip)]
    pub tag: Option<&'static str>,
    /// Lower-case hex digest.
    pub digest: Option<String>,
    /// Whether it is a segment checksum (not the standard digest).
    pub segmented: bool,
    /// Why there is no digest.
    pub error: Option<String>,
}

impl ExportRow {
    /// A digest row.
    pub fn digest(
        path: &Path,
        size: u64,
        algorithm: Algorithm,
        hex: &str,
        segmented: bool,
    ) -> Self {
        Self {
            path: path.to_string_lossy().into_owned(),
            size,
            algorithm: Some(algorithm.display_name().to_string()),
            tag: Some(algorithm.bsd_tag()),
            digest: Some(hex.to_string()),
            segmented,
            error: None,
        }
    }

    /// An error row.
    pub fn error(path: &Path, size: u64, error: &str) -> Self {
        Self {
            path: path.to_string_lossy().into_owned(),
            size,
            algorithm: None,
            tag: None,
            digest: None,
            segmented: false,
            error: Some(error.to_string()),
        }
    }
}

/// Formats `rows` for a file saved in `base` (names in sums files are relative to
/// the folder of the sums file when possible, so the file can be checked elsewhere).
pub fn format(rows: &[ExportRow], format: Format, base: Option<&Path>) -> String {
    let name = |p: &str| relative(p, base);
    match format {
        Format::Gnu => rows
            .iter()
            .filter_map(|r| Some(gnu_line(r.digest.as_deref()?, &name(&r.path))))
            .collect(),
        Format::Bsd => rows
            .iter()
            .filter_map(|r| Some(bsd_line(r.tag?, r.digest.as_deref()?, &name(&r.path))))
            .collect(),
        Format::Csv => {
            let mut out = String::from("path,size,algorithm,digest,segmented,error\n");
            for r in rows {
                let fields = [
                    csv_field(&r.path),
                    r.size.to_string(),
                    csv_field(r.algorithm.as_deref().unwrap_or("")),
                    r.digest.clone().unwrap_or_default(),
                    r.segmented.to_string(),
                    csv_field(r.error.as_deref().unwrap_or("")),
                ];
                out.push_str(&fields.join(","));
                out.push('\n');
            }
            out
        }
        Format::Json => {
            let mut s = serde_json::to_string_pretty(rows)
                .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
            s.push('\n');
            s
        }
    }
}

fn relative(path: &str, base: Option<&Path>) -> String {
    base.and_then(|b| Path::new(path).strip_prefix(b).ok())
        .map_or_else(|| path.to_string(), |p| p.to_string_lossy().into_owned())
}

/// A GNU line. Names with a backslash or newline are escaped and the line starts with
/// a backslash, exactly as coreutils does, so `sha256sum -c` reads them back.
pub fn gnu_line(hex: &str, name: &str) -> String {
    if name.contains(['\\', '\n', '\r']) {
        format!("\\{hex}  {}\n", escape(name))
    } else {
        format!("{hex}  {name}\n")
    }
}

/// A BSD tag line (`SHA256 (name) = digest`), escaped like [`gnu_line`].
pub fn bsd_line(tag: &str, hex: &str, name: &str) -> String {
    if name.contains(['\\', '\n', '\r']) {
        format!("\\{tag} ({}) = {hex}\n", escape(name))
    } else {
        format!("{tag} ({name}) = {hex}\n")
    }
}

fn escape(name: &str) -> String {
    name.replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows() -> Vec<ExportRow> {
        vec![
            ExportRow::digest(Path::new("/d/a.txt"), 3, Algorithm::Sha256, "ab12", false),
            ExportRow::error(Path::new("/d/b, \"c\".txt"), 0, "Permission denied"),
        ]
    }

    #[test]
    fn gnu_and_bsd_lines_are_relative_and_skip_errors() {
        let base = Some(Path::new("/d"));
        assert_eq!(format(&rows(), Format::Gnu, base), "ab12  a.txt\n");
        assert_eq!(
            format(&rows(), Format::Bsd, base),
            "SHA256 (a.txt) = ab12\n"
        );
        assert_eq!(format(&rows(), Format::Gnu, None), "ab12  /d/a.txt\n");
    }

    #[test]
    fn odd_names_are_escaped_like_coreutils() {
        assert_eq!(gnu_line("ff", "a\\b\nc"), "\\ff  a\\\\b\\nc\n");
        assert_eq!(bsd_line("MD5", "ff", "a\nb"), "\\MD5 (a\\nb) = ff\n");
    }

    #[test]
    fn csv_quotes_and_json_parses() {
        let csv = format(&rows(), Format::Csv, None);
        assert!(csv.contains("\"/d/b, \"\"c\"\".txt\""), "{csv}");
        let json: serde_json::Value =
            serde_json::from_str(&format(&rows(), Format::Json, None)).expect("json");
        assert_eq!(json[0]["digest"], "ab12");
        assert_eq!(json[1]["error"], "Permission denied");
    }
}
