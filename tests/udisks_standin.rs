//! Reading a stick without root: `hashdrop check --device` and `hashdrop compare IMAGE
//! DEVICE`, run as an unprivileged user
//! (`setpriv`) who may not open the loop device standing in for the stick, asks UDisks2
//! for a read-only descriptor (`org.freedesktop.UDisks2.Block.OpenForBackup`).
//!
//! Why a stand-in and not the real `udisksd`: `udisksd` learns its drives from udev (no
//! udevd runs in a container, so it exports no block objects) and asks polkitd, itself
//! on the system bus, before `OpenForBackup`; neither can run on a private bus here. The
//! stand-in implements the same D-Bus objects and method (the ObjectManager, the Block
//! and Drive properties Hashdrop reads, `OpenForBackup` returning a descriptor of the
//! loop device, or UDisks2's own `NotAuthorizedCanObtain` error), on a private bus
//! (`dbus-daemon --config-file`) that the client finds through `DBUS_SYSTEM_BUS_ADDRESS`,
//! as it finds the real system bus.
//!
//! Needs root (loop devices, `useradd`, `setpriv`) and `dbus-daemon`; without them the
//! tests say so, and fail under `CI=true`.

mod common;
use common::loop_device::LoopDevice;
#[path = "udisks_standin/service.rs"]
mod service;

use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use service::{PrivateBus, serve};

/// The uid and gid of an unprivileged user made for the tests (`useradd`), made once
/// for both tests, before either starts its bus.
fn unprivileged_user() -> Option<(u32, u32)> {
    static USER: std::sync::OnceLock<Option<(u32, u32)>> = std::sync::OnceLock::new();
    *USER.get_or_init(make_user)
}

fn make_user() -> Option<(u32, u32)> {
    const NAME: &str = "hashdrop-tester";
    let id = |flag: &str| -> Option<u32> {
        let out = Command::new("id").args([flag, NAME]).output().ok()?;
        String::from_utf8_lossy(&out.stdout).trim().parse().ok()
    };
    if id("-u").is_none() {
        Command::new("useradd")
            .args([
                "--system",
                "--no-create-home",
                "--shell",
                "/usr/sbin/nologin",
                NAME,
            ])
            .status()
            .ok();
    }
    match (id("-u"), id("-g")) {
        (Some(uid), Some(gid)) => Some((uid, gid)),
        _ => {
            common::skip("useradd cannot make an unprivileged user (it needs root)");
            None
        }
    }
}

struct Setup {
    dir: tempfile::TempDir,
    device: LoopDevice,
    user: (u32, u32),
    sums: PathBuf,
    /// The image itself, for `compare`.
    image: PathBuf,
    image_len: u64,
    /// A copy of the binary the user may run (the build folder may be under /root).
    exe: PathBuf,
}

/// A stick (a loop device) holding a firmware file and other bytes, its SHA256SUMS, in a
/// folder the unprivileged user can read.
fn setup() -> Option<Setup> {
    if !common::have_tool("setpriv") {
        return None;
    }
    let user = unprivileged_user()?;
    let dir = tempfile::tempdir().expect("tempdir");
    let image = common::rng_bytes((1 << 20) + 512 * 3, 31);
    let mut stick = image.clone();
    stick.extend(common::rng_bytes(2 << 20, 32));
    std::fs::write(dir.path().join("stick.raw"), &stick).expect("write");
    let hex = hashdrop::engine::Algorithm::Sha256.digest(&image).to_hex();
    let image_path = dir.path().join("firmware.bin");
    std::fs::write(&image_path, &image).expect("write");
    let sums = dir.path().join("SHA256SUMS");
    std::fs::write(&sums, format!("{hex}  firmware.bin\n")).expect("write");
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let exe = dir.path().join("hashdrop");
    std::fs::copy(env!("CARGO_BIN_EXE_hashdrop"), &exe).expect("copy the binary");
    let device = LoopDevice::attach(&dir.path().join("stick.raw"))?;
    Some(Setup {
        exe,
        dir,
        device,
        user,
        sums,
        image: image_path,
        image_len: image.len() as u64,
    })
}

/// `hashdrop check --device` as the unprivileged user, with `bus` as the system bus.
fn check_as_user(s: &Setup, bus_address: &str) -> Output {
    let args = [
        "check".as_ref(),
        "--device".as_ref(),
        s.device.path.as_os_str(),
    ];
    as_user(s, bus_address, &[&args[..], &[s.sums.as_os_str()]].concat())
}

