//! The hand-over between launches (src/gui/single_instance) and the data folder
//! (src/gui/private_dir) are private to their user: the modes on disk, and a launch of
//! another uid that is refused even when the folders are opened to it.
#![cfg(unix)]

mod common;

use std::os::unix::fs::PermissionsExt as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use hashdrop::desktop::data_dir::private_dir;
use hashdrop::desktop::single_instance::{Claim, Primary, claim_in, encode_message};

/// The mode in octal, as `ls -l` and chmod write it.
fn mode(path: &Path) -> String {
    let m = std::fs::symlink_metadata(path)
        .expect("stat")
        .permissions()
        .mode();
    format!("{:o}", m & 0o7777)
}

fn chmod(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
}

/// The first launch, with its socket under `runtime` (as if `$XDG_RUNTIME_DIR`).
fn first(data: &Path, runtime: Option<&Path>) -> (Primary, Receiver<Vec<PathBuf>>) {
    match claim_in(data, runtime, &[]) {
        (Claim::Primary(p), Some(rx)) => (p, rx),
        _ => panic!("the first launch is the Primary"),
    }
}

#[test]
fn the_data_folder_and_the_hand_over_are_private() {
    let root = tempfile::tempdir().expect("tempdir");
    // A data folder as older versions left it.
    let data = root.path().join("hashdrop");
    let keys = data.join("keys");
    std::fs::create_dir_all(&keys).expect("mkdir");
    std::fs::write(data.join("app.ron"), b"()").expect("write");
    std::fs::write(keys.join("a.key"), b"key").expect("write");
    chmod(&data, 0o755);
    chmod(&keys, 0o755);
    chmod(&data.join("app.ron"), 0o644);
    chmod(&keys.join("a.key"), 0o644);
    // What `gui::main` does at start-up.
    private_dir::tighten(&data).expect("tighten");
    assert_eq!(mode(&data), "700");
    assert_eq!(mode(&keys), "700");
    assert_eq!(mode(&data.join("app.ron")), "600");
    assert_eq!(mode(&keys.join("a.key")), "600");

    let runtime = tempfile::tempdir().expect("tempdir");
    // As $XDG_RUNTIME_DIR is (tempfile follows the umask).
    chmod(runtime.path(), 0o700);
    let (p, _rx) = first(&data, Some(runtime.path()));
    assert_eq!(mode(&data), "700");
    assert_eq!(mode(&data.join("instance.lock")), "600");
    assert_eq!(mode(&runtime.path().join("hashdrop")), "700");
    assert_eq!(
        p.endpoint().parent(),
        Some(runtime.path().join("hashdrop").as_path())
    );
    assert_eq!(mode(p.endpoint()), "600", "the socket");

    // Without a usable runtime folder, the socket is in the data folder.
    let other = root.path().join("other");
    let (q, _rx) = first(&other, None);
    assert_eq!(mode(&other), "700");
    assert_eq!(mode(&other.join("run")), "700");
    assert_eq!(q.endpoint(), other.join("run").join("instance.sock"));
    assert_eq!(mode(q.endpoint()), "600");

    private_dir::ensure(&keys.join("new")).expect("ensure");
    assert_eq!(mode(&keys.join("new")), "700");
    private_dir::write_private(&keys.join("b.key"), b"key").expect("write_private");
    assert_eq!(mode(&keys.join("b.key")), "600");
}

/// A client, written in Python so that it can run as any uid: connects to the socket
/// `argv[1]`, sends the bytes in hex `argv[2]`, and prints `connected` and the reply.
const CLIENT: &str = r#"
import socket, sys
s = socket.socket(socket.AF_UNIX)
try:
    s.connect(sys.argv[1])
except OSError as e:
    print("cannot connect:", e)
    sys.exit(0)
reply = b""
try:
    s.sendall(bytes.fromhex(sys.argv[2]))
    s.shutdown(socket.SHUT_WR)
    reply = s.recv(16)
except OSError:
    pass
print("connected", reply.decode(errors="replace"))
"#;

