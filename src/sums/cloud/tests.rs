//! The cloud checksums: recognising values, planning part sizes, combining parts.

use super::*;
use crate::engine::digest::to_base64;
use crate::engine::parts::hash_parts;

fn verify(data: &[u8], text: &str) -> CloudVerdict {
    let expected = recognise(text).expect("recognised");
    let work = expected.work(data.len() as u64);
    let result = hash_parts(&mut &data[..], &work.whole, &work.plans, 1 << 16).expect("read");
    expected.judge(&result)
}

/// The ETag from its definition: MD5 of the concatenated part MD5s, `-N`.
fn etag(data: &[u8], part: usize) -> String {
    let parts: Vec<Digest> = data
        .chunks(part)
        .map(|c| Algorithm::Md5.digest(c))
        .collect();
    format!(
        "{}-{}",
        combine(Algorithm::Md5, &parts).to_hex(),
        parts.len()
    )
}

/// An S3 composite checksum built from the crates directly, as S3 defines it (the
/// checksum of the parts' big-endian checksums, concatenated, in base64), not with
/// this module's [`combine`] nor the engine's hashers.
fn composite(data: &[u8], part: usize, algorithm: Algorithm) -> String {
    use base64::Engine as _;
    use sha2::Digest as _;
    let crate_digest = |bytes: &[u8]| -> Vec<u8> {
        match algorithm {
            Algorithm::Sha256 => sha2::Sha256::digest(bytes).to_vec(),
            Algorithm::Sha1 => sha1::Sha1::digest(bytes).to_vec(),
            Algorithm::Crc32 => crc32fast::hash(bytes).to_be_bytes().to_vec(),
            Algorithm::Crc32c => {
                let crc = crc_fast::checksum(crc_fast::CrcAlgorithm::Crc32Iscsi, bytes);
                u32::try_from(crc)
                    .expect("a 32-bit CRC")
                    .to_be_bytes()
                    .to_vec()
            }
            other => panic!("S3 has no composite {other} checksum"),
        }
    };
    let parts: Vec<u8> = data.chunks(part).flat_map(crate_digest).collect();
    let combined = crate_digest(&parts);
    format!(
        "{}-{}",
        base64::engine::general_purpose::STANDARD.encode(combined),
        data.chunks(part).count()
    )
}

#[test]
fn part_sizes_give_exactly_n_parts() {
    let size = 100 * MIB + 5;
    let (sizes, left_out) = part_sizes_for(size, 13);
    assert!(!left_out);
    assert!(sizes.contains(&(8 * MIB)));
    assert!(sizes.iter().all(|&p| part_count(size, p) == 13));
    // Every whole MiB that gives 13 parts is there.
    for m in 1..200 {
        assert_eq!(
            sizes.contains(&(m * MIB)),
            part_count(size, m * MIB) == 13,
            "{m}"
        );
    }
    assert_eq!(
        part_sizes_for(0, 1).0,
        vec![
            MIB,
            5 * MIB,
            8 * MIB,
            15 * MIB,
            16 * MIB,
            64 * MIB,
            100 * MIB,
            128 * MIB,
            256 * MIB,
            512 * MIB,
            1024 * MIB
        ]
    );
    assert!(part_sizes_for(10 * MIB, 50).0.is_empty());
    let (sizes, left_out) = part_sizes_for(4000 * MIB, 2);
    assert!(left_out);
    assert_eq!(
        sizes
            .iter()
            .filter(|&&p| !COMMON_PART_SIZES.contains(&p))
            .count(),
        MAX_PART_SIZES
    );
}

#[test]
fn s3_etags_of_several_part_sizes_match_and_say_which() {
    // 5 MiB parts (common), 7 MiB (not on the common list), 8 MiB (the AWS CLI's).
    let data: Vec<u8> = (0..(23 * MIB as usize + 1234))
        .map(|i| (i * 31 % 251) as u8)
        .collect();
    for part in [5, 7, 8] {
        let text = etag(&data, part * MIB as usize);
        let quoted = format!("\"{text}\"");
        for t in [&text, &quoted] {
            let v = verify(&data, t);
            let parts = data.len().div_ceil(part * MIB as usize) as u64;
            // Several sizes can give the same parts only when they cut at the same
            // places; here each part size cuts differently.
            assert_eq!(
                v,
                CloudVerdict::Match(CloudMatch::S3Etag {
                    parts,
                    part_size: part as u64 * MIB
                }),
                "{t}"
            );
        }
    }
    let mut wrong = data.clone();
    wrong[MIB as usize] ^= 1;
    assert!(matches!(
        verify(&wrong, &etag(&data, 8 * MIB as usize)),
        CloudVerdict::Mismatch { .. }
    ));
}

