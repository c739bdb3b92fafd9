import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { OtpPurpose } from '#shared/rules/otp.ts';
import { otpChallenges, type OtpChallenge, type PendingSignup } from '../../db/schema/index.ts';

/** Purpose and time of the e-mail's codes issued since `since`, newest first. */
export function challengesSince(
  tx: Tx,
  email: string,
  since: Date,
): Promise<{ purpose: OtpPurpose; createdAt: Date }[]> {
  return tx
    .select({ purpose: otpChallenges.purpose, createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.email, email), gte(otpChallenges.createdAt, since)))
    .orderBy(desc(otpChallenges.createdAt));
}

/** Stores an issued code and returns its id. */
export async function insertChallenge(
  tx: Tx,
  challenge: typeof otpChallenges.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(otpChallenges)
    .values(challenge)
    .returning({ id: otpChallenges.id });
  return row!.id;
}

/** The newest pending sign-up of an e-mail (for resending the sign-up code). */
export async function latestPendingSignup(
  db: Db,
  email: string,
  since: Date,
): Promise<PendingSignup | undefined> {
  const [row] = await db
    .select({ pending: otpChallenges.pendingSignup })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.email, email),
        eq(otpChallenges.purpose, 'signup'),
        gte(otpChallenges.createdAt, since),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  return row?.pending ?? undefined;
}

/** The newest challenge of the e-mail for `purpose`, used up or not. */
export async function newestChallenge(
  tx: Tx,
  email: string,
  purpose: OtpPurpose,
): Promise<OtpChallenge | undefined> {
  const [challenge] = await tx
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.email, email), eq(otpChallenges.purpose, purpose)))
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  return challenge;
}

/** Counts one wrong try of a challenge. */
export async function countWrongTry(tx: Tx, id: number): Promise<void> {
  await tx
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id));
}

/** Marks a challenge used up at `at`. */
export async function consumeChallenge(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, id));
}
