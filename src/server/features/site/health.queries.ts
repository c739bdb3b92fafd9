import type { Db } from '../../db/client.ts';

/** The cheapest statement the database must answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute('select 1');
}
