//! Asking the publisher: the file is hashed on one thread while its signed list is
//! fetched (or taken from the cache) on this one; the list's signature is checked with
//! the publisher's own keys only; then the list must name the file (or, for a renamed
//! download, hold its checksum).

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::SystemTime;

use super::cache::Cache;
use super::catalogue::{Release, Tier};
use super::fetch::{FetchError, Fetcher, What};
use crate::engine::parts::hash_file_parts;
use crate::engine::{Algorithm, FileError};
use crate::sums::{self, ParsedSums, PreparedList, ShownAs, Title};
use crate::trust::{self, Outcome, Report, Verdict};

/// Who signed a good list, and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignedBy {
    /// The key's name.
    pub key: String,
    /// When the signature was made, where its format says (OpenPGP always; minisign in
    /// its trusted comment; signify and SSH signatures carry no date).
    pub on: Option<SystemTime>,
}

/// The publisher's answer about one file.
#[derive(Debug)]
pub enum Answer {
    /// The publisher's signed list (or the image's signature) vouches for the file.
    Matched {
        /// The publisher.
        publisher: String,
        /// The name the list gives the file; differs from the file's for a renamed one.
        listed_as: String,
        /// What the release is called, when the catalogue says and the list names it
        /// by the file's own name (`Ubuntu 20.04.1 Desktop (64-bit)`).
        title: Option<String>,
        /// Where the signed list (or signature) came from.
        url: String,
        /// The good signature.
        signed: SignedBy,
        /// It came from the cache, not the network.
        cached: bool,
    },
    /// The signed list names the file with another checksum (or the image's signature
    /// does not match it).
    Mismatch {
        /// The publisher.
        publisher: String,
        /// The name in the list.
        listed_as: String,
        /// What the release is called, when the catalogue says.
        title: Option<String>,
    },
    /// The list's signature is bad: something between the person and the publisher
    /// changed it.
    BadSignature {
        /// The publisher.
        publisher: String,
        /// Where the list came from.
        url: String,
    },
    /// No verdict.
    NoAnswer(NoAnswer),
}

/// Why there is no verdict.
#[derive(Debug, thiserror::Error)]
pub enum NoAnswer {
    /// No publisher's pattern matches the name: nothing was fetched.
    #[error("no publisher Hashdrop knows publishes a file of this name; nothing was fetched")]
    UnknownPublisher,
    /// The publisher signs nothing.
    #[error(
        "{0} publishes its checksums over HTTPS only, without a signature; Hashdrop does not take that for a signed answer"
    )]
    Unsigned(String),
    /// Hashdrop has no key for the publisher.
    #[error("Hashdrop has no key of {0}'s to check its signature with; nothing was fetched")]
    NoKey(String),
    /// The signature is not from the publisher's key.
    #[error("{publisher}'s list at {url} is not signed by {publisher}'s key")]
    NotTrusted {
        /// The publisher.
        publisher: String,
        /// The list.
        url: String,
    },
    /// None of the publisher's lists was found (404 everywhere).
    #[error("none of {publisher}'s lists for this release could be found (tried {tried})")]
    NoList {
        /// The publisher.
        publisher: String,
        /// The addresses tried, comma-separated.
        tried: String,
    },
    /// The signed lists do not have this file (nor its checksum).
    #[error("{publisher}'s signed lists do not have this file ({tried})")]
    NotListed {
        /// The publisher.
        publisher: String,
        /// The lists read, comma-separated.
        tried: String,
    },
    /// Nothing could be fetched.
    #[error("{url}: {error}")]
    Fetch {
        /// The address.
        url: String,
        /// What went wrong.
        error: FetchError,
    },
    /// The file could not be read.
    #[error("{0}")]
    File(FileError),
}

/// The publisher's list an answer was read from (a good one, or one whose signature
/// is bad), ready for the verification session: the window judges it there with every
/// other list, so that one verdict says what all of them say.
#[derive(Debug)]
pub struct ListUsed {
    /// Its lines, the names resolved in the folder of the file asked about, under the
    /// path of its copy in the cache (the session's name for it).
    pub prepared: PreparedList,
    /// What its signature says, checked with the publisher's keys alone.
    pub report: Report,
}

