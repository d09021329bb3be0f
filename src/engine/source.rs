//! How bytes are read: memory maps (guarded), buffered reads, positional reads of a
//! segment, read-ahead on another thread, and the checks that spot a file changing.

use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{SyncSender, sync_channel};
use std::time::SystemTime;

use super::Hasher;
use super::control::Cancelled;
use super::device::{self, AlignedReader};
use super::error::{Change, FileError};
use super::options::{IoStrategy, MMAP_MIN_SIZE};
use super::positional::read_at;

/// What identifies the version of a file: if any of it differs after hashing, the
/// digest belongs to no real version of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileIdentity {
    /// Length in bytes.
    pub len: u64,
    /// Last modification time, where the platform has one.
    pub modified: Option<SystemTime>,
    /// Device and inode on Unix (detects a file replaced by rename).
    pub inode: Option<(u64, u64)>,
}

impl FileIdentity {
    /// Identity from metadata.
    pub fn of(meta: &Metadata) -> Self {
        #[cfg(unix)]
        let inode = {
            use std::os::unix::fs::MetadataExt as _;
            Some((meta.dev(), meta.ino()))
        };
        #[cfg(not(unix))]
        let inode = None;
        Self {
            len: meta.len(),
            modified: meta.modified().ok(),
            inode,
        }
    }

    /// What differs, or `None` when nothing does.
    pub fn difference(&self, after: &Self) -> Option<Change> {
        if self.inode != after.inode {
            Some(Change::Replaced)
        } else if self.len != after.len {
            Some(Change::Size {
                from: self.len,
                to: after.len,
            })
        } else if self.modified != after.modified {
            Some(Change::Modified)
        } else {
            None
        }
    }
}

/// An open file with the identity it had when opened.
pub struct OpenFile {
    /// The open handle (read-only, always).
    pub file: File,
    /// Identity at open time.
    pub identity: FileIdentity,
    /// Whether mapping this file is sensible (regular, local, large enough).
    mappable: bool,
    /// For a block device, its size (its metadata says 0).
    device_len: Option<u64>,
    /// Whether `file` was opened with direct I/O (a block device): reads must then be
    /// aligned, which [`OpenFile::reader`] takes care of.
    direct: bool,
}

impl OpenFile {
    /// Opens `path` for reading and records its identity. Non-regular files must have
    /// been filtered by the caller (see `walk`), except explicit ones read as streams.
    /// A block device is opened read-only with direct I/O where the system allows it.
    pub fn open(path: &Path) -> Result<Self, FileError> {
        let file = File::open(path).map_err(FileError::from_open)?;
        let meta = file.metadata().map_err(FileError::Open)?;
        if meta.is_dir() {
            return Err(FileError::IsDirectory);
        }
        if device::is_block_device(&meta) {
            let len = device::block_device_size(&file).map_err(FileError::Open)?;
            let (file, direct) = device::open_read_only(path).map_err(FileError::from_open)?;
            return Ok(Self {
                identity: FileIdentity::of(&meta),
                file,
                mappable: false,
                device_len: Some(len),
                direct,
            });
        }
        let mappable = meta.is_file() && meta.len() > 0 && !names_a_share(path) && is_local(&file);
        Ok(Self {
            identity: FileIdentity::of(&meta),
            file,
            mappable,
            device_len: None,
            direct: false,
        })
    }

    /// A drive already opened read-only elsewhere (by the system, for a person who may
    /// not open it: `crate::desktop::drive_access`), `len` bytes long.
    pub fn from_device(file: File, direct: bool, len: u64) -> Result<Self, FileError> {
        let meta = file.metadata().map_err(FileError::Open)?;
        Ok(Self {
            identity: FileIdentity::of(&meta),
            file,
            mappable: false,
            device_len: Some(len),
            direct,
        })
    }

    /// How many bytes can be read: the size of a block device, else the file's length.
    pub fn len(&self) -> u64 {
        self.device_len.unwrap_or(self.identity.len)
    }

    /// Whether nothing can be read (an empty file or device).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether this is a block device.
    pub fn is_device(&self) -> bool {
        self.device_len.is_some()
    }

