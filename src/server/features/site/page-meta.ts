import type { Product } from '#shared/contract/catalog.ts';
import type { PublicClub } from '#shared/contract/club-pages.ts';
import { productPath, slugFromDetails } from '#shared/rules/slug.ts';
import { formatRupees } from '#shared/rules/money.ts';
import { isWebPage } from '#shared/web-pages.ts';

/** What a shared link shows: title, description, canonical URL and preview image. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string;
  type: 'website' | 'product';
  status: number;
  /** The page's main product image (as stored), for a preload link. */
  mainImage?: string;
}

interface MetaContext {
  shopName: string;
  instituteName: string;
  publicUrl: string;
  findProduct: (id: number) => Promise<Product | undefined>;
  /** The club with this address name, for its page (/clubs/{slug}). */
  findClub: (slug: string) => Promise<PublicClub | undefined>;
}

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * Meta for the server-rendered head. Product pages and /shop get their own; other pages get the
 * shop's default. An address the web app has no page for answers 404 (the app shows its not-found
 * screen), as does a product URL with an unknown id (the app shows /productNotFound) or a wrong
 * slug (the page handler moves it to the product's address).
 */
export async function pageMeta(pathname: string, ctx: MetaContext): Promise<PageMeta> {
  const base: PageMeta = {
    title: `${ctx.shopName} · Campus clothing for ${ctx.instituteName}`,
    description: `Tees, oversized tees, hoodies and club merch made for ${ctx.instituteName} students. Pick up free on campus, get it at your hostel, or delivered home.`,
    url: absolute(ctx.publicUrl, pathname),
    image: absolute(ctx.publicUrl, '/art/og-default.png'),
    type: 'website',
    status: 200,
  };
  if (pathname === '/shop') {
    return {
      ...base,
      title: `Shop all products · ${ctx.shopName}`,
      description: `Browse every tee, oversized tee, hoodie and club tee from ${ctx.shopName}. Prices include all taxes.`,
    };
  }
  if (!isWebPage(pathname)) {
    return { ...base, title: `Page not found · ${ctx.shopName}`, status: 404 };
  }
  if (pathname === '/clubs') {
    return {
      ...base,
      title: `Clubs · ${ctx.shopName}`,
      description: `The clubs and societies of ${ctx.instituteName} that sell their merch on ${ctx.shopName}.`,
    };
  }
  const clubMatch = /^\/clubs\/([^/]+)\/?$/.exec(pathname);
  if (clubMatch) return clubMeta(base, ctx, await ctx.findClub(clubMatch[1]!));
  const match = /^\/products\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return base;
  const product = /^\d+$/.test(match[2]!) ? await ctx.findProduct(Number(match[2])) : undefined;
  if (!product || slugFromDetails(product.details) !== match[1]) {
    return { ...base, title: `Product not found · ${ctx.shopName}`, status: 404 };
  }
  const image = product.imageUrl[0];
  return {
    ...base,
    title: `${product.name} · ${formatRupees(product.price)} · ${ctx.shopName}`,
    description: product.description.slice(0, 200),
    url: absolute(ctx.publicUrl, productPath(product)),
    image: image ? absolute(ctx.publicUrl, image) : base.image,
    type: 'product',
    mainImage: image,
  };
}

/** A club's page: its name, its about lines and its logo; an unknown club answers 404. */
function clubMeta(base: PageMeta, ctx: MetaContext, club: PublicClub | undefined): PageMeta {
  if (!club) return { ...base, title: `Page not found · ${ctx.shopName}`, status: 404 };
  const about = club.about.trim();
  return {
    ...base,
    title: `${club.name} · ${ctx.shopName}`,
    description: (about || `${club.name}'s merch on ${ctx.shopName}.`).slice(0, 200),
    url: absolute(ctx.publicUrl, `/clubs/${club.slug}`),
    image: club.logoUrl ? absolute(ctx.publicUrl, club.logoUrl) : base.image,
  };
}
