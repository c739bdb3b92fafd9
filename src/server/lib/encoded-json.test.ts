import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodedListPerObject, encodeJson, preferredEncoding } from './encoded-json.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('encodedListPerObject', () => {
  const Item = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
  const List = z.array(Item);
  /** The bytes a request without compression gets. */
  const bytes = (encoded: ReturnType<typeof encodeJson>) =>
    encoded
      .send({ headers: {} } as FastifyRequest, { type: () => undefined } as unknown as FastifyReply)
      .toString('utf8');

  it('answers the bytes of the whole list serialised at once, serialising only the new objects of a new list', () => {
    const made: number[] = [];
    const toItem = (source: { id: number; name: string }) => {
      made.push(source.id);
      return { ...source, tags: ['a "quoted" tag', 'ünïcode'], extra: 'dropped' };
    };
    const list = encodedListPerObject(List, toItem);
    const sources = [1, 2, 3].map((id) => ({ id, name: `Tee ${id}` }));
    const whole = (of: typeof sources) => bytes(encodeJson(List, of.map(toItem)));

    expect(bytes(list(sources))).toBe(whole(sources));
    made.length = 0;
    expect(list(sources)).toBe(list(sources)); // the same list: made once
    const afterASale = [sources[0]!, { id: 2, name: 'Tee 2 (sold)' }, sources[2]!];
    expect(bytes(list(afterASale))).toBe(
      '[' +
        afterASale
          .map((s) => JSON.stringify({ ...s, tags: ['a "quoted" tag', 'ünïcode'] }))
          .join(',') +
        ']',
    );
    expect(made).toEqual([2]);
    expect(bytes(list([]))).toBe('[]');
  });

  it('refuses an item that does not match, as the route serializer would', () => {
    const list = encodedListPerObject(List, (source: { id: number }) => ({ id: source.id }));
    expect(() => list([{ id: 1 }])).toThrow();
  });
});
