/**
 * Fills a shop database for the "database at size" bench: the demo catalogue (through the
 * shop's own seed, with stand-in images), then generated products, students, orders with their
 * items and payments, carts and wishlists, each table in a few INSERT ... SELECT statements.
 * `growShop` only adds: rows made by an earlier call stay as they are, and the orders, carts
 * and wishlists of a call go to the students that call creates, so a student of the small shop
 * keeps exactly the same orders, cart and wishlist when the shop grows around them.
 *
 * Alone: `npx tsx bench/seed-at-size.ts` fills BENCH_DATABASE_URL (or the embedded database in
 * DATA_DIR) at size, e.g. to try the admin pages on a big shop.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, sql, type SQL } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, rowsOf, type Db, type DbKind } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { startEmbeddedMaintenance } from '../src/server/db/maintenance.ts';
import { products } from '../src/server/db/schema/index.ts';
import { DEMO_CATALOGUE } from '../src/server/db/seed-catalogue.ts';
import { seedDemoCatalogue, type SeedArt } from '../src/server/db/seed.ts';
import { SIZES } from '../src/shared/rules/sizes.ts';

export interface ShopSize {
  /** Products in all, the demo catalogue included; one in ten generated ones is off sale. */
  products: number;
  /** Generated students (e-mail `student{n}@campus.example`). */
  students: number;
  /** Generated orders in all, 1–3 items each, spread over the last two years. */
  orders: number;
}

export const SMALL_SHOP: ShopSize = { products: DEMO_CATALOGUE.length, students: 20, orders: 50 };
export const SHOP_AT_SIZE: ShopSize = { products: 5_000, students: 20_000, orders: 50_000 };

/**
 * One new student in `CART_EVERY` has 1–4 cart lines, one in `WISHLIST_EVERY` 1–5 wishlisted
 * products; some have both (in the small shop, the one with the fullest cart).
 */
const CART_EVERY = 5;
const WISHLIST_EVERY = 4;

/** The shop's sizes as a PostgreSQL array literal (one parameter). */
const sizeList = `{${SIZES.join(',')}}`;

export const STUDENT_EMAIL_PATTERN = 'student%@campus.example';

/** No image files: each image is named after its product, nothing is stored. */
const standInArt: SeedArt = {
  images: async (catalogue) =>
    catalogue.map(() => Array.from({ length: 3 }, () => ({ full: Buffer.alloc(0), variants: [] }))),
  store: async (_storage, name) => `/uploads/images/${name}`,
};

/**
 * The ids of `ids` numbered from 0 (`i`), to pick one by a number worked out beforehand
 * (`join x on x.i = pick`, pick = something % (select count(*) from x)). The pick must not use
 * x's own columns, or the join is a nested loop over x (and so is subscripting a large array).
 */
const numbered = (ids: SQL) =>
  sql`select id, (row_number() over (order by id) - 1)::int as i from (${ids}) ids`;

const one = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await db.execute(query))[0]!;

/**
 * Adds rows until the shop has `target`; returns what each step took (ms). Then does what would
 * have happened by the time a shop is this big: on PostgreSQL autovacuum would have vacuumed and
 * analysed the tables; on PGlite, which has no autovacuum, the shop's own maintenance job
 * (src/server/db/maintenance.ts, at start and hourly) would have. BENCH_UNANALYSED=true leaves
 * PGlite never analysed, as an embedded shop without that job would be.
 */
export async function growShop(
  db: Db,
  target: ShopSize,
  engine: DbKind,
): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  const step = async (name: string, fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    took[name] = Math.round(performance.now() - t0);
  };
  await step('demo catalogue', () =>
    seedDemoCatalogue({
      db,
      storage: { put: () => Promise.reject(new Error('no storage')) },
      log: { info: () => undefined },
      art: standInArt,
    }),
  );
  const before = await one<{ products: number; users: number; orders: number; students: number }>(
    db,
    sql`select (select coalesce(max(id), 0) from products) as products,
      (select coalesce(max(id), 0) from users) as users,
      (select coalesce(max(id), 0) from orders) as orders,
      (select count(*) from users where email like ${STUDENT_EMAIL_PATTERN}) as students`,
  );
  const [productCount] = await db.select({ n: count() }).from(products);
  const ordersBefore = await one<{ n: number }>(db, sql`select count(*) as n from orders`);

  await step('products', () => addProducts(db, productCount!.n, target.products, before.products));
  await step('students', () => addStudents(db, before.students, target.students, before.users));
  await step('orders', () =>
    addOrders(db, ordersBefore.n, target.orders, before.users, before.orders),
  );
  await step('payments', () => addPayments(db, before.orders));
  await step('carts and wishlists', () => addCartsAndWishlists(db, before.users));
  if (engine === 'postgres') await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  else if (process.env.BENCH_UNANALYSED !== 'true') {
    await step('maintenance job (vacuum analyze)', async () => {
      const log = pino({ level: 'warn' });
      // Its first round starts at once; runOnce joins it.
      const job = startEmbeddedMaintenance({ database: { db, kind: engine }, log }, 3_600_000);
      await job.runOnce();
      await job.stop();
    });
  }
  return took;
}

