//! The catalogue: which publisher signs which file name, where its signed list lives
//! (current place first, then the archive), and with which key. Data, not code: the
//! bundled `assets/publishers.toml` and the person's own `publishers.toml`, in one
//! format (see the bundled file's header).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use regex::Regex;
use serde::Deserialize;

use crate::trust::{BUNDLED, KeyOrigin, Keyring, TrustError};

/// The bundled catalogue.
const BUNDLED_TOML: &str = include_str!("../../assets/publishers.toml");

/// The most a person's `publishers.toml` or its key file may weigh.
const MAX_USER_FILE: u64 = 1 << 20;

/// Why a catalogue could not be read.
#[derive(Debug, thiserror::Error)]
pub enum CatalogueError {
    /// Not TOML in the catalogue's format.
    #[error("{file}: not a publishers file: {reason}")]
    Format {
        /// The file.
        file: PathBuf,
        /// What the TOML reader said.
        reason: String,
    },
    /// A `files` pattern is not a regular expression.
    #[error("{file}: publisher {name}: the files pattern is not valid: {reason}")]
    Pattern {
        /// The file.
        file: PathBuf,
        /// The publisher.
        name: String,
        /// What the regex crate said.
        reason: String,
    },
    /// An address is not `https://HOST/…` with a literal host.
    #[error("{file}: publisher {name}: {url} is not an https:// address with a fixed host")]
    Address {
        /// The file.
        file: PathBuf,
        /// The publisher.
        name: String,
        /// The address template.
        url: String,
    },
    /// A key named in the bundled file is not bundled, or a person's key file could not
    /// be read.
    #[error("{file}: publisher {name}: key {key}: {reason}")]
    Key {
        /// The file.
        file: PathBuf,
        /// The publisher.
        name: String,
        /// The key as named.
        key: String,
        /// Why.
        reason: String,
    },
    /// The person's file (or its key) belongs to someone else, or others may change it.
    #[error("{0}: not used: it must belong to you and nobody else may be able to change it")]
    NotPrivate(PathBuf),
    /// The person's file could not be read.
    #[error("{file}: {source}")]
    Io {
        /// The file.
        file: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
}

/// How far a publisher's answer can be trusted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tier {
    /// Its list (or the image) carries an OpenPGP signature.
    #[default]
    Signed,
    /// Only a checksum over HTTPS: never said to be signed.
    HttpsOnly,
}

/// One or several key names.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Keys {
    One(String),
    Many(Vec<String>),
}

impl Keys {
    fn names(self) -> Vec<String> {
        match self {
            Self::One(k) => vec![k],
            Self::Many(k) => k,
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    name: String,
    files: String,
    #[serde(default)]
    lists: Vec<String>,
    #[serde(default)]
    signatures: Vec<String>,
    key: Option<Keys>,
    #[serde(default)]
    tier: Tier,
    #[serde(default)]
    title: Option<String>,
    #[serde(default)]
    words: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    publisher: Vec<Entry>,
}

/// One publisher entry: a file-name pattern and where its signed answer is.
#[derive(Clone, Debug)]
pub struct Publisher {
    /// Its name, as people know it (`Ubuntu`).
    pub name: String,
    files: Regex,
    /// Address templates of the signed list, tried in order (empty: the image's own
    /// signature is in `signatures`).
    pub lists: Vec<String>,
    /// Address templates of the signature, tried in order (empty: clear-signed).
    pub signatures: Vec<String>,
    /// The keys trusted for this publisher's lists, and for nothing else.
    pub keys: Keyring,
    /// Signed, or HTTPS only.
    pub tier: Tier,
    /// The hosts its addresses name: the only ones a redirect may lead to.
    pub hosts: Vec<String>,
    /// How a release is called, from its name's values (`Ubuntu {version} {edition}
    /// ({arch})`); none: by its file name.
    pub title: Option<String>,
    /// Words for values in the title (`amd64` → `64-bit`); a value without is as named.
    pub words: BTreeMap<String, String>,
}

/// A file name the catalogue knows: its publisher and the values its name gave.
#[derive(Clone, Debug)]
pub struct Release<'a> {
    /// Who publishes it.
    pub publisher: &'a Publisher,
    /// The file's name.
    pub file: String,
    /// The named groups of the pattern (`version` → `20.04.1`).
    pub fields: BTreeMap<String, String>,
}

impl Release<'_> {
    /// The list addresses to try, in order.
    pub fn list_urls(&self) -> Vec<String> {
        self.publisher
            .lists
            .iter()
            .map(|t| self.expand(t, None))
            .collect()
    }

