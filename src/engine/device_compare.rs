//! Does a drive hold exactly an image? Reads the image and the same number of bytes from
//! the start of the drive (the rest of the drive holds other bytes and does not count),
//! compares them, and hashes both sides in the same pass: the first differing byte, how
//! many segments differ, and both digests.
//!
//! The drive is opened read-only, always (see [`super::device`]).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, sync_channel};
use std::thread::JoinHandle;

use super::control::{Cancelled, Control};
use super::device::DEVICE_CHUNK;
use super::error::{Change, FileError};
use super::progress::{FileCounters, Progress};
use super::source::{OpenFile, read_full};
use super::{Algorithm, Digest};

/// Differences are counted in segments of this size: "3 segments of 1 MiB differ".
pub const COMPARE_SEGMENT: u64 = 1 << 20;

/// What the comparison found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceComparison {
    /// Bytes compared: the image's length.
    pub len: u64,
    /// The drive's size.
    pub device_len: u64,
    /// The image's digest.
    pub image_digest: Digest,
    /// The digest of the drive's first `len` bytes.
    pub device_digest: Digest,
    /// The offset of the first differing byte; `None` when the drive holds the image.
    pub first_difference: Option<u64>,
    /// How many [`COMPARE_SEGMENT`]s hold at least one differing byte.
    pub differing_segments: u64,
}

impl DeviceComparison {
    /// Whether the drive holds exactly the image.
    pub fn matches(&self) -> bool {
        self.first_difference.is_none()
    }
}

/// Why the comparison could not be made.
#[derive(Debug, thiserror::Error)]
pub enum DeviceCompareError {
    /// The drive is smaller than the image: it cannot hold it.
    #[error("the drive ({device} bytes) is smaller than the image ({image} bytes)")]
    TooSmall {
        /// The drive's size in bytes.
        device: u64,
        /// The image's size in bytes.
        image: u64,
    },
    /// The image cannot be read (or changed while it was read).
    #[error("{0}")]
    Image(FileError),
    /// The drive cannot be read.
    #[error("{0}")]
    Device(FileError),
    /// Stopped by the person.
    #[error("cancelled")]
    Cancelled,
}

/// A comparison running on its own thread (`hashdrop-device`, with a reader thread
/// for the drive): sample its [`Progress`], cancel it, wait for its result. Dropping it
/// cancels and joins.
pub struct DeviceCompare {
    control: Arc<Control>,
    progress: Arc<Progress>,
    result: Receiver<Result<DeviceComparison, DeviceCompareError>>,
    thread: Option<JoinHandle<()>>,
}

impl DeviceCompare {
    /// Starts comparing `image` with the start of `device`, hashing both with
    /// `algorithm`. The progress lists one file: the drive, with the image's length.
    pub fn start(image: PathBuf, device: PathBuf, algorithm: Algorithm) -> std::io::Result<Self> {
        Self::start_with(image, device, None, algorithm)
    }

    /// [`DeviceCompare::start`] with the drive already open (`opened`, read-only: the
    /// system opened it for a person who may not); `device` names it in the progress.
    pub fn start_with(
        image: PathBuf,
        device: PathBuf,
        opened: Option<OpenFile>,
        algorithm: Algorithm,
    ) -> std::io::Result<Self> {
        let control = Arc::new(Control::default());
        let progress = Arc::new(Progress::new(1));
        let (tx, result) = sync_channel(1);
        let (c, p) = (Arc::clone(&control), Arc::clone(&progress));
        let thread = std::thread::Builder::new()
            .name("hashdrop-device".into())
            .spawn(move || {
                let r = match opened {
                    Some(dev) => compare_opened(&image, &device, dev, algorithm, &c, &p),
                    None => compare(&image, &device, algorithm, &c, &p),
                };
                p.finish(c.is_cancelled());
                tx.send(r).ok();
            })?;
        Ok(Self {
            control,
            progress,
            result,
            thread: Some(thread),
        })
    }

    /// Live counters: one file (the drive), its length the image's.
    pub fn progress(&self) -> &Arc<Progress> {
        &self.progress
    }

    /// Stops within one chunk (a fraction of a second, even on a slow stick).
    pub fn cancel(&self) {
        self.control.cancel();
    }

