//! Fetching a publisher's list and signature, safely: HTTPS only (rustls, with the
//! system's trust store, which `SSL_CERT_FILE` replaces as in OpenSSL), redirects only
//! to HTTPS addresses on the publisher's own hosts, bounded in time and size, no
//! cookies, `User-Agent: Hashdrop/VERSION`.
//!
//! `HASHDROP_CONNECT_TO` (curl's `--connect-to` form, `HOST:PORT:HOST2:PORT2[,…]`) sends
//! the connection for HOST:PORT to HOST2:PORT2 while TLS still checks HOST's name: for
//! tests, and for people behind unusual networks.

use std::io::Read as _;
use std::net::{SocketAddr, ToSocketAddrs as _};
use std::time::{Duration, Instant};

use ureq::config::Config;
use ureq::http::Uri;
use ureq::tls::{Certificate, RootCerts, TlsConfig};
use ureq::unversioned::resolver::{DefaultResolver, ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::{DefaultConnector, NextTimeout};

/// How long and how much a fetch may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// To set up the connection (TCP and TLS).
    pub connect: Duration,
    /// For the whole fetch, redirects included.
    pub whole: Duration,
    /// The most a list may weigh.
    pub list: u64,
    /// The most a signature may weigh.
    pub signature: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            connect: Duration::from_secs(10),
            whole: Duration::from_secs(30),
            list: 1 << 20,
            signature: 64 << 10,
        }
    }
}

/// Why a fetch gave nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FetchError {
    /// The address is not HTTPS.
    #[error("{0} is not an https:// address; Hashdrop fetches only over HTTPS")]
    NotHttps(String),
    /// The server redirected to plain HTTP.
    #[error("the server sent Hashdrop to a plain-HTTP address ({0}); it was not followed")]
    RedirectToHttp(String),
    /// The server redirected to a host that is not the publisher's.
    #[error(
        "the server sent Hashdrop to {0}, which is not one of the publisher's sites; it was not followed"
    )]
    RedirectElsewhere(String),
    /// Too many redirects.
    #[error("the server redirected too many times")]
    TooManyRedirects,
    /// 404 or 410.
    #[error("it is not there (HTTP {0})")]
    NotFound(u16),
    /// Another HTTP error status.
    #[error("the server answered HTTP {0}")]
    Status(u16),
    /// The certificate is for another site.
    #[error("the secure connection was refused: the server's certificate is not for this site")]
    WrongName,
    /// The certificate is not from an authority this computer trusts.
    #[error(
        "the secure connection was refused: the server's certificate is not from an authority this computer trusts"
    )]
    UntrustedCertificate,
    /// Another TLS failure.
    #[error("the secure connection failed: {0}")]
    Tls(String),
    /// The host name is unknown (or there is no network).
    #[error("the site's name could not be found (is the computer offline?)")]
    HostNotFound,
    /// No connection could be made.
    #[error("could not connect to the site: {0}")]
    Connect(String),
    /// A time limit passed.
    #[error("the server was too slow: cut off after {0} s")]
    Timeout(u64),
    /// More bytes than the limit.
    #[error("the server sent more than {0} bytes: cut off")]
    TooLarge(u64),
    /// `HASHDROP_CONNECT_TO` is not in curl's form.
    #[error("HASHDROP_CONNECT_TO: {0:?} is not HOST:PORT:HOST2:PORT2")]
    BadConnectTo(String),
    /// Anything else on the way.
    #[error("the fetch failed: {0}")]
    Other(String),
}

/// One `HOST:PORT:HOST2:PORT2` of `HASHDROP_CONNECT_TO`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectTo {
    host: String,
    port: u16,
    to_host: String,
    to_port: u16,
}

/// Parses `HOST:PORT:HOST2:PORT2[,…]`.
pub fn parse_connect_to(spec: &str) -> Result<Vec<ConnectTo>, FetchError> {
    spec.split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|one| {
            let bad = || FetchError::BadConnectTo(one.to_owned());
            let parts: Vec<&str> = one.trim().split(':').collect();
            let [host, port, to_host, to_port] = parts[..] else {
                return Err(bad());
            };
            Ok(ConnectTo {
                host: host.to_ascii_lowercase(),
                port: port.parse().map_err(|_| bad())?,
                to_host: to_host.to_owned(),
                to_port: to_port.parse().map_err(|_| bad())?,
            })
        })
        .collect()
}

/// Resolves as the system does, except for the `HASHDROP_CONNECT_TO` pairs.
#[derive(Debug)]
struct ConnectToResolver {
    pairs: Vec<ConnectTo>,
    system: DefaultResolver,
}

