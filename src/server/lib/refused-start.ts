import pino from 'pino';
import { SettingsError } from '../config.ts';
import { logRedaction } from './log-redaction.ts';

/**
 * Exit code of a start refused for its settings (sysexits' EX_CONFIG), apart from 1 (a crash):
 * a service manager can tell "fix the settings" from "try again" (systemd:
 * `RestartPreventExitStatus=78`).
 */
export const EXIT_BAD_SETTINGS = 78;

/**
 * Whether a start's failure is reported as production's JSON lines: NODE_ENV=production, and any
 * value that is not a developer's (`development`, `test` or unset), such as a mistyped `prod`,
 * which is itself refused: a server's journal gets JSON whatever the typo.
 */
function meantForProduction(env: Record<string, string | undefined>): boolean {
  const value = env.NODE_ENV?.trim() ?? '';
  return !['', 'development', 'test'].includes(value);
}

/**
 * Prints why the settings stop a start: one line per setting and no stack trace (the fix is in
 * the settings, not in the code). In production as JSON log lines like every other line the
 * shop logs there (level fatal, the setting named in `setting`); elsewhere as plain lines. All on
 * stderr, written before the process exits. Returns the exit code, or undefined for any other
 * error.
 */
export function reportRefusedStart(
  error: unknown,
  env: Record<string, string | undefined> = process.env,
): number | undefined {
  if (!(error instanceof SettingsError)) return undefined;
  const lines = error.problems.map((p) => ({
    setting: p.setting,
    line: `Cannot start: ${p.message}`,
  }));
  if (meantForProduction(env)) {
    const log = pino({}, pino.destination({ dest: 2, sync: true }));
    for (const { setting, line } of lines) log.fatal({ setting }, line);
  } else {
    process.stderr.write(lines.map((l) => `${l.line}\n`).join(''));
  }
  return EXIT_BAD_SETTINGS;
}

/**
 * Any other error that stops a start (the port taken, the database refusing the migrations …):
 * in production one JSON log line (level fatal, the error serialised as every logged error is,
 * without driver detail or parameters), so `jq` over the journal never meets a multi-line dump;
 * elsewhere the error with its stack, for the developer. Returns the exit code, 1.
 */
export function reportFailedStart(
  error: unknown,
  env: Record<string, string | undefined> = process.env,
): number {
  if (meantForProduction(env)) {
    const log = pino({ ...logRedaction }, pino.destination({ dest: 2, sync: true }));
    log.fatal({ err: error }, 'Cannot start');
  } else {
    console.error(error);
  }
  return 1;
}
