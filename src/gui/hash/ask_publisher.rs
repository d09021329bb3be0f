//! The window's side of asking the publisher ([`crate::publisher`]): a file whose name
//! the catalogue knows, given with no list for it, gets one button naming its
//! publisher; pressed (or by itself, when the person chose "always ask"), the signed
//! list is fetched and judged on a thread of its own while the window's run hashes the
//! file. Nothing is sent anywhere unless the person asked.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::gui::common::background::{self, Task};
use crate::publisher::{
    self, Answer, Cache, Catalogue, Evidence, FetchError, Fetcher, Limits, NoAnswer, Publisher,
    Tier, parse_connect_to,
};

/// At most this many files of one drop are offered an answer (a drop of a whole
/// folder's contents is not a download checked alone).
const MAX_OFFERED: usize = 4;

/// Where the window asks: the person's own catalogue, the cache, the connection
/// rerouting (`HASHDROP_CONNECT_TO`) and, for tests, the only certificates trusted.
#[derive(Clone, Debug, Default)]
pub struct Setup {
    /// The person's `publishers.toml`, read before the bundled catalogue.
    pub user_catalogue: Option<PathBuf>,
    /// Where fetched lists are kept (none: a folder under the system's temporary one).
    pub cache: Option<Cache>,
    /// `HASHDROP_CONNECT_TO`, in curl's `--connect-to` form.
    pub connect_to: Option<String>,
    /// Certificates (PEM) trusted instead of the system's: a test's own CA.
    pub roots_pem: Option<Vec<u8>>,
    /// How long and how much a fetch may take.
    pub limits: Limits,
}

impl Setup {
    /// As the person's machine says: their catalogue and data folder, and
    /// `HASHDROP_CONNECT_TO` from the environment.
    pub fn from_env() -> Self {
        Self {
            user_catalogue: publisher::user_catalogue_path(),
            cache: publisher::default_cache(),
            connect_to: std::env::var("HASHDROP_CONNECT_TO").ok(),
            roots_pem: None,
            limits: Limits::default(),
        }
    }

    fn fetcher(&self) -> Result<Fetcher, FetchError> {
        let pairs = match &self.connect_to {
            Some(spec) => parse_connect_to(spec)?,
            None => Vec::new(),
        };
        match &self.roots_pem {
            Some(pem) => Fetcher::with_roots(self.limits, pairs, pem),
            None => Ok(Fetcher::new(self.limits, pairs)),
        }
    }

    fn cache(&self) -> Cache {
        self.cache
            .clone()
            .unwrap_or_else(|| Cache::in_dir(std::env::temp_dir().join("hashdrop-publishers")))
    }

    /// The catalogue, and the person's file when it could not be used (the bundled
    /// publishers still answer then).
    fn catalogue(&self) -> (Catalogue, Option<PathBuf>) {
        match Catalogue::with_user(self.user_catalogue.as_deref()) {
            Ok(c) => (c, None),
            Err(_) => (
                Catalogue::bundled().unwrap_or_default(),
                self.user_catalogue.clone(),
            ),
        }
    }
}

/// A file the catalogue knows, and how far asking its publisher has got.
pub struct Known {
    /// The file.
    pub path: PathBuf,
    /// Its publisher's name, from the catalogue.
    pub publisher: String,
    /// Offered, being asked, or answered.
    pub state: KnownState,
    /// The publisher's list or signature the answer was read from went to the
    /// verification session, which gives the verdict: the answer's own card says
    /// nothing more.
    pub in_session: bool,
}

/// What a publisher's answer was read from, for the verification session, as
/// [`Publishers::poll`] gives it.
pub struct ForSession {
    /// The publisher.
    pub publisher: String,
    /// The file asked about.
    pub file: PathBuf,
    /// Its signed list (the names resolved beside the file), or the file's own signature.
    pub evidence: Evidence,
}

/// What [`Publishers::poll`] took.
#[derive(Default)]
pub struct Polled {
    /// The person's publishers file, when it could not be used.
    pub unusable: Option<PathBuf>,
    /// The signed lists and signatures that answered, for the session.
    pub answers: Vec<ForSession>,
}

