//! Frame-time measurement: how long `App::ui` takes while a job runs. Enabled with
//! the environment variable `HASHDROP_FRAME_STATS=1`, which prints the median and
//! maximum to standard error when a job ends (not in the window: a label whose text
//! changes every frame would itself cause extra frames), with the job's own time and
//! speed (so `scripts/app-vs-cli.sh` can set the app beside
//! `hashdrop sum` for the same work).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Frame times collected while work is running.
#[derive(Default)]
pub struct FrameStats {
    /// Whether to report (the env var is set).
    pub enabled: bool,
    /// `HASHDROP_FRAME_STATS=2`: also one line per frame, with what asked for it.
    trace: bool,
    busy: Vec<f32>,
}

impl FrameStats {
    /// Reads the environment variable.
    pub fn from_env() -> Self {
        let v = std::env::var_os("HASHDROP_FRAME_STATS");
        Self {
            enabled: v.as_ref().is_some_and(|v| v != "0"),
            trace: v.is_some_and(|v| v == "2"),
            busy: Vec::new(),
        }
    }

    /// With tracing on, prints the frame's number and what asked for it (egui's
    /// repaint causes): the way to find what draws more often than the pacer says.
    pub fn trace(&self, ctx: &egui::Context, interval: Duration) {
        if self.trace {
            eprintln!(
                "hashdrop: frame {} at {:.3} s (redraw every {} ms): {:?}",
                ctx.cumulative_frame_nr(),
                ctx.input(|i| i.time),
                interval.as_millis(),
                ctx.repaint_causes()
            );
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

    /// Prints the frame times and the redraw pacing (when enabled), then starts over.
    pub fn report_and_reset(&mut self, pacer: &Pacer) {
        if self.enabled {
            if let Some((median, max, n)) = self.summary() {
                let p95 = self.p95().unwrap_or(max);
                eprintln!(
                    "hashdrop: ui() while hashing: median {median:.2} ms, p95 {p95:.2} ms, max {max:.2} ms over {n} frames"
                );
            }
            let cost = pacer
                .frame_cost()
                .map_or("not measured yet".to_owned(), |c| {
                    format!("{:.1} ms of CPU", c.as_secs_f64() * 1000.0)
                });
            eprintln!(
                "hashdrop: redraw every {} ms while working; a frame costs {cost}",
                pacer.interval().as_millis()
            );
        }
        self.busy.clear();
    }

    /// When enabled, what the job's collector runs as the job ends: prints the job's
    /// bytes, time and speed at once, even while the window is hidden and draws nothing.
    pub fn job_reporter(&self) -> Option<crate::gui::common::jobs::OnEnd> {
        self.enabled.then(|| {
            Box::new(|p: &crate::engine::Progress| {
                let t = p.totals();
                let secs = t.elapsed.as_secs_f64();
                eprintln!(
                    "hashdrop: job: {} bytes in {secs:.3} s ({:.1} MB/s)",
                    t.done_bytes,
                    t.done_bytes as f64 / secs.max(1e-9) / 1e6
                );
            }) as crate::gui::common::jobs::OnEnd
        })
    }
}

/// The fastest redraw while work runs: about 30 frames a second.
pub const FASTEST: Duration = Duration::from_millis(33);
/// The slowest: progress still moves once a second.
pub const SLOWEST: Duration = Duration::from_millis(1000);
/// The interval until a frame's cost is measured: ten frames a second.
const UNMEASURED: Duration = Duration::from_millis(100);
/// The share of the machine (all cores) that drawing may take while every core hashes.
const BUDGET: f64 = 0.02;
/// The share of a core the workers leave idle that drawing may take. Not all of it:
/// the renderer's threads still disturb the worker (memory bandwidth, the scheduler).
/// Measured with one 4 GiB file on 2 cores under software rendering, half a core gave
/// the app 1.03–1.09× the command line's time; a quarter keeps it near 1.0.
const SPARE_SHARE: f64 = 0.25;
/// Frames measured before a cost is estimated (the first frames set up fonts and
/// compile shaders, and say nothing of the steady cost).
const SKIP_FRAMES: u64 = 3;

/// Paces the redraws while work runs, so that drawing takes at most [`BUDGET`] of the
/// machine from the hashing workers: about 30 frames a second where a frame is cheap
/// (a GPU), fewer where it is not (software rendering: ~10 ms of CPU a frame).
///
/// A frame's cost is measured, not guessed: the process's CPU time minus that of the
/// jobs the app runs (each job's own figure, [`crate::engine::Progress::cpu_time`])
/// between two frames, smoothed.
pub struct Pacer {
    interval_ms: Arc<AtomicU64>,
    cores: f64,
    /// Hashing threads at work now: a core they leave idle can draw for free.
    busy_workers: usize,
    /// The process's CPU time and each job's at the previous frame.
    last: Option<(Duration, Vec<Duration>)>,
    /// Estimated CPU seconds per frame.
    cost: Option<f64>,
}

impl Pacer {
    /// A pacer for this machine; starts at ten frames a second until it has measured.
    pub fn new() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Self::with_cores(cores)
    }

    fn with_cores(cores: usize) -> Self {
        Self {
            interval_ms: Arc::new(AtomicU64::new(UNMEASURED.as_millis() as u64)),
            cores: cores.max(1) as f64,
            busy_workers: 0,
            last: None,
            cost: None,
        }
    }

    /// The redraw interval while work runs.
    pub fn interval(&self) -> Duration {
        Duration::from_millis(self.interval_ms.load(Ordering::Relaxed))
    }

    /// A handle that wakes the window of `ctx` from another thread.
    pub fn repaint(&self, ctx: &egui::Context) -> Repaint {
        Repaint { ctx: ctx.clone() }
    }

    /// The estimated CPU time of one frame, once measured.
    pub fn frame_cost(&self) -> Option<Duration> {
        self.cost.map(Duration::from_secs_f64)
    }

    /// Called at the start of each frame (`frame_nr`: frames drawn so far) with the
    /// CPU time each job the app holds has used so far: one figure per kind of job,
    /// in the same order every frame (zero for a slot with no job), e.g. the hash
    /// run's, the compare job's and the benchmark's. The CPU the process used since
    /// the previous frame, less what the jobs used, is what that frame cost: its
    /// layout, and its painting, which follows `ui()`.
    pub fn frame(&mut self, frame_nr: u64, jobs_cpu: &[Duration]) {
        if let Some(process) = crate::engine::cpu::process_cpu() {
            self.frame_at(frame_nr, process, jobs_cpu);
        }
    }

    /// [`Pacer::frame`] with the process's CPU time given.
    fn frame_at(&mut self, frame_nr: u64, process: Duration, jobs_cpu: &[Duration]) {
        let last = self.last.replace((process, jobs_cpu.to_vec()));
        if frame_nr < SKIP_FRAMES {
            return;
        }
        if let Some((p0, jobs0)) = last {
            // Job charges lag by up to a chunk: never below zero.
            let own = process
                .saturating_sub(p0)
                .saturating_sub(jobs_since(&jobs0, jobs_cpu));
            self.observe(own.as_secs_f64());
        }
    }

    /// Tells how many hashing threads are at work now (0 when idle).
    pub fn set_busy_workers(&mut self, n: usize) {
        if n != self.busy_workers {
            self.busy_workers = n;
            if let Some(c) = self.cost {
                self.set_interval(c);
            }
        }
    }

    /// CPU seconds a second that drawing may take: [`BUDGET`] of the machine, plus
    /// [`SPARE_SHARE`] of each core the workers leave idle (one ISO on a 2-core
    /// machine: one worker, one core mostly free for drawing).
    fn allowance(&self) -> f64 {
        let spare = (self.cores - self.busy_workers as f64).max(0.0);
        BUDGET * self.cores + SPARE_SHARE * spare
    }

    fn set_interval(&self, cost: f64) {
        let secs = (cost / self.allowance()).clamp(FASTEST.as_secs_f64(), SLOWEST.as_secs_f64());
        self.interval_ms
            .store((secs * 1000.0).round() as u64, Ordering::Relaxed);
    }

    /// Takes one measured cost per frame (CPU seconds) and sets the interval.
    fn observe(&mut self, per_frame: f64) {
        // Quick to slow down, slow to speed up: a dear frame counts at once, a cheap
        // one only once it repeats.
        let cost = match self.cost {
            Some(c) if per_frame > c => 0.5 * c + 0.5 * per_frame,
            Some(c) => 0.8 * c + 0.2 * per_frame,
            None => per_frame,
        };
        self.cost = Some(cost);
        self.set_interval(cost);
    }
}

/// The CPU the jobs used between two frames, slot by slot. A figure below the previous
/// one is a new job in that slot (the old one was dropped): all of its time is since
/// it started, which was after the previous frame.
fn jobs_since(before: &[Duration], now: &[Duration]) -> Duration {
    now.iter()
        .enumerate()
        .map(|(i, &n)| match before.get(i) {
            Some(&b) if n >= b => n - b,
            _ => n,
        })
        .sum()
}

/// Wakes the window from another thread (a job's collector, a background task).
#[derive(Clone)]
pub struct Repaint {
    ctx: egui::Context,
}

impl Repaint {
    /// The window's context.
    pub fn ctx(&self) -> &egui::Context {
        &self.ctx
    }

