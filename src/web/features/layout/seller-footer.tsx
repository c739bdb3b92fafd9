import { settings } from '#web/lib/settings/settings.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const link = 'underline-offset-2 hover:text-white hover:underline';

/** The seller's legal name, address, GSTIN and grievance officer (docs/product.md#seller-details). */
export function SellerFooter() {
  const { seller } = settings;
  if (!seller) return null;
  const officer = seller.grievanceOfficer;
  return (
    <div className="mt-6 grid gap-2 text-xs leading-relaxed text-white/80 md:grid-cols-2 md:gap-6">
      <p>
        Sold by <span className="font-semibold text-white">{seller.legalName}</span>,{' '}
        {seller.address}. GSTIN {seller.gstin}
      </p>
      <p>
        Grievance officer: {officer.name},{' '}
        <a href={`mailto:${officer.email}`} className={`${link} wrap-anywhere`}>
          {officer.email}
        </a>
        ,{' '}
        <a href={telHref(officer.phone)} className={`${link} whitespace-nowrap`}>
          {officer.phone}
        </a>
      </p>
    </div>
  );
}