#[test]
fn s3_composite_checksums_match() {
    let data: Vec<u8> = (0..(17 * MIB as usize + 3))
        .map(|i| (i * 7 % 253) as u8)
        .collect();
    for (algorithm, part) in [
        (Algorithm::Sha256, 8),
        (Algorithm::Sha1, 6),
        (Algorithm::Crc32, 5),
        (Algorithm::Crc32c, 9),
    ] {
        let text = composite(&data, part * MIB as usize, algorithm);
        let parts = data.len().div_ceil(part * MIB as usize) as u64;
        assert_eq!(
            verify(&data, &text),
            CloudVerdict::Match(CloudMatch::S3Composite {
                algorithm,
                parts,
                part_size: part as u64 * MIB
            }),
            "{algorithm} {part}"
        );
    }
}

#[test]
fn full_object_checksums_in_base64_and_hex() {
    let data = b"The quick brown fox jumps over the lazy dog";
    let matched = |algorithm, encoding| {
        CloudVerdict::Match(CloudMatch::Digest {
            algorithm,
            encoding,
        })
    };
    for algorithm in [
        Algorithm::Crc64Nvme,
        Algorithm::Crc32,
        Algorithm::Crc32c,
        Algorithm::Md5,
        Algorithm::Sha256,
        Algorithm::Sm3,
        Algorithm::Xxh3,
    ] {
        let d = algorithm.digest(data);
        let (b64, hex) = (to_base64(d.as_bytes()), d.to_hex());
        // S3 shows CRC64NVME in base64; 16 hex digits are an xxHash's (below).
        if algorithm != Algorithm::Xxh3 {
            assert_eq!(verify(data, &b64), matched(algorithm, Encoding::Base64));
        }
        if algorithm != Algorithm::Crc64Nvme {
            assert_eq!(verify(data, &hex), matched(algorithm, Encoding::Hex));
        }
        let named = format!("{algorithm}:{b64}");
        assert_eq!(verify(data, &named), matched(algorithm, Encoding::Base64));
    }
    // An 8-character base64 value is CRC32 or CRC32C: both are tried.
    let e = recognise(&to_base64(Algorithm::Crc32c.digest(data).as_bytes())).expect("ok");
    assert_eq!(e.work(43).whole, vec![Algorithm::Crc32, Algorithm::Crc32c]);
    assert!(matches!(
        verify(
            b"other",
            &to_base64(Algorithm::Crc32c.digest(data).as_bytes())
        ),
        CloudVerdict::Mismatch { .. }
    ));
}

/// Appends 8 bytes to `data` that make its CRC-64/NVME `target` (big-endian, as
/// the digest's bytes). A CRC is affine over GF(2): the CRC of `data` + `x` is
/// `base ^ L(x)` for a linear `L`, so solving `L(x) = base ^ target` by Gaussian
/// elimination over the 64 bits of `x` forges any value.
pub(crate) fn force_crc64(data: &mut Vec<u8>, target: [u8; 8]) {
    let crc = |d: &[u8]| {
        let mut b = [0u8; 8];
        b.copy_from_slice(Algorithm::Crc64Nvme.digest(d).as_bytes());
        u64::from_be_bytes(b)
    };
    let at = data.len();
    data.extend_from_slice(&[0; 8]);
    let base = crc(data);
    // Each basis row: (a value of L, the bits of x that give it), by leading bit.
    let mut basis: Vec<(u64, u64)> = Vec::new();
    let reduce = |basis: &[(u64, u64)], mut v: u64, mut bits: u64| {
        for &(b, c) in basis {
            if v ^ b < v {
                v ^= b;
                bits ^= c;
            }
        }
        (v, bits)
    };
    for bit in 0..64 {
        data[at + bit / 8] ^= 1 << (bit % 8);
        let column = crc(data) ^ base;
        data[at + bit / 8] ^= 1 << (bit % 8);
        let (v, bits) = reduce(&basis, column, 1 << bit);
        if v != 0 {
            basis.push((v, bits));
            basis.sort_by_key(|b| std::cmp::Reverse(b.0));
        }
    }
    let (rest, bits) = reduce(&basis, base ^ u64::from_be_bytes(target), 0);
    assert_eq!(rest, 0, "the 64 appended bits reach every CRC");
    for bit in 0..64 {
        if bits >> bit & 1 == 1 {
            data[at + bit / 8] ^= 1 << (bit % 8);
        }
    }
}

