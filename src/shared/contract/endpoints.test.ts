import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Access, Endpoint } from './endpoint.ts';
import { endpoints } from './endpoints.ts';

const all = endpoints as Record<string, Endpoint>;

/** Every call with who may make it: the contract of api-contract.md in one table. */
const ACCESS: Record<string, Access> = {
  'auth/register': 'none',
  'auth/verifyOtp': 'none',
  'auth/resendVerifyOtp': 'none',
  'auth/login': 'none',
  'auth/forgetPassword': 'none',
  'auth/isChangePassword': 'none',
  'auth/resetPassword': 'none',
  'auth/safetyProtocol': 'optional',
  'auth/logout': 'user',
  'auth/session-cookie': 'user',
  'auth/raiseTicket': 'none',
  'auth/collabForm': 'none',
  'forms/service-enquiry': 'none',
  'orders/help': 'user',
  'orders/help/mine': 'user',
  'auth/get-user-details': 'user',
  'auth/update-user-details': 'user',
  'auth/get-user-addresses': 'user',
  'auth/add-user-address': 'user',
  'auth/change-name': 'user',
  'auth/change-password': 'user',
  'auth/edit-user-address': 'user',
  'auth/remove-user-address': 'user',
  'products/get-product': 'none',
  'products/get-product-details/:id': 'none',
  'products/addToCart': 'user',
  'products/getProductsInCart': 'user',
  'products/changeSizeInCart': 'user',
  'products/changeQuantityInCart': 'user',
  'products/removeFromCart': 'user',
  'products/moveToWishlist': 'user',
  'products/merge-guest-cart': 'user',
  'products/cart-coupon': 'user',
  'products/toggleWishlist': 'user',
  'products/get-wishlisted-products': 'user',
  'products/sizeUnavailable/:id': 'optional',
  'products/orders': 'user',
  'products/get-individual-order/:id': 'user',
  'products/my-orders': 'user',
  'products/my-order': 'user',
  'products/allOrders': 'admin',
  'products/delivered': 'admin',
  'products/add-product': 'admin',
  'products/update-product-details/:id': 'admin',
  'products/upload-images': 'admin',
  'products/former-slug/:id': 'none',
  'products/size-guide/:style': 'none',
  'admin/size-guide/:style': 'admin',
  'admin/product/:id': 'admin',
  'admin/summary': 'admin',
  'admin/pick-list': 'admin',
  'admin/orders/step': 'admin',
  'admin/orders/handover': 'admin',
  'products/cancel-order': 'user',
  'admin/orders/cancel-item': 'admin',
  'admin/inbox': 'admin',
  'admin/inbox/handled': 'admin',
  'admin/inbox/answer': 'admin',
  'admin/problems': 'admin',
  'admin/coupons': 'admin',
  'admin/coupons/create': 'admin',
  'admin/coupons/active': 'admin',
  drops: 'none',
  'drops/product/:productId': 'optional',
  'drops/:dropId/queue/join': 'user',
  'drops/:dropId/queue': 'none',
  'admin/drops': 'admin',
  'admin/drops/create': 'admin',
  'admin/drops/update': 'admin',
  'admin/drops/close': 'admin',
  'admin/drops/extend': 'admin',
  'clubs/:slug/drops/extend': 'user',
  'admin/drops/print-run': 'admin',
  'admin/drops/sent-to-print': 'admin',
  'admin/drops/bagging': 'admin',
  'admin/drops/hand-over-bags': 'admin',
  'clubs/:slug/drops/bagging': 'user',
  'clubs/:slug/drops/hand-over-bags': 'user',
  'admin/drops/orders-over-time': 'admin',
  'clubs/:slug/statement': 'user',
  'clubs/:slug/sales': 'user',
  'clubs/:slug/payouts': 'user',
  'admin/club-statements': 'admin',
  'admin/clubs/:slug/payouts/record': 'admin',
  'admin/drops/members': 'admin',
  'admin/drops/roster': 'admin',
  'admin/drops/roster/remind': 'admin',
  'clubs/:slug/drops/:dropId/members': 'user',
  'clubs/:slug/drops/:dropId/roster': 'user',
  'clubs/:slug/drops/:dropId/remind': 'user',
  'admin/problems/retryMail': 'admin',
  'admin/problems/retryRefund': 'admin',
  'admin/order': 'admin',
  'admin/cash-received': 'admin',
  'orders/exchange': 'user',
  'admin/exchanges': 'admin',
  'admin/exchange/decide': 'admin',
  'admin/exchange/swap': 'admin',
  'admin/help/remedy': 'admin',
  'admin/help/remedies': 'admin',
  'admin/order/remedies': 'admin',
  'admin/payouts': 'admin',
  'admin/payouts/paid': 'admin',
  'admin/replacement/handed-over': 'admin',
  'orders/remedies': 'user',
  'orders/remedies/upi': 'user',
  'payment/confirm': 'user',
  'payment/order': 'optional',
  'payment/order/validate': 'user',
  'payment/quote': 'user',
  'payment/webhook': 'none',
  'pincode/:pin': 'none',
  'notify/code': 'none',
  'notify/subscribe': 'optional',
  'notify/unsubscribe/check': 'none',
  'notify/unsubscribe': 'none',
  'clubs/:slug/products': 'user',
  'clubs/:slug/products/add': 'user',
  'clubs/:slug/products/:id': 'user',
  'clubs/:slug/products/:id/update': 'user',
  'clubs/:slug/products/:id/publish': 'user',
  'clubs/:slug/upload-images': 'user',
  'clubs/:slug/drops': 'user',
  'clubs/:slug/drops/create': 'user',
  'clubs/:slug/drops/update': 'user',
  'clubs/:slug/drops/publish': 'user',
  'clubs/:slug/drops/print-run': 'user',
  'clubs/:slug/orders': 'user',
  'clubs/:slug/inbox': 'user',
  'admin/club-drafts': 'admin',
  'admin/club-drafts/publish-product': 'admin',
  'admin/club-drafts/publish-drop': 'admin',
  'admin/clubs': 'admin',
  'admin/club': 'admin',
  'admin/clubs/create': 'admin',
  'admin/clubs/update': 'admin',
  'admin/clubs/invite': 'admin',
  'admin/clubs/revoke-invitation': 'admin',
  'admin/clubs/remove-manager': 'admin',
  'my-clubs': 'user',
  'clubs/:slug/overview': 'user',
  'club-invite/check': 'none',
  'club-invite/accept': 'user',
  'club-pages': 'none',
  'club-pages/:slug': 'none',
};

