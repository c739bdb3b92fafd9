// Writes the table of calls beyond the original contract (the endpoint map's `addition: true`)
// into docs/spec-decisions.md. `--check` writes nothing and fails when the doc is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAdditionsTable } from '../src/shared/contract/additions.ts';

const doc = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'docs/spec-decisions.md');
const before = readFileSync(doc, 'utf8');
const after = withAdditionsTable(before);
if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error(
      'docs/spec-decisions.md: the additions table is out of date; run npx tsx scripts/list-additions.ts',
    );
    process.exit(1);
  }
} else if (after !== before) {
  writeFileSync(doc, after);
  console.log('docs/spec-decisions.md: additions table written');
}
