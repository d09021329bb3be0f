//! The benchmark lab: the matrix runner returns every cell and a verdict on small data,
//! cancel stops it with partial results, and the CLI's JSON matches
//! `docs/bench-schema.json`. No test asserts a speed.

mod common;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use hashdrop::engine::Algorithm;
use hashdrop::engine::control::Control;
use hashdrop::lab::{
    self, BenchConfig, BenchEvent, BenchMode, BenchPhase, BenchProgress, BenchRun, DataSource,
    IoCase,
};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_hashdrop");

fn small(dir: &Path) -> BenchConfig {
    BenchConfig {
        algorithms: vec![Algorithm::Md5, Algorithm::Blake3],
        threads: vec![1, 2],
        io: vec![IoCase::Mmap, IoCase::Read { buffer: 64 << 10 }],
        modes: vec![
            BenchMode::Standard,
            BenchMode::Segmented {
                segment_size: 256 << 10,
            },
        ],
        repeat: 1,
        warmup: 0,
        source: DataSource::Generated {
            size: 1 << 20,
            dir: Some(dir.to_path_buf()),
        },
        peers: false,
        memory_size: 1 << 20,
        cold_runs: 1,
        measure_cpu: false,
        kernels: vec![],
    }
}

fn is_empty_dir(dir: &Path) -> bool {
    std::fs::read_dir(dir)
        .map(|mut d| d.next().is_none())
        .unwrap_or(false)
}

#[test]
fn the_matrix_returns_every_cell_and_a_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let config = small(dir.path());
    let planned = config.cells();
    assert_eq!(planned.len(), 2 * 2 * 2 * 2);
    let control = Control::default();
    let progress = BenchProgress::default();
    let mut events = Vec::new();
    let report = lab::run(&config, &control, &progress, &mut |e| {
        if let BenchEvent::Cell(c) = e {
            events.push(c.cell);
        }
    })
    .expect("bench runs");
    assert!(!report.cancelled);
    assert_eq!(progress.phase(), BenchPhase::Finished);
    assert_eq!(report.cells_planned, planned.len());
    assert_eq!(events, planned);
    let got: Vec<_> = report.cells.iter().map(|c| c.cell).collect();
    assert_eq!(got, planned);
    for c in &report.cells {
        assert_eq!(c.bytes, 1 << 20);
        assert_eq!(c.runs_secs.len(), 1);
        assert!(c.median_mbps > 0.0 && c.min_mbps <= c.max_mbps, "{c:?}");
        assert!(c.ratio_to_best.is_some_and(|r| r > 0.0 && r <= 1.0 + 1e-9));
        assert!(c.speedup_vs_1_thread.is_some());
    }
    let v = &report.verdict;
    assert!(v.reads.is_some());
    assert_eq!(v.algorithms.len(), 2);
    for a in &v.algorithms {
        assert!(a.hash_mbps > 0.0);
        assert!(!a.words.is_empty());
    }
    assert!(!v.summary.is_empty());
    assert_eq!(report.memory.len(), 2);
    assert!(
        report.memory[1].all_threads_mbps.is_some(),
        "BLAKE3 on every core"
    );
    // The generated data is removed.
    assert!(is_empty_dir(dir.path()));
    // Every format renders.
    for f in ["table", "csv", "json", "markdown"] {
        let text = lab::render(&report, f.parse().unwrap());
        assert!(text.contains("md5"), "{f}");
    }
    let csv = lab::render(&report, lab::Format::Csv);
    assert_eq!(csv.lines().count(), planned.len() + 1);
}

#[test]
fn an_existing_file_is_measured_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("data");
    let data: Vec<u8> = (0..(1u32 << 20)).map(|i| (i * 7 + i / 251) as u8).collect();
    std::fs::write(&file, &data).unwrap();
    let mut config = small(dir.path());
    config.source = DataSource::File(file.clone());
    config.algorithms = vec![Algorithm::Sha256];
    let report = lab::run(
        &config,
        &Control::default(),
        &BenchProgress::default(),
        &mut |_| {},
    )
    .expect("bench runs");
    assert_eq!(report.source.kind, "file");
    assert_eq!(report.source.bytes, 1 << 20);
    assert_eq!(report.cells.len(), 8);
    assert_eq!(std::fs::read(&file).unwrap(), data);
}

