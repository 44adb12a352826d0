/**
 * What a failed database call means to the caller. Drizzle wraps driver errors (DrizzleQueryError
 * with `cause`), so every level of the cause chain is looked at.
 */
const causes = (err: unknown): any[] => {
  const out: any[] = [];
  for (let e: any = err; e && out.length < 5; e = e.cause) out.push(e);
  return out;
};

// Socket-level failures, PostgreSQL's connection exceptions (class 08), shutdown and
// too-many-connections (57P0x, 53300), and the drivers' own words for a lost or closed connection.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECTION_WORDS =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed|database system is (starting up|shutting down)/i;

/** The database cannot be reached: the request may succeed later (503 with Retry-After). */
export const isDatabaseUnavailable = (err: unknown): boolean =>
  causes(err).some(
    (e) =>
      (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08'))) ||
      (typeof e.message === 'string' &&
        CONNECTION_WORDS.test(e.message) &&
        !e.message.startsWith('Failed query')),
  );

/** The database refused a write function for a read-only role (migration 0003, SQLSTATE EE001). */
export const isReadOnlyGrant = (err: unknown): boolean => causes(err).some((e) => e.code === 'EE001');

/**
 * A data exception (SQLSTATE class 22: out-of-range number, invalid text or date, NUL byte) is a
 * value the input layer should have refused; it is still the caller's value, so it answers 400,
 * never 500.
 */
export const isDataException = (err: unknown): boolean =>
  causes(err).some((e) => typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code));

/**
 * An error as it may be logged: no query parameters (they hold session-token hashes, password
 * hashes and whatever the caller sent), no enumerable extras.
 */
export function redactError(err: unknown): Record<string, unknown> {
  const e = err as any;
  if (!e || typeof e !== 'object') return { message: String(err) };
  const clean = (s: unknown) =>
    typeof s === 'string' ? s.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]') : s;
  return {
    type: e.constructor?.name ?? 'Error',
    code: e.code,
    message: clean(e.message),
    stack: clean(e.stack),
    cause: e.cause ? redactError(e.cause) : undefined,
  };
}
