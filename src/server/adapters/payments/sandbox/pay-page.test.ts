import { describe, expect, it } from 'vitest';
import { expiredPageHtml, payPageHtml } from './pay-page.ts';

const order = {
  gatewayOrderId: 'OMO1',
  merchantOrderId: 'CT1',
  amount: 49_900,
  redirectUrl: 'http://127.0.0.1/paymentValid/CT1',
  payToken: 'tok',
  expireAt: Date.now() + 60_000,
  state: 'PENDING' as const,
};

/** The icon a page declares; without one the browser asks for /favicon.ico, which 404s. */
const iconOf = (html: string) => /<link rel="icon" href="([^"]+)">/.exec(html)?.[1];

describe('sandbox pay page', () => {
  it('declares its icon inline, so the browser asks the host for no /favicon.ico', () => {
    for (const html of [payPageHtml(order, 'Campus Threads', '/pay/tok'), expiredPageHtml()]) {
      const icon = iconOf(html);
      expect(icon).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(icon!.slice('data:image/svg+xml,'.length))).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/,
      );
    }
  });
});
