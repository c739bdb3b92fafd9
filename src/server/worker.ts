// Before anything else is evaluated: an older Node stops here with one line (exit 78).
import './lib/refuse-old-node.ts';
import { loadConfig, SettingsError } from './config.ts';
import { busOf, catalogCacheOf } from './app.ts';
import { announceStockOn } from './features/drops/index.ts';
import { openDatabase } from './db/client.ts';
import { migrationSummary, runMigrations } from './db/migrate.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { createPaymentGateway } from './adapters/payments/create-gateway.ts';
import { loadPinDirectory } from './adapters/pincode/pin-directory.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { loadSecrets } from './lib/secrets.ts';
import { prepareDataDir } from './lib/data-dir.ts';
import { createLogger } from './lib/logger.ts';
import { reportFailedStart, reportRefusedStart } from './lib/refused-start.ts';
import { shutdownOnSignal } from './lib/shutdown-on-signal.ts';

/**
 * `npm run worker`: the process that sends the shop's mail and runs its periodic jobs (payment
 * reconciliation, notify me, drop openings and print minimums, club mails), so that web
 * instances with BACKGROUND_JOBS=worker only store mail in the outbox (docs/decisions/024). It
 * serves no HTTP. Every WORKER_POLL_MS it sends the outbox's due rows; stopped, mail waits there
 * and nothing is lost. More than one worker (or a web instance still sending) is safe: each row
 * is claimed before it is sent.
 */
async function main() {
  const loaded = loadConfig();
  if (!loaded.DATABASE_URL) {
    throw new SettingsError('Cannot start the worker:', [
      {
        setting: 'DATABASE_URL',
        message:
          'the worker needs DATABASE_URL: the embedded database opens in one process only, whose web server sends the mail itself',
      },
    ]);
  }
  // This process is where the work runs: its own mail (a job's) is sent here, not handed on.
  const config = { ...loaded, BACKGROUND_JOBS: 'in-process' as const };
  const log = createLogger(config);
  if (loaded.BACKGROUND_JOBS === 'in-process') {
    log.warn('BACKGROUND_JOBS is in-process: the web instances send mail and run jobs as well');
  }
  await prepareDataDir(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    // A round's mails go side by side (outbox-worker.ts), and a few jobs may run at once.
    maxConnections: 5,
    onError: (err) => log.error({ err }, 'PostgreSQL: a pooled connection failed'),
  });
  if (!(await waitForDatabase(database, { log, waitSeconds: config.DATABASE_WAIT_SECONDS }))) {
    await database.close();
    process.exitCode = 1;
    return;
  }
  // Started before the web instances of a new release, the worker brings the schema up itself.
  log.info(migrationSummary(await runMigrations(database)));

  const clock = () => new Date();
  // As many SMTP connections as a sweep sends mails side by side (outbox-worker.ts), kept open.
  const mailer = createMailer({ config, db: database.db, log, clock, pool: 10 });
  const deps = {
    config,
    db: database.db,
    log,
    clock,
    mailer,
    secrets: await loadSecrets(config),
    pins: () => loadPinDirectory(),
    // The sandbox gateway (development only) is mounted by a web instance on PORT.
    payments: createPaymentGateway(config, `http://127.0.0.1:${config.PORT}`),
    // Stock its jobs give back (expired holds) clears the web instances' sold-out marks.
    bus: await busOf(config, log),
  };
  announceStockOn(deps.bus);
  const background = startBackgroundJobs(
    { ...deps, catalog: catalogCacheOf(deps), database },
    config.WORKER_POLL_MS,
  );
  // The first sweep at once: mail stored while no worker ran goes now, not a poll later.
  void background.jobs.outbox?.runOnce();

  shutdownOnSignal(log, config.SHUTDOWN_TIMEOUT_SECONDS, 'worker shutting down', async () => {
    // A round under way ends (its claimed mails sent and recorded); the rest waits in the outbox.
    await background.stop();
    await mailer.close();
    await deps.bus.close();
    await database.close();
    log.info('Shutdown: background jobs stopped, database closed');
  });
  // Timers are unref'd (periodic-job.ts): this keeps the process alive until a signal.
  setInterval(() => undefined, 1 << 30);
  log.info(
    `Worker running: mail every ${config.WORKER_POLL_MS} ms (${mailer.kind}); jobs: ${Object.keys(background.jobs).join(', ')}`,
  );
}

main().catch((err) => {
  process.exit(reportRefusedStart(err) ?? reportFailedStart(err));
});
