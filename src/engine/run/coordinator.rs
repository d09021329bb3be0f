//! The job's own thread: lists the files, plans the units, starts the workers, joins
//! them and says the job ended.

use std::sync::Arc;
use std::sync::atomic::AtomicUsize;

use crate::engine::error::FileError;
use crate::engine::walk::{self, WalkEntry};

use super::outcome::JobEvent;
use super::plan::{Planned, plan};
use super::shared::{Ctx, Slots, report};
use super::worker::worker;

pub(super) fn coordinate(ctx: Ctx, listed: Option<Vec<WalkEntry>>) {
    let ctx = Arc::new(ctx);
    let progress = Arc::clone(&ctx.progress);
    let entries = match listed {
        Some(entries) => entries,
        None => walk::expand(&ctx.spec.inputs, ctx.spec.walk, &|n| progress.set_listed(n)),
    };
    ctx.progress.set_listed(entries.len());
    let Planned {
        files,
        split,
        units,
        errors,
    } = plan(&ctx.spec, entries);
    let slots = Arc::new(Slots::new(Arc::clone(&ctx.progress), files, split));
    ctx.send(JobEvent::Listed(slots.len()));
    for (index, err) in errors {
        report(&ctx, &slots, index, Err(err));
    }
    let units = Arc::new(units);
    let next = Arc::new(AtomicUsize::new(0));
    let workers = ctx.spec.threads.min(units.len()).max(1);
    let mut handles = Vec::with_capacity(workers);
    for k in 0..workers {
        let (c, s, u, n) = (
            Arc::clone(&ctx),
            Arc::clone(&slots),
            Arc::clone(&units),
            Arc::clone(&next),
        );
        let spawned = std::thread::Builder::new()
            .name(format!("hashdrop-worker-{k}"))
            .spawn(move || worker(k, workers, &c, &s, &u, &n));
        match spawned {
            Ok(h) => handles.push(h),
            // Fewer workers than asked still finish the job.
            Err(_) if k > 0 => break,
            Err(e) => {
                for i in 0..slots.len() {
                    report(
                        &ctx,
                        &slots,
                        i,
                        Err(FileError::Internal(format!("cannot start a worker: {e}"))),
                    );
                }
            }
        }
    }
    for h in handles {
        h.join().ok();
    }
    let cancelled = ctx.control.is_cancelled();
    for i in 0..slots.len() {
        if slots.get(i).is_some_and(|s| !s.is_reported()) {
            report(&ctx, &slots, i, Err(FileError::Cancelled));
        }
    }
    ctx.progress.finish(cancelled);
    ctx.send(JobEvent::Finished { cancelled });
}
