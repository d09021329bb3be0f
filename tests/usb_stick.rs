//! "Did the image write correctly to the USB stick?" with loop devices standing in for
//! sticks: `hashdrop compare IMAGE DEVICE` reads only the image's length from the drive,
//! `hashdrop sum --bytes N` hashes only its first N bytes, and no check changes a byte
//! of the drive. Loop devices need root and `losetup` (CI runs as root); without them
//! the tests say so, and fail under `CI=true`.

mod common;
use common::loop_device::LoopDevice;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use hashdrop::engine::Algorithm;

/// Not a multiple of 512: the end of the image falls inside a sector of the drive.
const IMAGE_LEN: usize = (3 << 20) + 4097;

/// A folder with `image` (IMAGE_LEN pseudo-random bytes) and a drive file of
/// `drive_len` bytes that starts with the image (or as much of it as fits) and goes on
/// with other bytes.
fn setup(drive_len: usize) -> (tempfile::TempDir, PathBuf, PathBuf, Vec<u8>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let image = common::rng_bytes(IMAGE_LEN, 23);
    let mut drive = image.clone();
    drive.extend(common::rng_bytes(drive_len.saturating_sub(IMAGE_LEN), 99));
    drive.truncate(drive_len);
    let (ip, dp) = (dir.path().join("image.iso"), dir.path().join("drive.img"));
    std::fs::write(&ip, &image).expect("write image");
    std::fs::write(&dp, &drive).expect("write drive");
    (dir, ip, dp, image)
}

