import { expect, it } from 'vitest';
import { signedUpUser, describeShop, signedUpEach } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';

const home = {
  address1: '12 Gandhi Road',
  address2: 'Adyar',
  pinCode: '600036',
  city: 'Chennai',
  state: 'Tamil Nadu',
};

describeShop('saved addresses and PIN codes', ({ shop }) => {
  const me = signedUpEach(shop);
  const call = (path: string, body: Record<string, unknown> = {}, who = me) =>
    shop.call(`auth/${path}`, { email: who.email, ...body }, { token: who.token });
  const list = async (who = me) =>
    (await call('get-user-addresses', {}, who)).json() as Array<Record<string, unknown>>;

  it('looks up a PIN code offline, and answers 404 for one that does not exist', async () => {
    const res = await shop.app.inject({ url: '/api/v1/pincode/600036' });
    expect(res.json()).toEqual({
      status: 200,
      pinCode: '600036',
      city: 'Chennai',
      district: 'Chennai',
      state: 'Tamil Nadu',
    });
    const missing = await shop.app.inject({ url: '/api/v1/pincode/999999' });
    expect(failure(missing)).toEqual({
      http: 404,
      code: 'PINCODE_NOT_FOUND',
      message: 'Enter a valid pin code',
    });
    const bad = await shop.app.inject({ url: '/api/v1/pincode/12ab' });
    expect(failure(bad)).toMatchObject({ http: 400, message: 'Enter a valid pin code' });
  });

  it('adds, lists, edits by id and by index, and removes the caller’s addresses', async () => {
    const added = await call('add-user-address', { ...home, pinCode: 600036 });
    expect(added.json()).toMatchObject({ status: 200, message: 'Address added' });
    const id = (added.json() as { id: number }).id;
    await call('add-user-address', {
      ...home,
      address1: '4 Hostel Lane',
      pinCode: '110001',
      city: 'Delhi',
      state: 'Delhi',
    });
    expect(await list()).toEqual([
      { id, ...home, recipientName: '', recipientPhone: '', isProfile: false },
      expect.objectContaining({ address1: '4 Hostel Lane', pinCode: '110001' }),
    ]);

    expect(
      (await call('edit-user-address', { ...home, id, address2: 'Besant Nagar' })).json(),
    ).toMatchObject({ status: 200 });
    expect(
      (await call('edit-user-address', { ...home, index: '1', address1: '5 Hostel Lane' }))
        .statusCode,
    ).toBe(200);
    expect((await list()).map((a) => [a.address1, a.address2])).toEqual([
      ['12 Gandhi Road', 'Besant Nagar'],
      ['5 Hostel Lane', 'Adyar'],
    ]);

    expect((await call('remove-user-address', { index: 0 })).statusCode).toBe(200);
    expect((await list()).map((a) => a.address1)).toEqual(['5 Hostel Lane']);
  });

  it('refuses an unknown PIN and missing fields, saving nothing', async () => {
    const unknown = await call('add-user-address', { ...home, pinCode: '999999' });
    expect(failure(unknown)).toEqual({
      http: 422,
      code: 'PINCODE_INVALID',
      message: 'Please Enter Valid PinCode',
    });
    const empty = await call('add-user-address', { ...home, city: '  ' });
    expect(failure(empty)).toMatchObject({ http: 400, message: 'Enter Details' });
    const nul = await call('add-user-address', { ...home, address1: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('never shows or changes another customer’s address', async () => {
    const other = await signedUpUser(shop);
    const theirs = (await call('add-user-address', home, other)).json() as { id: number };
    expect(failure(await call('edit-user-address', { ...home, id: theirs.id }))).toMatchObject({
      http: 404,
      code: 'ADDRESS_NOT_FOUND',
    });
    expect(failure(await call('remove-user-address', { id: theirs.id }))).toMatchObject({
      http: 404,
    });
    expect(failure(await call('remove-user-address', { index: 0 }))).toMatchObject({ http: 404 });
    expect(await list()).toEqual([]);
    expect((await list(other)).map((a) => a.id)).toEqual([theirs.id]);
    expect((await shop.call('auth/get-user-addresses', {})).statusCode).toBe(401);
  });
});
