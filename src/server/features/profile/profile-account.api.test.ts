import { expect, it, vi } from 'vitest';
import { describeShop, logIn, signedUpUser } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';

/**
 * docs/product.md#profile: the student edits their name, changes their password signed in
 * (other sessions end, this one stays, a mail says so), and keeps one address book, where the
 * profile's address is one of the saved addresses, each with a recipient's name and phone.
 */
describeShop('profile: name, password and one address book', ({ shop }) => {
  const details = async (token: string) =>
    (await shop.call('auth/get-user-details', {}, { token })).json();
  const addresses = async (token: string) =>
    (await shop.call('auth/get-user-addresses', {}, { token })).json() as Array<
      Record<string, unknown>
    >;

  it('changes the name, refusing an empty one', async () => {
    const me = await signedUpUser(shop);
    const empty = await shop.call('auth/change-name', { name: '  ' }, { token: me.token });
    expect(failure(empty)).toMatchObject({ http: 400, message: 'Enter your name' });
    const done = await shop.call(
      'auth/change-name',
      { name: ' Asha V. Rao ' },
      { token: me.token },
    );
    expect(done.json()).toEqual({ status: 200, message: 'Name saved', name: 'Asha V. Rao' });
    expect((await details(me.token)).name).toBe('Asha V. Rao');
    const login = await shop.call('auth/login', { email: me.email, password: me.password });
    expect(login.json().userName).toBe('Asha V. Rao');
  });

  it('changes the password with the current one: other sessions end, this one stays, a mail', async () => {
    const me = await signedUpUser(shop);
    const other = await logIn(shop, me.email, me.password);
    const wrong = await shop.call(
      'auth/change-password',
      { currentPassword: 'not it', password: 'a new secret' },
      { token: me.token },
    );
    expect(failure(wrong)).toMatchObject({ http: 422, code: 'CURRENT_PASSWORD_WRONG' });
    const short = await shop.call(
      'auth/change-password',
      { currentPassword: me.password, password: 'short' },
      { token: me.token },
    );
    expect(short.statusCode).toBe(400);
    expect((await shop.call('auth/get-user-details', {}, { token: other })).statusCode).toBe(200);

    const done = await shop.call(
      'auth/change-password',
      { currentPassword: me.password, password: 'a new secret' },
      { token: me.token },
    );
    expect(done.json()).toEqual({
      status: 200,
      message: 'Password changed. You are signed out everywhere else.',
    });
    expect((await shop.call('auth/get-user-details', {}, { token: me.token })).statusCode).toBe(
      200,
    );
    expect((await shop.call('auth/get-user-details', {}, { token: other })).statusCode).toBe(401);
    const old = await shop.call('auth/login', { email: me.email, password: me.password });
    expect(old.statusCode).toBe(401);
    expect(await logIn(shop, me.email, 'a new secret')).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        shop.smtp.lastTo(me.email, (m) => /password was changed$/.test(m.subject ?? '')),
      ).toBeTruthy(),
    );
  });

  it("keeps the profile's address as one of the saved addresses, with a recipient", async () => {
    const me = await signedUpUser(shop);
    const profile = {
      gender: 'Female',
      phoneNumber: '9123456789',
      address: 'Room 12, Ganga Hostel',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pinCode: '600036',
    };
    await shop.call('auth/update-user-details', profile, { token: me.token });
    const [own] = await addresses(me.token);
    expect(own).toMatchObject({
      address1: 'Room 12, Ganga Hostel',
      city: 'Chennai',
      pinCode: '600036',
      isProfile: true,
    });

    const bad = await shop.call(
      'auth/add-user-address',
      {
        address1: '4 Lake Road',
        address2: 'Adyar',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pinCode: '600020',
        recipientName: 'Ravi Rao',
        recipientPhone: '12345',
      },
      { token: me.token },
    );
    expect(failure(bad)).toMatchObject({ http: 400, message: 'Enter a valid mobile number' });
    const home = await shop.call(
      'auth/add-user-address',
      {
        address1: '4 Lake Road',
        address2: 'Adyar',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pinCode: '600020',
        recipientName: 'Ravi Rao',
        recipientPhone: '+91 98765 43210',
        isProfile: true,
      },
      { token: me.token },
    );
    expect(home.statusCode, home.body).toBe(200);
    const list = await addresses(me.token);
    expect(list).toEqual([
      expect.objectContaining({ id: own!.id, isProfile: false }),
      expect.objectContaining({
        address1: '4 Lake Road',
        recipientName: 'Ravi Rao',
        recipientPhone: '9876543210',
        isProfile: true,
      }),
    ]);
    expect(await details(me.token)).toMatchObject({
      address: '4 Lake Road',
      city: 'Chennai',
      pinCode: '600020',
    });
    // An original client's edit without the new fields keeps the recipient.
    await shop.call(
      'auth/edit-user-address',
      {
        index: 1,
        address1: '5 Lake Road',
        address2: 'Adyar',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pinCode: '600020',
      },
      { token: me.token },
    );
    expect((await addresses(me.token))[1]).toMatchObject({
      address1: '5 Lake Road',
      recipientName: 'Ravi Rao',
      isProfile: true,
    });
  });
});
