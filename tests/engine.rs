//! The engine end to end: every read strategy and parallel mode gives the one-shot
//! digest; segmented digests ignore the thread count; cancel, pause and files that
//! change while hashed behave.

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use hashdrop::engine::options::{IoStrategy, ReadOptions, WalkOptions};
use hashdrop::engine::{Algorithm, Digests, FileError, FileResult, Job, JobSpec, Mode, Phase};

use common::rng_bytes;

use common::write;

fn run(spec: JobSpec) -> Vec<FileResult> {
    Job::start(spec).expect("start").wait()
}

fn spec(
    inputs: Vec<PathBuf>,
    algorithms: Vec<Algorithm>,
    threads: usize,
    strategy: IoStrategy,
    buffer: usize,
) -> JobSpec {
    JobSpec {
        inputs,
        algorithms,
        mode: Mode::Standard,
        threads,
        read: ReadOptions {
            strategy,
            buffer_size: buffer,
        },
        walk: WalkOptions::default(),
        measure_cpu: false,
        kernel: None,
        limit: None,
    }
}

fn standard(r: &FileResult) -> &[hashdrop::engine::Digest] {
    match &r.outcome {
        Ok(Digests::Standard(d)) => d,
        other => panic!("{}: expected digests, got {other:?}", r.path.display()),
    }
}

const SIZES: [usize; 13] = [
    0,
    1,
    63,
    64,
    65,
    4095,
    4096,
    4097,
    (1 << 20) - 1,
    1 << 20,
    (1 << 20) + 1,
    3 << 20,
    (5 << 20) + 77,
];

