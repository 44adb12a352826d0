import type {
  LedgerEpisodeDto,
  LedgerRecordDto,
  LockState,
  Page,
  StateHistoryDto,
  VoyageDto,
} from '../domain/api';
import { request } from './http';

/** The energy-efficiency screen's filters as the voyages call takes them (empty ones are left out). */
export interface VoyageFilters {
  companyId: string;
  /** Ship name, IMO number or registration number. */
  keyword: string;
  voyageNo: string;
  /** yyyy-mm-dd: both the voyage's start and end must fall inside [startDate, endDate]. */
  startDate: string;
  endDate: string;
}

const orUndefined = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** A page of voyages with their IMO legs, EU and UK voyages (the server orders the legs). */
export const listVoyages = (
  filters: VoyageFilters,
  page: number,
  size: number,
  signal?: AbortSignal,
  shipId?: number,
) =>
  request<Page<VoyageDto>>('/api/voyages', {
    query: {
      companyId: orUndefined(filters.companyId),
      keyword: orUndefined(filters.keyword),
      voyageNo: orUndefined(filters.voyageNo),
      startDate: orUndefined(filters.startDate),
      endDate: orUndefined(filters.endDate),
      shipId,
      page,
      size,
    },
    signal,
    silent: true,
  });

/** The port, anchoring and drifting records of a voyage (its own and the handover call that starts it). */
export const voyageRecords = (voyageId: number, signal?: AbortSignal) =>
  request<LedgerRecordDto[]>(`/api/voyages/${voyageId}/records`, { signal, silent: true });

export const voyageEpisodes = (voyageId: number, signal?: AbortSignal) =>
  request<LedgerEpisodeDto[]>(`/api/voyages/${voyageId}/episodes`, { signal, silent: true });

/** The voyage's lock transitions, as `state_history` rows. */
export const voyageHistory = (voyageId: number, signal?: AbortSignal) =>
  request<StateHistoryDto[]>(`/api/voyages/${voyageId}/history`, { signal, silent: true });

/** Locks or unlocks; the server runs the same lock chart and answers 409 when the event is not allowed. */
export const lockVoyage = (
  input: { voyageId: number; event: 'lock' | 'unlock'; comment?: string; version?: number },
  signal?: AbortSignal,
) =>
  request<{ id: number; status: LockState; version: number }>(`/api/voyages/${input.voyageId}/lock`, {
    method: 'POST',
    body: { event: input.event, comment: input.comment || undefined, version: input.version },
    signal,
    silent: true,
  });

/** What a bulk lock did: the voyages it locked (a history row each) and those already locked. */
export interface LockBulkAnswer {
  locked: number[];
  alreadyLocked: number[];
}

/** Locks several voyages in one transaction, all or nothing (404 for a voyage outside the user's ships). */
export const lockVoyagesBulk = (input: { voyageIds: number[]; comment?: string }, signal?: AbortSignal) =>
  request<LockBulkAnswer>('/api/ledger/voyages/lock-bulk', {
    method: 'POST',
    body: { voyageIds: input.voyageIds, comment: input.comment || undefined },
    signal,
    silent: true,
  });

/** Deletes a voyage with its records (never the handover call it shares); 409 when locked. */
export const deleteVoyage = (voyageId: number, signal?: AbortSignal) =>
  request<unknown>(`/api/voyages/${voyageId}`, { method: 'DELETE', signal, silent: true });

/** Deletes records or episodes of one ship by their refCodes, all or nothing (409 when locked). */
export const deleteVoyageData = (input: { ship: string; refCodes: string[] }, signal?: AbortSignal) =>
  request<unknown>('/api/voyage-data', { method: 'DELETE', body: input, signal, silent: true });
