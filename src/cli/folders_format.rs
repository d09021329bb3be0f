//! The output formats of a folder comparison on the command line.

/// Output formats of a folder comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// One line per difference, then a summary.
    #[default]
    Text,
    /// `{"summary": {…}, "entries": […]}`.
    Json,
    /// A header, then one row per finding (matched files left out).
    Csv,
}

impl std::str::FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "text" => Ok(Self::Text),
            "json" => Ok(Self::Json),
            "csv" => Ok(Self::Csv),
            _ => Err(format!("unknown format '{s}' (text, json or csv)")),
        }
    }
}