impl Resolver for ConnectToResolver {
    fn resolve(
        &self,
        uri: &Uri,
        config: &Config,
        timeout: NextTimeout,
    ) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let host = uri.host().unwrap_or_default().to_ascii_lowercase();
        let port = uri.port_u16().unwrap_or(443);
        let Some(pair) = self.pairs.iter().find(|p| p.host == host && p.port == port) else {
            // A name that cannot be looked up is said as such, not as an I/O error.
            return self
                .system
                .resolve(uri, config, timeout)
                .map_err(|e| match e {
                    ureq::Error::Io(_) => ureq::Error::HostNotFound,
                    e => e,
                });
        };
        let mut out = self.empty();
        let addrs: Vec<SocketAddr> = (pair.to_host.as_str(), pair.to_port)
            .to_socket_addrs()?
            .collect();
        for a in addrs.into_iter().take(16) {
            out.push(a);
        }
        if out.is_empty() {
            return Err(ureq::Error::HostNotFound);
        }
        Ok(out)
    }
}

/// What is being fetched, for its size limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// A checksum list.
    List,
    /// A signature.
    Signature,
}

/// A blocking HTTPS client for one publisher's files.
pub struct Fetcher {
    agent: ureq::Agent,
    limits: Limits,
}

impl Fetcher {
    /// A client with `limits`, the system's trust store (or `SSL_CERT_FILE`'s) and
    /// `HASHDROP_CONNECT_TO` from the environment.
    pub fn from_env(limits: Limits) -> Result<Self, FetchError> {
        let pairs = match std::env::var("HASHDROP_CONNECT_TO") {
            Ok(spec) => parse_connect_to(&spec)?,
            Err(_) => Vec::new(),
        };
        Ok(Self::new(limits, pairs))
    }

    /// A client with `limits` and these `HASHDROP_CONNECT_TO` pairs.
    pub fn new(limits: Limits, pairs: Vec<ConnectTo>) -> Self {
        let certs: Vec<Certificate<'static>> = rustls_native_certs::load_native_certs()
            .certs
            .iter()
            .map(|der| Certificate::from_der(der.as_ref()).to_owned())
            .collect();
        Self::with_certs(limits, pairs, &certs)
    }

    /// A client that trusts only the certificates in `pem` (a test's own CA), not the
    /// system's: a window under test cannot change its process's `SSL_CERT_FILE`
    /// without racing the other tests.
    pub fn with_roots(
        limits: Limits,
        pairs: Vec<ConnectTo>,
        pem: &[u8],
    ) -> Result<Self, FetchError> {
        let mut certs = Vec::new();
        for item in ureq::tls::parse_pem(pem) {
            match item {
                Ok(ureq::tls::PemItem::Certificate(c)) => certs.push(c.to_owned()),
                Ok(_) => {}
                Err(e) => return Err(FetchError::Other(e.to_string())),
            }
        }
        Ok(Self::with_certs(limits, pairs, &certs))
    }

