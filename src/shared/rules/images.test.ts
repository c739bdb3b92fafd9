import { describe, expect, it } from 'vitest';
import { hasImageVariants, imageVariant } from './images.ts';

const uuid = '3f2a9c1e-5b7d-4e2f-9a1b-0c3d4e5f6a7b';

describe('imageVariant', () => {
  it('maps a local pipeline URL to its 480 px variant', () => {
    expect(imageVariant(`/uploads/images/average-iitian-${uuid}.webp`, 480)).toBe(
      `/uploads/images/average-iitian-${uuid}-480.webp`,
    );
  });

  it('maps an absolute (S3) URL and keeps a query string', () => {
    expect(imageVariant(`https://cdn.example/shop/images/tee-${uuid}.webp?v=2`, 480)).toBe(
      `https://cdn.example/shop/images/tee-${uuid}-480.webp?v=2`,
    );
  });

  it('leaves URLs the pipeline did not make unchanged', () => {
    for (const url of [
      '/art/banner-1.webp',
      'https://example.com/tee.jpg',
      `/uploads/images/tee-${uuid}.png`,
      `/uploads/images/tee-${uuid}-480.webp`,
      `/uploads/other/tee-${uuid}.webp`,
      '',
    ]) {
      expect(imageVariant(url, 480)).toBe(url);
    }
  });

  it('tells pipeline URLs apart', () => {
    expect(hasImageVariants(`/uploads/images/x-${uuid}.webp`)).toBe(true);
    expect(hasImageVariants('/art/promo.webp')).toBe(false);
  });
});
