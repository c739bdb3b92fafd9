/** The success envelope of the contract: a domain value plus `status: 200` (routes only). */
export const ok = <T extends object>(value: T) => ({ status: 200 as const, ...value });

/** What a command tells the person: the text of a `{status: 200, message}` reply. */
export interface Outcome {
  message: string;
}
