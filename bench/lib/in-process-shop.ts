/**
 * The shop's app inside the bench's own process, on a database the bench opened and seeds: silent
 * logs, the dev mailbox, no storage, and a payment gateway that refuses at once (these benches
 * pay nothing online). For the shop as its own production process see ./processes.ts.
 */
import pino from 'pino';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { createDevMailbox } from '../../src/server/adapters/mail/dev-mailbox.ts';
import { loadPinDirectory } from '../../src/server/adapters/pincode/pin-directory.ts';
import { createPaymentGateway } from '../../src/server/adapters/payments/create-gateway.ts';
import { randomSecrets, type AppSecrets } from '../../src/server/lib/secrets.ts';

/** Starts the app on a free port; `settings` go on top of the bench defaults. */
export async function listenInProcess(
  db: Db,
  settings: Record<string, string>,
  secrets: AppSecrets = randomSecrets(),
  more: { webDir?: string } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...settings,
  });
  const log = pino({ level: 'silent' });
  const clock = () => new Date();
  const deps = {
    config,
    db,
    storage: { put: () => Promise.reject(new Error('no storage in this bench')) },
    log,
    clock,
    mailer: createDevMailbox({ db, log, clock, mailboxUrl: '/dev/mailbox' }),
    secrets,
    pins: () => loadPinDirectory(),
    payments: createPaymentGateway(config, 'http://127.0.0.1:9'),
    ...more,
  };
  const app = await buildApp(deps);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, deps, base };
}
