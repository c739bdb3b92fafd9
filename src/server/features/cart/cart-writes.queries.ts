import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_LINE_QUANTITY, type Size } from '#shared/rules/sizes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { dropProducts } from '../../db/schema/index.ts';
import { lockedStatement, statementWithValues } from '../../db/locked-statement.ts';
import { lastStatementWithCommit } from '../../db/locks.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { cartLines, products, productSizes, type CartLine } from '../../db/schema/index.ts';
import { cartLockName } from './cart-lock.ts';

/**
 * The cart's writes. The usual ones are one statement each under the caller's cart lock, sent
 * in one round trip (`lockedStatement`, bench/README.md); the rest run inside a transaction
 * that already holds the lock (`cartTransaction`).
 */

/** Whether the product is in a drop (drops' `drop_products` view): its lines are pre-orders. */
const inADrop = (productId: SQL | AnyColumn) =>
  sql`exists (select 1 from ${dropProducts} where ${dropProducts.productId} = ${productId})`;

const col = (c: { name: string }) => sql.identifier(c.name);

/** A line's new quantity; one text for the prepared statement and the one-message write. */
const quantitySql = sql`update ${cartLines} set ${col(cartLines.quantity)} = ${sql.placeholder('quantity')},
    ${col(cartLines.updatedAt)} = now() where ${col(cartLines.id)} = ${sql.placeholder('lineId')}`;

/** A new line; one text for the prepared statement and the one-message write. */
const insertSql = sql`insert into ${cartLines} (${col(cartLines.userId)}, ${col(cartLines.productId)},
    ${col(cartLines.size)}, ${col(cartLines.quantity)}, ${col(cartLines.teeName)},
    ${col(cartLines.institutionName)}, ${col(cartLines.teeNumber)})
    values (${sql.placeholder('userId')}, ${sql.placeholder('productId')},
    ${sql.placeholder('size')}, ${sql.placeholder('quantity')}, ${sql.placeholder('teeName')},
    ${sql.placeholder('institutionName')}, ${sql.placeholder('teeNumber')})`;

/** Sets a line's quantity. */
export const setQuantity = (tx: Tx, lineId: number, quantity: number) =>
  setLineQuantity(tx).execute({ lineId, quantity });

const setLineQuantity = preparedStatement('cart_line_set_quantity', quantitySql);

/** Writes a new line (the caller has none of that product, size and names). */
export const insertLine = (
  tx: Tx,
  line: Pick<
    CartLine,
    'userId' | 'productId' | 'size' | 'quantity' | 'teeName' | 'institutionName'
  > & { teeNumber?: string },
) => insertCartLine(tx).execute({ teeNumber: '', ...line });

const insertCartLine = preparedStatement('cart_line_insert', insertSql);

/** An addition's write: a new line, or an existing line's new quantity. */
export type LineWrite = { lineId: number; quantity: number } | Parameters<typeof insertLine>[1];

/**
 * An addition's write; with `last` (nothing follows it in the transaction) it goes with the
 * commit in one message where the transaction allows (`lastStatementWithCommit`): an addition at
 * a drop's opening is a few statements, each a round trip.
 */
export async function writeLine(tx: Tx, write: LineWrite, last: boolean): Promise<void> {
  const text = 'lineId' in write ? quantityText(write) : insertText({ teeNumber: '', ...write });
  if (last && (await lastStatementWithCommit(tx, text))) return;
  if ('lineId' in write) await setQuantity(tx, write.lineId, write.quantity);
  else await insertLine(tx, write);
}

const quantityText = statementWithValues(quantitySql);
const insertText = statementWithValues(insertSql);

/** Moves a line to another size. */
export async function setLineSize(tx: Tx, lineId: number, size: Size): Promise<void> {
  await tx
    .update(cartLines)
    .set({ size, updatedAt: sql`now()` })
    .where(eq(cartLines.id, lineId));
}

/** Deletes a line (the caller checked it is theirs). */
export async function deleteLine(tx: Tx, lineId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.id, lineId));
}

/** The row `addOrDescribe` answers: whether it added, and else what the product is now. */
export interface AdditionFacts {
  added: boolean;
  active: boolean;
  inDrop: boolean;
  isOwnBrand: boolean;
  stock: number | null;
  lines: Pick<CartLine, 'id' | 'quantity' | 'teeName' | 'institutionName'>[];
}

/**
 * Adds the whole quantity, to the line of the same product, size and names or as a new line,
 * when it fits: the product is on sale in that size and in no drop, a club tee has both names
 * (own-brand lines carry none), the line stays within 5 and the stock covers all of the
 * caller's lines of that size. Answers one row (none when there is no such product): whether
 * it added, and the product's facts and the caller's lines of that size as they were before,
 * which is what a refusal's message needs. One statement under the cart lock, one round trip.
 */
export const addOrDescribe = (
  db: Db,
  values: {
    userId: number;
    productId: number;
    size: Size;
    quantity: number;
    teeName: string;
    institutionName: string;
  },
) => addOrDescribeStatement(db, cartLockName(values.userId), values);

