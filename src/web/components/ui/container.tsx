import type { ElementType, HTMLAttributes } from 'react';
import { cx } from './cx.ts';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (div by default; section, main, header...). */
  as?: ElementType;
  /** `narrow` for reading pages (forms, policies), `wide` for grids. */
  width?: 'narrow' | 'default' | 'wide';
}

const widths = { narrow: 'max-w-3xl', default: 'max-w-6xl', wide: 'max-w-7xl' };

/** Centres content with the shop's page gutters (16 px on phones, 24 px from sm, 32 px from lg). */
export function Container({
  as: Tag = 'div',
  width = 'default',
  className,
  ...rest
}: ContainerProps) {
  return (
    <Tag
      className={cx('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}
      {...rest}
    />
  );
}
