import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type { PrettyOptions, PrettyStream } from 'pino-pretty';
import { logRedaction } from './log-redaction.ts';

export interface LoggerSettings {
  LOG_LEVEL: string;
  isProduction: boolean;
}

/**
 * The server's logger, on standard output.
 *
 * Production: one JSON object per line, for the journal and `jq` (docs/operations.md: Logs).
 * Development and the fault tests: one short line per event (`12:03:04 INFO: GET /shop 200 4 ms`),
 * formatted in this thread: the request lines (app.ts) carry no objects, so the address to open
 * stays in sight instead of under a block of request fields per call.
 *
 * When standard output is gone (the pipe's reader closed: EPIPE) nothing the process does can be
 * seen any more, and it would serve on unobserved for ever: `onOutputClosed` runs once. By default
 * the process shuts down as on SIGTERM and exits 1, so a service manager restarts it with a new
 * output (deploy/systemd: Restart=on-failure).
 */
export function createLogger(
  settings: LoggerSettings,
  options: { onOutputClosed?: () => void } = {},
): Logger {
  const out = pino.destination(settings.isProduction ? PRODUCTION_OUTPUT : { dest: 1, sync: true });
  const onOutputClosed = options.onOutputClosed ?? shutDownWithFailure;
  let closed = false;
  out.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE' || closed) return;
    closed = true;
    onOutputClosed();
  });
  const stream = settings.isProduction
    ? out
    : loadPretty()({
        destination: out,
        colorize: process.stdout.isTTY === true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId',
        singleLine: true,
      });
  return pino({ level: settings.LOG_LEVEL, ...logRedaction }, stream);
}

/**
 * Production's lines are written in batches of 4 kB, and at least once a second: every write
 * to the journal's socket wakes another process, which on the shop's 2-core machine cost more
 * CPU than the line itself (bench/README.md). What is still in the batch is written when the
 * process exits (pino flushes on exit); only a kill without an exit (SIGKILL, out of memory)
 * loses it, at most the last second's lines, and nginx's access log still has those requests.
 */
export const PRODUCTION_OUTPUT = { dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 };

/**
 * pino-pretty (and its ~30 modules) only where lines are formatted: production writes JSON and
 * never loads it (ADR 012: memory per instance). `createLogger` stays synchronous, hence require.
 */
const loadPretty = () =>
  createRequire(import.meta.url)('pino-pretty') as (options: PrettyOptions) => PrettyStream;

/**
 * The graceful shutdown of main.ts (SIGTERM), ending with exit code 1 rather than 0; still
 * starting (no SIGTERM handler yet), the process exits at once.
 */
function shutDownWithFailure() {
  if (process.listenerCount('SIGTERM') === 0) process.exit(1);
  process.once('exit', () => {
    process.exitCode = 1;
  });
  process.kill(process.pid, 'SIGTERM');
}
