//! Peers side by side: the reference tools (md5sum, sha*sum, b2sum, b3sum, openssl,
//! rhash) run on the same file in the same run, timed the same way.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::matrix::{CellResult, Stats, best_standard};
use crate::engine::Algorithm;
use crate::engine::control::{Cancelled, Control};

/// A peer command line for one algorithm; the file is appended as the last argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeerCommand {
    /// The program.
    pub program: &'static str,
    /// Its arguments before the file.
    pub args: &'static [&'static str],
    /// The algorithm it computes.
    pub algorithm: Algorithm,
    /// Threads it uses on one file (0: every core).
    pub threads: usize,
}

impl PeerCommand {
    /// `openssl dgst -sha256`.
    pub fn display(&self) -> String {
        let mut s = self.program.to_owned();
        for a in self.args {
            s.push(' ');
            s.push_str(a);
        }
        s
    }
}

const fn peer(
    program: &'static str,
    args: &'static [&'static str],
    algorithm: Algorithm,
    threads: usize,
) -> PeerCommand {
    PeerCommand {
        program,
        args,
        algorithm,
        threads,
    }
}

/// Every peer Hashdrop knows, installed or not.
pub const PEERS: [PeerCommand; 20] = [
    peer("md5sum", &[], Algorithm::Md5, 1),
    peer("openssl", &["dgst", "-md5"], Algorithm::Md5, 1),
    peer("rhash", &["--md5"], Algorithm::Md5, 1),
    peer("sha1sum", &[], Algorithm::Sha1, 1),
    peer("openssl", &["dgst", "-sha1"], Algorithm::Sha1, 1),
    peer("rhash", &["--sha1"], Algorithm::Sha1, 1),
    peer("sha256sum", &[], Algorithm::Sha256, 1),
    peer("openssl", &["dgst", "-sha256"], Algorithm::Sha256, 1),
    peer("rhash", &["--sha256"], Algorithm::Sha256, 1),
    peer("sha512sum", &[], Algorithm::Sha512, 1),
    peer("openssl", &["dgst", "-sha512"], Algorithm::Sha512, 1),
    peer("rhash", &["--sha512"], Algorithm::Sha512, 1),
    peer("b2sum", &[], Algorithm::Blake2b, 1),
    peer("openssl", &["dgst", "-blake2b512"], Algorithm::Blake2b, 1),
    peer("rhash", &["--blake2b"], Algorithm::Blake2b, 1),
    peer("openssl", &["dgst", "-blake2s256"], Algorithm::Blake2s, 1),
    peer("rhash", &["--blake2s"], Algorithm::Blake2s, 1),
    peer("b3sum", &[], Algorithm::Blake3, 0),
    peer("b3sum", &["--num-threads", "1"], Algorithm::Blake3, 1),
    // CRC-32 has no coreutils tool before `cksum -a crc32b` (9.6).
    peer("rhash", &["--crc32"], Algorithm::Crc32, 1),
];

/// Where `program` is on `PATH`, if anywhere.
pub fn find_program(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(program))
        .find(|p| p.is_file())
}

/// The installed peers for `algorithms`, in [`PEERS`] order.
pub fn installed_peers(algorithms: &[Algorithm]) -> Vec<PeerCommand> {
    PEERS
        .iter()
        .filter(|p| algorithms.contains(&p.algorithm) && find_program(p.program).is_some())
        .cloned()
        .collect()
}

