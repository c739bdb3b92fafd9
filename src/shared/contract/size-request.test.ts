import { describe, expect, it } from 'vitest';
import { GuestSizeRequestForm, SizeRequestForm, SizeUnavailableBody } from './size-request.ts';
import { messagesOf } from './test-helpers.ts';

describe('size requests', () => {
  it('parses what clients of the original contract send', () => {
    expect(
      SizeUnavailableBody.parse({
        email: 'A@B.in',
        requiredQuantity: '3',
        requiredSize: 'xs',
        comments: null,
        productName: 'x',
      }),
    ).toEqual({ email: 'a@b.in', requiredQuantity: 3, requiredSize: 'XS', comments: '' });
  });

  it('needs quantity and size ("Enter Details")', () => {
    expect(messagesOf(SizeRequestForm, {})).toEqual({
      requiredQuantity: 'Enter Details',
      requiredSize: 'Enter Details',
    });
    expect(messagesOf(SizeRequestForm, { requiredQuantity: 0, requiredSize: 'M' })).toEqual({
      requiredQuantity: 'Enter Details',
    });
  });

  it('needs the e-mail when logged out ("Enter Email")', () => {
    expect(messagesOf(GuestSizeRequestForm, { requiredQuantity: 1, requiredSize: 'M' })).toEqual({
      email: 'Enter Email',
    });
    expect(
      messagesOf(SizeUnavailableBody, { requiredQuantity: 1, requiredSize: 'M', email: 'nope' }),
    ).toEqual({ email: 'Enter a valid email' });
    expect(
      SizeUnavailableBody.parse({ requiredQuantity: 1, requiredSize: 'M' }).email,
    ).toBeUndefined();
  });
});
