import { describe, expect, it, vi } from 'vitest';
import { moveItem, resolveImages, type ImageItem } from './image-list.ts';
import { fileProblem } from './upload-images.ts';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('product images before saving', () => {
  it('moves an image earlier or later, and not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('uploads only new files, in one go, and keeps the chosen order', async () => {
    const items: ImageItem[] = [
      { key: '1', kind: 'file', file: file('a.png', 'image/png'), preview: 'blob:a' },
      { key: '2', kind: 'stored', url: '/uploads/images/old.webp' },
      { key: '3', kind: 'file', file: file('chart.png', 'image/png'), preview: 'blob:c' },
    ];
    const upload = vi.fn(async (files: File[]) => files.map((f) => `/uploads/images/${f.name}`));
    expect(await resolveImages(items, upload)).toEqual([
      '/uploads/images/a.png',
      '/uploads/images/old.webp',
      '/uploads/images/chart.png',
    ]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(await resolveImages([items[1]!], upload)).toEqual(['/uploads/images/old.webp']);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('refuses other types and large files before uploading, saying which file', () => {
    expect(fileProblem(file('tee.jpg', 'image/jpeg'))).toBeNull();
    expect(fileProblem(file('anim.gif', 'image/gif'))).toBe(
      '“anim.gif” is not a JPEG, PNG or WebP image.',
    );
    expect(fileProblem(file('huge.png', 'image/png', 11 * 1024 * 1024))).toMatch(
      /^“huge.png” is larger than 10 MB/,
    );
  });
});
