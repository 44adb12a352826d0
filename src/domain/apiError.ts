/**
 * The error every failed API call becomes, and the one reading of it that decides how a form
 * shows a refused save. Neutral (no I/O, no imports): services throw it, machines that the server
 * may also run read it, and nothing here reaches for the network.
 */

/** Thrown for every failed call: a non-2xx answer, a timeout or a network error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The server's `Retry-After` in seconds (a 429 or 503), when it sent one. */
    readonly retryAfterSeconds?: number,
    /**
     * The values a refusal is about (`params` of the answer: a line's key, amounts), so the client
     * can word it itself where the server's message names something by its code.
     */
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'unknown');
export const errorMessage = (error: unknown): string | null =>
  error instanceof ApiError ? error.message : null;
export const errorParams = (error: unknown): Readonly<Record<string, string | number>> | null =>
  error instanceof ApiError ? (error.params ?? null) : null;

/**
 * The server's code for a stale optimistic-lock version (`conflict()` in src/server/http/errors.ts):
 * someone else saved the record since it was read. Other 409s (a taken IMO number, the last
 * administrator, a record in use) are refusals of this save, not conflicts.
 */
export const VERSION_CONFLICT_CODE = 'conflict';

/**
 * Refusals the server answers with a code only, though they concern one field of the form: the
 * message lands on that field. Unique-key refusals the server names a field for come with `fields`.
 */
const FIELD_OF_CODE: Readonly<Record<string, string>> = { imo_taken: 'imo' };

export const isVersionConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code === VERSION_CONFLICT_CODE;

/** Field → message of a refusal about fields; empty when the refusal names none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.fields && Object.keys(error.fields).length > 0) return error.fields;
  const field = FIELD_OF_CODE[error.code];
  // The server's message is already in the request's language; the code stands in without one.
  return field ? { [field]: error.message || error.code } : {};
}

/**
 * How a form shows a failed save: `conflict` (only a stale version: reload, the edits are lost),
 * `fields` (each message on its field, the form stays editable), or `refused` (a message above
 * the form, which stays editable). Every machine that saves a form maps its errors through this.
 */
export type SaveFailure =
  | { kind: 'conflict'; errorCode: string; errorMessage: string | null }
  | { kind: 'fields'; fieldErrors: Record<string, string>; errorCode: string; errorMessage: string | null }
  | { kind: 'refused'; errorCode: string; errorMessage: string | null };

export function saveFailure(error: unknown): SaveFailure {
  const common = { errorCode: errorCode(error), errorMessage: errorMessage(error) };
  if (isVersionConflict(error)) return { kind: 'conflict', ...common };
  const fieldErrors = fieldErrorsOf(error);
  if (Object.keys(fieldErrors).length > 0) return { kind: 'fields', fieldErrors, ...common };
  return { kind: 'refused', ...common };
}
