//! Each frame of the window: the theme followed, the panels laid out, files dropped
//! taken, settings saved when they rest, and the eframe [`App`](eframe::App) calls.

use std::time::{Duration, Instant};

use egui::Ui;

use crate::gui::bench::view as bench_view;
use crate::gui::common::background::Task;
use crate::gui::common::drop;
use crate::gui::common::jobs::HashRun;
use crate::gui::compare;
use crate::gui::i18n;
use crate::gui::settings::file_menus::file_menus_ui;
use crate::gui::settings::settings_ui;

use super::{AppCmd, HashdropApp, View};
use crate::desktop::appearance::Scheme;
use crate::gui::bench::Cmd as BenchCmd;
use crate::gui::hash::Cmd as HashCmd;

/// Below this width (points) the options float over the view instead of taking a
/// column beside it.
const NARROW: f32 = 760.0;

/// How long settings must stay unchanged before they are written (a slider being
/// dragged changes them every frame).
const SAVE_AFTER: std::time::Duration = std::time::Duration::from_millis(500);

impl HashdropApp {
    /// Light or dark as chosen, or as the system says: the windowing system first, then
    /// the desktop's settings (asked once, off this thread).
    fn follow_theme(&mut self, ctx: &egui::Context) {
        let d = &mut self.drawing;
        if let Some(said) = d.desktop_theme.as_mut().and_then(Task::poll) {
            d.desktop_said = said.map(|s| match s {
                Scheme::Light => egui::Theme::Light,
                Scheme::Dark => egui::Theme::Dark,
            });
        }
        let pref = self
            .settings
            .theme
            .preference(ctx.system_theme(), d.desktop_said);
        if d.theme != Some(pref) {
            d.theme = Some(pref);
            ctx.set_theme(pref);
        }
    }

    /// Tells the pacer what this frame cost (the process's CPU less the jobs').
    fn begin_frame(&mut self, ctx: &egui::Context) {
        self.drawing
            .frames
            .trace(ctx, self.drawing.pacer.interval());
        let jobs_cpu = [
            self.hash
                .session
                .run
                .as_ref()
                .map_or(Duration::ZERO, |r| r.progress().cpu_time()),
            self.compare.cpu_time(),
            self.bench.cpu_time(),
        ];
        self.drawing
            .pacer
            .frame(ctx.cumulative_frame_nr(), &jobs_cpu);
    }

    /// The top bar, the side panel (settings, or the benchmark's set-up) and the view.
    /// In the real window the renderer clears the window to the panels' colour
    /// ([`eframe::App::clear_color`]) and the panels paint no fill: under software
    /// rendering (Mesa's llvmpipe, no GPU) those three window-sized rectangles were
    /// most of a frame's cost, 6.4–7.5 ms of CPU a frame against 2.5–2.8 ms without.
    /// The widgets inside still see the panels' colour as their background (a scroll
    /// area fades its edges into it).
    fn panels(&mut self, ui: &mut Ui) {
        if !self.drawing.cleared_background {
            self.panels_on(ui);
            return;
        }
        let fill = egui::Frame::NONE.fill(ui.visuals().panel_fill);
        let info = egui::UiStackInfo::default().with_frame(fill);
        ui.scope_builder(egui::UiBuilder::new().ui_stack_info(info), |ui| {
            self.panels_on(ui);
        });
    }

    /// A panel's frame: without its fill where the renderer clears the window to it.
    fn panel_frame(&self, frame: egui::Frame) -> egui::Frame {
        if self.drawing.cleared_background {
            frame.fill(egui::Color32::TRANSPARENT)
        } else {
            frame
        }
    }

    /// The panels themselves (see [`Self::panels`]).
    fn panels_on(&mut self, ui: &mut Ui) {
        let top = self.panel_frame(egui::Frame::side_top_panel(ui.style()));
        egui::Panel::top("top_bar").frame(top).show(ui, |ui| {
            ui.add_space(4.0);
            self.top_bar(ui);
            ui.add_space(2.0);
        });
        let bench = self.view == View::Bench;
        if bench || self.settings.show_options {
            self.side_panel(ui, bench);
        }
        self.central(ui);
    }