describe('endpoint map', () => {
  it('lists every call with its access level', () => {
    const actual = Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.access]));
    expect(actual).toEqual(ACCESS);
  });

  it('uses GET only for the public reads', () => {
    const withGet = Object.keys(all).filter((k) => all[k]!.methods.includes('GET'));
    expect(withGet.sort()).toEqual([
      'club-pages',
      'club-pages/:slug',
      'clubs/:slug/orders',
      'drops',
      'drops/:dropId/queue',
      'drops/product/:productId',
      'pincode/:pin',
      'products/get-product',
      'products/get-product-details/:id',
      'products/size-guide/:style',
    ]);
    for (const k of withGet) expect(all[k]!.body).toBeUndefined();
    expect(all['pincode/:pin']!.methods).toEqual(['GET']);
  });

  it('declares params exactly for paths with a :param', () => {
    for (const [path, def] of Object.entries(all)) {
      expect(Boolean(def.params), path).toBe(path.includes('/:'));
    }
  });

  it('marks the image upload as multipart without a JSON body', () => {
    const upload = all['products/upload-images']!;
    expect(upload.multipart).toBe(true);
    expect(upload.body).toBeUndefined();
  });

  it('gives every POST without a body a reason (multipart only)', () => {
    const bodiless = Object.keys(all).filter(
      (k) => all[k]!.methods.includes('POST') && !all[k]!.body && !all[k]!.multipart,
    );
    expect(bodiless.sort()).toEqual([
      'clubs/:slug/orders',
      'drops',
      'drops/:dropId/queue',
      'drops/product/:productId',
      'products/get-product',
      'products/get-product-details/:id',
      'products/size-guide/:style',
    ]);
  });

  it('turns every schema into JSON Schema for the OpenAPI page', () => {
    for (const [path, def] of Object.entries(all)) {
      if (def.body) expect(() => z.toJSONSchema(def.body!, { io: 'input' }), path).not.toThrow();
      if (def.params)
        expect(() => z.toJSONSchema(def.params!, { io: 'input' }), path).not.toThrow();
      // Replies must be plain data: no transforms, so they encode and document exactly.
      expect(() => z.toJSONSchema(def.reply, { io: 'output' }), path).not.toThrow();
    }
  });

  it('has a success marker on every object reply', () => {
    const bare = ['products/get-product', 'auth/get-user-addresses'];
    for (const [path, def] of Object.entries(all)) {
      const schema = z.toJSONSchema(def.reply, { io: 'output' }) as {
        type?: string;
        required?: string[];
        anyOf?: { required?: string[] }[];
      };
      if (bare.includes(path)) expect(schema.type, path).toBe('array');
      else {
        const variants = schema.anyOf ?? [schema];
        for (const v of variants) expect(v.required, path).toContain('status');
      }
    }
  });
});
