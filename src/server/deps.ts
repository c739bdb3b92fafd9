import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Storage } from './adapters/storage/storage.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { AppSecrets } from './lib/secrets.ts';
import type { PinDirectory } from './adapters/pincode/pin-directory.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import type { SandboxGateway } from './adapters/payments/sandbox/sandbox-gateway.ts';
import type { CatalogCache } from './features/catalog/catalog-cache.ts';
import type { InvalidationBus } from './lib/invalidation-bus.ts';
import type { LineStore } from './adapters/drop-line/line-store.ts';

/**
 * Everything services need from the outside world, passed as one plain object (no DI framework).
 * Tests build it with a test database and in-process fakes of the edges they do not exercise.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  /** Folder served at /uploads when storage is local; undefined for S3. */
  uploadsDir?: string;
  /** Folder of the built web app (index.html + assets); undefined when not built. */
  webDir?: string;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** SMTP (`SMTP_URL`) or the dev mailbox. */
  mailer: Mailer;
  /** Keys for access tokens and OTP hashes (JWT_SECRET or generated under DATA_DIR). */
  secrets: AppSecrets;
  /** India's PIN codes (offline), loaded on first use. */
  pins: () => Promise<PinDirectory>;
  /** The online payment gateway (PhonePe, or the sandbox that speaks its API). */
  payments: PaymentGateway;
  /** The sandbox gateway to mount at /sandbox/phonepe (development and tests; never production). */
  sandbox?: SandboxGateway;
  /** The public catalogue kept in memory between changes (`buildApp` makes it when not given). */
  catalog: CatalogCache;
  /**
   * What tells every instance that a session was revoked or stock came back (docs/decisions/027):
   * over Redis with `REDIS_URL`, else within this process. Without one nothing is kept.
   */
  bus?: InvalidationBus;
  /** Drops' lines at their opening: Redis (`REDIS_URL`) or memory (`buildApp` makes it when not given). */
  dropLines: LineStore;
}
