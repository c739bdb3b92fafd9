import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/db-harness.ts';
import { securityEvents } from './schema/index.ts';
import { preparedQuery } from './prepared.ts';

const eventsOfKind = preparedQuery((db) =>
  db
    .select({ email: securityEvents.email })
    .from(securityEvents)
    .where(eq(securityEvents.kind, sql.placeholder('kind')))
    .orderBy(securityEvents.id)
    .prepare('test_prepared_events_of_kind'),
);

describe.each(testEngines())('prepared queries on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());

  const record = (db: TestDatabase['db'], kind: string, email: string) =>
    db.insert(securityEvents).values({ kind, email });
  const emails = async (db: TestDatabase['db'], kind: string) =>
    (await eventsOfKind(db).execute({ kind })).map((r) => r.email);

  it('run in the transaction they are given: its own writes, never another one’s', async () => {
    await record(database.db, 'prepared-a', 'committed@example.test');
    expect(await emails(database.db, 'prepared-a')).toEqual(['committed@example.test']);

    // Transactions one after another, as the pool hands out its connections again and again.
    for (const n of [1, 2, 3]) {
      await database.db
        .transaction(async (tx) => {
          await record(tx, 'prepared-a', `rolled-back-${n}@example.test`);
          expect(await emails(tx, 'prepared-a')).toEqual([
            'committed@example.test',
            `rolled-back-${n}@example.test`,
          ]);
          throw new Error('roll back');
        })
        .catch((error: Error) => expect(error.message).toBe('roll back'));
    }
    expect(await emails(database.db, 'prepared-a')).toEqual(['committed@example.test']);
  });

  it.skipIf(engine === 'pglite')(
    'keep two open transactions apart (PostgreSQL only: PGlite runs one transaction at a time)',
    async () => {
      // Both write, then both read, before either commits.
      const barrier = () => {
        let arrived = 0;
        let open!: () => void;
        const opened = new Promise<void>((resolve) => (open = resolve));
        return () => {
          arrived += 1;
          if (arrived === 2) open();
          return opened;
        };
      };
      const wrote = barrier();
      const read = barrier();
      const one = (email: string) =>
        database.db.transaction(async (tx) => {
          await record(tx, 'prepared-b', email);
          await wrote();
          const seen = await emails(tx, 'prepared-b');
          await read();
          return seen;
        });
      expect(await Promise.all([one('x@example.test'), one('y@example.test')])).toEqual([
        ['x@example.test'],
        ['y@example.test'],
      ]);
      expect(await emails(database.db, 'prepared-b')).toEqual(['x@example.test', 'y@example.test']);
    },
  );
});