#[test]
fn every_strategy_and_thread_count_gives_the_one_shot_digest() {
    let dir = tempfile::tempdir().expect("tempdir");
    let datas: Vec<Vec<u8>> = SIZES
        .iter()
        .enumerate()
        .map(|(i, &n)| rng_bytes(n, i as u64 + 1))
        .collect();
    let paths: Vec<PathBuf> = datas
        .iter()
        .enumerate()
        .map(|(i, d)| write(dir.path(), &format!("f{i}"), d))
        .collect();
    for strategy in [IoStrategy::Auto, IoStrategy::Mmap, IoStrategy::Read] {
        for buffer in [512, 65_537] {
            for threads in [1, 3] {
                let results = run(spec(
                    paths.clone(),
                    Algorithm::ALL.to_vec(),
                    threads,
                    strategy,
                    buffer,
                ));
                assert_eq!(results.len(), datas.len());
                for (r, data) in results.iter().zip(&datas) {
                    let digests = standard(r);
                    for (d, a) in digests.iter().zip(Algorithm::ALL) {
                        assert_eq!(
                            d,
                            &a.digest(data),
                            "{a} len {} {strategy:?} buffer {buffer} threads {threads}",
                            data.len()
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn single_file_pipelined_reads_equal_one_shot() {
    // One file and several threads: reading overlaps hashing on extra threads.
    let dir = tempfile::tempdir().expect("tempdir");
    let data = rng_bytes((3 << 20) + 5, 9);
    let p = write(dir.path(), "one", &data);
    for strategy in [IoStrategy::Read, IoStrategy::Mmap] {
        for algos in [
            vec![Algorithm::Sha256],
            vec![Algorithm::Md5, Algorithm::Sha1, Algorithm::Blake2b],
        ] {
            let r = run(spec(vec![p.clone()], algos.clone(), 2, strategy, 64 << 10));
            for (d, a) in standard(&r[0]).iter().zip(&algos) {
                assert_eq!(d, &a.digest(&data), "{a} {strategy:?}");
            }
        }
    }
}

#[test]
fn blake3_split_across_threads_equals_plain_blake3() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (i, n) in [(4 << 20) + 1, 9 << 20, (17 << 20) - 3]
        .into_iter()
        .enumerate()
    {
        let data = rng_bytes(n, 100 + i as u64);
        let p = write(dir.path(), &format!("b{i}"), &data);
        for threads in [2, 3, 7] {
            for strategy in [IoStrategy::Read, IoStrategy::Mmap] {
                let job = Job::start(spec(
                    vec![p.clone()],
                    vec![Algorithm::Blake3],
                    threads,
                    strategy,
                    1 << 16,
                ))
                .expect("start");
                let progress = std::sync::Arc::clone(job.progress());
                let r = job.wait();
                assert_eq!(
                    standard(&r[0])[0].as_bytes(),
                    blake3::hash(&data).as_bytes(),
                    "len {n} threads {threads}"
                );
                assert!(
                    progress.segments(0).is_some_and(|s| s.count() >= 2),
                    "the file was split into segments"
                );
            }
        }
    }
}

fn segmented(r: &FileResult) -> &hashdrop::engine::SegmentedDigest {
    match &r.outcome {
        Ok(Digests::Segmented(s)) => s,
        other => panic!("expected a segmented digest, got {other:?}"),
    }
}

#[test]
fn segmented_digest_depends_on_segment_size_not_threads() {
    let dir = tempfile::tempdir().expect("tempdir");
    let seg = 1u64 << 20;
    let cases = [
        (0usize, 1usize),
        (100, 1),
        (1 << 20, 1),
        ((1 << 20) + 1, 2),
        (3 << 20, 3),
        ((5 << 20) + 3, 6),
    ];
    for (i, (n, parts)) in cases.into_iter().enumerate() {
        let data = rng_bytes(n, 200 + i as u64);
        let p = write(dir.path(), &format!("s{i}"), &data);
        // Expected: md5 of each part, then md5 of their concatenation (the S3 ETag).
        let chunks: Vec<&[u8]> = if data.is_empty() {
            vec![&data[..]]
        } else {
            data.chunks(seg as usize).collect()
        };
        assert_eq!(chunks.len(), parts);
        let mut concat = Vec::new();
        for c in &chunks {
            concat.extend_from_slice(Algorithm::Md5.digest(c).as_bytes());
        }
        let expected = format!("{}-{parts}", Algorithm::Md5.digest(&concat).to_hex());
        for threads in [1, 2, 7] {
            for strategy in [IoStrategy::Read, IoStrategy::Mmap] {
                let mut s = spec(
                    vec![p.clone()],
                    vec![Algorithm::Md5, Algorithm::Sha256],
                    threads,
                    strategy,
                    1 << 16,
                );
                s.mode = Mode::Segmented { segment_size: seg };
                let r = run(s);
                let sd = segmented(&r[0]);
                assert_eq!(
                    sd.etag(0).as_deref(),
                    Some(expected.as_str()),
                    "len {n} threads {threads}"
                );
                assert_eq!(sd.count(), parts);
                for (k, c) in chunks.iter().enumerate() {
                    assert_eq!(sd.segments[k][1], Algorithm::Sha256.digest(c));
                }
            }
        }
    }
}

/// The algorithms with a multi-buffer kernel: a job of one of them alone hashes segments
/// and small files side by side.
const WITH_LANES: [Algorithm; 6] = [
    Algorithm::Md5,
    Algorithm::Blake2s,
    Algorithm::Sha1,
    Algorithm::Sha256,
    Algorithm::Sha384,
    Algorithm::Sha512,
];

/// MD5 or BLAKE2s alone in the segmented mode takes the multi-buffer path (one lane per
/// segment, in groups of up to 16 segments per worker) with the kernel `HASHDROP_KERNEL`
/// picks (CI runs this with each one); every segment digest and the combined digest must
/// still be the single-stream algorithm's, for any group and thread count.
#[test]
fn segmented_digest_side_by_side_equals_single_stream() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Not a multiple of 64: lanes end mid-block; 1,000-byte reads take several rounds.
    let seg = 3000u64;
    for (i, n) in [
        0usize,
        100,
        3000,
        3001,
        7 * 3000 + 5,
        41 * 3000 + 17,
        100 * 3000,
    ]
    .into_iter()
    .enumerate()
    {
        let data = rng_bytes(n, 900 + i as u64);
        let p = write(dir.path(), &format!("lanes{i}"), &data);
        let chunks: Vec<&[u8]> = if data.is_empty() {
            vec![&data[..]]
        } else {
            data.chunks(seg as usize).collect()
        };
        for algorithm in WITH_LANES {
            let mut concat = Vec::new();
            for c in &chunks {
                concat.extend_from_slice(algorithm.digest(c).as_bytes());
            }
            let expected = format!("{}-{}", algorithm.digest(&concat).to_hex(), chunks.len());
            for threads in [1, 2, 3] {
                for strategy in [IoStrategy::Read, IoStrategy::Mmap] {
                    let mut s = spec(vec![p.clone()], vec![algorithm], threads, strategy, 1000);
                    s.mode = Mode::Segmented { segment_size: seg };
                    let r = run(s);
                    let sd = segmented(&r[0]);
                    let what = format!("{algorithm}, len {n}, {threads} threads, {strategy:?}");
                    assert_eq!(sd.etag(0).as_deref(), Some(expected.as_str()), "{what}");
                    for (k, c) in chunks.iter().enumerate() {
                        assert_eq!(
                            sd.segments[k][0],
                            algorithm.digest(c),
                            "{what}, segment {k}"
                        );
                    }
                }
            }
        }
    }
}

/// MD5 or BLAKE2s alone over many files puts the small ones in lanes, one file per lane,
/// refilled as files end; a big file among them is hashed alone. Every digest must be the
/// single-stream algorithm's, in the input order, and a missing file is still that file's
/// error.
#[test]
fn small_files_side_by_side_equal_single_stream() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut paths = Vec::new();
    let mut datas = Vec::new();
    for i in 0..70usize {
        // Mostly small and uneven (lanes end at different rounds), two over 64 KiB
        // (several rounds), one over the 1 MiB lane limit.
        let n = match i {
            5 => 200_000,
            17 => 65_536,
            40 => (1 << 20) + 7,
            _ => (i * 7919) % 9000,
        };
        let data = rng_bytes(n, 5000 + i as u64);
        paths.push(write(dir.path(), &format!("m{i:02}"), &data));
        datas.push(Some(data));
    }
    paths.insert(30, dir.path().join("missing"));
    datas.insert(30, None);
    for algorithm in WITH_LANES {
        for threads in [1, 2] {
            let r = run(spec(
                paths.clone(),
                vec![algorithm],
                threads,
                IoStrategy::Auto,
                1 << 18,
            ));
            assert_eq!(r.len(), paths.len());
            for (res, data) in r.iter().zip(&datas) {
                match data {
                    Some(d) => assert_eq!(
                        standard(res)[0],
                        algorithm.digest(d),
                        "{algorithm}, {threads} threads: {}",
                        res.path.display()
                    ),
                    None => assert!(
                        matches!(res.outcome, Err(FileError::NotFound)),
                        "{algorithm}: {:?}",
                        res.outcome
                    ),
                }
            }
        }
    }
}

#[test]
fn errors_belong_to_their_file_and_order_is_kept() {
    let dir = tempfile::tempdir().expect("tempdir");
    let a = write(dir.path(), "a", b"abc");
    let missing = dir.path().join("missing");
    let folder = dir.path().join("folder");
    std::fs::create_dir(&folder).expect("mkdir");
    let b = write(dir.path(), "b", b"def");
    let r = run(spec(
        vec![a, missing, folder, b],
        vec![Algorithm::Md5],
        2,
        IoStrategy::Auto,
        4096,
    ));
    assert_eq!(r.len(), 4);
    assert_eq!(
        standard(&r[0])[0].to_hex(),
        "900150983cd24fb0d6963f7d28e17f72"
    );
    assert!(matches!(r[1].outcome, Err(FileError::NotFound)));
    assert!(matches!(r[2].outcome, Err(FileError::IsDirectory)));
    assert_eq!(standard(&r[3])[0], Algorithm::Md5.digest(b"def"));
}

#[test]
fn folders_walk_in_a_deterministic_order_without_following_links() {
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path().join("root");
    std::fs::create_dir_all(root.join("sub/deeper")).expect("mkdir");
    for name in ["b", "a", "sub/z", "sub/deeper/y", "C"] {
        write(&root, name, name.as_bytes());
    }
    #[cfg(unix)]
    std::os::unix::fs::symlink(&root, root.join("sub/loop")).expect("symlink");
    for follow in [false, true] {
        let mut s = spec(
            vec![root.clone()],
            vec![Algorithm::Crc32],
            2,
            IoStrategy::Auto,
            4096,
        );
        s.walk = WalkOptions {
            recursive: true,
            follow_symlinks: follow,
        };
        let r = run(s);
        let names: Vec<String> = r
            .iter()
            .filter(|r| r.outcome.is_ok())
            .map(|r| {
                r.path
                    .strip_prefix(&root)
                    .expect("under root")
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        assert_eq!(
            names,
            ["C", "a", "b", "sub/deeper/y", "sub/z"],
            "follow {follow}"
        );
    }
}

#[cfg(unix)]
#[test]
fn fifos_are_skipped_and_never_block() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join("pipe");
    let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).expect("cstring");
    // SAFETY: mkfifo with a valid NUL-terminated path.
    #[allow(unsafe_code)]
    let rc = unsafe { libc::mkfifo(c.as_ptr(), 0o600) };
    assert_eq!(rc, 0, "mkfifo");
    write(dir.path(), "file", b"x");
    let mut s = spec(
        vec![fifo.clone(), dir.path().to_path_buf()],
        vec![Algorithm::Sha1],
        1,
        IoStrategy::Auto,
        4096,
    );
    s.walk.recursive = true;
    let r = run(s);
    assert!(
        matches!(r[0].outcome, Err(FileError::Skipped(_))),
        "{:?}",
        r[0].outcome
    );
    assert!(
        r.iter()
            .any(|r| r.path.ends_with("file") && r.outcome.is_ok())
    );
}

#[cfg(unix)]
#[test]
fn non_utf8_names_are_kept() {
    use std::os::unix::ffi::OsStrExt as _;
    let dir = tempfile::tempdir().expect("tempdir");
    let name = std::ffi::OsStr::from_bytes(b"bad\xff\xfename");
    let p = dir.path().join(name);
    std::fs::write(&p, b"abc").expect("write");
    let r = run(spec(
        vec![p.clone()],
        vec![Algorithm::Md5],
        1,
        IoStrategy::Auto,
        4096,
    ));
    assert_eq!(&*r[0].path, p.as_path());
    assert!(r[0].outcome.is_ok());
}

#[test]
fn proc_files_that_report_size_zero_are_read_to_the_end() {
    let p = Path::new("/proc/self/status");
    if !p.exists() {
        eprintln!("skipping: no /proc on this system");
        return;
    }
    let r = run(spec(
        vec![p.to_path_buf()],
        vec![Algorithm::Md5],
        1,
        IoStrategy::Auto,
        4096,
    ));
    // The content is not empty, so the digest cannot be the empty-input digest.
    assert_ne!(standard(&r[0])[0], Algorithm::Md5.digest(b""));
}

/// A large sparse file: reads are fast (zeros from the page cache), so the tests need
/// no disk space, and hashing it takes long enough to act while it runs.
fn sparse(dir: &Path, name: &str, len: u64) -> PathBuf {
    let p = dir.join(name);
    let f = std::fs::File::create(&p).expect("create");
    f.set_len(len).expect("set_len");
    p
}

fn wait_until(what: &str, limit: Duration, mut f: impl FnMut() -> bool) {
    let t = Instant::now();
    while !f() {
        assert!(t.elapsed() < limit, "timed out waiting for: {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn cancel_stops_promptly_and_keeps_finished_results() {
    let dir = tempfile::tempdir().expect("tempdir");
    let small = write(dir.path(), "small", b"abc");
    let huge = sparse(dir.path(), "huge", 10 << 30);
    for strategy in [IoStrategy::Read, IoStrategy::Mmap] {
        let job = Job::start(spec(
            vec![small.clone(), huge.clone()],
            vec![Algorithm::Sha512],
            1,
            strategy,
            1 << 20,
        ))
        .expect("start");
        let progress = std::sync::Arc::clone(job.progress());
        wait_until("hashing to start", Duration::from_secs(30), || {
            progress.totals().done_bytes > (8 << 20)
        });
        let t = Instant::now();
        job.cancel();
        // A hang guard: the latency is printed below, not judged.
        wait_until("workers to stop", Duration::from_secs(60), || {
            progress.phase() == Phase::Cancelled
        });
        let latency = t.elapsed();
        eprintln!("cancel latency {strategy:?}: {latency:?}");
        let r = job.wait();
        assert!(r[0].outcome.is_ok(), "the finished file keeps its digest");
        assert!(matches!(r[1].outcome, Err(FileError::Cancelled)));
    }
}

#[test]
fn pause_holds_the_workers_and_resume_finishes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let big = sparse(dir.path(), "big", 512 << 20);
    let job = Job::start(spec(
        vec![big],
        vec![Algorithm::Md5],
        1,
        IoStrategy::Read,
        1 << 20,
    ))
    .expect("start");
    let progress = std::sync::Arc::clone(job.progress());
    wait_until("hashing to start", Duration::from_secs(30), || {
        progress.totals().done_bytes > 0
    });
    job.set_paused(true);
    std::thread::sleep(Duration::from_millis(100));
    let held = progress.totals().done_bytes;
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(
        progress.totals().done_bytes,
        held,
        "no bytes hashed while paused"
    );
    job.set_paused(false);
    let r = job.wait();
    assert_eq!(
        standard(&r[0])[0],
        Algorithm::Md5.digest(&vec![0u8; 512 << 20])
    );
}

/// Starts hashing `path`, pauses mid-way, applies `change`, resumes; returns the result.
/// Cuts or extends the file at `path` to `len` bytes (another program writing it).
fn set_len(path: &Path, len: u64) {
    std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .expect("open")
        .set_len(len)
        .expect("set_len");
}

fn hash_with_change(path: &Path, strategy: IoStrategy, change: impl FnOnce()) -> FileResult {
    hash_with_change_using(path, Algorithm::Sha256, 1, strategy, change)
}

fn hash_with_change_using(
    path: &Path,
    algorithm: Algorithm,
    threads: usize,
    strategy: IoStrategy,
    change: impl FnOnce(),
) -> FileResult {
    let job = Job::start(spec(
        vec![path.to_path_buf()],
        vec![algorithm],
        threads,
        strategy,
        1 << 20,
    ))
    .expect("start");
    let progress = std::sync::Arc::clone(job.progress());
    wait_until("hashing to start", Duration::from_secs(30), || {
        progress.totals().done_bytes > (4 << 20)
    });
    job.set_paused(true);
    std::thread::sleep(Duration::from_millis(50));
    change();
    job.set_paused(false);
    job.wait().pop().expect("one result")
}

/// BLAKE3 on two threads splits the file into tree segments, read through a buffer under
/// `Auto` (mapped under `Mmap`): a file cut short under them is still reported as changed,
/// never hashed as if it had always been short.
#[test]
fn a_blake3_file_split_between_threads_that_shrinks_is_reported_as_changed() {
    let dir = tempfile::tempdir().expect("tempdir");
    for strategy in [IoStrategy::Auto, IoStrategy::Read, IoStrategy::Mmap] {
        // Large and sparse, so that the pause lands long before the end.
        let p = sparse(dir.path(), "b3", 4 << 30);
        let r = hash_with_change_using(&p, Algorithm::Blake3, 2, strategy, || set_len(&p, 1 << 20));
        assert!(
            matches!(r.outcome, Err(FileError::Changed(_))),
            "BLAKE3, 2 threads, truncated, {strategy:?}: {:?}",
            r.outcome
        );
    }
}

#[test]
fn a_file_truncated_grown_or_replaced_while_hashed_is_reported_as_changed() {
    let dir = tempfile::tempdir().expect("tempdir");
    for strategy in [IoStrategy::Mmap, IoStrategy::Read, IoStrategy::Auto] {
        let p = sparse(dir.path(), "t", 256 << 20);
        let r = hash_with_change(&p, strategy, || set_len(&p, 1 << 20));
        assert!(
            matches!(r.outcome, Err(FileError::Changed(_))),
            "truncated, {strategy:?}: {:?}",
            r.outcome
        );

        let p = sparse(dir.path(), "g", 256 << 20);
        let r = hash_with_change(&p, strategy, || set_len(&p, 300 << 20));
        assert!(
            matches!(r.outcome, Err(FileError::Changed(_))),
            "grown, {strategy:?}: {:?}",
            r.outcome
        );

        let p = sparse(dir.path(), "r", 256 << 20);
        let other = write(dir.path(), "other", b"replacement");
        let r = hash_with_change(&p, strategy, || {
            std::fs::rename(&other, &p).expect("rename")
        });
        assert!(
            matches!(r.outcome, Err(FileError::Changed(_))),
            "replaced, {strategy:?}: {:?}",
            r.outcome
        );
    }
}

/// CPU time the calling thread spends hashing `data` once with each of `algorithms`.
#[cfg(unix)]
fn reference_cpu(data: &[u8], algorithms: &[Algorithm]) -> Duration {
    let clock = || hashdrop::engine::cpu::thread_cpu().expect("thread clock");
    let start = clock();
    for a in algorithms {
        let mut h = a.hasher();
        h.update(data);
        std::hint::black_box(h.finalize());
    }
    clock() - start
}

#[cfg(unix)]
#[test]
fn a_job_that_measures_its_cpu_counts_every_hashing_thread() {
    let dir = tempfile::tempdir().expect("tempdir");
    let datas = [rng_bytes(16 << 20, 7), rng_bytes(16 << 20, 9)];
    let paths: Vec<PathBuf> = datas
        .iter()
        .enumerate()
        .map(|(i, d)| write(dir.path(), &format!("big{i}"), d))
        .collect();
    let algorithms = vec![Algorithm::Sha256, Algorithm::Md5];
    // The CPU time a job charges: the most of three runs (a busy machine only ever
    // inflates CPU time, never hides it) or the least.
    let charged = |strategy, threads, algorithms: Vec<Algorithm>, most: bool| {
        let mut s = spec(paths.clone(), algorithms, threads, strategy, 256 << 10);
        s.measure_cpu = true;
        let runs = (0..3).map(|_| {
            let job = Job::start(s.clone()).expect("start");
            let progress = std::sync::Arc::clone(job.progress());
            for r in job.wait() {
                assert!(r.outcome.is_ok(), "{:?}", r.outcome);
            }
            assert!(progress.measures_cpu());
            progress.cpu_time()
        });
        let pick = if most { runs.max() } else { runs.min() };
        pick.unwrap_or(Duration::ZERO)
    };
    // The reference: each algorithm alone, over the mapping on one worker, which hashes
    // on its own thread; the same kernels and reading as below, so the same CPU time
    // (hashing the same bytes in this thread through `Algorithm::hasher` takes 10-30 %
    // longer, and 3/4 of it was too near what a job that leaves threads uncharged
    // shows). That a job charges its worker at all is checked against that reference.
    let alone: Duration = algorithms
        .iter()
        .map(|&a| charged(IoStrategy::Mmap, 1, vec![a], false))
        .sum();
    let reference = (0..3)
        .map(|_| datas.iter().map(|d| reference_cpu(d, &algorithms)).sum())
        .min()
        .unwrap_or(Duration::ZERO);
    assert!(
        alone >= reference / 2,
        "each algorithm alone charged {alone:?}; hashing in this thread took {reference:?}"
    );
    // Mapped and read, one worker and two, both algorithms. With two, the second file is
    // the last unit, hashed on one thread per algorithm (beside the reader, or over the
    // mapping): each way, the job's figure holds all of the hashing's CPU. Left
    // uncharged, the pipelined hashers' threads leave the figure near 60 % of the
    // reference, every time.
    for strategy in [IoStrategy::Mmap, IoStrategy::Read] {
        for threads in [1, 2] {
            let cpu = charged(strategy, threads, algorithms.clone(), true);
            assert!(
                cpu >= alone * 17 / 20,
                "{strategy:?}, {threads} threads: {cpu:?} charged, each algorithm alone {alone:?}"
            );
        }
    }
}

#[test]
fn a_job_that_does_not_measure_its_cpu_reports_none() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = write(dir.path(), "f", &rng_bytes(4 << 20, 8));
    let s = spec(
        vec![path],
        vec![Algorithm::Sha256],
        1,
        IoStrategy::Read,
        64 << 10,
    );
    let job = Job::start(s).expect("start");
    let progress = std::sync::Arc::clone(job.progress());
    assert_eq!(job.wait().len(), 1);
    assert!(!progress.measures_cpu());
    assert_eq!(progress.cpu_time(), Duration::ZERO);
}

/// The segments a worker hashes side by side are shown together: while a lane group is
/// in flight, exactly its segments are `Active` for that worker (what the app's segment
/// map lights up), as many as the kernel has lanes; one at a time without lanes.
#[test]
fn segments_hashed_side_by_side_are_active_together() {
    use hashdrop::engine::CellState;
    use hashdrop::engine::kernels::Kernel;
    let dir = tempfile::tempdir().expect("tempdir");
    let seg = 1u64 << 20;
    let p = write(dir.path(), "lanes.bin", &rng_bytes(64 * seg as usize, 77));
    // Segments of 256 reads: a pause lands inside a group far more often than between.
    for kernel in Kernel::supported() {
        let mut s = spec(
            vec![p.clone()],
            vec![Algorithm::Md5],
            1,
            IoStrategy::Read,
            4096,
        );
        s.mode = Mode::Segmented { segment_size: seg };
        s.kernel = Some(kernel);
        let job = Job::start(s).expect("start");
        let active = |job: &Job| {
            job.progress().segments(0).map_or(0, |f| {
                f.states()
                    .iter()
                    .filter(|s| **s == CellState::Active(0))
                    .count()
            })
        };
        let running = |job: &Job| !matches!(job.progress().phase(), Phase::Finished);
        let mut seen = None;
        // Pause as soon as a group is in flight. A pause that lands between two groups
        // (nothing active) is retried with the next group; the job ends after 64.
        while seen.is_none() && running(&job) {
            job.set_paused(false);
            while active(&job) == 0 && running(&job) {
                std::hint::spin_loop();
            }
            job.set_paused(true);
            // Let the worker reach its next checkpoint inside the group and stop there.
            std::thread::sleep(Duration::from_millis(20));
            seen = Some(active(&job)).filter(|n| *n > 0);
        }
        job.set_paused(false);
        let r = job.wait();
        assert!(
            segmented(&r[0]).etag(0).is_some(),
            "{kernel}: the job finished"
        );
        assert_eq!(
            seen,
            Some(kernel.lanes()),
            "{kernel}: segments active together while paused inside a lane group"
        );
    }
}