    /// The result if it is ready; never blocks.
    pub fn try_result(&self) -> Option<Result<DeviceComparison, DeviceCompareError>> {
        self.result.try_recv().ok()
    }

    /// Waits up to `timeout` for the result.
    pub fn result_timeout(
        &self,
        timeout: std::time::Duration,
    ) -> Option<Result<DeviceComparison, DeviceCompareError>> {
        self.result.recv_timeout(timeout).ok()
    }
}

impl Drop for DeviceCompare {
    fn drop(&mut self) {
        self.control.cancel();
        if let Some(t) = self.thread.take() {
            t.join().ok();
        }
    }
}

/// A chunk of the drive, read ahead on the reader thread.
type DeviceChunk = Result<(Vec<u8>, usize), FileError>;

/// Compares on the calling thread; the drive is read ahead on a second thread.
pub fn compare(
    image: &Path,
    device: &Path,
    algorithm: Algorithm,
    control: &Control,
    progress: &Progress,
) -> Result<DeviceComparison, DeviceCompareError> {
    let dev = OpenFile::open(device).map_err(DeviceCompareError::Device)?;
    compare_opened(image, device, dev, algorithm, control, progress)
}

/// [`compare`] with the drive open already.
pub fn compare_opened(
    image: &Path,
    device: &Path,
    dev: OpenFile,
    algorithm: Algorithm,
    control: &Control,
    progress: &Progress,
) -> Result<DeviceComparison, DeviceCompareError> {
    let img = OpenFile::open(image).map_err(DeviceCompareError::Image)?;
    let len = img.len();
    let device_len = dev.len();
    if device_len < len {
        return Err(DeviceCompareError::TooSmall {
            device: device_len,
            image: len,
        });
    }
    progress.set_files(vec![FileCounters::new(device.into(), len)], &[]);
    let mut image_hash = algorithm.hasher();
    let device_hash = algorithm.hasher();
    let mut first_difference = None;
    let mut differing_segments = 0u64;
    let mut last_segment = None;
    let tick = |n: u64| -> Result<(), Cancelled> {
        progress.add_bytes(0, 0, None, n);
        control.checkpoint()
    };
    // The drive's side is read and hashed on its own thread, the image's here: two
    // cores share the two digests.
    let device_hash = std::thread::scope(|scope| {
        let (tx, rx) = sync_channel::<DeviceChunk>(2);
        let dev = &dev;
        let reader = std::thread::Builder::new()
            .name("hashdrop-device-read".into())
            .spawn_scoped(scope, move || {
                let mut hash = device_hash;
                let mut r = dev.reader(0, Some(len));
                loop {
                    if control.is_cancelled() {
                        return hash;
                    }
                    let mut buf = vec![0u8; DEVICE_CHUNK];
                    let chunk = read_full(&mut r, &mut buf).map(|n| (buf, n));
                    if let Ok((buf, n)) = &chunk {
                        hash.update(&buf[..*n]);
                    }
                    let end = matches!(chunk, Ok((_, 0)) | Err(_));
                    // The receiver is gone when the comparison stopped early.
                    if tx.send(chunk).is_err() || end {
                        return hash;
                    }
                }
            })
            .map_err(|e| {
                DeviceCompareError::Device(FileError::Internal(format!(
                    "cannot start a thread: {e}"
                )))
            })?;
        let mut image_reader = img.reader(0, Some(len));
        let mut image_buf = vec![0u8; DEVICE_CHUNK];
        let mut offset = 0u64;
        let result = loop {
            if offset == len {
                break Ok(());
            }
            let (dev_buf, dn) = match rx.recv() {
                Ok(Ok(c)) => c,
                Ok(Err(e)) => break Err(DeviceCompareError::Device(e)),
                Err(_) => break Err(DeviceCompareError::Cancelled),
            };
            if dn == 0 {
                break Err(DeviceCompareError::Device(FileError::Changed(
                    Change::EndedEarly {
                        at: offset,
                        expected: len,
                    },
                )));
            }
            let n = match read_full(&mut image_reader, &mut image_buf[..dn]) {
                Ok(n) if n == dn => n,
                Ok(n) => {
                    break Err(DeviceCompareError::Image(FileError::Changed(
                        Change::EndedEarly {
                            at: offset + n as u64,
                            expected: len,
                        },
                    )));
                }
                Err(e) => break Err(DeviceCompareError::Image(e)),
            };
            let (a, b) = (&image_buf[..n], &dev_buf[..n]);
            image_hash.update(a);
            if a != b {
                count_differences(
                    a,
                    b,
                    offset,
                    &mut first_difference,
                    &mut differing_segments,
                    &mut last_segment,
                );
            }
            offset += n as u64;
            if tick(n as u64).is_err() {
                break Err(DeviceCompareError::Cancelled);
            }
        };
        drop(rx);
        let hash = reader.join().map_err(|_| {
            DeviceCompareError::Device(FileError::Internal("the reading thread panicked".into()))
        })?;
        result.map(|()| hash)
    })?;
    img.verify_unchanged(image)
        .map_err(DeviceCompareError::Image)?;
    progress.file_finished(true);
    Ok(DeviceComparison {
        len,
        device_len,
        image_digest: image_hash.finalize(),
        device_digest: device_hash.finalize(),
        first_difference,
        differing_segments,
    })
}

