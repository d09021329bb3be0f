use std::io::Write as _;
use std::path::Path;

use super::*;
use crate::sums::parse_sums;

fn bytes(len: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// A list in `sha256sum`'s format (or `sha512sum`'s) of `images`.
fn entries(algorithm: Algorithm, images: &[(&str, &[u8])]) -> Vec<Entry> {
    let mut text = String::new();
    for (name, data) in images {
        text.push_str(&format!("{}  {name}\n", algorithm.digest(data).to_hex()));
    }
    let file = if algorithm == Algorithm::Sha512 {
        "SHA512SUMS"
    } else {
        "SHA256SUMS"
    };
    parse_sums(text.as_bytes(), Some(Path::new(file)))
        .entries()
        .cloned()
        .collect()
}

/// A "drive" (a file) holding `image` followed by other bytes, `drive_len` in all.
fn drive(image: &[u8], drive_len: usize) -> File {
    let mut data = image.to_vec();
    data.extend(bytes(drive_len - image.len(), 77));
    let mut f = tempfile::tempfile().expect("temp file");
    f.write_all(&data).expect("write");
    f
}

fn find(f: &File, entries: &[Entry]) -> Finding {
    let len = f.metadata().expect("metadata").len();
    find_image(f, false, len, entries, &Control::default()).expect("search")
}

#[test]
fn a_raw_image_is_found_at_its_own_length_among_others() {
    let image = bytes(3 * 1024 * 1024 + 512 * 7, 1);
    let other = bytes(1024 * 1024, 2);
    for algorithm in [Algorithm::Sha256, Algorithm::Sha512] {
        let list = entries(algorithm, &[("other.bin", &other), ("fw.bin", &image)]);
        let f = drive(&image, 10 << 20);
        assert_eq!(
            find(&f, &list),
            Finding::Holds {
                entry: 1,
                len: image.len() as u64,
                algorithm
            }
        );
    }
}

#[test]
fn a_changed_byte_or_an_image_not_listed_is_none_of_them() {
    let image = bytes(1024 * 1024, 3);
    let list = entries(Algorithm::Sha256, &[("a.img", &image)]);
    let mut changed = image.clone();
    changed[1000] ^= 1;
    let f = drive(&changed, 6 << 20);
    assert_eq!(
        find(&f, &list),
        Finding::NoneOf {
            searched: 6 << 20,
            end: None
        }
    );
}

#[test]
fn with_a_structure_only_its_end_and_the_slack_after_it_are_read() {
    // An MBR whose one partition ends at 2 MiB: a drive of 64 MiB is read to 2 + 4 MiB.
    let mut image = bytes(2 << 20, 4);
    image[446..510].fill(0);
    image[446 + 4] = 0x83;
    image[446 + 8..446 + 12].copy_from_slice(&2048u32.to_le_bytes());
    image[446 + 12..446 + 16].copy_from_slice(&2048u32.to_le_bytes());
    image[510] = 0x55;
    image[511] = 0xAA;
    let list = entries(Algorithm::Sha256, &[("pi.img", &image)]);
    let f = drive(&image, 64 << 20);
    assert_eq!(
        find(&f, &list),
        Finding::Holds {
            entry: 0,
            len: 2 << 20,
            algorithm: Algorithm::Sha256
        }
    );
    image[100_000] ^= 1;
    let f = drive(&image, 64 << 20);
    assert_eq!(
        find(&f, &list),
        Finding::NoneOf {
            searched: (2 << 20) + SLACK,
            end: Some(ImageEnd {
                layout: Layout::Mbr,
                len: 2 << 20
            })
        }
    );
}

#[test]
fn a_list_of_algorithms_that_cannot_fork_is_an_error_not_a_verdict() {
    let text = "XXH64 (a.img) = 0123456789abcdef\n";
    let list: Vec<Entry> = parse_sums(text.as_bytes(), None)
        .entries()
        .cloned()
        .collect();
    let f = drive(&[], 4096);
    let got = find_image(&f, false, 4096, &list, &Control::default());
    assert!(matches!(got, Err(StickError::NoBoundaries(_))), "{got:?}");
    let got = find_image(&f, false, 4096, &[], &Control::default());
    assert!(matches!(got, Err(StickError::Empty)), "{got:?}");
}
