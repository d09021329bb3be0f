//! A random number generator for the property-style tests of `sums`, seeded so that a
//! failure replays.

/// A tiny xorshift generator for the property-style tests (no extra crates).
pub(crate) struct RngForTests(u64);

impl RngForTests {
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed | 1)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n` (`n > 0`).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        // Truncation is fine: only a spread of small values is needed.
        (self.next_u64() % n.max(1) as u64) as usize
    }
}
