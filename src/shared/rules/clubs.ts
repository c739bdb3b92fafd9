/**
 * Rules of clubs that sell through the shop (docs/product.md#clubs, ADR 023): the shapes of a
 * club's address, tag and payout details, and its share of a sale. The admin's form and the
 * server check the same rules.
 */

export const CLUB_PAYOUT_METHODS = ['upi', 'bank'] as const;
export type ClubPayoutMethod = (typeof CLUB_PAYOUT_METHODS)[number];

/** A club's address: lower-case letters and digits in words joined by single dashes. */
export const CLUB_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CLUB_SLUG_MAX = 40;

/** A UPI id (virtual payment address): `name@bank`, as NPCI shapes it. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
/** An IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;

/** A share is kept in basis points (1 % = 100): 0–10000. */
export const SHARE_BASIS_POINTS_MAX = 10_000;

/**
 * The club's share of what an item was charged, in paise: rounded down to the paisa, so the
 * shop keeps any fraction and the shares never add up to more than was charged.
 */
export function clubShareOf(chargedPaise: number, shareBasisPoints: number): number {
  return Math.floor((chargedPaise * shareBasisPoints) / SHARE_BASIS_POINTS_MAX);
}
