import { settings } from '#web/lib/settings/settings.ts';
import { TextAnchor } from './text-link.tsx';

/**
 * The seller and its grievance officer, from the shop's settings, as the terms page states them
 * (docs/product.md#seller-details).
 */
export function SellerIdentity() {
  const { seller } = settings;
  if (!seller) return null;
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="font-semibold text-ink">Seller</dt>
      <dd>{seller.legalName}</dd>
      <dt className="font-semibold text-ink">Address</dt>
      <dd>{seller.address}</dd>
      <dt className="font-semibold text-ink">GSTIN</dt>
      <dd>{seller.gstin}</dd>
      <dt className="font-semibold text-ink">E-mail</dt>
      <dd>
        <TextAnchor href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</TextAnchor>
      </dd>
    </dl>
  );
}

export function GrievanceOfficer() {
  const officer = settings.seller?.grievanceOfficer;
  if (!officer) return null;
  return (
    <p>
      If we have not sorted out a problem with an order, write to our grievance officer,{' '}
      {officer.name}, at <TextAnchor href={`mailto:${officer.email}`}>{officer.email}</TextAnchor>{' '}
      or call{' '}
      <TextAnchor href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</TextAnchor>.
      We acknowledge every complaint within 48 hours and resolve it within one month of receiving
      it.
    </p>
  );
}
