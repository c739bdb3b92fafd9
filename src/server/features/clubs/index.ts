// The clubs area's public surface (ADR 017, ADR 023): who may act for a club.
export { clubForManager, managedClubs } from './club-access.service.ts';
export { clubList, clubPage } from './club-page.service.ts';
