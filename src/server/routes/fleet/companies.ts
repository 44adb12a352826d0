import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CompanyInputSchema, CompanyUpdateSchema, COMPANY_TYPES } from '../../../domain/schemas/fleet.js';
import { companies } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseParams, parseQuery } from '../../http/validate.js';
import {
  assertInTree,
  assertNoCycle,
  assertParentInTree,
  descendantsOf,
  isWritable,
  writableTree,
} from './companyRules.js';
import { exportPage, guardWrite } from './writes.js';
import { parseWith } from '../../http/validate.js';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const Filters = z.object({
  keyword: z.string().trim().max(100).optional(),
  address: z.string().trim().max(100).optional(),
  type: z.enum(COMPANY_TYPES).optional(),
});
/** `writable=true`: only the companies the caller may change (the parent-company picker). */
const Writable = z.object({ writable: z.enum(['true', 'false']).optional() });
const like = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

function where(f: z.infer<typeof Filters>): SQL | undefined {
  const k = f.keyword ? like(f.keyword) : undefined;
  const a = f.address ? like(f.address) : undefined;
  return and(
    k
      ? or(
          ilike(companies.nameZh, k),
          ilike(companies.nameEn, k),
          ilike(companies.code, k),
          ilike(companies.imoNumber, k),
          ilike(companies.customerNo, k),
        )
      : undefined,
    a
      ? or(
          ilike(companies.officeAddressZh, a),
          ilike(companies.officeAddressEn, a),
          ilike(companies.registeredAddressZh, a),
          ilike(companies.registeredAddressEn, a),
        )
      : undefined,
    f.type ? sql`${f.type} = any(${companies.types})` : undefined,
  );
}

/** Companies: master data every fleet user may read; company users change only their own tree. */
// Schemas are built once: zod compiles a parser per schema, a noticeable cost per request.
const ListQuery = PageQuery().extend(Filters.shape).extend(Writable.shape);
const ChildrenBody = z.object({ childIds: z.array(z.number().int().positive()).max(200) });