    /// The signature addresses to try for the list at `list` (for the image itself
    /// when the publisher has no lists), in order.
    pub fn signature_urls(&self, list: Option<&str>) -> Vec<String> {
        self.publisher
            .signatures
            .iter()
            .map(|t| self.expand(t, list))
            .collect()
    }

    /// What the release is called (`Ubuntu 20.04.1 Desktop (64-bit)`), when the
    /// catalogue says: its `title` with the values its file name gave, each in the
    /// entry's `words` when it has words for it.
    pub fn title(&self) -> Option<String> {
        let mut out = self.publisher.title.clone()?;
        for (k, v) in &self.fields {
            let word = self.publisher.words.get(v).unwrap_or(v);
            out = out.replace(&format!("{{{k}}}"), word);
        }
        Some(out)
    }

    fn expand(&self, template: &str, list: Option<&str>) -> String {
        let mut out = template.replace("{file}", &self.file);
        if let Some(list) = list {
            out = out.replace("{list}", list);
        }
        for (k, v) in &self.fields {
            out = out.replace(&format!("{{{k}}}"), v);
        }
        out
    }
}

/// Every publisher Hashdrop knows, the person's own first.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    publishers: Vec<Publisher>,
}

impl Catalogue {
    /// The bundled catalogue alone.
    pub fn bundled() -> Result<Self, CatalogueError> {
        let file: File = parse(BUNDLED_TOML, Path::new("assets/publishers.toml"))?;
        let publishers = file
            .publisher
            .into_iter()
            .map(|e| build(e, Path::new("assets/publishers.toml"), &bundled_keys))
            .collect::<Result<_, _>>()?;
        Ok(Self { publishers })
    }

    /// The person's catalogue at `path` (keys beside it), checked to be theirs alone.
    pub fn load_user(path: &Path) -> Result<Self, CatalogueError> {
        let text = read_private(path)?;
        let text = String::from_utf8(text).map_err(|e| CatalogueError::Format {
            file: path.to_path_buf(),
            reason: e.to_string(),
        })?;
        let file: File = parse(&text, path)?;
        let dir = path.parent().unwrap_or(Path::new("."));
        let keys = |name: &str| user_key(&dir.join(name));
        let publishers = file
            .publisher
            .into_iter()
            .map(|e| build(e, path, &keys))
            .collect::<Result<_, _>>()?;
        Ok(Self { publishers })
    }

    /// The person's catalogue (if `user` is given and exists) before the bundled one.
    pub fn with_user(user: Option<&Path>) -> Result<Self, CatalogueError> {
        let mut all = match user {
            Some(p) if p.exists() => Self::load_user(p)?,
            _ => Self::default(),
        };
        all.publishers.extend(Self::bundled()?.publishers);
        Ok(all)
    }

    /// Every entry, in the order they are tried.
    pub fn publishers(&self) -> &[Publisher] {
        &self.publishers
    }

    /// The first publisher whose pattern matches the file name `file`, with the values
    /// its name gave. A value with anything but letters, digits and `. _ + -` is not
    /// put into an address: no match.
    pub fn find(&self, file: &str) -> Option<Release<'_>> {
        self.publishers.iter().find_map(|p| {
            let caps = p.files.captures(file)?;
            let mut fields = BTreeMap::new();
            for name in p.files.capture_names().flatten() {
                if let Some(m) = caps.name(name) {
                    if !safe_value(m.as_str()) {
                        return None;
                    }
                    fields.insert(name.to_owned(), m.as_str().to_owned());
                }
            }
            Some(Release {
                publisher: p,
                file: file.to_owned(),
                fields,
            })
        })
    }
}

/// Where the person's own catalogue is: `$XDG_CONFIG_HOME/hashdrop/publishers.toml`
/// (`~/.config/…`); on Windows `%APPDATA%\hashdrop\publishers.toml`.
pub fn user_catalogue_path() -> Option<PathBuf> {
    let var = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let base = if cfg!(windows) {
        var("APPDATA")
    } else {
        var("XDG_CONFIG_HOME")
            .filter(|p| p.is_absolute())
            .or_else(|| var("HOME").map(|h| h.join(".config")))
    };
    base.map(|b| b.join("hashdrop").join("publishers.toml"))
}

