import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/db-harness.ts';
import { raiseSeriesAfterRestore, readInvoiceMarks } from './invoice-series.service.ts';
import { invoiceSeries } from '../../../db/schema.ts';

/** The restore's raise of the invoice series (scripts/invoice-series.ts, docs/operations.md). */
describe.each(testEngines())('invoice series after a restore on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());
  beforeEach(() => database.db.delete(invoiceSeries));

  it('moves each year up to its mark plus the margin, never down, and says what moved', async () => {
    await database.db.insert(invoiceSeries).values([
      { financialYear: '2025-26', lastNumber: 900 },
      { financialYear: '2026-27', lastNumber: 40 },
    ]);
    const raised = await raiseSeriesAfterRestore(
      database.db,
      { '2025-26': 880, '2026-27': 42, '2027-28': 3 },
      5,
    );
    // 2025-26 is already past 880 + 5: it stays and is not listed.
    expect(raised).toEqual([
      { financialYear: '2026-27', before: 40, after: 47 },
      { financialYear: '2027-28', before: 0, after: 8 },
    ]);
    expect(await readInvoiceMarks(database.db)).toEqual({
      '2025-26': 900,
      '2026-27': 47,
      '2027-28': 8,
    });
  });

  it('refuses marks that are not a year and a number, changing nothing', async () => {
    await database.db.insert(invoiceSeries).values({ financialYear: '2026-27', lastNumber: 4 });
    const wrongMarks: Array<Record<string, number>> = [
      { '2026-27': 10, '2026/27': 12 },
      { '2026-27': 0 },
      { '2026-27': 1.5 },
      { "2026-27'; drop table orders; --": 3 },
    ];
    for (const marks of wrongMarks) {
      await expect(raiseSeriesAfterRestore(database.db, marks)).rejects.toThrow(
        /^Not an invoice series mark/,
      );
    }
    await expect(raiseSeriesAfterRestore(database.db, { '2026-27': 9 }, -1)).rejects.toThrow(
      /^Not a margin/,
    );
    expect(await readInvoiceMarks(database.db)).toEqual({ '2026-27': 4 });
  });
});
