import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, gte } from 'drizzle-orm';
import { companies, roles, ships, systemLogs, users } from '../../db/schema/index.js';
import { companyTreeIds, shipScope } from '../../scope/ships.js';
import { ok } from '../../http/reply.js';

const pkg = createRequire(import.meta.url)('../../../../package.json') as { version: string };
export const APP_VERSION = pkg.version;

export default async function metaRoutes(app: FastifyInstance) {
  const { db, database, config, clock } = app.deps;

  app.get('/health', { config: { perm: 'public' } }, async () => ({
    status: 'ok',
    database: database.kind,
    version: APP_VERSION,
  }));

  app.get('/settings/public', { config: { perm: 'public' } }, async () =>
    ok({
      systemTitleZh: '船舶能效管理系统',
      systemTitleEn: 'Ship energy efficiency management system',
      contactEmail: config.contact.email,
      contactPhone: config.contact.phone,
      captcha: config.captcha,
      version: APP_VERSION,
    }),
  );

  // Counts on the dashboard; ships are counted inside the caller's scope. Companies count what the
  // company list shows (every fleet user reads them all); a user limited to a company tree also
  // gets the size of that tree, the companies they may change.
  app.get('/dashboard/summary', { config: { perm: 'dashboard:list' } }, async (req) => {
    const since = new Date(clock.now().getTime() - 24 * 3600_000);
    const mine = req.user!.isAdmin ? undefined : eq(systemLogs.userId, req.user!.userId);
    const u0 = req.user!;
    const [[u], [r], [l], [s], [c]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(roles),
      db
        .select({ n: count() })
        .from(systemLogs)
        .where(
          and(
            eq(systemLogs.action, 'login'),
            eq(systemLogs.outcome, 'success'),
            gte(systemLogs.createdAt, since),
            mine,
          ),
        ),
      db.select({ n: count() }).from(ships).where(shipScope(u0)),
      db.select({ n: count() }).from(companies),
    ]);
    const own = u0.isAdmin || u0.dataScope === 'all' ? undefined : (await companyTreeIds(db, u0)).size;
    return ok({
      users: req.user!.isAdmin ? u.n : undefined,
      roles: req.user!.isAdmin ? r.n : undefined,
      logins24h: l.n,
      ships: s.n,
      companies: c.n,
      ownCompanies: own,
    });
  });
}
