import type { Page } from '../../domain/api';
import { request } from '../http';

/** One accepted state change of an account, as `/api/system/{users|roles}/:id/history` answers it. */
export interface HistoryEntry {
  id: number;
  from: string;
  event: string;
  to: string;
  /** The acting user: null once that account is deleted. */
  actor: number | null;
  actorUsername: string | null;
  actorNameZh: string | null;
  actorNameEn: string | null;
  /** The role code the actor was acting in. */
  role: string;
  at: string;
  comment: string | null;
}

export type AccountKind = 'users' | 'roles';

/** The newest `size` state changes of a user or role, newest first. */
export const getAccountHistory = (kind: AccountKind, id: number, signal?: AbortSignal, size = 50) =>
  request<Page<HistoryEntry>>(`/api/system/${kind}/${id}/history`, { query: { size }, signal, silent: true });
