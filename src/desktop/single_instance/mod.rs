//! One window for many launches. Explorer starts one process per selected file for
//! "Checksums with Hashdrop", so the first launch with files opens the window and the
//! later ones hand their files to it and exit.
//!
//! The first launch claims `instance.lock` in the data folder (created exclusively) and
//! listens; a later launch connects, sends its paths ([`encode_message`]) and exits
//! once the first says "ok". When nothing answers (the first one crashed), it waits a
//! moment, then takes over.
//!
//! Only the same user can hand files over: they land in the window beside verdicts the
//! person trusts, so another account on the machine must not be able to slip in, say,
//! its own OpenPGP key.
//! - Unix: a Unix domain socket, `$XDG_RUNTIME_DIR/hashdrop/instance-HASH.sock` (the
//!   folder 0700, HASH of the data folder's path: one instance per data folder), or
//!   `<data>/run/instance.sock` (0700) when `$XDG_RUNTIME_DIR` is unset or not this
//!   user's alone. The peer's uid is checked on every connection (`SO_PEERCRED`,
//!   `getpeereid`) before a byte is read, and a connection from another uid is closed
//!   unread; the launch that forwards checks the listener's uid likewise.
//! - Windows: a loopback TCP port and a 256-bit token from the OS random source in
//!   `instance.port`, in the data folder under the user profile, which only the user,
//!   SYSTEM and Administrators can read; the token is compared in constant time.
//!
//! One connection cannot hold the window up: each is read on a thread of its own (at
//! most [`MAX_HANDLERS`] at once, further ones are closed at once), for at most
//! [`READ_LIMIT`] in all, and a message over [`MAX_MESSAGE`] or not in the form
//! [`parse_message`] reads is dropped.

mod message;
#[cfg(any(windows, test))]
mod token;
#[cfg(unix)]
mod unix;
#[cfg(windows)]
mod windows;

#[cfg(unix)]
use unix as platform;
#[cfg(windows)]
use windows as platform;

use std::io::{self, Read, Write};
use std::net::Shutdown;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

pub use message::{MAGIC, encode_message, parse_message};

use crate::desktop::data_dir::private_dir;

/// How long a launch waits for a starting first instance to listen, or a busy one to
/// answer.
const WAIT_FOR_FIRST: Duration = Duration::from_secs(2);
/// The most one connection may send; a launch with more files sends several messages.
pub const MAX_MESSAGE: usize = 1 << 20;
/// How long one connection may take to send its message, in all (not per read: a
/// client that sends a byte a second is cut off as surely as a silent one).
pub const READ_LIMIT: Duration = Duration::from_secs(2);
/// How many connections are read at once; further ones are closed unread.
pub const MAX_HANDLERS: usize = 4;
/// Room for the framing a platform adds around a message (Windows' token line).
const FRAMING: usize = 128;

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
    lock: PathBuf,
    server: platform::Server,
    thread: Option<JoinHandle<()>>,
    waker: Arc<Mutex<Option<Waker>>>,
}

/// What wakes the window when files arrive (it asks the window to repaint).
pub type Waker = Box<dyn Fn() + Send>;

impl Primary {
    /// What to call when files arrive (set once the window exists).
    pub fn set_waker(&self, wake: Waker) {
        *self.waker.lock().unwrap_or_else(PoisonError::into_inner) = Some(wake);
    }

    /// Where later launches connect: the socket on Unix, the file with the port and
    /// the token on Windows.
    pub fn endpoint(&self) -> &Path {
        self.server.endpoint()
    }
}

impl Drop for Primary {
    fn drop(&mut self) {
        // Stopping cuts open connections short: a silent client does not hold this up.
        self.server.stop();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        let _ = std::fs::remove_file(self.server.endpoint());
        let _ = std::fs::remove_file(&self.lock);
    }
}

/// Decides what this launch is; `files` go to the open window when there is one.
/// Returns the receiver of later launches' files with [`Claim::Primary`]. `dir` is the
/// data folder; on Unix the socket goes in `$XDG_RUNTIME_DIR` (see [`claim_in`]).
pub fn claim(dir: &Path, files: &[PathBuf]) -> (Claim, Option<Receiver<Vec<PathBuf>>>) {
    let runtime = std::env::var_os("XDG_RUNTIME_DIR").map(PathBuf::from);
    claim_in(dir, runtime.as_deref(), files)
}

