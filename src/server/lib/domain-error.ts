import { ERRORS, type ErrorCode } from '#shared/errors.ts';

/**
 * A broken business rule. Services throw it; the error handler turns it into the contract's
 * failure body with the code's HTTP status. `message` overrides the code's default text when the
 * person needs specifics (e.g. "Only 2 left in size M").
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  /** For a 429: how long the caller must wait (sent as `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;
  /** For a refused change: the record's latest state, sent as the failure body's `current`. */
  readonly current: unknown;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { retryAfterSeconds?: number; current?: unknown } = {},
  ) {
    // A refusal (4xx) is an answer, not a fault: its stack is never read, and capturing one cost
    // ~2 µs of every refusal, a sold-out answer's among them (bench/README.md). A 5xx keeps it.
    const http = ERRORS[code].http;
    const stackLimit = Error.stackTraceLimit;
    if (http < 500) Error.stackTraceLimit = 0;
    super(message ?? ERRORS[code].message);
    Error.stackTraceLimit = stackLimit;
    this.name = 'DomainError';
    this.code = code;
    this.httpStatus = http;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.current = options.current;
  }
}
