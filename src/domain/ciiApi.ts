/** Shapes of the CII ratings API as the client reads them (docs/cii-ratings.md §5). */
import type { CiiRating, CiiTrend } from './cii';

export interface CiiRiskDto {
  latest: { year: number; rating: CiiRating | null } | null;
  trend: CiiTrend | null;
  atRisk: boolean;
  planRequired: boolean;
  planYear: number | null;
}

export interface CiiFleetRowDto {
  shipId: number;
  nameEn: string;
  nameZh: string | null;
  imo: string | null;
  ratings: Record<string, CiiRating | null>;
  risk: CiiRiskDto;
  planRecorded: boolean;
  /** Years whose stored figures wait to be recomputed after a ledger change. */
  recomputing?: number[];
  /** Years still running, rated on the legs so far: the figure is year to date. */
  yearToDate?: number[];
}

export interface CiiFleetDto {
  years: number[];
  ships: CiiFleetRowDto[];
}

export interface CiiPeriodDto {
  id: number;
  year: number;
  periodStart: string;
  periodEnd: string;
  rating: CiiRating | null;
  attained: number | null;
  required: number | null;
  distanceNm: number | null;
  source: 'ledger' | 'report';
  reason: { code: string; params?: Record<string, string | number> } | null;
}

export interface CiiPlanDto {
  id: number;
  shipId: number;
  year: number;
  target: string;
  targetRating: string | null;
  status: string;
  owner: string;
  dueDate: string;
  note: string | null;
  version: number;
}

export interface CiiShipDto {
  shipId: number;
  ciiType: string | null;
  periods: CiiPeriodDto[];
  history: { year: number; rating: CiiRating | null }[];
  risk: CiiRiskDto;
  requiredAhead: { year: number; required: number }[];
  plans: CiiPlanDto[];
}
