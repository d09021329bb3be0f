//! Helpers shared by the integration tests.

#[allow(dead_code)] // Each test binary compiles this module; not all of them use it.
pub mod loop_device;

/// Writes `data` to `dir/name` (making `dir` if needed) and returns the path.
#[allow(dead_code)] // Each test binary compiles this module; not all of them use it.
pub fn write(dir: &std::path::Path, name: &str, data: &[u8]) -> std::path::PathBuf {
    std::fs::create_dir_all(dir).expect("mkdir");
    let p = dir.join(name);
    std::fs::write(&p, data).expect("write test file");
    p
}

/// Deterministic pseudo-random bytes (xorshift64), so a failure can be replayed.
#[allow(dead_code)] // Each test binary compiles this module; not all of them use it.
pub fn rng_bytes(len: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// Says that a test skips because `what` (a reference tool) is not installed, and
/// fails instead when `CI=true`: CI installs every reference tool (.ci/run), so a skip
/// there would be a differential test that silently compared nothing.
#[allow(dead_code)] // Each test binary compiles this module; not all of them skip.
pub fn skip_missing(what: &str) {
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{what} is not installed, but CI=true: CI installs it, so this test must not skip");
    }
    eprintln!("skipping: {what} not installed");
}

/// Says that a test skips because `why` (it needs root, …), and fails instead when
/// `CI=true`, where CI provides it (.ci/run runs as root).
#[allow(dead_code)] // Each test binary compiles this module; not all of them skip.
pub fn skip(why: &str) {
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("skipping because {why}, but CI=true: CI provides it, so this test must not skip");
    }
    eprintln!("skipping: {why}");
}

/// Whether `program --version` runs; if not, reports the skip with [`skip_missing`].
#[allow(dead_code)] // Each test binary compiles this module; not all of them skip.
pub fn have_tool(program: &str) -> bool {
    let ok = std::process::Command::new(program)
        .arg("--version")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        skip_missing(program);
    }
    ok
}

/// Runs the `hashdrop` binary in `dir` with `args`, with no standard input.
#[allow(dead_code)] // Each test binary compiles this module; not all of them run it.
pub fn run_hashdrop<S: AsRef<std::ffi::OsStr>>(
    dir: &std::path::Path,
    args: &[S],
) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_hashdrop"))
        .current_dir(dir)
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run hashdrop")
}

/// A file "dropped" on the window (for the window's tests).
#[allow(dead_code)] // Only the window's tests drop files.
#[derive(Debug)]
pub struct Dropped(pub std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

/// Steps a kittest harness until `cond` holds (at most ~20 s), for any app or widget
/// state it drives.
#[allow(dead_code)] // Each test binary compiles this module; not all of them drive a window.
pub fn step_until<S>(
    h: &mut egui_kittest::Harness<'_, S>,
    what: &str,
    cond: impl Fn(&egui_kittest::Harness<'_, S>) -> bool,
) {
    for _ in 0..2000 {
        h.step();
        if cond(h) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("timed out waiting for: {what}");
}

/// The message of a panic, if it has one.
#[allow(dead_code)]
fn panic_text(payload: &(dyn std::any::Any + Send)) -> &str {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .unwrap_or("")
}

/// What `draw` returns, or `None` (said with [`skip`], which fails under `CI=true`)
/// where no wgpu adapter exists: drawing needs one (software OpenGL: Mesa's
/// `libgl1-mesa-dri` and `libegl1`, which .ci/run installs). `what` names the picture.
#[allow(dead_code)] // Each test binary compiles this module; not all of them draw.
pub fn drawn<T>(what: &str, draw: impl FnOnce() -> T) -> Option<T> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(draw)) {
        Ok(value) => Some(value),
        // Only a missing adapter is skipped (egui_kittest panics with this message when
        // it cannot make its renderer); any other panic, in drawing or in the
        // accessibility check, is the test's failure.
        Err(payload) if panic_text(payload.as_ref()).contains("Failed to create render state") => {
            skip(&format!(
                "{what} needs a GPU adapter (software OpenGL: apt-get install libgl1-mesa-dri libegl1)"
            ));
            None
        }
        Err(payload) => std::panic::resume_unwind(payload),
    }
}

/// Compares what the harness draws with `tests/snapshots/NAME.png` (`UPDATE_SNAPSHOTS=1`
/// rewrites it) and panics with the difference; skipped without an adapter ([`drawn`]).
#[allow(dead_code)]
pub fn snapshot<S>(h: &mut egui_kittest::Harness<'_, S>, name: &str) {
    let what = format!("the snapshot {name}");
    if let Some(Err(e)) = drawn(&what, || h.try_snapshot(name)) {
        panic!("{e}");
    }
}
