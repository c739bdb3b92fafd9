import { describe, expect, it } from 'vitest';
import { dayText, isoDay } from './day-text.ts';

describe('days as the admin types them', () => {
  it('shows the address’s day as dd-mm-yyyy', () => {
    expect(dayText('2026-11-05')).toBe('05-11-2026');
    expect(dayText('')).toBe('');
    expect(dayText('11/05/2026')).toBe('');
  });

  it('reads dd-mm-yyyy, with other separators, short parts or digits alone', () => {
    for (const typed of [
      '05-11-2026',
      '5-11-2026',
      '05/11/2026',
      '5.11.2026',
      '05112026',
      ' 5 11 2026 ',
    ]) {
      expect(isoDay(typed), typed).toBe('2026-11-05');
    }
    expect(isoDay('')).toBe('');
    expect(isoDay('29-02-2028')).toBe('2028-02-29');
  });

  it('refuses what is not a real day, and the US order of a 13th or later', () => {
    for (const typed of [
      '31-02-2026',
      '11-13-2026',
      '2026-11-05',
      '5-11-26',
      'today',
      '00-11-2026',
    ]) {
      expect(isoDay(typed), typed).toBeNull();
    }
  });
});
