import type { FastifyInstance } from 'fastify';
import { registerAliases } from './aliases.js';
import { registerDictionary } from './crud.js';
import { DICTIONARIES } from '../../repositories/dictionaryDefs.js';

/** Every dictionary's REST routes under /dict/<name>, plus the picker aliases of docs/product-rules.md §7. */
export default async function dictionaryRoutes(app: FastifyInstance) {
  for (const def of DICTIONARIES) registerDictionary(app, def);
  registerAliases(app, new Map(DICTIONARIES.map((d) => [d.name, d])));
}
