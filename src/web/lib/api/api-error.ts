/**
 * A failed API call: the contract's failure body, or a network / unexpected reply problem.
 * Kept apart from api-client.ts so code that only checks errors does not load the contract.
 */
export class ApiError extends Error {
  constructor(
    /** Machine-readable code from the failure body (NETWORK, BAD_REPLY for client-side problems). */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
