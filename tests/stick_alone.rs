//! "Which listed image does this stick hold?" without the image file:
//! `hashdrop check --device DEVICE SUMSFILE`, with loop devices standing in for sticks,
//! each holding an image followed by other bytes. The images are made by the real tools
//! (`xorriso` for ISOs, `sfdisk` for an MBR disk image), the lists by `sha256sum` and
//! `sha512sum`, and every verdict is judged against `cmp` of the image with the drive.
//! No check may change a byte of the drive. Loop devices need root and `losetup` (CI
//! runs as root); without them, or without a tool, the tests say so, and fail under
//! `CI=true`.

mod common;
use common::loop_device::LoopDevice;
mod pgp_keys;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(program: &str, args: &[&std::ffi::OsStr], dir: &Path) -> Output {
    Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A folder holding the files of a small ISO's tree.
fn iso_tree(dir: &Path) -> PathBuf {
    let root = dir.join("root");
    std::fs::create_dir_all(root.join("boot")).expect("mkdir");
    std::fs::write(root.join("boot/vmlinuz"), common::rng_bytes(700_001, 5)).expect("write");
    std::fs::write(root.join("README.txt"), b"A live system for the tests.\n").expect("write");
    root
}

/// An ISO 9660 image made by xorriso (with an EFI partition appended after the volume,
/// as Debian's and Ubuntu's hybrid ISOs have, when `efi`); `None` without xorriso.
fn xorriso_iso(dir: &Path, name: &str, efi: bool) -> Option<PathBuf> {
    if !common::have_tool("xorriso") {
        return None;
    }
    let root = iso_tree(dir);
    let iso = dir.join(name);
    let mut args: Vec<&std::ffi::OsStr> = ["-as", "mkisofs", "-V", "HASHDROP_TEST"]
        .map(std::ffi::OsStr::new)
        .to_vec();
    let efi_img = dir.join("efi.img");
    if efi {
        std::fs::write(&efi_img, common::rng_bytes(1_474_560, 6)).expect("write");
        args.extend(["-append_partition", "2", "0xef"].map(std::ffi::OsStr::new));
        args.push(efi_img.as_os_str());
    }
    args.extend([
        std::ffi::OsStr::new("-o"),
        iso.as_os_str(),
        root.as_os_str(),
    ]);
    let out = run("xorriso", &args, dir);
    assert!(out.status.success(), "xorriso: {}", text(&out.stderr));
    Some(iso)
}

/// A raw disk image as Raspberry Pi OS ships: an MBR with a FAT boot partition and a
/// Linux root partition, the file ending where the last partition does; `None` without
/// sfdisk.
fn mbr_image(dir: &Path) -> Option<PathBuf> {
    if !common::have_tool("sfdisk") {
        return None;
    }
    let img = dir.join("raspios-lite.img");
    let sectors = 2048 + 4096 + 6144;
    std::fs::write(&img, common::rng_bytes(sectors * 512, 7)).expect("write");
    let mut child = Command::new("sfdisk")
        .arg("--no-reread")
        .arg("--no-tell-kernel")
        .arg(&img)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("sfdisk");
    std::io::Write::write_all(
        child.stdin.as_mut().expect("stdin"),
        b"label: dos\nstart=2048, size=4096, type=c\nstart=6144, size=6144, type=83\n",
    )
    .expect("script");
    drop(child.stdin.take());
    assert!(child.wait().expect("sfdisk").success());
    Some(img)
}

/// `tool` (sha256sum, sha512sum) over `images`, as the publisher's list `list_name`.
fn list(dir: &Path, tool: &str, images: &[&Path], list_name: &str) -> Option<PathBuf> {
    if !common::have_tool(tool) {
        return None;
    }
    let names: Vec<&std::ffi::OsStr> = images
        .iter()
        .map(|p| p.file_name().expect("name"))
        .collect();
    let out = run(tool, &names, dir);
    assert!(out.status.success(), "{tool}: {}", text(&out.stderr));
    let path = dir.join(list_name);
    std::fs::write(&path, out.stdout).expect("write list");
    Some(path)
}

/// A stick (its backing file) holding `image` followed by `after` other bytes.
fn stick_with(dir: &Path, image: &Path, after: usize, change_at: Option<usize>) -> PathBuf {
    let mut bytes = std::fs::read(image).expect("read image");
    if let Some(at) = change_at {
        bytes[at] ^= 0x40;
    }
    bytes.extend(common::rng_bytes(after, 99));
    let backing = dir.join("stick.raw");
    std::fs::write(&backing, bytes).expect("write stick");
    backing
}

/// `cmp -n LEN image device`: whether the drive starts with exactly the image (the
/// reference verdict).
fn cmp_says_same(image: &Path, device: &Path) -> bool {
    let len = std::fs::metadata(image).expect("image").len().to_string();
    let out = run(
        "cmp",
        &[
            "-n".as_ref(),
            len.as_ref(),
            image.as_os_str(),
            device.as_os_str(),
        ],
        Path::new("."),
    );
    out.status.success()
}

/// Runs `hashdrop check --device` on the loop device over `backing`, checks that the
/// drive is unchanged, and returns the exit code and standard output.
fn check_device(dir: &Path, backing: &Path, list: &Path) -> Option<(Option<i32>, String, PathBuf)> {
    let dev = LoopDevice::attach(backing)?;
    let before = dev.bytes();
    let out = common::run_hashdrop(
        dir,
        &[
            "check".as_ref(),
            "--device".as_ref(),
            dev.path.as_os_str(),
            list.as_os_str(),
        ],
    );
    assert_eq!(dev.bytes(), before, "the check changed the drive");
    let stdout = text(&out.stdout);
    eprintln!("{stdout}{}", text(&out.stderr));
    Some((out.status.code(), stdout, dev.path.clone()))
}

/// The drive holds `image`: exit 0 and its name, as `cmp` agrees.
fn assert_holds(dir: &Path, backing: &Path, list: &Path, image: &Path) {
    let dev = LoopDevice::attach(backing);
    let Some(dev) = dev else { return };
    assert!(cmp_says_same(image, &dev.path), "the reference disagrees");
    drop(dev);
    let Some((code, stdout, dev)) = check_device(dir, backing, list) else {
        return;
    };
    let name = image.file_name().expect("name").to_string_lossy();
    let len = std::fs::metadata(image).expect("image").len();
    assert_eq!(code, Some(0), "{stdout}");
    assert_eq!(
        stdout,
        format!("{} holds exactly {name} ({len} bytes)\n", dev.display())
    );
}

/// The drive holds none of the listed images: exit 1.
fn assert_holds_none(dir: &Path, backing: &Path, list: &Path) {
    let Some((code, stdout, dev)) = check_device(dir, backing, list) else {
        return;
    };
    assert_eq!(code, Some(1), "{stdout}");
    assert!(
        stdout.starts_with(&format!("{} holds none of the images", dev.display())),
        "{stdout}"
    );
}

#[test]
fn an_iso_made_by_xorriso_is_named_from_a_sha256sums() {
    let dir = tempfile::tempdir().expect("tempdir");
    let Some(iso) = xorriso_iso(dir.path(), "live-amd64.iso", false) else {
        return;
    };
    let other = dir.path().join("other.iso");
    std::fs::write(&other, common::rng_bytes(100_000, 8)).expect("write");
    let Some(sums) = list(dir.path(), "sha256sum", &[&other, &iso], "SHA256SUMS") else {
        return;
    };
    let stick = stick_with(dir.path(), &iso, 5 << 20, None);
    assert_holds(dir.path(), &stick, &sums, &iso);
}

#[test]
fn a_hybrid_iso_with_an_appended_efi_partition_is_named_from_a_sha512sums() {
    let dir = tempfile::tempdir().expect("tempdir");
    let Some(iso) = xorriso_iso(dir.path(), "hybrid-amd64.iso", true) else {
        return;
    };
    let Some(sums) = list(dir.path(), "sha512sum", &[&iso], "SHA512SUMS") else {
        return;
    };
    let stick = stick_with(dir.path(), &iso, 3 << 20, None);
    assert_holds(dir.path(), &stick, &sums, &iso);
}

#[test]
fn a_raw_disk_image_with_an_mbr_is_named() {
    let dir = tempfile::tempdir().expect("tempdir");
    let Some(img) = mbr_image(dir.path()) else {
        return;
    };
    let Some(sums) = list(dir.path(), "sha256sum", &[&img], "SHA256SUMS") else {
        return;
    };
    let stick = stick_with(dir.path(), &img, 8 << 20, None);
    assert_holds(dir.path(), &stick, &sums, &img);
}

#[test]
fn a_firmware_file_with_no_structure_is_found_at_its_own_length() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fw = dir.path().join("firmware-v2.bin");
    std::fs::write(&fw, common::rng_bytes((2 << 20) + 512 * 13, 9)).expect("write");
    let Some(sums) = list(dir.path(), "sha256sum", &[&fw], "SHA256SUMS") else {
        return;
    };
    let stick = stick_with(dir.path(), &fw, 3 << 20, None);
    assert_holds(dir.path(), &stick, &sums, &fw);
}

