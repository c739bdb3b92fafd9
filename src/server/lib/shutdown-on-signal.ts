import type { Logger } from 'pino';

/**
 * On SIGINT or SIGTERM: runs `steps` once (a second signal only says it is still going), exits 0
 * when they finish and 1 when they fail or outlast `timeoutSeconds`. `onStart` runs first, at
 * once (a web instance marks itself as closing there).
 */
export function shutdownOnSignal(
  log: Pick<Logger, 'info' | 'warn' | 'error'>,
  timeoutSeconds: number,
  what: string,
  steps: () => Promise<void>,
  onStart: () => void = () => undefined,
): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return log.warn(`${signal} again: still shutting down`);
    closing = true;
    onStart();
    log.info(`${signal}: ${what}`);
    const deadline = setTimeout(() => {
      log.error(`Shutdown took over ${timeoutSeconds} s: exiting anyway`);
      process.exit(1);
    }, timeoutSeconds * 1000);
    deadline.unref();
    steps().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}
