use super::*;

fn iso_head(blocks: u32, block_size: u16) -> Vec<u8> {
    let mut head = vec![0u8; HEAD_LEN];
    let pvd = &mut head[16 * 2048..17 * 2048];
    pvd[0] = 1;
    pvd[1..6].copy_from_slice(b"CD001");
    pvd[6] = 1;
    pvd[80..84].copy_from_slice(&blocks.to_le_bytes());
    pvd[84..88].copy_from_slice(&blocks.to_be_bytes());
    pvd[128..130].copy_from_slice(&block_size.to_le_bytes());
    pvd[130..132].copy_from_slice(&block_size.to_be_bytes());
    head
}

fn mbr_head(parts: &[(u8, u8, u32, u32)]) -> Vec<u8> {
    let mut head = vec![0u8; 4096];
    for (i, &(status, kind, first, count)) in parts.iter().enumerate() {
        let e = &mut head[446 + 16 * i..462 + 16 * i];
        e[0] = status;
        e[4] = kind;
        e[8..12].copy_from_slice(&first.to_le_bytes());
        e[12..16].copy_from_slice(&count.to_le_bytes());
    }
    head[510] = 0x55;
    head[511] = 0xAA;
    head
}

fn gpt_head(backup: u64, last_usable: u64) -> Vec<u8> {
    let mut head = mbr_head(&[(0, 0xEE, 1, u32::MAX)]);
    let h = &mut head[512..1024];
    h[..8].copy_from_slice(b"EFI PART");
    h[8..12].copy_from_slice(&0x0001_0000u32.to_le_bytes());
    h[12..16].copy_from_slice(&92u32.to_le_bytes());
    h[24..32].copy_from_slice(&1u64.to_le_bytes());
    h[32..40].copy_from_slice(&backup.to_le_bytes());
    h[40..48].copy_from_slice(&34u64.to_le_bytes());
    h[48..56].copy_from_slice(&last_usable.to_le_bytes());
    let crc = crc32fast::hash(&h[..92]);
    h[16..20].copy_from_slice(&crc.to_le_bytes());
    head
}

#[test]
fn an_iso_9660_volume_ends_at_its_volume_space_size() {
    let head = iso_head(1000, 2048);
    assert_eq!(
        image_end(&head),
        Some(ImageEnd {
            layout: Layout::Iso9660,
            len: 2_048_000
        })
    );
}

#[test]
fn a_gpt_image_ends_after_its_backup_header() {
    let head = gpt_head(8191, 8158);
    assert_eq!(
        image_ends(&head),
        [ImageEnd {
            layout: Layout::Gpt,
            len: 8192 * 512
        }],
        "the protective MBR says nothing of its own"
    );
}

#[test]
fn an_mbr_image_ends_with_its_last_partition() {
    // Raspberry Pi OS: a FAT boot partition, then the root file system.
    let head = mbr_head(&[(0, 0x0c, 8192, 1_048_576), (0, 0x83, 1_056_768, 4_000_000)]);
    assert_eq!(
        image_end(&head),
        Some(ImageEnd {
            layout: Layout::Mbr,
            len: (1_056_768 + 4_000_000) * 512
        })
    );
}

#[test]
fn a_hybrid_iso_ends_where_its_appended_partition_ends() {
    let mut head = iso_head(1000, 2048);
    let mbr = mbr_head(&[(0x80, 0x17, 0, 4000), (0, 0xef, 4000, 2880)]);
    head[..512].copy_from_slice(&mbr[..512]);
    let ends = image_ends(&head);
    assert_eq!(ends.len(), 2, "{ends:?}");
    assert_eq!(image_end(&head).map(|e| e.len), Some(6880 * 512));
}

#[test]
fn hostile_or_truncated_structures_give_nothing_and_never_panic() {
    // Truncated at every length: no read past the end.
    let full = iso_head(1000, 2048);
    for len in [0, 1, 446, 511, 512, 600, 1023, 32_768, 32_769, 34_000] {
        let _ = image_ends(&full[..len]);
    }
    let gpt = gpt_head(8191, 8158);
    for len in 0..1100 {
        let _ = image_ends(&gpt[..len.min(gpt.len())]);
    }
    // Huge sizes: the products are checked.
    assert_eq!(
        image_end(&iso_head(u32::MAX, 2048)).map(|e| e.len),
        Some(u64::from(u32::MAX) * 2048)
    );
    assert_eq!(image_end(&gpt_head(u64::MAX, 8158)), None);
    assert_eq!(image_end(&gpt_head(u64::MAX / 2, 8158)), None);
    // Mismatched halves of a both-endian field, an odd block size, a zero size.
    let mut bad = iso_head(1000, 2048);
    bad[16 * 2048 + 84] ^= 1;
    assert_eq!(image_end(&bad), None);
    assert_eq!(image_end(&iso_head(1000, 3000)), None);
    assert_eq!(image_end(&iso_head(0, 2048)), None);
    // A GPT header whose CRC does not hold, or whose backup lies inside it.
    let mut bad = gpt_head(8191, 8158);
    bad[512 + 40] ^= 1;
    assert_eq!(image_ends(&bad), []);
    assert_eq!(image_ends(&gpt_head(100, 8158)), []);
    // A header size beyond the sector.
    let mut bad = gpt_head(8191, 8158);
    bad[512 + 12..512 + 16].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(image_ends(&bad), []);
    // Boot code where the entries are; the biggest entries; all-0xFF bytes.
    let mut boot = mbr_head(&[]);
    boot[446..510].fill(0x90);
    assert_eq!(image_end(&boot), None);
    assert_eq!(
        image_end(&mbr_head(&[(0, 0x83, u32::MAX, u32::MAX)])).map(|e| e.len),
        Some((u64::from(u32::MAX) * 2) * 512)
    );
    assert_eq!(image_end(&vec![0xFF; HEAD_LEN]), None);
    assert_eq!(image_end(&vec![0; HEAD_LEN]), None);
}

#[test]
fn random_bytes_never_panic() {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..200 {
        let mut head: Vec<u8> = (0..HEAD_LEN)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        // Plant the signatures, so that the parsers go past their first check.
        head[510] = 0x55;
        head[511] = 0xAA;
        head[512..520].copy_from_slice(b"EFI PART");
        head[16 * 2048] = 1;
        head[16 * 2048 + 1..16 * 2048 + 6].copy_from_slice(b"CD001");
        head[16 * 2048 + 6] = 1;
        let _ = image_ends(&head);
    }
}
