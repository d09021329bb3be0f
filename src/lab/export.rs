//! A report as text: an aligned table for terminals, CSV (one row per cell), JSON
//! (`docs/bench-schema.json`) and Markdown. The app's export buttons use the same.

use crate::engine::kernels::lanes::Lanes;
use std::fmt::Write as _;

use super::measure::format_rate;
use super::seed::SeedRow;
use super::{BenchMode, BenchReport, IoCase};

/// An output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Aligned columns for a terminal.
    Table,
    /// Comma-separated values, one row per cell.
    Csv,
    /// The JSON object of `docs/bench-schema.json`.
    Json,
    /// GitHub-flavoured Markdown.
    Markdown,
}

impl std::str::FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "table" | "text" => Ok(Self::Table),
            "csv" => Ok(Self::Csv),
            "json" => Ok(Self::Json),
            "markdown" | "md" => Ok(Self::Markdown),
            _ => Err(format!(
                "unknown format '{s}' (table, csv, json or markdown)"
            )),
        }
    }
}

/// Rows of strings with a header; right-aligned columns are numbers.
struct Grid {
    header: Vec<&'static str>,
    right: Vec<bool>,
    rows: Vec<Vec<String>>,
}

impl Grid {
    fn text(&self) -> String {
        let mut width: Vec<usize> = self.header.iter().map(|h| h.chars().count()).collect();
        for r in &self.rows {
            for (w, c) in width.iter_mut().zip(r) {
                *w = (*w).max(c.chars().count());
            }
        }
        let line = |cells: &[String]| {
            let mut s = String::new();
            for (i, c) in cells.iter().enumerate() {
                let pad = width[i].saturating_sub(c.chars().count());
                if i > 0 {
                    s.push_str("  ");
                }
                if self.right[i] {
                    s.push_str(&" ".repeat(pad));
                    s.push_str(c);
                } else {
                    s.push_str(c);
                    if i + 1 < cells.len() {
                        s.push_str(&" ".repeat(pad));
                    }
                }
            }
            s.push('\n');
            s
        };
        let header: Vec<String> = self.header.iter().map(|h| (*h).to_owned()).collect();
        let mut out = line(&header);
        let rule: Vec<String> = width.iter().map(|w| "-".repeat(*w)).collect();
        out.push_str(&line(&rule));
        for r in &self.rows {
            out.push_str(&line(r));
        }
        out
    }

    fn markdown(&self) -> String {
        let mut out = format!("| {} |\n|", self.header.join(" | "));
        for r in &self.right {
            out.push_str(if *r { " ---: |" } else { " --- |" });
        }
        out.push('\n');
        for r in &self.rows {
            let cells: Vec<String> = r.iter().map(|c| c.replace('|', "\\|")).collect();
            out.push_str(&format!("| {} |\n", cells.join(" | ")));
        }
        out
    }
}

fn opt(v: Option<f64>, digits: usize) -> String {
    v.map_or_else(String::new, |v| format!("{v:.digits$}"))
}

fn cell_grid(report: &BenchReport) -> Grid {
    Grid {
        header: vec![
            "algorithm",
            "mode",
            "io",
            "threads",
            "lanes",
            "median MB/s",
            "min-max MB/s",
            "spread",
            "x 1 thread",
            "vs best",
        ],
        right: vec![
            false, false, false, true, false, true, true, true, true, true,
        ],
        rows: report
            .cells
            .iter()
            .map(|c| {
                vec![
                    c.cell.algorithm.name().to_owned(),
                    c.cell.mode.label(),
                    c.cell.io.label(),
                    c.cell.threads.to_string(),
                    c.cell.kernel.map_or_else(
                        || "-".to_owned(),
                        |k| format!("{} ({k})", Lanes::lanes(c.cell.algorithm, k)),
                    ),
                    format!("{:.0}", c.median_mbps),
                    format!("{:.0}-{:.0}", c.min_mbps, c.max_mbps),
                    format!("{:.0}%", c.spread_pct),
                    opt(c.speedup_vs_1_thread, 2),
                    opt(c.ratio_to_best, 2),
                ]
            })
            .collect(),
    }
}

