/**
 * Size exchanges (docs/product.md#size-exchange): a delivered item swapped for another size of
 * the same product, asked for by the student within the exchange window after its delivery.
 * open → approved → swapped, or open / approved → declined.
 */
export const EXCHANGE_STATES = ['open', 'approved', 'declined', 'swapped'] as const;
export type ExchangeState = (typeof EXCHANGE_STATES)[number];

/** The states in which a request still holds its new size (one such request per item). */
export const EXCHANGE_PENDING_STATES = ['open', 'approved'] as const satisfies ExchangeState[];

/** What became of the piece the student handed back: into stock, or written off as damaged. */
export const EXCHANGE_RETURNS = ['stock', 'damaged'] as const;
export type ExchangeReturn = (typeof EXCHANGE_RETURNS)[number];

/** The longest reason a student or admin types, in characters. */
export const EXCHANGE_REASON_MAX = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment (epoch ms) a size exchange may be asked for an item delivered at `deliveredAt`. */
export const exchangeUntil = (deliveredAt: number, windowDays: number): number =>
  deliveredAt + windowDays * DAY_MS;

/** What the student and the admin read for each state. */
export const EXCHANGE_STATE_LABELS: Record<ExchangeState, string> = {
  open: 'Exchange asked',
  approved: 'Exchange approved',
  declined: 'Exchange declined',
  swapped: 'Exchanged',
};

/** What happened to a request, oldest first: the order page's and the admin's timeline. */
export interface ExchangeEvent {
  kind: 'asked' | 'approved' | 'declined' | 'swapped';
  label: string;
  at: number;
}

export function exchangeEvents(e: {
  fromSize: string;
  toSize: string;
  state: ExchangeState;
  askedDate: number;
  decidedDate: number | null;
  swappedDate: number | null;
}): ExchangeEvent[] {
  const events: ExchangeEvent[] = [
    { kind: 'asked', label: `Exchange asked: ${e.fromSize} → ${e.toSize}`, at: e.askedDate },
  ];
  if (e.decidedDate !== null) {
    const declined = e.state === 'declined';
    events.push({
      kind: declined ? 'declined' : 'approved',
      label: declined ? 'Exchange declined' : 'Exchange approved',
      at: e.decidedDate,
    });
  }
  if (e.swappedDate !== null) {
    events.push({
      kind: 'swapped',
      label: `Exchanged ${e.fromSize} → ${e.toSize}`,
      at: e.swappedDate,
    });
  }
  return events;
}
