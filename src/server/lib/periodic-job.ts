/**
 * A background job that runs every `intervalMs` in the server process (the mail outbox, payment
 * reconciliation, the embedded database's maintenance). Rounds never overlap: `runOnce` while a
 * round runs joins it. A failed round is logged by `onError`, which gives the round's result;
 * the job keeps its schedule.
 */
export interface PeriodicJob<T> {
  /** One round now (joins the running one, if any); after `stop`, resolves to `idle`. */
  runOnce(): Promise<T>;
  /** Stops the interval and waits for a running round to end. */
  stop(): Promise<void>;
  /** True once `stop` was called: a long round checks it to end early. */
  readonly stopped: boolean;
}

export interface PeriodicJobOptions<T> {
  run: () => Promise<T>;
  /** Logs a failed round; its return value is that round's result. */
  onError: (err: unknown) => T;
  /** The result of a round that did not run (the job was stopped). */
  idle: T;
  /** 0 or less: no timer, rounds run only through `runOnce`. */
  intervalMs: number;
  /** Start a round at once, in the background (a server start is not held up). */
  runAtStart?: boolean;
}

export function startPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  const { run, onError, idle, intervalMs } = options;
  let running: Promise<T> | null = null;
  let stopped = false;

  function runOnce(): Promise<T> {
    if (stopped) return Promise.resolve(idle);
    running ??= run()
      .catch(onError)
      .finally(() => (running = null));
    return running;
  }

  const timer = intervalMs > 0 ? setInterval(() => void runOnce(), intervalMs) : undefined;
  timer?.unref();
  if (options.runAtStart) void runOnce();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
