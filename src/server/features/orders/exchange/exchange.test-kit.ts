import { inArray, sql } from 'drizzle-orm';
import type { Size } from '#shared/rules/sizes.ts';
import type { Db } from '../../../db/client.ts';
import { exchangeRequests } from '../../../db/schema/index.ts';
import { insertProduct, type TestProduct } from '../../../test/db-fixtures.ts';
import { signedUpUser, type SignedUpUser, type TestShop } from '../../../test/test-shop.ts';
import { insertOrder, type SeedOrder } from '../../admin/admin.test-kit.ts';

/** A student with a delivered order (one line of `item`, size M by default) of a fresh tee. */
export async function studentWithDelivered(
  shop: TestShop,
  opts: {
    stock?: Partial<Record<Size, number>>;
    item?: Partial<SeedOrder['items'][number]>;
    deliveryMethod?: SeedOrder['deliveryMethod'];
    tee?: TestProduct;
  } = {},
): Promise<{ student: SignedUpUser; tee: TestProduct; orderId: number; itemId: number }> {
  const tee = opts.tee ?? (await insertProduct(shop.db, { name: 'Quad Tee' }, opts.stock));
  const student = await signedUpUser(shop);
  const order = await insertOrder(shop.db, {
    userId: Number(student.claims.sub),
    email: student.email,
    name: 'Asha Verma',
    deliveryMethod: opts.deliveryMethod ?? 'pickup',
    items: [{ productId: tee.id, size: 'M', delivered: true, ...opts.item }],
  });
  return { student, tee, orderId: order.id, itemId: order.itemIds[0]! };
}

/** How many exchange requests these items have (a refusal writes none). */
export async function exchangeCount(db: Db, itemIds: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(exchangeRequests)
    .where(inArray(exchangeRequests.orderItemId, itemIds));
  return Number(row?.n ?? 0);
}

export const askExchange = (
  shop: TestShop,
  token: string,
  body: { orderItem_id: unknown; size?: unknown; reason?: unknown },
) => shop.call('orders/exchange', body, { token });

/** The order page's exchange field, as the student reads it. */
export async function orderPageExchange(shop: TestShop, token: string, orderId: number) {
  const res = await shop.call('products/my-order', { orderId }, { token });
  return res.json().order.exchange as {
    requests: { exchange_id: number; state: string; fromSize: string; toSize: string }[];
    options: { orderItem_id: number; refusal: string; sizes: string[]; until: number | null }[];
  };
}
