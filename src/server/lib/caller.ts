/**
 * Who makes a call, as every service receives it (ADR 008: services take `(deps, caller,
 * input)`). Identity comes from the token and its session row, never from the body.
 */

/** What an account may do: the `users.role` column holds one of these (db/schema/auth.ts). */
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Where a call came from: for sessions, rate limits and security events. */
export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/** The signed-in user of a session (what the token's session row says). */
export interface SessionUser {
  userId: number;
  email: string;
  role: UserRole;
  jti: string;
}

/** A signed-in caller: always the caller of `user` and `admin` calls. */
export interface Caller extends SessionUser, Client {}

/** A caller without a token (public calls, and `optional` ones when no token came). */
export interface Guest extends Client {
  userId: null;
}

/** Anyone: the caller of `none` and `optional` calls. */
export type Visitor = Caller | Guest;

export const isSignedIn = (visitor: Visitor): visitor is Caller => visitor.userId !== null;
