//! The real window's background is cleared by the renderer to the panels' colour, and
//! its panels paint no fill of their own (issue 37: under software rendering those
//! three window-sized rectangles were most of a frame's cost). Drawn both ways, the
//! window must look the same, in both themes, empty and with results and the options.

use std::path::Path;

use egui_kittest::Harness;
use hashdrop::gui::HashdropApp;
use hashdrop::gui::settings::ThemeChoice;

mod common;
use common::{step_until, write};

/// The app drawn at 1100×800 in `theme`, with its options shown and `folder` (if any)
/// hashed; `cleared`: as the real window draws it.
fn drawn(
    cleared: bool,
    theme: ThemeChoice,
    folder: Option<&Path>,
) -> Harness<'static, HashdropApp> {
    let mut h = Harness::builder()
        .with_size([1100.0, 800.0])
        .build_eframe(move |cc| {
            let mut app = HashdropApp::new_for_test(&cc.egui_ctx);
            if cleared {
                app.background_cleared_by_renderer();
            }
            app.settings_mut().theme = theme;
            app.settings_mut().show_options = true;
            app
        });
    h.run();
    if let Some(folder) = folder {
        h.input_mut()
            .dropped_files
            .push(std::sync::Arc::new(common::Dropped(folder.to_path_buf())));
        step_until(&mut h, "the folder hashed", |h| {
            h.state().hash().session.results.files().len() == 40 && !h.state().is_busy()
        });
    }
    // Let every animation (a scroll bar fading, the progress bar) come to rest.
    for _ in 0..40 {
        h.step();
    }
    h
}

/// The picture's RGBA bytes, or `None` where no GPU adapter exists ([`common::drawn`]).
fn picture(h: &mut Harness<'_, HashdropApp>) -> Option<Vec<u8>> {
    let img = common::drawn("the window's picture", || h.render())?;
    Some(
        img.unwrap_or_else(|e| panic!("drawing failed: {e}"))
            .into_raw(),
    )
}

#[test]
fn a_window_cleared_by_the_renderer_looks_like_one_whose_panels_paint_their_fill() {
    let dir = tempfile::tempdir().expect("tempdir");
    let folder = dir.path().join("folder");
    for i in 0..40 {
        write(
            &folder,
            &format!("file-{i:02}.txt"),
            format!("file {i}").as_bytes(),
        );
    }
    for theme in [ThemeChoice::Light, ThemeChoice::Dark] {
        for input in [None, Some(folder.as_path())] {
            let case = format!(
                "{theme:?}, {}",
                if input.is_some() {
                    "a folder hashed"
                } else {
                    "empty"
                }
            );
            let mut painted = drawn(false, theme, input);
            let mut cleared = drawn(true, theme, input);
            let shown = match theme {
                ThemeChoice::Dark => egui::Theme::Dark,
                _ => egui::Theme::Light,
            };
            assert_eq!(cleared.ctx.theme(), shown, "{case}: the theme asked for");
            let fill = cleared.ctx.style_of(shown).visuals.panel_fill;
            let (Some(painted_img), Some(cleared_img)) =
                (picture(&mut painted), picture(&mut cleared))
            else {
                return;
            };
            // The test's renderer clears to transparent, where the real window's
            // clears to the panels' colour: put that colour under the picture.
            let mut background = 0usize;
            let mut worst = 0u8;
            let mut differ = 0usize;
            for (p, c) in painted_img.chunks(4).zip(cleared_img.chunks(4)) {
                assert_eq!(p[3], 255, "{case}: the painted window is opaque");
                if c[3] == 0 {
                    background += 1;
                }
                let under = 255 - u16::from(c[3]);
                let over = |i: usize, bg: u8| {
                    let v = u16::from(c[i]) + (u16::from(bg) * under + 127) / 255;
                    v.min(255) as u8
                };
                let composed = [over(0, fill.r()), over(1, fill.g()), over(2, fill.b())];
                let d = (0..3)
                    .map(|i| p[i].abs_diff(composed[i]))
                    .max()
                    .unwrap_or(0);
                worst = worst.max(d);
                if d > 2 {
                    differ += 1;
                }
            }
            let total = painted_img.len() / 4;
            // Most of the window is background: the panels really painted nothing.
            assert!(
                background > total / 3,
                "{case}: only {background} of {total} pixels left to the renderer's clear"
            );
            assert_eq!(
                differ, 0,
                "{case}: {differ} pixels differ (by up to {worst})"
            );
        }
    }
}
