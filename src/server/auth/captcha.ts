import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { captchas } from '../db/schema/index.js';

const TTL_MS = 2 * 60_000;

/** An arithmetic captcha stored in the database (any instance can check it), valid for 2 minutes. */
export async function issueCaptcha(db: Db, clock: Clock): Promise<{ captchaId: string; svg: string }> {
  // Always pass an options object: svg-captcha reads properties of it without a default.
  const c = svgCaptcha.createMathExpr({
    mathMin: 1,
    mathMax: 20,
    mathOperator: '+-',
    noise: 2,
    width: 120,
    height: 40,
  });
  const id = randomUUID();
  const now = clock.now();
  await db
    .insert(captchas)
    .values({ id, answer: c.text, expiresAt: new Date(now.getTime() + TTL_MS), createdAt: now });
  return { captchaId: id, svg: c.data };
}

/**
 * Consumes the captcha whatever the guess: one captcha, one attempt, so it cannot be brute-forced.
 * Answers may be negative ("3-7"), so they compare as trimmed strings.
 */
export async function consumeCaptcha(
  db: Db,
  clock: Clock,
  id: string | undefined,
  guess: string | undefined,
) {
  if (!id || !guess) return false;
  const now = clock.now();
  const rows = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answer: captchas.answer });
  return rows.length === 1 && rows[0].answer.trim() === guess.trim();
}
