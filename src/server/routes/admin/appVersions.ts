import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  APP_SYS_CODES,
  AppVersionCreate,
  AppVersionUpdate,
  compareVersions,
  UpdateCheckQuery,
} from '../../../domain/schemas/admin.js';
import { appVersions, files } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import { IdParams, missOrStale } from '../dictionaries/crud.js';
import { duplicate, sqlState, UNIQUE_VIOLATION } from '../dictionaries/dbErrors.js';
import { escapeLike } from '../dictionaries/query.js';
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
  const load = async (id: number) => {
    const [v] = await db.select().from(appVersions).where(eq(appVersions.id, id));
    if (!v) throw notFound();
    return v;
  };
  /** The same new version twice for one system answers 409 `duplicate` on `newVersion`. */
  const write = async <T>(req: FastifyRequest, fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (err) {
      if (sqlState(err) === UNIQUE_VIOLATION) throw duplicate('newVersion', langOf(req));
      throw err;
    }
  };

  app.get(
    '/system/app-versions',
    { config: { perm: `${P}:list`, doc: { summary: 'App versions', query: VersionQuery } } },
    async (req) => {
      const q = parseQuery(req, VersionQuery);
      const where = and(
        q.newVersion ? ilike(appVersions.newVersion, `%${escapeLike(q.newVersion)}%`) : undefined,
        q.upType !== undefined ? eq(appVersions.upType, Number(q.upType)) : undefined,
        q.sysCode ? eq(appVersions.sysCode, q.sysCode) : undefined,
        q.status !== undefined ? eq(appVersions.status, Number(q.status)) : undefined,
      );
      const [items, [{ n }]] = await Promise.all([
        db
          .select()
          .from(appVersions)
          .where(where)
          .orderBy(desc(appVersions.createdAt), desc(appVersions.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db.select({ n: count() }).from(appVersions).where(where),
      ]);
      return ok(page(items, n, q.page, q.size));
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
      const now = clock.now();
      const who = req.user!.username;
      const [row] = await write(req, () =>
        db
          .insert(appVersions)
          .values({ ...b, createdBy: who, updatedBy: who, createdAt: now, updatedAt: now })
          .returning(),
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
      const [row] = await write(req, () =>
        db
          .update(appVersions)
          .set({
            ...b,
            updatedBy: req.user!.username,
            version: sql`${appVersions.version} + 1`,
            updatedAt: clock.now(),
          })
          .where(and(eq(appVersions.id, id), eq(appVersions.version, version)))
          .returning(),
      );
      return ok(row ?? (await missOrStale(db, appVersions, id)));
    },
  );

  app.delete('/system/app-versions/:id', { config: { perm: `${P}:delete` } }, async (req) => {
    const v = await load(parseParams(req, IdParams).id);
    await db.transaction(async (tx) => {
      await tx.delete(appVersions).where(eq(appVersions.id, v.id));
      if (v.fileId) await tx.delete(files).where(eq(files.id, v.fileId));
    });
    return ok({ id: v.id });
  });

  // The installer replaces any earlier one of the version; it is stored in `files` and never served by path.
  app.post(
    '/system/app-versions/:id/file',
    { config: { perm: `${P}:edit` }, bodyLimit: INSTALLER_MAX + 64 * 1024 },
    async (req) => {
      const v = await load(parseParams(req, IdParams).id);
      const f = await readInstaller(req);
      const id = randomUUID();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.insert(files).values({
          id,
          ownerUserId: req.user!.userId,
          kind: 'installer',
          mime: f.mime,
          name: f.name,
          size: f.data.length,
          data: f.data,
          createdAt: now,
          updatedAt: now,
        });
        await tx
          .update(appVersions)
          .set({
            fileId: id,
            version: sql`${appVersions.version} + 1`,
            updatedBy: req.user!.username,
            updatedAt: now,
          })
          .where(eq(appVersions.id, v.id));
        if (v.fileId) await tx.delete(files).where(eq(files.id, v.fileId));
      });
      return ok(await load(v.id));
    },
  );

  app.get('/system/app-versions/:id/file', { config: { perm: `${P}:list` } }, async (req, reply) => {
    const v = await load(parseParams(req, IdParams).id);
    const [f] = v.fileId ? await db.select().from(files).where(eq(files.id, v.fileId)) : [];
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
      const rows = await db
        .select({
          id: appVersions.id,
          sysCode: appVersions.sysCode,
          upType: appVersions.upType,
          preVersion: appVersions.preVersion,
          newVersion: appVersions.newVersion,
          content: appVersions.content,
          fileId: appVersions.fileId,
          updatedAt: appVersions.updatedAt,
        })
        .from(appVersions)
        .where(and(eq(appVersions.sysCode, q.sysCode), eq(appVersions.status, 1)));
      const items = rows
        .filter((r) => compareVersions(r.newVersion, q.currentVersion) > 0)
        .sort((a, b) => compareVersions(a.newVersion, b.newVersion));
      return ok(page(items, items.length, 1, Math.max(items.length, 1)));
    },
  );
}
