// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/testing/render-route.tsx';
import { Component as NotFound } from './not-found.tsx';
import { Component as ProductNotFound } from './product-not-found.tsx';

afterEach(cleanup);

const renderAt = (path: string) =>
  renderRoute(path, {
    routes: [
      { path: '/productNotFound', Component: ProductNotFound },
      { path: '*', Component: NotFound },
    ],
  });

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