/** Products `from + 1 .. to`, each a variant ("drop") of a demo product, with sizes and images. */
async function addProducts(db: Db, from: number, to: number, maxIdBefore: number) {
  if (to <= from) return;
  const catalogue = JSON.stringify(
    DEMO_CATALOGUE.map((p) => ({
      name: p.name,
      details: p.details,
      description: p.description,
      price: p.priceRupees * 100,
      style: p.style,
      isOwnBrand: p.isOwnBrand,
      tags: p.tags,
      colors: p.colors,
    })),
  );
  await db.execute(sql`
    with c as (
      select (n - 1)::int as i, e from jsonb_array_elements(${catalogue}::jsonb) with ordinality t(e, n)
    )
    insert into products (name, details, description, price_paise, style, tags, is_instibuzz,
      colors, active, created_at, updated_at)
    select e->>'name' || ' No. ' || g, e->>'details' || ' (drop ' || g || ')', e->>'description',
      (e->>'price')::int + (g % 4) * 5000, e->>'style',
      array(select jsonb_array_elements_text(e->'tags')), (e->>'isOwnBrand')::boolean,
      array(select jsonb_array_elements_text(e->'colors')), g % 10 <> 0,
      now() - (${to} - g) * interval '3 hours', now() - (${to} - g) * interval '3 hours'
    from generate_series(${from + 1}::int, ${to}::int) g
    join c on c.i = g % ${DEMO_CATALOGUE.length}`);
  // Stock 0–24 per size: about one size in 25 sold out.
  await db.execute(sql`
    insert into product_sizes (product_id, size, quantity)
    select p.id, s.size, (p.id * 7 + s.n * 13) % 25
    from products p
    cross join unnest(${sizeList}::text[]) with ordinality s(size, n)
    where p.id > ${maxIdBefore}`);
  await db.execute(sql`
    insert into product_images (product_id, position, url, alt)
    select p.id, v.position, '/uploads/images/bench-' || p.id || '-' || v.view || '.webp',
      p.name || ', ' || v.view
    from products p
    cross join (values (0, 'front'), (1, 'back'), (2, 'size-chart')) v(position, view)
    where p.id > ${maxIdBefore}`);
}

/** Students `from + 1 .. to`, each with one session row (sessions are read on every call). */
async function addStudents(db: Db, from: number, to: number, maxIdBefore: number) {
  if (to <= from) return;
  await db.execute(sql`
    insert into users (email, name, phone, password_hash, gender, address, city, state, pin_code,
      created_at)
    select 'student' || g || '@campus.example',
      (array['Asha', 'Ravi', 'Priya', 'Arjun', 'Meera', 'Kavya', 'Rahul', 'Divya'])[1 + g % 8] || ' ' ||
        (array['Verma', 'Kumar', 'Sharma', 'Iyer', 'Nair', 'Reddy', 'Das'])[1 + g % 7],
      '9' || lpad(g::text, 9, '0'), 'not-a-password-hash', (array['male', 'female'])[1 + g % 2],
      g || ', Lake Road', 'Chennai', 'Tamil Nadu', '600036', now() - g * interval '30 minutes'
    from generate_series(${from + 1}::int, ${to}::int) g`);
  await db.execute(sql`
    insert into sessions (jti, user_id, created_at, expires_at)
    select gen_random_uuid()::text, u.id, now() - interval '1 day', now() + interval '6 days'
    from users u where u.id > ${maxIdBefore}`);
}