    /// The options (or the benchmark's set-up) beside the view.
    fn side_panel(&mut self, ui: &mut Ui, bench: bool) {
        if !bench && ui.ctx().content_rect().width() < NARROW {
            // A narrow window keeps its whole width for the view: the options float
            // over it, closed with their ✕.
            self.options_window(ui.ctx());
            return;
        }
        let frame = self.panel_frame(egui::Frame::side_top_panel(ui.style()));
        egui::Panel::left(if bench { "bench_setup" } else { "options" })
            .frame(frame)
            .resizable(true)
            .default_size(if bench { 300.0 } else { 250.0 })
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    ui.add_space(6.0);
                    if bench {
                        if let Some(c) = bench_view::setup_ui(ui, &mut self.bench) {
                            self.commands.push(c);
                        }
                    } else {
                        settings_ui(ui, &mut self.settings);
                        self.file_menus_entry(ui);
                        self.keys_entry(ui);
                    }
                });
            });
    }

    /// "Add Hashdrop to my file manager's menu", on the systems whose file managers it
    /// knows (Linux and the BSDs; Windows' installer adds the Explorer menu).
    fn file_menus_entry(&mut self, ui: &mut Ui) {
        if cfg!(all(unix, not(target_os = "macos")))
            && let Some(c) = file_menus_ui(ui, &self.file_menus)
        {
            self.commands.push(c);
        }
    }

    /// The options as a window over the view (in a narrow window).
    fn options_window(&mut self, ctx: &egui::Context) {
        let mut open = true;
        let height = (ctx.content_rect().height() - 90.0).max(120.0);
        egui::Window::new(crate::t!("top-options"))
            .id(egui::Id::unique("options-window"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::LEFT_TOP, [8.0, 70.0])
            .default_width(240.0)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(height)
                    .show(ui, |ui| {
                        settings_ui(ui, &mut self.settings);
                        self.file_menus_entry(ui);
                        self.keys_entry(ui);
                    });
            });
        if !open {
            self.commands.push(AppCmd::ShowOptions(false));
        }
    }

    /// The view itself.
    fn central(&mut self, ui: &mut Ui) {
        let frame = self.panel_frame(egui::Frame::central_panel(ui.style()));
        egui::CentralPanel::default()
            .frame(frame)
            .show(ui, |ui| match self.view {
                View::Hash => {
                    let exporting = self.dialogs.any_open();
                    self.hash.ui(ui, exporting, &mut self.commands);
                }
                View::Compare => self.compare.ui(ui, &mut self.commands),
                View::Bench => {
                    if let Some(c) = bench_view::ui(ui, &self.bench) {
                        self.commands.push(c);
                    }
                }
            });
    }

    /// The "Drop to …" overlay while files hover, and what dropped files become.
    fn drops(&mut self, ctx: &egui::Context) {
        if drop::is_hovering(ctx) {
            let hovered = drop::hovered(ctx);
            let msg = if self.view == View::Bench {
                crate::t!("drop-bench")
            } else if let Some(m) = self
                .compare
                .drop_words()
                .filter(|_| self.view == View::Compare)
            {
                m
            } else {
                drop::describe(
                    &hovered,
                    self.view == View::Compare,
                    self.hash.check().expects_something(),
                )
            };
            drop::overlay(ctx, &msg);
        }
        let dropped = drop::dropped(ctx);
        if dropped.is_empty() {
            return;
        }
        match self.view {
            View::Bench => {
                if let Some(p) = dropped.into_iter().next() {
                    self.commands.push(BenchCmd::File(p));
                }
            }
            View::Compare => {
                // One file lands in the slot under the pointer.
                let pointer = ctx.input(|i| i.pointer.hover_pos());
                let slot = (dropped.len() == 1)
                    .then(|| pointer.map(|p| usize::from(p.x > ctx.content_rect().center().x)))
                    .flatten();
                self.commands.push(compare::Cmd::Files(slot, dropped));
            }
            View::Hash => self.commands.push(HashCmd::AddPaths(dropped)),
        }
    }

    /// Tells the pacer how many workers hash, and asks for the next frame while busy.
    fn end_frame(&mut self, ctx: &egui::Context, started: Instant) {
        let busy = self.is_busy();
        // The benchmark measures the machine: treat it as using every core.
        let workers = if self.bench.is_running() {
            usize::MAX
        } else {
            self.hash
                .session
                .run
                .as_ref()
                .map_or(0, HashRun::busy_workers)
                + self.compare.busy_workers()
        };
        self.drawing.pacer.set_busy_workers(workers);
        self.set_animations(ctx, !busy);
        if busy {
            // Progress is sampled, not pushed: redraw at the pacer's rate while work
            // runs (up to 30 times a second), and not at all when idle.
            ctx.request_repaint_after(self.drawing.pacer.interval());
            self.drawing.frames.record(started.elapsed());
        }
    }

    /// Writes the settings soon after they change: eframe saves by itself only every
    /// 30 s and at exit, so a killed app would lose a change. The file is written on
    /// eframe's own background thread.
    fn save_settings_if_changed(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        let (saved, changed_at) = &mut self.saved;
        if self.settings == *saved {
            *changed_at = None;
            return;
        }
        let since = *changed_at.get_or_insert_with(Instant::now);
        if since.elapsed() < SAVE_AFTER {
            ctx.request_repaint_after(SAVE_AFTER - since.elapsed());
            return;
        }
        if let Some(storage) = frame.storage_mut() {
            self.settings.save(storage);
            storage.flush();
        }
        self.saved = (self.settings.clone(), None);
    }

    /// Turns egui's animations (scroll bars fading in, panels opening) off while work
    /// runs: each animation frame asks for the next at once, which would draw at 60
    /// frames a second past the pacer and take a software renderer's CPU from the workers.
    fn set_animations(&mut self, ctx: &egui::Context, on: bool) {
        if self.drawing.animations_on != on {
            self.drawing.animations_on = on;
            let time = if on {
                egui::Style::default().animation_time
            } else {
                0.0
            };
            ctx.all_styles_mut(|s| s.animation_time = time);
        }
    }
}

