//! A stand-in for UDisks2 on a private bus, for the tests that read a stick without
//! root (tests/udisks_standin.rs, tests/stick_window.rs): why a stand-in and not the
//! real `udisksd` is said at the top of tests/udisks_standin.rs.

#![allow(dead_code)] // Each test binary uses part of it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use zbus::zvariant::{OwnedFd, OwnedObjectPath, OwnedValue};

use crate::common;

pub const SERVICE: &str = "org.freedesktop.UDisks2";
pub const DRIVE_PATH: &str = "/org/freedesktop/UDisks2/drives/Hashdrop_Test_Stick";

/// UDisks2's errors, as `udisksd` names them.
#[derive(Debug, zbus::DBusError)]
#[zbus(prefix = "org.freedesktop.UDisks2.Error")]
enum UdisksError {
    #[zbus(error)]
    ZBus(zbus::Error),
    NotAuthorizedCanObtain(String),
    Failed(String),
}

/// The stand-in's block device: the loop device standing in for a stick.
pub struct Block {
    device: PathBuf,
    size: u64,
    allow: Arc<AtomicBool>,
    calls: Arc<AtomicUsize>,
}

#[zbus::interface(name = "org.freedesktop.UDisks2.Block")]
impl Block {
    #[zbus(property)]
    fn device(&self) -> Vec<u8> {
        let mut b = self.device.as_os_str().as_encoded_bytes().to_vec();
        b.push(0);
        b
    }
    #[zbus(property)]
    fn preferred_device(&self) -> Vec<u8> {
        self.device()
    }
    #[zbus(property)]
    fn symlinks(&self) -> Vec<Vec<u8>> {
        Vec::new()
    }
    #[zbus(property)]
    fn size(&self) -> u64 {
        self.size
    }
    #[zbus(property)]
    fn hint_system(&self) -> bool {
        false
    }
    #[zbus(property)]
    fn hint_ignore(&self) -> bool {
        false
    }
    #[zbus(property)]
    fn drive(&self) -> OwnedObjectPath {
        OwnedObjectPath::try_from(DRIVE_PATH).expect("object path")
    }
    #[zbus(property)]
    fn id_label(&self) -> String {
        "FIRMWARE".into()
    }

    /// As `udisksd`: a read-only descriptor, once polkit says yes.
    fn open_for_backup(
        &self,
        _options: HashMap<String, OwnedValue>,
    ) -> Result<OwnedFd, UdisksError> {
        self.calls.fetch_add(1, Ordering::SeqCst);
        if !self.allow.load(Ordering::SeqCst) {
            return Err(UdisksError::NotAuthorizedCanObtain(
                "Not authorized to perform operation".into(),
            ));
        }
        let file =
            std::fs::File::open(&self.device).map_err(|e| UdisksError::Failed(e.to_string()))?;
        Ok(OwnedFd::from(std::os::fd::OwnedFd::from(file)))
    }
}

/// The stand-in's drive object.
pub struct Drive;

#[zbus::interface(name = "org.freedesktop.UDisks2.Drive")]
impl Drive {
    #[zbus(property)]
    fn vendor(&self) -> String {
        "SanDisk".into()
    }
    #[zbus(property)]
    fn model(&self) -> String {
        "Ultra Fit".into()
    }
    #[zbus(property)]
    fn connection_bus(&self) -> String {
        "usb".into()
    }
    #[zbus(property)]
    fn removable(&self) -> bool {
        true
    }
}

/// A private bus (`dbus-daemon`), stopped when dropped.
pub struct PrivateBus {
    daemon: Child,
    /// Its address, for `DBUS_SYSTEM_BUS_ADDRESS`.
    pub address: String,
}

impl PrivateBus {
    /// Starts `dbus-daemon` with its socket in `dir`; `None` (after the skip) without it.
    pub fn start(dir: &Path) -> Option<Self> {
        if !common::have_tool("dbus-daemon") {
            return None;
        }
        let socket = dir.join("system_bus_socket");
        let config = dir.join("bus.conf");
        std::fs::write(
            &config,
            format!(
                r#"<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <listen>unix:path={}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
"#,
                socket.display()
            ),
        )
        .expect("bus config");
        let daemon = Command::new("dbus-daemon")
            .arg(format!("--config-file={}", config.display()))
            .arg("--nofork")
            .spawn()
            .expect("dbus-daemon");
        for _ in 0..100 {
            if socket.exists() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        Some(Self {
            daemon,
            address: format!("unix:path={}", socket.display()),
        })
    }
}

impl Drop for PrivateBus {
    fn drop(&mut self) {
        self.daemon.kill().ok();
        self.daemon.wait().ok();
    }
}

/// Serves the stand-in on `bus`; keep the connection to keep serving.
pub fn serve(
    bus: &PrivateBus,
    device: &Path,
    allow: &Arc<AtomicBool>,
    calls: &Arc<AtomicUsize>,
) -> zbus::blocking::Connection {
    serve_devices(bus, &[(device, 3 << 20)], allow, calls)
}

/// Serves the stand-in with a block object for each of `devices` (path, the size it
/// claims), all of one USB drive; keep the connection to keep serving.
pub fn serve_devices(
    bus: &PrivateBus,
    devices: &[(&Path, u64)],
    allow: &Arc<AtomicBool>,
    calls: &Arc<AtomicUsize>,
) -> zbus::blocking::Connection {
    let mut builder = zbus::blocking::connection::Builder::address(bus.address.as_str())
        .expect("address")
        .name(SERVICE)
        .expect("name")
        .serve_at("/org/freedesktop/UDisks2", zbus::fdo::ObjectManager)
        .expect("manager");
    for &(device, size) in devices {
        let block = Block {
            device: device.to_path_buf(),
            size,
            allow: Arc::clone(allow),
            calls: Arc::clone(calls),
        };
        let name = device
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        builder = builder
            .serve_at(
                format!("/org/freedesktop/UDisks2/block_devices/{name}"),
                block,
            )
            .expect("block");
    }
    builder
        .serve_at(DRIVE_PATH, Drive)
        .expect("drive")
        .build()
        .expect("serve")
}
