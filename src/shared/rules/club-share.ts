/**
 * A club's share as people type and read it: a percentage with at most two decimals ("12.5"),
 * kept as basis points (1 % = 100, `clubs.share_basis_points`, ADR 023).
 */

/** A typed percentage: up to three digits, maybe a dot and one or two decimals. */
export const SHARE_PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** "12.5" → 1250; null when the text is not a percentage with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const trimmed = text.trim();
  if (!SHARE_PERCENT_PATTERN.test(trimmed)) return null;
  const [whole = '0', decimals = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 1250 → "12.5", 1000 → "10", 1205 → "12.05": as short as it stays exact. */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
