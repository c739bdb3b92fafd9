import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import { endpoints } from '#shared/contract/endpoints.ts';
import { withAdditionsTable } from '#shared/contract/additions.ts';

/** docs/spec-decisions.md lists the additions from the endpoint map's flag, never by hand. */
describe('the additions in docs/spec-decisions.md', () => {
  const docPath = new URL('../../../docs/spec-decisions.md', import.meta.url);

  it("are the endpoint map's calls marked `addition` (npx tsx scripts/list-additions.ts)", () => {
    const doc = readFileSync(docPath, 'utf8');
    expect(withAdditionsTable(doc)).toBe(doc);
  });

  it('name every flagged call and no other', () => {
    const doc = readFileSync(docPath, 'utf8');
    for (const [path, def] of Object.entries(endpoints as Record<string, Endpoint>)) {
      expect(doc.includes(` ${path}\` |`), path).toBe(def.addition === true);
    }
  });
});
