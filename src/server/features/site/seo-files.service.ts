import type { Visitor } from '../../lib/caller.ts';
import type { AppDeps } from '../../deps.ts';
import { listProducts, toProductReply } from '../catalog/index.ts';
import { sitemapXml } from './seo-files.ts';

/** sitemap.xml: the shop's pages and every product the caller may see. */
export async function sitemap(deps: AppDeps, caller: Visitor): Promise<string> {
  const products = (await listProducts(deps, caller)).map(toProductReply);
  return sitemapXml(deps.config.publicUrl, products);
}
