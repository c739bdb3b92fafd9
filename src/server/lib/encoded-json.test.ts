import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  encodedListPerObject,
  encodeJson,
  matchesEtag,
  preferredEncoding,
} from './encoded-json.ts';

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

    expect(bytes(list.whole(sources))).toBe(whole(sources));
    made.length = 0;
    expect(list.whole(sources)).toBe(list.whole(sources)); // the same list: made once
    const afterASale = [sources[0]!, { id: 2, name: 'Tee 2 (sold)' }, sources[2]!];
    expect(bytes(list.whole(afterASale))).toBe(
      '[' +
        afterASale
          .map((s) => JSON.stringify({ ...s, tags: ['a "quoted" tag', 'ünïcode'] }))
          .join(',') +
        ']',
    );
    expect(made).toEqual([2]);
    expect(bytes(list.whole([]))).toBe('[]');
  });

  it('answers a page as the slice serialised alone, from the same item JSON, kept per list', () => {
    const made: number[] = [];
    const toItem = (source: { id: number; name: string }) => {
      made.push(source.id);
      return { ...source, tags: [] };
    };
    const list = encodedListPerObject(List, toItem);
    const sources = [5, 4, 3, 2, 1].map((id) => ({ id, name: `Tee ${id}` }));
    const whole = (of: typeof sources) => JSON.stringify(of.map((s) => ({ ...s, tags: [] })));

    expect(bytes(list.slice(sources, 1, 3))).toBe(whole(sources.slice(1, 3)));
    expect(bytes(list.whole(sources))).toBe(whole(sources));
    made.length = 0;
    expect(list.slice(sources, 1, 3)).toBe(list.slice(sources, 1, 3)); // kept
    expect(bytes(list.slice(sources, 3, 5))).toBe(whole(sources.slice(3, 5)));
    expect(bytes(list.slice(sources, 5, 5))).toBe('[]');
    expect(made).toEqual([]); // every item was serialised once, by the first calls
    // A different list (the catalogue changed) makes its pages again.
    expect(list.slice([...sources], 1, 3)).not.toBe(list.slice(sources, 1, 3));
    // At most 64 pages are kept per list: the least recently asked for goes first.
    const first = list.slice(sources, 0, 1);
    for (let end = 2; end < 70; end++) {
      list.slice(sources, 0, end);
      if (end === 40) expect(list.slice(sources, 0, 1)).toBe(first);
    }
    expect(list.slice(sources, 0, 1)).toBe(first);
    for (let end = 70; end < 140; end++) list.slice(sources, 0, end);
    expect(list.slice(sources, 0, 1)).not.toBe(first);
  });

  it('refuses an item that does not match, as the route serializer would', () => {
    const list = encodedListPerObject(List, (source: { id: number }) => ({ id: source.id }));
    expect(() => list.whole([{ id: 1 }])).toThrow();
  });
});

describe('ETags', () => {
  it('gives the same weak tag to the same bytes and another to other bytes', () => {
    const List = z.array(z.number());
    const a = encodeJson(List, [1, 2]).etag();
    expect(a).toMatch(/^W\/"[\w-]{27}"$/);
    expect(encodeJson(List, [1, 2]).etag()).toBe(a);
    expect(encodeJson(List, [2, 1]).etag()).not.toBe(a);
  });

  it('matches If-None-Match as a GET does: lists, weak or strong, and *', () => {
    const tag = 'W/"abc"';
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('W/"abc"', tag)).toBe(true);
    expect(matchesEtag('"abc"', tag)).toBe(true);
    expect(matchesEtag('"x", W/"abc" ', tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('"abcd"', tag)).toBe(false);
    expect(matchesEtag('', tag)).toBe(false);
  });
});