#[test]
fn a_missing_file_is_an_error_naming_it() {
    let mut config = small(Path::new("/nonexistent"));
    config.source = DataSource::File("/nonexistent/hashdrop-bench-missing".into());
    let err = lab::run(
        &config,
        &Control::default(),
        &BenchProgress::default(),
        &mut |_| {},
    )
    .expect_err("missing file");
    assert!(
        err.to_string()
            .contains("/nonexistent/hashdrop-bench-missing")
    );
}

/// Enough work that the run is still in the matrix when cancelled.
fn long(dir: &Path) -> BenchConfig {
    let mut c = small(dir);
    c.source = DataSource::Generated {
        size: 8 << 20,
        dir: Some(dir.to_path_buf()),
    };
    c.algorithms = Algorithm::ALL.to_vec();
    c.repeat = 20;
    c
}

#[test]
fn cancel_from_another_thread_stops_with_partial_results() {
    let dir = tempfile::tempdir().unwrap();
    let run = BenchRun::start(long(dir.path()), None).expect("start");
    let planned = run.cells().len();
    // Wait for the first finished cell.
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        match run.next_timeout(Duration::from_millis(20)) {
            Some(BenchEvent::Cell(_)) => break,
            Some(BenchEvent::Finished(r)) => panic!("finished before cancel: {r:?}"),
            _ => assert!(Instant::now() < deadline, "no cell finished"),
        }
    }
    let progress = Arc::clone(run.progress());
    assert_eq!(progress.phase(), BenchPhase::Matrix);
    let snapshot = progress.snapshot();
    assert_eq!(snapshot.steps, planned);
    assert!(!snapshot.label.is_empty());
    let canceller = {
        let t0 = Instant::now();
        // `cancel` only needs a shared reference: do it from another thread.
        std::thread::scope(|s| {
            s.spawn(|| run.cancel());
        });
        t0
    };
    let report = run.wait().expect("a report");
    // A hang guard; the time it took is printed, not judged.
    eprintln!(
        "the benchmark stopped {:?} after cancel",
        canceller.elapsed()
    );
    assert!(
        canceller.elapsed() < Duration::from_secs(60),
        "cancel stops it"
    );
    assert!(report.cancelled);
    assert!(!report.cells.is_empty());
    assert!(report.cells.len() < planned);
    assert_eq!(report.cells_planned, planned);
    assert_eq!(progress.phase(), BenchPhase::Cancelled);
    assert!(
        is_empty_dir(dir.path()),
        "generated data removed after cancel"
    );
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["cancelled"], true);
}

#[test]
fn cancel_of_the_blocking_runner_from_another_thread() {
    let dir = tempfile::tempdir().unwrap();
    let config = long(dir.path());
    let control = Arc::new(Control::default());
    let progress = Arc::new(BenchProgress::default());
    let (c, p) = (Arc::clone(&control), Arc::clone(&progress));
    let watcher = std::thread::spawn(move || {
        let deadline = Instant::now() + Duration::from_secs(120);
        while p.phase() != BenchPhase::Matrix || p.snapshot().step < 1 {
            assert!(Instant::now() < deadline);
            std::thread::sleep(Duration::from_millis(5));
        }
        c.cancel();
    });
    let report = lab::run(&config, &control, &progress, &mut |_| {}).expect("report");
    watcher.join().unwrap();
    assert!(report.cancelled);
    assert!(report.cells.len() < report.cells_planned);
}

#[test]
fn the_seed_reference_is_data() {
    let rows = lab::seed_reference();
    assert!(rows.iter().any(|r| r.algorithm == "md5p"));
    assert!(rows.iter().any(|r| r.device == "Nexus 5"));
    assert!(rows.iter().any(|r| r.source == "001"));
}

// ---- The command line ----

fn hashdrop(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run hashdrop")
}

