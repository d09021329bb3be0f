//! Block devices (a USB stick, an SD card, a loop device): their size, and reading them
//! read-only in large aligned chunks, with direct I/O where the system allows it, so
//! that reading a 6 GB stick does not push everything else out of the page cache.
//!
//! Nothing here writes: every device is opened read-only, always.

use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::Path;

use super::positional::read_at;

/// Alignment of direct reads: offsets, lengths and buffer addresses are multiples of
/// it. 4096 covers devices with 512-byte and 4096-byte logical blocks.
pub const DIRECT_ALIGN: usize = 4096;

/// Bytes asked of the device per read: large requests keep a USB stick busy, and at a
/// slow stick's 10 MB/s one of them still takes well under a second (cancel stays prompt).
pub const DEVICE_CHUNK: usize = 4 << 20;

/// Whether `meta` is a block device (on Windows, never: physical drives are not
/// supported yet).
pub fn is_block_device(meta: &Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        meta.file_type().is_block_device()
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        false
    }
}

/// Whether `path` names a block device.
pub fn path_is_block_device(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| is_block_device(&m))
}

/// The size in bytes of the block device open as `file` (its metadata says 0).
#[cfg(all(
    target_os = "linux",
    any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64"
    )
))]
#[allow(unsafe_code)]
pub fn block_device_size(file: &File) -> io::Result<u64> {
    use std::os::fd::AsRawFd as _;
    // BLKGETSIZE64 is _IOR(0x12, 114, size_t) in the generic ioctl encoding these
    // architectures use (the libc crate does not define it).
    const BLKGETSIZE64: libc::c_ulong = (2 << 30) | (8 << 16) | (0x12 << 8) | 114;
    let mut size: u64 = 0;
    // SAFETY: the descriptor is open for as long as `file` is borrowed, and BLKGETSIZE64
    // writes one u64 to the pointer, which points at `size`, owned here.
    #[allow(clippy::useless_conversion)] // The request's C type differs between libcs.
    let r = unsafe { libc::ioctl(file.as_raw_fd(), BLKGETSIZE64 as _, &raw mut size) };
    if r == 0 {
        Ok(size)
    } else {
        let e = io::Error::last_os_error();
        // Not a block device after all: its end is where seeking to the end lands.
        seek_size(file).map_err(|_| e)
    }
}

/// The size in bytes of the block device open as `file` (its metadata says 0).
#[cfg(not(all(
    target_os = "linux",
    any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64"
    )
)))]
pub fn block_device_size(file: &File) -> io::Result<u64> {
    seek_size(file)
}

/// Seeking a block device to its end gives its size (the engine reads by position, so
/// the cursor is not used otherwise).
fn seek_size(mut file: &File) -> io::Result<u64> {
    use std::io::Seek as _;
    file.seek(io::SeekFrom::End(0))
}

/// The size of the block device at `path`, opened read-only.
pub fn device_size(path: &Path) -> io::Result<u64> {
    block_device_size(&File::open(path)?)
}

/// Opens a block device read-only, with direct I/O (`O_DIRECT`) where the system
/// accepts it; the second value says whether it did. Never opens for writing.
pub fn open_read_only(path: &Path) -> io::Result<(File, bool)> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        if let Ok(f) = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_DIRECT)
            .open(path)
        {
            return Ok((f, true));
        }
    }
    Ok((File::open(path)?, false))
}

/// Turns direct I/O off on `file`, for a device that accepted `O_DIRECT` at open but
/// refuses the reads.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn drop_direct(file: &File) -> io::Result<()> {
    use std::os::fd::AsRawFd as _;
    let fd = file.as_raw_fd();
    // SAFETY: F_GETFL and F_SETFL take and return plain integers; the descriptor is
    // open for as long as `file` is borrowed.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags < 0 || libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_DIRECT) < 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

#[cfg(not(target_os = "linux"))]
fn drop_direct(_file: &File) -> io::Result<()> {
    Ok(())
}

/// A buffer whose usable part starts at a multiple of [`DIRECT_ALIGN`], made without
/// unsafe code by over-allocating and skipping to the first aligned byte.
pub struct AlignedBuf {
    raw: Vec<u8>,
    start: usize,
    len: usize,
}

