// The addresses area's public surface (ADR 017): checkout reads the chosen delivery address.
export { addressOf } from './addresses.queries.ts';
// The profile's address is one of the saved addresses (docs/product.md#saved-addresses).
export { profilePostal, saveProfilePostal, type ProfilePostal } from './addresses.service.ts';
