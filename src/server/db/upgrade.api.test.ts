import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/db-harness.ts';
import { emptyDatabase, migrationsUpTo } from '../test/migrations-up-to.ts';
import { logIn, startTestShop, TEST_ADMIN_EMAIL, type TestShop } from '../test/test-shop.ts';
import { hashPassword } from '../features/auth/password.ts';
import { rowsOf, type Db } from './client.ts';
import { migrationJournal, runMigrations } from './migrate.ts';
import { ORDER_NUMBER_PATTERN } from '#shared/rules/order-number.ts';
import { financialYearOf } from '../features/orders/invoice/invoice-number.ts';

/**
 * Upgrades keep the data: a database built by the first release's migrations, holding what a
 * shop in use holds (accounts, catalogue, carts, wishlists, orders paid both ways, a payment with
 * its events and stock hold, forms, pending mail, a sign-up in progress), is migrated by today's
 * start, and a new shop shows all of it through the API and keeps working on it.
 * The rows are written with SQL for that release's schema (drizzle/0000_init.sql), which never
 * changes; so every later migration runs over real rows.
 */
const FIRST_RELEASE = '0000_init';

const STUDENT = { email: 'asha.upgrade@campus.example', password: 'correct horse battery' };
const ADMIN = { email: TEST_ADMIN_EMAIL, password: 'admin password for upgrades' };

/** The shop's data as the first release stored it. */
async function fillFirstReleaseDatabase(db: Db) {
  const student = sql`(select id from users where email = ${STUDENT.email})`;
  const product = (name: string) => sql`(select id from products where name = ${name})`;
  const size = (name: string, s: string) =>
    sql`(select id from product_sizes where product_id = ${product(name)} and size = ${s})`;
  const statements = [
    sql`insert into users (email, name, phone, password_hash, role, gender, address, city, state, pin_code)
        values (${STUDENT.email}, 'Asha Verma', '9876543210', ${await hashPassword(STUDENT.password)},
                'customer', 'Female', '12 Lake Road', 'Chennai', 'Tamil Nadu', '600036'),
               (${ADMIN.email}, 'Shop Admin', '', ${await hashPassword(ADMIN.password)},
                'admin', '', '', '', '', '')`,
    sql`insert into products (name, details, description, price_paise, style, tags, is_instibuzz)
        values ('Upgrade Tee', 'Upgrade Tee Regular - White', 'A tee from the first release.',
                49900, 'regular', '{regular,campus}', true),
               ('Club Hoodie', 'Club Hoodie - Navy', 'Sponsored by the club.',
                129900, 'sponsered', '{club}', false)`,
    sql`insert into product_sizes (product_id, size, quantity)
        select p.id, s.size, s.quantity from products p,
          (values ('Upgrade Tee', 'M', 5), ('Upgrade Tee', 'L', 3), ('Club Hoodie', 'L', 4))
            as s(product, size, quantity)
        where p.name = s.product`,
    sql`insert into product_images (product_id, position, url, alt)
        values (${product('Upgrade Tee')}, 0, '/uploads/images/upgrade-tee-front.webp', 'front'),
               (${product('Club Hoodie')}, 0, '/uploads/images/club-hoodie-front.webp', 'front')`,
    sql`insert into addresses (user_id, address1, address2, city, state, pin_code)
        values (${student}, '12 Lake Road', 'Flat 3', 'Chennai', 'Tamil Nadu', '600036')`,
    sql`insert into cart_lines (user_id, product_id, size, quantity, tee_name, insti_name)
        values (${student}, ${product('Upgrade Tee')}, 'L', 1, 'ASHA', 'IITM')`,
    sql`insert into wishlist_items (user_id, product_id) values (${student}, ${product('Club Hoodie')})`,
    // Cash on Delivery to the hostel three days ago: the hoodie handed over, the tees not yet.
    sql`insert into orders (user_id, status, payment_method, delivery_method, hostel_address,
          subtotal_paise, delivery_charge_paise, total_paise, customer_name, customer_phone,
          customer_email, created_at)
        values (${student}, 'placed', 'cod', 'hostel', 'Saraswathi Hostel, Room 12', 229700, 1900,
                231600, 'Asha Verma', '9876543210', ${STUDENT.email}, now() - interval '3 days')`,
    sql`insert into order_items (order_id, product_id, product_name, product_details,
          product_style, product_image_url, is_instibuzz, size, quantity, unit_price_paise,
          is_delivered, delivered_at)
        select o.id, ${product('Upgrade Tee')}, 'Upgrade Tee', 'Upgrade Tee Regular - White',
               'regular', '/uploads/images/upgrade-tee-front.webp', true, 'M', 2, 49900, false, null
          from orders o where o.payment_method = 'cod'
        union all
        select o.id, ${product('Club Hoodie')}, 'Club Hoodie', 'Club Hoodie - Navy', 'sponsered',
               '/uploads/images/club-hoodie-front.webp', false, 'L', 1, 129900, true,
               now() - interval '1 day'
          from orders o where o.payment_method = 'cod'`,
    // Paid online for home delivery yesterday: payment, its webhook report, the consumed hold.
    sql`insert into orders (user_id, merchant_order_ref, payment_method, delivery_method,
          address1, address2, city, state, pin_code, subtotal_paise, delivery_charge_paise,
          total_paise, transaction_id, customer_name, customer_phone, customer_email, created_at)
        values (${student}, 'MO-UPGRADE-1', 'online', 'delivery', '12 Lake Road', 'Flat 3',
                'Chennai', 'Tamil Nadu', '600036', 49900, 9900, 59800, 'T-UPGRADE-1',
                'Asha Verma', '9876543210', ${STUDENT.email}, now() - interval '1 day')`,
    sql`insert into order_items (order_id, product_id, product_name, product_details,
          product_style, product_image_url, is_instibuzz, size, quantity, unit_price_paise,
          tee_name, insti_name)
        select id, ${product('Upgrade Tee')}, 'Upgrade Tee', 'Upgrade Tee Regular - White',
               'regular', '/uploads/images/upgrade-tee-front.webp', true, 'L', 1, 49900,
               'ASHA', 'IITM'
          from orders where merchant_order_ref = 'MO-UPGRADE-1'`,
    sql`insert into payments (merchant_order_ref, user_id, amount_paise, state, provider,
          provider_order_id, provider_transaction_id, checkout, order_id)
        select 'MO-UPGRADE-1', ${student}, 59800, 'completed', 'phonepe', 'OMO-UPGRADE-1',
               'T-UPGRADE-1', '{"deliveryMethod":"delivery"}'::jsonb, id
          from orders where merchant_order_ref = 'MO-UPGRADE-1'`,
    sql`insert into payment_events (payment_id, source, payload)
        select id, 'webhook', '{"state":"COMPLETED"}'::jsonb from payments`,
    sql`insert into stock_holds (payment_id, product_size_id, quantity, state, expires_at, settled_at)
        select id, ${size('Upgrade Tee', 'L')}, 1, 'consumed', now(), now() from payments`,
    sql`insert into size_requests (product_id, user_id, email, quantity, size, comments)
        values (${product('Upgrade Tee')}, ${student}, ${STUDENT.email}, 2, 'XL', 'For my wing')`,
    sql`insert into tickets (kind, name, email, number, comment, services)
        values ('ticket', 'Club Secretary', 'club.upgrade@campus.example', '9876543210',
                'Need 200 tees', '{design}')`,
    sql`insert into mail_outbox ("to", subject, text, kind)
        values (${STUDENT.email}, 'Your order', 'Thank you', 'order-placed')`,
    sql`insert into otp_challenges (email, purpose, code_hash, pending_signup, expires_at)
        values ('newcomer.upgrade@campus.example', 'signup', 'not-a-real-hash',
                '{"name":"New Comer","passwordHash":"$argon2id$old","phone":"9999999999"}'::jsonb,
                now() + interval '10 minutes')`,
  ];
  for (const statement of statements) await db.execute(statement);
}

