import type { CompanyLevelDto, EtsPriceScenario } from '../domain/euMrv/company';
import { saveBlob } from './download';
import { request, requestBlob } from './http';

/** EU MRV company level and EU ETS price scenarios (docs/reports-eu.md §4.1–4.2). */
export type { CompanyLevelDto, EtsPriceScenario } from '../domain/euMrv/company';

export interface CompanyChoice {
  id: number;
  nameEn: string;
  nameZh: string | null;
}

export const companyChoices = (signal?: AbortSignal) =>
  request<CompanyChoice[]>('/api/eu-mrv/company-level/companies', { signal });

export const companyLevel = (companyId: number, year: number, signal?: AbortSignal) =>
  request<CompanyLevelDto>('/api/eu-mrv/company-level', { query: { companyId, year }, signal });

export interface ScenarioInput {
  name: string;
  priceEur: number;
  note: string | null;
}

export const addScenario = (companyId: number, s: ScenarioInput) =>
  request<EtsPriceScenario>('/api/eu-ets/scenarios', {
    method: 'POST',
    body: { companyId, ...s },
    silent: true,
  });

export const changeScenario = (id: number, s: ScenarioInput & { version: number }) =>
  request<EtsPriceScenario>(`/api/eu-ets/scenarios/${id}`, { method: 'PUT', body: s, silent: true });

export const deleteScenario = (id: number, version: number) =>
  request<null>(`/api/eu-ets/scenarios/${id}`, { method: 'DELETE', query: { version }, silent: true });

/** The company-level xlsx, saved under its name. */
export async function exportCompanyLevel(companyId: number, year: number, lang: 'zh' | 'en') {
  const blob = await requestBlob('/api/eu-mrv/company-level/export', { query: { companyId, year, lang } });
  saveBlob(blob, `EU_MRV_company_${companyId}_${year}_${lang}.xlsx`);
}

export const scenariosOf = (companyId: number, signal?: AbortSignal) =>
  request<EtsPriceScenario[]>('/api/eu-ets/scenarios', { query: { companyId }, signal });
