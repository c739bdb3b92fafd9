import { imageFileProblem, MAX_UPLOAD_FILES } from '#shared/rules/admin.ts';
import { api } from '#web/lib/api/api-client.ts';

/**
 * products/upload-images (or, for a club's manager, clubs/{slug}/upload-images): sends the
 * chosen files as multipart (at most MAX_UPLOAD_FILES a call, so several calls for more) and
 * answers their stored URLs in the same order.
 */
export async function uploadImages(files: readonly File[], club?: string): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < files.length; i += MAX_UPLOAD_FILES) {
    const form = new FormData();
    for (const file of files.slice(i, i + MAX_UPLOAD_FILES)) form.append('images', file, file.name);
    const reply = club
      ? await api('clubs/:slug/upload-images', { params: { slug: club }, body: form })
      : await api('products/upload-images', { body: form });
    urls.push(...reply.imageUrl);
  }
  return urls;
}

/** Why a chosen file cannot be uploaded, or null (the server checks again, and the content). */
export const fileProblem = (file: File): string | null => imageFileProblem(file);
