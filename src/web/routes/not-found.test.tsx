// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as NotFound } from './not-found.tsx';
import { Component as ProductNotFound } from './product-not-found.tsx';

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/productNotFound', Component: ProductNotFound },
      { path: '*', Component: NotFound },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('not-found pages', () => {
  it('tells a lost visitor where they are and links HOME', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! You Are Lost');
    expect(screen.getByRole('link', { name: 'HOME' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/art/not-found.webp');
    expect(document.title).toBe('Page not found · Campus Threads');
  });

  it('offers the shop and home when a product is missing', () => {
    renderAt('/productNotFound');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "We couldn't find that product",
    );
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe(
      '/shop',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/art/product-not-found.webp');
  });
});