/// Runs [`CLIENT`] with `python` as this uid, or as `nobody` through setpriv; its output.
fn client(as_nobody: bool, python: &Path, socket: &Path, msg: &[u8]) -> String {
    let hex: String = msg.iter().map(|b| format!("{b:02x}")).collect();
    let mut cmd = if as_nobody {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(python);
        c
    } else {
        Command::new(python)
    };
    let out = cmd
        .args(["-I", "-c", CLIENT])
        .arg(socket)
        .arg(hex)
        .output()
        .expect("the client runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

#[test]
fn another_user_cannot_hand_files_over() {
    // SAFETY: geteuid has no preconditions.
    #[allow(unsafe_code)]
    let root = unsafe { libc::geteuid() } == 0;
    if !root {
        common::skip("running as another uid needs root");
        return;
    }
    if !common::have_tool("setpriv") {
        return;
    }
    // The interpreter of the system: one in root's home (pyenv) is closed to nobody.
    let python = Path::new("/usr/bin/python3");
    if !python.exists() {
        common::skip_missing("/usr/bin/python3");
        return;
    }
    let data = tempfile::tempdir().expect("tempdir");
    let runtime = tempfile::tempdir().expect("tempdir");
    chmod(runtime.path(), 0o700);
    let (p, rx) = first(data.path(), Some(runtime.path()));
    // Opened on purpose, so that nobody reaches the socket: the peer's uid alone
    // must stop it.
    for path in [
        runtime.path(),
        &runtime.path().join("hashdrop"),
        p.endpoint(),
    ] {
        chmod(path, 0o777);
    }
    let forged = encode_message(&[PathBuf::from("/tmp/attacker.key")]);
    let reply = client(true, python, p.endpoint(), &forged);
    assert_eq!(reply, "connected", "nobody connects but gets no ok");
    assert!(
        rx.recv_timeout(Duration::from_millis(500)).is_err(),
        "nothing from another uid reaches the window"
    );
    // The same client as the window's own user is taken: the check is the uid.
    let own = encode_message(&[PathBuf::from("/tmp/own.iso")]);
    assert_eq!(client(false, python, p.endpoint(), &own), "connected ok");
    let got = rx.recv_timeout(Duration::from_secs(5)).expect("own files");
    assert_eq!(got, [PathBuf::from("/tmp/own.iso")]);
    assert!(rx.try_recv().is_err(), "only those");
}

/// The files of a launch, gathered from the window's receiver until `want` arrived
/// (a launch may send them in several messages).
fn gather(rx: &Receiver<Vec<PathBuf>>, want: usize) -> Vec<PathBuf> {
    let mut got = Vec::new();
    while got.len() < want {
        match rx.recv_timeout(Duration::from_secs(10)) {
            Ok(paths) => got.extend(paths),
            Err(_) => break,
        }
    }
    got
}

/// The real `hashdrop` program started as a file manager starts it, with the window's
/// data folder and runtime folder: it must hand its files over and exit, never open a
/// second window (there is no display: a window would fail).
fn launch(home: &Path, runtime: &Path, files: &[PathBuf]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_hashdrop"))
        .args(files)
        .env("XDG_DATA_HOME", home)
        .env("XDG_RUNTIME_DIR", runtime)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run hashdrop")
}

#[test]
fn ten_selected_files_end_in_one_window() {
    let home = tempfile::tempdir().expect("tempdir");
    let runtime = tempfile::tempdir().expect("tempdir");
    chmod(runtime.path(), 0o700);
    let files_dir = tempfile::tempdir().expect("tempdir");
    // Names as a file manager passes them: absolute, with spaces, non-ASCII, shell
    // characters and a leading dash.
    let names = [
        "plain.iso",
        "name with space.iso",
        "données.txt",
        "日本語のファイル.bin",
        "Ünïcødé ☃.dat",
        "$(touch pwned) `x`.bin",
        "-n",
        "quote'and\"double.txt",
        "tab\tin name",
        "SHA256SUMS",
    ];
    let files: Vec<PathBuf> = names
        .iter()
        .map(|n| {
            let p = files_dir.path().join(n);
            std::fs::write(&p, b"abc").expect("write");
            p
        })
        .collect();
    // The open window: the first launch, as `gui::main` claims it.
    let data = home.path().join("hashdrop");
    let (_window, rx) = first(&data, Some(runtime.path()));

    // One launch with the whole selection (Nautilus, Dolphin and Nemo with %F).
    let out = launch(home.path(), runtime.path(), &files);
    assert!(
        out.status.success(),
        "the launch handed its files over and exited: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        gather(&rx, files.len()),
        files,
        "all ten, in order, exactly"
    );

    // Ten launches with one file each (a file manager that starts one per file): all
    // in the same window.
    let mut got = Vec::new();
    for f in &files {
        let out = launch(home.path(), runtime.path(), std::slice::from_ref(f));
        assert!(out.status.success());
        got.extend(gather(&rx, 1));
    }
    assert_eq!(got, files);
    assert!(rx.try_recv().is_err(), "nothing more");
    assert!(!files_dir.path().join("pwned").exists(), "no shell ran");
}
