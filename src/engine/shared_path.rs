//! [`SharedPath`]: one file's path, shared by the job's list, its result and the
//! window's row; the paths of one folder packed together in blocks.

use std::alloc::{self, Layout};
use std::borrow::Borrow;
use std::cmp::Ordering;
use std::ffi::OsStr;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::ptr::NonNull;
use std::sync::atomic::{self, AtomicUsize};

/// The start of a block of paths: how many [`SharedPath`]s point into it, and its size
/// (for the layout it is freed with).
#[repr(C)]
struct BlockHeader {
    holders: AtomicUsize,
    size: usize,
}

/// Bytes before the first entry of a block.
const HEADER: usize = std::mem::size_of::<BlockHeader>();
/// Bytes before each entry's path: where its block starts (counted back from the
/// entry) and the path's length, both `u32`, unaligned.
const ENTRY_HEADER: usize = 8;
/// How large a block grows before the next path starts another: below glibc's mmap
/// threshold (128 KiB, which the app fixes), about a thousand paths.
const BLOCK: usize = 64 * 1024;
/// The alignment of a block (its header's).
const ALIGN: usize = std::mem::align_of::<BlockHeader>();

/// An immutable, shared path behind a pointer of one word, into a block that holds the
/// paths of one folder listing (or this path alone) with a count of their holders.
/// Each path costs its bytes and 8 more, where an allocation of its own (`Arc<Path>`)
/// costs 16 bytes of counts and the allocator's own word and rounding: 80 bytes for a
/// 46-byte path where a block takes 54 (issue 37, 200,000 results in 150 MB). A block
/// is freed when the last path in it is dropped. Compares, orders and hashes as the
/// [`Path`] it dereferences to.
pub struct SharedPath(NonNull<u8>);

// SAFETY: the bytes a `SharedPath` points to are never written after its block is
// sealed (in `Packer::seal`, before any `SharedPath` into it exists), and the block's
// holder count is atomic: sharing and sending one is as safe as `Arc<[u8]>`.
#[allow(unsafe_code)]
unsafe impl Send for SharedPath {}
// SAFETY: as for `Send`, above.
#[allow(unsafe_code)]
unsafe impl Sync for SharedPath {}

impl SharedPath {
    /// A shared copy of `path`, in a block of its own.
    pub fn new(path: &Path) -> Self {
        let mut packer = Packer::default();
        packer.push(path);
        let mut one = packer.finish();
        // `push` then `finish` makes exactly one.
        one.pop()
            .unwrap_or_else(|| unreachable!("a packer given one path made none"))
    }

    /// Shared copies of `paths`, in order, packed into as few blocks as fit: for the
    /// names of one folder, made one at a time (a made path is dropped before the next
    /// is made, so no allocation is left behind between the blocks).
    pub fn pack<P: AsRef<Path>>(paths: impl IntoIterator<Item = P>) -> Vec<Self> {
        let mut packer = Packer::default();
        for path in paths {
            packer.push(path.as_ref());
        }
        packer.finish()
    }

    /// The path.
    pub fn as_path(&self) -> &Path {
        let (start, len) = self.entry();
        // SAFETY: `entry` gives the bytes `Packer::push` copied from an `OsStr`'s
        // `as_encoded_bytes` into this entry, unchanged since and read back by the same
        // build: what `from_encoded_bytes_unchecked` asks. The block lives while `self`
        // does (`self` is one of its holders).
        #[allow(unsafe_code)]
        let name =
            unsafe { OsStr::from_encoded_bytes_unchecked(std::slice::from_raw_parts(start, len)) };
        Path::new(name)
    }

    /// Whether `a` and `b` are the same allocation (not merely equal paths).
    pub fn ptr_eq(a: &Self, b: &Self) -> bool {
        a.0 == b.0
    }

    /// The first byte of the path and its length.
    fn entry(&self) -> (*const u8, usize) {
        let at = self.0.as_ptr().cast_const();
        // SAFETY: `self.0` points at an entry `Packer::push` wrote: its block offset,
        // then its length (each 4 bytes, unaligned), then the path's bytes, all inside
        // a block that lives while `self` does.
        #[allow(unsafe_code)]
        unsafe {
            let len = at.add(4).cast::<u32>().read_unaligned() as usize;
            (at.add(ENTRY_HEADER), len)
        }
    }

