import { describe, expect, it } from 'vitest';
import { countdownText, dropState, epochToIstLocal, istLocalToEpoch, shortDay } from './drops.ts';

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
