import { describe, expect, it } from 'vitest';
import { countdownText, dropState, epochToIstLocal, istLocalToEpoch, shortDay } from './drops.ts';
import { istDeadline, minimumProgressText, payingNowText } from './drop-minimum.ts';

describe('drop rules (docs/product.md#drops)', () => {
  it('reads and writes times in Indian time, with or without seconds', () => {
    expect(new Date(istLocalToEpoch('2026-12-12T18:30')).toISOString()).toBe(
      '2026-12-12T13:00:00.000Z',
    );
    expect(new Date(istLocalToEpoch('2026-12-12T00:10:05')).toISOString()).toBe(
      '2026-12-11T18:40:05.000Z',
    );
    expect(epochToIstLocal(Date.parse('2026-12-12T13:00:00Z'))).toBe('2026-12-12T18:30');
    expect(epochToIstLocal(Date.parse('2026-12-12T13:00:07Z'))).toBe('2026-12-12T18:30:07');
    for (const bad of [
      '2026-02-30T10:00',
      '2026-12-12T24:00',
      '2026-12-12 10:00',
      '2026-12-12T10:00:60',
      '',
    ]) {
      expect(istLocalToEpoch(bad), bad).toBeNaN();
    }
  });

  it('is upcoming before it opens, live until it closes, then closed', () => {
    const drop = { opensAt: 1000, closesAt: 2000 };
    expect([999, 1000, 1999, 2000].map((t) => dropState(drop, t))).toEqual([
      'upcoming',
      'live',
      'live',
      'closed',
    ]);
  });

  it('counts down in the words the pages show', () => {
    const s = 1000;
    expect(countdownText((2 * 86_400 + 4 * 3600 + 59) * s)).toBe('2 d 4 h');
    expect(countdownText((4 * 3600 + 12 * 60) * s)).toBe('4 h 12 min');
    expect(countdownText((12 * 60 + 5) * s)).toBe('12 min 05 s');
    expect(countdownText(4200)).toBe('5 s');
    expect(countdownText(-10)).toBe('0 s');
    expect(shortDay('2026-12-12')).toBe('12 Dec');
  });
});

describe('print minimum progress', () => {
  // Friday 11 Dec 2026, 18:00 in India.
  const fri6pm = Date.UTC(2026, 11, 11, 12, 30);
  const now = Date.UTC(2026, 11, 8, 4, 0);

  it('says how many of the minimum are ordered and by when it prints', () => {
    expect(minimumProgressText({ minimum: 50, ordered: 37, payingNow: 3 }, fri6pm, now)).toBe(
      '37 of 50 ordered · prints if 50 are ordered by Fri 6 pm',
    );
    expect(minimumProgressText({ minimum: 50, ordered: 52, payingNow: 0 }, fri6pm, now)).toBe(
      '52 of 50 ordered · minimum reached',
    );
    expect(minimumProgressText({ minimum: 50, ordered: 37, payingNow: 0 }, fri6pm, fri6pm)).toBe(
      '37 of 50 ordered',
    );
    expect(payingNowText(3)).toBe('3 paying now');
    expect(payingNowText(0)).toBe('');
  });

  it('names the day alone within the week, with the date further off, in Indian time', () => {
    expect(istDeadline(fri6pm + 30 * 60_000, now)).toBe('Fri 6:30 pm');
    expect(istDeadline(fri6pm + 7 * 24 * 3600_000, now)).toBe('Fri 18 Dec, 6 pm');
    expect(istDeadline(Date.UTC(2026, 11, 8, 18, 30), now)).toBe('Wed 12 am');
  });
});
