import { describe, expect, it } from 'vitest';
import { productPath, slugFromDetails } from './slug.ts';

describe('slugFromDetails', () => {
  it('lower-cases words and joins them with hyphens', () => {
    expect(slugFromDetails('Average IITian Oversized Tee')).toBe('average-iitian-oversized-tee');
  });

  it('folds accents', () => {
    expect(slugFromDetails('Café Déjà Vu Naïve')).toBe('cafe-deja-vu-naive');
  });

  it('drops punctuation and other characters', () => {
    expect(slugFromDetails("Boss Baby's Tee (2024) — 100% cotton!")).toBe(
      'boss-babys-tee-2024-100-cotton',
    );
    expect(slugFromDetails('snake_case & more')).toBe('snakecase-more');
  });

  it('collapses runs of spaces and hyphens and trims the ends', () => {
    expect(slugFromDetails('  Green   IIT  M  ')).toBe('green-iit-m');
    expect(slugFromDetails('Take -- Lite - - Hoodie')).toBe('take-lite-hoodie');
    expect(slugFromDetails('-leading and trailing-')).toBe('leading-and-trailing');
  });

  it('gives an empty slug for details with no letters or digits', () => {
    expect(slugFromDetails('!!! ---')).toBe('');
  });
});

describe('productPath', () => {
  it('builds /products/{slug}/{id}', () => {
    expect(productPath({ product_id: 7, details: 'White IIT M Tee' })).toBe(
      '/products/white-iit-m-tee/7',
    );
  });
});
