import { z } from 'zod';
import { SHOP_DEFAULTS } from '#shared/shop-defaults.ts';
import {
  DEMO_SELLER,
  SELLER_SETTINGS,
  termsSettingFields,
  type SellerSetting,
} from './config-terms.ts';
import { trustProxy } from './config-proxy.ts';
import { openingSettingFields } from './config-opening.ts';

export { proxyTrust } from './config-proxy.ts';

/**
 * Every setting the server reads, with embedded defaults so `npm start` needs none.
 * Documented in the README's settings table; keep the two in step.
 */
const list = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );
const lowerList = list.transform((xs) => xs.map((x) => x.toLowerCase()));

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** How long a call waits for its mail to go before answering (the outbox retries the rest). */
  MAIL_SEND_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(4000),
  /**
   * How long an order's answer (PLACE ORDER, a payment's return) waits for its mails; 0: they go
   * out at once in the background (they are in the outbox with the order, so none is lost).
   */
  ORDER_MAIL_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * Where mail is sent and the periodic jobs run: `in-process` (each web instance, as `npm start`
   * does) or `worker` (only the `npm run worker` process; web instances store mail in the outbox).
   * Unset: `worker` in production on PostgreSQL, else `in-process` (docs/decisions/024).
   */
  BACKGROUND_JOBS: z.enum(['in-process', 'worker']).optional(),
  /** How often the worker process looks for mail to send (ms): the most a mail waits for it. */
  WORKER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  SHOP_EMAIL: z.string().email().optional(),
  ADMIN_EMAILS: lowerList,
  JWT_SECRET: z.string().min(32).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  REDIS_URL: z.string().optional(),
  /** The OpenAPI page at /docs: on by default outside production, off in production unless set. */
  OPENAPI_DOCS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Bearer token that opens /metrics (Prometheus); unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  CORS_ORIGINS: list,
  TRUST_PROXY: trustProxy,
  /** `sandbox` (development), `phonepe`, or `none` (cash on delivery only). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'phonepe', 'none']).default('sandbox'),
  PHONEPE_BASE_URL: z.string().optional(),
  PHONEPE_CLIENT_ID: z.string().optional(),
  PHONEPE_CLIENT_SECRET: z.string().optional(),
  PHONEPE_CLIENT_VERSION: z.string().default('1'),
  PHONEPE_WEBHOOK_USER: z.string().optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().optional(),
  /** Where PhonePe's `/v1/oauth/token` lives when it is not under PHONEPE_BASE_URL (production). */
  PHONEPE_AUTH_URL: z.string().url().optional(),
  /** Minutes a started online payment holds its stock (the pay page expires with it). */
  PAYMENT_HOLD_MINUTES: z.coerce.number().min(0.05).max(60).default(15),
  /** Seconds the stock taken for an order being written stays held before the reconciliation
   *  job may give it back (the order never came: its process died). Far above a placement's time. */
  PLACEMENT_HOLD_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Cash orders one student may have open (placed, not yet handed over) at once: each takes
   *  stock for good until collected, so one account cannot empty a size with unpaid orders. */
  CASH_ORDERS_OPEN_MAX: z.coerce.number().int().min(1).max(100).default(3),
  /** Seconds between two runs of the payment reconciliation job (0: off). */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Longest wait on SIGTERM for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(20),
  /**
   * Notify-me mails (docs/product.md#notify-me) stored for sending per minute, over all server
   * instances: a drop's 2,000 subscribers go out in paced batches, not in one burst.
   */
  NOTIFY_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Seconds between two rounds of the notify worker (0: off). */
  NOTIFY_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** Sandbox gateway only (tests): webhook delivery, token lifetime, how long "pending" lasts. */
  SANDBOX_WEBHOOK: z.enum(['normal', 'late', 'twice', 'out-of-order', 'never']).default('normal'),
  SANDBOX_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  SANDBOX_PENDING_MS: z.coerce.number().int().min(0).default(4000),
  /** Sandbox only (tests): how long a refund stays pending, and how it ends. */
  SANDBOX_REFUND_MS: z.coerce.number().int().min(0).default(2000),
  SANDBOX_REFUND_OUTCOME: z.enum(['COMPLETED', 'FAILED']).default('COMPLETED'),
  HIDDEN_ORDER_EMAILS: lowerList,
  SHOP_NAME: z.string().default(SHOP_DEFAULTS.shopName),
  INSTITUTE_NAME: z.string().default(SHOP_DEFAULTS.instituteName),
  PICKUP_POINT: z.string().default(SHOP_DEFAULTS.pickupPoint),
  HOSTELS: list,
  CONTACT_PHONE: z.string().default(SHOP_DEFAULTS.contactPhone),
  INSTAGRAM_URL: z.string().default(SHOP_DEFAULTS.instagramUrl),
  LINKEDIN_URL: z.string().default(SHOP_DEFAULTS.linkedinUrl),
  ...termsSettingFields,
  /** Multiplies every rate limit; end-to-end suites that sign many people up from one IP raise it. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * How stale (ms) the in-memory catalogue may get before a read checks the database's catalogue
   * version: another instance's edit or sale shows within this. 0 checks on every read.
   */
  CATALOG_CACHE_CHECK_MS: z.coerce.number().int().min(0).max(1000).default(500),
  ...openingSettingFields,
  /**
   * Embedded database only: minutes between two `VACUUM ANALYZE` rounds (the first runs at
   * start), which PostgreSQL's autovacuum does by itself; 0: off.
   */
  EMBEDDED_VACUUM_MINUTES: z.coerce.number().min(0).max(1440).default(60),
  /**
   * How long a start waits for PostgreSQL to answer (a machine booting, PostgreSQL restarting)
   * before it gives up and exits.
   */
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(180),
  /** Production on the embedded database (no DATABASE_URL) only when set on purpose. */
  ALLOW_EMBEDDED_DB: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seed the demo catalogue into an empty database; unset: yes, except in production. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

