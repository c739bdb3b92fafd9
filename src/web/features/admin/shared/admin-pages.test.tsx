// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { inSeconds, testToken } from '#web/testing/test-tokens.ts';

setUpEachTest({ jsdomGaps: true });

const person = (email: string, role: string) => ({
  token: testToken({ email, role, exp: inSeconds(3600) }),
  email,
  name: 'Demo Admin',
  phone: '9876543210',
});

// The route modules load lazily on first use, so the first test gives them time.
describe('admin pages', { timeout: 20_000 }, () => {
  it('sends a customer home before any admin data is asked for', async () => {
    const fetchMock = fakeApi(() => Response.json([])).fetch;
    const { router } = renderRoute('/allOrders', {
      session: person('student@campus.example', 'customer'),
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    const calls = fetchMock.mock.calls.map((c) => String((c as unknown[])[0]));
    expect(calls.filter((u) => /allOrders|admin\//.test(u))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'All orders' })).toBeNull();
  });

  it('shows the add product messages inline, images included, and sends nothing', async () => {
    const fetchMock = fakeApi(() => Response.json([])).fetch;
    renderRoute('/add', { session: person('admin@campus.example', 'admin') });
    const upload = await screen.findByRole('button', { name: 'Upload' }, { timeout: 15_000 });
    fireEvent.click(upload);
    for (const message of [
      'Enter valid name',
      'Enter valid details',
      'Enter valid description',
      'Enter valid price',
      'Enter valid Style',
      'Add at least one image',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    const calls = fetchMock.mock.calls.map((c) => String((c as unknown[])[0]));
    expect(calls.filter((u) => /add-product|upload-images/.test(u))).toEqual([]);
  });

  it('has one main landmark, the layout’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderRoute('/add', { session: person('admin@campus.example', 'admin') });
    await screen.findByRole('button', { name: 'Upload' }, { timeout: 15_000 });
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('takes and shows the date filters as dd-mm-yyyy, as the list shows dates', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!url.endsWith('/products/allOrders')) {
          return Response.json(
            { status: 404, code: 'NOT_FOUND', message: 'x', error: 'x' },
            { status: 404 },
          );
        }
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return Response.json({ status: 200, products: [], total: 0, page: 1, pageSize: 25 });
      }),
    );
    const { router } = renderRoute('/allOrders?from=2026-11-05', {
      session: person('admin@campus.example', 'admin'),
    });
    const from = (await screen.findByRole(
      'textbox',
      { name: 'From (dd-mm-yyyy)' },
      { timeout: 15_000 },
    )) as HTMLInputElement;
    expect(from.value).toBe('05-11-2026');
    expect(bodies.at(-1)).toMatchObject({ from: '2026-11-05' });

    const to = screen.getByRole('textbox', { name: 'To (dd-mm-yyyy)' }) as HTMLInputElement;
    fireEvent.change(to, { target: { value: '25/11/2026' } });
    fireEvent.blur(to);
    await vi.waitFor(() => expect(router.state.location.search).toContain('to=2026-11-25'));
    expect(to.value).toBe('25-11-2026');
    await vi.waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ from: '2026-11-05', to: '2026-11-25' }),
    );

    // The US order (month first) is not a day here: it is refused, not read the other way.
    fireEvent.change(from, { target: { value: '11-25-2026' } });
    fireEvent.blur(from);
    expect(await screen.findByText('Enter a day as dd-mm-yyyy')).toBeTruthy();
    expect(router.state.location.search).toContain('from=2026-11-05');
  });
});