    /// A reader of `left` bytes (`None`: to the end) from `pos`, by positional reads:
    /// aligned chunks for a block device, the caller's buffer size otherwise.
    pub fn reader(&self, pos: u64, left: Option<u64>) -> SourceReader<'_> {
        if self.is_device() {
            SourceReader::Aligned(AlignedReader::new(&self.file, self.direct, pos, left))
        } else {
            SourceReader::Plain(RangeReader {
                file: &self.file,
                pos,
                left,
            })
        }
    }

    /// Checks, after hashing, that the open file and the path still name the same
    /// unchanged version.
    pub fn verify_unchanged(&self, path: &Path) -> Result<(), FileError> {
        let after = self.file.metadata().map_err(FileError::Read)?;
        if let Some(d) = self.identity.difference(&FileIdentity::of(&after)) {
            return Err(FileError::Changed(d));
        }
        match std::fs::metadata(path) {
            Ok(m) => match self.identity.difference(&FileIdentity::of(&m)) {
                Some(d) => Err(FileError::Changed(d)),
                None => Ok(()),
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                Err(FileError::Changed(Change::Deleted))
            }
            Err(_) => Ok(()),
        }
    }

    /// Whether `strategy` maps this file.
    pub fn use_mmap(&self, strategy: IoStrategy) -> bool {
        match strategy {
            IoStrategy::Read => false,
            IoStrategy::Mmap => self.mappable,
            IoStrategy::Auto => cfg!(unix) && self.mappable && self.identity.len >= MMAP_MIN_SIZE,
        }
    }
}

/// Whether `path` is written as a network share (`\\server\share\…`, `\\?\UNC\…`): such a
/// file is read, never mapped, whatever its handle says. Only Windows paths have this
/// prefix. On Windows `is_local` finds shares from the handle too; this also covers a
/// handle whose final path cannot be learnt (and Wine, which resolves shares to local
/// paths).
fn names_a_share(path: &Path) -> bool {
    use std::path::{Component, Prefix};
    matches!(
        path.components().next(),
        Some(Component::Prefix(p)) if matches!(p.kind(), Prefix::UNC(..) | Prefix::VerbatimUNC(..))
    )
}

/// False for network and FUSE file systems, where a mapping can fault when the server
/// changes the file (fish-shell #5097) and reads are the safer path.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn is_local(file: &File) -> bool {
    use std::os::fd::AsRawFd as _;
    // SAFETY: `statfs` is a plain C struct of integers, for which all-zero is a valid value.
    let mut st: libc::statfs = unsafe { std::mem::zeroed() };
    // SAFETY: the descriptor is open for as long as `file` is borrowed, and `st` is a
    // writable `statfs` we own, which is all fstatfs writes to.
    if unsafe { libc::fstatfs(file.as_raw_fd(), &raw mut st) } != 0 {
        return false;
    }
    #[allow(clippy::unnecessary_cast)]
    let magic = st.f_type as i64;
    const REMOTE: [i64; 7] = [
        0x6969,      // NFS
        0x517B,      // SMB
        0xFF53_4D42, // CIFS
        0xFE53_4D42, // SMB2
        0x6573_5546, // FUSE (sshfs, …)
        0x0102_1997, // 9p
        0x6B41_4653, // AFS
    ];
    !REMOTE.contains(&magic)
}

/// False for files on a network share: a UNC path (`\\server\share`) or a drive letter
/// mapped to one (`GetDriveTypeW` says `DRIVE_REMOTE`). A mapping of a remote file
/// faults (an exception, not an error) when the network or the server fails; reads
/// report that as an I/O error. When the path cannot be learnt, the file is read too.
#[cfg(windows)]
#[allow(unsafe_code)]
fn is_local(file: &File) -> bool {
    use std::os::windows::io::AsRawHandle as _;
    use windows_sys::Win32::Storage::FileSystem::{
        GetDriveTypeW, GetFinalPathNameByHandleW, VOLUME_NAME_DOS,
    };
    use windows_sys::Win32::System::WindowsProgramming::DRIVE_REMOTE;
    let mut buf = vec![0u16; 512];
    let path = loop {
        let cap = u32::try_from(buf.len()).unwrap_or(u32::MAX);
        // SAFETY: the handle is open for as long as `file` is borrowed, and `buf` is a
        // writable buffer of `cap` UTF-16 units, the most the call writes.
        let n = unsafe {
            GetFinalPathNameByHandleW(file.as_raw_handle(), buf.as_mut_ptr(), cap, VOLUME_NAME_DOS)
        } as usize;
        match n {
            0 => return false,
            n if n < buf.len() => break &buf[..n],
            // Too small: `n` is the size needed, terminating NUL included.
            n => buf.resize(n + 1, 0),
        }
    };
    match windows_volume(path) {
        WindowsVolume::Unc => false,
        WindowsVolume::Drive(root) => {
            // SAFETY: `root` is a NUL-terminated "X:\\" that outlives the call.
            unsafe { GetDriveTypeW(root.as_ptr()) != DRIVE_REMOTE }
        }
        WindowsVolume::Other => false,
    }
}