    /// The start of the block this path is in, where its [`BlockHeader`] is: derived
    /// from the entry's own pointer, so with the whole block's provenance (a pointer
    /// made from the `&BlockHeader` would reach only the header, and could not free
    /// the block).
    fn block_start(&self) -> *mut u8 {
        let at = self.0.as_ptr();
        // SAFETY: the entry's first 4 bytes are its distance from the start of its
        // block (`Packer::push`); the block lives while `self` does.
        #[allow(unsafe_code)]
        unsafe {
            let back = at.cast_const().cast::<u32>().read_unaligned() as usize;
            at.sub(back)
        }
    }

    /// The header of the block this path is in.
    fn block(&self) -> &BlockHeader {
        // SAFETY: a `BlockHeader` was written at the block's start (`Packer::seal`),
        // aligned for it, before any `SharedPath` into the block existed; it is only
        // read after, its count through atomics.
        #[allow(unsafe_code)]
        unsafe {
            &*self.block_start().cast::<BlockHeader>()
        }
    }
}

impl Clone for SharedPath {
    fn clone(&self) -> Self {
        // As `Arc` counts: the new holder is made from an existing one, so no ordering
        // with other memory is needed.
        let before = self.block().holders.fetch_add(1, atomic::Ordering::Relaxed);
        if before > isize::MAX as usize {
            // A count that could wrap would free the block under live holders.
            std::process::abort();
        }
        Self(self.0)
    }
}

impl Drop for SharedPath {
    fn drop(&mut self) {
        if self.block().holders.fetch_sub(1, atomic::Ordering::Release) != 1 {
            return;
        }
        // As `Arc` frees: every other holder's use happens before the block is freed.
        atomic::fence(atomic::Ordering::Acquire);
        let size = self.block().size;
        let start = self.block_start();
        // SAFETY: this was the block's last holder; the block was allocated by
        // `Packer` with this size (kept in its header) and `ALIGN`.
        #[allow(unsafe_code)]
        unsafe {
            alloc::dealloc(start, Layout::from_size_align_unchecked(size, ALIGN));
        }
    }
}

/// Packs paths into blocks: the block being filled, and where each of its entries
/// starts.
#[derive(Default)]
struct Packer {
    /// The block being filled: its start, its capacity and the bytes used.
    open: Option<(NonNull<u8>, usize, usize)>,
    entries: Vec<u32>,
    done: Vec<SharedPath>,
}

