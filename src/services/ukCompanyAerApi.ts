import type { UkCompanyAer } from '../domain/ukMrv';
import { request, requestBlob, LONG_TIMEOUT_MS } from './http';

/** `GET /api/reports/uk-company-aer` (docs/reports-uk-and-cross-regime.md §7.1). */
export interface UkCompanyAerDto extends UkCompanyAer {
  companyNameZh: string;
  excluded: { imo: string | null; name: string; reason: string }[];
  shipsPerFile: number;
  parts: number;
  /** The AER ships' ids by IMO number (claims name a ship by id). */
  shipIds: Record<string, number>;
}

export type UkAerQuery = { companyId: number; year: number };

export const getUkCompanyAer = (query: UkAerQuery, signal?: AbortSignal) =>
  request<UkCompanyAerDto>('/api/reports/uk-company-aer', { query, signal });

export const ukCompanyAerXml = (
  query: UkAerQuery & { kind: 'aggregated' | 'ships'; part: number },
  signal?: AbortSignal,
) => requestBlob('/api/reports/uk-company-aer/xml', { query, signal, timeoutMs: LONG_TIMEOUT_MS });
