//! Throughput of the hashing kernels on 1 MiB inputs: Hashdrop's own MD5 kernel against the
//! `md-5` crate it replaced, its SHA-512 kernel against `sha2` (on 8 MiB), its SHA3-256
//! (portable and BMI1 paths) against the `sha3` crate, its XXH3 (scalar, AVX2, AVX-512)
//! against `twox-hash`, every algorithm
//! through `Algorithm::hasher()` (the path the app uses, including the `Box<dyn Hasher>`
//! dispatch), and the multi-buffer kernels (MD5, BLAKE2s, SHA-1, SHA-256, SHA-512) against
//! one stream at a time.
//!
//! Short measurement windows keep the whole run to about 30 s on an idle machine. Needs
//! `[[bench]] name = "kernels"` with `harness = false` in Cargo.toml. On a shared machine,
//! compare numbers from the same run rather than across runs.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hashdrop::engine::Algorithm;
use hashdrop::engine::kernels::Kernel;
use hashdrop::engine::kernels::md5::Md5;
use hashdrop::engine::kernels::sha3::{Sha3, Size};
use hashdrop::engine::kernels::sha512::Sha512;
use hashdrop::engine::kernels::xxh3::Xxh3;
use hashdrop::engine::kernels::{blake2s_mb, md5_mb, sha1_mb, sha256_mb, sha512_mb};
use md5::Digest as _;

const LEN: usize = 1 << 20;

/// Deterministic, incompressible-looking input (xorshift64), so no run hashes only zeros.
fn input() -> Vec<u8> {
    let mut x = 0x9e37_79b9_7f4a_7c15_u64;
    (0..LEN)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}

fn md5_kernel_vs_crate(c: &mut Criterion) {
    let data = input();
    let mut g = c.benchmark_group("md5_1MiB");
    g.throughput(Throughput::Bytes(LEN as u64));
    g.bench_function("hashdrop_kernel", |b| {
        b.iter(|| {
            let mut h = Md5::new();
            h.update(black_box(&data));
            h.finalize()
        })
    });
    g.bench_function("md-5_crate", |b| {
        b.iter(|| md5::Md5::digest(black_box(&data)))
    });
    g.finish();
}

/// SHA-512 on 8 MiB (more than the L2 cache, as a file is): Hashdrop's kernel on the path
/// `HASHDROP_KERNEL` picks against the `sha2` crate.
fn sha512_kernel_vs_crate(c: &mut Criterion) {
    let data: Vec<u8> = input().repeat(8);
    let mut g = c.benchmark_group("sha512_8MiB");
    g.throughput(Throughput::Bytes(data.len() as u64));
    g.bench_function("hashdrop_kernel", |b| {
        b.iter(|| {
            let mut h = Sha512::new();
            h.update(black_box(&data));
            h.finalize()
        })
    });
    g.bench_function("sha2_crate", |b| {
        b.iter(|| sha2::Sha512::digest(black_box(&data)))
    });
    g.finish();
}

fn algorithms(c: &mut Criterion) {
    let data = input();
    let mut g = c.benchmark_group("hasher_1MiB");
    g.throughput(Throughput::Bytes(LEN as u64));
    for a in Algorithm::ALL {
        g.bench_function(a.name(), |b| {
            b.iter(|| {
                let mut h = a.hasher();
                h.update(black_box(&data));
                h.finalize()
            })
        });
    }
    g.finish();
}

/// Sixteen independent 1 MiB streams (the segments or files a multi-buffer kernel takes
/// side by side): one after the other with the single-stream kernel, then through each
/// multi-buffer kernel this CPU supports.
fn md5_lanes(c: &mut Criterion) {
    let data = input();
    let streams: Vec<&[u8]> = (0..16).map(|i| &data[i * 997..]).collect();
    let total: usize = streams.iter().map(|s| s.len()).sum();
    let mut g = c.benchmark_group("md5_16_streams");
    g.throughput(Throughput::Bytes(total as u64));
    g.bench_function("single_stream", |b| {
        b.iter(|| {
            streams
                .iter()
                .map(|s| {
                    let mut h = Md5::new();
                    h.update(black_box(s));
                    h.finalize()
                })
                .collect::<Vec<_>>()
        })
    });
    for kernel in Kernel::supported() {
        g.bench_function(kernel.name(), |b| {
            b.iter(|| md5_mb::digest_many(kernel, black_box(&streams)))
        });
    }
    g.finish();
}

/// Eight and sixteen independent 1 MiB BLAKE2s streams: one after the other with
/// `blake2s_simd`'s single-stream code, through each kernel this CPU supports (scalar is
/// that same one-after-another path, through the frame), and, for scale, BLAKE2sp over
/// the same bytes as one input (eight lanes inside one stream: the ceiling of BLAKE2s
/// lanes).
fn blake2s_lanes(c: &mut Criterion) {
    let data = input();
    for count in [8, 16] {
        let streams: Vec<&[u8]> = (0..count).map(|i| &data[i * 997..]).collect();
        let total: usize = streams.iter().map(|s| s.len()).sum();
        let mut g = c.benchmark_group(format!("blake2s_{count}_streams"));
        g.throughput(Throughput::Bytes(total as u64));
        g.bench_function("single_stream", |b| {
            b.iter(|| {
                streams
                    .iter()
                    .map(|s| blake2s_simd::blake2s(black_box(s)))
                    .collect::<Vec<_>>()
            })
        });
        for kernel in Kernel::supported() {
            g.bench_function(kernel.name(), |b| {
                b.iter(|| blake2s_mb::digest_many(kernel, black_box(&streams)))
            });
        }
        let joined = streams.concat();
        g.bench_function("blake2sp_one_input", |b| {
            b.iter(|| blake2s_simd::blake2sp::blake2sp(black_box(&joined)))
        });
        g.finish();
    }
}