const PHONEPE_SETTINGS = [
  'PHONEPE_BASE_URL',
  'PHONEPE_CLIENT_ID',
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_WEBHOOK_USER',
  'PHONEPE_WEBHOOK_PASSWORD',
] as const;

export type Config = Omit<
  z.infer<typeof ConfigSchema>,
  'OPENAPI_DOCS' | 'SEED_DEMO' | 'BACKGROUND_JOBS' | SellerSetting
> &
  Record<SellerSetting, string> & {
    /** Whether /docs serves the OpenAPI page (OPENAPI_DOCS, or outside production). */
    OPENAPI_DOCS: boolean;
    /** Whether an empty database gets the demo catalogue (SEED_DEMO, or outside production). */
    SEED_DEMO: boolean;
    /** Where mail is sent and periodic jobs run (BACKGROUND_JOBS, or its default). */
    BACKGROUND_JOBS: 'in-process' | 'worker';
    /** The URL the shop is reached at (links in mails, Open Graph tags, payment returns). */
    publicUrl: string;
    isProduction: boolean;
  };

/** `NAME=` (an empty or blank value, common in env files) means the setting is not set. */
function withoutBlanks(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim()));
}

/** One setting that stops a start, and why. */
export interface SettingProblem {
  setting: string;
  message: string;
}

/**
 * Settings that stop a start, each named, all of them at once (`problems`); the message lists
 * them under a heading. main.ts prints one line per problem and exits, without a stack trace:
 * the fix is in the settings, never in the code.
 */
export class SettingsError extends Error {
  constructor(
    heading: string,
    readonly problems: SettingProblem[],
  ) {
    super([heading, ...problems.map((p) => `  ${p.message}`)].join('\n'));
    this.name = 'SettingsError';
  }
}

/**
 * What stops a start, one line per setting and all of them at once. In production the shop holds
 * real accounts and money: sign-in keys, mail, its own address, a real payment choice and a
 * database server must be set on purpose, never left to the embedded defaults.
 */
