// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/contract/catalog.ts';
import { NewCollection } from './new-collection.tsx';

const names = [
  'Average IITian',
  'Take Lite',
  'Boss Baby',
  'White IIT M',
  'Green IIT M',
  'Entrepreneurial Flame',
  'Plain Hoodie',
];

const products: Product[] = names.map((name, i) => ({
  product_id: i + 1,
  name,
  details: 'Cotton tee',
  description: '',
  price: 499,
  style: 'regular',
  imageUrl: [`/uploads/images/p${i + 1}.webp`],
  sizeQuantities: [],
  tags: [],
  isInstibuzz: true,
}));

/** The product name each of the two slots shows now (the slot links name their product). */
function shown(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.querySelector('img'))
    .map((link) => link.querySelector('p')?.firstChild?.textContent ?? '');
}

const renderSection = (list: Product[] | undefined) =>
  render(
    <MemoryRouter>
      <NewCollection products={list} />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NewCollection', () => {
  it('shows a loading placeholder until the catalogue arrives', () => {
    renderSection(undefined);
    expect(screen.getByRole('status').textContent).toContain('Loading the new collection');
    expect(shown()).toEqual([]);
  });

  it('rotates the first slot every 4109 ms and the second every 5931 ms, looping', () => {
    renderSection(products);
    expect(shown()).toEqual(['Average IITian', 'White IIT M']);

    act(() => vi.advanceTimersByTime(4108));
    expect(shown()).toEqual(['Average IITian', 'White IIT M']);
    act(() => vi.advanceTimersByTime(1)); // 4109
    expect(shown()).toEqual(['Take Lite', 'White IIT M']);
    act(() => vi.advanceTimersByTime(5931 - 4109)); // 5931
    expect(shown()).toEqual(['Take Lite', 'Green IIT M']);
    act(() => vi.advanceTimersByTime(8218 - 5931)); // 8218
    expect(shown()).toEqual(['Boss Baby', 'Green IIT M']);
    act(() => vi.advanceTimersByTime(11862 - 8218)); // 11862
    expect(shown()).toEqual(['Boss Baby', 'Entrepreneurial Flame']);
    act(() => vi.advanceTimersByTime(12327 - 11862)); // 12327: first list starts again
    expect(shown()).toEqual(['Average IITian', 'Entrepreneurial Flame']);
    act(() => vi.advanceTimersByTime(17793 - 12327)); // 17793: second list starts again
    expect(shown()[1]).toBe('White IIT M');
  });

  it('links every picture to the shop and uses the catalogue images', () => {
    renderSection(products);
    const slots = screen.getAllByRole('link').filter((link) => link.querySelector('img'));
    expect(slots.map((link) => link.getAttribute('href'))).toEqual(['/shop', '/shop']);
    const first = slots[0]?.querySelector('img');
    expect(first?.getAttribute('src')).toBe('/uploads/images/p1.webp');
    expect(first?.getAttribute('width')).toBe('1200');
  });

  it('stops rotating when paused', () => {
    renderSection(products);
    fireEvent.click(screen.getByRole('button', { name: /pause new collection/i }));
    act(() => vi.advanceTimersByTime(20000));
    expect(shown()).toEqual(['Average IITian', 'White IIT M']);
  });

  it('hides itself when none of the products exist', () => {
    const { container } = renderSection(products.slice(6));
    expect(container.querySelector('section')).toBeNull();
  });
});
