import { Check } from 'lucide-react';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { cx } from '#web/components/ui/cx.ts';

interface Step {
  label: string;
  done: boolean;
  /** Epoch ms when it happened, when known. */
  at: number | null;
}

export interface OrderTimelineProps {
  placedAt: number;
  delivered: boolean;
  deliveredAt: number | null;
}

/** Order Placed → Delivered with their true dates; a step not reached yet shows as pending. */
export function OrderTimeline({ placedAt, delivered, deliveredAt }: OrderTimelineProps) {
  const steps: Step[] = [
    { label: 'Order Placed', done: true, at: placedAt },
    { label: 'Delivered', done: delivered, at: delivered ? deliveredAt : null },
  ];
  return (
    <ol aria-label="Order progress" className="flex flex-col">
      {steps.map((step, i) => {
        const next = steps[i + 1];
        return (
          <li key={step.label} className="relative flex gap-3 pb-6 last:pb-0">
            {next && (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute top-9 bottom-1 left-4 w-0.5 -translate-x-1/2 rounded-full',
                  next.done ? 'bg-sale' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'flex size-8 shrink-0 items-center justify-center rounded-full',
                step.done
                  ? 'bg-sale text-white'
                  : 'border-2 border-dashed border-muted/40 bg-white',
              )}
            >
              {step.done && <Check className="size-4" />}
            </span>
            <div className="pt-1 text-sm">
              <p className={cx('font-semibold', step.done ? 'text-ink' : 'text-muted')}>
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (pending)'}</span>
              </p>
              {step.at !== null ? (
                <time dateTime={new Date(step.at).toISOString()} className="text-muted">
                  {formatOrderDate(step.at)}
                </time>
              ) : (
                !step.done && <p className="text-muted">Pending</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
