import type { UserDetailsReply } from '#shared/contract/profile.ts';
import type { UserDetails } from './profile.service.ts';

/** The contract's user details (`phoneNumber`) from the domain record. */
export function toUserDetailsReply({
  phone,
  ...rest
}: UserDetails): Omit<UserDetailsReply, 'status'> {
  return { ...rest, phoneNumber: phone };
}
