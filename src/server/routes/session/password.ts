import type { FastifyInstance } from 'fastify';
import { ChangePasswordSchema, ResetPasswordSchema } from '../../../domain/schemas/session.js';
import { generatePassword, hashPassword, verifyPassword } from '../../auth/password.js';
import { revokeAllForUser } from '../../auth/sessions.js';
import { AppError, notFound } from '../../http/errors.js';
import { langOf } from '../../i18n/messages.js';
import { msg } from '../../i18n/lookup.js';
import { ok } from '../../http/reply.js';
import { parseBody } from '../../http/validate.js';
import { accountById, setPassword } from '../../repositories/accounts.js';

export default async function passwordRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  app.post(
    '/sysUser/updateUserPassword',
    { config: { perm: 'auth', doc: { summary: 'Change own password', body: ChangePasswordSchema } } },
    async (req) => {
      const body = parseBody(req, ChangePasswordSchema);
      const user = (await accountById(db, req.user!.userId))!;
      if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
        throw new AppError(400, 'old_password_wrong', undefined, {
          oldPassword: msg('old_password_wrong', langOf(req))!,
        });
      }
      await setPassword(db, user, await hashPassword(body.newPassword), 'self', clock.now());
      // Every session of the user ends, this one included: the client offers to log in again.
      await revokeAllForUser(db, clock, user.id);
      return ok(msg('password_changed', langOf(req)));
    },
  );

  app.post(
    '/sysUser/resetUserPassword',
    {
      config: {
        perm: 'system:user:reset:password',
        doc: { summary: 'Reset a user password', body: ResetPasswordSchema },
      },
    },
    async (req) => {
      const body = parseBody(req, ResetPasswordSchema);
      const user = await accountById(db, body.userId);
      if (!user) throw notFound();
      const password = body.newPassword ?? generatePassword();
      await setPassword(db, user, await hashPassword(password), 'reset', clock.now());
      await revokeAllForUser(db, clock, user.id);
      // The temporary password is shown once to the administrator who reset it, never logged.
      return ok({
        message: msg('password_reset', langOf(req)),
        password: body.newPassword ? undefined : password,
      });
    },
  );
}
