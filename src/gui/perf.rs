//! Frame-time measurement: how long `App::ui` takes while a job runs. Enabled with
//! the environment variable `HASHDROP_FRAME_STATS=1`, which prints the median and
//! maximum to standard error when a job ends and shows them in the window, with the
//! job's own time and speed (so `scripts/app-vs-cli.sh` can set the app beside
//! `hashdrop sum` for the same work).

use std::time::Duration;

/// Frame times collected while work is running.
#[derive(Default)]
pub struct FrameStats {
    /// Whether to report (the env var is set).
    pub enabled: bool,
    busy: Vec<f32>,
}

impl FrameStats {
    /// Reads the environment variable.
    pub fn from_env() -> Self {
        Self {
            enabled: std::env::var_os("HASHDROP_FRAME_STATS").is_some_and(|v| v != "0"),
            busy: Vec::new(),
        }
    }

    /// Records one frame that took `d` while a job ran.
    pub fn record(&mut self, d: Duration) {
        if self.busy.len() < 100_000 {
            self.busy.push(d.as_secs_f32() * 1000.0);
        }
    }

    /// Median and maximum in milliseconds, and the number of frames.
    pub fn summary(&self) -> Option<(f32, f32, usize)> {
        let v = self.sorted()?;
        Some((v[v.len() / 2], v[v.len() - 1], v.len()))
    }

    /// The 95th percentile in milliseconds.
    pub fn p95(&self) -> Option<f32> {
        let v = self.sorted()?;
        Some(v[(v.len() * 95 / 100).min(v.len() - 1)])
    }

    fn sorted(&self) -> Option<Vec<f32>> {
        if self.busy.is_empty() {
            return None;
        }
        let mut v = self.busy.clone();
        v.sort_by(f32::total_cmp);
        Some(v)
    }

    /// Prints the summary and the job's `bytes` and `elapsed` (when enabled), then
    /// starts over.
    pub fn report_and_reset(&mut self, bytes: u64, elapsed: Duration) {
        if self.enabled {
            if let Some((median, max, n)) = self.summary() {
                let p95 = self.p95().unwrap_or(max);
                eprintln!(
                    "hashdrop: ui() while hashing: median {median:.2} ms, p95 {p95:.2} ms, max {max:.2} ms over {n} frames"
                );
            }
            let secs = elapsed.as_secs_f64();
            eprintln!(
                "hashdrop: job: {bytes} bytes in {secs:.3} s ({:.1} MB/s)",
                bytes as f64 / secs.max(1e-9) / 1e6
            );
        }
        self.busy.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_and_max() {
        let mut s = FrameStats::default();
        for ms in [1, 5, 3] {
            s.record(Duration::from_millis(ms));
        }
        let (median, max, n) = s.summary().expect("frames");
        assert!((median - 3.0).abs() < 0.01 && (max - 5.0).abs() < 0.01 && n == 3);
    }
}
