import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { LOCK_NAMESPACE, lockKey, rowsOf, type Db } from '../../db/client.ts';
import { intArray, preparedQuery, preparedStatement } from '../../db/prepared.ts';
import {
  drops,
  dropStock,
  products,
  type DropRow,
  type DropStockRow,
  type ProductRow,
} from '../../db/schema/index.ts';

/** A drop with its counters (one per product, and one per capped size). */
export interface DropRecord {
  drop: DropRow;
  counters: DropStockRow[];
}

/** The product's own counter (`size` ''): every product in a drop has one. */
export const productCounter = (counters: readonly DropStockRow[], productId: number) =>
  counters.find((c) => c.productId === productId && c.size === '');

/** Products of a drop, in the order the admin added them. */
export const productIdsOf = (counters: readonly DropStockRow[]) =>
  counters.filter((c) => c.size === '').map((c) => c.productId);

async function withCounters(db: Db, rows: readonly DropRow[]): Promise<DropRecord[]> {
  if (rows.length === 0) return [];
  const counters = await db
    .select()
    .from(dropStock)
    .where(
      inArray(
        dropStock.dropId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(dropStock.id);
  return rows.map((drop) => ({ drop, counters: counters.filter((c) => c.dropId === drop.id) }));
}

export async function dropById(db: Db, id: number): Promise<DropRecord | undefined> {
  const rows = await db.select().from(drops).where(eq(drops.id, id));
  return (await withCounters(db, rows))[0];
}

/** Published drops that close after `now` (upcoming and live), soonest opening first. */
export async function dropsNotClosed(db: Db, now: Date): Promise<DropRecord[]> {
  const rows = await db
    .select()
    .from(drops)
    .where(and(gt(drops.closesAt, now), eq(drops.draft, false)))
    .orderBy(drops.opensAt, drops.id);
  return withCounters(db, rows);
}

/** Every drop, newest first (the admin's list), or a club's drops only. */
export async function allDrops(db: Db, limit = 100, clubId?: number): Promise<DropRecord[]> {
  const rows = await db
    .select()
    .from(drops)
    .where(clubId === undefined ? undefined : eq(drops.clubId, clubId))
    .orderBy(desc(drops.opensAt), desc(drops.id))
    .limit(limit);
  return withCounters(db, rows);
}

// One round trip, built once (it is on every cart addition and both phases of a placement):
// every counter of every drop that holds one of the products, with its drop.
const governingRows = preparedQuery((db) => {
  const holding = db
    .select({ id: dropStock.dropId })
    .from(dropStock)
    .where(
      and(
        sql`${dropStock.productId} = any(${sql.placeholder('productIds')}::int[])`,
        eq(dropStock.size, ''),
      ),
    );
  return db
    .select({ drop: drops, counter: dropStock })
    .from(dropStock)
    .innerJoin(drops, eq(drops.id, dropStock.dropId))
    .where(and(inArray(dropStock.dropId, holding), eq(drops.draft, false)))
    .orderBy(dropStock.id)
    .prepare('drops_governing');
});

/**
 * The drop each product is sold in: the one that opens last among those holding it (a product
 * is in at most one upcoming or live drop; after its drop closes, it stays closed until the
 * admin puts it in a new one). Products in no drop are absent; a draft drop sells nothing.
 */
export async function governingDrops(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, DropRecord>> {
  const found = new Map<number, DropRecord>();
  if (productIds.length === 0) return found;
  const rows = await governingRows(db).execute({ productIds: intArray([...new Set(productIds)]) });
  const records = new Map<number, DropRecord>();
  for (const { drop, counter } of rows) {
    let record = records.get(drop.id);
    if (!record) records.set(drop.id, (record = { drop, counters: [] }));
    record.counters.push(counter);
  }
  const later = (a: DropRow, b: DropRow) =>
    a.opensAt.getTime() - b.opensAt.getTime() || a.id - b.id;
  for (const record of records.values()) {
    for (const productId of productIdsOf(record.counters)) {
      if (!productIds.includes(productId)) continue;
      const seen = found.get(productId);
      if (!seen || later(record.drop, seen.drop) > 0) found.set(productId, record);
    }
  }
  return found;
}

/**
 * Pieces of a product one student has in a drop (the `drop_pieces` view: every order item of
 * theirs in it, and what their online payments in progress hold for it), read from the student's
 * own orders and payments (`shop_student_drop_pieces`, migrations 0043 and 0045). `exceptPayment` leaves
 * out the payment being finalised.
 */
export async function piecesOfStudent(
  db: Db,
  userId: number,
  dropId: number,
  productId: number,
  exceptPayment?: number,
): Promise<number> {
  const values = { userId, dropId, productId, exceptPayment: exceptPayment ?? null };
  const [row] = rowsOf<{ n: number }>(await studentPieces(db).execute(values));
  return Number(row?.n ?? 0);
}

const studentPieces = preparedStatement(
  'drop_pieces_of_student',
  sql`select shop_student_drop_pieces(${sql.placeholder('userId')}::int,
    ${sql.placeholder('dropId')}::int, ${sql.placeholder('productId')}::int,
    ${sql.placeholder('exceptPayment')}::int) as n`,
);

/** The name and close of each drop of `ids`. */
export function dropEnds(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; name: string; closesAt: Date }[]> {
  return db
    .select({ id: drops.id, name: drops.name, closesAt: drops.closesAt })
    .from(drops)
    .where(inArray(drops.id, [...ids]));
}

/**
 * `piecesOfStudent` under the student's buyer lock of the drop, taken first, in one round trip
 * (`shop_locked_drop_pieces`, ADR 026). The lock serialises one student's pre-orders of one drop
 * (placement under the cart lock, and a late payment's finalisation) until the transaction ends,
 * so the limit's count-then-write holds with any number of parallel orders from one account
 * (ADR 019); the count runs after the lock is granted, so it sees every order committed before.
 */
export async function lockedPiecesOfStudent(
  tx: Db,
  userId: number,
  dropId: number,
  productId: number,
  exceptPayment?: number,
): Promise<number> {
  const key = lockKey(`drop-buyer:${dropId}:${userId}`);
  const values = { key, userId, dropId, productId, exceptPayment: exceptPayment ?? null };
  const [row] = rowsOf<{ n: number }>(await lockedPieces(tx).execute(values));
  return Number(row?.n ?? 0);
}

const lockedPieces = preparedStatement(
  'drop_locked_pieces',
  sql`select shop_locked_drop_pieces(${LOCK_NAMESPACE}::int4, ${sql.placeholder('key')}::int4,
    ${sql.placeholder('userId')}::int, ${sql.placeholder('dropId')}::int,
    ${sql.placeholder('productId')}::int, ${sql.placeholder('exceptPayment')}::int) as n`,
);

/** Pieces taken per product (held and sold), from the product counters and the size counters. */
export function takenByProduct(counters: readonly DropStockRow[]) {
  return productIdsOf(counters).map((productId) => {
    const sizes = counters.filter((c) => c.productId === productId && c.size !== '');
    const own = productCounter(counters, productId)?.taken ?? 0;
    return { productId, taken: own + sizes.reduce((sum, c) => sum + c.taken, 0) };
  });
}

/** The counters of these drops, in counter id order. */
export function countersOfDrops(db: Db, dropIds: readonly number[]): Promise<DropStockRow[]> {
  return db
    .select()
    .from(dropStock)
    .where(inArray(dropStock.dropId, [...dropIds]))
    .orderBy(dropStock.id);
}

/** Gives `quantity` pieces back to a counter (never below none taken). */
export async function untake(db: Db, counterId: number, quantity: number): Promise<void> {
  await db
    .update(dropStock)
    .set({ taken: sql`greatest(${dropStock.taken} - ${quantity}, 0)` })
    .where(eq(dropStock.id, counterId));
}

/** Ids of the published drops live at `now` (opened, not closed). */
export async function liveDropIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: drops.id })
    .from(drops)
    .where(and(lte(drops.opensAt, now), gt(drops.closesAt, now), eq(drops.draft, false)));
  return rows.map((r) => r.id);
}

