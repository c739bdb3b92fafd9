import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import { insertUser } from '../../test/db-fixtures.ts';
import { hashPassword } from '../auth/password.ts';
import { logIn, TEST_ADMIN_EMAIL, type TestShop } from '../../test/test-shop.ts';

/** Helpers for admin API tests: the admin's token, pictures and multipart uploads. */

const ADMIN_PASSWORD = 'admin password 1';

/** The test admin (TEST_ADMIN_EMAIL), created once per database, logged in through the API. */
export async function signedInAdmin(shop: TestShop) {
  const [found] = await shop.db.select().from(users).where(eq(users.email, TEST_ADMIN_EMAIL));
  if (!found) {
    await insertUser(shop.db, {
      email: TEST_ADMIN_EMAIL,
      name: 'Shop Admin',
      passwordHash: await hashPassword(ADMIN_PASSWORD),
    });
  }
  return { email: TEST_ADMIN_EMAIL, token: await logIn(shop, TEST_ADMIN_EMAIL, ADMIN_PASSWORD) };
}

/** A small picture in the given format. */
export function picture(format: 'jpeg' | 'png' | 'webp', width = 64, height = 48) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .toFormat(format)
    .toBuffer();
}

export interface UploadFile {
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with the files under the field `images`. */
export function multipart(files: readonly UploadFile[]) {
  const boundary = `----shop-test-${randomUUID()}`;
  const chunks = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.filename.replace(/"/g, '%22')}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      'utf8',
    ),
    f.data,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads files through products/upload-images. */
export function upload(shop: TestShop, token: string | undefined, files: readonly UploadFile[]) {
  const body = multipart(files);
  return shop.app.inject({
    method: 'POST',
    url: '/api/v1/products/upload-images',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A valid add-product body (override what the test is about). */
export function newProductBody(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 6);
  return {
    name: `Hostel Night Tee ${tag}`,
    details: `Hostel Night Tee ${tag} Black`,
    description: 'Soft combed cotton, printed on campus.',
    price: '549',
    style: 'oversized',
    sizeQuantities: [
      { size: 'S', quantity: '4' },
      { size: 'M', quantity: 10 },
    ],
    imageUrl: [`/uploads/images/front-${tag}.webp`, `/uploads/images/chart-${tag}.webp`],
    tags: 'night, black',
    colors: ['Black'],
    ...overrides,
  };
}

export interface SeedOrder {
  userId: number;
  name?: string;
  email?: string;
  phone?: string;
  placedAt?: Date;
  deliveryMethod?: 'pickup' | 'hostel' | 'delivery';
  transactionId?: string | null;
  handoverCode?: string;
  items: {
    productId: number;
    name?: string;
    size?: 'XS' | 'S' | 'M' | 'L' | 'XL' | '2XL';
    quantity?: number;
    isOwnBrand?: boolean;
    teeName?: string;
    institutionName?: string;
    delivered?: boolean;
  }[];
}

/** An order written straight to the database (for lists and filters; placing goes through checkout). */
export async function insertOrder(
  db: TestShop['db'],
  o: SeedOrder,
): Promise<{ id: number; orderNumber: string; itemIds: number[] }> {
  const method = o.deliveryMethod ?? 'pickup';
  const lines = o.items.map((i) => ({ ...i, quantity: i.quantity ?? 1, price: 49_900 }));
  const subtotal = lines.reduce((n, l) => n + l.price * l.quantity, 0);
  const charge = method === 'pickup' ? 0 : method === 'hostel' ? 1900 : 9900;
  const allDelivered = lines.every((l) => l.delivered);
  const [order] = await db
    .insert(orders)
    .values({
      userId: o.userId,
      paymentMethod: o.transactionId ? 'online' : 'cod',
      deliveryMethod: method,
      hostelAddress: method === 'hostel' ? 'Godavari Hostel, Room 214' : '',
      ...(method === 'delivery'
        ? {
            address1: '12, Lake Road',
            address2: 'Flat 3',
            city: 'Chennai',
            state: 'Tamil Nadu',
            pinCode: '600036',
          }
        : {}),
      subtotalPaise: subtotal,
      deliveryChargePaise: charge,
      totalPaise: subtotal + charge,
      transactionId: o.transactionId ?? null,
      customerName: o.name ?? 'Asha Verma',
      customerPhone: o.phone ?? '9876543210',
      customerEmail: o.email ?? 'asha@campus.example',
      handoverCode: o.handoverCode ?? (method === 'delivery' ? '' : '4321'),
      status: allDelivered ? 'delivered' : 'placed',
      ...(o.placedAt ? { createdAt: o.placedAt } : {}),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        productName: l.name ?? 'Quad Tee',
        productStyle: 'regular' as const,
        isOwnBrand: l.isOwnBrand ?? true,
        size: l.size ?? 'M',
        quantity: l.quantity,
        unitPricePaise: l.price,
        teeName: l.teeName ?? '',
        institutionName: l.institutionName ?? '',
        isDelivered: !!l.delivered,
        deliveredAt: l.delivered ? new Date() : null,
        step: l.delivered ? ('delivered' as const) : ('placed' as const),
      })),
    )
    .returning({ id: orderItems.id });
  return { id: order!.id, orderNumber: order!.orderNumber, itemIds: items.map((i) => i.id) };
}
