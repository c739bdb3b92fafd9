import { describe, expect, it } from 'vitest';
import {
  AddUserAddressBody,
  AddressForm,
  EditUserAddressBody,
  RemoveUserAddressBody,
  UpdateUserDetailsBody,
} from './profile.ts';
import { messagesOf } from './test-helpers.ts';

const address = {
  address1: '12 Gandhi Road',
  address2: 'Adyar',
  pinCode: 600020,
  city: 'Chennai',
  state: 'Tamil Nadu',
};

describe('addresses', () => {
  it('parses an address with the PIN as a number and extra fields', () => {
    expect(AddUserAddressBody.parse({ ...address, email: 'a@b.in', extra: true })).toEqual({
      ...address,
      pinCode: '600020',
      email: 'a@b.in',
    });
  });

  it('needs all five fields ("Enter Details") and a valid PIN', () => {
    expect(messagesOf(AddressForm, {})).toEqual({
      address1: 'Enter Details',
      address2: 'Enter Details',
      pinCode: 'Enter Details',
      city: 'Enter Details',
      state: 'Enter Details',
    });
    expect(messagesOf(AddressForm, { ...address, pinCode: '12345' })).toEqual({
      pinCode: 'Enter a valid pin code',
    });
  });

  it('finds the address to edit by id or by index (numbers as strings)', () => {
    expect(EditUserAddressBody.parse({ ...address, index: '1', id: null })).toMatchObject({
      index: 1,
      id: undefined,
    });
    expect(EditUserAddressBody.parse({ ...address, id: '7' })).toMatchObject({ id: 7 });
    expect(messagesOf(EditUserAddressBody, address)).toEqual({ id: 'Select a delivery address' });
  });

  it('removes by index or id', () => {
    expect(RemoveUserAddressBody.parse({ email: 'a@b.in', index: '0' })).toEqual({
      email: 'a@b.in',
      index: 0,
      id: undefined,
    });
    expect(RemoveUserAddressBody.parse({ id: 3 }).id).toBe(3);
    expect(RemoveUserAddressBody.safeParse({ index: -1 }).success).toBe(false);
    expect(RemoveUserAddressBody.safeParse({}).success).toBe(false);
  });
});

describe('profile details', () => {
  it('normalises gender, phone and an empty PIN', () => {
    expect(
      UpdateUserDetailsBody.parse({
        name: 'Asha',
        email: 'a@b.in',
        gender: 'female',
        phoneNumber: '+91 98765 43210',
        address: null,
        city: 'Chennai',
        state: 'TN',
        pinCode: '',
      }),
    ).toEqual({
      name: 'Asha',
      email: 'a@b.in',
      gender: 'Female',
      phoneNumber: '9876543210',
      address: '',
      city: 'Chennai',
      state: 'TN',
      pinCode: '',
    });
  });

  it('refuses a malformed PIN or gender', () => {
    expect(
      messagesOf(UpdateUserDetailsBody, { phoneNumber: '9876543210', pinCode: 123, gender: 'x' }),
    ).toEqual({ pinCode: 'Enter a valid pin code', gender: 'Choose Male, Female or Others' });
  });
});
