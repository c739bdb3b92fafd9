// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HelpRequest } from '#shared/contract/order-help.ts';
import { fakeApi, type FakeAnswer } from '#web/testing/fake-api.ts';
import { renderElement } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';
import { OrderHelp, PaidButNoOrderHelp } from './order-help-panel.tsx';

setUpEachTest();

const session = studentSession();
const show = (element: ReactElement) => renderElement(element, { session });

const answered: HelpRequest = {
  id: 7,
  reference: 'HLP-00007',
  orderId: 12,
  items: [102],
  issue: 'wrong_or_damaged',
  message: 'The print is smudged.',
  transactionId: '',
  photoUrl: '/uploads/images/help-photo-1.webp',
  date: Date.UTC(2025, 4, 21, 6),
  state: 'answered',
  answer: 'Bring it to the store on Monday.',
  answeredAt: Date.UTC(2025, 4, 22, 6),
};

/** orders/help/mine answers `requests`; orders/help answers `sent` (multipart bodies kept). */
function serve(requests: HelpRequest[], sent: FakeAnswer) {
  const forms: FormData[] = [];
  const api = fakeApi(async (path, init) => {
    if (path === 'orders/help/mine') return Response.json({ status: 200, requests });
    forms.push(init?.body as FormData);
    return sent(path, init);
  });
  return { ...api, forms };
}

const failure = (status: number, code: string, message: string) =>
  Response.json({ status: 404, code, message, error: message }, { status });
const items = [
  { orderItem_id: 102, label: 'Average IITian, size L' },
  { orderItem_id: 103, label: 'Boss Baby Hoodie, size M' },
];
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choosePhoto = (file: File) =>
  fireEvent.change(screen.getByLabelText('Photo (optional)'), { target: { files: [file] } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('Help with this order', () => {
  it('shows the request with its photo and the shop’s answer', async () => {
    serve([answered], () => Response.json({}));
    show(<OrderHelp orderId={12} items={items} />);
    expect(await screen.findByText('Wrong or damaged item · HLP-00007')).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    expect(screen.getByText('Bring it to the store on Monday.')).toBeTruthy();
    expect(screen.getByAltText('The photo you sent').getAttribute('src')).toBe(answered.photoUrl);
  });

  it('checks the form, keeps what was typed when sending fails, then sends it with the photo', async () => {
    let reply = () => failure(429, 'HELP_OPEN_LIMIT', 'You already have 3 open requests.');
    const api = serve([], () => reply());
    show(<OrderHelp orderId={12} items={items} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Get help with this order' }));
    // The form's code loads when it is opened.
    await screen.findByRole('button', { name: 'Send request' });
    send();
    expect(
      await screen.findByText(/Tell us what happened/, { selector: '[role=alert]' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Wrong or damaged item/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Boss Baby Hoodie/ }));
    type(/^What happened\?/, 'The hoodie came with a torn sleeve.');
    choosePhoto(new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('“bill.pdf” is not a JPEG, PNG or WebP image.')).toBeTruthy();
    send();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sleeve.jpg', {
      type: 'image/jpeg',
    });
    choosePhoto(photo);
    send();
    expect(await screen.findByText('You already have 3 open requests.')).toBeTruthy();
    expect((screen.getByLabelText(/^What happened\?/) as HTMLTextAreaElement).value).toBe(
      'The hoodie came with a torn sleeve.',
    );
    expect(
      (screen.getByRole('radio', { name: /Wrong or damaged/ }) as HTMLInputElement).checked,
    ).toBe(true);

    reply = () =>
      Response.json({
        status: 200,
        message: 'Thank you! We have your request HLP-00008.',
        request: { ...answered, id: 8, reference: 'HLP-00008', state: 'open', answer: '' },
      });
    send();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull());
    const form = api.forms.at(-1)!;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'photo'))).toEqual({
      orderId: '12',
      issue: 'wrong_or_damaged',
      message: 'The hoodie came with a torn sleeve.',
      items: '102',
    });
    expect((form.get('photo') as File).name).toBe('sleeve.jpg');
  });

  it('asks for the payment reference for "paid but no order"', async () => {
    const api = serve([], () =>
      Response.json({
        status: 200,
        message: 'Thank you!',
        request: { ...answered, orderId: null },
      }),
    );
    show(<PaidButNoOrderHelp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tell us about a payment' }));
    await screen.findByRole('button', { name: 'Send request' });
    type(/^What happened\?/, 'Paid at 10:42 but no order showed up.');
    send();
    expect(
      await screen.findByText('Enter the transaction id or payment reference of your payment'),
    ).toBeTruthy();
    type(/^Transaction id or payment reference/, 'T2605261042');
    send();
    await waitFor(() => expect(api.forms).toHaveLength(1));
    expect(Object.fromEntries(api.forms[0]!.entries())).toEqual({
      issue: 'paid_no_order',
      message: 'Paid at 10:42 but no order showed up.',
      transactionId: 'T2605261042',
    });
  });
});
