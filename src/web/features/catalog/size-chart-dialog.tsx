import { Ruler } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { LazyDialog } from '#web/components/ui/lazy-dialog.tsx';

export interface SizeChartDialogProps {
  /** The size chart image (the product's last image). */
  image: string;
  title: string;
}

/** "Size chart" link-button opening the chart in a dialog. */
export function SizeChartDialog({ image, title }: SizeChartDialogProps) {
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
      <img
        src={image}
        alt={`Size chart: ${title}`}
        width={1200}
        height={1500}
        loading="lazy"
        className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
      />
    </LazyDialog>
  );
}
