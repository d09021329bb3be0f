//! The UDisks2 client: its objects (`GetManagedObjects`), and `Block.OpenForBackup`,
//! over the system bus (`DBUS_SYSTEM_BUS_ADDRESS` when set, as every D-Bus client
//! honours it), with zbus's blocking API: one call, no event loop of our own.

use std::collections::HashMap;
use std::fs::File;
use std::path::{Path, PathBuf};

use zbus::blocking::Connection;
use zbus::blocking::fdo::ObjectManagerProxy;
use zbus::zvariant::{OwnedObjectPath, OwnedValue, Value};

use super::AccessError;
use crate::desktop::drives::{Bus, Drive};

const SERVICE: &str = "org.freedesktop.UDisks2";
const ROOT: &str = "/org/freedesktop/UDisks2";
const BLOCK: &str = "org.freedesktop.UDisks2.Block";
const DRIVE: &str = "org.freedesktop.UDisks2.Drive";
const PARTITION: &str = "org.freedesktop.UDisks2.Partition";

/// Interface name → property name → value, of one object.
type Interfaces = HashMap<String, HashMap<String, OwnedValue>>;

/// Every object UDisks2 exports, by path; `None` when it cannot be reached.
fn objects(conn: &Connection) -> zbus::Result<HashMap<OwnedObjectPath, Interfaces>> {
    let manager = ObjectManagerProxy::builder(conn)
        .destination(SERVICE)?
        .path(ROOT)?
        .build()?;
    let managed = manager.get_managed_objects()?;
    Ok(managed
        .into_iter()
        .map(|(path, ifaces)| {
            let ifaces = ifaces
                .into_iter()
                .map(|(name, props)| (name.as_str().to_owned(), props))
                .collect();
            (path, ifaces)
        })
        .collect())
}

fn bytes(v: &Value<'_>) -> Option<Vec<u8>> {
    let Value::Array(a) = v else { return None };
    let mut out: Vec<u8> = a
        .iter()
        .map(|x| match x {
            Value::U8(b) => Some(*b),
            _ => None,
        })
        .collect::<Option<_>>()?;
    // UDisks2 sends paths as NUL-terminated byte strings.
    if out.last() == Some(&0) {
        out.pop();
    }
    Some(out)
}

fn prop<'a>(ifaces: &'a Interfaces, iface: &str, name: &str) -> Option<&'a Value<'static>> {
    ifaces.get(iface)?.get(name).map(|v| &**v)
}

fn text(ifaces: &Interfaces, iface: &str, name: &str) -> Option<String> {
    match prop(ifaces, iface, name)? {
        Value::Str(s) if !s.is_empty() => Some(s.to_string()),
        _ => None,
    }
}

fn flag(ifaces: &Interfaces, iface: &str, name: &str) -> bool {
    matches!(prop(ifaces, iface, name), Some(Value::Bool(true)))
}

fn number(ifaces: &Interfaces, iface: &str, name: &str) -> Option<u64> {
    match prop(ifaces, iface, name)? {
        Value::U64(n) => Some(*n),
        _ => None,
    }
}

fn object_path(ifaces: &Interfaces, iface: &str, name: &str) -> Option<String> {
    match prop(ifaces, iface, name)? {
        Value::ObjectPath(p) => Some(p.as_str().to_owned()),
        _ => None,
    }
}

/// The device paths a block object answers to: `Device`, `PreferredDevice`, `Symlinks`.
fn device_names(ifaces: &Interfaces) -> Vec<Vec<u8>> {
    let mut names: Vec<Vec<u8>> = ["Device", "PreferredDevice"]
        .iter()
        .filter_map(|n| prop(ifaces, BLOCK, n).and_then(bytes))
        .collect();
    if let Some(Value::Array(links)) = prop(ifaces, BLOCK, "Symlinks") {
        names.extend(links.iter().filter_map(bytes));
    }
    names
}

