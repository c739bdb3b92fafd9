// The club-store area's public surface (ADR 017, ADR 023): what a club sells, built on the
// admin's product and drop services; the site reads a club's public page.
export { clubList, clubPage } from './club-page.service.ts';
