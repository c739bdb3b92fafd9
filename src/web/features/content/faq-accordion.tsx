import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions as buttons that show and hide their answers (WAI-ARIA accordion pattern). Several
 * answers can be open at once; each question is an h2 so the page outline lists them.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="divide-y divide-line rounded-card border border-line">
      {items.map((item, i) => {
        const isOpen = open.has(i);
        const panelId = `${baseId}-panel-${i}`;
        return (
          <div key={item.question}>
            <h2 className="text-base">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-ink hover:bg-surface md:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-muted transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <div
              id={panelId}
              hidden={!isOpen}
              className="space-y-3 px-4 pb-5 leading-7 text-ink md:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
