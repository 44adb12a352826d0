import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, page } from '../../http/reply.js';
import { parseParams } from '../../http/validate.js';
import { LOOKUPS, type LookupName } from '../../repositories/lookups.js';

const Params = z.object({ name: z.enum(Object.keys(LOOKUPS) as [LookupName, ...LookupName[]]) });

/**
 * The dictionaries the ship form picks from, for anyone who may see ships. The dictionary screens'
 * own lists need dictionary permissions a ship editor does not hold; these are read-only and small.
 */
export default async function lookupRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  // Answered as a page so the generic list-and-edit selects can load it like any list.
  app.get('/fleet/lookups/:name', { config: { perm: 'ship:list:list' } }, async (req) => {
    const { name } = parseParams(req, Params);
    const rows = (await LOOKUPS[name](db)).map((r, i) => ({ id: i + 1, ...r }));
    return ok(page(rows, rows.length, 1, rows.length));
  });
}
