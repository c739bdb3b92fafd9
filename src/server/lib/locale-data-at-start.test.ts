import { afterEach, expect, it, vi } from 'vitest';

/**
 * Loading the server's code formats nothing through Intl: the first Intl formatter an instance
 * makes pages in ~8 MB of ICU's code and data for good (bench/README.md), and a drop's paths
 * need none (counts and money are written out: shared/rules/counts.ts).
 */

afterEach(() => vi.restoreAllMocks());

it('makes no Intl formatter while the app and the shared contract load', async () => {
  const used: string[] = [];
  const watched: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [owner, method] of watched) {
    const methods = owner as Record<string, (...args: unknown[]) => unknown>;
    const original = methods[method]!;
    vi.spyOn(methods, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
      used.push(method);
      return original.apply(this, args);
    });
  }
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules'] as const) {
    const Original = Intl[name];
    vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
      used.push(`Intl.${name}`);
      return new (Original as new (...a: unknown[]) => unknown)(...args);
    } as never);
  }
  await import('../app.ts');
  await import('#shared/contract/endpoints.ts');
  expect(used).toEqual([]);
});
