/**
 * The checkout key sent with PLACE ORDER (payment/confirm's `checkoutKey`): one random key per
 * checkout, kept in sessionStorage, so a retried or double-sent order is answered with the same
 * order rather than a second one. A checkout is this tab's cart, method and destination as priced:
 * when any of them changes (`fingerprint`), a new key starts a new checkout. Placing the order
 * ends it.
 */
const STORAGE_KEY = 'checkoutKey';
let memory: { fingerprint: string; key: string } | null = null;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function read(): { fingerprint: string; key: string } | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as { fingerprint: string; key: string }) : null;
  } catch {
    return memory; // storage blocked or garbled
  }
}

/** The key of the checkout `fingerprint` describes, made on first use. */
export function checkoutKeyFor(fingerprint: string): string {
  const stored = read();
  if (stored?.fingerprint === fingerprint && stored.key) return stored.key;
  memory = { fingerprint, key: newKey() };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // kept in memory for this page
  }
  return memory.key;
}

/** Forgets the key once its order is placed. */
export function endCheckout(): void {
  memory = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