/// The image's own signature, fetched from its publisher (Arch Linux, Manjaro, Tails)
/// and checked over the file with that publisher's keys alone, for the verification
/// session: the window gives it to the session as the file's own signature, as if
/// `FILE.sig` had been dropped beside it.
#[derive(Debug)]
pub struct SignatureUsed {
    /// Where it came from.
    pub url: String,
    /// Its bytes (a signature dropped later with the same bytes is this one).
    pub bytes: Vec<u8>,
    /// What it says of the file, checked with the publisher's keys alone.
    pub report: Report,
    /// What the release is called, when the catalogue says.
    pub title: Option<String>,
}

/// What a signed answer was read from, for the verification session.
#[derive(Debug)]
pub enum Evidence {
    /// The publisher's signed list (a good one that has the file, or one whose
    /// signature is bad).
    List(Box<ListUsed>),
    /// The image's own signature, good or bad by the publisher's key.
    Signature(SignatureUsed),
}

/// A signed list, checked: its lines (the signed ones only) and its signature.
struct Checked {
    url: String,
    parsed: ParsedSums,
    signed: Option<SignedBy>,
    report: Report,
    cached: bool,
}

impl Checked {
    /// The list for the session: under the path of its copy in `cache`, shown as
    /// `publisher`'s signed list, its names resolved beside `file`.
    fn into_used(self, release: &Release<'_>, file: &Path, cache: &Cache) -> ListUsed {
        let folder = match file.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let trust = crate::signed::trust_of(&self.report);
        let path = cache.path_of(&self.url);
        let shown_as = ShownAs {
            publisher: release.publisher.name.clone(),
            signed_on: self.signed.and_then(|s| s.on),
            title: release.title().map(|words| Title {
                file: release.file.clone(),
                words,
            }),
        };
        ListUsed {
            prepared: PreparedList::in_folder(path, &folder, self.parsed, trust).shown_as(shown_as),
            report: self.report,
        }
    }
}

/// Asks `release`'s publisher about the file at `path`: hashes it while fetching.
pub fn ask(path: &Path, release: &Release<'_>, fetcher: &Fetcher, cache: &Cache) -> Answer {
    ask_knowing(path, release, fetcher, cache, None)
}

/// [`ask`], with the file's SHA-256 when the caller has just computed it (the window's
/// run did): a download is then not read a second time.
pub fn ask_knowing(
    path: &Path,
    release: &Release<'_>,
    fetcher: &Fetcher,
    cache: &Cache,
    known_sha256: Option<Vec<u8>>,
) -> Answer {
    ask_with_list(path, release, fetcher, cache, known_sha256).0
}

/// [`ask_knowing`], with what the answer was read from when a signature by the
/// publisher's key was checked: a good list that has the file or one whose signature
/// is bad, or the image's own signature, good or bad. The window feeds it to its
/// verification session. A publisher that signs nothing gives none.
pub fn ask_with_list(
    path: &Path,
    release: &Release<'_>,
    fetcher: &Fetcher,
    cache: &Cache,
    known_sha256: Option<Vec<u8>>,
) -> (Answer, Option<Evidence>) {
    let p = release.publisher;
    if p.tier == Tier::HttpsOnly {
        return (Answer::NoAnswer(NoAnswer::Unsigned(p.name.clone())), None);
    }
    if p.keys.keys().is_empty() {
        return (Answer::NoAnswer(NoAnswer::NoKey(p.name.clone())), None);
    }
    if p.lists.is_empty() {
        let (answer, sig) = image_signature(path, release, fetcher);
        return (answer, sig.map(Evidence::Signature));
    }
    let used = |(answer, list): (Answer, Option<Checked>)| {
        let list = list.map(|l| Evidence::List(Box::new(l.into_used(release, path, cache))));
        (answer, list)
    };
    let stop = AtomicBool::new(false);
    if let Some(d) = known_sha256 {
        return used(match signed_lists(release, fetcher, cache) {
            Err(ended) => *ended,
            Ok(lists) => judge(path, release, lists, &d),
        });
    }
    std::thread::scope(|s| {
        let hashing = std::thread::Builder::new()
            .name("hashdrop-publisher-hash".into())
            .spawn_scoped(s, || sha256(path, &stop));
        let lists = signed_lists(release, fetcher, cache);
        let digest = match hashing {
            Ok(h) => h.join().unwrap_or(Err(FileError::Cancelled)),
            // No thread to spare: hash here, after the fetch.
            Err(_) => sha256(path, &stop),
        };
        used(match (lists, digest) {
            (Err(ended), _) => *ended,
            (Ok(_), Err(e)) => (Answer::NoAnswer(NoAnswer::File(e)), None),
            (Ok(lists), Ok(d)) => judge(path, release, lists, &d),
        })
    })
}

