//! The keys Hashdrop trusts (bundled and added), and the confirmation that a key file
//! arriving in any way (a drop, "Open with", another launch, the **Add…** dialog) opens.
//! Every key of a file is shown with its own fingerprint and added only by its own
//! **Add**: a file may hold a publisher's key followed by anyone else's, under the same
//! name. Nothing is trusted or written before that click. The key folder is read and
//! changed on a background thread, one change at a time; the panel shows the last list.
//! The views are in [`super::key_views`].

use std::collections::VecDeque;
use std::path::PathBuf;

use crate::desktop::key_store::{KeyStore, StoredKey};
use crate::gui::common::Notice;
use crate::gui::common::background::{self, Task};
use crate::t;
use crate::trust::{Fingerprint, KeyFormat, KeyOffer, OfferedKey};

/// A key file waiting for the person's answers.
#[derive(Clone, Debug)]
pub struct PendingOffer {
    /// Where it came from.
    pub path: PathBuf,
    /// What it holds.
    pub offer: KeyOffer,
    /// The keys of it the person has added so far.
    pub added: Vec<Fingerprint>,
}

impl PendingOffer {
    /// The keys that could still be added: neither bundled nor added already.
    pub fn open_keys(&self) -> impl Iterator<Item = &OfferedKey> {
        self.offer
            .keys
            .iter()
            .filter(|k| k.bundled.is_none() && !self.added.contains(&k.fingerprint))
    }

    /// The name of the file, as the confirmation says it.
    pub fn file_name(&self) -> String {
        self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }
}

/// One change to the key folder (or a reading of it), done off the UI thread.
enum Op {
    List,
    Add(OfferedKey, Option<String>),
    Remove(StoredKey),
}

/// The added keys as last read, the changes under way, and the key files waiting for
/// the person's answer.
#[derive(Default)]
pub struct AddedKeys {
    /// The keys, in the store's order, each on its own.
    pub list: Vec<StoredKey>,
    task: Option<Task<Result<Vec<StoredKey>, String>>>,
    /// Changes waiting for the one under way: they run in the order asked.
    queue: VecDeque<Op>,
    store: Option<KeyStore>,
    ctx: Option<egui::Context>,
    /// Key files offered for trust, the one shown first.
    pub offers: VecDeque<PendingOffer>,
}

/// At most this many key files wait for an answer; more are refused with a notice,
/// so that no stream of launches can bury the window in questions.
const MAX_OFFERS: usize = 8;

impl AddedKeys {
    /// Reads the list of added keys again (after the store changed).
    pub(crate) fn refresh(&mut self, ctx: &egui::Context, store: Option<&KeyStore>) {
        self.run(ctx, store, Op::List);
    }

    /// Forgets `key`, then reads the list again.
    pub(crate) fn remove(&mut self, ctx: &egui::Context, store: Option<&KeyStore>, key: StoredKey) {
        self.run(ctx, store, Op::Remove(key));
    }

    /// Queues `op`, and starts it when nothing else runs.
    fn run(&mut self, ctx: &egui::Context, store: Option<&KeyStore>, op: Op) {
        let Some(store) = store else {
            return;
        };
        self.store = Some(store.clone());
        self.ctx = Some(ctx.clone());
        self.queue.push_back(op);
        self.start_next();
    }

    fn start_next(&mut self) {
        if self.task.is_some() {
            return;
        }
        let (Some(store), Some(ctx)) = (self.store.clone(), self.ctx.clone()) else {
            return;
        };
        let Some(op) = self.queue.pop_front() else {
            return;
        };
        let work = move || {
            apply(&store, op)?;
            Ok(store.list())
        };
        let failed = || Err(background::failed_words());
        self.task = Task::spawn("hashdrop-keys", Some(ctx), work, failed).ok();
    }

