//! `hashdrop compare DIR_A DIR_B` and `hashdrop compare DIR SUMSFILE`: one line per
//! difference in path order, then a summary line; or JSON / CSV (docs/compare-schema.md).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context as _;

use super::args::CompareArgs;
use super::folders_format::Format;
use super::output::coreutils_error;
use crate::audit::export::{write_csv, write_json};
use crate::audit::{AuditError, AuditReport, AuditSpec, Category, Expected, Finding, Side, audit};
use crate::engine::Algorithm;
use crate::sums::{escape_name, needs_escape, path_to_name};

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
        keep_digests: false,
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
