//! An HTTPS server for the publisher tests: a test CA (rcgen), a certificate for the
//! real host names, rustls on a thread, and routes by host and path. Reached through
//! `HASHDROP_CONNECT_TO`, with `SSL_CERT_FILE` pointing at the test CA.

#![allow(dead_code)] // Each test binary that uses it takes only what it needs.

use std::collections::HashMap;
use std::io::{BufRead as _, BufReader, Write as _};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, DnType, IsCa, KeyPair};

/// What the server answers at one address.
#[derive(Clone, Debug)]
pub enum Reply {
    /// 200 with these bytes.
    Body(Vec<u8>),
    /// 302 to this location.
    Redirect(String),
    /// 200, then bytes without end.
    Endless,
    /// 200, then one byte every `Duration`.
    Trickle(Duration),
}

/// A certificate authority made for one test.
pub struct TestCa {
    issuer: CertifiedIssuer<'static, KeyPair>,
}

impl TestCa {
    /// A new CA.
    pub fn new(name: &str) -> Self {
        let mut params = CertificateParams::new(Vec::<String>::new()).expect("CA params");
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.distinguished_name.push(DnType::CommonName, name);
        let key = KeyPair::generate().expect("CA key");
        Self {
            issuer: CertifiedIssuer::self_signed(params, key).expect("CA certificate"),
        }
    }

    /// Writes the CA's certificate (PEM) into `dir`, for `SSL_CERT_FILE`.
    pub fn write_pem(&self, dir: &Path) -> PathBuf {
        let path = dir.join(format!("ca-{}.pem", std::process::id()));
        std::fs::write(&path, self.issuer.pem()).expect("write the CA");
        path
    }

    /// A server certificate for `hosts`, signed by this CA, and its key.
    fn leaf(&self, hosts: &[&str]) -> (rustls::pki_types::CertificateDer<'static>, Vec<u8>) {
        let names: Vec<String> = hosts.iter().map(|h| (*h).to_owned()).collect();
        let params = CertificateParams::new(names).expect("leaf params");
        let key = KeyPair::generate().expect("leaf key");
        let cert = params
            .signed_by(&key, &self.issuer)
            .expect("leaf certificate");
        (cert.der().clone(), key.serialize_der())
    }
}

/// A running server; stops when dropped.
pub struct Server {
    /// Its port on 127.0.0.1.
    pub port: u16,
    routes: Arc<Mutex<HashMap<String, Reply>>>,
    stop: Arc<AtomicBool>,
    /// Connections accepted: a test of "nothing is fetched unasked" counts them.
    accepted: Arc<AtomicUsize>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// A server whose certificate (from `ca`) names `cert_hosts`.
    pub fn start(ca: &TestCa, cert_hosts: &[&str]) -> Self {
        let (cert, key) = ca.leaf(cert_hosts);
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("protocols")
            .with_no_client_auth()
            .with_single_cert(
                vec![cert],
                rustls::pki_types::PrivateKeyDer::Pkcs8(key.into()),
            )
            .expect("server config");
        let config = Arc::new(config);
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        listener.set_nonblocking(true).expect("nonblocking");
        let port = listener.local_addr().expect("addr").port();
        let routes = Arc::new(Mutex::new(HashMap::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let accepted = Arc::new(AtomicUsize::new(0));
        let thread = {
            let (routes, stop, count) = (routes.clone(), stop.clone(), accepted.clone());
            std::thread::Builder::new()
                .name("test-https-server".into())
                .spawn(move || accept_loop(&listener, &config, &routes, &stop, &count))
                .expect("server thread")
        };
        Self {
            port,
            routes,
            stop,
            accepted,
            thread: Some(thread),
        }
    }

    /// Answers `reply` at `https://HOST/PATH` (`url` without the scheme).
    pub fn route(&self, url: &str, reply: Reply) {
        let key = url.trim_start_matches("https://").to_owned();
        self.routes.lock().expect("routes").insert(key, reply);
    }

    /// How many connections were made to the server so far.
    pub fn connections(&self) -> usize {
        self.accepted.load(Ordering::SeqCst)
    }

    /// `HASHDROP_CONNECT_TO` for `hosts` to this server.
    pub fn connect_to(&self, hosts: &[&str]) -> String {
        hosts
            .iter()
            .map(|h| format!("{h}:443:127.0.0.1:{}", self.port))
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn accept_loop(
    listener: &TcpListener,
    config: &Arc<rustls::ServerConfig>,
    routes: &Arc<Mutex<HashMap<String, Reply>>>,
    stop: &AtomicBool,
    accepted: &AtomicUsize,
) {
    let mut handlers = Vec::new();
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((tcp, _)) => {
                accepted.fetch_add(1, Ordering::SeqCst);
                let (config, routes) = (config.clone(), routes.clone());
                handlers.push(
                    std::thread::Builder::new()
                        .name("test-https-conn".into())
                        .spawn(move || serve(tcp, config, &routes))
                        .expect("connection thread"),
                );
            }
            Err(_) => std::thread::sleep(Duration::from_millis(10)),
        }
    }
    // Connections end when the client gives up (a trickle or endless body is cut off
    // by the client's limits), so joining them is bounded.
    for h in handlers {
        let _ = h.join();
    }
}

fn serve(
    tcp: TcpStream,
    config: Arc<rustls::ServerConfig>,
    routes: &Mutex<HashMap<String, Reply>>,
) {
    let _ = tcp.set_nonblocking(false);
    let _ = tcp.set_read_timeout(Some(Duration::from_secs(20)));
    let _ = tcp.set_write_timeout(Some(Duration::from_secs(20)));
    let Ok(conn) = rustls::ServerConnection::new(config) else {
        return;
    };
    let mut tls = rustls::StreamOwned::new(conn, tcp);
    let (mut path, mut host) = (String::new(), String::new());
    {
        let mut reader = BufReader::new(&mut tls);
        let mut line = String::new();
        while reader.read_line(&mut line).is_ok_and(|n| n > 0) {
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            if let Some(rest) = l.strip_prefix("GET ") {
                path = rest.split(' ').next().unwrap_or_default().to_owned();
            } else if let Some(h) = l.to_ascii_lowercase().strip_prefix("host:") {
                host = h.trim().split(':').next().unwrap_or_default().to_owned();
            }
            line.clear();
        }
    }
    let reply = routes
        .lock()
        .expect("routes")
        .get(&format!("{host}{path}"))
        .cloned();
    let _ = answer(&mut tls, reply);
    tls.conn.send_close_notify();
    let _ = tls.flush();
}

fn answer(out: &mut impl std::io::Write, reply: Option<Reply>) -> std::io::Result<()> {
    match reply {
        None => out
            .write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"),
        Some(Reply::Body(b)) => {
            write!(
                out,
                "HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                b.len()
            )?;
            out.write_all(&b)
        }
        Some(Reply::Redirect(to)) => write!(
            out,
            "HTTP/1.1 302 Found\r\nLocation: {to}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        ),
        Some(Reply::Endless) => {
            out.write_all(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n")?;
            let block = vec![b'0'; 64 << 10];
            // Ends when the client hangs up (a write error); 64 MiB at most.
            for _ in 0..1024 {
                out.write_all(&block)?;
            }
            Ok(())
        }
        Some(Reply::Trickle(every)) => {
            out.write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n")?;
            for _ in 0..1000 {
                out.write_all(b"0")?;
                out.flush()?;
                std::thread::sleep(every);
            }
            Ok(())
        }
    }
}
