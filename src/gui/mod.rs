//! The desktop app (eframe), in rooms: one folder per feature and a shell.
//!
//! - [`shell`]: the window, the top bar, the command loop (each room's `apply`),
//!   file dialogs, drops, one window for many launches, drawing and its pacing.
//! - [`command`]: what views ask for, one type for every room.
//! - [`hash`]: checksums of files and "is my download OK?": the intake of what is
//!   given, the runs, the check (the verification session of `sums`), the verdict, the
//!   expected-checksum box and the results table.
//! - [`compare`]: two files or two folders compared.
//! - [`bench`]: the benchmark lab's view.
//! - [`settings`]: the person's choices and the keys they added.
//! - [`common`]: the plumbing every room uses: background tasks, hashing runs and
//!   their results, repaint pacing, what a drop holds, and the notice under the box.
//! - [`widgets`]: the pieces several views draw (theme, segment map, speed graph,
//!   workers, the reasons a file has no checksum).
//!
//! The UI thread only samples the engine's progress and sends it commands; it never
//! reads files or hashes.

pub mod bench;
pub mod command;
pub mod common;
pub mod compare;
pub mod hash;
pub mod i18n;
pub mod settings;
pub mod shell;
pub mod widgets;

use crate::desktop::data_dir::private_dir;
use crate::desktop::single_instance;

use std::path::PathBuf;
use std::process::ExitCode;

pub use shell::HashdropApp;

/// The application id: names the window class and the settings folder
/// (`~/.local/share/hashdrop` on Linux).
pub use crate::desktop::APP_ID;

/// The window icon (a rounded square with a drop and a check mark; see assets/).
const ICON_PNG: &[u8] = include_bytes!("../../assets/hashdrop-256.png");

/// OpenGL (glow); on Windows, wgpu when `HASHDROP_RENDERER=wgpu` (for a PC whose
/// graphics driver has no OpenGL). Measured under software rendering (Mesa llvmpipe, 2
/// cores), a frame of this window costs ~10–30 ms of CPU with glow and ~75–115 ms with
/// wgpu: without a GPU, glow leaves the hashing workers far more of the machine. With a
/// GPU both cost little. Linux builds leave wgpu out (Mesa always has OpenGL): less of
/// the program mapped (issue 37).
fn renderer() -> eframe::Renderer {
    #[cfg(windows)]
    if std::env::var("HASHDROP_RENDERER").is_ok_and(|r| r.eq_ignore_ascii_case("wgpu")) {
        return eframe::Renderer::Wgpu;
    }
    eframe::Renderer::Glow
}

/// Opens the window with `files` queued; returns when it is closed. When a window is
/// already open, `files` go to it instead (Explorer starts one process per selected
/// file), and this returns at once.
pub fn main(files: Vec<PathBuf>) -> ExitCode {
    crate::desktop::heap::keep_large_blocks_apart();
    let (instance, incoming) = match crate::desktop::data_dir::location() {
        Some(dir) => {
            // Older versions left the folder (keys, settings) open to every account.
            if let Err(e) = private_dir::tighten(&dir) {
                eprintln!(
                    "hashdrop: the data folder {} could not be made private: {e}",
                    dir.display()
                );
            }
            single_instance::claim(&dir, &files)
        }
        None => (single_instance::Claim::Alone, None),
    };
    if matches!(instance, single_instance::Claim::Forwarded) {
        return ExitCode::SUCCESS;
    }
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Hashdrop")
        .with_app_id(APP_ID)
        .with_inner_size([980.0, 680.0])
        .with_min_inner_size([640.0, 420.0])
        .with_drag_and_drop(true);
    match eframe::icon_data::from_png_bytes(ICON_PNG) {
        Ok(icon) => viewport = viewport.with_icon(icon),
        Err(e) => eprintln!("hashdrop: the window icon could not be decoded: {e}"),
    }
    let options = eframe::NativeOptions {
        viewport,
        // eframe's `system_fonts` feature (on by default) finds an installed font for
        // scripts egui's own fonts lack (CJK, Arabic, Devanagari…) through the system's
        // font fallback (fontconfig on Linux). Without any such font, those characters
        // show as empty boxes; the digests and the rest of the window are unaffected.
        system_font_fallback: true,
        renderer: renderer(),
        ..Default::default()
    };
    let result = eframe::run_native(
        APP_ID,
        options,
        Box::new(move |cc| {
            let mut app = HashdropApp::new(&cc.egui_ctx, cc.storage, files);
            app.background_cleared_by_renderer();
            if let single_instance::Claim::Primary(p) = &instance {
                let ctx = cc.egui_ctx.clone();
                p.set_waker(Box::new(move || ctx.request_repaint()));
            }
            // The listener lives as long as the window.
            app.listen(instance, incoming);
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hashdrop: cannot open the window: {e}");
            eprintln!("hashdrop: the command line still works, see `hashdrop --help`");
            ExitCode::FAILURE
        }
    }
}