fn peer_grid(report: &BenchReport) -> Grid {
    Grid {
        header: vec![
            "peer",
            "algorithm",
            "threads",
            "median MB/s",
            "min-max MB/s",
            "hashdrop 1t MB/s",
            "ratio 1t",
            "hashdrop same-t MB/s",
            "ratio same-t",
        ],
        right: vec![false, false, true, true, true, true, true, true, true],
        rows: report
            .peers
            .iter()
            .map(|p| match &p.error {
                Some(e) => vec![
                    p.command.clone(),
                    p.algorithm.name().to_owned(),
                    p.threads.to_string(),
                    e.clone(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                ],
                None => vec![
                    p.command.clone(),
                    p.algorithm.name().to_owned(),
                    p.threads.to_string(),
                    format!("{:.0}", p.median_mbps),
                    format!("{:.0}-{:.0}", p.min_mbps, p.max_mbps),
                    opt(p.hashdrop_1_thread_mbps, 0),
                    opt(p.ratio_1_thread, 2),
                    opt(p.hashdrop_same_threads_mbps, 0),
                    opt(p.ratio_same_threads, 2),
                ],
            })
            .collect(),
    }
}

fn header_lines(report: &BenchReport) -> Vec<String> {
    let m = &report.machine;
    let mut v = vec![
        format!(
            "Machine: {} cores, {}, {} {}, features: {}; hashdrop {}{}",
            m.cores,
            m.cpu_model.as_deref().unwrap_or("unknown CPU"),
            m.os,
            m.arch,
            if m.cpu_features.is_empty() {
                "none detected".to_owned()
            } else {
                m.cpu_features.join(" ")
            },
            m.hashdrop_version,
            m.load_average
                .map(|l| format!(
                    "; load average {:.1} {:.1} {:.1} at the start",
                    l[0], l[1], l[2]
                ))
                .unwrap_or_default()
        ),
        format!(
            "Data: {} ({} bytes); {} timed runs per cell after {} warm-up; MB/s = 10^6 bytes/s; warm page cache",
            report
                .source
                .path
                .as_deref()
                .unwrap_or("generated pseudo-random file"),
            report.source.bytes,
            report.repeat,
            report.warmup
        ),
    ];
    if let Some(r) = &report.verdict.reads {
        v.push(format!(
            "Reads (1 MiB buffer): warm {}; cold {} ({})",
            format_rate(r.warm_mbps),
            r.cold_mbps
                .map_or_else(|| "not measured".to_owned(), format_rate),
            r.note
        ));
    }
    if !report.memory.is_empty() {
        let parts: Vec<String> = report
            .memory
            .iter()
            .map(|m| {
                let all = m
                    .all_threads_mbps
                    .map(|a| format!(" ({} on every core)", format_rate(a)))
                    .unwrap_or_default();
                format!("{} {}{all}", m.algorithm.name(), format_rate(m.mbps))
            })
            .collect();
        v.push(format!("In memory, one thread: {}", parts.join(", ")));
    }
    if report.cancelled {
        v.push(format!(
            "CANCELLED: {} of {} cells finished",
            report.cells.len(),
            report.cells_planned
        ));
    }
    v
}

/// The report in `format`.
pub fn render(report: &BenchReport, format: Format) -> String {
    match format {
        Format::Json => {
            let mut s = serde_json::to_string_pretty(report)
                .unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"));
            s.push('\n');
            s
        }
        Format::Csv => csv(report),
        Format::Table => {
            let mut s = String::new();
            for l in header_lines(report) {
                let _ = writeln!(s, "{l}");
            }
            s.push('\n');
            s.push_str(&cell_grid(report).text());
            if !report.peers.is_empty() {
                s.push('\n');
                s.push_str(&peer_grid(report).text());
            }
            s.push_str("\nVerdict\n");
            for a in &report.verdict.algorithms {
                let _ = writeln!(s, "- {}", a.words);
            }
            let _ = writeln!(s, "{}", report.verdict.summary);
            s
        }
        Format::Markdown => {
            let mut s = String::from("## Hashdrop benchmark\n\n");
            for l in header_lines(report) {
                let _ = writeln!(s, "- {l}");
            }
            s.push_str("\n### Matrix\n\n");
            s.push_str(&cell_grid(report).markdown());
            if !report.peers.is_empty() {
                s.push_str("\n### Peers\n\n");
                s.push_str(&peer_grid(report).markdown());
            }
            s.push_str("\n### Verdict\n\n");
            for a in &report.verdict.algorithms {
                let _ = writeln!(s, "- {}", a.words);
            }
            let _ = writeln!(s, "\n{}", report.verdict.summary);
            s
        }
    }
}

fn csv(report: &BenchReport) -> String {
    let mut s = String::from(
        "algorithm,mode,segment_size,io,buffer,threads,kernel,bytes,runs,median_secs,median_mbps,min_mbps,max_mbps,spread_pct,speedup_vs_1_thread,ratio_to_best,runs_secs\n",
    );
    for c in &report.cells {
        let (segment, buffer) = (
            match c.cell.mode {
                BenchMode::Standard => String::new(),
                BenchMode::Segmented { segment_size } => segment_size.to_string(),
            },
            match c.cell.io {
                IoCase::Mmap => String::new(),
                IoCase::Read { buffer } => buffer.to_string(),
            },
        );
        let mode = if segment.is_empty() {
            "standard"
        } else {
            "segmented"
        };
        let io = if buffer.is_empty() { "mmap" } else { "read" };
        let runs: Vec<String> = c.runs_secs.iter().map(|r| format!("{r:.6}")).collect();
        let _ = writeln!(
            s,
            "{},{mode},{segment},{io},{buffer},{},{},{},{},{:.6},{:.1},{:.1},{:.1},{:.1},{},{},{}",
            c.cell.algorithm.name(),
            c.cell.threads,
            c.cell.kernel.map_or("", |k| k.name()),
            c.bytes,
            c.runs_secs.len(),
            c.median_secs,
            c.median_mbps,
            c.min_mbps,
            c.max_mbps,
            c.spread_pct,
            opt(c.speedup_vs_1_thread, 3),
            opt(c.ratio_to_best, 3),
            crate::csv::field(&runs.join(" "))
        );
    }
    s
}

/// The seed notes' reference table in `format`.
pub fn render_seed(rows: &[SeedRow], format: Format) -> String {
    if format == Format::Json {
        let mut s = serde_json::to_string_pretty(rows).unwrap_or_default();
        s.push('\n');
        return s;
    }
    let grid = Grid {
        header: vec![
            "note",
            "device",
            "conditions",
            "algorithm",
            "threads",
            "io",
            "seconds",
            "MB/s",
            "remark",
        ],
        right: vec![false, false, false, false, true, false, true, true, false],
        rows: rows
            .iter()
            .map(|r| {
                let secs: Vec<String> = r.seconds.iter().map(|s| format!("{s:.2}")).collect();
                vec![
                    r.source.to_owned(),
                    r.device.to_owned(),
                    r.conditions.to_owned(),
                    r.algorithm.to_owned(),
                    r.threads.map_or_else(String::new, |t| t.to_string()),
                    r.io.to_owned(),
                    if secs.is_empty() {
                        "-".to_owned()
                    } else {
                        secs.join(" ")
                    },
                    opt(r.mbps, 0),
                    r.note.to_owned(),
                ]
            })
            .collect(),
    };
    match format {
        Format::Markdown => grid.markdown(),
        Format::Csv => {
            let mut s = grid.header.join(",");
            s.push('\n');
            for r in &grid.rows {
                let f: Vec<String> = r.iter().map(|c| crate::csv::field(c)).collect();
                s.push_str(&f.join(","));
                s.push('\n');
            }
            s
        }
        _ => grid.text(),
    }
}
