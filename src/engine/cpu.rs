//! CPU time used by one job's hashing threads, kept apart from the rest of the
//! process. A front-end subtracts it from the process's CPU time to learn what its own
//! drawing costs: the app draws less often while hashing when drawing is expensive
//! (software rendering), so that it does not take the cores from the workers.
//!
//! Each job owns its [`CpuMeter`] (in its [`Progress`](super::Progress)), and only when
//! its [`JobSpec`](super::JobSpec) asks (`measure_cpu`; the command line never does):
//! then its hashing threads charge their CPU time to it after every chunk (one clock read per
//! chunk). Otherwise nothing is read and nothing is counted.

use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

thread_local! {
    /// This thread's CPU time when it last charged. Per thread, not per meter: every
    /// engine thread is started for one job and charges only that job's meter.
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

/// Bytes hashed between two reads of a thread's CPU clock.
const CHARGE_EVERY_BYTES: u64 = 1 << 20;
/// Calls between two reads of a thread's CPU clock, whatever the bytes.
pub const CHARGE_EVERY_CALLS: u32 = 64;

thread_local! {
    /// Bytes and calls since this thread last read its clock.
    static PENDING: std::cell::Cell<(u64, u32)> = const { std::cell::Cell::new((0, 0)) };
}

/// CPU time charged by the threads of one job, readable from any thread.
#[derive(Debug, Default)]
pub struct CpuMeter {
    ns: AtomicU64,
}

impl CpuMeter {
    /// Adds the CPU time the calling thread used since it last charged (since it
    /// started, the first time). Called by a job's hashing threads after each chunk
    /// of `bytes`; the thread's clock (a system call) is read only once per MiB or
    /// per [`CHARGE_EVERY_CALLS`] calls, so a folder of tiny files does not pay a
    /// clock read per file. The figure then lags by about a millisecond of hashing.
    pub(crate) fn charge(&self, bytes: u64) {
        // A call that counts no bytes comes from a pipelined hasher, after a chunk whose
        // bytes its reader counts: weigh it as a quarter of the budget.
        let weight = if bytes == 0 {
            CHARGE_EVERY_BYTES / 4
        } else {
            bytes
        };
        let due = PENDING.with(|p| {
            let (b, calls) = p.get();
            let (b, calls) = (b + weight, calls + 1);
            let due = b >= CHARGE_EVERY_BYTES || calls >= CHARGE_EVERY_CALLS;
            p.set(if due { (0, 0) } else { (b, calls) });
            due
        });
        if !due {
            return;
        }
        let Some(now) = thread_cpu() else { return };
        let now = now.as_nanos() as u64;
        let last = CHARGED.with(|c| c.replace(now));
        self.ns
            .fetch_add(now.saturating_sub(last), Ordering::Relaxed);
    }

    /// CPU time charged so far (up to each thread's last chunk).
    pub fn total(&self) -> Duration {
        Duration::from_nanos(self.ns.load(Ordering::Relaxed))
    }
}

// Every test here reads the thread clocks, which only Unix has here.
#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn spin(d: Duration) {
        let start = thread_cpu().expect("thread clock");
        while thread_cpu().expect("thread clock") - start < d {
            std::hint::black_box(0u64);
        }
    }

    #[test]
    fn threads_that_charge_add_their_cpu_time_to_their_own_meter() {
        let (a, b) = (CpuMeter::default(), CpuMeter::default());
        std::thread::scope(|s| {
            // Two threads, each working for its own meter: ~30 ms and ~10 ms.
            s.spawn(|| {
                spin(Duration::from_millis(30));
                a.charge(CHARGE_EVERY_BYTES);
            });
            s.spawn(|| {
                spin(Duration::from_millis(10));
                b.charge(CHARGE_EVERY_BYTES);
            });
        });
        assert!(a.total() >= Duration::from_millis(30), "{:?}", a.total());
        assert!(b.total() >= Duration::from_millis(10), "{:?}", b.total());
        // Neither took the other's time (each spun well under 30 ms more than asked).
        assert!(b.total() < Duration::from_millis(30), "{:?}", b.total());
        // The process clock counts every thread, the charged ones included.
        assert!(process_cpu().expect("process clock") >= a.total() + b.total());
    }

    #[test]
    fn a_second_charge_adds_only_what_was_used_since_the_first() {
        let m = CpuMeter::default();
        std::thread::scope(|s| {
            s.spawn(|| {
                spin(Duration::from_millis(20));
                m.charge(CHARGE_EVERY_BYTES);
                let first = m.total();
                m.charge(CHARGE_EVERY_BYTES);
                // Two charges in a row: the second adds next to nothing.
                assert!(m.total() - first < Duration::from_millis(5));
            });
        });
        assert!(m.total() >= Duration::from_millis(20));
    }
}
