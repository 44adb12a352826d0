import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';

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
