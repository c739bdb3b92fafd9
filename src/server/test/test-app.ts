import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { createDevMailbox } from '../adapters/mail/dev-mailbox.ts';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer.ts';
import { mailFrom } from '../adapters/mail/create-mailer.ts';
import { randomSecrets, secretsFrom, type AppSecrets } from '../lib/secrets.ts';
import { loadPinDirectory } from '../adapters/pincode/pin-directory.ts';
import { createPaymentGateway } from '../adapters/payments/create-gateway.ts';
import type { PaymentGateway } from '../adapters/payments/payment-gateway.ts';
import type { CatalogCache } from '../features/catalog/catalog-cache.ts';
import { startTestSmtpServer } from './smtp-test-server.ts';
import { SELLER_ENV } from './seller-env.ts';

/**
 * The app of an API test as main.ts would make it, with test parts: settings for tests, mail over
 * real SMTP to an in-process server (or the dev mailbox), a clock the test moves, no storage and
 * no payment gateway unless given. test-shop.ts wraps it with calls and sign-ups.
 */
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
  /** The token keys (by default new ones): two instances of one shop share them. */
  secrets?: AppSecrets;
}

/** The real app and what it was made with, on `db`, for one test (startTestShop adds calls). */
export async function buildTestApp(db: Db, options: TestShopOptions = {}) {
  const smtp = await startTestSmtpServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
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
  // Instances of one shop share JWT_SECRET (tests of several apps set it); else a key per app.
  const secrets =
    options.secrets ?? (config.JWT_SECRET ? secretsFrom(config.JWT_SECRET) : randomSecrets());
  const mailer: Mailer =
    options.mail === 'dev'
      ? createDevMailbox({ db, log, clock, mailboxUrl: '/dev/mailbox' })
      : // Connections reused: the test server greets each new one only after 100 ms
        // (smtp-server's check for clients that talk too soon), a wait per mail otherwise.
        createSmtpMailer({ url: smtp.url, from: mailFrom(config), log, pool: 2 });
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
  return { app, db, config, clock, smtp, mailer, log, secrets };
}
