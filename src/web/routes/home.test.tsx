// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { testProduct } from '#web/testing/test-products.ts';
import { Component as Home, loader } from './home.tsx';

const product = (id: number, name: string) =>
  testProduct({ product_id: id, name, imageUrl: [`/uploads/images/p${id}.webp`] });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals(); // removes the fetch stub
});

/** The home route alone (the frame's headings and groups would blur the counts below). */
const renderHome = () => renderRoute('/', { routes: { path: '/', Component: Home, loader } });

describe('Home', () => {
  it('shows every section, with the showcase picked from the catalogue', async () => {
    const fetchMock = fakeApi(() =>
      Response.json([product(1, 'Average IITian'), product(2, 'White IIT M')]),
    ).fetch;
    renderHome();

    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(await screen.findByText('Average IITian')).toBeTruthy();
    expect(screen.getByText('White IIT M')).toBeTruthy();
    // Home reads the shop's first page, not every product.
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/products/get-product?limit=24');

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['New collection', 'What We Offer?', "Let's Work Together!"]);
    expect(screen.getByRole('link', { name: 'Know more' }).getAttribute('href')).toBe(
      '/ourServices',
    );
    // Phones (matchMedia reports no desktop here): lower-case label, cards are not links.
    expect(screen.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      '/collabForm',
    );
    expect(screen.queryByRole('link', { name: /^Manufacturing/ })).toBeNull();
    expect(document.title).toBe('Campus Threads');
  });

  it('drops New collection quietly when the catalogue cannot be loaded', async () => {
    fakeApi(() => Response.json({ status: 404, code: 'X', message: 'down' }, { status: 404 }));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'What We Offer?' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'New collection' })).toBeNull(),
    );
  });
});
