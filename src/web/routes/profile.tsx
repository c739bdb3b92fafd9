import { ProfileDetails } from '#web/features/profile/profile-details.tsx';

/** /profile: the customer's details (the guard and frame are in profile-layout.tsx). */
export function Component() {
  return <ProfileDetails />;
}
