import { request } from './http';
import type { Page, Row } from './dictionariesApi';

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

/** The tree depth-first with each node's depth, for the function list and the parent picker. */
export function flattenFunctions(nodes: FunctionNode[], depth = 0): Array<Row & { depth: number }> {
  return nodes.flatMap(({ children, ...n }) => [
    { ...n, depth } as Row & { depth: number },
    ...flattenFunctions(children ?? [], depth + 1),
  ]);
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
