import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DictionarySchemas, StatusBody, VersionQuery } from '../../../domain/schemas/dictionaries.js';
import { listQuery } from '../../http/listQuery.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';
import {
  createEntry,
  deleteEntry,
  findEntry,
  setEntryStatus,
  type DictDef,
} from '../../repositories/dictionaries.js';
import { exportOf } from '../../repositories/kit/list.js';
import { IdParams } from '../../repositories/kit/params.js';
import { runList, type ListQuery } from '../../repositories/kit/specList.js';
import { editDictionaryEntry } from '../../services/dictionaries/entries.js';
import { listPage } from './listPage.js';

/** The REST routes of one dictionary under /dict/<name> (docs/architecture.md §6). */
export function registerDictionary(app: FastifyInstance, def: DictDef): void {
  const { db, clock } = app.deps;
  const base = `/dict/${def.name}`;
  const perm = (action: string) => `${def.page}:${action}`;
  const schemas = DictionarySchemas[def.name];
  const Query = listQuery(def.list, 20);
  const ExportQuery = listQuery(def.list, null);
  const prepared = (req: FastifyRequest, body: Record<string, any>) =>
    def.prepare ? def.prepare(db, body, langOf(req)) : Promise.resolve(body);
  const doc = (summary: string, extra: object = {}) => ({ summary: `${def.name}: ${summary}`, ...extra });

  app.get(base, { config: { perm: perm('list'), doc: doc('list', { query: Query }) } }, async (req, reply) =>
    listPage(req, reply, db, def, () => parseQuery(req, Query) as ListQuery & { page: number; size: number }),
  );

  app.get(
    `${base}/export`,
    { config: { perm: perm('export'), doc: doc('export', { query: ExportQuery }) } },
    async (req) => {
      const q = parseQuery(req, ExportQuery) as ListQuery;
      return ok(await exportOf(async (limit) => (await runList(db, def.table, def.list, q, limit, 0)).items));
    },
  );

  app.get(`${base}/:id`, { config: { perm: perm('list'), doc: doc('detail') } }, async (req) =>
    ok(await findEntry(db, def, parseParams(req, IdParams).id)),
  );

  app.post(
    base,
    { config: { perm: perm('add'), doc: doc('create', { body: schemas.create }) } },
    async (req, reply) => {
      const body = await prepared(req, parseBody(req, schemas.create));
      const row = await createEntry(db, def, body, langOf(req), clock.now());
      reply.status(201);
      return ok(row);
    },
  );

  app.put(
    `${base}/:id`,
    { config: { perm: perm('edit'), doc: doc('update', { body: schemas.update }) } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version, ...parsed } = parseBody(req, schemas.update) as Record<string, any>;
      const body = await prepared(req, parsed);
      return ok(await editDictionaryEntry(db, def, id, version, body, langOf(req), clock.now()));
    },
  );

  app.put(
    `${base}/:id/status`,
    { config: { perm: perm('edit'), doc: doc('enable or freeze', { body: StatusBody }) } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { status, version } = parseBody(req, StatusBody);
      return ok(await setEntryStatus(db, def, id, status, version, clock.now()));
    },
  );

  app.delete(
    `${base}/:id`,
    { config: { perm: perm('delete'), doc: doc('delete', { query: VersionQuery }) } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { version } = parseQuery(req, VersionQuery);
      await deleteEntry(db, def, id, version, langOf(req));
      return ok({ id });
    },
  );
}
