import type { CollabProfile, Service } from '#shared/contract/forms.ts';

/** The services of the ticket and the Get Our Services popup, as people read them. */
export const SERVICE_OPTIONS: { value: Service; label: string; description: string }[] = [
  { value: 'manufacturing', label: 'Manufacturing', description: 'Tees, oversized tees, hoodies' },
  { value: 'design', label: 'Design', description: 'Artwork, mock-ups, print files' },
  { value: 'sales', label: 'Sales', description: 'Sell your merch on this shop' },
  { value: 'visibility', label: 'Visibility', description: 'Launch posts, shoots, reels' },
];

/** What a collaborator can offer (collab form). */
export const PROFILE_OPTIONS: { value: CollabProfile; label: string; description: string }[] = [
  { value: 'designer', label: 'Designer', description: 'Illustration, typography, print art' },
  { value: 'manufacturer', label: 'Manufacturer', description: 'Fabric, printing, stitching' },
  { value: 'videographer', label: 'Videographer', description: 'Shoots, reels, product films' },
];

/** The contact details a signed-in customer's forms start with (empty for visitors). */
export interface ContactPrefill {
  name: string;
  email: string;
  phone: string;
}

export const NO_PREFILL: ContactPrefill = { name: '', email: '', phone: '' };

/** A choice list as the form holds it (the schema's input may be one string or nothing). */
export function asList(value: string | string[] | null | undefined): string[] {
  return Array.isArray(value) ? value : value ? [value] : [];
}