impl eframe::App for HashdropApp {
    /// Runs before every frame, and also while the window is hidden (when the
    /// collector wakes it): results, finished dialogs and queued work are taken here.
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        // Notices written while polling speak the language too.
        i18n::set_language(self.settings.language());
        self.save_settings_if_changed(ctx, frame);
        self.poll(ctx);
        if self.is_busy() {
            // Keeps `logic` coming while the window is hidden and draws nothing, so a
            // finished run is taken and the next queued one starts.
            ctx.request_repaint_after(self.drawing.pacer.interval());
        }
    }

    /// The panels' colour: the real window's background is cleared to it, not painted
    /// (see `panels`).
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let started = Instant::now();
        let ctx = ui.ctx().clone();
        // Set every frame: the menu may have changed it, and kittest tests on
        // parallel threads each draw their own app.
        i18n::set_language(self.settings.language());
        self.follow_theme(&ctx);
        self.begin_frame(&ctx);
        // The window's name, as a screen reader says it (egui leaves it empty).
        ctx.accesskit_node_builder(egui::accesskit_root_id(), |n| n.set_label("Hashdrop"));
        self.handle_keys(&ctx);
        self.panels(ui);
        self.key_offer_entry(&ctx);
        let notice = self.dialogs.chooser_ui(&ctx);
        self.notify(notice);
        self.drops(&ctx);
        for cmd in self.commands.take() {
            self.apply(&ctx, cmd);
        }
        self.end_frame(&ctx, started);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings.save(storage);
    }
}