/// A tiny JSON Schema check: type, required, properties, items, enum, minimum, $ref
/// (to `#/$defs/…`) and oneOf — what `docs/bench-schema.json` uses.
fn validate(schema: &Value, root: &Value, v: &Value, at: &str, errors: &mut Vec<String>) {
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        let name = r.trim_start_matches("#/$defs/");
        return validate(&root["$defs"][name], root, v, at, errors);
    }
    if let Some(options) = schema.get("oneOf").and_then(Value::as_array) {
        let ok = options
            .iter()
            .filter(|o| {
                let mut e = Vec::new();
                validate(o, root, v, at, &mut e);
                e.is_empty()
            })
            .count();
        if ok != 1 {
            errors.push(format!("{at}: matches {ok} of oneOf"));
        }
        return;
    }
    if let Some(t) = schema.get("type") {
        let types: Vec<&str> = match t {
            Value::String(s) => vec![s.as_str()],
            Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        };
        let matches = |t: &str| match t {
            "object" => v.is_object(),
            "array" => v.is_array(),
            "string" => v.is_string(),
            "integer" => v.is_u64() || v.is_i64(),
            "number" => v.is_number(),
            "boolean" => v.is_boolean(),
            "null" => v.is_null(),
            _ => false,
        };
        if !types.iter().any(|t| matches(t)) {
            errors.push(format!("{at}: {v} is not {types:?}"));
            return;
        }
    }
    if let Some(e) = schema.get("enum").and_then(Value::as_array)
        && !e.contains(v)
    {
        errors.push(format!("{at}: {v} not in {e:?}"));
    }
    if let (Some(min), Some(x)) = (schema.get("minimum").and_then(Value::as_f64), v.as_f64())
        && x < min
    {
        errors.push(format!("{at}: {x} < {min}"));
    }
    if let Some(req) = schema.get("required").and_then(Value::as_array) {
        for r in req.iter().filter_map(Value::as_str) {
            if v.get(r).is_none() {
                errors.push(format!("{at}: missing '{r}'"));
            }
        }
    }
    if let (Some(props), Some(obj)) = (
        schema.get("properties").and_then(Value::as_object),
        v.as_object(),
    ) {
        for (k, s) in props {
            if let Some(x) = obj.get(k) {
                validate(s, root, x, &format!("{at}.{k}"), errors);
            }
        }
    }
    if let (Some(items), Some(arr)) = (schema.get("items"), v.as_array()) {
        for (i, x) in arr.iter().enumerate() {
            validate(items, root, x, &format!("{at}[{i}]"), errors);
        }
    }
}

fn schema() -> Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/bench-schema.json"
    ))
    .expect("docs/bench-schema.json");
    serde_json::from_str(&text).expect("the schema is JSON")
}

fn check(v: &Value) -> Vec<String> {
    let s = schema();
    let mut errors = Vec::new();
    validate(&s, &s, v, "$", &mut errors);
    errors
}

#[test]
fn the_validator_rejects_what_the_schema_forbids() {
    let mut bad =
        serde_json::json!({"schema": "hashdrop-bench/1", "cells": [{"algorithm": "sha3"}]});
    assert!(!check(&bad).is_empty());
    bad["cells"] = serde_json::json!("nope");
    assert!(check(&bad).iter().any(|e| e.contains("$.cells")));
}

