import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import {
  classSocieties,
  energyForms,
  flagStates,
  fuelTypes,
  shipSubTypes,
  shipTypes,
} from '../../db/schema/index.js';
import { ok, page } from '../../http/reply.js';
import { parseParams } from '../../http/validate.js';

/**
 * The dictionaries the ship form picks from, for anyone who may see ships. The dictionary screens'
 * own lists need dictionary permissions a ship editor does not hold; these are read-only and small.
 */
export default async function lookupRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const sources = {
    shipType: () =>
      db
        .select({ code: shipTypes.code, cnName: shipTypes.cnName, enName: shipTypes.enName })
        .from(shipTypes)
        .orderBy(asc(shipTypes.id)),
    shipSub: () =>
      db
        .select({
          code: shipSubTypes.subCode,
          typeCode: shipSubTypes.typeCode,
          cnName: shipSubTypes.cnName,
          enName: shipSubTypes.enName,
        })
        .from(shipSubTypes)
        .orderBy(asc(shipSubTypes.subCode)),
    classificat: () =>
      db
        .select({
          code: classSocieties.code,
          cnName: classSocieties.cnFullName,
          enName: classSocieties.fullName,
        })
        .from(classSocieties)
        .orderBy(asc(classSocieties.code)),
    gcState: () =>
      db
        .select({ code: flagStates.alpha3, cnName: flagStates.cnBrief, enName: flagStates.enBrief })
        .from(flagStates)
        .orderBy(asc(flagStates.enBrief)),
    fuel: () =>
      db
        .select({ code: fuelTypes.code, cnName: fuelTypes.cnName, enName: fuelTypes.enName })
        .from(fuelTypes)
        .orderBy(asc(fuelTypes.sortNo)),
    energyForm: () =>
      db
        .select({ code: energyForms.code, cnName: energyForms.cnName, enName: energyForms.enName })
        .from(energyForms)
        .orderBy(asc(energyForms.code)),
  };
  const Params = z.object({ name: z.enum(Object.keys(sources) as [keyof typeof sources]) });

  // Answered as a page so the generic list-and-edit selects can load it like any list.
  app.get('/fleet/lookups/:name', { config: { perm: 'ship:list:list' } }, async (req) => {
    const { name } = parseParams(req, Params);
    const rows = (await sources[name]()).map((r, i) => ({ id: i + 1, ...r }));
    return ok(page(rows, rows.length, 1, rows.length));
  });
}
