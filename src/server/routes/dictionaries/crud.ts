import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  DictionarySchemas,
  StatusBody,
  VersionQuery,
  type DictionaryName,
} from '../../../domain/schemas/dictionaries.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { langOf, type Lang } from '../../i18n/messages.js';
import { duplicate, FK_VIOLATION, sqlState, UNIQUE_VIOLATION } from './dbErrors.js';
import { IN_USE_GENERIC, inUseReason } from './inUse.js';
import { listPage, listQuery, runList, type ListQuery, type ListSpec } from './query.js';

export interface DictDef {
  name: DictionaryName;
  /** Function-tree page whose `:list|:add|:edit|:delete|:export` keys guard the routes. */
  page: string;
  table: any;
  list: ListSpec;
  /** Business keys: a taken value answers 409 `duplicate` naming the field. */
  unique: Array<{ field: string; column: PgColumn }>;
  /** Completes or checks a valid payload before it is written (registry factors, parent exists). */
  prepare?: (db: Db, body: Record<string, any>, lang: Lang) => Promise<Record<string, any>>;
}

export const IdParams = z.object({ id: z.coerce.number().int().positive() });
export const EXPORT_LIMIT = 10_000;

async function assertUnique(db: Db, def: DictDef, body: Record<string, any>, lang: Lang, id?: number) {
  for (const u of def.unique) {
    const [hit] = await db
      .select({ id: def.table.id })
      .from(def.table)
      .where(and(eq(u.column, body[u.field]), id ? ne(def.table.id, id) : undefined))
      .limit(1);
    if (hit) throw duplicate(u.field, lang);
  }
}

/** A write that lost a race on a unique key still answers 409 `duplicate`, not 500. */
async function guarded<T>(def: DictDef, lang: Lang, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw duplicate(def.unique[0]?.field ?? '_', lang);
    throw err;
  }
}

/** Where a versioned update found nothing: gone (404) or changed by someone else (409). */
export async function missOrStale(db: Db, table: any, id: number): Promise<never> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  throw row ? conflict() : notFound();
}

/** The REST routes of one dictionary under /dict/<name> (docs/architecture.md §6). */
export function registerDictionary(app: FastifyInstance, def: DictDef): void {
  const { db, clock } = app.deps;
  const { table } = def;
  const base = `/dict/${def.name}`;
  const perm = (action: string) => `${def.page}:${action}`;
  const schemas = DictionarySchemas[def.name];
  const Query = listQuery(def.list, 20);
  const ExportQuery = listQuery(def.list, null);
  const prepared = (req: FastifyRequest, body: Record<string, any>) =>
    def.prepare ? def.prepare(db, body, langOf(req)) : Promise.resolve(body);
  const load = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound();
    return row as Record<string, any>;
  };
  const doc = (summary: string, extra: object = {}) => ({ summary: `${def.name}: ${summary}`, ...extra });

  app.get(
    base,
    { config: { perm: perm('list'), doc: doc('list', { query: Query }) } },
    async (req, reply) => {
      const q = parseQuery(req, Query) as ListQuery & { page: number; size: number };
      return listPage(req, reply, db, table, def.list, q);
    },
  );

  app.get(
    `${base}/export`,
    { config: { perm: perm('export'), doc: doc('export', { query: ExportQuery }) } },
    async (req) => {
      const q = parseQuery(req, ExportQuery) as ListQuery;
      const { items, total } = await runList(db, table, def.list, q, EXPORT_LIMIT, 0);
      return ok({ items, total, truncated: total > items.length });
    },
  );

  app.get(`${base}/:id`, { config: { perm: perm('list'), doc: doc('detail') } }, async (req) =>
    ok(await load(parseParams(req, IdParams).id)),
  );

  app.post(
    base,
    { config: { perm: perm('add'), doc: doc('create', { body: schemas.create }) } },
    async (req, reply) => {
      const lang = langOf(req);
      const body = await prepared(req, parseBody(req, schemas.create));
      await assertUnique(db, def, body, lang);
      const now = clock.now();
      const [row] = await guarded(def, lang, () =>
        db
          .insert(table)
          .values({ ...body, createdAt: now, updatedAt: now })
          .returning(),
      );
      reply.status(201);
      return ok(row);
    },
  );

  app.put(
    `${base}/:id`,
    { config: { perm: perm('edit'), doc: doc('update', { body: schemas.update }) } },
    async (req) => {
      const lang = langOf(req);
      const { id } = parseParams(req, IdParams);
      const { version, ...parsed } = parseBody(req, schemas.update) as Record<string, any>;
      const body = await prepared(req, parsed);
      await assertUnique(db, def, body, lang, id);
      const [row] = await guarded(def, lang, () =>
        db
          .update(table)
          .set({ ...body, version: sql`${table.version} + 1`, updatedAt: clock.now() })
          .where(and(eq(table.id, id), eq(table.version, version)))
          .returning(),
      );
      return ok(row ?? (await missOrStale(db, table, id)));
    },
  );

  app.put(
    `${base}/:id/status`,
    { config: { perm: perm('edit'), doc: doc('enable or freeze', { body: StatusBody }) } },
    async (req) => {
      const { id } = parseParams(req, IdParams);
      const { status, version } = parseBody(req, StatusBody);
      const [row] = await db
        .update(table)
        .set({ status, version: sql`${table.version} + 1`, updatedAt: clock.now() })
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning();
      return ok(row ?? (await missOrStale(db, table, id)));
    },
  );

  app.delete(
    `${base}/:id`,
    { config: { perm: perm('delete'), doc: doc('delete', { query: VersionQuery }) } },
    async (req) => {
      const lang = langOf(req);
      const { id } = parseParams(req, IdParams);
      const { version } = parseQuery(req, VersionQuery);
      const row = await load(id);
      if (version !== undefined && version !== row.version) throw conflict();
      const reason = await inUseReason(db, def.name, row);
      if (reason) throw new AppError(409, 'in_use', reason[lang]);
      try {
        await db.delete(table).where(eq(table.id, id));
      } catch (err) {
        // Something started referring to the row between the check and the delete.
        if (sqlState(err) === FK_VIOLATION) throw new AppError(409, 'in_use', IN_USE_GENERIC[lang]);
        throw err;
      }
      return ok({ id });
    },
  );
}
