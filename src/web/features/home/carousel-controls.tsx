import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';

const round =
  'flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface';

interface DotsProps {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  playing: boolean;
  onTogglePlay: () => void;
}

/** Dots to jump to a slide, plus a pause / play toggle for the automatic rotation. */
export function CarouselDots({ count, selected, onSelect, playing, onTogglePlay }: DotsProps) {
  return (
    <div className="flex items-center justify-center gap-1 py-1">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className="group flex size-11 items-center justify-center"
        >
          <span
            className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
              i === selected ? 'w-6 bg-brand' : 'w-2.5 bg-muted/70 group-hover:bg-muted'
            }`}
          />
        </button>
      ))}
      <button
        type="button"
        aria-label={playing ? 'Pause slides' : 'Play slides'}
        onClick={onTogglePlay}
        className={round}
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}

interface ArrowProps {
  direction: 'prev' | 'next';
  onClick: () => void;
}

/** Previous / next arrow over the banner; desktop only (phones swipe). */
export function CarouselArrow({ direction, onClick }: ArrowProps) {
  const Icon = direction === 'prev' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={direction === 'prev' ? 'Previous slide' : 'Next slide'}
      onClick={onClick}
      className={`absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition-colors hover:bg-white md:flex ${
        direction === 'prev' ? 'left-4' : 'right-4'
      }`}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}
