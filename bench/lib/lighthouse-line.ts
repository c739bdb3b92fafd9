import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { drops, dropStock, products } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/features/auth/password.ts';
import { insertUser } from '../../src/server/test/db-fixtures.ts';

/** The demo tee whose drop opens as the server starts; not a tee the customer's cart uses. */
const OPENING_TEE = 'Dance Club Crew Tee';
const AHEAD = 5;
const fillerPassword = 'bench filler password';

/**
 * The waiting room for bench/lighthouse.ts (docs/product.md#the-line-at-a-drops-opening): a drop
 * of the demo's dance tee opening now, and AHEAD students who join its line before the customer,
 * so the customer's product page stands in line. Written into the data folder before the server
 * starts; `joinAhead` runs once it answers.
 */
export async function openingDrop(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    const [tee] = await db.select().from(products).where(eq(products.name, OPENING_TEE));
    const now = Date.now();
    const [drop] = await db
      .insert(drops)
      .values({
        name: 'Dance Fest Opening',
        opensAt: new Date(now - 1000),
        closesAt: new Date(now + 48 * 3_600_000),
        perStudentLimit: 2,
        readyBy: new Date(now + 12 * 24 * 3_600_000).toISOString().slice(0, 10),
      })
      .returning();
    await db.insert(dropStock).values({ dropId: drop!.id, productId: tee!.id, size: '' });
    const passwordHash = await hashPassword(fillerPassword);
    const emails = Array.from({ length: AHEAD }, (_, i) => `bench-ahead-${i}@example.com`);
    for (const email of emails) await insertUser(db, { email, name: 'Ahead', passwordHash });
    return { dropId: drop!.id, productId: tee!.id, emails };
  } finally {
    await database.close();
  }
}

type Api = <T>(call: string, body: unknown, token?: string) => Promise<T>;

/** The students ahead log in and join the drop's line, in order. */
export async function joinAhead(api: Api, dropId: number, emails: readonly string[]) {
  for (const email of emails) {
    const login = await api<{ accessToken: string }>('auth/login', {
      email,
      password: fillerPassword,
    });
    await api(`drops/${dropId}/queue/join`, {}, login.accessToken);
  }
}
