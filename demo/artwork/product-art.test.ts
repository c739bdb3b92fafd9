import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderProductImages, type TeeDesign } from './product-art.ts';
import { sizeChartSvg } from './size-chart.ts';

const designs: TeeDesign[] = [
  {
    style: 'regular',
    color: '#111827',
    ink: '#f8fafc',
    slogan: 'Average IITian',
    tagline: 'Est. 2024',
  },
  {
    style: 'oversized',
    color: '#f5f5f4',
    ink: '#312e81',
    slogan: 'Entrepreneurial Flame',
    motif: 'flame',
    backText: 'Build. Break. Repeat.',
  },
  { style: 'hoodie', color: '#166534', ink: '#fef3c7', slogan: 'Green IIT M', motif: 'crest' },
  {
    style: 'sponsered',
    color: '#4338ca',
    ink: '#fde68a',
    slogan: 'Robotics Club & <Friends>',
    motif: 'circuit',
    backText: 'Robotics Club',
  },
];

describe('renderProductImages', () => {
  it.each(designs)(
    'renders 1200 x 1500 WebP front, back and size chart ($style)',
    async (design) => {
      const images = await renderProductImages(design, { shopName: 'Campus Threads' });
      for (const buffer of [images.front, images.back, images.sizeChart]) {
        const meta = await sharp(buffer).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 1500]);
      }
      expect(images.front.equals(images.back)).toBe(false);
    },
  );

  it('falls back to sane colours when given junk', async () => {
    const images = await renderProductImages({
      style: 'regular',
      color: 'nope',
      ink: '',
      slogan: '',
    });
    expect((await sharp(images.front).metadata()).width).toBe(1200);
  });
});

describe('size chart', () => {
  it('is titled by style', () => {
    expect(sizeChartSvg('regular')).toContain('Normal Fit T-Shirt');
    expect(sizeChartSvg('sponsered')).toContain('Normal Fit T-Shirt');
    expect(sizeChartSvg('oversized')).toContain('Oversized Fit T-Shirt');
    expect(sizeChartSvg('hoodie')).toContain('>Hoodie<');
    for (const size of ['XS', 'S', 'M', 'L', 'XL', '2XL'])
      expect(sizeChartSvg('hoodie')).toContain(`>${size}<`);
  });
});
