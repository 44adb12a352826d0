import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { loginThrottle } from '../db/schema/index.js';

/** Failures of one (account, address) pair that pass without delay or captcha. */
export const FREE_FAILURES = 3;
/** Longest delay between two attempts of one pair. */
export const MAX_DELAY_SECONDS = 15 * 60;

/** The throttle key of a typed username: the same for "Admin" and " admin ". */
export const accountKey = (username: string) => username.trim().toLowerCase();

/**
 * Failures so far of the pair; past FREE_FAILURES the captcha is required even when EEOI_CAPTCHA
 * is off, so a script needs a human for every further guess.
 */
export async function failuresOf(db: Db, account: string, ip: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.account, account), eq(loginThrottle.ip, ip)));
  return row?.failures ?? 0;
}

export type Claim = { ok: true; failures: number } | { ok: false; retryAfterSeconds: number };

/**
 * Claims one attempt for the pair before the password is checked, counting it as a failure until
 * the login succeeds (which clears it). One upsert does the check and the count, so concurrent
 * guesses cannot all pass on the same old count: each one waits for the row lock and sees the
 * previous one's delay. Delay after n failures: none up to FREE_FAILURES, then 1 s, 2 s, 4 s …
 * up to MAX_DELAY_SECONDS.
 */
export async function claimAttempt(db: Db, clock: Clock, account: string, ip: string): Promise<Claim> {
  const now = clock.now();
  const delay = (n: ReturnType<typeof sql>) =>
    sql`case when ${n} < ${FREE_FAILURES} then ${now}::timestamptz
      else ${now}::timestamptz + make_interval(secs => least(power(2, ${n} - ${FREE_FAILURES}), ${MAX_DELAY_SECONDS})) end`;
  const res = await db.execute<{ failures: number }>(sql`
    insert into login_throttle (account, ip, failures, next_at, updated_at)
    values (${account}, ${ip}, 1, ${delay(sql`1`)}, ${now})
    on conflict (account, ip) do update set
      failures = login_throttle.failures + 1,
      next_at = ${delay(sql`(login_throttle.failures + 1)`)},
      updated_at = ${now}
    where login_throttle.next_at <= ${now}
    returning failures`);
  const rows = ((res as any).rows ?? res) as Array<{ failures: number }>;
  if (rows.length) return { ok: true, failures: Number(rows[0].failures) };
  const [row] = await db
    .select({ nextAt: loginThrottle.nextAt })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.account, account), eq(loginThrottle.ip, ip)));
  const wait = row ? Math.ceil((row.nextAt.getTime() - now.getTime()) / 1000) : 1;
  return { ok: false, retryAfterSeconds: Math.max(1, wait) };
}

/** A successful login forgives the pair's failures (and only that pair's). */
export async function clearAttempts(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginThrottle).where(and(eq(loginThrottle.account, account), eq(loginThrottle.ip, ip)));
}
