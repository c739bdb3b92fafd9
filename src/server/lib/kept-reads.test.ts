import { describe, expect, it } from 'vitest';
import { KeptReads } from './kept-reads.ts';

describe('KeptReads', () => {
  const owner = {};
  const counting = () => {
    let reads = 0;
    return { read: () => Promise.resolve(++reads), count: () => reads };
  };

  it('answers one read for keepMs of the clock, then reads again; a clock gone back reads again', async () => {
    const kept = new KeptReads<string, number>(10);
    const r = counting();
    expect(await kept.get(owner, 'a', 1000, 500, r.read)).toBe(1);
    expect(await kept.get(owner, 'a', 1499, 500, r.read)).toBe(1);
    expect(await kept.get(owner, 'a', 1500, 500, r.read)).toBe(2);
    expect(await kept.get(owner, 'a', 900, 500, r.read)).toBe(3);
    // keepMs 0: every call reads.
    expect(await kept.get(owner, 'a', 900, 0, r.read)).toBe(4);
    expect(r.count()).toBe(4);
  });

  it('keeps at most max keys, the oldest touched dropped first; each owner apart; forget drops all', async () => {
    const kept = new KeptReads<string, number>(2);
    const r = counting();
    await kept.get(owner, 'a', 0, 500, r.read); // 1
    await kept.get(owner, 'b', 0, 500, r.read); // 2
    await kept.get(owner, 'c', 0, 500, r.read); // 3: 'a' is dropped
    expect(await kept.get(owner, 'b', 0, 500, r.read)).toBe(2);
    expect(await kept.get(owner, 'a', 0, 500, r.read)).toBe(4);
    const other = {};
    expect(await kept.get(other, 'b', 0, 500, r.read)).toBe(5);
    kept.forget(owner);
    expect(await kept.get(owner, 'b', 0, 500, r.read)).toBe(6);
    expect(await kept.get(other, 'b', 0, 500, r.read)).toBe(5);
  });

  it('a failed read is not kept: the next call reads again', async () => {
    const kept = new KeptReads<string, number>(10);
    await expect(
      kept.get(owner, 'x', 0, 500, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await kept.get(owner, 'x', 1, 500, () => Promise.resolve(7))).toBe(7);
  });
});
