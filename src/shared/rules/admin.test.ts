import { describe, expect, it } from 'vitest';
import { istDay, istDayEnd, istDayStart, istTime, istWeekStart } from './admin.ts';

describe('IST days', () => {
  it('starts a day at midnight in India (18:30 UTC the day before)', () => {
    expect(new Date(istDayStart('2026-11-24')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(istDayEnd('2026-11-24') - istDayStart('2026-11-24')).toBe(86_400_000);
  });

  it('refuses dates that do not exist', () => {
    expect(istDayStart('2026-02-30')).toBeNaN();
    expect(istDayStart('24-11-2026')).toBeNaN();
  });

  it('reads today and the week from India, not from UTC', () => {
    const lateSundayUtc = Date.parse('2026-11-29T20:00:00Z'); // Monday 01:30 in India
    expect(istDay(lateSundayUtc)).toBe('2026-11-30');
    expect(new Date(istWeekStart(lateSundayUtc)).toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(istTime(lateSundayUtc)).toBe('01:30');
  });
});
