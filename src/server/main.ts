import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoCatalogue } from './db/seed.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { startOutboxWorker } from './adapters/mail/outbox-worker.ts';
import { loadSecrets } from './lib/secrets.ts';
import { loadPinDirectory } from './adapters/pincode/pin-directory.ts';
import {
  SANDBOX_CREDENTIALS,
  SANDBOX_PREFIX,
  createPaymentGateway,
} from './adapters/payments/create-gateway.ts';
import { createSandboxGateway } from './adapters/payments/sandbox/sandbox-gateway.ts';
import { startPaymentReconciler } from './features/payments/payments.reconcile.ts';
import { syncAdminRoles } from './features/auth/roles.ts';
import { ensureDemoAccounts } from './features/auth/demo-accounts.ts';

/** Process entry: settings → database (migrated, seeded when empty) → HTTP server. */
async function main() {
  const config = loadConfig();
  const log = pino({
    level: config.LOG_LEVEL,
    ...(config.isProduction
      ? {}
      : { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }),
  });
  await mkdir(config.DATA_DIR, { recursive: true });

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await runMigrations(database);
  const { storage, uploadsDir } = createStorage(config);
  if (config.SEED_DEMO) {
    const result = await seedDemoCatalogue({ db: database.db, storage, log });
    if (result.seeded) log.info(`Seeded the demo catalogue: ${result.products} products`);
  }

  const clock = () => new Date();
  const secrets = await loadSecrets(config);
  const mailer = createMailer({ config, db: database.db, log, clock });
  await syncAdminRoles(database.db, config);
  await ensureDemoAccounts({ db: database.db, config, log });

  const webDir = path.resolve('dist/web');
  if (!existsSync(path.join(webDir, 'index.html'))) {
    log.warn('dist/web is missing: run `npm run build` (or `npm start`) to serve the web app');
  }
  // The server calls itself for the built-in sandbox gateway and receives its webhooks.
  const internalUrl = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`;
  const payments = createPaymentGateway(config, internalUrl);
  const sandbox =
    config.PAYMENT_PROVIDER === 'sandbox'
      ? createSandboxGateway({
          ...SANDBOX_CREDENTIALS,
          webhookUrl: `${internalUrl}/api/v1/payment/webhook`,
          publicBase: `${config.publicUrl}${SANDBOX_PREFIX}`,
          shopName: config.SHOP_NAME,
          tokenTtlSeconds: config.SANDBOX_TOKEN_TTL_SECONDS,
          webhookMode: config.SANDBOX_WEBHOOK,
          pendingMs: config.SANDBOX_PENDING_MS,
          storeFile: path.join(config.DATA_DIR, 'sandbox-gateway.json'),
          log,
        })
      : undefined;
  const pins = () => loadPinDirectory();
  const deps = {
    config,
    db: database.db,
    storage,
    uploadsDir,
    webDir,
    log,
    clock,
    mailer,
    secrets,
    pins,
    payments,
    sandbox,
  };
  const app = await buildApp(deps, { logger: log });
  const reconciler = startPaymentReconciler(
    { ...deps, database },
    config.PAYMENT_RECONCILE_SECONDS * 1000,
  );
  // Retries mail that could not be sent at once (every mail is stored in mail_outbox first).
  const outbox = startOutboxWorker({ database, db: database.db, mailer, log, clock });

  const close = async () => {
    await app.close();
    await outbox.stop();
    await reconciler.stop();
    await sandbox?.idle();
    await mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`${config.SHOP_NAME} is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
