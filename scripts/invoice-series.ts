// The invoice series around a restore (docs/operations.md, "Backups and restore"):
//
//   DATABASE_URL=… npx tsx scripts/invoice-series.ts read > invoice-marks.json
//       the last invoice and credit note number of each financial year ("2026-27",
//       "CN/2026-27"), from the database about to be replaced
//   DATABASE_URL=… npx tsx scripts/invoice-series.ts raise invoice-marks.json [--margin N]
//       on the restored database: every series up to at least those marks (+ N), never down
//
// A number given once is never given again, even when the restored copy is older than the last
// order or credit note (docs/product.md#tax-invoices, #credit-notes).
import { readFile } from 'node:fs/promises';
import { openDatabase } from '../src/server/db/client.ts';
import {
  raiseSeriesAfterRestore,
  readInvoiceMarks,
} from '../src/server/features/orders/invoice/invoice-series.service.ts';

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  const marginAt = args.indexOf('--margin');
  const margin = marginAt >= 0 ? Number(args[marginAt + 1]) : 0;
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !(command === 'read' || (command === 'raise' && file))) {
    process.stderr.write(
      'Usage: DATABASE_URL=… invoice-series.ts read | raise <marks.json> [--margin N]\n',
    );
    return 64;
  }
  const database = await openDatabase({ databaseUrl, dataDir: '', maxConnections: 1 });
  try {
    if (command === 'read') {
      process.stdout.write(`${JSON.stringify(await readInvoiceMarks(database.db))}\n`);
      return 0;
    }
    const marks = JSON.parse(await readFile(file!, 'utf8')) as Record<string, number>;
    const raised = await raiseSeriesAfterRestore(database.db, marks, margin);
    for (const r of raised) {
      process.stdout.write(
        `${r.series} series ${r.financialYear}: ${r.before} → ${r.after} (numbers ${r.before + 1}–${r.after} skipped by the restore)\n`,
      );
    }
    if (raised.length === 0)
      process.stdout.write('Invoice and credit note series already at or past the marks\n');
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
