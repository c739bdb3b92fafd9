import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { EncodedJson } from '../../lib/encoded-json.ts';
import { PageCache } from './page-cache.ts';

/** What a page sends to a client that takes no compression. */
function sent(page: EncodedJson): string {
  const request = { headers: {} } as FastifyRequest;
  const reply = { type: () => reply, header: () => reply } as unknown as FastifyReply;
  return page.send(request, reply).toString();
}

const made = (html: string, keep = true) => vi.fn(async () => ({ html, keep }));

describe('PageCache', () => {
  it('makes a page once for its address and data, even for requests at the same moment', async () => {
    const cache = new PageCache();
    const make = made('<p>shop</p>');
    const pages = await Promise.all([1, 2, 3].map(() => cache.get('/shop', 'v1', make)));
    expect(pages.map(sent)).toEqual(['<p>shop</p>', '<p>shop</p>', '<p>shop</p>']);
    await cache.get('/shop', 'v1', make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes the page again when its data changed, and keeps addresses apart', async () => {
    const cache = new PageCache();
    await cache.get('/shop', 'v1', made('old'));
    expect(sent(await cache.get('/shop', 'v2', made('new')))).toBe('new');
    expect(sent(await cache.get('/shop?sort=price', 'v2', made('sorted')))).toBe('sorted');
    expect(sent(await cache.get('/shop', 'v2', made('unused')))).toBe('new');
  });

  it('does not keep a page made with keep: false, nor a failed one', async () => {
    const cache = new PageCache();
    await cache.get('/', 'v1', made('undrawn', false));
    expect(sent(await cache.get('/', 'v1', made('drawn')))).toBe('drawn');
    const failing = vi.fn(async () => {
      throw new Error('renderer broke');
    });
    await expect(cache.get('/about', 'v1', failing)).rejects.toThrow('renderer broke');
    expect(sent(await cache.get('/about', 'v1', made('about')))).toBe('about');
  });

  it('keeps at most 64 pages, dropping the least recently sent', async () => {
    const cache = new PageCache();
    await cache.get('/kept', 'v1', made('kept'));
    for (let i = 0; i < 70; i++) {
      await cache.get(`/p${i}`, 'v1', made(`p${i}`));
      await cache.get('/kept', 'v1', made('remade'));
    }
    expect(sent(await cache.get('/kept', 'v1', made('remade')))).toBe('kept');
    expect(sent(await cache.get('/p0', 'v1', made('p0 again')))).toBe('p0 again');
  });
});
