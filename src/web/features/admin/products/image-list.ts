/** The images of a product being edited: already stored ones (URL) and newly chosen files. */
export type ImageItem =
  | { key: string; kind: 'stored'; url: string }
  | { key: string; kind: 'file'; file: File; preview: string };

let counter = 0;
export const newKey = () => `img-${++counter}`;

export const storedImages = (urls: readonly string[]): ImageItem[] =>
  urls.map((url) => ({ key: newKey(), kind: 'stored', url }));

export function fileImage(file: File): ImageItem {
  return { key: newKey(), kind: 'file', file, preview: URL.createObjectURL(file) };
}

export const imageSrc = (item: ImageItem) => (item.kind === 'stored' ? item.url : item.preview);

/** Moves the item at `from` by `by` places (−1 earlier, +1 later). */
export function moveItem<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The URLs to save, in the chosen order: new files are uploaded (by `upload`, in one go) and put
 * where they were placed.
 */
export async function resolveImages(
  items: readonly ImageItem[],
  upload: (files: File[]) => Promise<string[]>,
): Promise<string[]> {
  const files = items.flatMap((i) => (i.kind === 'file' ? [i.file] : []));
  const uploaded = files.length ? await upload(files) : [];
  let next = 0;
  return items.map((i) => (i.kind === 'stored' ? i.url : uploaded[next++]!));
}
