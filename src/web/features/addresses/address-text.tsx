import type { Address } from '#shared/contract/profile.ts';
import { cx } from '#web/components/ui/cx.ts';

export interface AddressTextProps {
  address: Pick<Address, 'address1' | 'address2' | 'city' | 'state' | 'pinCode'>;
  /** The customer's name and phone, shown above and below (saved address cards). */
  name?: string;
  phone?: string;
  className?: string;
}

/** A postal address as a person reads it: lines, then "City, State – PIN". */
export function AddressText({ address, name, phone, className }: AddressTextProps) {
  return (
    <address className={cx('text-sm leading-relaxed break-words text-ink not-italic', className)}>
      {name && <span className="block font-semibold">{name}</span>}
      <span className="block">{address.address1}</span>
      {address.address2 && <span className="block">{address.address2}</span>}
      <span className="block">
        {address.city}, {address.state} – {address.pinCode}
      </span>
      {phone && <span className="mt-1 block text-muted">Phone: {phone}</span>}
    </address>
  );
}
