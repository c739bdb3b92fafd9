// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProductCard } from './product-card.tsx';
import { testProduct } from '#web/testing/test-products.ts';

afterEach(cleanup);

function renderCard(...args: Parameters<typeof testProduct>) {
  return render(
    <MemoryRouter>
      <ProductCard product={testProduct(...args)} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('shows name, style label and price, and no made-up struck-through price', () => {
    const { container } = renderCard();
    const link = screen.getByRole('link', { name: 'Average IITian Tee' });
    expect(link.getAttribute('href')).toBe('/products/average-iitian-black-tee/7');
    expect(screen.getByText('Regular T-Shirt')).toBeTruthy();
    expect(screen.getByText('₹499')).toBeTruthy();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
    expect(screen.getByText('Inc. of all taxes')).toBeTruthy();
    expect(screen.queryByText('OUT OF STOCK')).toBeNull();
  });

  it('strikes through a real previous price with the saving, and marks sold-out products', () => {
    renderCard({
      style: 'hoodie',
      price: 999,
      compareAtPrice: 1299,
      sizeQuantities: [{ size_id: 1, size: 'M', quantity: 0 }],
    });
    expect(screen.getByText('Hoodie')).toBeTruthy();
    expect(screen.getByText('Original price', { exact: false }).closest('s')?.textContent).toBe(
      'Original price ₹1,299',
    );
    expect(screen.getByText('23% off')).toBeTruthy();
    expect(screen.getByText('OUT OF STOCK')).toBeTruthy();
  });

  it("names a drop's state instead of OUT OF STOCK for a product sold in a drop", () => {
    const noStock = [{ size_id: 1, size: 'M', quantity: 0 }];
    const opensAt = Date.UTC(2026, 11, 12, 13, 0); // 12 Dec, 18:30 in India
    const drop = { id: 4, name: 'Zine Fest', opensAt, closesAt: opensAt + 86_400_000 };
    const cases = [
      [{ ...drop, state: 'upcoming', readyBy: '2026-12-20' }, 'Drop opens 12 Dec'],
      [{ ...drop, state: 'live', readyBy: '2026-12-20' }, 'Pre-order · ready 20 Dec'],
      [{ ...drop, state: 'closed', readyBy: '2026-12-20' }, 'Pre-orders closed'],
    ] as const;
    for (const [mark, text] of cases) {
      renderCard({ sizeQuantities: noStock, drop: mark });
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByText('OUT OF STOCK')).toBeNull();
      cleanup();
    }
  });

  it('offers the 480 px variant of the first image', () => {
    const { container } = renderCard();
    const img = container.querySelector('img');
    const full = '/uploads/images/front-0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d.webp';
    expect(img?.getAttribute('src')).toBe(full);
    expect(img?.getAttribute('srcset')).toBe(
      `${full.replace('.webp', '-480.webp')} 480w, ${full} 1200w`,
    );
  });
});
