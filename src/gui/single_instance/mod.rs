//! One window for many launches. Explorer starts one process per selected file for
//! "Checksums with Hashdrop", so the first launch with files opens the window and the
//! later ones hand their files to it and exit.
//!
//! The first claims `instance.lock` in the data folder (created exclusively), listens
//! on a loopback port and writes the port and a random token to `instance.port`. A
//! later launch reads them, connects, and sends the token and its paths. When nothing
//! answers (the first one crashed), it waits a moment, then takes over.

use std::hash::{BuildHasher, Hasher};
use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::sums::{name_to_path, path_to_name};

/// How long a launch waits for a starting first instance to say where it listens.
const WAIT_FOR_FIRST: Duration = Duration::from_secs(2);
/// The most a launch may send (paths separated by NUL).
const MAX_MESSAGE: u64 = 1 << 20;

/// What this launch is.
pub enum Claim {
    /// The first: it opens the window and takes later launches' files.
    Primary(Primary),
    /// The files were handed to the window that is already open.
    Forwarded,
    /// No instance could be set up (a read-only data folder…): a window of its own.
    Alone,
}

/// The first instance's listener, stopped and cleaned up when dropped.
pub struct Primary {
    dir: PathBuf,
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    ctx: Arc<Mutex<Option<egui::Context>>>,
}

impl Primary {
    /// The context to wake when files arrive (the window's, once it exists).
    pub fn set_ctx(&self, ctx: egui::Context) {
        *self.ctx.lock().unwrap_or_else(PoisonError::into_inner) = Some(ctx);
    }
}

impl Drop for Primary {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        // Wakes the accept loop so that it sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_millis(200));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        let _ = std::fs::remove_file(self.dir.join("instance.port"));
        let _ = std::fs::remove_file(self.dir.join("instance.lock"));
    }
}

fn token() -> String {
    let s = std::collections::hash_map::RandomState::new();
    let (mut a, mut b) = (s.build_hasher(), s.build_hasher());
    a.write_u64(std::process::id().into());
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    b.write_u128(now.map_or(0, |d| d.as_nanos()));
    format!("{:016x}{:016x}", a.finish(), b.finish())
}

/// Sends `files` to the instance described in `dir/instance.port`; `true` when it
/// took them.
fn forward(dir: &Path, files: &[PathBuf]) -> bool {
    let Ok(text) = std::fs::read_to_string(dir.join("instance.port")) else {
        return false;
    };
    let mut parts = text.split_whitespace();
    let (Some(port), Some(token)) = (parts.next(), parts.next()) else {
        return false;
    };
    let Ok(port) = port.parse::<u16>() else {
        return false;
    };
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let Ok(mut s) = TcpStream::connect_timeout(&addr, Duration::from_millis(300)) else {
        return false;
    };
    let mut msg = format!("{token}\n").into_bytes();
    for f in files {
        let abs = std::path::absolute(f).unwrap_or_else(|_| f.clone());
        msg.extend_from_slice(&path_to_name(&abs));
        msg.push(0);
    }
    let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
    let mut ack = [0u8; 2];
    s.write_all(&msg).is_ok()
        && s.shutdown(std::net::Shutdown::Write).is_ok()
        && s.read_exact(&mut ack).is_ok()
        && &ack == b"ok"
}

