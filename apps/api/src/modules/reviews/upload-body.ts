// Multipart bodies (@fastify/multipart), for the one operation whose contract lists them: the
// review photo upload. The file is read into memory up to REVIEW_IMAGE_LIMITS.maxBytes (past it
// the parser stops and answers 413), one file and the `tid` field only. The contract's body
// schema then validates `{ file, tid }` like any other body: `file` stands for the part by its
// file name, and its bytes wait beside the request for the handler (takeUpload).
import { API_MESSAGES } from '@trails/domain/messages';
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { REVIEW_IMAGE_LIMITS } from './images.ts';

const MULTIPART = 'multipart/form-data';

type Upload = { field: string; bytes: Buffer };
const uploads = new WeakMap<FastifyRequest, Upload>();

function listsMultipart(request: FastifyRequest): boolean {
  const body = request.routeOptions.schema?.body as { content?: object } | undefined;
  return body?.content !== undefined && Object.hasOwn(body.content, MULTIPART);
}

/** Registers the multipart parser; before the input guards, so bodies exist when they run. */
export async function acceptMultipartBodies(app: FastifyInstance): Promise<void> {
  // A multipart body sent to any other operation is refused before a byte of it is read.
  app.addHook('preParsing', async (request) => {
    if (request.isMultipart() && !listsMultipart(request)) {
      throw new HttpError(415, API_MESSAGES.unsupportedContentType);
    }
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: REVIEW_IMAGE_LIMITS.maxBytes,
      files: 1,
      fields: 3,
      parts: 4,
      fieldSize: 1024,
      headerPairs: 50,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      uploads.set(this, { field: part.fieldname, bytes: await part.toBuffer() });
      // What the body shows for the file: its name (the bytes stay out of the body).
      (part as unknown as { value: string }).value = part.filename || 'upload';
    },
  });
}

/**
 * The uploaded file's bytes and the token (or the booking, for the account's modal), once the
 * contract validated the body.
 */
export function takeUpload(request: FastifyRequest): {
  bytes: Buffer;
  tid: string | undefined;
  bookingId: string | undefined;
} {
  const upload = uploads.get(request);
  const body = request.body as { tid?: unknown; booking_id?: unknown } | undefined;
  if (!upload || upload.field !== 'file') {
    throw new HttpError(400, API_MESSAGES.fileFieldRequired, {
      file: [API_MESSAGES.fileFieldRequired],
    });
  }
  uploads.delete(request);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { bytes: upload.bytes, tid: text(body?.tid), bookingId: text(body?.booking_id) };
}
