import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from '../http/errors.js';

/**
 * Limits of every multipart upload, in one place. A route narrows `fileSize`
 * in its own `req.file({ limits })`; the others hold for all. Past a count limit the parser
 * answers 413; a text field longer than `fieldSize` is cut there, so memory stays bounded
 * (fields × fieldSize + fileSize) whatever the client sends, and the upload readers
 * (http/upload.ts `assertFieldsWhole`) answer 413 for it rather than read a shortened value.
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 20,
  files: 1,
  parts: 21,
  headerPairs: 50,
  fileSize: 10 * 1024 * 1024,
};

/** A whole multipart request may exceed its file by the form fields and part headers, no more. */
export const MULTIPART_OVERHEAD = MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize + 64 * 1024;

export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // Fastify's bodyLimit is not applied to multipart bodies (the plugin streams them), so a declared
  // length beyond the route's limit is refused before a byte is read.
  // A callback hook: most requests are not multipart and pass without a promise.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/')) return done();
    const length = Number(req.headers['content-length'] ?? 0);
    const fileLimit = Math.min(req.routeOptions.bodyLimit ?? Infinity, MULTIPART_LIMITS.fileSize);
    done(length > fileLimit + MULTIPART_OVERHEAD ? new AppError(413, 'too_large') : undefined);
  });
}
