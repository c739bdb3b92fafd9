import type pino from 'pino';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { AppSecrets } from '../lib/secrets.ts';
import { otpInMail, type TestSmtpServer } from './smtp-test-server.ts';
import { buildTestApp, type TestClock, type TestShopOptions } from './test-app.ts';
import {
  createTestDatabase,
  productionEngine,
  testEngines,
  type TestDatabase,
  type TestEngine,
} from './db-harness.ts';

/**
 * A shop for API tests (the app of test-app.ts with calls through `app.inject`), describe blocks
 * that run once per database engine, and helpers that go through the real sign-up and login calls.
 */
/** The admin's e-mail in every test shop (ADMIN_EMAILS). */
export const TEST_ADMIN_EMAIL = 'boss@campus.example';

export interface CallOptions {
  token?: string;
  ip?: string;
}

export interface TestShop {
  app: App;
  db: Db;
  config: Config;
  clock: TestClock;
  /** The SMTP server receiving the shop's mail (with `mail: 'smtp'`). */
  smtp: TestSmtpServer;
  /** The app's mailer and (silent) logger, for background workers a test starts. */
  mailer: Mailer;
  log: pino.Logger;
  /** The app's keys, for background workers a test starts (they sign links the app checks). */
  secrets: AppSecrets;
  call(path: string, body?: unknown, options?: CallOptions): Promise<InjectResponse>;
  close(): Promise<void>;
}

export async function startTestShop(db: Db, options: TestShopOptions = {}): Promise<TestShop> {
  const made = await buildTestApp(db, {
    ...options,
    env: { ADMIN_EMAILS: TEST_ADMIN_EMAIL, ...options.env },
  });
  const { app, mailer, smtp } = made;
  return {
    ...made,
    call: (path, body = {}, { token, ip } = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        payload: body as Record<string, unknown>,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        remoteAddress: ip ?? '127.0.0.1',
      }),
    close: async () => {
      await app.close();
      await mailer.close();
      await smtp.close();
    },
  };
}

let serial = 0;

/** Sign-up details with a unique e-mail. */
export function newPerson(prefix = 'student') {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: 'Asha Verma',
    email: `${prefix}.${tag}@campus.example`,
    password: 'correct horse',
    phoneNumber: '9876543210',
  };
}
export type Person = ReturnType<typeof newPerson>;

/** The code of the newest OTP mail to `email` received over SMTP. */
export function lastOtp(shop: TestShop, email: string): string {
  return otpInMail(shop.smtp.lastTo(email, (m) => / code$/.test(m.subject ?? '')));
}

/** Sign-up through the API: register, read the OTP from the mail, verify. */
export async function signUp(shop: TestShop, person: Person = newPerson()): Promise<Person> {
  const registered = await shop.call('auth/register', person);
  expect(registered.json()).toMatchObject({ status: 200 });
  const verified = await shop.call('auth/verifyOtp', {
    ...person,
    otp: lastOtp(shop, person.email),
  });
  expect(verified.json()).toMatchObject({ status: 200 });
  return person;
}

/** Logs in through the API and returns the access token. */
export async function logIn(shop: TestShop, email: string, password: string): Promise<string> {
  const res = await shop.call('auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  const { accessToken } = res.json() as { accessToken: string };
  return accessToken;
}

export async function signedUpUser(shop: TestShop, person: Person = newPerson()) {
  await signUp(shop, person);
  const token = await logIn(shop, person.email, person.password);
  return { ...person, token, claims: decodeJwt(token) };
}

export type SignedUpUser = Awaited<ReturnType<typeof signedUpUser>>;

/**
 * A stand-in for a value a hook makes afresh (the shop of the current test, its database): every
 * read goes to the value of the moment, so a test file names it once in its describe block and
 * uses it in tests and helpers like the value itself.
 */
export function liveView<T extends object>(what: string, current: () => T | undefined): T {
  const now = (): T => {
    const value = current();
    if (!value) throw new Error(`${what} exists only inside a test or hook of its describeShop`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(now(), key),
    has: (_, key) => Reflect.has(now(), key),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(now(), key),
  });
}

export interface DescribeShopOptions {
  /** The shop's options, or a function called as each shop is made (it may read hooks' values). */
  shop?: TestShopOptions | (() => TestShopOptions | Promise<TestShopOptions>);
  /** One shop for the whole block instead of a fresh one for every test. */
  shopPer?: 'test' | 'file';
  /** Runs before each shop is made (what its options need, e.g. a payment sandbox)... */
  beforeShop?: () => Promise<unknown>;
  /** ...and after it is closed. */
  afterShop?: () => Promise<unknown>;
  /** Runs as each shop is made, before the block's own hooks (e.g. the shop listens on a port). */
  shopStarted?: (shop: TestShop) => Promise<unknown>;
  /**
   * `production` (the default): the engine production runs, PostgreSQL when the run has one, else
   * PGlite. `every`: each engine of the run. PGlite is the one-command start's engine, and the
   * end-to-end suite runs the whole shop on it; the files marked `every` are the API tests' PGlite
   * smoke (sign-up, cart, checkout, a drop's orders and its line without Redis, a stale
   * catalogue, mail, metrics, the worker).
   */
  engines?: 'production' | 'every';
}

export interface ShopUnderTest {
  engine: TestEngine;
  /** The block's migrated database (one per block), closed after its last test. */
  database: TestDatabase;
  /** The real app over that database, with its SMTP server and clock; closed after each test. */
  shop: TestShop;
}

/**
 * An API test file's describe block, on the engine production runs or on every engine of the run
 * (`${title} on postgres`, ...; DescribeShopOptions.engines): one
 * migrated database for the block and a fresh shop for every test (or one for the block), both
 * closed afterwards. The body's `database` and `shop` always are the current ones:
 *
 *   describeShop('wishlist API', ({ database, shop }) => {
 *     const me = signedUpEach(shop);
 *     it('...', async () => { await shop.call('products/toggleWishlist', ...); });
 *   });
 */
export function describeShop(title: string, body: (ctx: ShopUnderTest) => void): void;
export function describeShop(
  title: string,
  options: DescribeShopOptions,
  body: (ctx: ShopUnderTest) => void,
): void;
export function describeShop(
  title: string,
  ...args: [(ctx: ShopUnderTest) => void] | [DescribeShopOptions, (ctx: ShopUnderTest) => void]
): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  const engines = options.engines === 'every' ? testEngines() : [productionEngine()];
  describe.each(engines)(`${title} on %s`, (engine) => {
    let database: TestDatabase | undefined;
    let shop: TestShop | undefined;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(async () => {
      await database?.close();
    });
    const open = async () => {
      await options.beforeShop?.();
      const shopOptions = typeof options.shop === 'function' ? options.shop() : options.shop;
      shop = await startTestShop(database!.db, await shopOptions);
      await options.shopStarted?.(shop);
    };
    const close = async () => {
      await shop?.close();
      shop = undefined;
      await options.afterShop?.();
    };
    if (options.shopPer === 'file') {
      beforeAll(open);
      afterAll(close);
    } else {
      beforeEach(open);
      afterEach(close);
    }
    body({
      engine,
      database: liveView('database', () => database),
      shop: liveView('shop', () => shop),
    });
  });
}

/** A customer signed up and logged in afresh before each test (like `shop`, always the current). */
export function signedUpEach(shop: TestShop): SignedUpUser {
  let me: SignedUpUser | undefined;
  beforeEach(async () => {
    me = await signedUpUser(shop);
  });
  return liveView('the signed-up customer', () => me);
}
