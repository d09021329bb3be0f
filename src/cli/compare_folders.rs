//! `hashdrop compare DIR_A DIR_B` and `hashdrop compare DIR SUMSFILE`: one line per
//! difference in path order, then a summary line; or JSON / CSV (docs/compare-schema.md).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Context as _;
use serde_json::{Map, Value, json};

use super::CompareArgs;
use super::output::coreutils_error;
use crate::audit::{
    AuditError, AuditReport, AuditSpec, Category, Expected, Facts, Finding, Side, audit,
};
use crate::engine::Algorithm;
use crate::sums::{escape_name, needs_escape, path_to_name};

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

/// Compares `expected` (a folder or a checksum file) with the folder `actual`. Exit 0
/// when identical, 1 when different; an error that stops the comparison is returned
/// (exit 2).
pub fn run(args: &CompareArgs, expected: Expected, actual: PathBuf) -> anyhow::Result<ExitCode> {
    let spec = AuditSpec {
        expected,
        actual,
        algorithm: args.algorithm.unwrap_or(Algorithm::Blake3),
        threads: args.engine.threads(),
        read: args.engine.read_options(),
        quick: args.quick,
        follow_symlinks: args.follow_symlinks,
    };
    let report = match audit(&spec) {
        Err(AuditError::EmptyListing(listing)) => anyhow::bail!(
            "{}: Is a folder, and {} holds no checksum line: compare a folder with another \
             folder or with its checksum file",
            spec.actual.display(),
            listing.display()
        ),
        other => other?,
    };
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Text => write_text(&report, &mut out),
        Format::Json => write_json(&report, &mut out),
        Format::Csv => write_csv(&report, &mut out),
    }
    .and_then(|()| out.flush())
    .context("cannot write to standard output")?;
    Ok(if report.summary.is_identical() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `changed  PATH`, `moved  OLD -> NEW`, …; a line whose names hold `\`, LF or CR starts
/// with `\` and has them escaped, as `sum` writes them.
pub fn text_line(report: &AuditReport, f: &Finding) -> Option<Vec<u8>> {
    if !f.category().is_difference() {
        return None;
    }
    let shown = |side: Side, p: &Path| match f {
        // An unreadable file is named where it is, so that it can be looked at.
        Finding::Unreadable { .. } => path_to_name(&report.full_path(side, p)),
        _ => path_to_name(p),
    };
    let first = shown(f.side().unwrap_or(Side::A), f.path());
    let second = f.other_path().map(|p| shown(Side::B, p));
    let escape = needs_escape(&first) || second.as_deref().is_some_and(needs_escape);
    let name = |n: &[u8]| if escape { escape_name(n) } else { n.to_vec() };
    let mut line = Vec::new();
    if escape {
        line.push(b'\\');
    }
    line.extend_from_slice(f.category().key().as_bytes());
    line.extend_from_slice(b"  ");
    line.extend_from_slice(&name(&first));
    if let Some(second) = second {
        line.extend_from_slice(b" -> ");
        line.extend_from_slice(&name(&second));
    }
    if let Finding::Unreadable { reason, .. } = f {
        line.extend_from_slice(b": ");
        line.extend_from_slice(coreutils_error(reason).as_bytes());
    }
    line.push(b'\n');
    Some(line)
}

/// `matched 10, changed 1, …` with every category.
pub fn summary_line(report: &AuditReport) -> String {
    let counts: Vec<String> = Category::ALL
        .iter()
        .map(|&c| format!("{} {}", c.key(), report.summary.count(c)))
        .collect();
    format!(
        "{}: {}\n",
        if report.summary.is_identical() {
            "identical"
        } else {
            "different"
        },
        counts.join(", ")
    )
}

fn write_text(report: &AuditReport, out: &mut dyn Write) -> std::io::Result<()> {
    for f in &report.findings {
        if let Some(line) = text_line(report, f) {
            out.write_all(&line)?;
        }
    }
    out.write_all(summary_line(report).as_bytes())
}

fn summary_json(report: &AuditReport) -> Value {
    let mut m = Map::new();
    for c in Category::ALL {
        m.insert(c.key().into(), json!(report.summary.count(c)));
    }
    Value::Object(m)
}

/// A path for JSON: the text, and its bytes when they are not UTF-8 (so nothing is lost).
fn put_path(m: &mut Map<String, Value>, key: &str, p: &Path) {
    let bytes = path_to_name(p);
    m.insert(key.into(), json!(String::from_utf8_lossy(&bytes)));
    if std::str::from_utf8(&bytes).is_err() {
        m.insert(format!("{key}_bytes"), json!(bytes));
    }
}

fn seconds(t: Option<SystemTime>) -> Value {
    match t.map(|t| t.duration_since(UNIX_EPOCH)) {
        Some(Ok(d)) => json!(d.as_secs_f64()),
        _ => Value::Null,
    }
}

fn put_facts(m: &mut Map<String, Value>, suffix: &str, f: &Facts) {
    m.insert(format!("size_{suffix}"), json!(f.size));
    m.insert(format!("mtime_{suffix}"), seconds(f.modified));
}

fn entry_json(f: &Finding) -> Value {
    let mut m = Map::new();
    m.insert("status".into(), json!(f.category().key()));
    put_path(&mut m, "path", f.path());
    if let Some(other) = f.other_path() {
        put_path(&mut m, "other_path", other);
    }
    if let Some(side) = f.side() {
        m.insert("side".into(), json!(side_key(side)));
    }
    match f {
        Finding::Changed { a, b, .. } => {
            put_facts(&mut m, "a", a);
            put_facts(&mut m, "b", b);
        }
        Finding::Duplicates { paths, size, .. } => {
            let list: Vec<Value> = paths
                .iter()
                .map(|p| json!(String::from_utf8_lossy(&path_to_name(p))))
                .collect();
            m.insert("paths".into(), Value::Array(list));
            m.insert("size".into(), json!(size));
        }
        Finding::Unreadable { reason, .. } => {
            m.insert("reason".into(), json!(reason.to_string()));
        }
        Finding::Skipped { reason, .. } => {
            m.insert("reason".into(), json!(reason.to_string()));
        }
        Finding::Moved { size, .. } | Finding::New { size, .. } => {
            m.insert("size".into(), json!(size));
        }
        Finding::Missing { size, .. } => {
            m.insert("size".into(), json!(size));
        }
        Finding::Matched { .. } => {}
    }
    Value::Object(m)
}

fn side_key(side: Side) -> &'static str {
    match side {
        Side::A => "a",
        Side::B => "b",
    }
}

fn write_json(report: &AuditReport, out: &mut dyn Write) -> std::io::Result<()> {
    let entries: Vec<Value> = report
        .findings
        .iter()
        .filter(|f| f.category() != Category::Matched)
        .map(entry_json)
        .collect();
    let doc = json!({"summary": summary_json(report), "entries": entries});
    serde_json::to_writer_pretty(&mut *out, &doc)?;
    out.write_all(b"\n")
}

/// A CSV field: quoted when it holds a comma, a quote or a line break; bytes kept.
fn csv_field(out: &mut Vec<u8>, field: &[u8]) {
    if field
        .iter()
        .any(|&b| matches!(b, b',' | b'"' | b'\n' | b'\r'))
    {
        out.push(b'"');
        for &b in field {
            if b == b'"' {
                out.push(b'"');
            }
            out.push(b);
        }
        out.push(b'"');
    } else {
        out.extend_from_slice(field);
    }
}

fn write_csv(report: &AuditReport, out: &mut dyn Write) -> std::io::Result<()> {
    out.write_all(b"status,side,path,other_path,size_a,size_b,reason\n")?;
    for f in report
        .findings
        .iter()
        .filter(|f| f.category() != Category::Matched)
    {
        let (size_a, size_b, reason) = csv_details(f);
        let fields: [Vec<u8>; 7] = [
            f.category().key().into(),
            f.side().map_or("", side_key).into(),
            path_to_name(f.path()),
            f.other_path().map(path_to_name).unwrap_or_default(),
            size_a.map(|s| s.to_string()).unwrap_or_default().into(),
            size_b.map(|s| s.to_string()).unwrap_or_default().into(),
            reason.into(),
        ];
        let mut row = Vec::new();
        for (i, field) in fields.iter().enumerate() {
            if i > 0 {
                row.push(b',');
            }
            csv_field(&mut row, field);
        }
        row.push(b'\n');
        out.write_all(&row)?;
    }
    Ok(())
}

fn csv_details(f: &Finding) -> (Option<u64>, Option<u64>, String) {
    match f {
        Finding::Changed { a, b, .. } => (a.size, b.size, String::new()),
        Finding::Moved { size, .. } => (None, Some(*size), String::new()),
        Finding::New { size, .. } => (None, Some(*size), String::new()),
        Finding::Missing { size, .. } => (*size, None, String::new()),
        Finding::Duplicates { paths, size, side } => {
            let s = *size;
            let n = format!("{} copies", paths.len());
            if *side == Side::A {
                (s, None, n)
            } else {
                (None, s, n)
            }
        }
        Finding::Unreadable { reason, .. } => (None, None, reason.to_string()),
        Finding::Skipped { reason, .. } => (None, None, reason.to_string()),
        Finding::Matched { size, .. } => (Some(*size), Some(*size), String::new()),
    }
}
