// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notify } from '#web/lib/toast/toast.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { testToken } from '#web/testing/test-tokens.ts';
import { LoginScreen } from './login-screen.tsx';

setUpEachTest();

const email = 'asha@example.com';

/** auth/login refuses the wrong password and takes the right one. */
function serveLogin() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { password } = JSON.parse(String(init?.body ?? '{}')) as { password: string };
      if (password !== 'correct horse') {
        const message = 'Incorrect email or password';
        return Response.json(
          { status: 404, code: 'INVALID_CREDENTIALS', message, error: message },
          { status: 401 },
        );
      }
      return Response.json({
        status: 200,
        accessToken: testToken({ email }),
        email,
        userName: 'Asha Verma',
        userPhone: '9876543210',
        message: 'Logged in successfully',
      });
    }),
  );
}

describe('login screen', () => {
  it("clears a failed try's error toast once the next try logs in", async () => {
    serveLogin();
    const errors = vi.spyOn(notify, 'error');
    const dismissed = vi.spyOn(notify, 'dismiss');
    const { router } = renderRoute('/login', {
      routes: [
        { path: '/login', element: <LoginScreen /> },
        { path: '/', element: <p>Home page</p> },
      ],
    });
    const password = await screen.findByLabelText(/^Password/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
    fireEvent.change(password, { target: { value: 'not the password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Incorrect email or password', expect.anything()),
    );
    const failedToast = (errors.mock.calls[0]![1] as { id: string }).id;

    fireEvent.change(password, { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
    expect(dismissed).toHaveBeenLastCalledWith(failedToast);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
