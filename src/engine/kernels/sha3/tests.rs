use super::*;
use sha3::Digest as _;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Every path this CPU can run.
fn runnable_paths() -> Vec<Path> {
    let mut paths = vec![Path::Portable];
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("bmi1") {
        paths.push(Path::Bmi1);
    }
    paths
}

/// The `sha3` crate's digest of `data` with `bits`.
fn crate_digest(size: Size, data: &[u8]) -> Vec<u8> {
    match size {
        Size::S224 => sha3::Sha3_224::digest(data).to_vec(),
        Size::S256 => sha3::Sha3_256::digest(data).to_vec(),
        Size::S384 => sha3::Sha3_384::digest(data).to_vec(),
        Size::S512 => sha3::Sha3_512::digest(data).to_vec(),
    }
}

fn digest_on(path: Path, size: Size, parts: &[&[u8]]) -> Vec<u8> {
    let mut h = Sha3::on(size, path);
    for part in parts {
        h.update(part);
    }
    h.finalize()
}

/// Bytes that are not a repeating pattern.
fn data(len: usize, mul: u32) -> Vec<u8> {
    (0..len as u32)
        .map(|i| (i.wrapping_mul(mul) >> 13) as u8)
        .collect()
}

#[test]
fn fips_202_examples_on_every_path() {
    // FIPS 202's examples (NIST's "SHA3-224 … SHA3-512" example values), for "" and "abc".
    let want = [
        (
            Size::S224,
            "",
            "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
        ),
        (
            Size::S224,
            "abc",
            "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf",
        ),
        (
            Size::S256,
            "",
            "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
        ),
        (
            Size::S256,
            "abc",
            "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532",
        ),
        (
            Size::S384,
            "abc",
            "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b2\
             98d88cea927ac7f539f1edf228376d25",
        ),
        (
            Size::S512,
            "abc",
            "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e\
             10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0",
        ),
    ];
    for path in runnable_paths() {
        for (size, input, hex_want) in want {
            let got = digest_on(path, size, &[input.as_bytes()]);
            assert_eq!(hex(&got), hex_want, "{size:?}({input:?}) on {path:?}");
        }
    }
}

#[test]
fn matches_sha3_crate_across_lengths_and_splits() {
    // Every length up to past four SHA3-224 blocks covers each rate's padding edges
    // (rate - 1, rate, rate + 1 for 72, 104, 136 and 144 bytes); the cuts cover every
    // buffer fill level, fed in one, two and three parts.
    let data = data(600, 2_654_435_761);
    for path in runnable_paths() {
        for size in Size::ALL {
            for len in 0..=data.len() {
                let input = &data[..len];
                let want = crate_digest(size, input);
                for cut in [0, 1.min(len), len / 3, len / 2, len.saturating_sub(1), len] {
                    let (a, b) = input.split_at(cut);
                    let (b1, b2) = b.split_at(b.len() / 2);
                    let two = digest_on(path, size, &[a, b]);
                    assert_eq!(two, want, "{size:?} len {len} cut {cut}");
                    let three = digest_on(path, size, &[a, b1, b2]);
                    assert_eq!(three, want, "{size:?} len {len} cut {cut}, thirds");
                }
            }
        }
    }
}

#[test]
fn random_lengths_up_to_20000_match_the_crate() {
    // Lengths and cut points from a fixed LCG, through every path and every output length.
    let long = data(20_000, 2_246_822_519);
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = |bound: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % bound.max(1)
    };
    for _ in 0..60 {
        let len = next(20_001);
        let cut = next(len + 1);
        let size = Size::ALL[next(4)];
        let input = &long[..len];
        let want = crate_digest(size, input);
        for path in runnable_paths() {
            let got = digest_on(path, size, &[&input[..cut], &input[cut..]]);
            assert_eq!(got, want, "{size:?} len {len} cut {cut} on {path:?}");
        }
    }
}

#[test]
fn a_copy_goes_on_alone() {
    let data = data(1000, 2_654_435_761);
    let mut h = Sha3::new(Size::S256);
    h.update(&data[..300]);
    let copy = h.clone();
    h.update(&data[300..]);
    assert_eq!(copy.finalize(), crate_digest(Size::S256, &data[..300]));
    assert_eq!(h.finalize(), crate_digest(Size::S256, &data));
}

#[test]
fn kernel_choice_maps_to_a_runnable_path() {
    assert_eq!(Path::pick(Kernel::Scalar), Path::Portable);
    for kernel in Kernel::supported() {
        assert!(runnable_paths().contains(&Path::pick(kernel)), "{kernel}");
    }
}
