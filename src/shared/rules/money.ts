import { groupDigits } from './counts.ts';

/**
 * Money is integer paise inside the server and the database; the API shows rupees as numbers.
 * These helpers are the only place the two meet.
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/**
 * "₹1,299", "₹1,23,456" or "₹1,299.50" from rupees, as the API and the page's `Price` hold them
 * (see `formatPaise`).
 */
export function formatRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  return formatPaise(rupees < 0 ? -paise : paise);
}

/**
 * "₹1,299", "₹1,23,456" or "₹1,299.50" from paise, as the server holds them (its mails and
 * messages): Indian digit grouping (`groupDigits`: not through Intl), paise only when present.
 */
export function formatPaise(amount: Paise): string {
  const paise = Math.abs(amount);
  const grouped = groupDigits(String(Math.floor(paise / 100)));
  const fraction = paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`;
  return `₹${amount < 0 ? '-' : ''}${grouped}${fraction}`;
}
