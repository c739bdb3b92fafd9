import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { helpRequests, users } from '../../../db/schema.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { signedUpUser, type TestShop } from '../../../test/test-shop.ts';
import { insertOrder } from '../../admin/admin.test-kit.ts';

export interface Photo {
  filename: string;
  type: string;
  data: Buffer;
}

/** orders/help as the web's form sends it: text fields, then the optional photo. */
export function askHelp(
  shop: TestShop,
  token: string,
  fields: Record<string, string>,
  photo?: Photo,
) {
  const boundary = `----help-${randomUUID()}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (photo) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${photo.filename}"\r\nContent-Type: ${photo.type}\r\n\r\n`,
      ),
      photo.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return shop.app.inject({
    method: 'POST',
    url: '/api/v1/orders/help',
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  });
}

/** A signed-up student with one order of two items. */
export async function studentWithOrder(shop: TestShop) {
  const me = await signedUpUser(shop);
  const [row] = await shop.db.select().from(users).where(eq(users.email, me.email));
  const tee = await insertProduct(shop.db);
  const order = await insertOrder(shop.db, {
    userId: row!.id,
    email: me.email,
    items: [
      { productId: tee.id, size: 'M' },
      { productId: tee.id, size: 'L' },
    ],
  });
  return { ...me, userId: row!.id, order };
}

/** orders/help/mine as the student asks it. */
export const myHelp = (shop: TestShop, token: string, orderId?: number | 'none') =>
  shop.call('orders/help/mine', orderId === undefined ? {} : { orderId }, { token });

/** The help requests stored for a student. */
export const storedHelpFor = (db: Db, userId: number) =>
  db.select().from(helpRequests).where(eq(helpRequests.userId, userId));