const addOrDescribeStatement = lockedStatement<AdditionFacts>('cart_add_or_describe', () => {
  const param = (name: string, type: 'int' | 'text') =>
    sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const names = (name: string) => sql`case when f.own then '' else ${param(name, 'text')} end`;
  return sql`with f as (
      select ${products.id} as id, ${products.active} as active, ${products.isOwnBrand} as own,
        ${productSizes.size} as size,
        ${productSizes.quantity} as stock,
        ${inADrop(products.id)} as in_drop
      from ${products} left join ${productSizes}
        on ${productSizes.productId} = ${products.id} and ${productSizes.size} = ${param('size', 'text')}
      where ${products.id} = ${param('productId', 'int')}),
    added as (
      insert into ${cartLines} (${col(cartLines.userId)}, ${col(cartLines.productId)},
        ${col(cartLines.size)}, ${col(cartLines.quantity)}, ${col(cartLines.teeName)},
        ${col(cartLines.institutionName)})
      select ${param('userId', 'int')}, f.id, f.size, ${param('quantity', 'int')},
        ${names('teeName')}, ${names('institutionName')}
      from f
      where f.active and f.size is not null and not f.in_drop
        and (f.own or (${param('teeName', 'text')} <> '' and ${param('institutionName', 'text')} <> ''))
        and ${param('quantity', 'int')} <= greatest(f.stock, 0) - (
          select coalesce(sum(${cartLines.quantity}), 0) from ${cartLines}
          where ${cartLines.userId} = ${param('userId', 'int')} and ${cartLines.productId} = f.id
            and ${cartLines.size} = f.size)
      on conflict (${col(cartLines.userId)}, ${col(cartLines.productId)}, ${col(cartLines.size)},
        ${col(cartLines.teeName)}, ${col(cartLines.institutionName)}, ${col(cartLines.teeNumber)})
      do update set ${col(cartLines.quantity)} = ${cartLines.quantity} + excluded.quantity,
        ${col(cartLines.updatedAt)} = now()
        where ${cartLines.quantity} + excluded.quantity <= ${sql.raw(String(MAX_LINE_QUANTITY))}
      returning 1)
    select exists (select 1 from added) as "added", f.active as "active", f.in_drop as "inDrop",
      f.own as "isOwnBrand",
      f.stock as "stock", coalesce((
        select json_agg(json_build_object('id', l.id, 'quantity', l.quantity,
          'teeName', l.tee_name, 'institutionName', l.insti_name))
        from ${cartLines} l
        where l.user_id = ${param('userId', 'int')} and l.product_id = f.id and l.size = f.size
      ), '[]'::json) as "lines"
    from f`;
});

/**
 * Sets the quantity of one of the caller's lines whose product is on sale and in no drop (a
 * pre-order's line answers to its drop's limit instead) and that carries no number, when the stock of its size, less the
 * caller's other lines of that size, holds it; answers the line's id, or nothing. One
 * statement under the cart lock, one round trip.
 */
export const setQuantityIfItFits = (
  db: Db,
  values: { lineId: number; userId: number; quantity: number },
) => setQuantityIfItFitsStatement(db, cartLockName(values.userId), values);

const setQuantityIfItFitsStatement = lockedStatement<{ id: number }>(
  'cart_set_quantity_if_it_fits',
  () => {
    const other = alias(cartLines, 'other');
    const quantity = sql`${sql.placeholder('quantity')}::int`;
    const stock = sql`(select greatest(${productSizes.quantity}, 0) from ${productSizes}
    where ${productSizes.productId} = ${cartLines.productId} and ${productSizes.size} = ${cartLines.size})`;
    const inOtherLines = sql`(select coalesce(sum(${other.quantity}), 0) from ${cartLines} ${other}
    where ${other.userId} = ${cartLines.userId} and ${other.productId} = ${cartLines.productId}
      and ${other.size} = ${cartLines.size} and ${other.id} <> ${cartLines.id})`;
    return sql`update ${cartLines}
    set ${sql.identifier(cartLines.quantity.name)} = ${quantity},
      ${sql.identifier(cartLines.updatedAt.name)} = now()
    where ${cartLines.id} = ${sql.placeholder('lineId')}::int
      and ${cartLines.userId} = ${sql.placeholder('userId')}::int
      and exists (select 1 from ${products}
        where ${products.id} = ${cartLines.productId} and ${products.active})
      and not ${inADrop(cartLines.productId)}
      and ${cartLines.teeNumber} = ''
      and ${quantity} <= ${stock} - ${inOtherLines}
    returning ${cartLines.id}`;
  },
);

/**
 * Removes one of the caller's lines, of the product `productId` when it is not null. One
 * statement under the cart lock, one round trip; answers the line's id, or nothing.
 */
export const removeOwnLine = (
  db: Db,
  values: { lineId: number; userId: number; productId: number | null },
) => removeOwnLineStatement(db, cartLockName(values.userId), values);

const removeOwnLineStatement = lockedStatement<{ id: number }>(
  'cart_remove_own_line',
  () => sql`delete from ${cartLines}
    where ${cartLines.id} = ${sql.placeholder('lineId')}::int
      and ${cartLines.userId} = ${sql.placeholder('userId')}::int
      and (${sql.placeholder('productId')}::int is null
        or ${sql.placeholder('productId')}::int = ${cartLines.productId})
    returning ${cartLines.id}`,
);