impl AlignedBuf {
    /// A zeroed buffer of `len` usable bytes.
    pub fn new(len: usize) -> Self {
        let raw = vec![0u8; len + DIRECT_ALIGN];
        let start = raw.as_ptr().align_offset(DIRECT_ALIGN).min(DIRECT_ALIGN);
        Self { raw, start, len }
    }

    /// The usable bytes, to read into.
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        &mut self.raw[self.start..self.start + self.len]
    }

    /// The usable bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.raw[self.start..self.start + self.len]
    }
}

/// Reads from `at` (a multiple of [`DIRECT_ALIGN`]) until `out` (aligned) is full or the
/// device ends; how many bytes it holds. Clears `direct` (and turns direct I/O off on
/// `file`) for a device that accepted `O_DIRECT` at open but refuses the reads.
fn read_aligned(file: &File, direct: &mut bool, at: u64, out: &mut [u8]) -> io::Result<usize> {
    let mut filled = 0;
    while filled < out.len() {
        match read_at(file, &mut out[filled..], at + filled as u64) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if *direct && e.raw_os_error() == Some(libc_einval()) => {
                // Read through the page cache instead.
                drop_direct(file)?;
                *direct = false;
            }
            Err(e) => return Err(e),
        }
        // A direct read stops short only at the end of the device; a short read in
        // the middle would leave the next offset unaligned.
        if *direct && filled % DIRECT_ALIGN != 0 {
            break;
        }
    }
    Ok(filled)
}

/// A device read from its start in whole aligned chunks, each straight into a buffer
/// the caller owns (no copy out of a reader's own buffer: the stick search hands each
/// chunk to another thread as it was read).
pub struct ChunkReader<'a> {
    file: &'a File,
    direct: bool,
    pos: u64,
    end: u64,
}

impl<'a> ChunkReader<'a> {
    /// A reader of the first `len` bytes of `file`; `direct` says whether it was opened
    /// with direct I/O.
    pub fn new(file: &'a File, direct: bool, len: u64) -> Self {
        Self {
            file,
            direct,
            pos: 0,
            end: len,
        }
    }

    /// Fills `buf` (its length a multiple of [`DIRECT_ALIGN`]) with the next bytes; how
    /// many it holds, 0 at the end. Short only at the end.
    pub fn next_into(&mut self, buf: &mut AlignedBuf) -> io::Result<usize> {
        if self.pos >= self.end {
            return Ok(0);
        }
        let n = read_aligned(self.file, &mut self.direct, self.pos, buf.bytes_mut())?;
        let n = n.min(usize::try_from(self.end - self.pos).unwrap_or(usize::MAX));
        // A device that ends before its stated length ends the reading there.
        self.end = if n < buf.len {
            self.pos + n as u64
        } else {
            self.end
        };
        self.pos += n as u64;
        Ok(n)
    }
}

/// Reads `left` bytes (or to the end) from `pos` of a device, by positional reads of
/// [`DEVICE_CHUNK`] at aligned offsets into an aligned buffer, whatever the sizes the
/// caller reads with. Works the same on a file opened without direct I/O.
pub struct AlignedReader<'a> {
    file: &'a File,
    direct: bool,
    pos: u64,
    left: Option<u64>,
    buf: AlignedBuf,
    /// Device offset of the buffer's first byte, and how many bytes it holds.
    buf_at: u64,
    buf_len: usize,
}

impl<'a> AlignedReader<'a> {
    /// A reader of `file` from `pos`, `left` bytes at most (`None`: to the end).
    /// `direct` says whether `file` was opened with direct I/O.
    pub fn new(file: &'a File, direct: bool, pos: u64, left: Option<u64>) -> Self {
        // A short read needs no 4 MiB buffer: round what is wanted up to the alignment.
        let want = left.map_or(DEVICE_CHUNK, |l| {
            let span = l.saturating_add(pos % DIRECT_ALIGN as u64);
            usize::try_from(span)
                .unwrap_or(DEVICE_CHUNK)
                .min(DEVICE_CHUNK)
                .next_multiple_of(DIRECT_ALIGN)
                .max(DIRECT_ALIGN)
        });
        Self {
            file,
            direct,
            pos,
            left,
            buf: AlignedBuf::new(want),
            buf_at: 0,
            buf_len: 0,
        }
    }

