//! How the window's process asks the C allocator to keep its heap.

/// Large allocations (from 128 KiB) always get pages of their own, given back when
/// freed. By default glibc raises that bound to the largest block freed so far (up to
/// 32 MiB): once a job's list of 200,000 files is freed, every later list of up to that
/// size is carved from the heap instead, and the heap keeps its pages resident after
/// the list is gone. A window that holds 200,000 results peaked 4 MB higher so (issue
/// 37: 200,000 results in 150 MB); the command line, which keeps no results, is left as
/// it is. Hashing was not slower with the bound fixed (20,000 and 200,000 small files).
pub fn keep_large_blocks_apart() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets one of the allocator's own parameters; it is called
    // before the window starts its threads, and takes no pointer.
    #[allow(unsafe_code)]
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
    }
}
