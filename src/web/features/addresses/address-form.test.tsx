// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api/api-error.ts';
import { AddressFormFields } from './address-form.tsx';
import { fakeApi } from '#web/testing/fake-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const places: Record<string, { city: string; district: string; state: string }> = {
  '600036': { city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu' },
  '110001': { city: 'New Delhi', district: 'Central Delhi', state: 'Delhi' },
};

/** The shop's PIN lookup: known PINs answer their place, others 404. Returns the PINs asked. */
function servePinCodes() {
  const asked: string[] = [];
  fakeApi((path) => {
    const pin = /^pincode\/(\d+)$/.exec(path)?.[1] ?? '';
    asked.push(pin);
    const place = places[pin];
    return place
      ? Response.json({ status: 200, pinCode: pin, ...place })
      : Response.json(
          { status: 404, code: 'NOT_FOUND', message: 'Not found', error: 'Not Found' },
          { status: 404 },
        );
  });
  return asked;
}

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddressFormFields onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));

describe('address form', () => {
  it('fills city and state from the PIN code, keeping what the person typed', async () => {
    const asked = servePinCodes();
    renderForm();
    type('Pin code', '600036');
    fireEvent.blur(field('Pin code'));
    await waitFor(() => expect(field('City').value).toBe('Chennai'));
    expect(field('State').value).toBe('Tamil Nadu');
    expect(asked).toEqual(['600036']); // once, though typed in full and then left
    expect(screen.getByText('Chennai, Tamil Nadu')).toBeTruthy();

    // A city typed by hand stays; the state filled in before follows the new PIN.
    type('City', 'Madras');
    type('Pin code', '110001');
    fireEvent.blur(field('Pin code'));
    await waitFor(() => expect(field('State').value).toBe('Delhi'));
    expect(field('City').value).toBe('Madras');
  });

  it('says an unknown PIN code is not valid and will not save it', async () => {
    servePinCodes();
    const onSubmit = renderForm();
    type('Address line 1', '12 Gandhi Road');
    type('Pin code', '999999');
    fireEvent.blur(field('Pin code'));
    await waitFor(() => expect(field('Pin code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid pin code')).toBeTruthy();

    // Saving with other fields still empty keeps the PIN code's messages beside theirs.
    save();
    expect(await screen.findByText('Please Enter Valid PinCode')).toBeTruthy();
    expect(screen.getByText('Enter a valid pin code')).toBeTruthy();
    expect(screen.getAllByText('Enter Details')).toHaveLength(3);

    type('Address line 2', 'Near the temple');
    type('City', 'Chennai');
    type('State', 'Tamil Nadu');
    save();
    await waitFor(() => expect(screen.queryAllByText('Enter Details')).toHaveLength(0));
    expect(screen.getByText('Please Enter Valid PinCode')).toBeTruthy();
    expect(screen.getByText('Enter a valid pin code')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Address line 1').value).toBe('12 Gandhi Road');

    // A real PIN code clears both.
    type('Pin code', '600036');
    await waitFor(() => expect(screen.queryByText('Enter a valid pin code')).toBeNull());
    expect(screen.queryByText('Please Enter Valid PinCode')).toBeNull();
  });

  it('needs all five fields and keeps what was typed when saving fails', async () => {
    servePinCodes();
    const onSubmit = vi.fn(async () => {
      throw new ApiError('PINCODE_INVALID', 'Please Enter Valid PinCode', 422);
    });
    renderForm(onSubmit);
    type('Address line 1', '12 Gandhi Road');
    save();
    await waitFor(() => expect(screen.getAllByText('Enter Details')).toHaveLength(4));
    for (const label of ['Address line 2', 'Pin code', 'City', 'State']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(field('Address line 1').getAttribute('aria-invalid')).toBeNull();
    expect(field('Address line 1').value).toBe('12 Gandhi Road');
    expect(onSubmit).not.toHaveBeenCalled();

    // The server refuses the PIN (it re-checks on save): the message shows, nothing is lost.
    type('Address line 2', 'Adyar');
    type('Pin code', '600036');
    await waitFor(() => expect(field('City').value).toBe('Chennai'));
    save();
    expect(await screen.findByText('Please Enter Valid PinCode')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({
      address1: '12 Gandhi Road',
      address2: 'Adyar',
      pinCode: '600036',
      city: 'Chennai',
      state: 'Tamil Nadu',
      recipientName: '',
      recipientPhone: '',
      isProfile: false,
    });
    expect(screen.getByText('Enter a valid pin code')).toBeTruthy();
    expect(field('Address line 2').value).toBe('Adyar');
    expect(field('City').value).toBe('Chennai');
  });

  it("takes the recipient's name and a 10-digit mobile, and marks the profile's address", async () => {
    servePinCodes();
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    type("Recipient's name", 'Ravi Rao');
    type("Recipient's phone", '12345');
    type('Address line 1', '12 Gandhi Road');
    type('Address line 2', 'Adyar');
    type('Pin code', '600036');
    await waitFor(() => expect(field('City').value).toBe('Chennai'));
    save();
    expect(await screen.findByText('Enter a valid mobile number')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type("Recipient's phone", '+91 98765 43210');
    fireEvent.click(screen.getByLabelText("My profile's address"));
    save();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          recipientName: 'Ravi Rao',
          recipientPhone: '9876543210',
          isProfile: true,
        }),
      ),
    );
  });
});
