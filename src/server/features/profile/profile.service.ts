import { eq } from 'drizzle-orm';
import type { MessageReply } from '#shared/contract/common.ts';
import {
  GENDERS,
  type UpdateUserDetailsBody,
  type UserDetailsReply,
} from '#shared/contract/profile.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';

type Gender = UserDetailsReply['gender'];
const asGender = (value: string): Gender =>
  (GENDERS as readonly string[]).includes(value) ? (value as Gender) : '';

/** The caller's profile details; '' for anything not given yet. */
export async function getUserDetails(db: Db, userId: number): Promise<UserDetailsReply> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('SESSION_EXPIRED');
  return {
    status: 200,
    name: user.name,
    email: user.email,
    phoneNumber: user.phone,
    gender: asGender(user.gender),
    address: user.address,
    city: user.city,
    state: user.state,
    pinCode: user.pinCode,
  };
}

/** Saves gender, phone and postal details. Name and e-mail are read-only: sent values are ignored. */
export async function updateUserDetails(
  db: Db,
  userId: number,
  body: UpdateUserDetailsBody,
  now: Date,
): Promise<MessageReply> {
  const updated = await db
    .update(users)
    .set({
      gender: body.gender,
      phone: body.phoneNumber,
      address: body.address,
      city: body.city,
      state: body.state,
      pinCode: body.pinCode,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new DomainError('SESSION_EXPIRED');
  return { status: 200, message: 'Details saved' };
}
