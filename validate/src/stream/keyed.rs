//! What rules remember per key, and the order they report it in.
//!
//! A rule looks up the key of each event it selects once or twice, so what it remembers per key
//! is a hash map: a sorted map compares whole keys at each of its levels, which on a stream of
//! long-lived keys took a fifth of the checker's time. What a map holds is reported in key
//! order, as it was when the maps were sorted, so findings keep their order.

/// A map by key, hashed with foldhash (seeded per process): SipHash took a twentieth of a
/// `--stream` run.
pub(super) type KeyMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;

/// A set of keys, hashed as [`KeyMap`] hashes them.
pub(super) type KeySet<K> = std::collections::HashSet<K, foldhash::fast::RandomState>;

/// The entries of a map, in the order of their keys.
pub(super) fn in_key_order<K: Ord, V>(entries: impl IntoIterator<Item = (K, V)>) -> Vec<(K, V)> {
    let mut entries: Vec<(K, V)> = entries.into_iter().collect();
    entries.sort_unstable_by(|(a, _), (b, _)| a.cmp(b));
    entries
}
