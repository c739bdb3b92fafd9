import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '#server/db/seed-catalogue.ts';
import { MOTIFS } from './artwork/motifs.ts';
import { PRODUCT_DESIGNS } from './product-designs.ts';

describe('the demo products’ designs', () => {
  it('draw every product of the catalogue, and nothing else', () => {
    expect(Object.keys(PRODUCT_DESIGNS).sort()).toEqual(
      DEMO_CATALOGUE.map((p) => p.details).sort(),
    );
    for (const [details, design] of Object.entries(PRODUCT_DESIGNS)) {
      expect(design.color, details).toMatch(/^#[0-9a-f]{6}$/);
      expect(design.ink, details).toMatch(/^#[0-9a-f]{6}$/);
      expect(design.slogan.trim(), details).not.toBe('');
      if (design.motif) expect(MOTIFS, details).toContain(design.motif);
    }
  });
});
