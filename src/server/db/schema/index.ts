/**
 * The whole database, for every feature of the shop (catalogue, accounts, cart, checkout,
 * payments, admin, forms, mail). One schema serves PGlite and PostgreSQL; keep it to SQL that
 * PostgreSQL 15 understands. After a change run `npm run db:generate` and commit `drizzle/`.
 *
 * Conventions: tables are snake_case plural; ids are integer identities (the contract's numbers)
 * except `sessions.jti`; money is integer paise in `*_paise` columns; times are `timestamptz`;
 * closed value sets are `text` plus a CHECK (easier to extend than a PostgreSQL enum).
 */
export * from './auth.ts';
export * from './addresses.ts';
export * from './clubs.ts';
export * from './club-ledger.ts';
export * from './catalog.ts';
export * from './cart.ts';
export * from './wishlist.ts';
export * from './orders.ts';
export * from './credit-notes.ts';
export * from './payments.ts';
export * from './coupons.ts';
export * from './drops.ts';
export * from './after-sale.ts';
export * from './forms.ts';
export * from './size-requests.ts';
export * from './security.ts';
export * from './mail.ts';
export * from './notify.ts';
export * from './drop-views.ts';
