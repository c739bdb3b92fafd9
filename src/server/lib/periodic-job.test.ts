import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

describe('startPeriodicJob', () => {
  it('joins a running round instead of starting a second one', async () => {
    let release!: (n: number) => void;
    const run = vi.fn(() => new Promise<number>((done) => (release = done)));
    const job = startPeriodicJob({ run, onError: () => -1, idle: 0, intervalMs: 0 });
    const first = job.runOnce();
    const second = job.runOnce();
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it('turns a failed round into the result onError gives, and runs again after it', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(3);
    const onError = vi.fn(() => -1);
    const job = startPeriodicJob({ run, onError, idle: 0, intervalMs: 0 });
    expect(await job.runOnce()).toBe(-1);
    expect(onError).toHaveBeenCalledWith(new Error('down'));
    expect(await job.runOnce()).toBe(3);
    await job.stop();
  });

  it('runs on its interval until stopped, then answers idle and waits for the last round', async () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn(() => Promise.resolve(1));
      const job = startPeriodicJob({ run, onError: () => -1, idle: 0, intervalMs: 1000 });
      await vi.advanceTimersByTimeAsync(3000);
      expect(run).toHaveBeenCalledTimes(3);
      await job.stop();
      expect(job.stopped).toBe(true);
      await vi.advanceTimersByTimeAsync(3000);
      expect(run).toHaveBeenCalledTimes(3);
      expect(await job.runOnce()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts a round at once when asked', async () => {
    const run = vi.fn(() => Promise.resolve(1));
    const job = startPeriodicJob({
      run,
      onError: () => -1,
      idle: 0,
      intervalMs: 0,
      runAtStart: true,
    });
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});
