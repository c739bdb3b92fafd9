// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { RouteFocus } from './route-focus.tsx';

setUpEachTest({ jsdomGaps: true });

function Frame() {
  return (
    <>
      <RouteFocus />
      <nav>
        <Link to="/shop">Shop</Link>
        <Link to="/shop?q=tee">Tees</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A control that goes away once used (a drop's Close now, after the drop closed). */
function Drops() {
  const [closed, setClosed] = useState(false);
  return (
    <>
      <h1>Drops</h1>
      {!closed && (
        <button type="button" onClick={() => setClosed(true)}>
          Close now
        </button>
      )}
    </>
  );
}

const routes = [
  {
    element: <Frame />,
    children: [
      { path: '/', element: <h1>Campus clothing</h1> },
      { path: '/shop', element: <h1>Shop</h1> },
      { path: '/drops', element: <Drops /> },
    ],
  },
];

describe('RouteFocus (WCAG 2.4.3)', () => {
  it("moves focus to the new page's main heading on a route change, not on the first page or a new query", async () => {
    renderRoute('/', { routes });
    const link = screen.getByRole('link', { name: 'Shop' });
    link.focus();
    expect(document.activeElement).toBe(link);

    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Shop' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');

    const tees = screen.getByRole('link', { name: 'Tees' });
    tees.focus();
    fireEvent.click(tees);
    await new Promise((done) => setTimeout(done, 100));
    expect(document.activeElement).toBe(tees);
  });

  it("puts the focus on the page's heading when the focused control is removed", async () => {
    renderRoute('/drops', { routes });
    const close = screen.getByRole('button', { name: 'Close now' });
    close.focus();
    fireEvent.click(close);
    const heading = screen.getByRole('heading', { level: 1, name: 'Drops' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
