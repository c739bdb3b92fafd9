import { lazy, Suspense } from 'react';
import { Ruler } from 'lucide-react';
import type { Style } from '#shared/rules/styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LazyDialog } from '#web/components/ui/lazy-dialog.tsx';

// The guide (its table, query and the admin's editor) loads with the popup, never with the page.
const SizeGuide = lazy(() => import('./size-guide.tsx').then((m) => ({ default: m.SizeGuide })));

export interface SizeChartDialogProps {
  style: Style;
  /** The size chart image (the product's last image), shown under the guide's table. */
  image?: string;
  title: string;
}

/** "Size chart" link-button opening the style's size guide, then the chart image, in a dialog. */
export function SizeChartDialog({ style, image, title }: SizeChartDialogProps) {
  return (
    <LazyDialog
      title={title}
      size="lg"
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 px-2 text-brand underline-offset-4 hover:underline"
        >
          <Ruler aria-hidden="true" className="size-4" />
          Size chart
        </Button>
      }
    >
      {/* Holds the table's place while its code loads (a plain box, as in size-guide.tsx). */}
      <Suspense fallback={<div aria-hidden="true" className="h-56 rounded-md bg-line" />}>
        <SizeGuide style={style} />
      </Suspense>
      {image && (
        <img
          src={image}
          alt={`Size chart: ${title}`}
          width={1200}
          height={1500}
          loading="lazy"
          className="mx-auto mt-6 h-auto max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
        />
      )}
    </LazyDialog>
  );
}