    fn with_certs(limits: Limits, pairs: Vec<ConnectTo>, certs: &[Certificate<'static>]) -> Self {
        let tls = TlsConfig::builder()
            .root_certs(RootCerts::new_with_certs(certs))
            .build();
        // A person's proxy applies, except where they routed a host themselves.
        let proxy = if pairs.is_empty() {
            ureq::Proxy::try_from_env()
        } else {
            None
        };
        let config = Config::builder()
            .tls_config(tls)
            .https_only(true)
            .http_status_as_error(false)
            // Redirects are followed here, one by one, to check each address.
            .max_redirects(0)
            .max_redirects_will_error(false)
            .proxy(proxy)
            .timeout_connect(Some(limits.connect))
            .user_agent(format!("Hashdrop/{}", env!("CARGO_PKG_VERSION")))
            .build();
        let resolver = ConnectToResolver {
            pairs,
            system: DefaultResolver::default(),
        };
        Self {
            agent: ureq::Agent::with_parts(config, DefaultConnector::new(), resolver),
            limits,
        }
    }

    /// The limits in force.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Fetches `url`, following at most 5 redirects to HTTPS addresses on `hosts`.
    pub fn get(&self, url: &str, hosts: &[String], what: What) -> Result<Vec<u8>, FetchError> {
        let max = match what {
            What::List => self.limits.list,
            What::Signature => self.limits.signature,
        };
        let deadline = Instant::now() + self.limits.whole;
        let mut url = url.to_owned();
        for _ in 0..=5 {
            if !url.starts_with("https://") {
                return Err(FetchError::NotHttps(url));
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let response = self
                .agent
                .get(&url)
                .config()
                .timeout_global(Some(left))
                .build()
                .call()
                .map_err(|e| self.error(e))?;
            let status = response.status().as_u16();
            if (300..400).contains(&status) {
                let location = response
                    .headers()
                    .get("location")
                    .and_then(|v| v.to_str().ok())
                    .ok_or(FetchError::Status(status))?;
                url = follow(&url, location, hosts)?;
                continue;
            }
            return match status {
                200 => self.body(response, max),
                404 | 410 => Err(FetchError::NotFound(status)),
                _ => Err(FetchError::Status(status)),
            };
        }
        Err(FetchError::TooManyRedirects)
    }

    fn body(
        &self,
        mut response: ureq::http::Response<ureq::Body>,
        max: u64,
    ) -> Result<Vec<u8>, FetchError> {
        let mut bytes = Vec::new();
        let mut reader = response.body_mut().as_reader().take(max + 1);
        reader.read_to_end(&mut bytes).map_err(|e| {
            match e
                .into_inner()
                .and_then(|i| i.downcast::<ureq::Error>().ok())
            {
                Some(inner) => self.error(*inner),
                None => FetchError::Other("the connection broke".to_owned()),
            }
        })?;
        if bytes.len() as u64 > max {
            return Err(FetchError::TooLarge(max));
        }
        Ok(bytes)
    }

    fn error(&self, e: ureq::Error) -> FetchError {
        let timeout = FetchError::Timeout(self.limits.whole.as_secs());
        match e {
            ureq::Error::Timeout(_) => timeout,
            ureq::Error::HostNotFound => FetchError::HostNotFound,
            ureq::Error::RequireHttpsOnly(u) => FetchError::NotHttps(u),
            ureq::Error::BodyExceedsLimit(n) => FetchError::TooLarge(n),
            ureq::Error::Rustls(r) => tls_refused(&r),
            // The handshake runs inside the transport: its refusal arrives as I/O.
            ureq::Error::Io(io) => match io.get_ref().and_then(|i| i.downcast_ref()) {
                Some(r) => tls_refused(r),
                None => match io.kind() {
                    std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock => timeout,
                    _ => FetchError::Connect(io.to_string()),
                },
            },
            ureq::Error::ConnectionFailed => FetchError::Connect("no connection".to_owned()),
            other => FetchError::Other(other.to_string()),
        }
    }
}

/// Why rustls refused the server, in the person's words where it is the certificate.
fn tls_refused(e: &rustls::Error) -> FetchError {
    use rustls::{CertificateError as C, Error as R};
    match e {
        R::InvalidCertificate(C::NotValidForName | C::NotValidForNameContext { .. }) => {
            FetchError::WrongName
        }
        R::InvalidCertificate(C::UnknownIssuer | C::BadSignature) => {
            FetchError::UntrustedCertificate
        }
        other => FetchError::Tls(other.to_string()),
    }
}

/// The next address of a redirect from `from` to `location`: HTTPS, on one of `hosts`.
fn follow(from: &str, location: &str, hosts: &[String]) -> Result<String, FetchError> {
    let next = if location.contains("://") {
        location.to_owned()
    } else {
        let origin_end = from[8..].find('/').map_or(from.len(), |i| i + 8);
        if location.starts_with('/') {
            format!("{}{location}", &from[..origin_end])
        } else {
            let dir_end = from
                .rfind('/')
                .filter(|&i| i >= origin_end)
                .unwrap_or(origin_end);
            format!("{}/{location}", &from[..dir_end])
        }
    };
    if !next.starts_with("https://") {
        return Err(FetchError::RedirectToHttp(next));
    }
    let host = next[8..]
        .split(['/', '?', '#'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    if !hosts.contains(&host) {
        return Err(FetchError::RedirectElsewhere(host));
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connect_to_is_read_as_curl_writes_it() {
        let pairs =
            parse_connect_to("releases.ubuntu.com:443:127.0.0.1:8443,a.test:443:localhost:1")
                .expect("valid");
        assert_eq!(pairs.len(), 2);
        assert_eq!(pairs[0].host, "releases.ubuntu.com");
        assert_eq!(pairs[0].to_port, 8443);
        assert!(parse_connect_to("a.test:443:127.0.0.1").is_err());
        assert!(parse_connect_to("a.test:x:127.0.0.1:1").is_err());
    }

    #[test]
    fn redirects_stay_on_https_and_the_publishers_hosts() {
        let hosts = vec!["a.test".to_owned(), "b.test".to_owned()];
        let from = "https://a.test/x/SUMS";
        assert_eq!(
            follow(from, "/y/SUMS", &hosts).as_deref(),
            Ok("https://a.test/y/SUMS")
        );
        assert_eq!(
            follow(from, "OTHER", &hosts).as_deref(),
            Ok("https://a.test/x/OTHER")
        );
        assert_eq!(
            follow(from, "https://b.test/SUMS", &hosts).as_deref(),
            Ok("https://b.test/SUMS")
        );
        assert_eq!(
            follow(from, "http://a.test/SUMS", &hosts),
            Err(FetchError::RedirectToHttp("http://a.test/SUMS".into()))
        );
        assert_eq!(
            follow(from, "https://evil.test/SUMS", &hosts),
            Err(FetchError::RedirectElsewhere("evil.test".into()))
        );
    }
}