impl Packer {
    /// Copies `path` into the open block, or into a new one when it does not fit.
    fn push(&mut self, path: &Path) {
        let bytes = path.as_os_str().as_encoded_bytes();
        let need = ENTRY_HEADER + bytes.len();
        if let Some((_, capacity, used)) = self.open
            && used + need > capacity
        {
            self.seal();
        }
        let (start, _, used) = match self.open {
            Some(open) => open,
            None => self.start_block(HEADER + need),
        };
        // Within a block, offsets and lengths fit in 32 bits (`start_block`).
        let (back, len) = (used as u32, bytes.len() as u32);
        // SAFETY: the block has `capacity >= used + need` bytes (checked above, or
        // made so by `start_block`); nothing else writes to it until it is sealed.
        #[allow(unsafe_code)]
        unsafe {
            let at = start.as_ptr().add(used);
            at.cast::<u32>().write_unaligned(back);
            at.add(4).cast::<u32>().write_unaligned(len);
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), at.add(ENTRY_HEADER), bytes.len());
        }
        self.entries.push(back);
        if let Some(open) = &mut self.open {
            open.2 = used + need;
        }
    }

    /// Allocates a block for at least `least` bytes and makes it the open one.
    fn start_block(&mut self, least: usize) -> (NonNull<u8>, usize, usize) {
        let capacity = least.max(BLOCK);
        // A path of 4 GiB is no path an operating system gives; refuse it as a
        // capacity overflow is refused.
        assert!(
            u32::try_from(capacity).is_ok(),
            "a path of {least} bytes is too long to keep"
        );
        let layout = Layout::from_size_align(capacity, ALIGN)
            .unwrap_or_else(|_| panic!("a path of {least} bytes is too long to keep"));
        // SAFETY: `layout` has a non-zero size (at least `HEADER`).
        #[allow(unsafe_code)]
        let start = unsafe { alloc::alloc(layout) };
        let Some(start) = NonNull::new(start) else {
            alloc::handle_alloc_error(layout)
        };
        let open = (start, capacity, HEADER);
        self.open = Some(open);
        open
    }

    /// Ends the open block: gives it back the bytes it did not use, writes its header
    /// and makes a `SharedPath` for each of its entries.
    fn seal(&mut self) {
        let Some((start, capacity, used)) = self.open.take() else {
            return;
        };
        // SAFETY: `start` was allocated with `capacity` and `ALIGN`; `used` is not
        // zero and not above `capacity`.
        #[allow(unsafe_code)]
        let shrunk = unsafe {
            alloc::realloc(
                start.as_ptr(),
                Layout::from_size_align_unchecked(capacity, ALIGN),
                used,
            )
        };
        // A shrink that fails leaves the block where it was, as large as it was.
        let (start, size) = match NonNull::new(shrunk) {
            Some(shrunk) => (shrunk, used),
            None => (start, capacity),
        };
        let header = BlockHeader {
            holders: AtomicUsize::new(self.entries.len()),
            size,
        };
        // SAFETY: the block is at least `HEADER` bytes, aligned for its header, and
        // no `SharedPath` into it exists yet.
        #[allow(unsafe_code)]
        unsafe {
            start.as_ptr().cast::<BlockHeader>().write(header);
        }
        for &at in &self.entries {
            // SAFETY: each entry starts inside the block (`push`).
            #[allow(unsafe_code)]
            let entry = unsafe { start.add(at as usize) };
            self.done.push(SharedPath(entry));
        }
        self.entries.clear();
    }

    /// Every path pushed, in order.
    fn finish(mut self) -> Vec<SharedPath> {
        self.seal();
        std::mem::take(&mut self.done)
    }
}

impl Drop for Packer {
    fn drop(&mut self) {
        // A block left open (a panic between `push` and `finish`) has no holders yet.
        if let Some((start, capacity, _)) = self.open.take() {
            // SAFETY: allocated in `start_block` with `capacity` and `ALIGN`; no
            // `SharedPath` points into a block before it is sealed.
            #[allow(unsafe_code)]
            unsafe {
                alloc::dealloc(
                    start.as_ptr(),
                    Layout::from_size_align_unchecked(capacity, ALIGN),
                );
            }
        }
    }
}

impl Deref for SharedPath {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.as_path()
    }
}

impl AsRef<Path> for SharedPath {
    fn as_ref(&self) -> &Path {
        self.as_path()
    }
}

impl Borrow<Path> for SharedPath {
    fn borrow(&self) -> &Path {
        self.as_path()
    }
}

impl From<&Path> for SharedPath {
    fn from(path: &Path) -> Self {
        Self::new(path)
    }
}

impl From<PathBuf> for SharedPath {
    fn from(path: PathBuf) -> Self {
        Self::new(&path)
    }
}

impl From<&str> for SharedPath {
    fn from(path: &str) -> Self {
        Self::new(Path::new(path))
    }
}

impl PartialEq for SharedPath {
    fn eq(&self, other: &Self) -> bool {
        self.as_path() == other.as_path()
    }
}

impl Eq for SharedPath {}

impl PartialEq<Path> for SharedPath {
    fn eq(&self, other: &Path) -> bool {
        self.as_path() == other
    }
}

impl PartialOrd for SharedPath {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for SharedPath {
    fn cmp(&self, other: &Self) -> Ordering {
        self.as_path().cmp(other.as_path())
    }
}

impl Hash for SharedPath {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // As `Path` hashes: `Borrow<Path>` lets maps keyed by this be asked with a `&Path`.
        self.as_path().hash(state);
    }
}