/// The same sixteen streams for SHA-1 and SHA-256: one after the other through the `sha1` /
/// `sha2` crate (SHA-NI where the CPU has it), then through each multi-buffer kernel. Which
/// side wins decides `worth_lanes` in `sha1_mb` and `sha256_mb`.
fn sha_lanes(c: &mut Criterion) {
    use sha2::Digest as _;
    let data = input();
    let streams: Vec<&[u8]> = (0..16).map(|i| &data[i * 997..]).collect();
    let total: usize = streams.iter().map(|s| s.len()).sum();

    let mut g = c.benchmark_group("sha1_16_streams");
    g.throughput(Throughput::Bytes(total as u64));
    g.bench_function("single_stream_crate", |b| {
        b.iter(|| {
            let digests: Vec<_> = streams
                .iter()
                .map(|s| sha1::Sha1::digest(black_box(s)))
                .collect();
            digests
        })
    });
    for kernel in Kernel::supported() {
        g.bench_function(kernel.name(), |b| {
            b.iter(|| sha1_mb::digest_many(kernel, black_box(&streams)))
        });
    }
    g.finish();

    let mut g = c.benchmark_group("sha256_16_streams");
    g.throughput(Throughput::Bytes(total as u64));
    g.bench_function("single_stream_crate", |b| {
        b.iter(|| {
            let digests: Vec<_> = streams
                .iter()
                .map(|s| sha2::Sha256::digest(black_box(s)))
                .collect();
            digests
        })
    });
    for kernel in Kernel::supported() {
        g.bench_function(kernel.name(), |b| {
            b.iter(|| sha256_mb::digest_many(kernel, black_box(&streams)))
        });
    }
    g.finish();
}

/// Sixteen streams of SHA-512: one after the other through Hashdrop's single-stream kernel
/// (no SHA-NI for SHA-512), then through each multi-buffer kernel (8 AVX-512 lanes, 4 AVX2).
fn sha512_lanes(c: &mut Criterion) {
    let data = input();
    let streams: Vec<&[u8]> = (0..16).map(|i| &data[i * 997..]).collect();
    let total: usize = streams.iter().map(|s| s.len()).sum();
    let mut g = c.benchmark_group("sha512_16_streams");
    g.throughput(Throughput::Bytes(total as u64));
    g.bench_function("single_stream", |b| {
        b.iter(|| {
            let digests: Vec<_> = streams
                .iter()
                .map(|s| {
                    let mut h = Sha512::new();
                    h.update(black_box(s));
                    h.finalize()
                })
                .collect();
            digests
        })
    });
    for kernel in Kernel::supported() {
        g.bench_function(kernel.name(), |b| {
            b.iter(|| sha512_mb::digest_many(kernel, black_box(&streams)))
        });
    }
    g.finish();
}

/// SHA3-256 on 1 MiB: Hashdrop's kernel on each path `HASHDROP_KERNEL` can pick
/// (`scalar`: portable; the others: BMI1) against the `sha3` crate it replaced.
fn sha3_kernel_vs_crate(c: &mut Criterion) {
    let data = input();
    let mut g = c.benchmark_group("sha3_256_1MiB");
    g.throughput(Throughput::Bytes(LEN as u64));
    for (kernel, path) in [(Kernel::Scalar, "portable"), (Kernel::best(), "bmi1")] {
        g.bench_function(format!("hashdrop_kernel_{path}"), |b| {
            b.iter(|| {
                let mut h = Sha3::with_kernel(Size::S256, kernel);
                h.update(black_box(&data));
                h.finalize()
            })
        });
    }
    g.bench_function("sha3_crate", |b| {
        b.iter(|| sha3::Sha3_256::digest(black_box(&data)))
    });
    g.finish();
}

/// XXH3-64 on 1 MiB: Hashdrop's kernel on each path this CPU has (`HASHDROP_KERNEL`'s
/// `scalar`, `avx2`, `avx512`) against `twox-hash`, which it replaced, streaming as the
/// engine feeds it and in one shot.
fn xxh3_kernel_vs_crate(c: &mut Criterion) {
    let data = input();
    let mut g = c.benchmark_group("xxh3_64_1MiB");
    g.throughput(Throughput::Bytes(LEN as u64));
    for kernel in Kernel::supported() {
        g.bench_function(format!("hashdrop_kernel_{kernel}"), |b| {
            b.iter(|| {
                let mut h = Xxh3::with_kernel(kernel);
                h.update(black_box(&data));
                h.digest64()
            })
        });
    }
    g.bench_function("twox_hash_streaming", |b| {
        b.iter(|| {
            let mut h = twox_hash::XxHash3_64::new();
            std::hash::Hasher::write(&mut h, black_box(&data));
            std::hash::Hasher::finish(&h)
        })
    });
    g.bench_function("twox_hash_oneshot", |b| {
        b.iter(|| twox_hash::XxHash3_64::oneshot(black_box(&data)))
    });
    g.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = kernels;
    config = config();
    targets = md5_kernel_vs_crate, sha512_kernel_vs_crate, sha3_kernel_vs_crate, xxh3_kernel_vs_crate,
        algorithms, md5_lanes, blake2s_lanes,
        sha_lanes, sha512_lanes
}
criterion_main!(kernels);
