import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedJson } from '../../cache/readCache.js';
import type { Db } from '../../db/client.js';
import { ok, page } from '../../http/reply.js';
import type { DictDef } from '../../repositories/dictionaries.js';
import { runList, type ListQuery } from '../../repositories/kit/specList.js';

/**
 * A list page as the API answers it, from the read cache when this revision of the dictionaries
 * already produced it (dictionaries read alike for every caller, so the scope is empty). `query`
 * parses the request's query, and runs on a miss only (cachedJson): a kept answer's URL has passed.
 */
export function listPage(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  def: DictDef,
  query: () => ListQuery & { page: number; size: number },
) {
  return cachedJson(req, reply, '', () => {
    const q = query();
    return runList(db, def.table, def.list, q, q.size, (q.page - 1) * q.size).then(({ items, total }) =>
      ok(page(items, total, q.page, q.size)),
    );
  });
}
