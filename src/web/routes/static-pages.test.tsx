// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/testing/render-route.tsx';
import { Component as About } from './about.tsx';
import { Component as Exchange } from './exchange.tsx';
import { Component as OurServices } from './our-services.tsx';
import { Component as Privacy } from './privacy.tsx';
import { Component as Shipping } from './shipping.tsx';
import { Component as Terms } from './terms.tsx';

afterEach(cleanup);

function renderPage(Page: ComponentType) {
  renderRoute('/', { routes: { path: '/', Component: Page } });
  return document.body.textContent ?? '';
}

const pages: [string, ComponentType, string][] = [
  ['about', About, 'About us · Campus Threads'],
  ['terms', Terms, 'Terms and conditions · Campus Threads'],
  ['privacy', Privacy, 'Privacy policy · Campus Threads'],
  ['exchange', Exchange, 'Exchange policy · Campus Threads'],
  ['shipping', Shipping, 'Shipping policy · Campus Threads'],
  ['our services', OurServices, 'Our services · Campus Threads'],
];

describe('static pages', () => {
  it.each(pages)('%s has one h1, sections and a tab title', (_, Page, title) => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
    expect(document.title).toBe(title);
  });

  it('about states the founding year, team and items shipped', () => {
    const text = renderPage(About);
    expect(text).toContain('2024');
    expect(text).toContain('25+');
    expect(text).toContain('2500+');
  });

  it('shipping reads charges from the settings and promises 15 days', () => {
    const text = renderPage(Shipping);
    expect(text).toContain('Pickup at Saraswathi Hostel');
    expect(text).toContain('₹19');
    expect(text).toContain('₹99');
    expect(text).toContain('within 15 days');
    expect(text).toContain('home delivery');
  });

  it('exchange gives 7 days after delivery and refunds in 7–10 business days', () => {
    const text = renderPage(Exchange);
    expect(text).toContain('7 days');
    expect(text).toContain('7–10 business days');
    // Students ask for another size from the order itself, not through Contact us.
    expect(text).toContain('Under Size exchange, choose Exchange size next to the item');
    expect(screen.getAllByRole('link', { name: 'My Orders' })[0]?.getAttribute('href')).toBe(
      '/profile/my-orders',
    );
    expect(text).not.toContain('page with the order ID');
  });

  it('our services has four services, each with a button to the Get Our Services popup', () => {
    renderPage(OurServices);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Manufacturing', 'Design', 'Sales', 'Visibility']);
    for (const title of titles) {
      expect(screen.getByRole('button', { name: `Enquire about ${title}` })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Get Our Services' })).toBeTruthy();
  });
});
