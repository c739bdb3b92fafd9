// A multipart upload's files read one by one (products/upload-images and a club's uploads).
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '#shared/rules/admin.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { tooLarge, type UploadPart } from './upload-check.ts';

/** More files than one upload takes. */
export const tooManyFiles = () =>
  new DomainError(
    'TOO_MANY_FILES',
    `Upload at most ${MAX_UPLOAD_FILES} images at a time (add the rest in a second go).`,
  );

const notMultipart = () =>
  new DomainError('BAD_REQUEST', 'Send the images as multipart/form-data files.');

/** The multipart files of an upload, with the parser's limits turned into the shop's messages. */
export async function* uploadedParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!request.isMultipart()) throw notMultipart();
  const files = request.files({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 10, parts: 40 },
  });
  try {
    for await (const file of files) {
      yield {
        filename: file.filename,
        mimetype: file.mimetype,
        read: () =>
          file.toBuffer().catch((err: { code?: string }) => {
            throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(file.filename) : err;
          }),
      };
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooManyFiles();
    // The parser's own errors (no boundary, a body cut short, a broken part header) carry no
    // status: they are the client's malformed body, not a fault of ours.
    if (statusCode === undefined) throw notMultipart();
    throw err;
  }
}