export default async function companyRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const byId = async (id: number) => {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    if (!row) throw notFound();
    return row;
  };
  const assertParent = async (req: FastifyRequest, parentId: number | null | undefined) => {
    if (parentId != null) await byId(parentId);
  };

  app.get('/fleet/companies', { config: { perm: 'ship:company:list' } }, async (req) => {
    const q = parseQuery(req, ListQuery);
    const tree = await writableTree(db, req.user!);
    const w = and(where(q), q.writable === 'true' && tree ? inArray(companies.id, [...tree, -1]) : undefined);
    const [rows, [{ n }]] = await Promise.all([
      db
        .select()
        .from(companies)
        .where(w)
        .orderBy(asc(companies.nameEn))
        .limit(q.size)
        .offset((q.page - 1) * q.size),
      db.select({ n: count() }).from(companies).where(w),
    ]);
    // Rows outside the caller's tree are read-only: the list offers Detail, not Edit or Delete.
    const items = rows.map((r) => ({ ...r, editable: isWritable(tree, r.id) }));
    return ok(page(items, n, q.page, q.size));
  });

  app.get('/fleet/companies/export', { config: { perm: 'ship:company:export' } }, async (req) => {
    const q = parseQuery(req, Filters);
    const rows = await db
      .select()
      .from(companies)
      .where(where(q))
      .orderBy(asc(companies.nameEn))
      .limit(10_001);
    return ok(exportPage(rows, 10_000));
  });

  // Company pickers on the ship form: anyone who may see ships may pick a company.
  app.get('/fleet/companies/options', { config: { perm: 'ship:list:list' } }, async (req) => {
    const q = parseQuery(req, Filters);
    const rows = await db
      .select({
        id: companies.id,
        code: companies.code,
        nameZh: companies.nameZh,
        nameEn: companies.nameEn,
        types: companies.types,
        registeredAddressEn: companies.registeredAddressEn,
      })
      .from(companies)
      .where(where(q))
      .orderBy(asc(companies.nameEn))
      .limit(500);
    // Page-shaped so the generic screens' selects load it like any list.
    return ok(page(rows, rows.length, 1, rows.length));
  });

  app.get('/fleet/companies/:id', { config: { perm: 'ship:company:list' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const row = await byId(id);
    const brief = { id: companies.id, nameZh: companies.nameZh, nameEn: companies.nameEn };
    const [children, parent] = await Promise.all([
      db.select(brief).from(companies).where(eq(companies.parentId, id)).orderBy(asc(companies.nameEn)),
      row.parentId ? db.select(brief).from(companies).where(eq(companies.id, row.parentId)) : [],
    ]);
    return ok({ ...row, parent: parent[0] ?? null, children });
  });

  // Subsidiary picker: companies that may become children of :id without a cycle.
  app.get(
    '/fleet/companies/:id/subsidiaryCandidates',
    { config: { perm: 'ship:company:edit' } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const tree = await writableTree(db, req.user!);
      await byId(id);
      assertInTree(tree, id);
      const ancestors = await db.execute<{ id: number }>(sql`
      with recursive up(id, parent_id) as (
        select id, parent_id from companies where id = ${id}
        union
        select c.id, c.parent_id from companies c join up on c.id = up.parent_id
      ) select id from up`);
      const banned = (ancestors.rows as Array<{ id: number }>).map((r) => Number(r.id));
      const rows = await db
        .select({
          id: companies.id,
          nameZh: companies.nameZh,
          nameEn: companies.nameEn,
          parentId: companies.parentId,
        })
        .from(companies)
        .where(notInArray(companies.id, banned))
        .orderBy(asc(companies.nameEn));
      return ok(tree ? rows.filter((r) => tree.has(r.id)) : rows);
    },
  );

  app.post('/fleet/companies', { config: { perm: 'ship:company:add' } }, async (req) => {
    const body = parseWith(CompanyInputSchema, req.body, req);
    assertParentInTree(req, await writableTree(db, req.user!), body.parentId);
    await assertParent(req, body.parentId);
    const [row] = await guardWrite(() => db.insert(companies).values(body).returning());
    return ok(row);
  });

  app.put('/fleet/companies/:id', { config: { perm: 'ship:company:edit' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const { version, ...body } = parseWith(CompanyUpdateSchema, req.body, req);
    const tree = await writableTree(db, req.user!);
    const current = await byId(id);
    assertInTree(tree, id);
    // The top company of a user's tree may hang under a group outside it: keeping that link is no change.
    if (body.parentId !== current.parentId) assertParentInTree(req, tree, body.parentId);
    await assertParent(req, body.parentId);
    await assertNoCycle(db, id, body.parentId);
    const [row] = await guardWrite(() =>
      db
        .update(companies)
        .set({ ...body, version: version + 1, updatedAt: clock.now() })
        .where(and(eq(companies.id, id), eq(companies.version, version)))
        .returning(),
    );
    if (!row) throw conflict();
    return ok(row);
  });

  // setParentGcClient: make the chosen companies children of :id.
  app.post('/fleet/companies/:id/children', { config: { perm: 'ship:company:edit' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const { childIds } = parseWith(ChildrenBody, req.body, req);
    const tree = await writableTree(db, req.user!);
    await byId(id);
    [id, ...childIds].forEach((c) => assertInTree(tree, c));
    const below = await descendantsOf(db, id);
    for (const c of childIds) await assertNoCycle(db, c, id);
    // Children that are no longer listed are detached; listed ones are attached.
    await db.transaction(async (tx) => {
      const drop = [...below].filter((c) => c !== id && !childIds.includes(c));
      if (drop.length)
        await tx
          .update(companies)
          .set({ parentId: null, updatedAt: clock.now() })
          .where(and(eq(companies.parentId, id), inArray(companies.id, drop)));
      if (childIds.length)
        await tx
          .update(companies)
          .set({ parentId: id, updatedAt: clock.now(), version: sql`${companies.version} + 1` })
          .where(inArray(companies.id, childIds));
    });
    return ok({ id, childIds });
  });

  app.delete('/fleet/companies/:id', { config: { perm: 'ship:company:delete' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await byId(id);
    assertInTree(await writableTree(db, req.user!), id);
    // Ships, subsidiaries, users and changes hold restricting foreign keys: a 409, never an orphan.
    await guardWrite(() => db.delete(companies).where(eq(companies.id, id)));
    return ok({ id });
  });
}
