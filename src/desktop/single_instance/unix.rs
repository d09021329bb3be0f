//! Unix: a socket in a folder only the user can enter, and the peer's uid checked on
//! every connection, so that the folder's mode is not the only guard.

use std::io;
use std::net::Shutdown;
use std::os::fd::AsRawFd as _;
use std::os::unix::fs::MetadataExt as _;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use super::{Conn, Gate, Handlers, Inbox, Reply};
use crate::desktop::data_dir::private_dir::{self, euid};

/// The socket of the instance whose data folder is `data`: in `<runtime>/hashdrop/`
/// when `runtime` ($XDG_RUNTIME_DIR) is an absolute path to a folder of this user's
/// that no one else may enter, else in `<data>/run/`. The folder is made (0700) here;
/// `None` when neither can be.
pub(super) fn endpoint(data: &Path, runtime: Option<&Path>) -> Option<PathBuf> {
    if let Some(runtime) = runtime.filter(|r| r.is_absolute() && is_private(r)) {
        let dir = runtime.join("hashdrop");
        if make_private(&dir) {
            // One runtime folder serves every data folder (a test's, a script's):
            // the name keeps their instances apart.
            return Some(dir.join(format!("instance-{:016x}.sock", fnv1a(data))));
        }
    }
    let dir = data.join("run");
    make_private(&dir).then(|| dir.join("instance.sock"))
}

/// Whether `dir` is a folder (through links: $XDG_RUNTIME_DIR is the session's
/// choice) of this user's alone.
fn is_private(dir: &Path) -> bool {
    std::fs::metadata(dir).is_ok_and(|m| users_alone(&m))
}

/// Makes `dir` 0700 and checks that it is a folder, not a link, of this user's alone.
fn make_private(dir: &Path) -> bool {
    private_dir::ensure(dir).is_ok()
        && std::fs::symlink_metadata(dir).is_ok_and(|m| users_alone(&m))
}

/// A folder owned by this user that group and others cannot enter, list or change.
fn users_alone(m: &std::fs::Metadata) -> bool {
    m.is_dir() && m.uid() == euid() && m.mode() & 0o077 == 0
}

/// A stable 64-bit FNV-1a hash of a path's bytes (the same in every process).
fn fnv1a(path: &Path) -> u64 {
    use std::os::unix::ffi::OsStrExt as _;
    path.as_os_str()
        .as_bytes()
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// The first launch's listener.
pub(super) struct Server {
    endpoint: PathBuf,
    /// Closing it wakes the accept loop, which then stops.
    wake: Option<UnixStream>,
}

impl Server {
    pub fn endpoint(&self) -> &Path {
        &self.endpoint
    }

    pub fn stop(&mut self) {
        self.wake = None;
    }
}

/// Listens at `endpoint` (0600) on a thread that hands messages to `inbox`.
pub(super) fn listen(endpoint: &Path, inbox: Arc<Inbox>) -> io::Result<(Server, JoinHandle<()>)> {
    // The caller holds the lock: a socket already there was left by a crash.
    match std::fs::remove_file(endpoint) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let listener = UnixListener::bind(endpoint)?;
    // Connecting needs write permission on the socket; the folder is 0700 already.
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::Permissions::from_mode(private_dir::FILE_MODE);
        std::fs::set_permissions(endpoint, mode)?;
    }
    // poll says when to accept; non-blocking, so a client that left in between does
    // not leave the loop stuck in accept.
    listener.set_nonblocking(true)?;
    let (wake, woken) = UnixStream::pair()?;
    let thread = std::thread::Builder::new()
        .name("hashdrop-instance".into())
        .spawn(move || accept_loop(&listener, &woken, &inbox))?;
    Ok((
        Server {
            endpoint: endpoint.to_path_buf(),
            wake: Some(wake),
        },
        thread,
    ))
}

