import { expect, it } from 'vitest';
import { signedUpUser, describeShop } from '../test/test-shop.ts';
import { failure } from '../features/cart/cart.test-kit.ts';

/**
 * Text that is not text: a lone UTF-16 surrogate (`"\ud800"` in JSON) cannot be stored; in a
 * JSON column PostgreSQL refuses it outright (it answered 500), in a text column it silently
 * became U+FFFD. Such input is refused like a control character.
 */
describeShop('broken text in a body', ({ shop }) => {
  it('refuses a lone surrogate with a 400, in a body e-mail and in a saved field', async () => {
    const me = await signedUpUser(shop);
    // A body e-mail that is not the caller's is recorded as a security event (a JSON column).
    const cart = await shop.call('products/getProductsInCart', { email: '\ud800' }, me);
    expect(failure(cart)).toMatchObject({ http: 400, code: 'CONTROL_CHARACTERS' });

    const home = { address1: 'Hostel \udc00', address2: 'Adyar', pinCode: '600036' };
    const address = { ...home, city: 'Chennai', state: 'Tamil Nadu' };
    const saved = await shop.call('auth/add-user-address', address, me);
    expect(failure(saved)).toMatchObject({ http: 400, code: 'CONTROL_CHARACTERS' });
    const list = await shop.call('auth/get-user-addresses', {}, me);
    expect(list.json()).toEqual([]);

    // A pair (an emoji) is text.
    const emoji = await shop.call('auth/add-user-address', { ...address, address1: 'Room 😀' }, me);
    expect(emoji.statusCode).toBe(200);
  });
});
