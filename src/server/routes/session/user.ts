import type { FastifyInstance } from 'fastify';
import { SwitchRoleSchema } from '../../../domain/schemas/session.js';
import { buildLoginData, enabledRolesOf } from '../../auth/loginData.js';
import { loadRoleGrant } from '../../auth/permissions.js';
import { createSession, revoke } from '../../auth/sessions.js';
import { AppError, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { readImageUpload } from '../../http/upload.js';
import { parseBody } from '../../http/validate.js';
import { accountById, setAvatar } from '../../repositories/accounts.js';
import { findFile } from '../../repositories/files.js';
import { langOf } from '../../i18n/messages.js';
import { reportAttachmentByFile } from '../../services/reports/attachments.js';
import { menuTree } from './menuTree.js';

const AVATAR_MAX = 500 * 1024;

export default async function userRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db, clock } = deps;

  app.get('/user/info', { config: { perm: 'auth' } }, async (req) => {
    const u = req.user!;
    const row = (await accountById(db, u.userId))!;
    const data = await buildLoginData(db, row, u.roleId, '');
    return ok({
      roles: [u.roleCode],
      name: data.name,
      nameZh: row.nameZh,
      nameEn: row.nameEn,
      username: row.username,
      avatar: row.avatarFileId ? `/api/files/${row.avatarFileId}` : '',
      introduction: row.introduction ?? '',
      sysRoles: data.sysRoles,
      activeRoleId: u.roleId,
      allowPage: data.allowPage,
      allowButton: data.allowButton,
      mustChangePassword: row.mustChangePassword,
      // The client warns before the server ends an unused session, so it must know when that is.
      idleMinutes: deps.config.session.idleMs / 60_000,
    });
  });

  app.get('/user/menus', { config: { perm: 'auth' } }, async (req) => {
    const grant = await loadRoleGrant(db, req.user!.roleId);
    return ok(menuTree(grant?.menuRows ?? []));
  });

  // A new token for the chosen role; the old session ends so one token never holds two roles.
  app.post(
    '/user/switchRole',
    { config: { perm: 'auth', doc: { summary: 'Switch the active role', body: SwitchRoleSchema } } },
    async (req) => {
      const { roleId } = parseBody(req, SwitchRoleSchema);
      const held = await enabledRolesOf(db, req.user!.userId);
      if (!held.some((r) => r.id === roleId)) throw new AppError(403, 'role_not_assigned');
      const row = (await accountById(db, req.user!.userId))!;
      const token = await createSession(db, clock, deps.config.session, row.id, roleId, req.ip);
      await revoke(db, clock, req.user!.sessionId);
      return ok(await buildLoginData(db, row, roleId, token));
    },
  );

  app.post('/user/avatar', { config: { perm: 'auth' }, bodyLimit: AVATAR_MAX * 2 }, async (req) => {
    const f = await readImageUpload(req, AVATAR_MAX);
    const id = await setAvatar(
      db,
      req.user!.userId,
      { ownerUserId: req.user!.userId, kind: 'avatar', ...f },
      clock.now(),
    );
    return ok({ avatar: `/api/files/${id}` });
  });

  // Avatars are visible to any signed-in user and shown inline. Every other kind is a download
  // (attachment, never cached, never sniffed), so a stored PDF or workbook never renders in the
  // app's origin: report evidence to whoever may read its report (its scope and regime, not its
  // uploader, who may since have lost the ship), any other kind to its owner or an administrator.
  app.get('/files/:id', { config: { perm: 'auth' } }, async (req, reply) => {
    const { id } = req.params as { id: string };
    const f = await findFile(db, id);
    if (!f) throw notFound();
    if (f.kind === 'avatar') {
      reply.header('Content-Type', f.mime).header('Cache-Control', 'private, max-age=3600');
      return reply.send(Buffer.from(f.data));
    }
    if (f.kind === 'report_attachment')
      await reportAttachmentByFile(db, { user: req.user!, lang: langOf(req), at: clock.now() }, id);
    else if (f.ownerUserId !== req.user!.userId && !req.user!.isAdmin) throw notFound();
    return reply
      .header('Content-Type', f.mime)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
      .send(Buffer.from(f.data));
  });
}