/// How far asking the publisher has got.
pub enum KnownState {
    /// The button is offered; nothing was sent.
    Offered,
    /// The list and its signature are being fetched and judged.
    Asking(Task<(Answer, Option<Evidence>)>),
    /// The publisher's answer.
    Answered(Answer),
}

impl KnownState {
    /// Whether the publisher may be asked now: not yet, or again after the way to it
    /// failed (offline, a refused connection, a slow server).
    pub fn may_ask(&self) -> bool {
        match self {
            Self::Offered => true,
            Self::Answered(a) => can_ask_again(a),
            Self::Asking(_) => false,
        }
    }
}

/// Whether asking again may change `answer`: only a failure on the way can; the
/// publisher's own "no list", a signed verdict or a missing key cannot.
pub fn can_ask_again(answer: &Answer) -> bool {
    matches!(answer, Answer::NoAnswer(NoAnswer::Fetch { .. }))
}

/// What looking the files' names up in the catalogue gave.
struct Lookup {
    catalogue: Arc<Catalogue>,
    /// Each file the catalogue knows, its publisher, and the answer already known
    /// without asking (a publisher that signs nothing, or whose key Hashdrop lacks).
    found: Vec<(PathBuf, String, Option<Answer>)>,
    unusable: Option<PathBuf>,
}

/// The files the catalogue knows, and the work of asking about them.
#[derive(Default)]
pub struct Publishers {
    /// Where to ask.
    pub setup: Setup,
    catalogue: Option<Arc<Catalogue>>,
    /// `None` when the lookup failed inside Hashdrop: no button then, as without a thread.
    lookups: Vec<Task<Option<Lookup>>>,
    known: Vec<Known>,
}

impl Publishers {
    /// The files the catalogue knows, in the order given.
    pub fn known(&self) -> &[Known] {
        &self.known
    }

    /// Whether names are being looked up or a publisher is being asked.
    pub fn is_busy(&self) -> bool {
        !self.lookups.is_empty()
            || self
                .known
                .iter()
                .any(|k| matches!(k.state, KnownState::Asking(_)))
    }

    /// Looks the names of `paths` up in the catalogue, off the UI thread (the person's
    /// catalogue is a file, the bundled one is parsed once).
    pub(crate) fn look_up(&mut self, ctx: &egui::Context, paths: &[PathBuf]) {
        if paths.is_empty() || paths.len() > MAX_OFFERED {
            return;
        }
        let paths = paths.to_vec();
        let loaded = self.catalogue.clone();
        let setup = self.setup.clone();
        let look = move || {
            let (catalogue, unusable) = match loaded {
                Some(c) => (c, None),
                None => {
                    let (c, unusable) = setup.catalogue();
                    (Arc::new(c), unusable)
                }
            };
            let found = paths
                .into_iter()
                .filter(|p| crate::desktop::files::is_file(p))
                .filter_map(|p| {
                    let name = p.file_name()?.to_str()?.to_owned();
                    let publisher = catalogue.find(&name)?.publisher;
                    Some((p, publisher.name.clone(), known_without_asking(publisher)))
                })
                .collect();
            Some(Lookup {
                catalogue,
                found,
                unusable,
            })
        };
        let task = Task::spawn("hashdrop-publisher-lookup", Some(ctx.clone()), look, || {
            None
        });
        // Without a thread the button is simply not offered; nothing depends on it.
        self.lookups.extend(task.ok());
    }

