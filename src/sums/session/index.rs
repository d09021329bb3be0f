//! An index of a list's entries by a byte key (a name's last component, a digest),
//! built in one pass with no allocation per entry: a list of a million lines is indexed
//! in a moment on the thread that read it, where a map of owned keys to vectors cost
//! four allocations a line.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

/// Entry numbers by the hash of their key, sorted; a lookup takes the run with the key's
/// hash and leaves it to the caller to compare the keys themselves (two keys may share
/// a hash). The hasher is keyed at random, so a list cannot be made to collide on
/// purpose and turn lookups slow.
#[derive(Debug, Default)]
pub(super) struct KeyIndex {
    pairs: Vec<(u64, usize)>,
    hasher: RandomState,
}

impl KeyIndex {
    /// Indexes each `(entry, key)` pair; an entry may come with several keys.
    pub(super) fn build<K: AsRef<[u8]>>(keys: impl Iterator<Item = (usize, K)>) -> Self {
        let hasher = RandomState::new();
        let mut pairs: Vec<(u64, usize)> = keys
            .map(|(i, k)| (hasher.hash_one(k.as_ref()), i))
            .collect();
        pairs.sort_unstable();
        pairs.dedup();
        Self { pairs, hasher }
    }

    /// The entries whose key may be `key`, in entry order (the caller checks each).
    pub(super) fn candidates(&self, key: &[u8]) -> impl Iterator<Item = usize> + '_ {
        let h = self.hasher.hash_one(key);
        let start = self.pairs.partition_point(|&(x, _)| x < h);
        self.pairs[start..]
            .iter()
            .take_while(move |&&(x, _)| x == h)
            .map(|&(_, i)| i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_every_entry_of_a_key_in_order_and_only_candidates() {
        let keys: [(usize, &[u8]); 5] = [(0, b"a"), (1, b"b"), (2, b"a"), (2, b"a"), (3, b"c")];
        let index = KeyIndex::build(keys.into_iter());
        let a: Vec<usize> = index.candidates(b"a").collect();
        assert_eq!(a, [0, 2], "each entry once, in order");
        assert_eq!(index.candidates(b"c").collect::<Vec<_>>(), [3]);
        assert_eq!(index.candidates(b"zz").count(), 0);
    }
}
