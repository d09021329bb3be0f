//! Where an image ends, read from its own structure at the start of a drive: the ISO
//! 9660 volume's size, the GPT's backup header, the last MBR partition's end.
//!
//! Hand-written rather than taken from a crate: the crates that read these formats
//! (`gpt`, `mbrman`, `iso9660`) open a whole disk or file system, and what is needed here
//! is three numbers from the first 64 KiB, read from bytes that may be anything (a
//! firmware file, a stick written with something else). Every read is bounds-checked
//! and every product checked, so hostile bytes give `None`, never a panic.

/// How many bytes from the start of a drive [`image_ends`] looks at: the ISO 9660
/// primary volume descriptor ends at 34,816.
pub const HEAD_LEN: usize = 64 * 1024;

/// What told where an image ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// An ISO 9660 file system: its volume space size times its block size.
    Iso9660,
    /// A GUID partition table: its backup header is the image's last sector.
    Gpt,
    /// An MBR partition table: the end of its last partition.
    Mbr,
}

/// An image's end, as one of its structures says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageEnd {
    /// The structure that says it.
    pub layout: Layout,
    /// The image's length in bytes.
    pub len: u64,
}

/// Every end that the structures found in `head` (the first bytes of a drive) say.
/// A hybrid ISO has several: its ISO 9660 volume, and a partition table with an EFI
/// partition appended after the volume.
pub fn image_ends(head: &[u8]) -> Vec<ImageEnd> {
    [
        (Layout::Iso9660, iso9660_len(head)),
        (Layout::Gpt, gpt_len(head)),
        (Layout::Mbr, mbr_len(head)),
    ]
    .into_iter()
    .filter_map(|(layout, len)| Some(ImageEnd { layout, len: len? }))
    .collect()
}

/// The farthest end of [`image_ends`]: everything the structures describe lies before it.
pub fn image_end(head: &[u8]) -> Option<ImageEnd> {
    image_ends(head).into_iter().max_by_key(|e| e.len)
}

fn bytes<const N: usize>(head: &[u8], at: usize) -> Option<[u8; N]> {
    head.get(at..at.checked_add(N)?)?.try_into().ok()
}

fn le16(head: &[u8], at: usize) -> Option<u16> {
    bytes(head, at).map(u16::from_le_bytes)
}

fn le32(head: &[u8], at: usize) -> Option<u32> {
    bytes(head, at).map(u32::from_le_bytes)
}

fn le64(head: &[u8], at: usize) -> Option<u64> {
    bytes(head, at).map(u64::from_le_bytes)
}

/// ECMA-119 §8.4: the primary volume descriptor in logical sector 16 (of 2,048 bytes);
/// type 1, "CD001", version 1; the volume space size (in logical blocks) at 80 and the
/// logical block size at 128, each written little- and then big-endian, which must agree.
fn iso9660_len(head: &[u8]) -> Option<u64> {
    const PVD: usize = 16 * 2048;
    let pvd = head.get(PVD..PVD + 2048)?;
    if pvd[0] != 1 || &pvd[1..6] != b"CD001" || pvd[6] != 1 {
        return None;
    }
    let blocks = le32(pvd, 80)?;
    let block_size = le16(pvd, 128)?;
    if bytes::<4>(pvd, 84)? != blocks.to_be_bytes()
        || bytes::<2>(pvd, 130)? != block_size.to_be_bytes()
        || !matches!(block_size, 512 | 1024 | 2048)
        || blocks == 0
    {
        return None;
    }
    u64::from(blocks).checked_mul(u64::from(block_size))
}

/// UEFI 2.10 §5.3.2: the GPT header in LBA 1 (512-byte sectors), "EFI PART", its CRC-32
/// over its own size with the CRC field zeroed; it names itself LBA 1 and its backup, the
/// image's last sector, after the last usable LBA.
fn gpt_len(head: &[u8]) -> Option<u64> {
    const SECTOR: usize = 512;
    let header = head.get(SECTOR..2 * SECTOR)?;
    if &header[..8] != b"EFI PART" {
        return None;
    }
    let size = usize::try_from(le32(header, 12)?).ok()?;
    if !(92..=SECTOR).contains(&size) {
        return None;
    }
    let mut copy = header.get(..size)?.to_vec();
    copy.get_mut(16..20)?.fill(0);
    if crc32fast::hash(&copy) != le32(header, 16)? {
        return None;
    }
    let (me, backup) = (le64(header, 24)?, le64(header, 32)?);
    let (first_usable, last_usable) = (le64(header, 40)?, le64(header, 48)?);
    if me != 1 || first_usable > last_usable || backup <= last_usable {
        return None;
    }
    backup.checked_add(1)?.checked_mul(SECTOR as u64)
}

/// The MBR in sector 0: 0x55 0xAA at 510, four 16-byte entries from 446, each with a
/// status of 0x00 or 0x80, a type (0: unused), a first LBA and a sector count. A
/// protective MBR (type 0xEE) describes a GPT, read by [`gpt_len`] instead. A boot
/// sector with no table (boot code where the entries are) fails the status check.
fn mbr_len(head: &[u8]) -> Option<u64> {
    if bytes::<2>(head, 510)? != [0x55, 0xAA] {
        return None;
    }
    let mut end: Option<u64> = None;
    for i in 0..4 {
        let entry: [u8; 16] = bytes(head, 446 + 16 * i)?;
        let (status, kind) = (entry[0], entry[4]);
        if status != 0x00 && status != 0x80 {
            return None;
        }
        let first = u64::from(le32(&entry, 8)?);
        let count = u64::from(le32(&entry, 12)?);
        if kind == 0x00 || count == 0 {
            continue;
        }
        if kind == 0xEE {
            return None;
        }
        let last = first.checked_add(count)?.checked_mul(512)?;
        end = Some(end.map_or(last, |e| e.max(last)));
    }
    end
}

#[cfg(test)]
#[path = "structure_tests.rs"]
mod tests;