/// [`claim`] with the runtime folder given instead of read from `$XDG_RUNTIME_DIR`
/// (`None`: as if it were unset, so the socket goes in `<dir>/run`), so that tests need
/// not change the environment. Ignored on Windows.
pub fn claim_in(
    dir: &Path,
    runtime: Option<&Path>,
    files: &[PathBuf],
) -> (Claim, Option<Receiver<Vec<PathBuf>>>) {
    if private_dir::ensure(dir).is_err() {
        return (Claim::Alone, None);
    }
    let Some(endpoint) = platform::endpoint(dir, runtime) else {
        return (Claim::Alone, None);
    };
    let messages = messages(files);
    if !files.is_empty() && forward(&endpoint, &messages) == Reply::Taken {
        return (Claim::Forwarded, None);
    }
    let lock = dir.join("instance.lock");
    for attempt in 0..2 {
        if create_lock(&lock).is_ok() {
            return match start(&lock, &endpoint) {
                Ok((p, rx)) => (Claim::Primary(p), Some(rx)),
                Err(_) => {
                    // Not listening: a later launch must not wait for this one.
                    let _ = std::fs::remove_file(&lock);
                    (Claim::Alone, None)
                }
            };
        }
        // Another launch holds the lock: it is starting (not listening yet: wait for
        // it), running (it answers), or gone without cleaning up (take over).
        if wait_for_first(&endpoint, &messages) == Reply::Taken {
            return if files.is_empty() {
                // A launch without files opens a window of its own.
                (Claim::Alone, None)
            } else {
                (Claim::Forwarded, None)
            };
        }
        if attempt == 0 {
            // Nobody answered: a stale lock, left by a crash. Take over once.
            let _ = std::fs::remove_file(&endpoint);
            let _ = std::fs::remove_file(&lock);
        }
    }
    (Claim::Alone, None)
}

/// Creates the lock exclusively, 0600 on Unix.
fn create_lock(lock: &Path) -> io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(private_dir::FILE_MODE);
    }
    options.open(lock)
}

/// Listens at `endpoint` for the launch that holds `lock`.
fn start(lock: &Path, endpoint: &Path) -> io::Result<(Primary, Receiver<Vec<PathBuf>>)> {
    let (tx, rx) = channel();
    let waker = Arc::new(Mutex::new(None));
    let inbox = Arc::new(Inbox {
        tx,
        waker: Arc::clone(&waker),
    });
    let (server, thread) = platform::listen(endpoint, inbox)?;
    Ok((
        Primary {
            lock: lock.to_path_buf(),
            server,
            thread: Some(thread),
            waker,
        },
        rx,
    ))
}

/// `files`, made absolute (the first launch has its own working folder), in messages
/// of at most [`MAX_MESSAGE`]; one message (a ping) when there are none.
fn messages(files: &[PathBuf]) -> Vec<Vec<u8>> {
    let absolute: Vec<PathBuf> = files
        .iter()
        // Only an empty path, or a vanished working folder, has no absolute form.
        .filter_map(|f| std::path::absolute(f).ok())
        .collect();
    let mut batches = Vec::new();
    let mut batch: Vec<PathBuf> = Vec::new();
    let mut size = MAGIC.len() + FRAMING;
    for f in absolute {
        let len = f.as_os_str().len() + 1;
        if !batch.is_empty() && size + len > MAX_MESSAGE {
            batches.push(encode_message(&std::mem::take(&mut batch)));
            size = MAGIC.len() + FRAMING;
        }
        size += len;
        batch.push(f);
    }
    if !batch.is_empty() || batches.is_empty() {
        batches.push(encode_message(&batch));
    }
    batches
}

/// How the first launch answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reply {
    /// It took the message.
    Taken,
    /// Nothing listens there (never started, or crashed).
    Nobody,
    /// Something listens, but gave no "ok" (busy with other launches, or not Hashdrop).
    NoAnswer,
}

/// Hands every message to the first launch; [`Reply::Taken`] when it took them all.
fn forward(endpoint: &Path, messages: &[Vec<u8>]) -> Reply {
    for msg in messages {
        let reply = platform::forward(endpoint, msg);
        if reply != Reply::Taken {
            return reply;
        }
    }
    Reply::Taken
}

