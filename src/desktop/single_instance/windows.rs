//! Windows: a loopback TCP port, which any account on the machine can connect to, so
//! each message starts with a token that only this user can read: it is in
//! `instance.port` in the data folder (`%APPDATA%\hashdrop\data`), whose ACL, inherited
//! from the user profile, grants only the user, SYSTEM and Administrators.

use std::io;
use std::net::{Ipv4Addr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use super::token::Token;
use super::{Conn, Gate, Handlers, Inbox, Reply};
use crate::desktop::data_dir::private_dir;

/// The file with the port and the token.
pub(super) fn endpoint(data: &Path, _runtime: Option<&Path>) -> Option<PathBuf> {
    Some(data.join("instance.port"))
}

/// The first launch's listener.
pub(super) struct Server {
    endpoint: PathBuf,
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
}

impl Server {
    pub fn endpoint(&self) -> &Path {
        &self.endpoint
    }

    pub fn stop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        // Wakes the accept loop so that it sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_millis(200));
    }
}

/// Listens on a loopback port, written with a new token to `endpoint`, on a thread
/// that hands messages to `inbox`.
pub(super) fn listen(endpoint: &Path, inbox: Arc<Inbox>) -> io::Result<(Server, JoinHandle<()>)> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?;
    let addr = listener.local_addr()?;
    let token = Token::new()?;
    let line = format!("{} {}\n", addr.port(), token.hex());
    private_dir::write_private(endpoint, line.as_bytes())?;
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let thread = std::thread::Builder::new()
        .name("hashdrop-instance".into())
        .spawn(move || accept_loop(&listener, Gate::Token(token), &flag, &inbox))?;
    Ok((
        Server {
            endpoint: endpoint.to_path_buf(),
            addr,
            stop,
        },
        thread,
    ))
}

fn accept_loop(listener: &TcpListener, gate: Gate, stop: &AtomicBool, inbox: &Arc<Inbox>) {
    let gate = Arc::new(gate);
    let mut handlers = Handlers::new();
    for conn in listener.incoming() {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        match conn {
            Ok(conn) => handlers.start(conn, &gate, inbox),
            // Out of sockets or the like: let time pass rather than spin.
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    handlers.stop();
}

/// Sends the token and `msg` to the port in `endpoint`.
pub(super) fn forward(endpoint: &Path, msg: &[u8]) -> Reply {
    let Ok(text) = std::fs::read_to_string(endpoint) else {
        return Reply::Nobody;
    };
    let mut parts = text.split_whitespace();
    let (Some(port), Some(token)) = (parts.next(), parts.next()) else {
        return Reply::Nobody;
    };
    let Ok(port) = port.parse::<u16>() else {
        return Reply::Nobody;
    };
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let Ok(conn) = TcpStream::connect_timeout(&addr, Duration::from_millis(300)) else {
        return Reply::Nobody;
    };
    let mut framed = format!("{token}\n").into_bytes();
    framed.extend_from_slice(msg);
    super::send(conn, &framed)
}

impl Conn for TcpStream {
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
