// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

setUpEachTest({ jsdomGaps: true });

const session = studentSession();
const wrong = 'Your current password is not right. Nothing was changed.';

/** docs/product.md#profile: the name is editable; the password changes signed in. */
describe('profile: name and password', { timeout: 20_000 }, () => {
  it('saves a new name and changes the password, a wrong current one said under its field', async () => {
    let name = 'Asha Verma';
    let tries = 0;
    const api = fakeApi((path, body) => {
      if (path === 'auth/get-user-details') {
        return Response.json({
          status: 200,
          name,
          email: session.email,
          phoneNumber: '9876543210',
          gender: '',
          address: '',
          city: '',
          state: '',
          pinCode: '',
        });
      }
      if (path === 'auth/change-name') {
        name = (body as { name: string }).name;
        return Response.json({ status: 200, message: 'Name saved', name });
      }
      if (path === 'auth/change-password') {
        tries += 1;
        return tries === 1
          ? Response.json(
              { status: 404, code: 'CURRENT_PASSWORD_WRONG', message: wrong, error: wrong },
              { status: 422 },
            )
          : Response.json({
              status: 200,
              message: 'Password changed. You are signed out everywhere else.',
            });
      }
      return Response.json({ status: 200, message: 'Details saved' });
    });
    renderRoute('/profile', { session });
    const nameField = (await screen.findByLabelText(
      'Name',
      {},
      { timeout: 15_000 },
    )) as HTMLInputElement;
    fireEvent.change(nameField, { target: { value: 'Asha V. Rao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    await vi.waitFor(() =>
      expect(api.posted.find((p) => p.path === 'auth/change-name')?.body).toMatchObject({
        name: 'Asha V. Rao',
      }),
    );

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old one!' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new secret' } });
    fireEvent.change(screen.getByLabelText('New password again'), {
      target: { value: 'new secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(tries).toBe(2));
    expect(api.posted.filter((p) => p.path === 'auth/change-password').at(-1)?.body).toEqual({
      currentPassword: 'old one!',
      password: 'new secret',
    });
  });
});
