import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, sql } from 'drizzle-orm';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/db-harness.ts';
import { insertProduct, insertUser } from '#server/test/db-fixtures.ts';
import type { Db } from './client.ts';
import {
  addresses,
  cartLines,
  orderItems,
  orders,
  productImages,
  products,
  productSizes,
  sessions,
  users,
  wishlistItems,
} from './schema/index.ts';

/** The database error behind a failed query (drizzle wraps it): its SQLSTATE and constraint. */
async function refusal(query: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await query;
  } catch (error) {
    const cause = ((error as { cause?: unknown }).cause ?? error) as Record<string, unknown>;
    return { code: cause.code as string, constraint: cause.constraint as string };
  }
  throw new Error('the query was accepted');
}

async function placeOrder(db: Db, userId: number, productId: number) {
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      paymentMethod: 'cod',
      deliveryMethod: 'pickup',
      subtotalPaise: 99_800,
      deliveryChargePaise: 0,
      totalPaise: 99_800,
      customerName: 'Test Student',
      customerEmail: 'student@example.com',
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    productName: 'Test Tee',
    productStyle: 'regular',
    isOwnBrand: true,
    size: 'M',
    quantity: 2,
    unitPricePaise: 49_900,
  });
  return order!.id;
}

describe.each(testEngines())('schema rules on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.close());

  it('never lets stock go below zero', async () => {
    const product = await insertProduct(db, {}, { M: 2 });
    const mSize = eq(productSizes.id, product.sizeIds.M);
    expect(await refusal(db.update(productSizes).set({ quantity: -1 }).where(mSize))).toMatchObject(
      { code: '23514', constraint: 'product_sizes_quantity_valid' },
    );

    // The conditional decrement services use: taking 3 of 2 changes no row.
    const take = (n: number) =>
      db
        .update(productSizes)
        .set({ quantity: sql`${productSizes.quantity} - ${n}` })
        .where(and(mSize, gte(productSizes.quantity, n)))
        .returning({ quantity: productSizes.quantity });
    expect(await take(3)).toEqual([]);
    expect(await take(2)).toEqual([{ quantity: 0 }]);
  });

  it('keeps cart quantities within 1 to 5 and merges identical lines', async () => {
    const user = await insertUser(db);
    const product = await insertProduct(db);
    const line = { userId: user.id, productId: product.id, size: 'M' as const, quantity: 5 };
    await db.insert(cartLines).values(line);
    expect(
      await refusal(db.insert(cartLines).values({ ...line, size: 'L', quantity: 6 })),
    ).toMatchObject({ code: '23514', constraint: 'cart_lines_quantity_valid' });
    expect(await refusal(db.insert(cartLines).values(line))).toMatchObject({
      code: '23505',
      constraint: 'cart_lines_line_unique',
    });
    // Another name on the tee is another line.
    await db.insert(cartLines).values({ ...line, teeName: 'Asha', institutionName: 'IIT M' });
  });

  it('refuses values outside the closed sets and upper-case e-mails', async () => {
    expect(await refusal(insertProduct(db, { style: 'baggy' as 'regular' }))).toMatchObject({
      code: '23514',
      constraint: 'products_style_valid',
    });
    expect(await refusal(insertUser(db, { email: 'Someone@Example.com' }))).toMatchObject({
      code: '23514',
      constraint: 'users_email_lower',
    });
    const user = await insertUser(db);
    expect(await refusal(insertUser(db, { email: user.email }))).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
    });
  });

  it('refuses an order whose total is not subtotal plus delivery', async () => {
    const user = await insertUser(db);
    const bad = db.insert(orders).values({
      userId: user.id,
      paymentMethod: 'online',
      deliveryMethod: 'delivery',
      subtotalPaise: 49_900,
      deliveryChargePaise: 9_900,
      totalPaise: 49_900,
      customerName: 'x',
      customerEmail: user.email,
    });
    expect(await refusal(bad)).toMatchObject({ code: '23514', constraint: 'orders_amounts_valid' });
  });

  it('removes a product with its sizes, images, cart lines and wishlist entries', async () => {
    const user = await insertUser(db);
    const product = await insertProduct(db);
    await db
      .insert(cartLines)
      .values({ userId: user.id, productId: product.id, size: 'S', quantity: 1 });
    await db.insert(wishlistItems).values({ userId: user.id, productId: product.id });

    await db.delete(products).where(eq(products.id, product.id));
    const left = await Promise.all([
      db.select().from(productSizes).where(eq(productSizes.productId, product.id)),
      db.select().from(productImages).where(eq(productImages.productId, product.id)),
      db.select().from(cartLines).where(eq(cartLines.productId, product.id)),
      db.select().from(wishlistItems).where(eq(wishlistItems.productId, product.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
  });

  it('drops cart lines of a removed size, and keeps sold items when a product goes', async () => {
    const user = await insertUser(db);
    const product = await insertProduct(db);
    await db
      .insert(cartLines)
      .values({ userId: user.id, productId: product.id, size: 'XL', quantity: 1 });
    await db.delete(productSizes).where(eq(productSizes.id, product.sizeIds.XL));
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, user.id))).toEqual([]);

    const orderId = await placeOrder(db, user.id, product.id);
    await db.delete(products).where(eq(products.id, product.id));
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ productId: null, productName: 'Test Tee', quantity: 2 });
  });

  it("removes a user's sessions, addresses and cart, but not a user with orders", async () => {
    const user = await insertUser(db);
    const product = await insertProduct(db);
    await db
      .insert(sessions)
      .values({ jti: crypto.randomUUID(), userId: user.id, expiresAt: new Date() });
    await db.insert(addresses).values({
      userId: user.id,
      address1: 'Room 101, Godavari Hostel',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: '600036',
    });
    await db
      .insert(cartLines)
      .values({ userId: user.id, productId: product.id, size: 'M', quantity: 1 });
    await db.delete(users).where(eq(users.id, user.id));
    const left = await Promise.all([
      db.select().from(sessions).where(eq(sessions.userId, user.id)),
      db.select().from(addresses).where(eq(addresses.userId, user.id)),
      db.select().from(cartLines).where(eq(cartLines.userId, user.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);

    const buyer = await insertUser(db);
    const orderId = await placeOrder(db, buyer.id, product.id);
    // restrict_violation (PostgreSQL 18, PGlite) or foreign_key_violation (earlier versions)
    const { code } = await refusal(db.delete(users).where(eq(users.id, buyer.id)));
    expect(['23001', '23503']).toContain(code);
    await db.delete(orders).where(eq(orders.id, orderId));
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual([]);
  });

  it('rolls a failed transaction back', async () => {
    const product = await insertProduct(db, {}, { M: 4 });
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(productSizes)
          .set({ quantity: 1 })
          .where(eq(productSizes.id, product.sizeIds.M));
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    const [size] = await db
      .select({ quantity: productSizes.quantity })
      .from(productSizes)
      .where(eq(productSizes.id, product.sizeIds.M));
    expect(size?.quantity).toBe(4);
  });
});
