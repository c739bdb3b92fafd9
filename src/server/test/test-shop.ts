import pino from 'pino';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { createDevMailbox } from '../adapters/mail/dev-mailbox.ts';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer.ts';
import { mailFrom } from '../adapters/mail/create-mailer.ts';
import {
  otpInMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from './smtp-test-server.ts';
import { randomSecrets, type AppSecrets } from '../lib/secrets.ts';
import { loadPinDirectory } from '../adapters/pincode/pin-directory.ts';
import { createPaymentGateway } from '../adapters/payments/create-gateway.ts';
import type { PaymentGateway } from '../adapters/payments/payment-gateway.ts';
import type { CatalogCache } from '../features/catalog/catalog-cache.ts';
import {
  createTestDatabase,
  testEngines,
  type TestDatabase,
  type TestEngine,
} from './db-harness.ts';
import { SELLER_ENV } from './seller-env.ts';

/**
 * A shop for account API tests: the real app on a test database, mail over real SMTP to an
 * in-process server (or the dev mailbox), a clock the test moves, and helpers that go through
 * the real sign-up and login calls.
 */
export const TEST_ADMIN_EMAIL = 'boss@campus.example';

/**
 * Settings a production start requires (config.ts refuses it without them), for tests of what
 * production hides or refuses. The SMTP address is never dialled by these tests.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ...SELLER_ENV,
  JWT_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://shop.campus.example',
  PAYMENT_PROVIDER: 'none',
  ALLOW_EMBEDDED_DB: 'true',
} as const;

export type TestClock = (() => Date) & { advance(ms: number): void };

export function testClock(start = Date.now()): TestClock {
  let now = start;
  return Object.assign(() => new Date(now), {
    advance: (ms: number) => {
      now += ms;
    },
  });
}

const noStorage: Storage = {
  put: () => Promise.reject(new Error('storage is not part of this test')),
};

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

export interface TestShopOptions {
  env?: Record<string, string>;
  mail?: 'smtp' | 'dev';
  clock?: TestClock;
  /** The payment gateway client, made from the shop's settings. */
  payments?: (config: Config) => PaymentGateway;
  /** A folder with a built web app (index.html), to test the pages the server fills in. */
  webDir?: string;
  /** Where uploaded images go (by default any write fails: storage is not part of the test). */
  storage?: Storage;
  /** The folder served at /uploads/ when `storage` is local. */
  uploadsDir?: string;
  /** The app's logger, request log included (by default a silent one and no request log). */
  log?: pino.Logger;
  /** The catalogue cache (by default the app's own, checking every CATALOG_CACHE_CHECK_MS). */
  catalog?: (db: Db) => CatalogCache;
}

export async function startTestShop(db: Db, options: TestShopOptions = {}): Promise<TestShop> {
  const smtp = await startTestSmtpServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    // Tests change rows directly and read them back through the API at once.
    CATALOG_CACHE_CHECK_MS: '0',
    // Tests read a call's mail right after it answers: wait for it also on a busy machine.
    MAIL_SEND_WAIT_MS: '20000',
    ORDER_MAIL_WAIT_MS: '20000',
    ...(options.mail === 'dev' ? {} : { SMTP_URL: smtp.url }),
    ...options.env,
  });
  const log = options.log ?? pino({ level: 'silent' });
  const clock = options.clock ?? testClock();
  const secrets = randomSecrets();
  const mailer: Mailer =
    options.mail === 'dev'
      ? createDevMailbox({ db, log, clock, mailboxUrl: '/dev/mailbox' })
      : createSmtpMailer({ url: smtp.url, from: mailFrom(config), log });
  const app = await buildApp(
    {
      config,
      db,
      storage: options.storage ?? noStorage,
      ...(options.uploadsDir ? { uploadsDir: options.uploadsDir } : {}),
      log,
      clock,
      mailer,
      secrets,
      pins: () => loadPinDirectory(),
      // Tests of online payment pass a client of a sandbox gateway they started; elsewhere no
      // gateway answers (port 9 refuses at once).
      payments: options.payments?.(config) ?? createPaymentGateway(config, 'http://127.0.0.1:9'),
      ...(options.webDir ? { webDir: options.webDir } : {}),
      ...(options.catalog ? { catalog: options.catalog(db) } : {}),
    },
    options.log ? { logger: options.log } : {},
  );
  return {
    app,
    db,
    config,
    clock,
    smtp,
    mailer,
    log,
    secrets,
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
function liveView<T extends object>(what: string, current: () => T | undefined): T {
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
}

export interface ShopUnderTest {
  engine: TestEngine;
  /** The block's migrated database (one per block), closed after its last test. */
  database: TestDatabase;
  /** The real app over that database, with its SMTP server and clock; closed after each test. */
  shop: TestShop;
}

/**
 * An API test file's describe block, once per database engine (`${title} on pglite`, ...): one
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
  describe.each(testEngines())(`${title} on %s`, (engine) => {
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
