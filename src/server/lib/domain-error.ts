import { ERRORS, type ErrorCode } from '#shared/errors.ts';

/**
 * A broken business rule. Services throw it; the error handler turns it into the contract's
 * failure body with the code's HTTP status. `message` overrides the code's default text when the
 * person needs specifics (e.g. "Only 2 left in size M").
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.httpStatus = ERRORS[code].http;
  }
}
