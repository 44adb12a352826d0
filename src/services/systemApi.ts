import type { Page, Row } from '../domain/api';
import { request } from './http';

/** One node of the function tree (menus table), as `/api/system/functions` answers it. */
export interface FunctionNode {
  id: number;
  parentId: number;
  code: string;
  titleZh: string;
  titleEn: string;
  /** 1 folder, 2 page, 3 button */
  menuType: 1 | 2 | 3;
  url: string | null;
  perms: string | null;
  orderNum: number;
  hidden: boolean;
  keepAlive: boolean;
  status: number;
  version: number;
  children: FunctionNode[];
}

export const getFunctionTree = (signal?: AbortSignal) =>
  request<FunctionNode[]>('/api/system/functions', { signal });

export type FlatFunction = Row & { depth: number; isFirst: boolean; isLast: boolean };

/**
 * The tree depth-first with each node's depth and place among its siblings, for the function
 * list (indent, Move up / Move down) and the parent picker.
 */
export function flattenFunctions(nodes: FunctionNode[], depth = 0): FlatFunction[] {
  return nodes.flatMap(({ children, ...n }, i) => [
    { ...n, depth, isFirst: i === 0, isLast: i === nodes.length - 1 } as FlatFunction,
    ...flattenFunctions(children ?? [], depth + 1),
  ]);
}

/** The siblings of a node (the top level when parentless), in the tree's order. */
function siblingsOf(nodes: FunctionNode[], id: number): FunctionNode[] | null {
  if (nodes.some((n) => n.id === id)) return nodes;
  for (const n of nodes) {
    const found = siblingsOf(n.children ?? [], id);
    if (found) return found;
  }
  return null;
}

/**
 * The `orderNum`s that move `id` one place among its siblings: the two swap numbers when the
 * siblings' numbers are distinct, otherwise all are renumbered 10, 20, … (equal numbers cannot
 * express an order). Empty when the node is already first / last.
 */
export function moveOrder(nodes: FunctionNode[], id: number, direction: 'up' | 'down') {
  const siblings = siblingsOf(nodes, id) ?? [];
  const i = siblings.findIndex((n) => n.id === id);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= siblings.length) return [];
  const nums = siblings.map((n) => n.orderNum);
  if (new Set(nums).size === nums.length)
    return [
      { id: siblings[i].id, orderNum: nums[j] },
      { id: siblings[j].id, orderNum: nums[i] },
    ];
  const order = siblings.map((n) => n.id);
  [order[i], order[j]] = [order[j], order[i]];
  return order.map((nodeId, k) => ({ id: nodeId, orderNum: (k + 1) * 10 }));
}

export const setFunctionOrder = (items: Array<{ id: number; orderNum: number }>, signal?: AbortSignal) =>
  request<FunctionNode[]>('/api/system/functions/order', {
    method: 'PUT',
    body: { items },
    signal,
    silent: true,
  });

/** Moves a function among its siblings, from the current tree (not the possibly stale list). */
export async function moveFunction(id: number, direction: 'up' | 'down', signal?: AbortSignal) {
  const items = moveOrder(await getFunctionTree(signal), id, direction);
  if (items.length) await setFunctionOrder(items, signal);
  return null;
}

/** The whole tree as one "page", so the function screen runs on the list-and-edit machine. */
export async function getFunctionPage(signal?: AbortSignal): Promise<Page<Row>> {
  const items = flattenFunctions(await getFunctionTree(signal));
  return { items, total: items.length, page: 1, size: Math.max(items.length, 1) };
}

export interface RoleFunctions {
  roleId: number;
  version: number;
  menuIds: number[];
  tree: FunctionNode[];
}
export const getRoleFunctions = (roleId: number, signal?: AbortSignal) =>
  request<RoleFunctions>(`/api/system/roles/${roleId}/functions`, { signal });
export const setRoleFunctions = (
  roleId: number,
  body: { menuIds: number[]; version: number },
  signal?: AbortSignal,
) =>
  request<{ roleId: number; menuIds: number[] }>(`/api/system/roles/${roleId}/functions`, {
    method: 'PUT',
    body,
    signal,
    silent: true,
  });

export const getRoleOptions = (signal?: AbortSignal) =>
  request<Row[]>('/api/system/roles/options', { signal });

/**
 * User rows with their role names (`roleNamesZh`, `roleNamesEn`) beside `roleIds`, which is all
 * the user list answers: one role-options call per page, not one per row.
 */
export async function withRoleNames(rows: Row[], signal?: AbortSignal): Promise<Row[]> {
  if (!rows.length) return rows;
  const roles = new Map((await getRoleOptions(signal)).map((r) => [r.id, r]));
  const names = (ids: unknown, key: 'nameZh' | 'nameEn') =>
    ((ids as number[] | undefined) ?? []).map((id) => String(roles.get(id)?.[key] ?? id)).join(', ');
  return rows.map((r) => ({
    ...r,
    roleNamesZh: names(r.roleIds, 'nameZh'),
    roleNamesEn: names(r.roleIds, 'nameEn'),
  }));
}

/** Shipping companies for the user dialog's picker (the fleet's option list, answered as a page). */
export const listCompanyOptions = (signal?: AbortSignal) =>
  // Silent: the picker says itself that it could not load (no fleet permission), no toast.
  request<Page<Row>>('/api/fleet/companies/options', { signal, silent: true });

export const getShipAuth = (userId: number, signal?: AbortSignal) =>
  request<{ userId: number; shipIds: number[] }>(`/api/system/ship-auth/${userId}`, { signal });
export const setShipAuth = (userId: number, shipIds: number[], signal?: AbortSignal) =>
  request<{ userId: number; shipIds: number[] }>(`/api/system/ship-auth/${userId}`, {
    method: 'PUT',
    body: { shipIds },
    signal,
    silent: true,
  });

/** The ships an administrator can pick from (the fleet list, largest page). */
export const listShips = (keyword: string, signal?: AbortSignal) =>
  request<Page<Row>>('/api/fleet/ships', {
    query: { keyword: keyword || undefined, page: 1, size: 500 },
    signal,
  });

/** Resets to a generated password, which the server answers once; the user must change it at login. */
export const resetPassword = (userId: number, signal?: AbortSignal) =>
  request<{ message: string; password?: string }>('/api/sysUser/resetUserPassword', {
    method: 'POST',
    body: { userId },
    signal,
    silent: true,
  });

/** Attaches the installer (one .zip/.exe, at most 10 MB) to an app version. */
export function uploadInstaller(versionId: number, file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<Row>(`/api/system/app-versions/${versionId}/file`, {
    method: 'POST',
    body: form,
    signal,
    silent: true,
  });
}