fn sha256(path: &Path, stop: &AtomicBool) -> Result<Vec<u8>, FileError> {
    let r = hash_file_parts(path, None, |_| (vec![Algorithm::Sha256], vec![]), stop)?;
    Ok(r.whole
        .first()
        .map(|d| d.as_bytes().to_vec())
        .unwrap_or_default())
}

/// The file's line in the good lists: by name first, else (a renamed download) by its
/// checksum; with the list that answered.
fn judge(
    path: &Path,
    release: &Release<'_>,
    mut lists: Vec<Checked>,
    sha: &[u8],
) -> (Answer, Option<Checked>) {
    let (answer, from) = judge_in(path, release, &lists, sha);
    (answer, from.map(|i| lists.swap_remove(i)))
}

fn judge_in(
    path: &Path,
    release: &Release<'_>,
    lists: &[Checked],
    sha: &[u8],
) -> (Answer, Option<usize>) {
    let publisher = release.publisher.name.clone();
    let name = release.file.as_bytes();
    for (i, list) in lists.iter().enumerate() {
        for e in list.parsed.entries() {
            if e.name.rsplit(|&b| b == b'/').next() != Some(name) {
                continue;
            }
            let ok = if e.algorithm == Algorithm::Sha256 {
                e.expected == sha
            } else {
                rehash(path, e.algorithm).is_some_and(|d| d == e.expected)
            };
            let listed_as = String::from_utf8_lossy(&e.name).into_owned();
            let answer = if ok {
                matched(release, listed_as, list)
            } else {
                Answer::Mismatch {
                    publisher,
                    title: title_of(release, &listed_as),
                    listed_as,
                }
            };
            return (answer, Some(i));
        }
    }
    for (i, list) in lists.iter().enumerate() {
        if let Some(e) = list.parsed.entries().find(|e| e.expected == sha) {
            let listed_as = String::from_utf8_lossy(&e.name).into_owned();
            return (matched(release, listed_as, list), Some(i));
        }
    }
    let tried = lists
        .iter()
        .map(|l| l.url.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    (
        Answer::NoAnswer(NoAnswer::NotListed { publisher, tried }),
        None,
    )
}

/// The release's title, when the catalogue has one and `listed_as` is the file's own
/// name (a renamed download matched by its checksum may be another release).
fn title_of(release: &Release<'_>, listed_as: &str) -> Option<String> {
    let name = listed_as.rsplit('/').next().unwrap_or(listed_as);
    (name == release.file).then(|| release.title()).flatten()
}

fn matched(release: &Release<'_>, listed_as: String, list: &Checked) -> Answer {
    Answer::Matched {
        publisher: release.publisher.name.clone(),
        title: title_of(release, &listed_as),
        listed_as,
        url: list.url.clone(),
        // Only good lists are judged: `signed` is always there.
        signed: list.signed.clone().unwrap_or_else(|| SignedBy {
            key: String::new(),
            on: None,
        }),
        cached: list.cached,
    }
}

fn rehash(path: &Path, algorithm: Algorithm) -> Option<Vec<u8>> {
    let r = hash_file_parts(
        path,
        None,
        |_| (vec![algorithm], vec![]),
        &AtomicBool::new(false),
    );
    r.ok()?.whole.first().map(|d| d.as_bytes().to_vec())
}

/// The good signed lists of the release, in the catalogue's order, stopping at the
/// first that names the file. The cache is tried first for each address; a 404 moves
/// on to the next (the archive); a list with a bad signature ends the search (and is
/// given with its answer).
fn signed_lists(
    release: &Release<'_>,
    fetcher: &Fetcher,
    cache: &Cache,
) -> Result<Vec<Checked>, Box<(Answer, Option<Checked>)>> {
    let mut good = Vec::new();
    let mut first_error = None;
    for url in release.list_urls() {
        let got = cached_list(release, &url, fetcher, cache)
            .map(Ok)
            .unwrap_or_else(|| fetch_list(release, &url, fetcher, cache));
        match got {
            Ok(checked) => {
                let names_it = names(&checked.parsed, &release.file);
                good.push(checked);
                if names_it {
                    break;
                }
            }
            Err(Step::Missing) => {}
            Err(Step::Failed(error)) => {
                first_error.get_or_insert(NoAnswer::Fetch { url, error });
            }
            Err(Step::Final(answer)) => return Err(Box::new((*answer, None))),
            Err(Step::Bad(list)) => {
                let answer = Answer::BadSignature {
                    publisher: release.publisher.name.clone(),
                    url: list.url.clone(),
                };
                return Err(Box::new((answer, Some(*list))));
            }
        }
    }
    if good.is_empty() {
        let why = first_error.unwrap_or_else(|| NoAnswer::NoList {
            publisher: release.publisher.name.clone(),
            tried: release.list_urls().join(", "),
        });
        return Err(Box::new((Answer::NoAnswer(why), None)));
    }
    Ok(good)
}

fn names(parsed: &ParsedSums, file: &str) -> bool {
    parsed
        .entries()
        .any(|e| e.name.rsplit(|&b| b == b'/').next() == Some(file.as_bytes()))
}

/// What one address gave.
enum Step {
    /// Not there (404): try the next.
    Missing,
    /// Could not be fetched.
    Failed(FetchError),
    /// An answer that ends the search (no signature by the publisher's key).
    Final(Box<Answer>),
    /// A list whose signature is bad: it ends the search.
    Bad(Box<Checked>),
}

/// The kept copy of `url`, when it is still signed by the publisher and names the file.
fn cached_list(
    release: &Release<'_>,
    url: &str,
    fetcher: &Fetcher,
    cache: &Cache,
) -> Option<Checked> {
    let limits = fetcher.limits();
    let list = cache.get(url, limits.list)?;
    let sig = match release.signature_urls(Some(url)).first() {
        Some(sig_url) => Some(cache.get(sig_url, limits.signature)?),
        None => None,
    };
    let (parsed, report) = check(release, url, &list, sig.as_deref()).ok()?;
    let signed = good_signer(&report)?;
    names(&parsed, &release.file).then(|| Checked {
        url: url.to_owned(),
        parsed,
        signed: Some(signed),
        report,
        cached: true,
    })
}

fn fetch_list(
    release: &Release<'_>,
    url: &str,
    fetcher: &Fetcher,
    cache: &Cache,
) -> Result<Checked, Step> {
    let hosts = &release.publisher.hosts;
    let list = fetcher.get(url, hosts, What::List).map_err(step)?;
    let mut sig = None;
    for sig_url in release.signature_urls(Some(url)) {
        match fetcher.get(&sig_url, hosts, What::Signature) {
            Ok(bytes) => {
                sig = Some((sig_url, bytes));
                break;
            }
            Err(FetchError::NotFound(_)) => {}
            Err(e) => return Err(Step::Failed(e)),
        }
    }
    if !release.publisher.signatures.is_empty() && sig.is_none() {
        return Err(Step::Final(Box::new(not_trusted(release, url))));
    }
    let (parsed, report) = check(release, url, &list, sig.as_ref().map(|s| &s.1[..]))
        .map_err(|_| Step::Final(Box::new(not_trusted(release, url))))?;
    if report.outcome() == Outcome::Bad {
        // Not kept in the cache; its lines go to the session under the name its copy
        // would have, so that the one verdict is red.
        return Err(Step::Bad(Box::new(Checked {
            url: url.to_owned(),
            parsed,
            signed: None,
            report,
            cached: false,
        })));
    }
    let signed =
        good_signer(&report).ok_or_else(|| Step::Final(Box::new(not_trusted(release, url))))?;
    // Kept only once good; a failure to keep costs a fetch next time, nothing more.
    let _ = cache.put(url, &list);
    if let Some((sig_url, bytes)) = &sig {
        let _ = cache.put(sig_url, bytes);
    }
    Ok(Checked {
        url: url.to_owned(),
        parsed,
        signed: Some(signed),
        report,
        cached: false,
    })
}

fn step(e: FetchError) -> Step {
    match e {
        FetchError::NotFound(_) => Step::Missing,
        e => Step::Failed(e),
    }
}

fn not_trusted(release: &Release<'_>, url: &str) -> Answer {
    Answer::NoAnswer(NoAnswer::NotTrusted {
        publisher: release.publisher.name.clone(),
        url: url.to_owned(),
    })
}

/// The list's lines (the signed text only, for a clear-signed list) and the verdict of
/// its signature, with the publisher's keys alone. The list's name in `url` says the
/// algorithm of its untagged lines (`SHA256SUMS`), as a dropped list's name does: its
/// checksums are then not taken for any algorithm of their length.
fn check(
    release: &Release<'_>,
    url: &str,
    list: &[u8],
    sig: Option<&[u8]>,
) -> Result<(ParsedSums, Report), trust::TrustError> {
    let keys = &release.publisher.keys;
    let now = SystemTime::now();
    let name = url.rsplit('/').next().map(Path::new);
    match sig {
        Some(sig) => {
            let report = trust::verify_detached_bytes(list, sig, keys, now)?;
            Ok((sums::parse_sums(list, name), report))
        }
        None => {
            let c = trust::verify_clear_signed(list, keys, now)?;
            Ok((sums::parse_sums(&c.signed.text, name), c.report))
        }
    }
}

fn good_signer(report: &Report) -> Option<SignedBy> {
    if report.outcome() != Outcome::Trusted {
        return None;
    }
    report.signatures.iter().find_map(|v| match v {
        Verdict::Good { key, created, .. } => Some(SignedBy {
            key: key.name.clone(),
            on: *created,
        }),
        _ => None,
    })
}

/// The image's own signature (Arch Linux, Manjaro, Tails): fetched, then checked over
/// the file with the publisher's keys alone; with the signature when it was good or bad
/// by one of them (never one by another key, nor one that could not be read).
fn image_signature(
    path: &Path,
    release: &Release<'_>,
    fetcher: &Fetcher,
) -> (Answer, Option<SignatureUsed>) {
    let p = release.publisher;
    let mut first_error = None;
    for url in release.signature_urls(None) {
        let sig = match fetcher.get(&url, &p.hosts, What::Signature) {
            Ok(sig) => sig,
            Err(FetchError::NotFound(_)) => continue,
            Err(error) => {
                first_error.get_or_insert(NoAnswer::Fetch { url, error });
                continue;
            }
        };
        let report = match trust::verify_detached_file(path, &sig, &p.keys, SystemTime::now()) {
            Ok(r) => r,
            Err(_) => return (not_trusted(release, &url), None),
        };
        let answer = match report.outcome() {
            Outcome::Bad => Answer::Mismatch {
                publisher: p.name.clone(),
                listed_as: release.file.clone(),
                title: release.title(),
            },
            _ => match good_signer(&report) {
                Some(signed) => Answer::Matched {
                    publisher: p.name.clone(),
                    listed_as: release.file.clone(),
                    title: release.title(),
                    url: url.clone(),
                    signed,
                    cached: false,
                },
                None => return (not_trusted(release, &url), None),
            },
        };
        let used = SignatureUsed {
            url,
            bytes: sig,
            report,
            title: release.title(),
        };
        return (answer, Some(used));
    }
    let why = first_error.unwrap_or_else(|| NoAnswer::NoList {
        publisher: p.name.clone(),
        tried: release.signature_urls(None).join(", "),
    });
    (Answer::NoAnswer(why), None)
}