impl fmt::Debug for SharedPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_path(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn one_word_and_the_path_comes_back_unchanged() {
        assert_eq!(std::mem::size_of::<SharedPath>(), 8);
        assert_eq!(std::mem::size_of::<Option<SharedPath>>(), 8);
        for p in [
            "",
            "/",
            "a",
            "/var/tmp/s200k/f000000",
            "dir/sub/ünïcödé name.iso",
        ] {
            let shared = SharedPath::from(p);
            assert_eq!(shared.as_path(), Path::new(p));
            assert_eq!(shared.clone(), shared);
            assert_eq!(format!("{shared:?}"), format!("{:?}", Path::new(p)));
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_name_that_is_not_utf8_survives() {
        use std::os::unix::ffi::OsStrExt;
        let raw = Path::new(OsStr::from_bytes(b"/tmp/caf\xe9\xff.bin"));
        let shared = SharedPath::new(raw);
        assert_eq!(shared.as_os_str().as_bytes(), b"/tmp/caf\xe9\xff.bin");
        assert_eq!(&*shared, raw);
    }

    #[test]
    fn packed_paths_come_back_in_order_across_blocks_and_outlive_each_other() {
        // About 3,000 entries of 40-odd bytes fill three blocks; one path longer than a
        // block gets a block of its own; the empty path is an entry too.
        let long = format!("/{}", "x".repeat(BLOCK + 10));
        let mut given: Vec<String> = (0..3000).map(|i| format!("/var/tmp/a/f{i:06}")).collect();
        given.insert(1500, long.clone());
        given.insert(7, String::new());
        let packed = SharedPath::pack(&given);
        assert_eq!(packed.len(), given.len());
        for (p, g) in packed.iter().zip(&given) {
            assert_eq!(p.as_path(), Path::new(g));
        }
        // Keep every third path and a clone of every fifth; drop the rest (and the
        // blocks' other holders) in a scattered order.
        let mut kept = Vec::new();
        let mut clones = Vec::new();
        for (i, p) in packed.into_iter().enumerate() {
            if i % 5 == 0 {
                clones.push((i, p.clone()));
            }
            if i % 3 == 0 {
                kept.push((i, p));
            }
        }
        for (i, p) in kept.iter().chain(&clones) {
            assert_eq!(p.as_path(), Path::new(&given[*i]));
        }
        drop(kept);
        for (i, p) in &clones {
            assert_eq!(p.as_path(), Path::new(&given[*i]));
        }
    }

    #[test]
    fn holders_on_many_threads_count_right() {
        let packed = SharedPath::pack((0..500).map(|i| format!("/d/{i}")));
        std::thread::scope(|s| {
            for t in 0..4 {
                let packed = &packed;
                s.spawn(move || {
                    for round in 0..200 {
                        let mine: Vec<SharedPath> = packed.iter().skip(t).cloned().collect();
                        assert_eq!(
                            mine[round % mine.len()].as_path(),
                            packed[t + round % mine.len()].as_path()
                        );
                    }
                });
            }
        });
        let last = packed[499].clone();
        drop(packed);
        assert_eq!(last.as_path(), Path::new("/d/499"));
    }

    #[test]
    fn nothing_packed_makes_no_block() {
        assert!(SharedPath::pack(Vec::<PathBuf>::new()).is_empty());
    }

    #[test]
    fn clones_share_and_equal_paths_are_equal_as_paths_are() {
        let a = SharedPath::from("/d/f");
        let b = a.clone();
        let c = SharedPath::from("/d//f");
        assert!(SharedPath::ptr_eq(&a, &b));
        assert!(!SharedPath::ptr_eq(&a, &c));
        // Path equality is by components: "/d//f" is "/d/f".
        assert_eq!(a, c);
        let set: HashSet<SharedPath> = [a.clone()].into_iter().collect();
        assert!(set.contains(Path::new("/d//f")));
        assert!(SharedPath::from("/d/e") < a);
    }
}
