import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CompanyInputSchema, CompanyUpdateSchema, COMPANY_TYPES } from '../../../domain/schemas/fleet.js';
import { ok, page } from '../../http/reply.js';
import { PageQuery, parseParams, parseQuery, parseWith } from '../../http/validate.js';
import {
  assertNoCycle,
  companyDetail,
  companyOptions,
  createCompany,
  deleteCompany,
  exportCompanies,
  findCompany,
  listCompanies,
  setChildren,
  subsidiaryCandidates,
  updateCompany,
} from '../../repositories/companies.js';
import { IdParams } from '../../repositories/kit/params.js';
import {
  assertInTree,
  assertParentInScope,
  assertParentInTree,
  isWritable,
  writableTree,
} from '../../services/fleet/companyRules.js';
import { JsonId } from '../../../domain/schemas/ids.js';

const Filters = z.object({
  keyword: z.string().trim().max(100).optional(),
  address: z.string().trim().max(100).optional(),
  type: z.enum(COMPANY_TYPES).optional(),
});

/** `writable=true`: only the companies the caller may change (the parent-company picker). */
const Writable = z.object({ writable: z.enum(['true', 'false']).optional() });

/** Companies: master data every fleet user may read; company users change only their own tree. */
// Schemas are built once: zod compiles a parser per schema, a noticeable cost per request.
const ListQuery = PageQuery().extend(Filters.shape).extend(Writable.shape);
const ChildrenBody = z.object({ childIds: z.array(JsonId).max(200) });

export default async function companyRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const assertParent = async (parentId: number | null | undefined) => {
    if (parentId != null) await findCompany(db, parentId);
  };

  app.get('/fleet/companies', { config: { perm: 'ship:company:list' } }, async (req) => {
    const q = parseQuery(req, ListQuery);
    const tree = await writableTree(db, req.user!);
    const { items, total } = await listCompanies(db, { ...q, within: q.writable === 'true' ? tree : null });
    // Rows outside the caller's tree are read-only: the list offers Detail, not Edit or Delete.
    const rows = items.map((r) => ({ ...r, editable: isWritable(tree, r.id) }));
    return ok(page(rows, total, q.page, q.size));
  });

  app.get('/fleet/companies/export', { config: { perm: 'ship:company:export' } }, async (req) =>
    ok(await exportCompanies(db, parseQuery(req, Filters))),
  );

  // Company pickers on the ship form: anyone who may see ships may pick a company.
  app.get('/fleet/companies/options', { config: { perm: 'ship:list:list' } }, async (req) => {
    const rows = await companyOptions(db, parseQuery(req, Filters));
    // Page-shaped so the generic screens' selects load it like any list.
    return ok(page(rows, rows.length, 1, rows.length));
  });

  app.get('/fleet/companies/:id', { config: { perm: 'ship:company:list' } }, async (req) =>
    ok(await companyDetail(db, parseParams(req, IdParams).id)),
  );

  // Subsidiary picker: companies that may become children of :id without a cycle.
  app.get(
    '/fleet/companies/:id/subsidiaryCandidates',
    { config: { perm: 'ship:company:edit' } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const tree = await writableTree(db, req.user!);
      await findCompany(db, id);
      assertInTree(tree, id);
      const rows = await subsidiaryCandidates(db, id);
      return ok(tree ? rows.filter((r) => tree.has(r.id)) : rows);
    },
  );

  app.post('/fleet/companies', { config: { perm: 'ship:company:add' } }, async (req) => {
    const body = parseWith(CompanyInputSchema, req.body, req);
    const tree = await writableTree(db, req.user!);
    assertParentInTree(req, tree, body.parentId);
    assertParentInScope(req, tree, body.parentId);
    await assertParent(body.parentId);
    return ok(await createCompany(db, body));
  });

  app.put('/fleet/companies/:id', { config: { perm: 'ship:company:edit' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const { version, ...body } = parseWith(CompanyUpdateSchema, req.body, req);
    const tree = await writableTree(db, req.user!);
    const current = await findCompany(db, id);
    assertInTree(tree, id);
    // The top company of a user's tree may hang under a group outside it: keeping that link is no change.
    if (body.parentId !== current.parentId) assertParentInTree(req, tree, body.parentId);
    assertParentInScope(req, tree, body.parentId, current.parentId);
    await assertParent(body.parentId);
    await assertNoCycle(db, id, body.parentId);
    return ok(await updateCompany(db, id, version, body, clock.now()));
  });

  // setParentGcClient: make the chosen companies children of :id.
  app.post('/fleet/companies/:id/children', { config: { perm: 'ship:company:edit' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    const { childIds } = parseWith(ChildrenBody, req.body, req);
    const tree = await writableTree(db, req.user!);
    await findCompany(db, id);
    [id, ...childIds].forEach((c) => assertInTree(tree, c));
    await setChildren(db, id, childIds, clock.now());
    return ok({ id, childIds });
  });

  app.delete('/fleet/companies/:id', { config: { perm: 'ship:company:delete' } }, async (req) => {
    const { id } = parseParams(req, IdParams);
    await findCompany(db, id);
    assertInTree(await writableTree(db, req.user!), id);
    await deleteCompany(db, id);
    return ok({ id });
  });
}
