//! A one-line progress bar on standard error, drawn only when it is a terminal.

use std::io::{IsTerminal as _, Write as _};
use std::time::{Duration, Instant};

use crate::engine::options::format_size;
use crate::engine::{History, Progress};

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
        let frac = t.fraction();
        let width = 24usize;
        let filled = ((frac * width as f32) as usize).min(width);
        let rate = self.history.recent_rate(10);
        let eta = if rate > 0.0 {
            let left = t.total_bytes.saturating_sub(t.done_bytes) as f64 / rate;
            format!(" ETA {}s", left.ceil() as u64)
        } else {
            String::new()
        };
        let line = format!(
            "\r[{}{}] {:>5.1}%  {}/{}  {}/s  {}/{} files{}\x1b[K",
            "#".repeat(filled),
            "-".repeat(width - filled),
            frac * 100.0,
            format_size(t.done_bytes),
            format_size(t.total_bytes),
            format_size(rate as u64),
            t.files_done,
            t.files_total,
            eta
        );
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