fn safe_value(v: &str) -> bool {
    !v.is_empty()
        && v != "."
        && v != ".."
        && v.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._+-".contains(&b))
}

fn parse(text: &str, file: &Path) -> Result<File, CatalogueError> {
    toml::from_str(text).map_err(|e| CatalogueError::Format {
        file: file.to_path_buf(),
        reason: e.to_string(),
    })
}

fn build(
    e: Entry,
    file: &Path,
    keys_of: &dyn Fn(&str) -> Result<Keyring, String>,
) -> Result<Publisher, CatalogueError> {
    let files = Regex::new(&e.files).map_err(|err| CatalogueError::Pattern {
        file: file.to_path_buf(),
        name: e.name.clone(),
        reason: err.to_string(),
    })?;
    let mut hosts = Vec::new();
    for url in e.lists.iter().chain(&e.signatures) {
        match template_host(url) {
            Some(Some(host)) if !hosts.contains(&host) => hosts.push(host),
            Some(_) => {}
            None => {
                return Err(CatalogueError::Address {
                    file: file.to_path_buf(),
                    name: e.name,
                    url: url.clone(),
                });
            }
        }
    }
    let mut keys = Keyring::empty();
    for key in e.key.map(Keys::names).unwrap_or_default() {
        let ring = keys_of(&key).map_err(|reason| CatalogueError::Key {
            file: file.to_path_buf(),
            name: e.name.clone(),
            key: key.clone(),
            reason,
        })?;
        keys.extend(&ring);
    }
    Ok(Publisher {
        name: e.name,
        files,
        lists: e.lists,
        signatures: e.signatures,
        keys,
        tier: e.tier,
        hosts,
        title: e.title,
        words: e.words,
    })
}

/// The host of an address template: `Some(Some(host))` for `https://HOST/…` with a
/// literal host, `Some(None)` for one relative to the list (`{list}.gpg`), `None` for
/// anything else.
fn template_host(url: &str) -> Option<Option<String>> {
    if url.starts_with("{list}") {
        return Some(None);
    }
    let rest = url.strip_prefix("https://")?;
    let host = rest.split('/').next()?;
    let ok = !host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b".-:".contains(&b));
    ok.then(|| Some(host.to_ascii_lowercase()))
}

fn bundled_keys(file: &str) -> Result<Keyring, String> {
    let b = BUNDLED
        .iter()
        .find(|b| b.file == file)
        .ok_or_else(|| "not a key Hashdrop bundles".to_owned())?;
    let mut ring = Keyring::empty();
    ring.add_bytes(b.bytes, KeyOrigin::Bundled(b))
        .map_err(|e| e.to_string())?;
    Ok(ring)
}

fn user_key(path: &Path) -> Result<Keyring, String> {
    let bytes = read_private(path).map_err(|e| e.to_string())?;
    let mut ring = Keyring::empty();
    ring.add_bytes(&bytes, KeyOrigin::File(path.to_path_buf()))
        .map_err(|e: TrustError| e.to_string())?;
    Ok(ring)
}

/// Reads a file of the person's that decides what is trusted: only when it is theirs
/// and nobody else may change it (on Unix: owned by this user, not group- or
/// world-writable), as the data folder is.
fn read_private(path: &Path) -> Result<Vec<u8>, CatalogueError> {
    use std::io::Read as _;
    let io = |source| CatalogueError::Io {
        file: path.to_path_buf(),
        source,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        let euid = crate::desktop::data_dir::private_dir::euid();
        if meta.uid() != euid || meta.mode() & 0o022 != 0 {
            return Err(CatalogueError::NotPrivate(path.to_path_buf()));
        }
    }
    if !meta.is_file() {
        return Err(CatalogueError::NotPrivate(path.to_path_buf()));
    }
    let mut bytes = Vec::new();
    file.take(MAX_USER_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_USER_FILE {
        return Err(CatalogueError::Format {
            file: path.to_path_buf(),
            reason: format!("larger than {MAX_USER_FILE} bytes"),
        });
    }
    Ok(bytes)
}