#[test]
fn one_changed_byte_in_an_iso_is_none_of_the_listed_images() {
    let dir = tempfile::tempdir().expect("tempdir");
    let Some(iso) = xorriso_iso(dir.path(), "live-amd64.iso", true) else {
        return;
    };
    let Some(sums) = list(dir.path(), "sha256sum", &[&iso], "SHA256SUMS") else {
        return;
    };
    // A byte of the kernel file inside the volume, past the descriptors.
    let stick = stick_with(dir.path(), &iso, 2 << 20, Some(200_000));
    assert_holds_none(dir.path(), &stick, &sums);
}

#[test]
fn a_stick_holding_an_image_not_listed_is_none_of_them() {
    let dir = tempfile::tempdir().expect("tempdir");
    let listed = dir.path().join("listed.bin");
    std::fs::write(&listed, common::rng_bytes(1 << 20, 10)).expect("write");
    let written = dir.path().join("written.bin");
    std::fs::write(&written, common::rng_bytes(1 << 20, 11)).expect("write");
    let Some(sums) = list(dir.path(), "sha256sum", &[&listed], "SHA256SUMS") else {
        return;
    };
    let stick = stick_with(dir.path(), &written, 1 << 20, None);
    assert_holds_none(dir.path(), &stick, &sums);
}

