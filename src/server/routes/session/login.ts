import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LoginSchema, SsoLoginSchema } from '../../../domain/schemas/session.js';
import { consumeCaptcha, issueCaptcha } from '../../auth/captcha.js';
import { buildLoginData, enabledRolesOf, type UserRow } from '../../auth/loginData.js';
import { DUMMY_HASH, verifyPassword } from '../../auth/password.js';
import { createSession, revoke } from '../../auth/sessions.js';
import { accountKey, claimAttempt, clearAttempts, failuresOf, FREE_FAILURES } from '../../auth/throttle.js';
import { verifySsoToken } from '../../auth/sso.js';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseBody } from '../../http/validate.js';
import { writeLog } from '../../plugins/audit.js';
import { accountByExternalUid, accountByUsername } from '../../repositories/accounts.js';

export default async function loginRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db, clock } = deps;
  const perMin = deps.config.loginRatePerMin;
  // The captcha may be refreshed more often than a login is tried, hence its larger allowance.
  const limited = (max: number) => ({
    perm: 'public' as const,
    audit: false,
    rateLimit: { max, windowMs: 60_000 },
  });

  async function openSession(req: FastifyRequest, user: UserRow, password?: string) {
    const [role] = await enabledRolesOf(db, user.id);
    if (!role) throw new AppError(403, 'forbidden');
    const token = await createSession(db, clock, deps.config.session, user.id, role.id, req.ip);
    return buildLoginData(db, user, role.id, token, password);
  }

  app.get(
    '/code',
    {
      config: {
        ...limited(perMin * 2),
        doc: { summary: 'A new arithmetic captcha (single use, 2 minutes)' },
      },
    },
    async () => ok(await issueCaptcha(db, clock)),
  );

  app.post(
    '/login',
    { config: { ...limited(perMin), doc: { summary: 'Log in', body: LoginSchema } } },
    async (req, reply) => {
      const body = parseBody(req, LoginSchema);
      const account = accountKey(body.username);
      const fail = async (code: string, status: number, userId?: number) => {
        await writeLog(deps, req, {
          action: 'login',
          outcome: 'failure',
          username: body.username,
          userId,
          status,
          detail: code,
          aggregate: true,
        });
        return new AppError(status, code);
      };
      // After repeated failures of this account from this address the captcha is required even
      // when it is off for machine clients (auth/throttle.ts).
      const captchaNeeded = deps.config.captcha || (await failuresOf(db, account, req.ip)) >= FREE_FAILURES;
      if (captchaNeeded && !(await consumeCaptcha(db, clock, body.captchaId, body.verifycode))) {
        throw await fail(deps.config.captcha || body.captchaId ? 'captcha_invalid' : 'captcha_required', 400);
      }
      const claim = await claimAttempt(db, clock, account, req.ip);
      if (!claim.ok) {
        reply.header('Retry-After', String(claim.retryAfterSeconds));
        throw await fail('login_throttled', 429);
      }
      const user = await accountByUsername(db, body.username);
      // Unknown users are checked against a dummy hash: same answer, same time, no user enumeration.
      const good = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !good) throw await fail('login_failed', 401, user?.id);
      if (user.status !== 1) throw await fail('account_frozen', 403, user.id);
      await clearAttempts(db, account, req.ip);
      const data = await openSession(req, user, body.password);
      await writeLog(deps, req, {
        action: 'login',
        outcome: 'success',
        userId: user.id,
        username: user.username,
        status: 200,
      });
      return ok(data);
    },
  );

  app.post(
    '/loginCrm',
    {
      config: {
        ...limited(perMin),
        doc: { summary: 'Session login by a trusted system', body: SsoLoginSchema },
      },
    },
    async (req) => {
      const body = parseBody(req, SsoLoginSchema);
      const cfg = deps.config.sso;
      const result = await verifySsoToken(db, clock, cfg, body.token, body.uid);
      const user = result.ok ? await accountByExternalUid(db, body.uid) : undefined;
      if (!result.ok || !user || user.status !== 1) {
        const reason = result.ok ? (user ? 'frozen' : 'unknown_uid') : result.reason;
        await writeLog(deps, req, {
          action: 'loginCrm',
          outcome: 'failure',
          username: `uid:${body.uid}`,
          status: 401,
          detail: reason,
          aggregate: true,
        });
        throw new AppError(401, reason === 'unconfigured' ? 'sso_unavailable' : 'sso_invalid');
      }
      const data = await openSession(req, user);
      await writeLog(deps, req, {
        action: 'loginCrm',
        outcome: 'success',
        userId: user.id,
        username: user.username,
        status: 200,
      });
      return ok(data);
    },
  );

  app.post('/logout', { config: { perm: 'auth', doc: { summary: 'End this session' } } }, async (req) => {
    await revoke(db, clock, req.user!.sessionId);
    return ok(true);
  });
}
