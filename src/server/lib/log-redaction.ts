import type { LoggerOptions } from 'pino';

/**
 * What keeps passwords, hashes, OTPs and tokens out of the logs: every pino logger of the app is
 * made with `logRedaction` (main.ts, and the tests that read the log).
 */

/** Field names whose values are secrets, wherever they sit in a logged object. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'confirmPassword',
  'oldPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'otp',
  'codeHash',
  'code_hash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'clientSecret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'proxy-authorization',
  'x-api-key',
  'x-verify',
] as const;

/* `code` is a secret in a request body (an OTP or a handover code), not on an error (SQLSTATE). */

const SECRET_KEYS = new Set<string>(SECRET_FIELDS.map((name) => name.toLowerCase()));
const CENSOR = '[redacted]';
/** Deeper than this, a logged object is cut rather than walked (nothing the app logs nests so). */
const MAX_DEPTH = 6;

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * An e-mail address anywhere in a text: the name up to a character that cannot be in one as logs
 * show it, `@` (or `%40` in a URL), a domain with a dot. A connection string's `user:pass@host`
 * loses the password's tail too; `@scope/package` and `name@1.2.3` are left as they are.
 */
const EMAIL = /([^\s@"'`<>()[\]{},;:/\\?&=]+)(@|%40)((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi;

/**
 * Every e-mail address in `text` masked to its first character and its domain
 * (`s***@example.com`): a log shows which mailbox a message went to without listing the people of
 * the shop (docs/operations.md: logs).
 */
export function maskEmails(text: string): string {
  if (!text.includes('@') && !text.includes('%40')) return text;
  return text.replace(EMAIL, (_all, name: string, at: string, domain: string) => {
    return `${name.slice(0, 1)}***${at}${domain}`;
  });
}

/**
 * The logged object with every secret field censored and every e-mail address masked, at any
 * depth, in one walk. Objects without
 * a secret come back as they are (no copy), so an ordinary log line costs one look per key.
 * Only plain objects and arrays are walked: errors and requests have their own serializers below,
 * which keep nothing a person sent.
 */
export function redactSecrets(value: unknown, parentKey = '', depth = 0): unknown {
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return CENSOR;
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const clean = redactSecrets(item, parentKey, depth + 1);
      if (clean !== item) (copy ??= [...value])[i] = clean;
    });
    return copy ?? value;
  }
  if (typeof value === 'string') return maskEmails(value);
  if (!isPlain(value)) return value;
  if (depth >= MAX_DEPTH) return CENSOR;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const secret = SECRET_KEYS.has(key.toLowerCase()) || (key === 'code' && parentKey === 'body');
    const clean = secret ? CENSOR : redactSecrets(item, key, depth + 1);
    if (clean !== item) (copy ??= { ...value })[key] = clean;
  }
  return copy ?? value;
}

/** Query parameters that may carry a secret in a logged URL. */
const SECRET_QUERY = /([?&](?:token|access_token|code|otp|password|key|signature|sig)=)[^&#]*/gi;

/** Path segments that are a secret: a club invitation's one-time token (`/club-invite/{token}`). */
const SECRET_PATH = /(\/club-invite\/)[^/?#]+/gi;

/** A request URL as logged: without secret query values or path tokens, e-mail addresses masked. */
export const urlForLog = (url: string) =>
  maskEmails(url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]'));

/** The request as logged: no headers, no body, and the URL without secret query values. */
function requestForLog(req: {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : urlForLog(req.url),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Error fields safe to log. Database errors also carry `detail` ("Failing row contains (…)" with
 * every value of the row, a password hash among them), `where`, `hint` and the query's
 * `params`: those are never logged.
 */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'errno',
  'syscall',
] as const;

/**
 * An error's message without values: a failed query's message lists its parameters after the
 * SQL ("Failed query: … params: …"), and some database messages quote the value they refused
 * (`invalid input syntax for type integer: "…"`, `value "…" is out of range`).
 */
function messageForLog(message: string): string {
  return maskEmails(
    message
      .replace(/\nparams:[\s\S]*$/, '')
      .replace(/(: |value )"[^"]*"/g, '$1"[redacted]"')
      .slice(0, 2000),
  );
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** pino's `err` serializer, keeping only what cannot hold a value sent by a person. */
export function errorForLog(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]' };
  const source = err as Error & Record<string, unknown>;
  const type = err.constructor?.name || err.name || 'Error';
  const message = messageForLog(err.message ?? '');
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (err.cause !== undefined && depth < 3) logged.cause = errorForLog(err.cause, depth + 1);
  return logged;
}

/** Spread into every `pino({...})` of the app. */
export const logRedaction = {
  // One walk per log line instead of pino's `redact`, whose wildcard paths (about 115 for every
  // field at every depth) took a quarter of the server's CPU on the catalogue (bench/README.md).
  formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
  serializers: { err: errorForLog, error: errorForLog, req: requestForLog },
  hooks: {
    // The message itself ("dev mailbox: otp mail to …"), which the formatter above never sees.
    logMethod(args, method) {
      const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskEmails(arg) : arg));
      return method.apply(this, masked as Parameters<typeof method>);
    },
  },
} satisfies LoggerOptions;