/** The rows of these products (only those on sale, unless `all`). */
export function productRows(db: Db, ids: readonly number[], all: boolean): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      all
        ? inArray(products.id, [...ids])
        : and(inArray(products.id, [...ids]), eq(products.active, true)),
    );
}

/**
 * Pieces one student has of each product in these drops (`drop_pieces`, read from the student's
 * own orders and payments by `shop_student_pieces`, migration 0045), keyed `dropId:productId`:
 * what the cart and a drop's product page show against each limit, in one query.
 */
export async function piecesOfStudentIn(
  db: Db,
  userId: number,
  dropIds: readonly number[],
): Promise<Map<string, number>> {
  if (dropIds.length === 0) return new Map();
  const rows = rowsOf<{ dropId: number; productId: number; n: number }>(
    await studentPiecesIn(db).execute({ userId, dropIds: intArray(dropIds) }),
  );
  return new Map(rows.map((r) => [`${r.dropId}:${r.productId}`, Number(r.n)]));
}

const studentPiecesIn = preparedStatement(
  'drop_pieces_of_student_in',
  sql`select s.drop_id as "dropId", s.product_id as "productId", sum(s.quantity)::int as n
    from shop_student_pieces(${sql.placeholder('userId')}::int) s
    where s.drop_id = any(${sql.placeholder('dropIds')}::int[])
    group by s.drop_id, s.product_id`,
);
