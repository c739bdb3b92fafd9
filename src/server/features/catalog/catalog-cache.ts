import type { ProductDrop } from '#shared/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { databaseUnreachable } from '../../db/connection-errors.ts';
import {
  catalogState,
  productOnSale,
  productsOnSale,
  sizesChangedSince,
  type ProductRecord,
  type SizeStock,
} from './catalog.queries.ts';

/**
 * The public catalogue in memory: the list of products on sale and each product, read from the
 * database once and kept until the catalogue changes, so a drop's browsing crowd costs no queries.
 *
 * Freshness across server instances: every change to products, sizes (stock included) or images
 * bumps the `catalog_version` row in the changing transaction itself (database triggers, see the
 * migrations that made and extended the table), whichever code or process made it. Each instance
 * reads that version when it serves a read and its last check is `checkEveryMs` or more old. A
 * new version that only moved stock (a sale, a payment's hold, a cancellation) refreshes the
 * sizes of the products the triggers logged, in one query; any other change drops everything.
 * So an admin edit or a sale on one instance is served by every other within `checkEveryMs`
 * (plus a query or two), and a sale does not make each instance read thousands of products
 * again. Writes made through this instance call `changed()` (an admin edit: drop everything) or
 * `stockMoved()` (a sale: check at the next read, patching only the sizes sold) so it serves
 * them at once.
 *
 * While the database cannot be reached, reads are answered from what this instance read last,
 * each product a copy marked `stale` (docs/product.md#when-the-database-is-down): students can
 * still look around; the stock shown is not known to be true, so nothing can be bought from it.
 */
export interface CatalogCache {
  /** Every product on sale, newest first. The same array is handed out until a change. */
  products(): Promise<ProductRecord[]>;
  /** One product on sale, or undefined (not kept: unknown ids cannot fill the memory). */
  product(id: number): Promise<ProductRecord | undefined>;
  /**
   * Whether a visitor with `key` may open the product: one in a link-only drop (`linkOnly`) only
   * with the drop's secret (docs/product.md#members-only-drops); any other at once.
   */
  opens(product: ProductRecord, key: string | undefined): Promise<boolean>;
  /** This process changed the catalogue (after its transaction committed): forget it all now. */
  changed(): void;
  /**
   * This process moved stock (an order or a payment's hold, after its commit): the next read
   * checks the version first, even within `checkEveryMs`, so the buyer's next page shows it.
   */
  stockMoved(): void;
}

export interface CatalogCacheOptions {
  /** How old the last version check may be before a read checks again; 0 checks on every read. */
  checkEveryMs: number;
  /** Milliseconds now (tests may move it). */
  now?: () => number;
  /**
   * The drops area's marks for the products read (docs/product.md#drops), with the shop's clock
   * that decides their states. A drop's edits bump the catalogue version (triggers on `drops`
   * and `drop_stock` rows, not on their counters); its opening and closing are moments, so the
   * cache forgets everything when the first of them passes.
   */
  drops?: {
    marks: (db: Db, productIds: readonly number[], now: Date) => Promise<Map<number, ProductDrop>>;
    nextTurn: (marks: Iterable<ProductDrop>) => number;
    clock: () => Date;
    /** Products left out of the list (and so of search and the sitemap): a link-only drop's. */
    unlisted?: (db: Db, productIds: readonly number[]) => Promise<ReadonlySet<number>>;
    /** Whether `key` is the secret of the link-only drop the product is in. */
    holdsLink?: (db: Db, productId: number, key: string) => Promise<boolean>;
  };
}

/** The list of products on sale, or one product by id. */
type Key = 'list' | number;

interface Generation {
  /**
   * Every entry holds data at least as fresh as this catalogue version (read at or after it, or
   * patched with what changed up to it); -1 when not checked yet.
   */
  version: number;
  entries: Map<Key, Promise<unknown>>;
}

const emptyAt = (version: number): Generation => ({ version, entries: new Map() });

/** `entry` kept under `key` while it lasts: failures and misses are not kept. */
function keep(entries: Generation['entries'], key: Key, entry: Promise<unknown>) {
  entries.set(key, entry);
  const forget = () => entries.get(key) === entry && entries.delete(key);
  entry.then((value) => value === undefined && forget(), forget);
}

/**
 * `known` brought to `version`, which changed only the stock of the products in `sizes` (their
 * sizes as read after that version): those products are new objects (so their replies are made
 * again), every other one stays the same object. Entries still loading are patched when they
 * arrive: whatever they read is at least `known.version`, so the same patch brings them to
 * `version` (a later change is a later version, patched at a later check).
 */
function patched(known: Generation, version: number, sizes: Map<number, SizeStock[]>) {
  const patch = (product: ProductRecord): ProductRecord => {
    const changed = sizes.get(product.id);
    return changed ? { ...product, sizes: changed } : product;
  };
  const next = emptyAt(version);
  for (const [key, entry] of known.entries) {
    if (key === 'list') {
      const list = entry as Promise<ProductRecord[]>;
      keep(
        next.entries,
        key,
        list.then((products) =>
          products.some((p) => sizes.has(p.id)) ? products.map(patch) : products,
        ),
      );
    } else if (sizes.has(key)) {
      const one = entry as Promise<ProductRecord | undefined>;
      keep(
        next.entries,
        key,
        one.then((product) => product && patch(product)),
      );
    } else keep(next.entries, key, entry);
  }
  return next;
}

