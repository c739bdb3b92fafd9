/**
 * Order numbers (docs/product.md#order-numbers): eight characters from an alphabet a person can
 * read aloud without confusion (no 0/O, 1/I/L), shown as two groups, `7KQ4-M9X2`. Random, so a
 * number tells nothing about how many orders the shop has and cannot be counted up to reach
 * another one; the server checks ownership on every read anyway. The database draws them (the
 * `new_order_number()` default of `orders.order_number`, from gen_random_uuid's random bytes).
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_LENGTH = 8;

const GROUP = `[${ORDER_NUMBER_ALPHABET}]{4}`;
export const ORDER_NUMBER_PATTERN = new RegExp(`^${GROUP}-${GROUP}$`);

/**
 * An order number as a person may type or a link may carry it (lower case, spaces, without the
 * dash) in its one written form, or undefined when it cannot be one.
 */
export function normaliseOrderNumber(raw: string): string | undefined {
  const compact = raw.trim().toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== ORDER_NUMBER_LENGTH) return undefined;
  const written = `${compact.slice(0, 4)}-${compact.slice(4)}`;
  return ORDER_NUMBER_PATTERN.test(written) ? written : undefined;
}
