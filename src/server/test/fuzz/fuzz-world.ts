import fc from 'fast-check';
import { SIZES } from '#shared/rules/sizes.ts';
import { STYLES } from '#shared/rules/styles.ts';
import { MAX_ROW_ID } from '#shared/contract/common.ts';
import { collabApplications, payments, sizeRequests, tickets } from '../../db/schema/index.ts';
import { hashPassword } from '../../features/auth/password.ts';
import { insertOrder, signedInAdmin } from '../../features/admin/admin.test-kit.ts';
import { addToCart, cartOf } from '../../features/cart/cart.test-kit.ts';
import { insertProduct, insertUser } from '../db-fixtures.ts';
import { logIn, signedUpUser, TEST_ADMIN_EMAIL, type TestShop } from '../test-shop.ts';
import type { FieldHint } from './zod-arbitrary.ts';

/** A second admin, only ever logged out (ADMIN_EMAILS must name it). */
export const LEAVING_ADMIN = {
  email: 'leaving.admin@campus.example',
  password: 'admin password 2',
};

export type SignedInRole = 'customer' | 'admin';

/**
 * The shop the fuzzer calls: a customer and the admin signed in, and rows of theirs and of
 * another customer (products, cart lines, addresses, orders, size requests, a ticket, a
 * payment), so that generated ids and e-mails reach real records, the caller's and others'.
 */
export interface FuzzWorld {
  tokens: Record<SignedInRole, string>;
  /** A fresh session to end (auth/logout), of an account the fuzzer never names. */
  sessionToEnd(role: SignedInRole): Promise<string>;
  /** Values that mean something for a field, by its name. */
  hint: FieldHint;
}

export async function seedFuzzWorld(shop: TestShop): Promise<FuzzWorld> {
  const db = shop.db;
  const admin = await signedInAdmin(shop);
  await insertUser(db, {
    email: LEAVING_ADMIN.email,
    passwordHash: await hashPassword(LEAVING_ADMIN.password),
  });
  const me = await signedUpUser(shop);
  const other = await signedUpUser(shop);
  const leaving = await signedUpUser(shop);

  const own = await insertProduct(db, { name: 'Quad Tee' });
  const club = await insertProduct(db, { name: 'Club Tee', isOwnBrand: false });
  // Size requests are for sizes out of stock.
  const soldOut = await insertProduct(db, { name: 'Sold Out Tee' }, { XS: 0, S: 0, '2XL': 0 });
  const lineIds: number[] = [];
  for (const who of [me, other]) {
    await addToCart(shop, who, { productId: own.id, selectedSize: 'M', quantity: 2 });
    const names = { teeName: 'Asha', institutionName: 'IIT Madras' };
    await addToCart(shop, who, { productId: club.id, selectedSize: 'L', ...names });
    lineIds.push(...(await cartOf(shop, who)).map((line) => line.orderItem_id));
    const address = {
      address1: '12, Lake Road',
      address2: 'Flat 3',
      pinCode: '600036',
      city: 'Chennai',
      state: 'Tamil Nadu',
    };
    await shop.call('auth/add-user-address', address, { token: who.token });
    const request = { requiredQuantity: 3, requiredSize: 'XS', comments: 'for the team' };
    await shop.call(`products/sizeUnavailable/${own.id}`, request, { token: who.token });
  }
  await shop.call('auth/raiseTicket', { name: 'Arjun', email: other.email, number: '9876500000' });
  await shop.call('auth/collabForm', { name: 'Kavya', email: me.email, number: '9876511111' });
  const hostel = { deliveryMethod: 'hostel', hostel: 'Ganga' };
  await shop.call('payment/order', hostel, { token: other.token });
  const theirs = await insertOrder(db, {
    userId: Number(other.claims.sub),
    items: [{ productId: own.id }, { productId: club.id, delivered: true }],
  });
  const mine = await insertOrder(db, {
    userId: Number(me.claims.sub),
    items: [{ productId: own.id }],
  });

  const rowIds = async (t: typeof tickets | typeof sizeRequests | typeof collabApplications) =>
    (await db.select({ id: t.id }).from(t)).map((r) => r.id);
  const ids = [
    ...[own.id, club.id, soldOut.id, ...Object.values(own.sizeIds), ...lineIds],
    ...[theirs.id, ...theirs.itemIds, mine.id, ...mine.itemIds],
    ...(await rowIds(tickets)),
    ...(await rowIds(sizeRequests)),
    ...(await rowIds(collabApplications)),
    ...[0, -1, MAX_ROW_ID, MAX_ROW_ID + 1],
  ];
  const refs = (await db.select({ ref: payments.merchantOrderRef }).from(payments)).map(
    (r) => r.ref,
  );
  const anId = fc.oneof(
    fc.constantFrom(...ids),
    fc.constantFrom(...ids).map((n) => String(n)),
  );
  const emails = fc.constantFrom(
    me.email,
    other.email,
    TEST_ADMIN_EMAIL,
    me.email.toUpperCase(),
    ` ${other.email} `,
  );
  const hint: FieldHint = (key) => {
    if (/email/i.test(key)) return emails;
    if (key === 'id') return fc.oneof(anId, fc.constantFrom(...refs, 'x'));
    if (/(Id|_id)$/.test(key) || key === 'index') return anId;
    if (['size', 'selectedSize', 'updatedSize', 'requiredSize'].includes(key))
      return fc.constantFrom(...SIZES, 'xl', 'XXL');
    if (/pin/i.test(key)) return fc.constantFrom('600036', '110001', '000000', '60003');
    if (key === 'handoverCode') return fc.constantFrom('4321', '0000', 4321);
    if (key === 'deliveryMethod') return fc.constantFrom('pickup', 'hostel', 'delivery', 'all');
    if (key === 'style') return fc.constantFrom(...STYLES, 'Sponsored', 'HOODIE');
    if (key === 'from' || key === 'to') return fc.constantFrom('2024-02-29', '2025-13-01');
    if (key === 'imageUrl')
      return fc.constant(['/uploads/images/a.webp', 'https://cdn.example/b.webp']);
    return undefined;
  };

  const leavers = {
    customer: { email: leaving.email, password: leaving.password },
    admin: LEAVING_ADMIN,
  };
  return {
    tokens: { customer: me.token, admin: admin.token },
    sessionToEnd: (role) => logIn(shop, leavers[role].email, leavers[role].password),
    hint,
  };
}
