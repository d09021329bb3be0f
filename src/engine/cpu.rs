//! CPU time used by the engine's hashing threads, kept apart from the rest of the
//! process. A front-end subtracts it from the process's CPU time to learn what its own
//! drawing costs: the app draws less often while hashing when drawing is expensive
//! (software rendering), so that it does not take the cores from the workers.
//!
//! Nothing is counted until a front-end asks with [`track`] (the command line never
//! does); from then on hashing threads [`charge`] every chunk (one clock read per MiB
//! hashed) to one process-wide counter.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

static ENGINE_CPU_NS: AtomicU64 = AtomicU64::new(0);
static TRACKING: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// This thread's CPU time when it last charged.
    static CHARGED: Cell<u64> = const { Cell::new(0) };
}

#[cfg(unix)]
fn clock_ns(clock: libc::clockid_t) -> Option<u64> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the clock ids are constants.
    #[allow(unsafe_code)]
    let rc = unsafe { libc::clock_gettime(clock, &mut ts) };
    (rc == 0).then(|| ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
}

/// CPU time of the calling thread, if the platform tells.
#[cfg(unix)]
pub fn thread_cpu() -> Option<Duration> {
    clock_ns(libc::CLOCK_THREAD_CPUTIME_ID).map(Duration::from_nanos)
}

/// CPU time of the whole process (every thread), if the platform tells.
#[cfg(unix)]
pub fn process_cpu() -> Option<Duration> {
    clock_ns(libc::CLOCK_PROCESS_CPUTIME_ID).map(Duration::from_nanos)
}

/// CPU time of the calling thread, if the platform tells.
#[cfg(not(unix))]
pub fn thread_cpu() -> Option<Duration> {
    None
}

/// CPU time of the whole process (every thread), if the platform tells.
#[cfg(not(unix))]
pub fn process_cpu() -> Option<Duration> {
    None
}

/// Starts counting the engine's CPU time (for the rest of the process's life).
pub fn track() {
    TRACKING.store(true, Ordering::Relaxed);
}

/// Adds the CPU time the calling thread used since its last charge to the engine's
/// total, once [`track`] was called. Called by hashing threads as they go.
pub(crate) fn charge() {
    if !TRACKING.load(Ordering::Relaxed) {
        return;
    }
    let Some(now) = thread_cpu() else { return };
    let now = now.as_nanos() as u64;
    let last = CHARGED.with(|c| c.replace(now));
    ENGINE_CPU_NS.fetch_add(now.saturating_sub(last), Ordering::Relaxed);
}

/// CPU time the engine's hashing threads have used since [`track`] (up to their last
/// chunk).
pub fn engine_cpu() -> Duration {
    Duration::from_nanos(ENGINE_CPU_NS.load(Ordering::Relaxed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spin(d: Duration) {
        let start = thread_cpu().expect("thread clock");
        while thread_cpu().expect("thread clock") - start < d {
            std::hint::black_box(0u64);
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_thread_that_charges_adds_its_cpu_time() {
        track();
        let before = engine_cpu();
        // A thread that charges: its ~30 ms count.
        std::thread::spawn(|| {
            spin(Duration::from_millis(30));
            charge();
        })
        .join()
        .expect("thread");
        let charged = engine_cpu() - before;
        assert!(charged >= Duration::from_millis(30), "{charged:?}");
        // The process clock counts every thread, the charged one included.
        assert!(process_cpu().expect("process clock") >= charged);
    }
}
