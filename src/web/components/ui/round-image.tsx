import { hasImageVariants, imageVariant } from '#shared/rules/images.ts';
import { cx } from './cx.ts';

/** A round picture (a logo), or the name's initial on a tint when there is none. */
export function RoundImage({
  name,
  src,
  className,
}: {
  name: string;
  src: string;
  className?: string;
}) {
  const box = cx('shrink-0 overflow-hidden rounded-full', className ?? 'size-12');
  if (!src) {
    return (
      <span
        aria-hidden="true"
        className={cx(
          box,
          'flex items-center justify-center bg-brand-soft font-bold text-brand-dark uppercase',
        )}
      >
        {name.trim().charAt(0) || '?'}
      </span>
    );
  }
  return (
    <img
      src={hasImageVariants(src) ? imageVariant(src, 480) : src}
      alt=""
      width={96}
      height={96}
      decoding="async"
      className={cx(box, 'bg-surface object-cover')}
    />
  );
}