#[test]
fn cli_json_validates_against_the_schema() {
    let dir = tempfile::tempdir().unwrap();
    let out = hashdrop(&[
        "bench",
        "--size",
        "1MiB",
        "--repeat",
        "1",
        "--warmup",
        "0",
        "--algo",
        "md5,blake3",
        "--threads",
        "1,2",
        "--buffer",
        "64KiB",
        "--segment",
        "256KiB",
        "--format",
        "json",
        "--no-progress",
        "--dir",
        dir.path().to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    let errors = check(&v);
    assert!(errors.is_empty(), "{errors:#?}");
    // md5, blake3 × 1, 2 threads × mmap, read 64 KiB × standard, segmented, and the
    // lanes axis (one segment at a time and the widest kernel) on segmented MD5.
    let kernels = hashdrop::lab::default_kernels();
    let cells = v["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 12 + 4 * kernels.len().max(1));
    for k in &kernels {
        let n = cells.iter().filter(|c| c["kernel"] == k.name()).count();
        assert_eq!(n, 4, "segmented MD5 cells timed with {k}");
    }
    assert_eq!(v["verdict"]["algorithms"].as_array().unwrap().len(), 2);
    let md5 = &v["verdict"]["algorithms"][0];
    assert_eq!(md5["algorithm"], "md5");
    if kernels.len() > 1 {
        assert_eq!(md5["lanes"]["kernel"], kernels[1].name());
        assert!(
            md5["words"]
                .as_str()
                .unwrap()
                .contains("segments side by side")
        );
    } else {
        println!("note: this CPU has no SIMD lanes; the lanes axis is not checked");
        assert!(md5.get("lanes").is_none());
    }
    assert_eq!(v["cancelled"], false);
    assert!(is_empty_dir(dir.path()));
}

#[test]
fn cli_narrows_axes_and_prints_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let base = [
        "bench",
        "--size",
        "1MiB",
        "--repeat",
        "1",
        "--warmup",
        "0",
        "-a",
        "sha1",
        "-j",
        "1",
        "--io",
        "segmented",
        "--buffer",
        "16KiB",
        "--segment",
        "512KiB",
        "--lanes",
        "scalar",
        "--no-progress",
        "--dir",
        d,
    ];
    let csv = hashdrop(&[&base[..], &["--format", "csv"]].concat());
    assert!(
        csv.status.success(),
        "{}",
        String::from_utf8_lossy(&csv.stderr)
    );
    let text = String::from_utf8(csv.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[1].starts_with("sha1,segmented,524288,read,16384,1,scalar,"),
        "{text}"
    );
    let md = hashdrop(&[&base[..], &["--format", "markdown"]].concat());
    assert!(
        String::from_utf8(md.stdout)
            .unwrap()
            .contains("| sha1 | segmented 512 KiB | read 16 KiB |")
    );
    let table = hashdrop(&[&base[..], &["--format", "table"]].concat());
    let t = String::from_utf8(table.stdout).unwrap();
    assert!(t.contains("Verdict") && t.contains("SHA-1"), "{t}");
}

#[test]
fn cli_missing_file_is_one_line_and_exit_2() {
    let out = hashdrop(&["bench", "--file", "/nonexistent/file.bin", "--no-progress"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("/nonexistent/file.bin"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn cli_seed_table() {
    let out = hashdrop(&["bench", "--seed-table", "--format", "json"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v.as_array().unwrap().len() > 100);
    let out = hashdrop(&["bench", "--seed-table"]);
    assert!(String::from_utf8(out.stdout).unwrap().contains("md5p"));
}

#[test]
fn cli_peers_side_by_side_when_installed() {
    if lab::installed_peers(&[Algorithm::Md5]).is_empty() {
        common::skip_missing("an MD5 peer (md5sum, rhash, …)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = hashdrop(&[
        "bench",
        "--size",
        "1MiB",
        "--repeat",
        "1",
        "--warmup",
        "0",
        "-a",
        "md5",
        "-j",
        "1",
        "--io",
        "mmap",
        "--mode",
        "standard",
        "--peers",
        "--format",
        "json",
        "--no-progress",
        "--dir",
        dir.path().to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(check(&v).is_empty());
    let peers = v["peers"].as_array().unwrap();
    assert!(!peers.is_empty());
    // An installed peer must have run: a run where every peer failed is a failure.
    assert!(
        peers.iter().any(|p| p["error"].is_null()),
        "every peer failed: {peers:?}"
    );
    for p in peers.iter().filter(|p| p["error"].is_null()) {
        assert!(p["ratio_1_thread"].as_f64().is_some(), "{p}");
        assert_eq!(p["runs_secs"].as_array().unwrap().len(), 1);
    }
}

#[cfg(unix)]
#[test]
fn a_run_that_measures_cpu_sums_its_jobs_cpu_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = small(dir.path());
    config.algorithms = vec![Algorithm::Sha256];
    config.threads = vec![1];
    config.io = vec![IoCase::Read { buffer: 64 << 10 }];
    config.modes = vec![BenchMode::Standard];
    config.source = DataSource::Generated {
        size: 8 << 20,
        dir: Some(dir.path().to_path_buf()),
    };
    config.repeat = 2;
    let control = Control::default();
    // Off by default: nothing counted.
    let quiet = BenchProgress::default();
    lab::run(&config, &control, &quiet, &mut |_| {}).expect("bench runs");
    assert_eq!(quiet.cpu_time(), Duration::ZERO);
    // Asked: the matrix's two runs hashed 16 MiB with SHA-256, which takes CPU time
    // (8 ms even at 2 GB/s).
    config.measure_cpu = true;
    let measured = BenchProgress::default();
    lab::run(&config, &control, &measured, &mut |_| {}).expect("bench runs");
    assert!(
        measured.cpu_time() >= Duration::from_millis(4),
        "{:?}",
        measured.cpu_time()
    );
}
