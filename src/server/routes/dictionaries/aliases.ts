import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DictionaryName } from '../../../domain/schemas/dictionaries.js';
import { ok, page } from '../../http/reply.js';
import { parseParams, parseQuery } from '../../http/validate.js';
import { cachedJson } from '../../cache/readCache.js';
import { listQuery } from '../../http/listQuery.js';
import type { DictDef } from '../../repositories/dictionaries.js';
import { runList, type ListQuery } from '../../repositories/kit/specList.js';
import { listPage } from './listPage.js';

/**
 * The list calls of docs/product-rules.md §7 (docs/architecture.md §6: thin aliases in one place) with the spec's default page
 * sizes. Pickers on other screens use them, so any logged-in user may read them; they list enabled
 * entries unless `status` says otherwise. `pageNum` / `pageSize` (the original clients' names) are
 * accepted beside `page` / `size`.
 */
const ALIASES: Array<{ path: string; dict: DictionaryName; size: number }> = [
  { path: '/fuel/findFuelList', dict: 'fuel', size: 30 },
  { path: '/energyForm/findEnergyFormList', dict: 'energyForm', size: 30 },
  { path: '/gcState/findGcStateList', dict: 'gcState', size: 300 },
  { path: '/gcCity/findGcCityList', dict: 'port', size: 50 },
  { path: '/shipType/findShipTypeList', dict: 'shipType', size: 50 },
  { path: '/shipSub/findShipSubList', dict: 'shipSub', size: 50 },
  { path: '/classificat/findClassificatList', dict: 'classificat', size: 50 },
  { path: '/dicGrossTon/findDicGrossTonList', dict: 'grossTon', size: 50 },
  { path: '/shipAge/findShipAgeList', dict: 'shipAge', size: 20 },
];

const originalNames = (q: unknown) => {
  const { pageNum, pageSize, ...rest } = (q ?? {}) as Record<string, unknown>;
  return { page: pageNum, size: pageSize, status: '1', ...rest };
};

export function registerAliases(app: FastifyInstance, defs: Map<DictionaryName, DictDef>): void {
  const { db } = app.deps;
  for (const a of ALIASES) {
    const def = defs.get(a.dict)!;
    const Query = z.preprocess(originalNames, listQuery(def.list, a.size));
    app.get(
      a.path,
      {
        config: {
          perm: 'auth',
          doc: { summary: `Picker list: ${a.dict}`, query: listQuery(def.list, a.size) },
        },
      },
      async (req, reply) =>
        listPage(
          req,
          reply,
          db,
          def,
          () => parseQuery(req, Query) as ListQuery & { page: number; size: number },
        ),
    );
  }

  const sub = defs.get('shipSub')!;
  const TypeParams = z.object({ type: z.string().trim().min(1, 'msg.required').max(8, 'msg.too_long') });
  app.get(
    '/shipSub/findShipSubByShipType/:type',
    { config: { perm: 'auth', doc: { summary: 'Enabled sub-types of a ship type' } } },
    async (req, reply) => {
      const { type } = parseParams(req, TypeParams);
      const q = { typeCode: type, status: '1', sort: 'subCode' };
      return cachedJson(req, reply, '', async () => {
        const { items, total } = await runList(db, sub.table, sub.list, q, 500, 0);
        return ok(page(items, total, 1, Math.max(total, 1)));
      });
    },
  );
}
