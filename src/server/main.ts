// Before anything else is evaluated: an older Node stops here with one line (exit 78).
import './lib/refuse-old-node.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { buildApp, busOf, catalogCacheOf } from './app.ts';
import { openDatabase } from './db/client.ts';
import { migrationSummary, runMigrations } from './db/migrate.ts';
import { seedDemoCatalogue } from './db/seed.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { loadSecrets } from './lib/secrets.ts';
import { prepareDataDir } from './lib/data-dir.ts';
import { createLogger } from './lib/logger.ts';
import { reportFailedStart, reportRefusedStart } from './lib/refused-start.ts';
import { shutdownOnSignal } from './lib/shutdown-on-signal.ts';
import { drainConnectionsOnClose } from './lib/connection-drain.ts';
import { loadPinDirectory } from './adapters/pincode/pin-directory.ts';
import {
  SANDBOX_CREDENTIALS,
  SANDBOX_PREFIX,
  createPaymentGateway,
} from './adapters/payments/create-gateway.ts';
import { createSandboxGateway } from './adapters/payments/sandbox/sandbox-gateway.ts';
import { startEmbeddedMaintenance } from './db/maintenance.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { syncAdminRoles } from './features/auth/roles.ts';
import { sessionsRevoked } from './features/auth/index.ts';
import { ensureDemoAccounts } from './features/auth/demo-accounts.ts';

/** Process entry: settings → database (migrated, seeded when empty) → HTTP server. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  await prepareDataDir(config.DATA_DIR);

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onError: (err) => log.error({ err }, 'PostgreSQL: a pooled connection failed'),
  });
  if (!(await waitForDatabase(database, { log, waitSeconds: config.DATABASE_WAIT_SECONDS }))) {
    await database.close();
    process.exitCode = 1;
    return;
  }
  log.info(migrationSummary(await runMigrations(database)));
  const { storage, uploadsDir } = await createStorage(config);
  if (config.SEED_DEMO) {
    const result = await seedDemoCatalogue({ db: database.db, storage, log });
    if (result.seeded) log.info(`Seeded the demo catalogue: ${result.products} products`);
  }

  const clock = () => new Date();
  const secrets = await loadSecrets(config);
  const mailer = createMailer({ config, db: database.db, log, clock });
  await syncAdminRoles(database.db, config);
  // Shared by the app and its jobs: a hold released by reconciliation clears marks everywhere.
  const bus = await busOf(config, log);
  // Roles may have changed above: sessions kept by running instances are read again.
  await sessionsRevoked({ bus, config }, 'all');
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
          refundPendingMs: config.SANDBOX_REFUND_MS,
          refundOutcome: config.SANDBOX_REFUND_OUTCOME,
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
    bus,
  };
  const catalog = catalogCacheOf(deps);
  const app = await buildApp(
    { ...deps, catalog },
    { logger: log, shortRequestLog: !config.isProduction },
  );
  // Mail and the periodic jobs: here (in-process, the default outside production), or only in
  // the worker process (`npm run worker`), the web instance storing its mail in the outbox.
  const background =
    config.BACKGROUND_JOBS === 'in-process'
      ? startBackgroundJobs({ ...deps, catalog, database }, 30_000)
      : undefined;
  if (!background) log.info('Mail and periodic jobs run in the worker (npm run worker)');
  // PGlite has no autovacuum: statistics and the visibility map come from this job.
  const maintenance = startEmbeddedMaintenance(
    { database, log },
    config.EMBEDDED_VACUUM_MINUTES * 60_000,
  );

  // SIGTERM (systemd, Kubernetes) or Ctrl-C. First /readyz answers 503, so a load balancer stops
  // sending, while the server keeps taking and answering connections until it is idle (at most
  // 5 s; see connection-drain.ts: closing the listening socket resets the connections the kernel
  // holds for it, and a busy server holds some). Then it stops taking connections, the requests in
  // flight finish (every reply now closes its connection), a running background round ends, and
  // the database closes, leaving PGlite's folder clean. A request that never ends must not hold
  // the exit: after SHUTDOWN_TIMEOUT_SECONDS the process exits anyway, with code 1. Further
  // signals are ignored.
  let closing = false;
  app.addHook('onRequest', async (request, reply) => {
    if (closing && request.routeOptions.url === '/readyz') {
      return reply.code(503).send({ status: 'shutting down' });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const connections = drainConnectionsOnClose(app.server, 1000);
  const shutdownMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
  shutdownOnSignal(
    log,
    config.SHUTDOWN_TIMEOUT_SECONDS,
    'shutting down',
    async () => {
      await connections.closeWhenIdle(100, Math.min(5000, shutdownMs / 2));
      await Promise.all([app.close(), background?.stop(), maintenance.stop()]);
      await bus.close();
      log.info('Shutdown: requests finished, background jobs stopped');
      await sandbox?.idle();
      await mailer.close();
      await database.close();
      log.info('Shutdown: database closed');
    },
    () => {
      closing = true;
    },
  );

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`${config.SHOP_NAME} is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  process.exit(reportRefusedStart(err) ?? reportFailedStart(err));
});