fn accept_loop(listener: &UnixListener, woken: &UnixStream, inbox: &Arc<Inbox>) {
    let gate = Arc::new(Gate::PeerChecked);
    let mut handlers = Handlers::new();
    while wait_for_connection(listener, woken) {
        match listener.accept() {
            Ok((conn, _)) => {
                // Another uid's connection is closed unread: its bytes never reach
                // the parser, whatever the folder's permissions let through.
                if is_own(&conn) && conn.set_nonblocking(false).is_ok() {
                    handlers.start(conn, &gate, inbox);
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::Interrupted
                ) => {}
            // Out of descriptors or the like: let time pass rather than spin.
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    handlers.stop();
}

/// Waits until a launch connects (`true`), or until the [`Server`] is stopped or the
/// listener fails (`false`).
#[allow(unsafe_code)]
fn wait_for_connection(listener: &UnixListener, woken: &UnixStream) -> bool {
    let mut fds = [
        libc::pollfd {
            fd: listener.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        },
        libc::pollfd {
            fd: woken.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        },
    ];
    loop {
        // SAFETY: `fds` is an array of initialised `pollfd` that we own, its length
        // is the count passed, and both descriptors stay open while borrowed here.
        let n = unsafe { libc::poll(fds.as_mut_ptr(), 2, -1) };
        if n < 0 {
            if io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return false;
        }
        if fds[1].revents != 0 {
            return false;
        }
        if fds[0].revents & libc::POLLIN != 0 {
            return true;
        }
        if fds[0].revents != 0 {
            return false;
        }
    }
}

/// Whether the other end of `conn` runs as this process's user.
fn is_own(conn: &UnixStream) -> bool {
    peer_uid(conn).is_ok_and(|uid| uid == euid())
}

/// The effective uid of the process at the other end (as it was when it connected).
#[cfg(any(target_os = "linux", target_os = "android"))]
#[allow(unsafe_code)]
fn peer_uid(conn: &UnixStream) -> io::Result<u32> {
    let mut cred = libc::ucred {
        pid: 0,
        uid: 0,
        gid: 0,
    };
    let size = std::mem::size_of::<libc::ucred>();
    let mut len = libc::socklen_t::try_from(size).map_err(io::Error::other)?;
    // SAFETY: the descriptor is open for as long as `conn` is borrowed; `cred` is a
    // `ucred` we own and `len` its size, which is all SO_PEERCRED writes.
    let r = unsafe {
        libc::getsockopt(
            conn.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            (&raw mut cred).cast(),
            &raw mut len,
        )
    };
    if r != 0 {
        return Err(io::Error::last_os_error());
    }
    if usize::try_from(len).ok() != Some(size) {
        return Err(io::Error::other("SO_PEERCRED: short answer"));
    }
    Ok(cred.uid)
}

/// The effective uid of the process at the other end (as it was when it connected).
#[cfg(not(any(target_os = "linux", target_os = "android")))]
#[allow(unsafe_code)]
fn peer_uid(conn: &UnixStream) -> io::Result<u32> {
    let (mut uid, mut gid) = (0, 0);
    // SAFETY: the descriptor is open for as long as `conn` is borrowed, and both
    // out-parameters are integers we own.
    if unsafe { libc::getpeereid(conn.as_raw_fd(), &raw mut uid, &raw mut gid) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(uid)
}

/// Sends `msg` to the socket at `endpoint`.
pub(super) fn forward(endpoint: &Path, msg: &[u8]) -> Reply {
    let Ok(conn) = UnixStream::connect(endpoint) else {
        return Reply::Nobody;
    };
    // Another user's socket would learn the paths and the window would never open:
    // it is not an instance of ours.
    if !is_own(&conn) {
        return Reply::Nobody;
    }
    super::send(conn, msg)
}

impl Conn for UnixStream {
    fn set_read_timeout(&self, limit: Option<Duration>) -> io::Result<()> {
        Self::set_read_timeout(self, limit)
    }
    fn set_write_timeout(&self, limit: Option<Duration>) -> io::Result<()> {
        Self::set_write_timeout(self, limit)
    }
    fn shutdown(&self, how: Shutdown) -> io::Result<()> {
        Self::shutdown(self, how)
    }
    fn try_clone(&self) -> io::Result<Self> {
        Self::try_clone(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt as _;

    fn chmod(path: &Path, mode: u32) {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
    }

    #[test]
    fn the_socket_goes_in_a_private_runtime_folder_or_the_data_folder() {
        let data = tempfile::tempdir().expect("tempdir");
        let runtime = tempfile::tempdir().expect("tempdir");
        let other = tempfile::tempdir().expect("tempdir");
        // As $XDG_RUNTIME_DIR is (tempfile follows the umask).
        chmod(runtime.path(), 0o700);
        let in_runtime = endpoint(data.path(), Some(runtime.path())).expect("endpoint");
        assert_eq!(
            in_runtime.parent(),
            Some(runtime.path().join("hashdrop").as_path())
        );
        let beside = endpoint(other.path(), Some(runtime.path())).expect("endpoint");
        assert_ne!(in_runtime, beside, "one socket per data folder");
        let fallback = data.path().join("run").join("instance.sock");
        assert_eq!(endpoint(data.path(), None), Some(fallback.clone()));
        assert_eq!(
            endpoint(data.path(), Some(Path::new("relative"))),
            Some(fallback.clone())
        );
        let file = runtime.path().join("file");
        std::fs::write(&file, b"").expect("write");
        assert_eq!(
            endpoint(data.path(), Some(&file)),
            Some(fallback.clone()),
            "not a folder"
        );
        if euid() == 0 {
            // Root (CI) can give the folder away: one of another user's is not used.
            std::os::unix::fs::chown(runtime.path(), Some(65534), Some(65534)).expect("chown");
            let got = endpoint(data.path(), Some(runtime.path()));
            assert_eq!(got, Some(fallback.clone()), "not ours");
            std::os::unix::fs::chown(runtime.path(), Some(0), Some(0)).expect("chown back");
        }
        chmod(runtime.path(), 0o755);
        assert_eq!(
            endpoint(data.path(), Some(runtime.path())),
            Some(fallback),
            "others may enter"
        );
    }

    #[test]
    fn the_peer_is_this_user() {
        let (a, b) = UnixStream::pair().expect("pair");
        assert_eq!(peer_uid(&a).expect("uid"), euid());
        assert!(is_own(&b));
    }
}
