// Drops and their counters (docs/product.md#drops, ADR 019, features/drops).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { SIZES, type Size } from '#shared/rules/sizes.ts';
import { DROP_CAP_KINDS, type DropCapKind } from '#shared/rules/drops.ts';
import { id, createdAt, updatedAt, tstz, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { clubs } from './clubs.ts';

/**
 * A pre-order drop: its products can be ordered only from `opens_at` until `closes_at`, at most
 * `per_student_limit` pieces of each product per student, then printed in one run. Closing early
 * moves `closes_at` to the moment it closed. `ready_by` (a date in Indian time) replaces the
 * delivery methods' ready-by days for its items.
 */
export const drops = pgTable(
  'drops',
  {
    id: id(),
    name: text('name').notNull(),
    opensAt: tstz('opens_at').notNull(),
    closesAt: tstz('closes_at').notNull(),
    perStudentLimit: integer('per_student_limit').notNull(),
    /** Names printed on the tees are asked for with each pre-order. */
    namesTaken: boolean('names_taken').notNull().default(false),
    /** A number (0–99) printed on each piece is asked for with each pre-order. */
    numbersTaken: boolean('numbers_taken').notNull().default(false),
    /** No two pieces of the drop (cancelled ones aside) carry the same number. */
    numbersUnique: boolean('numbers_unique').notNull().default(false),
    /** `YYYY-MM-DD`, Indian time. */
    readyBy: text('ready_by').notNull(),
    /** Cash on Delivery (pickup) allowed; online only by default. */
    cashAllowed: boolean('cash_allowed').notNull().default(false),
    /** none (print to order), total (a cap per product) or size (a cap per size). */
    capKind: text('cap_kind').$type<DropCapKind>().notNull().default('none'),
    /** The club whose drop it is (docs/product.md#clubs); null for the shop's own drops. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'restrict' }),
    /** When the admin sent the closed drop to print (its items moved to `printing`), and who. */
    sentToPrintAt: tstz('sent_to_print_at'),
    sentToPrintBy: integer('sent_to_print_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Bumped by every edit (an edit from an older page is refused). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('drops_window_valid', sql`${t.closesAt} > ${t.opensAt}`),
    check('drops_limit_valid', sql`${t.perStudentLimit} between 1 and 20`),
    check('drops_cap_kind_valid', oneOf(t.capKind, DROP_CAP_KINDS)),
    index('drops_closes_idx').on(t.closesAt),
  ],
);

/**
 * A drop's counters, one per product (`size` = '': the product's row, which also says the
 * product is in the drop) and one per size when the drop caps sizes. A pre-order takes from its
 * size's row when there is one, else from the product's row, by a conditional increment of
 * `taken` (ADR 019): `cap` null counts without a limit (print to order).
 */
export const dropStock = pgTable(
  'drop_stock',
  {
    id: id(),
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** '' for the product's row, else one of the sizes. */
    size: text('size').$type<Size | ''>().notNull().default(''),
    cap: integer('cap'),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    unique('drop_stock_unique').on(t.dropId, t.productId, t.size),
    index('drop_stock_product_idx').on(t.productId),
    check('drop_stock_size_valid', sql`${t.size} = '' or ${oneOf(t.size, SIZES)}`),
    check(
      'drop_stock_taken_valid',
      sql`${t.taken} >= 0 and (${t.cap} is null or ${t.taken} <= ${t.cap})`,
    ),
    check('drop_stock_cap_valid', sql`${t.cap} is null or ${t.cap} between 1 and 100000`),
  ],
);

export type DropRow = typeof drops.$inferSelect;
export type DropStockRow = typeof dropStock.$inferSelect;
