/**
 * Reads kept for a short while per database handle and key: a crowd asking for the same thing
 * (a drop's page, its line's polls, Home's drops strip) is answered from one read instead of one
 * query each. A read is kept from when it started, for at most `keepMs` of the shop's clock (a
 * clock that went back reads again); at most `max` keys per handle, the oldest touched dropped
 * first, so unknown ids cannot fill the memory; a read that fails is not kept.
 */
export class KeptReads<K, V> {
  private readonly byOwner = new WeakMap<object, Map<K, { at: number; read: Promise<V> }>>();

  constructor(private readonly max: number) {}

  /** The kept read of `key` when it is younger than `keepMs` at `now` (epoch ms), else `read()`. */
  get(owner: object, key: K, now: number, keepMs: number, read: () => Promise<V>): Promise<V> {
    let reads = this.byOwner.get(owner);
    if (!reads) this.byOwner.set(owner, (reads = new Map()));
    const kept = reads.get(key);
    if (kept && now - kept.at < keepMs && now >= kept.at) return kept.read;
    const fresh = read();
    reads.delete(key);
    reads.set(key, { at: now, read: fresh });
    if (reads.size > this.max) reads.delete(reads.keys().next().value!);
    const all = reads;
    fresh.catch(() => all.get(key)?.read === fresh && all.delete(key));
    return fresh;
  }

  /** Everything kept for `owner` is read anew (this process changed what was read). */
  forget(owner: object): void {
    this.byOwner.delete(owner);
  }
}
