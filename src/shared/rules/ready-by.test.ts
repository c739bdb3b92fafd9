import { describe, expect, it } from 'vitest';
import { formatReadyBy, readyByDate, readyByFor } from './ready-by.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('ready-by dates (working days, Indian time)', () => {
  it('counts weekdays after the day the order was placed', () => {
    // Monday 23 November 2026, noon IST: 3 working days → Thursday.
    expect(readyByDate(at('2026-11-23T06:30:00Z'), 3)).toBe('2026-11-26');
    // Thursday + 2 working days skips the weekend → Monday.
    expect(readyByDate(at('2026-11-26T06:30:00Z'), 2)).toBe('2026-11-30');
    expect(readyByDate(at('2026-11-26T06:30:00Z'), 0)).toBe('2026-11-26');
  });

  it('takes the day in India, not in UTC', () => {
    // 23:29 IST on Thursday is still Thursday: one working day → Friday.
    expect(readyByDate(at('2026-11-26T17:59:00Z'), 1)).toBe('2026-11-27');
    // 00:01 IST on Friday (still Thursday in UTC): one working day → Monday.
    expect(readyByDate(at('2026-11-26T18:31:00Z'), 1)).toBe('2026-11-30');
  });

  it('starts a weekend order on Monday', () => {
    expect(readyByDate(at('2026-11-28T06:30:00Z'), 1)).toBe('2026-11-30');
    expect(readyByDate(at('2026-11-29T06:30:00Z'), 10)).toBe('2026-12-11');
  });

  it('reads the days per delivery method from the settings', () => {
    const days = { pickup: 1, hostel: 2, delivery: 10 };
    const monday = at('2026-11-23T06:30:00Z');
    expect(readyByFor('pickup', monday, days)).toBe('2026-11-24');
    expect(readyByFor('hostel', monday, days)).toBe('2026-11-25');
    expect(readyByFor('delivery', monday, days)).toBe('2026-12-07');
  });

  it('writes the day as people read it', () => {
    expect(formatReadyBy('2026-11-30')).toBe('Monday, 30 November');
  });
});
