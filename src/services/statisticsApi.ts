import type { AnnualStatistics, StatTarget } from '../domain/statistics/types';
import type { TargetBody } from '../domain/schemas/statistics';
import { request } from './http';

/** The statistics screens' calls (docs/api-statistics.md). */

export interface AnnualQuery {
  companyId?: number;
  shipId?: number;
  shipTypeCode?: string;
  fromYear: number;
  toYear: number;
}

const clean = (q: AnnualQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

export const shipAnnual = async (q: AnnualQuery, signal?: AbortSignal) =>
  (await request<{ items: AnnualStatistics[] }>('/api/statistics/ships/annual', { query: clean(q), signal }))
    .items;

export const companyAnnual = async (q: AnnualQuery, signal?: AbortSignal) =>
  (
    await request<{ items: AnnualStatistics[] }>('/api/statistics/companies/annual', {
      query: clean(q),
      signal,
    })
  ).items;

export const listTargets = async (
  q: { subject: 'ship' | 'company'; subjectId: number; fromYear: number; toYear: number },
  signal?: AbortSignal,
) => (await request<{ items: StatTarget[] }>('/api/statistics/targets', { query: q, signal })).items;

export const saveTarget = (body: TargetBody, signal?: AbortSignal) =>
  request<StatTarget>('/api/statistics/targets', { method: 'PUT', body, signal, silent: true });

/** A sheet of rows to an .xlsx download; `xlsx` loads on the first export (its own chunk). */
export async function writeSheet(fileName: string, rows: (string | number)[][]): Promise<number> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  XLSX.writeFile(book, `${fileName}.xlsx`);
  return rows.length - 1;
}
