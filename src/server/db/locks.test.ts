import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/db-harness.ts';
import { securityEvents } from './schema/index.ts';
import { lastStatementWithCommit, transactionWithLock } from './locks.ts';

describe.each(testEngines())(
  'a locked transaction ended by its last statement, on %s',
  (engine) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(() => database?.close());

    const emails = async (kind: string) =>
      (
        await database.db
          .select({ email: securityEvents.email })
          .from(securityEvents)
          .where(eq(securityEvents.kind, kind))
          .orderBy(securityEvents.id)
      ).map((r) => r.email);
    const insertText = (kind: string, email: string) =>
      `insert into security_events (kind, email) values ('${kind}', '${email}') returning email`;

    it('commits the transaction with its statement on PostgreSQL, and leaves it to the end on PGlite', async () => {
      const answer = await transactionWithLock(database.db, 'locks-test:a', async (tx) => {
        await tx.insert(securityEvents).values({ kind: 'last-a', email: 'first@example.test' });
        const rows = await lastStatementWithCommit<{ email: string }>(
          tx,
          insertText('last-a', 'last@example.test'),
        );
        if (engine === 'pglite') {
          expect(rows).toBeUndefined();
          await tx.execute(sql.raw(insertText('last-a', 'last@example.test')));
        } else {
          expect(rows).toEqual([{ email: 'last@example.test' }]);
          // Committed already: another connection sees both rows before the callback returns.
          expect(await emails('last-a')).toEqual(['first@example.test', 'last@example.test']);
        }
        return 'done';
      });
      expect(answer).toBe('done');
      expect(await emails('last-a')).toEqual(['first@example.test', 'last@example.test']);
    });

    it.skipIf(engine === 'pglite')(
      'commits nothing when the statement fails (PostgreSQL only: PGlite never sends it)',
      async () => {
        const failed = transactionWithLock(database.db, 'locks-test:b', async (tx) => {
          await tx.insert(securityEvents).values({ kind: 'last-b', email: 'before@example.test' });
          return lastStatementWithCommit(tx, 'select 1 / 0');
        });
        await expect(failed).rejects.toMatchObject({ code: '22012' });
        expect(await emails('last-b')).toEqual([]);
        // The connection went back to the pool outside any transaction: the next one works.
        await transactionWithLock(database.db, 'locks-test:b', async (tx) => {
          await tx.insert(securityEvents).values({ kind: 'last-b', email: 'after@example.test' });
        });
        expect(await emails('last-b')).toEqual(['after@example.test']);
      },
    );
  },
);
