//! The publisher's own signed answer for a file that came alone (an `.iso` without its
//! `SHA256SUMS`): the catalogue says, from the file's name, who publishes it and where
//! the signed list lives (current place, then archive); the list and its signature are
//! fetched over HTTPS only when the person asks, bounded and cached; the signature is
//! judged by [`crate::trust`] with that publisher's keys alone, and the list read by
//! [`crate::sums`].
//!
//! It sits above `sums` and `trust`; the CLI and the window call [`ask`].

mod answer;
mod cache;
mod catalogue;
mod fetch;

#[cfg(test)]
mod tests;

pub use answer::{
    Answer, Evidence, ListUsed, NoAnswer, SignatureUsed, SignedBy, ask, ask_knowing, ask_with_list,
};
pub use cache::Cache;
pub use catalogue::{Catalogue, CatalogueError, Publisher, Release, Tier, user_catalogue_path};
pub use fetch::{ConnectTo, FetchError, Fetcher, Limits, What, parse_connect_to};

/// The cache of fetched lists in the app's data folder (`publishers/`), if it has one.
pub fn default_cache() -> Option<Cache> {
    crate::desktop::data_dir::location().map(|d| Cache::in_dir(d.join("publishers")))
}