    /// Takes the names looked up (offering the button, or asking at once when the
    /// person chose `always`) and the answers that came, with the lists they were read
    /// from (for the session), and the person's publishers file when it could not be used.
    pub(crate) fn poll(&mut self, ctx: &egui::Context, always: bool) -> Polled {
        let mut unusable = None;
        let mut i = 0;
        while i < self.lookups.len() {
            let Some(lookup) = self.lookups[i].poll() else {
                i += 1;
                continue;
            };
            self.lookups.remove(i);
            let Some(lookup) = lookup else {
                continue;
            };
            self.catalogue = Some(lookup.catalogue);
            unusable = unusable.or(lookup.unusable);
            for (path, publisher, already) in lookup.found {
                // A file hashed again (a list asked for another algorithm, or it was
                // given again) keeps its publisher's answer: its list is in the session.
                if self.known.iter().any(|k| k.path == path) {
                    continue;
                }
                let offered = already.is_none();
                self.known.push(Known {
                    path: path.clone(),
                    publisher,
                    state: already.map_or(KnownState::Offered, KnownState::Answered),
                    in_session: false,
                });
                if always && offered {
                    // The run is hashing it now: the asking hashes it alongside.
                    self.ask(ctx, &path, None);
                }
            }
        }
        let mut answers = Vec::new();
        for k in &mut self.known {
            if let KnownState::Asking(task) = &mut k.state
                && let Some((answer, evidence)) = task.poll()
            {
                k.state = KnownState::Answered(answer);
                k.in_session = evidence.is_some();
                answers.extend(evidence.map(|evidence| ForSession {
                    publisher: k.publisher.clone(),
                    file: k.path.clone(),
                    evidence,
                }));
            }
        }
        Polled { unusable, answers }
    }

    /// Asks the publisher about `path` (the person pressed the button, or asked again
    /// after the network failed): fetches and judges on a thread, hashing the file there
    /// while the list comes.
    /// `sha256`: the file's, when the window's run has it (the file is not read again).
    pub(crate) fn ask(&mut self, ctx: &egui::Context, path: &Path, sha256: Option<Vec<u8>>) {
        let Some(catalogue) = self.catalogue.clone() else {
            return;
        };
        let Some(k) = self
            .known
            .iter_mut()
            .find(|k| k.path == path && k.state.may_ask())
        else {
            return;
        };
        let setup = self.setup.clone();
        let file = path.to_path_buf();
        let ask = move || ask_now(&catalogue, &setup, &file, sha256);
        // A failure may be asked again, as one on the network.
        let failed = || {
            let error = FetchError::Other(background::failed_words());
            (
                Answer::NoAnswer(NoAnswer::Fetch {
                    url: String::new(),
                    error,
                }),
                None,
            )
        };
        let task = Task::spawn("hashdrop-ask-publisher", Some(ctx.clone()), ask, failed);
        k.state = match task {
            Ok(t) => KnownState::Asking(t),
            Err(e) => KnownState::Answered(Answer::NoAnswer(NoAnswer::Fetch {
                url: String::new(),
                error: FetchError::Other(e.to_string()),
            })),
        };
        k.in_session = false;
    }

    /// Forgets every file (the results were cleared). Answers still coming are
    /// dropped with their tasks.
    pub(crate) fn clear(&mut self) {
        self.known.clear();
        self.lookups.clear();
    }
}

/// The answer of a publisher that cannot give a signed one, said at once (nothing is
/// fetched): no button is offered that could only end in "no answer".
fn known_without_asking(p: &Publisher) -> Option<Answer> {
    if p.tier == Tier::HttpsOnly {
        Some(Answer::NoAnswer(NoAnswer::Unsigned(p.name.clone())))
    } else if p.keys.keys().is_empty() {
        Some(Answer::NoAnswer(NoAnswer::NoKey(p.name.clone())))
    } else {
        None
    }
}

/// The publisher's answer about `file`, with the list or signature it was read from
/// (on a background thread).
fn ask_now(
    catalogue: &Catalogue,
    setup: &Setup,
    file: &Path,
    sha256: Option<Vec<u8>>,
) -> (Answer, Option<Evidence>) {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let Some(release) = catalogue.find(&name) else {
        return (Answer::NoAnswer(NoAnswer::UnknownPublisher), None);
    };
    match setup.fetcher() {
        Ok(fetcher) => publisher::ask_with_list(file, &release, &fetcher, &setup.cache(), sha256),
        Err(error) => {
            let answer = Answer::NoAnswer(NoAnswer::Fetch {
                url: String::new(),
                error,
            });
            (answer, None)
        }
    }
}
