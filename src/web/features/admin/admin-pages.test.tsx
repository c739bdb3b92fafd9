// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fillJsdomGaps } from '#web/testing/jsdom-gaps.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { inSeconds, testToken } from '#web/testing/test-tokens.ts';

beforeEach(fillJsdomGaps);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const person = (email: string, role: string) => ({
  token: testToken({ email, role, exp: inSeconds(3600) }),
  email,
  name: 'Demo Admin',
  phone: '9876543210',
});

// The route modules load lazily on first use, so the first test gives them time.
describe('admin pages', { timeout: 20_000 }, () => {
  it('sends a customer home before any admin data is asked for', async () => {
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute('/allOrders', {
      session: person('student@campus.example', 'customer'),
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    const calls = fetchMock.mock.calls.map((c) => String((c as unknown[])[0]));
    expect(calls.filter((u) => /allOrders|admin\//.test(u))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'All orders' })).toBeNull();
  });

  it('shows the add product messages inline, images included, and sends nothing', async () => {
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
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
});
