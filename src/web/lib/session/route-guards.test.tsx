// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin, requireGuest, requireUser } from './route-guards.ts';
import { getSession, setSession, wasSessionExpired } from './session.ts';
import { fakeApi, type FakeAnswer, type FakeApi } from '#web/testing/fake-api.ts';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { inSeconds, testToken } from '#web/testing/test-tokens.ts';
import { notify } from '#web/lib/toast/toast.ts';

const email = 'priya@example.com';
const login = (claims: Record<string, unknown>, userEmail = email) =>
  setSession({ token: testToken(claims), email: userEmail, name: 'Priya', phone: '9876543210' });

let fetchMock: FakeApi['fetch'];
/** The API's answer to every call (a test may change it). */
let answer: FakeAnswer;
// Load the route modules once up front, so the tests do not wait for their transform.
beforeAll(() =>
  Promise.all([
    import('#web/routes/root-layout.tsx'),
    import('#web/routes/login.tsx'),
    import('#web/routes/profile-layout.tsx'),
    import('#web/routes/profile.tsx'),
  ]),
);
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(notify, 'error');
  answer = () => Response.json({ status: 200 });
  fetchMock = fakeApi((path) => answer(path)).fetch;
});
setUpEachTest();

function renderAt(url: string) {
  const page = (path: string, loader?: (args: LoaderFunctionArgs) => unknown) => ({
    path,
    loader,
    element: <p>page {path}</p>,
    HydrateFallback: () => null,
  });
  const router = createMemoryRouter(
    [
      page('/'),
      page('/login'),
      page('/profile', ({ request }) => requireUser(request, 'profile')),
      page('/allOrders', () => requireAdmin('allOrders')),
      page('/signup', () => requireGuest('signup')),
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('requireUser', () => {
  it('sends a logged-out visitor home with "Please Login"', async () => {
    const router = renderAt('/profile');
    expect(await screen.findByText('page /')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(notify.error).toHaveBeenCalledWith('Please Login');
  });

  it('lets a signed-in customer in', async () => {
    login({ email, role: 'customer', exp: inSeconds(600) });
    renderAt('/profile');
    expect(await screen.findByText('page /profile')).toBeTruthy();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('sends an expired token to /login, to come back afterwards', async () => {
    login({ email, exp: inSeconds(-5) });
    const router = renderAt('/profile?tab=1');
    expect(await screen.findByText('page /login')).toBeTruthy();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/profile?tab=1')}`);
    expect(getSession()).toBeNull();
    expect(wasSessionExpired()).toBe(true);
  });

  it('clears a token issued to another e-mail and reports it', async () => {
    const token = testToken({ email: 'mallory@example.com', exp: inSeconds(600) });
    setSession({ token, email, name: 'Priya', phone: '1' });
    renderAt('/profile');
    expect(await screen.findByText('page /')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/safetyProtocol');
    expect(JSON.parse(String(init.body))).toEqual({ susEmailId: email, component: 'profile' });
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });
});

describe('requireAdmin', () => {
  it('sends a customer home without logging them out', async () => {
    login({ email, role: 'customer', exp: inSeconds(600) });
    const router = renderAt('/allOrders');
    expect(await screen.findByText('page /')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()?.email).toBe(email);
  });

  it('sends a logged-out visitor and an expired admin home', async () => {
    renderAt('/allOrders');
    expect(await screen.findByText('page /')).toBeTruthy();
    cleanup();
    login({ email, role: 'admin', exp: inSeconds(-1) });
    renderAt('/allOrders');
    expect(await screen.findByText('page /')).toBeTruthy();
  });

  it('lets the admin in', async () => {
    login({ email, role: 'admin', exp: inSeconds(600) });
    renderAt('/allOrders');
    expect(await screen.findByText('page /allOrders')).toBeTruthy();
  });
});

describe('requireGuest', () => {
  it('sends a signed-in customer home and lets visitors in', async () => {
    login({ email, exp: inSeconds(600) });
    renderAt('/signup');
    expect(await screen.findByText('page /')).toBeTruthy();
    cleanup();
    localStorage.clear();
    renderAt('/signup');
    expect(await screen.findByText('page /signup')).toBeTruthy();
  });
});

describe('a session the server refuses', () => {
  it('ends on the profile page and goes to /login with the expiry message', async () => {
    login({ email, exp: inSeconds(600) });
    const message = 'Your session has expired. Please log in again.';
    answer = () =>
      Response.json(
        { status: 404, code: 'SESSION_EXPIRED', message, error: message },
        { status: 401 },
      );
    const RootLayout = await import('#web/routes/root-layout.tsx');
    const router = createMemoryRouter(
      [
        {
          ...RootLayout,
          HydrateFallback: () => null,
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/login', lazy: () => import('#web/routes/login.tsx') },
            {
              path: '/profile',
              lazy: () => import('#web/routes/profile-layout.tsx'),
              children: [{ index: true, lazy: () => import('#web/routes/profile.tsx') }],
            },
          ],
        },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fprofile');
    expect(screen.getByRole('status').textContent).toContain(message);
    expect(getSession()).toBeNull();
  });
});
