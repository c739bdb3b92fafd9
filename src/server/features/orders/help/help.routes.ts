import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HelpRequestFields } from '#shared/contract/order-help.ts';
import { MAX_UPLOAD_BYTES } from '#shared/rules/admin.ts';
import { tooLarge, type UploadPart } from '../../../adapters/images/upload-check.ts';
import type { AppDeps } from '../../../deps.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { hasControlCharacters } from '../../../lib/control-characters.ts';
import { ok } from '../../../lib/replies.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import type { RouteLimits } from '../../../plugins/rate-limit.ts';
import { toHelpReply } from './help.mapper.ts';
import { askForHelp, myHelpRequests } from './help.service.ts';

const HOUR = 60 * 60_000;
const FIELD_NAMES = new Set(['orderId', 'issue', 'message', 'items', 'transactionId']);

/**
 * The limits that count are the student's, which the service keeps in the database; per address
 * only a ceiling against floods, as a campus shares a few addresses (docs/decisions/022).
 */
export const HELP_LIMITS = { ip: { max: 300, windowMs: HOUR } } as const satisfies RouteLimits;

const notMultipart = () =>
  new DomainError('BAD_REQUEST', 'Send the request as multipart/form-data.');

/**
 * The form's text fields (validated as the contract says, control characters refused) and its
 * one optional photo, read into memory up to MAX_UPLOAD_BYTES. An empty file part (a browser's
 * file input left empty) is no photo.
 */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw notMultipart();
  const raw: Record<string, string> = {};
  let photo: UploadPart | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 8192 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo')
          throw new DomainError('BAD_REQUEST', 'Send the photo as "photo".');
        const bytes = await part.toBuffer().catch((err: { code?: string }) => {
          throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(part.filename) : err;
        });
        if (bytes.length > 0 || part.filename) {
          const { filename, mimetype } = part;
          photo = { filename, mimetype, read: () => Promise.resolve(bytes) };
        }
      } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (err instanceof DomainError) throw err;
    if (code === 'FST_FILES_LIMIT') throw new DomainError('TOO_MANY_FILES', 'Send one photo.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw notMultipart();
    if (statusCode === undefined) throw notMultipart();
    throw err;
  }
  if (hasControlCharacters(raw)) throw new DomainError('CONTROL_CHARACTERS');
  const parsed = HelpRequestFields.safeParse(raw);
  if (!parsed.success) {
    throw new DomainError('VALIDATION_FAILED', parsed.error.issues[0]?.message);
  }
  return { fields: parsed.data, photo };
}

/** Help with an order: the student's form and their requests (the admin answers in the inbox). */
export async function orderHelpRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(app, 'orders/help/mine', async ({ body, caller }) =>
    ok({ requests: (await myHelpRequests(deps, caller, body)).map(toHelpReply) }),
  );
  // Multipart parsing only for the form's route (its own scope).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
    contractRoute(
      scope,
      'orders/help',
      async ({ caller, request }) => {
        const { fields, photo } = await readForm(request);
        const record = await askForHelp(deps, caller, fields, photo);
        return ok({
          message: `Thank you! We have your request ${toHelpReply(record).reference} and have e-mailed you a copy. We will answer within 2 working days.`,
          request: toHelpReply(record),
        });
      },
      { limits: HELP_LIMITS },
    );
  });
}
