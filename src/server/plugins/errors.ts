import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';
import { langOf } from '../i18n/messages.js';
import { msg } from '../i18n/lookup.js';
import { isDataException, isDatabaseUnavailable, isReadOnlyGrant, redactError } from '../http/dbErrors.js';

/**
 * One error shape for every failure: `{ success: false, code, message, fields? }` with the right
 * status; 5xx answers never carry a stack, SQL or driver text (docs/architecture.md §6).
 */
const RETRY_AFTER_SECONDS = 5;

export function installErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: any, req, reply) => {
    const lang = langOf(req);
    let status = 500;
    let code = 'internal';
    let fields: Record<string, string> | undefined;
    let message: string | undefined;
    let extra: Record<string, unknown> | undefined;
    if (err instanceof AppError) {
      ({ status, code, fields, extra } = err);
      message = err.message !== err.code ? err.message : undefined;
    } else if (isReadOnlyGrant(err)) {
      [status, code] = [400, 'validation_failed'];
      fields = { menuIds: msg('read_only_write', lang)!, readOnly: msg('read_only_write', lang)! };
    } else if (isDatabaseUnavailable(err)) {
      // An outage, not a fault of this request: the client (or the load balancer) retries.
      [status, code] = [503, 'db.unavailable'];
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    } else if (isDataException(err)) {
      [status, code] = [400, 'validation_failed'];
      fields = { _: msg('msg.out_of_range', lang) ?? 'Out of range' };
      req.log.warn({ err: redactError(err) }, 'data exception reached the database');
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      [status, code] = [413, 'too_large'];
    } else if (err.statusCode === 429) {
      [status, code] = [429, 'rate_limited'];
    } else if (
      err.validation ||
      (err.statusCode === 400 && typeof err.code === 'string' && err.code.startsWith('FST_'))
    ) {
      // Malformed JSON and the like: the body never reached a schema.
      [status, code] = [400, 'validation_failed'];
      fields = { _: lang === 'zh' ? '请求格式错误' : 'The request body is not valid JSON.' };
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      [status, code] = [err.statusCode, 'bad_request'];
    }
    if (status >= 500) req.log.error({ err: redactError(err) }, 'request failed');
    reply
      .status(status)
      .send({ ...extra, success: false, code, message: msg(code, lang) ?? message ?? code, fields });
  });
  app.setNotFoundHandler((req, reply) => {
    const lang = langOf(req);
    if (req.url.startsWith('/api/') || req.url === '/api') {
      reply
        .status(404)
        .send({ success: false, code: 'route_not_found', message: msg('route_not_found', lang) });
      return;
    }
    reply.status(404).send({ success: false, code: 'not_found', message: msg('not_found', lang) });
  });
}
