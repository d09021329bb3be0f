//! The hash room's commands applied, and the check brought up to date each frame: the
//! one door through which what the person asked for changes the room.

use crate::gui::command::hash::Cmd;
use crate::gui::hash::results::gnu_text;
use crate::gui::hash::{Env, Event, Hash};

/// What one [`Hash::poll`] brought.
#[derive(Debug, Default)]
pub struct Polled {
    /// A run ended (its frame statistics are due).
    pub run_ended: bool,
    /// What the room cannot settle itself, for the shell.
    pub events: Vec<Event>,
}

impl Hash {
    /// Does what `cmd` asks.
    pub fn apply(&mut self, env: &Env<'_>, cmd: Cmd) {
        match cmd {
            Cmd::AddPaths(paths) => self.add_paths(env, paths, true),
            Cmd::SetPaused(paused) => {
                if let Some(r) = &self.session.run {
                    r.set_paused(paused);
                }
            }
            Cmd::Clear => self.clear(),
            Cmd::SetExpected(text) => self.typed_expected(&text),
            Cmd::CommitExpected => self.commit_expected(),
            Cmd::ClipboardOffer(use_it) => self.answer_clipboard_offer(use_it),
            Cmd::ForgetList(path) => self.check.remove_list(&path),
            Cmd::DontUseClipboard => self.check.model_mut().clear_clipboard(),
            Cmd::CopyAll => env.ctx.copy_text(gnu_text(&self.session.results)),
            Cmd::AskPublisher(path) => self.ask_publisher(env.ctx, &path),
        }
    }

    /// Takes the news of the room's work (the run's new rows, lists and dropped files
    /// read, signatures read again) and brings the check up to date; returns what the
    /// room cannot settle itself, and whether a run just ended. Never blocks.
    pub fn poll(&mut self, env: &Env<'_>) -> Polled {
        let run_ended = self.poll_run();
        self.poll_intake(env);
        self.poll_recheck();
        self.update_check(env);
        Polled {
            run_ended,
            events: std::mem::take(&mut self.events),
        }
    }

    /// Brings the check up to date with the results, recomputes the report, and starts
    /// what it asks for once the window is idle: files a list names beside it, and
    /// files to hash again with an algorithm an expected checksum needs.
    fn update_check(&mut self, env: &Env<'_>) {
        self.commit_full_length();
        let results = &self.session.results;
        let hashing = self.session.is_running();
        self.check.feed(results.layout(), results.files());
        self.check.refresh(hashing);
        let idle = !hashing
            && self.session.pending.is_none()
            && self.session.queue.is_empty()
            && self.loading.is_empty();
        if !idle {
            return;
        }
        let found = self.check.beside_found(env.ctx);
        if !found.is_empty() {
            self.start_run(env, found);
        }
        if self.check.waiting(env.ctx) {
            return;
        }
        match self.check.due_for_hash_again() {
            Ok(again) if !again.is_empty() => {
                self.session.results.remove_paths(&again);
                self.start_run(env, again);
            }
            Ok(_) => {}
            Err(wait) => env.ctx.request_repaint_after(wait),
        }
    }
}
