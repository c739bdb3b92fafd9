/**
 * Forgets the oldest entries of a map kept in the order they were last set (delete, then set),
 * while `lapsed` says they answer nothing any more, up to the first one still live. Entries set
 * later rarely lapse sooner, so this keeps a cache that is only read by key from holding every
 * entry a crowd left behind (an opening's 10,000 students), at a step or so per write; one that
 * lapses behind a live one waits for it.
 */
export function dropLapsedEntries<K, V>(map: Map<K, V>, lapsed: (value: V) => boolean): void {
  for (const [key, value] of map) {
    if (!lapsed(value)) return;
    map.delete(key);
  }
}