/// Waits for the launch that holds the lock to listen and take `messages`.
fn wait_for_first(endpoint: &Path, messages: &[Vec<u8>]) -> Reply {
    let until = Instant::now() + WAIT_FOR_FIRST;
    let mut reply = Reply::Nobody;
    while Instant::now() < until {
        if endpoint.exists() {
            reply = forward(endpoint, messages);
            if reply != Reply::NoAnswer {
                return reply;
            }
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    reply
}

/// Sends one message on `conn` and waits for the "ok".
fn send<C: Conn>(mut conn: C, msg: &[u8]) -> Reply {
    let _ = conn.set_write_timeout(Some(WAIT_FOR_FIRST));
    let _ = conn.set_read_timeout(Some(WAIT_FOR_FIRST));
    let mut ack = [0u8; 2];
    let taken = conn.write_all(msg).is_ok()
        && conn.shutdown(Shutdown::Write).is_ok()
        && conn.read_exact(&mut ack).is_ok()
        && &ack == b"ok";
    if taken { Reply::Taken } else { Reply::NoAnswer }
}

/// What the hand-over needs of a connection: a Unix socket or a TCP stream.
trait Conn: Read + Write + Send + Sized + 'static {
    fn set_read_timeout(&self, limit: Option<Duration>) -> io::Result<()>;
    fn set_write_timeout(&self, limit: Option<Duration>) -> io::Result<()>;
    fn shutdown(&self, how: Shutdown) -> io::Result<()>;
    fn try_clone(&self) -> io::Result<Self>;
}

/// What a connection must show before its message is read as one.
enum Gate {
    /// Nothing more: the peer's uid was checked when it connected (Unix).
    #[cfg(unix)]
    PeerChecked,
    /// The token's line first (Windows).
    #[cfg(windows)]
    Token(token::Token),
}

impl Gate {
    /// The message behind what this gate asks for.
    fn admit<'a>(&self, msg: &'a [u8]) -> Option<&'a [u8]> {
        match self {
            #[cfg(unix)]
            Self::PeerChecked => Some(msg),
            #[cfg(windows)]
            Self::Token(t) => t.strip(msg),
        }
    }
}

/// Where handed-over files go: the window's channel, and what wakes the window.
struct Inbox {
    tx: Sender<Vec<PathBuf>>,
    waker: Arc<Mutex<Option<Waker>>>,
}

impl Inbox {
    fn deliver(&self, files: Vec<PathBuf>) {
        if self.tx.send(files).is_ok()
            && let Some(wake) = self
                .waker
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .as_ref()
        {
            wake();
        }
    }
}

/// Reads one launch's message and hands its files to the window.
fn serve<C: Conn>(mut conn: C, gate: &Gate, inbox: &Inbox) {
    if let Some(files) = read_bounded(&mut conn, READ_LIMIT, MAX_MESSAGE)
        .and_then(|msg| gate.admit(&msg).and_then(parse_message))
    {
        let _ = conn.set_write_timeout(Some(READ_LIMIT));
        let _ = conn.write_all(b"ok");
        // No files: only asking whether this instance is alive.
        if !files.is_empty() {
            inbox.deliver(files);
        }
    }
    // Closes the connection now: [`Handlers`] keeps a clone of it until it reaps.
    let _ = conn.shutdown(Shutdown::Both);
}

/// All that `conn` sends until it closes its side; `None` when that is over `max`
/// bytes or takes longer than `limit` in all.
fn read_bounded<C: Conn>(conn: &mut C, limit: Duration, max: usize) -> Option<Vec<u8>> {
    let deadline = Instant::now() + limit;
    let mut msg = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        let left = deadline
            .checked_duration_since(Instant::now())
            .filter(|d| !d.is_zero())?;
        conn.set_read_timeout(Some(left)).ok()?;
        match conn.read(&mut buf) {
            Ok(0) => return Some(msg),
            Ok(n) if msg.len() + n > max => return None,
            Ok(n) => msg.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return None,
        }
    }
}

/// The threads reading connections, at most [`MAX_HANDLERS`], each with a handle on
/// its connection so that stopping need not wait for a silent client.
struct Handlers<C> {
    running: Vec<(JoinHandle<()>, C)>,
}

impl<C: Conn> Handlers<C> {
    fn new() -> Self {
        Self {
            running: Vec::new(),
        }
    }

    /// Reads `conn` on a thread of its own, or closes it when all are busy.
    fn start(&mut self, conn: C, gate: &Arc<Gate>, inbox: &Arc<Inbox>) {
        let (done, busy) = std::mem::take(&mut self.running)
            .into_iter()
            .partition::<Vec<_>, _>(|(t, _)| t.is_finished());
        for (t, _) in done {
            let _ = t.join();
        }
        self.running = busy;
        if self.running.len() >= MAX_HANDLERS {
            return;
        }
        let Ok(handle) = conn.try_clone() else {
            return;
        };
        let (gate, inbox) = (Arc::clone(gate), Arc::clone(inbox));
        let spawned = std::thread::Builder::new()
            .name("hashdrop-instance-conn".into())
            .spawn(move || serve(conn, &gate, &inbox));
        if let Ok(t) = spawned {
            self.running.push((t, handle));
        }
    }

    /// Cuts every connection short and waits for its thread.
    fn stop(self) {
        for (t, conn) in self.running {
            let _ = conn.shutdown(Shutdown::Both);
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests;
