import type { HTMLAttributes } from 'react';
import { cx } from './cx.ts';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'sale' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface text-ink ring-line',
  brand: 'bg-brand-soft text-brand-dark ring-brand/20',
  accent: 'bg-accent/15 text-ink ring-accent/40',
  // 5%, not 10%: text-sale on a 10% tint is 4.45:1, under AA for the badge's small text.
  sale: 'bg-sale/5 text-sale ring-sale/30',
  danger: 'bg-danger text-white ring-danger',
};

/** A small label: tags, stock notes, statuses. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
