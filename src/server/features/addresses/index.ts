// The addresses area's public surface (ADR 017): checkout reads the chosen delivery address.
export { addressOf } from './addresses.queries.ts';
