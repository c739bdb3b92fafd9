// The clubs area's public surface (ADR 017, ADR 023): who may act for a club, and the ledger
// the orders area records a club's sales and refunds in. What a club sells (its products,
// drops, orders and public page) is the club-store area, above the catalogue and drops.
export { clubForManager, clubNamed, managedClubs } from './club-access.service.ts';
export { reverseCancelledItem, reverseClubShare } from './club-ledger.service.ts';
