// Accounts: users, their sessions, e-mailed codes and failed-login counters (features/auth).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { OTP_PURPOSES, type OtpPurpose } from '#shared/rules/otp.ts';
import { USER_ROLES, type UserRole } from '../../lib/caller.ts';
import { id, createdAt, updatedAt, tstz, textDefault, oneOf } from './columns.ts';

export { USER_ROLES, type UserRole } from '../../lib/caller.ts';

/**
 * What a signup OTP keeps from its register call: the name its mail greets. The account is made
 * from the details sent with the code (any other field of a row is not read).
 */
export type PendingSignup = { name: string };

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased (CHECK), so the unique constraint is case-insensitive. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: textDefault('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('customer'),
    gender: textDefault('gender'),
    /**
     * Left from before the one address book: the profile's address is a saved address
     * (addresses.is_profile), copied there by the migration; nothing reads these.
     */
    address: textDefault('address'),
    city: textDefault('city'),
    state: textDefault('state'),
    pinCode: textDefault('pin_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', oneOf(t.role, USER_ROLES)),
  ],
);

/** One row per issued token (`jti`); logout and password reset set `revoked_at`. */
export const sessions = pgTable(
  'sessions',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * E-mailed one-time codes for signup and password reset. The code is stored hashed; a signup
 * challenge carries the pending account until the code is verified.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    pendingSignup: jsonb('pending_signup').$type<PendingSignup>(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_email_idx').on(t.email, t.purpose, t.createdAt),
    check('otp_challenges_email_lower', sql`${t.email} = lower(${t.email})`),
    check('otp_challenges_purpose_valid', oneOf(t.purpose, OTP_PURPOSES)),
    check('otp_challenges_attempts_valid', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Failed logins counted per client address and account (`ip|email`) and per address (`ip`), and
 * until when that key's next try must wait. In the database so every server instance sees them.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    blockedUntil: tstz('blocked_until').notNull(),
    lastFailureAt: tstz('last_failure_at').notNull(),
  },
  (t) => [index('login_throttles_last_failure_idx').on(t.lastFailureAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type OtpChallenge = typeof otpChallenges.$inferSelect;