fn hashdrop(dir: &Path, args: &[&std::ffi::OsStr]) -> Output {
    common::run_hashdrop(dir, args)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn a_drive_that_holds_the_image_followed_by_other_bytes_matches() {
    let (dir, image, backing, bytes) = setup(6 << 20);
    let Some(dev) = LoopDevice::attach(&backing) else {
        return;
    };
    let before = dev.bytes();
    let out = hashdrop(
        dir.path(),
        &["compare".as_ref(), image.as_os_str(), dev.path.as_os_str()],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains("Same: the drive holds exactly the image"),
        "{stdout}"
    );
    let hex = Algorithm::Sha256.digest(&bytes).to_hex();
    assert_eq!(
        stdout.matches(&hex).count(),
        2,
        "both sides' digests: {stdout}"
    );
    assert!(
        stdout.contains(&format!("(first {IMAGE_LEN} bytes)")),
        "{stdout}"
    );
    assert_eq!(dev.bytes(), before, "the check changed the drive");
}

#[test]
fn one_changed_byte_is_reported_at_its_offset() {
    let (dir, image, backing, _) = setup(6 << 20);
    let mut drive = std::fs::read(&backing).expect("read");
    let offset = 2_000_003usize;
    drive[offset] ^= 0x01;
    std::fs::write(&backing, &drive).expect("write");
    let Some(dev) = LoopDevice::attach(&backing) else {
        return;
    };
    let before = dev.bytes();
    let out = hashdrop(
        dir.path(),
        &["compare".as_ref(), image.as_os_str(), dev.path.as_os_str()],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains(&format!(
            "Different: first differing byte at offset {offset} (0x{offset:x}); 1 segment of 1 MiB differs."
        )),
        "{stdout}"
    );
    assert!(stdout.contains("Write the image again"), "{stdout}");
    assert_eq!(dev.bytes(), before, "the check changed the drive");
}

#[test]
fn differences_in_two_segments_and_in_the_last_bytes_are_counted() {
    let (dir, image, backing, _) = setup(4 << 20);
    let mut drive = std::fs::read(&backing).expect("read");
    drive[10] ^= 0xff;
    drive[IMAGE_LEN - 1] ^= 0xff;
    // Past the image: does not count.
    drive[IMAGE_LEN + 5] ^= 0xff;
    std::fs::write(&backing, &drive).expect("write");
    let Some(dev) = LoopDevice::attach(&backing) else {
        return;
    };
    let out = hashdrop(
        dir.path(),
        &["compare".as_ref(), image.as_os_str(), dev.path.as_os_str()],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains("first differing byte at offset 10 (0xa); 2 segments of 1 MiB differ."),
        "{stdout}"
    );
}

#[test]
fn a_drive_smaller_than_the_image_cannot_hold_it() {
    let (dir, image, backing, _) = setup(2 << 20);
    let Some(dev) = LoopDevice::attach(&backing) else {
        return;
    };
    let before = dev.bytes();
    let out = hashdrop(
        dir.path(),
        &["compare".as_ref(), image.as_os_str(), dev.path.as_os_str()],
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(
            "hashdrop: the drive (2.1 MB) is smaller than the image (3.1 MB): it cannot hold it"
        ),
        "{stderr}"
    );
    assert_eq!(dev.bytes(), before, "the check changed the drive");
}

#[test]
fn sum_bytes_of_the_drive_gives_the_images_digest() {
    let (dir, _image, backing, bytes) = setup(6 << 20);
    let Some(dev) = LoopDevice::attach(&backing) else {
        return;
    };
    let before = dev.bytes();
    let n = IMAGE_LEN.to_string();
    for algo in ["sha256", "md5", "blake3"] {
        let out = hashdrop(
            dir.path(),
            &[
                "sum".as_ref(),
                "-a".as_ref(),
                algo.as_ref(),
                "--bytes".as_ref(),
                n.as_ref(),
                dev.path.as_os_str(),
            ],
        );
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
        let a: Algorithm = algo.parse().expect("algorithm");
        assert_eq!(
            stdout,
            format!("{}  {}\n", a.digest(&bytes).to_hex(), dev.path.display())
        );
    }
    // The whole drive without --bytes: its own digest, not the image's.
    let out = hashdrop(dir.path(), &["sum".as_ref(), dev.path.as_os_str()]);
    assert_eq!(
        text(&out.stdout),
        format!(
            "{}  {}\n",
            Algorithm::Sha256.digest(&before).to_hex(),
            dev.path.display()
        )
    );
    // More bytes than the drive has: an error for that drive.
    let out = hashdrop(
        dir.path(),
        &[
            "sum".as_ref(),
            "--bytes".as_ref(),
            "1GiB".as_ref(),
            dev.path.as_os_str(),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("Too short"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(dev.bytes(), before, "the check changed the drive");
}

#[test]
fn sum_bytes_hashes_the_first_bytes_of_a_file_and_of_standard_input() {
    let (dir, _image, backing, bytes) = setup(6 << 20);
    let expected = Algorithm::Sha256.digest(&bytes).to_hex();
    let n = IMAGE_LEN.to_string();
    for threads in ["1", "2"] {
        let out = hashdrop(
            dir.path(),
            &[
                "sum".as_ref(),
                "-j".as_ref(),
                threads.as_ref(),
                "--bytes".as_ref(),
                n.as_ref(),
                backing.as_os_str(),
            ],
        );
        assert_eq!(
            text(&out.stdout),
            format!("{expected}  {}\n", backing.display())
        );
    }
    // A size suffix, as --segment takes; BLAKE3 split across threads stays b3sum's digest.
    let out = hashdrop(
        dir.path(),
        &[
            "sum".as_ref(),
            "-a".as_ref(),
            "blake3".as_ref(),
            "-j".as_ref(),
            "2".as_ref(),
            "--bytes".as_ref(),
            "5MiB".as_ref(),
            backing.as_os_str(),
        ],
    );
    let drive = std::fs::read(&backing).expect("read");
    assert_eq!(
        text(&out.stdout),
        format!(
            "{}  {}\n",
            Algorithm::Blake3.digest(&drive[..5 << 20]).to_hex(),
            backing.display()
        )
    );
    // The segmented digest (here MD5 in lanes) of the first N bytes is that of a file
    // holding only them.
    let prefix = dir.path().join("prefix");
    std::fs::write(&prefix, &drive[..IMAGE_LEN]).expect("write");
    let digest_of = |args: &[&std::ffi::OsStr]| {
        let out = hashdrop(dir.path(), args);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    let seg = ["sum", "-a", "md5", "-j", "2", "--segment", "256KiB"].map(std::ffi::OsStr::new);
    let limited = digest_of(
        &[
            &seg[..],
            &["--bytes".as_ref(), n.as_ref(), backing.as_os_str()],
        ]
        .concat(),
    );
    let whole = digest_of(&[&seg[..], &[prefix.as_os_str()]].concat());
    assert_eq!(limited, whole);
    assert!(limited.ends_with("-13"), "{limited}");
    // Standard input.
    let mut child = Command::new(env!("CARGO_BIN_EXE_hashdrop"))
        .args(["sum", "--bytes", &n, "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run hashdrop");
    {
        use std::io::Write as _;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(&drive).ok();
    }
    let out = child.wait_with_output().expect("wait");
    assert_eq!(text(&out.stdout), format!("{expected}  -\n"));
    // A file shorter than N: an error for that file, exit 1, as for an unreadable one.
    let out = hashdrop(
        dir.path(),
        &[
            "sum".as_ref(),
            "--bytes".as_ref(),
            "7MiB".as_ref(),
            backing.as_os_str(),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("Too short"),
        "{}",
        text(&out.stderr)
    );
}

/// The image is gone, the published checksum is at hand: `verify --bytes` checks the
/// stick against it; a wrong checksum fails, and a drive shorter than N is said.
#[test]
fn verify_bytes_checks_the_drive_against_the_published_checksum() {
    let (dir, _image, backing, bytes) = setup(6 << 20);
    let Some(dev) = LoopDevice::attach(&backing) else {
        return;
    };
    let before = dev.bytes();
    let n = IMAGE_LEN.to_string();
    let published = Algorithm::Sha256.digest(&bytes).to_hex();
    let verify = |expected: &str, n: &str| {
        hashdrop(
            dir.path(),
            &[
                "verify".as_ref(),
                "--bytes".as_ref(),
                n.as_ref(),
                dev.path.as_os_str(),
                expected.as_ref(),
            ],
        )
    };
    let out = verify(&published, &n);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains(": OK"), "{}", text(&out.stdout));
    let wrong = Algorithm::Sha256.digest(b"another image").to_hex();
    assert_eq!(verify(&wrong, &n).status.code(), Some(1));
    let out = verify(&published, "1GiB");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("Too short"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(dev.bytes(), before, "the check changed the drive");
}
