/**
 * TEST-ONLY crash points for the fault tests (src/server/faults/). With `FAULT_INJECT=<point>` in
 * its environment the process kills itself with SIGKILL when it reaches that point, as a power
 * cut or the kernel's OOM killer would: no `finally`, no rollback by us, no reply. It is not a
 * setting (not in config.ts): it is read straight from the environment because the points sit in
 * code that carries no settings, and it is ignored when NODE_ENV is production.
 */
export type CrashPoint =
  /** Inside the order's transaction: stock taken (or a hold consumed), order written, not committed. */
  | 'order-written'
  /** The order is committed; its reply is not sent yet. */
  | 'order-placed';

const armed: string | undefined =
  process.env.NODE_ENV === 'production' ? undefined : process.env.FAULT_INJECT;

/** Dies here (SIGKILL) when the fault tests asked for this point; does nothing otherwise. */
export function crashPoint(point: CrashPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
