import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IntLike, NumberLike, OptionalEmail, intLike } from './common.ts';
import { OtpField, emailField, normalisePhone, phoneField, pinCodeField } from './fields.ts';
import { messagesOf } from './test-helpers.ts';

describe('phone numbers', () => {
  const phone = phoneField();
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
    [9876543210, '9876543210'],
  ])('reads %s as a 10-digit mobile', (input, expected) => {
    expect(phone.parse(input)).toBe(expected);
  });

  it.each(['12345', '5876543210', '98765432101', '+1 9876543210', 'phone'])(
    'refuses %s',
    (input) => {
      expect(messagesOf(phone, input)).toEqual({ '': 'Enter a valid mobile number' });
    },
  );

  it('asks for the field when it is missing or blank', () => {
    expect(messagesOf(phone, undefined)).toEqual({ '': 'Enter Details' });
    expect(messagesOf(phone, '  ')).toEqual({ '': 'Enter Details' });
  });

  it('normalises brackets, dots and dashes too, without judging the result', () => {
    expect(normalisePhone('(+91) 98765-43210')).toBe('9876543210');
    expect(normalisePhone('98.76.54')).toBe('987654');
  });
});

describe('PIN codes', () => {
  const pin = pinCodeField();
  it('accepts 6 digits as a string or a number', () => {
    expect(pin.parse('600036')).toBe('600036');
    expect(pin.parse(600036)).toBe('600036');
    expect(pin.parse('600 036')).toBe('600036');
  });
  it('refuses other shapes with the contract message', () => {
    for (const bad of ['60003', '0600036', '6000361', 'abcdef'])
      expect(messagesOf(pin, bad)).toEqual({ '': 'Enter a valid pin code' });
    expect(messagesOf(pin, '')).toEqual({ '': 'Enter Details' });
  });
});

describe('OTP', () => {
  it('takes 4 digits, from a string or a number (keeping leading zeros)', () => {
    expect(OtpField.parse('0427')).toBe('0427');
    expect(OtpField.parse(427)).toBe('0427');
  });
  it('asks to fill in 4 characters, then for digits', () => {
    expect(messagesOf(OtpField, '123')).toEqual({ '': 'Fill in OTP' });
    expect(messagesOf(OtpField, undefined)).toEqual({ '': 'Fill in OTP' });
    expect(messagesOf(OtpField, '12a4')).toEqual({ '': 'Enter valid otp' });
  });
});

describe('e-mail', () => {
  it('trims and lower-cases', () => {
    expect(emailField().parse('  Student@Example.COM ')).toBe('student@example.com');
  });
  it('tells a missing e-mail from a malformed one', () => {
    expect(messagesOf(emailField('Enter email'), '')).toEqual({ '': 'Enter email' });
    expect(messagesOf(emailField(), 'not-an-email')).toEqual({ '': 'Enter a valid email' });
  });
  it('treats a blank or null body e-mail as not sent', () => {
    expect(OptionalEmail.parse(null)).toBeUndefined();
    expect(OptionalEmail.parse('')).toBeUndefined();
    expect(OptionalEmail.parse(' A@B.in ')).toBe('a@b.in');
  });
});

describe('numbers as strings', () => {
  it('coerces numeric strings only', () => {
    expect(IntLike.parse('3')).toBe(3);
    expect(IntLike.parse(' 12 ')).toBe(12);
    expect(NumberLike.parse('499.5')).toBe(499.5);
    for (const bad of [null, '', ' ', 'abc', true, '1.5', undefined]) {
      expect(IntLike.safeParse(bad).success).toBe(false);
    }
  });
  it('takes plain decimals only: no hex, binary, octal, exponent, sign or digit separators', () => {
    expect(NumberLike.parse('-2.50')).toBe(-2.5);
    expect(IntLike.parse('007')).toBe(7);
    for (const odd of ['0x10', '0X1f', '0b1', '0o7', '1e3', '1E3', '+5', '1_000', 'Infinity']) {
      expect(NumberLike.safeParse(odd).success, odd).toBe(false);
      expect(IntLike.safeParse(odd).success, odd).toBe(false);
    }
    for (const odd of ['.5', '5.', '1.2.3', '- 5', '٣']) {
      expect(NumberLike.safeParse(odd).success, odd).toBe(false);
    }
  });
  it('applies bounds with one message', () => {
    const q = intLike({ min: 1, max: 5, message: 'Pick 1 to 5' });
    expect(q.parse('5')).toBe(5);
    expect(messagesOf(z.object({ q }), { q: '6' })).toEqual({ q: 'Pick 1 to 5' });
    expect(messagesOf(z.object({ q }), { q: 'x' })).toEqual({ q: 'Pick 1 to 5' });
  });
});