/// Records the differences between `a` and `b` (which start at `offset`): the first
/// differing byte, and each segment holding one, counted once.
fn count_differences(
    a: &[u8],
    b: &[u8],
    offset: u64,
    first: &mut Option<u64>,
    segments: &mut u64,
    last_segment: &mut Option<u64>,
) {
    let seg = usize::try_from(COMPARE_SEGMENT).unwrap_or(usize::MAX);
    // Walk segment-aligned pieces, so that a segment split across chunks counts once.
    let mut at = 0usize;
    while at < a.len() {
        let abs = offset + at as u64;
        let to_boundary = usize::try_from(COMPARE_SEGMENT - abs % COMPARE_SEGMENT)
            .unwrap_or(seg)
            .min(a.len() - at);
        let (pa, pb) = (&a[at..at + to_boundary], &b[at..at + to_boundary]);
        if let Some(i) = pa.iter().zip(pb).position(|(x, y)| x != y) {
            first.get_or_insert(abs + i as u64);
            let index = abs / COMPARE_SEGMENT;
            if *last_segment != Some(index) {
                *segments += 1;
                *last_segment = Some(index);
            }
        }
        at += to_boundary;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_count_each_segment_once_across_chunks() {
        let seg = usize::try_from(COMPARE_SEGMENT).expect("small");
        let a = vec![0u8; 3 * seg];
        let mut b = a.clone();
        b[10] = 1;
        b[20] = 1;
        b[2 * seg + 5] = 1;
        let (mut first, mut n, mut last) = (None, 0, None);
        // In two chunks that split the first segment.
        count_differences(&a[..15], &b[..15], 0, &mut first, &mut n, &mut last);
        count_differences(&a[15..], &b[15..], 15, &mut first, &mut n, &mut last);
        assert_eq!(first, Some(10));
        assert_eq!(n, 2);
    }

    #[test]
    fn an_image_on_a_larger_file_matches_and_a_changed_byte_does_not() {
        let dir = tempfile::tempdir().expect("temp dir");
        let image: Vec<u8> = (0..3_000_000u32).map(|i| (i % 251) as u8).collect();
        let mut drive = image.clone();
        drive.extend_from_slice(&[7u8; 100_000]);
        let (ip, dp) = (dir.path().join("image"), dir.path().join("drive"));
        std::fs::write(&ip, &image).expect("write");
        std::fs::write(&dp, &drive).expect("write");
        let run = || {
            compare(
                &ip,
                &dp,
                Algorithm::Sha256,
                &Control::default(),
                &Progress::new(1),
            )
        };
        let ok = run().expect("compared");
        assert!(ok.matches());
        assert_eq!(ok.image_digest, ok.device_digest);
        assert_eq!(ok.image_digest, Algorithm::Sha256.digest(&image));
        drive[2_500_001] ^= 0x40;
        std::fs::write(&dp, &drive).expect("write");
        let bad = run().expect("compared");
        assert_eq!(bad.first_difference, Some(2_500_001));
        assert_eq!(bad.differing_segments, 1);
        std::fs::write(&dp, &drive[..1000]).expect("write");
        assert!(matches!(
            run(),
            Err(DeviceCompareError::TooSmall {
                device: 1000,
                image: 3_000_000
            })
        ));
    }
}
