import { SourceMap, type SourceMapPayload } from 'node:module';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { keepLineMappings } from '../../../scripts/line-source-map.mjs';

// Code as esbuild sees ours: several expressions per line, calls over several lines, a class.
const source = `import { z } from 'zod';
export class Cart {
  constructor(private readonly lines: { price: number; quantity: number }[]) {}
  total(): number {
    return this.lines.reduce(
      (sum, line) => sum + line.price * line.quantity,
      0,
    );
  }
}
export const schema = z.object({ a: z.string(), b: z.number().int().min(1) }).strict();
export function fail(reason: string): never {
  const detail = { reason, at: new Date().toISOString(), retry: reason.length > 3 ? 'later' : 'now' };
  throw new Error(JSON.stringify(detail));
}
`;

describe("the server bundle's line-only source map (scripts/line-source-map.mjs)", () => {
  it('maps every position of the bundle to the same file and line, with fewer mappings', async () => {
    const built = await transform(source, {
      loader: 'ts',
      format: 'esm',
      sourcemap: 'external',
      sourcefile: 'src/server/cart.ts',
    });
    const full = JSON.parse(built.map) as SourceMapPayload;
    const { map, total, kept } = keepLineMappings(full);
    expect(kept).toBeLessThan(total / 2);
    expect(map.names).toBeUndefined();

    const before = new SourceMap(full);
    const after = new SourceMap(map as SourceMapPayload);
    const lines = built.code.split('\n');
    let compared = 0;
    lines.forEach((text, line) => {
      for (let column = 0; column <= text.length; column++) {
        const was = before.findEntry(line, column);
        const now = after.findEntry(line, column);
        expect('originalLine' in now && now.originalLine).toBe(
          'originalLine' in was && was.originalLine,
        );
        expect('originalSource' in now && now.originalSource).toBe(
          'originalSource' in was && was.originalSource,
        );
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(300);
  });

  it('refuses what is not a source map segment', () => {
    expect(() => keepLineMappings({ version: 3, sources: ['a.ts'], mappings: 'AAAA,!' })).toThrow(
      /Not a source map segment/,
    );
  });
});
