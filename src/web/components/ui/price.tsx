import { formatRupees } from '#shared/rules/money.ts';
import { cx } from './cx.ts';

export interface PriceProps {
  /** Amount in rupees, as the API shows it. */
  amount: number;
  /** `struck`: the higher "was" price, drawn with a line through it. */
  variant?: 'default' | 'struck';
  className?: string;
}

/** The one place a price is formatted on the page. */
export function Price({ amount, variant = 'default', className }: PriceProps) {
  if (variant === 'struck') {
    return (
      <s className={cx('text-muted', className)}>
        <span className="sr-only">Original price </span>
        {formatRupees(amount)}
      </s>
    );
  }
  return <span className={cx('font-semibold text-ink', className)}>{formatRupees(amount)}</span>;
}
