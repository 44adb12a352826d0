import type { FastifyServerOptions } from 'fastify';
import { redactError } from './dbErrors.js';

/** Query parameters that must never reach a log line. */
export const redactUrl = (url: string) =>
  url.replace(/([?&](?:token|password|verifycode|captchaId)=)[^&]*/gi, '$1[redacted]');

/**
 * Structured request logs without secrets: the URL with its token redacted, and errors without the
 * query parameters drivers attach (session-token hashes, password hashes, request values).
 */
export function loggerOptions(
  level: string,
  stream?: { write: (line: string) => void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      err: (err) => redactError(err) as { type: string; message: string; stack: string },
    },
  };
}