#[cfg(not(any(target_os = "linux", windows)))]
fn is_local(_file: &File) -> bool {
    true
}

/// Where a Windows path (as `GetFinalPathNameByHandleW` spells it) lives.
#[derive(Debug, PartialEq, Eq)]
#[cfg_attr(not(windows), allow(dead_code))] // Tested everywhere, used on Windows.
enum WindowsVolume {
    /// A network share: `\\?\UNC\server\share\…` or `\\server\share\…`.
    Unc,
    /// A drive letter: its root, `X:\\` and a NUL, to ask `GetDriveTypeW` about.
    Drive([u16; 4]),
    /// A volume GUID path or anything else.
    Other,
}

#[cfg_attr(not(windows), allow(dead_code))] // Tested everywhere, used on Windows.
fn windows_volume(path: &[u16]) -> WindowsVolume {
    let text = String::from_utf16_lossy(path);
    let rest = match text.strip_prefix(r"\\?\") {
        Some(rest)
            if rest
                .as_bytes()
                .get(..4)
                .is_some_and(|p| p.eq_ignore_ascii_case(br"UNC\")) =>
        {
            return WindowsVolume::Unc;
        }
        Some(rest) => rest,
        None if text.starts_with(r"\\") => return WindowsVolume::Unc,
        None => &text,
    };
    match rest.as_bytes() {
        [letter, b':', ..] if letter.is_ascii_alphabetic() => {
            WindowsVolume::Drive([u16::from(*letter), u16::from(b':'), u16::from(b'\\'), 0])
        }
        _ => WindowsVolume::Other,
    }
}

/// Why hashing a range stopped early.
#[derive(Debug)]
pub enum RangeError {
    /// Cancelled by the person.
    Cancelled,
    /// A file error (read failure, change detected).
    File(FileError),
}

impl From<Cancelled> for RangeError {
    fn from(_: Cancelled) -> Self {
        Self::Cancelled
    }
}

impl From<FileError> for RangeError {
    fn from(e: FileError) -> Self {
        Self::File(e)
    }
}

/// Called after each chunk with the number of bytes just hashed; returns `Err` to stop
/// (cancel), and may block (pause).
pub type Tick<'a> = &'a (dyn Fn(u64) -> Result<(), Cancelled> + Sync);

/// Which part of the file to hash.
#[derive(Debug, Clone, Copy)]
pub enum Range {
    /// From the start to end of file, however long it turns out to be.
    Whole,
    /// `len` bytes at `offset` (a segment); fewer bytes means the file shrank.
    Part {
        /// Byte offset.
        offset: u64,
        /// Length in bytes.
        len: u64,
    },
}

/// How an [`OpenFile`] is read: plain positional reads, or aligned chunks (a device).
pub enum SourceReader<'a> {
    /// Positional reads of the caller's size.
    Plain(RangeReader<'a>),
    /// Aligned chunks of a block device.
    Aligned(AlignedReader<'a>),
}

impl Read for SourceReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Self::Plain(r) => r.read(buf),
            Self::Aligned(r) => r.read(buf),
        }
    }
}

/// Positional reader over a range (or to end of file).
pub struct RangeReader<'a> {
    file: &'a File,
    pos: u64,
    left: Option<u64>,
}

impl Read for RangeReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let want = match self.left {
            Some(0) => return Ok(0),
            Some(l) => buf.len().min(usize::try_from(l).unwrap_or(usize::MAX)),
            None => buf.len(),
        };
        let n = read_at(self.file, &mut buf[..want], self.pos)?;
        self.pos += n as u64;
        if let Some(l) = &mut self.left {
            *l -= n as u64;
        }
        Ok(n)
    }
}

/// Fills `buf` as far as possible; short only at end of input.
pub(crate) fn read_full(r: &mut dyn Read, buf: &mut [u8]) -> Result<usize, FileError> {
    let mut filled = 0;
    while filled < buf.len() {
        match r.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(FileError::Read(e)),
        }
    }
    Ok(filled)
}

