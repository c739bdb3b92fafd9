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

/** "₹1,299" or "₹1,299.50": Indian digit grouping, paise only when present. */
export function formatRupees(rupees: number): string {
  const whole = Number.isInteger(rupees);
  return (
    '₹' +
    rupees.toLocaleString('en-IN', {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    })
  );
}
