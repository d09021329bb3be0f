//! [`SharedPath`]: one file's path, shared by the job's list, its result and the
//! window's row.

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::ffi::OsStr;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::path::{Path, PathBuf};

use triomphe::ThinArc;

/// An immutable, shared path behind a pointer of one word. `Arc<Path>` is two words
/// (the pointer and the length) wherever it is held; this keeps the length in the
/// allocation, where `Arc` keeps its weak count, so the allocation is as large as
/// `Arc<Path>`'s and each holder 8 bytes smaller: 3.2 MB for 200,000 files, held by the
/// job's counters and the window's rows (issue 37). Compares, orders and hashes as
/// the [`Path`] it dereferences to.
#[derive(Clone)]
pub struct SharedPath(ThinArc<(), u8>);

impl SharedPath {
    /// A shared copy of `path`.
    pub fn new(path: &Path) -> Self {
        Self(ThinArc::from_header_and_slice(
            (),
            path.as_os_str().as_encoded_bytes(),
        ))
    }

    /// The path.
    pub fn as_path(&self) -> &Path {
        // SAFETY: the bytes are an `OsStr`'s `as_encoded_bytes`, copied unchanged in
        // `new` and never changed since, read back by the same build: what
        // `from_encoded_bytes_unchecked` asks.
        #[allow(unsafe_code)]
        let name = unsafe { OsStr::from_encoded_bytes_unchecked(&self.0.slice) };
        Path::new(name)
    }

    /// Whether `a` and `b` are the same allocation (not merely equal paths).
    pub fn ptr_eq(a: &Self, b: &Self) -> bool {
        a.0.ptr() == b.0.ptr()
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
