//! A one-line progress bar on standard error, drawn only when it is a terminal.

use std::io::{IsTerminal as _, Write as _};
use std::time::{Duration, Instant};

use crate::engine::options::format_size;
use crate::engine::{History, Progress, Totals};

/// Redraws at most every 100 ms; clears itself before other output.
pub struct ProgressBar {
    enabled: bool,
    drawn: bool,
    last: Option<Instant>,
    history: History,
}

impl ProgressBar {
    /// A bar that draws only when stderr is a terminal and `allowed`.
    pub fn new(allowed: bool) -> Self {
        Self {
            enabled: allowed && std::io::stderr().is_terminal(),
            drawn: false,
            last: None,
            history: History::default(),
        }
    }

    /// Draws the current state if it is time to.
    pub fn tick(&mut self, progress: &Progress) {
        if !self.enabled {
            return;
        }
        let now = Instant::now();
        self.history.sample(progress, now);
        if self
            .last
            .is_some_and(|t| now.duration_since(t) < Duration::from_millis(100))
        {
            return;
        }
        // Wait half a second before drawing: quick jobs should not flicker a bar.
        let t = progress.totals();
        if t.elapsed < Duration::from_millis(500) {
            return;
        }
        self.last = Some(now);
        let line = bar_line(&t, self.history.recent_rate(10));
        std::io::stderr().lock().write_all(line.as_bytes()).ok();
        self.drawn = true;
    }

    /// Erases the bar (before printing a result line, and at the end).
    pub fn clear(&mut self) {
        if self.drawn {
            std::io::stderr().lock().write_all(b"\r\x1b[K").ok();
            self.drawn = false;
        }
    }
}

/// The bar for `t` at `rate` bytes a second: a bar, the share done, the bytes of the
/// total, the speed, the files and the time left; with no known size (a device such as
/// /dev/zero says 0 bytes) only the bytes read, the speed and the files.
fn bar_line(t: &Totals, rate: f64) -> String {
    let files = format!("{}/{} files", t.files_done, t.files_total);
    if !t.size_known() {
        return format!(
            "\r{} read  {}/s  {files}\x1b[K",
            format_size(t.done_bytes),
            format_size(rate as u64),
        );
    }
    let frac = t.fraction();
    let width = 24usize;
    let filled = ((frac * width as f32) as usize).min(width);
    let eta = if rate > 0.0 {
        let left = t.total_bytes.saturating_sub(t.done_bytes) as f64 / rate;
        format!(" ETA {}s", left.ceil() as u64)
    } else {
        String::new()
    };
    format!(
        "\r[{}{}] {:>5.1}%  {}/{}  {}/s  {files}{eta}\x1b[K",
        "#".repeat(filled),
        "-".repeat(width - filled),
        frac * 100.0,
        format_size(t.done_bytes),
        format_size(t.total_bytes),
        format_size(rate as u64),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Phase;

    fn totals(done_bytes: u64, total_bytes: u64) -> Totals {
        Totals {
            phase: Phase::Hashing,
            listed: 1,
            files_total: 1,
            files_done: 0,
            files_failed: 0,
            total_bytes,
            done_bytes,
            elapsed: Duration::from_secs(3),
        }
    }

    /// /dev/zero says it has 0 bytes: the bar says what was read and how fast, not
    /// "32.8 GiB of 0 B" at 0 %.
    #[test]
    fn an_unknown_size_shows_bytes_read_and_speed_only() {
        let line = bar_line(&totals(35_218_731_008, 0), 2e9);
        assert!(
            line.starts_with("\r32.8 GiB read  1.9 GiB/s  0/1 files"),
            "{line:?}"
        );
        assert!(!line.contains('%'), "{line:?}");
        let grown = bar_line(&totals(3 << 20, 1 << 20), 1e6);
        assert!(grown.starts_with("\r3 MiB read"), "{grown:?}");
        let known = bar_line(&totals(1 << 20, 4 << 20), 1e6);
        assert!(known.contains(" 25.0%  1 MiB/4 MiB"), "{known:?}");
    }
}
