import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ChangePasswordSchema, ResetPasswordSchema } from '../../../domain/schemas/session.js';
import { generatePassword, hashPassword, verifyPassword } from '../../auth/password.js';
import { revokeAllForUser } from '../../auth/sessions.js';
import { users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { langOf, msg } from '../../i18n/messages.js';
import { ok } from '../../http/reply.js';
import { parseBody } from '../../http/validate.js';

export default async function passwordRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  app.post(
    '/sysUser/updateUserPassword',
    { config: { perm: 'auth', doc: { summary: 'Change own password', body: ChangePasswordSchema } } },
    async (req) => {
      const body = parseBody(req, ChangePasswordSchema);
      const [user] = await db.select().from(users).where(eq(users.id, req.user!.userId));
      if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
        throw new AppError(400, 'old_password_wrong', undefined, {
          oldPassword: msg('old_password_wrong', langOf(req))!,
        });
      }
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(body.newPassword),
          mustChangePassword: false,
          passwordChangedAt: clock.now(),
          version: user.version + 1,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, user.id));
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
      const [user] = await db.select().from(users).where(eq(users.id, body.userId));
      if (!user) throw notFound();
      const password = body.newPassword ?? generatePassword();
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          mustChangePassword: true,
          failedLogins: 0,
          lockedUntil: null,
          version: user.version + 1,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, user.id));
      await revokeAllForUser(db, clock, user.id);
      // The temporary password is shown once to the administrator who reset it, never logged.
      return ok({
        message: msg('password_reset', langOf(req)),
        password: body.newPassword ? undefined : password,
      });
    },
  );
}
