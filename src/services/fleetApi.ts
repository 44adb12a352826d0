import { request } from './http';

/** A recorded DOC or flag change, with the names the history shows. */
export interface FlagDocChange {
  id: number;
  shipId: number;
  changeType: 'flag' | 'doc';
  oldFlagCode: string | null;
  newFlagCode: string | null;
  oldCompanyId: number | null;
  newCompanyId: number | null;
  oldCompanyEn: string | null;
  oldCompanyZh: string | null;
  newCompanyEn: string | null;
  newCompanyZh: string | null;
  effectiveDate: string;
  applied: boolean;
  createdBy: string | null;
  version: number;
}

export interface NewChange {
  shipId: number;
  changeType: 'flag' | 'doc';
  newFlagCode?: string;
  newCompanyId?: number;
  effectiveDate: string;
}

/** The ship's change history, newest first (the spec's call). */
export const listChanges = (shipId: number, signal?: AbortSignal) =>
  request<FlagDocChange[]>(`/api/flagDocChange/findAllByshipIdOrderByEffectiveDateDesc/${shipId}`, {
    signal,
  });

export const recordChange = (body: NewChange, signal?: AbortSignal) =>
  request<FlagDocChange>('/api/flagDocChange', { method: 'POST', body, signal, silent: true });

export const deleteChange = (id: number, signal?: AbortSignal) =>
  request<{ id: number }>(`/api/flagDocChange/${id}`, { method: 'DELETE', signal, silent: true });

export interface CompanyOption {
  id: number;
  nameZh: string;
  nameEn: string;
}
export const companyOptions = (keyword: string, signal?: AbortSignal) =>
  request<CompanyOption[]>('/api/fleet/companies/options', {
    query: { keyword: keyword || undefined },
    signal,
  });