/// Read a buffer, feed every hasher, repeat: one thread.
pub fn feed_sequential(
    reader: &mut dyn Read,
    hashers: &mut [Box<dyn Hasher + '_>],
    buffer: usize,
    tick: Tick<'_>,
) -> Result<u64, RangeError> {
    let mut buf = vec![0u8; buffer];
    let mut total = 0u64;
    loop {
        let n = read_full(reader, &mut buf)?;
        if n == 0 {
            return Ok(total);
        }
        for h in hashers.iter_mut() {
            h.update(&buf[..n]);
        }
        total += n as u64;
        tick(n as u64)?;
    }
}

/// A filled buffer shared by the hashing threads; returns to the pool when dropped.
struct Chunk {
    data: Vec<u8>,
    len: usize,
    pool: SyncSender<Vec<u8>>,
}

impl Drop for Chunk {
    fn drop(&mut self) {
        // The pool may be gone when reading has finished; the buffer is then freed.
        self.pool.try_send(std::mem::take(&mut self.data)).ok();
    }
}

const PIPELINE_DEPTH: usize = 4;

/// Reads on this thread while one thread per hasher hashes: reading overlaps hashing,
/// and several algorithms run side by side on the same bytes.
pub fn feed_pipelined(
    reader: &mut dyn Read,
    hashers: &mut [Box<dyn Hasher + '_>],
    buffer: usize,
    tick: Tick<'_>,
) -> Result<u64, RangeError> {
    let (pool_tx, pool_rx) = sync_channel::<Vec<u8>>(PIPELINE_DEPTH + 1);
    for _ in 0..PIPELINE_DEPTH {
        pool_tx.try_send(vec![0u8; buffer]).ok();
    }
    std::thread::scope(|scope| {
        let mut senders = Vec::with_capacity(hashers.len());
        let mut handles = Vec::with_capacity(hashers.len());
        for h in hashers.iter_mut() {
            let (tx, rx) = sync_channel::<Arc<Chunk>>(PIPELINE_DEPTH);
            senders.push(tx);
            let name = format!("hashdrop-{}", h.algorithm().name());
            let spawned = std::thread::Builder::new()
                .name(name)
                .spawn_scoped(scope, move || {
                    for chunk in rx {
                        h.update(&chunk.data[..chunk.len]);
                        // Counts no bytes (the reader does) but charges this thread's
                        // CPU to the job and honours pause; a cancel is the reader's
                        // to act on, so its answer is not needed here.
                        tick(0).ok();
                    }
                });
            match spawned {
                Ok(handle) => handles.push(handle),
                Err(e) => {
                    return Err(RangeError::File(FileError::Internal(format!(
                        "cannot start a thread: {e}"
                    ))));
                }
            }
        }
        let mut total = 0u64;
        let result = loop {
            let Ok(mut data) = pool_rx.recv() else {
                break Err(RangeError::File(FileError::Internal(
                    "buffer pool closed".into(),
                )));
            };
            let n = match read_full(reader, &mut data) {
                Ok(n) => n,
                Err(e) => break Err(e.into()),
            };
            if n == 0 {
                break Ok(total);
            }
            let chunk = Arc::new(Chunk {
                data,
                len: n,
                pool: pool_tx.clone(),
            });
            if senders
                .iter()
                .any(|tx| tx.send(Arc::clone(&chunk)).is_err())
            {
                break Err(RangeError::File(FileError::Internal(
                    "a hashing thread stopped".into(),
                )));
            }
            drop(chunk);
            total += n as u64;
            if let Err(c) = tick(n as u64) {
                break Err(c.into());
            }
        };
        drop(senders);
        for h in handles {
            if h.join().is_err() {
                return Err(RangeError::File(FileError::Internal(
                    "a hashing thread panicked".into(),
                )));
            }
        }
        result
    })
}

#[cfg(test)]
mod tests {
    use super::{WindowsVolume, windows_volume};

    fn volume(path: &str) -> WindowsVolume {
        windows_volume(&path.encode_utf16().collect::<Vec<u16>>())
    }

    #[test]
    fn network_paths_are_told_from_drive_letters() {
        assert_eq!(volume(r"\\?\UNC\server\share\a.iso"), WindowsVolume::Unc);
        assert_eq!(volume(r"\\?\unc\server\share\a.iso"), WindowsVolume::Unc);
        assert_eq!(volume(r"\\server\share\a.iso"), WindowsVolume::Unc);
        let c = WindowsVolume::Drive([u16::from(b'C'), u16::from(b':'), u16::from(b'\\'), 0]);
        assert_eq!(volume(r"\\?\C:\Users\me\a.iso"), c);
        assert_eq!(volume(r"C:\a.iso"), c);
        assert_eq!(
            volume(r"\\?\Volume{01234567-89ab-cdef-0123-456789abcdef}\a.iso"),
            WindowsVolume::Other
        );
    }
}
