// The clubs area's public surface (ADR 017, ADR 023): who may act for a club, and the ledger
// the orders area records a club's sales and refunds in.
export { clubForManager, managedClubs } from './club-access.service.ts';
export { recordClubSales, reverseCancelledItem, reverseClubShare } from './club-ledger.service.ts';
export { clubList, clubPage } from './club-page.service.ts';