    /// Asks the person whether to trust the keys in `offer` (read from `path`); the
    /// notice to show when it cannot be asked.
    pub(crate) fn offer(&mut self, path: PathBuf, offer: KeyOffer) -> Option<Notice> {
        if self.offers.iter().any(|o| o.offer.bytes == offer.bytes) {
            return None;
        }
        if self.offers.len() >= MAX_OFFERS {
            return Some(Notice::Error(t!(
                "key-offer-too-many",
                name = path.display().to_string()
            )));
        }
        self.offers.push_back(PendingOffer {
            path,
            offer,
            added: Vec::new(),
        });
        None
    }

    /// The person clicked Add beside `fingerprint`: keeps exactly that key's bytes,
    /// then reads the list again. The confirmation closes once no key is left to add.
    pub(crate) fn accept(
        &mut self,
        ctx: &egui::Context,
        store: Option<&KeyStore>,
        fingerprint: &Fingerprint,
    ) -> Option<Notice> {
        let shown = self.offers.front_mut()?;
        let key = shown.offer.key(fingerprint)?.clone();
        if key.bundled.is_some() || shown.added.contains(fingerprint) {
            return None;
        }
        shown.added.push(fingerprint.clone());
        let from = Some(shown.file_name());
        if shown.open_keys().next().is_none() {
            self.offers.pop_front();
        }
        let notice = Notice::Info(match key.format {
            KeyFormat::Sigstore => t!(
                "signer-added",
                identity = display_name(&key),
                issuer = key.shown_fingerprint()
            ),
            _ => t!(
                "key-added",
                name = display_name(&key),
                fingerprint = key.shown_fingerprint()
            ),
        });
        self.run(ctx, store, Op::Add(key, from));
        Some(notice)
    }

    /// The person said Cancel or Close (or pressed Escape): no other key of the file
    /// is kept.
    pub(crate) fn decline(&mut self) -> Option<Notice> {
        let shown = self.offers.pop_front()?;
        if shown.offer.first().format == KeyFormat::Sigstore && shown.added.is_empty() {
            let identity = display_name(shown.offer.first());
            return Some(Notice::Info(t!("signer-declined", identity = identity)));
        }
        let name = shown.path.display().to_string();
        match (shown.added.is_empty(), shown.open_keys().count()) {
            (true, _) => Some(Notice::Info(t!("key-declined", name = name))),
            (false, 0) => None,
            (false, rest) => Some(Notice::Info(t!(
                "key-declined-rest",
                name = name,
                count = rest
            ))),
        }
    }

    /// The key file waiting for an answer, if any.
    pub fn offer_shown(&self) -> Option<&KeyOffer> {
        self.offers.front().map(|o| &o.offer)
    }

    /// Whether a reading, addition or removal is under way or waiting.
    pub fn is_busy(&self) -> bool {
        self.task.is_some() || !self.queue.is_empty()
    }

    /// Takes a finished reading, addition or removal: `Some(Ok(()))` when the list
    /// changed (signatures should be read again), `Some(Err)` with what went wrong.
    pub(crate) fn poll(&mut self) -> Option<Result<(), String>> {
        let done = self.task.as_mut().and_then(Task::poll)?;
        self.task = None;
        self.start_next();
        Some(done.map(|list| self.list = list))
    }
}

/// Does one change to the store; the error in the person's words.
fn apply(store: &KeyStore, op: Op) -> Result<(), String> {
    match op {
        Op::List => Ok(()),
        Op::Add(key, from) => store.add_key(&key, from.as_deref()).map(drop).map_err(|e| {
            let name = from.unwrap_or_else(|| display_name(&key));
            t!("key-add-failed", name = name, error = e.to_string())
        }),
        Op::Remove(key) => store
            .remove(&key)
            .map_err(|e| t!("key-remove-failed", name = &key.name, error = e.to_string())),
    }
}

/// A key's first name, without its e-mail address: "Ubuntu CD Image Automatic Signing
/// Key (2012)".
pub(crate) fn display_name(key: &OfferedKey) -> String {
    key.user_ids
        .first()
        .map_or_else(|| key.shown_fingerprint(), |u| u.name.clone())
}
