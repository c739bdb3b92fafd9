// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '#web/lib/toast/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderElement } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { NO_PREFILL } from './form-choices.ts';
import { TicketScreen } from './ticket-screen.tsx';

/** The API answers every post with `reply` (a ticket's reference by default). */
const answer = (
  reply: () => Response = () =>
    Response.json({ status: 200, message: 'Thank you, Asha!', reference: 'TKT-00042' }),
) => fakeApi(reply);

setUpEachTest();

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string | RegExp) =>
  (screen.getByLabelText(label) as HTMLInputElement).value;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Raise Ticket' }));

function fillIn() {
  type(/^Name/, 'Asha Verma');
  type(/^Email/, 'asha@club.example');
  type(/^Mobile number/, '+91 98765 43210');
  fireEvent.click(screen.getByRole('checkbox', { name: /Design/ }));
  type('Comments', 'Tees for 200 members');
}

describe('Contact us (/ticket)', () => {
  it('shows each missing field’s own message and sends nothing', async () => {
    const server = answer();
    renderElement(<TicketScreen prefill={NO_PREFILL} />);
    send();
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your mobile number')).toBeTruthy();
    expect(screen.getByText('Choose at least one service')).toBeTruthy();

    type(/^Email/, 'asha@club');
    type(/^Mobile number/, '12345');
    send();
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    expect(screen.getByText('Enter a valid mobile number')).toBeTruthy();
    expect(server.posted).toEqual([]);
  });

  it('raises the ticket with toasts, confirms with the reference and clears the form', async () => {
    const server = answer();
    const loading = vi.spyOn(notify, 'loading');
    const success = vi.spyOn(notify, 'success');
    renderElement(<TicketScreen prefill={NO_PREFILL} />);
    fillIn();
    send();

    expect(await screen.findByRole('heading', { name: 'Ticket raised' })).toBeTruthy();
    expect(screen.getByText('TKT-00042')).toBeTruthy();
    expect(screen.getByText('Thank you, Asha!')).toBeTruthy();
    expect(loading).toHaveBeenCalledWith('Raising Ticket');
    expect(success).toHaveBeenCalledWith('Ticket raised', expect.anything());
    expect(server.posted).toEqual([
      {
        path: 'auth/raiseTicket',
        body: {
          name: 'Asha Verma',
          email: 'asha@club.example',
          number: '9876543210',
          serviceNeeded: ['design'],
          comment: 'Tees for 200 members',
          website: false,
        },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Raise another ticket' }));
    expect(valueOf(/^Name/)).toBe('');
    expect(valueOf('Comments')).toBe('');
    expect((screen.getByRole('checkbox', { name: /Design/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('keeps what was typed when sending fails, and says why', async () => {
    const message = 'You have sent a few of these in a short time. Please try again in 60 minutes.';
    answer(() =>
      Response.json(
        { status: 404, code: 'RATE_LIMITED', message, error: message },
        { status: 429 },
      ),
    );
    const error = vi.spyOn(notify, 'error');
    renderElement(<TicketScreen prefill={NO_PREFILL} />);
    fillIn();
    send();
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, expect.anything()));
    expect(screen.queryByRole('heading', { name: 'Ticket raised' })).toBeNull();
    expect(valueOf(/^Name/)).toBe('Asha Verma');
    expect(valueOf('Comments')).toBe('Tees for 200 members');
    expect((screen.getByRole('checkbox', { name: /Design/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('starts with a signed-in customer’s details and keeps them for the next ticket', async () => {
    answer();
    const prefill = { name: 'Ravi Kumar', email: 'ravi@campus.example', phone: '9123456780' };
    renderElement(<TicketScreen prefill={prefill} />);
    expect(valueOf(/^Name/)).toBe('Ravi Kumar');
    expect(valueOf(/^Email/)).toBe('ravi@campus.example');
    expect(valueOf(/^Mobile number/)).toBe('9123456780');
    fireEvent.click(screen.getByRole('checkbox', { name: /Sales/ }));
    send();
    fireEvent.click(await screen.findByRole('button', { name: 'Raise another ticket' }));
    expect(valueOf(/^Email/)).toBe('ravi@campus.example');
    expect((screen.getByRole('checkbox', { name: /Sales/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('says it is for clubs and sends a student with an order to that order’s Help', async () => {
    answer();
    renderElement(<TicketScreen prefill={NO_PREFILL} />);
    expect(await screen.findByText(/For clubs, fests and teams planning merch/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'My Orders' });
    expect(link.getAttribute('href')).toBe('/profile/my-orders');
    expect(link.parentElement?.textContent).toContain('use Help with this order');
  });
});
