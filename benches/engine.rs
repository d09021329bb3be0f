//! Criterion benchmarks of the engine end to end: one warm 64 MiB file hashed through
//! a `Job`, per algorithm and mode, exactly as `hashdrop sum` and the app do.
//!
//! `cargo bench --bench engine`; the peers side by side: `scripts/bench-peers.sh`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use hashdrop::engine::options::{IoStrategy, ReadOptions, WalkOptions};
use hashdrop::engine::{Algorithm, Job, JobSpec, Mode};

const SIZE: usize = 64 << 20;

fn file(dir: &tempfile::TempDir) -> PathBuf {
    let p = dir.path().join("data");
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let data: Vec<u8> = (0..SIZE)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect();
    std::fs::write(&p, data).expect("write bench file");
    p
}

fn job(path: &Path, algorithms: Vec<Algorithm>, threads: usize, mode: Mode, strategy: IoStrategy) {
    let spec = JobSpec {
        inputs: vec![path.to_path_buf()],
        algorithms,
        mode,
        threads,
        read: ReadOptions {
            strategy,
            ..ReadOptions::default()
        },
        walk: WalkOptions::default(),
        measure_cpu: false,
        kernel: None,
        limit: None,
    };
    let results = Job::start(spec).expect("start").wait();
    assert!(results[0].outcome.is_ok());
}

fn standard(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = file(&dir);
    let mut g = c.benchmark_group("standard-1-thread");
    g.throughput(Throughput::Bytes(SIZE as u64));
    g.sample_size(10).measurement_time(Duration::from_secs(4));
    for a in Algorithm::ALL {
        for strategy in [IoStrategy::Mmap, IoStrategy::Read] {
            g.bench_with_input(
                BenchmarkId::new(a.name(), strategy.name()),
                &path,
                |b, p| {
                    b.iter(|| job(p, vec![a], 1, Mode::Standard, strategy));
                },
            );
        }
    }
    g.finish();
}

fn parallel(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = file(&dir);
    let mut g = c.benchmark_group("parallel");
    g.throughput(Throughput::Bytes(SIZE as u64));
    g.sample_size(10).measurement_time(Duration::from_secs(4));
    for threads in [1, 2] {
        g.bench_with_input(BenchmarkId::new("blake3-tree", threads), &path, |b, p| {
            b.iter(|| {
                job(
                    p,
                    vec![Algorithm::Blake3],
                    threads,
                    Mode::Standard,
                    IoStrategy::Auto,
                )
            });
        });
        let seg = Mode::Segmented {
            segment_size: 8 << 20,
        };
        g.bench_with_input(
            BenchmarkId::new("md5-segmented-8MiB", threads),
            &path,
            |b, p| {
                b.iter(|| job(p, vec![Algorithm::Md5], threads, seg, IoStrategy::Auto));
            },
        );
        g.bench_with_input(
            BenchmarkId::new("md5+sha1+sha256-one-read", threads),
            &path,
            |b, p| {
                b.iter(|| {
                    job(
                        p,
                        vec![Algorithm::Md5, Algorithm::Sha1, Algorithm::Sha256],
                        threads,
                        Mode::Standard,
                        IoStrategy::Auto,
                    )
                });
            },
        );
    }
    g.finish();
}

criterion_group!(benches, standard, parallel);
criterion_main!(benches);
