import { encodeBytes, type EncodedJson } from '../../lib/encoded-json.ts';

/** Pages kept at most; past this the least recently sent goes (addresses with any query differ). */
const PAGES_KEPT = 64;

interface CachedPage {
  /** The page's data as written into it: the same address with other data is another page. */
  data: string;
  page: Promise<EncodedJson>;
}

/**
 * Finished pages (HTML, compressed once per encoding), by address, while the data they were made
 * from stays the same. A page is a pure function of its address, its data and the shop's
 * settings, and drawing one on the server (ADR 011) costs milliseconds of CPU: at a drop,
 * hundreds of students load the same few pages between two changes of the catalogue. Requests
 * for a page being made wait for it rather than making it again.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  /**
   * The page at `address` made from `data`, made by `make` unless it is already kept. A page made
   * with `keep: false` is sent to the requests waiting for it, then dropped.
   */
  get(
    address: string,
    data: string,
    make: () => Promise<{ html: string; keep: boolean }>,
  ): Promise<EncodedJson> {
    const kept = this.pages.get(address);
    this.pages.delete(address);
    if (kept && kept.data === data) {
      this.pages.set(address, kept); // now the most recently used
      return kept.page;
    }
    const forget = () => this.pages.get(address)?.page === page && this.pages.delete(address);
    const page = make().then(({ html, keep }) => {
      if (!keep) forget();
      return encodeBytes(Buffer.from(html), 'text/html; charset=utf-8');
    });
    page.catch(forget); // a failed make is not kept either: the next request tries again
    this.pages.set(address, { data, page });
    if (this.pages.size > PAGES_KEPT) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}
