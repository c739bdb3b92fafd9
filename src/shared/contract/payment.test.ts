import { describe, expect, it } from 'vitest';
import { ConfirmPaymentBody, HostelForm, PaymentOrderBody } from './payment.ts';
import { PaymentValidateBody, PaymentValidateReply } from './payment-return.ts';
import { messagesOf } from './test-helpers.ts';

const home = {
  address1: '12 Gandhi Road',
  address2: 'Adyar',
  pinCode: 600020,
  city: 'Chennai',
  state: 'Tamil Nadu',
};

describe('payment bodies', () => {
  it('accepts a null amount and any case of the method for cash on delivery', () => {
    expect(
      ConfirmPaymentBody.parse({ email: 'a@b.in', amount: null, deliveryMethod: 'Pickup' }),
    ).toEqual({ email: 'a@b.in', amount: undefined, deliveryMethod: 'pickup' });
    expect(messagesOf(ConfirmPaymentBody, { deliveryMethod: 'drone' })).toEqual({
      deliveryMethod: 'Choose a delivery method',
    });
  });

  it('needs nothing more for pickup, even with nulls from a client of the original contract', () => {
    const body = PaymentOrderBody.parse({
      email: 'a@b.in',
      amount: '0',
      deliveryMethod: 'pickup',
      hostel: null,
      address1: null,
      pinCode: null,
    });
    expect(body).toMatchObject({ deliveryMethod: 'pickup', hostel: '', address1: '', pinCode: '' });
  });

  it('needs a hostel name for hostel delivery', () => {
    expect(messagesOf(PaymentOrderBody, { deliveryMethod: 'hostel', hostel: ' ' })).toEqual({
      hostel: 'Enter hostel name',
    });
    expect(PaymentOrderBody.parse({ deliveryMethod: 'hostel', hostel: 'Ganga' }).hostel).toBe(
      'Ganga',
    );
  });

  it('needs a full address and a valid PIN for home delivery', () => {
    expect(messagesOf(PaymentOrderBody, { deliveryMethod: 'delivery' })).toEqual({
      address1: 'Select a delivery address',
      address2: 'Select a delivery address',
      city: 'Select a delivery address',
      state: 'Select a delivery address',
      pinCode: 'Enter a valid pin code',
    });
    expect(PaymentOrderBody.parse({ deliveryMethod: 'delivery', ...home }).pinCode).toBe('600020');
  });

  it('validates with the payment id, ignoring the rest', () => {
    expect(
      PaymentValidateBody.parse({
        id: 'MO-123',
        amount: null,
        deliveryMethod: 'hostel',
        deliveryCharges: '19',
      }),
    ).toMatchObject({ id: 'MO-123', deliveryCharges: 19 });
    expect(PaymentValidateBody.safeParse({ id: '' }).success).toBe(false);
  });

  it('asks for a hostel name on the popup', () => {
    expect(messagesOf(HostelForm, { hostel: '' })).toEqual({ hostel: 'Enter hostel name' });
  });
});

describe('payment validate reply', () => {
  it('takes each of the three outcomes', () => {
    const ok = { status: 200, code: 'PAYMENT_SUCCESS', message: 'Placed', order_id: 4 };
    expect(PaymentValidateReply.parse(ok)).toEqual(ok);
    expect(PaymentValidateReply.parse({ status: 200, message: 'orderAlreadyPlaced' })).toEqual({
      status: 200,
      message: 'orderAlreadyPlaced',
    });
    expect(PaymentValidateReply.parse({ status: 200, code: 'PAYMENT_PENDING' })).toEqual({
      status: 200,
      code: 'PAYMENT_PENDING',
    });
    expect(PaymentValidateReply.safeParse({ status: 200, message: 'done' }).success).toBe(false);
  });
});
