import { AppError } from '../../http/errors.js';

/** Driver error code of a failed statement (drizzle wraps the driver error in `cause`). */
export const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Maps integrity violations of a write to 409s with stable codes; anything else propagates. */
export async function guardWrite<T>(
  run: () => Promise<T>,
  unique: string | AppError = 'duplicate',
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const code = pgCode(err);
    // 23503 foreign key, 23001 ON DELETE RESTRICT: something still points at the row.
    if (code === '23503' || code === '23001') throw new AppError(409, 'has_dependants');
    if (code === '23505') throw typeof unique === 'string' ? new AppError(409, unique) : unique;
    throw err;
  }
}

/** Export answer the list screens share: at most `max` rows, and whether the filter matched more. */
export const exportPage = <T>(rows: T[], max: number) => ({
  items: rows.slice(0, max),
  total: Math.min(rows.length, max),
  truncated: rows.length > max,
});
