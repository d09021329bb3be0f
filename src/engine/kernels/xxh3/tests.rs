use super::*;

/// Every path this CPU can run.
fn runnable_paths() -> Vec<Path> {
    let mut paths: Vec<Path> = Kernel::supported().into_iter().map(Path::pick).collect();
    paths.dedup();
    paths
}

/// xxHash's sanity buffer (`XSUM_fillTestBuffer` in `cli/xsum_sanity_check.c`).
fn sanity_buffer(len: usize) -> Vec<u8> {
    let mut generator: u64 = 2_654_435_761;
    (0..len)
        .map(|_| {
            let byte = (generator >> 56) as u8;
            generator = generator.wrapping_mul(11_400_714_785_074_694_797);
            byte
        })
        .collect()
}

fn fed(path: Path, parts: &[&[u8]]) -> Xxh3 {
    let mut h = Xxh3::on(path);
    for part in parts {
        h.update(part);
    }
    h
}

/// Bytes that are not a repeating pattern.
fn data(len: usize, mul: u32) -> Vec<u8> {
    (0..len as u32)
        .map(|i| (i.wrapping_mul(mul) >> 11) as u8)
        .collect()
}

#[test]
fn xxhash_sanity_values_on_every_path() {
    // xxhsum's own self-test (`cli/xsum_sanity_check.c`), seed 0, every length class:
    // (length, XXH3-64, XXH128 low half, XXH128 high half).
    let want: [(usize, u64, u64, u64); 10] = [
        (
            0,
            0x2D06800538D394C2,
            0x6001C324468D497F,
            0x99AA06D3014798D8,
        ),
        (
            1,
            0xC44BDFF4074EECDB,
            0xC44BDFF4074EECDB,
            0xA6CD5E9392000F6A,
        ),
        (
            6,
            0x27B56A84CD2D7325,
            0x3E7039BDDA43CFC6,
            0x082AFE0B8162D12A,
        ),
        (
            12,
            0xA713DAF0DFBB77E7,
            0x061A192713F69AD9,
            0x6E3EFD8FC7802B18,
        ),
        (
            24,
            0xA3FE70BF9D3510EB,
            0x1E7044D28B1B901D,
            0x0CE966E4678D3761,
        ),
        (
            403,
            0xCDEB804D65C6DEA4,
            0xCDEB804D65C6DEA4,
            0x1B6DE21E332DD73D,
        ),
        (
            512,
            0x617E49599013CB6B,
            0x617E49599013CB6B,
            0x18D2D110DCC9BCA1,
        ),
        (
            2048,
            0xDD59E2C3A5F038E0,
            0xDD59E2C3A5F038E0,
            0xF736557FD47073A5,
        ),
        (
            2240,
            0x6E73A90539CF2948,
            0x6E73A90539CF2948,
            0xCCB134FBFA7CE49D,
        ),
        (
            2367,
            0xCB37AEB9E5D361ED,
            0xCB37AEB9E5D361ED,
            0xE89C0F6FF369B427,
        ),
    ];
    for path in runnable_paths() {
        for (len, h64, low, high) in want {
            let input = sanity_buffer(len);
            let whole = fed(path, &[&input]);
            assert_eq!(whole.digest64(), h64, "XXH3 of {len} bytes on {path:?}");
            let h128 = (u128::from(high) << 64) | u128::from(low);
            assert_eq!(whole.digest128(), h128, "XXH128 of {len} bytes on {path:?}");
            let mut bytewise = Xxh3::on(path);
            for byte in &input {
                bytewise.update(std::slice::from_ref(byte));
            }
            assert_eq!(bytewise.digest64(), h64, "{len} bytes one by one, {path:?}");
        }
    }
}

#[test]
fn every_length_to_20000_matches_the_crate_in_uneven_pieces() {
    let input = data(20_000, 0x9E37_79B1);
    let lengths = (0..=1100).chain((1100..=20_000).step_by(97));
    for path in runnable_paths() {
        for len in lengths.clone() {
            let msg = &input[..len];
            let want64 = twox_hash::XxHash3_64::oneshot(msg);
            let want128 = twox_hash::XxHash3_128::oneshot(msg);
            let whole = fed(path, &[msg]);
            assert_eq!(whole.digest64(), want64, "XXH3, {len} bytes, {path:?}");
            assert_eq!(whole.digest128(), want128, "XXH128, {len} bytes, {path:?}");
            // Pieces of 1, 63, 64, 65, 255, 256, 257 and 1,000 bytes, over and over.
            let mut pieces = Xxh3::on(path);
            let mut rest = msg;
            for step in [1, 63, 64, 65, 255, 256, 257, 1000].iter().cycle() {
                if rest.is_empty() {
                    break;
                }
                let (piece, tail) = rest.split_at((*step).min(rest.len()));
                pieces.update(piece);
                rest = tail;
            }
            assert_eq!(pieces.digest64(), want64, "{len} bytes in pieces, {path:?}");
            assert_eq!(pieces.digest128(), want128, "{len} in pieces, {path:?}");
        }
    }
}

#[test]
fn a_digest_midway_leaves_the_stream_going_on() {
    let input = data(5_000, 0x85EB_CA77);
    for path in runnable_paths() {
        let mut h = Xxh3::on(path);
        h.update(&input[..3_001]);
        assert_eq!(
            h.digest64(),
            twox_hash::XxHash3_64::oneshot(&input[..3_001])
        );
        let fork = h.clone();
        h.update(&input[3_001..]);
        assert_eq!(h.digest128(), twox_hash::XxHash3_128::oneshot(&input));
        assert_eq!(
            fork.digest128(),
            twox_hash::XxHash3_128::oneshot(&input[..3_001])
        );
    }
}

#[test]
fn kernels_map_to_paths() {
    assert_eq!(Path::pick(Kernel::Scalar), Path::Scalar);
    if Kernel::Avx2.is_supported() {
        assert_eq!(Path::pick(Kernel::Avx2), Path::Avx2);
    }
    if Kernel::Avx512.is_supported() {
        assert_eq!(Path::pick(Kernel::Avx512), Path::Avx512);
    }
    assert_eq!(Xxh3::new().path(), Path::pick(Kernel::active()));
}
