import type { Product } from '#shared/contract/catalog.ts';

/** A product as the API sends it, for component tests. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 7,
    name: 'Average IITian Tee',
    details: 'Average IITian Black Tee',
    description: 'Soft cotton tee for long lab days.',
    price: 499,
    style: 'regular',
    imageUrl: [
      '/uploads/images/front-0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.webp',
      '/uploads/images/back-1b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.webp',
      '/uploads/images/chart-2b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.webp',
    ],
    sizeQuantities: [
      { size_id: 1, size: 'S', quantity: 4 },
      { size_id: 2, size: 'M', quantity: 0 },
      { size_id: 3, size: 'L', quantity: 2 },
    ],
    tags: ['campus', 'black'],
    isInstibuzz: true,
    ...overrides,
  };
}
