import type { Visitor } from '../../lib/caller.ts';
import type { AppDeps } from '../../deps.ts';
import { listProducts, toProductReply } from '../catalog/index.ts';
import { clubList } from '../club-store/index.ts';
import { sitemapXml } from './seo-files.ts';

/** sitemap.xml: the shop's pages, every club's page and every product the caller may see. */
export async function sitemap(deps: AppDeps, caller: Visitor): Promise<string> {
  const [products, { clubs }] = await Promise.all([listProducts(deps, caller), clubList(deps)]);
  const slugs = clubs.map((c) => c.slug);
  return sitemapXml(deps.config.publicUrl, products.map(toProductReply), slugs);
}
