import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { MAX_PRODUCT_IMAGES, MAX_UPLOAD_BYTES } from '#shared/rules/admin.ts';
import { cx } from '#web/components/ui/cx.ts';
import { fileImage, imageSrc, moveItem, type ImageItem } from './image-list.ts';
import { fileProblem } from './upload-images.ts';

export interface ImagePickerProps {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  error?: string;
}

/**
 * Product images: drop files or pick them (several at once), see previews, reorder with the
 * arrows, remove. The last image is the size chart, and says so. Files that are not JPEG, PNG or
 * WebP, or too large, are refused here with a message (the server checks again).
 */
export function ImagePicker({ items, onChange, error }: ImagePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  function add(files: FileList | null) {
    if (!files) return;
    const found: string[] = [];
    const room = MAX_PRODUCT_IMAGES - items.length;
    const ok = [...files].filter((f) => {
      const problem = fileProblem(f);
      if (problem) found.push(problem);
      return !problem;
    });
    if (ok.length > room) found.push(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`);
    setProblems(found);
    // New photos go before the size chart (the last image) when there is one already.
    const added = ok.slice(0, Math.max(0, room)).map(fileImage);
    onChange(items.length > 0 ? [...items.slice(0, -1), ...added, items.at(-1)!] : added);
    if (input.current) input.current.value = '';
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };
  const describedBy = error || problems.length ? `${inputId}-problems` : `${inputId}-hint`;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">
        Images{' '}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      </legend>
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed px-4 py-5 text-center',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
          dragging
            ? 'border-brand bg-brand-soft'
            : error
              ? 'border-danger'
              : 'border-line bg-surface',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-7 text-brand" />
        <span className="text-sm font-semibold text-ink">Drop photos here or tap to choose</span>
        <span id={`${inputId}-hint`} className="text-xs text-muted">
          JPEG, PNG or WebP, up to {MAX_UPLOAD_BYTES >> 20} MB each. The last image is the size
          chart.
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(e) => add(e.target.files)}
        />
      </label>
      {(error || problems.length > 0) && (
        <div id={`${inputId}-problems`} role="alert" className="text-sm text-danger">
          {error && <p>{error}</p>}
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item, i) => {
            const isChart = i === items.length - 1;
            const label = isChart ? 'Size chart' : `Photo ${i + 1}`;
            return (
              <li
                key={item.key}
                className={cx(
                  'flex flex-col overflow-hidden rounded-card border bg-white',
                  isChart ? 'border-accent' : 'border-line',
                )}
              >
                <div className="relative aspect-square bg-surface">
                  <img
                    src={imageSrc(item)}
                    alt={label}
                    width={240}
                    height={240}
                    className="size-full object-contain"
                  />
                  <span
                    className={cx(
                      'absolute top-1.5 left-1.5 rounded-md px-1.5 py-0.5 text-xs font-semibold',
                      isChart ? 'bg-accent text-ink' : 'bg-white/90 text-ink',
                    )}
                  >
                    {label}
                  </span>
                </div>
                <div className="flex items-center justify-between gap-1 p-1">
                  <button
                    type="button"
                    aria-label={`Move ${label} earlier`}
                    disabled={i === 0}
                    onClick={() => onChange(moveItem(items, i, -1))}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface disabled:opacity-30"
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${label} later`}
                    disabled={i === items.length - 1}
                    onClick={() => onChange(moveItem(items, i, 1))}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface disabled:opacity-30"
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${label}`}
                    onClick={() => onChange(items.filter((x) => x.key !== item.key))}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-danger hover:bg-surface"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
