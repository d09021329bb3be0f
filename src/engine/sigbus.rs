//! Makes memory-mapped reads survive a file being truncated under them.
//!
//! Reading a mapped page past the new end of a truncated file raises SIGBUS, which
//! kills the process (BLAKE3-team/BLAKE3#488). While a mapping is registered here, a
//! SIGBUS inside it is answered by mapping a zero page over the faulting page and
//! marking the region as tripped; the read then goes on with zeros, and the caller
//! discards the digest and reports the file as changed. A SIGBUS anywhere else is
//! passed to the handler that was installed before (Rust's own, or the default).
//!
//! Installing a signal handler and remapping a page are system calls Rust cannot check,
//! so `install` and `handler` allow unsafe code; the rest of the module is safe.

use std::sync::Once;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};

const SLOTS: usize = 256;

struct Slot {
    start: AtomicUsize,
    len: AtomicUsize,
    tripped: AtomicBool,
}

#[allow(clippy::declare_interior_mutable_const)]
const EMPTY: Slot = Slot {
    start: AtomicUsize::new(0),
    len: AtomicUsize::new(0),
    tripped: AtomicBool::new(false),
};

static REGIONS: [Slot; SLOTS] = [EMPTY; SLOTS];
static PAGE_SIZE: AtomicUsize = AtomicUsize::new(4096);
static INSTALL: Once = Once::new();
static INSTALLED: AtomicBool = AtomicBool::new(false);
// The handler that was installed before ours (address and flags), to pass on faults
// that are not ours. Written once, before our handler is installed.
static PREVIOUS_ACTION: AtomicUsize = AtomicUsize::new(libc::SIG_DFL);
static PREVIOUS_FLAGS: AtomicI32 = AtomicI32::new(0);

/// A registered mapping; unregisters itself on drop.
pub struct Guard {
    slot: usize,
}

impl Guard {
    /// Registers `[start, start + len)`. `None` when the handler cannot be installed or
    /// every slot is in use; the caller must then read instead of mapping.
    pub fn register(start: *const u8, len: usize) -> Option<Self> {
        install();
        if !INSTALLED.load(Ordering::Acquire) || len == 0 {
            return None;
        }
        let start = start as usize;
        for (i, slot) in REGIONS.iter().enumerate() {
            if slot
                .start
                .compare_exchange(0, start, Ordering::AcqRel, Ordering::Relaxed)
                .is_ok()
            {
                slot.tripped.store(false, Ordering::Release);
                slot.len.store(len, Ordering::Release);
                return Some(Self { slot: i });
            }
        }
        None
    }

    /// Whether a SIGBUS hit this mapping (the file shrank while it was read).
    pub fn tripped(&self) -> bool {
        REGIONS[self.slot].tripped.load(Ordering::Acquire)
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        let slot = &REGIONS[self.slot];
        slot.len.store(0, Ordering::Release);
        slot.start.store(0, Ordering::Release);
    }
}

#[allow(unsafe_code)]
fn install() {
    INSTALL.call_once(|| {
        // SAFETY: sysconf and sigaction are called with valid arguments and pointers
        // to structs we own.
        unsafe {
            let page = libc::sysconf(libc::_SC_PAGESIZE);
            if page > 0 {
                PAGE_SIZE.store(page as usize, Ordering::Relaxed);
            }
            let mut old: libc::sigaction = std::mem::zeroed();
            let mut new: libc::sigaction = std::mem::zeroed();
            new.sa_sigaction = handler as *const () as usize;
            new.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK | libc::SA_NODEFER;
            libc::sigemptyset(&raw mut new.sa_mask);
            // Read the previous action first so PREVIOUS is set before ours is live.
            if libc::sigaction(libc::SIGBUS, std::ptr::null(), &raw mut old) != 0 {
                return;
            }
            PREVIOUS_ACTION.store(old.sa_sigaction, Ordering::Release);
            PREVIOUS_FLAGS.store(old.sa_flags, Ordering::Release);
            if libc::sigaction(libc::SIGBUS, &raw const new, std::ptr::null_mut()) == 0 {
                INSTALLED.store(true, Ordering::Release);
            }
        }
    });
}

#[allow(unsafe_code)]
extern "C" fn handler(sig: libc::c_int, info: *mut libc::siginfo_t, ctx: *mut libc::c_void) {
    // SAFETY: the kernel passes a valid siginfo for SA_SIGINFO handlers.
    let addr = unsafe { (*info).si_addr() } as usize;
    for slot in &REGIONS {
        let start = slot.start.load(Ordering::Acquire);
        let len = slot.len.load(Ordering::Acquire);
        if start != 0 && addr >= start && addr < start + len {
            let page = PAGE_SIZE.load(Ordering::Relaxed);
            let base = addr & !(page - 1);
            // SAFETY: the page lies inside a mapping this process owns and is only
            // read; replacing it with a private zero page keeps the range mapped until
            // the owner unmaps it. mmap is a plain system call, safe in a handler.
            let r = unsafe {
                libc::mmap(
                    base as *mut libc::c_void,
                    page,
                    libc::PROT_READ,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED,
                    -1,
                    0,
                )
            };
            if r != libc::MAP_FAILED {
                slot.tripped.store(true, Ordering::Release);
                return;
            }
        }
    }
    // Not ours: hand it to whoever handled SIGBUS before us.
    let action = PREVIOUS_ACTION.load(Ordering::Acquire);
    let flags = PREVIOUS_FLAGS.load(Ordering::Acquire);
    match action {
        libc::SIG_DFL | libc::SIG_IGN => {
            // Restore the default action; returning re-executes the access, which then
            // terminates the process as it would have without us.
            // SAFETY: resetting a signal to its default disposition.
            unsafe {
                libc::signal(libc::SIGBUS, libc::SIG_DFL);
            }
        }
        // SAFETY: the previous handler was installed for SIGBUS with these flags.
        handler_fn => unsafe {
            if flags & libc::SA_SIGINFO != 0 {
                let f: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) =
                    std::mem::transmute(handler_fn);
                f(sig, info, ctx);
            } else {
                let f: extern "C" fn(libc::c_int) = std::mem::transmute(handler_fn);
                f(sig);
            }
        },
    }
}
