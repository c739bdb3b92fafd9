import type { Db } from '../../db/client.ts';
import {
  catalogVersion,
  productOnSale,
  productsOnSale,
  type ProductRecord,
} from './catalog.queries.ts';

/**
 * The public catalogue in memory: the list of products on sale and each product, read from the
 * database once and kept until the catalogue changes, so a drop's browsing crowd costs no queries.
 *
 * Freshness across server instances: every change to products, sizes (stock included) or images
 * bumps the `catalog_version` row in the changing transaction itself (database triggers, see the
 * migration that made the table), whichever code or process made it. Each instance reads that
 * version when it serves a read and its last check is `checkEveryMs` or more old; a new version
 * drops everything. So an admin edit or a sale on one instance is served by every other within
 * `checkEveryMs` (plus one query). Writes made through this instance call `changed()` so it
 * serves them at once.
 */
export interface CatalogCache {
  /** Every product on sale, newest first. The same array is handed out until a change. */
  products(): Promise<ProductRecord[]>;
  /** One product on sale, or undefined (not kept: unknown ids cannot fill the memory). */
  product(id: number): Promise<ProductRecord | undefined>;
  /** This process changed the catalogue (after its transaction committed): forget it all now. */
  changed(): void;
}

export interface CatalogCacheOptions {
  /** How old the last version check may be before a read checks again; 0 checks on every read. */
  checkEveryMs: number;
  /** Milliseconds now (tests may move it). */
  now?: () => number;
}

interface Generation {
  /** The catalogue version these entries were read at or after; -1 when not checked yet. */
  version: number;
  entries: Map<string, Promise<unknown>>;
}

export function createCatalogCache(db: Db, options: CatalogCacheOptions): CatalogCache {
  const now = options.now ?? Date.now;
  let generation: Generation = { version: -1, entries: new Map() };
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;

  async function check() {
    // The version is read before any entry of its generation: data loaded after it is at
    // least that fresh (a later change bumps the version again and is seen at the next check).
    const startedAt = now();
    const version = await catalogVersion(db);
    if (version !== generation.version) generation = { version, entries: new Map() };
    checkedAt = startedAt;
  }

  async function current(): Promise<Generation> {
    if (now() - checkedAt >= options.checkEveryMs) {
      // Concurrent reads share one check.
      checking ??= check().finally(() => (checking = undefined));
      await checking;
    }
    return generation;
  }

  /** The entry `key` of the current generation, loaded once; failures and misses are not kept. */
  async function kept<T>(key: string, load: () => Promise<T>): Promise<T> {
    const { entries } = await current();
    let entry = entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      entries.set(key, entry);
      entry.then(
        (value) => value === undefined && entries.delete(key),
        () => entries.delete(key),
      );
    }
    return entry;
  }

  return {
    products: () => kept('products', () => productsOnSale(db)),
    product: (id) => kept(`product:${id}`, () => productOnSale(db, id)),
    changed() {
      generation = { version: -1, entries: new Map() };
      checkedAt = -Infinity;
    },
  };
}