/**
 * Orders `from + 1 .. to` of the students created in this call, newest last: cash on delivery
 * for pickup, online for pickup, hostel and home delivery; older orders mostly delivered, one in
 * fifty cancelled. Items copy their product as it was sold; totals are summed from the items.
 */
async function addOrders(
  db: Db,
  from: number,
  to: number,
  usersBefore: number,
  maxOrderIdBefore: number,
) {
  if (to <= from) return;
  await db.execute(sql`
    with s as (${numbered(sql`select id from users
      where id > ${usersBefore} and email like ${STUDENT_EMAIL_PATTERN}`)}),
    picks as (
      select g, g % 5 as m, s.id as user_id, now() - (${to} - g) * interval '20 minutes' as at
      from (select g, (g * 7919) % (select count(*) from s)::int as pick
        from generate_series(${from + 1}::int, ${to}::int) g) t
      join s on s.i = t.pick
    )
    insert into orders (user_id, merchant_order_ref, status, payment_method, delivery_method,
      hostel_address, address1, city, state, pin_code, subtotal_paise, delivery_charge_paise,
      total_paise, transaction_id, customer_name, customer_phone, customer_email, handover_code,
      checkout_key, created_at, updated_at)
    select p.user_id, case when p.m >= 2 then 'BENCH-' || p.g end,
      case when p.g % 50 = 0 then 'cancelled'
        when p.at < now() - interval '5 days' and p.g % 10 <> 1 then 'delivered' else 'placed' end,
      case when p.m >= 2 then 'online' else 'cod' end,
      (array['pickup', 'pickup', 'pickup', 'hostel', 'delivery'])[1 + p.m],
      case when p.m = 3 then 'Hostel ' || (p.g % 20) else '' end,
      case when p.m = 4 then u.address else '' end, case when p.m = 4 then u.city else '' end,
      case when p.m = 4 then u.state else '' end, case when p.m = 4 then u.pin_code else '' end,
      0, (array[0, 0, 0, 1900, 9900])[1 + p.m], (array[0, 0, 0, 1900, 9900])[1 + p.m],
      case when p.m >= 2 then 'T' || p.g end, u.name, u.phone, u.email,
      case when p.m = 4 then '' else lpad((p.g * 37 % 10000)::text, 4, '0') end,
      gen_random_uuid()::text, p.at, p.at
    from picks p join users u on u.id = p.user_id`);
  await db.execute(sql`
    with prods as (${numbered(sql`select id from products`)})
    insert into order_items (order_id, product_id, product_name, product_details, product_style,
      product_image_url, is_instibuzz, size, quantity, unit_price_paise, tee_name, insti_name,
      is_delivered, delivered_at, delivery_check, step)
    select o.id, pr.id, pr.name, pr.details, pr.style, coalesce(im.url, ''), pr.is_instibuzz,
      (${sizeList}::text[])[1 + (o.id + k) % 6], 1 + (o.id + k) % 2,
      pr.price_paise, case when pr.is_instibuzz then '' else 'NAME ' || o.id end,
      case when pr.is_instibuzz then '' else 'IITM' end,
      o.status = 'delivered', case when o.status = 'delivered' then o.created_at + interval '2 days' end,
      case when o.status <> 'delivered' then null
        when o.delivery_method = 'delivery' then 'none' else 'code' end,
      case when o.status = 'delivered' then 'delivered' else 'placed' end
    from (select o.id as order_id, k, (o.id * 31 + k * 17) % (select count(*) from prods)::int as pick
      from orders o cross join generate_series(1, 1 + o.id % 3) k
      where o.id > ${maxOrderIdBefore}) l
    join orders o on o.id = l.order_id
    join prods on prods.i = l.pick
    join products pr on pr.id = prods.id
    left join product_images im on im.product_id = pr.id and im.position = 0`);
  await db.execute(sql`
    update orders o set subtotal_paise = t.subtotal, total_paise = t.subtotal + o.delivery_charge_paise
    from (select order_id, sum(quantity * unit_price_paise)::int as subtotal from order_items
      where order_id > ${maxOrderIdBefore} group by order_id) t
    where o.id = t.order_id`);
}

/**
 * A completed payment (with its gateway report and consumed stock hold) for each online order,
 * plus one failed payment per ten online orders and a few pending ones holding stock.
 */
