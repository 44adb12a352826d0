import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DictionaryName } from '../../domain/schemas/dictionaries.js';
import type { Db } from '../db/client.js';
import { AppError, conflict } from '../http/errors.js';
import type { Lang } from '../i18n/messages.js';
import { IN_USE_GENERIC, inUseReason } from './inUse.js';
import { duplicate, guardWrite } from './kit/errors.js';
import type { ListSpec } from './kit/specList.js';
import { findById, insertStamped } from './kit/rows.js';
import { updateVersioned } from './kit/versioned.js';

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

type Row = Record<string, any>;

export const findEntry = (db: Db, def: DictDef, id: number) => findById<Row>(db, def.table, id);

async function assertUnique(db: Db, def: DictDef, body: Row, lang: Lang, id?: number) {
  for (const u of def.unique) {
    const [hit] = await db
      .select({ id: def.table.id })
      .from(def.table)
      .where(and(eq(u.column, body[u.field]), id ? ne(def.table.id, id) : undefined))
      .limit(1);
    if (hit) throw duplicate(u.field, lang);
  }
}

/** A write that lost a race on a unique key still answers 409 `duplicate` on the first business key. */
const onDuplicate = (def: DictDef, lang: Lang) => ({
  unique: () => duplicate(def.unique[0]?.field ?? '_', lang),
});

export async function createEntry(db: Db, def: DictDef, body: Row, lang: Lang, now: Date): Promise<Row> {
  await assertUnique(db, def, body, lang);
  return guardWrite(() => insertStamped(db, def.table, body, now), onDuplicate(def, lang));
}

export async function updateEntry(
  db: Db,
  def: DictDef,
  id: number,
  version: number,
  body: Row,
  lang: Lang,
  now: Date,
): Promise<Row> {
  await assertUnique(db, def, body, lang, id);
  return guardWrite(() => updateVersioned(db, def.table, id, version, body, now), onDuplicate(def, lang));
}

export const setEntryStatus = (
  db: Db,
  def: DictDef,
  id: number,
  status: number,
  version: number,
  now: Date,
) => updateVersioned(db, def.table, id, version, { status }, now);

/** Deletes an entry nothing refers to; `version`, when given, must still be the stored one. */
export async function deleteEntry(db: Db, def: DictDef, id: number, version: number | undefined, lang: Lang) {
  const row = await findEntry(db, def, id);
  if (version !== undefined && version !== row.version) throw conflict();
  const reason = await inUseReason(db, def.name, row);
  if (reason) throw new AppError(409, 'in_use', reason[lang]);
  // Something may have started referring to the row between the check and the delete.
  await guardWrite(() => db.delete(def.table).where(eq(def.table.id, id)), {
    foreignKey: () => new AppError(409, 'in_use', IN_USE_GENERIC[lang]),
  });
}
