import { AppError } from '../../http/errors.js';
import { type Lang } from '../../i18n/messages.js';
import { msg } from '../../i18n/lookup.js';

/** The SQLSTATE of a driver error, looking through drizzle's wrapper (PGlite and node-postgres). */
export function sqlState(err: unknown): string | undefined {
  for (let e: any = err; e; e = e.cause)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FK_VIOLATION = '23503';
/** ON DELETE RESTRICT reports this instead of 23503. */
export const RESTRICT_VIOLATION = '23001';

/** 409 `duplicate` naming the field whose value is taken. */
export const duplicate = (field: string, lang: Lang) =>
  new AppError(409, 'duplicate', undefined, { [field]: msg('msg.duplicate', lang)! });

/** What a guarded write answers for each kind of integrity violation. */
export interface ViolationAnswers {
  /** A unique key is taken (default: 409 `duplicate`). */
  unique?: () => Error;
  /** A foreign key still points at, or does not find, a row (default: 409 `has_dependants`). */
  foreignKey?: () => Error;
}

/**
 * Runs a write and maps integrity violations to the project's 409s, in one place: a write that lost
 * a race with a concurrent one (or that the checks before it could not foresee) never answers 500.
 * Anything else propagates.
 */
export async function guardWrite<T>(run: () => Promise<T>, answers: ViolationAnswers = {}): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const state = sqlState(err);
    if (state === UNIQUE_VIOLATION) throw answers.unique?.() ?? new AppError(409, 'duplicate');
    if (state === FK_VIOLATION || state === RESTRICT_VIOLATION)
      throw answers.foreignKey?.() ?? new AppError(409, 'has_dependants');
    throw err;
  }
}
