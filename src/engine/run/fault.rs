//! A test hook for a panic inside a worker.

/// Test hook, compiled only with the `fault-injection` feature (the integration tests
/// turn it on; release builds never have it): hashing a file whose name contains
/// `HASHDROP_PANIC_TEST` panics inside the worker, to prove that a bug in one file's
/// work is reported against that file and the job goes on.
#[cfg(feature = "fault-injection")]
pub(super) fn inject_fault(path: &std::path::Path) {
    const TRIGGER: &[u8] = b"HASHDROP_PANIC_TEST";
    let name = path.file_name().map_or(&[][..], |n| n.as_encoded_bytes());
    if name.windows(TRIGGER.len()).any(|w| w == TRIGGER) {
        panic!("fault injected for {}", path.display());
    }
}