/// Decides what this launch is; `files` go to the open window when there is one.
/// Returns the receiver of later launches' files with [`Claim::Primary`].
pub fn claim(dir: &Path, files: &[PathBuf]) -> (Claim, Option<Receiver<Vec<PathBuf>>>) {
    if !files.is_empty() && forward(dir, files) {
        return (Claim::Forwarded, None);
    }
    if std::fs::create_dir_all(dir).is_err() {
        return (Claim::Alone, None);
    }
    for attempt in 0..2 {
        let lock = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(dir.join("instance.lock"));
        if lock.is_ok() {
            return match listen(dir) {
                Ok((p, rx)) => (Claim::Primary(p), Some(rx)),
                Err(_) => (Claim::Alone, None),
            };
        }
        // Another launch holds the lock: it is starting (no port written yet: wait for
        // it), running (it answers), or gone without cleaning up (take over at once).
        let until = Instant::now() + WAIT_FOR_FIRST;
        while Instant::now() < until {
            if dir.join("instance.port").exists() {
                if forward(dir, files) {
                    return if files.is_empty() {
                        // A launch without files opens a window of its own.
                        (Claim::Alone, None)
                    } else {
                        (Claim::Forwarded, None)
                    };
                }
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        if attempt == 0 {
            // Nobody answered: a stale lock, left by a crash. Take over once.
            let _ = std::fs::remove_file(dir.join("instance.port"));
            let _ = std::fs::remove_file(dir.join("instance.lock"));
        }
    }
    (Claim::Alone, None)
}

fn listen(dir: &Path) -> std::io::Result<(Primary, Receiver<Vec<PathBuf>>)> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?;
    let addr = listener.local_addr()?;
    let token = token();
    let tmp = dir.join("instance.port.tmp");
    std::fs::write(&tmp, format!("{} {token}\n", addr.port()))?;
    std::fs::rename(&tmp, dir.join("instance.port"))?;
    let (tx, rx) = channel();
    let stop = Arc::new(AtomicBool::new(false));
    let ctx: Arc<Mutex<Option<egui::Context>>> = Arc::new(Mutex::new(None));
    let (s, c) = (Arc::clone(&stop), Arc::clone(&ctx));
    let thread = std::thread::Builder::new()
        .name("hashdrop-instance".into())
        .spawn(move || accept_loop(&listener, &token, &s, &tx, &c))?;
    Ok((
        Primary {
            dir: dir.to_path_buf(),
            addr,
            stop,
            thread: Some(thread),
            ctx,
        },
        rx,
    ))
}

fn accept_loop(
    listener: &TcpListener,
    token: &str,
    stop: &AtomicBool,
    tx: &Sender<Vec<PathBuf>>,
    ctx: &Mutex<Option<egui::Context>>,
) {
    for conn in listener.incoming() {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let Ok(mut s) = conn else { continue };
        let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
        let mut msg = Vec::new();
        if (&mut s).take(MAX_MESSAGE).read_to_end(&mut msg).is_err() {
            continue;
        }
        let Some(files) = parse(&msg, token) else {
            continue;
        };
        let _ = s.write_all(b"ok");
        if files.is_empty() {
            // Only asking whether this instance is alive.
            continue;
        }
        if tx.send(files).is_err() {
            return;
        }
        if let Some(c) = ctx.lock().unwrap_or_else(PoisonError::into_inner).as_ref() {
            c.request_repaint();
        }
    }
}

/// The paths of a message that starts with the right token.
fn parse(msg: &[u8], token: &str) -> Option<Vec<PathBuf>> {
    let rest = msg.strip_prefix(token.as_bytes())?.strip_prefix(b"\n")?;
    Some(
        rest.split(|&b| b == 0)
            .filter(|p| !p.is_empty())
            .map(name_to_path)
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_launch_hands_its_files_to_the_first() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (first, rx) = claim(dir.path(), &[PathBuf::from("/a.iso")]);
        assert!(matches!(first, Claim::Primary(_)));
        let rx = rx.expect("a receiver");
        let files = vec![PathBuf::from("/x/b.iso"), PathBuf::from("/x/c d.iso")];
        let (second, _) = claim(dir.path(), &files);
        assert!(matches!(second, Claim::Forwarded));
        assert_eq!(
            rx.recv_timeout(Duration::from_secs(5)).expect("files"),
            files
        );
        // A wrong token is ignored.
        assert_eq!(parse(b"nope\n/a\0", "token"), None);
        drop(first);
        assert!(!dir.path().join("instance.lock").exists(), "cleaned up");
        // After the first has gone, the next launch is the first again.
        let (again, _) = claim(dir.path(), &files);
        assert!(matches!(again, Claim::Primary(_)));
    }

    #[test]
    fn a_launch_without_files_opens_its_own_window() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (first, rx) = claim(dir.path(), &[]);
        assert!(matches!(first, Claim::Primary(_)));
        let (second, _) = claim(dir.path(), &[]);
        assert!(matches!(second, Claim::Alone));
        assert!(
            rx.expect("rx").try_recv().is_err(),
            "nothing was handed over"
        );
    }

    #[test]
    fn a_stale_lock_is_taken_over() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("instance.lock"), b"").expect("lock");
        std::fs::write(dir.path().join("instance.port"), b"1 dead\n").expect("port");
        let (c, _) = claim(dir.path(), &[PathBuf::from("/a")]);
        assert!(matches!(c, Claim::Primary(_)));
    }
}
