/**
 * Indian digit grouping of a string of digits: the last three, then pairs ("1,23,456").
 * Written out rather than through Intl: the first Intl formatter a page makes loads the
 * browser's locale data (~200 ms of a phone's main thread at 4x CPU slow-down), and in a server
 * instance the first one pages in ~8 MB of ICU's code and data (bench/README.md).
 */
export function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A whole number as the pages and messages write it: "10,000", "1,23,456". */
export function formatCount(n: number): string {
  const whole = Math.round(n);
  return `${whole < 0 ? '-' : ''}${groupDigits(String(Math.abs(whole)))}`;
}