/// `hashdrop compare IMAGE DEVICE` as the unprivileged user.
fn compare_as_user(s: &Setup, bus_address: &str) -> Output {
    let args = [
        "compare".as_ref(),
        s.image.as_os_str(),
        s.device.path.as_os_str(),
    ];
    as_user(s, bus_address, &args)
}

/// Hashdrop with `args` as the unprivileged user, with `bus` as the system bus.
fn as_user(s: &Setup, bus_address: &str, args: &[&std::ffi::OsStr]) -> Output {
    let (uid, gid) = s.user;
    Command::new("setpriv")
        .args([
            format!("--reuid={uid}"),
            format!("--regid={gid}"),
            "--clear-groups".into(),
        ])
        .arg("env")
        .arg(format!("DBUS_SYSTEM_BUS_ADDRESS={bus_address}"))
        .arg(format!("HOME={}", s.dir.path().display()))
        .arg(&s.exe)
        .args(args)
        .current_dir(s.dir.path())
        .output()
        .expect("setpriv")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn an_ordinary_user_checks_a_stick_through_udisks2() {
    let Some(s) = setup() else { return };
    let Some(bus) = PrivateBus::start(s.dir.path()) else {
        return;
    };
    let (allow, calls) = (
        Arc::new(AtomicBool::new(true)),
        Arc::new(AtomicUsize::new(0)),
    );
    let _service = serve(&bus, &s.device.path, &allow, &calls);
    let before = std::fs::read(&s.device.path).expect("read stick");
    let out = check_as_user(&s, &bus.address);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert_eq!(
        stdout,
        format!(
            "{} holds exactly firmware.bin ({} bytes)\n",
            s.device.path.display(),
            s.image_len
        )
    );
    assert_eq!(calls.load(Ordering::SeqCst), 1, "asked UDisks2 once");
    assert_eq!(
        std::fs::read(&s.device.path).expect("read"),
        before,
        "the stick changed"
    );

    // Denied: one plain sentence; no sudo, no disk group, no verdict about the stick.
    allow.store(false, Ordering::SeqCst);
    let out = check_as_user(&s, &bus.address);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        format!(
            "hashdrop: the system did not allow Hashdrop to read {}\n",
            s.device.path.display()
        )
    );
    assert_eq!(calls.load(Ordering::SeqCst), 2);
}

#[test]
fn without_udisks2_the_message_says_what_to_install() {
    let Some(s) = setup() else { return };
    let Some(bus) = PrivateBus::start(s.dir.path()) else {
        return;
    };
    // A bus where nobody owns org.freedesktop.UDisks2: a minimal system.
    let out = check_as_user(&s, &bus.address);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert!(stderr.contains("install the udisks2 package"), "{stderr}");
    assert!(
        !stderr.contains("sudo") && !stderr.contains("group"),
        "{stderr}"
    );
}

/// `compare IMAGE DEVICE` opens the drive as `check --device` does: an ordinary user gets
/// it through UDisks2, and a refusal is the same one plain sentence (it used to say
/// "Permission denied" and offer a `sudo` command and the `disk` group).
#[test]
fn an_ordinary_user_compares_an_image_with_a_stick_through_udisks2() {
    let Some(s) = setup() else { return };
    let Some(bus) = PrivateBus::start(s.dir.path()) else {
        return;
    };
    let (allow, calls) = (
        Arc::new(AtomicBool::new(true)),
        Arc::new(AtomicUsize::new(0)),
    );
    let _service = serve(&bus, &s.device.path, &allow, &calls);
    let before = std::fs::read(&s.device.path).expect("read stick");
    let out = compare_as_user(&s, &bus.address);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains("Same: the drive holds exactly the image"),
        "{stdout}"
    );
    assert_eq!(calls.load(Ordering::SeqCst), 1, "asked UDisks2 once");
    assert_eq!(
        std::fs::read(&s.device.path).expect("read"),
        before,
        "the stick changed"
    );

    allow.store(false, Ordering::SeqCst);
    let out = compare_as_user(&s, &bus.address);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        format!(
            "hashdrop: the system did not allow Hashdrop to read {}\n",
            s.device.path.display()
        )
    );
    assert_eq!(calls.load(Ordering::SeqCst), 2);
}
