import type { Db } from '../../db/client.ts';
import { sizeRequests } from '../../db/schema/index.ts';

/** Size requests' SQL: the `size_requests` rows the admin reads. */

export async function insertSizeRequest(db: Db, request: typeof sizeRequests.$inferInsert) {
  await db.insert(sizeRequests).values(request);
}