/** What an instance read last: every product on sale, and each product read alone since. */
interface LastRead {
  list?: ProductRecord[];
  byId: Map<number, ProductRecord>;
}

/** Copies marked stale, one per record read, so a stale reply is serialised once per outage. */
const staleCopies = new WeakMap<ProductRecord, ProductRecord>();
function staleCopy(product: ProductRecord): ProductRecord {
  let copy = staleCopies.get(product);
  if (!copy) staleCopies.set(product, (copy = { ...product, stale: true }));
  return copy;
}

/** `read()`, or when the database cannot be reached, `fallback()` if it has an answer. */
async function orLastRead<T>(read: () => Promise<T>, fallback: () => T | undefined): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const kept = databaseUnreachable(error) ? fallback() : undefined;
    if (kept === undefined) throw error;
    return kept;
  }
}

export function createCatalogCache(db: Db, options: CatalogCacheOptions): CatalogCache {
  const now = options.now ?? Date.now;
  const lastRead: LastRead = { byId: new Map() };
  let generation = emptyAt(-1);
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;
  // stockMoved() calls so far, and how many of them the last finished check started after.
  let moves = 0;
  let movesChecked = 0;
  // When a drop named by a kept product opens or closes: its state on the cards changes then.
  let dropTurnsAt = Infinity;

  async function check() {
    // The version is read before any data of its generation: data loaded after it is at least
    // that fresh (a later change bumps the version again and is seen at the next check).
    const startedAt = now();
    const movesSeen = moves;
    const known = generation;
    const { version, reloadBelow } = await catalogState(db);
    if (version === known.version) {
      // Unchanged.
    } else if (known.version >= reloadBelow && version > known.version) {
      // Stock moved, nothing else: the log names the products since our version.
      const sizes = await sizesChangedSince(db, known.version);
      // changed() meanwhile dropped everything: what was loaded since is not kept.
      generation = generation === known ? patched(known, version, sizes) : emptyAt(version);
    } else generation = emptyAt(version);
    if (generation.entries.size === 0) dropTurnsAt = Infinity;
    checkedAt = startedAt;
    movesChecked = Math.max(movesChecked, movesSeen);
  }

  /** Concurrent reads share one check. */
  const shared = () => (checking ??= check().finally(() => (checking = undefined)));

  async function current(): Promise<Generation> {
    if (options.drops && options.drops.clock().getTime() >= dropTurnsAt) {
      // A drop opened or closed: what was read says otherwise (same data, so the same version).
      generation = emptyAt(generation.version);
      dropTurnsAt = Infinity;
    }
    const moved = moves;
    if (now() - checkedAt >= options.checkEveryMs || movesChecked < moved) {
      await shared();
      // A check already running when the stock moved may have read the version before it.
      if (movesChecked < moved) await shared();
    }
    return generation;
  }

  /** The entry `key` of the current generation, loaded once. */
  async function kept<T>(key: Key, load: () => Promise<T>): Promise<T> {
    const { entries } = await current();
    let entry = entries.get(key) as Promise<T> | undefined;
    if (!entry) keep(entries, key, (entry = load()));
    return entry;
  }

  /** The products with their drops marked (a new object only for a product in one). */
  async function marked(products: ProductRecord[]): Promise<ProductRecord[]> {
    if (!options.drops || products.length === 0) return products;
    const { marks, nextTurn, clock } = options.drops;
    const found = await marks(
      db,
      products.map((p) => p.id),
      clock(),
    );
    dropTurnsAt = Math.min(dropTurnsAt, nextTurn(found.values()));
    return found.size === 0
      ? products
      : products.map((p) => {
          const drop = found.get(p.id);
          return drop ? { ...p, drop } : p;
        });
  }

  const readList = async () => {
    const all = await marked(await productsOnSale(db));
    const unlisted = await options.drops?.unlisted?.(
      db,
      all.map((p) => p.id),
    );
    const list = unlisted?.size ? all.filter((p) => !unlisted.has(p.id)) : all;
    lastRead.list = list;
    lastRead.byId = new Map(list.map((p) => [p.id, p]));
    return list;
  };
  const readOne = async (id: number) => {
    const one = await productOnSale(db, id);
    const inDrop = one && (await marked([one]))[0];
    // A link-only drop's product is kept marked: its page asks for the link's secret.
    const hidden = inDrop?.drop && (await options.drops?.unlisted?.(db, [id]))?.has(id);
    const product = hidden ? { ...inDrop, linkOnly: true as const } : inDrop;
    if (product) lastRead.byId.set(id, product);
    else lastRead.byId.delete(id);
    return product;
  };

  return {
    products: () =>
      orLastRead(
        () => kept('list', readList),
        () => lastRead.list?.map(staleCopy),
      ),
    product: (id) =>
      orLastRead(
        () => kept(id, () => readOne(id)),
        () => {
          const product = lastRead.byId.get(id);
          return product && staleCopy(product);
        },
      ),
    opens: async (product, key) =>
      !product.linkOnly || (!!key && !!(await options.drops?.holdsLink?.(db, product.id, key))),
    changed() {
      generation = emptyAt(-1);
      dropTurnsAt = Infinity;
      checkedAt = -Infinity;
    },
    stockMoved() {
      moves += 1;
    },
  };
}
