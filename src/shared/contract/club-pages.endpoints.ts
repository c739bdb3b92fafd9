import { defineEndpoints } from './endpoint.ts';
import { ClubListReply, ClubPageParams, ClubPageReply } from './club-pages.ts';

const get = ['GET'] as const;

/**
 * Clubs' public pages (docs/product.md#a-clubs-page). Paths are relative to /api/v1; not under
 * `clubs/`, where a club's managers' calls live (ADR 023).
 */
export const clubPageEndpoints = defineEndpoints({
  'club-pages': {
    methods: get,
    access: 'none',
    reply: ClubListReply,
    addition: true,
    summary: 'Every club by name, with whether one of its drops is live now',
  },
  'club-pages/:slug': {
    methods: get,
    access: 'none',
    params: ClubPageParams,
    reply: ClubPageReply,
    addition: true,
    summary: "A club's page: the club, its products on sale and its upcoming and live drops",
  },
});
