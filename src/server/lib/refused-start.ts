import pino from 'pino';
import { SettingsError } from '../config.ts';

/**
 * Exit code of a start refused for its settings (sysexits' EX_CONFIG), apart from 1 (a crash):
 * a service manager can tell "fix the settings" from "try again" (systemd:
 * `RestartPreventExitStatus=78`).
 */
export const EXIT_BAD_SETTINGS = 78;

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
  if (env.NODE_ENV?.trim() === 'production') {
    const log = pino({}, pino.destination({ dest: 2, sync: true }));
    for (const { setting, line } of lines) log.fatal({ setting }, line);
  } else {
    process.stderr.write(lines.map((l) => `${l.line}\n`).join(''));
  }
  return EXIT_BAD_SETTINGS;
}
