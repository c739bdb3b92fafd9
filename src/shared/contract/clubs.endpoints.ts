import { defineEndpoints } from './endpoint.ts';
import { EmptyBody, MessageReply } from './common.ts';
import {
  AdminClubReply,
  AdminClubsReply,
  ClubIdBody,
  ClubOverviewReply,
  ClubSlugParams,
  CreateClubBody,
  InviteAcceptReply,
  InviteCheckReply,
  InviteManagerBody,
  InviteTokenBody,
  MyClubsReply,
  RemoveManagerBody,
  RevokeInvitationBody,
  SavedClubReply,
  UpdateClubBody,
} from './clubs.ts';

const post = ['POST'] as const;

/**
 * Clubs' core (docs/product.md#clubs, ADR 023): the admin's clubs and their managers, a
 * manager's invitation, and the club dashboard's overview. Paths are relative to /api/v1; every
 * `clubs/{slug}/…` call is a `user` call checked per club on the server.
 */
export const clubEndpoints = defineEndpoints({
  'admin/clubs': {
    methods: post,
    access: 'admin',
    body: EmptyBody,
    reply: AdminClubsReply,
    addition: true,
    summary: 'Every club, by name, with its managers, open invitations and products counted',
  },
  'admin/club': {
    methods: post,
    access: 'admin',
    body: ClubIdBody,
    reply: AdminClubReply,
    addition: true,
    summary: 'One club with its managers and open invitations',
  },
  'admin/clubs/create': {
    methods: post,
    access: 'admin',
    body: CreateClubBody,
    reply: SavedClubReply,
    addition: true,
    summary:
      'Create a club (maybe from a collaboration application, maybe inviting its first manager); links the products carrying its tag',
  },
  'admin/clubs/update': {
    methods: post,
    access: 'admin',
    body: UpdateClubBody,
    reply: SavedClubReply,
    addition: true,
    summary: "Edit a club's details; an edit from an older version is refused (409)",
  },
  'admin/clubs/invite': {
    methods: post,
    access: 'admin',
    body: InviteManagerBody,
    reply: MessageReply,
    addition: true,
    summary: 'Invite a manager by e-mail: a one-time link, valid 7 days',
  },
  'admin/clubs/revoke-invitation': {
    methods: post,
    access: 'admin',
    body: RevokeInvitationBody,
    reply: MessageReply,
    addition: true,
    summary: 'Withdraw an invitation that was not accepted yet',
  },
  'admin/clubs/remove-manager': {
    methods: post,
    access: 'admin',
    body: RemoveManagerBody,
    reply: MessageReply,
    addition: true,
    summary: "Remove a club's manager: their next club call is refused",
  },
  'my-clubs': {
    methods: post,
    access: 'user',
    body: EmptyBody,
    reply: MyClubsReply,
    addition: true,
    summary: 'The clubs the caller manages, by name',
  },
  'clubs/:slug/overview': {
    methods: post,
    access: 'user',
    params: ClubSlugParams,
    body: EmptyBody,
    reply: ClubOverviewReply,
    addition: true,
    summary: "A club's dashboard overview: details, managers, counts (its managers and the admin)",
  },
  'club-invite/check': {
    methods: post,
    access: 'none',
    body: InviteTokenBody,
    reply: InviteCheckReply,
    addition: true,
    summary: 'What an invitation link is for: the club, the invited e-mail, its state',
  },
  'club-invite/accept': {
    methods: post,
    access: 'user',
    body: InviteTokenBody,
    reply: InviteAcceptReply,
    addition: true,
    summary: 'Accept an invitation, signed in with the invited e-mail: become a manager',
  },
});
