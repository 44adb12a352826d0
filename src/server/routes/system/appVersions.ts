import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  APP_SYS_CODES,
  AppVersionCreate,
  AppVersionUpdate,
  UpdateCheckQuery,
} from '../../../domain/schemas/admin.js';
import { newerVersions } from '../../../domain/versions.js';
import { notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import {
  attachInstaller,
  createAppVersion,
  deleteAppVersion,
  findAppVersion,
  listAppVersions,
  publishedVersions,
  updateAppVersion,
} from '../../repositories/appVersions.js';
import { findFile } from '../../repositories/files.js';
import { IdParams } from '../../repositories/kit/params.js';
import { INSTALLER_MAX, readInstaller } from './installer.js';

const VersionQuery = PageQuery(20).extend({
  newVersion: z.string().trim().max(32, 'msg.too_long').optional(),
  upType: z.enum(['0', '1'], { error: 'msg.choice' }).optional(),
  sysCode: z.enum(APP_SYS_CODES, { error: 'msg.choice' }).optional(),
  status: z.enum(['0', '1', '2'], { error: 'msg.choice' }).optional(),
});

/** PC / app client versions (docs/legacy-system.md §8) and the clients' anonymous update check. */
export default async function appVersionRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const P = 'document:version';
  const load = (id: number) => findAppVersion(db, id);

  app.get(
    '/system/app-versions',
    { config: { perm: `${P}:list`, doc: { summary: 'App versions', query: VersionQuery } } },
    async (req) => {
      const q = parseQuery(req, VersionQuery);
      const { items, total } = await listAppVersions(db, q);
      return ok(page(items, total, q.page, q.size));
    },
  );

  app.get('/system/app-versions/:id', { config: { perm: `${P}:list` } }, async (req) =>
    ok(await load(parseParams(req, IdParams).id)),
  );

  app.post(
    '/system/app-versions',
    { config: { perm: `${P}:add`, doc: { summary: 'Create a version', body: AppVersionCreate } } },
    async (req, reply) => {
      const b = parseBody(req, AppVersionCreate);
      const who = req.user!.username;
      const row = await createAppVersion(
        db,
        { ...b, createdBy: who, updatedBy: who },
        langOf(req),
        clock.now(),
      );
      reply.status(201);
      return ok(row);
    },
  );

  app.put(
    '/system/app-versions/:id',
    { config: { perm: `${P}:edit`, doc: { summary: 'Edit a version', body: AppVersionUpdate } } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, ...b } = parseBody(req, AppVersionUpdate);
      const row = await updateAppVersion(
        db,
        id,
        version,
        { ...b, updatedBy: req.user!.username },
        langOf(req),
        clock.now(),
      );
      return ok(row);
    },
  );

  app.delete('/system/app-versions/:id', { config: { perm: `${P}:delete` } }, async (req) => {
    const v = await load(parseParams(req, IdParams).id);
    await deleteAppVersion(db, v);
    return ok({ id: v.id });
  });

  // The installer replaces any earlier one of the version; it is stored in `files` and never served by path.
  app.post(
    '/system/app-versions/:id/file',
    { config: { perm: `${P}:edit` }, bodyLimit: INSTALLER_MAX + 64 * 1024 },
    async (req) => {
      const v = await load(parseParams(req, IdParams).id);
      const f = await readInstaller(req);
      await attachInstaller(
        db,
        v,
        { ownerUserId: req.user!.userId, kind: 'installer', ...f },
        req.user!.username,
        clock.now(),
      );
      return ok(await load(v.id));
    },
  );

  app.get('/system/app-versions/:id/file', { config: { perm: `${P}:list` } }, async (req, reply) => {
    const v = await load(parseParams(req, IdParams).id);
    const f = v.fileId ? await findFile(db, v.fileId) : undefined;
    if (!f) throw notFound();
    reply
      .header('Content-Type', f.mime)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
      .header('Cache-Control', 'private, no-store');
    return reply.send(Buffer.from(f.data));
  });

  // Anonymous, as in the original: clients ask before login. Versions compare number by number,
  // so 1.10.0 is newer than 1.9.0 (the original compared strings).
  app.get(
    '/sysPcappVersion/findAfterSysPcappsList',
    {
      config: {
        perm: 'public',
        doc: { summary: 'Published versions newer than currentVersion', query: UpdateCheckQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, UpdateCheckQuery);
      const rows = await publishedVersions(db, q.sysCode);
      const items = newerVersions(rows, q.currentVersion);
      return ok(page(items, items.length, 1, Math.max(items.length, 1)));
    },
  );
}