/// What a D-Bus error means for the person.
fn access_error(e: &zbus::Error, device: &Path) -> AccessError {
    let device = device.to_path_buf();
    let (name, message) = match e {
        zbus::Error::MethodError(name, message, _) => (
            name.as_str().to_owned(),
            message.clone().unwrap_or_default(),
        ),
        zbus::Error::FDO(fdo) => match &**fdo {
            zbus::fdo::Error::ServiceUnknown(_) | zbus::fdo::Error::NameHasNoOwner(_) => {
                return AccessError::NoUdisks { device };
            }
            other => (String::new(), other.to_string()),
        },
        // No system bus at all: a minimal system.
        zbus::Error::InputOutput(_) | zbus::Error::Address(_) => {
            return AccessError::NoUdisks { device };
        }
        other => (String::new(), other.to_string()),
    };
    match name.rsplit('.').next().unwrap_or_default() {
        "ServiceUnknown" | "NameHasNoOwner" => AccessError::NoUdisks { device },
        "NotAuthorized" | "NotAuthorizedCanObtain" | "AccessDenied" => {
            AccessError::Denied { device }
        }
        "NotAuthorizedDismissed" | "Cancelled" => AccessError::Cancelled { device },
        _ => AccessError::Failed { device, message },
    }
}

/// Asks UDisks2 for a read-only descriptor of `device` (`OpenForBackup`).
pub(super) fn open_for_backup(device: &Path) -> Result<File, AccessError> {
    let conn = Connection::system().map_err(|e| access_error(&e, device))?;
    let objects = objects(&conn).map_err(|e| access_error(&e, device))?;
    // A link (/dev/disk/by-id/…) names the same block as the node it points to.
    let wanted = std::fs::canonicalize(device).unwrap_or_else(|_| device.to_path_buf());
    let wanted: Vec<Vec<u8>> = [device, wanted.as_path()]
        .iter()
        .map(|p| p.as_os_str().as_encoded_bytes().to_vec())
        .collect();
    let Some((path, _)) = objects
        .iter()
        .find(|(_, ifaces)| device_names(ifaces).iter().any(|n| wanted.contains(n)))
    else {
        return Err(AccessError::Unknown {
            device: device.to_path_buf(),
        });
    };
    let proxy = zbus::blocking::Proxy::new(&conn, SERVICE, path.as_str(), BLOCK)
        .map_err(|e| access_error(&e, device))?;
    // No options: the system may ask the person (auth.no_user_interaction stays false).
    let options: HashMap<&str, Value<'_>> = HashMap::new();
    let fd: zbus::zvariant::OwnedFd = proxy
        .call("OpenForBackup", &(options,))
        .map_err(|e| access_error(&e, device))?;
    Ok(File::from(std::os::fd::OwnedFd::from(fd)))
}

/// The removable drives UDisks2 knows, by name; `None` when UDisks2 does not answer.
pub(super) fn removable_drives() -> Option<Vec<Drive>> {
    let conn = Connection::system().ok()?;
    let objects = objects(&conn).ok()?;
    let by_path: HashMap<&str, &Interfaces> =
        objects.iter().map(|(p, i)| (p.as_str(), i)).collect();
    let mut drives: Vec<Drive> = objects
        .iter()
        .filter_map(|(path, ifaces)| drive(path.as_str(), ifaces, &by_path))
        .collect();
    drives.sort_by(|a, b| a.name.cmp(&b.name));
    Some(drives)
}

/// A whole, removable, non-system disk as a [`Drive`].
fn drive(path: &str, block: &Interfaces, all: &HashMap<&str, &Interfaces>) -> Option<Drive> {
    if !block.contains_key(BLOCK) || block.contains_key(PARTITION) {
        return None;
    }
    if flag(block, BLOCK, "HintSystem") || flag(block, BLOCK, "HintIgnore") {
        return None;
    }
    let size = number(block, BLOCK, "Size").filter(|&s| s > 0)?;
    let drive = all.get(object_path(block, BLOCK, "Drive")?.as_str())?;
    let bus = match text(drive, DRIVE, "ConnectionBus").as_deref() {
        Some("usb") => Bus::Usb,
        Some("sdio") => Bus::Mmc,
        _ if flag(drive, DRIVE, "Removable") || flag(drive, DRIVE, "MediaRemovable") => {
            Bus::Removable
        }
        _ => return None,
    };
    let device =
        PathBuf::from(String::from_utf8(prop(block, BLOCK, "Device").and_then(bytes)?).ok()?);
    let label = text(block, BLOCK, "IdLabel").or_else(|| {
        all.values().find_map(|i| {
            (object_path(i, PARTITION, "Table").as_deref() == Some(path))
                .then(|| text(i, BLOCK, "IdLabel"))
                .flatten()
        })
    });
    Some(Drive {
        name: device.file_name()?.to_string_lossy().into_owned(),
        path: device,
        size,
        model: text(drive, DRIVE, "Model"),
        vendor: text(drive, DRIVE, "Vendor"),
        label,
        bus,
    })
}
