import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { issueMessage } from '../../domain/schemas/issues.js';
import { langOf } from '../i18n/messages.js';
import { msg } from '../i18n/lookup.js';
import { AppError } from './errors.js';
import { anyInt } from '../../domain/schemas/ids.js';

/**
 * Parses with the shared zod schema and answers 400 with one message per field, in the caller's
 * language: the schema's own codes or the shared error map's (never zod's default text).
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown, req: FastifyRequest): z.output<S> {
  const lang = langOf(req);
  const result = schema.safeParse(data ?? {}, { error: issueMessage });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    if (!fields[key]) fields[key] = msg(issue.message, lang) ?? issue.message;
  }
  throw new AppError(400, 'validation_failed', undefined, fields);
}

export const parseBody = <S extends z.ZodType>(req: FastifyRequest, schema: S) =>
  parseWith(schema, req.body, req);
export const parseQuery = <S extends z.ZodType>(req: FastifyRequest, schema: S) =>
  parseWith(schema, req.query, req);
export const parseParams = <S extends z.ZodType>(req: FastifyRequest, schema: S) =>
  parseWith(schema, req.params, req);

/** Paging query shared by every list: `page` from 1, `size` capped so no call can dump a table. */
export const PageQuery = (defaultSize = 20) =>
  z.object({
    page: anyInt(1).default(1),
    size: anyInt(1, 500).default(defaultSize),
  });
