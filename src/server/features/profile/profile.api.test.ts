import { expect, it } from 'vitest';
import { signedUpUser, describeShop } from '../../test/test-shop.ts';

describeShop('profile API', ({ shop }) => {
  it('shows the details given at sign-up, blanks for the rest', async () => {
    const user = await signedUpUser(shop);
    const res = await shop.call(
      'auth/get-user-details',
      { email: user.email },
      { token: user.token },
    );
    expect(res.json()).toEqual({
      status: 200,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      gender: '',
      address: '',
      city: '',
      state: '',
      pinCode: '',
    });
  });

  it('saves the editable details and ignores name and e-mail', async () => {
    const user = await signedUpUser(shop);
    const update = {
      name: 'Changed Name',
      email: user.email,
      gender: 'female',
      phoneNumber: '+91 91234 56789',
      address: 'Room 12, Ganga Hostel',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: 600036,
    };
    const saved = await shop.call('auth/update-user-details', update, { token: user.token });
    expect(saved.json()).toEqual({ status: 200, message: 'Details saved' });
    const res = await shop.call('auth/get-user-details', {}, { token: user.token });
    expect(res.json()).toMatchObject({
      name: user.name,
      email: user.email,
      gender: 'Female',
      phoneNumber: '9123456789',
      address: 'Room 12, Ganga Hostel',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: '600036',
    });
  });

  it('refuses a bad phone number, a missing token and another e-mail', async () => {
    const user = await signedUpUser(shop);
    const body = {
      gender: 'Male',
      phoneNumber: '12345',
      address: '',
      city: '',
      state: '',
      pinCode: '',
    };
    const bad = await shop.call('auth/update-user-details', body, { token: user.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Enter a valid mobile number' });
    const ok = { ...body, phoneNumber: '9876543210' };
    expect((await shop.call('auth/update-user-details', ok)).statusCode).toBe(401);
    const other = await shop.call(
      'auth/update-user-details',
      { ...ok, email: 'someone.else@campus.example' },
      { token: user.token },
    );
    expect(other.statusCode).toBe(403);
  });
});