function refusals(c: z.infer<typeof ConfigSchema>, isProduction: boolean): SettingProblem[] {
  const out: SettingProblem[] = [];
  const refuse = (setting: string, message: string) => out.push({ setting, message });
  const required = (name: string, what: string) =>
    refuse(name, `${name} is required in production (${what})`);
  if (isProduction) {
    if (!c.JWT_SECRET) required('JWT_SECRET', 'a random string of 32+ characters');
    if (!c.SMTP_URL) required('SMTP_URL', 'e.g. smtps://user:pass@smtp.example.com:465');
    if (!c.PUBLIC_URL)
      required('PUBLIC_URL', "the shop's https address, used in mails and payments");
    else if (!httpsOrLoopback(c.PUBLIC_URL)) {
      refuse(
        'PUBLIC_URL',
        `PUBLIC_URL must be the shop's https:// address in production (students' browsers, mails and the payment gateway use it), not ${c.PUBLIC_URL}`,
      );
    }
    if (c.PAYMENT_PROVIDER === 'sandbox') {
      refuse(
        'PAYMENT_PROVIDER',
        'PAYMENT_PROVIDER must be phonepe (with its PHONEPE_* settings) or none (cash on delivery only); the sandbox gateway is for development',
      );
    }
  }
  if (isProduction) {
    for (const name of SELLER_SETTINGS.filter((setting) => !c[setting])) {
      required(name, "the seller's details on invoices, the footer and the terms page");
    }
  }
  if (c.PAYMENT_PROVIDER === 'phonepe') {
    const missing = PHONEPE_SETTINGS.filter((name) => !c[name]);
    if (missing.length)
      refuse('PAYMENT_PROVIDER', `PAYMENT_PROVIDER=phonepe needs ${missing.join(', ')}`);
  }
  if (isProduction && !c.DATABASE_URL && !c.ALLOW_EMBEDDED_DB) {
    required(
      'DATABASE_URL',
      'or ALLOW_EMBEDDED_DB=true to run on the embedded database, one small server only',
    );
  }
  if (c.BACKGROUND_JOBS === 'worker' && !c.DATABASE_URL) {
    refuse(
      'BACKGROUND_JOBS',
      'BACKGROUND_JOBS=worker needs DATABASE_URL: the embedded database opens in one process only, so its mail is sent in-process',
    );
  }
  return out;
}

/**
 * Production's address is https (cookies are Secure, HSTS is on, the gateway calls back to it);
 * only a loopback address may be plain http, for a production build tried on the machine itself.
 */
function httpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const setting = i.path.join('.');
      return { setting, message: `${setting}: ${i.message}` };
    });
    throw new SettingsError('Invalid settings:', problems);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const refused = refusals(c, isProduction);
  if (refused.length) {
    const heading = isProduction ? 'Cannot start in production:' : 'Invalid settings:';
    throw new SettingsError(heading, refused);
  }
  const host = c.HOST === '0.0.0.0' ? '127.0.0.1' : c.HOST;
  return {
    ...c,
    // Production has refused a start without them above; elsewhere the demo seller fills in.
    ...(Object.fromEntries(
      SELLER_SETTINGS.map((name) => [name, c[name] ?? DEMO_SELLER[name]]),
    ) as Record<SellerSetting, string>),
    OPENAPI_DOCS: c.OPENAPI_DOCS ?? !isProduction,
    // A real shop must not open with demo tees: production seeds only when asked to.
    SEED_DEMO: c.SEED_DEMO ?? !isProduction,
    // A one-command start (embedded database, dev mailbox) sends its mail with no worker to run.
    BACKGROUND_JOBS:
      c.BACKGROUND_JOBS ?? (isProduction && c.DATABASE_URL ? 'worker' : 'in-process'),
    publicUrl: (c.PUBLIC_URL ?? `http://${host}:${c.PORT}`).replace(/\/$/, ''),
    isProduction,
  };
}
