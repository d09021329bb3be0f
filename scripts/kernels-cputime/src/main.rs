//! Times Hashdrop's SHA-1/SHA-256 lane kernels against the single-stream crate compress,
//! and its SHA-512 lane kernels against its own single-stream SHA-512 (and the sha2
//! crate's), on 16 streams of 1 MiB, in CPU time of this thread
//! (/proc/thread-self/schedstat). A second argument `sha512` times SHA-512 only.
//! Built twice: as is (the crates use SHA-NI) and with
//! RUSTFLAGS='--cfg sha1_backend="soft" --cfg sha2_backend="soft"' (portable compress).
//! Run it through run.sh next to this folder.
#![allow(dead_code)]
#[path = "../../../src/engine/kernels/mod.rs"]
pub mod kernels;

use kernels::{Kernel, sha1_mb, sha256_mb, sha512, sha512_mb};
use std::hint::black_box;

fn cpu_ns() -> u64 {
    // Linux only: the first field is the thread's time on a CPU, in nanoseconds.
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").expect("Linux schedstat");
    let first = s.split_whitespace().next().expect("a schedstat field");
    first.parse().expect("schedstat's run time in ns")
}

/// Median over `reps` samples; each sample repeats `f` for at least 300 ms of CPU time,
/// because schedstat advances in scheduler ticks.
fn median_mibs(total: usize, reps: usize, mut f: impl FnMut()) -> f64 {
    f();
    let mut v: Vec<f64> = (0..reps)
        .map(|_| {
            let t = cpu_ns();
            let mut n = 0;
            while cpu_ns() - t < 300_000_000 {
                f();
                n += 1;
            }
            let ns = (cpu_ns() - t) as f64;
            (n * total) as f64 / (1 << 20) as f64 / (ns / 1e9)
        })
        .collect();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let backend = if cfg!(sha2_backend = "soft") {
        "soft"
    } else {
        "default(SHA-NI if present)"
    };
    let reps: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(9);
    let mut x = 0x9e37_79b9_7f4a_7c15_u64;
    let data: Vec<u8> = (0..(1 << 20) + 16 * 997)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect();
    let streams: Vec<&[u8]> = (0..16)
        .map(|i| &data[i * 997..i * 997 + (1 << 20)])
        .collect();
    let total = 16 << 20;
    println!("backend {backend}, sha_ni {}", kernels::has_sha_ni());
    let only_sha512 = std::env::args().nth(2).as_deref() == Some("sha512");
    if !only_sha512 {
        sha1_and_sha256(reps, &streams, total);
    }
    sha512_lanes(reps, &streams, total);
}

/// SHA-512: Hashdrop's single stream (the path HASHDROP_KERNEL picks) and the sha2 crate's,
/// then the lanes of every kernel, each against Hashdrop's single stream.
fn sha512_lanes(reps: usize, streams: &[&[u8]], total: usize) {
    use sha2::Digest as _;
    let one = median_mibs(total, reps, || {
        for s in streams {
            let mut h = sha512::Sha512::new();
            h.update(black_box(s));
            black_box(h.finalize());
        }
    });
    println!("sha512 single_stream_hashdrop {one:8.0} MiB/s");
    let krate = median_mibs(total, reps, || {
        for s in streams {
            black_box(sha2::Sha512::digest(black_box(s)));
        }
    });
    println!(
        "sha512 single_stream_crate    {krate:8.0} MiB/s  {:.2}x",
        krate / one
    );
    for k in Kernel::supported() {
        let m = median_mibs(total, reps, || {
            black_box(sha512_mb::digest_many(k, black_box(streams)));
        });
        println!("sha512 {:<22} {m:8.0} MiB/s  {:.2}x", k.name(), m / one);
    }
}

fn sha1_and_sha256(reps: usize, streams: &[&[u8]], total: usize) {
    use sha2::Digest as _;
    let s1 = median_mibs(total, reps, || {
        for s in streams {
            black_box(sha1::Sha1::digest(black_box(s)));
        }
    });
    println!("sha1   single_stream_crate {s1:8.0} MiB/s");
    for k in Kernel::supported() {
        let m = median_mibs(total, reps, || {
            black_box(sha1_mb::digest_many(k, black_box(streams)));
        });
        println!("sha1   {:<19} {m:8.0} MiB/s  {:.2}x", k.name(), m / s1);
    }
    let s2 = median_mibs(total, reps, || {
        for s in streams {
            black_box(sha2::Sha256::digest(black_box(s)));
        }
    });
    println!("sha256 single_stream_crate {s2:8.0} MiB/s");
    for k in Kernel::supported() {
        let m = median_mibs(total, reps, || {
            black_box(sha256_mb::digest_many(k, black_box(streams)));
        });
        println!("sha256 {:<19} {m:8.0} MiB/s  {:.2}x", k.name(), m / s2);
    }
}
