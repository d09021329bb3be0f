//! One-shot background work (file dialogs, reading a small checksum file, writing an
//! export, comparing bytes) so that the UI thread never touches the disk.

use std::sync::mpsc::{Receiver, TryRecvError, sync_channel};
use std::thread::JoinHandle;

/// A piece of work running on its own named thread, with one result.
pub struct Task<T> {
    rx: Receiver<T>,
    handle: Option<JoinHandle<()>>,
}

impl<T: Send + 'static> Task<T> {
    /// Runs `work` on a thread called `name`; `ctx` (if any) is asked to repaint when
    /// the result is ready, so the UI needs no polling timer.
    pub fn spawn(
        name: &str,
        ctx: Option<egui::Context>,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> std::io::Result<Self> {
        // Capacity 1: exactly one result is ever sent, and the sender never waits.
        let (tx, rx) = sync_channel(1);
        let handle = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                let result = work();
                // The receiver may be gone (the view was closed); nothing is lost then.
                let _ = tx.send(result);
                if let Some(ctx) = ctx {
                    ctx.request_repaint();
                }
            })?;
        Ok(Self {
            rx,
            handle: Some(handle),
        })
    }
}

impl<T> Task<T> {
    /// A task whose result is already here (an answer the window gave itself, handled
    /// as a dialog's would be).
    pub fn ready(value: T) -> Self {
        let (tx, rx) = sync_channel(1);
        // Capacity 1 and nothing sent yet: this cannot fail.
        let _ = tx.send(value);
        Self { rx, handle: None }
    }

    /// The result, once; `None` while the work runs (and after the result was taken).
    pub fn poll(&mut self) -> Option<T> {
        match self.rx.try_recv() {
            Ok(v) => {
                self.join();
                Some(v)
            }
            Err(TryRecvError::Empty | TryRecvError::Disconnected) => None,
        }
    }

    fn join(&mut self) {
        if let Some(h) = self.handle.take() {
            // The thread has sent its result, so this returns at once. A panic in the
            // work is already reported by the panic hook; the task simply has no result.
            let _ = h.join();
        }
    }
}

/// Takes the results of the tasks in `tasks` that finished, oldest first; the tasks
/// still running stay.
pub fn finished<T>(tasks: &mut Vec<Task<T>>) -> Vec<T> {
    let mut done = Vec::new();
    tasks.retain_mut(|t| match t.poll() {
        Some(v) => {
            done.push(v);
            false
        }
        None => true,
    });
    done
}

impl<T> Drop for Task<T> {
    fn drop(&mut self) {
        // Join only finished threads: a thread may be waiting on a file dialog the
        // person left open, and joining it would hang the window as it closes.
        if self.handle.as_ref().is_some_and(JoinHandle::is_finished) {
            self.join();
        }
    }
}

/// Runs a file dialog. On macOS dialogs must run on the main thread, so there the
/// dialog is modal on the UI thread; elsewhere it runs on a background thread so the
/// window keeps drawing progress while the dialog is open.
pub fn dialog<T: Send + 'static>(
    ctx: &egui::Context,
    work: impl FnOnce() -> T + Send + 'static,
) -> std::io::Result<Task<T>> {
    if cfg!(target_os = "macos") {
        Ok(Task::ready(work()))
    } else {
        Task::spawn("hashdrop-dialog", Some(ctx.clone()), work)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn task_delivers_its_result_once() {
        let mut t = Task::spawn("test-task", None, || 42).expect("spawn");
        let mut got = None;
        for _ in 0..1000 {
            if let Some(v) = t.poll() {
                got = Some(v);
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(got, Some(42));
        assert_eq!(t.poll(), None);
    }
}
