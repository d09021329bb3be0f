//! A comparison's report written out: JSON and CSV (`docs/compare-schema.md`), and a
//! checksum file of either side (GNU lines, through [`crate::sums`]).

use std::io::Write;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{Map, Value, json};

use super::{AuditReport, Category, Facts, Finding, Side};
use crate::sums::{format_gnu_line, path_to_name};

/// Writes a checksum file of `side` in GNU form (`DIGEST  NAME`, names relative to the
/// side's folder, escaped as `sha256sum` does), with the first algorithm of the job.
/// Needs a report made with [`super::AuditSpec::keep_digests`]; returns the lines
/// written. Files trusted in quick mode have no digest and are left out.
pub fn write_checksums(
    report: &AuditReport,
    side: Side,
    out: &mut dyn Write,
) -> std::io::Result<usize> {
    let mut n = 0;
    for (rel, digests) in &report.digests[side as usize] {
        let Some(d) = digests.first() else { continue };
        out.write_all(&format_gnu_line(&d.to_hex(), &path_to_name(rel), false))?;
        n += 1;
    }
    Ok(n)
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

/// The report as JSON (`docs/compare-schema.md`): the summary, and every finding
/// but the matched files.
pub fn write_json(report: &AuditReport, out: &mut dyn Write) -> std::io::Result<()> {
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

/// The report as CSV: a header, then one row per finding but the matched files.
pub fn write_csv(report: &AuditReport, out: &mut dyn Write) -> std::io::Result<()> {
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
            crate::csv::push_field(&mut row, field);
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