/// The list's signature is checked and said as `check` says it for any list; a list
/// changed after it was signed fails even when the stick holds one of its images.
#[test]
fn the_lists_signature_is_said_and_a_bad_one_fails() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let fw = d.join("firmware-v3.bin");
    std::fs::write(&fw, common::rng_bytes(1 << 20, 12)).expect("write");
    let other = d.join("firmware-v2.bin");
    std::fs::write(&other, common::rng_bytes(1 << 19, 13)).expect("write");
    let Some(sums) = list(d, "sha256sum", &[&other, &fw], "SHA256SUMS") else {
        return;
    };
    let (key, public) = pgp_keys::test_key("Firmware Maker <release@example.org>");
    std::fs::write(d.join("maker.asc"), public).expect("write key");
    let plain = std::fs::read_to_string(&sums).expect("list");
    let signed = pgp_keys::clear_sign(&key, &plain);
    let stick = stick_with(d, &fw, 1 << 20, None);
    let Some(dev) = LoopDevice::attach(&stick) else {
        return;
    };
    let before = dev.bytes();
    let check = |list: &str| {
        std::fs::write(d.join("SHA256SUMS"), list).expect("write list");
        let out = common::run_hashdrop(
            d,
            &[
                "check".as_ref(),
                "--keyring".as_ref(),
                "maker.asc".as_ref(),
                "--device".as_ref(),
                dev.path.as_os_str(),
                "SHA256SUMS".as_ref(),
            ],
        );
        assert_eq!(dev.bytes(), before, "the check changed the drive");
        (out.status.code(), text(&out.stdout), text(&out.stderr))
    };
    let (code, stdout, stderr) = check(&signed);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(
        stdout.ends_with("holds exactly firmware-v3.bin (1048576 bytes)\n"),
        "{stdout}"
    );
    assert!(
        stderr.contains("SHA256SUMS: Good signature from \"Firmware Maker"),
        "{stderr}"
    );
    // Another line renamed inside the signed text: the signature no longer holds.
    let tampered = signed.replacen("firmware-v2.bin", "firmware-v9.bin", 1);
    let (code, stdout, stderr) = check(&tampered);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(
        stdout.ends_with("holds exactly firmware-v3.bin (1048576 bytes)\n"),
        "{stdout}"
    );
    assert!(stderr.contains("BAD signature"), "{stderr}");
}

/// `--status` prints nothing; the exit status says it all, as for files.
#[test]
fn status_prints_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fw = dir.path().join("fw.bin");
    std::fs::write(&fw, common::rng_bytes(512 * 100, 14)).expect("write");
    let Some(sums) = list(dir.path(), "sha256sum", &[&fw], "SHA256SUMS") else {
        return;
    };
    let stick = stick_with(dir.path(), &fw, 1 << 20, None);
    let Some(dev) = LoopDevice::attach(&stick) else {
        return;
    };
    let out = common::run_hashdrop(
        dir.path(),
        &[
            "check".as_ref(),
            "--status".as_ref(),
            "--device".as_ref(),
            dev.path.as_os_str(),
            sums.as_os_str(),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "");
}
