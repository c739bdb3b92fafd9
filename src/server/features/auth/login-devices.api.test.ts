import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { securityEvents } from '../../db/schema/index.ts';
import { PRODUCTION_ENV } from '../../test/test-app.ts';
import {
  newPerson,
  signUp,
  startTestShop,
  describeShop,
  type Person,
  type TestShop,
} from '../../test/test-shop.ts';
import { LOGIN_THROTTLE } from './auth.limits.ts';

/** A browser: the device cookies its logins were given, sent with its later logins. */
interface Browser {
  cookies: Map<string, string>;
}
const newBrowser = (): Browser => ({ cookies: new Map() });

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : ([] as string[]).concat(header as string | string[]);
}

async function loginFrom(
  shop: TestShop,
  browser: Browser,
  ip: string,
  email: string,
  password: string,
) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
  for (const line of setCookies(res)) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split('=');
    if (name!.startsWith('shop_device_')) browser.cookies.set(name!, value!);
  }
  return res;
}

describeShop('login from known and unknown devices', ({ database, shop }) => {
  /** A student whose laptop logged in once (it holds a device cookie). */
  async function studentWithLaptop(ip = '10.30.0.1'): Promise<Person & { laptop: Browser }> {
    const person = await signUp(shop);
    const laptop = newBrowser();
    expect((await loginFrom(shop, laptop, ip, person.email, person.password)).statusCode).toBe(200);
    return { ...person, laptop };
  }

  it('gives a device cookie at login: HttpOnly, SameSite=Lax, only for the login call', async () => {
    const person = await signUp(shop);
    const res = await loginFrom(shop, newBrowser(), '10.30.0.9', person.email, person.password);
    const device = setCookies(res).find((c) => c.startsWith('shop_device_'));
    expect(device).toMatch(
      /^shop_device_[\w-]{16}=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=15552000; Path=\/api\/v1\/auth\/login; HttpOnly; SameSite=Lax$/,
    );
    expect(device).not.toContain(person.email);
    // It is no session token.
    const token = device!.split(';')[0]!.split('=')[1]!;
    expect((await shop.call('auth/get-user-details', {}, { token })).statusCode).toBe(401);
  });

  it('marks the cookie Secure when the shop is served over https', async () => {
    const secure = await startTestShop(database.db, { env: { ...PRODUCTION_ENV } });
    try {
      const person = await signUp(secure);
      const res = await loginFrom(secure, newBrowser(), '10.30.0.8', person.email, person.password);
      const device = setCookies(res).find((c) => c.startsWith('shop_device_'));
      expect(device).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await secure.close();
    }
  });

  it('refuses a new device after 25 wrong passwords while the known device still logs in', async () => {
    const student = await studentWithLaptop('10.30.1.1');
    const guesser = newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      // One device on changing addresses: the per-address waits do not hold it up.
      const res = await loginFrom(shop, guesser, `10.30.2.${i}`, student.email, 'wrong pass');
      statuses.push(res.statusCode);
    }
    const free = LOGIN_THROTTLE.unknownDevicesLockFrom;
    expect(statuses).toEqual([...Array<number>(free).fill(401), ...Array(25 - free).fill(429)]);
    // Even the right password from an unknown device waits, from any address.
    const stranger = await loginFrom(
      shop,
      newBrowser(),
      '10.30.3.1',
      student.email,
      student.password,
    );
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({
      message: 'Too many failed logins. Please wait 15 minutes and try again.',
    });
    // The student's laptop, on the guesser's last address, logs in at once.
    const own = await loginFrom(
      shop,
      student.laptop,
      '10.30.2.24',
      student.email,
      student.password,
    );
    expect(own.statusCode).toBe(200);
    const [event] = await database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'login_failed'), eq(securityEvents.email, student.email)));
    expect(event?.detail).toMatchObject({ reason: 'wrong_password', knownDevice: false });
  });

  it('shares the counts between instances on one database', async () => {
    const student = await studentWithLaptop();
    const other = await startTestShop(database.db, { clock: shop.clock });
    try {
      for (let i = 0; i < LOGIN_THROTTLE.unknownDevicesLockFrom; i += 1) {
        const at = i % 2 === 0 ? shop : other;
        const res = await loginFrom(at, newBrowser(), `10.31.0.${i}`, student.email, 'wrong pass');
        expect(res.statusCode).toBe(401);
      }
      const next = await loginFrom(other, newBrowser(), '10.31.1.1', student.email, 'wrong pass');
      expect(next.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('gives a known device its own tries; past them it counts as unknown', async () => {
    const student = await studentWithLaptop('10.32.0.1');
    const wrong = () => loginFrom(shop, student.laptop, '10.32.0.1', student.email, 'wrong pass');
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.deviceFreeTries + LOGIN_THROTTLE.accountWaitFrom + 1; i++) {
      statuses.push((await wrong()).statusCode);
    }
    // The device's own tries without a wait, then the unknown device's 3 and its wait.
    const free = LOGIN_THROTTLE.deviceFreeTries + LOGIN_THROTTLE.accountWaitFrom;
    expect(statuses).toEqual([...Array<number>(free).fill(401), 429]);
  });

  it(
    'slows only the unknown devices behind an address that fails on many accounts',
    { timeout: 180_000 },
    async () => {
      const ip = '10.33.0.1';
      const known = await studentWithLaptop(ip);
      const fresher = await signUp(shop);
      for (let i = 0; i < LOGIN_THROTTLE.ipWaitFrom; i += 1) {
        const res = await loginFrom(shop, newBrowser(), ip, newPerson().email, 'wrong pass');
        expect(res.statusCode).toBe(401);
      }
      const unknown = await loginFrom(shop, newBrowser(), ip, fresher.email, fresher.password);
      expect(unknown.statusCode).toBe(429);
      const laptop = await loginFrom(shop, known.laptop, ip, known.email, known.password);
      expect(laptop.statusCode).toBe(200);
    },
  );

  it('takes a cookie of another account, a forged or an expired one for an unknown device', async () => {
    const ip = '10.34.0.1';
    const student = await studentWithLaptop(ip);
    const friend = await studentWithLaptop(ip);
    const lockToUnknownDevices = async () => {
      for (let i = 0; i < LOGIN_THROTTLE.unknownDevicesLockFrom; i += 1) {
        await loginFrom(shop, newBrowser(), `10.34.1.${i}`, student.email, 'wrong pass');
      }
    };
    const tryWith = async (browser: Browser) =>
      (await loginFrom(shop, browser, ip, student.email, student.password)).statusCode;
    await lockToUnknownDevices();
    // The friend's laptop holds no cookie for the student.
    expect(await tryWith(friend.laptop)).toBe(429);
    // The student's cookie under a forged signature counts for nothing.
    const [name, value] = [...student.laptop.cookies][0]!;
    expect(await tryWith({ cookies: new Map([[name, `${value.slice(0, -4)}AAAA`]]) })).toBe(429);
    expect(await tryWith(student.laptop)).toBe(200);
    // 180 days on, the laptop's cookie has lapsed.
    shop.clock.advance(181 * 24 * 60 * 60_000);
    await lockToUnknownDevices();
    expect(await tryWith(student.laptop)).toBe(429);
  });
});
