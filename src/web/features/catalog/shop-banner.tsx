/** The shop's banner: a tall crop for phones, a wide one from 640 px. */
export function ShopBanner() {
  return (
    <picture>
      <source
        media="(max-width: 639px)"
        srcSet="/art/shop-banner-mobile.webp"
        width={800}
        height={400}
      />
      <img
        src="/art/shop-banner.webp"
        alt="New season campus collection: tees, oversized fits and hoodies"
        width={1600}
        height={400}
        fetchPriority="high"
        decoding="async"
        className="aspect-[2/1] w-full rounded-card bg-brand-soft object-cover sm:aspect-[4/1]"
      />
    </picture>
  );
}
