import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { menus } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import { type Lang } from '../i18n/messages.js';
import { msg } from '../i18n/lookup.js';
import { duplicate } from './kit/errors.js';
import { deleteById, findById, insertStamped, type Values } from './kit/rows.js';
import { updateVersioned } from './kit/versioned.js';

export type FunctionRow = typeof menus.$inferSelect;
export type FunctionNode = FunctionRow & { children: FunctionNode[] };

/**
 * The function-management page, its buttons and the `system` folder holding it. The administrator
 * role bypasses permission checks, but its menu and buttons still come from enabled, visible rows:
 * freezing, hiding or deleting these would leave no screen from which to undo it.
 */
export const isProtectedFunction = (code: string) =>
  code === 'system' || code === 'system:func' || code.startsWith('system:func:');

/** Every function (folders, pages, buttons) as a tree ordered by `orderNum`. */
export async function functionTree(db: Db): Promise<FunctionNode[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.orderNum), asc(menus.id));
  const nodes = new Map<number, FunctionNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: FunctionNode[] = [];
  for (const n of nodes.values()) (nodes.get(n.parentId)?.children ?? roots).push(n);
  return roots;
}

/** True when `parentId` is `id` itself or lies below it: the move would cut the subtree loose. */
export function wouldCycle(
  rows: Array<Pick<FunctionRow, 'id' | 'parentId'>>,
  id: number,
  parentId: number,
): boolean {
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let p = parentId, steps = 0; p && steps <= rows.length; p = parent.get(p) ?? 0, steps++)
    if (p === id) return true;
  return false;
}

export const findFunction = (db: Db, id: number) => findById<FunctionRow>(db, menus, id);

const fieldError = (field: string, code: string, lang: Lang) =>
  new AppError(400, 'validation_failed', undefined, { [field]: msg(code, lang)! });

/** The code is unique, the parent exists, and a move never puts a function below itself. */
export async function checkPlacement(db: Db, b: { code: string; parentId: number }, lang: Lang, id = 0) {
  const [hit] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.code, b.code), sql`${menus.id} <> ${id}`));
  if (hit) throw duplicate('code', lang);
  if (b.parentId === 0) return;
  const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  if (!rows.some((r) => r.id === b.parentId)) throw fieldError('parentId', 'msg.unknown_ref', lang);
  if (id && wouldCycle(rows, id, b.parentId)) throw fieldError('parentId', 'msg.parent_cycle', lang);
}

type FunctionValues = Values<typeof menus>;

/** Optional texts are stored as null, not as empty strings. */
const stored = <T extends { url?: string | null; icon?: string | null; perms?: string | null }>(b: T) => ({
  ...b,
  url: b.url || null,
  icon: b.icon || null,
  perms: b.perms || null,
});

export async function createFunction(db: Db, b: FunctionValues, now: Date): Promise<FunctionRow> {
  return insertStamped<FunctionRow>(db, menus, stored(b), now);
}

export const updateFunction = (db: Db, id: number, version: number, b: Partial<FunctionValues>, now: Date) =>
  updateVersioned<FunctionRow>(db, menus, id, version, 'code' in b ? stored(b) : b, now);

/** New order numbers for siblings, all or none (404 when one is gone). */
export async function reorderFunctions(db: Db, items: Array<{ id: number; orderNum: number }>, now: Date) {
  await db.transaction(async (tx) => {
    for (const it of items) {
      const [row] = await tx
        .update(menus)
        .set({ orderNum: it.orderNum, version: sql`${menus.version} + 1`, updatedAt: now })
        .where(eq(menus.id, it.id))
        .returning({ id: menus.id });
      if (!row) throw notFound();
    }
  });
}

/** Role grants of the function go with it (cascade); children must be removed first. */
export async function deleteFunction(db: Db, id: number): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id));
  if (n > 0) throw new AppError(409, 'has_children');
  await deleteById(db, menus, id);
}