/// One peer's timings and how Hashdrop compares.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PeerResult {
    /// The command (without the file).
    pub command: String,
    /// The algorithm.
    #[serde(with = "super::algo_name")]
    pub algorithm: Algorithm,
    /// Threads the peer uses on one file.
    pub threads: usize,
    /// Timed runs (process start to exit), in seconds; empty when it failed.
    pub runs_secs: Vec<f64>,
    /// Median MB/s.
    pub median_mbps: f64,
    /// Slowest run's MB/s.
    pub min_mbps: f64,
    /// Fastest run's MB/s.
    pub max_mbps: f64,
    /// Hashdrop's best standard-digest cell on one thread, MB/s.
    pub hashdrop_1_thread_mbps: Option<f64>,
    /// Hashdrop (one thread) / peer.
    pub ratio_1_thread: Option<f64>,
    /// Hashdrop's best standard-digest cell at the peer's thread count, MB/s.
    pub hashdrop_same_threads_mbps: Option<f64>,
    /// Hashdrop (same threads) / peer.
    pub ratio_same_threads: Option<f64>,
    /// Why it has no timings (it failed or does not support the algorithm).
    pub error: Option<String>,
}

/// Runs `peer` on `file` `warmup` untimed and `repeat` timed times.
pub fn run_peer(
    peer: &PeerCommand,
    file: &Path,
    bytes: u64,
    repeat: usize,
    warmup: usize,
    control: &Control,
) -> Result<PeerResult, Cancelled> {
    let cores = crate::engine::options::default_threads();
    let mut result = PeerResult {
        command: peer.display(),
        algorithm: peer.algorithm,
        threads: if peer.threads == 0 {
            cores
        } else {
            peer.threads
        },
        runs_secs: Vec::new(),
        median_mbps: 0.0,
        min_mbps: 0.0,
        max_mbps: 0.0,
        hashdrop_1_thread_mbps: None,
        ratio_1_thread: None,
        hashdrop_same_threads_mbps: None,
        ratio_same_threads: None,
        error: None,
    };
    for i in 0..warmup.max(1) + repeat.max(1) {
        match time_once(peer, file, control)? {
            Ok(secs) if i >= warmup.max(1) => result.runs_secs.push(secs),
            Ok(_) => {}
            Err(e) => {
                result.runs_secs.clear();
                result.error = Some(e);
                return Ok(result);
            }
        }
    }
    let s = Stats::of(&result.runs_secs, bytes);
    result.median_mbps = s.median_mbps;
    result.min_mbps = s.min_mbps;
    result.max_mbps = s.max_mbps;
    Ok(result)
}

/// One run, from spawn to exit. The child is polled every 0.5 ms (so the time is at
/// most that late) and killed when the run is cancelled.
fn time_once(
    peer: &PeerCommand,
    file: &Path,
    control: &Control,
) -> Result<Result<f64, String>, Cancelled> {
    control.checkpoint()?;
    let start = Instant::now();
    let mut child = match Command::new(peer.program)
        .args(peer.args)
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => return Ok(Err(format!("cannot start {}: {e}", peer.program))),
    };
    loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                let secs = start.elapsed().as_secs_f64();
                return Ok(if status.success() {
                    Ok(secs)
                } else {
                    Err(format!("{} failed ({status})", peer.display()))
                });
            }
            Ok(None) if control.is_cancelled() => {
                child.kill().ok();
                child.wait().ok();
                return Err(Cancelled);
            }
            Ok(None) => std::thread::sleep(Duration::from_micros(500)),
            Err(e) => return Ok(Err(format!("cannot wait for {}: {e}", peer.program))),
        }
    }
}

/// Fills each peer's comparison with Hashdrop's best standard-digest cells.
pub fn compare(peers: &mut [PeerResult], cells: &[CellResult]) {
    for p in peers.iter_mut() {
        let ratio = |h: Option<f64>| h.filter(|_| p.median_mbps > 0.0).map(|h| h / p.median_mbps);
        p.hashdrop_1_thread_mbps =
            best_standard(cells, p.algorithm, |t| t == 1).map(|c| c.median_mbps);
        p.ratio_1_thread = ratio(p.hashdrop_1_thread_mbps);
        let threads = p.threads;
        p.hashdrop_same_threads_mbps =
            best_standard(cells, p.algorithm, |t| t == threads).map(|c| c.median_mbps);
        p.ratio_same_threads = ratio(p.hashdrop_same_threads_mbps);
    }
}
