import { AppError } from '../../http/errors.js';
import { msg, type Lang } from '../../i18n/messages.js';

/** The SQLSTATE of a driver error, looking through drizzle's wrapper (PGlite and node-postgres). */
export function sqlState(err: unknown): string | undefined {
  for (let e: any = err; e; e = e.cause)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FK_VIOLATION = '23503';

/** 409 `duplicate` naming the field whose value is taken. */
export const duplicate = (field: string, lang: Lang) =>
  new AppError(409, 'duplicate', undefined, { [field]: msg('msg.duplicate', lang)! });
