import type { Db } from '../../db/client.ts';
import { collabApplications, tickets } from '../../db/schema/index.ts';

/** The forms' SQL: the `tickets` and `collab_applications` rows the admin reads. */

/** Stores a ticket or service enquiry; its id. */
export async function insertTicket(db: Db, ticket: typeof tickets.$inferInsert): Promise<number> {
  const [row] = await db.insert(tickets).values(ticket).returning({ id: tickets.id });
  return row!.id;
}

/** Stores a collaboration application; its id. */
export async function insertCollabApplication(
  db: Db,
  application: typeof collabApplications.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(collabApplications)
    .values(application)
    .returning({ id: collabApplications.id });
  return row!.id;
}