async function addPayments(db: Db, maxOrderIdBefore: number) {
  await db.execute(sql`
    insert into payments (merchant_order_ref, user_id, amount_paise, state, provider,
      provider_order_id, provider_transaction_id, checkout, order_id, checkout_key, created_at,
      updated_at)
    select o.merchant_order_ref, o.user_id, o.total_paise, 'completed', 'sandbox', 'OMO' || o.id,
      o.transaction_id, '{}'::jsonb, o.id, o.checkout_key, o.created_at, o.created_at
    from orders o where o.payment_method = 'online' and o.id > ${maxOrderIdBefore}`);
  await db.execute(sql`
    insert into payments (merchant_order_ref, user_id, amount_paise, state, provider, checkout,
      checkout_key, note, created_at, updated_at)
    select o.merchant_order_ref || case when o.id % 10 = 0 then '-F' else '-P' end, o.user_id,
      o.total_paise, case when o.id % 10 = 0 then 'failed' else 'pending' end, 'sandbox',
      '{}'::jsonb, gen_random_uuid()::text, '', o.created_at - interval '5 minutes',
      o.created_at - interval '5 minutes'
    from orders o
    where o.payment_method = 'online' and o.id > ${maxOrderIdBefore}
      and (o.id % 10 = 0 or o.id > (select max(id) from orders) - 40)`);
  await db.execute(sql`
    insert into payment_events (payment_id, source, event_key, payload, created_at)
    select p.id, 'webhook', p.state || ':' || coalesce(p.provider_transaction_id, '') || ':' ||
      p.amount_paise, jsonb_build_object('state', p.state), p.updated_at
    from payments p where p.state <> 'pending'
      and not exists (select 1 from payment_events e where e.payment_id = p.id)`);
  await db.execute(sql`
    with sizes as (${numbered(sql`select id from product_sizes`)})
    insert into stock_holds (payment_id, product_size_id, quantity, state, expires_at, created_at,
      settled_at)
    select p.id, sizes.id, 1,
      case p.state when 'completed' then 'consumed' when 'failed' then 'released' else 'held' end,
      p.created_at + interval '30 minutes', p.created_at,
      case when p.state <> 'pending' then p.updated_at end
    from (select p.*, p.id % (select count(*) from sizes)::int as pick from payments p) p
    join sizes on sizes.i = p.pick
    where not exists (select 1 from stock_holds h where h.payment_id = p.id)`);
}

/** 1–4 cart lines for one new student in five, 1–5 wishlisted products for one in four. */
async function addCartsAndWishlists(db: Db, usersBefore: number) {
  await db.execute(sql`
    with prods as (${numbered(sql`select id from products where active`)})
    insert into cart_lines (user_id, product_id, size, quantity, tee_name, insti_name, created_at,
      updated_at)
    select u.id, pr.id, (${sizeList}::text[])[1 + (u.id + k) % 6],
      1 + k % 2, case when pr.is_instibuzz then '' else 'NAME ' || u.id end,
      case when pr.is_instibuzz then '' else 'IITM' end,
      now() - k * interval '1 hour', now() - k * interval '1 hour'
    from (select u.id, k, (u.id * 13 + k * 101) % (select count(*) from prods)::int as pick
      from users u cross join generate_series(1, 1 + u.id % 4) k
      where u.id > ${usersBefore} and u.email like ${STUDENT_EMAIL_PATTERN}
        and u.id % ${CART_EVERY} = 0) u
    join prods on prods.i = u.pick
    join products pr on pr.id = prods.id
    on conflict do nothing`);
  await db.execute(sql`
    with prods as (${numbered(sql`select id from products where active`)})
    insert into wishlist_items (user_id, product_id, created_at)
    select u.id, prods.id, now() - k * interval '1 day'
    from (select u.id, k, (u.id * 7 + k * 37) % (select count(*) from prods)::int as pick
      from users u cross join generate_series(1, 1 + (u.id / ${WISHLIST_EVERY}) % 5) k
      where u.id > ${usersBefore} and u.email like ${STUDENT_EMAIL_PATTERN}
        and u.id % ${WISHLIST_EVERY} = ${WISHLIST_EVERY - 1}) u
    join prods on prods.i = u.pick
    on conflict do nothing`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? 'data',
  });
  await runMigrations(database);
  console.log(`Filling the ${database.kind} database at size…`);
  console.table(await growShop(database.db, SHOP_AT_SIZE, database.kind));
  await database.close();
}
