//! One-shot background work (file dialogs, reading a small checksum file, writing an
//! export, comparing bytes) so that the UI thread never touches the disk.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc::{Receiver, TryRecvError, sync_channel};
use std::thread::JoinHandle;

/// A piece of work running on its own named thread, with one result.
pub struct Task<T> {
    rx: Receiver<T>,
    handle: Option<JoinHandle<()>>,
}

impl<T: Send + 'static> Task<T> {
    /// Runs `work` on a thread called `name`; `ctx` (if any) is asked to repaint when
    /// the result is ready, so the UI needs no polling timer. If `work` panics (a bug),
    /// the result is `if_it_fails()`: every task ends, so nothing waits for it forever
    /// (a file's verdict held until its signature is checked, a busy spinner).
    pub fn spawn(
        name: &str,
        ctx: Option<egui::Context>,
        work: impl FnOnce() -> T + Send + 'static,
        if_it_fails: impl FnOnce() -> T + Send + 'static,
    ) -> std::io::Result<Self> {
        let work = fault::wrap(name, work);
        // Capacity 1: exactly one result is ever sent, and the sender never waits.
        let (tx, rx) = sync_channel(1);
        let handle = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                // The panic hook has already said where and why; the window says
                // in plain words that this step failed, through `if_it_fails`.
                let result = catch_unwind(AssertUnwindSafe(work)).unwrap_or_else(|_| if_it_fails());
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
            // The thread has sent its result, so this returns at once; a panic in the
            // work was caught there and turned into the task's result.
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

/// The words for a step whose work failed inside Hashdrop (a bug), in the window's
/// language: for the `if_it_fails` of a task whose result can carry a reason.
pub fn failed_words() -> String {
    crate::t!("error-task-failed")
}

/// The reason a signature could not be checked when its check failed inside Hashdrop
/// (a bug), in the window's language: it goes inside "The signature could not be read
/// (…)".
pub fn failed_check_words() -> String {
    crate::t!("error-task-failed-check")
}

/// Runs a file dialog. On macOS dialogs must run on the main thread, so there the
/// dialog is modal on the UI thread; elsewhere it runs on a background thread so the
/// window keeps drawing progress while the dialog is open.
pub fn dialog<T: Send + 'static>(
    ctx: &egui::Context,
    work: impl FnOnce() -> T + Send + 'static,
    if_it_fails: impl FnOnce() -> T + Send + 'static,
) -> std::io::Result<Task<T>> {
    if cfg!(target_os = "macos") {
        Ok(Task::ready(work()))
    } else {
        Task::spawn("hashdrop-dialog", Some(ctx.clone()), work, if_it_fails)
    }
}

/// A test hook, as the engine's (`engine::run::fault`): with the `fault-injection`
/// feature (integration tests; never a release build), the tasks named by
/// [`fail_tasks_named`] on the thread that spawns them panic instead of working.
pub mod fault {
    #[cfg(feature = "fault-injection")]
    thread_local! {
        static FAILING: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    /// Tasks called `name` spawned from this thread from now on panic (the window's
    /// tests run the window on their own thread).
    #[cfg(feature = "fault-injection")]
    pub fn fail_tasks_named(name: &str) {
        FAILING.with(|f| f.borrow_mut().push(name.to_owned()));
    }

    /// `work`, or a panic in its place when the tests asked for one.
    pub(super) fn wrap<T>(
        name: &str,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> impl FnOnce() -> T + Send + 'static {
        #[cfg(feature = "fault-injection")]
        let fail = FAILING.with(|f| f.borrow().iter().any(|n| n == name));
        #[cfg(not(feature = "fault-injection"))]
        let fail = {
            let _ = name;
            false
        };
        move || {
            if fail {
                panic!("fault injected into a background task");
            }
            work()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn task_delivers_its_result_once() {
        let mut t = Task::spawn("test-task", None, || 42, || 0).expect("spawn");
        assert_eq!(wait(&mut t), Some(42));
        assert_eq!(t.poll(), None);
    }

    /// A task whose work panics still ends, with what `if_it_fails` gives, and
    /// `finished` takes it out of its list (it used to stay there forever).
    #[test]
    fn a_task_whose_work_panics_ends_with_its_failure() {
        let boom = || -> Result<u32, String> { panic!("a bug in the work") };
        let mut t =
            Task::spawn("test-panicking-task", None, boom, || Err("failed".into())).expect("spawn");
        assert_eq!(wait(&mut t), Some(Err("failed".to_owned())));

        let mut tasks = vec![
            Task::spawn("test-panicking-task", None, boom, || Err("x".into())).expect("spawn"),
        ];
        for _ in 0..5000 {
            if !finished(&mut tasks).is_empty() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert!(tasks.is_empty(), "the panicked task left its list");
    }

    fn wait<T>(t: &mut Task<T>) -> Option<T> {
        for _ in 0..5000 {
            if let Some(v) = t.poll() {
                return Some(v);
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        None
    }
}
