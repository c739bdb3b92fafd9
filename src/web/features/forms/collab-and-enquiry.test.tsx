// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notify } from '#web/lib/toast/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderElement } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { CollabScreen } from './collab-screen.tsx';
import { NO_PREFILL } from './form-choices.ts';
import { ServiceEnquiryDialog } from './service-enquiry-dialog.tsx';

setUpEachTest();

const type = (label: string | RegExp, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
const checkbox = (name: RegExp, root: HTMLElement = document.body) =>
  within(root).getByRole('checkbox', { name }) as HTMLInputElement;

describe('collaboration application (/collabForm)', () => {
  it('checks the portfolio link and the profiles, then sends with the progress toast', async () => {
    const server = fakeApi(() =>
      Response.json({ status: 200, message: 'Thank you, Asha!', reference: 'COL-00007' }),
    );
    const loading = vi.spyOn(notify, 'loading');
    renderElement(<CollabScreen prefill={NO_PREFILL} />);
    type(/^Name/, 'Asha Verma');
    type(/^Email/, 'asha@club.example');
    type(/^Mobile number/, '9876543210');
    type(/^Portfolio link/, 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Send Application' }));
    expect(
      await screen.findByText('Enter a valid link, such as https://behance.net/yourname'),
    ).toBeTruthy();
    expect(screen.getByText('Choose at least one profile')).toBeTruthy();
    expect(server.posted).toEqual([]);

    type(/^Portfolio link/, 'behance.net/asha');
    fireEvent.click(checkbox(/Videographer/));
    type('Why would you like to work with us?', 'I film campus life.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeTruthy();
    expect(screen.getByText('COL-00007')).toBeTruthy();
    expect(loading).toHaveBeenCalledWith('Sending your request');
    expect(server.posted).toEqual([
      {
        path: 'auth/collabForm',
        body: expect.objectContaining({
          cvLink: 'https://behance.net/asha',
          serviceNeeded: ['videographer'],
          comment: 'I film campus life.',
        }),
      },
    ]);
  });
});

describe('Get Our Services popup', () => {
  it('opens with the chosen service ticked and shows the reference after sending', async () => {
    const server = fakeApi(() =>
      Response.json({ status: 200, message: 'Thank you, Ravi!', reference: 'ENQ-00012' }),
    );
    const onOpenChange = vi.fn();
    const prefill = { name: 'Ravi Kumar', email: 'ravi@campus.example', phone: '9123456780' };
    renderElement(
      <ServiceEnquiryDialog service="sales" prefill={prefill} onOpenChange={onOpenChange} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Get Our Services' });
    expect(checkbox(/Sales/, dialog).checked).toBe(true);
    expect(checkbox(/Design/, dialog).checked).toBe(false);
    expect((within(dialog).getByLabelText(/^Contact number/) as HTMLInputElement).value).toBe(
      '9123456780',
    );

    fireEvent.click(checkbox(/Sales/, dialog));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose at least one service')).toBeTruthy();

    fireEvent.click(checkbox(/Visibility/, dialog));
    type('Message', 'Launch in March', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('ENQ-00012')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(server.posted).toEqual([
      {
        path: 'forms/service-enquiry',
        body: expect.objectContaining({
          name: 'Ravi Kumar',
          serviceNeeded: ['visibility'],
          comment: 'Launch in March',
        }),
      },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