    /// A callback for a job's collector: asks for a redraw at once (the file list is
    /// known, or the job ended). While the window is hidden this runs `App::logic`.
    pub fn wake(&self) -> crate::gui::common::jobs::Wake {
        let ctx = self.ctx.clone();
        Arc::new(move || ctx.request_repaint())
    }
}

impl Default for Pacer {
    fn default() -> Self {
        Self::new()
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

    /// A pacer on `cores` cores with every core hashing.
    fn saturated(cores: usize) -> Pacer {
        let mut p = Pacer::with_cores(cores);
        p.set_busy_workers(cores);
        p
    }

    #[test]
    fn cheap_frames_keep_thirty_a_second_and_dear_ones_slow_down() {
        let mut p = saturated(2);
        assert_eq!(p.interval(), UNMEASURED);
        // 0.5 ms a frame (a GPU): 30 frames a second take 1.5 % of one core.
        p.observe(0.0005);
        assert_eq!(p.interval(), FASTEST);
        // 10 ms a frame (software rendering on 2 cores): 2 % of 2 cores is 40 ms of
        // CPU a second, so four frames a second.
        let mut p = saturated(2);
        p.observe(0.010);
        assert_eq!(p.interval(), Duration::from_millis(250));
        // 80 ms a frame: once a second, never slower.
        let mut p = saturated(2);
        p.observe(0.080);
        assert_eq!(p.interval(), SLOWEST);
        // More cores, more room: 10 ms on 16 cores stays fast.
        let mut p = saturated(16);
        p.observe(0.010);
        assert_eq!(p.interval(), Duration::from_millis(33));
    }

    #[test]
    fn a_core_the_workers_leave_idle_draws_freely() {
        // One file on two cores: one worker, and a quarter of the other core (plus 2 %
        // of the machine) for drawing: 8 ms frames 30 times a second fit.
        let mut p = Pacer::with_cores(2);
        p.set_busy_workers(1);
        p.observe(0.008);
        assert_eq!(p.interval(), FASTEST);
        // The second worker starts: the same frames now come five times a second.
        p.set_busy_workers(2);
        assert_eq!(p.interval(), Duration::from_millis(200));
    }

    const MS: Duration = Duration::from_millis(1);

    #[test]
    fn a_frame_costs_what_the_process_used_less_what_the_jobs_used() {
        let mut p = saturated(2);
        // Past the set-up frames: 1 s of process CPU, 0.1 s of it the jobs'.
        p.frame_at(SKIP_FRAMES, 1000 * MS, &[100 * MS, Duration::ZERO]);
        // Next frame: the process used 210 ms more, the hash run 150 ms and the
        // benchmark 50 ms of it: the frame cost 10 ms.
        p.frame_at(SKIP_FRAMES + 1, 1210 * MS, &[250 * MS, 50 * MS]);
        assert_eq!(p.frame_cost(), Some(10 * MS));
        assert_eq!(p.interval(), Duration::from_millis(250));
    }

    #[test]
    fn a_new_job_in_a_slot_counts_from_its_start() {
        let mut p = saturated(2);
        p.frame_at(SKIP_FRAMES, 1000 * MS, &[900 * MS]);
        // The old run was replaced: the new one has used 40 ms since it started, and
        // the process 50 ms: the frame cost 10 ms, not 50.
        p.frame_at(SKIP_FRAMES + 1, 1050 * MS, &[40 * MS]);
        assert_eq!(p.frame_cost(), Some(10 * MS));
        // A job appearing where there was none counts the same way.
        p.frame_at(SKIP_FRAMES + 2, 1120 * MS, &[50 * MS, 50 * MS]);
        assert_eq!(p.frame_cost(), Some(10 * MS));
    }

    #[test]
    fn set_up_frames_are_not_measured() {
        let mut p = saturated(2);
        p.frame_at(0, Duration::ZERO, &[]);
        // A frame that compiled shaders for 500 ms says nothing of the steady cost.
        p.frame_at(1, 500 * MS, &[]);
        assert_eq!(p.frame_cost(), None);
        assert_eq!(p.interval(), UNMEASURED);
    }

    #[test]
    fn the_estimate_follows_the_measurements() {
        let mut p = saturated(2);
        p.observe(0.080);
        assert_eq!(p.interval(), SLOWEST);
        // The window gets cheap to draw (it was resized smaller): the rate comes back.
        for _ in 0..30 {
            p.observe(0.0005);
        }
        assert_eq!(p.interval(), FASTEST);
        assert!(p.frame_cost().expect("measured") < Duration::from_millis(1));
        // One dear frame halves the way up, it does not jump to the slowest rate.
        p.observe(0.020);
        assert!(p.interval() < SLOWEST);
    }
}
