/**
 * `Promise.all` for drizzle queries on one connection: each query runs when the previous one has
 * answered. Inside a transaction every statement goes to the same connection anyway, and `pg`
 * refuses (today: warns about) a query sent while another is still running on it. A drizzle query
 * starts only when awaited, so handing this the unstarted queries keeps them in order.
 */
export async function inSequence<T extends readonly unknown[]>(
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const out: unknown[] = [];
  for (const q of queries) out.push(await q);
  return out as { -readonly [K in keyof T]: Awaited<T[K]> };
}