describe.each(testEngines())('upgrading a database in use on %s', (engine) => {
  let database: TestDatabase;
  let shop: TestShop;
  let firstRelease: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    firstRelease = await migrationsUpTo(FIRST_RELEASE);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.close();
    await rm(firstRelease, { recursive: true, force: true });
  });

  const call = async (path: string, body: Record<string, unknown>, token: string) => {
    const res = await shop.call(path, body, { token });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json();
  };

  it("keeps every account, product, cart, order, payment and form through today's migrations", async () => {
    await emptyDatabase(database.db);
    await runMigrations(database, { migrationsFolder: firstRelease });
    await fillFirstReleaseDatabase(database.db);

    await runMigrations(database); // what the new release does when it starts
    const applied = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
    );
    expect(applied[0]!.n).toBe((await migrationJournal()).entries.length);

    shop = await startTestShop(database.db);
    const token = await logIn(shop, STUDENT.email, STUDENT.password);

    expect(await call('auth/get-user-details', {}, token)).toMatchObject({
      name: 'Asha Verma',
      email: STUDENT.email,
      phoneNumber: '9876543210',
      gender: 'Female',
      city: 'Chennai',
      pinCode: '600036',
    });
    expect(await call('auth/get-user-addresses', {}, token)).toMatchObject([
      { address1: '12 Lake Road', address2: 'Flat 3', city: 'Chennai', pinCode: '600036' },
    ]);
    expect((await call('products/getProductsInCart', {}, token)).products).toMatchObject([
      { size: 'L', quantity: 1, teeName: 'ASHA', instiName: 'IITM' },
    ]);
    expect((await call('products/get-wishlisted-products', {}, token)).products).toMatchObject([
      { name: 'Club Hoodie', price: 1299, style: 'sponsered', isInstibuzz: false },
    ]);

    const mine = (await call('products/orders', {}, token)).products;
    expect(mine).toMatchObject([
      {
        transactionId: 'T-UPGRADE-1',
        subTotal: 499,
        deliveryCharges: 99,
        deliveryMethod: 'delivery',
        deliveryAddresses: { address1: '12 Lake Road', city: 'Chennai', pinCode: '600036' },
        productsOrdered: [{ size: 'L', quantity: 1, price: 499, teeName: 'ASHA' }],
      },
      {
        subTotal: 2297,
        deliveryCharges: 19,
        deliveryMethod: 'hostel',
        hostelAddress: 'Saraswathi Hostel, Room 12',
        productsOrdered: expect.arrayContaining([
          expect.objectContaining({
            size: 'M',
            quantity: 2,
            price: 499,
            isDelivered: false,
            step: 'placed',
          }),
          expect.objectContaining({
            size: 'L',
            quantity: 1,
            price: 1299,
            isDelivered: true,
            // Migrated to the delivered step at its delivery time (docs/product.md#order-steps).
            step: 'delivered',
            steps: [
              { step: 'placed', at: expect.any(Number) },
              { step: 'delivered', at: expect.any(Number) },
            ],
          }),
        ]),
      },
    ]);
    expect(mine[0].transactionId).toBe('T-UPGRADE-1');
    expect(mine[1].transactionId).toBeUndefined();
    // Orders from before order numbers got theirs with the migration, each its own.
    const whole = (await call('products/my-orders', {}, token)).orders as Array<{
      orderNumber: string;
    }>;
    expect(whole.map((o) => o.orderNumber)).toEqual([
      expect.stringMatching(ORDER_NUMBER_PATTERN),
      expect.stringMatching(ORDER_NUMBER_PATTERN),
    ]);
    expect(whole[0]!.orderNumber).not.toBe(whole[1]!.orderNumber);

    const adminToken = await logIn(shop, ADMIN.email, ADMIN.password);
    const all = await call('products/allOrders', { page: 1 }, adminToken);
    expect(all.total).toBe(2);
    expect(all.products.map((o: { order_id: number }) => o.order_id)).toEqual(
      mine.map((o: { order_id: number }) => o.order_id),
    );
    const inbox = await call('admin/inbox', {}, adminToken);
    expect(inbox.open).toEqual({ sizeRequest: 1, ticket: 1, collab: 0, help: 0 });
    expect(inbox.entries).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'sizeRequest', email: STUDENT.email }),
        expect.objectContaining({ kind: 'ticket', email: 'club.upgrade@campus.example' }),
      ]),
    );

    // A sign-up in progress keeps its name; the password hash the first release kept is gone.
    const [pending] = rowsOf<{ pending_signup: Record<string, unknown> }>(
      await database.db.execute(sql`select pending_signup from otp_challenges`),
    );
    expect(pending!.pending_signup).toEqual({ name: 'New Comer' });

    // And the shop goes on working on the old rows: the cart from before becomes an order.
    const placed = await call('payment/confirm', { deliveryMethod: 'pickup' }, token);
    expect(placed.order_id).toBeGreaterThan(Math.max(...all.products.map(orderIdOf)));
    const tee = await call(
      `products/get-product-details/${mine[0].productsOrdered[0].product.product_id}`,
      {},
      token,
    );
    expect(tee.sizeQuantities).toEqual(
      expect.arrayContaining([expect.objectContaining({ size: 'L', quantity: 2 })]),
    );
    const now = await call('products/orders', {}, token);
    expect(now.products).toHaveLength(3);

    // Orders from before invoices were numbered as they were placed (the hostel order first);
    // the new one continues the series of its financial year.
    const numbers = now.products.map((o: { date: number; invoiceNumber: string }) => ({
      year: financialYearOf(new Date(o.date)),
      invoiceNumber: o.invoiceNumber,
    }));
    const [newest, paidOnline, hostel] = numbers;
    expect(hostel.invoiceNumber).toBe(`${hostel.year}/000001`);
    expect(paidOnline.invoiceNumber).toBe(
      `${paidOnline.year}/00000${paidOnline.year === hostel.year ? 2 : 1}`,
    );
    expect(newest.invoiceNumber).toBe(
      `${newest.year}/00000${numbers.filter((n: { year: string }) => n.year === newest.year).length}`,
    );
  }, 120_000); // runs every migration twice and the whole API over it: 30 s under a loaded CI
});

const orderIdOf = (o: { order_id: number }) => o.order_id;
