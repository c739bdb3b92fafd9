import { isIP } from 'node:net';
import { z } from 'zod';

/** TRUST_PROXY, parsed for config.ts, and what Fastify is told to believe. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Whose `X-Forwarded-For` to believe: nobody (unset), the nearest N proxies (a hop count), or the
 * proxies at these addresses/CIDRs. Trusting every hop would let a client pick its own address,
 * and with it escape every per-IP limit.
 */
export const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined) return false;
    if (/^\d+$/.test(value)) return Number(value) || false;
    const entries = value
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const wrong = entries.filter((x) => !isProxyAddress(x));
    if (!wrong.length) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `give the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.0/8); not ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify ignores a bare hop count (it cannot tell a
 * proxy from a client that talks to the shop directly), so a count becomes "believe the nearest
 * N hops": only right when the shop is reachable through its proxies alone (HOST=127.0.0.1).
 */
export function proxyTrust(setting: false | number | string[]) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