/// Issue 32, item 7: a published XXH64 (16 hex digits, as `xxhsum` writes it), and a
/// random file with 8 bytes appended to force its CRC-64/NVME to that value. The
/// forged file does not match; that its CRC-64 equals the value is said, not taken.
/// The genuine file matches as XXH64, and the match says it detects accidents only.
#[test]
fn a_file_forged_to_a_published_xxh64_by_its_crc64_does_not_match() {
    let random = |seed, len| {
        let mut rng = crate::sums::RngForTests::new(seed);
        (0..len).map(|_| rng.next_u64() as u8).collect::<Vec<u8>>()
    };
    let genuine = random(7, 100_000);
    let published = Algorithm::Xxh64.digest(&genuine);
    let mut forged = random(8, 50_000);
    let target: [u8; 8] = published.as_bytes().try_into().expect("8 bytes");
    force_crc64(&mut forged, target);
    assert_eq!(
        Algorithm::Crc64Nvme.digest(&forged).as_bytes(),
        published.as_bytes(),
        "the forgery works"
    );
    let text = published.to_hex();
    let expected = recognise(&text).expect("recognised");
    let work = expected.work(forged.len() as u64);
    let result = hash_parts(&mut &forged[..], &work.whole, &work.plans, 1 << 16).expect("read");
    assert!(matches!(
        expected.judge(&result),
        CloudVerdict::Mismatch { .. }
    ));
    assert_eq!(
        expected.forgeable_match(&result),
        Some(Algorithm::Crc64Nvme)
    );

    let v = verify(&genuine, &text);
    assert_eq!(
        v,
        CloudVerdict::Match(CloudMatch::Digest {
            algorithm: Algorithm::Xxh64,
            encoding: Encoding::Hex
        })
    );
    let CloudVerdict::Match(m) = v else {
        unreachable!()
    };
    assert_eq!(m.detects(), Detects::AccidentsOnly);
    // Named, a CRC-64 is what was asked for: it matches, and says what it is worth.
    let named = format!("crc64nvme:{text}");
    let CloudVerdict::Match(m) = verify(&forged, &named) else {
        panic!("a named CRC-64 matches its CRC-64");
    };
    assert_eq!(m.detects(), Detects::AccidentsOnly);
    let sha = verify(&genuine, &Algorithm::Sha256.digest(&genuine).to_hex());
    assert!(matches!(sha, CloudVerdict::Match(m) if m.detects() == Detects::Tampering));
}

/// The readings of each length, cryptographic first; CRCs only when nothing else
/// has that length in hex.
#[test]
fn readings_put_cryptographic_digests_first_and_never_a_crc_silently() {
    use Algorithm::*;
    assert_eq!(
        digest_readings(8, Encoding::Hex),
        (vec![Xxh64, Xxh3], vec![Crc64Nvme])
    );
    assert_eq!(
        digest_readings(8, Encoding::Base64),
        (vec![Crc64Nvme], vec![])
    );
    assert_eq!(
        digest_readings(4, Encoding::Hex),
        (vec![Crc32, Crc32c], vec![])
    );
    assert_eq!(
        digest_readings(16, Encoding::Hex),
        (vec![Md5, Xxh128], vec![])
    );
    let (sha, none) = digest_readings(32, Encoding::Hex);
    assert_eq!((sha[0], none), (Sha256, vec![]));
}

#[test]
fn what_is_not_a_checksum() {
    assert_eq!(recognise("  "), Err(NotRecognised::Empty));
    assert_eq!(recognise("hello world"), Err(NotRecognised::Unknown));
    assert!(matches!(recognise("abcd"), Err(NotRecognised::Length(_))));
    assert_eq!(
        recognise(&format!("{}-0", "a".repeat(32))),
        Err(NotRecognised::PartCount(0))
    );
}
