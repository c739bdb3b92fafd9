import type { SessionUser } from '../../lib/caller.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import { dropLapsedEntries } from '../../lib/lapsed-entries.ts';

/**
 * Sessions whose row this instance read, kept `keepMs` (a few seconds) so a student's calls in a
 * burst (add to cart, PLACE ORDER) read the row once (docs/decisions/027). A revocation (logout,
 * a password changed or reset, a role changed) is published on the bus's `sessions` channel
 * after its write committed, and every instance forgets the entries it names before the revoking
 * call answers. Nothing is kept while the bus cannot promise that (`listening()` false), and a
 * row read while a revocation went by is not kept: the read may have come before the write.
 */
export const SESSIONS_CHANNEL = 'sessions';

/** What a revocation names: one session, every session of a user, or all. */
export type Revoked = { jti: string } | { userId: number } | 'all';

const encode = (r: Revoked) =>
  r === 'all' ? 'all' : 'jti' in r ? `jti:${r.jti}` : `user:${r.userId}`;

interface Entry {
  user: SessionUser;
  /** The session's own end (the shop's clock). */
  expiresAt: number;
  /** The end of keeping it here (real time: the bus's wait after a failed publish is real). */
  keptUntil: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private revocations = 0;

  constructor(
    private readonly bus: InvalidationBus,
    private readonly keepMs: number,
    private readonly max = 20_000,
  ) {
    bus.subscribe(SESSIONS_CHANNEL, (message) => this.forget(message));
    bus.onReset(() => this.clear());
  }

  /**
   * Taken before reading a row: `keep` refuses the row when a revocation came in between, and
   * keeps it `keepMs` from this moment, so an entry read before a revocation's write is gone
   * when a revocation that could not be published has waited `keepMs`.
   */
  mark(): { revocations: number; at: number } {
    return { revocations: this.revocations, at: Date.now() };
  }

  /** The kept session of `token`, if kept, not expired and not past its keeping. */
  get(token: string, now: Date): SessionUser | undefined {
    if (this.keepMs <= 0 || !this.bus.listening()) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.keptUntil <= Date.now() || entry.expiresAt <= now.getTime()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  keep(
    token: string,
    user: SessionUser,
    expiresAt: Date,
    mark: { revocations: number; at: number },
  ): void {
    if (this.keepMs <= 0 || !this.bus.listening() || mark.revocations !== this.revocations) return;
    this.dropLapsed();
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    // Last in the map's order, which is then about the order of keeping ends (see dropLapsed).
    this.entries.delete(token);
    this.entries.set(token, {
      user,
      expiresAt: expiresAt.getTime(),
      keptUntil: mark.at + this.keepMs,
    });
  }

  /** How many sessions are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Forgets the entries at the front whose keeping ended. An entry was otherwise only forgotten
   * when its token came again: an opening's 10,000 students each left one behind on every
   * instance (bench/README.md), about half a kB apiece that every full GC walked for nothing.
   */
  private dropLapsed() {
    const now = Date.now();
    dropLapsedEntries(this.entries, (entry) => entry.keptUntil <= now);
  }

  /** Tells every instance (this one first) to forget what `revoked` names; resolves after. */
  revoke(revoked: Revoked): Promise<void> {
    return this.bus.publish(SESSIONS_CHANNEL, encode(revoked));
  }

  private forget(message: string) {
    this.revocations++;
    if (message === 'all') return this.entries.clear();
    const [kind, value] = [
      message.slice(0, message.indexOf(':')),
      message.slice(message.indexOf(':') + 1),
    ];
    for (const [token, entry] of this.entries) {
      const hit = kind === 'jti' ? entry.user.jti === value : String(entry.user.userId) === value;
      if (hit) this.entries.delete(token);
    }
  }

  private clear() {
    this.revocations++;
    this.entries.clear();
  }
}

const caches = new WeakMap<InvalidationBus, SessionCache>();

/** The instance's session cache on `bus` (one per app). */
export function sessionCacheOf(bus: InvalidationBus, keepMs: number): SessionCache {
  let cache = caches.get(bus);
  if (!cache) caches.set(bus, (cache = new SessionCache(bus, keepMs)));
  return cache;
}