    /// Refills the buffer with the aligned chunk holding `self.pos`; 0 at the end.
    fn refill(&mut self) -> io::Result<usize> {
        let at = self.pos - self.pos % DIRECT_ALIGN as u64;
        let filled = read_aligned(self.file, &mut self.direct, at, self.buf.bytes_mut())?;
        self.buf_at = at;
        self.buf_len = filled;
        Ok(filled)
    }
}

/// EINVAL, the error of a direct read the device cannot do.
fn libc_einval() -> i32 {
    #[cfg(unix)]
    {
        libc::EINVAL
    }
    #[cfg(not(unix))]
    {
        22
    }
}

impl Read for AlignedReader<'_> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.left == Some(0) || out.is_empty() {
            return Ok(0);
        }
        let in_buf = self.pos >= self.buf_at && self.pos < self.buf_at + self.buf_len as u64;
        if !in_buf && self.refill()? == 0 {
            return Ok(0);
        }
        let from = usize::try_from(self.pos - self.buf_at).unwrap_or(usize::MAX);
        if from >= self.buf_len {
            // The device ended inside the chunk, before `pos`.
            return Ok(0);
        }
        let mut n = (self.buf_len - from).min(out.len());
        if let Some(l) = self.left {
            n = n.min(usize::try_from(l).unwrap_or(usize::MAX));
        }
        out[..n].copy_from_slice(&self.buf.bytes()[from..from + n]);
        self.pos += n as u64;
        if let Some(l) = &mut self.left {
            *l -= n as u64;
        }
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write as _;

    fn data(len: usize) -> Vec<u8> {
        (0..len).map(|i| (i * 7 + i / 251) as u8).collect()
    }

    #[test]
    fn aligned_reads_return_exactly_the_bytes_asked_for() {
        let bytes = data(3 * DIRECT_ALIGN + 123);
        let mut f = tempfile::tempfile().expect("temp file");
        f.write_all(&bytes).expect("write");
        for (pos, left) in [
            (0, None),
            (0, Some(10)),
            (5, Some(DIRECT_ALIGN as u64)),
            (DIRECT_ALIGN as u64 - 1, Some(2)),
            (100, None),
            (0, Some(bytes.len() as u64 + 50)),
        ] {
            let mut r = AlignedReader::new(&f, false, pos, left);
            let mut got = Vec::new();
            // Odd read sizes, to cross chunk and alignment boundaries.
            let mut piece = [0u8; 1000];
            loop {
                let n = r.read(&mut piece).expect("read");
                if n == 0 {
                    break;
                }
                got.extend_from_slice(&piece[..n]);
            }
            let start = usize::try_from(pos).expect("small");
            let end = left.map_or(bytes.len(), |l| {
                (start + usize::try_from(l).expect("small")).min(bytes.len())
            });
            assert_eq!(got, bytes[start..end], "pos {pos} left {left:?}");
        }
    }

    #[test]
    fn chunks_hold_exactly_the_first_len_bytes() {
        let bytes = data(3 * DIRECT_ALIGN + 123);
        let mut f = tempfile::tempfile().expect("temp file");
        f.write_all(&bytes).expect("write");
        // Shorter than the file, a chunk's multiple, and longer than the file (a device
        // that ends before its stated size).
        for len in [DIRECT_ALIGN + 5, 2 * DIRECT_ALIGN, bytes.len() + 9000] {
            let mut r = ChunkReader::new(&f, false, len as u64);
            let mut buf = AlignedBuf::new(2 * DIRECT_ALIGN);
            let mut got = Vec::new();
            loop {
                let n = r.next_into(&mut buf).expect("read");
                if n == 0 {
                    break;
                }
                got.extend_from_slice(&buf.bytes()[..n]);
            }
            assert_eq!(got, bytes[..len.min(bytes.len())], "len {len}");
        }
    }

    #[test]
    fn aligned_buffers_are_aligned() {
        for len in [DIRECT_ALIGN, DEVICE_CHUNK] {
            let mut b = AlignedBuf::new(len);
            assert_eq!(b.bytes_mut().as_ptr() as usize % DIRECT_ALIGN, 0);
            assert_eq!(b.bytes().len(), len);
        }
    }
}
