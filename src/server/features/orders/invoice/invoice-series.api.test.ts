import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/db-harness.ts';
import { raiseSeriesAfterRestore, readInvoiceMarks } from './invoice-series.service.ts';
import { creditNoteSeries, invoiceSeries } from '../../../db/schema/index.ts';

/** The restore's raise of the invoice series (scripts/invoice-series.ts, docs/operations.md). */
describe.each(testEngines())('invoice series after a restore on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.delete(invoiceSeries);
    await database.db.delete(creditNoteSeries);
  });

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
      { series: 'Invoice', financialYear: '2026-27', before: 40, after: 47 },
      { series: 'Invoice', financialYear: '2027-28', before: 0, after: 8 },
    ]);
    expect(await readInvoiceMarks(database.db)).toEqual({
      '2025-26': 900,
      '2026-27': 47,
      '2027-28': 8,
    });
  });

  it("reads and raises the credit notes' series apart from the invoices'", async () => {
    await database.db.insert(invoiceSeries).values({ financialYear: '2026-27', lastNumber: 40 });
    await database.db.insert(creditNoteSeries).values({ financialYear: '2026-27', lastNumber: 3 });
    const marks = await readInvoiceMarks(database.db);
    expect(marks).toEqual({ '2026-27': 40, 'CN/2026-27': 3 });
    // The restored copy is older: it gave 38 invoices and 1 credit note.
    await database.db.update(invoiceSeries).set({ lastNumber: 38 });
    await database.db.update(creditNoteSeries).set({ lastNumber: 1 });
    expect(await raiseSeriesAfterRestore(database.db, marks)).toEqual([
      { series: 'Invoice', financialYear: '2026-27', before: 38, after: 40 },
      { series: 'Credit note', financialYear: '2026-27', before: 1, after: 3 },
    ]);
    expect(await readInvoiceMarks(database.db)).toEqual(marks);
  });

  it('refuses marks that are not a year and a number, changing nothing', async () => {
    await database.db.insert(invoiceSeries).values({ financialYear: '2026-27', lastNumber: 4 });
    const wrongMarks: Array<Record<string, number>> = [
      { '2026-27': 10, '2026/27': 12 },
      { '2026-27': 0 },
      { '2026-27': 1.5 },
      { "2026-27'; drop table orders; --": 3 },
      { 'XX/2026-27': 3 },
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
